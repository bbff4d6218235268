"""Each player's chance to win, from the expected score and the spread of the rest of the game.

Every player's final score is modelled as a normal distribution rounded to whole points:

* its mean is the points already scored plus the expected rest of the game under
  optimal play (:mod:`fivedice.strategy.valuetables`),
* its variance is the variance of that rest (:mod:`fivedice.strategy.moments`), 0 for a
  player who has filled every box.

The player on turn is valued where they stand: after a roll, with the dice showing and
the rolls left, the mean and variance are those of the best way to go on (the dice held
at the moment do not matter, they can still change).  The players are independent, so a
player's chance to win is the chance that their score beats every other, a draw shared
equally among the players who share the top score; the chances sum to 1.

Several cards and the Triple game use the advisor's per-card approximation: each card
is valued as if played alone (mean and variance from its one-card tables), the cards are
independent, and a card counts with its multiplier (``mean = sum(m * E)``,
``variance = sum(m^2 * Var)``).

A player who dropped out (their time ran out) keeps their score but ranks below every
player who finished (RULES.md section 9), so their chance is 0 while anyone plays on.
Once the game is over the chances are certain: 1 for the winner, shared on a draw.

One call costs a few table look-ups and a sum over a grid of scores (well under a
millisecond), plus, once per turn of the player on turn, the turn's moments (about a
millisecond, then cached): cheap enough to call after every action on the GUI thread.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from fivedice.core import Category, ExtraFive, Game, Rules, box_options
from fivedice.strategy.advisor import CardCache, card_states, rule_name
from fivedice.strategy.dice import SIZE_OFFSETS, counts_of, multiset_index
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, upper_bonus
from fivedice.strategy.turn import CardState, state_columns
from fivedice.strategy.valuetables import Spread, ValueTable, get_spread, get_table

__all__ = [
    "Forecast",
    "TurnMoments",
    "card_moments",
    "forecasts",
    "forget_turn_moments",
    "normal_cdf",
    "rest_moments",
    "win_chances",
    "win_probabilities",
]

#: How many standard deviations either side of the mean the grid of scores covers.
_TAILS = 6.0
# Gauss-Legendre nodes on [0, 1] (weights 1/2 each): exact for polynomials of degree <= 3.
_NODES = (0.5 - 0.5 / math.sqrt(3), 0.5 + 0.5 / math.sqrt(3))


def normal_cdf(x: np.ndarray) -> np.ndarray:
    """The standard normal distribution function, elementwise (absolute error below 1e-7).

    NumPy has no ``erf``; this is the Chebyshev fit of ``erfc`` from Numerical Recipes.
    """
    x = np.asarray(x, dtype=np.float64)
    z = np.abs(x) * (1 / math.sqrt(2))
    t = 1.0 / (1.0 + 0.5 * z)
    poly = -0.82215223 + t * 0.17087277
    for c in (1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418, 0.37409196):
        poly = c + t * poly
    poly = 1.00002368 + t * poly
    tail = 0.5 * t * np.exp(-z * z - 1.26551223 + t * poly)
    out: np.ndarray = np.where(x >= 0, 1.0 - tail, tail)
    return out


# Phi on a fine grid, for the many values win_probabilities needs (linear interpolation:
# error below 3e-8, several times faster than normal_cdf).
_STEP = 1024
_REACH = 9.0
_PHI = normal_cdf(np.arange(-_REACH, _REACH + 1 / _STEP, 1 / _STEP))
_PHI_STEP = np.diff(_PHI)
_CHUNK = 1 << 17  # values per block of games, so that a block's arrays stay in the cache


def _cdf_table(x: np.ndarray) -> np.ndarray:
    u = (x + _REACH) * _STEP
    np.clip(u, 0, len(_PHI) - 2, out=u)
    i = u.astype(np.intp)
    u -= i
    out: np.ndarray = _PHI[i] + _PHI_STEP[i] * u
    return out


def win_probabilities(
    means: np.ndarray, variances: np.ndarray, eligible: np.ndarray | None = None
) -> np.ndarray:
    """Each player's chance of the top score, a draw shared equally, for a batch of games.

    ``means`` and ``variances`` have shape (games, players): each player's final score is
    a normal distribution rounded to whole points (a point mass at the mean when the
    variance is 0).  ``eligible`` (same shape, bool) marks who can win; the others get 0.
    Each row sums to 1.  Up to four players.
    """
    means = np.atleast_2d(np.asarray(means, dtype=np.float64))
    variances = np.maximum(np.atleast_2d(np.asarray(variances, dtype=np.float64)), 0.0)
    if eligible is None:
        eligible = np.ones(means.shape, dtype=bool)
    eligible = np.broadcast_to(eligible, means.shape)
    games, players = means.shape
    sd = np.sqrt(variances)
    reach = np.where(eligible, _TAILS * sd + 1, -np.inf)
    lo = np.floor(np.min(np.where(eligible, means - reach, np.inf), axis=1))
    hi = np.ceil(np.max(means + reach, axis=1))
    out = np.empty((games, players))
    width = int(np.max(hi - lo, initial=0)) + 1
    rows = max(1, _CHUNK // (players * width))
    for a in range(0, games, rows):
        b = min(games, a + rows)
        span = int(np.max(hi[a:b] - lo[a:b])) + 1
        out[a:b] = _shares(means[a:b], sd[a:b], eligible[a:b], lo[a:b], span)
    return out


def _shares(
    means: np.ndarray, sd: np.ndarray, eligible: np.ndarray, lo: np.ndarray, width: int
) -> np.ndarray:
    """win_probabilities for one block of games whose scores lie in lo .. lo + width - 1."""
    games, players = means.shape
    # P(S < k) at the scores k = lo .. lo + width (one more than the grid, for P(S = k))
    edges = (lo - 0.5)[:, None, None] + np.arange(width + 1)[None, None, :]
    mu, sig = means[:, :, None], sd[:, :, None]
    cdf = _cdf_table((edges - mu) / np.where(sig > 0, sig, 1.0))
    cdf = np.where(sig > 0, cdf, edges > mu)
    below = cdf[:, :, :-1]
    at = cdf[:, :, 1:] - below  # P(S = k)
    # Players who cannot win count as scoring below everyone (they never take a share).
    below = np.where(eligible[:, :, None], below, 1.0)
    at = np.where(eligible[:, :, None], at, 0.0)
    shares = np.zeros((games, players))
    # Given S_i = k, i's share is E[1 / (1 + T)] over the others, T of whom tie at k and none
    # beat it: the integral over [0, 1] of prod_j (P(S_j < k) + P(S_j = k) x), a polynomial
    # of degree players - 1 <= 3, which two Gauss-Legendre nodes integrate exactly.
    for x in _NODES:
        factors = below + at * x
        product = np.prod(factors, axis=1)
        for i in range(players):
            f = factors[:, i]
            others = np.divide(product, f, out=np.zeros_like(product), where=f > 0)
            shares[:, i] += 0.5 * np.sum(at[:, i] * others, axis=1)
    total = shares.sum(axis=1, keepdims=True)
    out: np.ndarray = shares / np.where(total > 0, total, 1.0)
    return out


@dataclass(frozen=True)
class Forecast:
    """One player's final score as the chances see it: its mean and its variance.

    ``done`` is True once the player cannot score any more (every box filled, or dropped
    out); ``can_win`` is False for a player who dropped out.
    """

    mean: float
    variance: float
    done: bool
    can_win: bool


def card_moments(table: ValueTable, spread: Spread, state: CardState) -> tuple[float, float]:
    """Mean and variance of the rest of a card from a start-of-turn state (0 once full)."""
    if state.mask == FULL_MASK:
        return 0.0, 0.0
    return table.value(*state.key), spread.variance(*state.key)


def rest_moments(game: Game, player: int, table: ValueTable, spread: Spread) -> tuple[float, float]:
    """Mean and variance of the rest of a player's game from the start of their next turn.

    The cards are independent and each counts with its multiplier.
    """
    mean = var = 0.0
    for mult, s in zip(game.rules.multipliers, card_states(game.cards(player)), strict=True):
        card_mean, card_var = card_moments(table, spread, s)
        mean += mult * card_mean
        var += mult * mult * card_var
    return mean, var


class TurnMoments:
    """Mean and variance of the rest of one player's game at any moment of their turn.

    Built for the player's cards at the start of a turn; :meth:`at` gives the moments of a
    position after a roll (dice, rerolls left), when the play goes on as Hard plays.
    """

    def __init__(
        self, rules: Rules, table: ValueTable, spread: Spread, cards: Sequence[dict[Category, int]]
    ) -> None:
        self.rules = rules
        self.table, self.spread = table, spread
        self.cards = [dict(c) for c in cards]
        self.states = card_states(self.cards)
        self.mults = rules.multipliers
        moments = [card_moments(table, spread, s) for s in self.states]
        self.means = [mean for mean, _ in moments]
        self.vars = [var for _, var in moments]
        m = self.mults
        self.rest = float(sum(k * e for k, e in zip(m, self.means, strict=True)))
        self.rest_var = float(sum(k * k * v for k, v in zip(m, self.vars, strict=True)))
        open_cards = [i for i, s in enumerate(self.states) if s.mask != FULL_MASK]
        if not open_cards:
            raise ValueError("every card is full")
        solver = MomentSolver(table.rule, table.values64(), spread.variances64(), dtype=np.float64)
        w, q, z = solver.final_moments(*state_columns([self.states[c] for c in open_cards], table))
        # each roll goes on the card where it gains most (on average); the others stay as they are
        best_gain = np.full(len(LAYOUT.probs), -np.inf)
        best_var = np.zeros(len(LAYOUT.probs))
        for j, c in enumerate(open_cards):
            gain = m[c] * (w[:, j] + (z[j] - self.means[c]))
            var = self.rest_var + m[c] ** 2 * (q[:, j] - w[:, j] ** 2 - self.vars[c])
            better = gain > best_gain
            best_gain = np.where(better, gain, best_gain)
            best_var = np.where(better, var, best_var)
        if (
            rules.triple
            and rules.extra_five is not ExtraFive.OFF
            and any(not s.is_open(FIVE_KIND) for s in self.states)
        ):
            self._redo_five_rows(best_gain, best_var)
        r = best_gain[:, None].copy()
        rq = (best_gain**2 + np.maximum(best_var, 0.0))[:, None]
        self.layers = [(r[:, 0].copy(), rq[:, 0].copy())]
        ws, mw = solver.work(1), solver.moment_work(1)
        for layer in range(2):
            exp = solver.keep_values(r, ws.exp)
            exp_q = solver.keep_values(rq, mw.exp)
            r, rq = solver.best_moments(exp, exp_q, ws.best[layer], mw.best[layer])
            r, rq = r.copy(), rq.copy()
            self.layers.append((r[:, 0].copy(), rq[:, 0].copy()))

    def _redo_five_rows(self, gain: np.ndarray, var: np.ndarray) -> None:
        """Triple game: the five-of-a-kind rolls through the game's own legality (jokers)."""
        for face, row in enumerate(LAYOUT.five_rows):
            options = box_options(self.cards, (face + 1,) * 5, self.rules)
            best: tuple[float, float] | None = None
            for o in options:
                c, box, s = o.card, int(o.category), self.states[o.card]
                now = o.points + o.bonus + upper_bonus(s.upper, box, o.points)
                after, after_var = card_moments(self.table, self.spread, s.after(box, o.points))
                g = self.mults[c] * (now + after - self.means[c])
                v = self.rest_var + self.mults[c] ** 2 * (after_var - self.vars[c])
                if best is None or g > best[0]:
                    best = (g, v)
            assert best is not None
            gain[row], var[row] = best

    def at(self, dice: Sequence[int], rolls_left: int) -> tuple[float, float]:
        """Mean and variance of the rest of the game from a position after a roll."""
        counts = counts_of(tuple(dice))
        local = multiset_index(counts) - SIZE_OFFSETS[5]
        row = int(LAYOUT.pos[5][local])
        r, rq = self.layers[rolls_left]
        mean = float(r[row])
        return self.rest + mean, max(0.0, float(rq[row]) - mean * mean)

    def start(self) -> tuple[float, float]:
        """Mean and variance of the rest of the game before the turn's first roll."""
        return self.rest, self.rest_var


_MODELS: CardCache[TurnMoments] = CardCache()


def forget_turn_moments() -> None:
    """Forget every cached turn's moments (the next chances start cold, as a new turn does)."""
    _MODELS.clear()


def turn_moments(game: Game, player: int) -> TurnMoments:
    """The (cached) turn moments of ``player``'s cards as they stand."""

    def make(rules: Rules, cards: list[dict[Category, int]]) -> TurnMoments:
        rule = rule_name(rules.extra_five)
        return TurnMoments(rules, get_table(rule), get_spread(rule), cards)

    return _MODELS.get(game, player, make)


def forecasts(game: Game) -> list[Forecast]:
    """Each player's final score as the chances model it (see the module's notes)."""
    rule = rule_name(game.rules.extra_five)
    table, spread = get_table(rule), get_spread(rule)
    totals = game.totals()
    out = []
    for p in range(len(game.players)):
        dropped = p in game.dropped
        done = dropped or game.is_over or game.turns_taken(p) >= game.turns_per_player
        if done:
            mean, var = 0.0, 0.0
        elif p == game.current_player and game.rolls_used > 0:
            mean, var = turn_moments(game, p).at(game.dice, game.rolls_left)
        else:
            mean, var = rest_moments(game, p, table, spread)
        out.append(Forecast(totals[p] + mean, var, done, not dropped))
    return out


def _final_chances(game: Game) -> list[float]:
    outcome = game.outcome()
    assert outcome is not None
    winners = outcome.winners
    if not winners:  # everyone dropped out: the best of them, as the ranking has it
        top = outcome.totals[outcome.ranking[0]]
        winners = tuple(p for p in outcome.ranking if outcome.totals[p] == top)
    return [1 / len(winners) if p in winners else 0.0 for p in range(len(game.players))]


def win_chances(game: Game) -> list[float]:
    """Each player's chance to win from the game as it stands, summing to 1.

    A draw counts as shared equally.  Certain once the game is over; a player who
    dropped out has no chance while anyone plays on.  Exact moments of optimal play for
    one card; the per-card approximation for several cards and the Triple game.  Needs
    the rules' table and spread (shipped; loaded on first use).
    """
    if game.is_over:
        return _final_chances(game)
    if len(game.players) == 1:
        return [1.0]
    seen = forecasts(game)
    means = np.array([[f.mean for f in seen]])
    variances = np.array([[f.variance for f in seen]])
    eligible = np.array([[f.can_win for f in seen]])
    return [float(x) for x in win_probabilities(means, variances, eligible)[0]]

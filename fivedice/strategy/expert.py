"""The Expert level: a computer that plays to finish first, not for the highest average.

Hard maximises its expected score.  Against opponents what counts is finishing ahead,
and that sometimes calls for another choice: a long shot when behind, a safe box when
ahead.  The Expert values every way a turn can end (each final roll in each box) by its
chance of winning, and takes the turn's decisions exactly with respect to that value:
every hold is weighed over every reroll outcome, as the solver weighs expected points.

The chance of winning after an entry comes from the normal model of the chances
(:mod:`fivedice.strategy.chances`): the Expert's final score is normal with the mean and
variance of the rest of its card after the entry (from the tables and their spread);
the opponents' scores are normal with their own means and variances as they stand, and
their best score is summarised as one normal (Clark's approximation of the maximum of
normals, exact for one opponent).  In its last two turns against one opponent (one card),
the lumpy few boxes left are not normal at all; there the chances are exact instead
(:mod:`fivedice.strategy.endgame`): the opponent's rest as Hard plays it, and the Expert's
own last turn played to beat the opponent's final score.  A tiny weight on the expected
score decides between
options whose chances are equal, for instance once the game is decided, so the Expert
then plays exactly like Hard.  Alone (no opponent who can still win), it is Hard.

Several cards and the Triple game use the per-card approximation of the advisor.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from fivedice.core import Action, Category, ExtraFive, Game, Held, Option, Rules, box_options
from fivedice.strategy.advisor import card_states, rule_name
from fivedice.strategy.chances import card_moments, normal_cdf, rest_moments
from fivedice.strategy.dice import (
    HOLD_PATTERNS,
    SIZE_OFFSETS,
    closest_pattern,
    counts_of,
    kept_dice,
    multiset_index,
)
from fivedice.strategy.endgame import Endgame, endgame_for, leaf_chances
from fivedice.strategy.hard import HardPolicy
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.placement import place_all
from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, upper_bonus
from fivedice.strategy.turn import state_columns
from fivedice.strategy.valuetables import Spread, ValueTable, get_spread, get_table

__all__ = [
    "ExpertPolicy",
    "ExpertTurn",
    "combine_opponents",
    "final_utilities",
    "forget_expert_turns",
    "keep_utilities",
    "win_utility",
]

#: Weight of one expected point against a chance of winning of 1: breaks ties only.
TIE_BREAK = 1e-6
#: The six five-of-a-kind rolls, as roll indices 0..251.
FIVE_ROLLS = tuple(
    multiset_index(tuple(5 if f == face else 0 for f in range(6))) - SIZE_OFFSETS[5]
    for face in range(6)
)


def combine_opponents(means: np.ndarray, variances: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The best of several independent normal scores, as one normal (Clark, 1961).

    ``means`` and ``variances`` have shape (opponents, games); returns the mean and the
    variance of the maximum for each game (exact for one opponent).
    """
    mean = np.asarray(means[0], dtype=np.float64).copy()
    var = np.asarray(variances[0], dtype=np.float64).copy()
    for m2, v2 in zip(means[1:], variances[1:], strict=True):
        theta = np.sqrt(var + v2)
        safe = np.where(theta > 0, theta, 1.0)
        alpha = np.where(theta > 0, (mean - m2) / safe, np.where(mean >= m2, np.inf, -np.inf))
        big = normal_cdf(alpha)
        dens = np.where(np.isfinite(alpha), np.exp(-0.5 * np.minimum(alpha * alpha, 1e4)), 0.0)
        dens = dens / math.sqrt(2 * math.pi)
        first = mean * big + m2 * (1 - big) + theta * dens
        second = (mean**2 + var) * big + (m2**2 + v2) * (1 - big) + (mean + m2) * theta * dens
        mean, var = first, np.maximum(second - first**2, 0.0)
    return mean, var


def win_utility(
    mean: np.ndarray, var: np.ndarray, opp_mean: np.ndarray, opp_var: np.ndarray
) -> np.ndarray:
    """The Expert's value of ending with a score ~ N(``mean``, ``var``) against the opponents.

    The chance of finishing above their best score (a normal), a draw counting half, both
    scores rounded to whole points; plus :data:`TIE_BREAK` per expected point.  -inf
    stays -inf (an entry that is not allowed).
    """
    delta = mean - opp_mean
    spread = np.sqrt(np.maximum(var + opp_var, 0.0))
    spread = np.maximum(spread, 1e-9)  # certain scores: the chance is 1, 1/2 or 0
    lower = normal_cdf((-0.5 - delta) / spread)
    upper = normal_cdf((0.5 - delta) / spread)
    out: np.ndarray = np.where(
        np.isfinite(mean), 1.0 - 0.5 * (lower + upper) + TIE_BREAK * mean, -np.inf
    )
    return out


def final_utilities(
    solver: MomentSolver,
    mask: np.ndarray,
    upper: np.ndarray,
    flag: np.ndarray,
    base_mean: np.ndarray,
    base_var: np.ndarray,
    mult: np.ndarray,
    opp_mean: np.ndarray,
    opp_var: np.ndarray,
) -> np.ndarray:
    """The Expert's value of each final roll (internal order) for a block of cards.

    Each column is one card in state (``mask``, ``upper``, ``flag``) whose points count
    ``mult`` times; the rest of its player's final score is normal with mean ``base_mean``
    and variance ``base_var`` (points already scored, the other cards); the opponents'
    best is normal (``opp_mean``, ``opp_var``).  A roll is worth its best entry.
    ``solver`` must work in float64.
    """
    n = len(mask)
    entries, scratch_var = solver.moment_sources(mask, upper, flag)
    scratch = entries.scratch
    src, var = solver.work(n).src, solver.moment_work(n).var
    u_src = win_utility(base_mean + mult * src, base_var + mult**2 * var, opp_mean, opp_var)
    u_scratch = win_utility(
        base_mean + mult * scratch, base_var + mult**2 * scratch_var, opp_mean, opp_var
    )
    best_scratch = u_scratch.max(axis=0)
    out = np.empty((len(LAYOUT.probs), n))
    for lo, hi, d, cand in LAYOUT.roll_groups:
        np.maximum(u_src[cand].reshape(hi - lo, d, n).max(axis=1), best_scratch, out=out[lo:hi])
    # five of a kind: jokers and bonuses, through the exact placements
    for face, row in enumerate(LAYOUT.five_rows):
        placed = place_all(solver.rule, mask, upper, flag, np.full(n, FIVE_ROLLS[face]))
        after, after_var = solver.rest(placed.mask, placed.upper, placed.flag)
        u = win_utility(
            base_mean + mult * (placed.gain + after),
            base_var + mult**2 * after_var,
            opp_mean,
            opp_var,
        )
        out[row] = np.where(placed.legal, u, -np.inf).max(axis=0)
    return out


def endgame_utilities(
    endgame: Endgame,
    mask: np.ndarray,
    upper: np.ndarray,
    flag: np.ndarray,
    total: np.ndarray,
    opp_total: np.ndarray,
    opp_dist: np.ndarray,
) -> np.ndarray:
    """The Expert's value of each final roll (internal order) of cards with one or two open
    boxes, against one opponent: the exact chances of :func:`~.endgame.leaf_chances`."""
    keys, state = np.unique(endgame.key(mask, upper, flag), return_inverse=True)
    # only the (at most two) open boxes can take a roll: keep their rows, per distinct state
    open_rows = np.argsort((mask[:, None] >> np.arange(13)) & 1, axis=1, kind="stable")[:, :2]
    rows = np.empty((2, len(keys)), dtype=np.intp)
    rows[:, state] = open_rows.T
    legal, gain, following, after = (
        np.take_along_axis(a, rows[:, None, :], axis=0)[:, :, state] for a in endgame._place(keys)
    )  # (2, 252, n)
    points = total[None, None, :] + gain
    column = np.arange(len(mask))[None, None, :]
    chance = np.full(legal.shape, -np.inf)
    chance[legal] = leaf_chances(
        endgame,
        following[legal],
        points[legal],
        np.broadcast_to(column, legal.shape)[legal],
        opp_total,
        opp_dist,
    )
    # (a filled box's row may lead to no real state: its value is never looked at)
    value = np.where(legal, chance + TIE_BREAK * np.where(legal, points + after, 0), -np.inf)
    out: np.ndarray = value.max(axis=0)
    return out


def keep_utilities(solver: MomentSolver, final: np.ndarray) -> dict[int, np.ndarray]:
    """The value of every keep (462 rows, internal order) with 1 and 2 rerolls left."""
    n = final.shape[1]
    ws = solver.work(n)
    keeps: dict[int, np.ndarray] = {}
    r = final
    for rerolls in (1, 2):
        exp = solver.keep_values(r, ws.exp)
        keeps[rerolls] = np.concatenate(exp)
        if rerolls == 1:
            r = solver.best_keeps(exp, ws.best[0]).copy()
    return keeps


class ExpertTurn:
    """The Expert's values within one turn of one player, against fixed opponents."""

    def __init__(
        self,
        rules: Rules,
        table: ValueTable,
        spread: Spread,
        cards: Sequence[dict[Category, int]],
        total: int,
        opp_mean: float,
        opp_var: float,
        end: tuple[int, int] | None = None,
    ) -> None:
        """``end`` is (total, state key) of the one opponent in the last two turns of a
        one-card game, for the exact chances of :mod:`~fivedice.strategy.endgame`."""
        self.rules, self.table, self.spread = rules, table, spread
        self.cards = [dict(c) for c in cards]
        self.states = card_states(self.cards)
        self.mults = rules.multipliers
        self.opp = (np.array(opp_mean), np.array(opp_var))
        moments = [card_moments(table, spread, s) for s in self.states]
        self.means = [mean for mean, _ in moments]
        self.vars = [var for _, var in moments]
        m = self.mults
        self.base = total + float(sum(k * e for k, e in zip(m, self.means, strict=True)))
        self.base_var = float(sum(k * k * v for k, v in zip(m, self.vars, strict=True)))
        open_cards = [c for c, s in enumerate(self.states) if s.mask != FULL_MASK]
        self.solver = MomentSolver(
            table.rule, table.values64(), spread.variances64(), dtype=np.float64
        )
        mask, upper, flag = state_columns([self.states[c] for c in open_cards], table)
        self.total = total
        self.end: tuple[Endgame, np.ndarray, np.ndarray] | None = None
        if end is not None:
            endgame = endgame_for(table)
            dist = endgame.distributions(np.array([end[1]]))
            self.end = (endgame, np.array([end[0]]), dist)
            final = endgame_utilities(
                endgame, mask, upper, flag, np.array([total]), self.end[1], dist
            )[:, 0]
        else:
            final = final_utilities(
                self.solver,
                mask,
                upper,
                flag,
                np.array([self.base - m[c] * self.means[c] for c in open_cards]),
                np.array([self.base_var - m[c] ** 2 * self.vars[c] for c in open_cards]),
                np.array([float(m[c]) for c in open_cards]),
                self.opp[0],
                self.opp[1],
            ).max(axis=1)
        if (
            rules.triple
            and rules.extra_five is not ExtraFive.OFF
            and any(not s.is_open(FIVE_KIND) for s in self.states)
        ):
            for face, row in enumerate(LAYOUT.five_rows):
                options = box_options(self.cards, (face + 1,) * 5, rules)
                final[row] = max(self.option_utility(o) for o in options)
        self.keeps = keep_utilities(self.solver, final[:, None])

    def option_utility(self, option: Option) -> float:
        """The Expert's value of filling ``option`` with the dice as they stand."""
        c, box, s = option.card, int(option.category), self.states[option.card]
        after = s.after(box, option.points)
        now = option.points + option.bonus + upper_bonus(s.upper, box, option.points)
        rest, rest_var = card_moments(self.table, self.spread, after)
        k = self.mults[c]
        mean = self.base + k * (now + rest - self.means[c])
        if self.end is not None:
            endgame, opp_total, dist = self.end
            chance = leaf_chances(
                endgame,
                endgame.key(*state_columns([after], self.table)),
                np.array([self.total + now]),
                np.array([0]),
                opp_total,
                dist,
            )
            return float(chance[0] + TIE_BREAK * mean)
        var = self.base_var + k * k * (rest_var - self.vars[c])
        return float(win_utility(np.array(mean), np.array(var), *self.opp))

    def hold_utility(self, kept: Sequence[int], rerolls: int) -> float:
        """The Expert's value of keeping ``kept`` (faces) with ``rerolls`` rerolls left."""
        return float(self.keeps[rerolls][LAYOUT.row_of[multiset_index(counts_of(tuple(kept)))], 0])


def opponents(game: Game, player: int) -> tuple[float, float] | None:
    """The best final score of ``player``'s opponents as one normal (mean, variance).

    None when no opponent can still win (alone, or every other player dropped out).
    """
    rule = rule_name(game.rules.extra_five)
    table, spread = get_table(rule), get_spread(rule)
    totals = game.totals()
    means, variances = [], []
    for p in range(len(game.players)):
        if p == player or p in game.dropped:
            continue
        mean, var = rest_moments(game, p, table, spread)
        means.append([totals[p] + mean])
        variances.append([var])
    if not means:
        return None
    m, v = combine_opponents(np.array(means), np.array(variances))
    return float(m[0]), float(v[0])


def endgame_opponent(game: Game, player: int) -> tuple[int, int] | None:
    """(total, state key) of ``player``'s one opponent when the exact endgame applies.

    That is in a one-card game against exactly one opponent who can still win, with at
    most two boxes open on either card; otherwise None.
    """
    rules = game.rules
    others = [p for p in range(len(game.players)) if p != player and p not in game.dropped]
    if rules.cards != 1 or rules.triple or len(others) != 1:
        return None
    (mine,), (theirs,) = card_states(game.cards(player)), card_states(game.cards(others[0]))
    if (13 - mine.mask.bit_count()) > 2 or (13 - theirs.mask.bit_count()) > 2:
        return None
    flag = int(theirs.five50 and rules.extra_five is not ExtraFive.OFF)
    nf = 1 if rules.extra_five is ExtraFive.OFF else 2
    key = (theirs.mask * 64 + theirs.capped_upper) * nf + flag
    return game.totals()[others[0]], key


_TURNS: OrderedDict[tuple[Any, ...], ExpertTurn] = OrderedDict()
_TURNS_LOCK = threading.Lock()


def forget_expert_turns() -> None:
    """Forget every cached Expert turn (the next one is worked out cold, as a new turn is)."""
    with _TURNS_LOCK:
        _TURNS.clear()


def expert_turn(game: Game, opp: tuple[float, float]) -> ExpertTurn:
    """The (cached) Expert values of the turn of the player on turn."""
    p = game.current_player
    cards = game.cards(p)
    rules = game.rules
    total = game.totals()[p]
    end = endgame_opponent(game, p)
    key = (rules, tuple(tuple(sorted(c.items())) for c in cards), total, opp, end)
    with _TURNS_LOCK:
        turn = _TURNS.get(key)
        if turn is not None:
            return turn
    rule = rule_name(rules.extra_five)
    turn = ExpertTurn(rules, get_table(rule), get_spread(rule), cards, total, *opp, end=end)
    with _TURNS_LOCK:
        _TURNS[key] = turn
        while len(_TURNS) > 8:
            _TURNS.popitem(last=False)
    return turn


class ExpertPolicy:
    """Plays to win: every hold and box by its chance of finishing first (see the module)."""

    level = "expert"

    def __init__(self) -> None:
        self._hard = HardPolicy()

    def choose(self, game: Game) -> Action:
        """The next action for the player on turn."""
        if game.rolls_used == 0:
            return ("roll",)
        opp = opponents(game, game.current_player)
        if opp is None:
            return self._hard.choose(game)
        turn = expert_turn(game, opp)
        best: tuple[float, int, Action] | None = None
        for o in game.options():
            value = turn.option_utility(o)
            if best is None or value > best[0]:
                best = (value, 0, ("fill", o.card, o.category))
        assert best is not None
        rerolls = game.rolls_left
        if rerolls:
            groups: dict[tuple[int, ...], list[Held]] = {}
            for pattern in HOLD_PATTERNS:
                if not all(pattern):
                    groups.setdefault(kept_dice(game.dice, pattern), []).append(pattern)
            # larger keeps first: of equal values the larger keep wins, as in the advice
            for kept in sorted(groups, key=len, reverse=True):
                value = turn.hold_utility(kept, rerolls)
                if value > best[0]:
                    best = (value, 1, ("reroll", closest_pattern(groups[kept], game.held)))
        return best[2]

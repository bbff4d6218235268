"""The fast simulator: many games at once, with NumPy over the games.

The per-game simulator (:mod:`fivedice.sim.pergame`) plays the real :class:`~fivedice.core.Game`
one action at a time and stays the reference.  This one plays the same rules on arrays:
each player's card is (filled boxes, upper total, Five of a Kind holds 50, total) for every
game, and the games move in step, turn by turn.  Each turn, the keep values of every
distinct state on turn are worked out once with the solver's own turn evaluation (Hard),
or for every game against its opponents (Expert, :mod:`fivedice.strategy.expert`); each
game then picks its keep among the sub-multisets of its roll, and its box among the legal
placements (:func:`fivedice.strategy.placement.place_all`, held to the game's rules by the
tests).

One card per player, any extra-five rule, levels Hard and Expert.  The dice come from a
counter-based generator (SplitMix64 of seed, game, player, turn, roll and die), so a run
does not depend on how its games are split into batches; they are not the dice the
per-game simulator's games would show.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from fivedice.core import Rules
from fivedice.sim.batches import spans
from fivedice.sim.pergame import GameResult
from fivedice.strategy.dice import COUNTS, MULTISETS, SIZE_OFFSETS
from fivedice.strategy.endgame import endgame_for, leaf_chances, sub_keeps
from fivedice.strategy.expert import (
    TIE_BREAK,
    combine_opponents,
    endgame_utilities,
    final_utilities,
    keep_utilities,
    win_utility,
)
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.placement import place_all
from fivedice.strategy.scoring import FIVE_KIND, FIVE_KIND_SCORE, N_BOXES, UPPER_TARGET, check_rule
from fivedice.strategy.solver import flag_count
from fivedice.strategy.turnsolver import TurnSolver
from fivedice.strategy.valuetables import get_spread, get_table

__all__ = [
    "FAST_LEVELS",
    "SUB_GLOBAL",
    "SUB_ROWS",
    "SUB_SIZES",
    "FastGames",
    "FastResult",
    "Keeps",
    "TurnStart",
    "dice_faces",
    "play_fast",
    "simulate_fast",
]

#: The levels the fast simulator plays.
FAST_LEVELS = ("hard", "expert")
_BLOCK = 1024  # states per block of the turn evaluation

# ---------------------------------------------------------------------------------- the dice

_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _mix(x: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser: a bijection of 64-bit words that scatters every bit."""
    x = x ^ (x >> np.uint64(30))
    x = x * _MIX1
    x = x ^ (x >> np.uint64(27))
    x = x * _MIX2
    out: np.ndarray = x ^ (x >> np.uint64(31))
    return out


def dice_faces(seed: int, games: np.ndarray, player: int, turn: int, roll: int) -> np.ndarray:
    """The faces 0..5 of the five dice slots of ``games`` at one roll, shape (games, 5)."""
    base = _mix(np.array([seed % 2**64], dtype=np.uint64) * _GOLDEN)
    step = ((player * 64 + turn) * 4 + roll) * 8
    counter = (games.astype(np.uint64)[:, None] << np.uint64(12)) + np.uint64(step)
    counter = counter + np.arange(5, dtype=np.uint64)[None, :]
    out: np.ndarray = (_mix(counter ^ base) % np.uint64(6)).astype(np.intp)
    return out


# ---------------------------------------------------------------------------- multisets

_POWERS = 6 ** np.arange(6)
_ROLL_OF_KEY = np.full(6**6, -1, dtype=np.intp)
for _i, _c in enumerate(MULTISETS[SIZE_OFFSETS[5] :]):
    _ROLL_OF_KEY[int(np.dot(_c, _POWERS))] = _i


# Each roll's (0..251) distinct sub-multisets, the keeps it allows, largest first (the roll
# itself first, and again as padding to 32): their rows in the solver's keep values, their
# sizes, and their indices in MULTISETS (LAYOUT.row_of maps those indices to the rows).
SUB_ROWS, SUB_SIZES = sub_keeps()
SUB_GLOBAL: np.ndarray = np.argsort(LAYOUT.row_of)[SUB_ROWS]


@dataclass(frozen=True)
class FastResult:
    """What a batch of games ended with, per game and player (arrays of shape (games, players))."""

    totals: np.ndarray
    upper_bonus: np.ndarray
    five_kind: np.ndarray


TurnStart = Callable[["FastGames", int, int], None]
"""Called at the start of each turn with the games, the turn (0-based) and the player."""

Keeps = tuple[dict[int, np.ndarray], np.ndarray]
"""Keep values by rerolls left (1 or 2), one column per state, and each game's column."""

FinalUtilities = Callable[[np.ndarray, slice], np.ndarray]
"""The utilities of the final rolls of some games (their indices, and their slice of the
games on turn), one column per game."""


class FastGames:
    """A batch of games played in step (one card per player)."""

    def __init__(self, rule: str, levels: np.ndarray, seed: int, first_game: int = 0) -> None:
        """``levels`` (games, players) names each seat's level in each game."""
        self.rule = check_rule(rule)
        self.levels = np.asarray(levels)
        n, players = self.levels.shape
        bad = set(np.unique(self.levels)) - set(FAST_LEVELS)
        if bad:
            raise ValueError(f"the fast simulator plays {', '.join(FAST_LEVELS)}, not {bad}")
        self.players, self.n, self.seed = players, n, seed
        self.games = first_game + np.arange(n, dtype=np.int64)
        table, spread = get_table(rule), get_spread(rule)
        self._table = table
        self.values = table.values64()
        self.variances = spread.variances64()
        self.nf = flag_count(rule)
        self.flat, self.flat_var = self.values.reshape(-1), self.variances.reshape(-1)
        shape = (players, n)
        self.mask = np.zeros(shape, dtype=np.int64)
        self.upper = np.zeros(shape, dtype=np.int64)
        self.flag = np.zeros(shape, dtype=np.int64)
        self.total = np.zeros(shape, dtype=np.int64)
        self.five_kind = np.zeros(shape, dtype=bool)
        self._hard = TurnSolver(rule, self.values, np.float32)
        self._moments = MomentSolver(rule, self.values, self.variances, np.float64)

    def _at(self, p: int, idx: np.ndarray | slice = slice(None)) -> np.ndarray:
        out: np.ndarray = (self.mask[p, idx] * 64 + self.upper[p, idx]) * self.nf + self.flag[
            p, idx
        ]
        return out

    def forecast(self) -> tuple[np.ndarray, np.ndarray]:
        """Every player's final score as the chances model it from the start of a turn.

        Returns (means, variances), each (games, players).
        """
        means = np.stack([self.total[p] + self.flat[self._at(p)] for p in range(self.players)])
        var = np.stack([self.flat_var[self._at(p)] for p in range(self.players)])
        return means.T, var.T

    def play(self, on_turn_start: TurnStart | None = None) -> FastResult:
        """Play every game to its end; ``on_turn_start`` sees each turn begin."""
        for turn in range(N_BOXES):
            for p in range(self.players):
                if on_turn_start is not None:
                    on_turn_start(self, turn, p)
                self._turn(turn, p)
        return FastResult(
            self.total.T.copy(), (self.upper == UPPER_TARGET).T.copy(), self.five_kind.T.copy()
        )

    # ------------------------------------------------------------------------- one turn

    def _turn(self, turn: int, p: int) -> None:
        seat = self.levels[:, p]
        for level in FAST_LEVELS:
            idx = np.flatnonzero(seat == level)
            if not len(idx):
                continue
            expert = level == "expert" and self.players > 1
            opp = self._opponents(p, idx) if expert else None
            end = self._endgame_opponent(p, idx, turn) if expert else None
            if end is not None:
                keeps, col = self._endgame_keeps(p, idx, end)
            elif opp is not None:
                keeps, col = self._expert_keeps(p, idx, opp)
            else:
                keeps, col = self._hard_keeps(p, idx)
            counts = np.zeros((len(idx), 6), dtype=np.intp)
            roll = self._throw(idx, p, turn, 0, counts, np.full(len(idx), 5))
            live = np.ones(len(idx), dtype=bool)
            for number, rerolls in ((1, 2), (2, 1)):
                values = keeps[rerolls][SUB_ROWS[roll], col[:, None]]
                choice = np.argmax(values, axis=1)
                size = SUB_SIZES[roll, choice]
                live &= size < 5
                kept = COUNTS[SUB_GLOBAL[roll, choice]].astype(np.intp)
                go = np.flatnonzero(live)
                roll[go] = self._throw(idx[go], p, turn, number, kept[go], 5 - size[go])
            self._fill(p, idx, roll, opp, end)

    def _throw(
        self,
        idx: np.ndarray,
        p: int,
        turn: int,
        number: int,
        kept: np.ndarray,
        fresh: np.ndarray,
    ) -> np.ndarray:
        """Roll ``fresh`` dice beside the ``kept`` counts; the index (0..251) of each roll."""
        faces = dice_faces(self.seed, self.games[idx], p, turn, number)
        counts = kept.copy()
        rows = np.arange(len(idx))
        for slot in range(5):
            counts[rows, faces[:, slot]] += slot < fresh
        out: np.ndarray = _ROLL_OF_KEY[counts @ _POWERS]
        return out

    def _hard_keeps(self, p: int, idx: np.ndarray) -> Keeps:
        """Keep values of every distinct state on turn (Hard), and each game's state column."""
        key = self._at(p, idx)
        states, col = np.unique(key, return_inverse=True)
        flag = states % self.nf
        upper = states // self.nf % 64
        mask = states // (self.nf * 64)
        u = len(states)
        keeps = {k: np.empty((SIZE_OFFSETS[6], u), dtype=np.float32) for k in (1, 2)}
        solver = self._hard
        for a, b in spans(u, _BLOCK):
            sl = slice(a, b)
            w, _ = solver.final_values(mask[sl], upper[sl], flag[sl])
            ws = solver.work(len(w[0]))
            exp = solver.keep_values(w, ws.exp)
            keeps[1][: SIZE_OFFSETS[5], sl] = ws.exp[: SIZE_OFFSETS[5]]
            keeps[1][SIZE_OFFSETS[5] :, sl] = w
            best = solver.best_keeps(exp, ws.best[0])
            solver.keep_values(best, ws.exp)
            keeps[2][: SIZE_OFFSETS[5], sl] = ws.exp[: SIZE_OFFSETS[5]]
            keeps[2][SIZE_OFFSETS[5] :, sl] = best
        return keeps, col.reshape(-1)

    def _opponents(self, p: int, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The best of the other players' final scores, as one normal per game."""
        others = [q for q in range(self.players) if q != p]
        means = np.stack([self.total[q, idx] + self.flat[self._at(q, idx)] for q in others])
        var = np.stack([self.flat_var[self._at(q, idx)] for q in others])
        return combine_opponents(means, var)

    def _expert_keeps(self, p: int, idx: np.ndarray, opp: tuple[np.ndarray, np.ndarray]) -> Keeps:
        """Keep values of the Expert in every game (each against its own opponents)."""

        def final(games: np.ndarray, sl: slice) -> np.ndarray:
            return final_utilities(
                self._moments,
                self.mask[p, games],
                self.upper[p, games],
                self.flag[p, games],
                self.total[p, games].astype(np.float64),
                np.zeros(len(games)),
                np.ones(len(games)),
                opp[0][sl],
                opp[1][sl],
            )

        return self._utility_keeps(idx, final)

    def _endgame_opponent(
        self, p: int, idx: np.ndarray, turn: int
    ) -> tuple[np.ndarray, np.ndarray] | None:
        """Against one opponent in the last two turns: its total and the distribution of its
        rest (exact, :mod:`fivedice.strategy.endgame`); None otherwise."""
        if self.players != 2 or N_BOXES - turn > 2:
            return None
        q = 1 - p
        dist = endgame_for(self._table).distributions(self._at(q, idx))
        return self.total[q, idx], dist

    def _endgame_keeps(self, p: int, idx: np.ndarray, end: tuple[np.ndarray, np.ndarray]) -> Keeps:
        """Keep values of the Expert in its last two turns (exact chances)."""
        endgame = endgame_for(self._table)

        def final(games: np.ndarray, sl: slice) -> np.ndarray:
            return endgame_utilities(
                endgame,
                self.mask[p, games],
                self.upper[p, games],
                self.flag[p, games],
                self.total[p, games],
                end[0][sl],
                end[1][sl],
            )

        return self._utility_keeps(idx, final)

    def _utility_keeps(self, idx: np.ndarray, final: FinalUtilities) -> Keeps:
        """Keep values in every game of ``idx`` that lead to the ``final`` utilities, block by
        block of games."""
        n = len(idx)
        keeps = {k: np.empty((SIZE_OFFSETS[6], n)) for k in (1, 2)}
        for a, b in spans(n, _BLOCK):
            sl = slice(a, b)
            for k, values in keep_utilities(self._moments, final(idx[sl], sl)).items():
                keeps[k][:, sl] = values
        return keeps, np.arange(n)

    def _fill(
        self,
        p: int,
        idx: np.ndarray,
        roll: np.ndarray,
        opp: tuple[np.ndarray, np.ndarray] | None,
        end: tuple[np.ndarray, np.ndarray] | None = None,
    ) -> None:
        """Enter each game's final roll in its best box and move its card on."""
        placed = place_all(
            self.rule, self.mask[p, idx], self.upper[p, idx], self.flag[p, idx], roll
        )
        at = (placed.mask * 64 + placed.upper) * self.nf + placed.flag
        after = placed.gain + self.flat[at]
        if end is not None:
            points = self.total[p, idx] + placed.gain
            column = np.broadcast_to(np.arange(len(idx)), placed.legal.shape)
            value = np.full(placed.legal.shape, -np.inf)
            value[placed.legal] = leaf_chances(
                endgame_for(self._table),
                at[placed.legal],
                points[placed.legal],
                column[placed.legal],
                end[0],
                end[1],
            )
            value = value + TIE_BREAK * (self.total[p, idx] + after)
        elif opp is None:
            value = after
        else:
            value = win_utility(self.total[p, idx] + after, self.flat_var[at], opp[0], opp[1])
        box = np.argmax(np.where(placed.legal, value, -np.inf), axis=0)
        cols = np.arange(len(idx))
        self.total[p, idx] += placed.gain[box, cols]
        self.mask[p, idx] = placed.mask[box, cols]
        self.upper[p, idx] = placed.upper[box, cols]
        self.flag[p, idx] = placed.flag[box, cols]
        hit = (box == FIVE_KIND) & (placed.points[box, cols] == FIVE_KIND_SCORE)
        self.five_kind[p, idx] |= hit


def play_fast(
    rule: str,
    levels: Sequence[str] | np.ndarray,
    games: int,
    seed: int,
    batch: int = 8192,
    on_turn_start: TurnStart | None = None,
    first_game: int = 0,
) -> FastResult:
    """Play ``games`` games; ``levels`` names each seat's level (or, as an array of shape
    (games, players), each game's seats).  Results do not depend on ``batch``."""
    table = np.asarray(levels)
    if table.ndim == 1:
        table = np.broadcast_to(table, (games, len(table)))
    parts = [
        FastGames(rule, table[a:b], seed, first_game + a).play(on_turn_start)
        for a, b in spans(games, batch)
    ]
    return FastResult(
        np.concatenate([r.totals for r in parts]),
        np.concatenate([r.upper_bonus for r in parts]),
        np.concatenate([r.five_kind for r in parts]),
    )


def simulate_fast(
    level: str, rules: Rules, games: int, seed: int, players: int = 1
) -> tuple[list[GameResult], float]:
    """As :func:`~fivedice.sim.pergame.simulate`, with the fast engine (one card)."""
    start = time.perf_counter()
    result = play_fast(rules.extra_five.value, [level] * players, games, seed)
    seconds = time.perf_counter() - start
    rows = zip(
        result.totals.reshape(-1).tolist(),
        result.upper_bonus.reshape(-1).tolist(),
        result.five_kind.reshape(-1).tolist(),
        strict=True,
    )
    return [GameResult(t, int(b), int(f), 1) for t, b, f in rows], seconds

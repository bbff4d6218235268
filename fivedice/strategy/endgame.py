"""The last two turns exactly, for the Expert against one opponent.

With many boxes left, the normal model of :mod:`fivedice.strategy.chances` describes
the rest of a game well.  With one or two boxes left it does not: the rest is a handful
of lumpy outcomes (a Five of a Kind is 50 or nothing).  There the Expert uses exact
distributions instead:

* :meth:`Endgame.distributions`: the exact distribution of the rest of a card with one
  or two open boxes when Hard plays it (the opponent's rest);
* :meth:`Endgame.targets`: for a card with one open box, the chance that its last box
  scores more than ``d`` points (a draw at ``d`` counting half) when played to beat
  ``d``, for every ``d``; the Expert's last turn, when the score to beat is known.

Both are worked out on demand, state by state, with the solver's turn evaluation, and
kept; a state takes about a millisecond.
"""

from __future__ import annotations

import threading

import numpy as np

from fivedice.strategy.dice import COUNTS, MULTISETS, SIZE_OFFSETS
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.placement import place_all
from fivedice.strategy.scoring import N_BOXES, UPPER_TARGET
from fivedice.strategy.solver import flag_count
from fivedice.strategy.turnsolver import TurnSolver
from fivedice.strategy.valuetables import ValueTable

__all__ = [
    "D_MAX",
    "R_MAX",
    "Endgame",
    "endgame_for",
    "leaf_chances",
    "open_boxes",
    "sub_keeps",
]

#: Targets ``d`` run from -1 to D_MAX (one box never scores more than 50 + 100 bonus).
D_MAX = 160
#: The rest of a card with two open boxes is 0 to R_MAX points (at most 125 without the
#: extra-five rule, 315 with it: two jokers with their bonuses and the upper bonus).
R_MAX = 320
_R_MAX_OFF = 128
_BLOCK = 8  # states per block (each state has many columns: targets or scores)


def sub_keeps() -> tuple[np.ndarray, np.ndarray]:
    """For each roll (0..251): the internal rows of its distinct sub-multisets, largest
    first (the roll itself first), padded with the roll; and their sizes. Each (252, 32)."""
    index = {c: i for i, c in enumerate(MULTISETS)}
    rows = np.zeros((252, 32), dtype=np.intp)
    sizes = np.zeros((252, 32), dtype=np.intp)
    for r, counts in enumerate(MULTISETS[SIZE_OFFSETS[5] :]):
        subs = {tuple(int(k) for k in sub) for sub in np.ndindex(*(c + 1 for c in counts))}
        ordered = sorted(subs, key=lambda c: (-sum(c), c))
        g = [index[c] for c in ordered]
        g += [g[0]] * (32 - len(g))
        rows[r] = LAYOUT.row_of[g]
        sizes[r] = COUNTS[g].sum(axis=1)
    return rows, sizes


_SUB_ROWS, _ = sub_keeps()
#: Internal roll order -> roll index 0..251, and back.
_ROLL_OF_ROW = LAYOUT.order[5]


def open_boxes(mask: np.ndarray) -> np.ndarray:
    """How many boxes are open on each card."""
    filled = np.zeros(np.shape(mask), dtype=np.int64)
    for box in range(N_BOXES):
        filled += (np.asarray(mask) >> box) & 1
    out: np.ndarray = N_BOXES - filled
    return out


class Endgame:
    """Exact distributions and target chances of cards with one or two open boxes."""

    def __init__(self, table: ValueTable) -> None:
        self.rule = table.rule
        self.nf = flag_count(self.rule)
        self.values = table.values64()
        self.flat = self.values.reshape(-1)
        self._solver = TurnSolver(self.rule, self.values, np.float64)
        self._targets: dict[int, np.ndarray] = {}
        self._dists: dict[int, np.ndarray] = {}
        self._lock = threading.Lock()
        #: The rest of a card with two open boxes is 0 .. r_max points.
        self.r_max = _R_MAX_OFF if self.rule == "off" else R_MAX

    def key(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """The state's row in the tables (``(mask * 64 + upper) * flags + flag``)."""
        row = (np.asarray(mask) * 64 + np.minimum(upper, UPPER_TARGET)) * self.nf
        out: np.ndarray = row + np.asarray(flag)
        return out

    def _state(self, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return keys // (64 * self.nf), keys // self.nf % 64, keys % self.nf

    def _keep_dp(self, final_e: np.ndarray, payload: np.ndarray, width: int) -> np.ndarray:
        """Hard's turn from final rolls: E (252, n) picks the keeps, ``payload`` (252, n*width)
        follows them; returns the payload at the start of the turn (n, width)."""
        solver = self._solver
        n = final_e.shape[1]
        cols = np.arange(n)
        e, p = final_e, payload
        for _ in range(2):
            exp_e = np.concatenate(solver.keep_values(e, solver.work(n).exp))
            exp_p = np.concatenate(solver.keep_values(p, solver.work(n * width).exp))
            rows = _SUB_ROWS[_ROLL_OF_ROW]  # (252, 32) internal rows, rolls in internal order
            pick = np.argmax(exp_e[rows[:, :, None], cols[None, None, :]], axis=1)  # (252, n)
            chosen = np.take_along_axis(rows[:, :, None], pick[:, None, :], axis=1)[:, 0]
            e = exp_e[chosen, cols[None, :]]
            p3 = exp_p.reshape(len(exp_p), n, width)
            p = p3[chosen, cols[None, :], :].reshape(252, n * width)
        out: np.ndarray = (LAYOUT.probs @ p).reshape(n, width)
        return out

    def _place(self, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Every final roll (internal order) of each state: legal boxes, gains, next keys, and
        the expected rest after each entry. Arrays (13, 252, n)."""
        mask, upper, flag = self._state(keys)
        n = len(keys)
        rolls = np.repeat(_ROLL_OF_ROW[:, None], n, axis=1).reshape(-1)
        placed = place_all(
            self.rule,
            np.tile(mask, 252),
            np.tile(upper, 252),
            np.tile(flag, 252),
            rolls,
        )
        nxt = self.key(placed.mask, placed.upper, placed.flag)
        shape = (N_BOXES, 252, n)
        return (
            placed.legal.reshape(shape),
            placed.gain.reshape(shape),
            nxt.reshape(shape),
            self.flat[nxt].reshape(shape),
        )

    def distributions(self, keys: np.ndarray) -> np.ndarray:
        """The rest of each card (at most two open boxes) as Hard plays it: P(rest = r) for
        r = 0..r_max, shape (len(keys), r_max + 1)."""
        keys = np.asarray(keys, dtype=np.int64)
        with self._lock:
            missing = np.array(sorted({int(k) for k in keys} - self._dists.keys()), np.int64)
        left = open_boxes(self._state(missing)[0])
        if np.any(left > 2):
            raise ValueError("exact distributions are for cards with at most two open boxes")
        with self._lock:
            for k in missing[left == 0]:
                self._dists[int(k)] = _point(0, self.r_max)
        for count in (1, 2):
            todo = missing[left == count]
            for a in range(0, len(todo), _BLOCK):
                self._solve_dists(todo[a : a + _BLOCK])
        with self._lock:
            return np.stack([self._dists[int(k)] for k in keys])

    def _solve_dists(self, keys: np.ndarray) -> None:
        legal, gain, nxt, after = self._place(keys)
        value = np.where(legal, gain + after, -np.inf)
        box = np.argmax(value, axis=0)[None]  # Hard's entry of each roll: (1, 252, n)
        g = np.take_along_axis(gain, box, axis=0)[0]
        following = np.take_along_axis(nxt, box, axis=0)[0]
        states, row = np.unique(following, return_inverse=True)
        rest = self.distributions(states)[row.reshape(following.shape)]  # (252, n, width)
        width = self.r_max + 1
        at = np.arange(width)[None, None, :] - g[:, :, None]
        payload = np.where(at >= 0, np.take_along_axis(rest, np.maximum(at, 0), axis=2), 0.0)
        start = self._keep_dp(
            np.take_along_axis(value, box, axis=0)[0], payload.reshape(252, -1), width
        )
        with self._lock:
            for j, k in enumerate(keys):
                self._dists[int(k)] = start[j]

    def targets(self, keys: np.ndarray) -> np.ndarray:
        """For cards with one open box: the chance of beating ``d`` with it (a draw half),
        played to beat ``d``, for d = -1..D_MAX; shape (len(keys), D_MAX + 2)."""
        keys = np.asarray(keys, dtype=np.int64)
        with self._lock:
            missing = sorted({int(k) for k in keys} - self._targets.keys())
        for a in range(0, len(missing), _BLOCK):
            self._solve_targets(np.array(missing[a : a + _BLOCK], dtype=np.int64))
        with self._lock:
            return np.stack([self._targets[int(k)] for k in keys])

    def _solve_targets(self, keys: np.ndarray) -> None:
        legal, gain, _, _ = self._place(keys)
        g = np.where(legal, gain, -1).max(axis=0)  # the one box there is: (252, n)
        d = np.arange(-1, D_MAX + 1)
        width = len(d)
        final = _beats(g[:, :, None] - d[None, None, :])  # (252, n, width)
        solver = self._solver
        r = final.reshape(252, -1)
        n = r.shape[1]
        for _ in range(2):  # played to beat d: the best keep for each d
            exp = solver.keep_values(r, solver.work(n).exp)
            r = solver.best_keeps(exp, solver.work(n).best[0]).copy()
        start = (LAYOUT.probs @ r).reshape(len(keys), width)
        with self._lock:
            for j, k in enumerate(keys):
                self._targets[int(k)] = start[j]


def _beats(margin: np.ndarray) -> np.ndarray:
    """1 above 0, 1/2 at 0, 0 below."""
    out: np.ndarray = np.where(margin > 0, 1.0, np.where(margin == 0, 0.5, 0.0))
    return out


def _point(r: int, r_max: int) -> np.ndarray:
    out = np.zeros(r_max + 1)
    out[r] = 1.0
    return out


def leaf_chances(
    endgame: Endgame,
    following: np.ndarray,
    points: np.ndarray,
    column: np.ndarray,
    opp_total: np.ndarray,
    opp_dist: np.ndarray,
) -> np.ndarray:
    """The Expert's exact chance to win after entries that leave its card with at most one
    open box, against one opponent whose rest has the distribution ``opp_dist``.

    Each entry (any shape) leads to the state ``following`` with ``points`` scored in all;
    ``column`` picks its game's row of ``opp_total`` and ``opp_dist`` (games, r_max + 1).
    With the card full the chance is that of the opponent's total staying below (a draw
    half); with one box left, the Expert's last turn is played to beat the opponent's
    total, known by then (exact when the opponent moves first).
    """
    shape = np.shape(following)
    following = np.asarray(following).reshape(-1)
    column = np.broadcast_to(column, shape).reshape(-1)
    # the opponent's rest must stay below the margin (a draw on it counts half)
    margin = np.asarray(points, dtype=np.int64).reshape(-1) - opp_total[column]
    r_max = opp_dist.shape[1] - 1
    out = np.empty(len(following))
    left = open_boxes(endgame._state(following)[0])
    done = left == 0
    below = np.concatenate([np.zeros((len(opp_dist), 1)), np.cumsum(opp_dist, axis=1)], axis=1)
    raw = margin[done]
    c = column[done]
    tie = np.where((raw >= 0) & (raw <= r_max), opp_dist[c, np.clip(raw, 0, r_max)], 0.0)
    out[done] = below[c, np.clip(raw, 0, r_max + 1)] + 0.5 * tie
    one = np.flatnonzero(left == 1)
    if len(one):
        # one chance per (game, state, margin): entries share them
        span = 4 * (r_max + D_MAX + 2)
        shifted = np.clip(margin[one], -span // 2, span // 2 - 1) + span // 2
        key = (column[one].astype(np.int64) * (1 << 21) + following[one]) * span + shifted
        uniq, inverse = np.unique(key, return_inverse=True)
        cols_u = uniq // span // (1 << 21)
        states_u = uniq // span % (1 << 21)
        margin_u = uniq % span - span // 2
        states, row = np.unique(states_u, return_inverse=True)
        targets = endgame.targets(states)
        chance = np.empty(len(uniq))
        r = np.arange(r_max + 1)
        for a in range(0, len(uniq), 2048):
            sl = slice(a, a + 2048)
            d = r[None, :] - margin_u[sl, None]  # the last box must beat the margin plus the rest
            found = np.take_along_axis(targets[row[sl]], np.clip(d + 1, 0, D_MAX + 1), 1)
            beat = np.where(d < -1, 1.0, np.where(d > D_MAX, 0.0, found))
            chance[sl] = np.sum(opp_dist[cols_u[sl]] * beat, axis=1)
        out[one] = chance[inverse.reshape(-1)]
    bad = left > 1
    if np.any(bad):
        raise ValueError("exact chances are for entries that leave at most one open box")
    return out.reshape(shape)


_ENDGAMES: dict[str, Endgame] = {}
_ENDGAMES_LOCK = threading.Lock()


def endgame_for(table: ValueTable) -> Endgame:
    """The (shared) endgame of a rule's table: its states, once worked out, are kept."""
    with _ENDGAMES_LOCK:
        found = _ENDGAMES.get(table.rule)
        if found is None or found.values is not table.values64():
            found = _ENDGAMES[table.rule] = Endgame(table)
        return found

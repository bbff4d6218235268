"""Exact retrograde solver of one-card solitaire play.

For every reachable start-of-turn state of one card, the solver computes the
expected *future* score of optimal play: every point still to come, including
the upper bonus and the extra-five bonuses.  A state is

* ``mask``: the filled boxes (13 bits, see :mod:`fivedice.strategy.scoring`),
* ``upper``: the upper total (Ones..Sixes) capped at 63,
* ``five50``: whether the Five of a Kind box holds 50 (only for the rules
  ``"official"`` and ``"free"``, and only once that box is filled).

The values are returned as a dense float64 array ``V[mask, upper, flag]``;
unreachable states hold NaN so that a wrong lookup cannot pass unnoticed.  For
the rule ``"off"`` the flag axis has length 1.  States whose upper bonus is
already decided (won, or out of reach) have equal values for every upper total,
so only one of them is solved.

How a turn is evaluated, for a whole block of states at once (arrays are laid
out as (multiset, state) so that each gather moves contiguous rows):

1. ``W[roll]``: the best placement of each of the 252 final rolls: points,
   bonuses and the value of the state it leads to.  The six five-of-a-kind rolls
   are then redone where the Five of a Kind box is filled (joker and bonus).
2. Twice (two rerolls): the value of each keep of size k is the mean over the six
   faces of the keep of size k+1 with that face added; the best keep within each
   multiset is the larger of its own keep value and the best keep within its
   one-smaller sub-multisets.  The result for the 252 rolls is the new ``W``.
3. The state's value is the probability-weighted mean over the first roll.

Within a turn the values are kept relative to the best scratch of the state and
computed in float32 (means divide by 6, exactly rounded, rather than multiplying
by a rounded 1/6, which would bias every level); across turns they stay float64.
The results match a float64 run to about 1e-6.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import numpy as np

from fivedice.strategy.dice import (
    CHILDREN,
    COUNTS,
    MULTISETS,
    N_ROLLS,
    ROLL_COUNTS,
    ROLL_PROBS,
    SIZE_OFFSETS,
    multiset_index,
)
from fivedice.strategy.scoring import (
    CHANCE,
    EXTRA_FIVE_BONUS,
    FIVE_KIND,
    FIVE_KIND_SCORE,
    FOUR_KIND,
    FULL_HOUSE,
    FULL_MASK,
    JOKER_FIXED,
    LARGE_STRAIGHT,
    SCORES,
    SMALL_STRAIGHT,
    THREE_KIND,
    UPPER_BONUS,
    UPPER_REACH,
    UPPER_TARGET,
    check_rule,
)

__all__ = ["ProgressCallback", "flag_count", "level_states", "solve"]

log = logging.getLogger(__name__)

#: Called with the fraction of the work done, from 0.0 to 1.0.
ProgressCallback = Callable[[float], None]

_CHUNK = 1024


def flag_count(rule: str) -> int:
    """Length of the flag axis of the value array for ``rule`` (1 for "off", else 2)."""
    return 1 if check_rule(rule) == "off" else 2


def level_states(
    rule: str, n_filled: int, base_mask: int = 0
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Reachable states with ``n_filled`` boxes filled, all of ``base_mask`` among them.

    Returns three int64 arrays (mask, upper, flag), grouped by mask.
    """
    nf = flag_count(rule)
    masks, uppers, flags = [], [], []
    for m in range(FULL_MASK + 1):
        if m.bit_count() != n_filled or m & base_mask != base_mask:
            continue
        us = np.flatnonzero(UPPER_REACH[m & 63])
        fs = (0, 1) if nf == 2 and m >> FIVE_KIND & 1 else (0,)
        for f in fs:
            masks.append(np.full(len(us), m))
            uppers.append(us)
            flags.append(np.full(len(us), f))
    if not masks:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    return (
        np.concatenate(masks).astype(np.int64),
        np.concatenate(uppers).astype(np.int64),
        np.concatenate(flags).astype(np.int64),
    )


def _runs(keys: list[int]) -> list[tuple[int, int]]:
    """(start, stop) of the runs of equal consecutive ``keys``."""
    out = []
    start = 0
    while start < len(keys):
        stop = start
        while stop < len(keys) and keys[stop] == keys[start]:
            stop += 1
        out.append((start, stop))
        start = stop
    return out


# Source rows of the scoring candidates of a final roll (see _TurnSolver.final_values):
# 0..29 upper face f with c dice (5 f + c - 1), then Three of a Kind, Four of a Kind and
# Chance by the sum 5..30, then the four fixed-score boxes.
_SRC_THREE, _SRC_FOUR, _SRC_CHANCE = 30, 56, 82
_SRC_FIXED = {FULL_HOUSE: 108, SMALL_STRAIGHT: 109, LARGE_STRAIGHT: 110, FIVE_KIND: 111}
_N_SRC = 112
_SUMS = np.arange(5, 31, dtype=np.float64)[:, None]
_BITS = (1 << np.arange(13, dtype=np.int64))[:, None]
_UP_FACES = np.repeat(np.arange(6), 5)
_UP_POINTS = ((_UP_FACES + 1) * np.tile(np.arange(1, 6), 6))[:, None]
_UP_BITS = _BITS[_UP_FACES]


def _roll_candidates(counts: np.ndarray, scores: np.ndarray) -> list[int]:
    """Source rows of the boxes in which a roll scores more than 0 (plain scoring)."""
    total = int((counts * np.arange(1, 7)).sum())
    cand = [5 * f + int(counts[f]) - 1 for f in range(6) if counts[f]]
    if counts.max() >= 3:
        cand.append(_SRC_THREE + total - 5)
    if counts.max() >= 4:
        cand.append(_SRC_FOUR + total - 5)
    cand.append(_SRC_CHANCE + total - 5)
    cand.extend(src for box, src in _SRC_FIXED.items() if scores[box] > 0)
    return cand


class _Layout:
    """Internal ordering of the multisets and the index tables of the turn graph.

    Multisets of one size are sorted so that those needing the same number of
    operands form contiguous blocks: by number of distinct faces (the number of
    one-smaller sub-multisets), and the rolls first by their number of scoring
    boxes.  Each block is then one gather and one reduction over a middle axis.
    """

    def __init__(self) -> None:
        self.order: list[np.ndarray] = []
        self.pos: list[np.ndarray] = []
        roll_scores = SCORES.T
        cands = [_roll_candidates(ROLL_COUNTS[r], roll_scores[r]) for r in range(N_ROLLS)]
        for size in range(6):
            lo, hi = SIZE_OFFSETS[size], SIZE_OFFSETS[size + 1]
            distinct = (COUNTS[lo:hi] > 0).sum(axis=1)
            if size == 5:
                order = np.lexsort((distinct, [len(c) for c in cands]))
            else:
                order = np.argsort(distinct, kind="stable")
            self.order.append(order)
            self.pos.append(np.argsort(order))
        #: children[k]: (n_k * 6,) internal indices in size k+1 of keep i plus each face.
        self.children = [self.pos[k + 1][CHILDREN[k][self.order[k]]].reshape(-1) for k in range(5)]
        #: parent_groups[k]: (lo, hi, d, flat internal indices of the d sub-multisets).
        self.parent_groups: list[list[tuple[int, int, int, np.ndarray]]] = [[]]
        for size in range(1, 6):
            rows: list[list[int]] = []
            for i in self.order[size]:
                counts = list(MULTISETS[SIZE_OFFSETS[size] + int(i)])
                par = []
                for face in range(6):
                    if counts[face]:
                        counts[face] -= 1
                        local = multiset_index(tuple(counts)) - SIZE_OFFSETS[size - 1]
                        par.append(int(self.pos[size - 1][local]))
                        counts[face] += 1
                rows.append(par)
            self.parent_groups.append(
                [
                    (a, b, len(rows[a]), np.array(rows[a:b], dtype=np.intp).reshape(-1))
                    for a, b in _runs([len(r) for r in rows])
                ]
            )
        roll_order = self.order[5]
        self.probs = ROLL_PROBS[roll_order]
        #: Face counts of the rolls in internal order.
        self.counts = ROLL_COUNTS[roll_order]
        self.five_rows = tuple(int(np.flatnonzero(self.counts[:, f] == 5)[0]) for f in range(6))
        ordered = [cands[int(r)] for r in roll_order]
        #: roll_groups: (lo, hi, d, flat source rows of the d scoring candidates of each roll).
        self.roll_groups = [
            (a, b, len(ordered[a]), np.array(ordered[a:b], dtype=np.intp).reshape(-1))
            for a, b in _runs([len(c) for c in ordered])
        ]
        self.max_gather = max(
            [len(c) for c in self.children]
            + [len(g[3]) for groups in self.parent_groups for g in groups]
            + [len(g[3]) for g in self.roll_groups]
        )


LAYOUT = _Layout()


class _Work:
    """Scratch arrays for one block size, reused from block to block.

    Reusing them matters: fresh multi-megabyte temporaries cost page faults that
    can take longer than the arithmetic.
    """

    def __init__(self, n: int, dtype: type) -> None:
        self.n = n
        self.gather: np.ndarray = np.empty((LAYOUT.max_gather, n), dtype=dtype)
        self.exp: np.ndarray = np.empty((SIZE_OFFSETS[6], n), dtype=dtype)
        self.best: list[np.ndarray] = [
            np.empty((SIZE_OFFSETS[6], n), dtype=dtype) for _ in range(2)
        ]
        self.src: np.ndarray = np.empty((_N_SRC, n))
        self.rel: np.ndarray = np.empty((_N_SRC, n), dtype=dtype)
        self.w: np.ndarray = np.empty((N_ROLLS, n), dtype=dtype)


def _by_size(buf: np.ndarray) -> list[np.ndarray]:
    return [buf[SIZE_OFFSETS[k] : SIZE_OFFSETS[k + 1]] for k in range(6)]


class _TurnSolver:
    """Evaluates one turn for blocks of states, given the values of later states.

    Turn-internal values are kept relative to ``z``, the best value of a scratch
    (entering 0 in some open box), which keeps them small so float32 is precise
    enough (means divide by 6 exactly rounded, not multiply by a rounded 1/6).
    """

    def __init__(self, rule: str, values: np.ndarray, dtype: type = np.float32) -> None:
        self.rule = rule
        self.nf = values.shape[2]
        self.flat = values.reshape(-1)
        self.dtype = dtype
        self._work: _Work | None = None

    def work(self, n: int) -> _Work:
        """Scratch arrays for blocks of ``n`` states."""
        if self._work is None or self._work.n != n:
            self._work = _Work(n, self.dtype)
        return self._work

    def _index(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Where each state is in the flat tables (values, and variances beside them)."""
        out: np.ndarray = (mask * 64 + upper) * self.nf + flag
        return out

    def _lookup(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        out: np.ndarray = self.flat[self._index(mask, upper, flag)]
        return out

    def final_values(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(W, z)``: ``W[roll, state] + z[state]`` is the value of each final roll.

        Rolls are in the internal order of :data:`LAYOUT`.  ``W`` is a scratch
        array of the solver, valid until the next call.
        """
        n = len(mask)
        ws = self.work(n)
        src = ws.src
        is_open = (mask & _BITS) == 0  # (13, n)
        # value after entering 0 in each box (the upper total is unchanged)
        scratch = np.where(is_open, self._lookup(mask | _BITS, upper, flag), -np.inf)
        z = scratch.max(axis=0)
        total = upper + _UP_POINTS  # (30, n)
        reached = (upper < UPPER_TARGET) & (total >= UPPER_TARGET)
        after = self._lookup(mask | _UP_BITS, np.minimum(total, UPPER_TARGET), flag)
        after += _UP_POINTS
        after[reached] += UPPER_BONUS
        np.copyto(after, -np.inf, where=~is_open[_UP_FACES])
        src[:30] = after
        for box, row in ((THREE_KIND, _SRC_THREE), (FOUR_KIND, _SRC_FOUR), (CHANCE, _SRC_CHANCE)):
            np.add(_SUMS, scratch[box], out=src[row : row + 26])
        for box in (FULL_HOUSE, SMALL_STRAIGHT, LARGE_STRAIGHT):
            src[_SRC_FIXED[box]] = JOKER_FIXED[box] + scratch[box]
        hit = self._lookup(mask | (1 << FIVE_KIND), upper, np.full_like(flag, self.nf - 1))
        src[_SRC_FIXED[FIVE_KIND]] = np.where(is_open[FIVE_KIND], FIVE_KIND_SCORE + hit, -np.inf)
        rel = ws.rel
        np.subtract(src, z, out=rel, casting="same_kind")
        w = ws.w
        for lo, hi, d, cand in LAYOUT.roll_groups:
            g = ws.gather[: len(cand)]
            np.take(rel, cand, axis=0, out=g, mode="clip")
            part = w[lo:hi]
            g.reshape(hi - lo, d, n).max(axis=1, out=part)
            np.maximum(part, 0, out=part)
        if self.rule != "off":
            cols = np.flatnonzero(~is_open[FIVE_KIND])
            if len(cols):
                self._extra_fives(
                    w, z[cols], cols, scratch[:, cols], upper[cols], flag[cols], mask[cols]
                )
        return w, z

    def _extra_fives(
        self,
        w: np.ndarray,
        z: np.ndarray,
        cols: np.ndarray,
        scratch: np.ndarray,
        upper: np.ndarray,
        flag: np.ndarray,
        mask: np.ndarray,
    ) -> None:
        """Redo the five-of-a-kind rows for states whose Five of a Kind box is filled."""
        best_fixed = np.maximum.reduce([score + scratch[box] for box, score in JOKER_FIXED.items()])
        if self.rule == "free":
            sel = flag == 1
            cols, fixed_rel = cols[sel], (best_fixed - z)[sel].astype(self.dtype)
            for row in LAYOUT.five_rows:
                w[row, cols] = np.maximum(w[row, cols], fixed_rel) + EXTRA_FIVE_BONUS
            return
        # official: the forced joker
        bonus = np.where(flag == 1, EXTRA_FIVE_BONUS, 0) - z
        best_sum = np.maximum.reduce([scratch[THREE_KIND], scratch[FOUR_KIND], scratch[CHANCE]])
        upper_zero = scratch[:6].max(axis=0)
        for face, row in enumerate(LAYOUT.five_rows):
            total = 5 * (face + 1)
            lower_best = np.maximum(best_fixed, total + best_sum)
            up_bonus = np.where(
                (upper < UPPER_TARGET) & (upper + total >= UPPER_TARGET), UPPER_BONUS, 0
            )
            forced = (total + up_bonus) + self._lookup(
                mask | (1 << face), np.minimum(UPPER_TARGET, upper + total), flag
            )
            val = np.where(
                np.isfinite(scratch[face]),
                forced,
                np.where(np.isfinite(lower_best), lower_best, upper_zero),
            )
            w[row, cols] = val + bonus

    def keep_values(self, r: np.ndarray, out: np.ndarray) -> list[np.ndarray]:
        """Expected value of every keep before a reroll, by size, in internal order.

        ``r`` holds the value of each roll after the reroll; the keeps smaller
        than five dice are written into ``out`` (462 rows).
        """
        exp = _by_size(out)
        exp[5] = r
        g = self.work(r.shape[1]).gather
        for size in range(4, -1, -1):
            idx = LAYOUT.children[size]
            part = g[: len(idx)]
            np.take(exp[size + 1], idx, axis=0, out=part, mode="clip")
            np.add.reduce(part.reshape(len(idx) // 6, 6, -1), axis=1, out=exp[size])
            exp[size] /= 6.0
        return exp

    def best_keeps(self, exp: list[np.ndarray], out: np.ndarray) -> np.ndarray:
        """Value of each roll when the best keep within it is chosen, from keep values.

        Works in ``out`` (462 rows, not aliasing ``exp``); returns its 252 roll rows.
        """
        best = _by_size(out)
        g = self.work(out.shape[1]).gather
        best[0][...] = exp[0]
        for size in range(1, 6):
            for lo, hi, d, idx in LAYOUT.parent_groups[size]:
                part = best[size][lo:hi]
                if d == 1:
                    np.take(best[size - 1], idx, axis=0, out=part, mode="clip")
                else:
                    gp = g[: len(idx)]
                    np.take(best[size - 1], idx, axis=0, out=gp, mode="clip")
                    gp.reshape(hi - lo, d, -1).max(axis=1, out=part)
                np.maximum(part, exp[size][lo:hi], out=part)
        return best[5]

    def roll_values(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[list[np.ndarray], np.ndarray]:
        """``(R, z)``: ``R[k][roll, state] + z`` is a roll's value with ``k`` rerolls left."""
        w, z = self.final_values(mask, upper, flag)
        ws = self.work(len(mask))
        r = [w]
        for layer in range(2):
            exp = self.keep_values(r[-1], ws.exp)
            r.append(self.best_keeps(exp, ws.best[layer]))
        return r, z

    def start_values(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Expected future score at the start of a turn, for each state."""
        r, z = self.roll_values(mask, upper, flag)
        out: np.ndarray = z + LAYOUT.probs @ r[2].astype(np.float64)
        return out


def _classes(
    mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Group states whose values are equal because the upper bonus is already decided.

    With the bonus won (upper total 63) or out of reach (even five of each open
    upper face cannot reach 63), the upper total no longer affects the future.
    Returns (index of one representative per class, class of each state).
    """
    open_max = _OPEN_UPPER_MAX[mask & 63]
    dead = (upper < UPPER_TARGET) & (upper + open_max < UPPER_TARGET)
    key = (mask * 65 + np.where(dead, 64, upper)) * 2 + flag
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    return first, inverse.reshape(-1)


_OPEN_UPPER_MAX = np.array(
    [sum(5 * (f + 1) for f in range(6) if not m >> f & 1) for m in range(64)], dtype=np.int64
)


def solve(
    rule: str,
    progress: ProgressCallback | None = None,
    base_mask: int = 0,
    chunk: int = _CHUNK,
    dtype: type = np.float32,
) -> np.ndarray:
    """Compute the value of every reachable state whose filled boxes include ``base_mask``.

    Returns ``V`` of shape (8192, 64, flags), float64, NaN where not computed.
    With ``base_mask == 0`` this is the full table; a non-zero ``base_mask``
    solves the smaller game in which those boxes are already filled.
    ``progress`` is called with the fraction done (work-weighted), ending at 1.0.
    """
    check_rule(rule)
    nf = flag_count(rule)
    values = np.full((FULL_MASK + 1, UPPER_TARGET + 1, nf), np.nan)
    values[FULL_MASK] = np.where(UPPER_REACH[63][:, None], 0.0, np.nan)
    solver = _TurnSolver(rule, values, dtype)
    n_base = base_mask.bit_count()
    levels = []
    for n in range(12, n_base - 1, -1):
        mask, upper, flag = level_states(rule, n, base_mask)
        first, inverse = _classes(mask, upper, flag)
        levels.append((mask, upper, flag, first, inverse))
    total = sum(len(lv[3]) for lv in levels) or 1
    done = 0
    for mask, upper, flag, first, inverse in levels:
        rm, ru, rf = mask[first], upper[first], flag[first]
        out = np.empty(len(first))
        for i in range(0, len(first), chunk):
            sl = slice(i, i + chunk)
            out[sl] = solver.start_values(rm[sl], ru[sl], rf[sl])
            done += len(out[sl])
            if progress is not None:
                progress(done / total)
        values[mask, upper, flag] = out[inverse]
    if progress is not None and done == 0:
        progress(1.0)
    return values

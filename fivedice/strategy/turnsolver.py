"""A turn's values for blocks of start-of-turn states, given the values of the later states.

How a turn is evaluated, for a whole block of states at once (arrays are laid out as
(multiset, state), see :mod:`fivedice.strategy.layout`):

1. ``W[roll]``: the best entry of each of the 252 final rolls: points, bonuses and the value
   of the state it leads to.  The six five-of-a-kind rolls are then redone where the Five of
   a Kind box is filled (joker and bonus).
2. Twice (two rerolls): the value of each keep of size k is the mean over the six faces of
   the keep of size k+1 with that face added; the best keep within each multiset is the
   larger of its own keep value and the best keep within its one-smaller sub-multisets.  The
   result for the 252 rolls is the new ``W``.
3. The state's value is the probability-weighted mean over the first roll.

Within a turn the values are kept relative to ``z``, the best value of a scratch (entering 0
in some open box), which keeps them small so that float32 is precise enough; means divide
by 6, exactly rounded, rather than multiplying by a rounded 1/6, which would bias every
level.  Across turns the values stay float64.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import reduce

import numpy as np

from fivedice.strategy.dice import N_ROLLS, SIZE_OFFSETS
from fivedice.strategy.layout import (
    LAYOUT,
    N_SOURCES,
    SOURCE_CHANCE,
    SOURCE_FIXED,
    SOURCE_FOUR_KIND,
    SOURCE_THREE_KIND,
    by_size,
)
from fivedice.strategy.scoring import (
    CHANCE,
    EXTRA_FIVE_BONUS,
    FIVE_KIND,
    FIVE_KIND_SCORE,
    FOUR_KIND,
    JOKER_FIXED,
    THREE_KIND,
    UPPER_BONUS,
    UPPER_TARGET,
)

__all__ = ["Entries", "FiveSpread", "TurnSolver", "Work", "first_max"]

_SUMS = np.arange(5, 31, dtype=np.float64)[:, None]
_BITS = (1 << np.arange(13, dtype=np.int64))[:, None]
_UP_FACES = np.repeat(np.arange(6), 5)
_UP_POINTS = ((_UP_FACES + 1) * np.tile(np.arange(1, 6), 6))[:, None]
_UP_BITS = _BITS[_UP_FACES]
_SUM_BOXES = (THREE_KIND, FOUR_KIND, CHANCE)
_SUM_ROWS = (SOURCE_THREE_KIND, SOURCE_FOUR_KIND, SOURCE_CHANCE)


def first_max(
    values: list[np.ndarray], spreads: list[np.ndarray] | None = None
) -> tuple[np.ndarray, np.ndarray | None]:
    """The elementwise largest of ``values`` and, when given, the entry of ``spreads`` that
    goes with it (of equal values the larger spread, as the turn's decisions choose); the
    arrays broadcast together."""
    best: np.ndarray = reduce(np.maximum, values)
    if spreads is None:
        return best, None
    tied = [np.where(value == best, s, -np.inf) for value, s in zip(values, spreads, strict=True)]
    return best, reduce(np.maximum, tied)


class Work:
    """Scratch arrays for one block size, reused from block to block.

    Reusing them matters: fresh multi-megabyte temporaries cost page faults that can take
    longer than the arithmetic.
    """

    def __init__(self, n: int, dtype: type) -> None:
        self.n = n
        self.gather: np.ndarray = np.empty((LAYOUT.max_gather, n), dtype=dtype)
        self.exp: np.ndarray = np.empty((SIZE_OFFSETS[6], n), dtype=dtype)
        self.best: list[np.ndarray] = [
            np.empty((SIZE_OFFSETS[6], n), dtype=dtype) for _ in range(2)
        ]
        self.src: np.ndarray = np.empty((N_SOURCES, n))
        self.rel: np.ndarray = np.empty((N_SOURCES, n), dtype=dtype)
        self.w: np.ndarray = np.empty((N_ROLLS, n), dtype=dtype)


@dataclass(frozen=True)
class Entries:
    """Where the entries of a final roll lead, for a block of states (:meth:`TurnSolver.sources`).

    Indices are those of :meth:`TurnSolver.index`: of the state after entering 0 in each box
    (13 rows), after each upper entry (30 rows, by face and count) and after 50 in Five of a
    Kind.  ``scratch`` is the value after entering 0 in each box (-inf where filled).
    """

    is_open: np.ndarray
    scratch_at: np.ndarray
    upper_at: np.ndarray
    upper_closed: np.ndarray
    five_at: np.ndarray
    scratch: np.ndarray


@dataclass(frozen=True)
class FiveSpread:
    """What :meth:`TurnSolver.redo_fives` needs to redo the variances of the five-of-a-kind
    rolls too: the rows to write (``v``, like ``W``), the variances after entering 0 in each
    box (13 rows) and the flat table of variances (as :meth:`TurnSolver.index` indexes it)."""

    v: np.ndarray
    scratch_var: np.ndarray
    flat_var: np.ndarray


class TurnSolver:
    """Evaluates one turn for blocks of states, given the values of later states.

    ``values`` is the start-of-turn table (mask, upper, flag), float64 (or the table build's,
    with each state's variance beside its value: see
    :meth:`MomentSolver.side_by_side <fivedice.strategy.moments.MomentSolver.side_by_side>`);
    the turn's arrays are of ``dtype``, relative to ``z``, the best value of a scratch.
    """

    def __init__(self, rule: str, values: np.ndarray, dtype: type = np.float32) -> None:
        self.rule = rule
        self.nf = values.shape[2]
        self.flat = values.reshape(-1)
        self.dtype = dtype
        #: Entries of ``flat`` per state (2 when each value has its variance beside it).
        self.step = 1
        self._work: Work | None = None

    def work(self, n: int) -> Work:
        """Scratch arrays for blocks of ``n`` states."""
        if self._work is None or self._work.n != n:
            self._work = Work(n, self.dtype)
        return self._work

    def index(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Where each state is in the flat start-of-turn tables (``upper`` capped at 63)."""
        out: np.ndarray = (mask * 64 + upper) * self.nf + flag
        if self.step != 1:
            out *= self.step
        return out

    def sources(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> Entries:
        """Fill the source rows (``work(n).src``) of a block of states.

        Each of the 112 rows is one way to enter a final roll (upper face and count, the sum
        in Three/Four of a Kind or Chance, a fixed score): its points, bonus and the expected
        rest of the card after it; -inf where the box is filled.
        """
        src = self.work(len(mask)).src
        is_open = (mask & _BITS) == 0  # (13, n)
        # value after entering 0 in each box (the upper total is unchanged)
        scratch_at = self.index(mask | _BITS, upper, flag)
        scratch = np.where(is_open, self.flat[scratch_at], -np.inf)
        total = upper + _UP_POINTS  # (30, n)
        reached = (upper < UPPER_TARGET) & (total >= UPPER_TARGET)
        upper_at = self.index(mask | _UP_BITS, np.minimum(total, UPPER_TARGET), flag)
        upper_closed = ~is_open[_UP_FACES]
        after = self.flat[upper_at]
        after += _UP_POINTS
        after[reached] += UPPER_BONUS
        np.copyto(after, -np.inf, where=upper_closed)
        src[:30] = after
        for box, row in zip(_SUM_BOXES, _SUM_ROWS, strict=True):
            np.add(_SUMS, scratch[box], out=src[row : row + 26])
        for box, score in JOKER_FIXED.items():
            src[SOURCE_FIXED[box]] = score + scratch[box]
        five_at = self.index(mask | (1 << FIVE_KIND), upper, np.full_like(flag, self.nf - 1))
        src[SOURCE_FIXED[FIVE_KIND]] = np.where(
            is_open[FIVE_KIND], FIVE_KIND_SCORE + self.flat[five_at], -np.inf
        )
        return Entries(is_open, scratch_at, upper_at, upper_closed, five_at, scratch)

    def final_values(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(W, z)``: ``W[roll, state] + z[state]`` is the value of each final roll.

        Rolls are in the order of :data:`~fivedice.strategy.layout.LAYOUT`.  ``W`` is a
        scratch array of the solver, valid until the next call.
        """
        n = len(mask)
        ws = self.work(n)
        entries = self.sources(mask, upper, flag)
        z = entries.scratch.max(axis=0)
        rel = ws.rel
        np.subtract(ws.src, z, out=rel, casting="same_kind")
        w = ws.w
        for lo, hi, d, cand in LAYOUT.roll_groups:
            g = ws.gather[: len(cand)]
            np.take(rel, cand, axis=0, out=g, mode="clip")
            part = w[lo:hi]
            g.reshape(hi - lo, d, n).max(axis=1, out=part)
            np.maximum(part, 0, out=part)
        self.redo_fives(w, z, entries, mask, upper, flag)
        return w, z

    def redo_fives(
        self,
        w: np.ndarray,
        z: np.ndarray,
        entries: Entries,
        mask: np.ndarray,
        upper: np.ndarray,
        flag: np.ndarray,
        spread: FiveSpread | None = None,
        rows: Sequence[int] = LAYOUT.five_rows,
    ) -> None:
        """Redo the five-of-a-kind rows of ``w`` where the Five of a Kind box is filled.

        Under an extra-five rule such a roll is a joker and may earn the bonus.  With
        ``spread``, the variance of the rest of the card after the chosen entry goes into its
        rows too (see :mod:`fivedice.strategy.moments`).  ``rows`` are the rows of the six
        rolls (ones to sixes) in ``w`` and ``spread.v``.
        """
        if self.rule == "off":
            return
        cols = np.flatnonzero(~entries.is_open[FIVE_KIND])
        if not len(cols):
            return
        sc = entries.scratch[:, cols]
        sv = None if spread is None else spread.scratch_var[:, cols]
        zc, fc = z[cols], flag[cols]
        fixed = [score + sc[box] for box, score in JOKER_FIXED.items()]
        best_fixed, best_fixed_var = first_max(fixed, _rows(sv, JOKER_FIXED))
        if self.rule == "free":
            sel = fc == 1
            cols, fixed_rel = cols[sel], (best_fixed - zc)[sel].astype(self.dtype)
            for row in rows:
                old = w[row, cols]
                if spread is not None and best_fixed_var is not None:
                    v = spread.v
                    _, chosen = first_max([old, fixed_rel], [v[row, cols], best_fixed_var[sel]])
                    assert chosen is not None
                    v[row, cols] = chosen
                w[row, cols] = np.maximum(old, fixed_rel) + EXTRA_FIVE_BONUS
            return
        # official: the forced joker, the six faces at once
        faces = np.arange(len(rows))[:, None]
        totals = 5 * (faces + 1)
        bonus = np.where(fc == 1, EXTRA_FIVE_BONUS, 0) - zc
        best_sum, best_sum_var = first_max([sc[box] for box in _SUM_BOXES], _rows(sv, _SUM_BOXES))
        upper_zero, upper_zero_var = first_max(list(sc[:6]), _rows(sv, range(6)))
        mc, uc = mask[cols], upper[cols]
        sum_var = (
            None
            if best_fixed_var is None or best_sum_var is None
            else [best_fixed_var, best_sum_var]
        )
        lower_best, lower_var = first_max([best_fixed, totals + best_sum], sum_var)
        up_bonus = np.where((uc < UPPER_TARGET) & (uc + totals >= UPPER_TARGET), UPPER_BONUS, 0)
        at = self.index(mc | (1 << faces), np.minimum(UPPER_TARGET, uc + totals), fc)
        forced = (totals + up_bonus) + self.flat[at]
        face_open = np.isfinite(sc[:6])
        lower_open = np.isfinite(lower_best)
        val = np.where(face_open, forced, np.where(lower_open, lower_best, upper_zero))
        where = (np.asarray(rows)[:, None], cols)
        w[where] = val + bonus
        if spread is not None:
            assert lower_var is not None and upper_zero_var is not None
            after_var = np.where(lower_open, lower_var, upper_zero_var)
            spread.v[where] = np.where(face_open, spread.flat_var[at], after_var)

    def keep_values(self, r: np.ndarray, out: np.ndarray) -> list[np.ndarray]:
        """Expected value of every keep before a reroll, by size, in the layout's order.

        ``r`` holds the value of each roll after the reroll; the keeps smaller than five
        dice are written into ``out`` (462 rows).
        """
        exp = by_size(out)
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
        best = by_size(out)
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


def _rows(array: np.ndarray | None, rows: Iterable[int]) -> list[np.ndarray] | None:
    """The given rows of ``array`` as a list (None for None)."""
    return None if array is None else [array[r] for r in rows]

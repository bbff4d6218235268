"""The table build's turn: values and second moments in one pass, on packed float32 pairs.

:class:`~fivedice.strategy.moments.MomentSolver` carries the second moment ``Q`` beside the
value ``W`` and, at every decision, looks up the ``Q`` of the option the value chooses; that
look-up costs more than the decision.  Here each node's ``(Q, W)`` is one pair of float32 in
one 64-bit word, ``W`` in the high half: a chance node averages both halves at once, and a
decision is one maximum over the words, which picks the largest ``W`` and carries its ``Q``
along.  The play must stay exactly :class:`MomentSolver`'s, so of equal values the word must
still win that the play prefers; a few high bits of the ``Q`` half say which:

* ``Q`` travels scaled by 2**-85 (exact, a power of two), which keeps the two highest exponent
  bits of its half clear (``Q`` < 2**22); with its sign bit that makes three bits above ``Q``.
  A keep's own word has the sign bit (its ``Q`` travels negated), so it wins over the best of
  its one-smaller sub-multisets; these carry a rank in the two bits, the first the highest.
* At the final roll, the variances after each entry travel scaled by 2**-117, which leaves
  four bits: the rank of the source, highest for the first in card order.  An entry worth
  less than the best scratch is a negative word and loses to the scratch's, a tiny negative
  word (``W`` = -0.0).

The words are compared as float64, whose order is that of the pairs while ``W`` >= 0.  The
scaled numbers lose bits only below 2**-41 (``Q``) and 2**-9 (variances after an entry: the
smallest in the tables is 1.2); the packed pass gives :class:`MomentSolver`'s numbers in
float32 to the last bit, in a fifth of the time.
"""

from __future__ import annotations

import numpy as np

from fivedice.strategy.dice import N_ROLLS, SIZE_OFFSETS
from fivedice.strategy.layout import LAYOUT, N_SOURCES, SOURCE_BOX, Group, by_size, slot_major
from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.turnsolver import FiveSpread

__all__ = ["PackedSolver"]

N_KEEPS = SIZE_OFFSETS[6]
_Q_SCALE = 2.0**-85
_VAR_SCALE = 2.0**-117
_OWN = np.int64(1 << 31)  # the sign bit of the Q half
_CLEAR = np.int64(~(7 << 29))  # the Q half without its three rank bits
_RANK = [np.int64(r << 29) for r in range(4)]
# a final roll's word without the sign of W (0.0 for the scratch's -0.0) and without the four
# rank bits of its scaled variance
_FINAL_BITS = np.int64(0x7FFFFFFF_0FFFFFFF)


def _slots(groups: list[Group]) -> list[tuple[int, int, list[np.ndarray]]]:
    """Each group as (lo, hi, the operand rows of each slot): a block is gathered and
    reduced slot by slot, which keeps the working arrays in the processor's cache."""
    return [
        (lo, hi, [idx[j * (hi - lo) : (j + 1) * (hi - lo)] for j in range(d)])
        for lo, hi, d, idx in slot_major(groups)
    ]


_ROLL_SLOTS = _slots(LAYOUT.roll_groups)
_PARENT_SLOTS = [_slots(groups) for groups in LAYOUT.parent_groups]
_CHILD_SLOTS = [[c.reshape(-1, 6)[:, face].copy() for face in range(6)] for c in LAYOUT.children]
_MAX_ROWS = max(
    hi - lo for groups in [LAYOUT.roll_groups, *LAYOUT.parent_groups] for lo, hi, *_ in groups
)


def _source_ranks() -> np.ndarray:
    """The rank of each source row, in its high four bits: from 15 down for the boxes in the
    order of their rows (card order, Chance before the fixed scores), the first highest."""
    boxes = list(dict.fromkeys(SOURCE_BOX.tolist()))
    ranks = 15 - np.array([boxes.index(box) for box in SOURCE_BOX], dtype=np.int64)
    out: np.ndarray = (ranks << 28)[:, None]
    return out


_SOURCE_RANKS = _source_ranks()


class _PackedWork:
    """Scratch arrays of the packed pass for one block size."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.sources = np.empty((N_SOURCES, n), dtype=np.int64)
        self.slot = np.empty((_MAX_ROWS, n), dtype=np.int64)
        self.slot_f = self.slot.view(np.float64)
        self.pairs = np.empty((max(len(c) for c in _CHILD_SLOTS[-1]), 2 * n), dtype=np.float32)
        self.keys = np.empty((N_KEEPS, n), dtype=np.int64)
        self.best = np.empty((N_KEEPS, n), dtype=np.int64)
        # the words compared as float64 (views made once: the calls are many and small)
        self.keys_f = self.keys.view(np.float64)
        self.best_f = self.best.view(np.float64)
        self.q = np.empty((N_ROLLS, n), dtype=np.float32)
        self.f64 = np.empty((N_ROLLS, n))


def _pairs(words: np.ndarray) -> np.ndarray:
    """The (low, high) float32 halves of 64-bit words: shape (..., 2)."""
    out: np.ndarray = words.view(np.float32).reshape(*words.shape, 2)
    return out


class PackedSolver(MomentSolver):
    """Mean and variance at the start of a turn for blocks of states, in float32.

    The same play and the same numbers as :meth:`MomentSolver.start_moments` in float32
    (see the module).
    """

    def __init__(
        self, rule: str, values: np.ndarray, variances: np.ndarray, dtype: type = np.float32
    ) -> None:
        if dtype is not np.float32:
            raise ValueError("the packed pass works in float32")
        super().__init__(rule, values, variances, dtype)
        self._pwork: _PackedWork | None = None

    def packed_work(self, n: int) -> _PackedWork:
        """Scratch arrays of the packed pass for blocks of ``n`` states."""
        if self._pwork is None or self._pwork.n != n:
            self._pwork = _PackedWork(n)
        return self._pwork

    def final_words(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Write the words of the final rolls (``keys`` rows of size five) and return ``z``.

        The ``Q`` halves are scaled and negated, ready for :meth:`layer`.
        """
        n = len(mask)
        ws, mw, pw = self.work(n), self.moment_work(n), self.packed_work(n)
        entries, scratch_var = self.moment_sources(mask, upper, flag)
        zbox = entries.scratch.argmax(axis=0)
        cols = np.arange(n)
        z: np.ndarray = entries.scratch[zbox, cols]
        np.subtract(ws.src, z, out=ws.rel, casting="same_kind")
        sources = _pairs(pw.sources)
        np.multiply(mw.var, np.float32(_VAR_SCALE), out=sources[:, :, 0])
        sources[:, :, 1] = ws.rel
        pw.sources |= _SOURCE_RANKS
        final, final_f = pw.keys[SIZE_OFFSETS[5] :], pw.keys_f[SIZE_OFFSETS[5] :]
        for lo, hi, slots in _ROLL_SLOTS:
            pw.sources.take(slots[0], axis=0, out=final[lo:hi], mode="clip")
            part_f, tmp, tmp_f = final_f[lo:hi], pw.slot[: hi - lo], pw.slot_f[: hi - lo]
            for rows in slots[1:]:
                pw.sources.take(rows, axis=0, out=tmp, mode="clip")
                np.maximum(part_f, tmp_f, out=part_f)
        scratch = np.empty((n, 2), dtype=np.float32)
        scratch[:, 0] = scratch_var[zbox, cols] * _VAR_SCALE
        scratch[:, 1] = -0.0
        np.maximum(final_f, scratch.view(np.float64)[:, 0], out=final_f)
        final &= _FINAL_BITS
        halves = _pairs(final)
        w, var = halves[:, :, 1], halves[:, :, 0]
        spread = FiveSpread(var, scratch_var, self.flat_var, _VAR_SCALE)
        self.redo_fives(w, z, entries, mask, upper, flag, spread)
        # Q = W^2 + variance, in the scale of the layers, negated (the rolls are keeps too)
        q, square = pw.q, mw.v
        np.multiply(var, np.float32(-_Q_SCALE / _VAR_SCALE), out=q)
        np.multiply(w, w, out=square)
        square *= np.float32(-_Q_SCALE)
        q += square
        var[...] = q
        return z

    def layer(self, keys: np.ndarray) -> np.ndarray:
        """One reroll: from the words of the rolls after it (``keys`` rows of size five, ``Q``
        negated) to those before it, the best keep chosen (252 rows of ``best``, ``Q`` not
        negated).  The keeps' words are written into ``keys``."""
        pw = self.packed_work(keys.shape[1])
        exp = by_size(keys.view(np.float32).reshape(N_KEEPS, 2 * pw.n))
        for size in range(4, -1, -1):
            slots, out, more = _CHILD_SLOTS[size], exp[size], exp[size + 1]
            more.take(slots[0], axis=0, out=out, mode="clip")
            tmp = pw.pairs[: len(out)]
            for rows in slots[1:]:
                more.take(rows, axis=0, out=tmp, mode="clip")
                out += tmp
            out /= np.float32(6.0)
        own_f, best, best_f = by_size(keys.view(np.float64)), by_size(pw.best), by_size(pw.best_f)
        np.bitwise_and(by_size(keys)[0], _CLEAR, out=best[0])
        for size in range(1, 6):
            prev = best[size - 1]
            for lo, hi, slots in _PARENT_SLOTS[size]:
                part, part_f = best[size][lo:hi], best_f[size][lo:hi]
                sub, sub_f = pw.slot[: hi - lo], pw.slot_f[: hi - lo]
                # the last sub-multiset without a rank, each earlier one above the later ones
                prev.take(slots[-1], axis=0, out=part, mode="clip")
                for j in range(len(slots) - 2, -1, -1):
                    rank = len(slots) - 1 - j
                    if rank == len(_RANK):  # five: the first outranks the best of the others
                        np.bitwise_and(part, _CLEAR, out=part)
                        rank = 1
                    prev.take(slots[j], axis=0, out=sub, mode="clip")
                    np.bitwise_or(sub, _RANK[rank], out=sub)
                    np.maximum(part_f, sub_f, out=part_f)
                np.maximum(part_f, own_f[size][lo:hi], out=part_f)
            np.bitwise_and(best[size], _CLEAR, out=best[size])
        return best[5]

    def start_moments(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Mean and variance of the future score at the start of a turn, for each state."""
        z = self.final_words(mask, upper, flag)
        pw = self.packed_work(len(mask))
        rolls = self.layer(pw.keys)
        np.bitwise_or(rolls, _OWN, out=pw.keys[SIZE_OFFSETS[5] :])
        halves = _pairs(self.layer(pw.keys))
        np.copyto(pw.f64, halves[:, :, 1])
        rel = LAYOUT.probs @ pw.f64
        np.copyto(pw.f64, halves[:, :, 0])
        square = (LAYOUT.probs @ pw.f64) * (1 / _Q_SCALE)
        return z + rel, np.maximum(square - rel * rel, 0.0)

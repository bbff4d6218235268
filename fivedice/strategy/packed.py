"""The table build's turn: values and second moments in one pass, on packed float32 pairs.

:class:`~fivedice.strategy.moments.MomentSolver` carries the second moment ``Q`` beside the
value ``W`` and, at every decision, looks up the ``Q`` of the option the value chooses; that
look-up costs more than the decision.  Here each node's ``(Q, W)`` is one pair of float32 in
one 64-bit word, ``W`` in the high half: a chance node averages both halves at once, and a
decision is one maximum over the words compared as float64, which picks the largest ``W`` and
carries its ``Q`` along.

While ``W`` >= 0 the order of the words as float64 is that of the pairs ``(W, Q)``: of equal
values the larger ``Q`` wins, which is :class:`MomentSolver`'s rule (the riskier option).  The
final roll's options are its entries, one word per source (``W`` the value relative to ``z``,
``Q = W**2 + v``, ``v`` the variance of the rest of the card after the entry) and the best
scratch (``W`` = +0.0, ``Q`` its variance); an entry worth less than the best scratch is a
negative word and loses to it.  Only a forced joker (the rule "official") makes a roll worth
less than the best scratch, and those six rows are computed the plain way; a keep below the
best scratch could then tie with another only by an exact coincidence of sums (the float64
order would prefer the smaller ``Q`` there), which the tables never meet: the packed pass
gives :class:`MomentSolver`'s numbers in float32 to the last bit.

A reroll works in place on one array of 462 words (the keeps' averages, then each multiset's
best keep from its one-smaller sub-multisets' and its own), gathering and reducing one operand
slot at a time, so that the working arrays stay in the processor's cache.
"""

from __future__ import annotations

import numpy as np

from fivedice.strategy.dice import N_ROLLS, SIZE_OFFSETS
from fivedice.strategy.layout import LAYOUT, N_SOURCES, Group, by_size, slot_major
from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.scoring import FIVE_KIND
from fivedice.strategy.turnsolver import FiveSpread

__all__ = ["PackedSolver"]

N_KEEPS = SIZE_OFFSETS[6]
_ROLLS = slice(SIZE_OFFSETS[5], N_KEEPS)


def _slots(groups: list[Group], most: int = N_KEEPS) -> list[tuple[int, int, list[np.ndarray]]]:
    """Each group as (lo, hi, the operand rows of each slot), in pieces of at most ``most``
    rows: a block is gathered and reduced slot by slot, which keeps the working arrays in the
    processor's cache."""
    out: list[tuple[int, int, list[np.ndarray]]] = []
    for lo, hi, d, idx in slot_major(groups):
        slots = idx.reshape(d, hi - lo)
        out.extend(
            (a, min(hi, a + most), list(slots[:, a - lo : min(hi, a + most) - lo]))
            for a in range(lo, hi, most)
        )
    return out


def _five_groups() -> list[Group]:
    """The candidates of the six five-of-a-kind rolls as one group of rows 0..5."""
    rows = LAYOUT.five_rows
    found = []
    for row in rows:
        lo, _, d, cand = next(g for g in LAYOUT.roll_groups if g[0] <= row < g[1])
        found.append(cand[(row - lo) * d : (row - lo + 1) * d])
    assert len({len(c) for c in found}) == 1
    return [(0, len(rows), len(found[0]), np.concatenate(found))]


# (the final rolls in pieces: their sources' 112 rows stay in the cache beside a piece)
_ROLL_SLOTS = _slots(LAYOUT.roll_groups, 32)
_PARENT_SLOTS = [_slots(groups) for groups in LAYOUT.parent_groups]
_CHILD_SLOTS = [[c.reshape(-1, 6)[:, face].copy() for face in range(6)] for c in LAYOUT.children]
_FIVE_GROUPS = _five_groups()
# the six five-of-a-kind rolls are neighbours in the layout
_FIVE_ROWS = slice(LAYOUT.five_rows[0], LAYOUT.five_rows[-1] + 1)
assert LAYOUT.five_rows == tuple(range(_FIVE_ROWS.start, _FIVE_ROWS.stop))
_MAX_ROWS = max(
    hi - lo for groups in [LAYOUT.roll_groups, *LAYOUT.parent_groups] for lo, hi, *_ in groups
)


class _PackedWork:
    """Scratch arrays of the packed pass for one block size."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.sources = np.empty((N_SOURCES, n))  # a word for each source
        self.q = np.empty((N_SOURCES, n), dtype=np.float32)
        self.slot = np.empty((_MAX_ROWS, n), dtype=np.float64)
        self.pairs = np.empty((max(len(c) for c in _CHILD_SLOTS[-1]), 2 * n), dtype=np.float32)
        self.words = np.empty((N_KEEPS, n), dtype=np.float64)  # a word for each multiset
        self.five = np.empty((2, len(LAYOUT.five_rows), n), dtype=np.float32)
        self.five_words = np.empty((len(LAYOUT.five_rows), n))
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

    def final_words(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray, final: np.ndarray
    ) -> np.ndarray:
        """Write the words of the final rolls into ``final`` (252 rows) and return ``z``."""
        n = len(mask)
        ws, mw, pw = self.work(n), self.moment_work(n), self.packed_work(n)
        entries, scratch_var = self.moment_sources(mask, upper, flag)
        z, z_var = self.best_scratch(entries, scratch_var)
        rel, q = ws.rel, pw.q
        np.subtract(ws.src, z, out=rel, casting="same_kind")
        np.multiply(rel, rel, out=q)
        q += mw.var
        sources = _pairs(pw.sources)
        sources[:, :, 0] = q
        sources[:, :, 1] = rel
        # the best scratch is an option of every roll: it goes into each of its sources
        scratch = np.zeros((n, 2), dtype=np.float32)
        scratch[:, 0] = z_var
        np.maximum(pw.sources, scratch.view(np.float64)[:, 0], out=pw.sources)
        for lo, hi, slots in _ROLL_SLOTS:
            part, tmp = final[lo:hi], pw.slot[: hi - lo]
            pw.sources.take(slots[0], axis=0, out=part, mode="clip")
            for rows in slots[1:]:
                pw.sources.take(rows, axis=0, out=tmp, mode="clip")
                np.maximum(part, tmp, out=part)
        filled = ~entries.is_open[FIVE_KIND]
        if self.rule != "off" and filled.any():
            # the six five-of-a-kind rolls where they are jokers, the plain way: under "free"
            # a joker is one more option beside the roll's entries, under "official" it is
            # forced (the rows are all redone)
            w, v = pw.five
            if self.rule == "free":
                self.best_entries(_FIVE_GROUPS, rel, mw.var, z_var, w, v)
            spread = FiveSpread(v, scratch_var, self.flat_var)
            self.redo_fives(w, z, entries, mask, upper, flag, spread, rows=range(len(w)))
            five = _pairs(pw.five_words)
            five[:, :, 1] = w
            np.multiply(w, w, out=five[:, :, 0], where=filled)
            np.add(five[:, :, 0], v, out=five[:, :, 0], where=filled)
            np.copyto(final[_FIVE_ROWS], pw.five_words, where=filled)
        return z

    def layer(self, keys: np.ndarray) -> None:
        """One reroll, in place: from the words of the rolls after it (the rows of size five
        of ``keys``) to the words of the keeps (the other rows), then of every multiset the
        best keep within it, the rolls' being the words before the reroll."""
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
        # smallest first: each multiset's sub-multisets hold their best keeps when it is done
        best = by_size(keys)
        for size in range(1, 6):
            prev = best[size - 1]
            for lo, hi, slots in _PARENT_SLOTS[size]:
                part, sub = best[size][lo:hi], pw.slot[: hi - lo]
                for rows in slots:
                    prev.take(rows, axis=0, out=sub, mode="clip")
                    np.maximum(part, sub, out=part)

    def start_moments(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Mean and variance of the future score at the start of a turn, for each state."""
        pw = self.packed_work(len(mask))
        z = self.final_words(mask, upper, flag, pw.words[_ROLLS])
        self.layer(pw.words)
        self.layer(pw.words)
        halves = _pairs(pw.words[_ROLLS])
        np.copyto(pw.f64, halves[:, :, 1])
        rel = LAYOUT.probs @ pw.f64
        np.copyto(pw.f64, halves[:, :, 0])
        square = LAYOUT.probs @ pw.f64
        return z + rel, np.maximum(square - rel * rel, 0.0)

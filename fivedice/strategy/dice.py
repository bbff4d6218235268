"""Multisets of dice and the index tables the solver walks.

A *multiset* here is a bag of 0 to 5 dice, written as a tuple of six counts
(how many ones, twos, ..., sixes).  There are 462 of them; the 252 of size 5 are
the distinct final rolls, and every multiset is a possible *keep* (the dice held
before a reroll).  Multisets are numbered by size, then in lexicographic order
of their sorted faces, so the multisets of one size form a contiguous block.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement, product
from math import factorial

import numpy as np

from fivedice.core import Held

__all__ = [
    "HOLD_PATTERNS",
    "MULTISETS",
    "N_MULTISETS",
    "N_ROLLS",
    "SIZE_OFFSETS",
    "closest_pattern",
    "counts_of",
    "kept_dice",
    "multiset_index",
    "roll_probabilities",
]

#: First index of the multisets of each size 0..5, and the total (462) at the end.
SIZE_OFFSETS: tuple[int, ...] = (0, 1, 7, 28, 84, 210, 462)
N_MULTISETS = 462
N_ROLLS = 252


def _build() -> tuple[list[tuple[int, ...]], dict[tuple[int, ...], int]]:
    multisets: list[tuple[int, ...]] = []
    for size in range(6):
        for faces in combinations_with_replacement(range(6), size):
            counts = [0] * 6
            for face in faces:
                counts[face] += 1
            multisets.append(tuple(counts))
    return multisets, {c: i for i, c in enumerate(multisets)}


#: The 462 multisets as count tuples, in index order.
MULTISETS, _INDEX = _build()

#: Counts of every multiset, shape (462, 6), dtype int8.
COUNTS: np.ndarray = np.array(MULTISETS, dtype=np.int8)
COUNTS.setflags(write=False)


def counts_of(dice: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """Return the six face counts of dice given as faces 1..6 (any order)."""
    counts = [0] * 6
    for face in dice:
        if not 1 <= face <= 6:
            raise ValueError(f"a die shows 1..6, not {face!r}")
        counts[face - 1] += 1
    return tuple(counts)


def multiset_index(counts: tuple[int, ...]) -> int:
    """Return the global index (0..461) of a multiset given by its six counts."""
    try:
        return _INDEX[tuple(counts)]
    except KeyError:
        raise ValueError(f"not a multiset of at most five dice: {counts!r}") from None


def _multinomial(counts: tuple[int, ...]) -> int:
    n = factorial(sum(counts))
    for c in counts:
        n //= factorial(c)
    return n


def roll_probabilities() -> np.ndarray:
    """Probability of each of the 252 rolls when five dice are thrown (float64)."""
    rolls = MULTISETS[SIZE_OFFSETS[5] :]
    return np.array([_multinomial(c) for c in rolls], dtype=np.float64) / 6**5


def _children() -> list[np.ndarray]:
    """For each size k < 5: (n_k, 6) local indices in size k+1 of the multiset plus a face."""
    out = []
    for size in range(5):
        lo, hi = SIZE_OFFSETS[size], SIZE_OFFSETS[size + 1]
        base = SIZE_OFFSETS[size + 1]
        table = np.empty((hi - lo, 6), dtype=np.intp)
        for i in range(lo, hi):
            for face in range(6):
                c = list(MULTISETS[i])
                c[face] += 1
                table[i - lo, face] = _INDEX[tuple(c)] - base
        out.append(table)
    return out


def _parents() -> list[tuple[np.ndarray, np.ndarray]]:
    """For each size k >= 1: (parent local indices, group starts) of the multiset minus a face.

    The pairs are listed multiset by multiset (one entry per distinct face the
    multiset holds), so ``np.maximum.reduceat(x[parents], starts)`` gives, for
    each multiset, the maximum over the sub-multisets one die smaller.
    """
    out = []
    for size in range(1, 6):
        lo, hi = SIZE_OFFSETS[size], SIZE_OFFSETS[size + 1]
        base = SIZE_OFFSETS[size - 1]
        parents: list[int] = []
        starts: list[int] = []
        for i in range(lo, hi):
            starts.append(len(parents))
            for face in range(6):
                if MULTISETS[i][face]:
                    c = list(MULTISETS[i])
                    c[face] -= 1
                    parents.append(_INDEX[tuple(c)] - base)
        out.append((np.array(parents, dtype=np.intp), np.array(starts, dtype=np.intp)))
    return out


#: CHILDREN[k][i, f]: local index (within size k+1) of multiset i of size k plus face f.
CHILDREN: list[np.ndarray] = _children()
#: PARENTS[k-1] = (indices, starts) of the one-smaller sub-multisets of the size-k multisets.
PARENTS: list[tuple[np.ndarray, np.ndarray]] = _parents()
#: Counts of the 252 rolls, shape (252, 6).
ROLL_COUNTS: np.ndarray = COUNTS[SIZE_OFFSETS[5] :]
#: Probability of each roll of five dice.
ROLL_PROBS: np.ndarray = roll_probabilities()


#: The 32 ways to hold some of five dice, from none held to all five, counting in binary with
#: the last die fastest (as ``itertools.product((False, True), repeat=5)``, but typed as Held).
HOLD_PATTERNS: tuple[Held, ...] = tuple(
    (a, b, c, d, e) for a, b, c, d, e in product((False, True), repeat=5)
)


def kept_dice(dice: Sequence[int], held: Sequence[bool]) -> tuple[int, ...]:
    """The faces of the held dice, sorted: holds that keep the same faces are one choice."""
    return tuple(sorted(d for d, h in zip(dice, held, strict=True) if h))


def closest_pattern(patterns: Sequence[Held], current: Held) -> Held:
    """Of ``patterns`` (holds that keep the same dice), the one that differs from the dice held
    now (``current``) in the fewest slots; the first of those on a tie."""
    return min(patterns, key=lambda p: sum(a != b for a, b in zip(p, current, strict=True)))

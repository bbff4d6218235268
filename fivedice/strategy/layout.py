"""The shape of a turn: the multisets of dice in the solver's order, and the index tables.

A turn's evaluation works on arrays laid out as (multiset, state): one row per multiset of
dice (the 462 keeps, of which the 252 of size five are the final rolls), one column per
state of a block.  Multisets of one size are sorted so that those needing the same number of
operands form contiguous blocks (:class:`Layout`); each block is then one gather and one
reduction over a middle axis.

A final roll is entered from *sources*: 112 rows per state, one for each way an entry can
score (an upper face with its count, Three of a Kind, Four of a Kind or Chance by the sum of
the dice, each fixed-score box).  The sources of the boxes a roll scores in are its
candidates (:attr:`Layout.roll_groups`).
"""

from __future__ import annotations

import numpy as np

from fivedice.strategy.dice import (
    CHILDREN,
    COUNTS,
    MULTISETS,
    ROLL_COUNTS,
    ROLL_PROBS,
    SIZE_OFFSETS,
    multiset_index,
)
from fivedice.strategy.scoring import (
    CHANCE,
    FIVE_KIND,
    FOUR_KIND,
    FULL_HOUSE,
    LARGE_STRAIGHT,
    SCORES,
    SMALL_STRAIGHT,
    THREE_KIND,
)

__all__ = [
    "LAYOUT",
    "N_SOURCES",
    "SOURCE_BOX",
    "SOURCE_CHANCE",
    "SOURCE_FIXED",
    "SOURCE_FOUR_KIND",
    "SOURCE_THREE_KIND",
    "Group",
    "Layout",
    "by_size",
    "slot_major",
]

#: First source row of Three of a Kind, Four of a Kind and Chance (26 rows each, by the sum
#: 5..30); rows 0..29 are the upper entries (row ``5 f + c - 1``: face ``f`` with ``c`` dice).
SOURCE_THREE_KIND, SOURCE_FOUR_KIND, SOURCE_CHANCE = 30, 56, 82
#: Source row of each fixed-score box.
SOURCE_FIXED = {FULL_HOUSE: 108, SMALL_STRAIGHT: 109, LARGE_STRAIGHT: 110, FIVE_KIND: 111}
N_SOURCES = 112
#: The box of each source row (rows of one box are contiguous, the boxes in the rows' order).
SOURCE_BOX = np.repeat(
    [*range(6), THREE_KIND, FOUR_KIND, CHANCE, *SOURCE_FIXED],
    [*[5] * 6, 26, 26, 26, *[1] * len(SOURCE_FIXED)],
)

#: A block of rows that need the same number ``d`` of operands: ``(lo, hi, d, index)``, where
#: ``index`` lists the ``d`` operand rows of row ``lo``, then of ``lo + 1``, and so on.
Group = tuple[int, int, int, np.ndarray]


def by_size(buf: np.ndarray) -> list[np.ndarray]:
    """The rows of ``buf`` (462 rows, or 2 x 462 for pairs) of each keep size 0..5."""
    return [buf[SIZE_OFFSETS[k] : SIZE_OFFSETS[k + 1]] for k in range(6)]


def slot_major(groups: list[Group]) -> list[Group]:
    """The same groups with the index listed slot by slot (each row's first operand, then each
    row's second, ...), so that each slot is one contiguous block of a gather."""
    return [(lo, hi, d, idx.reshape(hi - lo, d).T.reshape(-1).copy()) for lo, hi, d, idx in groups]


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


def _roll_candidates(counts: np.ndarray, scores: np.ndarray) -> list[int]:
    """Source rows of the boxes in which a roll scores more than 0 (plain scoring), in
    increasing order."""
    total = int((counts * np.arange(1, 7)).sum())
    cand = [5 * f + int(counts[f]) - 1 for f in range(6) if counts[f]]
    if counts.max() >= 3:
        cand.append(SOURCE_THREE_KIND + total - 5)
    if counts.max() >= 4:
        cand.append(SOURCE_FOUR_KIND + total - 5)
    cand.append(SOURCE_CHANCE + total - 5)
    cand.extend(src for box, src in SOURCE_FIXED.items() if scores[box] > 0)
    return cand


class Layout:
    """The solver's order of the multisets and the index tables of the turn graph.

    Multisets of one size are sorted by their number of distinct faces (the number of
    one-smaller sub-multisets), and the rolls first by their number of scoring boxes.
    """

    def __init__(self) -> None:
        self.order: list[np.ndarray] = []
        self.pos: list[np.ndarray] = []
        roll_scores = SCORES.T
        cands = [_roll_candidates(ROLL_COUNTS[r], roll_scores[r]) for r in range(len(ROLL_COUNTS))]
        for size in range(6):
            lo, hi = SIZE_OFFSETS[size], SIZE_OFFSETS[size + 1]
            distinct = (COUNTS[lo:hi] > 0).sum(axis=1)
            if size == 5:
                order = np.lexsort((distinct, [len(c) for c in cands]))
            else:
                order = np.argsort(distinct, kind="stable")
            self.order.append(order)
            self.pos.append(np.argsort(order))
        #: row_of[g]: the row of the multiset of global index ``g`` (see
        #: :func:`~fivedice.strategy.dice.multiset_index`) among the 462 rows of all sizes.
        self.row_of: np.ndarray = np.concatenate([SIZE_OFFSETS[k] + self.pos[k] for k in range(6)])
        #: children[k]: (n_k * 6,) rows within size k+1 of keep i plus each face.
        self.children = [self.pos[k + 1][CHILDREN[k][self.order[k]]].reshape(-1) for k in range(5)]
        #: parent_groups[k]: rows within size k-1 of the one-smaller sub-multisets (one per
        #: distinct face, the faces in increasing order).
        self.parent_groups: list[list[Group]] = [[]]
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
        #: Probability of each roll thrown with five dice, rolls in the solver's order.
        self.probs = ROLL_PROBS[roll_order]
        #: Face counts of the rolls in the solver's order.
        self.counts = ROLL_COUNTS[roll_order]
        #: Row of the five-of-a-kind roll of each face.
        self.five_rows = tuple(int(np.flatnonzero(self.counts[:, f] == 5)[0]) for f in range(6))
        ordered = [cands[int(r)] for r in roll_order]
        #: roll_groups: the source rows of the scoring candidates of each roll, in increasing
        #: order (which is the card order of the boxes, Chance before the fixed scores).
        self.roll_groups: list[Group] = [
            (a, b, len(ordered[a]), np.array(ordered[a:b], dtype=np.intp).reshape(-1))
            for a, b in _runs([len(c) for c in ordered])
        ]
        self.max_gather = max(
            [len(c) for c in self.children]
            + [len(g[3]) for groups in self.parent_groups for g in groups]
            + [len(g[3]) for g in self.roll_groups]
        )


LAYOUT = Layout()

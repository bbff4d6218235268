"""The turn graph's index tables: every keep and roll where the solver and the advice read it."""

from __future__ import annotations

import numpy as np

from fivedice.strategy.dice import MULTISETS, SIZE_OFFSETS, multiset_index
from fivedice.strategy.layout import LAYOUT, N_SOURCES, SOURCE_FIXED, slot_major
from fivedice.strategy.scoring import FIVE_KIND, FULL_HOUSE, LARGE_STRAIGHT, SMALL_STRAIGHT

STRAIGHTS = (SMALL_STRAIGHT, LARGE_STRAIGHT)


def test_row_of_finds_each_multiset_in_the_solver_s_order() -> None:
    assert sorted(LAYOUT.row_of.tolist()) == list(range(len(MULTISETS)))
    for g, counts in enumerate(MULTISETS):
        size = sum(counts)
        row = int(LAYOUT.row_of[g]) - SIZE_OFFSETS[size]
        assert SIZE_OFFSETS[size] + int(LAYOUT.order[size][row]) == g
    # a roll's row is where its probability and face counts are listed
    row = int(LAYOUT.row_of[multiset_index((0, 0, 0, 5, 0, 0))]) - SIZE_OFFSETS[5]
    assert row == LAYOUT.five_rows[3]
    assert LAYOUT.probs[row] == 1 / 6**5


def test_a_roll_s_candidates_are_its_scoring_boxes_in_card_order() -> None:
    """Each scoring box of a roll is one candidate, in card order, Chance before the fixed
    scores (the play does not depend on the order: of equal entries the riskier is chosen)."""
    full_house = multiset_index((0, 2, 3, 0, 0, 0))  # 2 2 3 3 3, sum 13
    straight = multiset_index((0, 1, 1, 1, 1, 1))  # 2 3 4 5 6, sum 20
    # upper rows 5 f + count - 1, then Three of a Kind and Chance by the sum, then fixed scores
    wanted = {
        full_house: [6, 12, 30 + 13 - 5, 82 + 13 - 5, SOURCE_FIXED[FULL_HOUSE]],
        straight: [5, 10, 15, 20, 25, 82 + 20 - 5, *(SOURCE_FIXED[b] for b in STRAIGHTS)],
    }
    found = {}
    for lo, hi, d, cand in LAYOUT.roll_groups:
        rows = cand.reshape(hi - lo, d)
        assert (np.diff(rows, axis=1) > 0).all()
        for r in range(lo, hi):
            found[SIZE_OFFSETS[5] + int(LAYOUT.order[5][r])] = rows[r - lo].tolist()
    assert found[full_house] == wanted[full_house]
    assert found[straight] == wanted[straight]
    assert max(SOURCE_FIXED.values()) == SOURCE_FIXED[FIVE_KIND] == N_SOURCES - 1


def test_slot_major_lists_the_same_operands_slot_by_slot() -> None:
    for groups in LAYOUT.parent_groups[1:]:
        for (lo, hi, d, idx), (lo2, hi2, d2, slots) in zip(groups, slot_major(groups), strict=True):
            assert (lo, hi, d) == (lo2, hi2, d2)
            assert np.array_equal(idx.reshape(hi - lo, d), slots.reshape(d, hi - lo).T)

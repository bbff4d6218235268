"""Turn evaluation: legal boxes under each rule, hold values, agreement with the tables."""

from __future__ import annotations

import pytest

from fivedice.strategy.dice import MULTISETS, ROLL_PROBS, SIZE_OFFSETS
from fivedice.strategy.scoring import (
    CHANCE,
    FIVE_KIND,
    FOUR_KIND,
    FULL_HOUSE,
    LARGE_STRAIGHT,
    SMALL_STRAIGHT,
    THREE_KIND,
    placements,
)
from fivedice.strategy.turn import CardState, evaluate_turn
from fivedice.strategy.valuetables import ValueTable, get_table

from .slow_reference import Reference, entries

FOURS, THREES, SIXES = 3, 2, 5


def start_value(table: ValueTable, state: CardState) -> float:
    """Expected future score of a card at the start of a turn, before the first roll."""
    return table.value(state.mask, state.capped_upper, state.five50)


def scores_of(rule: str, mask: int, five50: bool, dice: tuple[int, ...]) -> dict[int, int]:
    counts = tuple(dice.count(f) for f in range(1, 7))
    return {p.box: p.points for p in placements(rule, mask, 0, five50, counts)}


def test_rule_book_vectors_plain_scoring() -> None:
    s = scores_of("off", 0, False, (1, 2, 3, 4, 4))
    assert (s[SMALL_STRAIGHT], s[FOURS], s[LARGE_STRAIGHT], s[CHANCE]) == (30, 8, 0, 14)
    s = scores_of("off", 0, False, (2, 2, 3, 3, 3))
    assert (s[FULL_HOUSE], s[THREE_KIND], s[FOUR_KIND]) == (25, 13, 0)
    s = scores_of("official", 0, False, (4, 4, 4, 4, 4))  # Five box still open
    assert (s[FOURS], s[THREE_KIND], s[FOUR_KIND], s[FIVE_KIND], s[CHANCE]) == (20, 20, 20, 50, 20)
    assert (s[FULL_HOUSE], s[SMALL_STRAIGHT], s[LARGE_STRAIGHT]) == (0, 0, 0)
    s = scores_of("off", 0, False, (3, 3, 3, 4, 6))
    assert (s[THREES], s[FOURS], s[SIXES], s[THREE_KIND], s[CHANCE], s[FOUR_KIND]) == (
        9,
        4,
        6,
        19,
        19,
        0,
    )


def test_upper_bonus_is_earned_by_the_entry_that_reaches_63() -> None:
    mask = 0b011111  # Ones..Fives filled with 3/6/9/12/15 = 45
    (p,) = [p for p in placements("off", mask, 45, False, (0, 0, 0, 0, 2, 3)) if p.box == SIXES]
    assert (p.points, p.bonus, p.upper) == (18, 35, 63)


def test_official_joker_vectors() -> None:
    mask = 1 << FIVE_KIND | 1 << FOURS
    opts = placements("official", mask, 0, True, (0, 0, 0, 5, 0, 0))
    by_box = {p.box: p for p in opts}
    assert set(by_box) == {
        THREE_KIND,
        FOUR_KIND,
        FULL_HOUSE,
        SMALL_STRAIGHT,
        LARGE_STRAIGHT,
        CHANCE,
    }
    large = by_box[LARGE_STRAIGHT]
    assert 50 + large.points + large.bonus == 190
    # Five box holds 0, Sixes open: Sixes is forced, no bonus
    opts = placements("official", 1 << FIVE_KIND, 0, False, (0, 0, 0, 0, 0, 5))
    assert [(p.box, p.points, p.bonus) for p in opts] == [(SIXES, 30, 0)]
    # no lower box open, own upper box filled: any open upper box for 0
    mask = (1 << 13) - 1 & ~(1 << 0) & ~(1 << 1)
    opts = placements("official", mask, 0, True, (0, 0, 0, 0, 0, 5))
    assert sorted((p.box, p.points, p.bonus) for p in opts) == [(0, 0, 100), (1, 0, 100)]


def test_free_joker_vectors() -> None:
    mask = 1 << FIVE_KIND | 1 << FOURS
    by_box = {p.box: p for p in placements("free", mask, 0, True, (0, 0, 0, 5, 0, 0))}
    assert 50 + by_box[LARGE_STRAIGHT].points + by_box[LARGE_STRAIGHT].bonus == 190
    assert by_box[THREES].points == 0 and by_box[THREES].bonus == 100
    assert by_box[FULL_HOUSE].points == 25
    # Five box holds 0: an ordinary roll
    by_box = {p.box: p for p in placements("free", 1 << FIVE_KIND, 0, False, (0, 0, 0, 5, 0, 0))}
    assert by_box[FULL_HOUSE].points == 0 and by_box[FOURS].points == 20
    assert all(p.bonus == 0 for p in by_box.values())
    # rule off: no joker even with 50 in the Five box
    by_box = {p.box: p for p in placements("off", 1 << FIVE_KIND, 0, False, (0, 0, 0, 5, 0, 0))}
    assert by_box[LARGE_STRAIGHT].points == 0 and by_box[LARGE_STRAIGHT].bonus == 0


def test_card_state_from_scores() -> None:
    scores: list[int | None] = [None] * 13
    scores[0], scores[5], scores[FIVE_KIND] = 3, 24, 50
    st = CardState.from_scores(scores)
    assert st == CardState((1 << 0) | (1 << 5) | (1 << FIVE_KIND), 27, True)
    with pytest.raises(ValueError):
        CardState(0, 0, True)


def test_card_state_after_an_entry() -> None:
    start = CardState(1 << 0, 3)
    assert start.after(FOURS, 16) == CardState((1 << 0) | (1 << FOURS), 19)
    assert start.after(CHANCE, 22) == CardState((1 << 0) | (1 << CHANCE), 3)
    assert start.after(FIVE_KIND, 50).five50
    assert not start.after(FIVE_KIND, 0).five50
    assert start.after(FIVE_KIND, 50).after(SIXES, 30).five50  # it stays
    assert start.after(FOURS, 16).key == ((1 << 0) | (1 << FOURS), 19, False)


def test_distinct_holds_are_merged() -> None:
    table = get_table("official")
    adv = evaluate_turn(table, CardState(0, 0), (2, 5, 2, 5, 6), 2)
    assert len(adv.holds) == 3 * 3 * 2 - 1  # counts+1 per face, minus "hold all"
    two = next(h for h in adv.holds if h.kept == (2,))
    assert set(two.patterns) == {
        (True, False, False, False, False),
        (False, False, True, False, False),
    }
    assert all(a.value >= b.value for a, b in zip(adv.holds, adv.holds[1:], strict=False))
    assert all(a.value >= b.value for a, b in zip(adv.boxes, adv.boxes[1:], strict=False))
    assert len(adv.boxes) == 13


@pytest.mark.parametrize("rule", ["off", "official", "free"])
@pytest.mark.parametrize("state", [CardState(0, 0), CardState(0b100000011001, 12, False)])
def test_turn_options_agree_with_the_table(rule: str, state: CardState) -> None:
    """The start value is the mean, over the first roll, of the best option after it."""
    table = get_table(rule)
    total = 0.0
    for r in range(252):
        counts = MULTISETS[SIZE_OFFSETS[5] + r]
        dice = tuple(f + 1 for f in range(6) for _ in range(counts[f]))
        total += ROLL_PROBS[r] * evaluate_turn(table, state, dice, 2).best_value
    assert total == pytest.approx(start_value(table, state), abs=1e-4)


@pytest.mark.parametrize("rule", ["off", "official", "free"])
def test_hold_and_box_values_match_the_slow_reference(rule: str) -> None:
    card = {b: 0 for b in range(13) if b not in (SIXES, FULL_HOUSE)}
    card.update({FIVE_KIND: 50, 4: 20, 3: 16, 2: 9})
    mask = sum(1 << b for b in card)
    state = CardState(mask, 45, True)
    ref = Reference(rule)
    table = get_table(rule)
    for dice, rolls_left in [((6, 6, 6, 2, 3), 2), ((6, 6, 6, 6, 6), 1), ((2, 2, 3, 3, 3), 0)]:
        adv = evaluate_turn(table, state, dice, rolls_left)
        best_box = max(
            ref.entry_value(card, b, p, x) for b, p, x in entries(rule, card, tuple(sorted(dice)))
        )
        assert adv.boxes[0].value == pytest.approx(best_box, abs=1e-4)
        if rolls_left:
            after = ref.roll_values(card, rolls_left - 1)
            for hold in adv.holds:
                assert hold.value == pytest.approx(ref.hold_value(after, hold.kept), abs=1e-4)

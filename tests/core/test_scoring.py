"""RULES.md §2: every box, every roll."""

from __future__ import annotations

import itertools

import pytest

from fivedice.core import Category, score

C = Category


@pytest.mark.parametrize(
    ("dice", "expected"),
    [
        ((1, 2, 3, 4, 4), {C.SMALL_STRAIGHT: 30, C.FOURS: 8, C.LARGE_STRAIGHT: 0, C.CHANCE: 14}),
        ((2, 2, 3, 3, 3), {C.FULL_HOUSE: 25, C.THREE_KIND: 13, C.FOUR_KIND: 0}),
        (
            (4, 4, 4, 4, 4),
            {
                C.FOURS: 20,
                C.THREE_KIND: 20,
                C.FOUR_KIND: 20,
                C.FIVE_KIND: 50,
                C.CHANCE: 20,
                C.FULL_HOUSE: 0,
                C.SMALL_STRAIGHT: 0,
                C.LARGE_STRAIGHT: 0,
            },
        ),
        (
            (3, 3, 3, 4, 6),
            {C.THREES: 9, C.FOURS: 4, C.SIXES: 6, C.THREE_KIND: 19, C.CHANCE: 19, C.FOUR_KIND: 0},
        ),
    ],
)
def test_rule_book_vectors(dice: tuple[int, ...], expected: dict[Category, int]) -> None:
    for category, points in expected.items():
        assert score(category, dice) == points, category.label
        # The order the dice lie in never matters.
        assert score(category, tuple(reversed(dice))) == points


def _independent(category: Category, dice: tuple[int, ...]) -> int:
    """The rule book's table, written a second way (face counts and set tests)."""
    faces = set(dice)
    n = {f: dice.count(f) for f in range(1, 7)}
    if category <= C.SIXES:
        face = int(category) + 1
        return face * n[face]
    if category == C.THREE_KIND:
        return sum(dice) if max(n.values()) >= 3 else 0
    if category == C.FOUR_KIND:
        return sum(dice) if max(n.values()) >= 4 else 0
    if category == C.FULL_HOUSE:
        return 25 if any(n[a] == 3 and n[b] == 2 for a in n for b in n if a != b) else 0
    if category == C.SMALL_STRAIGHT:
        runs = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
        return 30 if any(r <= faces for r in runs) else 0
    if category == C.LARGE_STRAIGHT:
        return 40 if sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else 0
    if category == C.FIVE_KIND:
        return 50 if len(faces) == 1 else 0
    return sum(dice)


def test_every_box_for_all_252_rolls() -> None:
    rolls = list(itertools.combinations_with_replacement(range(1, 7), 5))
    assert len(rolls) == 252
    checked = 0
    for roll in rolls:
        for arrangement in {roll, roll[::-1], roll[2:] + roll[:2]}:
            for category in Category:
                assert score(category, arrangement) == _independent(category, roll), (
                    category.label,
                    arrangement,
                )
                checked += 1
    assert checked >= 252 * 13


def test_card_order_and_names() -> None:
    assert [c.label for c in Category] == [
        "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a Kind",
        "Four of a Kind", "Full House", "Small Straight", "Large Straight", "Five of a Kind",
        "Chance",
    ]  # fmt: skip
    assert all(Category.from_key(c.key) is c for c in Category)


@pytest.mark.parametrize("bad", [(1, 2, 3, 4), (1, 2, 3, 4, 7), (0, 1, 2, 3, 4), (1, 2, 3, 4, "5")])
def test_bad_dice_are_refused(bad: tuple[object, ...]) -> None:
    with pytest.raises(ValueError):
        score(C.CHANCE, bad)  # type: ignore[arg-type]

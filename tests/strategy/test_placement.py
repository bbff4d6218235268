"""The vectorised placements against the game's own legality and scores."""

from __future__ import annotations

import random

import numpy as np
import pytest

from fivedice.core import Category, ExtraFive, Rules, box_options
from fivedice.strategy.dice import MULTISETS, SIZE_OFFSETS, multiset_index
from fivedice.strategy.placement import place_all
from fivedice.strategy.scoring import RULES, UPPER_TARGET


def random_card(rng: random.Random) -> dict[Category, int]:
    """Some boxes filled with scores a game could hold (the Five box often 50 or 0)."""
    card: dict[Category, int] = {}
    for c in Category:
        if rng.random() < 0.55:
            if c.is_upper:
                card[c] = c.face * rng.randint(0, 5)
            elif c is Category.FIVE_KIND:
                card[c] = rng.choice((0, 50))
            else:
                card[c] = rng.randint(0, 30)
    if len(card) == len(Category):
        del card[rng.choice(list(Category))]
    return card


@pytest.mark.parametrize("rule", RULES)
def test_every_placement_is_the_game_s(rule: str) -> None:
    rng = random.Random(rule)
    cards, rolls = [], []
    for i in range(600):
        cards.append(random_card(rng))
        face = rng.randint(1, 6)
        dice = [face] * 5 if i % 3 == 0 else [rng.randint(1, 6) for _ in range(5)]
        rolls.append(dice)
    masks = np.array([sum(1 << int(c) for c in card) for card in cards])
    uppers = np.array([sum(v for c, v in card.items() if c.is_upper) for card in cards])
    flags = np.array([int(rule != "off" and card.get(Category.FIVE_KIND) == 50) for card in cards])
    index = np.array(
        [multiset_index(tuple(sorted(d).count(f) for f in range(1, 7))) for d in rolls]
    )
    placed = place_all(
        rule, masks, np.minimum(uppers, UPPER_TARGET), flags, index - SIZE_OFFSETS[5]
    )
    for j, (card, dice) in enumerate(zip(cards, rolls, strict=True)):
        options = box_options([card], dice, Rules(ExtraFive(rule)))
        assert set(np.flatnonzero(placed.legal[:, j])) == {int(o.category) for o in options}
        upper = uppers[j]
        for o in options:
            box = int(o.category)
            bonus = 35 if o.category.is_upper and upper < 63 <= upper + o.points else 0
            assert placed.points[box, j] == o.points
            assert placed.gain[box, j] == o.points + o.bonus + bonus
            assert placed.mask[box, j] == masks[j] | 1 << box
            if o.category.is_upper:
                assert placed.upper[box, j] == min(63, upper + o.points)
            five = card.get(Category.FIVE_KIND, o.points if box == 11 else None)
            assert placed.flag[box, j] == int(rule != "off" and five == 50)
    assert MULTISETS[SIZE_OFFSETS[5]] == (5, 0, 0, 0, 0, 0)

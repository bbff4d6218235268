"""Box scores and legal placements for one card, as the solver sees them.

The card's boxes are numbered as :class:`fivedice.core.Category` numbers them (card order):
0..5 are Ones..Sixes, then Three of a Kind (6), Four of a Kind (7), Full House (8), Small
Straight (9), Large Straight (10), Five of a Kind (11) and Chance (12).  A set of filled boxes
is a 13-bit mask with bit ``i`` for box ``i``.

The extra-five rule is named by a string: ``"off"``, ``"official"`` or ``"free"``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from fivedice.core import Category, ExtraFive
from fivedice.core.scoring import (
    EXTRA_FIVE_BONUS,
    FIVE_KIND_SCORE,
    FULL_HOUSE_SCORE,
    LARGE_STRAIGHT_SCORE,
    SMALL_STRAIGHT_SCORE,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
)
from fivedice.strategy.dice import ROLL_COUNTS

__all__ = [
    "CHANCE",
    "EXTRA_FIVE_BONUS",
    "FIVE_KIND",
    "FIVE_KIND_SCORE",
    "FOUR_KIND",
    "FULL_HOUSE",
    "FULL_HOUSE_SCORE",
    "FULL_MASK",
    "JOKER_FIXED",
    "LARGE_STRAIGHT",
    "LARGE_STRAIGHT_SCORE",
    "N_BOXES",
    "RULES",
    "SMALL_STRAIGHT",
    "SMALL_STRAIGHT_SCORE",
    "THREE_KIND",
    "UPPER_BONUS",
    "UPPER_TARGET",
    "Placement",
    "box_score",
    "check_rule",
    "placements",
    "upper_bonus",
]

# The rules' numbers come from the core, so the solver cannot drift from the game. Box numbers
# are the Category values as plain ints (they index arrays and bit masks in the hot loops).
N_BOXES = len(Category)
FULL_MASK = (1 << N_BOXES) - 1
THREE_KIND = int(Category.THREE_KIND)
FOUR_KIND = int(Category.FOUR_KIND)
FULL_HOUSE = int(Category.FULL_HOUSE)
SMALL_STRAIGHT = int(Category.SMALL_STRAIGHT)
LARGE_STRAIGHT = int(Category.LARGE_STRAIGHT)
FIVE_KIND = int(Category.FIVE_KIND)
CHANCE = int(Category.CHANCE)
#: The upper total that earns the bonus; the tables cap the upper total here.
UPPER_TARGET = UPPER_BONUS_THRESHOLD

#: Fixed scores of the pattern boxes, which are also their joker scores.
JOKER_FIXED: dict[int, int] = {
    FULL_HOUSE: FULL_HOUSE_SCORE,
    SMALL_STRAIGHT: SMALL_STRAIGHT_SCORE,
    LARGE_STRAIGHT: LARGE_STRAIGHT_SCORE,
}

#: The extra-five rule values, in the order the tables are built.
RULES: tuple[str, ...] = tuple(rule.value for rule in ExtraFive)


def check_rule(rule: str) -> str:
    """Return ``rule`` if it names an extra-five rule, else raise ``ValueError``."""
    if rule not in RULES:
        raise ValueError(f"unknown extra-five rule {rule!r}; expected one of {', '.join(RULES)}")
    return rule


def box_score(box: int, counts: tuple[int, ...]) -> int:
    """Plain score (no joker) of five dice, given by their face counts, in ``box``."""
    total = sum((face + 1) * c for face, c in enumerate(counts))
    if box < 6:
        return (box + 1) * counts[box]
    top = max(counts)
    if box == THREE_KIND:
        return total if top >= 3 else 0
    if box == FOUR_KIND:
        return total if top >= 4 else 0
    if box == FULL_HOUSE:
        return FULL_HOUSE_SCORE if sorted(counts)[-2:] == [2, 3] else 0
    if box == SMALL_STRAIGHT:
        runs = ((0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5))
        return SMALL_STRAIGHT_SCORE if any(all(counts[i] for i in run) for run in runs) else 0
    if box == LARGE_STRAIGHT:
        runs5 = ((0, 1, 2, 3, 4), (1, 2, 3, 4, 5))
        return LARGE_STRAIGHT_SCORE if any(all(counts[i] for i in run) for run in runs5) else 0
    if box == FIVE_KIND:
        return FIVE_KIND_SCORE if top == 5 else 0
    if box == CHANCE:
        return total
    raise ValueError(f"no box {box!r}")


def _score_table() -> np.ndarray:
    table = np.empty((N_BOXES, len(ROLL_COUNTS)), dtype=np.int64)
    for r, counts in enumerate(ROLL_COUNTS):
        c = tuple(int(x) for x in counts)
        for box in range(N_BOXES):
            table[box, r] = box_score(box, c)
    return table


#: SCORES[box, roll]: plain score of each of the 252 rolls in each box.
SCORES: np.ndarray = _score_table()
SCORES.setflags(write=False)


def upper_bonus(upper: int, box: int, points: int) -> int:
    """The upper bonus that entering ``points`` in ``box`` earns on a card whose upper total
    is ``upper``: the bonus when the entry takes the total to 63 or beyond, else 0."""
    return UPPER_BONUS if box < 6 and upper < UPPER_TARGET <= upper + points else 0


def _joker_score(box: int, face: int) -> int:
    """Score of five dice showing ``face`` (0-based) in lower ``box`` as a joker."""
    return JOKER_FIXED.get(box, 5 * (face + 1))


def _upper_reachable() -> np.ndarray:
    reach = np.zeros((64, UPPER_TARGET + 1), dtype=bool)
    reach[0, 0] = True
    for m in range(1, 64):
        face = (m & -m).bit_length() - 1
        for s in np.flatnonzero(reach[m & (m - 1)]):
            for c in range(6):
                reach[m, min(UPPER_TARGET, int(s) + (face + 1) * c)] = True
    return reach


#: UPPER_REACH[upper_mask, u]: whether the capped upper total ``u`` can occur
#: when exactly the upper boxes in ``upper_mask`` (6 bits) are filled.
UPPER_REACH: np.ndarray = _upper_reachable()
UPPER_REACH.setflags(write=False)


@dataclass(frozen=True)
class Placement:
    """One legal way to enter a final roll on the card.

    ``points`` is what the box receives, ``bonus`` the upper bonus and extra-five
    bonus earned by this entry, and (``mask``, ``upper``, ``five50``) the state
    of the card afterwards.
    """

    box: int
    points: int
    bonus: int
    mask: int
    upper: int
    five50: bool


def placements(
    rule: str, mask: int, upper: int, five50: bool, counts: tuple[int, ...]
) -> list[Placement]:
    """Every legal placement of the five dice ``counts`` on a card in the given state.

    ``five50`` says whether the Five of a Kind box holds 50 (only meaningful once
    it is filled).  Applies the extra-five rule ``rule`` (joker and bonus).
    """
    check_rule(rule)
    if sum(counts) != 5:
        raise ValueError("a placement needs five dice")
    open_boxes = [b for b in range(N_BOXES) if not mask >> b & 1]
    five_filled = bool(mask >> FIVE_KIND & 1)
    extra = five_filled and max(counts) == 5
    face = counts.index(5) if extra else -1
    extra_bonus = 0
    scores: dict[int, int]
    if extra and rule == "official":
        extra_bonus = EXTRA_FIVE_BONUS if five50 else 0
        lower_open = [b for b in open_boxes if b >= 6]
        if face in open_boxes:
            scores = {face: 5 * (face + 1)}
        elif lower_open:
            scores = {b: _joker_score(b, face) for b in lower_open}
        else:
            scores = dict.fromkeys(open_boxes, 0)
    elif extra and rule == "free" and five50:
        extra_bonus = EXTRA_FIVE_BONUS
        scores = {b: _joker_score(b, face) if b >= 6 else box_score(b, counts) for b in open_boxes}
    else:
        scores = {b: box_score(b, counts) for b in open_boxes}
    out = []
    for box, points in scores.items():
        bonus = extra_bonus + upper_bonus(upper, box, points)
        new_upper = min(UPPER_TARGET, upper + points) if box < 6 else upper
        new_five50 = five50
        if box == FIVE_KIND:
            new_five50 = points == FIVE_KIND_SCORE
        if rule == "off" or not (mask | 1 << box) >> FIVE_KIND & 1:
            new_five50 = False
        out.append(Placement(box, points, bonus, mask | 1 << box, new_upper, new_five50))
    return out

"""The thirteen boxes and how a roll scores in each (RULES.md §2), without any joker."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from fivedice.words import QT_TRANSLATE_NOOP, translate

Dice = tuple[int, int, int, int, int]

UPPER_BONUS_THRESHOLD = 63
"""Ones…Sixes must total at least this for the upper bonus."""
UPPER_BONUS = 35
"""The upper bonus, per card."""
FIVE_KIND_SCORE = 50
EXTRA_FIVE_BONUS = 100
"""Each extra five scored while the Five of a Kind box holds 50 (when the extra-five rule is on)."""
FULL_HOUSE_SCORE = 25
SMALL_STRAIGHT_SCORE = 30
LARGE_STRAIGHT_SCORE = 40


class Category(enum.IntEnum):
    """A box of the scorecard; the value is its row in card order (upper boxes first)."""

    ONES = 0
    TWOS = 1
    THREES = 2
    FOURS = 3
    FIVES = 4
    SIXES = 5
    THREE_KIND = 6
    FOUR_KIND = 7
    FULL_HOUSE = 8
    SMALL_STRAIGHT = 9
    LARGE_STRAIGHT = 10
    FIVE_KIND = 11
    CHANCE = 12

    @property
    def is_upper(self) -> bool:
        """True for Ones…Sixes."""
        return self <= Category.SIXES

    @property
    def face(self) -> int:
        """The face an upper box counts (1…6); 0 for a lower box."""
        return int(self) + 1 if self.is_upper else 0

    @property
    def label(self) -> str:
        """The box's name as the player reads it, in the language in force."""
        return translate("Box", _LABELS[self])

    @property
    def rule(self) -> str:
        """One sentence saying what the box scores (for tooltips and help), translated."""
        return translate("Box", _RULES[self])

    @property
    def key(self) -> str:
        """A stable lower-case name for save files ("full_house")."""
        return self.name.lower()

    @classmethod
    def from_key(cls, key: str) -> Category:
        """The box named by `key` (as written by :attr:`key`); ValueError if there is none."""
        try:
            return cls[key.upper()]
        except KeyError:
            raise ValueError(f"there is no box called {key!r}") from None

    @classmethod
    def upper(cls) -> tuple[Category, ...]:
        """Ones…Sixes."""
        return tuple(c for c in cls if c.is_upper)

    @classmethod
    def lower(cls) -> tuple[Category, ...]:
        """Three of a Kind…Chance."""
        return tuple(c for c in cls if not c.is_upper)

    @classmethod
    def for_face(cls, face: int) -> Category:
        """The upper box counting `face` (1…6)."""
        return cls(face - 1)


_LABELS = {
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section:
    #: scores the sum of the dice showing 1 (a plural noun).
    Category.ONES: QT_TRANSLATE_NOOP("Box", "Ones"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section:
    #: scores the sum of the dice showing 2 (a plural noun).
    Category.TWOS: QT_TRANSLATE_NOOP("Box", "Twos"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section:
    #: scores the sum of the dice showing 3 (a plural noun).
    Category.THREES: QT_TRANSLATE_NOOP("Box", "Threes"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section:
    #: scores the sum of the dice showing 4 (a plural noun).
    Category.FOURS: QT_TRANSLATE_NOOP("Box", "Fours"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section:
    #: scores the sum of the dice showing 5 (a plural noun).
    Category.FIVES: QT_TRANSLATE_NOOP("Box", "Fives"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section:
    #: scores the sum of the dice showing 6 (a plural noun).
    Category.SIXES: QT_TRANSLATE_NOOP("Box", "Sixes"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Three dice alike:
    #: scores the sum of all five dice.
    Category.THREE_KIND: QT_TRANSLATE_NOOP("Box", "Three of a Kind"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Four dice alike:
    #: scores the sum of all five dice.
    Category.FOUR_KIND: QT_TRANSLATE_NOOP("Box", "Four of a Kind"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Three of one face
    #: and two of another: 25 points.
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("Box", "Full House"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Four faces in a row
    #: (1-2-3-4, 2-3-4-5, 3-4-5-6): 30 points.
    Category.SMALL_STRAIGHT: QT_TRANSLATE_NOOP("Box", "Small Straight"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Five faces in a row:
    #: 40 points.
    Category.LARGE_STRAIGHT: QT_TRANSLATE_NOOP("Box", "Large Straight"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. All five dice alike:
    #: 50 points (the box other games call Yahtzee; this is its name).
    Category.FIVE_KIND: QT_TRANSLATE_NOOP("Box", "Five of a Kind"),
    #: A box (category) of the score card: a row heading in the card's narrow first column, and the
    #: box's name in sentences (“Ana scored 25 in Full House”). Keep it short. Any dice: scores the
    #: sum of all five (a noun).
    Category.CHANCE: QT_TRANSLATE_NOOP("Box", "Chance"),
}
_RULES = {
    Category.ONES: QT_TRANSLATE_NOOP("Box", "The sum of the dice showing 1."),
    Category.TWOS: QT_TRANSLATE_NOOP("Box", "The sum of the dice showing 2."),
    Category.THREES: QT_TRANSLATE_NOOP("Box", "The sum of the dice showing 3."),
    Category.FOURS: QT_TRANSLATE_NOOP("Box", "The sum of the dice showing 4."),
    Category.FIVES: QT_TRANSLATE_NOOP("Box", "The sum of the dice showing 5."),
    Category.SIXES: QT_TRANSLATE_NOOP("Box", "The sum of the dice showing 6."),
    Category.THREE_KIND: QT_TRANSLATE_NOOP(
        "Box", "The sum of all five dice if at least three show the same face."
    ),
    Category.FOUR_KIND: QT_TRANSLATE_NOOP(
        "Box", "The sum of all five dice if at least four show the same face."
    ),
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("Box", "25 for three of one face and two of another."),
    Category.SMALL_STRAIGHT: QT_TRANSLATE_NOOP(
        "Box", "30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6)."
    ),
    Category.LARGE_STRAIGHT: QT_TRANSLATE_NOOP(
        "Box", "40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6)."
    ),
    Category.FIVE_KIND: QT_TRANSLATE_NOOP("Box", "50 when all five dice show the same face."),
    Category.CHANCE: QT_TRANSLATE_NOOP("Box", "The sum of all five dice, always."),
}


def check_dice(dice: Sequence[int]) -> Dice:
    """`dice` as a tuple of five faces 1…6; ValueError naming the problem otherwise."""
    if len(dice) != 5:
        raise ValueError(f"a roll has five dice, not {len(dice)}")
    for d in dice:
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6:
            raise ValueError(f"a die shows 1 to 6, not {d!r}")
    return (dice[0], dice[1], dice[2], dice[3], dice[4])


def is_five_kind(dice: Sequence[int]) -> bool:
    """True when all five dice show the same face (and have been rolled)."""
    return dice[0] != 0 and all(d == dice[0] for d in dice)


def _longest_run(faces: set[int]) -> int:
    best = run = 0
    for face in range(1, 7):
        run = run + 1 if face in faces else 0
        best = max(best, run)
    return best


def score(category: Category, dice: Sequence[int]) -> int:
    """Points for `dice` in `category` by the plain table of RULES.md §2 (no joker, no bonus)."""
    roll = check_dice(dice)
    category = Category(category)
    if category.is_upper:
        return category.face * roll.count(category.face)
    counts = sorted(Counter(roll).values(), reverse=True)
    total = sum(roll)
    if category is Category.THREE_KIND:
        return total if counts[0] >= 3 else 0
    if category is Category.FOUR_KIND:
        return total if counts[0] >= 4 else 0
    if category is Category.FULL_HOUSE:
        return FULL_HOUSE_SCORE if counts == [3, 2] else 0
    if category is Category.SMALL_STRAIGHT:
        return SMALL_STRAIGHT_SCORE if _longest_run(set(roll)) >= 4 else 0
    if category is Category.LARGE_STRAIGHT:
        return LARGE_STRAIGHT_SCORE if _longest_run(set(roll)) == 5 else 0
    if category is Category.FIVE_KIND:
        return FIVE_KIND_SCORE if counts[0] == 5 else 0
    return total  # Chance


def joker_score(category: Category, dice: Sequence[int]) -> int:
    """Points for a five of a kind used as a joker: fixed 25/30/40, the formula elsewhere."""
    if category is Category.FULL_HOUSE:
        return FULL_HOUSE_SCORE
    if category is Category.SMALL_STRAIGHT:
        return SMALL_STRAIGHT_SCORE
    if category is Category.LARGE_STRAIGHT:
        return LARGE_STRAIGHT_SCORE
    return score(category, dice)

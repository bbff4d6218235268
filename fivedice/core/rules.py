"""Game settings (rules, players) and which boxes a roll may fill (RULES.md §4 and §6)."""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fivedice.words import QT_TRANSLATE_NOOP, translate

from .names import clean_name
from .scoring import (
    EXTRA_FIVE_BONUS,
    FIVE_KIND_SCORE,
    Category,
    is_five_kind,
    joker_score,
    score,
)

MAX_PLAYERS = 4
COMPUTER_LEVELS = ("easy", "normal", "hard", "expert")
"""The computer levels, weakest first. Expert plays to win against its opponents (Hard plays for
the highest average score); alone they play alike."""
_LEVEL_NAMES = {
    #: A computer player's level, weakest first Easy, Normal, Hard, Expert: an item of the New game
    #: dialog's list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short
    #: adjective. The weakest.
    "easy": QT_TRANSLATE_NOOP("Level", "Easy"),
    #: A computer player's level, weakest first Easy, Normal, Hard, Expert: an item of the New game
    #: dialog's list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short
    #: adjective. The second.
    "normal": QT_TRANSLATE_NOOP("Level", "Normal"),
    #: A computer player's level, weakest first Easy, Normal, Hard, Expert: an item of the New game
    #: dialog's list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short
    #: adjective. Plays for the highest average score.
    "hard": QT_TRANSLATE_NOOP("Level", "Hard"),
    #: A computer player's level, weakest first Easy, Normal, Hard, Expert: an item of the New game
    #: dialog's list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short
    #: adjective. The strongest: plays to beat its opponents.
    "expert": QT_TRANSLATE_NOOP("Level", "Expert"),
}


def level_name(level: str) -> str:
    """A computer level's name as the player reads it ("Hard"), in the language in force."""
    return translate("Level", _LEVEL_NAMES[level])


class ExtraFive(enum.Enum):
    """What an extra five of a kind (five equal dice, Five of a Kind box already filled) earns."""

    OFF = "off"
    """No bonus and no joker: an extra five scores by the plain table (the classic rules)."""
    OFFICIAL = "official"
    """+100 while the Five box holds 50; a forced joker whenever the Five box is filled."""
    FREE = "free"
    """Only while the Five box holds 50: +100, and the roll may go in any open box as a joker."""

    @property
    def label(self) -> str:
        """The setting's name as the player reads it, in the language in force."""
        return translate("Rules", _EXTRA_FIVE_NAMES[self.value])


_EXTRA_FIVE_NAMES = {
    #: A rule for extra fives in the New game dialog's list and in the scoreboard's kinds of game
    #: (“extra five Off”). “Extra five” is the game's name for the Yahtzee bonus: a second (or
    #: later) five of a kind, rolled after the Five of a Kind box is filled. This one: no bonus and
    #: no joker (an adjective: switched off).
    "off": QT_TRANSLATE_NOOP("Rules", "Off"),
    #: A rule for extra fives in the New game dialog's list and in the scoreboard's kinds of game
    #: (“extra five Off”). “Extra five” is the game's name for the Yahtzee bonus: a second (or
    #: later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the
    #: roll must be used as a joker in a prescribed box.
    "official": QT_TRANSLATE_NOOP("Rules", "Official (forced joker)"),
    #: A rule for extra fives in the New game dialog's list and in the scoreboard's kinds of game
    #: (“extra five Off”). “Extra five” is the game's name for the Yahtzee bonus: a second (or
    #: later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the
    #: roll may go in any open box as a joker.
    "free": QT_TRANSLATE_NOOP("Rules", "Free joker"),
}


@dataclass(frozen=True)
class Rules:
    """The rules a game is played under; immutable once the game starts."""

    extra_five: ExtraFive = ExtraFive.OFF
    cards: int = 1
    """Scorecards per player, 1…3 (the Triple game always has 3)."""
    triple: bool = False
    """The Triple game: three cards counting ×1, ×2 and ×3."""
    time_budget_s: float | None = None
    """Seconds of thinking time per player for the whole game, or None for no limit."""
    open_sheets: bool = True
    """Everyone sees every card (RULES.md §10); when False, a player sees only their own card
    until the game ends, and the other players' boxes and totals are hidden."""

    def __post_init__(self) -> None:
        if not isinstance(self.extra_five, ExtraFive):
            raise ValueError(f"extra_five must be an ExtraFive, not {self.extra_five!r}")
        if not isinstance(self.triple, bool):
            raise ValueError("triple must be True or False")
        if not isinstance(self.open_sheets, bool):
            raise ValueError("open_sheets must be True or False")
        if isinstance(self.cards, bool) or not isinstance(self.cards, int):
            raise ValueError(f"cards must be a whole number, not {self.cards!r}")
        if self.triple:
            if self.cards not in (1, 3):
                raise ValueError("the Triple game is played on exactly three cards")
            object.__setattr__(self, "cards", 3)
        if not 1 <= self.cards <= 3:
            raise ValueError(f"a player fills 1 to 3 cards, not {self.cards}")
        budget = self.time_budget_s
        if budget is not None:
            if isinstance(budget, bool) or not isinstance(budget, (int, float)):
                raise ValueError(f"time_budget_s must be a number of seconds, not {budget!r}")
            if not math.isfinite(budget) or budget <= 0:
                raise ValueError(
                    f"a time budget must be a positive number of seconds, not {budget}"
                )

    @property
    def multipliers(self) -> tuple[int, ...]:
        """What each card's total counts for: (1, 2, 3) in the Triple game, else all 1."""
        return (1, 2, 3) if self.triple else (1,) * self.cards

    @property
    def turns_per_player(self) -> int:
        """Turns each player takes: 13 per card."""
        return len(Category) * self.cards


@dataclass(frozen=True)
class Player:
    """A seat at the table: a name, and a computer level or None for a person.

    The name is kept clean (:func:`~.names.clean_name`): one line, without control characters or
    invisible formatting marks. A name that held nothing else (possible in files written before
    names were cleaned) becomes "Player"; a blank one is refused.
    """

    name: str
    computer: str | None = None
    """None for a human, else a computer level ("easy", "normal", "hard" or "expert")."""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("a player needs a name")
        #: The name of a player whose name is blank (a noun used as a name).
        object.__setattr__(self, "name", clean_name(self.name) or translate("Names", "Player"))
        if self.computer is not None and self.computer not in COMPUTER_LEVELS:
            raise ValueError(
                f"a computer level is one of {', '.join(COMPUTER_LEVELS)}, not {self.computer!r}"
            )

    @property
    def is_computer(self) -> bool:
        """True for a computer player."""
        return self.computer is not None


@dataclass(frozen=True)
class Option:
    """A box the current roll may fill, and what it would earn there."""

    card: int
    category: Category
    points: int
    """Points written in the box (before the card's multiplier)."""
    bonus: int
    """Extra-five bonus earned with it (before the multiplier); 0 when there is none."""


Card = Mapping[Category, int]
"""A card as the boxes filled so far and their scores."""


def _plain(card_index: int, card: Card, dice: Sequence[int]) -> list[Option]:
    return [Option(card_index, c, score(c, dice), 0) for c in Category if c not in card]


def _joker(
    card_index: int, card: Card, dice: Sequence[int], lower: bool, bonus: int
) -> list[Option]:
    """Open lower boxes at joker values, or (lower=False) open upper boxes for 0."""
    if lower:
        return [
            Option(card_index, c, joker_score(c, dice), bonus)
            for c in Category.lower()
            if c not in card
        ]
    return [Option(card_index, c, 0, bonus) for c in Category.upper() if c not in card]


def _single_card_options(
    card_index: int, card: Card, dice: Sequence[int], extra_five: ExtraFive
) -> list[Option]:
    five_box = card.get(Category.FIVE_KIND)
    if extra_five is ExtraFive.OFF or five_box is None or not is_five_kind(dice):
        return _plain(card_index, card, dice)
    face_box = Category.for_face(dice[0])
    if extra_five is ExtraFive.OFFICIAL:
        bonus = EXTRA_FIVE_BONUS if five_box == FIVE_KIND_SCORE else 0
        if face_box not in card:
            return [Option(card_index, face_box, score(face_box, dice), bonus)]
        lower = any(c not in card for c in Category.lower())
        return _joker(card_index, card, dice, lower, bonus)
    # FREE: a joker only while the Five box holds 50.
    if five_box != FIVE_KIND_SCORE:
        return _plain(card_index, card, dice)
    return [
        Option(card_index, c, joker_score(c, dice), EXTRA_FIVE_BONUS)
        for c in Category
        if c not in card
    ]


def _triple_options(cards: Sequence[Card], dice: Sequence[int], rules: Rules) -> list[Option]:
    plain = [o for i, card in enumerate(cards) for o in _plain(i, card, dice)]
    if rules.extra_five is ExtraFive.OFF or not is_five_kind(dice):
        return plain
    face_box = Category.for_face(dice[0])
    all_fifty = all(card.get(Category.FIVE_KIND) == FIVE_KIND_SCORE for card in cards)
    bonus = EXTRA_FIVE_BONUS if all_fifty else 0
    joker = all(Category.FIVE_KIND in card and face_box in card for card in cards)
    if not joker:
        return [Option(o.card, o.category, o.points, bonus) for o in plain]
    lower = any(c not in card for card in cards for c in Category.lower())
    return [o for i, card in enumerate(cards) for o in _joker(i, card, dice, lower, bonus)]


def box_options(cards: Sequence[Card], dice: Sequence[int], rules: Rules) -> list[Option]:
    """Every box of a player's `cards` that `dice` may fill under `rules`, in card/box order.

    This is the single legality and scoring path: previews and fills both come from it.
    """
    if rules.triple:
        return _triple_options(cards, dice, rules)
    return [
        o
        for i, card in enumerate(cards)
        for o in _single_card_options(i, card, dice, rules.extra_five)
    ]

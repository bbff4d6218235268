"""What a game reports: one fill's score, a card's totals rows, and how a finished game ended."""

from __future__ import annotations

from dataclasses import dataclass

from .scoring import Category


@dataclass(frozen=True)
class Fill:
    """What one fill scored."""

    player: int
    card: int
    category: Category
    points: int
    """Points written in the box."""
    bonus: int
    """Extra-five bonus earned with this fill (0 if none)."""
    upper_bonus: int
    """35 if this fill took the card's upper total to 63 or more, else 0."""
    multiplier: int
    """The card's multiplier (2 or 3 only in the Triple game)."""
    number: int = 0
    """Which fill of the game this was, counting every player's (1 = the first)."""

    @property
    def value(self) -> int:
        """Everything this fill added to the player's grand total."""
        return self.multiplier * (self.points + self.bonus + self.upper_bonus)


@dataclass(frozen=True)
class CardSummary:
    """The totals rows of one card."""

    upper: int
    """Ones…Sixes added up."""
    upper_bonus: int
    """35 once the upper total reaches 63, else 0."""
    par_delta: int
    """Upper total minus three of each filled upper box's face ("+4 over par")."""
    extra_bonus: int
    """Extra-five bonuses entered on this card (before the multiplier)."""
    lower: int
    """Three of a Kind…Chance added up."""
    multiplier: int

    @property
    def total(self) -> int:
        """The card's total before its multiplier."""
        return self.upper + self.upper_bonus + self.lower + self.extra_bonus

    @property
    def value(self) -> int:
        """What the card adds to the grand total (its total times its multiplier)."""
        return self.multiplier * self.total


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended."""

    winners: tuple[int, ...]
    """The top total among those who finished: several for a draw, none if all dropped out."""
    ranking: tuple[int, ...]
    """Every player, best first; those who dropped out rank below all who finished."""
    dropped: tuple[int, ...]
    """Players whose time ran out."""
    totals: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        """True when several players share the top total."""
        return len(self.winners) > 1

"""The board of a game: what stands on the table at one moment, and what undo puts back.

Cards and bonuses, turns taken, the player on turn, the dice, the holds and the rolls used: a
:class:`~fivedice.core.game.Game` keeps one board, and a copy of it at each point undo can
return to. The clocks and the drop-outs are not on it: time and a lost player are not taken back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .results import Fill
from .scoring import Category

__all__ = ["NO_DICE", "NO_HOLDS", "Board"]

NO_DICE = (0, 0, 0, 0, 0)
"""The dice before a turn's first roll."""
NO_HOLDS = (False, False, False, False, False)
"""No die held."""


@dataclass
class Board:
    """The part of a game's state that undo restores (clocks and drop-outs are not taken back)."""

    cards: list[list[dict[Category, int]]]
    bonus: list[list[int]]
    turns: list[int]
    fives: list[int]
    """Fills made with five of a kind, per player."""
    current: int
    dice: tuple[int, int, int, int, int]
    held: tuple[bool, bool, bool, bool, bool]
    rolls_used: int
    over: bool
    last: list[Fill | None]
    """Each player's latest fill (None before their first)."""

    @classmethod
    def empty(cls, players: int, cards: int) -> Board:
        """The board of a new game: no box filled, the first player on turn, before a roll."""
        return cls(
            cards=[[{} for _ in range(cards)] for _ in range(players)],
            bonus=[[0] * cards for _ in range(players)],
            turns=[0] * players,
            fives=[0] * players,
            current=0,
            dice=NO_DICE,
            held=NO_HOLDS,
            rolls_used=0,
            over=False,
            last=[None] * players,
        )

    def copy(self) -> Board:
        """A copy that later changes of this board do not touch."""
        return Board(
            cards=[[dict(card) for card in cards] for cards in self.cards],
            bonus=[list(b) for b in self.bonus],
            turns=list(self.turns),
            fives=list(self.fives),
            current=self.current,
            dice=self.dice,
            held=self.held,
            rolls_used=self.rolls_used,
            over=self.over,
            last=list(self.last),
        )

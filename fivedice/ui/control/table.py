"""Where the game is played: at this computer alone, or at a network table.

The controller asks its :class:`Table` the few things that differ between the two, and never
checks which one it has: :data:`HOME`, the table of a game of this computer alone, answers as
if there were no network at all. The network tables (:mod:`fivedice.ui.tables.playing`) are the
other two: one this computer hosts, and a seat at one hosted elsewhere.
"""

from __future__ import annotations

from typing import Protocol

from fivedice.core import Game, Move
from fivedice.store.elsewhere import Elsewhere


class Table(Protocol):
    """What a game's table decides for the controller."""

    @property
    def keeps_game(self) -> bool:
        """True when the real game is here: saved after every change, recorded at the end."""
        ...

    @property
    def networked(self) -> bool:
        """True at a network table (no undo there, RULES.md §8)."""
        ...

    def send(self, move: Move) -> bool:
        """A move of a player here, for a table hosted elsewhere: sent to its host, whose move
        comes back (True); False when the move is made here."""
        ...

    def send_pause(self, paused: bool) -> bool:
        """A pause (or, `paused` False, a resume) asked for here, for a table hosted elsewhere:
        asked of its host (True); False when the game pauses here."""
        ...

    def finished(self, game: Game) -> Game:
        """The game to record once `game` is over (a guest records the host's, with its seed)."""
        ...

    def people_elsewhere(self, seats: frozenset[int]) -> Elsewhere:
        """The players of `seats`, played at other computers, with the ratings their apps told
        the table (their games rate the people here against those)."""
        ...


class HomeTable:
    """The table of a game of this computer alone: every move is made here."""

    keeps_game = True
    networked = False

    def send(self, move: Move) -> bool:
        return False

    def send_pause(self, paused: bool) -> bool:
        return False

    def finished(self, game: Game) -> Game:
        return game

    def people_elsewhere(self, seats: frozenset[int]) -> Elsewhere:
        return Elsewhere(tuple(sorted(seats)))


HOME: Table = HomeTable()
"""The one table of every game not played at a network table."""

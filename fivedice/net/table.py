"""A network table's seats and the contract of what plays its game on the host's computer.

:class:`SeatSpec` says how the host sets a seat; :class:`SeatState` is a seat as the lobby shows
it; a :class:`TableDriver` plays the real game for :class:`~fivedice.net.host.TableHost`.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from fivedice import version
from fivedice.core import (
    COMPUTER_LEVELS,
    Game,
    IllegalMove,
    Player,
    Rules,
)
from fivedice.core.actions import FillMove, HoldMove, RollMove
from fivedice.words import QT_TRANSLATE_NOOP

from .protocol import SEAT_KINDS, move_of_request

__all__ = [
    "DriverFactory",
    "SeatSpec",
    "SeatState",
    "TableDriver",
    "app_version",
    "carry_out",
    "drop_away",
    "new_code",
    "play_request",
]


@dataclass(frozen=True)
class SeatSpec:
    """A seat as the host sets the table: a person at this computer (``"local"``), a computer
    level (``"computer"``, with `level`) or an open seat for a guest (``"remote"``).

    `name` is the person's or the computer's name; for an open seat it is ignored (the guest
    brings one). Blank names become "Player N" (people) or the level's name (computers). An open
    seat is for a guest on the local network, or with `anywhere` for a friend anywhere, who
    comes through the seat's invitation (:mod:`.internet`).
    """

    kind: str
    name: str = ""
    level: str | None = None
    anywhere: bool = False
    rating: tuple[float, float] | None = None
    """A person here: their rating and its deviation (their app tells the table, so that each
    app rates its own people against the others); None when not known (a new player)."""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"a seat is local, computer or remote, not {self.kind!r}")
        if (self.kind == "computer") != (self.level is not None):
            raise ValueError("a computer seat, and only a computer seat, has a level")
        if self.anywhere and self.kind != "remote":
            raise ValueError("only an open seat is for a friend anywhere")
        if self.level is not None and self.level not in COMPUTER_LEVELS:
            raise ValueError(f"a computer level is easy, normal or hard, not {self.level!r}")


@dataclass(frozen=True)
class SeatState:
    """A seat in the lobby: who sits there now."""

    kind: str
    name: str
    """The player's name ("" for an open seat no guest has taken)."""
    level: str | None
    taken: bool
    """True when someone sits there (local and computer seats always)."""
    away: bool
    """True while the guest of this seat is disconnected (within the grace period or after)."""
    player: int | None
    """The seat's index in the game's players once it started (None before, or when empty)."""
    anywhere: bool = False
    """An open seat for a friend anywhere (joining with the seat's invitation code)."""
    rating: tuple[float, float] | None = None
    """The person's rating and deviation as their app told the table (not in the lobby)."""

    def to_json(self) -> dict[str, Any]:
        """The seat as a lobby message carries it."""
        data: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind,
            "taken": self.taken,
            "away": self.away,
            "player": self.player,
        }
        if self.level is not None:
            data["level"] = self.level
        return data


class TableDriver(Protocol):
    """What plays the real game on the host's computer (a window's controller, or headless).

    The driver calls :meth:`TableHost.publish` after every change to its game (a move, a pause
    or a resume, a drop-out) and :meth:`TableHost.publish_clock` as its clock runs.
    """

    @property
    def game(self) -> Game:
        """The real game, with its seed."""
        ...

    def act(self, seat: int, move: RollMove | HoldMove | FillMove) -> str | None:
        """Make a guest's `move` for player `seat` (an index into ``game.players``), which the
        host has checked is on turn. None when done, else a sentence saying why not (the
        core's refusal)."""
        ...

    def drop(self, seat: int) -> None:
        """Player `seat` (on turn) was away longer than the grace period: drop them out as a
        time-budget drop-out does (``game.apply(("drop", seat))``)."""
        ...


DriverFactory = Callable[[list[Player], Rules, int], TableDriver]
"""Makes the driver when the game starts, for the players at the table, the rules and the seed
all the players made (its game must be a new game with that seed)."""


def play_request(
    driver: TableDriver | None, player: int | None, msg: Mapping[str, Any]
) -> str | None:
    """Carry out a guest's (checked) request `msg` for a roll, a hold or a fill of `player`
    (None: a guest with no player) with `driver` (None: the game is not dealt yet): None when
    done, else why not (in English, for the guest's app to translate). The host's checks are
    here: the game goes on, it is that player's turn; the rules are the core's."""
    if driver is None:
        return QT_TRANSLATE_NOOP("Net", "The game has not started yet.")
    game = driver.game
    if game.is_over:
        #: Why a network table refuses a move of a player at another computer: the game has
        #: ended.
        return QT_TRANSLATE_NOOP("Net", "The game is over.")
    if player != game.current_player or player in game.dropped:
        return QT_TRANSLATE_NOOP("Net", "It is not your turn.")
    move = move_of_request(msg)
    if move is None:
        return QT_TRANSLATE_NOOP("Net", "Only the host can do that.")
    return driver.act(game.current_player, move)


def carry_out(game: Game, move: RollMove | HoldMove | FillMove) -> str | None:
    """Make a guest's `move` in `game`, for the player on turn: None when it was made, else the
    core's sentence saying why not. For drivers: the checks that the seat is on turn are the
    host's, the rules are the core's."""
    try:
        game.apply(move)
    except IllegalMove as exc:
        return str(exc) or QT_TRANSLATE_NOOP("Net", "That move is not allowed.")
    return None


def drop_away(game: Game, seat: int) -> bool:
    """Drop out player `seat`, away longer than the grace period, if they are on turn and still
    playing (a drop-out by time, RULES.md §9). Returns whether they were dropped."""
    if game.is_over or game.current_player != seat or seat in game.dropped:
        return False
    game.apply(("drop", seat))
    return True


def new_code() -> str:
    """A random four-digit join code."""
    return f"{secrets.randbelow(10_000):04d}"


def app_version() -> str:
    """This app's version, as a hello names it (cut to fit)."""
    return version()[:32]

"""How a game is written to a save: its format and version, its parts, its moves.

:meth:`Game.to_dict <fivedice.core.game.Game.to_dict>` writes a game with these pieces and
:meth:`Game.from_dict <fivedice.core.game.Game.from_dict>` reads it back, checking every part.
A saved game keeps its players, rules and seed, the log of its moves (replayed on load) and the
state those moves lead to (checked against the replay), with the state the log does not hold:
the clocks, where undo stops, and the holds between two rolls.

Versions: 1 let undo reach back over many turns; 2 added where undo stops (``undo_floor``);
3 keeps holds out of the log (each roll is logged with the dice held at that moment, and the
holds since the last roll are state). Older logs replay as they are: their hold toggles are
taken again, and their undo positions are moved to where the same moves stand in the new log.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from .actions import Held, Move
from .errors import SaveFormatError
from .names import clean_name
from .scoring import Category
from .versioned import VersionedFormat

__all__ = [
    "SAVED_GAME",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "field",
    "held_from_json",
    "held_to_json",
    "is_time",
    "move_from_json",
    "move_to_json",
    "moved_positions",
    "seat_name",
    "section",
]

SAVE_FORMAT = "fivedice.game"
SAVE_VERSION = 3
SAVED_GAME = VersionedFormat(
    newest=SAVE_VERSION,
    mark=SAVE_FORMAT,
    oldest=1,
    not_object="a saved game is a JSON object, not {type}",
    foreign="this is not a Five Dice saved game",
    no_version="the saved game has no format version",
    newer="the game was saved by a newer Five Dice (format {version}; this one reads up to "
    "{newest})",
    older="unknown save format version {version}",
)


def section(data: Mapping[str, Any], key: str, kind: type) -> Any:
    """The part `key` of a saved game, which must be a `kind`; SaveFormatError if not."""
    value = data.get(key)
    if not isinstance(value, kind):
        raise SaveFormatError(f"the saved game's {key!r} section is missing or damaged")
    return value


def field(data: Any, key: str) -> Any:
    """The entry `key` of a saved mapping; ValueError naming it when it is missing."""
    if not isinstance(data, Mapping) or key not in data:
        raise ValueError(f"{key!r} is missing")
    return data[key]


def is_time(value: Any) -> bool:
    """True for a saved clock reading: a finite number of seconds, not negative."""
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and value >= 0
    )


def held_to_json(held: Held) -> list[int]:
    """The dice held, as the slots (0…4) that are: ``[0, 3]``, or ``[]`` for none."""
    return [slot for slot, keep in enumerate(held) if keep]


def held_from_json(raw: Any) -> Held:
    """The five hold flags of saved slots (:func:`held_to_json`); ValueError if not such a list."""
    if not isinstance(raw, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < 5 for s in raw
    ):
        raise ValueError("held dice are a list of slots 0 to 4")
    if sorted(set(raw)) != raw:
        raise ValueError("held slots are listed once each, in order")
    h0, h1, h2, h3, h4 = (slot in raw for slot in range(5))
    return (h0, h1, h2, h3, h4)


def move_to_json(move: Move) -> list[Any]:
    """A move as a save (and a network table) writes it: a box by its key, holds by slot."""
    if move[0] == "fill":
        return ["fill", move[1], move[2].key]
    if move[0] == "roll" and len(move) == 2:
        return ["roll", held_to_json(move[1])]
    return list(move)


def move_from_json(raw: Any) -> Move:
    """The move written by :func:`move_to_json`; ValueError when its shape is not one."""
    if not isinstance(raw, (list, tuple)) or not raw or not isinstance(raw[0], str):
        raise ValueError("an action is a list naming its kind")
    if raw[0] == "fill":
        if len(raw) != 3 or not isinstance(raw[2], str):
            raise ValueError("a fill names its card and box")
        return ("fill", raw[1], Category.from_key(raw[2]))
    if raw[0] == "roll" and len(raw) == 2:
        return ("roll", held_from_json(raw[1]))
    # Any other shape goes to Game.apply, which checks it and names what does not fit.
    return tuple(raw)


def seat_name(name: Any, seat: int) -> Any:
    """A saved name as seat `seat` keeps it: cleaned, and "Player N" when nothing visible is
    left (a file written before names were cleaned). Anything but text is left for Player to
    refuse."""
    return clean_name(name, seat) if isinstance(name, str) and name.strip() else name


def moved_positions(positions: Any, where: Sequence[int], what: str) -> list[int]:
    """Positions in an older log (undo points, the undo floor) moved to the same moves' places
    in the log replayed from it: `where[i]` is the length of the new log after the first `i`
    old moves. SaveFormatError for a position that is not one of the old log's."""
    if not isinstance(positions, list) or not all(
        isinstance(n, int) and not isinstance(n, bool) and 0 <= n < len(where) for n in positions
    ):
        raise SaveFormatError(f"the saved {what} does not fit the saved actions")
    return [where[n] for n in positions]

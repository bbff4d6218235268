"""The table protocol: newline-delimited JSON messages with a strict schema per type.

Every message is one UTF-8 JSON object on one line, at most :data:`MAX_MESSAGE` bytes, with a
``"type"`` naming it. :func:`decode` accepts a message only when it has exactly the fields of its
type, each of the right type and in range; anything else raises :class:`ProtocolError`, which the
host answers with an ``error`` message (and, repeated, with a disconnect). JSON is the only
format: nothing is ever unpickled or evaluated. ``docs/PROTOCOL.md`` describes every message.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fivedice.core import COMPUTER_LEVELS, MAX_PLAYERS, Category, ExtraFive, Move, Player, Rules
from fivedice.core.actions import FillMove, HoldMove, RollMove
from fivedice.core.saveformat import held_from_json, held_to_json, move_from_json, move_to_json

__all__ = [
    "CLIENT_TYPES",
    "HOST_TYPES",
    "MAX_MESSAGE",
    "NAME_MAX",
    "PROTOCOL_VERSION",
    "UNSEEN_FILL",
    "LineReader",
    "ProtocolError",
    "decode",
    "encode",
    "held_from_json",
    "held_to_json",
    "is_unseen_fill",
    "move_from_json",
    "move_to_json",
    "players_from_json",
    "players_to_json",
    "rules_from_json",
    "rules_to_json",
]

PROTOCOL_VERSION = 4
RATING_MAX = 10_000.0
"""The highest rating (or deviation) a message may carry: far beyond any player's."""
"""The version a hello names; a host refuses any other with a sentence saying so. (2: the seed
is made by every player together, and hidden score sheets are hidden on the wire; 3: holds are
not moves: a roll carries the dice held for it, and the holds between rolls are a "held"
message.)"""
MAX_MESSAGE = 65_536
"""The most bytes one message may take, its newline not counted."""
NAME_MAX = 24
"""The most characters a player's name keeps once cleaned."""
NAME_SENT_MAX = 64
"""The most characters a hello's name may have before it is cleaned and cut to NAME_MAX."""
TABLE_NAME_MAX = 40
"""The most characters of a table's name."""
TEXT_MAX = 300
"""The most characters of a sentence (an error, a reason)."""
TOKEN_LENGTH = 32
"""A seat's rejoin token: this many lower-case hex digits."""
SHARE_LENGTH = 64
"""A share of the seed (32 random bytes) and a pledge (its SHA-256): this many hex digits."""
MOST_FILLS = MAX_PLAYERS * 3 * 13
"""The most boxes a game fills: four players with three cards each."""
ACTIONS = ("roll", "hold", "fill", "pause", "resume", "leave")
"""What a guest may ask for in a request."""
SEAT_KINDS = ("local", "computer", "remote")
"""Who sits in a seat: a person at the host's computer, a computer level, a guest."""
MAX_TIME = 10.0**7
"""A clock reading larger than this many seconds (about four months) is refused as nonsense."""


class ProtocolError(ValueError):
    """A message that is not valid: too long, not JSON, an unknown type or a wrong field."""


# ----------------------------------------------------------------------------- field checks

Check = Callable[[Any], bool]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(low: int, high: int) -> Check:
    return lambda v: _is_int(v) and low <= v <= high


def _number(low: float, high: float) -> Check:
    return lambda v: (
        isinstance(v, (int, float))
        and not isinstance(v, bool)
        and math.isfinite(v)
        and low <= v <= high
    )


def _text(longest: int, pattern: str | None = None) -> Check:
    compiled = re.compile(pattern) if pattern else None
    return lambda v: (
        isinstance(v, str)
        and len(v) <= longest
        and (compiled is None or compiled.fullmatch(v) is not None)
    )


def _bool(value: Any) -> bool:
    return isinstance(value, bool)


def _one_of(*values: str) -> Check:
    return lambda v: isinstance(v, str) and v in values


def _or_none(check: Check) -> Check:
    return lambda v: v is None or check(v)


def _list(check: Check, shortest: int, longest: int) -> Check:
    return lambda v: isinstance(v, list) and shortest <= len(v) <= longest and all(map(check, v))


def _object(fields: Mapping[str, Check], optional: Mapping[str, Check] | None = None) -> Check:
    optional = optional or {}

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return False
        keys = set(value)
        if not set(fields) <= keys <= set(fields) | set(optional):
            return False
        every = {**fields, **optional}
        return all(every[k](value[k]) for k in keys)

    return check


def _slots(value: Any) -> bool:
    """Held dice: their slots (0…4), each once, in order."""
    try:
        held_from_json(value)
    except ValueError:
        return False
    return True


def _move(value: Any) -> bool:
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        return False
    kind, rest = value[0], value[1:]
    if kind == "roll":
        return len(rest) == 1 and _slots(rest[0])
    if kind == "fill":  # without its card and box: a box was filled, which one is not said
        return not rest or (len(rest) == 2 and _int(0, 2)(rest[0]) and _box(rest[1]))
    if kind == "drop":
        return len(rest) == 1 and _int(0, MAX_PLAYERS - 1)(rest[0])
    return False


_BOX_KEYS = frozenset(c.key for c in Category)
_box = _one_of(*_BOX_KEYS)
_name = _text(NAME_MAX)
_sentence = _text(TEXT_MAX)
_player_index = _int(0, MAX_PLAYERS - 1)
_time = _number(0.0, MAX_TIME)
_level = _one_of(*COMPUTER_LEVELS)
_clock = _object({"elapsed": _time, "used": _list(_time, 1, MAX_PLAYERS), "paused": _bool})
_hex64 = _text(SHARE_LENGTH, rf"[0-9a-f]{{{SHARE_LENGTH}}}")
_rating = _list(_number(0.0, RATING_MAX), 2, 2)
"""A player's rating and its deviation, as their app tells the table (never their ID)."""


def _fill(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and _int(0, 2)(value[0]) and _box(value[1])


_RULES = _object(
    {
        "extra_five": _one_of(*(e.value for e in ExtraFive)),
        "cards": _int(1, 3),
        "triple": _bool,
        "time_budget_s": _or_none(_number(1e-3, MAX_TIME)),
        "open_sheets": _bool,
    }
)
_PLAYER = _object({"name": _name, "computer": _or_none(_level)})
_LOBBY_SEAT = _object(
    {
        "name": _name,
        "kind": _one_of(*SEAT_KINDS),
        "taken": _bool,
        "away": _bool,
        "player": _or_none(_player_index),
    },
    {"level": _level},
)


@dataclass(frozen=True)
class _Schema:
    fields: Mapping[str, Check]
    optional: Mapping[str, Check]
    rule: Callable[[dict[str, Any]], str | None] | None = None
    """A check across fields: None when the message is fine, else what is wrong."""


def _request_rule(msg: dict[str, Any]) -> str | None:
    action = msg["action"]
    wanted = {"hold": {"slot"}, "fill": {"card", "box"}}.get(action, set())
    given = set(msg) - {"type", "action"}
    if given != wanted:
        needs = ", ".join(sorted(wanted)) or "no other field"
        return f"a {action} request takes {needs}"
    return None


def _start_rule(msg: dict[str, Any]) -> str | None:
    if len(msg["pledges"]) != len(msg["players"]):
        return "a start has one pledge (or null) per player"
    if "ratings" in msg and len(msg["ratings"]) != len(msg["players"]):
        return "a start has one rating (or null) per player"
    if any(r is not None and r[1] > 350 for r in msg.get("ratings", ())):
        return "a rating's deviation is at most 350"
    return None


def _end_rule(msg: dict[str, Any]) -> str | None:
    if len(msg["nonces"]) != len(msg["clock"]["used"]):
        return "an end has one nonce (or null) and one clock per player"
    return None


def _move_rule(msg: dict[str, Any]) -> str | None:
    if (msg["move"][0] == "roll") != ("faces" in msg):
        return "a roll, and only a roll, comes with its faces"
    if is_unseen_fill(msg["move"]) != ("seal" in msg):
        return "a fill without its box, and only such a fill, comes with its seal"
    return None


_SCHEMAS: dict[str, _Schema] = {
    # guest → host
    "hello": _Schema(
        {
            "protocol": _int(0, 2**31),
            "app": _text(32),
            "name": _text(NAME_SENT_MAX),
            "code": _text(4, r"[0-9]{4}"),
        },
        {
            "token": _text(TOKEN_LENGTH, rf"[0-9a-f]{{{TOKEN_LENGTH}}}"),
            "pledge": _hex64,
            "rating": _rating,
        },
    ),
    "reveal": _Schema({"nonce": _hex64}, {}),
    "request": _Schema(
        {"action": _one_of(*ACTIONS)},
        {"slot": _int(0, 4), "card": _int(0, 2), "box": _box},
        _request_rule,
    ),
    # both ways
    "ping": _Schema({}, {}),
    # host → guest
    "welcome": _Schema(
        {
            "seat": _int(0, MAX_PLAYERS - 1),
            "token": _text(TOKEN_LENGTH, rf"[0-9a-f]{{{TOKEN_LENGTH}}}"),
            "table": _text(TABLE_NAME_MAX),
            "grace": _time,
        },
        # "lost": the seat was taken back through its invitation by an app that lost its share
        # of the seed (a friend anywhere whose app was closed): the seat's pledge is not its own.
        {"lost": _bool},
    ),
    "refused": _Schema({"reason": _sentence}, {"retry": _bool}),
    "lobby": _Schema({"seats": _list(_LOBBY_SEAT, 1, MAX_PLAYERS)}, {}),
    "start": _Schema(
        {
            "players": _list(_PLAYER, 1, MAX_PLAYERS),
            "rules": _RULES,
            "seats": _list(_player_index, 0, MAX_PLAYERS),
            "commitment": _hex64,
            "pledges": _list(_or_none(_hex64), 1, MAX_PLAYERS),
        },
        {"ratings": _list(_or_none(_rating), 1, MAX_PLAYERS)},
        _start_rule,
    ),
    "move": _Schema(
        {"n": _int(0, 10**6), "move": _move},
        {"faces": _list(_int(1, 6), 5, 5), "seal": _hex64},
        _move_rule,
    ),
    "held": _Schema({"n": _int(0, 10**6), "held": _slots}, {}),
    "clock": _Schema({"elapsed": _time, "used": _list(_time, 1, MAX_PLAYERS), "paused": _bool}, {}),
    "away": _Schema({"player": _player_index}, {}),
    "back": _Schema({"player": _player_index}, {}),
    "end": _Schema(
        {
            "secret": _hex64,
            "nonces": _list(_or_none(_hex64), 1, MAX_PLAYERS),
            "fills": _list(_fill, 0, MOST_FILLS),
            "clock": _clock,
        },
        {},
        _end_rule,
    ),
    "error": _Schema({"message": _sentence}, {}),
    "closed": _Schema({"reason": _sentence}, {}),
}

CLIENT_TYPES = frozenset({"hello", "request", "reveal", "ping"})
"""The messages a guest may send."""
HOST_TYPES = frozenset(_SCHEMAS) - (CLIENT_TYPES - {"ping"})
"""The messages a host may send."""


def _check(msg: dict[str, Any]) -> None:
    kind = msg.get("type")
    schema = _SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError(f"unknown message type {kind!r}"[:TEXT_MAX])
    every = {**schema.fields, **schema.optional}
    for key in msg:
        if key != "type" and key not in every:
            raise ProtocolError(f"a {kind} message has no field {key!r}"[:TEXT_MAX])
    for key in schema.fields:
        if key not in msg:
            raise ProtocolError(f"a {kind} message needs the field {key!r}")
    for key, check in every.items():
        if key in msg and not check(msg[key]):
            raise ProtocolError(f"the {kind} message's {key!r} is not valid")
    if schema.rule is not None:
        problem = schema.rule(msg)
        if problem:
            raise ProtocolError(problem)


def encode(msg: Mapping[str, Any]) -> bytes:
    """`msg` as one line of the protocol (its newline included); ProtocolError when it does not
    fit its schema or is too long (a bug in the sender: nothing goes out that a peer would
    refuse)."""
    data = dict(msg)
    _check(data)
    line = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    raw = line.encode("utf-8")
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError(f"a {data['type']} message of {len(raw)} bytes is too long")
    return raw + b"\n"


def _no_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not a number the protocol knows")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ProtocolError(f"the field {key!r} is given twice"[:TEXT_MAX])
        result[key] = value
    return result


def decode(line: bytes, allowed: frozenset[str] | None = None) -> dict[str, Any]:
    """The message on `line` (without its newline), checked against its type's schema and, when
    given, against the types `allowed` from this peer. ProtocolError says what is wrong."""
    if len(line) > MAX_MESSAGE:
        raise ProtocolError(f"a message may take {MAX_MESSAGE} bytes, not {len(line)}")
    try:
        text = line.decode("utf-8")
        data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_keys)
    except UnicodeDecodeError:
        raise ProtocolError("a message is UTF-8 text") from None
    except RecursionError:
        raise ProtocolError("a message is nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise ProtocolError(f"a message is one JSON object: {exc.msg}") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    _check(data)
    if allowed is not None and data["type"] not in allowed:
        raise ProtocolError(f"a {data['type']} message cannot be sent this way")
    return data


class LineReader:
    """Splits a byte stream into lines; refuses a line longer than :data:`MAX_MESSAGE` before
    holding more than that in memory."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The complete lines `data` finished (without newlines); ProtocolError when a line
        runs past the limit (the stream cannot be trusted after that)."""
        return list(self.split(data))

    def split(self, data: bytes) -> Iterator[bytes]:
        """The complete lines `data` finished, one at a time, as :meth:`feed`. A reader that
        stops early (a connection being closed) leaves the rest unsplit: a chunk of many empty
        lines costs only the lines read."""
        self._buffer += data
        while True:
            end = self._buffer.find(b"\n")
            if end < 0:
                break
            if end > MAX_MESSAGE:
                raise ProtocolError(f"a message may take {MAX_MESSAGE} bytes")
            line = bytes(self._buffer[:end])
            del self._buffer[: end + 1]
            yield line.rstrip(b"\r")
        if len(self._buffer) > MAX_MESSAGE:
            raise ProtocolError(f"a message may take {MAX_MESSAGE} bytes")


# ------------------------------------------------------------------ game data on the wire


UNSEEN_FILL = ("fill",)
"""A fill as the other seats' guests are told of it under hidden score sheets: a box was filled,
which one (and so its score) is not said until the end."""


def is_unseen_fill(raw: Sequence[Any]) -> bool:
    """True for the move of a (checked) message that is a fill without its card and box."""
    return tuple(raw) == UNSEEN_FILL


def move_of_request(msg: Mapping[str, Any]) -> RollMove | HoldMove | FillMove | None:
    """The move a (checked) request asks for; None for a request that is no move (pause,
    resume, leave)."""
    action = msg["action"]
    if action == "roll":
        return ("roll",)
    if action == "hold":
        return ("hold", int(msg["slot"]))
    if action == "fill":
        return ("fill", int(msg["card"]), Category.from_key(msg["box"]))
    return None


def request_of(move: Move) -> dict[str, Any]:
    """The request message that asks the host for `move` (a guest's roll, hold or fill)."""
    if move[0] == "roll":
        return {"type": "request", "action": "roll"}
    if move[0] == "hold":
        return {"type": "request", "action": "hold", "slot": move[1]}
    if move[0] == "fill":
        return {"type": "request", "action": "fill", "card": move[1], "box": move[2].key}
    raise ValueError(f"a guest cannot ask for {move!r}")


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """Rules as the start message carries them."""
    return {
        "extra_five": rules.extra_five.value,
        "cards": rules.cards,
        "triple": rules.triple,
        "time_budget_s": rules.time_budget_s,
        "open_sheets": rules.open_sheets,
    }


def rules_from_json(data: Mapping[str, Any]) -> Rules:
    """The rules of a (checked) start message; ProtocolError when they do not make rules."""
    try:
        return Rules(
            extra_five=ExtraFive(data["extra_five"]),
            cards=data["cards"],
            triple=data["triple"],
            time_budget_s=data["time_budget_s"],
            open_sheets=data["open_sheets"],
        )
    except ValueError as exc:
        raise ProtocolError(f"the rules are not valid: {exc}") from None


def players_to_json(players: Sequence[Player]) -> list[dict[str, Any]]:
    """Players as the start message carries them."""
    return [{"name": p.name, "computer": p.computer} for p in players]


def players_from_json(data: Sequence[Mapping[str, Any]]) -> list[Player]:
    """The players of a (checked) start message; ProtocolError for a blank name."""
    try:
        return [Player(p["name"], p["computer"]) for p in data]
    except ValueError as exc:
        raise ProtocolError(f"the players are not valid: {exc}") from None

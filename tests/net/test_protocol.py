"""The protocol's messages: exactly the fields of their type, right types, sane values, one
line of at most 64 KiB; anything else is a ProtocolError and never anything worse."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fivedice.net.protocol import (
    CLIENT_TYPES,
    HOST_TYPES,
    MAX_MESSAGE,
    LineReader,
    ProtocolError,
    decode,
    encode,
)

TOKEN = "0123456789abcdef" * 2
SHARE = "0123456789abcdef" * 4
HELLO = {"type": "hello", "protocol": 2, "app": "0.1.0", "name": "Ana", "code": "0420"}
GOOD = [
    HELLO,
    {**HELLO, "token": TOKEN},
    {**HELLO, "pledge": SHARE},
    {"type": "reveal", "nonce": SHARE},
    {"type": "request", "action": "roll"},
    {"type": "request", "action": "hold", "slot": 4},
    {"type": "request", "action": "fill", "card": 2, "box": "full_house"},
    {"type": "request", "action": "leave"},
    {"type": "ping"},
    {"type": "welcome", "seat": 3, "token": TOKEN, "table": "Kitchen", "grace": 60.0},
    {"type": "refused", "reason": "The join code was wrong."},
    {
        "type": "lobby",
        "seats": [
            {"name": "Ana", "kind": "remote", "taken": True, "away": False, "player": 0},
            {"name": "", "kind": "computer", "level": "hard", "taken": True, "away": False,
             "player": None},
        ],
    },
    {
        "type": "start",
        "players": [{"name": "Ana", "computer": None}, {"name": "Hard", "computer": "hard"}],
        "rules": {"extra_five": "free", "cards": 3, "triple": True, "time_budget_s": 300,
                  "open_sheets": False},
        "seats": [0],
        "commitment": SHARE,
        "pledges": [SHARE, None],
    },
    {"type": "move", "n": 0, "move": ["roll", []], "faces": [1, 2, 3, 4, 6]},
    {"type": "move", "n": 1, "move": ["roll", [0, 4]], "faces": [1, 2, 3, 4, 6]},
    {"type": "held", "n": 2, "held": [1, 2]},
    {"type": "held", "n": 2, "held": []},
    {"type": "move", "n": 2, "move": ["fill", 1, "chance"]},
    {"type": "move", "n": 2, "move": ["fill"], "seal": SHARE},
    {"type": "move", "n": 3, "move": ["drop", 3]},
    {"type": "clock", "elapsed": 12.5, "used": [3, 9.5], "paused": True},
    {"type": "away", "player": 1},
    {"type": "back", "player": 1},
    {"type": "end", "secret": SHARE, "nonces": [None, SHARE], "fills": [[0, "chance"]],
     "clock": {"elapsed": 1, "used": [1, 2], "paused": False}},
    {"type": "error", "message": "It is not your turn."},
    {"type": "closed", "reason": "The host closed the table."},
]  # fmt: skip


@pytest.mark.parametrize("msg", GOOD, ids=lambda m: m["type"])
def test_every_kind_of_message_goes_through_unchanged(msg):
    line = encode(msg)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert decode(line[:-1]) == msg


def test_each_side_sends_only_its_own_messages():
    assert {m["type"] for m in GOOD} == CLIENT_TYPES | HOST_TYPES
    with pytest.raises(ProtocolError, match="cannot be sent"):
        welcome = next(m for m in GOOD if m["type"] == "welcome")
        decode(encode(welcome)[:-1], CLIENT_TYPES)  # a guest cannot send a welcome
    with pytest.raises(ProtocolError, match="cannot be sent"):
        decode(encode(HELLO)[:-1], HOST_TYPES)
    with pytest.raises(ProtocolError, match="cannot be sent"):
        decode(encode({"type": "reveal", "nonce": SHARE})[:-1], HOST_TYPES)


BAD = [
    ({**HELLO, "admin": True}, "no field 'admin'"),
    ({k: v for k, v in HELLO.items() if k != "code"}, "needs the field 'code'"),
    ({**HELLO, "protocol": "1"}, "'protocol'"),
    ({**HELLO, "protocol": True}, "'protocol'"),
    ({**HELLO, "code": "12a4"}, "'code'"),
    ({**HELLO, "code": "12345"}, "'code'"),
    ({**HELLO, "name": "x" * 65}, "'name'"),
    ({**HELLO, "token": "../../etc/passwd"}, "'token'"),
    ({**HELLO, "pledge": SHARE.upper()}, "'pledge'"),
    ({"type": "reveal", "nonce": SHARE[:-1]}, "'nonce'"),
    (
        {
            "type": "start",
            "players": [{"name": "Ana", "computer": None}],
            "rules": {
                "extra_five": "off",
                "cards": 1,
                "triple": False,
                "time_budget_s": None,
                "open_sheets": True,
            },
            "seats": [0],
            "commitment": SHARE,
            "pledges": [SHARE, None],
        },
        "one pledge",
    ),
    (
        {
            "type": "end",
            "secret": SHARE,
            "nonces": [None],
            "fills": [],
            "clock": {"elapsed": 1, "used": [1, 2], "paused": False},
        },
        "one nonce",
    ),
    (
        {
            "type": "end",
            "secret": SHARE,
            "nonces": [None],
            "fills": [[0, "joker"]],
            "clock": {"elapsed": 1, "used": [1], "paused": False},
        },
        "'fills'",
    ),
    (
        {"type": "end", "seed": 3, "clock": {"elapsed": 1, "used": [1], "paused": False}},
        "no field 'seed'",
    ),
    ({"type": "request", "action": "undo"}, "'action'"),
    ({"type": "request", "action": "hold"}, "takes slot"),
    ({"type": "request", "action": "hold", "slot": 5}, "'slot'"),
    ({"type": "request", "action": "hold", "slot": True}, "'slot'"),
    ({"type": "request", "action": "hold", "slot": 1.0}, "'slot'"),
    ({"type": "request", "action": "roll", "slot": 1}, "takes no other field"),
    ({"type": "request", "action": "fill", "card": 0}, "takes box, card"),
    ({"type": "request", "action": "fill", "card": 0, "box": "yahtzee"}, "'box'"),
    ({"type": "request", "action": "roll", "seat": 1}, "no field 'seat'"),
    ({"type": "move", "n": 0, "move": ["roll", []]}, "faces"),
    ({"type": "move", "n": 0, "move": ["roll"], "faces": [1, 1, 1, 1, 1]}, "'move'"),
    ({"type": "move", "n": 0, "move": ["roll", [5]], "faces": [1, 1, 1, 1, 1]}, "'move'"),
    ({"type": "move", "n": 0, "move": ["roll", [1, 1]], "faces": [1, 1, 1, 1, 1]}, "'move'"),
    ({"type": "move", "n": 0, "move": ["hold", 1]}, "'move'"),
    ({"type": "move", "n": 0, "move": ["roll", []], "faces": [1, 2, 3, 4, 7]}, "'faces'"),
    ({"type": "held", "n": 0, "held": [4, 0]}, "'held'"),
    ({"type": "held", "n": 0, "held": [True]}, "'held'"),
    ({"type": "held", "held": [1]}, "'n'"),
    ({"type": "move", "n": 0, "move": ["undo"]}, "'move'"),
    ({"type": "move", "n": 0, "move": ["fill", 1]}, "'move'"),
    ({"type": "move", "n": 0, "move": ["fill"]}, "seal"),
    ({"type": "move", "n": 0, "move": ["fill", 0, "ones"], "seal": SHARE}, "seal"),
    ({"type": "move", "n": -1, "move": ["roll", []], "faces": [1] * 5}, "'n'"),
    ({"type": "clock", "elapsed": -1, "used": [0], "paused": False}, "'elapsed'"),
    ({"type": "clock", "elapsed": 0, "used": [], "paused": False}, "'used'"),
    ({"type": "welcome", "seat": 4, "token": TOKEN, "table": "", "grace": 1}, "'seat'"),
    ({"type": "error", "message": "x" * 301}, "'message'"),
    ({"type": "launch"}, "unknown message type"),
    ({"kind": "hello"}, "unknown message type"),
]


@pytest.mark.parametrize(("msg", "says"), BAD, ids=[b[1] for b in BAD])
def test_a_message_that_does_not_fit_its_schema_is_refused(msg, says):
    with pytest.raises(ProtocolError, match=re.escape(says)):
        decode(json.dumps(msg).encode())
    with pytest.raises(ProtocolError):
        encode(msg)  # and nothing like it is ever sent


@pytest.mark.parametrize(
    ("line", "says"),
    [
        (b"not json", "one JSON object"),
        (b"[1, 2]", "a JSON object"),
        (b'"hello"', "a JSON object"),
        (b'{"type": "ping", "type": "ping"}', "given twice"),
        (b'{"type": "clock", "elapsed": NaN, "used": [0], "paused": false}', "NaN"),
        (b'{"type": "clock", "elapsed": Infinity, "used": [0], "paused": false}', "Infinity"),
        (b'{"type": "ping"}\xff', "UTF-8"),
        (b"[" * 100_000, "bytes"),
        (b"[" * 60_000, "nested too deeply"),
        (b'{"type": "ping", "pad": "' + b"x" * MAX_MESSAGE + b'"}', "bytes"),
    ],
)
def test_a_line_that_is_not_a_message_is_refused(line, says):
    with pytest.raises(ProtocolError, match=says):
        decode(line)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_any_bytes_are_a_message_or_a_protocol_error(data):
    try:
        msg = decode(data)
    except ProtocolError:
        return
    assert msg["type"] in CLIENT_TYPES | HOST_TYPES


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)
FIELDS = [
    *("type", "protocol", "app", "name", "code", "token", "pledge", "nonce"),
    *("action", "slot", "card", "box"),
]


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(sorted(CLIENT_TYPES)),
    st.dictionaries(st.sampled_from(FIELDS[1:]), JSON, max_size=6),
)
def test_any_json_object_is_a_message_or_a_protocol_error(kind, fields):
    try:
        msg = decode(json.dumps({"type": kind, **fields}).encode(), CLIENT_TYPES)
    except ProtocolError:
        return
    assert encode(msg)  # whatever passed is a message the host could have sent back as is


def test_lines_are_split_from_the_stream_and_a_long_one_is_cut_short():
    reader = LineReader()
    assert reader.feed(b'{"type": "ping"}\n{"type":') == [b'{"type": "ping"}']
    assert reader.feed(b' "ping"}\r\n\n') == [b'{"type": "ping"}', b""]
    with pytest.raises(ProtocolError):
        reader.feed(b"x" * (MAX_MESSAGE + 1))  # refused before a newline ever comes
    assert len(encode({"type": "error", "message": "é" * 300})) < MAX_MESSAGE


def test_the_protocol_document_describes_every_message():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text("utf-8")
    for kind in sorted(CLIENT_TYPES | HOST_TYPES):
        assert f"### `{kind}`" in doc, kind
    assert "64 KiB" in doc and "grace" in doc and "hidden" in doc

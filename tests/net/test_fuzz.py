"""Whatever comes over the wire, the host neither crashes nor lets it change the game: random
bytes, an 8 MB line, wrong types, wrong codes, floods, another seat's token, requests out of
turn. (pytest-qt fails a test on any exception raised in a Qt slot.)"""

from __future__ import annotations

import json
import random

import pytest

from fivedice.net import SeatSpec
from fivedice.net.host import BURST, MAX_STRIKES, RATE

from .helpers import RawGuest, Table, pump

REMOTE = SeatSpec("remote")


@pytest.fixture
def table(qtbot):
    """A started table with the product's limits: Ana (on turn) and Ben, raw connections."""
    made = Table([REMOTE, REMOTE], rate=RATE, burst=BURST)
    port = made.open()
    ana, ben = RawGuest(port), RawGuest(port)
    ana.hello("Ana")
    ben.hello("Ben")
    qtbot.waitUntil(lambda: made.host.ready, timeout=3000)
    made.host.start()
    qtbot.waitUntil(lambda: bool(ana.of_type("start") and ben.of_type("start")), timeout=3000)
    ana.reveal()
    ben.reveal()
    qtbot.waitUntil(lambda: made.host.is_started, timeout=3000)
    made.port, made.ana, made.ben = port, ana, ben
    yield made
    made.close()


def cut_off(qtbot, guest: RawGuest) -> None:
    """Wait until the host has closed `guest`'s connection."""
    qtbot.waitUntil(lambda: guest.read() is not None and guest.closed, timeout=5000)


def untouched(table) -> None:
    """The host still listens and its game has not moved."""
    pump(20)
    assert table.host.is_open and not table.host.is_over
    assert table.driver.game.actions == ()
    assert not table.ana.closed and not table.ben.closed


def test_random_bytes_are_refused_line_by_line_then_the_sender_is_cut_off(qtbot, table):
    chance = random.Random(15)
    noise = RawGuest(table.port)
    for _ in range(3 * MAX_STRIKES):
        heard = len(noise.messages)
        noise.send_bytes(bytes(chance.randrange(256) for _ in range(2000)) + b"\n")
        qtbot.waitUntil(lambda h=heard: noise.read() is not None and len(noise.messages) > h)
        if noise.of_type("closed"):
            break
    cut_off(qtbot, noise)
    assert 0 < len(noise.of_type("error")) < MAX_STRIKES
    assert noise.of_type("closed")[0]["reason"] == "Your app broke the table's protocol: goodbye."
    untouched(table)


def test_a_line_of_eight_megabytes_is_cut_off_before_it_is_read_whole(qtbot, table):
    huge = RawGuest(table.port)
    huge.hello("Huge")  # a stranger: the table is full, but it is cut off before it hears so
    delivered = huge.send_bytes(b'{"type": "ping", "pad": "' + b"x" * (8 << 20))
    assert not delivered or huge.read() is not None
    cut_off(qtbot, huge)
    untouched(table)


def test_wrong_types_and_wrong_codes_are_refused_with_reasons(qtbot, table):
    shy = RawGuest(table.port)
    shy.send({"type": "hello", "protocol": "1", "app": "x", "name": "Shy", "code": "1234"})
    shy.send({"type": "request", "action": "roll"})  # before hello
    shy.send_bytes(b"[" * 60_000 + b"\n")
    shy.send({"type": "hello", "protocol": 1, "app": "x", "name": "N" * 65, "code": "1234"})
    qtbot.waitUntil(lambda: len(shy.of_type("error")) == 4, timeout=3000)
    messages = [m["message"] for m in shy.of_type("error")]
    assert "'protocol'" in messages[0] and "say hello first" in messages[1]
    assert "nested too deeply" in messages[2] and "'name'" in messages[3]
    assert not shy.closed
    for attempt in range(3):
        guess = RawGuest(table.port)
        guess.hello("Guess", code=f"{attempt:04d}")
        cut_off(qtbot, guess)
        assert guess.of_type("refused") == [
            {"type": "refused", "reason": "The join code was wrong."}
        ]
    untouched(table)


def test_a_flood_is_refused_then_cut_off_and_its_seat_can_come_back(qtbot, table):
    ben = table.ben
    ben.send_bytes(b'{"type": "request", "action": "roll"}\n' * 1000)
    cut_off(qtbot, ben)
    refusals = [m["message"] for m in ben.of_type("error")]
    assert refusals.count("It is not your turn.") >= BURST - 5  # the burst is served...
    assert any("slow down" in m for m in refusals)  # ...then the rest is refused
    qtbot.waitUntil(lambda: table.host.seats[1].away, timeout=3000)
    again = RawGuest(table.port)
    again.hello("Ben", token=ben.of_type("welcome")[0]["token"])
    qtbot.waitUntil(lambda: bool(again.of_type("start")), timeout=3000)
    table.ben = again
    untouched(table)


def test_no_connection_acts_for_another_seat_or_out_of_turn(qtbot, table):
    ana, ben = table.ana, table.ben
    thief = RawGuest(table.port)
    thief.hello("Ana", token=ana.of_type("welcome")[0]["token"])  # Ana is still here
    cut_off(qtbot, thief)
    assert "still taken" in thief.of_type("refused")[0]["reason"]
    forged = RawGuest(table.port)
    forged.hello("Ana", token="f" * 32)
    cut_off(qtbot, forged)
    assert "does not know your seat" in forged.of_type("refused")[0]["reason"]
    ben.send({"type": "request", "action": "roll"})
    ben.send({"type": "request", "action": "roll", "seat": 0})
    ben.send({"type": "hello", "protocol": 1, "app": "x", "name": "Ben", "code": "1234"})
    ana.send({"type": "request", "action": "fill", "card": 0, "box": "chance"})
    ana.send({"type": "move", "n": 0, "move": ["roll", []], "faces": [6, 6, 6, 6, 6]})
    ana.send({"type": "welcome", "seat": 1, "token": "0" * 32, "table": "x", "grace": 1})
    qtbot.waitUntil(lambda: len(ben.of_type("error")) == 3, timeout=3000)
    qtbot.waitUntil(lambda: len(ana.of_type("error")) == 3, timeout=3000)
    first, second, third = (m["message"] for m in ben.of_type("error"))
    assert first == "It is not your turn." and "'seat'" in second and "already said" in third
    assert "Roll first" in ana.of_type("error")[0]["message"]
    assert all("cannot be sent" in m["message"] for m in ana.of_type("error")[1:])
    untouched(table)
    ana.send({"type": "request", "action": "roll"})
    qtbot.waitUntil(lambda: len(ben.of_type("move")) == 1, timeout=3000)
    move = ben.of_type("move")[0]
    assert move["move"] == ["roll", []] and tuple(move["faces"]) == table.driver.game.dice
    assert json.dumps(move).find("seed") < 0  # the seed stays on the host

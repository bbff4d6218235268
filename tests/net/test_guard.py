"""A table holds on a shared network: connections that trickle and never say hello, floods of blank
lines, a locked-out address and a guest's Wi-Fi dropping do not keep honest players from joining
and rejoining; a guest's protocol errors follow its seat.

Every connection goes to 127.0.0.1; those from "other computers" come from other loopback
addresses (127.0.0.2 ...), which never leave this computer."""

from __future__ import annotations

import gc
import json
import socket
import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtNetwork import QTcpSocket

from fivedice.core import Player, Rules
from fivedice.net import SeatSpec
from fivedice.net.admission import (
    CONNECT_BURST,
    HELLO_TIMEOUT_S,
    HOLD_S,
    MAX_STRANGERS,
    WRONG_CODES,
)
from fivedice.net.host import BURST, MAX_STRIKES, RATE
from fivedice.net.protocol import encode, players_to_json, rules_to_json

from .helpers import LOOPBACK, Guest, RawGuest, Relay, Table, Trickler, pump

REMOTE = SeatSpec("remote")
BROKE = "Your app broke the table's protocol: goodbye."


def crowd() -> list[tuple[str, bool]]:
    """More trickling connections than the host keeps strangers: two that do not come back from
    this address and one more, and two from each of eight other computers, which connect again
    whenever they are cut."""
    here = [("127.0.0.1", False)] * 3
    others = [(f"127.0.0.{n}", True) for n in range(2, 10) for _ in range(2)]
    return here + others


@pytest.fixture
def table():
    made = Table([REMOTE, REMOTE], grace_s=8.0, rate=RATE, burst=BURST)
    made.port = made.open()
    yield made
    made.close()


def cut_off(qtbot, guest: RawGuest) -> None:
    qtbot.waitUntil(lambda: guest.read() is not None and guest.closed, timeout=5000)


@pytest.mark.slow
def test_trickling_connections_neither_last_nor_keep_a_player_from_joining(qtbot, table):
    with Trickler(table.port, crowd(), every_s=1.0) as crowding:
        qtbot.wait(1500)  # every trickling connection made, and trickling
        assert len(crowd()) > 2 * MAX_STRANGERS
        ana = Guest(None)
        ana.join(table.port, "Ana")
        qtbot.waitUntil(lambda: bool(ana.said("welcomed")), timeout=5000)
        assert ana.said("closed") == [] and table.host.seats[0].name == "Ana"
        # Past the hello deadline: every trickling connection was cut by then, whatever it
        # sent, and those that came back were cut again.
        qtbot.wait(round((HELLO_TIMEOUT_S + 2) * 1000))
        assert crowding.lifetimes and max(crowding.lifetimes) < HELLO_TIMEOUT_S + 1.5
        assert crowding.oldest() < HELLO_TIMEOUT_S + 1.5
        ben = Guest(None)
        ben.join(table.port, "Ben")
        qtbot.waitUntil(lambda: table.host.ready, timeout=5000)
    assert table.events == [("joined", 0, "Ana"), ("joined", 1, "Ben")]


def test_trickling_connections_do_not_keep_a_guest_from_rejoining(qtbot, table):
    ana, ben = Guest(None), Guest(None)
    ana.join(table.port, "Ana")
    ben.join(table.port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=5000)
    table.host.start()
    qtbot.waitUntil(lambda: ana.client.mirror is not None, timeout=5000)
    with Trickler(table.port, crowd(), every_s=1.0):
        qtbot.wait(1500)
        ana.client._peer.socket.abort()  # Ana's network fails while the crowd trickles
        qtbot.waitUntil(lambda: ("returned", 0, "Ana") in table.events, timeout=6000)
    assert ana.said("reconnecting") == [None] and ana.said("closed") == []
    assert not table.host.seats[0].away


def test_a_flood_of_blank_lines_is_paced_and_cut_off(qtbot, table):
    ana, ben = RawGuest(table.port), RawGuest(table.port)
    ana.hello("Ana")
    ben.hello("Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    ben.send_bytes(b"\n" * 1_000_000)
    cut_off(qtbot, ben)
    assert ben.of_type("closed") == [{"type": "closed", "reason": BROKE}]
    errors = [m["message"] for m in ben.of_type("error")]
    assert len(errors) == MAX_STRIKES - 1 and all("slow down" in m for m in errors)
    qtbot.waitUntil(lambda: not table.host.seats[1].taken, timeout=3000)
    stranger = RawGuest(table.port)  # before hello, blank lines are paced the same way
    stranger.send_bytes(b"\r\n" * 100_000)
    cut_off(qtbot, stranger)
    assert stranger.of_type("closed") == [{"type": "closed", "reason": BROKE}]
    pump(20)
    assert not ana.closed and table.host.seats[0].taken


def test_before_hello_a_ping_is_an_error_like_any_other(qtbot, table):
    shy = RawGuest(table.port)
    for _ in range(MAX_STRIKES):
        shy.send({"type": "ping"})
    cut_off(qtbot, shy)
    errors = [m["message"] for m in shy.of_type("error")]
    assert errors == ["Message refused: say hello first."] * (MAX_STRIKES - 1)
    assert shy.of_type("closed") == [{"type": "closed", "reason": BROKE}]


def test_a_locked_out_address_still_lets_its_guest_rejoin(qtbot, table):
    ana, ben = Guest(None), Guest(None)
    ana.join(table.port, "Ana")
    ben.join(table.port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: ana.client.mirror is not None, timeout=3000)
    for attempt in range(WRONG_CODES):  # someone at Ana's address guesses codes
        guess = RawGuest(table.port)
        guess.hello("Guess", code=f"{attempt:04d}")
        cut_off(qtbot, guess)
    late = RawGuest(table.port)
    late.hello("Late")
    cut_off(qtbot, late)
    assert "Too many wrong join codes" in late.of_type("refused")[0]["reason"]
    ana.client._peer.socket.abort()
    # Seated again: the host says so, and the guest is connected once its welcome arrives.
    qtbot.waitUntil(
        lambda: ("returned", 0, "Ana") in table.events and ana.client.connected, timeout=5000
    )
    assert ana.said("closed") == []


@pytest.mark.slow
def test_a_guest_whose_network_drops_comes_back_though_the_host_held_its_seat(qtbot):
    table = Table([REMOTE, REMOTE], grace_s=30.0)
    relay = None
    try:
        port = table.open()
        relay = Relay(port)
        ana, ben = Guest(None), Guest(None)
        ana.join(relay.port, "Ana")
        qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
        ben.join(port, "Ben")
        qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
        table.host.start()
        qtbot.waitUntil(lambda: ana.client.mirror is not None, timeout=3000)
        relay.blip()  # Ana's app sees its connection die; the host's side stays open, silent
        qtbot.waitUntil(lambda: bool(ana.said("reconnecting")), timeout=3000)
        # Ana's app asks for its seat at once; the host, not knowing yet, answers that a
        # connection still holds it: the app tries again until the host notices the silence.
        # (The host's word that she returned and her welcome arrive in either order.)
        qtbot.waitUntil(
            lambda: ("returned", 0, "Ana") in table.events and ana.client.connected,
            timeout=15000,
        )
        assert ("left", 0, "Ana") in table.events
        assert ana.said("closed") == [] and len(ana.said("welcomed")) == 2
    finally:
        if relay is not None:
            relay.close()
        table.close()


def test_a_guests_protocol_errors_are_counted_across_its_rejoins(qtbot, table):
    ana, ben = RawGuest(table.port), RawGuest(table.port)
    ana.hello("Ana")
    ben.hello("Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(ana.of_type("start")), timeout=3000)
    ana.reveal()
    ben.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)
    for _ in range(MAX_STRIKES - 1):
        ana.send({"type": "request", "action": "dance"})
    qtbot.waitUntil(lambda: len(ana.of_type("error")) == MAX_STRIKES - 1, timeout=3000)
    assert not ana.closed
    token = ana.of_type("welcome")[0]["token"]
    ana.close()
    qtbot.waitUntil(lambda: table.host.seats[0].away, timeout=3000)
    again = RawGuest(table.port)
    again.hello("Ana", token=token)
    qtbot.waitUntil(lambda: bool(again.of_type("start")), timeout=3000)
    again.send({"type": "request", "action": "dance"})  # one more, on a fresh connection
    cut_off(qtbot, again)
    assert again.of_type("closed") == [{"type": "closed", "reason": BROKE}]


@pytest.mark.slow
def test_a_silent_guest_is_noticed_within_ten_seconds(qtbot, table):
    ana, ben = RawGuest(table.port), Guest(None)
    ana.hello("Ana")
    ben.join(table.port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(ana.of_type("start")), timeout=3000)
    ana.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)
    quiet_since = time.monotonic()  # Ana's computer freezes: not a byte more, not a ping
    qtbot.waitUntil(lambda: ("left", 0, "Ana") in table.events, timeout=10_500)
    assert time.monotonic() - quiet_since > 5  # not before a few heartbeats were missed
    qtbot.waitUntil(lambda: ben.said("away") == [0], timeout=3000)
    assert ("left", 1, "Ben") not in table.events  # Ben, who pings, is still there


def connect_from(source: str, port: int) -> socket.socket:
    sock = socket.create_connection((LOOPBACK, port), timeout=2, source_address=(source, 0))
    sock.setblocking(False)
    return sock


def cut(sock: socket.socket) -> bool:
    try:
        return sock.recv(4096) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def test_a_connection_beyond_its_addresss_pace_is_held_unread_then_closed(qtbot, table):
    many = [connect_from("127.0.0.6", table.port) for _ in range(int(CONNECT_BURST))]
    pump(50)
    late = connect_from("127.0.0.6", table.port)  # one too many, too soon
    late.sendall(b'{"type": "ping"}\n')
    qtbot.wait(1000)
    assert not cut(late)  # held: no answer, not even the error a stranger's ping gets
    qtbot.waitUntil(lambda: cut(late), timeout=round((HOLD_S + 1.5) * 1000))
    assert sum(not cut(sock) for sock in many) <= 2  # those let in gave way to one another
    ana = Guest(None)  # another computer is not slowed down by it
    ana.join(table.port, "Ana")
    qtbot.waitUntil(lambda: bool(ana.said("welcomed")), timeout=3000)
    for sock in [*many, late]:
        sock.close()


def live_sockets() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, QTcpSocket))


def test_a_crowd_of_connections_leaves_nothing_behind(qtbot, table):
    before = live_sockets()
    for round_ in range(4):
        crowd = []
        for _ in range(60):
            crowd.append(connect_from(f"127.0.0.{7 + round_}", table.port))
            crowd[-1].send(b"{")
            pump(2)
        pump(100)
        for sock in crowd:
            sock.close()
    qtbot.wait(round((HOLD_S + 0.5) * 1000))
    pump(100)
    assert live_sockets() - before < 10


Script = list[Callable[[dict], dict]]
"""What a scripted host sends once a hello came: each message made from that hello."""


class ScriptedHost:
    """A host on 127.0.0.1 that answers each connection with the next script: messages to send
    once the hello has come, then it hangs up. Runs in a thread of its own."""

    def __init__(self, scripts: list[Script]) -> None:
        self._listener = socket.create_server((LOOPBACK, 0))
        self.port = self._listener.getsockname()[1]
        self.hellos: list[dict] = []
        self._scripts = scripts
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        for script in self._scripts:
            conn, _ = self._listener.accept()
            with conn:
                conn.settimeout(5)
                buffer = b""
                while b"\n" not in buffer:
                    buffer += conn.recv(4096)
                hello = json.loads(buffer.split(b"\n")[0])
                self.hellos.append(hello)
                for make in script:
                    conn.sendall(encode(make(hello)))
                time.sleep(0.2)  # the guest reads it all before the hang-up
        self._listener.close()


def test_a_guest_refused_for_a_while_keeps_trying_to_rejoin_within_the_grace_period(qtbot):
    players = [Player("Ann"), Player("Bo")]
    pledges: list[str] = []  # Ann's, from her first hello: a rejoin's start promises the same

    def start(hello: dict) -> dict:
        pledges[:] = pledges or [hello["pledge"]]
        return {
            "type": "start",
            "players": players_to_json(players),
            "rules": rules_to_json(Rules()),
            "seats": [0],
            "commitment": "c" * 64,
            "pledges": [pledges[0], None],
        }

    def welcome(_hello: dict) -> dict:
        return {"type": "welcome", "seat": 0, "token": "a" * 32, "table": "T", "grace": 20.0}

    def locked(_hello: dict) -> dict:
        return {
            "type": "refused",
            "reason": "Too many wrong join codes came from your computer: wait a minute.",
            "retry": True,
        }

    seated = [welcome, start]
    host = ScriptedHost([seated, [locked], [locked], seated])
    ann = Guest(None)
    ann.join(host.port, "Ann")  # seated, then the host hangs up: Ann's app comes back...
    qtbot.waitUntil(lambda: len(ann.said("welcomed")) == 2, timeout=10000)
    assert ann.said("reconnecting") == [None]
    assert ann.said("closed") == [] and ann.said("refused") == []  # ...through two refusals
    assert [h.get("token") for h in host.hellos] == [None] + ["a" * 32] * 3

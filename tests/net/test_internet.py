"""Internet tables through magic-wormhole codes, against the tests' own mailbox server and
transit relay on 127.0.0.1 (nothing leaves this computer): a friend anywhere joins the seat of
its code and plays a whole game; a wrong code is one failed attempt and the seat gets a new
code; a code works once; the connection cut and restored finishes the same game; a friend who
lost everything comes back with a fresh code; the relay carries a game when no direct connection
is offered; the reactor stops within its second."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from fivedice.net import SeatSpec
from fivedice.net.internet import Dial, Invitations, Servers
from tests.wormholes import LocalServers

from .helpers import CODE, Guest, Relay, Table
from .test_cli import Process

pytestmark = pytest.mark.slow

ANYWHERE = SeatSpec("remote", anywhere=True)
REMOTE = SeatSpec("remote")
EASY = SeatSpec("computer", level="easy")


class Invited:
    """A table and the invitations of its seats for friends anywhere, with every code made."""

    def __init__(self, qtbot: Any, table: Table, servers: Servers) -> None:
        self.table = table
        table.open()
        self.invitations = Invitations(table.host, servers)
        self.codes: list[tuple[int, str]] = []
        self.progress: list[tuple[int, str]] = []
        self.trouble: list[tuple[int, str]] = []
        self.invitations.code_made.connect(lambda s, c: self.codes.append((s, c)))
        self.invitations.progress.connect(lambda s, how: self.progress.append((s, how)))
        self.invitations.trouble.connect(lambda s, why: self.trouble.append((s, why)))
        seats = self.invitations.seats
        qtbot.waitUntil(lambda: all(self.invitations.code(s) for s in seats), timeout=10_000)

    def code(self, seat: int) -> str:
        return self.invitations.code(seat)


class Friend:
    """A guest anywhere: a Dial of a code, then a Guest (a computer level) at the table."""

    def __init__(self, servers: Servers, name: str, level: str | None = "easy") -> None:
        self.guest = Guest(level, delay_ms=5)
        self.name = name
        self.servers = servers
        self.heard: list[str] = []
        self.failed: list[str] = []
        self.dial: Dial | None = None

    def dial_code(self, code: str, **options: Any) -> Dial:
        dial = Dial(code, self.servers, self.guest.client, **options)
        dial.progress.connect(self.heard.append)
        dial.failed.connect(self.failed.append)
        dial.ready.connect(
            lambda port, join_code: self.guest.client.join("127.0.0.1", port, self.name, join_code)
        )
        self.dial = dial
        return dial


@pytest.fixture
def invited(qtbot, wormhole_servers: LocalServers) -> Iterator[Any]:
    made: list[Invited] = []

    def make(
        seats: list[SeatSpec], *, direct: bool = True, servers: Servers | None = None, **table: Any
    ) -> Invited:
        servers = servers or wormhole_servers.servers(direct=direct)
        invited = Invited(qtbot, Table(seats, **table), servers)
        made.append(invited)
        return invited

    yield make
    for invited in made:
        invited.invitations.close()
        invited.table.close()


def play_out(qtbot, invited: Invited, friends: list[Friend], timeout: int = 60_000) -> None:
    host = invited.table.host
    qtbot.waitUntil(lambda: host.ready, timeout=15_000)
    host.start()
    qtbot.waitUntil(lambda: all(f.guest.said("ended") for f in friends), timeout=timeout)


def test_two_friends_anywhere_play_a_whole_game_with_their_codes(qtbot, invited, wormhole_servers):
    # No relay to be had (a closed port): they must connect directly, on 127.0.0.1.
    servers = Servers(wormhole_servers.mailbox, "tcp:127.0.0.1:9", True)
    table = invited([ANYWHERE, EASY, ANYWHERE], step_ms=0, servers=servers)
    ana, ben = Friend(servers, "Ana"), Friend(servers, "Ben")
    ana.dial_code(table.code(2))  # each seat has its own code: Ana's is the last seat's
    ben.dial_code(table.code(0))
    qtbot.waitUntil(lambda: table.table.host.ready, timeout=15_000)
    assert [s.name for s in table.table.host.seats] == ["Ben", "Easy", "Ana"]
    assert ana.heard[-1] == "direct" and "finding" in ana.heard
    play_out(qtbot, table, [ana, ben])
    totals = table.table.driver.game.totals()
    for friend in (ana, ben):
        (game,) = friend.guest.said("ended")
        assert game.totals() == totals and game.seed == table.table.driver.game.seed
    assert {how for _, how in table.progress} >= {"met", "direct"}


def test_a_local_network_guest_never_takes_a_seat_kept_for_a_friend_anywhere(
    qtbot, invited, wormhole_servers
):
    table = invited([ANYWHERE, REMOTE])
    port = table.table.host.port
    first, second = Guest(None), Guest(None)
    first.join(port, "Lan")
    qtbot.waitUntil(lambda: bool(first.said("welcomed")), timeout=5000)
    assert first.said("welcomed")[0]["seat"] == 1
    second.join(port, "Stranger")
    qtbot.waitUntil(lambda: bool(second.said("refused")), timeout=5000)
    assert second.said("refused") == ["The table is full."]
    friend = Friend(wormhole_servers.servers(), "Ana", None)
    friend.dial_code(table.code(0))
    qtbot.waitUntil(lambda: bool(friend.guest.said("welcomed")), timeout=15_000)
    assert friend.guest.said("welcomed")[0]["seat"] == 0


def test_a_wrong_code_is_one_failed_attempt_and_the_seat_gets_a_new_code(
    qtbot, invited, wormhole_servers
):
    table = invited([ANYWHERE, EASY])
    right = table.code(0)
    number = right.split("-")[0]
    mallory = Friend(wormhole_servers.servers(), "Mallory", None)
    mallory.dial_code(f"{number}-wrong-guess")
    qtbot.waitUntil(lambda: bool(mallory.failed), timeout=15_000)
    assert mallory.failed == ["wrong code"] and not mallory.guest.said("welcomed")
    qtbot.waitUntil(lambda: len(table.codes) == 2, timeout=15_000)
    assert table.codes[0] == (0, right) and table.trouble == [(0, "wrong code")]
    fresh = table.codes[1][1]
    assert fresh != right and table.code(0) == fresh
    ana = Friend(wormhole_servers.servers(), "Ana")
    ana.dial_code(right)  # the old code is spent: nobody answers it
    late = Friend(wormhole_servers.servers(), "Ana")
    late.dial_code(fresh)
    qtbot.waitUntil(lambda: bool(late.guest.said("welcomed")), timeout=15_000)
    assert not ana.guest.said("welcomed")


def test_a_code_works_once(qtbot, invited, wormhole_servers):
    table = invited([ANYWHERE, EASY])
    code = table.code(0)
    ana = Friend(wormhole_servers.servers(), "Ana", None)
    ana.dial_code(code)
    qtbot.waitUntil(lambda: bool(ana.guest.said("welcomed")), timeout=15_000)
    eve = Friend(wormhole_servers.servers(), "Eve", None)
    eve.dial_code(code, no_answer_s=3.0)
    qtbot.waitUntil(lambda: bool(eve.failed), timeout=15_000)
    assert eve.failed == ["no answer"] and not eve.guest.said("welcomed")
    assert [s.name for s in table.table.host.seats] == ["Ana", "Easy"]
    assert ana.guest.client.connected


def test_the_relay_carries_a_game_when_no_direct_connection_is_offered(
    qtbot, invited, wormhole_servers
):
    table = invited([ANYWHERE, EASY], direct=False, step_ms=0)
    ana = Friend(wormhole_servers.servers(direct=False), "Ana")
    ana.dial_code(table.code(0))
    qtbot.waitUntil(lambda: "relay" in ana.heard, timeout=15_000)
    assert "direct" not in ana.heard
    play_out(qtbot, table, [ana])
    assert ana.guest.said("ended")[0].totals() == table.table.driver.game.totals()
    assert (0, "relay") in table.progress


def test_a_connection_cut_and_restored_finishes_the_same_game(qtbot, invited, wormhole_servers):
    """The guest's Wi-Fi drops: its connection to the relay is cut (the host's side hears
    nothing more). Dilation notices, connects again, and the game goes on where it was."""
    table = invited([ANYWHERE, EASY], direct=False, step_ms=20)
    wifi = Relay(wormhole_servers.relay_port)  # the guest reaches the relay through it
    try:
        guest_servers = Servers(wormhole_servers.mailbox, f"tcp:127.0.0.1:{wifi.port}", False)
        ana = Friend(guest_servers, "Ana")
        ana.guest.player._timer.setInterval(40)  # type: ignore[union-attr]  # a longer game
        ana.dial_code(table.code(0))
        host = table.table.host
        qtbot.waitUntil(lambda: host.ready, timeout=15_000)
        host.start()
        qtbot.waitUntil(lambda: host.is_started and len(host.driver.game.actions) > 6)
        wifi.blip()
        qtbot.waitUntil(lambda: "lost" in ana.heard, timeout=20_000)
        qtbot.waitUntil(lambda: ana.heard[-1] == "relay", timeout=20_000)
        qtbot.waitUntil(lambda: bool(ana.guest.said("ended")), timeout=60_000)
    finally:
        wifi.close()
    (game,) = ana.guest.said("ended")
    assert game.totals() == host.driver.game.totals() and game.seed == host.driver.game.seed
    assert not host.driver.game.dropped
    assert (0, "lost") in table.progress


def test_a_friend_who_lost_everything_comes_back_with_a_fresh_code(
    qtbot, invited, wormhole_servers
):
    table = invited([ANYWHERE, EASY], step_ms=0)
    servers = wormhole_servers.servers()
    ana = Friend(servers, "Ana")
    ana.guest.player._timer.setInterval(30)  # type: ignore[union-attr]
    ana.dial_code(table.code(0))
    host = table.table.host
    qtbot.waitUntil(lambda: host.ready, timeout=15_000)
    host.start()
    qtbot.waitUntil(lambda: host.is_started and len(host.driver.game.actions) > 4, timeout=15_000)
    assert ana.dial is not None
    ana.dial.close()  # her app crashes: its wormhole and its connection go, nothing is kept
    ana.guest.client.deleteLater()
    qtbot.waitUntil(lambda: ("left", 0, "Ana") in table.table.events, timeout=20_000)
    table.invitations.renew(0)  # the host's "New code" in the lobby
    qtbot.waitUntil(lambda: len(table.codes) == 2, timeout=15_000)
    again = Friend(servers, "Ana")
    again.dial_code(table.codes[-1][1])
    qtbot.waitUntil(lambda: bool(again.guest.said("ended")), timeout=60_000)
    assert ("returned", 0, "Ana") in table.table.events
    assert again.guest.said("ended")[0].totals() == host.driver.game.totals()
    assert not host.driver.game.dropped


def test_the_reactor_stops_within_its_second_at_the_end(wormhole_servers):
    script = f"""
import sys
from PySide6.QtCore import QCoreApplication
from fivedice.net.internet import Dial, reactor, Servers
app = QCoreApplication([])
dial = Dial("1-some-code", Servers({wormhole_servers.mailbox!r}, {wormhole_servers.relay!r}))
dial.progress.connect(lambda how: app.quit() if how == "finding" else None)
app.exec()
print("stopped" if reactor.stop() else "still running", flush=True)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip() == "stopped", done.stderr
    assert CODE  # the tables' usual join code is not what a wormhole code looks like


def test_serve_and_play_headless_through_wormhole_codes(wormhole_servers):
    """``serve --wormhole`` prints one code per open seat; ``play --wormhole CODE`` joins and
    plays; the game ends the same in all three processes (relay only: the processes offer no
    direct addresses, so nothing but 127.0.0.1 is ever tried)."""
    only = ("--relay-only",)
    host = Process(
        "serve", "--wormhole", "--seats", "remote,remote,hard", "--step-ms", "5", "--json", *only
    )
    players: list[Process] = []
    try:
        host.event("listening")
        codes = [host.event("invitation")[1] for _ in range(2)]
        assert sorted(c["seat"] for c in codes) == [0, 1]
        players = [
            Process("play", "--wormhole", c["code"], "--name", f"P{c['seat']}", "--json", *only)
            for c in codes
        ]
        host.event("started", timeout=30)
        _, end = host.event("finished", timeout=120)
        for player in players:
            _, theirs = player.event("finished", timeout=30)
            assert theirs["players"] == end["players"]
            assert player.finish() == 0
        assert host.finish() == 0
        assert [p["name"] for p in end["players"]] == ["P0", "P1", "Hard"]
    finally:
        for process in (host, *players):
            process.stop()


def test_play_with_a_code_nobody_answers_is_refused(wormhole_servers):
    player = Process("play", "--wormhole", "99-nobody-here", "--json")
    try:
        _, refused = player.event("refused", timeout=60)
        assert "Codes work once" in refused["reason"]
        assert player.finish() == 2
    finally:
        player.stop()


def test_which_servers_options_then_environment_then_settings(monkeypatch):
    from fivedice.net.internet.servers import PUBLIC_MAILBOX, PUBLIC_RELAY, servers

    for name in ("FIVEDICE_MAILBOX", "FIVEDICE_RELAY", "FIVEDICE_RELAY_ONLY"):
        monkeypatch.delenv(name, raising=False)
    club = ("ws://club.example:4000/v1", "tcp:club.example:4001")
    assert servers() == Servers(PUBLIC_MAILBOX, PUBLIC_RELAY, True)
    assert servers(configured=club) == Servers(*club, True)
    monkeypatch.setenv("FIVEDICE_MAILBOX", "ws://127.0.0.1:4000/v1")
    monkeypatch.setenv("FIVEDICE_RELAY_ONLY", "1")
    assert servers(configured=club) == Servers("ws://127.0.0.1:4000/v1", club[1], False)
    assert servers("wss://other:1/v1", configured=club).mailbox == "wss://other:1/v1"
    with pytest.raises(ValueError, match="ws://host:port/v1"):
        servers("http://nope")
    with pytest.raises(ValueError, match="tcp:host:port"):
        servers(relay="udp:x:1")


def test_bad_server_addresses_in_the_settings_file_fall_back_to_the_public_ones():
    from fivedice.store.settings import settings_from_dict

    good = settings_from_dict({"mailbox_url": " ws://club:4000/v1 ", "relay_url": "tcp:club:4001"})
    assert (good.mailbox_url, good.relay_url) == ("ws://club:4000/v1", "tcp:club:4001")
    bad = settings_from_dict({"mailbox_url": "ftp://x", "relay_url": 7})
    assert (bad.mailbox_url, bad.relay_url) == ("", "")


def test_a_table_deleted_without_closing_takes_its_codes_with_it(qtbot, wormhole_servers):
    """A window or table that goes without closing its invitations (deleted with its parent)
    still closes their wormholes: its codes lead nowhere, no tunnel is left behind."""
    table = Table([ANYWHERE, EASY])
    table.open()
    invitations = Invitations(table.host, wormhole_servers.servers())
    qtbot.waitUntil(lambda: bool(invitations.code(0)), timeout=10_000)
    code = invitations.code(0)
    table.host.deleteLater()  # no close(): the table and its invitations are simply deleted
    qtbot.waitUntil(lambda: not _alive(invitations), timeout=5000)
    qtbot.wait(500)  # the reactor's thread tells the mailbox server
    eve = Friend(wormhole_servers.servers(), "Eve", None)
    eve.dial_code(code, no_answer_s=3.0)
    qtbot.waitUntil(lambda: bool(eve.failed) or bool(eve.heard[1:]), timeout=15_000)
    assert eve.failed == ["no answer"] and "met" not in eve.heard


def _alive(thing: Any) -> bool:
    from shiboken6 import Shiboken

    return bool(Shiboken.isValid(thing))

"""People come and go: a lost guest is away, comes back with its token within the grace period,
and otherwise drops out on its turn as a time-budget drop-out does."""

from __future__ import annotations

import time

import pytest

from fivedice.net import SeatSpec

from .helpers import Guest, RawGuest, Table

REMOTE = SeatSpec("remote")


@pytest.fixture
def table():
    made = Table([REMOTE, REMOTE], grace_s=0.4, step_ms=0)
    yield made
    made.close()


def start_with(qtbot, table, first, second) -> None:
    table.host.start()
    for guest in (first, second):
        if isinstance(guest, Guest):
            qtbot.waitUntil(lambda g=guest: g.client.mirror is not None, timeout=3000)
        else:
            qtbot.waitUntil(lambda g=guest: bool(g.of_type("start")), timeout=3000)
            guest.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)


def test_a_lost_guest_is_away_then_back_and_the_game_goes_on(qtbot):
    table = Table([REMOTE, REMOTE], grace_s=10)
    try:
        port = table.open()
        ana, ben = Guest("easy", delay_ms=1), Guest("easy", delay_ms=1)
        ana.join(port, "Ana")
        ben.join(port, "Ben")
        qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
        start_with(qtbot, table, ana, ben)
        qtbot.waitUntil(lambda: len(table.driver.game.actions) >= 20, timeout=10000)
        ana.client._peer.socket.abort()  # the network fails under Ana
        qtbot.waitUntil(lambda: ("returned", 0, "Ana") in table.events, timeout=5000)
        assert ("left", 0, "Ana") in table.events
        assert ana.said("reconnecting") == [None] and ana.said("closed") == []
        with qtbot.waitSignals([ana.client.ended, ben.client.ended], timeout=30000):
            pass
        game = table.driver.game
        assert ana.said("ended")[0] == game == ben.said("ended")[0]
        assert not game.dropped
        assert ben.said("away") == [0] and ben.said("back") == [0]
        assert len(ana.said("started")) == 1  # the same mirror, caught up
    finally:
        table.close()


def test_a_guest_away_longer_than_the_grace_period_drops_out_on_its_turn(qtbot, table):
    port = table.open()
    gone = RawGuest(port)
    gone.hello("Gone")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    ben = Guest("easy", delay_ms=1)
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    start_with(qtbot, table, gone, ben)
    token = gone.of_type("welcome")[0]["token"]
    gone.close()
    qtbot.waitUntil(lambda: ("left", 0, "Gone") in table.events, timeout=3000)
    left_at = time.monotonic()
    assert table.host.seats[0].away and ben.said("away") == [0]
    qtbot.waitUntil(lambda: ("dropped", 0, "Gone") in table.events, timeout=3000)
    assert time.monotonic() - left_at >= 0.35  # not before the grace period was over
    late = RawGuest(port)
    late.hello("Gone", token=token)
    qtbot.waitUntil(lambda: bool(late.of_type("refused")), timeout=3000)
    assert "away too long" in late.of_type("refused")[0]["reason"]
    with qtbot.waitSignal(ben.client.ended, timeout=30000):
        pass
    finished = ben.said("ended")[0]
    assert finished.dropped == frozenset({0}) and finished.outcome().ranking == (1, 0)
    assert finished.turns_taken(0) == 0 and finished.turns_taken(1) == 13


def test_a_guest_that_leaves_during_the_game_drops_out_at_once(qtbot, table):
    port = table.open()
    ana, ben = Guest(None), Guest("easy", delay_ms=1)
    ana.join(port, "Ana")
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    start_with(qtbot, table, ana, ben)
    ana.client.leave()
    qtbot.waitUntil(lambda: ("dropped", 0, "Ana") in table.events, timeout=1000)
    with qtbot.waitSignal(ben.client.ended, timeout=30000):
        pass
    assert ben.said("ended")[0].dropped == frozenset({0})
    assert ana.said("closed") == []  # leaving is not news to the one who left


def test_a_guest_comes_back_with_its_token_in_a_new_connection(qtbot, table):
    port = table.open()
    ana, ben = RawGuest(port), RawGuest(port)
    ana.hello("Ana")
    ben.hello("Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    start_with(qtbot, table, ana, ben)
    ana.send({"type": "request", "action": "roll"})
    qtbot.waitUntil(lambda: len(ben.of_type("move")) == 1, timeout=3000)
    token = ana.of_type("welcome")[0]["token"]
    ana.close()
    qtbot.waitUntil(lambda: table.host.seats[0].away, timeout=3000)
    again = Guest(None)
    again.join(port, "whatever", token=token)
    qtbot.waitUntil(lambda: ("returned", 0, "Ana") in table.events, timeout=3000)
    qtbot.waitUntil(lambda: len(again.said("moved")) == 1, timeout=3000)
    assert again.client.mirror.dice == table.driver.game.dice
    assert again.client.my_seats == (0,) and not table.host.seats[0].away
    qtbot.waitUntil(lambda: bool(ben.of_type("back")), timeout=3000)  # Ben reads at his pace
    assert ben.of_type("back") == [{"type": "back", "player": 0}]
    assert again.client.request("fill", card=0, box="chance")
    qtbot.waitUntil(lambda: table.driver.game.current_player == 1, timeout=3000)

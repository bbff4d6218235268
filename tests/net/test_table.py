"""A host and its guests in one process over the loopback address: the lobby, a whole game, the
guests' mirrors and their finished games, and what a guest may and may not do."""

from __future__ import annotations

import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.net import PROTOCOL_VERSION, Reach, SeatSpec, TableHost, carry_out

from .helpers import Guest, RawGuest

REMOTE = SeatSpec("remote")


def test_two_guests_and_a_computer_finish_one_game_that_everyone_keeps(qtbot, tables):
    table = tables([REMOTE, SeatSpec("computer", level="easy"), REMOTE], Rules(ExtraFive.OFFICIAL))
    port = table.open()
    ana, ben = Guest("easy"), Guest("normal")
    ana.join(port, "Ana")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    assert not table.host.ready and not table.host.is_started
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    assert table.events == [("joined", 0, "Ana"), ("joined", 2, "Ben")]
    table.host.start()
    with qtbot.waitSignals([ana.client.ended, ben.client.ended], timeout=30000):
        pass
    host_game = table.driver.game
    assert host_game.is_over and table.host.is_over
    assert [p.name for p in host_game.players] == ["Ana", "Easy", "Ben"]
    for guest, seat in ((ana, 0), (ben, 2)):
        assert guest.client.my_seats == (seat,)
        finished = guest.said("ended")[0]
        assert finished == host_game  # seed, every move, the clocks: the very same game
        assert Game.from_dict(finished.to_dict()) == host_game  # and it can be recorded
        mirror = guest.client.mirror
        assert mirror.actions == host_game.actions and mirror.totals() == host_game.totals()
        assert mirror.seed == 0  # the seed never came before the end
        logged = [m for m in guest.said("moved") if m[0] != "hold"]
        assert logged == list(host_game.actions)  # and the holds between rolls as they came
        assert guest.said("error") == []


def test_the_lobby_shows_who_sat_down_with_clean_distinct_names(qtbot, tables):
    table = tables([SeatSpec("local", "Host"), REMOTE, REMOTE, SeatSpec("computer", level="hard")])
    port = table.open()
    first, second = Guest(None), Guest(None)
    first.join(port, "  Bob\u202e\nthe\tGreat and Magnificent Roller  ")
    qtbot.waitUntil(lambda: bool(first.said("welcomed")), timeout=3000)
    second.join(port, "bob the great and magnificent")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    names = [s.name for s in table.host.seats]
    assert names[1] == "Bob the Great and Magnif"  # cleaned, then cut to 24 characters
    assert names[2] == "bob the great and magn 2"  # the same name twice is told apart
    assert first.said("welcomed")[0]["seat"] == 1 and second.said("welcomed")[0]["seat"] == 2
    lobby = second.said("lobby")[-1]
    assert [(s["kind"], s["name"], s["taken"]) for s in lobby] == [
        ("local", "Host", True),
        ("remote", names[1], True),
        ("remote", names[2], True),
        ("computer", "Hard", True),
    ]
    assert lobby[3]["level"] == "hard"


def test_a_guest_leaving_the_lobby_frees_the_seat_and_start_drops_empty_seats(qtbot, tables):
    table = tables([REMOTE, REMOTE, SeatSpec("computer", level="easy")])
    port = table.open()
    ana, ben = Guest(None), Guest(None)
    ana.join(port, "Ana")
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    ben.client.leave()
    qtbot.waitUntil(lambda: not table.host.seats[1].taken, timeout=3000)
    assert ("left", 1, "Ben") in table.events
    table.host.start()  # without waiting for a second guest: the empty seat is dropped
    qtbot.waitUntil(lambda: bool(ana.said("started")), timeout=3000)
    mirror = ana.said("started")[0]
    assert [p.name for p in mirror.players] == ["Ana", "Easy"]
    assert [s.player for s in table.host.seats] == [0, None, 1]


def test_a_guest_acts_only_for_its_own_seat_on_its_own_turn(qtbot, tables):
    table = tables([REMOTE, REMOTE])
    port = table.open()
    ana, ben = Guest(None), Guest(None)
    ana.join(port, "Ana")
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(ben.said("started")), timeout=3000)
    game = table.driver.game
    assert ben.client.request("roll")  # Ana is on turn
    qtbot.waitUntil(lambda: bool(ben.said("error")), timeout=3000)
    assert ben.said("error") == ["It is not your turn."]
    assert ana.client.request("fill", card=0, box="chance")  # before any roll
    qtbot.waitUntil(lambda: bool(ana.said("error")), timeout=3000)
    assert "Roll first" in ana.said("error")[0]
    assert ana.client.request("pause")
    qtbot.waitUntil(lambda: len(ana.said("error")) == 2, timeout=3000)
    assert "Only the host can pause" in ana.said("error")[1]
    assert ("pause_requested", 0, "Ana") in table.events
    assert game.actions == ()
    assert ana.client.request("roll")
    qtbot.waitUntil(lambda: len(ben.said("moved")) == 1, timeout=3000)
    assert ben.client.mirror.dice == game.dice != (0, 0, 0, 0, 0)
    with pytest.raises(ValueError):
        ana.client.request("hold", slot=7)


def test_the_host_pauses_everyone_and_its_clocks_are_the_game_clocks(qtbot, tables):
    table = tables([REMOTE, REMOTE], Rules(time_budget_s=120))
    port = table.open()
    ana, ben = Guest(None), Guest(None)
    ana.join(port, "Ana")
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: ana.client.mirror is not None, timeout=3000)
    table.driver.pause()
    qtbot.waitUntil(lambda: ana.client.mirror.paused and ben.client.mirror.paused, timeout=3000)
    ana.client.request("roll")
    qtbot.waitUntil(lambda: bool(ana.said("error")), timeout=3000)
    assert "paused" in ana.said("error")[0]
    table.driver.resume()
    qtbot.waitUntil(lambda: not ben.client.mirror.paused, timeout=3000)
    qtbot.waitUntil(lambda: ben.client.mirror.time_used(0) > 0, timeout=3000)
    assert ben.client.mirror.time_left(0) < 120
    assert ben.client.mirror.time_used(1) == 0  # only the player on turn's budget runs


def test_a_guest_whose_time_budget_runs_out_drops_out(qtbot, tables):
    table = tables([REMOTE, SeatSpec("computer", level="easy")], Rules(time_budget_s=0.4))
    port = table.open()
    idle = Guest(None)
    idle.join(port, "Idle")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    with qtbot.waitSignal(idle.client.ended, timeout=15000):
        pass
    finished = idle.said("ended")[0]
    assert finished.dropped == frozenset({0}) and finished.outcome().winners == (1,)
    assert ("dropped", 0, "Idle") in table.events
    assert idle.said("moved")[0] == ("drop", 0)


@pytest.mark.parametrize(
    ("code", "setup", "reason"),
    [
        ("9999", None, "The join code was wrong."),
        ("1234", "full", "The table is full."),
        ("1234", "started", "The game at this table has already started."),
    ],
)
def test_a_guest_is_refused_with_a_reason(qtbot, tables, code, setup, reason):
    table = tables([REMOTE, SeatSpec("computer", level="easy")])
    port = table.open()
    if setup:
        seated = Guest(None)
        seated.join(port, "Ana")
        qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
        if setup == "started":
            table.host.start()
    late = Guest(None)
    with qtbot.waitSignal(late.client.refused, timeout=3000) as refused:
        late.join(port, "Zoe", code)
    assert refused.args == [reason]
    assert late.client.mirror is None and late.said("welcomed") == []


def test_an_app_of_another_protocol_version_is_refused_with_a_sentence(qtbot, tables):
    table = tables([REMOTE])
    old = RawGuest(table.open())
    old.send({"type": "hello", "protocol": 1, "app": "0.9", "name": "Old", "code": "1234"})
    qtbot.waitUntil(lambda: bool(old.of_type("refused")), timeout=3000)
    assert old.of_type("refused")[0]["reason"] == (
        f"This table speaks version {PROTOCOL_VERSION} of the network protocol and your app "
        "version 1: play with the same Five Dice as the host."
    )
    assert PROTOCOL_VERSION == 4 and not table.host.seats[0].taken


def test_the_host_says_where_guests_can_join(tables):
    table = tables([REMOTE])
    assert table.host.port == 0 and not table.host.is_open
    port = table.open()
    assert table.host.is_open and table.host.port == port > 0
    assert table.host.addresses == ("127.0.0.1",)  # it listens on the loopback address only
    assert table.host.code == "1234" and table.host.table_name == "Test table"
    # On every interface (only asked, never opened here): this computer's IPv4 addresses, the
    # ones other computers can reach first.
    everywhere = TableHost(
        None, [REMOTE], Rules(), "1234", table_name="x", reach=Reach(discovery_port=None)
    )
    found = everywhere.addresses
    assert all(a.count(".") == 3 for a in found)
    assert [a.startswith("127.") for a in found] == sorted(a.startswith("127.") for a in found)


def test_closing_the_table_tells_every_guest(qtbot, tables):
    table = tables([REMOTE, REMOTE])
    port = table.open()
    ana = Guest(None)
    ana.join(port, "Ana")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    with qtbot.waitSignal(ana.client.closed, timeout=3000) as closed:
        table.host.close("Dinner is ready.")
    assert closed.args == ["Dinner is ready."]
    assert not table.host.is_open
    late = Guest(None)
    with qtbot.waitSignal(late.client.closed, timeout=6000) as unreachable:
        late.join(port, "Zoe")
    assert "Could not reach" in unreachable.args[0]


def test_a_request_is_carried_out_through_the_core_rules():
    game = Game.new([Player("Ana")], seed=3)
    assert "Roll first" in carry_out(game, ("fill", 0, Category.CHANCE))
    assert carry_out(game, ("roll",)) is None and game.rolls_used == 1
    assert carry_out(game, ("hold", 4)) is None and game.held[4]
    assert carry_out(game, ("fill", 0, Category.CHANCE)) is None
    assert game.turns_taken(0) == 1 and game.actions[-1][0] == "fill"

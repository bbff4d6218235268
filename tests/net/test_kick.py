"""The host's remedies for a guest who stalls: kicking the seat (a computer plays it, or it drops
out) and the turn limit (the computer plays a turn that ran too long). Over 127.0.0.1 only."""

from __future__ import annotations

import pytest

from fivedice.net import SeatSpec

from .helpers import Guest, RawGuest, Table

REMOTE = SeatSpec("remote")
KICKED = "The host removed you from the table."


@pytest.fixture
def tables():
    made: list[Table] = []

    def make(*args, **kwargs) -> Table:
        table = Table(*args, **kwargs)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()


def timed_out(table) -> list[int]:
    """The seats whose turns ran out of time, in order."""
    return [seat for what, seat, _ in table.events if what == "timed_out"]


def seated_and_started(qtbot, table, *guests) -> int:
    port = table.open()
    for n, guest in enumerate(guests):
        guest.join(port, f"P{n}")
        qtbot.waitUntil(lambda n=n: table.host.seats[n].taken, timeout=3000)
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    for guest in guests:
        qtbot.waitUntil(lambda g=guest: g.client.mirror is not None, timeout=3000)
    return port


def test_a_kicked_guest_is_sent_away_for_good_and_a_computer_plays_its_seat(qtbot, tables):
    table = tables([REMOTE, REMOTE], stand_in_ms=0)
    stalling, ben = Guest(None), Guest("easy", delay_ms=1)
    port = seated_and_started(qtbot, table, stalling, ben)
    token = stalling.client.token
    table.host.kick(0, "easy")  # P0 is on turn and does nothing
    qtbot.waitUntil(lambda: bool(stalling.said("closed")), timeout=3000)
    assert stalling.said("closed") == [KICKED] and stalling.said("reconnecting") == []
    assert ("kicked", 0, "P0") in table.events
    seat = table.host.seats[0]
    assert (seat.kind, seat.level, seat.taken, seat.away) == ("computer", "easy", True, False)
    thief = RawGuest(port)  # the token is no good any more
    thief.hello("P0", token=token)
    qtbot.waitUntil(lambda: bool(thief.of_type("refused")), timeout=3000)
    assert "does not know your seat" in thief.of_type("refused")[0]["reason"]
    with qtbot.waitSignal(ben.client.ended, timeout=30000):
        pass
    finished = ben.said("ended")[0]
    assert finished.dropped == frozenset() and finished.turns_taken(0) == 13
    assert ben.said("away") == [0] and ben.said("back") == []
    assert ben.said("lobby")[-1][0]["kind"] == "computer"


def test_a_kicked_guest_not_replaced_drops_out_on_its_turn(qtbot, tables):
    table = tables([REMOTE, REMOTE])
    ana, stalling = Guest("easy", delay_ms=1), Guest(None)
    seated_and_started(qtbot, table, ana, stalling)
    table.host.kick(1)
    qtbot.waitUntil(lambda: ("dropped", 1, "P1") in table.events, timeout=5000)
    qtbot.waitUntil(lambda: stalling.said("closed") == [KICKED], timeout=3000)
    with qtbot.waitSignal(ana.client.ended, timeout=30000):
        pass
    finished = ana.said("ended")[0]
    assert finished.dropped == frozenset({1}) and finished.turns_taken(1) == 0


def test_a_guest_away_can_be_kicked_and_its_token_no_longer_brings_it_back(qtbot, tables):
    table = tables([REMOTE, REMOTE], grace_s=30.0, stand_in_ms=0)
    gone, ben = RawGuest(table.open()), Guest(None)
    gone.hello("Gone")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    ben.join(table.host.port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(gone.of_type("start")), timeout=3000)
    token = gone.of_type("welcome")[0]["token"]
    gone.close()
    qtbot.waitUntil(lambda: table.host.seats[0].away, timeout=3000)
    table.host.kick(0, "normal")  # no need to wait out the grace period
    qtbot.waitUntil(lambda: table.driver.game.current_player == 1, timeout=5000)
    assert table.driver.game.turns_taken(0) == 1
    back = RawGuest(table.host.port)
    back.hello("Gone", token=token)
    qtbot.waitUntil(lambda: bool(back.of_type("refused")), timeout=3000)
    assert "does not know your seat" in back.of_type("refused")[0]["reason"]


def test_kicking_in_the_lobby_opens_the_seat_again(qtbot, tables):
    table = tables([REMOTE, REMOTE])
    port = table.open()
    ana, eve = Guest(None), Guest(None)
    ana.join(port, "Ana")
    eve.join(port, "Eve")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.kick(1)
    qtbot.waitUntil(lambda: eve.said("closed") == [KICKED], timeout=3000)
    assert not table.host.seats[1].taken and not table.host.ready
    zoe = Guest(None)
    zoe.join(port, "Zoe")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    assert [s.name for s in table.host.seats] == ["Ana", "Zoe"]
    table.host.kick(1, "hard")  # or a computer takes it
    assert table.host.seats[1].kind == "computer" and table.host.ready
    with pytest.raises(ValueError):
        table.host.kick(1)  # a computer's seat is no guest's
    with pytest.raises(ValueError):
        table.host.kick(0, "grandmaster")


def test_past_the_turn_limit_the_computer_plays_a_guests_turn(qtbot, tables):
    table = tables([REMOTE, SeatSpec("computer", level="easy")], turn_limit_s=0.3, stand_in_ms=0)
    idle = Guest(None)  # present, but never acts
    seated_and_started(qtbot, table, idle)
    with qtbot.waitSignal(idle.client.ended, timeout=30000):
        pass
    finished = idle.said("ended")[0]
    assert finished.dropped == frozenset() and finished.turns_taken(0) == 13
    assert timed_out(table) == [0] * 13
    assert idle.said("closed") == []


def test_the_turn_limit_waits_out_a_pause_and_a_guest_in_time_plays_its_own_turn(qtbot, tables):
    table = tables([REMOTE, REMOTE], turn_limit_s=0.6, stand_in_ms=300)
    ana, ben = Guest(None), Guest(None)
    seated_and_started(qtbot, table, ana, ben)
    game = table.driver.game
    assert ana.client.request("roll")
    qtbot.waitUntil(lambda: game.rolls_used == 1, timeout=3000)
    assert ana.client.request("fill", card=0, box="chance")  # in time: Ana's own turn
    qtbot.waitUntil(lambda: game.current_player == 1, timeout=3000)
    assert game.turns_taken(0) == 1 and timed_out(table) == []
    table.driver.pause()
    qtbot.wait(1000)  # longer than the limit, but paused: the clock of the turn stands
    assert game.current_player == 1 and len(game.actions) == 2
    table.driver.resume()
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    assert timed_out(table) == [1]
    assert game.turns_taken(1) == 1
    qtbot.waitUntil(lambda: timed_out(table) == [1, 0], timeout=3000)
    assert ana.client.request("roll")  # Ana's time ran out: her turn is the computer's now
    qtbot.waitUntil(lambda: bool(ana.said("error")), timeout=3000)
    assert ana.said("error") == [
        "Your time for this turn ran out: the computer plays the rest of it."
    ]

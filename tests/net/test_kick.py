"""The host's remedies for a guest who stalls: kicking the seat (a computer plays it, or it drops
out) and the turn limit (the computer plays a turn that ran too long); a kick between the start
and the deal leaves the dice undealt unless the guest's share of them came. Over 127.0.0.1
only."""

from __future__ import annotations

import pytest

from fivedice.net import SeatSpec
from fivedice.net.dealing import NO_NONCE
from fivedice.net.fairplay import pledge_of

from .helpers import Guest, RawGuest

REMOTE = SeatSpec("remote")
KICKED = "The host removed you from the table."


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
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)  # every share of the dice came
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
    gone.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)
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


def test_a_guest_kicked_before_its_share_of_the_dice_came_leaves_them_undealt(qtbot, tables):
    table = tables([REMOTE, REMOTE], reveal_s=60)
    port = table.open()
    slow, ben = RawGuest(port), Guest(None)
    slow.hello("Slow")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    gave_up: list[str] = []
    table.host.gave_up.connect(gave_up.append)
    table.host.start()
    qtbot.waitUntil(lambda: bool(slow.of_type("start")), timeout=3000)
    table.host.kick(0, "easy")  # a computer cannot bring the share the guest pledged
    qtbot.waitUntil(lambda: bool(ben.said("closed")), timeout=3000)  # not a minute later
    assert ben.said("closed") == [NO_NONCE] == gave_up
    assert table.drivers == [] and ("kicked", 0, "Slow") in table.events


def test_a_guest_kicked_once_its_share_came_is_played_by_the_computer(qtbot, tables):
    table = tables([REMOTE, REMOTE], reveal_s=60, stand_in_ms=0)
    early = RawGuest(table.open())
    early.hello("Early")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    table.host.start()  # the open seat left empty: Early plays alone...
    qtbot.waitUntil(lambda: bool(early.of_type("start")), timeout=3000)
    early.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)
    table.host.kick(0, "easy")  # ...and, kicked, is replaced by a computer
    qtbot.waitUntil(lambda: table.driver.game.is_over, timeout=30000)
    assert table.driver.game.turns_taken(0) == 13 and not table.driver.game.dropped
    assert early.of_type("closed") == [{"type": "closed", "reason": KICKED}]


def test_a_seat_left_before_the_start_takes_its_next_guests_pledge(qtbot, tables):
    table = tables([REMOTE], reveal_s=60)
    port = table.open()
    first = RawGuest(port)
    first.hello("First")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    first.send({"type": "request", "action": "leave"})
    qtbot.waitUntil(lambda: not table.host.seats[0].taken, timeout=3000)
    second = RawGuest(port)
    second.hello("Second")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(second.of_type("start")), timeout=3000)
    assert second.of_type("start")[0]["pledges"] == [pledge_of(second.share)]
    second.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)

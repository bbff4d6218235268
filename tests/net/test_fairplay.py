"""Dice nobody chooses: the seed is made by the host's secret and every guest's nonce, pledged
before any is seen; each guest checks the secret, the nonces, every roll and every box at the
end. A host that chose the seed, changed its secret, swapped a guest's pledge, sent a face the
seed did not roll or changed a box after sealing it is caught, and its game is not kept."""

from __future__ import annotations

import pytest

from fivedice.core import Rules
from fivedice.core.dice import SEED_LIMIT
from fivedice.net import SeatSpec
from fivedice.net import dealing as dealing_module
from fivedice.net.dealing import NO_NONCE, Dealing
from fivedice.net.fairplay import (
    UNFAIR_DICE,
    UNFAIR_MOVES,
    Promise,
    Unfair,
    joint_seed,
    new_share,
    pledge_of,
    seal_of,
)
from fivedice.net.feed import Entry, GameFeed

from .helpers import Guest, RawGuest, Table

REMOTE = SeatSpec("remote")
COMPUTER = SeatSpec("computer", level="easy")
A, B, C = new_share(), new_share(), new_share()


def seat_two(qtbot, table: Table, first: Guest, second: Guest) -> None:
    port = table.open()
    first.join(port, "Ana")
    second.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()


def end_of(guest: Guest) -> dict:
    return next(m for m in guest.wire if m["type"] == "end")


def caught(qtbot, guest: Guest, sentence: str) -> None:
    """`guest` gave the table up with `sentence` and kept no game."""
    qtbot.waitUntil(lambda: bool(guest.said("closed")), timeout=30000)
    assert guest.said("closed") == [sentence]
    assert guest.said("ended") == [] and guest.client.game is None


# ------------------------------------------------------------------------ the seed itself


def test_the_seed_comes_from_every_share_in_player_order():
    seed = joint_seed(A, [B, None, C])
    assert 0 <= seed < SEED_LIMIT and seed == joint_seed(A, [B, None, C])
    others = {
        joint_seed(B, [B, None, C]),  # another secret
        joint_seed(A, [C, None, B]),  # the nonces in another order
        joint_seed(A, [B, C, None]),
        joint_seed(A, [B, None, A]),  # another nonce
        joint_seed(A, [B, C]),
    }
    assert seed not in others and len(others) == 5
    assert len(pledge_of(A)) == 64 and pledge_of(A) != pledge_of(B)
    assert seal_of(A, 3, 0, "chance") not in {
        seal_of(A, 4, 0, "chance"),
        seal_of(A, 3, 1, "chance"),
        seal_of(A, 3, 0, "ones"),
        seal_of(B, 3, 0, "chance"),
    }


def test_a_promise_takes_only_the_secret_and_the_nonces_it_pledged():
    promise = Promise(pledge_of(A), (pledge_of(B), None))
    assert promise.seed(A, [B, None]) == joint_seed(A, [B, None])
    for secret, nonces in ((C, [B, None]), (A, [C, None]), (A, [None, None]), (A, [B, C])):
        with pytest.raises(Unfair, match="not the ones all the players made"):
            promise.seed(secret, nonces)


def test_the_seed_is_dealt_only_when_every_pledged_nonce_is_in(qtbot):
    dealing = Dealing(reveal_s=60)
    dealt: list[int] = []
    dealing.dealt.connect(dealt.append)
    dealing.fix([pledge_of(B), None, pledge_of(C)])
    assert dealing.promise == Promise(pledge_of(dealing.secret), (pledge_of(B), None, pledge_of(C)))
    dealing.start()
    assert not dealing.reveal(0, C)  # not the nonce Ben pledged
    assert dealing.reveal(0, B) and dealt == []
    assert dealing.reveal(2, C)
    assert dealt == [joint_seed(dealing.secret, [B, None, C])]
    assert dealing.nonces == [B, None, C]


# ------------------------------------------------------------------------- honest games


def test_an_honest_game_is_verified_end_to_end_with_a_rejoin(qtbot, tables):
    table = tables([REMOTE, COMPUTER, REMOTE], Rules(open_sheets=False))
    ana, ben = Guest("easy", delay_ms=1), Guest("easy", delay_ms=1)
    seat_two(qtbot, table, ana, ben)
    qtbot.waitUntil(lambda: sum(m["type"] == "move" for m in ana.wire) >= 12, timeout=10000)
    ana.client._peer.socket.abort()  # the network fails under Ana
    qtbot.waitUntil(lambda: ("returned", 0, "Ana") in table.events, timeout=5000)
    with qtbot.waitSignals([ana.client.ended, ben.client.ended], timeout=30000):
        pass
    game = table.driver.game
    assert ana.said("ended") == [game] == ben.said("ended")
    assert ana.said("reconnecting") == [None] and len(ana.said("started")) == 1
    # What Ana checked: the start's promise kept, her own nonce in, the seed the one all made.
    starts = [m for m in ana.wire if m["type"] == "start"]
    assert len(starts) == 2 and starts[0]["commitment"] == starts[1]["commitment"]
    end = end_of(ana)
    assert pledge_of(end["secret"]) == starts[0]["commitment"]
    assert end["nonces"][0] == ana.client._share and end["nonces"][1] is None
    assert [pledge_of(n) for n in end["nonces"][::2]] == starts[0]["pledges"][::2]
    assert game.seed == table.seeds[0] == joint_seed(end["secret"], end["nonces"])


def test_a_guest_lost_before_its_nonce_comes_back_and_the_game_is_dealt(qtbot, tables):
    table = tables([REMOTE, REMOTE], grace_s=10)
    port = table.open()
    ana, ben = RawGuest(port), Guest("easy", delay_ms=1)
    ana.hello("Ana")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(ana.of_type("start")), timeout=3000)
    token = ana.of_type("welcome")[0]["token"]
    ana.close()  # before sending its nonce
    qtbot.waitUntil(lambda: table.host.seats[0].away, timeout=3000)
    assert not table.host.is_started
    again = RawGuest(port)
    again.share = ana.share  # the same app, its share kept
    again.hello("Ana", token=token)
    qtbot.waitUntil(lambda: bool(again.of_type("start")), timeout=3000)
    again.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)
    assert table.seeds == [joint_seed(table.host._dealing.secret, [ana.share, ben.client._share])]


def test_a_nonce_that_never_comes_closes_the_table_before_any_dice(qtbot, tables):
    table = tables([REMOTE, REMOTE], reveal_s=0.3)
    port = table.open()
    silent, ben = RawGuest(port), Guest(None)
    silent.hello("Sly")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    gave_up: list[str] = []
    table.host.gave_up.connect(gave_up.append)
    table.host.start()
    qtbot.waitUntil(lambda: bool(ben.said("closed")), timeout=3000)
    assert ben.said("closed") == [NO_NONCE] == gave_up
    assert table.drivers == [] and not table.host.is_started  # no seed without every nonce
    qtbot.waitUntil(lambda: bool(silent.of_type("closed")), timeout=3000)
    assert silent.of_type("closed") == [{"type": "closed", "reason": NO_NONCE}]


def test_a_guest_who_leaves_before_its_nonce_closes_the_table_at_once(qtbot, tables):
    table = tables([REMOTE, REMOTE], reveal_s=60)
    port = table.open()
    leaving, ben = RawGuest(port), Guest(None)
    leaving.hello("Lea")
    qtbot.waitUntil(lambda: table.host.seats[0].taken, timeout=3000)
    ben.join(port, "Ben")
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: bool(leaving.of_type("start")), timeout=3000)
    leaving.send({"type": "request", "action": "leave"})
    qtbot.waitUntil(lambda: bool(ben.said("closed")), timeout=3000)  # not a minute later
    assert ben.said("closed") == [NO_NONCE] and table.drivers == []


# --------------------------------------------------------------------- tampering hosts


def test_a_host_that_chooses_the_seed_is_caught(qtbot, tables, monkeypatch):
    monkeypatch.setattr(dealing_module, "joint_seed", lambda secret, nonces: 424242)
    table = tables([REMOTE, REMOTE])
    ana, ben = Guest("easy"), Guest("easy")
    seat_two(qtbot, table, ana, ben)
    caught(qtbot, ana, UNFAIR_DICE)
    caught(qtbot, ben, UNFAIR_DICE)
    assert table.driver.game.seed == 424242 and table.driver.game.is_over  # played it through


def test_a_host_that_changes_its_secret_after_the_start_is_caught(qtbot, tables, monkeypatch):
    start = Dealing.start

    def start_with_another_secret(self: Dealing) -> None:
        self._secret = new_share()  # the start went out with the old one's commitment
        start(self)

    monkeypatch.setattr(Dealing, "start", start_with_another_secret)
    table = tables([REMOTE, REMOTE])
    ana, ben = Guest("easy"), Guest("easy")
    seat_two(qtbot, table, ana, ben)
    caught(qtbot, ana, UNFAIR_DICE)
    assert table.driver.game.is_over


def test_a_host_that_swaps_a_guests_pledge_is_caught_at_the_start(qtbot, tables, monkeypatch):
    fix = Dealing.fix
    mine = new_share()  # a "nonce" for Ana's seat the host would know

    def fix_with_its_own(self: Dealing, pledges) -> None:
        fix(self, [pledge_of(mine), *pledges[1:]])

    monkeypatch.setattr(Dealing, "fix", fix_with_its_own)
    table = tables([REMOTE, REMOTE], reveal_s=60)
    ana, ben = Guest("easy"), Guest("easy")
    seat_two(qtbot, table, ana, ben)
    caught(qtbot, ana, UNFAIR_DICE)
    assert not table.host.is_started  # Ana never sent her nonce for the host's pledge
    assert not any(m["type"] == "move" for m in ana.wire)


def test_a_face_the_seed_did_not_roll_is_caught(qtbot, tables, monkeypatch):
    told = Entry.told_to

    def loaded(self: Entry, player):
        msg = told(self, player)
        if msg["n"] == 0:  # the first roll: all sixes, whatever the seed says
            msg = {**msg, "faces": [6, 6, 6, 6, 6] if msg["faces"] != [6] * 5 else [5] * 5}
        return msg

    monkeypatch.setattr(Entry, "told_to", loaded)
    table = tables([REMOTE, REMOTE])
    ana, ben = Guest("easy"), Guest("easy")
    seat_two(qtbot, table, ana, ben)
    caught(qtbot, ana, UNFAIR_DICE)
    caught(qtbot, ben, UNFAIR_DICE)


def test_a_hidden_box_changed_after_it_was_sealed_is_caught(qtbot, tables, monkeypatch):
    end_message = GameFeed.end_message

    def rearranged(self: GameFeed, secret, nonces, game):
        msg = end_message(self, secret, nonces, game)
        fills = msg["fills"]
        # The computer's boxes (no guest saw them): its first two turns' boxes swapped, a
        # card as legal as the real one, and perhaps a better one.
        mine = [i for i, e in enumerate(self.entries) if e.owner == 1]
        first, second = (sum(1 for e in self.entries[:i] if e.move[0] == "fill") for i in mine[:2])
        fills[first], fills[second] = fills[second], fills[first]
        return msg

    monkeypatch.setattr(GameFeed, "end_message", rearranged)
    table = tables([REMOTE, COMPUTER, REMOTE], Rules(open_sheets=False))
    ana, ben = Guest("easy"), Guest("easy")
    seat_two(qtbot, table, ana, ben)
    caught(qtbot, ana, UNFAIR_MOVES)
    caught(qtbot, ben, UNFAIR_MOVES)

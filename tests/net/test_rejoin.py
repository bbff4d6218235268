"""A guest comes back to a game of any length: holds are not moves, so no spam of them makes the
account a rejoining guest is sent grow, and the largest game the rules allow is sent whole, as
fast as the guest reads it; the guest is back (for the host and the others) once it has it all.

Every connection goes to 127.0.0.1; nothing leaves this computer."""

from __future__ import annotations

import json

import pytest

from fivedice.core import Category, Rules
from fivedice.net import SeatSpec
from fivedice.net.peer import MAX_UNSENT

from .helpers import RawGuest, Table

REMOTE = SeatSpec("remote")


def seated(qtbot, table: Table, names: list[str]) -> list[RawGuest]:
    """Raw guests in every seat of `table`, the game started and dealt."""
    port = table.port = table.open()
    guests = []
    for name in names:
        guest = RawGuest(port)
        guest.hello(name)
        guests.append(guest)
    qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
    table.host.start()
    qtbot.waitUntil(lambda: all(g.of_type("start") for g in guests), timeout=3000)
    for guest in guests:
        guest.reveal()
    qtbot.waitUntil(lambda: table.host.is_started, timeout=3000)
    return guests


def rejoin(qtbot, table: Table, guest: RawGuest, name: str) -> RawGuest:
    """`guest` loses its connection and comes back on a new one with its token."""
    token = guest.of_type("welcome")[0]["token"]
    guest.close()
    qtbot.waitUntil(lambda: ("left", 0, name) in table.events, timeout=3000)
    again = RawGuest(table.port)
    again.hello(name, token=token)
    return again


def account_bytes(guest: RawGuest) -> int:
    """The bytes of what `guest` was sent after its welcome (its account of the game)."""
    guest.read()
    return sum(len(json.dumps(m)) + 1 for m in guest.messages)


def test_hold_spam_neither_grows_the_log_nor_keeps_its_guest_from_rejoining(qtbot):
    """The attack: a guest toggling holds for minutes (48 a second for nine minutes is 26,000
    toggles). Each toggle was a move of the log, sent again to a rejoining guest, until the
    account passed the host's limit of unsent bytes and every rejoin was cut off."""
    table = Table([REMOTE, REMOTE])
    try:
        ana, ben = seated(qtbot, table, ["Ana", "Ben"])
        game = table.driver.game
        assert table.driver.act(0, ("roll",)) is None
        spam = 30_000
        for i in range(spam):  # as the host takes Ana's requests: straight to its game
            assert table.driver.act(0, ("hold", i % 5)) is None
            if i % 500 == 0:  # (the guests read what they are told as it comes)
                ana.read()
                ben.read()
        assert len(game.actions) == 1  # the log holds the roll, not the toggles
        assert game.held == (True, True, True, True, True)[: spam % 5] + (False,) * (5 - spam % 5)
        # Ben's app was told the holds as state, a message per change it was sent
        qtbot.waitUntil(lambda: bool(ben.of_type("held")), timeout=3000)
        again = rejoin(qtbot, table, ana, "Ana")
        qtbot.waitUntil(lambda: ("returned", 0, "Ana") in table.events, timeout=5000)
        moves = again.of_type("move")
        assert [m["move"] for m in moves] == [["roll", []]]
        assert again.of_type("held")[-1] == {"type": "held", "n": 1, "held": []}
        assert account_bytes(again) < 4096 < MAX_UNSENT
        assert not again.closed and again.of_type("closed") == []
    finally:
        table.close()


def largest_game(table: Table, players: int) -> None:
    """Play the host's game to its end with every turn as long as the rules allow: three
    rolls (the last two with dice held) and a box; every player to the last box."""
    game = table.driver.game
    while not game.is_over:
        seat = game.current_player
        assert table.driver.act(seat, ("roll",)) is None
        for slot in (0, 2, 4):
            assert table.driver.act(seat, ("hold", slot)) is None
        assert table.driver.act(seat, ("roll",)) is None
        assert table.driver.act(seat, ("hold", 1)) is None
        assert table.driver.act(seat, ("roll",)) is None
        option = game.options()[0]
        assert table.driver.act(seat, ("fill", option.card, option.category)) is None
        if len(game.actions) == 4 * players * game.turns_per_player - 4:
            return  # the last turn is left to play after the rejoin


@pytest.mark.slow
def test_a_guest_rejoins_at_the_largest_log_a_legal_game_reaches(qtbot):
    """Four players, three cards each, hidden score sheets (the others' boxes come sealed,
    the longest messages), every turn three rolls and a box: 624 moves, all sent again."""
    rules = Rules(cards=3, triple=True, open_sheets=False)
    table = Table([REMOTE] * 4, rules)
    try:
        guests = seated(qtbot, table, ["Ana", "Ben", "Cleo", "Dan"])
        largest_game(table, 4)
        game = table.driver.game
        assert len(game.actions) == 4 * 39 * 4 - 4  # all but the last turn: 620 moves
        again = rejoin(qtbot, table, guests[0], "Ana")
        qtbot.waitUntil(lambda: ("returned", 0, "Ana") in table.events, timeout=10000)
        qtbot.waitUntil(lambda: len(again.of_type("move")) == len(game.actions), timeout=5000)
        moves = again.of_type("move")
        assert [m["n"] for m in moves] == list(range(len(game.actions)))
        sealed = [m for m in moves if m["move"] == ["fill"]]
        assert len(sealed) == 3 * 39 - 1  # the other three players' boxes so far, sealed
        assert again.of_type("clock") and not again.closed
        for other in guests[1:]:  # the others hear that she is back
            qtbot.waitUntil(lambda g=other: bool(g.of_type("back")), timeout=3000)
        # and the game goes on to its end with her: 624 moves, the largest log there is
        seat = game.current_player
        for move in (("roll",), ("roll",), ("roll",)):
            assert table.driver.act(seat, move) is None
        option = game.options()[0]
        assert table.driver.act(seat, ("fill", option.card, option.category)) is None
        assert game.is_over and len(game.actions) == 4 * 39 * 4
        qtbot.waitUntil(lambda: bool(again.of_type("end")), timeout=5000)
        assert len(again.of_type("end")[0]["fills"]) == 4 * 39
        assert account_bytes(again) < MAX_UNSENT
    finally:
        table.close()


def test_the_holds_between_rolls_reach_every_guest_as_state(qtbot):
    """Holds sent as state reach every guest's mirror: after a roll with dice held the mirror
    shows the same holds as the host, and a fill clears them."""
    table = Table([REMOTE, REMOTE])
    try:
        _ana, ben = seated(qtbot, table, ["Ana", "Ben"])
        driver = table.driver
        assert driver.act(0, ("roll",)) is None
        assert driver.act(0, ("hold", 3)) is None
        qtbot.waitUntil(lambda: bool(ben.of_type("held")), timeout=3000)
        assert ben.of_type("held")[-1] == {"type": "held", "n": 1, "held": [3]}
        assert driver.act(0, ("roll",)) is None
        qtbot.waitUntil(lambda: len(ben.of_type("move")) == 2, timeout=3000)
        assert ben.of_type("move")[1]["move"] == ["roll", [3]]
        assert driver.act(0, ("fill", 0, Category.CHANCE)) is None
        qtbot.waitUntil(lambda: len(ben.of_type("move")) == 3, timeout=3000)
        assert len(ben.of_type("held")) == 1  # the roll and the fill carry the holds
    finally:
        table.close()

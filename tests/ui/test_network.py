"""Network play in the window: a host and a guest in one process, over loopback only.

Every table here listens on 127.0.0.1, and every search for tables asks 127.0.0.1 (the root
conftest): nothing is sent to any other address.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fivedice.app import build_window
from fivedice.core import Category, Player, Rules
from fivedice.net.host import Reach
from fivedice.net.table import SeatSpec
from fivedice.store.history import History
from fivedice.ui.board.explain import move_line

from .conftest import close_all, present, shown, write_settings

LOOPBACK = "127.0.0.1"


@pytest.fixture
def two_windows(qtbot, tmp_path: Path, clock):
    windows = []

    def make(name: str):
        folder = tmp_path / name
        write_settings(folder, players=[{"name": name.capitalize(), "computer": None}])
        return present(qtbot, windows, build_window(folder, clock=clock))

    yield make
    close_all(windows)


def window_says(window, text: str) -> bool:
    return text in window.announcements


def open_table(window, code: str, seats=None):
    """Ana hosts a table at `window` on loopback (any free port, no table searches answered),
    with an open seat unless other `seats` are given."""
    table = window.network.host(
        seats or [SeatSpec("local", "Ana"), SeatSpec("remote")],
        Rules(),
        code,
        "Ana's table",
        Reach(LOOPBACK, discovery_port=None),
    )
    assert table is not None
    return table


def play_my_turn(qtbot, window) -> None:
    """Roll once and fill the first open box, as a person at `window` would (by the controller
    the window's keys and clicks call)."""
    controller = window.controller
    assert controller.roll()
    qtbot.waitUntil(lambda: controller.view.rolls_used > 0, timeout=5000)
    box = sorted(controller.view.previews, key=lambda k: (k[0], int(k[1])))[0]
    assert controller.fill(*box)


def test_a_host_and_a_guest_play_a_whole_game(two_windows, qtbot, tmp_path):
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = open_table(host_window, "4821")
    lobby = host_window.network.lobby
    assert lobby is not None and "4821" in lobby.where.text()
    assert lobby.start_button.text().replace("&", "") == "Start without the open seats"
    guest = guest_window.network.join(LOOPBACK, table.host.port, "Ben", "4821")
    qtbot.waitUntil(lambda: table.host.ready, timeout=5000)
    assert window_says(host_window, "Ben has joined the table.")
    # Every open seat taken: the game starts by itself.
    qtbot.waitUntil(lambda: guest_window.controller.table is guest, timeout=5000)
    qtbot.waitUntil(lambda: table.host.is_started, timeout=5000)  # once Ben's nonce is in
    assert host_window.network.lobby is None
    host, away = host_window.controller, guest_window.controller
    assert [p.name for p in away.game.players] == ["Ana", "Ben"]
    assert away.view.elsewhere == frozenset({0}) and host.view.elsewhere == frozenset({1})
    # Ben cannot act on Ana's turn, and Ana's window does not act for Ben.
    assert not guest_window.tray.roll_button.isEnabled()
    for turn in range(26):
        if host.game.current_player == 0:
            play_my_turn(qtbot, host_window)
        else:
            assert not host_window.tray.roll_button.isEnabled()
            assert not host.roll()  # not for a player elsewhere
            play_my_turn(qtbot, guest_window)
        qtbot.waitUntil(
            lambda n=turn + 1: sum(away.game.turns_taken(p) for p in (0, 1)) == n, timeout=5000
        )
        assert away.view.cards == host.view.cards or host.game.is_over
    qtbot.waitUntil(lambda: away.view.is_over, timeout=5000)
    assert host.game.is_over and away.view.totals == host.view.totals
    assert not away.undo() and not host.undo()  # never at a network table (RULES.md §8)
    # Each recorded the finished game, the host's seed and all.
    for folder in ("ana", "ben"):
        history, _ = History.open(tmp_path / folder / "history.sqlite3")
        assert history is not None
        games = history.recent_games(5)
        assert len(games) == 1 and games[0].network
        again = history.load_game(games[0].game_id)
        assert again.seed == host.game.seed and again.totals() == host.game.totals()
        history.close()


def test_under_hidden_sheets_a_guest_sees_its_own_card_until_the_end(two_windows, qtbot, tmp_path):
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = host_window.network.host(
        [SeatSpec("remote"), SeatSpec("local", "Ana")],  # Ben plays first, Ana fills last
        Rules(open_sheets=False),
        "7531",
        "Ana's table",
        Reach(LOOPBACK, discovery_port=None),
    )
    guest_window.network.join(LOOPBACK, table.host.port, "Ben", "7531")
    qtbot.waitUntil(lambda: table.host.is_started, timeout=5000)
    host, away = host_window.controller, guest_window.controller
    changes = []
    away.changed.connect(changes.append)
    for turn in range(26):
        play_my_turn(qtbot, guest_window if host.game.current_player == 0 else host_window)
        qtbot.waitUntil(
            lambda n=turn + 1: sum(away.game.turns_taken(p) for p in (0, 1)) == n, timeout=5000
        )
        if host.game.is_over:
            break
        view = away.view
        assert view.players[1].hidden and not view.players[0].hidden
        assert all(box is None for box in view.cards[1][0].boxes) and view.totals[1] == 0
        assert view.cards[0][0].boxes == tuple(map(host.game.card(0).get, Category))
        assert away.game.card(1) == {}  # none of Ana's boxes reached Ben's computer
        if turn % 2 == 1:
            assert move_line(view, 1) == "Ana filled a box"
    qtbot.waitUntil(lambda: away.view.is_over, timeout=5000)
    # The end revealed Ana's card, checked: Ben's screen shows what Ana's shows, and tells her
    # last box as it was.
    assert not any(p.hidden for p in away.view.players)
    assert away.view.cards == host.view.cards and away.view.totals == host.view.totals
    assert changes[-1].game_over and changes[-1].fill == host.game.last_fill(1)
    history, _ = History.open(tmp_path / "ben" / "history.sqlite3")
    assert history is not None
    games = history.recent_games(5)
    assert len(games) == 1 and history.load_game(games[0].game_id) == host.game
    history.close()


def test_a_host_that_chose_the_dice_is_caught_and_its_game_not_recorded(
    two_windows, qtbot, tmp_path, monkeypatch
):
    from fivedice.net import dealing

    monkeypatch.setattr(dealing, "joint_seed", lambda secret, nonces: 777)  # the host's pick
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = open_table(host_window, "8642")
    guest_window.network.join(LOOPBACK, table.host.port, "Ben", "8642")
    qtbot.waitUntil(lambda: table.host.is_started, timeout=5000)
    host, away = host_window.controller, guest_window.controller
    for turn in range(26):
        play_my_turn(qtbot, host_window if host.game.current_player == 0 else guest_window)
        qtbot.waitUntil(
            lambda n=turn + 1: sum(away.game.turns_taken(p) for p in (0, 1)) == n, timeout=5000
        )
    sentence = (
        "The host's dice were not the ones all the players made together, so this game is "
        "not recorded."
    )
    qtbot.waitUntil(
        lambda: any(sentence in m for m in guest_window.notice_bar.messages), timeout=5000
    )
    history, _ = History.open(tmp_path / "ben" / "history.sqlite3")
    assert history is not None and history.recent_games(5) == []
    history.close()
    assert host.game.seed == 777  # the host played its pick through


def test_a_wrong_code_is_said_and_the_host_closing_is_heard(two_windows, qtbot, tmp_path):
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = open_table(host_window, "1234")
    guest_window.network.join(LOOPBACK, table.host.port, "Ben", "9999")
    qtbot.waitUntil(lambda: guest_window.network.joined is None, timeout=5000)
    assert "The join code was wrong." in guest_window.notice_bar.messages
    assert not table.host.ready
    guest_window.network.join(LOOPBACK, table.host.port, "Ben", "1234")
    qtbot.waitUntil(lambda: guest_window.controller.table.networked, timeout=5000)
    autosave = tmp_path / "ben" / "autosave.json"
    before = autosave.read_bytes() if autosave.exists() else None
    host_window.network.leave()  # the host closes the table
    qtbot.waitUntil(
        lambda: any("closed the table" in m for m in guest_window.notice_bar.messages),
        timeout=5000,
    )
    # The copy on screen is still the table's: never saved here as a game of this computer,
    # not even when the window closes.
    assert guest_window.controller.table.networked
    guest_window.controller.tick()
    guest_window.close()
    assert (autosave.read_bytes() if autosave.exists() else None) == before
    # At the host the game goes on, Ben's seat now played at this computer.
    host = host_window.controller
    assert not host.table.networked and host.view.elsewhere == frozenset()
    assert host.roll() and host.view.rolls_used == 1


def test_players_elsewhere_are_named_in_the_game(two_windows, qtbot):
    host_window = two_windows("ana")
    seats = [SeatSpec("local", "Ana"), SeatSpec("computer", "Cy", "easy"), SeatSpec("remote")]
    open_table(host_window, "5555", seats)
    assert _lobby_lines(host_window) == [
        "Ana (at the host's computer)",
        "Cy (Easy)",
        "Open seat: waiting for a player…",
    ]
    host_window.network.lobby.start_button.click()  # without the open seat
    game = host_window.controller.game
    assert [p.name for p in game.players] == ["Ana", "Cy"]
    assert game.players[1] == Player("Cy", "easy")


def _lobby_lines(window) -> list[str]:
    lobby = window.network.lobby
    return [lobby.seat_list.item(i).text() for i in range(lobby.seat_list.count())]


def test_a_hosted_game_comes_back_after_a_restart_as_a_local_game(two_windows, qtbot, tmp_path):
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = open_table(host_window, "2468")
    guest_window.network.join(LOOPBACK, table.host.port, "Ben", "2468")
    qtbot.waitUntil(lambda: table.host.is_started, timeout=5000)
    play_my_turn(qtbot, host_window)
    seed = host_window.controller.game.seed
    host_window.close()  # saves the game in progress, as the app does when it quits
    again = shown(qtbot, build_window(tmp_path / "ana"))
    try:
        from fivedice.app import RESTORED_TABLE

        assert again.controller.game.seed == seed and not again.controller.table.networked
        assert RESTORED_TABLE in again.notice_bar.messages
        assert not again.network.at_table
        # Ben now plays here: this computer's keys act for him.
        assert again.controller.view.elsewhere == frozenset()
    finally:
        again.close()


def test_a_card_a_guest_was_not_shown_stays_hidden_even_once_the_game_is_over():
    from fivedice.core import Game
    from fivedice.net.mirror import MirrorGame
    from fivedice.ui.control.snapshot import GameView

    players, rules = [Player("Ana"), Player("Ben")], Rules(open_sheets=False)
    game = Game.new(players, rules, seed=9)
    mirror = MirrorGame(players, rules, mine=[0])
    while not game.is_over:
        mover = game.current_player
        game.roll()
        mirror.apply_remote(["roll", []], list(game.dice))
        card, box = min(game.preview())
        game.fill(box, card=card)
        mirror.apply_remote(["fill", card, box.key] if mover == 0 else ["fill"])
    # Over, but Ben's boxes never came (a host caught cheating sends no end to settle it).
    view = GameView.of(mirror, frozenset({1}))
    assert view.is_over and view.players[1].hidden and not view.players[0].hidden
    assert view.totals == (game.totals()[0], 0) and view.outcome is None
    mirror.settle(game)
    view = GameView.of(mirror, frozenset({1}))
    assert not view.players[1].hidden and view.outcome == game.outcome()


def test_the_host_is_told_when_a_guests_share_of_the_dice_never_comes(two_windows, qtbot):
    from ..net.helpers import RawGuest

    host_window = two_windows("ana")
    before = host_window.controller.game
    table = open_table(host_window, "9753")
    guest = RawGuest(table.host.port)
    guest.hello("Ben", code="9753")
    qtbot.waitUntil(lambda: bool(guest.of_type("start")), timeout=5000)  # it starts by itself
    guest.send({"type": "request", "action": "leave"})  # gone before sending its nonce
    sentence = "A player's app did not send its share of the dice, so the game could not start"
    qtbot.waitUntil(
        lambda: any(sentence in m for m in host_window.notice_bar.messages), timeout=5000
    )
    assert not host_window.network.at_table and table.host.driver is None
    assert host_window.controller.game is before  # no game was dealt
    guest.close()


def test_the_host_kicks_a_player_from_the_game_menu_and_a_computer_plays_the_seat(
    two_windows, qtbot
):
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = open_table(host_window, "7531")
    network = host_window.network
    game_menu = host_window.menu.menus["Game"]
    kick = network.kick_action
    assert kick in game_menu.actions() and not kick.isEnabled()  # nobody to kick yet
    names = [a.objectName() for a in game_menu.actions()]
    assert names.index("kickPlayerAction") == names.index("joinTableAction") + 1
    guest_window.network.join(LOOPBACK, table.host.port, "Ben", "7531")
    qtbot.waitUntil(lambda: guest_window.controller.table.networked, timeout=5000)
    qtbot.waitUntil(lambda: table.host.is_started, timeout=5000)  # Ben's share of the dice came
    assert kick.isEnabled() and kick.text() == "&Kick a player…"
    kick.trigger()  # Alt+G, K: the menu's item
    dialog = network.kick_dialog
    assert dialog is not None and dialog.player.currentText() == "Ben"
    assert dialog.then.currentData() == "normal"  # a computer plays the seat, unless chosen
    dialog.then.setCurrentIndex(dialog.then.findData("easy"))
    dialog.kick_button.click()
    qtbot.waitUntil(
        lambda: any("removed you from the table" in m for m in guest_window.notice_bar.messages),
        timeout=5000,
    )
    assert window_says(host_window, "Ben was sent away from the table.")
    assert not kick.isEnabled() and network.kick_dialog is None
    host = host_window.controller
    play_my_turn(qtbot, host_window)  # then the computer plays Ben's turn at Ana's table
    qtbot.waitUntil(lambda: host.game.turns_taken(1) == 1, timeout=10000)
    assert host.game.current_player == 0 and not host.game.dropped
    network.leave()
    assert kick not in game_menu.actions()


def test_host_a_table_offers_a_turn_limit_off_by_default(two_windows, qtbot, monkeypatch):
    window = two_windows("ana")
    asked: list[dict] = []
    monkeypatch.setattr(window.network, "host", lambda *args, **kwargs: asked.append(kwargs))
    window.network.open_host_dialog()
    dialog = window.network.host_dialog
    assert dialog is not None and dialog.turn_limit.currentText() == "Off"
    assert dialog.turn_limit_s() is None
    dialog.turn_limit.setCurrentIndex(dialog.turn_limit.findData(60.0))
    dialog.accept()
    assert asked == [{"turn_limit_s": 60.0}]
    monkeypatch.undo()  # and a table hosted with it keeps to it
    table = window.network.host(
        [SeatSpec("local", "Ana"), SeatSpec("remote")],
        Rules(),
        "8642",
        "Ana's table",
        Reach(LOOPBACK, discovery_port=None),
        turn_limit_s=60.0,
    )
    assert table is not None and table.host.turn_limit_s == 60.0

"""Internet tables in the window: a host's lobby gives each seat for a friend anywhere a code to
copy as an invitation; the friend types (or pastes) it into Join a table, or opens its link, and
they play a whole game. Against the tests' own mailbox server and relay on 127.0.0.1 (the root
conftest): nothing leaves this computer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from fivedice.app import _parse, build_window
from fivedice.core import Rules
from fivedice.net.host import Reach
from fivedice.net.table import SeatSpec
from fivedice.ui.tables.dialogs import ANYWHERE, HostDialog
from fivedice.ui.tables.invites import invitation_text
from fivedice.ui.tables.joining import wormhole_code

from .conftest import close_all, present, write_settings
from .helpers import click
from .test_network import play_my_turn

pytestmark = pytest.mark.slow


@pytest.fixture
def two_windows(qtbot, tmp_path: Path, clock, wormhole_servers):
    windows = []

    def make(name: str):
        folder = tmp_path / name
        write_settings(folder, players=[{"name": name.capitalize(), "computer": None}])
        return present(qtbot, windows, build_window(folder, clock=clock))

    yield make
    close_all(windows)


def host_anywhere(window):
    table = window.network.host(
        [SeatSpec("local", "Ana"), SeatSpec("remote", anywhere=True)],
        Rules(),
        "4821",
        "Ana's table",
        Reach("127.0.0.1", discovery_port=None),
    )
    assert table is not None
    return table


def test_a_friend_anywhere_joins_with_the_copied_invitation_and_they_play_a_game(
    two_windows, qtbot
):
    host_window, guest_window = two_windows("ana"), two_windows("ben")
    table = host_anywhere(host_window)
    lobby = host_window.network.lobby
    assert lobby is not None and set(lobby.invitations.rows) == {1}
    row = lobby.invitations.rows[1]
    qtbot.waitUntil(lambda: bool(row.code.text()), timeout=15_000)
    code = row.code.text()
    assert not lobby.code.isVisible()  # no seat for this network: no four-digit code shown
    click(qtbot, row.copy_button)
    invitation = QGuiApplication.clipboard().text()
    assert invitation == invitation_text(code) and f"fivedice://join/{code}" in invitation
    # Ben pastes the whole invitation into Join a table and presses Enter.
    guest_window.network.open_join_dialog()
    dialog = guest_window.network.join_dialog
    assert dialog is not None
    dialog.anywhere_code.setFocus()
    qtbot.keyClicks(dialog.anywhere_code, invitation)
    qtbot.keyClick(dialog.anywhere_code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.host.is_started, timeout=20_000)
    assert guest_window.network.join_dialog is None
    host, away = host_window.controller, guest_window.controller
    qtbot.waitUntil(lambda: away.table is guest_window.network.joined, timeout=5000)
    assert [p.name for p in away.game.players] == ["Ana", "Ben"]
    for turn in range(26):
        play_my_turn(qtbot, host_window if host.game.current_player == 0 else guest_window)
        qtbot.waitUntil(
            lambda n=turn + 1: sum(away.game.turns_taken(p) for p in (0, 1)) == n, timeout=10_000
        )
    qtbot.waitUntil(lambda: away.view.is_over, timeout=10_000)
    assert host.game.is_over and away.view.totals == host.view.totals


def test_a_wrong_code_is_said_in_words_and_the_lobby_shows_a_new_one(two_windows, qtbot):
    host_window, guest_window = two_windows("ana"), two_windows("ben")
    host_anywhere(host_window)
    lobby = host_window.network.lobby
    assert lobby is not None
    row = lobby.invitations.rows[1]
    qtbot.waitUntil(lambda: bool(row.code.text()), timeout=15_000)
    first = row.code.text()
    guest_window.network.join_link(first.split("-")[0] + "-wrong-guess")
    dialog = guest_window.network.join_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: "wrong" in dialog.status.text(), timeout=15_000)
    assert dialog.join_button.isEnabled()  # try again
    qtbot.waitUntil(lambda: row.code.text() not in ("", first), timeout=15_000)
    assert "new code" in row.status.text()


def test_host_a_table_offers_a_seat_for_a_friend_anywhere(qtbot, tmp_path):
    from fivedice.store.settings import Settings

    dialog = HostDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    kind = dialog.seats[1].kind
    kind.setCurrentIndex(kind.findData(ANYWHERE))
    assert kind.currentText() == "Friend anywhere (code)"
    assert dialog.seat_specs()[1] == SeatSpec("remote", anywhere=True)
    assert dialog.settings().players[1].computer is None  # remembered as a person's seat


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("7-guitarist-revenge", "7-guitarist-revenge"),
        ("  7 Guitarist Revenge ", "7-guitarist-revenge"),
        ("fivedice://join/12-a-b", "12-a-b"),
        (invitation_text("3-odd-trip"), "3-odd-trip"),
        ("guitarist", None),
        ("1234", None),
    ],
)
def test_a_code_is_read_however_it_was_pasted(typed, code):
    assert wormhole_code(typed) == code


def test_a_link_on_the_command_line_names_the_table_to_join():
    assert _parse(["fivedice://join/7-guitarist-revenge"]).link == "7-guitarist-revenge"
    assert _parse([]).link is None
    with pytest.raises(SystemExit):
        _parse(["https://example.org/7-x-y"])


def test_once_the_game_is_on_the_codes_are_in_the_game_menu(two_windows, qtbot):
    host_window, guest_window = two_windows("ana"), two_windows("ben")
    table = host_anywhere(host_window)
    lobby = host_window.network.lobby
    assert lobby is not None
    row = lobby.invitations.rows[1]
    qtbot.waitUntil(lambda: bool(row.code.text()), timeout=15_000)
    code = row.code.text()
    codes_action = host_window.network.codes_action
    assert codes_action in host_window.game_menu.actions()
    guest_window.network.join_link(code)
    qtbot.waitUntil(lambda: table.host.is_started, timeout=20_000)
    assert host_window.network.lobby is None  # the lobby closed when the game started
    codes_action.trigger()
    dialog = host_window.window().findChild(QDialog, "invitationsDialog")
    assert dialog is not None and dialog.isVisible()
    again = dialog.panel.rows[1]
    assert again.code.text() == code
    assert not again.new_button.isEnabled()  # Ben is here by this code
    assert again.copy_button.isEnabled()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    host_window.network.leave()
    assert codes_action not in host_window.game_menu.actions()

"""Every dialog the window opens, opened as a person opens it and closed every way a person
closes one, with the focus inside it, in an active window: Esc, Enter, the title bar's X, and
``close()``. Each goes at once (deleted, forgotten), and the window answers keys again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from fivedice.core import Rules
from fivedice.net.host import Reach
from fivedice.net.table import SeatSpec
from fivedice.ui.shell.window import MainWindow
from fivedice.ui.tables.network import NetworkPlay

from .helpers import finish
from .test_player_paths import K, answers_keys, dismiss, key, wait_gone

Reader = Callable[[], "QWidget | None"]
LOOPBACK = "127.0.0.1"


def open_new_game(qtbot: Any, window: MainWindow) -> Reader:
    key(window, K.Key_N)
    return lambda: window.new_game_dialog


def open_settings(qtbot: Any, window: MainWindow) -> Reader:
    key(window, K.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    return lambda: window.settings_dialog


def open_help(qtbot: Any, window: MainWindow) -> Reader:
    key(window, K.Key_F1)
    return lambda: window.help_dialog


def open_keys(qtbot: Any, window: MainWindow) -> Reader:
    window.menu.actions["keys"].trigger()  # Help > Keyboard shortcuts
    return lambda: window.help_dialog


def open_about(qtbot: Any, window: MainWindow) -> Reader:
    window.menu.actions["about"].trigger()  # Help > About Five Dice
    return lambda: window.menu.about_box


def open_about_from_help(qtbot: Any, window: MainWindow) -> Reader:
    key(window, K.Key_F1)
    qtbot.waitUntil(lambda: window.help_dialog is not None, timeout=3000)
    help_dialog = window.help_dialog
    help_dialog.about_button.click()
    return lambda: help_dialog.about_box if window.help_dialog is not None else None


def open_scoreboard(qtbot: Any, window: MainWindow) -> Reader:
    finish(window.controller)  # one game in the history
    qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=3000)
    window.result_dialog.close_button.click()
    key(window, K.Key_B, Qt.KeyboardModifier.ControlModifier)
    return lambda: window.scoreboard_dialog


def open_result(qtbot: Any, window: MainWindow) -> Reader:
    finish(window.controller)
    return lambda: window.result_dialog


def open_review(qtbot: Any, window: MainWindow) -> Reader:
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=3000)
    window.result_dialog.review_button.click()
    qtbot.waitUntil(lambda: window.review_dialog is not None, timeout=10000)
    return lambda: window.review_dialog


def open_question(qtbot: Any, window: MainWindow) -> Reader:
    key(window, K.Key_Space)  # a game in progress: a restart asks first
    window.menu.actions["restart"].trigger()
    return lambda: window.confirm_box


def open_host(qtbot: Any, window: MainWindow) -> Reader:
    window.menu.actions["host_table"].trigger()
    return lambda: window.network.host_dialog


def open_join(qtbot: Any, window: MainWindow) -> Reader:
    window.menu.actions["join_table"].trigger()
    return lambda: window.network.join_dialog


def open_lobby(qtbot: Any, window: MainWindow) -> Reader:
    seats = [SeatSpec("local", "Ana"), SeatSpec("remote")]
    table = window.network.host(
        seats, Rules(), "4821", "Ana's table", Reach(LOOPBACK, discovery_port=None)
    )
    assert table is not None
    return lambda: window.network.lobby


OPENERS = {
    "new game": open_new_game,
    "settings": open_settings,
    "how to play": open_help,
    "keyboard shortcuts": open_keys,
    "about": open_about,
    "about from how to play": open_about_from_help,
    "scoreboard": open_scoreboard,
    "result": open_result,
    "review": open_review,
    "discard question": open_question,
    "host a table": open_host,
    "join a table": open_join,
    "lobby": open_lobby,
}
ENTER_KEEPS_OPEN = {"join a table"}
"""Enter there is Join: with nothing typed it says what is missing, and the dialog stays."""


@pytest.fixture
def loopback_hosting(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table hosted from the Host dialog listens on 127.0.0.1 only and answers no search."""
    host = NetworkPlay.host

    def on_loopback(self: NetworkPlay, *args: Any, **kwargs: Any) -> Any:
        return host(self, *args[:4], Reach(LOOPBACK, discovery_port=None))

    monkeypatch.setattr(NetworkPlay, "host", on_loopback)


@pytest.mark.parametrize("way", ["esc", "enter", "x", "close"])
@pytest.mark.parametrize("name", list(OPENERS))
def test_every_dialog_closes_every_way(make_window, qtbot, loopback_hosting, name: str, way: str):
    window = make_window(players=[{"name": "Ana", "computer": None}], computer_speed="instant")
    read = OPENERS[name](qtbot, window)
    qtbot.waitUntil(lambda: read() is not None and read().isVisible(), timeout=5000)
    dialog = read()
    if way == "enter" and name in ENTER_KEEPS_OPEN:
        dismiss(qtbot, dialog, way)
        qtbot.wait(60)
        assert read() is dialog and dialog.isVisible()
        assert "Type the host's address" in dialog.status.text()
        way = "esc"
    dismiss(qtbot, dialog, way)
    wait_gone(qtbot, read)
    under = {"about from how to play": "help_dialog", "review": "result_dialog"}.get(name)
    if under is not None:  # and the dialog it was opened from, after it
        dismiss(qtbot, getattr(window, under), way)
        wait_gone(qtbot, lambda: getattr(window, under))
    if window.network.lobby is not None:  # Enter on Host a table hosts it
        dismiss(qtbot, window.network.lobby, "esc")
        wait_gone(qtbot, lambda: window.network.lobby)
    assert window.findChildren(QDialog) == []
    answers_keys(qtbot, window)
    if name == "lobby" and way != "enter":
        assert not window.network.at_table  # closing the lobby closes the table

"""Settings' Player ID: the ID hidden until shown, copied whole, and an ID with its rating code
from another computer taken by the player here (refused, saying why, when either is not whole)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from fivedice.core import Player
from fivedice.store.history import History
from fivedice.store.profiles import shown_id
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.dialogs.preferences import SettingsDialog

from ..core.helpers import finished
from .test_accessibility import check_targets

K = Qt.Key


def history_with(path: Path, *games: list[Player]) -> History:
    history, problem = History.open(path)
    assert history is not None, problem
    for seed, players in enumerate(games):
        history.record(finished(players, seed=seed + 1))
    return history


def opened(qtbot: QtBot, history: History, first: str) -> SettingsDialog:
    dialog = SettingsDialog(Settings(players=(PlayerSetting(first),)), None, history)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    box = dialog.player_id
    assert box is not None
    qtbot.waitUntil(lambda: box.who.count() > 0)
    # Every control big enough to hit and named for screen readers (as the others').
    assert check_targets(box) == 6
    return dialog


def test_the_id_of_the_first_seat_is_hidden_until_shown_and_copied_whole(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_with(tmp_path / "h.sqlite3", [Player("Ana"), Player("Ben")])
    dialog = opened(qtbot, history, "ben")
    box = dialog.player_id
    assert box is not None
    assert box.who.currentText() == "Ben"  # the first seat's player, whatever the case
    ben = {p.name: p.id for p in history.profiles()}["Ben"]
    secret = history.profile_secret(ben)
    assert secret is not None
    assert box.id_field.echoMode() is QLineEdit.EchoMode.Password and box.id_field.text() == ""
    qtbot.mouseClick(box.show_button, Qt.MouseButton.LeftButton)
    assert box.id_field.text() == shown_id(secret)
    assert box.id_field.echoMode() is QLineEdit.EchoMode.Normal
    assert "Keep it private" in box.warning.text()
    qtbot.mouseClick(box.show_button, Qt.MouseButton.LeftButton)
    assert box.id_field.echoMode() is QLineEdit.EchoMode.Password
    qtbot.mouseClick(box.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == shown_id(secret)
    qtbot.mouseClick(box.code_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == history.rating_code(ben)
    # Another player's ID, once chosen.
    box.who.setCurrentIndex(box.who.findText("Ana"))
    assert box.id_field.text() == ""
    qtbot.mouseClick(box.show_button, Qt.MouseButton.LeftButton)
    ana = {p.name: p.id for p in history.profiles()}["Ana"]
    assert box.id_field.text() == shown_id(history.profile_secret(ana) or "")


def test_an_id_from_another_computer_continues_its_rating_here(
    qtbot: QtBot, tmp_path: Path
) -> None:
    there = history_with(tmp_path / "there.sqlite3", [Player("Ana"), Player("Bot", "hard")])
    [ana] = there.profiles()
    secret, code = there.profile_secret(ana.id), there.rating_code(ana.id)
    assert secret is not None and code is not None
    here = history_with(tmp_path / "here.sqlite3", [Player("Annie")])
    dialog = opened(qtbot, here, "Annie")
    box = dialog.player_id
    assert box is not None
    qtbot.mouseClick(box.use_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.use_dialog is not None)
    asked = box.use_dialog
    assert asked is not None
    asked.activateWindow()
    qtbot.waitActive(asked)
    # Esc changes nothing.
    qtbot.keyClick(asked, K.Key_Escape)
    qtbot.waitUntil(lambda: box.use_dialog is None)
    assert here.profile_secret(here.profiles()[0].id) != secret
    qtbot.mouseClick(box.use_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.use_dialog is not None)
    asked = box.use_dialog
    assert asked is not None
    asked.activateWindow()
    qtbot.waitActive(asked)
    # A cut-short ID, then a code of another ID: refused, saying why, the dialog open.
    qtbot.keyClicks(asked.id_field, shown_id(secret)[:-3])
    qtbot.keyClicks(asked.code_field, code)
    qtbot.keyClick(asked.code_field, K.Key_Return)
    assert asked.problem.isVisible() and "not a whole ID" in asked.problem.text()
    asked.id_field.setText(shown_id(there.profile_secret(ana.id) or "").lower())
    asked.code_field.setText(code[:-1])
    qtbot.keyClick(asked.code_field, K.Key_Return)
    assert "not whole, or belongs to another ID" in asked.problem.text()
    assert box.use_dialog is asked and asked.isVisible()
    asked.code_field.setText(code)
    qtbot.keyClick(asked.code_field, K.Key_Return)
    qtbot.waitUntil(lambda: box.use_dialog is None)
    [annie] = here.profiles()
    assert here.profile_secret(annie.id) == secret
    assert round(annie.rating) == round(ana.rating) and annie.rated_games == 1
    assert box.news.isVisible() and box.news.text().startswith("Annie now plays with the ID")


def test_before_anyone_has_a_profile_settings_says_when_one_comes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_with(tmp_path / "h.sqlite3")
    dialog = SettingsDialog(Settings(), None, history)
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.player_id
    assert box is not None
    qtbot.waitUntil(box.news.isVisible)
    assert box.news.text() == "A player gets an ID with their first finished game."
    assert not box.show_button.isVisible() and not box.id_field.isVisible()

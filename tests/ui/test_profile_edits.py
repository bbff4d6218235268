"""Renaming a player and merging two players who are one person, from the scoreboard's Players
page, with the keys and the ways a person closes the small dialogs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from fivedice.core import ExtraFive, Player
from fivedice.store.history import History, Kind
from fivedice.ui.dialogs.scoreboard import ScoreboardDialog

from ..core.helpers import finished
from .test_scoreboard import answered

K = Qt.Key
SOLO = Kind(ExtraFive.OFF, 1, 1, False)


def history_of(path: Path) -> History:
    history, _ = History.open(path)
    assert history is not None
    for seed, name in enumerate(["Ana", "Ana", "Annie", "Ben"]):
        history.record(finished([Player(name), Player("Bot", "easy")], seed=seed))
    return history


def shown(qtbot: QtBot, history: History, player: str) -> ScoreboardDialog:
    dialog = ScoreboardDialog(history, SOLO, player)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    answered(qtbot, dialog)
    dialog.tabs.setCurrentWidget(dialog.players_page)
    return dialog


def asking(qtbot: QtBot, dialog: ScoreboardDialog):
    qtbot.waitUntil(lambda: dialog.profile_edits.dialog is not None)
    asked = dialog.profile_edits.dialog
    assert asked is not None
    qtbot.waitUntil(asked.isVisible)
    asked.activateWindow()
    qtbot.waitActive(asked)
    return asked


def test_a_player_is_renamed_by_keys_and_keeps_every_figure(qtbot: QtBot, tmp_path: Path) -> None:
    history = history_of(tmp_path / "h.sqlite3")
    dialog = shown(qtbot, history, "Ana")
    before = dialog.stat_labels["games"].text()
    qtbot.mouseClick(dialog.players_page.rename_button, Qt.MouseButton.LeftButton)
    asked = asking(qtbot, dialog)
    field = asked.findChild(QLineEdit)
    assert field is not None and field.text() == "Ana"
    field.selectAll()
    qtbot.keyClicks(field, "Ana Maria")
    qtbot.keyClick(field, K.Key_Return)
    qtbot.waitUntil(lambda: dialog.name_box.currentText() == "Ana Maria")
    answered(qtbot, dialog)
    assert "Ana" not in [dialog.name_box.itemText(i) for i in range(dialog.name_box.count())]
    assert dialog.stat_labels["games"].text() == before == "2"
    assert dialog.problem_text() == ""
    assert history.player_stats("Ana Maria").games == 2


def test_another_players_name_is_refused_and_esc_changes_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_of(tmp_path / "h.sqlite3")
    dialog = shown(qtbot, history, "Ana")
    qtbot.mouseClick(dialog.players_page.rename_button, Qt.MouseButton.LeftButton)
    asked = asking(qtbot, dialog)
    qtbot.keyClick(asked, K.Key_Escape)
    qtbot.waitUntil(lambda: dialog.profile_edits.dialog is None)
    assert sorted(p.name for p in history.profiles()) == ["Ana", "Annie", "Ben"]
    qtbot.mouseClick(dialog.players_page.rename_button, Qt.MouseButton.LeftButton)
    field = asking(qtbot, dialog).findChild(QLineEdit)
    assert field is not None
    field.selectAll()
    qtbot.keyClicks(field, "BEN")
    qtbot.keyClick(field, K.Key_Return)
    qtbot.waitUntil(lambda: dialog.problem_text() != "")
    assert dialog.problem_text() == (
        "BEN is another player's name. If they are one person, merge them instead."
    )
    assert sorted(p.name for p in history.profiles()) == ["Ana", "Annie", "Ben"]


def test_two_players_who_are_one_person_are_merged_after_a_question(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_of(tmp_path / "h.sqlite3")
    dialog = shown(qtbot, history, "Annie")
    qtbot.mouseClick(dialog.players_page.merge_button, Qt.MouseButton.LeftButton)
    asked = asking(qtbot, dialog)
    choices = asked.findChild(QComboBox)
    assert choices is not None
    assert [choices.itemText(i) for i in range(choices.count())] == ["Ana", "Ben"]
    qtbot.keyClick(asked, K.Key_Return)  # Ana, the first
    qtbot.waitUntil(lambda: dialog.profile_edits.confirm is not None)
    question = dialog.profile_edits.confirm
    assert question is not None
    qtbot.waitUntil(question.isVisible)
    assert "Make Annie part of Ana?" in question.text()
    # Enter is Cancel (the default): nothing is merged until Merge itself is chosen.
    question.activateWindow()
    qtbot.waitActive(question)
    qtbot.keyClick(question, K.Key_Return)
    qtbot.waitUntil(lambda: dialog.profile_edits.confirm is None)
    assert len(history.profiles()) == 3
    qtbot.mouseClick(dialog.players_page.merge_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(asking(qtbot, dialog), K.Key_Return)
    qtbot.waitUntil(lambda: dialog.profile_edits.confirm is not None)
    question = dialog.profile_edits.confirm
    assert question is not None
    [merge] = [b for b in question.buttons() if b.text() == "&Merge"]
    qtbot.mouseClick(merge, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.name_box.currentText() == "Ana")
    answered(qtbot, dialog)
    assert sorted(p.name for p in history.profiles()) == ["Ana", "Ben"]
    assert dialog.stat_labels["games"].text() == "3"
    assert dialog.ratings_page.table.rowCount() == 2

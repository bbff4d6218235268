"""New game, Restart and changing the rules: a fresh game, asking first when one is under way."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from fivedice.core import ExtraFive
from fivedice.ui.board.scorecard import RowKind

from .helpers import cell_text, click, header_text, press

K = Qt.Key


def open_new_game(qtbot, window):
    press(qtbot, window, K.Key_N)
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_new_game_before_any_roll_starts_at_once_with_the_new_rules(make_window, qtbot, data_dir):
    window = make_window()
    old = window.controller.game
    dialog = open_new_game(qtbot, window)
    dialog.count.setValue(2)
    dialog.seats[0].name.setText("Ana")
    dialog.seats[1].name.setText("Ben")
    dialog.extra_five.setCurrentIndex(dialog.extra_five.findData(ExtraFive.OFFICIAL))
    click(qtbot, dialog.start_button)
    assert window.confirm_box is None  # nothing to lose, nothing to ask
    game = window.controller.game
    assert game is not old and not game.actions
    assert [p.name for p in game.players] == ["Ana", "Ben"]
    assert game.rules.extra_five is ExtraFive.OFFICIAL
    assert header_text(window, 1) == "Ben"
    assert cell_text(window, RowKind.EXTRA_BONUS, 0) == "0"  # the row exists under this rule
    saved = json.loads((data_dir / "settings.json").read_text())
    assert [p["name"] for p in saved["players"]] == ["Ana", "Ben"]
    assert saved["extra_five"] == "official"


def test_new_game_mid_game_asks_first_and_keep_playing_keeps_it(make_window, qtbot):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    game = window.controller.game
    dice = game.dice
    dialog = open_new_game(qtbot, window)
    dialog.cards.setCurrentIndex(3)  # Triple
    click(qtbot, dialog.start_button)
    box = window.confirm_box
    assert box is not None and box.isVisible()
    assert box.text() == "Start a new game?"
    click(qtbot, box.findChild(type(dialog.start_button), "confirmNo"))
    assert window.controller.game is game and game.dice == dice
    assert game.rules.cards == 1

    dialog = open_new_game(qtbot, window)
    dialog.cards.setCurrentIndex(3)
    click(qtbot, dialog.start_button)
    click(qtbot, window.confirm_box.findChild(type(dialog.start_button), "confirmYes"))
    new = window.controller.game
    assert new is not game and new.rules.triple and not new.actions
    assert window.tray.roll_button.text() == "Roll"
    assert header_text(window, 2).endswith("×3")


def test_restart_mid_game_asks_and_starts_the_same_game_afresh(make_window, qtbot):
    window = make_window(players=[{"name": "Ana", "computer": None}], extra_five="free")
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)
    game = window.controller.game
    window.menu.actions["restart"].trigger()
    assert window.confirm_box is not None
    assert window.confirm_box.text() == "Restart this game?"
    click(qtbot, window.confirm_box.findChild(type(window.tray.roll_button), "confirmYes"))
    new = window.controller.game
    assert new is not game and not new.actions and new.seed != game.seed
    assert new.players == game.players and new.rules == game.rules
    assert window.status_bar.turn_count.text() == "Turn 1 of 13"
    assert cell_text(window, RowKind.GRAND_TOTAL) == "0"


def test_cancel_in_the_new_game_dialog_changes_nothing(make_window, qtbot, data_dir):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    game = window.controller.game
    before = (data_dir / "settings.json").read_text()
    dialog = open_new_game(qtbot, window)
    dialog.count.setValue(4)
    click(qtbot, dialog.cancel_button)
    assert window.controller.game is game and window.confirm_box is None
    assert (data_dir / "settings.json").read_text() == before


def test_the_dialog_remembers_the_last_set_up(make_window, qtbot):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Robo", "computer": "hard"}],
        extra_five="free",
        cards=2,
        time_budget_min=5,
        computer_speed="slow",
    )
    dialog = open_new_game(qtbot, window)
    assert dialog.count.value() == 2
    assert dialog.seats[1].name.text() == "Robo"
    assert dialog.seats[1].kind.currentText() == "Computer"
    assert dialog.seats[1].level.currentText() == "Hard"
    assert dialog.extra_five.currentText() == "Free joker"
    assert dialog.cards.currentText() == "2 cards"
    assert dialog.budget_on.isChecked() and dialog.budget.value() == 5
    assert dialog.speed.currentText() == "Slow"
    assert not dialog.seats[2].name.isVisible()
    dialog.seats[1].kind.setCurrentIndex(0)
    assert not dialog.seats[1].level.isEnabled()
    settings = dialog.settings()
    assert settings.players[1].computer is None
    dialog.reject()

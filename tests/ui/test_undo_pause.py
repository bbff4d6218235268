"""Undo (a roll; a fill with the computer turns after it; nothing after the end) and Pause."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivedice.core import Category
from fivedice.store.settings import PlayerSetting, Settings

from .helpers import cell_center, cell_text, click, press
from .stand_in import stand_in_factory

K = Qt.Key


def faces(window) -> list[str]:
    return [die.accessibleName() for die in window.tray.dice]


def test_undo_a_roll_shows_the_dice_as_before_and_the_same_faces_come_again(make_window, qtbot):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    first = faces(window)
    press(qtbot, window, K.Key_2)
    press(qtbot, window, K.Key_R)
    assert window.tray.roll_button.text() == "Roll again (1 left)"
    press(qtbot, window, K.Key_U)  # takes back the second roll, holds as they were
    assert window.tray.roll_button.text() == "Roll again (2 left)"
    assert window.status_bar.rolls.text() == "2 rolls left"
    assert faces(window)[1] == first[1] + ", held"
    press(qtbot, window, K.Key_U)  # then the first roll
    assert window.tray.roll_button.text() == "Roll"
    assert all(name.endswith("not rolled yet") for name in faces(window))
    assert not window.menu.actions["undo"].isEnabled()
    press(qtbot, window, K.Key_Space)
    assert faces(window) == first  # the dice are fixed: no fishing for better ones


def test_undo_a_fill_takes_back_the_computer_turns_after_it(make_window_with, qtbot):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben", "easy"), PlayerSetting("Cy", "hard")),
        computer_speed="instant",
        animation=False,
    )
    window = make_window_with(settings, stand_in_factory())
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    rolled = faces(window)
    chance = cell_text(window, Category.CHANCE, 0)
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, Category.CHANCE, 0, 0))
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    assert len(game.card(1)) == 1 and len(game.card(2)) == 1
    assert cell_text(window, Category.CHANCE, 0) == chance
    assert window.menu.actions["undo"].isEnabled()
    qtbot.keyClick(window.scorecard, K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # Back to Ana's first turn, dice as she left them, both computer turns gone.
    assert window.tray.turn_label.text() == "Ana's turn"
    assert window.status_bar.turn_count.text() == "Turn 1 of 13"
    assert faces(window) == rolled
    assert game.card(0) == {} and game.card(1) == {} and game.card(2) == {}
    assert cell_text(window, Category.CHANCE, 0) == chance  # a preview again
    assert cell_text(window, Category.CHANCE, 1) == ""


def test_pause_stops_the_clock_and_freezes_the_board(make_window, qtbot, clock):
    window = make_window()
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    clock.advance(1.5, window.controller)
    assert game.elapsed == 1.5
    press(qtbot, window, K.Key_P)
    assert window.menu.actions["pause"].text().replace("&", "") == "Resume"
    assert window.tray.turn_label.text() == "Paused"
    clock_then = window.status_bar.clock.text()
    elapsed = game.elapsed
    assert clock_then.endswith("(paused)")
    before = (game.dice, game.held, game.rolls_used, game.actions)
    # Keys and clicks change nothing.
    for key in (K.Key_Space, K.Key_R, K.Key_1, K.Key_Down, K.Key_Return, K.Key_U):
        press(qtbot, window, key)
    click(qtbot, window.tray.dice[0])
    click(qtbot, window.tray.roll_button)
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, Category.CHANCE, 0, 0))
    assert (game.dice, game.held, game.rolls_used, game.actions) == before
    assert not window.tray.roll_button.isEnabled()
    assert not window.menu.actions["undo"].isEnabled()
    # The dice are hidden and no box shows a preview.
    assert all(name.endswith("hidden while paused") for name in faces(window))
    assert all(cell_text(window, c) == "" for c in Category)
    clock.advance(30, window.controller)
    assert game.elapsed == elapsed and window.status_bar.clock.text() == clock_then
    press(qtbot, window, K.Key_P)
    assert window.menu.actions["pause"].text().replace("&", "") == "Pause"
    assert not faces(window)[0].endswith("paused")
    clock.advance(1, window.controller)
    assert game.elapsed == elapsed + 1
    assert window.status_bar.clock.text() != clock_then
    press(qtbot, window, K.Key_R)
    assert game.rolls_used == 2

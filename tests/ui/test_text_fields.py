"""Game keys do nothing while a player-name field takes the typing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .helpers import press

K = Qt.Key


def test_shortcuts_do_nothing_while_a_name_field_has_focus(make_window, qtbot):
    window = make_window()
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_2)
    before = (game.dice, game.held, game.rolls_used, game.actions, game.paused)
    window.menu.actions["new_game"].trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    field = dialog.seats[0].name
    dialog.activateWindow()
    field.setFocus()
    field.clear()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    for key in (K.Key_R, K.Key_1, K.Key_Space, K.Key_3, K.Key_P, K.Key_U, K.Key_N, K.Key_H):
        qtbot.keyClick(field, key)
    # The letters went into the name...
    assert field.text().lower() == "r1 3punh"
    for key in (K.Key_Up, K.Key_Down, K.Key_F1):
        qtbot.keyClick(field, key)
    qtbot.keyClick(field, K.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the field's own undo
    # ...and the game did not move.
    assert (game.dice, game.held, game.rolls_used, game.actions, game.paused) == before
    assert window.help_dialog is None or not window.help_dialog.isVisible()
    assert window.controller.game is game
    dialog.reject()


def test_the_guard_also_holds_inside_the_main_window(make_window, qtbot):
    """Even if a text field sat in the main window itself, the game keys would leave it alone."""
    from PySide6.QtWidgets import QLineEdit

    window = make_window()
    game = window.controller.game
    field = QLineEdit(window.tray)
    field.setAccessibleName("Test name field")
    field.show()
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    for key in (K.Key_Space, K.Key_R, K.Key_3, K.Key_Return, K.Key_Up, K.Key_P):
        qtbot.keyClick(field, key)
    assert field.text().lower() == " r3p"
    qtbot.keyClick(field, K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.rolls_used == 0 and not game.actions and not game.paused


def test_menu_shortcuts_wait_while_a_field_takes_the_typing(make_window, qtbot):
    """Keys a text field does not take for itself (Ctrl+N, Ctrl+B, Ctrl+,) do not open dialogs
    over what is being typed; with the focus back on the board they do."""
    from PySide6.QtWidgets import QLineEdit

    window = make_window()
    field = QLineEdit(window.tray)
    field.setAccessibleName("Test name field")
    field.show()
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    for key in (K.Key_N, K.Key_B, K.Key_Comma):
        qtbot.keyClick(field, key, Qt.KeyboardModifier.ControlModifier)
    assert window.new_game_dialog is None
    assert window.scoreboard_dialog is None and window.settings_dialog is None
    window.scorecard.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.scorecard)
    qtbot.keyClick(window.scorecard, K.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None)
    window.new_game_dialog.reject()

"""A dialog the window opens is deleted once it is closed: many games never pile up dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from fivedice.ui.shell.window import MainWindow

from .helpers import finish, press

GAMES = 5


def settle() -> None:
    """Run what the event loop runs between clicks: deletions of closed dialogs included."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def live_dialogs(window: MainWindow) -> list[str]:
    settle()
    return [d.objectName() for d in window.findChildren(QDialog)]


def test_result_dialogs_go_when_closed(make_window, qtbot):
    window = make_window()
    for _ in range(GAMES):
        finish(window.controller)
        qtbot.waitUntil(lambda: window.result_dialog is not None)
        assert live_dialogs(window) == ["resultDialog"]
        window.result_dialog.close_button.click()
        assert window.result_dialog is None
        window.controller.restart()
    assert live_dialogs(window) == []


def test_play_again_and_a_new_game_let_the_result_go(make_window, qtbot):
    window = make_window()
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    window.result_dialog.play_again_button.click()  # reads nothing of the dialog afterwards
    assert window.result_dialog is None and window.controller.game.turn == 1
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    window.controller.restart()  # a new game closes the result left open
    assert window.result_dialog is None
    assert live_dialogs(window) == []


def test_every_dialog_of_the_window_goes_when_closed(make_window, qtbot):
    window = make_window()
    press(qtbot, window, "R")  # a game in progress: a new game asks first
    window.controller.roll()

    window.menu.actions["new_game"].trigger()
    window.new_game_dialog.count.setValue(2)
    window.new_game_dialog.start_button.click()  # its settings are read after it closed
    assert window.confirm_box is not None and window.new_game_dialog is None
    window.confirm_box.findChild(QWidget, "confirmYes").click()
    assert len(window.controller.game.players) == 2
    assert live_dialogs(window) == []

    window.controller.roll()
    window.menu.actions["restart"].trigger()
    window.confirm_box.findChild(QWidget, "confirmNo").click()
    assert window.confirm_box is None and live_dialogs(window) == []

    window.menu.actions["settings"].trigger()
    window.settings_dialog.volume.setValue(35)
    window.settings_dialog.ok_button.click()  # read after it closed, as well
    assert window.controller.settings.volume == 35
    window.menu.actions["settings"].trigger()
    window.settings_dialog.reject()
    assert window.settings_dialog is None and live_dialogs(window) == []

    window.menu.actions["help"].trigger()
    help_dialog = window.help_dialog
    help_dialog.show_about()
    help_dialog.show_about()  # a second click replaces the first box
    settle()
    assert len(help_dialog.findChildren(QMessageBox)) == 1
    help_dialog.about_box.close()
    assert help_dialog.about_box is None
    help_dialog.close()
    assert window.help_dialog is None and live_dialogs(window) == []
    window.menu.actions["help"].trigger()  # a new one opens the next time
    assert window.help_dialog is not None and window.help_dialog.isVisible()
    window.controller.roll()  # a change of the game reaches only the open one
    window.help_dialog.close()

    window.menu.actions["scoreboard"].trigger()
    window.menu.actions["scoreboard"].trigger()  # the second replaces the first
    assert live_dialogs(window) == ["scoreboard"]
    window.scoreboard_dialog.reject()
    assert window.scoreboard_dialog is None and live_dialogs(window) == []

    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    window.result_dialog.review_button.click()
    assert window.review_dialog is not None
    window.review_dialog.close()
    window.result_dialog.close_button.click()
    assert window.review_dialog is None and window.result_dialog is None
    assert live_dialogs(window) == []

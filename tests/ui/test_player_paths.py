"""Played as a person plays, in a window shown and active: whole games by keys, each ended with
Return on the last box and its result dismissed the moment the focus is in it (Esc, Enter, the
title bar's X, ``close()``, Play again); then the window goes on answering keys.

The fault these guard against: a dialog deleted while a control of it still had the focus made
the focus ring look into a window Qt was destroying, a crash at the end of every game.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from fivedice.ui.shell.window import MainWindow

from .conftest import settle

K = Qt.Key
SOLO = [{"name": "Ana", "computer": None}]
WITH_COMPUTER = [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": "easy"}]
FOUR = [{"name": n, "computer": None} for n in ("Ana", "Ben", "Cy", "Dee")]
SETUPS = {"solo": SOLO, "computer": WITH_COMPUTER, "four": FOUR}


def key(window: QWidget, which: Any, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard sends it: to whatever has the focus."""
    QTest.keyClick(QApplication.focusWidget() or window, which, modifier)


def focus_in(dialog: QWidget) -> bool:
    """True once the keyboard focus is inside `dialog` (where a person's keys go)."""
    focused = QApplication.focusWidget()
    return focused is not None and focused.window() is dialog


def dismiss(qtbot: Any, dialog: QDialog, way: str) -> None:
    """Close `dialog` as a person does: Esc or Enter to the focused control, the title bar's X
    (a close that comes from the window system), or close() from the code."""
    qtbot.waitUntil(lambda: focus_in(dialog), timeout=3000)
    if way == "esc":
        key(dialog, K.Key_Escape)
    elif way == "enter":
        key(dialog, K.Key_Return)
    elif way == "x":
        handle = dialog.windowHandle()
        assert handle is not None
        handle.close()  # what the title bar's X asks of the window
    elif way == "close":
        dialog.close()
    else:
        raise ValueError(way)


def wait_gone(qtbot: Any, read: Any) -> None:
    """Wait until the dialog `read()` returns is gone, with the event loop running on (the
    deletion of the closed dialog included)."""
    qtbot.waitUntil(lambda: read() is None, timeout=3000)
    qtbot.wait(60)  # a closed dialog is deleted in the event loop, where the fault struck


def answers_keys(qtbot: Any, window: MainWindow) -> None:
    """The window is active again with the focus in it, and its keys act: N opens New game,
    Enter starts it when nothing is in progress (Esc keeps the game), Space rolls."""
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.waitUntil(lambda: focus_in(window), timeout=3000)
    controller = window.controller
    if controller.view.is_over or controller.view.rolls_used:
        key(window, K.Key_N)
        qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=3000)
        dismiss(qtbot, window.new_game_dialog, "enter")
        if window.confirm_box is not None:
            dismiss(qtbot, window.confirm_box, "esc")  # keep the game in progress
        wait_gone(qtbot, lambda: window.new_game_dialog or window.confirm_box)
        qtbot.waitUntil(lambda: focus_in(window), timeout=3000)
    if not controller.view.computer_on_turn and controller.view.rolls_used == 0:
        rolled = controller.view.rolls_used
        key(window, K.Key_Space)
        assert controller.view.rolls_used == rolled + 1


def wait_for_person(qtbot: Any, window: MainWindow) -> None:
    """Let the computers play until a person is on turn (or the game is over)."""
    view = lambda: window.controller.view  # noqa: E731
    qtbot.waitUntil(lambda: view().is_over or not view().computer_on_turn, timeout=20000)


def play_turn_by_keys(qtbot: Any, window: MainWindow) -> None:
    """One person's turn by keys: Space rolls, 1 holds the first die, R rolls again, Down
    selects a box, Return fills it."""
    controller = window.controller
    before = (controller.view.turn, controller.view.current)
    for which in (K.Key_Space, K.Key_1, K.Key_R, K.Key_Down, K.Key_Return):
        key(window, which)
    assert (controller.view.turn, controller.view.current) != before or controller.view.is_over


def play_to_the_end_by_keys(qtbot: Any, window: MainWindow) -> None:
    """The whole game by keys; the last Return fills the last box and ends it."""
    controller = window.controller
    people = sum(1 for p in controller.game.players if not p.is_computer)
    for _ in range(13 * people):
        wait_for_person(qtbot, window)
        assert not controller.view.is_over
        play_turn_by_keys(qtbot, window)
    wait_for_person(qtbot, window)
    assert controller.view.is_over
    qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=3000)


@pytest.mark.parametrize("way", ["esc", "enter", "x", "close", "play_again"])
@pytest.mark.parametrize("setup", list(SETUPS))
def test_a_whole_game_by_keys_ends_and_its_result_goes_every_way(
    make_window, qtbot, setup: str, way: str
):
    window = make_window(players=SETUPS[setup], computer_speed="instant")
    assert window.isActiveWindow()
    play_to_the_end_by_keys(qtbot, window)
    result = window.result_dialog
    assert result is not None and result.isVisible()
    if way == "play_again":
        qtbot.waitUntil(lambda: focus_in(result), timeout=3000)
        QTest.mouseClick(result.play_again_button, Qt.MouseButton.LeftButton)
    else:
        dismiss(qtbot, result, way)
    wait_gone(qtbot, lambda: window.result_dialog)
    again = way in ("enter", "play_again")  # Play again is the result's default button
    assert window.controller.view.is_over is not again
    assert window.findChildren(QDialog) == []
    answers_keys(qtbot, window)


def test_a_new_game_while_the_result_has_the_focus(make_window, qtbot):
    """Play again from the board (or a computer game's restart) while the result dialog is open
    with the focus inside it: the dialog goes, the new game plays."""
    window = make_window(players=WITH_COMPUTER, computer_speed="instant")
    play_to_the_end_by_keys(qtbot, window)
    result = window.result_dialog
    qtbot.waitUntil(lambda: focus_in(result), timeout=3000)
    window.tray.play_again_requested.emit()
    wait_gone(qtbot, lambda: window.result_dialog)
    assert not window.controller.view.is_over and window.controller.game.turn == 1
    answers_keys(qtbot, window)


def test_twenty_windows_one_after_another(qtbot, data_dir, clock):
    """Twenty windows in one process, each played a few turns by keys, closed and let go: every
    one is freed by reference counting alone (nothing holds on to a closed window), and no
    widget of any is left."""
    import gc
    import weakref

    from fivedice.app import build_window

    from .conftest import activate, write_settings

    write_settings(data_dir)
    baseline = len(QApplication.allWidgets())
    for _ in range(20):
        window = build_window(data_dir, clock=clock)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        for _turn in range(3):
            play_turn_by_keys(qtbot, window)
        gone = weakref.ref(window)
        window.close()
        del window
        gc.disable()  # a window kept alive by a reference cycle would wait for a collection
        try:
            settle(collect=False)
            assert gone() is None, "a closed window was kept alive"
        finally:
            gc.enable()
        settle()
        assert len(QApplication.allWidgets()) == baseline


@pytest.mark.parametrize(
    ("ways", "when"),
    [
        ("esc,close,esc", "appears"),
        ("x,x,enter", "appears"),
        ("close,again,esc", "appears"),
        ("esc,enter,x,close,again", "focused"),
    ],
)
def test_games_ended_inside_the_apps_event_loop(tmp_path, ways: str, when: str):
    """As `fivedice` runs: the games end inside app.exec(), and each result is dismissed the
    moment the focus is in it (the crash at a game's end struck only there). A process of its
    own, so that a crash is an exit by a signal, not the end of the test run."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.event_loop_games", ways, when, str(tmp_path / "data")],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"exit {done.returncode}: {done.stderr[-2000:]}"
    assert done.stdout.strip().endswith(f"played {len(ways.split(','))}")

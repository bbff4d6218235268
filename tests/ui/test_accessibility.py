"""Every control is a comfortable target with a name; the window fits a small laptop screen."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QScrollBar,
    QTableView,
    QWidget,
)

from fivedice.ui.board.die import MIN_TARGET
from fivedice.ui.control.snapshot import FACE_WORDS

from .helpers import click, finish, press

K = Qt.Key
INTERACTIVE = (
    QAbstractButton,
    QAbstractSlider,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QTableView,
)


def controls(top: QWidget) -> list[QWidget]:
    found = [w for w in top.findChildren(QWidget) if isinstance(w, INTERACTIVE) and w.isVisible()]
    # Widgets Qt puts inside others (a spin box's line edit) are parts, not controls of their
    # own. A table's corner button would count: the card's is gone, the others' never show.
    return [
        w
        for w in found
        if not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox))
        and w.objectName() != "qt_toolbar_ext_button"
        and not isinstance(w, QScrollBar)  # a part of the view it scrolls
    ]


def check_targets(top: QWidget) -> int:
    checked = 0
    for widget in controls(top):
        label = f"{type(widget).__name__} {widget.objectName()!r} {widget.accessibleName()!r}"
        assert widget.height() >= 44, f"{label} is {widget.height()} px tall"
        assert widget.accessibleName().strip(), f"{label} has no accessible name"
        checked += 1
    return checked


def test_every_control_of_the_game_window_and_its_dialogs(make_window, qtbot):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]
    )
    window.controller.notice.emit("A message with a Dismiss button.")
    assert check_targets(window) >= 5 + 1 + 1 + 7 + 1
    press(qtbot, window, K.Key_Space)
    window.menu.actions["new_game"].trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.count.setValue(4)
    assert check_targets(dialog) >= 1 + 4 * 3 + 2 + 2 + 2 + 2
    click(qtbot, dialog.start_button)
    assert check_targets(window.confirm_box) == 2
    window.confirm_box.reject()
    window.menu.actions["settings"].trigger()
    # + coach mode, sound, their settings, and the language
    assert check_targets(window.settings_dialog) == 10
    window.settings_dialog.reject()
    window.menu.actions["help"].trigger()
    assert check_targets(window.help_dialog) >= 1
    window.help_dialog.close()


def test_the_result_dialog_buttons(make_window, qtbot):
    window = make_window()
    controller = window.controller
    finish(controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert check_targets(window.result_dialog) == 3  # Play again, Close, Review game


def test_a_die_says_its_face_and_whether_it_is_held(make_window, qtbot):
    window = make_window()
    dice = window.tray.dice
    assert dice[2].accessibleName() == "Die 3: not rolled yet"
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_3)
    faces = window.controller.game.dice
    assert dice[2].accessibleName() == f"Die 3: {FACE_WORDS[faces[2] - 1]}, held"
    assert dice[0].accessibleName() == f"Die 1: {FACE_WORDS[faces[0] - 1]}"
    assert all(
        re.fullmatch(r"Die [1-5]: (one|two|three|four|five|six)(, held)?", d.accessibleName())
        for d in dice
    )
    assert dice[2].held and not dice[0].held
    # Held is shown by position and a label as well as colour: the die is drawn higher.
    assert dice[2].geometry_of_die().top() < dice[0].geometry_of_die().top()
    press(qtbot, window, K.Key_3)
    assert dice[2].accessibleName() == f"Die 3: {FACE_WORDS[faces[2] - 1]}"


def test_the_roll_button_says_what_it_does(make_window, qtbot):
    window = make_window()
    roll = window.tray.roll_button
    labels = []
    for _ in range(3):
        labels.append((roll.text(), roll.isEnabled(), roll.accessibleName()))
        click(qtbot, roll)
    labels.append((roll.text(), roll.isEnabled(), roll.accessibleName()))
    assert [t for t, _, _ in labels] == [
        "Roll", "Roll again (2 left)", "Roll again (1 left)", "No rolls left: pick a box",
    ]  # fmt: skip
    assert [e for _, e, _ in labels] == [True, True, True, False]
    assert all(t == name for t, _, name in labels)
    assert window.status_bar.rolls.text() == "0 rolls left"


def inside(window: QWidget, widget: QWidget) -> bool:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return window.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize(
    "setup",
    [
        {},
        {"players": [{"name": n, "computer": None} for n in ("Ana", "Ben", "Cleo", "Dan")]},
        {"players": [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": "hard"}],
         "triple": True, "cards": 3, "extra_five": "official"},
    ],
    ids=["solo", "four players", "triple"],
)  # fmt: skip
def test_nothing_is_clipped_at_1024_by_640(make_window, qtbot, setup):
    window = make_window(**setup)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size().width() == 1024 and window.size().height() == 640)
    qtbot.wait(50)
    for widget in controls(window):
        assert inside(window, widget), f"{widget.objectName() or type(widget).__name__} is cut off"
        assert widget.height() >= 44
    card = window.scorecard
    # Every row of the card is on screen without scrolling.
    assert card.verticalScrollBar().maximum() == 0
    rows = card.card_model.rowCount()
    assert card.verticalHeader().length() <= card.viewport().height()
    assert rows >= 17
    dice = window.tray.dice
    for left, right in itertools.pairwise(dice):
        assert left.geometry().right() < right.geometry().left()
    # The dice give way to a wide card, down to the size of any target to hit.
    assert min(d.geometry_of_die().width() for d in dice) >= MIN_TARGET

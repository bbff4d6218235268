"""Helpers for GUI tests: fixed dice, and reading the screen as the player reads it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from fivedice.core import Category, Player, Rules
from fivedice.ui.board.scorecard import RowKind, ScorecardView
from fivedice.ui.shell.window import MainWindow

from ..core.helpers import ScriptedGame
from ..core.helpers import scripted as shared_scripted


def scripted(
    rolls: Iterable[Sequence[int]] = (),
    rules: Rules | None = None,
    players: Sequence[Player] | None = None,
) -> ScriptedGame:
    """The shared scripted game (tests/core/helpers.py) with the GUI tests' defaults: one
    player, Ana, and seed 11 for the faces after the script runs out."""
    return shared_scripted(rolls, rules, players or [Player("Ana")], seed=11)


def cell_text(window: MainWindow, row: Category | RowKind, player: int = 0, card: int = 0) -> str:
    """The text the player sees in one scorecard cell."""
    model = window.scorecard.card_model
    r = model.row_of(RowKind.BOX, row) if isinstance(row, Category) else model.row_of(row)
    index = model.index(r, model.column_of(player, card))
    return str(index.data(Qt.ItemDataRole.DisplayRole) or "")


def column_texts(window: MainWindow, player: int, card: int = 0) -> dict[Category, str]:
    """Every box cell of one column."""
    return {c: cell_text(window, c, player, card) for c in Category}


def header_text(window: MainWindow, column: int) -> str:
    return str(
        window.scorecard.card_model.headerData(
            column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole
        )
    )


def cell_center(view: ScorecardView, row: Category | RowKind, player: int, card: int) -> QPoint:
    """Where to click on the viewport for a cell (scrolled into view first)."""
    model = view.card_model
    r = model.row_of(RowKind.BOX, row) if isinstance(row, Category) else model.row_of(row)
    index = model.index(r, model.column_of(player, card))
    view.scrollTo(index)
    return view.visualRect(index).center()


def click(qtbot: Any, widget: QWidget, pos: QPoint | None = None) -> None:
    """A left click, in the middle of `widget` unless `pos` is given."""
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def press(qtbot: Any, window: MainWindow, key: Any, text: str = "") -> None:
    """A key press as the keyboard sends it: to whatever has the focus in the window."""
    from PySide6.QtWidgets import QApplication

    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key)


def finish(controller: Any) -> None:
    """Play the game in progress to its end through `controller`: a roll where a turn needs one,
    then the box that scores most."""
    while not controller.game.is_over:
        if controller.game.rolls_used == 0:
            controller.roll()
        option = max(controller.game.options(), key=lambda o: o.points)
        controller.fill(option.card, option.category)

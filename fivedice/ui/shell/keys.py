"""The game keys (PRODUCT.md "Keyboard"): Space/R roll, 1–5 hold, Up/Down/Enter choose a box,
Esc skips a computer's turn. Menu actions carry their own shortcuts (:mod:`.menus`).

During a computer's turn only Esc (or a click on the board) skips it; the other game keys are
ignored, so a key pressed while the computer plays never acts on the next person's turn.

No key of the window acts while a text field takes the typing (a player's name may hold an R, a
P or a 3): :class:`TypingGuard` holds back every shortcut then, the game keys' and the menus'
alike, in one place.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from ..dialogs.lifecycle import parent_as

if TYPE_CHECKING:
    from ..board.scorecard import ScorecardView
    from ..control.controller import GameController


def typing_in_text_field() -> bool:
    """True while the keyboard focus is in a place where letters and digits are text."""
    # The text fields' classes are first needed here, at a key: start-up does not set them up.
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit

    widget = QApplication.focusWidget()
    if isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)):
        return not widget.isReadOnly()  # the help page is a read-only text view
    return isinstance(widget, QComboBox) and widget.isEditable()


class TypingGuard(QObject):
    """Holds back the shortcuts it watches (game keys, menu actions) while a text field takes
    the typing; a click on a button or a menu item still acts."""

    def watch(self, shortcuts: Iterable[QObject]) -> None:
        """Guard each of `shortcuts` (QShortcut or QAction objects)."""
        for shortcut in shortcuts:
            shortcut.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A QShortcut or a QAction acts on the Shortcut event Qt sends it for its key: taken
        # here, the key does nothing (the letters a field types it has taken for itself before).
        return event.type() == QEvent.Type.Shortcut and typing_in_text_field()


_BOARD_BUTTONS = {"rollButton", "die1", "die2", "die3", "die4", "die5"}
"""Buttons on the board: a click on one skips a computer's turn, but Space or Enter does not."""


class KeyedWindow(Protocol):
    """What the game keys need of their window (besides being a QWidget)."""

    @property
    def controller(self) -> GameController: ...

    @property
    def scorecard(self) -> ScorecardView: ...


class GameKeys(QObject):
    """Shortcuts on its parent, the main window, that ask the window's controller to act, or
    move the selection on its card. Its :attr:`guard` holds them back while typing."""

    selection_moved = Signal()
    """Up or Down moved the selected box."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.guard = TypingGuard(self)
        """Holds back these keys (and the menus' shortcuts, given to it) while typing."""
        for key, slot in (
            ("Space", self._on_space_key),
            ("R", self._on_roll_key),
            ("Up", self._on_up_key),
            ("Down", self._on_down_key),
            ("Return", self._on_enter_key),
            ("Enter", self._on_enter_key),
            ("Esc", self._on_escape_key),
        ):
            self._shortcut(key).activated.connect(slot)
        for slot_index in range(5):
            shortcut = self._shortcut(str(slot_index + 1))
            shortcut.setProperty("slot", slot_index)
            shortcut.activated.connect(self._on_digit_key)

    def _widget(self) -> QWidget:
        """The window, as the widget the shortcuts belong to."""
        return parent_as(self, QWidget)

    def window(self) -> KeyedWindow:
        """The window whose keys these are."""
        return cast("KeyedWindow", self._widget())

    def _shortcut(self, key: str) -> QShortcut:
        shortcut = QShortcut(QKeySequence(key), self._widget())  # the window owns it
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.setAutoRepeat(False)
        self.guard.watch([shortcut])
        return shortcut

    def _live(self) -> bool:
        """Game keys act only in this window (and never while typing: :attr:`guard`)."""
        return self._widget().isActiveWindow()

    def _playing(self) -> bool:
        """True when a game key may act: live, and not during a computer's turn."""
        return self._live() and not self.window().controller.view.computer_on_turn

    def _press_focused_button(self) -> bool:
        """Space and Enter press a button the player tabbed to; returns whether one had focus.

        During a computer's turn the dice and the Roll button (then "Skip") are not pressed by
        these keys: only Esc skips from the keyboard.
        """
        button = QApplication.focusWidget()
        if not isinstance(button, QAbstractButton) or button.window() is not self._widget():
            return False
        on_board = button.objectName() in _BOARD_BUTTONS
        if button.isEnabled() and not (on_board and self.window().controller.view.computer_on_turn):
            button.click()
        return True

    @Slot()
    def _on_space_key(self) -> None:
        if self._live() and not self._press_focused_button() and self._playing():
            self.window().controller.roll()

    @Slot()
    def _on_roll_key(self) -> None:
        if self._playing():
            self.window().controller.roll()

    @Slot()
    def _on_digit_key(self) -> None:
        shortcut = self.sender()
        slot = shortcut.property("slot") if shortcut is not None else None
        if self._playing() and isinstance(slot, int):
            self.window().controller.toggle_hold(slot)

    def _move_selection(self, step: int) -> None:
        if self._playing():
            self.window().scorecard.move_selection(step)
            self.selection_moved.emit()

    @Slot()
    def _on_up_key(self) -> None:
        self._move_selection(-1)

    @Slot()
    def _on_down_key(self) -> None:
        self._move_selection(1)

    @Slot()
    def _on_enter_key(self) -> None:
        if self._live() and not self._press_focused_button() and self._playing():
            self.window().scorecard.fill_selected()

    @Slot()
    def _on_escape_key(self) -> None:
        if self._live():
            self.window().controller.skip_computer_turn()

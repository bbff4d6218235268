"""Asking before a game in progress is thrown away (a new game, a restart): the main window's
question box, answered without blocking, by people and tests alike."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QAbstractButton, QWidget

from fivedice.store.settings import Settings
from fivedice.words import translate

from ..board.die import MIN_TARGET
from ..dialogs.lifecycle import parent_as
from .plain import unmarked

if TYPE_CHECKING:
    from ..control.controller import GameController
    from ..dialogs.lifecycle import OpenDialogs

CONFIRM = "confirm"
"""The question's name among the window's open dialogs."""


class AskingWindow(Protocol):
    """What the question needs of its window (a QWidget besides, the box's parent)."""

    @property
    def controller(self) -> GameController: ...

    @property
    def dialogs(self) -> OpenDialogs: ...


class DiscardGuard(QObject):
    """Says :attr:`new_game_agreed` or :attr:`restart_agreed` at once when nothing would be lost
    (no game in progress), else after the player agrees in the question box ("confirmYes";
    "confirmNo" keeps playing).

    Its parent is the main window: the box is one of the window's dialogs, and what is to be
    done travels with the signal, so nothing here holds on to the window or its methods.
    """

    new_game_agreed = Signal(Settings)
    """A new game with these settings may start."""
    restart_agreed = Signal()
    """The game may start again."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._new_game: Settings | None = None
        """The new game's settings while the open question is about one (None: a restart)."""

    def _widget(self) -> QWidget:
        """The window, as the box's parent."""
        return parent_as(self, QWidget)

    def window(self) -> AskingWindow:
        """The main window this guard asks over."""
        return cast("AskingWindow", self._widget())

    def ask_new_game(self, settings: Settings) -> None:
        """Ask before a new game with `settings` ends the one in progress."""
        self._ask(
            #: Question before a new game starts while one is in progress (it would be lost).
            translate("Window", "Start a new game?"),
            translate("Window", "The game in progress will be lost."),
            #: [Confirm box] Button of the question before a new game: start it, losing the game in
            #: progress.
            translate("Window", "&Start new game"),
            settings,
        )

    def ask_restart(self) -> None:
        """Ask before Restart throws away what was played."""
        self._ask(
            #: Question before Restart, while a game is in progress.
            translate("Window", "Restart this game?"),
            translate(
                "Window",
                "Everything played so far will be lost; the same players start again with "
                "new dice.",
            ),
            #: [Confirm box] Button of the question before a restart: start this game again (a
            #: verb).
            translate("Window", "&Restart"),
            None,
        )

    def _ask(self, question: str, detail: str, yes: str, new_game: Settings | None) -> None:
        """Agree at once if nothing would be lost, else once the player agrees: to a new game
        with `new_game`, or to a restart (None)."""
        if not self.window().controller.view.in_progress:
            self._agree(new_game)
            return
        from PySide6.QtWidgets import QMessageBox  # its class loads with the first question

        box = QMessageBox(self._widget())
        box.setObjectName("confirmDialog")
        box.setIcon(QMessageBox.Icon.Question)
        #: The game's name: the main window's title, and the title of the question before a game in
        #: progress is lost.
        box.setWindowTitle(translate("Window", "Five Dice"))
        box.setText(question)
        box.setInformativeText(detail)
        accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        accept.setObjectName("confirmYes")
        keep = box.addButton(
            #: [Confirm box] Button of the question before a new game or a restart: keep the game
            #: in progress (the default).
            translate("Window", "&Keep playing"),
            QMessageBox.ButtonRole.RejectRole,
        )
        keep.setObjectName("confirmNo")
        for button in (accept, keep):
            button.setMinimumHeight(MIN_TARGET)
            button.setAccessibleName(unmarked(button.text()))
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self._new_game = new_game
        box.buttonClicked.connect(self._on_box_button_clicked)
        self.window().dialogs.open(CONFIRM, box)

    def _agree(self, new_game: Settings | None) -> None:
        if new_game is None:
            self.restart_agreed.emit()
        else:
            self.new_game_agreed.emit(new_game)

    @Slot(QAbstractButton)
    def _on_box_button_clicked(self, button: QAbstractButton) -> None:
        new_game, self._new_game = self._new_game, None
        box = self.window().dialogs.get(CONFIRM)
        if box is not None:
            box.close()  # gone (and forgotten as it finishes) before the game it was about ends
        if button.objectName() == "confirmYes":
            self._agree(new_game)

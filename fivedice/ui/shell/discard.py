"""Asking before a game in progress is thrown away (a new game, a restart): the main window's
question box, answered without blocking, by people and tests alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from fivedice.words import translate

from ..board.die import MIN_TARGET
from ..dialogs.lifecycle import parent_as
from .plain import unmarked

if TYPE_CHECKING:
    from .window import MainWindow

CONFIRM = "confirm"
"""The question's name among the window's open dialogs."""


class DiscardGuard(QObject):
    """Says :attr:`agreed` at once when nothing would be lost (no game in progress), else after
    the player agrees in the question box ("confirmYes"; "confirmNo" keeps playing).

    Its parent is the main window: the box is one of the window's dialogs, and what is to be
    done travels with the signal, so nothing here holds on to the window or its methods.
    """

    agreed = Signal(object)
    """What was asked for may be done: the `request` given to :meth:`ask`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._request: object = None
        """What the open question is about."""

    def window(self) -> MainWindow:
        """The main window this guard asks over."""
        from .window import MainWindow

        return parent_as(self, MainWindow)

    def ask_new_game(self, request: object) -> None:
        """Ask before a new game ends the one in progress."""
        self.ask(
            #: Question before a new game starts while one is in progress (it would be lost).
            translate("Window", "Start a new game?"),
            translate("Window", "The game in progress will be lost."),
            #: [Confirm box] Button of the question before a new game: start it, losing the game in
            #: progress.
            translate("Window", "&Start new game"),
            request,
        )

    def ask_restart(self, request: object) -> None:
        """Ask before Restart throws away what was played."""
        self.ask(
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
            request,
        )

    def ask(self, question: str, detail: str, yes: str, request: object) -> None:
        """Say :attr:`agreed` with `request` at once if nothing would be lost, else after the
        player agrees."""
        window = self.window()
        if not window.controller.view.in_progress:
            self.agreed.emit(request)
            return
        box = QMessageBox(window)
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
        self._request = request
        box.buttonClicked.connect(self._on_box_button_clicked)
        window.dialogs.open(CONFIRM, box)

    @Slot(QAbstractButton)
    def _on_box_button_clicked(self, button: QAbstractButton) -> None:
        request, self._request = self._request, None
        box = self.window().dialogs.forget(CONFIRM)
        if box is not None:
            box.close()
        if button.objectName() == "confirmYes":
            self.agreed.emit(request)

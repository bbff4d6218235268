"""Asking before a game in progress is thrown away (a new game, a restart): the main window's
question box, answered without blocking, by people and tests alike."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QAbstractButton, QDialog, QMessageBox, QWidget

from fivedice.words import translate

from .dice import MIN_TARGET


class DiscardGuard(QObject):
    """Runs what would discard the game at once when nothing would be lost (`in_progress()` is
    False), else after the player agrees in :attr:`box` ("confirmYes"; "confirmNo" keeps playing).

    `own` is called with each box made (the window lets it go once closed)."""

    def __init__(
        self,
        window: QWidget,
        in_progress: Callable[[], bool],
        own: Callable[[QDialog], object],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._in_progress = in_progress
        self._own = own
        self.box: QMessageBox | None = None
        """The question, while it is open."""
        self._then: Callable[[], object] | None = None

    def ask(self, question: str, detail: str, yes: str, then: Callable[[], object]) -> None:
        """Run `then` at once if nothing would be lost, else after the player agrees."""
        if not self._in_progress():
            then()
            return
        box = QMessageBox(self._window)
        box.setObjectName("confirmDialog")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("Window", "Five Dice"))
        box.setText(question)
        box.setInformativeText(detail)
        accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        accept.setObjectName("confirmYes")
        keep = box.addButton(translate("Window", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("confirmNo")
        for button in (accept, keep):
            button.setMinimumHeight(MIN_TARGET)
            button.setAccessibleName(button.text())
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self._own(box)
        self._then = then
        self.box = box
        box.buttonClicked.connect(self._on_box_button_clicked)
        box.open()

    @Slot(QAbstractButton)
    def _on_box_button_clicked(self, button: QAbstractButton) -> None:
        box = self.box
        then, self._then = self._then, None
        self.box = None
        if box is not None:
            box.close()
        if then is not None and button.objectName() == "confirmYes":
            then()

"""One life cycle for every dialog of the game: opened without blocking, deleted once it closes,
and forgotten at once, whichever way it closed (a button, Esc, Enter, the title bar's X, or
``close()`` from the code), so that nothing ever reads a dialog Qt has deleted.

The main window, How to play and the network play keep their dialogs in an :class:`OpenDialogs`
each; a dialog is a child of the window it opens over, so it goes with that window too.
"""

from __future__ import annotations

from typing import TypeVar, overload

import shiboken6
from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QApplication, QDialog

D = TypeVar("D", bound=QDialog)
W = TypeVar("W", bound=QObject)


def parent_as(helper: QObject, kind: type[W]) -> W:
    """The Qt parent of `helper`, a `kind`: how a helper reaches its window without holding on
    to it (a reference from a child to its window would keep a closed window alive)."""
    parent = helper.parent()
    if not isinstance(parent, kind):
        raise TypeError(f"{type(helper).__name__} belongs to a {kind.__name__}, not {parent!r}")
    return parent


def _address(obj: QObject) -> int:
    """The C++ object's address: the same for every Python wrapper of one object (a dialog's
    wrapper is a new one in its `destroyed` signal, so identity cannot tell it)."""
    return int(shiboken6.getCppPointer(obj)[0])


def _give_back_activation(dialog: QDialog) -> None:
    """The window under a closed dialog is the active one again, with its keys, even where no
    window manager says so (a desktop's own usually has already)."""
    if QApplication.activeWindow() not in (None, dialog):
        return  # the window system has given it to another already
    # A dialog still open (the result under a review, a question opened as New game closed)
    # comes first; else the window the dialog was opened over.
    modal = QApplication.activeModalWidget()
    under = modal if modal not in (None, dialog) else dialog.parentWidget()
    if under is not None and under.isVisible():
        under.window().activateWindow()


class OpenDialogs(QObject):
    """The dialogs open over a window (or kept by a helper of it), one per name."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("openDialogs")
        self._open: dict[str, QDialog] = {}
        self._addresses: dict[int, str] = {}

    def keep(self, name: str, dialog: D) -> D:
        """Keep `dialog` as the open `name` (closing the one open under that name before)."""
        previous = self._open.get(name)
        if previous is not None and previous is not dialog:
            self.forget(name)
            previous.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.finished.connect(self._on_dialog_finished)
        # A dialog closed while hidden, or deleted with no answer, never says finished.
        dialog.destroyed.connect(self._on_dialog_destroyed)
        self._open[name] = dialog
        self._addresses[_address(dialog)] = name
        return dialog

    def open(self, name: str, dialog: D) -> D:
        """Keep `dialog` as `name` and open it, modal to the window, without blocking."""
        self.keep(name, dialog)
        dialog.open()
        return dialog

    @overload
    def get(self, name: str) -> QDialog | None: ...

    @overload
    def get(self, name: str, kind: type[D]) -> D | None: ...

    def get(self, name: str, kind: type[QDialog] = QDialog) -> QDialog | None:
        """The dialog open as `name`, a `kind` (any dialog by default), or None."""
        dialog = self._open.get(name)
        return dialog if isinstance(dialog, kind) else None

    def forget(self, name: str) -> QDialog | None:
        """Stop keeping the dialog open as `name` (it still closes and goes as it would)."""
        dialog = self._open.pop(name, None)
        if dialog is not None:
            self._addresses = {a: n for a, n in self._addresses.items() if n != name}
        return dialog

    def close_all(self) -> None:
        """Close every dialog kept here (the window is closing)."""
        for name in list(self._open):
            dialog = self.forget(name)
            if dialog is not None:
                dialog.close()

    @Slot(int)
    def _on_dialog_finished(self, _result: int) -> None:
        # Emitted after accepted/rejected, whose slots may still have read the dialog.
        sender = self.sender()
        for name, dialog in list(self._open.items()):
            if dialog is sender:
                self.forget(name)
        if isinstance(sender, QDialog):
            _give_back_activation(sender)

    @Slot(QObject)
    def _on_dialog_destroyed(self, gone: QObject) -> None:
        name = self._addresses.get(_address(gone))
        if name is not None:
            self.forget(name)

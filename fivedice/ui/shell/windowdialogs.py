"""The main window's own dialogs: their names among its open dialogs, and the attributes that
read each one while it is open (``window.new_game_dialog``...).

A dialog's module loads when the dialog is first opened, not with the window: an attribute asks
for the dialog's class only while such a dialog is open (its module is loaded by then).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from PySide6.QtWidgets import QDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..dialogs.help import HelpDialog
    from ..dialogs.lifecycle import OpenDialogs
    from ..dialogs.newgame import NewGameDialog
    from ..dialogs.preferences import SettingsDialog
    from ..dialogs.result import ResultDialog
    from ..dialogs.review import ReviewDialog

D = TypeVar("D", bound=QDialog)

NEW_GAME, SETTINGS, RESULT, HELP, SCOREBOARD, REVIEW = (
    "new_game",
    "settings",
    "result",
    "help",
    "scoreboard",
    "review",
)
"""The names of the window's dialogs among its :class:`~..dialogs.lifecycle.OpenDialogs`."""


class DialogWindow(Protocol):
    """A window that keeps its dialogs open in :attr:`dialogs`."""

    @property
    def dialogs(self) -> OpenDialogs: ...


class OpenDialog(Generic[D]):
    """A read-only attribute of a window: its dialog `name` while it is open, else None.

    `kind` gives the dialog's class; it is asked only while a dialog is open under `name`."""

    def __init__(self, name: str, kind: Callable[[], type[D]]) -> None:
        self._name = name
        self._kind = kind
        self.__doc__ = f"The {name.replace('_', ' ')} dialog while it is open, or None."

    def __get__(self, window: DialogWindow | None, owner: object = None) -> D | None:
        dialog = window.dialogs.get(self._name) if window is not None else None
        if dialog is None:
            return None
        kind = self._kind()
        return dialog if isinstance(dialog, kind) else None

    def __set__(self, window: DialogWindow, value: object) -> None:
        raise AttributeError(f"the {self._name} dialog is opened, not set")


def new_game_kind() -> type[NewGameDialog]:
    """New game…'s class (its module loads now, if it had not)."""
    from ..dialogs.newgame import NewGameDialog

    return NewGameDialog


def settings_kind() -> type[SettingsDialog]:
    """Settings…'s class."""
    from ..dialogs.preferences import SettingsDialog

    return SettingsDialog


def result_kind() -> type[ResultDialog]:
    """The result's class."""
    from ..dialogs.result import ResultDialog

    return ResultDialog


def help_kind() -> type[HelpDialog]:
    """How to play's class."""
    from ..dialogs.help import HelpDialog

    return HelpDialog


def review_kind() -> type[ReviewDialog]:
    """The review's class."""
    from ..dialogs.review import ReviewDialog

    return ReviewDialog


def any_dialog() -> type[QDialog]:
    """Any dialog (the scoreboard: read as a plain dialog)."""
    return QDialog


def question_box() -> type[QMessageBox]:
    """A question box (the one before a game in progress is lost)."""
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox

"""The game pauses itself while its player is away, and says so: when its window is minimised
(here), and when the computer sleeps (the controller's clock, :mod:`fivedice.play.clock`).

Only a game of this computer pauses for its window: at a network table the game is everyone's,
and one window put away must not stop it for the others (a table hosted elsewhere is the host's
to pause; the people at one hosted here can ask its host for a pause). A finished or already
paused game is left as it is. Nothing resumes by itself: the restored window shows the paused
board, and the player resumes it as any pause (P, or Resume).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..dialogs.lifecycle import parent_as

if TYPE_CHECKING:
    from ..control.controller import GameController

MINIMISED = QT_TRANSLATE_NOOP("Pause", "The game was paused while its window was minimised.")
"""The notice of a pause for a minimised window; shown with ``translate("Pause", ...)``."""


class PausingWindow(Protocol):
    """What the pause needs of its window (a QWidget besides)."""

    @property
    def controller(self) -> GameController: ...

    def isMinimized(self) -> bool: ...

    def say(self, text: str) -> None: ...


class AwayPause(QObject):
    """Pauses the main window's game when the window is minimised; the notice the controller
    gives then waits on the window, and is said to screen readers once it is restored.

    Its parent is the main window, whose window-state changes it watches (an event filter).
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("awayPause")
        self._paused_away = False
        """True from a pause of ours until the window is back."""
        window.installEventFilter(self)

    def window(self) -> PausingWindow:
        """The main window whose game this pauses."""
        return cast("PausingWindow", parent_as(self, QWidget))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange:
            self._on_window_state_changed()
        return False

    def _on_window_state_changed(self) -> None:
        window = self.window()
        controller = window.controller
        if window.isMinimized():
            if not controller.table.networked:  # a game of this computer (see the module)
                why = translate("Pause", MINIMISED)
                self._paused_away = controller.pause(why=why) or self._paused_away
        elif self._paused_away:
            self._paused_away = False
            if controller.view.paused:  # nobody resumed it meanwhile
                window.say(translate("Pause", MINIMISED))

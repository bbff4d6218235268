"""The Qt desktop game: the controller, the main window and its widgets and dialogs.

Data flows one way: widgets ask the :class:`GameController`, it changes the core game and emits
a :class:`GameView` snapshot, and the widgets redraw from that.
"""

from __future__ import annotations

from .shell.qtfix import guard_none_refcount

guard_none_refcount()

from .control.controller import GameController  # noqa: E402
from .control.snapshot import GameView  # noqa: E402
from .shell.window import MainWindow  # noqa: E402

__all__ = ["GameController", "GameView", "MainWindow"]

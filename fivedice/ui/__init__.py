"""The Qt desktop game: the controller, the main window and its widgets and dialogs.

Data flows one way: widgets ask the :class:`GameController`, it changes the core game and emits
a :class:`GameView` snapshot, and the widgets redraw from that.

The names below load with their modules when first asked for: importing one part of the window
(the folder's lock, the language) does not build the whole of it.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from .shell.qtfix import guard_none_refcount

guard_none_refcount()

if TYPE_CHECKING:
    from .control.controller import GameController
    from .control.snapshot import GameView
    from .shell.window import MainWindow

__all__ = ["GameController", "GameView", "MainWindow"]

_HOMES = {
    "GameController": ".control.controller",
    "GameView": ".control.snapshot",
    "MainWindow": ".shell.window",
}
"""Where each name of the package's face is defined."""


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(home, __name__), name)

"""Five Dice: five dice, thirteen boxes, one to four players and a coach that knows perfect play."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("fivedice")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"

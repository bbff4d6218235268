"""The start-up yardstick: a bare PySide6 window of the game's size, quitting at its first paint.

Start-up of the game is judged against this whole process, the two timed in turn in one run,
on the same Qt platform (``benchmarks/bench_startup.py`` does that and prints the ratio), e.g.:

    hyperfine -N 'env QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bare_window.py' \
        'env QT_QPA_PLATFORM=offscreen FIVEDICE_EXIT_AFTER_FIRST_PAINT=1 \
         FIVEDICE_DATA_DIR=/tmp/fd-bench .venv/bin/fivedice'

The window takes the size the game's window first takes on the same screen: 1180 × 760, or 95 %
of the screen's free width and 92 % of its height where that is less (``MainWindow`` fits itself
so). It imports nothing of the game, which would make the yardstick pay for the game's code.
With no ``QT_QPA_PLATFORM`` and nothing to show a window on (Linux without X11 or Wayland) it
draws offscreen, as Qt would otherwise abort before the first paint.

At its first paint it prints ``first paint WxH``: the size, so that a test can check it is the
game's (the game prints its own).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

WIDTH, HEIGHT = 1180, 760
"""The game window's first size on a screen large enough (``MainWindow``)."""


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            watched.removeEventFilter(self)
            print(f"first paint {watched.width()}x{watched.height()}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


def main() -> int:
    if (
        sys.platform.startswith("linux")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    width, height = WIDTH, HEIGHT
    screen = window.screen()
    if screen is not None:
        free = screen.availableGeometry()
        width = min(width, int(free.width() * 0.95))
        height = min(height, int(free.height() * 0.92))
    window.resize(width, height)
    probe = _FirstPaint(window)
    window.installEventFilter(probe)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())

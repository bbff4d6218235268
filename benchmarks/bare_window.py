"""The start-up yardstick: a bare PySide6 window of the game's size, quitting at its first paint.

Start-up of the game is judged against this whole process, the two timed in turn in one run:

    hyperfine -N '.venv/bin/python benchmarks/bare_window.py' \
        'env FIVEDICE_EXIT_AFTER_FIRST_PAINT=1 FIVEDICE_DATA_DIR=/tmp/fd-bench .venv/bin/fivedice'
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1180, 760)
    probe = _FirstPaint(window)
    window.installEventFilter(probe)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())

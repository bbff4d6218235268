"""The moment a window first paints: what start-up is measured to, what waits for it, and the
size the window first shows at.

Start-up builds only what the first picture shows. What the player does not see at once (the
sound, answering later launches) starts a moment after the window has first painted, so that
the window is drawn and settled first.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, QTimer, Signal, Slot
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QWidget

SETTLE_MS = 200
"""Work that can wait starts this long after the first paint (:attr:`FirstPaint.settled`)."""
FIRST_SIZE = (1180, 760)
"""The window's first size, on a screen large enough (else 95 % of its width, 92 % of its
height)."""


def first_size(screen: QScreen | None) -> QSize:
    """A comfortable first size for the main window that never spills off a small laptop
    `screen`."""
    width, height = FIRST_SIZE
    if screen is not None:
        free = screen.availableGeometry()
        width = min(width, int(free.width() * 0.95))
        height = min(height, int(free.height() * 0.92))
    return QSize(width, height)


class FirstPaint(QObject):
    """Watches its parent widget until it first paints: says :attr:`painted` then (during that
    paint: keep it short), and :attr:`settled` :data:`SETTLE_MS` later. A widget that never
    paints (it starts minimized) says neither."""

    painted = Signal()
    """The widget is painting for the first time."""
    settled = Signal()
    """The first paint was a moment ago: work that can wait may start."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.setObjectName("firstPaint")
        self._done = False
        widget.installEventFilter(self)  # installed on its parent alone: it holds no reference

    @property
    def done(self) -> bool:
        """True once the widget has painted."""
        return self._done

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            watched.removeEventFilter(self)
            self.painted.emit()
            QTimer.singleShot(SETTLE_MS, self, self._on_settle_timeout)
        return False

    @Slot()
    def _on_settle_timeout(self) -> None:
        self.settled.emit()

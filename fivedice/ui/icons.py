"""The app's icon, drawn with the same vector die as the tray (no image files to go stale)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from .dice import paint_die
from .theme import LIGHT


def app_icon() -> QIcon:
    """A five-pip die, sharp at every size the desktop asks for."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        margin = size * 0.06
        paint_die(painter, QRectF(margin, margin, size - 2 * margin, size - 2 * margin), 5, LIGHT)
        painter.end()
        icon.addPixmap(pixmap)
    return icon

"""The app's icon, drawn with the same vector die as the tray (no image files to go stale), and
the line icons of the toolbar and menus, drawn in the colour of the theme's text."""

from __future__ import annotations

from functools import cache
from importlib import resources

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from .dice import paint_die
from .theme import LIGHT, Theme

ICON_SIZES = (16, 20, 24, 32, 40, 48)
"""Pixel sizes drawn for each line icon: menus (16), the toolbar (20), and both at 2× scale."""
DISABLED_ALPHA = 160
"""How opaque a disabled icon is, as the palette's disabled text (theme.palette_for)."""


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


@cache
def _svg(name: str) -> str:
    path = resources.files("fivedice") / "assets" / "icons" / f"{name}.svg"
    return path.read_text(encoding="utf-8")


def _pixmaps(name: str, color: QColor) -> list[QPixmap]:
    # The drawings stroke and fill with currentColor: painted here in the colour asked for.
    svg = _svg(name).replace("currentColor", color.name(QColor.NameFormat.HexRgb))
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    pixmaps = []
    for size in ICON_SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(color.alphaF())
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        pixmaps.append(pixmap)
    return pixmaps


def line_icon(name: str, theme: Theme) -> QIcon:
    """The icon `name` (a file in assets/icons, without ".svg") in `theme`'s text colour, and
    in its muted colour when the action is disabled."""
    disabled = QColor(theme.muted)
    disabled.setAlpha(DISABLED_ALPHA)
    icon = QIcon()
    for mode, color in ((QIcon.Mode.Normal, theme.text), (QIcon.Mode.Disabled, disabled)):
        for pixmap in _pixmaps(name, color):
            icon.addPixmap(pixmap, mode)
    return icon

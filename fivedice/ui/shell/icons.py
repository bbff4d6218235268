"""The app's icon, drawn with the same vector die as the tray (no image files to go stale), and
the line icons of the toolbar and menus, drawn in the colour of the theme's text."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from fivedice import assets

from ..board.die import paint_die
from .theme import LIGHT, Theme

ICON_SIZES = (16, 20, 24, 32, 40, 48)
"""Pixel sizes drawn for each line icon: menus (16), the toolbar (20), and both at 2× scale."""
DISABLED_ALPHA = 160
"""How opaque a disabled icon is, as the palette's disabled text (theme.palette_for)."""


APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Pixel sizes the app's icon offers the desktop."""


class _DrawnIcon(QIconEngine):
    """An icon drawn when Qt first asks for a size (and mode), keeping what it drew: a window's
    first paint draws only the icons and sizes it shows (start-up time)."""

    SIZES: tuple[int, ...] = ()
    """The pixel sizes offered."""

    def __init__(self) -> None:
        super().__init__()
        self._drawn: dict[tuple[int, int, QIcon.Mode, float], QPixmap] = {}

    def _look(self, mode: QIcon.Mode) -> QIcon.Mode:
        """The mode whose drawing `mode` shares."""
        return mode

    def _draw(self, size: QSize, mode: QIcon.Mode, scale: float) -> QPixmap:
        raise NotImplementedError

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        mode = self._look(mode)
        key = (size.width(), size.height(), mode, scale)
        if key not in self._drawn:
            self._drawn[key] = self._draw(size, mode, scale)
        return self._drawn[key]

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        scale = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        painter.drawPixmap(rect, self.scaledPixmap(rect.size(), mode, state, scale))

    def availableSizes(
        self, mode: QIcon.Mode = QIcon.Mode.Normal, state: QIcon.State = QIcon.State.Off
    ) -> list[QSize]:
        return [QSize(size, size) for size in self.SIZES]


class _DieIcon(_DrawnIcon):
    """The app's icon: a five-pip die, drawn when the desktop first asks for a size (a window
    shown on a desktop that asks for none draws none at start-up)."""

    SIZES = APP_ICON_SIZES

    def _look(self, mode: QIcon.Mode) -> QIcon.Mode:
        return QIcon.Mode.Normal  # one die for every mode

    def _draw(self, size: QSize, mode: QIcon.Mode, scale: float) -> QPixmap:
        side = max(1, round(min(size.width(), size.height()) * scale))
        pixmap = QPixmap(side, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        margin = side * 0.06
        paint_die(painter, QRectF(margin, margin, side - 2 * margin, side - 2 * margin), 5, LIGHT)
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def clone(self) -> QIconEngine:
        twin = _DieIcon()
        _ENGINES.append(twin)
        return twin


def app_icon() -> QIcon:
    """A five-pip die, sharp at every size the desktop asks for."""
    engine = _DieIcon()
    _ENGINES.append(engine)
    return QIcon(engine)


@cache
def _icons() -> Path:
    """The folder of the line icons."""
    return assets() / "icons"


@cache
def _svg(name: str) -> str:
    return (_icons() / f"{name}.svg").read_text(encoding="utf-8")


def _render(renderer: QSvgRenderer, size: QSize, opacity: float, scale: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(size.width() * scale)), max(1, round(size.height() * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(opacity)
    renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.end()
    pixmap.setDevicePixelRatio(scale)
    return pixmap


class _LineIcon(_DrawnIcon):
    """A line icon in the colour of its mode (Active and Selected look as Normal)."""

    SIZES = ICON_SIZES

    def __init__(self, name: str, normal: QColor, disabled: QColor) -> None:
        super().__init__()
        self._name = name
        self._colors = {QIcon.Mode.Normal: normal, QIcon.Mode.Disabled: disabled}
        self._renderers: dict[QIcon.Mode, QSvgRenderer] = {}

    def _look(self, mode: QIcon.Mode) -> QIcon.Mode:
        return mode if mode in self._colors else QIcon.Mode.Normal

    def _draw(self, size: QSize, mode: QIcon.Mode, scale: float) -> QPixmap:
        color = self._colors[mode]
        if mode not in self._renderers:
            # The drawings stroke and fill with currentColor: painted here in the colour asked.
            svg = _svg(self._name).replace("currentColor", color.name(QColor.NameFormat.HexRgb))
            # The engine is no QObject and is kept as long as the app runs (_ENGINES): its
            # renderers are the application's.
            self._renderers[mode] = QSvgRenderer(
                QByteArray(svg.encode("utf-8")), QCoreApplication.instance()
            )
        return _render(self._renderers[mode], size, color.alphaF(), scale)

    def clone(self) -> QIconEngine:
        twin = _LineIcon(self._name, *self._colors.values())
        _ENGINES.append(twin)
        return twin


_ENGINES: list[QIconEngine] = []
"""Every engine made: Qt's icons hold them, so Python must not let them go."""


_ICONS: dict[tuple[str, str, str], QIcon] = {}


def line_icon(name: str, theme: Theme) -> QIcon:
    """The icon `name` (a file in assets/icons, without ".svg") in `theme`'s text colour, and
    in its muted colour when the action is disabled."""
    argb = QColor.NameFormat.HexArgb
    key = (name, theme.text.name(argb), theme.muted.name(argb))
    if key not in _ICONS:
        disabled = QColor(theme.muted)
        disabled.setAlpha(DISABLED_ALPHA)
        engine = _LineIcon(name, QColor(theme.text), disabled)
        _ENGINES.append(engine)
        _ICONS[key] = QIcon(engine)
    return _ICONS[key]

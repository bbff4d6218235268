"""Keyboard focus made visible everywhere: a ring round whichever control has the focus.

Fusion marks focus faintly (a one-pixel tint) or not at all (tool buttons, check boxes). So each
window of the game (the main window and its dialogs) gets a ring-shaped overlay that sits round
the focused control, solid, in the theme's focus colour. Controls that draw their own ring (the
dice, Roll and How to play on the felt, where a white ring reads better, and the card) carry the
property :data:`OWN_FOCUS_RING` and are left alone.
"""

from __future__ import annotations

import contextlib

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

FOCUS_RING_WIDTH = 3.0
"""Thickness (px) of every focus ring, drawn or overlaid."""
OWN_FOCUS_RING = "ownFocusRing"
"""A widget property: True on controls that draw their own focus ring."""
_GAP = 1
"""Space (px) between a control and the overlaid ring, so the ring never hides its edge."""
_PLACE_EVENTS = (
    QEvent.Type.Move,
    QEvent.Type.Resize,
    QEvent.Type.Show,
    QEvent.Type.Hide,
    QEvent.Type.LayoutRequest,
)


class FocusRing(QWidget):
    """A ring over `window`, round the control it follows; clicks go through it."""

    def __init__(self, window: QWidget, color: QColor) -> None:
        super().__init__(window)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._color = QColor(color)
        self._target: QWidget | None = None
        self._watched: list[QWidget] = []
        self.hide()

    @property
    def target(self) -> QWidget | None:
        """The control the ring is round (None when hidden)."""
        return self._target

    @property
    def color(self) -> QColor:
        """The ring's colour."""
        return QColor(self._color)

    def set_color(self, color: QColor) -> None:
        """Draw in `color` from now on."""
        self._color = QColor(color)
        self.update()

    def follow(self, widget: QWidget | None) -> None:
        """Sit round `widget` (and move with it), or hide for None."""
        for watched in self._watched:
            with contextlib.suppress(RuntimeError):  # already deleted
                watched.removeEventFilter(self)
        self._watched = []
        if self._target is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # deleted, or never connected
                self._target.destroyed.disconnect(self._on_target_destroyed)
        self._target = widget
        window = self.parentWidget()
        if widget is not None:
            # The control moves in the window when it or any of its parents moves or resizes.
            chain: QWidget | None = widget
            while chain is not None and chain is not window:
                chain.installEventFilter(self)
                self._watched.append(chain)
                chain = chain.parentWidget()
            widget.destroyed.connect(self._on_target_destroyed)
        self._place()

    @Slot()
    def _on_target_destroyed(self) -> None:
        self._watched = []
        self._target = None
        if shiboken6.isValid(self):
            self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _PLACE_EVENTS:
            try:
                self._place()
            except (RuntimeError, AttributeError):  # the control or its window is going
                self._on_target_destroyed()
        return False

    def _place(self) -> None:
        target, window = self._target, self.parentWidget()
        if target is None or window is None or not target.isVisible():
            self.hide()
            return
        band = int(FOCUS_RING_WIDTH)
        margin = band + _GAP
        top_left = target.mapTo(window, QPoint(0, 0))
        outer = QRect(top_left, target.size()).adjusted(-margin, -margin, margin, margin)
        outer = outer.intersected(window.rect())
        if outer.isEmpty():
            self.hide()
            return
        self.setGeometry(outer)
        # Only the band is part of the widget: what is inside stays the control's own.
        inner = self.rect().adjusted(band, band, -band, -band)
        self.setMask(QRegion(self.rect()).subtracted(QRegion(inner)))
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = FOCUS_RING_WIDTH / 2
        painter.setPen(QPen(self._color, FOCUS_RING_WIDTH, Qt.PenStyle.SolidLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 5, 5)
        painter.end()


class FocusRings(QObject):
    """Keeps a :class:`FocusRing` round the focused control of `main` and of its dialogs."""

    def __init__(self, main: QWidget, color: QColor) -> None:
        super().__init__(main)
        self._main = main
        self._color = QColor(color)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_application_focus_changed)

    def set_color(self, color: QColor) -> None:
        """The focus colour of the scheme in use."""
        self._color = QColor(color)
        for window in self._windows():
            ring = self.ring_of(window)
            if ring is not None:
                ring.set_color(color)

    def ring_of(self, window: QWidget) -> FocusRing | None:
        """The ring of `window`, if it has one yet."""
        return window.findChild(FocusRing, "focusRing", Qt.FindChildOption.FindDirectChildrenOnly)

    def _windows(self) -> list[QWidget]:
        return [self._main, *(w for w in QApplication.topLevelWidgets() if self._ours(w))]

    def _ours(self, widget: QWidget) -> bool:
        """True for a widget in the main window or in a window opened from it."""
        chain: QWidget | None = widget
        while chain is not None:
            if chain is self._main:
                return True
            chain = chain.parentWidget()
        return False

    @Slot(QWidget, QWidget)
    def _on_application_focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        if old is not None and shiboken6.isValid(old):
            # The control that had the focus may be on its way out (its window closed).
            with contextlib.suppress(RuntimeError):
                self._leave(old)
        if now is not None and shiboken6.isValid(now):
            self._enter(now)

    def _leave(self, old: QWidget) -> None:
        if self._ours(old):
            ring = self.ring_of(old.window())
            if ring is not None:
                ring.follow(None)

    def _enter(self, now: QWidget) -> None:
        if not self._ours(now):
            return
        window = now.window()
        if window.windowType() == Qt.WindowType.Popup:
            return  # a combo box's list or a menu shows its own current item
        parent = now.parentWidget()
        if isinstance(parent, (QAbstractSpinBox, QComboBox)):
            now = parent  # the ring goes round the whole field, not its text part
        if now.property(OWN_FOCUS_RING):
            return
        ring = self.ring_of(window)
        if ring is None:
            ring = FocusRing(window, self._color)
        ring.follow(now)

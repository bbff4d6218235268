"""Keyboard focus made visible everywhere: a ring round whichever control has the focus.

Fusion marks focus faintly (a one-pixel tint) or not at all (tool buttons, check boxes). So each
window of the game (the main window and its dialogs) gets a ring-shaped overlay that sits round
the focused control, solid, in the theme's focus colour. Controls that draw their own ring (the
dice, Roll and How to play on the felt, where a white ring reads better, and the card) carry the
property :data:`OWN_FOCUS_RING` and are left alone.

Focus changes while windows are destroyed: a control that dies with the focus (its dialog being
deleted) hands it on from inside Qt's destructors. So nothing here ever touches the control that
lost the focus, nor a window that is not shown. A ring learns that a control it watches is going
from that control's own Destroy event, or, when a window is destroyed while still shown, from
the bindings having let go of the Python side of everything in it (:func:`_intact`); then it
touches nothing, and lets go of the rest a moment later.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import QApplication, QWidget

FOCUS_RING_WIDTH = 3.0
"""Thickness (px) of every focus ring, drawn or overlaid."""
OWN_FOCUS_RING = "ownFocusRing"
"""A widget property: True on controls that draw their own focus ring."""
_GAP = 1
"""Space (px) between a control and the overlaid ring, so the ring never hides its edge."""
_WHOLE_FIELDS = ("QAbstractSpinBox", "QComboBox")
"""Fields whose text part takes the focus: the ring goes round the whole field."""
_PLACE_EVENTS = (
    QEvent.Type.Move,
    QEvent.Type.Resize,
    QEvent.Type.Show,
    QEvent.Type.Hide,
    QEvent.Type.LayoutRequest,
)


def _intact(*objects: QObject) -> bool:
    """False once the destruction of any of `objects` (or of a window holding it) has begun:
    Qt's bindings let go of the Python side of a whole tree of widgets before Qt destroys it,
    and the widgets still get events (a Hide) meanwhile. Nothing in such a tree may be touched."""
    return all(shiboken6.isValid(obj) for obj in objects)


def _address(widget: QObject) -> int:
    """The C++ object's address: what tells a watched control in its Destroy event, when its
    Python wrapper may already be a new one."""
    return int(shiboken6.getCppPointer(widget)[0])


class FocusRing(QWidget):
    """A ring over its window (the parent), round the control it follows; clicks go through it."""

    def __init__(self, window: QWidget, color: QColor) -> None:
        super().__init__(window)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._color = QColor(color)
        self._target: QWidget | None = None
        self._watched: dict[int, QWidget] = {}
        """The target and its parents up to the window, by address: they move the ring."""
        self._stale: dict[int, QWidget] = {}
        """Controls watched before, let go of once they have had time to say they are going."""
        self._unwatch_timer = QTimer(self, singleShot=True, interval=0)
        self._unwatch_timer.timeout.connect(self._on_unwatch_timer_timeout)
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
        # The focus may have left a control because it is being destroyed: the old chain is let
        # go of later, once any control of it that is going has said so (and been dropped).
        self._stale.update(self._watched)
        self._watched = {}
        self._target = widget
        window = self.parentWidget()
        chain: QWidget | None = widget
        while chain is not None and chain is not window:
            # The control moves in the window when it or any of its parents moves or resizes.
            chain.installEventFilter(self)
            self._watched[_address(chain)] = chain
            chain = chain.parentWidget()
        if self._stale:
            self._unwatch_timer.start()
        self._place()

    @Slot()
    def _on_unwatch_timer_timeout(self) -> None:
        stale, self._stale = self._stale, {}
        for address, widget in stale.items():
            # One being destroyed drops its filters itself.
            if address not in self._watched and _intact(widget):
                widget.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Destroy:
            self._drop(_address(watched))
        elif kind in _PLACE_EVENTS and self._target is not None:
            if _intact(self, self._target):
                self._place()
            else:
                self._let_go()
        return False

    def _drop(self, address: int) -> None:
        """The control at `address` is being destroyed, and with it everything inside it."""
        self._stale.pop(address, None)
        if address not in self._watched:
            return
        # The chain runs from the target outwards: the control and all inside it are going.
        chain = list(self._watched.items())
        going = [a for a, _ in chain].index(address)
        self._watched = dict(chain[going + 1 :])
        self._let_go()

    def _let_go(self) -> None:
        """The target is going: follow nothing, and let go of the chain once it can be."""
        self._stale.update(self._watched)
        self._watched = {}
        self._target = None
        if _intact(self):  # else the ring goes with its window
            self.hide()
            if self._stale:
                self._unwatch_timer.start()

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
    """Keeps a :class:`FocusRing` round the focused control of its parent, the main window, and
    of the dialogs opened over it.

    It follows the application's focus while the window is open (:meth:`listen`); the window
    stops it when it closes, so no application-wide connection outlives the window.
    """

    def __init__(self, main: QWidget, color: QColor) -> None:
        super().__init__(main)
        self._color = QColor(color)
        self._listening = False

    def listen(self, on: bool) -> None:
        """Follow the application's focus (True), or stop (False)."""
        app = QApplication.instance()
        if on == self._listening or not isinstance(app, QApplication):
            return
        self._listening = on
        if on:
            app.focusChanged.connect(self._on_application_focus_changed)
        else:
            app.focusChanged.disconnect(self._on_application_focus_changed)

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

    def _windows(self, shown_only: bool = False) -> list[QWidget]:
        """The main window and the windows opened from it (only those on screen: a window
        being destroyed is hidden first, and is never looked into)."""
        return [
            w
            for w in QApplication.topLevelWidgets()
            if (w.isVisible() or not shown_only) and self._ours(w)
        ]

    def _ours(self, widget: QWidget) -> bool:
        """True for a widget in the main window or in a window opened from it."""
        main = self.parent()
        chain: QWidget | None = widget
        while chain is not None:
            if chain is main:
                return True
            chain = chain.parentWidget()
        return False

    @Slot(QWidget, QWidget)
    def _on_application_focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        # The control that lost the focus is never looked at: it may be dying with its window.
        target = self._target_for(now) if now is not None else None
        window = now.window() if now is not None and self._ours(now) else None
        for shown in self._windows(shown_only=True):
            ring = self.ring_of(shown)
            if ring is not None and shown is not window:
                ring.follow(None)
        if window is None or window.windowType() == Qt.WindowType.Popup:
            return  # a combo box's list or a menu shows its own current item
        ring = self.ring_of(window)
        if ring is None and target is not None:
            ring = FocusRing(window, self._color)
        if ring is not None:
            ring.follow(target)

    @staticmethod
    def _target_for(now: QWidget) -> QWidget | None:
        """What the ring goes round when `now` has the focus (None: it draws its own)."""
        parent = now.parentWidget()
        # Asked of Qt by class name: the first focus comes before the first paint, and the
        # Python classes of these fields are not set up for it (Qt's enums cost start-up).
        if parent is not None and any(parent.inherits(c) for c in _WHOLE_FIELDS):
            now = parent  # the ring goes round the whole field, not its text part
        return None if now.property(OWN_FOCUS_RING) else now

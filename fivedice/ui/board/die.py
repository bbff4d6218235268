"""A die: five faces drawn with QPainter, a click or Space to hold it, and its rings (the
hint's, the focus's); the felt that holds five of them is :mod:`.tray`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QSizePolicy,
    QWidget,
)

from fivedice.words import translate

from ..shell.focus import FOCUS_RING_WIDTH, OWN_FOCUS_RING
from ..shell.theme import LIGHT, Theme

if TYPE_CHECKING:
    import random

MIN_TARGET = 44
"""Smallest height of anything a person clicks (px), per the accessibility target."""
ROLL_HEIGHT = 52
"""The Roll button's height beside a felt with room (MIN_TARGET when the panel is under it)."""
ROLL_ANIMATION_MS = 420
RING_ROOM = 10
"""Room (px) kept round a die for the hint's ring and, outside that, the focus ring."""
_FOCUS_RING = 7.5
"""Distance (px) from the die's edge to the middle of the focus ring's line (4 px wide)."""
_HINT_RING = 3.5
"""The same for the hint's dashed ring (2.5 px), inside the focus ring's place."""
MIN_DIE_CELL = 64
"""Narrowest a die's cell gets (the die itself is this less the ring room on each side)."""

# Pip centres on a 3×3 grid (0…2), per face.
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}


def paint_die(
    painter: QPainter,
    rect: QRectF,
    face: int,
    theme: Theme,
    *,
    held: bool = False,
    blank: bool = False,
    angle: float = 0.0,
) -> None:
    """Draw one die filling `rect` (a square), as vector shapes so it is sharp at any scale."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    centre = rect.center()
    painter.translate(centre)
    if angle:
        painter.rotate(angle)
    square = QRectF(-side / 2, -side / 2, side, side)
    radius = side * 0.17

    # A soft shadow under the die gives it depth on the felt.
    shadow = QPainterPath()
    shadow.addRoundedRect(square.translated(side * 0.03, side * 0.05), radius, radius)
    painter.fillPath(shadow, QColor(0, 0, 0, 70))

    body = QPainterPath()
    body.addRoundedRect(square, radius, radius)
    fill = theme.die_held_face if held else theme.die_face
    if blank:
        fill = QColor(fill)
        fill.setAlpha(150)
    painter.fillPath(body, fill)
    edge_width = max(1.0, side * (0.06 if held else 0.025))
    painter.setPen(QPen(theme.accent if held else theme.die_edge, edge_width))
    painter.drawPath(body)

    if not blank and face in _PIPS:
        pip = side * 0.095
        step = side * 0.27
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.die_pip)
        for gx, gy in _PIPS[face]:
            painter.drawEllipse(QPointF((gx - 1) * step, (gy - 1) * step), pip, pip)
    painter.restore()


class DieWidget(QAbstractButton):
    """One die: click (or Space when focused) to hold or release it.

    A held die is lifted, framed and labelled "HELD", so holding never rests on colour alone.
    Its accessible name says its face and whether it is held ("Die 3: five, held"), and it is a
    check box to screen readers, checked while held. The hint's "KEEP?" ring, close round the
    die, is dashed and amber; keyboard focus is a wider solid ring, outside it, in the focus
    colour.
    """

    def __init__(self, slot: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.setObjectName(f"die{slot + 1}")
        self.setProperty(OWN_FOCUS_RING, True)
        # Checkable, so assistive technology reads it as a check box (checked = held); the
        # check state only ever follows the game (see nextCheckState).
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(MIN_DIE_CELL, self.heightForWidth(MIN_DIE_CELL))
        self._face = 0
        self._held = False
        self._suggested = False
        self._blank = True
        self._shown_face = 0
        self._angle = 0.0
        self._theme = LIGHT
        self._rng: random.Random | None = None
        """The flicker's faces, one sequence per slot (made at the first roll)."""
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(ROLL_ANIMATION_MS)
        self._animation.valueChanged.connect(self._on_animation_value_changed)
        self._animation.finished.connect(self._on_animation_finished)
        self.retranslate()

    def retranslate(self) -> None:
        """The name a screen reader gives the die before the game's first view (each view
        names it again, in the language in force)."""
        name = translate("Dice", "Die {number}: not rolled yet").format(number=self.slot + 1)
        self.setAccessibleName(name)

    @staticmethod
    def _label_space(side: float) -> float:
        return max(16.0, side * 0.22)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        # Room above for the lift of a held die, below for its HELD label, and round it for
        # the rings.
        side = min(width - 2 * RING_ROOM, 170)
        return int(side + 2 * self._label_space(side) + 2 * RING_ROOM + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # As tall as this width needs, counted in the window's least size too (a height for
        # the width alone is not): the notes under the Roll button never push into the dice.
        tall = self.heightForWidth(self.width())
        if self.minimumHeight() != tall:
            self.setMinimumHeight(tall)

    def nextCheckState(self) -> None:
        # A click asks the controller to hold the die; the check mark changes only when the
        # game says the die is held (show_state), never on the click alone.
        pass

    def sizeHint(self) -> QSize:
        return QSize(104, self.heightForWidth(104))

    def set_theme(self, theme: Theme) -> None:
        """Draw with `theme`'s colours."""
        self._theme = theme
        self.update()

    def show_state(self, face: int, held: bool, blank: bool, description: str) -> None:
        """Show `face` (0 = not rolled); `blank` hides the face (before a roll, while paused)."""
        if (face, held, blank) == (self._face, self._held, self._blank) and (
            description == self.accessibleName()
        ):
            return  # nothing to redraw: a toggle elsewhere repaints only the die it changed
        self._face = face
        self._held = held
        self._blank = blank
        self.setChecked(held)
        if held or blank:
            # A die the player grabs (or that is hidden) stops tumbling and shows its face.
            self.stop_tumbling()
        if not self.animating:
            self._shown_face = face
        self.setAccessibleName(description)
        tip = translate("Dice", "{description}. Click or press {key} to hold or release it.")
        self.setToolTip(
            tip.format(description=description, key=self.slot + 1) if face else description
        )
        self.update()

    def set_suggested(self, suggested: bool) -> None:
        """Mark the die as one the hint says to hold (a dashed ring and "KEEP")."""
        if suggested != self._suggested:
            self._suggested = suggested
            self.update()

    @property
    def suggested(self) -> bool:
        """True while the hint marks this die to be held."""
        return self._suggested

    @property
    def face(self) -> int:
        """The face shown once any animation has settled."""
        return self._face

    @property
    def held(self) -> bool:
        """True while the die is drawn as held."""
        return self._held

    @property
    def animating(self) -> bool:
        """True while the roll animation runs."""
        return self._animation.state() == QVariantAnimation.State.Running

    def tumble(self) -> None:
        """Play the short roll animation, ending on the real face."""
        if self._rng is None:
            # Set up at the first roll: the window's first paint needs neither.
            import random

            from PySide6.QtCore import QEasingCurve

            self._rng = random.Random(self.slot)
            self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.stop()
        self._animation.start()

    def stop_tumbling(self) -> None:
        """End the animation at once (showing the real face)."""
        if self.animating:
            self._animation.stop()
            self._on_animation_finished()

    @Slot(object)
    def _on_animation_value_changed(self, progress: float) -> None:
        # Faces flicker fast at first and settle; the die wobbles less and less.
        rng = self._rng
        if rng is not None and rng.random() < 0.55 * (1.0 - progress) + 0.1:
            self._shown_face = rng.randint(1, 6)
        self._angle = (1.0 - progress) * 28.0 * (1 if self.slot % 2 else -1)
        self.update()

    @Slot()
    def _on_animation_finished(self) -> None:
        self._shown_face = self._face
        self._angle = 0.0
        self.update()

    def geometry_of_die(self) -> QRectF:
        """Where the die square is drawn (lifted when held), with room round it for the rings."""
        w, h = self.width(), self.height()
        inner = h - 2 * RING_ROOM
        label = self._label_space(min(w, inner * 0.7))
        side = max(8.0, min(w - 2.0 * RING_ROOM, inner - 2 * label - 4.0))
        x = (w - side) / 2
        lift = label if self._held else 0.0
        y = RING_ROOM + label + (inner - 2 * label - side) / 2 - lift
        return QRectF(x, y, side, side)

    def _badge_text(self, painter: QPainter, badge: QRectF, color: QColor, text: str) -> None:
        """The word under a die ("HELD", "KEEP?"), bold, sized to its badge."""
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(10, int(badge.height() * 0.62)))
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        die = self.geometry_of_die()
        face = self._shown_face if self.animating else self._face
        paint_die(
            painter,
            die,
            face,
            self._theme,
            held=self._held,
            blank=self._blank and not self.animating,
            angle=self._angle,
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._suggested:
            # The hint: amber and dashed, close round the die.
            pen = QPen(self._theme.hint, 2.5, Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([2.4, 1.6])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # square caps would all but close the gaps
            painter.setPen(pen)
            ring = die.adjusted(-_HINT_RING, -_HINT_RING, _HINT_RING, _HINT_RING)
            painter.drawRoundedRect(ring, die.width() * 0.2, die.width() * 0.2)
        if self.hasFocus():
            # Keyboard focus: one wide unbroken ring in the focus colour, outside the hint's.
            pen = QPen(self._theme.focus_on_felt, FOCUS_RING_WIDTH + 1, Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            ring = die.adjusted(-_FOCUS_RING, -_FOCUS_RING, _FOCUS_RING, _FOCUS_RING)
            painter.drawRoundedRect(ring, die.width() * 0.24, die.width() * 0.24)
        # The word under the die goes over the rings (the focus ring passes above its letters).
        label = self._label_space(die.width())
        badge = QRectF(die.left(), die.bottom() + label * 0.2, die.width(), label * 1.05)
        if self._held:
            path = QPainterPath()
            path.addRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.fillPath(path, self._theme.accent)
            #: Badge painted under a held die (kept out of the next roll): capitals, and as few
            #: letters as you can, at most about 6: the badge is only as wide as the die.
            self._badge_text(painter, badge, self._theme.accent_text, translate("Dice", "HELD"))
        elif self._suggested:
            #: Badge painted under a die the hint suggests holding: a question, capitals, at most
            #: about 6 letters: the badge is only as wide as the die.
            self._badge_text(painter, badge, self._theme.hint, translate("Dice", "KEEP?"))
        painter.end()

    def hitButton(self, pos: QPoint) -> bool:
        # The whole cell counts, including the lift and label space: a big, forgiving target.
        return self.rect().contains(pos)

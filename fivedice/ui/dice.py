"""The dice tray: five dice drawn with QPainter, the Roll button, and whose turn it is."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import level_name
from fivedice.words import translate

from .felt import Celebration, FeltNews, FitLabel
from .focus import FOCUS_RING_WIDTH, OWN_FOCUS_RING
from .plain import plain_label
from .snapshot import GameView, result_headline
from .theme import LIGHT, Theme

MIN_TARGET = 44
"""Smallest height of anything a person clicks (px), per the accessibility target."""
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
        self._rng = random.Random(slot)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(ROLL_ANIMATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
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
        self._animation.stop()
        self._animation.start()

    def stop_tumbling(self) -> None:
        """End the animation at once (showing the real face)."""
        if self.animating:
            self._animation.stop()
            self._on_animation_finished()

    @Slot(object)
    def _on_animation_value_changed(self, value: object) -> None:
        progress = float(value)  # type: ignore[arg-type]
        # Faces flicker fast at first and settle; the die wobbles less and less.
        if self._rng.random() < 0.55 * (1.0 - progress) + 0.1:
            self._shown_face = self._rng.randint(1, 6)
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


class DiceTray(QWidget):
    """The play area: whose turn, the five dice, the Roll button and a line of guidance.

    It only asks (``hold_requested``, ``roll_requested``, ``skip_requested``) and redraws from
    the :class:`GameView` it is given.
    """

    hold_requested = Signal(int)
    roll_requested = Signal()
    skip_requested = Signal()
    """A click on the tray during a computer turn: play the rest of it at once."""
    help_requested = Signal()
    play_again_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceTray")
        self._theme = LIGHT
        self._animate = True
        self._compact = False
        self._view: GameView | None = None

        self.turn_label = FitLabel(22, 13, self)
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail_label = plain_label("", self)
        self.detail_label.setObjectName("turnDetail")
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail_label.setWordWrap(True)
        self.news = FeltNews(self)
        """The others' last moves, the clock, and the extra-five rule at work."""
        self.celebration = Celebration(self)

        self.dice = [DieWidget(i, self) for i in range(5)]
        for die in self.dice:
            die.clicked.connect(self._on_die_clicked)
        self._dice_row = QHBoxLayout()
        self._dice_row.setSpacing(0)  # each die keeps room round it for its rings
        for die in self.dice:
            self._dice_row.addWidget(die)

        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setMinimumHeight(56)
        self.roll_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.roll_button.setProperty(OWN_FOCUS_RING, True)
        self.roll_button.clicked.connect(self._on_roll_button_clicked)

        self.hint_label = plain_label("", self)
        self.hint_label.setObjectName("trayHint")
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint_label.setWordWrap(True)

        self.help_button = QPushButton(self)
        self.help_button.setObjectName("helpLink")
        self.help_button.setFlat(True)
        self.help_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.help_button.setMinimumHeight(MIN_TARGET)
        self.help_button.setProperty(OWN_FOCUS_RING, True)
        self.help_button.clicked.connect(self._on_help_button_clicked)

        roll_row = QHBoxLayout()
        roll_row.addStretch(1)
        roll_row.addWidget(self.roll_button, 4)
        roll_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 18, 10, 12)
        layout.setSpacing(8)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.news.clock)
        layout.addStretch(1)
        layout.addLayout(self._dice_row)
        layout.addSpacing(18)
        layout.addLayout(roll_row)
        layout.addWidget(self.hint_label)
        # The notes take the spare height under the Roll button whether they show or not, so
        # the dice stay where they are when one comes or goes between turns.
        layout.addWidget(self.news.notes, 1)
        layout.addWidget(self.help_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMinimumWidth(5 * MIN_DIE_CELL + 2 * 10)
        self.set_theme(LIGHT)
        self.retranslate()

    def retranslate(self) -> None:
        """The texts set once, in the language in force (the next view sets the others)."""
        #: Screen readers' name of the board's heading, which names the player on turn.
        self.turn_label.setAccessibleName(translate("Dice", "Whose turn"))
        if self._view is None:
            #: Text of the big button under the dice, and its name for screen readers: roll the
            #: dice (a verb, imperative).
            self.roll_button.setText(translate("Dice", "Roll"))
            self.roll_button.setAccessibleName(translate("Dice", "Roll"))
        #: Link-like button at the foot of the board: opens the rules; (F1) names its key.
        self.help_button.setText(translate("Dice", "How to play (F1)"))
        #: Screen readers' name of the How to play button at the foot of the board.
        self.help_button.setAccessibleName(translate("Dice", "How to play"))
        self.news.retranslate()

    # ---------------------------------------------------------------------------- drawing

    def set_theme(self, theme: Theme) -> None:
        """Use `theme`'s colours for the felt, labels and dice."""
        self._theme = theme
        for die in self.dice:
            die.set_theme(theme)
        on_felt = "#f5f3ec"
        self.turn_label.setStyleSheet(f"color: {on_felt}; font-weight: 600;")
        self.detail_label.setStyleSheet(f"color: {on_felt}; font-size: 12pt;")
        self.hint_label.setStyleSheet(f"color: {on_felt}; font-size: 11pt;")
        focus = theme.focus_on_felt.name()
        # Focus is a solid ring in the focus colour, the same width as the border it replaces
        # (so nothing moves); the hint's marks are dashed and amber.
        self.help_button.setStyleSheet(
            f"QPushButton {{ color: {on_felt}; text-decoration: underline; font-size: 11pt;"
            " border: 3px solid transparent; border-radius: 6px; padding: 2px 10px; }"
            f"QPushButton:focus {{ border-color: {focus}; }}"
        )
        self.roll_button.setStyleSheet(
            "QPushButton { font-size: 15pt; font-weight: 600; border-radius: 10px;"
            f" padding: 5px 23px; background: {theme.accent.name()};"
            f" color: {theme.accent_text.name()};"
            f" border: 3px solid {theme.accent.darker(130).name()}; }}"
            "QPushButton:disabled { background: rgba(255,255,255,40); color: rgba(255,255,255,150);"
            " border: 3px solid rgba(255,255,255,60); }"
            f"QPushButton:focus {{ border: 3px solid {focus}; }}"
            f"QPushButton:pressed {{ background: {theme.accent.darker(120).name()}; }}"
        )
        self.update()

    def set_compact(self, compact: bool) -> None:
        """Leave out the guidance line and the help link (the analysis panel sits under the
        dice in a small window; F1 and the menu still open the help)."""
        self._compact = compact
        self.help_button.setVisible(not compact)
        self.hint_label.setVisible(not compact)
        self._keep_dice_whole()

    def _keep_dice_whole(self) -> None:
        # Compact, the felt gets no more height than it asks for: ask for what the dice need
        # at this width (their height follows their width), so the Roll button never covers them.
        if self._compact:
            self.setFixedHeight(self.layout().heightForWidth(self.width()))
        else:
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.celebration.isVisible():
            self.celebration.setGeometry(self.rect())  # over the whole felt, at any size
        if self._compact:
            self._keep_dice_whole()

    def set_animation(self, enabled: bool) -> None:
        """Switch the roll animation on or off."""
        self._animate = enabled
        self.celebration.set_animation(enabled)
        if not enabled:
            for die in self.dice:
                die.stop_tumbling()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        path = QPainterPath()
        path.addRoundedRect(area, 18, 18)
        felt = self._theme.felt
        if self._view is not None and self._view.paused:
            felt = felt.darker(150)
        painter.fillPath(path, felt)
        painter.end()

    @Slot(object)
    def show_view(self, view: GameView) -> None:
        """Redraw everything from `view`."""
        felt_changed = self._view is None or self._view.paused != view.paused
        self._view = view
        self.turn_label.setText(_turn_title(view))
        self.detail_label.setText(_turn_detail(view))
        for i, die in enumerate(self.dice):
            die.show_state(
                view.dice[i],
                view.held[i] and not view.paused,
                blank=view.dice[i] == 0 or view.paused,
                description=view.die_description(i),
            )
            die.setEnabled(view.can_hold or view.computer_on_turn)
        text, enabled = _roll_button_state(view)
        self.roll_button.setText(text)
        # Its words whole in any language: the felt is never narrower than the button's text.
        self.roll_button.setMinimumWidth(self.roll_button.sizeHint().width())
        self.roll_button.setAccessibleName(text)
        self.roll_button.setEnabled(enabled)
        if view.is_over:
            tip = translate("Dice", "Start again with the same players and rules")
        elif view.computer_on_turn and not view.paused:
            tip = translate("Dice", "Skip to the end of the computer's turn (Esc)")
        else:
            tip = translate("Dice", "Roll the dice that are not held (Space or R)")
        self.roll_button.setToolTip(tip)
        self.hint_label.setText(_hint(view))
        self.news.show_view(view)
        for die in self.dice:
            die.set_suggested(False)
        if felt_changed:
            self.update()  # the felt darkens while paused; otherwise the children repaint

    def show_hint(self, text: str, hold: Sequence[bool] | None) -> None:
        """Show the coach's hint: its words, and the dice it says to hold."""
        self.hint_label.setText(text)
        for die, keep in zip(self.dice, hold or (False,) * 5, strict=True):
            die.set_suggested(bool(keep))

    @Slot(object)
    def animate_roll(self, view: GameView) -> None:
        """Tumble the dice that were just rolled (the held ones stay still)."""
        if not self._animate:
            return
        for i, die in enumerate(self.dice):
            if not view.held[i]:
                die.tumble()

    # ---------------------------------------------------------------------------- requests

    @Slot()
    def _on_die_clicked(self) -> None:
        die = self.sender()
        if isinstance(die, DieWidget):
            self.hold_requested.emit(die.slot)

    @Slot()
    def _on_roll_button_clicked(self) -> None:
        if self._view is not None and self._view.is_over:
            self.play_again_requested.emit()
        elif self._view is not None and self._view.computer_on_turn:
            self.skip_requested.emit()
        else:
            self.roll_requested.emit()

    @Slot()
    def _on_help_button_clicked(self) -> None:
        self.help_requested.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._view is not None and self._view.computer_on_turn:
            self.skip_requested.emit()
        super().mousePressEvent(event)


def _turn_title(view: GameView) -> str:
    if view.is_over:
        #: The board's heading when the game has ended (when there is no result line to show).
        return result_headline(view) or translate("Dice", "Game over")
    if view.paused:
        #: The board's heading, and the text of the greyed-out Roll button, while the game is
        #: paused (an adjective).
        return translate("Dice", "Paused")
    return view.whose_turn()


def _turn_detail(view: GameView) -> str:
    if view.is_over:
        return translate("Dice", "The final scores are on the card.")
    parts = [
        #: Line under the board's heading: {turn} is the turn's number, {turns} the turns of each
        #: player (13, 26 or 39).
        translate("Dice", "Turn {turn} of {turns}").format(
            turn=view.turn, turns=view.turns_per_player
        )
    ]
    if view.paused:
        parts.insert(0, view.whose_turn())
    if view.player.computer is not None:
        level = level_name(view.player.computer)
        #: Part of the line under the board's heading while a computer plays, after a middle dot:
        #: {level} is its level (Easy … Expert); lower case.
        parts.append(translate("Dice", "computer, {level}").format(level=level))
    return " · ".join(parts)


def _roll_button_state(view: GameView) -> tuple[str, bool]:
    if view.is_over:
        #: Text of the big button under the dice when the game is over: a new game with the same
        #: players.
        return translate("Dice", "Play again"), True
    if view.paused:
        return translate("Dice", "Paused"), False
    if view.elsewhere_on_turn:
        return view.whose_turn(), False
    if view.computer_on_turn:
        return translate("Dice", "Skip to the end (Esc)"), True
    if view.rolls_used == 0:
        return translate("Dice", "Roll"), True
    if view.rolls_left > 0:
        left = view.rolls_left  # (a plain name: the extraction tool reads only that as a count)
        #: Text of the big button under the dice after a roll: roll the dice not held; %n rolls are
        #: left (1 or 2).
        return translate("Dice", "Roll again (%n left)", None, left), True
    return translate("Dice", "No rolls left: pick a box"), False


def _hint(view: GameView) -> str:
    if view.is_over:
        return translate("Dice", "Play again with the same players, or set up a new game with N.")
    if view.paused:
        return translate("Dice", "Paused: press P or choose Resume to go on.")
    if view.elsewhere_on_turn:
        return translate("Dice", "{name} is playing at another computer.").format(
            name=view.player.name
        )
    if view.computer_on_turn:
        return translate(
            "Dice", "{name} is playing. Press Esc or click to skip to the end of the turn."
        ).format(name=view.player.name)
    if view.rolls_used == 0:
        return translate("Dice", "Press Space or R to roll.")
    if view.rolls_left > 0:
        return translate(
            "Dice", "Hold dice with a click or 1–5, roll again, or pick a box on the card."
        )
    return translate("Dice", "Pick a box on the card: click it, or use Up/Down and Enter.")

"""What the felt says besides the dice: the others' last moves, the clock of the player on turn,
why a five of a kind may go only in some boxes, the coach's note on the move just made, and a
short celebration for a Five of a Kind or the upper bonus. The dice tray lays these out; the words
come from :mod:`.explain` and the coach.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from fivedice.core import Category, Fill
from fivedice.core.scoring import FIVE_KIND_SCORE
from fivedice.words import translate

from .explain import extra_five_note, recent_lines
from .plain import plain_label
from .snapshot import LOW_TIME_S, GameView, LowTime, clock_text

ON_FELT = "#f5f3ec"
"""Text on the felt, in both themes (the felt is dark green in each)."""
WARNING = "#ffcf5a"
"""The clock's colour in its last 30 seconds: amber, 9:1 on the felt."""
CELEBRATION_MS = 1800


class FitLabel(QLabel):
    """A one-line title that shrinks its font (down to `smallest` points) to stay whole, and
    wraps only when even that is too wide: a 24-letter name is never clipped."""

    def __init__(self, largest: float, smallest: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._largest = largest
        self._smallest = smallest
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(1)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width() - 4
        font = QFont(self.font())
        size = self._largest
        while size > self._smallest:
            font.setPointSizeF(size)
            if QFontMetrics(font).horizontalAdvance(self.text()) <= width:
                break
            size -= 1
        font.setPointSizeF(max(size, self._smallest))
        wraps = QFontMetrics(font).horizontalAdvance(self.text()) > width
        if font != self.font():
            self.setFont(font)
        if wraps != self.wordWrap():
            self.setWordWrap(wraps)


NOTE_SPACING = 6
"""Pixels between two notes under the Roll button."""
Moment = tuple[int, int, int, bool]
"""Where a game stands: (player on turn, turn, rolls used, over)."""


def moment_of(view: GameView) -> Moment:
    return (view.current, view.turn, view.rolls_used, view.is_over)


class NotesArea(QWidget):
    """The notes under the Roll button, stacked from the top and centred, each as wide as its
    text (up to the felt's width) and as tall as its wrapped lines.

    It takes the felt's spare height below the dice (the tray gives it a stretch), so a note
    that comes or goes never moves the dice; only notes taller than that room make it grow.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("feltNotes")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._labels: list[QLabel] = []

    def add(self, label: QLabel) -> None:
        """Put `label` under the ones added before (a child of this area from now on)."""
        label.setParent(self)
        label.installEventFilter(self)
        self._labels.append(label)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and watched in self._labels:
            self.relayout()
        return False

    def relayout(self) -> None:
        """Place the notes again (their texts or fonts changed)."""
        self.setMinimumHeight(self._needed(self.width()))
        self.updateGeometry()
        self._place()

    def _shown(self) -> list[QLabel]:
        return [label for label in self._labels if not label.isHidden() and label.text()]

    @staticmethod
    def _width_of(label: QLabel, room: int) -> int:
        margins = label.contentsMargins()
        sides = margins.left() + margins.right() + 2 * label.margin() + 2
        metrics = QFontMetrics(label.font())
        lines = label.text().split("\n")
        return max(1, min(room, max(metrics.horizontalAdvance(line) for line in lines) + sides))

    def _needed(self, width: int) -> int:
        heights = [label.heightForWidth(self._width_of(label, width)) for label in self._shown()]
        return sum(heights) + NOTE_SPACING * max(0, len(heights) - 1)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._needed(width)

    def sizeHint(self) -> QSize:
        return QSize(0, self._needed(max(self.width(), 1)))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self._needed(self.width())
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)
        self._place()

    def _place(self) -> None:
        top = 0
        for label in self._shown():
            width = self._width_of(label, self.width())
            height = label.heightForWidth(width)
            label.setGeometry((self.width() - width) // 2, top, width, height)
            top += height + NOTE_SPACING


class FeltNews:
    """The felt's news: the clock (a child of `tray`, which places it) and the notes under the
    Roll button (the rule at work, the coach's note, the others' last moves)."""

    def __init__(self, tray: QWidget) -> None:
        self.notes = NotesArea(tray)
        self.clock = self._label(tray, "feltClock")
        self.rule = self._label(tray, "ruleNote")
        self.coach = self._label(tray, "coachNote")
        self.moves = self._label(tray, "lastMoves")
        for label in (self.rule, self.coach, self.moves):
            self.notes.add(label)
        self.clock.setStyleSheet(f"color: {ON_FELT}; font-size: 12pt;")
        self.moves.setStyleSheet(f"color: {ON_FELT}; font-size: 11pt;")
        self.rule.setStyleSheet(
            f"color: {ON_FELT}; font-size: 11pt; font-weight: 600;"
            " background: rgba(0, 0, 0, 60); border-radius: 8px; padding: 4px 10px;"
        )
        self.coach.setStyleSheet(
            f"color: {WARNING}; font-size: 11pt;"
            " background: rgba(0, 0, 0, 40); border-radius: 8px; padding: 4px 10px;"
        )
        self._coach_moment: Moment | None = None
        self._coach_fresh = False
        self._low_time = LowTime()
        self.warning = False
        """True while the clock shows its warning colour."""
        self.retranslate()

    def retranslate(self) -> None:
        """The lines' accessible names, in the language in force (the tray calls this)."""
        self.moves.setAccessibleName(translate("Felt", "What the other players did last"))
        #: Screen readers' name of the clock line on the board.
        self.clock.setAccessibleName(translate("Felt", "Time left"))
        #: Screen readers' name of the line on the board that says which boxes a joker may fill.
        self.rule.setAccessibleName(translate("Felt", "Why these boxes"))
        self.coach.setAccessibleName(translate("Felt", "The coach's note on your last move"))

    @staticmethod
    def _label(tray: QWidget, name: str) -> QLabel:
        label = plain_label("", tray)
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        label.hide()
        return label

    def show_view(self, view: GameView) -> None:
        """Last moves, the rule at work and the clock, from `view`; the coach's note stays
        until the game moves on (the next roll or box, by anyone)."""
        _set(self.moves, "\n".join(recent_lines(view)))
        _set(self.rule, "" if view.paused else extra_five_note(view))
        moment = moment_of(view)
        if self._coach_fresh:
            self._coach_fresh = False
            self._coach_moment = moment  # the view of the move the note is about
        elif self._coach_moment is not None and (self._coach_moment != moment or view.paused):
            self._coach_moment = None
            _set(self.coach, "")
        self.notes.relayout()
        self.show_clock(view)

    def show_coach(self, note: str) -> None:
        """Show the coach's `note` on the move just made (the controller says it before the
        view of that move), until the game moves on from there."""
        self._coach_fresh = bool(note)
        self._coach_moment = None
        _set(self.coach, note)
        self.notes.relayout()

    def show_clock(self, view: GameView) -> str:
        """Show the time left of the player on turn; returns the warning to announce, said once
        per player when their time gets down to 30 seconds ("" otherwise)."""
        left = view.player.time_left
        if left is None or view.is_over:
            _set(self.clock, "")
            self.warning = False
            return ""
        if view.paused:
            #: The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”)
            #: while the game is paused.
            text = translate("Felt", "{name}: {time} left (paused)")
        else:
            #: The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”).
            text = translate("Felt", "{name}: {time} left")
        text = text.format(name=view.player.name, time=clock_text(left))
        warn = left <= LOW_TIME_S
        if warn != self.warning:
            self.warning = warn
            color = WARNING if warn else ON_FELT
            weight = "font-weight: 700;" if warn else ""
            self.clock.setStyleSheet(f"color: {color}; font-size: 12pt; {weight}")
        _set(self.clock, text)
        if self._low_time.due(view):
            seconds = int(left)
            #: Read aloud by screen readers when a player's time budget is nearly used up: %n
            #: seconds.
            warning = translate("Felt", "{name} has %n seconds left.", None, seconds)
            return warning.format(name=view.player.name)
        return ""

    def new_game(self) -> None:
        """Forget the warnings given (a new game warns each player again)."""
        self._low_time.new_game()
        self._coach_moment = None
        self._coach_fresh = False
        _set(self.coach, "")


def _set(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
    label.setVisible(bool(text))


def celebration_for(fill: Fill | None, view: GameView) -> str:
    """ "Five of a Kind!" or "Upper bonus +35!" for a fill that earns one ("" otherwise, and
    for a hidden card)."""
    if fill is None or view.players[fill.player].hidden:
        return ""
    parts = []
    if fill.bonus or (fill.category is Category.FIVE_KIND and fill.points == FIVE_KIND_SCORE):
        #: Celebration painted over the board after a five of a kind: the box's name (the same
        #: words as the box Five of a Kind), exclaimed.
        parts.append(translate("Felt", "Five of a Kind!"))
    if fill.upper_bonus:
        #: Celebration painted over the board when the upper bonus is earned: {bonus} is 35.
        parts.append(translate("Felt", "Upper bonus +{bonus}!").format(bonus=fill.upper_bonus))
    return "  ".join(parts)


class Celebration(QWidget):
    """Big words over the felt for a moment; they grow and fade with animation on, and simply
    show and go with it off. Clicks go through to the tray."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("celebration")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.text = ""
        self._progress = 0.5
        self._animate = True
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(CELEBRATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._on_animation_value_changed)
        self._animation.finished.connect(self._on_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_done)
        self.hide()

    def set_animation(self, enabled: bool) -> None:
        """Motion on or off (off: the words show still, then go)."""
        self._animate = enabled

    def celebrate(self, text: str) -> None:
        """Show `text` for a moment over the whole felt."""
        if not text:
            return
        self.text = text
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        if self._animate:
            self._timer.stop()
            self._animation.stop()
            self._animation.start()
        else:
            self._progress = 0.5
            self._timer.start(CELEBRATION_MS)
            self.update()

    @property
    def running(self) -> bool:
        """True while the words are on show."""
        return self.isVisible()

    @Slot(object)
    def _on_animation_value_changed(self, value: object) -> None:
        self._progress = float(value)  # type: ignore[arg-type]
        self.update()

    @Slot()
    def _on_done(self) -> None:
        self.hide()

    def fitted_font(self, scale: float = 1.0) -> tuple[QFont, int]:
        """The words' font, 30 points (times `scale`) or smaller until the wrapped words fit
        inside the felt, and their height."""
        font = QFont(self.font())
        font.setBold(True)
        room = QRectF(self.rect()).adjusted(30, 30, -30, -30).toRect()
        size = 30.0
        while True:
            font.setPointSizeF(size * scale)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            needed = QFontMetrics(font).boundingRect(room, int(flags), self.text)
            if size <= 12 or (needed.width() <= room.width() and needed.height() <= room.height()):
                return font, needed.height()
            size -= 2

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        t = self._progress
        # In quickly, stay, then out; the words grow a little as they come in.
        opacity = min(1.0, t / 0.15, (1.0 - t) / 0.3) if self._animate else 1.0
        scale = 0.8 + 0.2 * min(1.0, t / 0.15) if self._animate else 1.0
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(max(0.0, opacity))
        area = QRectF(self.rect())
        font, text_height = self.fitted_font(scale)
        painter.setFont(font)
        band_height = text_height + 30
        band = QRectF(
            area.left() + 20, area.center().y() - band_height / 2, area.width() - 40, band_height
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(band, 14, 14)
        painter.setPen(QColor(WARNING))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
        painter.end()

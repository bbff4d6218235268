"""What the felt says besides the dice: the others' last moves, the clock of the player on turn,
why a five of a kind may go only in some boxes, the coach's note on the move just made, and a
short celebration for a Five of a Kind or the upper bonus. The dice tray lays these out; the words
come from :mod:`.explain` and the coach.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QObject,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from fivedice.core import Category, Fill
from fivedice.core.scoring import FIVE_KIND_SCORE
from fivedice.words import decimal, translate

from ..control.snapshot import LOW_TIME_S, GameView, LowTime, clock_text
from ..shell.plain import plain_label, plain_tip
from .explain import extra_five_note, fill_hidden, longest_notes, recent_lines

ON_FELT = "#f5f3ec"
"""Text on the felt, in both themes (the felt is dark green in each)."""
WARNING = "#ffcf5a"
"""The clock's colour in its last 30 seconds: amber, 9:1 on the felt."""
CELEBRATION_MS = 1800


def felt_words(
    label: QLabel, color: str, points: float | None = None, weight: QFont.Weight | None = None
) -> None:
    """Words on the felt: `label` in `color`, `points` large and of `weight` where given (else
    as its parent's). Set as its palette and font, not a style sheet: Qt would match a style
    sheet's rules again at each of the many size questions a word-wrapped label is asked."""
    palette = QPalette(label.palette())
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        palette.setColor(role, QColor(color))
    label.setPalette(palette)
    font = QFont(label.font())
    if points is not None:
        font.setPointSizeF(points)
    if weight is not None:
        font.setWeight(weight)
    label.setFont(font)


class FitLabel(QLabel):
    """A one-line title that shrinks its font (down to `smallest` points) to stay whole, and
    wraps only when even that is too wide: a 24-letter name is never clipped."""

    def __init__(self, largest: float, smallest: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._largest = largest
        self._smallest = smallest
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(1)
        self._keep_height()

    def _keep_height(self) -> None:
        # One height for any name: a line at the largest size, so a longer name on turn never
        # moves the dice under it.
        big, small = QFont(self.font()), QFont(self.font())
        big.setPointSizeF(self._largest)
        small.setPointSizeF(self._smallest)
        # Two lines only for a title that wraps even at the smallest size (the end's result).
        lines = 2 if self.wordWrap() else 1
        tall = max(QFontMetrics(big).height(), lines * QFontMetrics(small).lineSpacing())
        self.setFixedHeight(tall + self.contentsMargins().top() + self.contentsMargins().bottom())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._keep_height()  # its weight, or a style's font, changes how tall a line is

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()  # at its laid-out width now: a text set while hidden is fitted

    def _fit(self) -> None:
        if not self.isVisible():
            # Not laid out yet (a window being built): its width says nothing, and every size
            # tried would load a font for nothing. It fits when it shows.
            return
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
            self._keep_height()


class LinesLabel(QLabel):
    """Lines that each stay on one line: one too long for the felt ends in "…", and the
    tooltip has them all whole (the others' moves; the status bar has the last one too)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._lines: list[str] = []

    def set_lines(self, lines: list[str]) -> None:
        self._lines = list(lines)
        self.setToolTip(plain_tip("\n".join(lines)))
        self._elide()

    def whole_text(self) -> str:
        return "\n".join(self._lines)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.height_of_lines(len(self._lines))

    def height_of_lines(self, lines: int) -> int:
        """How tall it is showing `lines` lines (one line each, whatever the width)."""
        self.ensurePolished()  # its style sheet's font
        margins = self.contentsMargins()
        tall = max(1, lines) * self.fontMetrics().lineSpacing()
        return tall + margins.top() + margins.bottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(1, self.contentsRect().width())
        metrics = self.fontMetrics()
        mode = Qt.TextElideMode.ElideRight
        shown = "\n".join(metrics.elidedText(line, mode, room) for line in self._lines)
        if shown != self.text():
            self.setText(shown)


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
        self._footer: QWidget | None = None
        self._footer_allowed = True

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

    least_width = 0
    """The narrowest this area gets (the felt's least width less its margins): the notes' least
    height is what they need there, so the window's least size holds them at any width."""

    def relayout(self) -> None:
        """Place the notes again (their texts or fonts changed)."""
        width = self.width() if self.least_width <= 0 else min(self.width(), self.least_width)
        needed = self._needed(max(width, 1))
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)
            self.updateGeometry()
        self._place()

    def _shown(self) -> list[QLabel]:
        return [label for label in self._labels if not label.isHidden() and label.text()]

    @staticmethod
    def _width_of(label: QLabel, room: int) -> int:
        label.ensurePolished()  # its style sheet's font and padding
        margins = label.contentsMargins()
        sides = margins.left() + margins.right() + 2 * label.margin() + 2
        metrics = QFontMetrics(label.font())
        whole = label.whole_text() if isinstance(label, LinesLabel) else label.text()
        lines = whole.split("\n")
        return max(1, min(room, max(metrics.horizontalAdvance(line) for line in lines) + sides))

    def _needed(self, width: int) -> int:
        heights = [label.heightForWidth(self._width_of(label, width)) for label in self._shown()]
        return sum(heights) + NOTE_SPACING * max(0, len(heights) - 1)

    def sizeHint(self) -> QSize:
        # What the notes need is their least size; the hint stays put, so the felt shares its
        # spare height the same way with or without notes.
        return QSize(0, 0)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.minimumHeight())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()  # a new width: the notes may wrap to more or fewer lines

    def height_of(self, label: QLabel, text: str, room: int) -> int:
        """How tall `label` would be showing `text` in `room` pixels of width."""
        label.ensurePolished()
        margins = label.contentsMargins()
        sides = margins.left() + margins.right() + 2 * label.margin() + 2
        metrics = QFontMetrics(label.font())
        width = max(1, min(room, metrics.horizontalAdvance(text) + sides) - sides)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        box = metrics.boundingRect(0, 0, width, 100000, flags, text)
        return box.height() + margins.top() + margins.bottom() + 2 * label.margin()

    def set_footer(self, footer: QWidget) -> None:
        """Make `footer` (the help link) a child of this area, at its foot when the notes leave
        room for it, else hidden. It never adds to the felt's least height: in a short window
        the notes come first."""
        footer.setParent(self)
        self._footer = footer
        self._place()

    def show_footer(self, allowed: bool) -> None:
        """Allow the footer (where it fits) or not (the analysis panel is under the dice)."""
        self._footer_allowed = allowed
        self._place()

    def _place(self) -> None:
        top = 0
        for label in self._shown():
            width = self._width_of(label, self.width())
            height = label.heightForWidth(width)
            label.setGeometry((self.width() - width) // 2, top, width, height)
            top += height + NOTE_SPACING
        footer = self._footer
        if footer is None:
            return
        hint = footer.sizeHint().expandedTo(footer.minimumSize())
        fits = self._footer_allowed and self.height() - top >= hint.height()
        fits = fits and self.width() >= hint.width()
        if fits:
            x = (self.width() - hint.width()) // 2
            footer.setGeometry(x, self.height() - hint.height(), *hint.toTuple())
        if fits == footer.isHidden():
            footer.setVisible(fits)


class FeltNews:
    """The felt's news: the clock (a child of `tray`, which places it) and the notes under the
    Roll button (the rule at work, the coach's note, the others' last moves)."""

    def __init__(self, tray: QWidget) -> None:
        self.notes = NotesArea(tray)
        self.clock = self._label(tray, "feltClock")
        self.rule = self._label(tray, "ruleNote")
        self.coach = self._label(tray, "coachNote")
        self.moves = LinesLabel(tray)
        self.moves.setObjectName("lastMoves")
        self.moves.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.moves.hide()
        for label in (self.rule, self.coach, self.moves):
            self.notes.add(label)
        felt_words(self.clock, ON_FELT, 12)
        felt_words(self.moves, ON_FELT, 11)
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
        self._coach_on = False
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
        lines = recent_lines(view)
        self.moves.set_lines(lines)
        self.moves.setVisible(bool(lines))
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

    def set_coach(self, on: bool) -> None:
        """Coach mode on or off: room is kept for its note while it is on."""
        self._coach_on = on

    def room_kept(self, view: GameView, width: int) -> int:
        """The height the longest notes of this game need at `width` (any extra-five note,
        the others' moves, the coach's note in coach mode): the dice sit above that much room
        when the felt has it."""
        notes, moves = longest_notes(view)
        area = self.notes
        heights = [max(area.height_of(self.rule, text, width) for text in notes)]
        heights.append(self.moves.height_of_lines(len(moves)))
        if self._coach_on:
            heights.append(area.height_of(self.coach, coach_sample(view), width))
        return sum(heights) + NOTE_SPACING * (len(heights) - 1)

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
            weight = QFont.Weight.Bold if warn else QFont.Weight.Normal
            felt_words(self.clock, WARNING if warn else ON_FELT, 12, weight)
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


def coach_sample(view: GameView) -> str:
    """About the longest note coach mode gives in this game. (Its two sentences are the
    coach's own messages, asked for here by their keys: importing the coach would load the
    solver before the first paint.)"""
    cost = translate("Coach", "Coach: holding {dice} and rolling cost about {cost} points.")
    if view.multi_card:
        best = translate("Coach", "Best was to fill {box} on card {card}.")
    else:
        best = translate("Coach", "Best was to fill {box}.")
    box = max((c.label for c in Category), key=len)
    approximate = translate("Coach", "(approximate)")
    cost = cost.format(dice="6 6 6 6", cost=decimal(99.9, 1))
    return f"{cost} {best.format(box=box, card=3)} {approximate}"


def _set(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
    label.setVisible(bool(text))


def celebration_for(fill: Fill | None, view: GameView) -> str:
    """ "Five of a Kind!" or "Upper bonus +35!" for a fill that earns one ("" otherwise, and
    for a hidden card)."""
    if fill is None or fill_hidden(view, fill):
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
        self._animation.setDuration(CELEBRATION_MS)  # at an even pace: the default, linear
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
        felt = self.parentWidget()
        if felt is not None:
            self.setGeometry(felt.rect())
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
    def _on_animation_value_changed(self, progress: float) -> None:
        self._progress = progress
        self.update()

    @Slot()
    def _on_done(self) -> None:
        self.hide()

    def fitted_font(self, scale: float = 1.0) -> tuple[QFont, int]:
        """The words' font, 30 points (times `scale`) or smaller until the wrapped words fit
        inside the felt, and their height."""
        font = QFont(self.font())
        font.setBold(True)
        # Inside the band (20 px in) with room for a glyph's overhang on each side.
        room = QRectF(self.rect()).adjusted(56, 30, -56, -30).toRect()
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
        words = band.adjusted(36, 0, -36, 0)  # as wide as fitted_font measured them
        painter.drawText(words, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
        painter.end()

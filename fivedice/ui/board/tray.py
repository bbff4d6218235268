"""The felt: whose turn, the five dice, the Roll button, a line of guidance and the notes under
it, laid out so that nothing that comes or goes under the Roll button moves the dice."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QRectF,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import level_name
from fivedice.words import translate

from ..control.snapshot import GameView, result_headline
from ..shell.focus import OWN_FOCUS_RING
from ..shell.plain import plain_label
from ..shell.theme import LIGHT, Theme
from .die import MIN_DIE_CELL, MIN_TARGET, ROLL_HEIGHT, DieWidget
from .felt import ON_FELT, Celebration, FeltNews, FitLabel, felt_words


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
        # Made in the order Tab walks them: the dice, the Roll button, the help link.
        self._add_words()
        self._add_dice()
        self._add_buttons()
        self._column = self._lay_out()
        self.news.notes.least_width = 5 * MIN_DIE_CELL
        self.setMinimumWidth(5 * MIN_DIE_CELL + 2 * 10)
        self.set_theme(LIGHT)
        self.retranslate()

    def _add_words(self) -> None:
        """Whose turn, the turn's detail, the news (clock and notes), the celebration."""
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

    def _add_dice(self) -> None:
        self.dice = [DieWidget(i, self) for i in range(5)]
        for die in self.dice:
            die.clicked.connect(self._on_die_clicked)
        self._dice_row = QHBoxLayout()
        self._dice_row.setSpacing(0)  # each die keeps room round it for its rings
        for die in self.dice:
            self._dice_row.addWidget(die)

    def _add_buttons(self) -> None:
        """The Roll button, the guidance line under it, and the help link."""
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setMinimumHeight(ROLL_HEIGHT)
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

    def _lay_out(self) -> QVBoxLayout:
        """The felt's column, top to bottom; the tray's layout."""
        roll_row = QHBoxLayout()
        roll_row.addStretch(1)
        roll_row.addWidget(self.roll_button, 4)
        roll_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 12, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.news.clock)
        # Above the dice a space set by the felt's height alone (resizeEvent), so nothing that
        # comes or goes under the Roll button ever moves them.
        self._above_dice = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        layout.addItem(self._above_dice)
        layout.addLayout(self._dice_row)
        layout.addSpacing(18)
        layout.addLayout(roll_row)
        layout.addWidget(self.hint_label)
        # The notes take the spare height under the Roll button whether they show or not, so
        # the dice stay where they are when one comes or goes between turns.
        layout.addWidget(self.news.notes, 1)
        # The help link at the foot of the notes, where they leave room for it.
        self.news.notes.set_footer(self.help_button)
        return layout

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
        on_felt = ON_FELT
        felt_words(self.turn_label, on_felt, weight=QFont.Weight.DemiBold)
        felt_words(self.detail_label, on_felt, 12)
        felt_words(self.hint_label, on_felt, 11)
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
        """Leave out the guidance line, the turn's detail and the help link, and take a lower
        Roll button (the analysis panel sits under the dice in a small window; F1 and the menu
        still open the help, the status bar says the turn)."""
        self._compact = compact
        self.hint_label.setVisible(not compact)
        self.detail_label.setVisible(not compact)
        self.roll_button.setMinimumHeight(MIN_TARGET if compact else ROLL_HEIGHT)
        if self._view is not None:
            self.news.show_view(self._view)
        # The help link sits at the foot of the notes when they leave room (not in compact).
        self.news.notes.show_footer(not compact)
        self._keep_dice_whole()

    def _place_dice(self) -> None:
        """The space above the dice: a third of what the felt has beyond 470 px, but never so
        much that the longest notes this game can show would not fit under the Roll button;
        so a note that comes never moves the dice (only a felt too short for it can)."""
        above = 0
        view = self._view
        if not self._compact and view is not None:
            now = self._above_dice.sizeHint().height()
            notes = self.news.notes.minimumHeight()
            # All but this space and the notes, then the room kept for the longest notes.
            rest = self._column.heightForWidth(self.width()) - now - notes
            room = self.news.room_kept(view, self.width() - 20)
            spare = self.height() - rest - room
            above = max(0, min((self.height() - 470) // 3, spare))
        if self._above_dice.sizeHint().height() != above:
            policy = QSizePolicy.Policy
            self._above_dice.changeSize(0, above, policy.Minimum, policy.Fixed)
            self._column.invalidate()

    def set_coach(self, on: bool) -> None:
        """Coach mode on or off: room is kept under the Roll button for its notes."""
        self.news.set_coach(on)
        self._place_dice()

    def _keep_words_tall(self) -> None:
        """The turn's detail as tall as its longest text in this game needs (a computer's
        "Turn 13 of 13 · computer, Expert", the end's line), so a computer's turn does not move
        the dice under it; the guidance as tall as its lines; both at the felt's width now."""
        width = max(1, self.width() - 20)
        detail = self.detail_label
        view = self._view
        texts = [detail.text()]
        if view is not None:
            texts += [_turn_detail(view, longest=True), _turn_detail(view, over=True)]
        height_of = self.news.notes.height_of
        tall = max((height_of(detail, text, width) for text in texts if text), default=0)
        if detail.minimumHeight() != tall:
            detail.setMinimumHeight(tall)
        hint = self.hint_label
        texts = [hint.text(), *(_hints_in_play(view) if view is not None else [])]
        tall = max((height_of(hint, text, width) for text in texts if text), default=0)
        if hint.minimumHeight() != tall:
            hint.setMinimumHeight(tall)

    def _keep_dice_whole(self) -> None:
        # Compact, the felt gets no more height than it asks for: ask for what the dice need
        # at this width (their height follows their width), so the Roll button never covers them.
        if self._compact:
            self.setFixedHeight(self._column.heightForWidth(self.width()))
        else:
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_words_tall()
        self._place_dice()
        if not self.celebration.isHidden():
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

    @Slot(GameView)
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
        self._keep_words_tall()
        self._place_dice()
        self.news.show_view(view)
        for die in self.dice:
            die.set_suggested(False)
        if felt_changed:
            self.update()  # the felt darkens while paused; otherwise the children repaint

    def show_hint(self, text: str, hold: Sequence[bool] | None) -> None:
        """Show the coach's hint: its words, and the dice it says to hold."""
        self.hint_label.setText(text)
        self._keep_words_tall()
        for die, keep in zip(self.dice, hold or (False,) * 5, strict=True):
            die.set_suggested(bool(keep))

    @Slot(GameView)
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


def _turn_detail(view: GameView, *, longest: bool = False, over: bool = False) -> str:
    """The line under the heading; `longest`: the longest it gets in this game (its last turn,
    a computer of the highest level in it on turn), `over`: as at the end."""
    if view.is_over or over:
        return translate("Dice", "The final scores are on the card.")
    turn = view.turns_per_player if longest else view.turn
    parts = [
        #: Line under the board's heading: {turn} is the turn's number, {turns} the turns of each
        #: player (13, 26 or 39).
        translate("Dice", "Turn {turn} of {turns}").format(turn=turn, turns=view.turns_per_player)
    ]
    if view.paused and not longest:
        parts.insert(0, view.whose_turn())
    levels = [p.computer for p in view.players if p.computer is not None] if longest else []
    computer = max(levels, key=lambda c: len(level_name(c))) if levels else view.player.computer
    if computer is not None and (longest or view.player.computer is not None):
        level = level_name(computer)
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


def _hints_in_play(view: GameView) -> list[str]:
    """Every guidance line a turn of this game can show (the felt keeps room for the tallest,
    so a new line under the Roll button does not move the dice)."""
    name = max((p.name for p in view.players), key=len)
    texts = [
        translate("Dice", "Press Space or R to roll."),
        translate("Dice", "Hold dice with a click or 1–5, roll again, or pick a box on the card."),
        translate("Dice", "Pick a box on the card: click it, or use Up/Down and Enter."),
    ]
    if any(p.computer is not None for p in view.players):
        texts.append(
            translate(
                "Dice", "{name} is playing. Press Esc or click to skip to the end of the turn."
            ).format(name=name)
        )
    return texts


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

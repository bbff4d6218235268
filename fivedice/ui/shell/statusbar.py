"""The status bar: the latest move, whose turn, the turn, rolls left, the clock, the best score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from fivedice.words import translate

from ..board.explain import recent_lines
from ..control.snapshot import GameView, clock_text
from .plain import ElidedLabel, plain_label

if TYPE_CHECKING:
    from fivedice.store.history import BestScore


class GameStatusBar(QStatusBar):
    """Permanent labels on the right; passing messages (coach notes, work under way) on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(True)
        self.last_move = ElidedLabel(self)
        """The latest move ("Ben (Hard) scored 25 in Full House"); it gives way to the rest,
        cut with "…" (the whole of it in the tooltip)."""
        self.last_move.setObjectName("statusLastMove")
        self.last_move.setContentsMargins(10, 2, 10, 2)
        self.addPermanentWidget(self.last_move)
        self.chances = self._label("statusChances")
        """Each player's chance to win, when chosen (View > Chances to win)."""
        self.chances.hide()
        self._chances = ""
        self._best: BestScore | None = None
        self.turn = self._label("statusTurn")
        self.turn_count = self._label("statusTurnCount")
        self.rolls = self._label("statusRolls")
        self.clock = self._label("statusClock")
        self.best = self._label("statusBest")
        """The best score of this kind of game: hidden until known (the history is opened a
        moment after the window first paints)."""
        self.best.hide()
        self._best_known = False
        self.retranslate()
        bold = self.turn.font()
        bold.setBold(True)
        self.turn.setFont(bold)

    def retranslate(self) -> None:
        """The words set once, in the language in force (the game's are set by show_view)."""
        self.chances.setToolTip(
            translate("StatusBar", "Each player's chance to win from here, with perfect play")
        )
        self.best.setToolTip(
            translate("StatusBar", "The best score for this kind of game (players, rules, cards).")
        )
        if self._best_known:
            self.show_best(self._best)
        self.show_chances(self._chances)

    def _label(self, name: str, text: str = "") -> QLabel:
        label = plain_label(text, self)
        label.setObjectName(name)
        label.setContentsMargins(10, 2, 10, 2)
        self.addPermanentWidget(label)
        return label

    def show_view(self, view: GameView) -> None:
        """Everything from `view`."""
        self.turn.setText(view.whose_turn())
        lines = recent_lines(view)
        self.last_move.set_whole_text(lines[-1] if lines else "", "\n".join(lines))
        self.turn_count.setText(
            #: In the status bar at the foot of the window: {turn} is the turn's number, {turns}
            #: the turns of each player.
            translate("StatusBar", "Turn {turn} of {turns}").format(
                turn=view.turn, turns=view.turns_per_player
            )
        )
        if view.is_over:
            self.rolls.setText("")
        else:
            left = view.rolls_left
            #: In the status bar at the foot of the window: the rolls left in this turn (0 to 3).
            self.rolls.setText(translate("StatusBar", "%n rolls left", None, left))
        self.show_clock(view)

    def show_clock(self, view: GameView) -> None:
        """The game's time, and the time left of the player on turn."""
        time = clock_text(view.elapsed)
        left = view.player.time_left
        if left is not None and not view.is_over:
            name, left_text = view.player.name, clock_text(left)
            if view.paused:
                text = translate("StatusBar", "Time {time} · {name}: {left} left (paused)")
            else:
                #: In the status bar at the foot of the window: the game's time and the time budget
                #: left to the player on turn, as minutes:seconds.
                text = translate("StatusBar", "Time {time} · {name}: {left} left")
            text = text.format(time=time, name=name, left=left_text)
        elif view.paused:
            #: In the status bar at the foot of the window: the game's time, minutes:seconds, while
            #: paused.
            text = translate("StatusBar", "Time {time} (paused)").format(time=time)
        else:
            #: In the status bar at the foot of the window: the game's time, minutes:seconds
            #: (“12:05”).
            text = translate("StatusBar", "Time {time}").format(time=time)
        self.clock.setText(text)

    def show_chances(self, text: str) -> None:
        """The chances to win ("" hides them)."""
        self._chances = text
        #: In the status bar at the foot of the window: each player's chance to win (“Ana 62% · Ben
        #: 38%”).
        shown = translate("StatusBar", "Chances: {chances}").format(chances=text) if text else ""
        self.chances.setText(shown)
        self.chances.setVisible(bool(text))

    @Slot(str)
    def show_busy(self, message: str) -> None:
        """Work under way, on the left until it is done ("" when it is)."""
        if message:
            self.showMessage(message)
        else:
            self.clearMessage()

    @Slot(object)
    def show_best(self, best: BestScore | None) -> None:
        """The best score of this kind of game, or a dash before the first."""
        self._best = best
        self._best_known = True
        self.best.show()
        if best is None:
            #: In the status bar at the foot of the window: the best score of this kind of game,
            #: before there is one.
            self.best.setText(translate("StatusBar", "Best: —"))
        else:
            self.best.setText(
                #: In the status bar at the foot of the window: the best score of this kind of
                #: game, and who made it.
                translate("StatusBar", "Best: {score} ({name})").format(
                    score=best.score, name=best.name
                )
            )

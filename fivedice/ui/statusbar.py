"""The status bar: the latest move, whose turn, the turn, rolls left, the clock, the best score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from .explain import recent_lines
from .plain import plain_label, plain_tip
from .snapshot import GameView, clock_text

if TYPE_CHECKING:
    from fivedice.store.history import BestScore


class GameStatusBar(QStatusBar):
    """Permanent labels on the right; passing messages (coach notes, work under way) on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(True)
        self.last_move = self._label("statusLastMove")
        """The latest move ("Ben (Hard) scored 25 in Full House"); it gives way to the rest."""
        self.last_move.setMinimumWidth(1)  # it shrinks first, leaving room for messages too
        self.chances = self._label("statusChances")
        """Each player's chance to win, when chosen (View > Chances to win)."""
        self.chances.setToolTip("Each player's chance to win from here, with perfect play")
        self.chances.hide()
        self.turn = self._label("statusTurn")
        self.turn_count = self._label("statusTurnCount")
        self.rolls = self._label("statusRolls")
        self.clock = self._label("statusClock")
        self.best = self._label("statusBest", "Best: —")
        self.best.setToolTip("The best score for this kind of game (players, rules, cards).")
        bold = self.turn.font()
        bold.setBold(True)
        self.turn.setFont(bold)

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
        self.last_move.setText(lines[-1] if lines else "")
        self.last_move.setToolTip(plain_tip("\n".join(lines)))
        self.turn_count.setText(f"Turn {view.turn} of {view.turns_per_player}")
        if view.is_over:
            self.rolls.setText("")
        elif view.rolls_left == 1:
            self.rolls.setText("1 roll left")
        else:
            self.rolls.setText(f"{view.rolls_left} rolls left")
        self.show_clock(view)

    def show_clock(self, view: GameView) -> None:
        """The game's time, and the time left of the player on turn."""
        text = f"Time {clock_text(view.elapsed)}"
        left = view.player.time_left
        if left is not None and not view.is_over:
            text += f" · {view.player.name}: {clock_text(left)} left"
        if view.paused:
            text += " (paused)"
        self.clock.setText(text)

    def show_chances(self, text: str) -> None:
        """The chances to win ("" hides them)."""
        self.chances.setText(f"Chances: {text}" if text else "")
        self.chances.setVisible(bool(text))

    def show_best(self, best: BestScore | None) -> None:
        """The best score of this kind of game, or a dash before the first."""
        self.best.setText("Best: —" if best is None else f"Best: {best.score} ({best.name})")

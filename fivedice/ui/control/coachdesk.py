"""The coach's side of the controller: hints, the analysis panel and coach mode's notes, asked
of the coach only on a person's turn at this computer (never for a computer or a player
elsewhere), each marking the game as assisted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import Slot

if TYPE_CHECKING:
    from fivedice.core import Action, Game
    from fivedice.strategy import Advice
    from fivedice.strategy.coach import Dice

T = TypeVar("T")


class CoachDesk:
    """Mixed into :class:`~.controller.GameController`, which has the game, the seats, the
    settings, the coach, ``mark_assisted``, ``_watch_tables`` and the signals this part emits."""

    _game: Game
    _coach: Any
    _settings: Any
    _analysis_on: bool
    seat: Any
    hint_given: Any
    analysis_changed: Any
    coach_noted: Any

    # ------------------------------------------------------------------------------ chances

    chances_changed: Any
    tables: Any

    @property
    def chances_wanted(self) -> bool:
        """True while something shows the chances to win (the analysis panel or the status bar)."""
        return bool(self._analysis_on or self._settings.show_chances)

    def _update_chances(self) -> None:
        """Each player's chance to win now, after every change, while something shows them
        (None: one player, hidden score sheets before the end, or the tables not ready)."""
        if not self.chances_wanted:
            return
        game = self._game
        hidden = not game.rules.open_sheets and not game.is_over
        chances = None
        if len(game.players) > 1 and not hidden and self._tables_ready(game.rules.extra_five.value):
            from fivedice.strategy import win_chances  # NumPy and the tables: only when shown

            chances = tuple(win_chances(game))
        self.chances_changed.emit(chances)

    # ------------------------------------------------------------------------------- coach

    def _ask_coach(self, question: Callable[[Game], T | None]) -> T | None:
        """The coach's answer on a person's turn (None on a computer's, or while a table builds)."""
        answer = question(self._game) if self.seat.takes_input else None
        self._watch_tables()
        return answer

    @Slot(result=bool)
    def hint(self) -> bool:
        """Work out the best move now and emit it as ``hint_given``. Returns whether it could."""
        hint = self._ask_coach(self._coach.hint)
        if hint is None:
            return False
        self.mark_assisted()
        self.hint_given.emit(hint)
        return True

    def set_analysis(self, on: bool) -> None:
        """Show or hide the analysis: while on, ``analysis_changed`` follows every change."""
        self._analysis_on = on
        self._update_analysis()
        self._update_chances()

    def _update_analysis(self) -> None:
        if not self._analysis_on:
            return
        analysis = self._ask_coach(self._coach.analysis)
        if analysis is not None:
            self.mark_assisted()
        self.analysis_changed.emit(analysis)

    def _coach_before(self) -> Advice | None:
        """Advice to judge the coming move by, when coach mode is on for a person's move."""
        if not self._settings.coach_mode or self._game.rolls_used == 0:
            return None
        advice = self._ask_coach(self._coach.advice)
        if advice is not None:
            self.mark_assisted()
        return advice

    def _coach_after(self, advice: Advice | None, dice: Dice, chosen: Action) -> None:
        if advice is not None:
            settings, cards = self._settings, self._game.rules.cards
            note = self._coach.judge(advice, dice, chosen, cards, settings.coach_threshold)
            if note is not None:
                self.coach_noted.emit(note)

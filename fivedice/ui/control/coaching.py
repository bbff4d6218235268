"""The coach at this computer's table, as a part of the controller: hints, the analysis panel,
each player's chance to win, and coach mode's notes on a person's costly moves.

It listens to the controller's changes (first of all listeners, so that a note on a move is
said before the view of that move is drawn) and asks :class:`~fivedice.play.coaching.Coach`
only on the turn of a person at this computer (never for a computer or a player elsewhere),
marking the game as assisted whenever it helps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar, cast

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from .snapshot import Change, Event, GameView
from .valuewatch import TableWatch

if TYPE_CHECKING:
    from fivedice.core import Action, Game
    from fivedice.play.coaching import Coach
    from fivedice.store.settings import Settings
    from fivedice.strategy import Advice
    from fivedice.strategy.coach import GameReview

T = TypeVar("T")


class Coached(Protocol):
    """What the coach needs of its parent, the controller."""

    changed: SignalInstance
    settings_changed: SignalInstance

    @property
    def game(self) -> Game: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def person_on_turn(self) -> bool: ...

    def mark_assisted(self) -> None: ...


class Coaching(QObject):
    """The coach's answers for the person on turn, as signals; a child of the controller."""

    hint_given = Signal(object)
    """A :class:`~fivedice.strategy.coach.Hint` for the player on turn."""
    analysis_changed = Signal(object)
    """The analysis panel's :class:`~fivedice.strategy.coach.Analysis`, or None."""
    chances_changed = Signal(object)
    """Each player's chance to win (a tuple in seat order), or None when not shown."""
    noted = Signal(str)
    """Coach mode: a person's move cost more than the threshold (one short sentence)."""

    def __init__(self, tables: TableWatch, parent: Coached) -> None:
        super().__init__(cast(QObject, parent))
        self._tables = tables
        self._made: Coach | None = None
        """The coach itself, made when first asked (:meth:`_coach`)."""
        self._analysis_on = False
        self._judging: tuple[tuple[int, int, int], Advice] | None = None
        """Coach mode: the advice a person's next roll or box is judged by, for the moment
        (player, turn, rolls used) it was worked out at."""
        self._before: GameView = GameView.of(parent.game)
        parent.changed.connect(self._on_controller_changed)
        parent.settings_changed.connect(self._on_controller_settings_changed)
        tables.done.connect(self._on_tables_done)

    def _controller(self) -> Coached:
        return cast(Coached, self.parent())

    def _coach(self) -> Coach:
        """The coach, and its tables, loaded when first asked (not at start-up: the first
        picture shows none of its answers)."""
        if self._made is None:
            from fivedice.play.coaching import Coach

            self._made = Coach(self._tables.preparer)
        return self._made

    @property
    def analysis_on(self) -> bool:
        """True while the analysis panel is shown."""
        return self._analysis_on

    @property
    def chances_wanted(self) -> bool:
        """True while something shows the chances to win (the analysis panel or the status bar)."""
        return bool(self._analysis_on or self._controller().settings.show_chances)

    # ---------------------------------------------------------------------------- requests

    @Slot(result=bool)
    def hint(self) -> bool:
        """Work out the best move now and emit it as ``hint_given``. Returns whether it could."""
        hint = self._ask(self._coach().hint)
        if hint is None:
            return False
        self._controller().mark_assisted()
        self.hint_given.emit(hint)
        return True

    def set_analysis(self, on: bool) -> None:
        """Show or hide the analysis: while on, ``analysis_changed`` follows every change."""
        self._analysis_on = on
        self._update_analysis()
        self._update_chances()

    def review(self, game: Game) -> GameReview | str:
        """The review of `game`, or why it cannot be had yet."""
        review = self._coach().review(game)
        self._tables.follow()
        return review

    def refresh(self) -> None:
        """Work the analysis and the chances out again (after a change the game did not report,
        such as the end of a network table)."""
        self._update_analysis()
        self._update_chances()

    # ------------------------------------------------------------------------------ changes

    @Slot(Change)
    def _on_controller_changed(self, change: Change) -> None:
        self._judge(change)
        self._before = change.view
        self._update_analysis()
        self._update_chances()

    @Slot(object)
    def _on_controller_settings_changed(self, _settings: object) -> None:
        self._update_chances()

    @Slot(str)
    def _on_tables_done(self, _rule: str) -> None:
        self.refresh()  # the panel waited for this table

    def _ask(self, question: Callable[[Game], T | None]) -> T | None:
        """The coach's answer on a person's turn (None on a computer's, or while a table builds)."""
        controller = self._controller()
        answer = question(controller.game) if controller.person_on_turn else None
        self._tables.follow()
        return answer

    def _update_analysis(self) -> None:
        if not self._analysis_on:
            return
        analysis = self._ask(self._coach().analysis)
        if analysis is not None:
            self._controller().mark_assisted()
        self.analysis_changed.emit(analysis)

    def _update_chances(self) -> None:
        """Each player's chance to win now, while something shows them (None: one player,
        hidden score sheets before the end, or the tables not ready)."""
        if not self.chances_wanted:
            return
        chances = self._coach().chances(self._controller().game)
        self._tables.follow()
        self.chances_changed.emit(chances)

    # ----------------------------------------------------------------------- coach mode

    def _judge(self, change: Change) -> None:
        """Coach mode: a note on the roll or box a person just chose, when it cost too much;
        then the advice the next one is judged by."""
        if change.event is Event.HELD:
            return  # the dice to judge are the same; the hold is judged with the roll
        judging, self._judging = self._judging, None
        before = self._before
        chosen: Action | None = None
        if change.event is Event.ROLLED:
            chosen = ("reroll", before.held)
        elif change.event is Event.FILLED and change.fill is not None:
            chosen = ("fill", change.fill.card, change.fill.category)
        moment = (before.current, before.turn, before.rolls_used)
        if chosen is not None and judging is not None and judging[0] == moment:
            settings = self._controller().settings
            cards = self._controller().game.rules.cards
            note = self._coach().judge(
                judging[1], before.dice, chosen, cards, settings.coach_threshold
            )
            if note is not None:
                self.noted.emit(note)
        self._prepare_judging(change.view)

    def _prepare_judging(self, view: GameView) -> None:
        controller = self._controller()
        if not controller.settings.coach_mode or view.rolls_used == 0:
            return
        advice = self._ask(self._coach().advice)
        if advice is not None:
            controller.mark_assisted()
            self._judging = ((view.current, view.turn, view.rolls_used), advice)

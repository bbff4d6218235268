"""The controller: the one object that changes the game, and tells the widgets what changed.

Widgets call its request slots (:meth:`GameController.roll`, ...); it changes the game for the
seat on turn and emits one :class:`~fivedice.ui.control.snapshot.Change` per operation. The work
lives in Qt-free parts that return what happened (:mod:`fivedice.play`: seats, clock, tables, coach;
:mod:`fivedice.store`: keeper, recorder); the controller coordinates them on Qt timers.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fivedice.core import Category, Fill, Game, IllegalMove
from fivedice.play.clock import ASLEEP, CLOCK_INTERVAL_MS, Clock, GameClock, Passed
from fivedice.play.coaching import Coach
from fivedice.play.seats import ComputerSeat, Policies, PolicyFactory, Seat, Step, seats_for
from fivedice.play.tables import TABLE_FAILED, TablePreparer
from fivedice.store.keeper import GameKeeper
from fivedice.store.recorder import Recorder
from fivedice.store.records import Assist
from fivedice.store.settings import Settings
from fivedice.words import translate

from .coachdesk import CoachDesk
from .snapshot import Change, Event, GameView

if TYPE_CHECKING:
    from fivedice.store.history import BestScore, History
    from fivedice.store.paths import AppPaths
    from fivedice.strategy.coach import GameReview

log = logging.getLogger(__name__)

T = TypeVar("T")

TABLES_POLL_MS = 100
"""How often a table build's progress is read while one runs."""
COMPUTER_DELAY_MS = {"instant": 0, "fast": 150, "normal": 550, "slow": 1100}
"""Pause before each visible step of a computer turn, per speed setting."""


class GameController(CoachDesk, QObject):
    """Owns the game in progress; widgets ask it for changes and redraw from what it reports."""

    changed = Signal(object)
    """A :class:`~fivedice.ui.control.snapshot.Change`: what one operation did, and the view
    after it."""
    clock_ticked = Signal(object)
    """The GameView as the clock ran on (nothing else changed)."""
    settings_changed = Signal(object)
    """The new Settings."""
    notice = Signal(str)
    """One plain sentence for the player (a file problem, saving switched off...)."""
    busy = Signal(str)
    """Work under way the player should know about ("" when it is done)."""
    hint_given = Signal(object)
    """A :class:`~fivedice.strategy.coach.Hint` for the player on turn."""
    analysis_changed = Signal(object)
    """The analysis panel's :class:`~fivedice.strategy.coach.Analysis`, or None."""
    chances_changed = Signal(object)
    """Each player's chance to win (a tuple in seat order), or None when not shown."""
    coach_noted = Signal(str)
    """Coach mode: a person's move cost more than the threshold (one short sentence)."""

    def __init__(
        self,
        settings: Settings,
        game: Game | None = None,
        *,
        paths: AppPaths | None = None,
        notices: Sequence[str] = (),
        policy_factory: PolicyFactory | None = None,
        clock: Clock = time.monotonic,
        history: History | None = None,
        meta: dict[str, Any] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._keeper = GameKeeper(paths, meta, resumed=game is not None)
        self._recorder = Recorder(paths.history_file if paths else None, history)
        self._policies = Policies(policy_factory)
        self._notices: list[str] = [n for n in notices if n]
        self._analysis_on = self._closed = False
        self._game = (
            game if game is not None else Game.new(settings.game_players(), settings.rules())
        )
        self._seats = seats_for(self._game.players, self._policies)
        self._elsewhere: frozenset[int] = frozenset()
        self.table: Any = None
        """The network table this game is played at (:mod:`.netplay`), or None."""
        self._view = GameView.of(self._game)
        self.tables = TablePreparer(paths.cache_dir if paths else None)
        self._coach = Coach(self.tables)

        self._clock = GameClock(clock)
        self._clock_timer = self._timer(self.tick, CLOCK_INTERVAL_MS)
        self._clock_timer.start()
        self._computer_timer = self._timer(self._on_computer_timer_timeout, single=True)
        self._tables_timer = self._timer(self._on_tables_timer_timeout, TABLES_POLL_MS)

        if game is None:
            self._save()
        self._schedule_computer()

    def _timer(self, slot: Callable[[], None], interval: int = 0, single: bool = False) -> QTimer:
        # Parented: it lives as long as the controller.
        return QTimer(self, interval=interval, singleShot=single, timeout=slot)

    # ------------------------------------------------------------------------ what it shows

    @property
    def game(self) -> Game:
        """The game in progress (read it; change it only through the controller)."""
        return self._game

    @property
    def view(self) -> GameView:
        """The latest snapshot."""
        return self._view

    @property
    def settings(self) -> Settings:
        """The settings in force."""
        return self._settings

    @property
    def notices(self) -> tuple[str, ...]:
        """Every notice given so far (those from start-up included)."""
        return tuple(self._notices)

    @property
    def history(self) -> History | None:
        """The history of finished games, or None when it cannot be used."""
        return self._recorder.history

    @property
    def keeper(self) -> GameKeeper:
        """The game's notes on disk (start time, how it was assisted, recorded)."""
        return self._keeper

    @property
    def seat(self) -> Seat:
        """The seat of the player on turn."""
        return self._seats[self._game.current_player]

    @property
    def computer_busy(self) -> bool:
        """True while a computer turn is under way (waiting for its next step)."""
        return self._computer_timer.isActive()

    @property
    def analysis_on(self) -> bool:
        """True while the analysis panel is shown."""
        return self._analysis_on

    def mark_assisted(self, how: Assist = Assist.HINTS) -> None:
        """Note that this game was assisted `how` (kept with the game and in the history)."""
        if self._keeper.note_assisted(how):
            self._save()

    def best_score(self) -> BestScore | None:
        """The best score so far for this kind of game (players, rules, cards), if any."""
        return self._recorder.best_for(self._game)

    def finished_game(self, game_id: int) -> Game | str:
        """A finished game from the history, or why it cannot be had."""
        return self._recorder.finished_game(game_id)

    def review(self, game: Game | None = None) -> GameReview | str:
        """The review of `game` (the one in progress if None), or why it cannot be had yet."""
        review = self._coach.review(game or self._game)
        self._watch_tables()
        return review

    # -------------------------------------------------------------------------- requests

    def _for_person(self) -> bool:
        """True when a person may act now; a click during a computer's turn skips it instead."""
        if self._game.is_over or self.seat.takes_input or (self.table and self.table.acting):
            return True  # (a player elsewhere acts through the table this computer hosts)
        self.skip_computer_turn()
        return False

    @staticmethod
    def _play(move: Callable[[], T]) -> T | None:
        """Make a person's move; None when the rules refuse it (quietly: a stray key)."""
        try:
            return move()
        except IllegalMove as exc:
            log.debug("refused: %s", exc)
            return None

    @Slot(result=bool)
    def roll(self) -> bool:
        """Roll the dice that are not held. Returns whether the dice were rolled."""
        if not self._for_person():
            return False
        if self._forwarded("roll"):
            return True
        game = self._game
        judge = self._coach_before() if game.rolls_left and not game.paused else None
        dice, held = game.dice, game.held
        if self._play(game.roll) is None:
            return False
        self._save()
        self._coach_after(judge, dice, ("reroll", held))  # the note, then the view it is on
        self._report(Event.ROLLED)
        return True

    @Slot(int, result=bool)
    def toggle_hold(self, slot: int) -> bool:
        """Hold or release die `slot` (0…4). Returns whether it changed."""
        if not self._for_person():
            return False
        if self._forwarded("hold", slot=slot):
            return True
        if self._play(lambda: self._game.toggle_hold(slot)) is None:
            return False
        self._save()
        self._report(Event.HELD, slot=slot)
        return True

    @Slot(int, object, result=bool)
    def fill(self, card: int, category: Category) -> bool:
        """Fill a box of the player on turn. Returns whether it was filled."""
        if not self._for_person():
            return False
        if self._forwarded("fill", card=card, box=int(category)):
            return True
        game = self._game
        legal = (card, category) in game.preview() and not game.paused
        judge = self._coach_before() if legal else None
        dice = game.dice
        result = self._play(lambda: game.fill(category, card=card))
        if result is None:
            return False
        self._save()
        self._coach_after(judge, dice, ("fill", card, category))
        self._turn_moved_on(Event.FILLED, result)
        return True

    @Slot(result=bool)
    def undo(self) -> bool:
        """Take back a roll of this turn, or a box before anyone rolls again (RULES.md §8)."""
        if not self._game.can_undo or self.table is not None:
            return False  # nor in a network game (RULES.md §8)
        self._computer_timer.stop()
        for seat in self._seats:
            seat.reset()
        if self._game.undo() == "roll":
            self._keeper.note_assisted(Assist.UNDO)
        self._save()
        self._report(Event.UNDONE)
        self._schedule_computer()
        return True

    @Slot(result=bool)
    def pause(self, *, why: str = "") -> bool:
        """Stop the clock and freeze the board; `why`, when the game pauses itself, is said too."""
        if self._game.paused or self._game.is_over or self._forwarded("pause"):
            return False
        if self._clock.advance(self._game) is Passed.OUT_OF_TIME:
            # The time budget ran out just now: that is the news, not the pause.
            self._save()
            self._turn_moved_on(Event.DROPPED_OUT)
            if self._game.is_over:
                return False
        self._computer_timer.stop()
        self._game.pause()
        self._save()
        self._report(Event.PAUSED)
        self._notify((why,) if why else ())
        return True

    @Slot(result=bool)
    def resume(self) -> bool:
        """Start the clock again and unfreeze the board."""
        if not self._game.paused or self._forwarded("resume"):
            return False
        self._game.resume()
        self._clock.restart()
        self._save()
        self._report(Event.RESUMED)
        self._schedule_computer()
        return True

    @Slot(result=bool)
    def skip_computer_turn(self) -> bool:
        """Play the rest of the computer's turn at once. Returns whether there was one."""
        seat = self._computer_ready()
        if seat is None:
            return False
        self._computer_timer.stop()
        self._computer_stepped(seat.finish_turn(self._game), Event.SKIPPED)
        return True

    @Slot(result=bool)
    def restart(self) -> bool:
        """A fresh game with the same players and rules (new dice)."""
        self.start(Game.new(self._game.players, self._game.rules))
        return True

    def new_game(self, settings: Settings | None = None) -> None:
        """A fresh game with `settings` (remembered), or with the settings in force."""
        if settings is not None:
            self.update_settings(settings)
        self.start(Game.new(self._settings.game_players(), self._settings.rules()))

    def start(self, game: Game, elsewhere: frozenset[int] = frozenset(), table: Any = None) -> None:
        """Play `game` from here on (a new game, or one prepared by a test or a demo); at a
        network `table`, the seats in `elsewhere` are played at other computers."""
        self._computer_timer.stop()
        self.table = table
        self._game = game
        self._elsewhere = elsewhere
        self._seats = seats_for(game.players, self._policies, elsewhere)
        self._keeper.new_game()
        self._clock.restart()
        self._save()
        self._report(Event.STARTED)
        self._schedule_computer()

    def bring_home(self) -> None:
        """The network table is gone: the game goes on with every seat played here."""
        self.table, self._elsewhere = None, frozenset()
        self._seats = seats_for(self._game.players, self._policies)
        self._report(Event.RESUMED if not self._game.paused else Event.PAUSED)
        self._schedule_computer()

    def update_settings(self, settings: Settings) -> None:
        """Remember new settings; the game in progress goes on (speed and looks apply now)."""
        if settings == self._settings:
            return
        self._settings = settings
        self._notify(self._keeper.save_settings(settings))
        self.settings_changed.emit(settings)
        self._update_chances()

    def close(self) -> None:
        """Bring the clock up to date, save, stop, let go of the history: the app is closing.
        Nothing is written after this (a second call does nothing)."""
        if self._closed:
            return
        self._clock.advance(self._game)
        self._save()
        self._keeper.stop()
        self._closed = True
        for timer in (self._clock_timer, self._computer_timer, self._tables_timer):
            timer.stop()
        self._recorder.close()

    # ---------------------------------------------------------------------------- internals

    def _refresh(self) -> GameView:
        self._view = GameView.of(self._game, self._elsewhere)
        return self._view

    def _forwarded(self, action: str, **fields: Any) -> bool:
        """At a table hosted elsewhere, a move is a request sent to its host (True when sent)."""
        return self.table is not None and bool(self.table.forward(action, fields))

    def show_moved(
        self, event: Event, *, slot: int | None = None, fill: Fill | None = None
    ) -> None:
        """A move made at the network table (by its host) is in the game: show it."""
        if event in (Event.FILLED, Event.DROPPED_OUT):
            self._turn_moved_on(event, fill)
        else:
            self._report(event, slot=slot)

    def _report(
        self,
        event: Event,
        *,
        slot: int | None = None,
        fill: Fill | None = None,
        celebrations: tuple[str, ...] = (),
    ) -> None:
        """Tell the widgets what `event` changed, with a fresh view."""
        self.changed.emit(Change(self._refresh(), event, slot, fill, celebrations))
        self._update_analysis()
        self._update_chances()

    def _turn_moved_on(self, event: Event, fill: Fill | None = None) -> None:
        """A box was filled or a player ran out of time: the next turn, or the end."""
        self._computer_timer.stop()
        for seat in self._seats:
            seat.reset()
        celebrations: tuple[str, ...] = ()
        if self._game.is_over:
            celebrations = self._record_finished()
        self._report(event, fill=fill, celebrations=celebrations)
        self._schedule_computer()

    def _record_finished(self) -> tuple[str, ...]:
        """Commit the finished game to the history, before anyone is told it is over."""
        game = self._game if self.table is None else self.table.finished(self._game)
        recorded = self._recorder.record(game, self._keeper)
        if recorded.kept:
            self._save()  # the autosave now says the game is kept
        self._notify(recorded.notices)
        return recorded.celebrations

    def _notify(self, notices: Iterable[str]) -> None:
        for text in notices:
            self._notices.append(text)
            self.notice.emit(text)

    def _save(self) -> None:
        if self.table is not None and not self.table.keeps_game:
            return  # a copy of a game hosted elsewhere: the host keeps it
        self._notify(self._keeper.save(self._game))

    # -------------------------------------------------------------------------------- clock

    @Slot()
    def tick(self) -> None:
        """Let the clock's time pass in the game (the timer's slot; tests with a fake clock)."""
        if self.table is not None and not self.table.keeps_game:
            self.clock_ticked.emit(self._refresh())  # the host's clock, as last heard
            return
        passed = self._clock.advance(self._game)
        if passed is Passed.AWAY:  # the computer slept: that time is not play, and a pause
            self.pause(why=translate("Pause", ASLEEP))
        elif passed is Passed.OUT_OF_TIME:  # a time budget ran out
            self._save()
            self._turn_moved_on(Event.DROPPED_OUT)
        elif not (self._game.paused or self._game.is_over):
            self._notify(self._keeper.save_if_due(self._game))
            self.clock_ticked.emit(self._refresh())

    # ------------------------------------------------------------------------ computer turns

    def _schedule_computer(self) -> None:
        game = self._game
        if game.is_over or game.paused or not isinstance(self.seat, ComputerSeat):
            return
        self._computer_timer.start(COMPUTER_DELAY_MS.get(self._settings.computer_speed, 550))

    def _watch_tables(self) -> None:
        """Follow a table build (if one runs) until it is done."""
        if self.tables.building and not self._tables_timer.isActive():
            self._tables_timer.start()

    def _tables_ready(self, rule: str) -> bool:
        """True once `rule`'s table is in memory; else a build runs and is watched."""
        ready = self.tables.ready(rule)
        self._watch_tables()
        return ready

    @Slot()
    def _on_tables_timer_timeout(self) -> None:
        news = self.tables.poll()
        if news:
            self.busy.emit(news[-1].message)
        for progress in news:
            if progress.error:
                self._notify((translate("Tables", TABLE_FAILED),))
                self._policies.fall_back_tables()
                self.tables.give_up(progress.rule)
            if progress.done:
                self._update_analysis()  # the panel waited for this table
                self._update_chances()
                self._schedule_computer()
        if not self.tables.building:
            self._tables_timer.stop()

    def _computer_ready(self) -> ComputerSeat | None:
        """The computer on turn, when it can act now (its table ready, if it needs one)."""
        seat, game = self.seat, self._game
        if game.is_over or game.paused or not isinstance(seat, ComputerSeat):
            return None
        if seat.needs_table and not self._tables_ready(game.rules.extra_five.value):
            return None  # the finished build schedules the turn again
        return seat

    @Slot()
    def _on_computer_timer_timeout(self) -> None:
        seat = self._computer_ready()
        if seat is not None:
            step = seat.step(self._game)
            self._computer_stepped(step, Event.ROLLED if step.rolled else Event.HELD)

    def _computer_stepped(self, step: Step, event: Event) -> None:
        self._notify(step.notices)
        if step.fill is not None:
            self._save()
            self._turn_moved_on(Event.FILLED, step.fill)
            return
        self._report(event, slot=step.held)
        self._schedule_computer()

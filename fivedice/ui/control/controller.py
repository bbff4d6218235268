"""The controller: the one object that changes the game, and tells the widgets what changed.

One way in, one way out. Every move enters through :meth:`GameController.play` as a
:data:`~fivedice.core.Move` (a key, a click, a computer seat, a guest at a network table: all
the same), which :meth:`~fivedice.core.Game.apply` checks; every change leaves through one
``_commit``, which saves, records a finished game, reports one
:class:`~fivedice.ui.control.snapshot.Change` and schedules the next seat, in that order.
:meth:`roll`, :meth:`toggle_hold`, :meth:`fill` and the rest are thin wrappers of it.

The work lives in Qt-free parts that return what happened (:mod:`fivedice.play`: seats, clock,
tables, coach; :mod:`fivedice.store`: keeper, recorder); the controller coordinates them on Qt
timers. Its :class:`~.table.Table` says where the game is played, its
:class:`~.coaching.Coaching` listens to its changes.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fivedice.core import Category, Fill, Game, IllegalMove, Move, safe_action
from fivedice.play.clock import ASLEEP, CLOCK_INTERVAL_MS, Clock, GameClock, Passed
from fivedice.play.seats import ComputerSeat, Policies, PolicyFactory, Seat, seats_for
from fivedice.store.assist import Assist
from fivedice.store.keeper import GameKeeper
from fivedice.store.recorder import Recorded, Recorder
from fivedice.store.settings import Settings
from fivedice.words import translate

from .coaching import Coaching
from .snapshot import Change, Event, GameView, Refusal, Sent
from .table import HOME, Table
from .valuewatch import TableWatch

if TYPE_CHECKING:
    from pathlib import Path

    from fivedice.store.history import BestScore, History
    from fivedice.store.paths import AppPaths

log = logging.getLogger(__name__)

COMPUTER_DELAY_MS = {"instant": 0, "fast": 150, "normal": 550, "slow": 1100}
"""Pause before each visible step of a computer turn, per speed setting."""
TURN_ENDS = frozenset({Event.STARTED, Event.FILLED, Event.DROPPED_OUT, Event.UNDONE})
"""Changes after which no computer turn is under way (its plan is forgotten)."""
MOVE_EVENTS = {"roll": Event.ROLLED, "hold": Event.HELD, "fill": Event.FILLED}
"""What each kind of move did, as a change reports it (a drop is Event.DROPPED_OUT)."""


class GameController(QObject):
    """Owns the game in progress; widgets ask it for changes and redraw from what it reports."""

    changed = Signal(Change)
    """What one operation did, and the view after it."""
    clock_ticked = Signal(GameView)
    """The view as the clock ran on (nothing else changed)."""
    settings_changed = Signal(Settings)
    """The new settings."""
    notice = Signal(str)
    """One plain sentence for the player (a file problem, saving switched off...)."""
    busy = Signal(str)
    """Work under way the player should know about ("" when it is done)."""
    history_opened = Signal(object)
    """The history that waited to be opened has been (:meth:`open_history`): the best score of
    this kind of game (a BestScore; None before the first, or when it could not be opened)."""

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
        history_file: Path | None = None,
        meta: dict[str, Any] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """`history` is the history of finished games, open; or, when it is None,
        `history_file` is a history to open when first needed, or when the window asks for it
        (:meth:`open_history`, a moment after its first paint): read-only when `paths` is None
        (nothing is written)."""
        super().__init__(parent)
        self._settings = settings
        self._keeper = GameKeeper(paths, meta, resumed=game is not None)
        self._recorder = Recorder(
            paths.history_file if paths else None, history, later=history_file
        )
        self._policies = Policies(policy_factory)
        self._notices: list[str] = [n for n in notices if n]
        self._closed = False
        self._game = (
            game if game is not None else Game.new(settings.game_players(), settings.rules())
        )
        self._seats = seats_for(self._game.players, self._policies)
        self._elsewhere: frozenset[int] = frozenset()
        self._table: Table = HOME
        self._view = GameView.of(self._game)
        self._tables = TableWatch(paths.cache_dir if paths else None, self)
        self._tables.progressed.connect(self.busy)
        self._tables.failed.connect(self._on_tables_failed)
        self._tables.done.connect(self._on_tables_done)
        self._coach = Coaching(self._tables, self)  # the first to hear of every change

        self._clock = GameClock(clock)
        # Parented: they live as long as the controller.
        self._clock_timer = QTimer(self, interval=CLOCK_INTERVAL_MS)
        self._clock_timer.timeout.connect(self.tick)
        self._clock_timer.start()
        self._computer_timer = QTimer(self, singleShot=True)
        self._computer_timer.timeout.connect(self._on_computer_timer_timeout)

        if game is None:
            self._save()
        self._schedule_computer()

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
        """The history of finished games, or None when it cannot be used (opened now if it
        waits to be)."""
        self.open_history()
        return self._recorder.history

    @property
    def history_waiting(self) -> bool:
        """True while the history waits to be opened (:meth:`open_history`)."""
        return self._recorder.waiting

    def open_history(self) -> None:
        """Open the history if it waits to be opened: what it says (a damaged file set aside,
        one that cannot be opened) is noticed, and :attr:`history_opened` said."""
        if self._recorder.waiting:
            problem = self._recorder.open_later()
            self._notify((problem,) if problem else ())
            self.history_opened.emit(self.best_score())

    @property
    def table(self) -> Table:
        """Where the game is played (:data:`~.table.HOME` unless at a network table)."""
        return self._table

    @property
    def coach(self) -> Coaching:
        """The coach: hints, the analysis, the chances to win, coach mode's notes, the review."""
        return self._coach

    @property
    def tables(self) -> TableWatch:
        """The perfect-play tables being made ready."""
        return self._tables

    @property
    def seat(self) -> Seat:
        """The seat of the player on turn."""
        return self._seats[self._game.current_player]

    @property
    def person_on_turn(self) -> bool:
        """True when the player on turn is a person at this computer."""
        return self.seat.takes_input

    @property
    def computer_busy(self) -> bool:
        """True while a computer turn is under way (waiting for its next step)."""
        return self._computer_timer.isActive()

    @property
    def keeper(self) -> GameKeeper:
        """The game's notes on disk (start time, how it was assisted, recorded)."""
        return self._keeper

    def mark_assisted(self, how: Assist = Assist.HINTS) -> None:
        """Note that this game was assisted `how` (kept with the game and in the history)."""
        if self._keeper.note_assisted(how):
            self._save()

    def best_score(self) -> BestScore | None:
        """The best score so far for this kind of game (players, rules, cards), if any."""
        self.open_history()
        return self._recorder.best_for(self._game)

    # ---------------------------------------------------------------------- the way in

    def play(self, move: Move, *, elsewhere: bool = False) -> Change | Refusal | Sent:
        """Make `move` for the player on turn: the one way a move enters the game.

        A person's move (keys, clicks, scripts) is made only on their turn at this computer (a
        click during a computer's turn plays the rest of that turn at once instead); at a table
        hosted elsewhere it is sent to the host. `elsewhere`: a move of a player at another
        computer, already checked by this computer's network table as theirs to make.
        """
        if not elsewhere and not self._for_person():
            #: Why a key or click did nothing: a computer player is on turn (its turn is played
            #: at once instead).
            return Refusal(translate("Controller", "It is a computer player's turn."))
        if not elsewhere and self._table.send(move):
            return Sent()
        try:
            fill = self._apply(move)
        except IllegalMove as exc:
            log.debug("refused: %s", exc)
            return Refusal(str(exc))
        return self._commit(self._moved(move), fill=fill, slot=_slot(move))

    @Slot(result=bool)
    def roll(self) -> bool:
        """Roll the dice that are not held. Returns whether the dice were rolled (or sent)."""
        return not isinstance(self.play(("roll",)), Refusal)

    @Slot(int, result=bool)
    def toggle_hold(self, slot: int) -> bool:
        """Hold or release die `slot` (0…4). Returns whether it changed (or was sent)."""
        return not isinstance(self.play(("hold", slot)), Refusal)

    @Slot(int, object, result=bool)
    def fill(self, card: int, category: Category) -> bool:
        """Fill a box of the player on turn. Returns whether it was filled (or sent)."""
        return not isinstance(self.play(("fill", card, category)), Refusal)

    @Slot(result=bool)
    def undo(self) -> bool:
        """Take back a roll of this turn, or a box before anyone rolls again (RULES.md §8)."""
        if not self._game.can_undo or self._table.networked:
            return False  # nor in a network game (RULES.md §8)
        if self._game.undo() == "roll":
            self._keeper.note_assisted(Assist.UNDO)
        self._commit(Event.UNDONE)
        return True

    @Slot(result=bool)
    def pause(self, *, why: str = "") -> bool:
        """Stop the clock and freeze the board; `why`, when the game pauses itself, is said too."""
        if self._game.paused or self._game.is_over or self._table.send_pause(True):
            return False
        if self._clock.advance(self._game) is Passed.OUT_OF_TIME:
            # The time budget ran out just now: that is the news, not the pause.
            self._commit(Event.DROPPED_OUT)
            if self._game.is_over:
                return False
        self._game.pause()
        self._commit(Event.PAUSED)
        self._notify((why,) if why else ())
        return True

    @Slot(result=bool)
    def resume(self) -> bool:
        """Start the clock again and unfreeze the board."""
        if not self._game.paused or self._table.send_pause(False):
            return False
        self._game.resume()
        self._clock.restart()
        self._commit(Event.RESUMED)
        return True

    @Slot(result=bool)
    def skip_computer_turn(self) -> bool:
        """Play the rest of the computer's turn at once. Returns whether there was one."""
        seat = self._computer_ready()
        if seat is None:
            return False
        game, fill = self._game, None
        player, taken = game.current_player, game.turns_taken(game.current_player)
        while fill is None and not game.is_over and game.current_player == player:
            if game.turns_taken(player) != taken:
                break
            decision = seat.next_move(game)
            self._notify(decision.notices)
            fill = self._apply(decision.move)
        self._commit(Event.FILLED if fill is not None else Event.SKIPPED, fill=fill)
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

    def start(
        self, game: Game, elsewhere: frozenset[int] = frozenset(), table: Table = HOME
    ) -> None:
        """Play `game` from here on (a new game, or one prepared by a test or a demo); at a
        network `table`, the seats in `elsewhere` are played at other computers."""
        self._table = table
        self._game = game
        self._elsewhere = elsewhere
        self._seats = seats_for(game.players, self._policies, elsewhere)
        self._keeper.new_game()
        if table.networked:
            self._keeper.note_network(table.people_elsewhere(elsewhere))  # kept for its recording
        self._clock.restart()
        self._commit(Event.STARTED)

    def commit_from_table(
        self, event: Event, *, slot: int | None = None, fill: Fill | None = None
    ) -> None:
        """The host of the network table this computer sits at changed the game (its copy here
        has the change already): report it as any change."""
        self._commit(event, slot=slot, fill=fill)

    def bring_home(self) -> None:
        """The network table is gone: the game goes on with every seat played here."""
        self._table, self._elsewhere = HOME, frozenset()
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

    def close(self) -> None:
        """Bring the clock up to date, save, stop, let go of the history: the app is closing.
        Nothing is written after this (a second call does nothing)."""
        if self._closed:
            return
        self._clock.advance(self._game)
        self._save()
        self._keeper.stop()
        self._closed = True
        for timer in (self._clock_timer, self._computer_timer):
            timer.stop()
        self._tables.stop()
        self._recorder.close()

    # ------------------------------------------------------------------ the way through

    def _for_person(self) -> bool:
        """True when a person may act now; a click during a computer's turn skips it instead."""
        if self._game.is_over or self.seat.takes_input:
            return True
        self.skip_computer_turn()
        return False

    def _apply(self, move: Move) -> Fill | None:
        """Make `move` in the game (IllegalMove when the rules refuse it); a fill's score."""
        if move[0] == "fill":
            return self._game.fill(move[2], card=move[1])
        self._game.apply(move)
        return None

    def _moved(self, move: Move) -> Event:
        return MOVE_EVENTS.get(move[0], Event.DROPPED_OUT)

    def _commit(self, event: Event, *, slot: int | None = None, fill: Fill | None = None) -> Change:
        """After any change of the game: save it, record it when it is over, tell everyone,
        and let the next seat act, in that order."""
        self._computer_timer.stop()  # the next step, if any, is scheduled afresh below
        if event in TURN_ENDS:
            for seat in self._seats:
                seat.reset()
        self._save(holds=event is Event.HELD)
        over = event in (Event.FILLED, Event.DROPPED_OUT, Event.SKIPPED) and self._game.is_over
        ending = self._record_finished() if over else None  # before anyone hears of the end
        change = self._report(event, slot=slot, fill=fill, ending=ending)
        self._schedule_computer()
        return change

    def _report(
        self,
        event: Event,
        *,
        slot: int | None = None,
        fill: Fill | None = None,
        ending: Recorded | None = None,
    ) -> Change:
        """Tell the listeners what `event` changed, with a fresh view (and a game's `ending`)."""
        self._view = GameView.of(self._game, self._elsewhere)
        said = (ending.celebrations, ending.ratings) if ending is not None else ()
        change = Change(self._view, event, slot, fill, *said)
        self.changed.emit(change)
        return change

    def _record_finished(self) -> Recorded:
        """Commit the finished game to the history, before anyone is told it is over."""
        self.open_history()  # one not opened yet is opened now: the game is recorded all the same
        recorded = self._recorder.record(self._table.finished(self._game), self._keeper)
        if recorded.kept:
            self._save()  # the autosave now says the game is kept
        self._notify(recorded.notices)
        return recorded

    def _notify(self, notices: Iterable[str]) -> None:
        for text in notices:
            self._notices.append(text)
            self.notice.emit(text)

    def _save(self, *, holds: bool = False) -> None:
        """Save the game (`holds`: only its holds changed, saved at most once a second)."""
        if self._table.keeps_game:  # else a copy of a game hosted elsewhere: the host keeps it
            keeper, game = self._keeper, self._game
            self._notify(keeper.save_holds(game) if holds else keeper.save(game))

    # -------------------------------------------------------------------------------- clock

    @Slot()
    def tick(self) -> None:
        """Let the clock's time pass in the game (the timer's slot; tests with a fake clock)."""
        if not self._table.keeps_game:
            self._view = GameView.of(self._game, self._elsewhere)
            self.clock_ticked.emit(self._view)  # the host's clock, as last heard
            return
        passed = self._clock.advance(self._game)
        if passed is Passed.AWAY:  # the computer slept: that time is not play, and a pause
            self.pause(why=translate("Pause", ASLEEP))
        elif passed is Passed.OUT_OF_TIME:  # a time budget ran out
            self._commit(Event.DROPPED_OUT)
        elif not (self._game.paused or self._game.is_over):
            self._notify(self._keeper.save_if_due(self._game))
            self._view = GameView.of(self._game, self._elsewhere)
            self.clock_ticked.emit(self._view)

    # ------------------------------------------------------------------------ computer turns

    def _schedule_computer(self) -> None:
        game = self._game
        if game.is_over or game.paused or not isinstance(self.seat, ComputerSeat):
            return
        self._computer_timer.start(COMPUTER_DELAY_MS.get(self._settings.computer_speed, 550))

    @Slot(str)
    def _on_tables_failed(self, _rule: str) -> None:
        from fivedice.play.valueprep import TABLE_FAILED  # loaded with the tables, when first used

        self._notify((translate("Tables", TABLE_FAILED),))
        self._policies.fall_back_tables()

    @Slot(str)
    def _on_tables_done(self, _rule: str) -> None:
        self._schedule_computer()

    def _computer_ready(self) -> ComputerSeat | None:
        """The computer on turn, when it can act now (its table ready, if it needs one)."""
        seat, game = self.seat, self._game
        if game.is_over or game.paused or not isinstance(seat, ComputerSeat):
            return None
        if seat.needs_table and not self._tables.ready(game.rules.extra_five.value):
            return None  # the finished build schedules the turn again
        return seat

    @Slot()
    def _on_computer_timer_timeout(self) -> None:
        seat = self._computer_ready()
        if seat is None:
            return
        decision = seat.next_move(self._game)
        self._notify(decision.notices)
        move: Move = decision.move
        try:
            fill = self._apply(move)
        except IllegalMove:  # the seat checked it; the rules have the last word
            log.exception("the computer's move %r could not be made; taking a safe one", move)
            seat.reset()
            safe = safe_action(self._game)
            move = ("fill", safe[1], safe[2]) if safe[0] == "fill" else ("roll",)
            fill = self._apply(move)
        self._commit(self._moved(move), fill=fill, slot=_slot(move))


def _slot(move: Move) -> int | None:
    """The die a hold move held or released."""
    return move[1] if move[0] == "hold" else None

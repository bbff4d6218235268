"""The controller: the one object that changes the game, and tells the widgets what changed.

Widgets call its request slots (:meth:`GameController.roll`, :meth:`~GameController.fill`, ...);
it changes the core :class:`~fivedice.core.Game`, saves it, and emits past-tense signals that carry
a fresh :class:`~fivedice.ui.snapshot.GameView`. It also runs the game clock and plays computer
turns one visible step at a time on a timer. It knows nothing about widgets, so tests drive it
directly.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fivedice.core import Category, Game, IllegalMove
from fivedice.store.autosave import save_game
from fivedice.store.history import keep_for_later
from fivedice.store.paths import AppPaths
from fivedice.store.settings import Settings, save_settings

from .coach import analysis_of, coach_note, hint_of
from .snapshot import GameView

if TYPE_CHECKING:
    from fivedice.store.history import BestScore, History
    from fivedice.strategy import Advice

log = logging.getLogger(__name__)

CLOCK_INTERVAL_MS = 250
"""How often the clock is read and shown; fine enough for a seconds display."""
SAVE_EVERY_S = 10.0
"""Between actions the clock is saved this often, so a crash loses little time."""
COMPUTER_DELAY_MS = {"instant": 0, "fast": 150, "normal": 550, "slow": 1100}
"""Pause before each visible step of a computer turn, per speed setting."""
_MAX_TURN_STEPS = 32
"""More steps than any turn can take (3 rolls, 10 hold changes, a fill): a guard, not a limit."""


class Policy(Protocol):
    """A computer level: one decision at a time for the player on turn."""

    def choose(self, game: Game) -> tuple[Any, ...]:
        """("roll",), ("reroll", held) or ("fill", card, Category)."""
        ...


PolicyFactory = Callable[[str], Policy]


class _SimplePolicy:
    """Stand-in for a level whose strategy cannot be loaded: roll once, take the best box.

    Keeps a game with computer players going rather than stuck; it is never chosen when the
    strategy package works.
    """

    def choose(self, game: Game) -> tuple[Any, ...]:
        if game.rolls_used == 0:
            return ("roll",)
        best = max(game.options(), key=lambda o: o.points + o.bonus)
        return ("fill", best.card, best.category)


def _strategy_policy(level: str) -> Policy:
    # Imported here, not at the top: the strategy pulls in NumPy and tables, which a game of
    # people alone never needs, and the window must open fast.
    from fivedice.strategy import policy

    return policy(level)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _fresh_meta() -> dict[str, Any]:
    # Kept with the autosave: when the game began, whether the coach helped, and whether the
    # finished game is in the history (so a crash between the two cannot lose it).
    return {"started_at": _now(), "assisted": False, "recorded": False}


@dataclass(frozen=True)
class Recorded:
    """What became of a finished game in the history."""

    game_id: int | None
    """Its row in the history (None when the history could not take it)."""
    celebrations: tuple[str, ...]
    """"New best!" lines for the result dialog."""


class TablePreparer(QObject):
    """Makes sure the Hard level's table for a rule is loaded, building it off the GUI thread.

    The tables ship with the game and load in milliseconds; only when one is missing or damaged
    does it have to be worked out again (seconds of number crunching), on a worker thread with
    progress reported through signals.
    """

    progressed = Signal(str, float)
    """(rule, fraction done)"""
    finished = Signal(str, str)
    """(rule, error message or "")"""

    def __init__(self, cache_dir: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cache_dir = cache_dir
        self._ready: set[str] = set()
        self._building: set[str] = set()
        self._configured = False
        self.finished.connect(self._on_finished)

    def is_building(self, rule: str) -> bool:
        """True while `rule`'s table is being built."""
        return rule in self._building

    def ready(self, rule: str) -> bool:
        """True once the table is in memory; else starts (or keeps waiting for) a build.

        Loading a shipped table happens here, on the calling thread: it takes milliseconds.
        """
        if rule in self._ready:
            return True
        if rule in self._building:
            return False
        try:
            from fivedice.strategy import TableError, get_table, set_default_cache_dir
        except ImportError:
            return True  # no strategy at all: the stand-in level plays without tables
        if not self._configured and self._cache_dir is not None:
            set_default_cache_dir(self._cache_dir)
            self._configured = True
        try:
            get_table(rule, allow_build=False)
        except TableError:
            self._start_build(rule)
            return False
        self._ready.add(rule)
        return True

    def _start_build(self, rule: str) -> None:
        self._building.add(rule)
        self.progressed.emit(rule, 0.0)
        worker = threading.Thread(
            target=self._build, args=(rule,), name=f"fivedice-table-{rule}", daemon=True
        )
        worker.start()

    def _build(self, rule: str) -> None:
        # Runs on the worker thread: it only emits signals, which Qt delivers to the GUI thread.
        from fivedice.strategy import get_table

        try:
            get_table(rule, progress=lambda fraction: self.progressed.emit(rule, fraction))
        except Exception as exc:
            log.exception("building the %s table failed", rule)
            self.finished.emit(rule, str(exc) or type(exc).__name__)
        else:
            self.finished.emit(rule, "")

    def give_up(self, rule: str) -> None:
        """Stop waiting for `rule`'s table (its level plays without it)."""
        self._building.discard(rule)
        self._ready.add(rule)

    @Slot(str, str)
    def _on_finished(self, rule: str, error: str) -> None:
        self._building.discard(rule)
        if not error:
            self._ready.add(rule)


class GameController(QObject):
    """Owns the game in progress; widgets ask it for changes and redraw from its snapshots.

    Every change emits one or more specific signals (``dice_rolled``, ``hold_toggled``,
    ``box_filled``, ``turn_started``, ``game_over``, ...) and then ``state_changed``, each
    carrying the :class:`GameView` after the change.
    """

    state_changed = Signal(object)
    """Anything changed: the GameView to draw."""
    game_started = Signal(object)
    dice_rolled = Signal(object)
    hold_toggled = Signal(object, int)
    """(view, slot 0…4)"""
    box_filled = Signal(object, object)
    """(view, fivedice.core.Fill)"""
    turn_started = Signal(object)
    game_over = Signal(object)
    undone = Signal(object)
    pause_changed = Signal(object)
    clock_ticked = Signal(object)
    settings_changed = Signal(object)
    """The new Settings."""
    notice = Signal(str)
    """One plain sentence for the player (a file problem, saving switched off...)."""
    busy = Signal(str)
    """Work under way the player should know about ("" when it is done)."""
    hint_given = Signal(object)
    """A :class:`~fivedice.ui.coach.Hint` for the player on turn."""
    analysis_changed = Signal(object)
    """The analysis panel's :class:`~fivedice.ui.coach.Analysis`, or None when there is none."""
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
        clock: Callable[[], float] = time.monotonic,
        history: History | None = None,
        meta: dict[str, Any] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._paths = paths
        self._history = history
        self._meta: dict[str, Any] = _fresh_meta()
        if game is not None and meta:
            self._meta.update(
                {
                    k: v
                    for k, v in meta.items()
                    if k in self._meta and isinstance(v, type(self._meta[k]))
                }
            )
        self.recorded: Recorded | None = None
        self._analysis_on = False
        """The history's note on the last finished game (set before ``game_over`` is emitted)."""
        self._policy_factory = policy_factory or _strategy_policy
        self._policies: dict[str, Policy] = {}
        self._clock = clock
        self._notices: list[str] = [n for n in notices if n]
        self._saving_failed = False
        self._strategy_failed = False
        self._plan: tuple[bool, ...] | None = None
        self._game = game if game is not None else self._fresh_game(settings)
        self._view = GameView.of(self._game)

        self._last_tick = clock()
        self._last_save = self._game.elapsed
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(CLOCK_INTERVAL_MS)
        self._clock_timer.timeout.connect(self._on_clock_timer_timeout)
        self._clock_timer.start()

        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._on_computer_timer_timeout)

        self.tables = TablePreparer(paths.cache_dir if paths else None, self)
        self.tables.progressed.connect(self._on_tables_progressed)
        self.tables.finished.connect(self._on_tables_finished)

        if game is None:
            self._save_game()
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
        """The history of finished games, or None when it cannot be used."""
        return self._history

    @property
    def assisted(self) -> bool:
        """True once a hint, the analysis panel or coach mode has helped in this game."""
        return bool(self._meta["assisted"])

    def mark_assisted(self) -> None:
        """Note that the coach helped in this game (kept with the game and in the history)."""
        if not self._meta["assisted"]:
            self._meta["assisted"] = True
            self._save_game()

    # ------------------------------------------------------------------------------- coach

    def _advice(self) -> Advice | None:
        """Perfect-play advice for the person on turn; None for a computer, or while the
        table for these rules is still being worked out (that happens off this thread)."""
        game = self._game
        if game.is_over or game.paused or game.players[game.current_player].is_computer:
            return None
        if not self.tables.ready(game.rules.extra_five.value):
            return None
        try:
            from fivedice.strategy import advise

            return advise(game)
        except Exception:
            log.exception("the advisor failed")
            return None

    @Slot(result=bool)
    def hint(self) -> bool:
        """Work out the best move now and emit it as ``hint_given``. Returns whether it could."""
        advice = self._advice()
        if advice is None:
            return False
        self.mark_assisted()
        self.hint_given.emit(hint_of(advice, self._game.dice, self._game.rules.cards))
        return True

    @property
    def analysis_on(self) -> bool:
        """True while the analysis panel is shown."""
        return self._analysis_on

    def set_analysis(self, on: bool) -> None:
        """Show or hide the analysis: while on, ``analysis_changed`` follows every change."""
        self._analysis_on = on
        self._update_analysis()

    def _update_analysis(self) -> None:
        if not self._analysis_on:
            return
        advice = self._advice()
        game = self._game
        if advice is not None and game.rolls_used > 0:
            self.mark_assisted()
            self.analysis_changed.emit(analysis_of(advice, game.dice, game.held, game.rules.cards))
        else:
            self.analysis_changed.emit(None)

    def _coach_before(self) -> Advice | None:
        """Advice to judge the coming move by, when coach mode is on for a person's move."""
        if not self._settings.coach_mode or self._game.rolls_used == 0:
            return None
        advice = self._advice()
        if advice is not None:
            self.mark_assisted()
        return advice

    def _coach_after(
        self, advice: Advice | None, dice: tuple[int, int, int, int, int], chosen: tuple[Any, ...]
    ) -> None:
        if advice is None:
            return
        judged = coach_note(advice, dice, chosen, self._game.rules.cards)
        if judged is not None and judged[0] > self._settings.coach_threshold:
            self.coach_noted.emit(judged[1])

    def best_score(self) -> BestScore | None:
        """The best score so far for this kind of game (players, rules, cards), if any."""
        if self._history is None:
            return None
        try:
            return self._history.best_for(self._game)
        except sqlite3.Error as exc:
            log.error("reading the history failed: %s", exc)
            return None

    @property
    def computer_busy(self) -> bool:
        """True while a computer turn is under way (waiting for its next step)."""
        return self._computer_timer.isActive()

    # -------------------------------------------------------------------------- requests

    @Slot(result=bool)
    def roll(self) -> bool:
        """Roll the dice that are not held. Returns whether the dice were rolled."""
        if self._redirect_to_skip():
            return False
        game = self._game
        judge = self._coach_before() if game.rolls_left and not game.paused else None
        dice, held = game.dice, game.held
        try:
            game.roll()
        except IllegalMove as exc:
            log.debug("roll refused: %s", exc)
            return False
        self._save_game()
        self._emit(self.dice_rolled)
        self._coach_after(judge, dice, ("reroll", held))
        return True

    @Slot(int, result=bool)
    def toggle_hold(self, slot: int) -> bool:
        """Hold or release die `slot` (0…4). Returns whether it changed."""
        if self._redirect_to_skip():
            return False
        try:
            self._game.toggle_hold(slot)
        except IllegalMove as exc:
            log.debug("hold refused: %s", exc)
            return False
        self._save_game()
        view = self._refresh()
        self.hold_toggled.emit(view, slot)
        self.state_changed.emit(view)
        self._update_analysis()
        return True

    @Slot(int, object, result=bool)
    def fill(self, card: int, category: Category) -> bool:
        """Fill a box of the player on turn. Returns whether it was filled."""
        if self._redirect_to_skip():
            return False
        game = self._game
        legal = (card, category) in game.preview() and not game.paused
        judge = self._coach_before() if legal else None
        dice = game.dice
        try:
            result = game.fill(category, card=card)
        except IllegalMove as exc:
            log.debug("fill refused: %s", exc)
            return False
        self._save_game()
        self._coach_after(judge, dice, ("fill", card, category))
        self._after_fill(result)
        return True

    @Slot(result=bool)
    def undo(self) -> bool:
        """Take back the last roll, or the last box filled with the computer turns after it."""
        if not self._game.can_undo:
            return False
        self._computer_timer.stop()
        self._plan = None
        self._game.undo()
        self._save_game()
        self._emit(self.undone)
        self._schedule_computer()
        return True

    @Slot(result=bool)
    def toggle_pause(self) -> bool:
        """Pause, or resume a paused game. Returns whether anything changed."""
        return self.resume() if self._game.paused else self.pause()

    @Slot(result=bool)
    def pause(self) -> bool:
        """Stop the clock and freeze the board."""
        if self._game.paused or self._game.is_over:
            return False
        if self._tick():
            # The time budget ran out just now: that is the news, not the pause.
            self._after_drop_out()
            if self._game.is_over:
                return False
        self._computer_timer.stop()
        self._game.pause()
        self._save_game()
        self._emit(self.pause_changed)
        return True

    @Slot(result=bool)
    def resume(self) -> bool:
        """Start the clock again and unfreeze the board."""
        if not self._game.paused:
            return False
        self._game.resume()
        self._last_tick = self._clock()
        self._save_game()
        self._emit(self.pause_changed)
        self._schedule_computer()
        return True

    @Slot(result=bool)
    def skip_computer_turn(self) -> bool:
        """Play the rest of the computer's turn at once. Returns whether there was one."""
        view = self._view
        if not view.computer_on_turn or view.paused or not self._tables_ready():
            return False
        self._computer_timer.stop()
        player = self._game.current_player
        taken = self._game.turns_taken(player)
        for _ in range(_MAX_TURN_STEPS):
            if (
                self._game.is_over
                or self._game.current_player != player
                or self._game.turns_taken(player) != taken
            ):
                break
            fill = self._computer_step(quiet=True)
            if fill is not None:
                self._save_game()
                self._after_fill(fill)
                return True
        self._emit(self.state_changed, only=True)
        self._schedule_computer()
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
        self.start(self._fresh_game(self._settings))

    def start(self, game: Game) -> None:
        """Play `game` from here on (a new game, or one prepared by a test or a demo)."""
        self._computer_timer.stop()
        self._plan = None
        self._game = game
        self._meta = _fresh_meta()
        self.recorded = None
        self._last_tick = self._clock()
        self._last_save = game.elapsed
        self._save_game()
        view = self._refresh()
        self.game_started.emit(view)
        if view.is_over:
            self.game_over.emit(view)
        else:
            self.turn_started.emit(view)
        self.state_changed.emit(view)
        self._update_analysis()
        self._schedule_computer()

    def update_settings(self, settings: Settings) -> None:
        """Remember new settings; the game in progress goes on (speed and looks apply now)."""
        if settings == self._settings:
            return
        self._settings = settings
        if self._paths is not None:
            try:
                save_settings(self._paths.settings_file, settings)
            except OSError as exc:
                self._saving_off(exc)
        self.settings_changed.emit(settings)

    def set_color_scheme(self, scheme: str) -> None:
        """Switch between "system", "light" and "dark" (remembered)."""
        self.update_settings(replace(self._settings, color_scheme=scheme))

    def flush(self) -> None:
        """Bring the clock up to date and save: called when the window closes."""
        self._tick()
        self._save_game()

    # ---------------------------------------------------------------------------- internals

    @staticmethod
    def _fresh_game(settings: Settings) -> Game:
        return Game.new(settings.game_players(), settings.rules())

    def _refresh(self) -> GameView:
        self._view = GameView.of(self._game)
        return self._view

    def _emit(self, signal: Any, *, only: bool = False) -> None:
        view = self._refresh()
        if not only:
            signal.emit(view)
        self.state_changed.emit(view)
        self._update_analysis()

    def _redirect_to_skip(self) -> bool:
        """A person's click or key during a computer turn skips that turn instead."""
        if self._game.is_over or not self._game.players[self._game.current_player].is_computer:
            return False
        self.skip_computer_turn()
        return True

    def _record_finished(self) -> None:
        """Commit the finished game to the history, before anyone is told it is over."""
        history = self._history
        game = self._game
        if history is None:
            self._keep_for_later()
            self.recorded = Recorded(None, ())
            return
        outcome = game.outcome()
        assert outcome is not None
        try:
            from fivedice.store.history import Kind

            kind = Kind.of(game)
            before = history.best_scores(kind, limit=1)
            top = before[0].score if before else None
            personal = {
                p: history.personal_best(player.name, kind)
                for p, player in enumerate(game.players)
                if not player.is_computer and p not in outcome.dropped
            }
            game_id = history.record(
                game, started_at=str(self._meta["started_at"]), assisted=self.assisted
            )
        except (sqlite3.Error, OSError) as exc:
            log.error("the finished game could not be recorded: %s", exc)
            self._keep_for_later()
            self.recorded = Recorded(None, ())
            return
        lines = []
        for p, previous in personal.items():
            total = outcome.totals[p]
            name = game.players[p].name
            if top is None or total > top:
                lines.append(f"New best score for this kind of game: {name}, {total}!")
                top = total
            elif previous is not None and total > previous:
                lines.append(f"A new personal best for {name}: {total} (was {previous}).")
        if game_id is None:
            self._give_notice("The history is busy; this game will be added as soon as it is free.")
        self.recorded = Recorded(game_id, tuple(lines))
        # Recorded now, or waiting on disk beside the history: either way it is kept.
        self._meta["recorded"] = True
        self._save_game()

    def _keep_for_later(self) -> None:
        """The history cannot take the finished game now: it waits on disk until it can."""
        if self._paths is None:
            return
        try:
            keep_for_later(
                self._paths.history_file,
                self._game,
                started_at=str(self._meta["started_at"]),
                assisted=self.assisted,
            )
        except OSError as exc:
            log.error("the finished game could not be kept for the history: %s", exc)
            self._give_notice("This game could not be added to your history.")
            return
        self._meta["recorded"] = True
        self._save_game()
        self._give_notice(
            "This game could not be added to your history yet; it is kept and will be added "
            "at the next start."
        )

    def _after_fill(self, fill: Any) -> None:
        view = self._refresh()
        self.box_filled.emit(view, fill)
        if view.is_over:
            self._record_finished()
            self.game_over.emit(view)
        else:
            self.turn_started.emit(view)
        self.state_changed.emit(view)
        self._update_analysis()
        self._schedule_computer()

    def _give_notice(self, text: str) -> None:
        self._notices.append(text)
        self.notice.emit(text)

    def _saving_off(self, exc: BaseException) -> None:
        log.error("cannot save: %s", exc)
        if not self._saving_failed:
            self._saving_failed = True
            folder = self._paths.data_dir if self._paths else "the data folder"
            self._give_notice(
                f"Saving is off: Five Dice cannot write to {folder}. You can keep playing, "
                "but this game, your settings and your history will not be kept."
            )

    def _save_game(self) -> None:
        if self._paths is None:
            return
        self._last_save = self._game.elapsed
        try:
            save_game(self._paths.autosave_file, self._game, self._meta)
        except Exception as exc:  # saving must never stop the game, whatever went wrong
            self._saving_off(exc)

    # -------------------------------------------------------------------------------- clock

    def _tick(self) -> bool:
        """Feed the time since the last tick to the game; True if someone dropped out."""
        now = self._clock()
        elapsed = max(0.0, now - self._last_tick)
        self._last_tick = now
        if self._game.paused or self._game.is_over:
            return False
        before = (self._game.dropped, self._game.current_player, self._game.is_over)
        self._game.tick(elapsed)
        return before != (self._game.dropped, self._game.current_player, self._game.is_over)

    @Slot()
    def _on_clock_timer_timeout(self) -> None:
        if self._game.paused or self._game.is_over:
            self._last_tick = self._clock()
            return
        if self._tick():
            self._after_drop_out()
            return
        if self._game.elapsed - self._last_save >= SAVE_EVERY_S:
            self._save_game()
        self.clock_ticked.emit(self._refresh())

    def _after_drop_out(self) -> None:
        """A time budget ran out: that player is out and the next one is on turn (or it ended)."""
        self._computer_timer.stop()
        self._plan = None
        self._save_game()
        view = self._refresh()
        if view.is_over:
            self._record_finished()
            self.game_over.emit(view)
        else:
            self.turn_started.emit(view)
        self.state_changed.emit(view)
        self._update_analysis()
        self._schedule_computer()

    # ------------------------------------------------------------------------ computer turns

    def _schedule_computer(self) -> None:
        game = self._game
        if game.is_over or game.paused or not game.players[game.current_player].is_computer:
            return
        self._computer_timer.start(COMPUTER_DELAY_MS.get(self._settings.computer_speed, 550))

    def _tables_ready(self) -> bool:
        """False while the Hard level waits for its table to be built."""
        game = self._game
        if game.players[game.current_player].computer != "hard":
            return True
        if self._policy_factory is not _strategy_policy:
            return True  # a stand-in level brings its own knowledge
        return self.tables.ready(game.rules.extra_five.value)

    @Slot(str, float)
    def _on_tables_progressed(self, rule: str, fraction: float) -> None:
        self.busy.emit(
            f"Working out perfect play for the Hard computer ({round(100 * fraction)}%): "
            "this happens once."
        )

    @Slot(str, str)
    def _on_tables_finished(self, rule: str, error: str) -> None:
        self.busy.emit("")
        self._update_analysis()  # the panel waited for this table
        if error:
            self._give_notice(
                "Perfect play for the Hard computer could not be worked out, so it plays a "
                "simpler game for now."
            )
            self._policies["hard"] = _SimplePolicy()
            self.tables.give_up(rule)
        self._schedule_computer()

    @Slot()
    def _on_computer_timer_timeout(self) -> None:
        if self._game.is_over or self._game.paused:
            return
        if not self._game.players[self._game.current_player].is_computer:
            return
        if not self._tables_ready():
            return  # the build's finished signal schedules the turn again
        fill = self._computer_step(quiet=False)
        if fill is not None:
            self._save_game()
            self._after_fill(fill)
        else:
            self._schedule_computer()

    def _policy(self, level: str) -> Policy:
        policy = self._policies.get(level)
        if policy is None:
            try:
                policy = self._policy_factory(level)
            except Exception:
                log.exception("the %s computer level could not be loaded", level)
                if not self._strategy_failed:
                    self._strategy_failed = True
                    self._give_notice(
                        "The computer players' strategy could not be loaded, so they play a "
                        "simple game for now."
                    )
                policy = _SimplePolicy()
            self._policies[level] = policy
        return policy

    def _choose(self) -> tuple[Any, ...]:
        game = self._game
        level = game.players[game.current_player].computer or "normal"
        try:
            action = tuple(self._policy(level).choose(game))
        except Exception:
            log.exception("the %s computer level failed to choose", level)
            action = _SimplePolicy().choose(game)
        return action

    def _computer_step(self, *, quiet: bool) -> Any:
        """One visible step of a computer turn; returns the Fill when the turn ended.

        A chosen hold is carried out one die at a time, so the watcher sees what was kept.
        """
        game = self._game
        try:
            if self._plan is not None:
                target = self._plan
                if game.held != target:
                    slot = next(i for i in range(5) if game.held[i] != target[i])
                    game.toggle_hold(slot)
                    if not quiet:
                        view = self._refresh()
                        self.hold_toggled.emit(view, slot)
                        self.state_changed.emit(view)
                    return None
                self._plan = None
                game.roll()
                if not quiet:
                    self._emit(self.dice_rolled)
                return None
            action = self._choose()
            kind = action[0] if action else None
            if kind == "roll" or (kind == "reroll" and game.rolls_used == 0):
                game.roll()
                if not quiet:
                    self._emit(self.dice_rolled)
                return None
            if kind == "reroll" and game.rolls_left > 0:
                held = tuple(bool(h) for h in action[1])
                if len(held) != 5:
                    raise IllegalMove(f"a hold names five dice, not {action[1]!r}")
                self._plan = held
                return self._computer_step(quiet=quiet)
            if kind == "fill":
                return game.fill(Category(action[2]), card=int(action[1]))
            raise IllegalMove(f"the computer chose {action!r}, which cannot be played now")
        except IllegalMove:
            log.exception("a computer move could not be played; taking a safe one")
            self._plan = None
            safe = _SimplePolicy().choose(game)
            if safe[0] == "roll":
                game.roll()
                return None
            return game.fill(safe[2], card=safe[1])

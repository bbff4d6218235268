"""Tables without a window: the host's driver for ``serve``, and a computer level as a guest.

:class:`HeadlessDriver` plays the real game on the host (its computer seats step by step on a
timer, its clock on another) and carries out the guests' requests. :class:`ComputerGuest` sits
at someone else's table through a :class:`~fivedice.net.client.TableClient` and plays its seat
with a computer level, deciding on the mirror and asking the host for each step.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Slot

from fivedice.core import Game, Move, Player, Rules, safe_action
from fivedice.core.actions import FillMove, HoldMove, RollMove
from fivedice.play.clock import Clock, GameClock
from fivedice.play.seats import ComputerSeat, Policies, seats_for
from fivedice.words import QT_TRANSLATE_NOOP

from .client import TableClient
from .host import TableHost
from .peer import timer
from .table import carry_out, drop_away

log = logging.getLogger(__name__)

__all__ = ["ComputerGuest", "HeadlessDriver", "finished_players"]

CLOCK_MS = 250
"""How often the headless host reads its clock."""
MAX_REFUSALS = 3
"""Refused requests in a row before a computer guest falls back on a move that is always legal."""
MIN_REQUEST_MS = 25
"""A computer guest's requests are at least this far apart, well within the host's rate limit."""


def finished_players(game: Game) -> list[dict[str, Any]]:
    """Each player's name, total and whether they dropped out, in seat order (what ``serve``
    and ``play`` print at the end)."""
    totals, dropped = game.totals(), game.dropped
    return [
        {"name": p.name, "total": totals[i], "dropped": i in dropped}
        for i, p in enumerate(game.players)
    ]


class HeadlessDriver(QObject):
    """The host's game with no window: a :class:`~fivedice.net.host.TableDriver`.

    Owns the real game (seeded with `seed`: at a table, the one all its players made), plays
    its computer seats one step every `step_ms` and runs its clock; tells `host` about every
    change.
    """

    def __init__(
        self,
        host: TableHost,
        players: Sequence[Player],
        rules: Rules,
        seed: int,
        *,
        step_ms: int = 20,
        policies: Policies | None = None,
        clock: Clock = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else host)
        self._host = host
        self._game = Game.new(players, rules, seed)
        self._seats = seats_for(self._game.players, policies or Policies())
        self._clock = GameClock(clock)
        self._step = timer(self, self._on_step_timeout, max(0, step_ms), single=True)
        self._ticker = timer(self, self._on_ticker_timeout, CLOCK_MS)
        self._ticker.start()
        self._schedule()

    @property
    def game(self) -> Game:
        """The real game, with its seed."""
        return self._game

    def act(self, seat: int, move: RollMove | HoldMove | FillMove) -> str | None:
        """Make a guest's `move` for player `seat` (see TableDriver.act)."""
        game = self._game
        if self._clock.advance(game):  # the guest's time may have run out just now
            self._changed()
        if game.is_over:
            #: Why a network table refuses a move of a player at another computer: the game has
            #: ended.
            return QT_TRANSLATE_NOOP("Net", "The game is over.")
        if seat != game.current_player or seat in game.dropped:
            return QT_TRANSLATE_NOOP("Net", "It is not your turn.")
        refusal = carry_out(game, move)
        if refusal is None:
            self._changed()
        return refusal

    def drop(self, seat: int) -> None:
        """Player `seat` (on turn) was away too long: they drop out."""
        if drop_away(self._game, seat):
            self._changed()

    def pause(self) -> None:
        """Pause the game (its clocks stop, no one may move)."""
        if not self._game.paused and not self._game.is_over:
            self._clock.advance(self._game)
            self._game.pause()
            self._changed()

    def resume(self) -> None:
        """Go on after a pause."""
        if self._game.paused:
            self._game.resume()
            self._clock.restart()
            self._changed()

    def stop(self) -> None:
        """Stop the computers and the clock (the table is closing)."""
        self._step.stop()
        self._ticker.stop()

    def _changed(self) -> None:
        self._host.publish()
        self._schedule()

    def _schedule(self) -> None:
        game = self._game
        if game.is_over:
            self.stop()
            return
        seat = self._seats[game.current_player]
        if not game.paused and isinstance(seat, ComputerSeat) and not self._step.isActive():
            self._step.start()

    @Slot()
    def _on_step_timeout(self) -> None:
        game = self._game
        seat = self._seats[game.current_player]
        if game.is_over or game.paused or not isinstance(seat, ComputerSeat):
            return
        seat.step(game)
        self._changed()

    @Slot()
    def _on_ticker_timeout(self) -> None:
        if self._clock.advance(self._game):
            self._schedule()
        self._host.publish_clock()


class ComputerGuest(QObject):
    """Plays `client`'s seats with the computer level `level`, one request at a time, waiting
    `delay_ms` before each. Keep it at MIN_REQUEST_MS or more with a host's usual rate limit:
    a guest faster than that is refused, then cut off."""

    def __init__(
        self,
        client: TableClient,
        level: str,
        *,
        delay_ms: int = 60,
        policies: Policies | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else client)
        self._client = client
        self._seat = ComputerSeat(level, policies or Policies())
        self._waiting = False
        self._refusals = 0
        self._timer = timer(self, self._on_timer_timeout, max(0, delay_ms), single=True)
        client.welcomed.connect(self._on_welcomed)
        client.started.connect(self._on_news)
        client.moved.connect(self._on_moved)
        client.clock_synced.connect(self._on_news)
        client.request_refused.connect(self._on_request_refused)

    @Slot(object)
    def _on_moved(self, move: object) -> None:
        self._waiting = False
        if isinstance(move, tuple) and move[:1] != ("hold",):
            self._seat.reset()  # a roll, a fill or a drop-out: the next step is decided afresh
            self._refusals = 0
        self._schedule()

    @Slot()
    def _on_news(self, *_: object) -> None:
        self._schedule()

    @Slot(dict)
    def _on_welcomed(self, info: dict[str, Any]) -> None:
        # Seated again after a lost connection: a request sent before may never have arrived.
        self._waiting = False
        self._seat.reset()
        self._schedule()

    @Slot(str)
    def _on_request_refused(self, reason: str) -> None:
        log.info("the host refused a move: %s", reason)
        self._waiting = False
        self._seat.reset()
        self._refusals += 1
        self._schedule()

    def _my_turn(self) -> Game | None:
        game = self._client.mirror
        if game is None or game.is_over or game.paused:
            return None
        return game if game.current_player in self._client.my_seats else None

    def _schedule(self) -> None:
        if not self._waiting and self._my_turn() is not None and not self._timer.isActive():
            self._timer.start()

    @Slot()
    def _on_timer_timeout(self) -> None:
        game = self._my_turn()
        if game is None or self._waiting:
            return
        move: Move
        if self._refusals >= MAX_REFUSALS:
            self._seat.reset()
            safe = safe_action(game)
            move = ("fill", safe[1], safe[2]) if safe[0] == "fill" else ("roll",)
        else:
            move = self._seat.next_move(game).move
        self._waiting = self._client.send_move(move)

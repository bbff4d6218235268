"""Computers that play for a table's guests: a kicked guest's seat for the rest of the game, and a
guest's turn that ran past the table's turn limit.

A stand-in plays as a guest does: one step at a time (a roll, a die held or released, the fill),
each through the driver's :meth:`~fivedice.net.table.TableDriver.act`, so the host's game, its
guests and the window see a computer turn like any other. The turn limit counts the time a guest's
turn is played (not while the game is paused), from its start; when it runs out the computer plays
the rest of that turn, and the guest plays their next turn themselves.
"""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import QObject, Signal, Slot

from fivedice.core import COMPUTER_LEVELS, safe_action
from fivedice.core.actions import FillMove, RollMove
from fivedice.play.seats import ComputerSeat, Policies

from .peer import timer
from .table import TableDriver

log = logging.getLogger(__name__)

__all__ = ["STEP_MS", "TURN_LIMIT_LEVEL", "StandIns"]

STEP_MS = 400
"""The pause before each step a stand-in takes, so that the players see the turn played."""
TURN_LIMIT_LEVEL = "normal"
"""The level that plays a turn which ran past the turn limit: steady, and never waits for the
perfect-play tables."""


class StandIns(QObject):
    """The stand-ins of one table; `turn_limit_s` is the time a guest's turn may take (None: no
    limit). Call :meth:`start` when the game starts and :meth:`watch` after every change."""

    took_over = Signal(int)
    """A guest's turn ran past the turn limit: the computer plays it (the player's index)."""

    def __init__(
        self,
        turn_limit_s: float | None,
        *,
        step_ms: int = STEP_MS,
        policies: Policies | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if turn_limit_s is not None and not turn_limit_s > 0:
            raise ValueError("a turn limit is a positive number of seconds")
        self._limit_s = turn_limit_s
        self._policies = policies or Policies()
        self._driver: TableDriver | None = None
        self._guests: frozenset[int] = frozenset()
        self._levels: dict[int, str] = {}
        self._computers: dict[int, ComputerSeat] = {}
        self._turn: tuple[int, int] | None = None
        self._over_limit = False
        self._left_s = turn_limit_s or 0.0
        self._since: float | None = None
        self._limit = timer(self, self._on_limit_timeout, single=True)
        self._step = timer(self, self._on_step_timeout, max(0, step_ms), single=True)

    @property
    def turn_limit_s(self) -> float | None:
        """The time a guest's turn may take (None: no limit)."""
        return self._limit_s

    def start(self, driver: TableDriver, guests: frozenset[int]) -> None:
        """The game started: `driver` plays it; `guests` are the players at other computers."""
        self._driver, self._guests = driver, guests
        self.watch()

    def replace(self, player: int, level: str) -> None:
        """From now on the computer `level` plays every turn of `player` (a kicked guest)."""
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"a computer level is one of {', '.join(COMPUTER_LEVELS)}")
        self._levels[player] = level
        self._computers.pop(player, None)
        self.watch()

    def plays(self, player: int) -> bool:
        """True while the computer plays `player`'s turn (their own requests are refused)."""
        if player in self._levels:
            return True
        return self._over_limit and self._turn is not None and self._turn[0] == player

    def stop(self) -> None:
        """Play nothing more (the table is closing)."""
        self._driver = None
        self._limit.stop()
        self._step.stop()

    def watch(self) -> None:
        """The game changed: start or stop the turn's clock and the stand-in's next step."""
        driver = self._driver
        if driver is None:
            return
        game = driver.game
        if game.is_over:
            self._limit.stop()
            self._step.stop()
            return
        player = game.current_player
        turn = (player, game.turns_taken(player))
        if turn != self._turn:
            self._turn, self._over_limit = turn, False
            self._left_s, self._since = self._limit_s or 0.0, None
            self._limit.stop()
            for computer in self._computers.values():
                computer.reset()
        playing = self.plays(player)
        idle = game.paused or player in game.dropped
        timed = self._limit_s is not None and player in self._guests and not playing and not idle
        if timed and self._since is None:
            self._since = time.monotonic()
            self._limit.start(max(1, round(self._left_s * 1000)))
        elif not timed and self._since is not None:
            self._left_s -= time.monotonic() - self._since
            self._since = None
            self._limit.stop()
        if playing and not idle:
            if not self._step.isActive():
                self._step.start()
        else:
            self._step.stop()

    @Slot()
    def _on_limit_timeout(self) -> None:
        if self._driver is None or self._turn is None:
            return
        self._over_limit, self._since = True, None
        self.took_over.emit(self._turn[0])
        self.watch()

    @Slot()
    def _on_step_timeout(self) -> None:
        driver = self._driver
        if driver is None:
            return
        game = driver.game
        player = game.current_player
        if game.is_over or game.paused or not self.plays(player):
            return
        computer = self._computers.get(player)
        if computer is None:
            computer = ComputerSeat(self._levels.get(player, TURN_LIMIT_LEVEL), self._policies)
            self._computers[player] = computer
        refusal = driver.act(player, computer.next_move(game).move)
        if refusal is not None:
            log.error("the stand-in's move was refused (%s); taking a safe one", refusal)
            computer.reset()
            safe = safe_action(game)
            move: FillMove | RollMove = (
                ("fill", safe[1], safe[2]) if safe[0] == "fill" else ("roll",)
            )
            if driver.act(player, move) is not None:
                log.error("the stand-in cannot play for player %s", player)
                return
        self.watch()  # the driver published the change; the next step, if any, is due

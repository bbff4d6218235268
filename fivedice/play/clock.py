"""The game clock: feeds real (or, in tests, fake) time to the game."""

from __future__ import annotations

import time
from collections.abc import Callable

from fivedice.core import Game

Clock = Callable[[], float]
"""A monotonic clock in seconds: `time.monotonic`, or a test's fake one."""


class GameClock:
    """Reads `clock` and lets the time since the last reading pass in the game.

    Time passes only while the game is neither paused nor over; the reading is still taken then,
    so a pause or a finished game never counts afterwards.
    """

    def __init__(self, clock: Clock = time.monotonic) -> None:
        self._clock = clock
        self._last = clock()

    def restart(self) -> None:
        """Count from now (a new game, a resume): the time before is not play."""
        self._last = self._clock()

    def advance(self, game: Game) -> bool:
        """Feed the time since the last reading to `game`; True if that moved the turn on
        (a time budget ran out: the player dropped out, the next one is on turn, or it ended)."""
        now = self._clock()
        elapsed = max(0.0, now - self._last)
        self._last = now
        if game.paused or game.is_over:
            return False
        before = (game.dropped, game.current_player, game.is_over)
        game.tick(elapsed)
        return before != (game.dropped, game.current_player, game.is_over)

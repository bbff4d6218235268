"""The game clock: feeds real (or, in tests, fake) time to the game."""

from __future__ import annotations

import enum
import time
from collections.abc import Callable

from fivedice.core import Game
from fivedice.words import QT_TRANSLATE_NOOP

Clock = Callable[[], float]
"""A monotonic clock in seconds: `time.monotonic`, or a test's fake one."""

CLOCK_INTERVAL_MS = 250
"""How often the clock is read and shown; fine enough for a seconds display."""
AWAY_AFTER_S = 10.0
"""A gap longer than this between two readings of a clock read every quarter of a second is time
the app did not run: the computer slept (a monotonic clock may count the sleep) or the app was
stopped. That time is not play: it is not charged, and the game is paused (:attr:`Passed.AWAY`)."""
ASLEEP = QT_TRANSLATE_NOOP(
    "Pause", "The game was paused while the computer was asleep. The time away does not count."
)
"""Said when the game paused itself after a long gap; shown with ``translate("Pause", ...)``."""


class Passed(enum.Enum):
    """What a reading of the clock let happen in the game."""

    PLAYED = "played"
    """The time since the last reading passed in the game (none while paused or over)."""
    OUT_OF_TIME = "out of time"
    """A time budget ran out: the player dropped out, the next one is on turn, or it ended."""
    AWAY = "away"
    """A long gap (:data:`AWAY_AFTER_S`) in a running game: none of it passed in the game; the
    game should pause, for whoever plays it was away too."""


class GameClock:
    """Reads `clock` and lets the time since the last reading pass in the game.

    Time passes only while the game is neither paused nor over; the reading is still taken then,
    so a pause or a finished game never counts afterwards. Nor does a long gap between readings
    (:data:`AWAY_AFTER_S`): the app was not running then.
    """

    def __init__(self, clock: Clock = time.monotonic) -> None:
        self._clock = clock
        self._last = clock()

    def restart(self) -> None:
        """Count from now (a new game, a resume): the time before is not play."""
        self._last = self._clock()

    def advance(self, game: Game) -> Passed:
        """Feed the time since the last reading to `game`, and say what that did."""
        now = self._clock()
        elapsed = max(0.0, now - self._last)
        self._last = now
        if game.paused or game.is_over:
            return Passed.PLAYED
        if elapsed > AWAY_AFTER_S:
            return Passed.AWAY
        before = (game.dropped, game.current_player, game.is_over)
        game.tick(elapsed)
        if before != (game.dropped, game.current_player, game.is_over):
            return Passed.OUT_OF_TIME
        return Passed.PLAYED

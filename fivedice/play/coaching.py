"""The coach at the table: perfect-play advice for the person on turn, when the tables allow.

The strategy (NumPy and the tables) is imported on first use, never at start-up. Everything here
returns what it found (a hint, the analysis, a note on a costly move); nothing calls back.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from fivedice.core import Action, Game
from fivedice.words import translate

from .valueprep import TablePreparer

if TYPE_CHECKING:
    from fivedice.strategy import Advice
    from fivedice.strategy.coach import Analysis, GameReview, Hint

log = logging.getLogger(__name__)

STILL_WORKING = "Perfect play is still being worked out; {what} again in a moment."
"""Superseded by :func:`hint_not_ready` and :func:`review_not_ready` (whole sentences, in the
player's language); kept, in English, until every caller has moved to them."""


def hint_not_ready() -> str:
    """Said when the hint is asked for while the table for the game's rules is being built."""
    return translate(
        "Coach", "Perfect play is still being worked out; try the hint again in a moment."
    )


def review_not_ready() -> str:
    """Said when the review is asked for while the table for the game's rules is being built."""
    return translate(
        "Coach", "Perfect play is still being worked out; open the review again in a moment."
    )


class Coach:
    """Advice for a person's turn, from the tables `tables` makes ready."""

    def __init__(self, tables: TablePreparer) -> None:
        self.tables = tables

    def advice(self, game: Game) -> Advice | None:
        """Perfect-play advice for the player on turn (the caller knows it is a person's
        turn); None once the game is over or paused, or while the table is being built."""
        if game.is_over or game.paused:
            return None
        if not self.tables.ready(game.rules.extra_five.value):
            return None
        try:
            from fivedice.strategy import advise

            return advise(game)
        except Exception:
            log.exception("the advisor failed")
            return None

    def hint(self, game: Game) -> Hint | None:
        """The best move now, or None when there is no advice."""
        advice = self.advice(game)
        if advice is None:
            return None
        from fivedice.strategy.coach import hint_of

        return hint_of(advice, game.dice, game.rules.cards)

    def analysis(self, game: Game) -> Analysis | None:
        """Every choice with its expected final score (after the turn's first roll)."""
        advice = self.advice(game) if game.rolls_used else None
        if advice is None:
            return None
        from fivedice.strategy.coach import analysis_of

        return analysis_of(advice, game.dice, game.held, game.rules.cards)

    @staticmethod
    def judge(
        advice: Advice,
        dice: tuple[int, int, int, int, int],
        chosen: Action,
        cards: int,
        over: float,
    ) -> str | None:
        """The coach's note on `chosen` when it cost more than `over` points, else None."""
        from fivedice.strategy.coach import coach_note

        judged = coach_note(advice, dice, chosen, cards)
        return judged[1] if judged is not None and judged[0] > over else None

    def chances(self, game: Game) -> tuple[float, ...] | None:
        """Each player's chance to win now, in seat order; None with one player, under hidden
        score sheets before the end (they would give the sheets away), or while the table is
        being built."""
        hidden = not game.rules.open_sheets and not game.is_over
        if len(game.players) < 2 or hidden:
            return None
        if not self.tables.ready(game.rules.extra_five.value):
            return None
        from fivedice.strategy import win_chances  # NumPy and the tables: only when shown

        return tuple(win_chances(game))

    def review(self, game: Game) -> GameReview | str:
        """The review of `game`, or why it cannot be had yet."""
        if not self.tables.ready(game.rules.extra_five.value):
            return review_not_ready()
        from fivedice.strategy.coach import review_of

        return review_of(game)

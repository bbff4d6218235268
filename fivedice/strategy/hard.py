"""The Hard level: optimal play for the highest expected score, the advisor's best action.

It is also how the Expert (:mod:`fivedice.strategy.expert`) plays when no opponent can
still win.
"""

from __future__ import annotations

from fivedice.core import Action, Game
from fivedice.strategy.advisor import advise, turn_model

__all__ = ["HardPolicy"]


class HardPolicy:
    """Optimal play: the advisor's best action."""

    level = "hard"

    def choose(self, game: Game) -> Action:
        """The next action for the player on turn."""
        if game.rolls_used == 0:
            turn_model(game)  # warm the cache for the decisions to come
            return ("roll",)
        return advise(game).best

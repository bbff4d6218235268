"""Who decides for a computer player: the Policy protocol, and a move that is always safe."""

from __future__ import annotations

from typing import Protocol

from .actions import Action
from .game import Game

__all__ = ["Policy", "safe_action"]


class Policy(Protocol):
    """A computer level: one decision at a time for the player on turn.

    The caller carries out each action (e.g. with :func:`fivedice.strategy.perform`) and asks
    again until the action is a fill, which ends the turn.
    """

    def choose(self, game: Game) -> Action:
        """The next action for the player on turn of `game` (not over); leaves `game` as it is."""
        ...


def safe_action(game: Game) -> Action:
    """An action that is always legal while the game goes on and not paused: roll when the
    turn has no roll yet, else fill the box worth most right now (points plus extra-five bonus;
    the first such box in card and box order on a tie).

    The fallback when a computer level fails: it keeps the game going, it does not play well.
    ValueError once the game is over.
    """
    if game.is_over:
        raise ValueError("the game is over: there is nothing to choose")
    if game.rolls_used == 0:
        return ("roll",)
    best = max(game.options(), key=lambda o: o.points + o.bonus)
    return ("fill", best.card, best.category)

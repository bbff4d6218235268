"""A predictable computer player for GUI tests: roll, hold the first two dice, roll twice, fill."""

from __future__ import annotations

from typing import Any

from fivedice.core import Category, Game


class StandInPolicy:
    """Holds dice 1 and 2, rolls to the end, then fills the first open box of its first card."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, game: Game) -> tuple[Any, ...]:
        self.calls += 1
        if game.rolls_used == 0:
            return ("roll",)
        if game.rolls_left > 0:
            return ("reroll", (True, True, False, False, False))
        open_boxes = [o for o in game.options()]
        first = min(open_boxes, key=lambda o: (o.card, int(o.category)))
        return ("fill", first.card, Category(first.category))


def stand_in_factory(made: dict[str, StandInPolicy] | None = None):
    """A policy factory handing out stand-ins (recorded in `made` by level)."""

    def factory(level: str) -> StandInPolicy:
        policy = StandInPolicy()
        if made is not None:
            made[level] = policy
        return policy

    return factory

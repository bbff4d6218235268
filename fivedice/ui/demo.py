"""A game in progress for screenshots: the same moves every time."""

from __future__ import annotations

from fivedice.core import ExtraFive, Game, Player, Rules

DEMO_SEED = 20240611


def _best_fill(game: Game) -> None:
    best = max(game.options(), key=lambda o: (o.points + o.bonus, -int(o.category)))
    game.fill(best.category, card=best.card)


def demo_game(turns: int = 5) -> Game:
    """Two players a few turns in, the first one mid-turn with two dice held."""
    game = Game.new(
        [Player("Ana"), Player("Ben", "hard")], Rules(extra_five=ExtraFive.OFFICIAL), DEMO_SEED
    )
    for _ in range(2 * turns):
        game.roll()
        _hold_most_common(game)
        game.roll()
        _best_fill(game)
    game.roll()
    _hold_most_common(game)
    game.tick(4 * 60 + 12)
    return game


def _hold_most_common(game: Game) -> None:
    dice = game.dice
    face = max(range(1, 7), key=lambda f: (dice.count(f), f))
    for slot, value in enumerate(dice):
        if value == face and not game.held[slot]:
            game.toggle_hold(slot)

"""A game in progress for screenshots: the same moves every time."""

from __future__ import annotations

from typing import Any

from fivedice.core import Category, ExtraFive, Game, Player, Rules

DEMO_SEED = 1236


def _greedy(game: Game) -> tuple[Any, ...]:
    if game.rolls_used == 0:
        return ("roll",)
    dice = game.dice
    face = max(range(1, 7), key=lambda f: (dice.count(f), f))
    if game.rolls_left and dice.count(face) < 4:
        return ("reroll", tuple(d == face for d in dice))
    best = max(game.options(), key=lambda o: (o.points + o.bonus, -int(o.category)))
    return ("fill", best.card, best.category)


def _chooser(level: str) -> Any:
    try:
        from fivedice.strategy import policy
    except ImportError:  # the screenshot works without the strategy package
        return _greedy
    return policy(level).choose


def _apply(game: Game, action: tuple[Any, ...]) -> None:
    if action[0] == "roll":
        game.roll()
    elif action[0] == "reroll":
        for slot, keep in enumerate(action[1]):
            if game.held[slot] != bool(keep):
                game.toggle_hold(slot)
        game.roll()
    else:
        game.fill(Category(action[2]), card=int(action[1]))


def demo_game(turns: int = 5, seed: int = DEMO_SEED) -> Game:
    """Two players a few turns in (played by the computer levels), the first one mid-turn."""
    game = Game.new(
        [Player("Ana"), Player("Ben", "hard")], Rules(extra_five=ExtraFive.OFFICIAL), seed
    )
    choose = {0: _chooser("normal"), 1: _chooser("hard")}
    while game.turns_taken(1) < turns:
        _apply(game, choose[game.current_player](game))
    _apply(game, choose[0](game))  # Ana's first roll
    action = choose[0](game)
    if action[0] == "reroll":  # show what she keeps, without rolling again yet
        for slot, keep in enumerate(action[1]):
            if game.held[slot] != bool(keep):
                game.toggle_hold(slot)
    game.tick(4 * 60 + 12)
    return game

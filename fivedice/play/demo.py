"""A game in progress for screenshots: the same moves every time."""

from __future__ import annotations

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.strategy import perform, policy, set_holds

DEMO_SEED = 1236


def demo_game(turns: int = 5, seed: int = DEMO_SEED) -> Game:
    """Two players a few turns in (played by the computer levels), the first one mid-turn."""
    game = Game.new(
        [Player("Ana"), Player("Ben", "hard")], Rules(extra_five=ExtraFive.OFFICIAL), seed
    )
    choose = {0: policy("normal").choose, 1: policy("hard").choose}
    while game.turns_taken(1) < turns:
        perform(game, choose[game.current_player](game))
    perform(game, choose[0](game))  # Ana's first roll
    action = choose[0](game)
    if action[0] == "reroll":  # show what she keeps, without rolling again yet
        set_holds(game, action[1])
    game.tick(4 * 60 + 12)
    return game

"""Games with dice chosen by the test, through the same rules path as every other game."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fivedice.core import Category, Game, Player, Rules


class ScriptedGame(Game):
    """A game whose rolls come from a script of five-dice tuples instead of the seed.

    Held dice keep their faces exactly as in a normal game; only the fresh faces are scripted.
    When the script runs out, faces come from the seed as usual.
    """

    script: list[tuple[int, ...]]

    def _faces(self, player: int, turn: int, roll: int) -> tuple[int, int, int, int, int]:
        if not self.script:
            return super()._faces(player, turn, roll)
        a, b, c, d, e = self.script.pop(0)
        return (a, b, c, d, e)


def scripted(
    rolls: Iterable[Sequence[int]] = (),
    rules: Rules | None = None,
    players: int | Sequence[Player] = 1,
    seed: int = 7,
) -> ScriptedGame:
    """A game whose rolls come from `rolls` (then from `seed`), under `rules` (default Rules()).

    `players` is a number of people named P1, P2, … or the players themselves.
    """
    roster = [Player(f"P{i + 1}") for i in range(players)] if isinstance(players, int) else players
    game = ScriptedGame(roster, rules or Rules(), seed=seed)
    game.script = [tuple(r) for r in rolls]
    return game


def play(game: Game, dice: Sequence[int], category: Category, card: int = 0) -> int:
    """Roll (the script must hold `dice` next) and fill `category`; returns the fill's value."""
    game.script.append(tuple(dice))  # type: ignore[attr-defined]
    assert game.roll() == tuple(dice)
    return game.fill(category, card=card).value


def finished(players: Sequence[Player], rules: Rules | None = None, seed: int = 1) -> Game:
    """A game played to the end, each turn one roll and the box scoring most."""
    game = Game.new(players, rules or Rules(), seed=seed)
    while not game.is_over:
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    return game


def tied_game() -> Game:
    """Ana and Ben, the same dice each turn and the same boxes, to the end: a tie."""
    turns = [(6, 6, 6, 6, 6), (1, 2, 3, 4, 5), (2, 2, 2, 3, 3), *[(n, n, n, 1, 2) for n in (1, 2)]]
    turns += [(3, 3, 3, 3, 1), (4, 4, 4, 5, 5), *[(n,) * 3 + (2, 3) for n in (3, 4, 5, 6)]]
    turns += [(1, 1, 2, 3, 4), (6, 5, 6, 5, 6)]
    game = scripted(
        [roll for roll in turns for _ in range(2)], players=[Player("Ana"), Player("Ben")]
    )
    while not game.is_over:
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    return game

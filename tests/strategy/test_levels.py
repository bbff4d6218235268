"""Computer levels: legal, deterministic, in character, and clearly apart in strength."""

from __future__ import annotations

import statistics

import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.sim import game_seed, play_game
from fivedice.strategy import advise, perform, policy

from ..core.helpers import scripted


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="easy, normal, hard or expert"):
        policy("perfect")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_turn_starts_with_a_roll(level: str) -> None:
    game = Game.new([Player("C", computer=level)], Rules(), seed=5)
    assert policy(level).choose(game) == ("roll",)


def test_hard_plays_the_advisors_best_move() -> None:
    game = Game.new([Player("C", computer="hard")], Rules(ExtraFive.OFFICIAL), seed=9)
    hard = policy("hard")
    decisions = 0
    while not game.is_over:
        action = hard.choose(game)
        if game.rolls_used:
            assert action == advise(game).best
            decisions += 1
        perform(game, action)
    assert decisions >= 13


def test_hard_decisions_never_reload_or_rebuild_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once loaded, the table stays in memory: no decision reads a file or solves again.

    (Decision times are measured by benchmarks/bench_advice.py, not asserted here.)
    """
    import fivedice.strategy.valuetables as tables

    game = Game.new([Player("C", computer="hard")], Rules(ExtraFive.OFFICIAL), seed=2)
    hard = policy("hard")
    hard.choose(game)
    game.roll()
    hard.choose(game)

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the table was read or built again")

    monkeypatch.setattr(tables, "load_table", forbidden)
    monkeypatch.setattr(tables, "build_table", forbidden)
    monkeypatch.setattr(tables, "_decode", forbidden)
    while not game.is_over:
        perform(game, hard.choose(game))


def test_easy_chases_the_most_common_number_and_grabs_patterns() -> None:
    easy = policy("easy")
    game = scripted([(2, 6, 2, 5, 2)])
    game.roll()
    assert easy.choose(game) == ("reroll", (True, False, True, False, True))
    game = scripted([(3, 5, 3, 5, 5)])
    game.roll()
    assert easy.choose(game) == ("fill", 0, Category.FULL_HOUSE)


def test_normal_keeps_a_small_straight_draw() -> None:
    normal = policy("normal")
    game = scripted([(1, 2, 3, 4, 6)])
    game.roll()
    action = normal.choose(game)
    kept = (
        sorted(d for d, h in zip(game.dice, action[1], strict=True) if h)
        if action[0] == "reroll"
        else None
    )
    assert action == ("fill", 0, Category.SMALL_STRAIGHT) or kept in ([1, 2, 3, 4], [2, 3, 4])


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize(
    "rules",
    [Rules(ExtraFive.FREE), Rules(ExtraFive.OFFICIAL, cards=2), Rules(ExtraFive.OFF, triple=True)],
)
def test_levels_finish_games_deterministically(level: str, rules: Rules) -> None:
    first = play_game(level, rules, 123)
    again = play_game(level, rules, 123)
    assert first == again
    assert first.total > 0


def test_levels_are_clearly_apart() -> None:
    rules = Rules(ExtraFive.OFF)
    means = {}
    for level in ("easy", "normal", "hard"):
        means[level] = statistics.fmean(
            play_game(level, rules, game_seed(4, i)).total for i in range(100)
        )
    assert means["easy"] + 20 < means["normal"]
    assert means["normal"] + 8 < means["hard"]
    assert 225 < means["hard"] < 265

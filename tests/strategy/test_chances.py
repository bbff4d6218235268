"""Each player's chance to win: sums, certainty, symmetry, and the right way after a big roll."""

from __future__ import annotations

import math

import numpy as np
import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.strategy import perform, policy, win_chances
from fivedice.strategy.chances import forecasts, turn_moments, win_probabilities
from fivedice.strategy.dice import MULTISETS, ROLL_PROBS, SIZE_OFFSETS

from ..core.helpers import scripted

FIVE_SIXES = (6, 6, 6, 6, 6)


def two_computers(players: int = 2) -> list[Player]:
    return [Player(f"C{i + 1}", "hard") for i in range(players)]


def test_chances_sum_to_one_at_every_moment_of_a_game() -> None:
    game = Game.new(two_computers(players=3), Rules(ExtraFive.OFFICIAL), seed=4)
    hard = policy("hard")
    seen = 0
    while not game.is_over:
        chances = win_chances(game)
        assert len(chances) == 3
        assert math.fsum(chances) == pytest.approx(1.0, abs=1e-12)
        assert all(0.0 <= c <= 1.0 for c in chances)
        perform(game, hard.choose(game))
        seen += 1
    assert seen > 3 * 13 * 2  # rolls and fills alike


def test_certainty_once_the_game_is_over() -> None:
    game = Game.new(two_computers(), Rules(), seed=8)
    hard = policy("hard")
    while not game.is_over:
        perform(game, hard.choose(game))
    totals = game.totals()
    chances = win_chances(game)
    if totals[0] == totals[1]:
        assert chances == [0.5, 0.5]
    else:
        winner = int(totals[1] > totals[0])
        assert chances[winner] == 1.0 and chances[1 - winner] == 0.0


def test_a_draw_at_the_end_is_shared() -> None:
    assert win_probabilities(np.array([[200, 200, 150]]), np.zeros((1, 3))).tolist() == [
        [0.5, 0.5, 0.0]
    ]


def test_the_start_of_a_two_player_game_is_even() -> None:
    for rule in ExtraFive:
        game = Game.new([Player("Ana"), Player("Ben", "hard")], Rules(rule), seed=1)
        assert win_chances(game) == pytest.approx([0.5, 0.5], abs=1e-12)
    four = Game.new(two_computers(players=4), Rules(), seed=1)
    assert win_chances(four) == pytest.approx([0.25] * 4, abs=1e-12)


def test_a_five_of_a_kind_in_turn_one_moves_the_chances_the_right_way() -> None:
    game = scripted([FIVE_SIXES], players=2)
    game.roll()  # the dice show five sixes, the box still open
    rolled = win_chances(game)
    assert rolled[0] > 0.6 and rolled[1] < 0.4
    game.fill(Category.FIVE_KIND)
    filled = win_chances(game)
    assert filled[0] > 0.6 and sum(filled) == pytest.approx(1.0)
    # a scratch instead would have moved them the other way
    other = scripted([(1, 2, 2, 4, 6)], players=2)
    other.roll()
    other.fill(Category.FIVE_KIND)
    assert win_chances(other)[0] < 0.5


def test_a_player_who_dropped_out_keeps_the_score_and_has_no_chance() -> None:
    game = Game.new([Player("Ana"), Player("Ben"), Player("Cy")], Rules(time_budget_s=60), seed=2)
    game.roll()
    game.fill(Category.CHANCE)
    game.tick(61)  # Ben's time runs out on his first turn
    assert game.dropped == {1}
    chances = win_chances(game)
    assert chances[1] == 0.0 and sum(chances) == pytest.approx(1.0)
    seen = forecasts(game)
    assert seen[1].mean == game.totals()[1] and seen[1].done and not seen[1].can_win


def test_before_the_roll_the_moments_are_the_mean_of_those_after_it() -> None:
    """The turn's moments agree with the start-of-turn tables (one card: exact play)."""
    game = scripted([(2, 3, 3, 5, 6), (1, 1, 4, 4, 4)], rules=Rules(ExtraFive.OFFICIAL))
    game.roll()
    game.fill(Category.THREES)
    game.roll()
    game.fill(Category.FOURS)
    model = turn_moments(game, 0)
    start_mean, start_var = model.start()
    means, squares = [], []
    for counts in MULTISETS[SIZE_OFFSETS[5] :]:
        dice = [face + 1 for face in range(6) for _ in range(counts[face])]
        mean, var = model.at(dice, 2)
        means.append(mean)
        squares.append(var + mean * mean)
    mean = float(ROLL_PROBS @ np.array(means))
    assert mean == pytest.approx(start_mean, abs=1e-3)
    assert float(ROLL_PROBS @ np.array(squares)) - mean**2 == pytest.approx(start_var, rel=1e-4)


@pytest.mark.parametrize("rules", [Rules(cards=2), Rules(ExtraFive.OFFICIAL, triple=True)])
def test_several_cards_and_the_triple_game_use_the_per_card_model(rules: Rules) -> None:
    game = Game.new(two_computers(), rules, seed=6)
    assert win_chances(game) == pytest.approx([0.5, 0.5], abs=1e-12)
    hard = policy("hard")
    for _ in range(40):
        perform(game, hard.choose(game))
        assert sum(win_chances(game)) == pytest.approx(1.0)
    seen = forecasts(game)
    assert all(f.variance > 0 for f in seen)


def test_one_player_always_wins() -> None:
    game = Game.new([Player("Solo")], Rules(), seed=3)
    assert win_chances(game) == [1.0]
    game.roll()
    assert win_chances(game) == [1.0]


def test_more_spread_helps_the_player_behind() -> None:
    behind = win_probabilities(np.array([[200.0, 230.0]]), np.array([[100.0, 0.0]]))[0, 0]
    wider = win_probabilities(np.array([[200.0, 230.0]]), np.array([[900.0, 0.0]]))[0, 0]
    assert 0 < behind < wider < 0.5

"""Game review: each decision's cost is the advisor's best value minus the chosen move's value."""

from __future__ import annotations

import pytest

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.strategy import advise, perform, policy
from fivedice.strategy.review import describe, review_game, value_of

from ..core.helpers import scripted


def play_with(level: str, rules: Rules, seed: int) -> tuple[Game, list[tuple[float, float]]]:
    """A solo game by `level`, noting the advisor's best and chosen values at each decision."""
    game = Game.new([Player("Ana")], rules, seed=seed)
    chooser = policy(level)
    seen = []
    while not game.is_over:
        action = chooser.choose(game)
        if game.rolls_used > 0:
            advice = advise(game)
            chosen = value_of(advice, action)
            if chosen is not None:  # None: a reroll with all five held, which is no decision
                seen.append((advice.best_value, chosen))
        perform(game, action)
    return game, seen


@pytest.mark.parametrize("rule", list(ExtraFive))
def test_perfect_play_reviews_at_zero_and_easy_play_above(rule: ExtraFive) -> None:
    hard, _ = play_with("hard", Rules(extra_five=rule), seed=21)
    review = review_game(hard)
    assert len(review.for_player(0)) >= 13
    assert review.total_cost(0) == pytest.approx(0, abs=1e-6)
    assert review.biggest_mistakes(0) == []
    easy, _ = play_with("easy", Rules(extra_five=rule), seed=21)
    review = review_game(easy)
    assert review.total_cost(0) > 1
    worst = review.biggest_mistakes(0)
    assert len(worst) == 3 and worst[0].cost >= worst[1].cost >= worst[2].cost > 0
    assert review.exact


def test_each_cost_is_best_minus_chosen_at_that_point() -> None:
    game, seen = play_with("normal", Rules(extra_five=ExtraFive.OFFICIAL), seed=8)
    decisions = review_game(game).for_player(0)
    assert len(decisions) == len(seen)
    for decision, (best, chosen) in zip(decisions, seen, strict=True):
        assert decision.best_value == pytest.approx(best)
        assert decision.chosen_value == pytest.approx(chosen)
        assert decision.cost == pytest.approx(max(0.0, best - chosen))
        assert all(1 <= d <= 6 for d in decision.dice)


def test_several_cards_are_reviewed_as_an_approximation() -> None:
    game = Game.new([Player("Ana"), Player("Bot", "easy")], Rules(cards=2), seed=4)
    chooser = policy("easy")
    while not game.is_over:
        perform(game, chooser.choose(game))
    review = review_game(game, players=[0])
    assert not review.exact
    assert {d.player for d in review.decisions} == {0}


def test_decisions_in_words() -> None:
    from fivedice.core import Category

    assert describe(("reroll", (True, False, True, False, False)), (4, 1, 4, 2, 6)) == (
        "hold 4 4 and roll"
    )
    assert describe(("reroll", (False,) * 5), (4, 1, 4, 2, 6)) == "reroll all five"
    assert describe(("fill", 1, Category.FULL_HOUSE), (2, 2, 3, 3, 3), cards=2) == (
        "Full House (card 2)"
    )


def test_a_hold_is_valued_by_the_dice_it_keeps_not_by_which_die() -> None:
    game = scripted([(1, 2, 3, 4, 4)])
    game.roll()
    advice = advise(game)
    fourth = advice.value_of(("reroll", (False, False, False, True, False)))
    fifth = advice.value_of(("reroll", (False, False, False, False, True)))
    assert fourth == fifth
    assert value_of(advice, ("reroll", (True,) * 5)) is None  # holding all five is no reroll

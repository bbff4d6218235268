"""Actions (decisions), moves (logged steps), the Policy protocol and the safe fallback action."""

from __future__ import annotations

import pytest

from fivedice.core import Action, Category, ExtraFive, Game, Player, Policy, Rules, safe_action

from .helpers import play, scripted


def test_safe_action_rolls_first_then_fills_the_box_worth_most() -> None:
    game = scripted([(2, 3, 4, 5, 6)])
    assert safe_action(game) == ("roll",)
    game.roll()
    assert safe_action(game) == ("fill", 0, Category.LARGE_STRAIGHT)


def test_safe_action_takes_jokers_and_the_first_box_on_a_tie() -> None:
    game = scripted(rules=Rules(ExtraFive.FREE))
    play(game, (6, 6, 6, 6, 6), Category.FIVE_KIND)
    game.script.append((1, 1, 1, 1, 1))
    game.roll()
    # a free joker: every open box is legal (each with +100), Large Straight's 40 is worth most
    assert safe_action(game) == ("fill", 0, Category.LARGE_STRAIGHT)
    tie = scripted([(6, 6, 6, 6, 1)])
    tie.roll()
    # 25 in Three of a Kind, Four of a Kind and Chance: the first in card order
    assert safe_action(tie) == ("fill", 0, Category.THREE_KIND)
    two_cards = scripted([(6, 6, 6, 6, 1)], Rules(cards=2))
    two_cards.roll()
    assert safe_action(two_cards) == ("fill", 0, Category.THREE_KIND)


def test_safe_action_plays_a_whole_game_legally() -> None:
    game = Game.new([Player("Ana"), Player("Ben")], Rules(triple=True), seed=3)
    while not game.is_over:
        action = safe_action(game)
        if action[0] == "fill":
            game.fill(action[2], card=action[1])
        else:
            game.roll()
    with pytest.raises(ValueError, match="over"):
        safe_action(game)


def test_any_object_with_choose_is_a_policy() -> None:
    class FirstBox:
        def choose(self, game: Game) -> Action:
            if game.rolls_used == 0:
                return ("roll",)
            first = game.options()[0]
            return ("fill", first.card, first.category)

    chooser: Policy = FirstBox()
    game = scripted([(1, 1, 1, 2, 2)])
    assert chooser.choose(game) == ("roll",)
    game.roll()
    assert chooser.choose(game) == ("fill", 0, Category.ONES)


def test_moves_are_logged_replayed_and_saved_as_tagged_tuples() -> None:
    """Holds are state between rolls: the log keeps each roll with the dice held at that moment."""
    game = Game.new([Player("Ana")], Rules(), seed=5)
    game.roll()
    game.toggle_hold(3)
    game.toggle_hold(1)
    game.toggle_hold(1)
    game.roll()
    game.fill(Category.CHANCE)
    none, fourth = (False,) * 5, (False, False, False, True, False)
    assert game.actions == (("roll", none), ("roll", fourth), ("fill", 0, Category.CHANCE))
    assert Game.replay(game.players, game.rules, game.seed, game.actions) == game
    assert Game.from_dict(game.to_dict()) == game
    assert game.to_dict()["actions"] == [["roll", []], ["roll", [3]], ["fill", 0, "chance"]]


def test_holds_toggled_any_number_of_times_leave_the_log_as_it_was() -> None:
    game = Game.new([Player("Ana")], Rules(), seed=5)
    game.roll()
    for i in range(10_001):
        game.toggle_hold(i % 5)
    assert len(game.actions) == 1
    assert game.held == (True, False, False, False, False)
    restored = Game.from_dict(game.to_dict())
    assert restored == game and restored.held == game.held


def test_strategy_reexports_the_core_action_and_policy() -> None:
    import fivedice.strategy as strategy
    import fivedice.strategy.advisor as advisor

    assert strategy.Action is advisor.Action is Action
    assert strategy.Policy is Policy


def test_the_shared_scripted_game_takes_a_count_or_players() -> None:
    assert [p.name for p in scripted(players=3).players] == ["P1", "P2", "P3"]
    assert scripted(players=[Player("Ana")]).players == (Player("Ana"),)
    assert scripted().seed == 7 and scripted(seed=11).seed == 11

"""The advisor on real games: exact for one card under each rule, flagged approximate beyond."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules, box_options
from fivedice.strategy import advise, expected_score, get_table
from fivedice.strategy.scoring import placements
from fivedice.strategy.turn import CardState, evaluate_turn

from ..core.helpers import ScriptedGame, scripted


def fill_with(game: ScriptedGame, dice: Sequence[int], category: Category, card: int = 0) -> None:
    game.script.append(tuple(dice))  # type: ignore[arg-type]
    game.roll()
    game.fill(category, card=card)


def test_expected_scores() -> None:
    assert round(expected_score(ExtraFive.OFF), 4) == 245.8708
    assert round(expected_score(ExtraFive.OFFICIAL), 4) == 254.5877
    assert round(expected_score("free"), 4) == 254.5953


def test_before_the_first_roll_the_only_option_is_to_roll() -> None:
    game = Game.new([Player("P")], Rules(ExtraFive.OFFICIAL), seed=1)
    advice = advise(game)
    assert advice.exact and not advice.approximate
    assert advice.options == ((("roll",), pytest.approx(254.5877, abs=1e-3)),)


@pytest.mark.parametrize("rule", list(ExtraFive))
def test_one_card_advice_is_the_exact_turn_evaluation(rule: ExtraFive) -> None:
    game = scripted(rules=Rules(rule))
    fill_with(game, (5, 5, 5, 5, 5), Category.FIVE_KIND)
    fill_with(game, (4, 4, 4, 2, 1), Category.FOURS)
    game.script.append((4, 4, 4, 4, 4))
    game.roll()
    advice = advise(game)
    assert advice.exact
    points = game.totals()[0]
    assert points == 50 + 12
    table = get_table(rule.value)
    state = CardState.from_scores([game.card(0).get(c) for c in Category])
    turn = evaluate_turn(table, state, game.dice, game.rolls_left)
    fills = {a[2]: v for a, v in advice.options if a[0] == "fill"}
    assert fills == {Category(b.box): pytest.approx(points + b.value) for b in turn.boxes}
    holds = sorted(v for a, v in advice.options if a[0] == "reroll")
    assert holds == pytest.approx(sorted(points + h.value for h in turn.holds))
    assert advice.best_value == pytest.approx(points + turn.best_value)
    values = [v for _, v in advice.options]
    assert values == sorted(values, reverse=True)


def test_official_forced_joker_and_bonus_in_the_advice() -> None:
    game = scripted(rules=Rules(ExtraFive.OFFICIAL))
    fill_with(game, (6, 6, 6, 6, 6), Category.FIVE_KIND)
    fill_with(game, (4, 4, 4, 1, 2), Category.FOURS)
    game.script.append((4, 4, 4, 4, 4))
    game.roll()
    game.script.append((4, 4, 4, 4, 4))
    game.roll()
    game.script.append((4, 4, 4, 4, 4))
    game.roll()
    advice = advise(game)
    fills = {a[2]: v for a, v in advice.options}
    # Fours is filled, so only the lower boxes: Large Straight gives 40 + 100 now
    assert set(fills) == {c for c in Category.lower() if c is not Category.FIVE_KIND}
    table = get_table("official")
    mask = 1 << 11 | 1 << 3 | 1 << 10
    after = table.value(mask, 12, True)
    assert fills[Category.LARGE_STRAIGHT] == pytest.approx(50 + 12 + 40 + 100 + after, abs=1e-4)


def test_free_joker_with_zero_in_the_five_box_is_an_ordinary_roll() -> None:
    game = scripted(rules=Rules(ExtraFive.FREE))
    fill_with(game, (1, 2, 3, 5, 6), Category.FIVE_KIND)  # scratched: 0
    game.script.append((3, 3, 3, 3, 3))
    game.roll()
    advice = advise(game)
    fills = {a[2]: v for a, v in advice.options if a[0] == "fill"}
    table = get_table("free")
    mask = 1 << 11 | 1 << 8
    # Full House is worth 0 here (no joker), so its value is just the rest of the card
    assert fills[Category.FULL_HOUSE] == pytest.approx(table.value(mask, 0, False), abs=1e-4)


def test_hold_pattern_is_the_one_closest_to_the_dice_held_now() -> None:
    game = scripted([(2, 5, 2, 6, 1)])
    game.roll()
    game.toggle_hold(2)  # the second 2 is held
    advice = advise(game)
    held = [a[1] for a, _ in advice.options if a[0] == "reroll"]
    assert (False, False, True, False, False) in held
    assert (True, False, False, False, False) not in held
    assert len(held) == len(set(held)) == 3 * 2 * 2 * 2 - 1  # distinct kept dice


@pytest.mark.parametrize("rule", ["off", "official", "free"])
def test_core_legality_agrees_with_the_solver_rules(rule: str) -> None:
    """The solver's placements and the game's box options are the same, card after card."""
    rng = random.Random(11)
    rules = Rules(ExtraFive(rule))
    for _ in range(1500):
        card: dict[Category, int] = {}
        for c in Category:
            if rng.random() < 0.5:
                card[c] = (
                    rng.choice([0, 50]) if c is Category.FIVE_KIND else c.face * rng.randint(0, 5)
                )
        if len(card) == 13:
            continue
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        if rng.random() < 0.3:
            dice = (dice[0],) * 5
        state = CardState.from_scores([card.get(c) for c in Category])
        counts = tuple(dice.count(f) for f in range(1, 7))
        mine = {
            (p.box, p.points, p.bonus - _upper_bonus(state, p.upper))
            for p in placements(rule, state.mask, state.capped_upper, state.five50, counts)
        }
        theirs = {(int(o.category), o.points, o.bonus) for o in box_options([card], dice, rules)}
        assert mine == theirs, (card, dice)


def _upper_bonus(before: CardState, upper_after: int) -> int:
    """The upper bonus part of a placement's bonus (the game reports it apart)."""
    return 35 if before.capped_upper < 63 <= upper_after else 0


def test_several_cards_are_flagged_approximate_and_sum_the_cards() -> None:
    game = scripted(rules=Rules(cards=2))
    fill_with(game, (6, 6, 6, 6, 1), Category.SIXES, card=1)
    advice = advise(game)
    assert advice.approximate
    table = get_table("off")
    expected = 24 + table.expected_score + table.value(1 << 5, 24)
    assert advice.best_value == pytest.approx(expected, abs=1e-4)


def test_triple_game_weighs_the_multipliers() -> None:
    game = scripted([(6, 6, 6, 6, 6)], Rules(ExtraFive.OFFICIAL, triple=True))
    game.roll()
    advice = advise(game)
    assert advice.approximate
    # every column may take it; the x3 column's Five of a Kind is the best home for 50
    assert advice.best == ("fill", 2, Category.FIVE_KIND)
    fills = [a for a, _ in advice.options if a[0] == "fill"]
    assert len(fills) == 39


def test_triple_game_hold_values_use_the_triple_joker_rule() -> None:
    """Keeping four sixes is worth the mean over the last die of the best legal fill."""
    from fivedice.strategy.advisor import turn_model

    game = scripted(rules=Rules(ExtraFive.OFFICIAL, triple=True))
    # 50 in two columns, 0 in the third: a joker everywhere but no bonus (one card alone
    # would give +100 on the first two columns)
    fill_with(game, (6, 6, 6, 6, 6), Category.FIVE_KIND, card=0)
    fill_with(game, (6, 6, 6, 6, 6), Category.FIVE_KIND, card=1)
    fill_with(game, (1, 2, 3, 4, 6), Category.FIVE_KIND, card=2)
    for card in range(3):
        fill_with(game, (6, 6, 6, 1, 2), Category.SIXES, card=card)
    game.script.append((6, 6, 6, 6, 1))
    game.roll()
    model = turn_model(game)
    cards = game.cards(0)
    expected = 0.0
    for last in range(1, 7):
        dice = (6, 6, 6, 6, last)
        options = box_options(cards, dice, game.rules)
        if last == 6:  # a joker in every column: lower boxes only, and no bonus
            assert {o.category for o in options} <= set(Category.lower())
            assert all(o.bonus == 0 for o in options)
        expected += max(model.option_value(o) for o in options) / 6
    assert model.hold_value((6, 6, 6, 6), 1) == pytest.approx(expected, abs=1e-9)

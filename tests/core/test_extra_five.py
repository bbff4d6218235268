"""RULES.md §2 totals, §4 (the extra-five rule) and §6 (several cards, the Triple game)."""

from __future__ import annotations

import itertools

import pytest

from fivedice.core import Category, ExtraFive, IllegalMove, Rules, box_options, score

from .helpers import play, scripted

C = Category
OFF, OFFICIAL, FREE = ExtraFive.OFF, ExtraFive.OFFICIAL, ExtraFive.FREE
FIVE_FOURS = (4, 4, 4, 4, 4)


def options(cards: list[dict[Category, int]], dice: tuple[int, ...], rules: Rules) -> dict:
    return {(o.card, o.category): (o.points, o.bonus) for o in box_options(cards, dice, rules)}


def test_upper_bonus_vector() -> None:
    game = scripted([])
    for dice, box in [
        ((1, 1, 1, 2, 3), C.ONES),
        ((2, 2, 2, 1, 3), C.TWOS),
        ((3, 3, 3, 1, 2), C.THREES),
        ((4, 4, 4, 1, 2), C.FOURS),
        ((5, 5, 5, 1, 2), C.FIVES),
        ((6, 6, 6, 1, 2), C.SIXES),
    ]:
        play(game, dice, box)
    summary = game.card_summary(0)
    assert (summary.upper, summary.upper_bonus, summary.par_delta) == (63, 35, 0)
    assert game.totals() == [98]


def test_upper_bonus_counted_once_and_reported_by_the_fill_that_earns_it() -> None:
    game = scripted([])
    play(game, (6, 6, 6, 6, 6), C.SIXES)
    play(game, (5, 5, 5, 5, 5), C.FIVES)
    game.script.append((4, 4, 4, 1, 1))
    game.roll()
    fill = game.fill(C.FOURS)
    assert (fill.points, fill.upper_bonus, fill.value) == (12, 35, 47)
    assert play(game, (3, 3, 3, 3, 1), C.THREES) == 12  # no second bonus
    assert game.totals() == [30 + 25 + 12 + 35 + 12]


def test_best_card_without_the_extra_five_rule_is_375() -> None:
    rolls = list(itertools.combinations_with_replacement(range(1, 7), 5))
    assert sum(max(score(c, r) for r in rolls) for c in C) + 35 == 375
    game = scripted([])
    best = {
        **{C(f - 1): (f, f, f, f, f) for f in range(1, 7)},
        C.THREE_KIND: (6,) * 5,
        C.FOUR_KIND: (6,) * 5,
        C.FULL_HOUSE: (6, 6, 6, 5, 5),
        C.SMALL_STRAIGHT: (1, 2, 3, 4, 6),
        C.LARGE_STRAIGHT: (2, 3, 4, 5, 6),
        C.FIVE_KIND: (1,) * 5,
        C.CHANCE: (6,) * 5,
    }
    # Five of a Kind first, so the later fives meet a filled Five box (no bonus under Off).
    play(game, best.pop(C.FIVE_KIND), C.FIVE_KIND)
    for box, dice in best.items():
        play(game, dice, box)
    assert game.is_over and game.totals() == [375]


def test_off_an_extra_five_is_an_ordinary_roll() -> None:
    card = {C.FIVE_KIND: 50}
    got = options([card], FIVE_FOURS, Rules(extra_five=OFF))
    assert got[(0, C.FULL_HOUSE)] == (0, 0)
    assert got[(0, C.LARGE_STRAIGHT)] == (0, 0)
    assert got[(0, C.FOURS)] == (20, 0)
    assert got[(0, C.THREES)] == (0, 0)
    assert len(got) == 12


def test_official_vector_five_box_50_fours_filled_large_straight() -> None:
    game = scripted([], Rules(extra_five=OFFICIAL))
    play(game, (2, 2, 2, 2, 2), C.FIVE_KIND)
    play(game, (4, 4, 1, 2, 3), C.FOURS)
    game.script.append(FIVE_FOURS)
    game.roll()
    assert game.preview() == {
        (0, C.THREE_KIND): 20,
        (0, C.FOUR_KIND): 20,
        (0, C.FULL_HOUSE): 25,
        (0, C.SMALL_STRAIGHT): 30,
        (0, C.LARGE_STRAIGHT): 40,
        (0, C.CHANCE): 20,
    }
    with pytest.raises(IllegalMove, match="joker"):
        game.fill(C.ONES)
    fill = game.fill(C.LARGE_STRAIGHT)
    assert (fill.points, fill.bonus) == (40, 100)
    assert game.card(0) == {C.FIVE_KIND: 50, C.FOURS: 8, C.LARGE_STRAIGHT: 40}
    assert game.card_summary(0).extra_bonus == 100
    assert game.totals() == [8 + 190]


def test_official_vector_five_box_0_sixes_open() -> None:
    game = scripted([], Rules(extra_five=OFFICIAL))
    play(game, (1, 2, 3, 4, 6), C.FIVE_KIND)
    game.script.append((6, 6, 6, 6, 6))
    game.roll()
    assert game.preview() == {(0, C.SIXES): 30}
    with pytest.raises(IllegalMove):
        game.fill(C.CHANCE)
    fill = game.fill(C.SIXES)
    assert (fill.points, fill.bonus) == (30, 0)
    assert game.totals() == [30]


def test_official_joker_falls_back_to_upper_boxes_for_zero() -> None:
    lower_done = {c: 0 for c in C.lower()}
    card = {**lower_done, C.FIVE_KIND: 50, C.FOURS: 12}
    got = options([card], FIVE_FOURS, Rules(extra_five=OFFICIAL))
    assert got == {(0, c): (0, 100) for c in C.upper() if c is not C.FOURS}


def test_official_joker_with_five_box_0_gives_lower_boxes_without_bonus() -> None:
    card = {C.FIVE_KIND: 0, C.FOURS: 12, C.CHANCE: 20}
    got = options([card], FIVE_FOURS, Rules(extra_five=OFFICIAL))
    assert got == {
        (0, C.THREE_KIND): (20, 0),
        (0, C.FOUR_KIND): (20, 0),
        (0, C.FULL_HOUSE): (25, 0),
        (0, C.SMALL_STRAIGHT): (30, 0),
        (0, C.LARGE_STRAIGHT): (40, 0),
    }


def test_official_first_five_of_a_kind_is_no_joker() -> None:
    got = options([{}], FIVE_FOURS, Rules(extra_five=OFFICIAL))
    assert len(got) == 13
    assert got[(0, C.FIVE_KIND)] == (50, 0)
    assert got[(0, C.FULL_HOUSE)] == (0, 0)


def test_free_vector_five_box_50_large_straight() -> None:
    game = scripted([], Rules(extra_five=FREE))
    play(game, (3, 3, 3, 3, 3), C.FIVE_KIND)
    game.script.append(FIVE_FOURS)
    game.roll()
    preview = game.preview()
    assert len(preview) == 12  # any open box
    assert preview[(0, C.FOURS)] == 20
    assert preview[(0, C.THREES)] == 0
    assert preview[(0, C.FULL_HOUSE)] == 25
    assert preview[(0, C.SMALL_STRAIGHT)] == 30
    assert preview[(0, C.LARGE_STRAIGHT)] == 40
    fill = game.fill(C.LARGE_STRAIGHT)
    assert (fill.points, fill.bonus) == (40, 100)
    assert game.totals() == [190]


def test_free_with_five_box_0_is_an_ordinary_roll() -> None:
    got = options([{C.FIVE_KIND: 0}], FIVE_FOURS, Rules(extra_five=FREE))
    assert len(got) == 12
    assert got[(0, C.LARGE_STRAIGHT)] == (0, 0)
    assert got[(0, C.FULL_HOUSE)] == (0, 0)
    assert got[(0, C.FOURS)] == (20, 0)


@pytest.mark.parametrize("rule", [OFFICIAL, FREE])
def test_several_cards_each_card_decides_its_own_joker(rule: ExtraFive) -> None:
    cards: list[dict[Category, int]] = [{C.FIVE_KIND: 50}, {}]
    got = options(cards, FIVE_FOURS, Rules(extra_five=rule, cards=2))
    # The second card's Five box is open: a plain 50 there, no bonus.
    assert got[(1, C.FIVE_KIND)] == (50, 0)
    assert got[(1, C.FULL_HOUSE)] == (0, 0)
    if rule is OFFICIAL:
        assert [k for k in got if k[0] == 0] == [(0, C.FOURS)]
        assert got[(0, C.FOURS)] == (20, 100)
    else:
        assert got[(0, C.FULL_HOUSE)] == (25, 100)
        assert len([k for k in got if k[0] == 0]) == 12


def test_several_cards_have_their_own_upper_bonus() -> None:
    game = scripted([], Rules(cards=2))
    for face in range(1, 7):
        play(game, (face,) * 4 + (1 if face != 1 else 2,), C(face - 1), card=0)
    play(game, (6, 6, 6, 6, 6), C.SIXES, card=1)
    assert game.card_summary(0).upper_bonus == 35
    assert game.card_summary(0, 1).upper_bonus == 0
    assert game.turns_per_player == 26


def test_triple_multiplies_everything_in_a_column() -> None:
    game = scripted([], Rules(triple=True))
    assert game.rules.cards == 3 and game.turns_per_player == 39
    assert play(game, (6, 6, 6, 6, 5), C.CHANCE, card=2) == 3 * 29
    for face in range(1, 7):
        play(game, (face,) * 5, C(face - 1), card=1)
    # 105 upper + 35 bonus, both doubled.
    assert game.card_summary(0, 1).value == 2 * (105 + 35)
    assert game.totals() == [3 * 29 + 2 * 140]


@pytest.mark.parametrize("rule", [OFFICIAL, FREE])
def test_triple_extra_five_rules(rule: ExtraFive) -> None:
    rules = Rules(extra_five=rule, triple=True)
    fifty = {C.FIVE_KIND: 50}
    # Five box 50 in two columns, open in the third: no bonus, no joker, plain scores anywhere.
    got = options([fifty, fifty, {}], FIVE_FOURS, rules)
    assert got[(2, C.FIVE_KIND)] == (50, 0)
    assert got[(0, C.FULL_HOUSE)] == (0, 0)
    assert all(bonus == 0 for _, bonus in got.values())
    # 50 everywhere but Fours open in one column: bonus, but no joker.
    with_fours = {**fifty, C.FOURS: 16}
    got = options([with_fours, fifty, with_fours], FIVE_FOURS, rules)
    assert got[(1, C.FOURS)] == (20, 100)
    assert got[(0, C.FULL_HOUSE)] == (0, 100)
    assert got[(0, C.ONES)] == (0, 100)
    # 50 and Fours filled everywhere: a joker, lower boxes of any column only.
    got = options([with_fours, with_fours, with_fours], FIVE_FOURS, rules)
    assert {c for _, c in got} == {
        C.THREE_KIND, C.FOUR_KIND, C.FULL_HOUSE, C.SMALL_STRAIGHT, C.LARGE_STRAIGHT, C.CHANCE
    }  # fmt: skip
    assert got[(2, C.LARGE_STRAIGHT)] == (40, 100)
    # Five box 0 in one column: joker still (boxes filled), but no bonus.
    zero = {C.FIVE_KIND: 0, C.FOURS: 16}
    got = options([with_fours, zero, with_fours], FIVE_FOURS, rules)
    assert got[(1, C.FULL_HOUSE)] == (25, 0)
    assert (1, C.ONES) not in got
    # No lower box open anywhere: 0 in an open upper box.
    full_lower = {**{c: 0 for c in C.lower()}, C.FIVE_KIND: 50, C.FOURS: 16}
    got = options([full_lower, full_lower, {**full_lower, C.ONES: 3}], FIVE_FOURS, rules)
    assert got[(0, C.ONES)] == (0, 100)
    assert (2, C.ONES) not in got
    assert all(points == 0 for points, _ in got.values())


def test_triple_joker_bonus_is_multiplied_by_its_column() -> None:
    rules = Rules(extra_five=OFFICIAL, triple=True)
    game = scripted([], rules)
    for card in range(3):
        play(game, (2, 2, 2, 2, 2), C.FIVE_KIND, card=card)
        play(game, (4, 4, 1, 1, 2), C.FOURS, card=card)
    before = game.totals()[0]
    assert play(game, FIVE_FOURS, C.LARGE_STRAIGHT, card=2) == 3 * (40 + 100)
    assert game.totals()[0] == before + 420


def test_triple_with_the_rule_off_has_no_bonus_or_joker() -> None:
    fifty_fours = {C.FIVE_KIND: 50, C.FOURS: 16}
    got = options([fifty_fours] * 3, FIVE_FOURS, Rules(triple=True))
    assert got[(0, C.FULL_HOUSE)] == (0, 0)
    assert got[(0, C.ONES)] == (0, 0)

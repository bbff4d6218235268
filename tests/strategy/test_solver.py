"""The fast solver against the published values and against an independent slow solver."""

from __future__ import annotations

import numpy as np
import pytest

from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, RULES, UPPER_REACH
from fivedice.strategy.solver import solve
from fivedice.strategy.valuetables import get_table

from .slow_reference import (
    CHANCE,
    FIVES,
    FOUR_KIND,
    FOURS,
    FULL_HOUSE,
    LARGE,
    ONES,
    SIXES,
    SMALL,
    THREE_KIND,
    THREES,
    TWOS,
    Reference,
)
from .slow_reference import FIVE_KIND as REF_FIVE

ALL = range(13)
_BUILT: dict[str, np.ndarray] = {}


def fresh(rule: str) -> np.ndarray:
    """A full table built by the solver in this test run (once per rule)."""
    if rule not in _BUILT:
        _BUILT[rule] = solve(rule)
    return _BUILT[rule]


def card_with_open(open_boxes: set[int], scores: dict[int, int]) -> dict[int, int]:
    """A card whose boxes are all filled except ``open_boxes``; ``scores`` fixes some of them."""
    card = {b: 0 for b in ALL if b not in open_boxes}
    card.update(scores)
    return card


def mask_of(card: dict[int, int]) -> int:
    return sum(1 << b for b in card)


# (rule, open boxes, scores of some filled boxes): small games with joker, bonus and
# upper-bonus situations in them.
CASES = [
    ("off", {THREES, FULL_HOUSE, CHANCE}, {ONES: 3, TWOS: 6, FOURS: 12, FIVES: 15, SIXES: 18}),
    ("off", {FOURS, REF_FIVE, LARGE}, {SIXES: 30, FIVES: 20}),
    ("off", {FULL_HOUSE, SIXES}, {REF_FIVE: 50, FIVES: 25, FOURS: 20}),
    ("official", {FOURS, LARGE, REF_FIVE}, {SIXES: 24, FIVES: 20, THREES: 6}),
    ("official", {TWOS, SMALL, FULL_HOUSE}, {REF_FIVE: 50, SIXES: 30, FIVES: 20, ONES: 3}),
    ("official", {SIXES, ONES}, {REF_FIVE: 0, FIVES: 25, FOURS: 12}),
    ("official", {SIXES, THREE_KIND}, {REF_FIVE: 50, FIVES: 25, FOURS: 8}),
    ("free", {SIXES, LARGE, THREE_KIND}, {REF_FIVE: 50, FIVES: 20, FOURS: 16, ONES: 2}),
    ("free", {FULL_HOUSE, SMALL, FIVES}, {REF_FIVE: 0, SIXES: 30, FOURS: 16}),
    ("free", {FOUR_KIND, TWOS}, {REF_FIVE: 50, SIXES: 24, FIVES: 20, FOURS: 12, THREES: 6}),
]


@pytest.mark.parametrize(("rule", "open_boxes", "scores"), CASES)
def test_fast_solver_matches_slow_reference_on_small_games(
    rule: str, open_boxes: set[int], scores: dict[int, int]
) -> None:
    card = card_with_open(open_boxes, scores)
    ref = Reference(rule)
    ref.value(card)
    fast = solve(rule, base_mask=mask_of(card))
    assert len(ref.memo) >= 2
    for (filled, upper, five), expected in ref.memo.items():
        mask = sum(1 << b for b in filled)
        flag = int(rule != "off" and five == 50)
        got = fast[mask, min(upper, 63), flag]
        assert got == pytest.approx(expected, abs=2e-4), (sorted(filled), upper, five)


def test_reference_cases_exercise_the_extra_five_rules() -> None:
    """The joker cases above really differ between rules (else they would prove little)."""
    card = card_with_open({SIXES, THREE_KIND}, {REF_FIVE: 50, FIVES: 25, FOURS: 8})
    values = {rule: Reference(rule).value(card) for rule in RULES}
    assert values["official"] > values["off"] + 1
    assert values["free"] > values["off"] + 1


@pytest.mark.parametrize(("rule", "expected"), [("off", 245.870775), ("official", 254.587729)])
def test_full_build_reproduces_published_value(rule: str, expected: float) -> None:
    values = fresh(rule)
    assert round(values[0, 0, 0], 4) == round(expected, 4)
    assert values[0, 0, 0] == pytest.approx(expected, abs=5e-6)


def test_free_rule_value_is_between_the_conventions() -> None:
    """Free joker: at least the official value (more freedom while the Five box holds 50)."""
    free = get_table("free").expected_score
    assert round(free, 4) == 254.5953
    assert free > get_table("official").expected_score


@pytest.mark.parametrize("rule", RULES)
def test_packaged_table_equals_a_fresh_build(rule: str) -> None:
    built = fresh(rule)
    packaged = get_table(rule).values
    assert np.array_equal(np.isnan(built), np.isnan(packaged))
    ok = ~np.isnan(built)
    assert np.max(np.abs(built[ok] - packaged[ok])) < 1e-4


def test_reachable_states_are_exactly_the_reachable_upper_totals() -> None:
    values = get_table("official").values
    # with no upper box filled only 0 is possible; with all filled every total 0..63
    assert np.flatnonzero(~np.isnan(values[0, :, 0])).tolist() == [0]
    assert (~np.isnan(values[63, :, 0])).all()
    # Twos and Fours filled: only even totals up to 30
    mask = (1 << 1) | (1 << 3)
    assert np.flatnonzero(~np.isnan(values[mask, :, 0])).tolist() == list(range(0, 31, 2))
    assert UPPER_REACH[mask].sum() == 16
    # the flag exists only once the Five of a Kind box is filled
    assert np.isnan(values[0, 0, 1])
    assert not np.isnan(values[1 << FIVE_KIND, 0, 1])
    assert values[FULL_MASK, 63, 1] == 0.0


def test_values_grow_with_the_upper_total_and_the_five_flag() -> None:
    """More upper points or a 50 in the Five box can never make the future worse."""
    values = get_table("official").values.astype(np.float64)
    mask = (1 << 0) | (1 << 5) | (1 << FIVE_KIND)
    ups = np.flatnonzero(~np.isnan(values[mask, :, 0]))
    assert (np.diff(values[mask, ups, 0]) >= -1e-4).all()
    assert (values[mask, ups, 1] > values[mask, ups, 0]).all()

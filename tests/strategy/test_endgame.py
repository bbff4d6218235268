"""The exact last turns: Hard's rest as a distribution, and the chance of beating a score."""

from __future__ import annotations

import random

import numpy as np
import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.strategy import get_spread, get_table, perform, policy
from fivedice.strategy.endgame import D_MAX, endgame_for
from fivedice.strategy.expert import endgame_opponent, endgame_utilities, expert_turn, opponents
from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, RULES, UPPER_REACH

from .slow_reference import outcomes
from .test_expert import exact_chance

CHANCE = int(Category.CHANCE)


def states_with_open(
    rule: str, count: int, n: int, rng: random.Random
) -> list[tuple[int, int, int]]:
    """Reachable (mask, upper, flag) with ``count`` open boxes."""
    out: list[tuple[int, int, int]] = []
    while len(out) < n:
        open_boxes = rng.sample(range(13), count)
        mask = FULL_MASK ^ sum(1 << b for b in open_boxes)
        upper = rng.choice(np.flatnonzero(UPPER_REACH[mask & 63]).tolist())
        flag = int(rule != "off" and bool(mask >> FIVE_KIND & 1) and rng.random() < 0.5)
        out.append((mask, upper, flag))
    return out


@pytest.mark.parametrize("rule", RULES)
def test_the_rest_as_hard_plays_it_has_the_tables_mean_and_spread(rule: str) -> None:
    rng = random.Random(rule)
    endgame = endgame_for(get_table(rule))
    table, spread = get_table(rule), get_spread(rule)
    for count in (1, 2):
        states = states_with_open(rule, count, 12, rng)
        keys = endgame.key(*(np.array(x) for x in zip(*states, strict=True)))
        dists = endgame.distributions(keys)
        r = np.arange(dists.shape[1])
        for (mask, upper, flag), dist in zip(states, dists, strict=True):
            assert dist.sum() == pytest.approx(1.0) and dist.min() >= 0
            mean = float(r @ dist)
            assert mean == pytest.approx(table.value(mask, upper, bool(flag)), abs=1e-4)
            var = float((r - mean) ** 2 @ dist)
            assert var == pytest.approx(
                spread.variance(mask, upper, bool(flag)), rel=1e-4, abs=1e-3
            )


def test_the_chance_of_beating_a_score_with_the_last_box_is_exact() -> None:
    endgame = endgame_for(get_table("off"))
    key = endgame.key(np.array([FULL_MASK ^ 1 << CHANCE]), np.array([63]), np.array([0]))
    targets = endgame.targets(key)[0]
    assert len(targets) == D_MAX + 2
    assert targets[0] == pytest.approx(1.0) and targets[-1] == 0.0
    for d in (4, 17, 22, 25, 29, 30):
        # the whole turn: three rolls, holds chosen to beat d
        first = sum(p * exact_chance(roll, 2, d) for roll, p in _first_rolls())
        assert targets[d + 1] == pytest.approx(first, abs=1e-9)


def _first_rolls() -> list[tuple[tuple[int, ...], float]]:
    return list(outcomes(()))


def test_the_expert_uses_the_exact_endgame_in_its_last_two_turns() -> None:
    game = Game.new([Player("E", "expert"), Player("H", "hard")], Rules(ExtraFive.OFFICIAL), 5)
    expert, hard = policy("expert"), policy("hard")
    seen = []
    while not game.is_over:
        mine = game.current_player == 0
        if mine and game.rolls_used == 1:
            seen.append(endgame_opponent(game, 0) is not None)
            turn = expert_turn(game, opponents(game, 0) or (0.0, 0.0))
            assert (turn.end is not None) == seen[-1]
        perform(game, (expert if mine else hard).choose(game))
    assert seen == [False] * 11 + [True, True]


@pytest.mark.parametrize("rule", RULES)
def test_every_final_roll_of_the_last_turns_gets_a_real_value(rule: str) -> None:
    """A filled box's row leads to no real state; it must not spoil a roll's value."""
    rng = random.Random(f"{rule}-values")
    endgame = endgame_for(get_table(rule))
    for count in (1, 2):
        states = states_with_open(rule, count, 40, rng)
        mask, upper, flag = (np.array(x) for x in zip(*states, strict=True))
        totals = np.array([rng.randrange(150, 250) for _ in states])
        rivals = np.array([rng.randrange(150, 250) for _ in states])
        dists = endgame.distributions(endgame.key(mask, upper, flag))
        values = endgame_utilities(endgame, mask, upper, flag, totals, rivals, dists)
        assert values.shape == (252, len(states)) and np.all(np.isfinite(values))
        assert np.all(values >= 0) and np.all(values <= 1 + 1e-3)

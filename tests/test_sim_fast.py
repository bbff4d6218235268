"""The fast simulator: the same rules and decisions as the per-game one, many games at once."""

from __future__ import annotations

import math
import random
import statistics

import numpy as np
import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.sim.fast import SUB_GLOBAL, SUB_ROWS, FastGames, dice_faces, play_fast
from fivedice.sim.pergame import simulate
from fivedice.strategy import get_table, perform, policy
from fivedice.strategy.dice import MULTISETS, SIZE_OFFSETS
from fivedice.strategy.expert import expert_turn, opponents
from fivedice.strategy.placement import place_all
from fivedice.strategy.scoring import RULES, UPPER_TARGET
from fivedice.strategy.turn import CardState, evaluate_turn


def test_fast_and_per_game_simulators_agree_on_the_mean() -> None:
    rules = Rules(ExtraFive.OFF)
    slow, _ = simulate("hard", rules, 120, seed=5)
    slow_totals = [r.total for r in slow]
    fast = play_fast("off", ["hard"], 20_000, seed=5).totals[:, 0]
    se_slow = statistics.stdev(slow_totals) / math.sqrt(len(slow_totals))
    se_fast = float(fast.std(ddof=1)) / math.sqrt(len(fast))
    gap = abs(statistics.fmean(slow_totals) - float(fast.mean()))
    assert gap <= 1.96 * math.hypot(se_slow, se_fast)
    exact = get_table("off").expected_score
    assert abs(float(fast.mean()) - exact) <= 1.96 * se_fast


def test_results_do_not_depend_on_the_batch_size() -> None:
    one = play_fast("official", ["hard", "expert"], 300, seed=2, batch=300)
    many = play_fast("official", ["hard", "expert"], 300, seed=2, batch=64)
    assert np.array_equal(one.totals, many.totals)
    assert np.array_equal(one.five_kind, many.five_kind)


def test_the_dice_are_fair_and_fixed() -> None:
    games = np.arange(60_000)
    faces = dice_faces(9, games, player=1, turn=4, roll=2)
    counts = np.bincount(faces.reshape(-1), minlength=6) / faces.size
    assert np.all(np.abs(counts - 1 / 6) < 0.005)
    assert np.array_equal(faces, dice_faces(9, games, 1, 4, 2))
    assert not np.array_equal(faces, dice_faces(9, games, 1, 4, 1))
    assert not np.array_equal(faces, dice_faces(10, games, 1, 4, 2))


def random_states(rule: str, n: int, rng: random.Random) -> list[CardState]:
    """Start-of-turn states a game can reach (upper totals made of real box scores)."""
    out = []
    while len(out) < n:
        mask = rng.randrange(1 << 13)
        if mask == (1 << 13) - 1:
            continue
        upper = sum((f + 1) * rng.randint(0, 5) for f in range(6) if mask >> f & 1)
        five50 = rule != "off" and bool(mask >> 11 & 1) and rng.random() < 0.5
        out.append(CardState(mask, upper, five50))
    return out


@pytest.mark.parametrize("rule", RULES)
def test_hard_keeps_and_boxes_are_the_advice(rule: str) -> None:
    rng = random.Random(rule)
    states = random_states(rule, 120, rng)
    n = len(states)
    fast = FastGames(rule, np.full((n, 1), "hard"), seed=0)
    fast.mask[0] = [s.mask for s in states]
    fast.upper[0] = [s.capped_upper for s in states]
    fast.flag[0] = [int(s.five50) for s in states]
    keeps, col = fast._hard_keeps(0, np.arange(n))
    table = get_table(rule)
    rolls = np.array([rng.randrange(252) for _ in range(n)])
    for j, state in enumerate(states):
        counts = MULTISETS[SIZE_OFFSETS[5] + rolls[j]]
        dice = [f + 1 for f in range(6) for _ in range(counts[f])]
        for rerolls in (1, 2):
            advice = evaluate_turn(table, state, dice, rerolls)
            pick = int(np.argmax(keeps[rerolls][SUB_ROWS[rolls[j]], col[j]]))
            kept = MULTISETS[SUB_GLOBAL[rolls[j], pick]]
            if sum(kept) == 5:  # keep everything: fill now
                value = advice.boxes[0].value
            else:
                faces = tuple(f + 1 for f in range(6) for _ in range(kept[f]))
                value = next(h.value for h in advice.holds if h.kept == faces)
            assert value == pytest.approx(advice.best_value, abs=2e-3)
    placed = place_all(
        rule, fast.mask[0], np.minimum(fast.upper[0], UPPER_TARGET), fast.flag[0], rolls
    )
    at = (placed.mask * 64 + placed.upper) * fast.nf + placed.flag
    box = np.argmax(np.where(placed.legal, placed.gain + fast.flat[at], -np.inf), axis=0)
    for j, state in enumerate(states):
        counts = MULTISETS[SIZE_OFFSETS[5] + rolls[j]]
        dice = [f + 1 for f in range(6) for _ in range(counts[f])]
        best = evaluate_turn(table, state, dice, 0).boxes
        chosen = next(b for b in best if b.box == box[j])
        assert chosen.value == pytest.approx(best[0].value, abs=1e-6)


def test_the_fast_expert_values_a_turn_as_the_expert_does() -> None:
    game = Game.new([Player("E", "expert"), Player("H", "hard")], Rules(ExtraFive.OFFICIAL), 3)
    fills = [
        ((2, 2, 2, 5, 6), Category.TWOS),
        ((1, 2, 3, 4, 5), Category.LARGE_STRAIGHT),
        ((3, 3, 4, 5, 6), Category.CHANCE),
        ((6, 6, 6, 6, 6), Category.FIVE_KIND),
    ]
    for dice, box in fills:
        game.roll()
        game._board.dice = dice  # these boxes, whatever the seed rolled
        game.fill(box)
    assert game.current_player == 0
    opp = opponents(game, 0)
    assert opp is not None
    turn = expert_turn(game, opp)
    fast = FastGames("official", np.array([["expert", "hard"]]), seed=0)
    for p in range(2):
        card = game.cards(p)[0]
        fast.mask[p, 0] = sum(1 << int(c) for c in card)
        fast.upper[p, 0] = sum(v for c, v in card.items() if c.is_upper)
        fast.flag[p, 0] = int(card.get(Category.FIVE_KIND) == 50)
        fast.total[p, 0] = game.totals()[p]
    assert fast.flag[1, 0] == 1
    keeps, _ = fast._expert_keeps(0, np.array([0]), fast._opponents(0, np.array([0])))
    for rerolls in (1, 2):
        assert np.allclose(keeps[rerolls][:, 0], turn.keeps[rerolls][:, 0], atol=1e-12)


def test_in_the_last_two_turns_the_fast_expert_values_a_turn_as_the_expert_does() -> None:
    game = Game.new([Player("E", "expert"), Player("H", "hard")], Rules(ExtraFive.OFF), 8)
    hard = policy("hard")
    while game.turns_taken(0) < 11 or game.current_player != 0:
        perform(game, hard.choose(game))  # both play as Hard up to the Expert's 12th turn
    game.roll()
    opp = opponents(game, 0)
    assert opp is not None
    turn = expert_turn(game, opp)
    assert turn.end is not None
    fast = FastGames("off", np.array([["expert", "hard"]]), seed=0)
    for p in range(2):
        card = game.cards(p)[0]
        fast.mask[p, 0] = sum(1 << int(c) for c in card)
        fast.upper[p, 0] = min(63, sum(v for c, v in card.items() if c.is_upper))
        fast.total[p, 0] = game.totals()[p]
    end = fast._endgame_opponent(0, np.array([0]), turn=11)
    assert end is not None
    keeps, _ = fast._endgame_keeps(0, np.array([0]), end)
    for rerolls in (1, 2):
        assert np.allclose(keeps[rerolls][:, 0], turn.keeps[rerolls][:, 0], atol=1e-12)

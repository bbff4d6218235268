"""The Expert level: Hard when alone; against opponents, the exact chance to win where it can."""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.strategy import advise, perform, policy
from fivedice.strategy.expert import (
    TIE_BREAK,
    combine_opponents,
    expert_turn,
    opponents,
    win_utility,
)

from ..core.helpers import scripted
from .slow_reference import keeps, outcomes


def test_alone_the_expert_plays_like_hard() -> None:
    game = Game.new([Player("E", "expert")], Rules(ExtraFive.OFFICIAL), seed=12)
    expert = policy("expert")
    while not game.is_over:
        action = expert.choose(game)
        if game.rolls_used:
            assert action == advise(game).best
        perform(game, action)


def test_against_an_opponent_it_plays_legal_and_deterministic_games() -> None:
    totals = []
    for _ in range(2):
        game = Game.new([Player("E", "expert"), Player("H", "hard")], Rules(), seed=31)
        pols = {"expert": policy("expert"), "hard": policy("hard")}
        while not game.is_over:
            perform(game, pols[str(game.players[game.current_player].computer)].choose(game))
        totals.append(game.totals())
    assert totals[0] == totals[1]


def last_turn(needed: int) -> Game:
    """The Expert (player 0) on its last turn, only Chance open, ``needed`` points to draw.

    Every other box was filled with the same dice by both players; the opponent filled
    its Chance with ``needed`` points.
    """
    boxes = [c for c in Category if c is not Category.CHANCE]
    rolls = []
    for _ in boxes:
        rolls += [(1, 1, 2, 3, 3), (1, 1, 2, 3, 3)]
    rolls += [(6, 6, 5, 4, 2)]
    game = scripted(rolls, players=[Player("E", "expert"), Player("H", "hard")])
    for box in boxes:
        for _ in range(2):
            game.roll()
            game.fill(box)
    game.roll()  # the Expert's last turn: 6 6 5 4 2, two rolls left
    game._board.cards[1][0][Category.CHANCE] = needed  # the opponent's last box
    game._board.turns[1] += 1
    return game


@cache
def exact_chance(dice: tuple[int, ...], rerolls: int, needed: int) -> float:
    """Exact chance that Chance beats ``needed`` (a draw half), playing to win."""
    total = sum(dice)
    stop = 1.0 if total > needed else 0.5 if total == needed else 0.0
    if rerolls == 0:
        return stop
    best = stop
    for kept in keeps(tuple(sorted(dice))):
        if len(kept) == 5:
            continue
        value = sum(p * exact_chance(roll, rerolls - 1, needed) for roll, p in outcomes(kept))
        best = max(best, value)
    return best


def chance_of(game: Game, action: tuple[object, ...], needed: int) -> float:
    """The exact chance to win of an action on the last turn of :func:`last_turn`."""
    if action[0] == "fill":
        return exact_chance(tuple(sorted(game.dice)), 0, needed)
    held = action[1]
    assert isinstance(held, tuple)
    kept = tuple(sorted(d for d, h in zip(game.dice, held, strict=True) if h))
    return sum(p * exact_chance(roll, 1, needed) for roll, p in outcomes(kept))


@pytest.mark.parametrize("needed", [22, 24, 26, 29])
def test_on_its_last_turn_the_expert_weighs_the_exact_chance_to_win(needed: int) -> None:
    game = last_turn(needed)
    opp = opponents(game, 0)
    assert opp is not None and opp[1] == 0.0  # the opponent is done: its score is certain
    assert opp[0] - game.totals()[0] == needed  # Chance is the only difference left
    turn = expert_turn(game, opp)
    for kept in keeps((2, 4, 5, 6, 6)):
        if len(kept) < 5:
            exact = sum(p * exact_chance(roll, 1, needed) for roll, p in outcomes(kept))
            assert turn.hold_utility(kept, 2) == pytest.approx(exact, abs=400 * TIE_BREAK)
    best = exact_chance((2, 4, 5, 6, 6), 2, needed)
    assert chance_of(game, policy("expert").choose(game), needed) == pytest.approx(best)


@pytest.mark.parametrize(("needed", "back"), [(29, 5), (24, 2)])
def test_it_takes_a_risk_when_behind_and_plays_safe_when_ahead(needed: int, back: int) -> None:
    game = last_turn(needed)  # the dice 6 6 5 4 2 make 23
    hard, expert = advise(game).best, policy("expert").choose(game)
    assert hard == ("reroll", (True, True, True, False, False))  # keep 6 6 5: the best average
    assert expert[0] == "reroll" and expert != hard
    rerolled = [d for d, h in zip(game.dice, expert[1], strict=True) if not h]
    assert back in rerolled if back == 5 else rerolled == [back]
    assert chance_of(game, expert, needed) > chance_of(game, hard, needed) + 0.005


def test_the_best_of_opponents_and_the_value_of_a_score() -> None:
    mean, var = combine_opponents(np.array([[200.0], [200.0]]), np.array([[100.0], [100.0]]))
    assert mean[0] == pytest.approx(200 + 10 / np.sqrt(np.pi), rel=1e-6)  # E max of two normals
    assert 0 < var[0] < 100
    one = combine_opponents(np.array([[210.0]]), np.array([[50.0]]))
    assert (one[0][0], one[1][0]) == (210.0, 50.0)
    sure = win_utility(np.array([201.0, 200.0, 199.0]), np.zeros(3), 200.0, 0.0)
    assert sure - TIE_BREAK * np.array([201.0, 200.0, 199.0]) == pytest.approx([1, 0.5, 0])
    assert win_utility(np.array([-np.inf]), np.zeros(1), 200.0, 10.0)[0] == -np.inf

"""Seats and computer turns without Qt: who may act, one visible step at a time, never stuck."""

from __future__ import annotations

import pytest

from fivedice.core import Category, Player
from fivedice.play.seats import (
    STRATEGY_FAILED,
    ComputerSeat,
    PersonSeat,
    Policies,
    seats_for,
)

from ..core.helpers import scripted


class Holder:
    """Keeps dice 1 and 2 (slots 0 and 1), rolls to the end, fills Chance."""

    def choose(self, game):
        if game.rolls_used == 0:
            return ("roll",)
        if game.rolls_left:
            return ("reroll", (True, True, False, False, False))
        return ("fill", 0, Category.CHANCE)


def computer_game(*rolls):
    return scripted(rolls, players=[Player("Ana", "normal")])


def test_people_take_the_window_input_and_computers_do_not():
    seats = seats_for([Player("Ana"), Player("Ben", "hard")], Policies(lambda level: Holder()))
    assert isinstance(seats[0], PersonSeat) and seats[0].takes_input
    assert isinstance(seats[1], ComputerSeat) and not seats[1].takes_input
    assert seats[1].level == "hard" and not seats[1].needs_table  # a stand-in needs no table
    assert ComputerSeat("hard", Policies()).needs_table
    assert ComputerSeat("expert", Policies()).needs_table
    assert not ComputerSeat("easy", Policies()).needs_table


def test_a_hold_is_shown_one_die_at_a_time():
    game = computer_game((1, 2, 3, 4, 5), (1, 2, 6, 6, 6), (1, 2, 6, 6, 1))
    seat = ComputerSeat("normal", Policies(lambda level: Holder()))
    steps = [seat.step(game) for _ in range(6)]
    assert [(s.rolled, s.held) for s in steps[:5]] == [
        (True, None),
        (False, 0),
        (False, 1),
        (True, None),
        (True, None),
    ]
    fill = steps[5].fill
    assert fill is not None and fill.category is Category.CHANCE and fill.points == 16
    assert game.turns_taken(0) == 1


def test_finishing_a_turn_at_once_plays_the_same_moves():
    stepped = computer_game((1, 2, 3, 4, 5), (1, 2, 6, 6, 6), (1, 2, 6, 6, 1))
    skipped = computer_game((1, 2, 3, 4, 5), (1, 2, 6, 6, 6), (1, 2, 6, 6, 1))
    seat = ComputerSeat("normal", Policies(lambda level: Holder()))
    while seat.step(stepped).fill is None:
        pass
    last = ComputerSeat("normal", Policies(lambda level: Holder())).finish_turn(skipped)
    assert last.fill is not None and last.fill.points == 16
    assert skipped.actions == stepped.actions


@pytest.mark.parametrize(
    "answer",
    [
        ("fill", 5, Category.CHANCE),  # no such card
        ("fill", 0, 99),  # no such box
        ("reroll", (True,)),  # not five dice
        ("dance",),
        (),
    ],
)
def test_nonsense_from_a_level_becomes_a_safe_move(answer):
    class Nonsense:
        def choose(self, game):
            return answer if game.rolls_used else ("roll",)

    game = computer_game((6, 6, 6, 2, 1))
    seat = ComputerSeat("easy", Policies(lambda level: Nonsense()))
    last = seat.finish_turn(game)
    assert last.fill is not None and game.turns_taken(0) == 1
    assert last.fill.category is Category.THREE_KIND  # 21 points: worth most now


def test_a_level_that_cannot_load_plays_safely_and_says_so_once():
    def broken(level):
        raise RuntimeError("no tables")

    policies = Policies(broken)
    game = scripted([(2, 2, 2, 5, 5)], players=[Player("Bo", "hard"), Player("Cy", "easy")])
    first = ComputerSeat("hard", policies).finish_turn(game)
    second = ComputerSeat("easy", policies).finish_turn(game)
    assert first.notices == (STRATEGY_FAILED,) and second.notices == ()
    assert first.fill is not None and first.fill.category is Category.FULL_HOUSE
    assert second.fill is not None


def test_reset_forgets_a_hold_under_way():
    class Counting(Holder):
        calls = 0

        def choose(self, game):
            Counting.calls += 1
            return super().choose(game)

    game = computer_game((1, 2, 3, 4, 5))
    seat = ComputerSeat("normal", Policies(lambda level: Counting()))
    seat.step(game)  # roll
    seat.step(game)  # holds die 1 of the planned two: the plan goes on without asking
    seat.step(game)
    assert Counting.calls == 2 and game.held[:2] == (True, True)
    seat.reset()  # an undo or a new game: the plan may no longer fit, so ask again
    seat.step(game)
    assert Counting.calls == 3


def test_when_the_tables_fail_every_level_that_needs_them_plays_safely():
    policies = Policies(lambda level: Holder())
    policies.fall_back_tables()
    game = computer_game((1, 2, 3, 4, 5))
    for level in ("hard", "expert"):
        policy, _ = policies.get(level)
        assert not isinstance(policy, Holder)
        assert policy.choose(game) == ("roll",)  # the safe stand-in rolls, then fills
    assert isinstance(policies.get("normal")[0], Holder)

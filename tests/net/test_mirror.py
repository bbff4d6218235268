"""A guest's mirror: the host's moves and faces make the very game the host plays, without the
seed; nothing else moves it."""

from __future__ import annotations

import random

import pytest

from fivedice.core import Category, ExtraFive, Game, IllegalMove, Player, Rules
from fivedice.net.mirror import MirrorGame
from fivedice.net.protocol import move_to_json

PLAYERS = [Player("Ana"), Player("Ben", "easy"), Player("Cy")]


def random_game(seed: int, rules: Rules) -> Game:
    """A game played to the end with random holds, rolls and boxes (a drop-out on the way)."""
    chance = random.Random(seed)
    game = Game.new(PLAYERS, rules, seed=seed)
    while not game.is_over:
        if game.turns_taken(2) == 4 and game.current_player == 2 and 2 not in game.dropped:
            game.apply(("drop", 2))
            continue
        game.roll()
        while game.rolls_left and chance.random() < 0.6:
            for slot in chance.sample(range(5), chance.randint(0, 3)):
                game.toggle_hold(slot)
            game.roll()
        card, box = chance.choice(sorted(game.preview()))
        game.fill(box, card=card)
    return game


def follow(game: Game) -> MirrorGame:
    """The mirror a guest builds from what the host sends about `game`."""
    shadow = Game(game.players, game.rules, game.seed)
    mirror = MirrorGame(game.players, game.rules)
    for move in game.actions:
        shadow.apply(move)
        mirror.apply_remote(move_to_json(move), list(shadow.dice) if move[0] == "roll" else None)
        assert (mirror.dice, mirror.held, mirror.current_player) == (
            shadow.dice,
            shadow.held,
            shadow.current_player,
        )
        assert mirror.preview() == shadow.preview()
    mirror.sync_clock(game.elapsed, [game.time_used(p) for p in range(3)], False)
    return mirror


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(ExtraFive.OFFICIAL, cards=2), Rules(ExtraFive.FREE, triple=True)],
    ids=["classic", "two cards", "triple"],
)
def test_the_mirror_of_a_whole_game_is_the_host_game_but_for_the_seed(rules):
    game = random_game(5, rules)
    mirror = follow(game)
    assert mirror.is_over and mirror.outcome() == game.outcome()
    assert mirror.actions == game.actions and mirror.dropped == frozenset({2})
    assert [mirror.cards(p) for p in range(3)] == [game.cards(p) for p in range(3)]
    assert mirror.seed == 0
    data = mirror.to_dict()
    data["seed"] = game.seed
    assert Game.from_dict(data) == game


def test_only_the_host_moves_a_mirror():
    mirror = MirrorGame(PLAYERS, Rules(time_budget_s=60))
    for act in (mirror.roll, mirror.undo, mirror.pause, mirror.resume):
        with pytest.raises(IllegalMove):
            act()
    with pytest.raises(IllegalMove):
        mirror.apply_remote(["roll", []])  # a roll from the host brings its faces
    mirror.apply_remote(["roll", []], [6, 6, 6, 6, 6])
    with pytest.raises(IllegalMove):
        mirror.toggle_hold(0)
    with pytest.raises(IllegalMove):
        mirror.set_held((True, False, False, False, False))
    with pytest.raises(IllegalMove):
        mirror.fill(Category.FIVE_KIND)
    with pytest.raises(IllegalMove):
        mirror.apply_remote(["roll", [0]])
    mirror.tick(500)  # the clocks are the host's: time does not pass here
    assert mirror.time_used(0) == 0 and not mirror.dropped
    assert not mirror.can_undo
    mirror.apply_remote(["fill", 0, "five_kind"])
    assert mirror.card(0) == {Category.FIVE_KIND: 50} and mirror.current_player == 1


def test_the_host_clock_pauses_the_mirror_and_its_moves_still_arrive():
    mirror = MirrorGame(PLAYERS, Rules(time_budget_s=60))
    mirror.sync_clock(12.5, [10.0, 2.5, 0.0], True)
    assert mirror.paused and mirror.elapsed == 12.5 and mirror.time_left(0) == 50
    # A roll made just before the pause comes after the pause's news: it still counts.
    mirror.apply_remote(["roll", []], [1, 2, 3, 4, 5])
    assert mirror.paused and mirror.dice == (1, 2, 3, 4, 5)
    mirror.sync_clock(13, [10.5, 2.5, 0.0], False)
    assert not mirror.paused
    with pytest.raises(ValueError):
        mirror.sync_clock(1, [1.0], False)


def test_a_fill_told_without_its_box_ends_the_turn_and_keeps_the_card_unknown():
    rules = Rules(open_sheets=False)
    game = random_game(7, rules)
    shadow = Game(game.players, rules, game.seed)
    mirror = MirrorGame(game.players, rules, mine=[0])
    for move in game.actions:
        mover = shadow.current_player
        shadow.apply(move)
        told = move_to_json(move)
        if move[0] == "fill" and mover != 0:
            told = ["fill"]
        mirror.apply_remote(told, list(shadow.dice) if move[0] == "roll" else None)
        assert (mirror.current_player, mirror.turn, mirror.dice) == (
            shadow.current_player,
            shadow.turn,
            shadow.dice,
        )
        assert list(map(mirror.turns_taken, range(3))) == list(map(shadow.turns_taken, range(3)))
    assert mirror.is_over and mirror.unseen == frozenset({1, 2})
    assert mirror.cards(0) == game.cards(0) and mirror.cards(1) == [{}] != game.cards(1)
    mirror.settle(game)
    assert mirror.unseen == frozenset() and mirror.actions == game.actions
    assert [mirror.cards(p) for p in range(3)] == [game.cards(p) for p in range(3)]
    assert mirror.outcome() == game.outcome() and mirror.seed == 0


def test_no_box_of_mine_and_none_under_open_sheets_comes_without_its_box():
    hidden = MirrorGame(PLAYERS, Rules(open_sheets=False), mine=[0])
    hidden.apply_remote(["roll", []], [1, 2, 3, 4, 5])
    with pytest.raises(IllegalMove):
        hidden.apply_remote(["fill"])  # Ana's own box: her app is always told it
    hidden.apply_remote(["fill", 0, "chance"])
    with pytest.raises(IllegalMove):
        hidden.apply_remote(["fill"])  # Ben has not rolled yet
    hidden.apply_remote(["roll", []], [6, 6, 6, 6, 6])
    hidden.apply_remote(["fill"])
    assert hidden.current_player == 2 and hidden.unseen == frozenset({1})
    open_sheets = MirrorGame(PLAYERS, Rules(), mine=[0])
    open_sheets.apply_remote(["roll", []], [1, 2, 3, 4, 5])
    open_sheets.apply_remote(["fill", 0, "chance"])
    open_sheets.apply_remote(["roll", []], [1, 2, 3, 4, 5])
    with pytest.raises(IllegalMove):
        open_sheets.apply_remote(["fill"])

"""Turns, illegal actions, fixed dice (§7), undo (§8), clocks (§9), outcomes and saves."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from fivedice.core import (
    Category,
    ExtraFive,
    Game,
    IllegalMove,
    Player,
    Rules,
    SaveFormatError,
    roll_faces,
)

from .helpers import play, scripted

C = Category


def two_players(**rules: object) -> Game:
    return Game.new([Player("Ana"), Player("Ben")], Rules(**rules), seed=12345)  # type: ignore[arg-type]


def finish_turn(game: Game, box: Category | None = None, card: int = 0) -> None:
    """Roll once and fill `box` (or the first legal box)."""
    game.roll()
    if box is None:
        card, box = next(iter(game.preview()))
    game.fill(box, card=card)


def test_a_new_game_waits_for_the_first_roll() -> None:
    game = two_players()
    assert game.dice == (0, 0, 0, 0, 0)
    assert game.held == (False,) * 5
    assert game.rolls_left == 3
    assert game.current_player == 0 and game.turn == 1 and game.turns_per_player == 13
    assert game.preview() == {}
    assert not game.can_undo and not game.is_over and game.outcome() is None


def test_three_rolls_then_a_box() -> None:
    game = two_players()
    for left in (2, 1, 0):
        dice = game.roll()
        assert all(1 <= d <= 6 for d in dice)
        assert game.rolls_left == left
    with pytest.raises(IllegalMove, match="No rolls left"):
        game.roll()
    with pytest.raises(IllegalMove, match="No rolls left"):
        game.toggle_hold(0)
    preview = game.preview()
    assert len(preview) == 13 and all(card == 0 for card, _ in preview)
    fill = game.fill(C.CHANCE)
    assert fill.points == preview[(0, C.CHANCE)] == sum(game.card(0)[C.CHANCE] for _ in [0])
    assert game.current_player == 1 and game.rolls_left == 3 and game.dice == (0,) * 5


def test_illegal_actions_say_why() -> None:
    game = two_players()
    with pytest.raises(IllegalMove, match="Roll first"):
        game.toggle_hold(2)
    with pytest.raises(IllegalMove, match="Roll first"):
        game.fill(C.CHANCE)
    game.roll()
    with pytest.raises(IllegalMove, match="no die"):
        game.toggle_hold(5)
    with pytest.raises(IllegalMove, match="no card"):
        game.fill(C.CHANCE, card=1)
    game.fill(C.CHANCE)
    finish_turn(game, C.ONES)
    game.roll()
    with pytest.raises(IllegalMove, match="Chance is already filled"):
        game.fill(C.CHANCE)
    assert issubclass(IllegalMove, ValueError)


def test_holds_keep_their_faces_and_can_be_released() -> None:
    game = two_players()
    first = game.roll()
    assert game.toggle_hold(0) is True
    assert game.toggle_hold(3) is True
    assert game.toggle_hold(3) is False
    second = game.roll()
    assert second[0] == first[0]
    assert game.held == (True, False, False, False, False)  # holds stay until released
    # The dice that were rolled took the faces fixed for that roll.
    fresh = roll_faces(game.seed, 0, 0, 1)
    assert second[1:] == fresh[1:]


def test_fixed_dice_same_seed_same_actions_same_game() -> None:
    def run(seed: int) -> Game:
        game = Game.new([Player("Ana"), Player("Ben")], Rules(), seed=seed)
        for _ in range(10):
            game.roll()
            game.toggle_hold(1)
            game.roll()
            card, box = max(game.preview().items(), key=lambda kv: kv[1])[0]
            game.fill(box, card=card)
        return game

    a, b = run(99), run(99)
    assert a == b and a.totals() == b.totals() and a.actions == b.actions
    assert run(100).actions != a.actions or run(100).totals() != a.totals()


def test_undo_then_roll_gives_the_same_faces() -> None:
    game = two_players()
    game.roll()
    game.toggle_hold(0)
    second = game.roll()
    game.undo()
    assert game.rolls_left == 2 and game.held == (True, False, False, False, False)
    game.toggle_hold(0)  # hold differently: the rerolled slots still show the fixed faces
    game.toggle_hold(4)
    again = game.roll()
    assert again[1:4] == second[1:4]


def test_undo_takes_back_rolls_then_the_last_fill() -> None:
    game = two_players()
    first = game.roll()
    game.toggle_hold(2)
    game.roll()
    game.undo()
    assert game.dice == first and game.held == (False, False, True, False, False)
    assert game.rolls_left == 2
    game.undo()
    assert game.dice == (0,) * 5 and game.rolls_left == 3 and not game.can_undo
    with pytest.raises(IllegalMove, match="nothing to undo"):
        game.undo()
    dice = game.roll()
    game.fill(C.CHANCE)
    assert game.current_player == 1
    game.undo()
    assert game.current_player == 0 and game.card(0) == {} and game.dice == dice
    assert game.totals() == [0, 0]


def test_undo_takes_back_the_computer_turns_after_a_fill() -> None:
    game = Game.new([Player("Ana"), Player("Bot", "easy"), Player("Cy", "hard")], Rules(), seed=3)
    finish_turn(game, C.CHANCE)  # Ana
    game.roll()  # Bot's turn
    game.toggle_hold(0)
    game.roll()
    game.fill(C.ONES)
    finish_turn(game, C.TWOS)  # Cy
    assert game.current_player == 0 and game.can_undo
    game.undo()
    assert game.current_player == 0
    assert game.card(1) == {} and game.card(2) == {} and game.card(0) == {}
    assert game.rolls_left == 2  # back before Ana's fill, her roll still on the table


def test_a_box_is_final_once_a_person_rolled_after_it_even_if_that_roll_is_undone() -> None:
    game = two_players()  # two people at one computer
    finish_turn(game, C.CHANCE)  # Ana
    game.roll()  # Ben sees his dice: Ana's box is final now
    assert game.undo() == "roll"
    assert game.current_player == 1 and game.rolls_left == 3
    assert not game.can_undo
    with pytest.raises(IllegalMove, match="rolled after"):
        game.undo()
    assert C.CHANCE in game.card(0)


def test_a_misclicked_box_can_be_taken_back_before_anyone_rolls() -> None:
    game = two_players()
    dice = game.roll()
    game.fill(C.ONES)
    assert game.undo() == "fill"  # free: nothing new was seen
    assert game.current_player == 0 and game.card(0) == {} and game.dice == dice
    game.fill(C.CHANCE)
    assert game.card(0) == {C.CHANCE: sum(dice)}


def test_undo_never_reaches_back_into_earlier_turns() -> None:
    game = Game.new([Player("Ana"), Player("Bot", "easy")], Rules(), seed=8)
    for _ in range(3):
        finish_turn(game)  # Ana
        finish_turn(game)  # Bot
    game.roll()
    game.toggle_hold(0)
    game.roll()
    assert game.undo() == "roll" and game.undo() == "roll"
    assert not game.can_undo and game.turn == 4 and len(game.card(0)) == 3


def test_the_undo_floor_survives_a_save() -> None:
    game = two_players()
    finish_turn(game, C.CHANCE)
    game.roll()
    game.undo()  # Ana's box stays final after a restart too
    data = json.loads(json.dumps(game.to_dict()))
    back = Game.from_dict(data)
    assert back == game and not back.can_undo
    data["state"]["undo_floor"] = 0
    with pytest.raises(SaveFormatError, match="undo"):
        Game.from_dict(data)


def test_a_format_1_save_still_loads() -> None:
    game = two_players()
    finish_turn(game, C.CHANCE)
    finish_turn(game, C.ONES)
    game.roll()
    data = json.loads(json.dumps(game.to_dict()))
    data["version"] = 1
    del data["state"]["undo_floor"]
    data["state"]["undo_points"] = [0, 2, 4]  # format 1 kept a point per person's move
    back = Game.from_dict(data)
    assert back.dice == game.dice and back.totals() == game.totals()
    assert back.undo() == "roll" and not back.can_undo


# A game as Five Dice wrote it before holds left the log (format 2): Ana rolled, held two dice,
# rolled and filled Chance; Ben rolled, toggled three holds, rolled and held one more die.
FORMAT_2 = {
    "format": "fivedice.game",
    "version": 2,
    "players": [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}],
    "rules": {
        "extra_five": "off",
        "cards": 1,
        "triple": False,
        "time_budget_s": None,
        "open_sheets": True,
    },
    "seed": 42,
    "actions": [
        *(["roll"], ["hold", 1], ["hold", 3], ["roll"], ["fill", 0, "chance"]),
        *(["roll"], ["hold", 0], ["hold", 0], ["hold", 4], ["roll"], ["hold", 2]),
    ],
    "clock": {"elapsed": 3.5, "used": [0.0, 0.0], "paused": False},
    "state": {
        "current": 1,
        "dice": [5, 5, 1, 1, 5],
        "held": [False, False, True, False, True],
        "rolls_used": 2,
        "totals": [22, 0],
        "undo_points": [5, 9],
        "undo_floor": 5,
        "over": False,
    },
}


def test_a_format_2_save_with_holds_in_its_log_loads_as_it_was() -> None:
    game = Game.from_dict(FORMAT_2)
    none, held_ana, held_ben = (False,) * 5, (False, True, False, True, False), (False,) * 4
    assert game.actions == (
        ("roll", none),
        ("roll", held_ana),
        ("fill", 0, C.CHANCE),
        ("roll", none),
        ("roll", (*held_ben, True)),
    )
    assert game.held == (False, False, True, False, True) and game.dice == (5, 5, 1, 1, 5)
    assert game.totals() == [22, 0] and game.elapsed == 3.5
    # undo goes back as far as it did: Ben's two rolls, not Ana's box (final once he rolled)
    assert game.undo() == "roll" and game.rolls_used == 1 and game.held == (*held_ben, True)
    assert game.undo() == "roll" and game.rolls_used == 0 and game.totals() == [22, 0]
    assert not game.can_undo
    again = Game.from_dict(json.loads(json.dumps(Game.from_dict(FORMAT_2).to_dict())))
    assert again == Game.from_dict(FORMAT_2) and again.to_dict()["version"] == 3


def test_a_format_2_save_whose_holds_do_not_match_its_log_is_refused() -> None:
    data = json.loads(json.dumps(FORMAT_2))
    data["state"]["held"] = [True, False, True, False, True]
    with pytest.raises(SaveFormatError, match="held"):
        Game.from_dict(data)
    data = json.loads(json.dumps(FORMAT_2))
    data["state"]["undo_points"] = [5, 99]
    with pytest.raises(SaveFormatError, match="undo"):
        Game.from_dict(data)


def test_held_dice_are_saved_as_state_and_checked_on_load() -> None:
    game = two_players()
    game.roll()
    game.toggle_hold(2)
    data = json.loads(json.dumps(game.to_dict()))
    assert data["state"]["held"] == [2] and data["actions"] == [["roll", []]]
    assert Game.from_dict(data).held == (False, False, True, False, False)
    for bad in ([5], [2, 2], [3, 1], "2", [True]):
        data["state"]["held"] = bad
        with pytest.raises(SaveFormatError, match="held"):
            Game.from_dict(data)
    data["state"]["held"] = [0]
    data["actions"] = []  # no roll: nothing may be held
    data["state"].update(dice=[0] * 5, rolls_used=0)
    with pytest.raises(SaveFormatError, match="held"):
        Game.from_dict(data)


def test_undo_is_off_once_the_game_is_over() -> None:
    game = Game.new([Player("Solo")], Rules(), seed=1)
    for box in C:
        finish_turn(game, box)
    assert game.is_over and not game.can_undo
    with pytest.raises(IllegalMove, match="over"):
        game.undo()
    with pytest.raises(IllegalMove, match="over"):
        game.roll()


def test_pause_freezes_the_board_and_the_clock() -> None:
    game = two_players()
    game.tick(5)
    game.roll()
    game.pause()
    for action in (game.roll, lambda: game.toggle_hold(0), lambda: game.fill(C.CHANCE), game.undo):
        with pytest.raises(IllegalMove, match="paused"):
            action()
    assert not game.can_undo
    game.tick(100)
    assert game.elapsed == 5
    game.resume()
    game.tick(1.5)
    assert game.elapsed == 6.5
    game.fill(C.CHANCE)


def test_time_budget_drop_out() -> None:
    game = Game.new([Player("Ana"), Player("Ben"), Player("Cy")], Rules(time_budget_s=60), seed=5)
    finish_turn(game, C.CHANCE)  # Ana
    game.tick(30)  # Ben's clock
    game.roll()
    game.tick(31)  # out of time mid-turn
    assert game.dropped == {1}
    assert game.current_player == 2 and game.rolls_left == 3 and game.card(1) == {}
    assert game.time_left(1) == 0 and game.time_left(0) == 60
    assert not game.can_undo  # a drop-out cannot be taken back
    # The others play on; Ben is skipped.
    while not game.is_over:
        assert game.current_player != 1
        finish_turn(game)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.dropped == (1,)
    assert outcome.ranking[-1] == 1 and 1 not in outcome.winners
    assert game.turns_taken(1) == 0 and game.turns_taken(0) == game.turns_taken(2) == 13


def test_outcome_names_the_winner_or_a_draw() -> None:
    game = scripted([], players=2)
    for box in C:
        play(game, (6, 6, 6, 5, 5), box)  # P1
        play(game, (1, 1, 1, 1, 2), box)  # P2
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.ranking == (0, 1)
    assert not outcome.is_draw
    tie = scripted([], players=2)
    for box in C:
        play(tie, (2, 3, 4, 5, 6), box)
        play(tie, (6, 5, 4, 3, 2), box)
    outcome = tie.outcome()
    assert outcome is not None and outcome.winners == (0, 1) and outcome.is_draw


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(extra_five=ExtraFive.OFFICIAL, cards=2),
        Rules(extra_five=ExtraFive.FREE, triple=True),
    ],
)
def test_a_game_ends_after_13_turns_per_card(rules: Rules) -> None:
    game = Game.new([Player("A"), Player("B", "normal")], rules, seed=11)
    turns = 0
    while not game.is_over:
        finish_turn(game)
        turns += 1
    assert turns == 2 * 13 * rules.cards
    assert all(len(game.card(p, c)) == 13 for p in (0, 1) for c in range(rules.cards))


def test_save_round_trip_mid_turn_with_undo_history() -> None:
    game = Game.new([Player("Ana"), Player("Bot", "hard")], Rules(time_budget_s=300), seed=42)
    finish_turn(game, C.CHANCE)
    finish_turn(game, C.ONES)
    game.roll()
    game.toggle_hold(1)
    game.roll()
    game.tick(12.25)
    game.pause()
    data = json.loads(json.dumps(game.to_dict()))
    back = Game.from_dict(data)
    assert back == game
    assert back.dice == game.dice and back.held == game.held and back.paused
    assert back.elapsed == 12.25 and back.time_used(0) == 12.25
    back.resume()
    game.resume()
    back.undo()
    game.undo()
    assert back == game


def _saved() -> dict:
    game = two_players(extra_five=ExtraFive.OFFICIAL)
    finish_turn(game, C.CHANCE)
    game.roll()
    return json.loads(json.dumps(game.to_dict()))


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(version=99), "newer"),
        (lambda d: d.update(format="something.else"), "not a Five Dice"),
        (lambda d: d.pop("version"), "version"),
        (lambda d: d.update(players=[]), "players"),
        (lambda d: d["players"].append({"name": "X", "computer": "godlike"}), "players"),
        (lambda d: d["rules"].update(extra_five="sometimes"), "rules"),
        (lambda d: d["rules"].update(cards=7), "rules"),
        (lambda d: d.update(seed="abc"), "seed"),
        (
            lambda d: d["actions"].append(["roll"]) or d["actions"].append(["fill", 0, "chance"]),
            "action",
        ),
        (lambda d: d["actions"].insert(0, ["teleport"]), "action 1"),
        (lambda d: d["actions"].append(["fill", 0, "bogus_box"]), "action"),
        (lambda d: d["state"].update(dice=[6, 6, 6, 6, 6]), "dice"),
        (lambda d: d["state"].update(totals=[500, 0]), "totals"),
        (lambda d: d["clock"].update(elapsed=-3), "clock"),
        (lambda d: d["clock"].update(used=[1.0]), "clocks"),
        (lambda d: d.pop("actions"), "actions"),
    ],
)
def test_damaged_saves_are_refused_by_name(damage, message: str) -> None:  # type: ignore[no-untyped-def]
    data = _saved()
    damage(data)
    with pytest.raises(SaveFormatError, match=message):
        Game.from_dict(data)


@pytest.mark.parametrize("junk", [None, [], "game", 3, {}])
def test_foreign_data_is_refused(junk: object) -> None:
    with pytest.raises(SaveFormatError):
        Game.from_dict(junk)  # type: ignore[arg-type]


def test_importing_the_core_does_not_import_qt() -> None:
    code = "import sys, fivedice.core; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_hidden_sheets_are_a_rule_kept_in_saves_and_old_saves_are_open():
    game = Game.new([Player("Ana"), Player("Ben")], Rules(open_sheets=False), seed=5)
    assert Rules().open_sheets is True
    data = game.to_dict()
    assert Game.from_dict(data).rules.open_sheets is False
    del data["rules"]["open_sheets"]  # a save from before the rule existed
    assert Game.from_dict(data).rules.open_sheets is True
    with pytest.raises(ValueError):
        Rules(open_sheets="no")  # type: ignore[arg-type]

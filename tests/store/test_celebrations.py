"""The lines that celebrate a finished game: the first score of a kind said plainly, "New best"
only when the kind's best was beaten, said as the winner's only when that person won, each
person's own personal best, winner or not, and the help an assisted game had."""

from __future__ import annotations

from pathlib import Path

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.store.history import History
from fivedice.store.keeper import GameKeeper
from fivedice.store.paths import AppPaths
from fivedice.store.recorder import Recorder, celebrations
from fivedice.store.records import Assist

from ..core.helpers import finished, tied_game

DUO = "2 players · one card · extra five Off"


def duel(seed: int = 5) -> tuple[Game, int, int]:
    """A finished game of Ana and Ben with different totals: (game, Ana's, Ben's)."""
    game = finished([Player("Ana"), Player("Ben")], seed=seed)
    ana, ben = game.totals()
    assert ana != ben
    return game, ana, ben


def names_by_total(game: Game) -> tuple[str, int, str, int]:
    """(winner, their total, loser, their total) of a two-player game."""
    (a, x), (b, y) = sorted(
        zip([p.name for p in game.players], game.totals(), strict=True), key=lambda nt: -nt[1]
    )
    return a, x, b, y


def test_the_first_game_of_a_kind_says_so_plainly() -> None:
    game, _, _ = duel()
    winner, high, _, _ = names_by_total(game)
    assert celebrations(game, None, {0: None, 1: None}) == (
        f"First score for this kind of game, {DUO}: {winner} scored {high}.",
    )
    solo = finished([Player("Ana")], seed=3)
    [line] = celebrations(solo, None, {0: None})
    assert line == (
        "First score for this kind of game, Solo · one card · extra five Off: "
        f"Ana scored {solo.totals()[0]}."
    )
    hidden = finished([Player("Ana"), Player("Ben")], Rules(open_sheets=False), seed=5)
    [line] = celebrations(hidden, None, {0: None, 1: None})
    assert f", {DUO} · hidden sheets: " in line


def test_new_best_only_when_the_previous_best_is_beaten() -> None:
    game, _, _ = duel()
    winner, high, _, _ = names_by_total(game)
    assert celebrations(game, high - 1, {0: None, 1: None}) == (
        f"New best score for this kind of game: {winner}, {high} (was {high - 1})!",
    )
    assert celebrations(game, high + 1, {0: None, 1: None}) == ()  # nobody beat the best
    assert celebrations(game, high, {0: None, 1: None}) == ()  # a tie is not a new best


def test_a_tie_with_the_best_can_still_be_a_personal_best() -> None:
    game, ana, _ = duel()
    winner, high, _, _ = names_by_total(game)
    seat = 0 if ana == high else 1
    personal: dict[int, int | None] = {seat: high - 10, 1 - seat: None}
    assert celebrations(game, high, personal) == (
        f"A new personal best for {winner}: {high} (was {high - 10}).",
    )


def test_a_losing_player_s_personal_best_is_theirs() -> None:
    game, ana, _ = duel()
    _, high, loser, low = names_by_total(game)
    loser_seat = 0 if ana == low else 1
    personal: dict[int, int | None] = {loser_seat: low - 20, 1 - loser_seat: high}
    assert celebrations(game, high + 50, personal) == (
        f"A new personal best for {loser}: {low} (was {low - 20}).",
    )
    # Equal to their own best is not a new one.
    personal[loser_seat] = low
    assert celebrations(game, high + 50, personal) == ()


def test_two_people_beating_the_best_share_it_out_by_score() -> None:
    game, ana, _ = duel()
    winner, high, loser, low = names_by_total(game)
    loser_seat = 0 if ana == low else 1
    top = low - 1  # both beat it: only the higher score is the kind's new best
    personal: dict[int, int | None] = {loser_seat: low - 5, 1 - loser_seat: top}
    assert celebrations(game, top, personal) == (
        f"New best score for this kind of game: {winner}, {high} (was {top})!",
        f"A new personal best for {loser}: {low} (was {low - 5}).",
    )
    # The other one's first game of this kind: there is no own best to beat, so no line.
    personal[loser_seat] = None
    assert celebrations(game, top, personal) == (
        f"New best score for this kind of game: {winner}, {high} (was {top})!",
    )


def test_people_tied_at_a_new_best_share_the_line() -> None:
    game = tied_game()  # both get the same dice each turn, and fill the same boxes
    ana, ben = game.totals()
    assert ana == ben
    assert celebrations(game, ana - 1, {0: None, 1: None}) == (
        f"New best score for this kind of game: Ana and Ben, {ana} (was {ana - 1})!",
    )


def test_computers_and_players_who_dropped_out_get_no_line() -> None:
    game = finished([Player("Ana"), Player("Bot", "hard")], seed=4)
    ana, bot = game.totals()
    assert bot > ana  # the computer won
    lines = celebrations(game, None, {0: None, 1: None})  # the computer's seat is passed over
    assert lines == (
        f"Ana set the first score on the scoreboard for this kind of game, {DUO}: {ana}.",
    )
    assert celebrations(game, ana, {0: ana, 1: bot - 1}) == ()  # whatever the computer scored
    assert celebrations(game, 0, {1: None}) == ()  # only a computer: nothing to say
    # Ben runs out of time in his first turn; Ana plays on alone.
    dropped = Game.new([Player("Ana"), Player("Ben")], Rules(time_budget_s=60), seed=4)
    while not dropped.is_over:
        if dropped.current_player == 1:
            dropped.tick(61)
            continue
        dropped.roll()
        (card, box), _ = max(dropped.preview().items(), key=lambda kv: kv[1])
        dropped.fill(box, card=card)
    assert dropped.dropped == {1}
    [line] = celebrations(dropped, None, {0: None, 1: None})
    assert line.endswith(f"Ana scored {dropped.totals()[0]}.")
    # Ben's seat gets no personal best, whatever his own best was.
    assert celebrations(dropped, dropped.totals()[0], {0: None, 1: -1}) == ()


def test_the_recorder_celebrates_against_the_history(tmp_path: Path) -> None:
    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file)
    recorder = Recorder(paths.history_file, history)
    first = finished([Player("Ana"), Player("Ben")], seed=5)
    lines = recorder.record(first, GameKeeper(paths)).celebrations
    assert len(lines) == 1 and lines[0].startswith(f"First score for this kind of game, {DUO}: ")
    # The same players and rules with hidden sheets: a kind of its own, with its own first score.
    hidden = finished([Player("Ana"), Player("Ben")], Rules(open_sheets=False), seed=5)
    lines = recorder.record(hidden, GameKeeper(paths)).celebrations
    assert len(lines) == 1 and f", {DUO} · hidden sheets: " in lines[0]
    # A later game where neither beats the best or their own: nothing to celebrate.
    ana, ben = first.totals()
    lower = next(
        game
        for seed in range(6, 200)
        if (game := finished([Player("Ana"), Player("Ben")], seed=seed)).totals()[0] <= ana
        and game.totals()[1] <= ben
    )
    assert recorder.record(lower, GameKeeper(paths)).celebrations == ()


def nested_brackets(text: str) -> bool:
    """Whether a bracket opens inside another."""
    depth = 0
    for char in text:
        depth += char == "("
        if depth > 1:
            return True
        depth -= char == ")"
    return False


def test_the_kind_of_game_is_named_without_nested_brackets() -> None:
    solo = finished([Player("Ana")], Rules(extra_five=ExtraFive.OFFICIAL), seed=3)
    [line] = celebrations(solo, None, {0: None})
    assert "Official (forced joker)" in line and not nested_brackets(line)
    assert line == (
        "First score for this kind of game, Solo · one card · extra five Official (forced "
        f"joker): Ana scored {solo.totals()[0]}."
    )


def test_a_person_a_computer_beat_is_not_praised_as_the_winner() -> None:
    # Eve (a computer) wins, Dex (a computer) is second, Ana third and Bo fourth: Ana's is the
    # best score of a person, and the scoreboard holds only people's.
    players = [Player("Ana"), Player("Dex", "hard"), Player("Bo"), Player("Eve", "normal")]
    game = finished(players, seed=20)
    outcome = game.outcome()
    assert outcome is not None and outcome.ranking == (3, 1, 0, 2)
    ana, _, bo, _ = game.totals()
    kind = "4 players · one card · extra five Off"
    assert celebrations(game, None, {0: None, 2: None}) == (
        f"Ana set the first score on the scoreboard for this kind of game, {kind}: {ana}.",
    )
    assert celebrations(game, ana - 1, {0: None, 2: bo - 1}) == (
        f"Ana set a new best score on the scoreboard for this kind of game: {ana} (was {ana - 1}).",
        f"A new personal best for Bo: {bo} (was {bo - 1}).",
    )
    lines = celebrations(game, ana - 1, {0: None, 2: None})
    assert not any(line.startswith(("New best", "First score")) for line in lines)
    assert celebrations(game, ana, {0: None, 2: None}) == ()  # no best beaten: nothing said


def test_an_assisted_game_says_so_after_its_best() -> None:
    game, _, _ = duel()
    winner, high, loser, low = names_by_total(game)
    loser_seat = 0 if game.totals()[0] == low else 1
    personal: dict[int, int | None] = {loser_seat: low - 5, 1 - loser_seat: None}
    assert celebrations(game, high - 1, personal, Assist.HINTS | Assist.UNDO) == (
        f"New best score for this kind of game: {winner}, {high} (was {high - 1})!",
        f"A new personal best for {loser}: {low} (was {low - 5}).",
        "This game was played with help (hints, undo), so the scoreboard marks it as assisted.",
    )
    [first, helped] = celebrations(game, None, {0: None, 1: None}, Assist.HINTS)
    assert first.startswith("First score") and helped == (
        "This game was played with help (hints), so the scoreboard marks it as assisted."
    )
    # Nothing to celebrate: nothing said about the help either.
    assert celebrations(game, high + 1, {0: None, 1: None}, Assist.HINTS) == ()


def test_the_recorder_marks_a_best_set_with_help(tmp_path: Path) -> None:
    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file)
    recorder = Recorder(paths.history_file, history)
    keeper = GameKeeper(paths)
    keeper.note_assisted(Assist.UNDO)
    lines = recorder.record(finished([Player("Ana")], seed=3), keeper).celebrations
    assert lines[0].startswith("First score for this kind of game, ")
    assert lines[1] == (
        "This game was played with help (undo), so the scoreboard marks it as assisted."
    )

"""The clock, table preparation and the coach without Qt."""

from __future__ import annotations

import threading

import pytest

from fivedice.core import Game, Player, Rules
from fivedice.play.clock import AWAY_AFTER_S, GameClock, Passed
from fivedice.play.coaching import Coach
from fivedice.play.valueprep import TablePreparer, TableProgress

from ..core.helpers import scripted


class FakeClock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def poll_until_done(tables: TablePreparer) -> list[TableProgress]:
    """Everything the builds report, up to the end of one (2 s at most)."""
    news: list[TableProgress] = []
    for _ in range(200):
        news += tables.poll()
        if news and news[-1].done:
            break
        threading.Event().wait(0.01)
    return news


def test_time_passes_only_while_playing():
    clock = FakeClock()
    game = Game.new([Player("Ana")], Rules(), seed=1)
    game_clock = GameClock(clock)
    clock.now += 4
    assert game_clock.advance(game) is Passed.PLAYED and game.elapsed == 4
    game.pause()
    clock.now += 100
    game_clock.advance(game)
    game.resume()
    clock.now += 1
    game_clock.advance(game)
    assert game.elapsed == 5  # the pause never counted


def test_running_out_of_time_is_reported_once():
    clock = FakeClock()
    game = Game.new([Player("Ana"), Player("Ben")], Rules(time_budget_s=60), seed=1)
    game_clock = GameClock(clock)
    for seconds in (10, 10, 10, 10, 10, 9):  # read often, as the app reads it
        clock.now += seconds
        assert game_clock.advance(game) is Passed.PLAYED
    clock.now += 2
    assert game_clock.advance(game) is Passed.OUT_OF_TIME
    assert game.dropped == {0} and game.current_player == 1
    clock.now += 1
    assert game_clock.advance(game) is Passed.PLAYED


def test_a_long_gap_between_readings_is_time_away_not_play():
    # The computer slept for an hour with Ana on turn: a monotonic clock may count the sleep.
    clock = FakeClock()
    game = Game.new([Player("Ana"), Player("Ben")], Rules(time_budget_s=60), seed=1)
    game_clock = GameClock(clock)
    clock.now += 5
    game_clock.advance(game)
    clock.now += 3600
    assert game_clock.advance(game) is Passed.AWAY
    assert game.elapsed == 5 and game.time_left(0) == 55 and game.dropped == set()
    assert not game.paused  # the game's owner pauses it (and says why)
    clock.now += AWAY_AFTER_S  # a gap just as long as that is still play
    assert game_clock.advance(game) is Passed.PLAYED and game.elapsed == 5 + AWAY_AFTER_S
    game.pause()
    clock.now += 3600
    assert game_clock.advance(game) is Passed.PLAYED  # a paused game was not left running


def test_a_missing_table_is_built_on_a_worker_and_reported_by_polling(monkeypatch):
    import fivedice.strategy as strategy

    real_get_table = strategy.get_table
    threads: list[str] = []
    go_on = threading.Event()

    def get_table(rule, cache_dir=None, progress=None, *, use_packaged=True, allow_build=True):
        if not allow_build:
            raise strategy.TableError("missing")
        threads.append(threading.current_thread().name)
        progress(0.5)
        go_on.wait(timeout=10)
        return real_get_table(rule)

    monkeypatch.setattr(strategy, "get_table", get_table)
    tables = TablePreparer()
    assert not tables.ready("off") and tables.is_building("off") and tables.building
    first = tables.poll()
    assert first[0].fraction == 0.0 and "(0%)" in first[0].message
    go_on.set()
    news = poll_until_done(tables)
    assert news[-1].done and not news[-1].error and news[-1].message == ""
    assert tables.ready("off") and not tables.building
    assert threads and threads[0] != threading.main_thread().name


def test_a_failed_build_says_why(monkeypatch):
    import fivedice.strategy as strategy

    def get_table(rule, cache_dir=None, progress=None, *, use_packaged=True, allow_build=True):
        raise strategy.TableError("no room")

    monkeypatch.setattr(strategy, "get_table", get_table)
    tables = TablePreparer()
    assert not tables.ready("free")
    news = poll_until_done(tables)
    assert news[-1].error == "no room" and not tables.building
    tables.give_up("free")
    assert tables.ready("free")


def test_the_coach_hints_and_weighs_a_persons_moves():
    coach = Coach(TablePreparer())
    game = scripted([(6, 6, 6, 6, 6)])
    assert coach.hint(game).text == "Roll the dice to start your turn."
    assert coach.analysis(game) is None  # nothing to weigh before the first roll
    game.roll()
    hint = coach.hint(game)
    assert hint.box is not None and hint.box[1].label == "Five of a Kind"
    analysis = coach.analysis(game)
    assert analysis.exact and analysis.lines[0].box == hint.box
    advice = coach.advice(game)
    note = coach.judge(advice, game.dice, ("fill", 0, 12), cards=1, over=1.0)
    assert note is not None and note.startswith("Coach: filling Chance cost about")
    assert note.endswith("Best was to fill Five of a Kind.")
    assert coach.judge(advice, game.dice, hint.action, cards=1, over=1.0) is None


@pytest.mark.parametrize("paused", [True, False])
def test_no_advice_after_the_end_or_while_paused(paused):
    coach = Coach(TablePreparer())
    game = scripted([(1, 2, 3, 4, 5)])
    game.roll()
    if paused:
        game.pause()
        assert coach.advice(game) is None
    else:
        assert coach.advice(game) is not None


def test_the_review_words_each_decision():
    from ..core.helpers import finished

    game = finished([Player("Ana"), Player("Bot", "easy")], seed=4)
    review = Coach(TablePreparer()).review(game)
    assert not isinstance(review, str) and review.exact and review.note == ""
    [ana] = review.players  # the people only
    assert ana.name == "Ana" and len(ana.rows) == 13  # one roll, one box, each turn
    assert ana.summary.startswith("Ana: 13 decisions")
    assert all(len(row) == 6 for row in ana.rows)

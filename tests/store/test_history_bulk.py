"""Many finished games recorded at once (History.record_many): written exactly as record()
writes each, in one transaction, all or nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.store.history import GameRecord, History, Kind
from fivedice.store.records import Assist

from ..core.helpers import finished

TABLES = ("games", "game_players", "boxes", "kind_counts", "profile_totals", "rating_changes")


def open_history(path: Path, timeout: float = 2.0) -> History:
    history, problem = History.open(path, timeout)
    assert history is not None and problem is None
    return history


def some_records() -> list[GameRecord]:
    """Games of several kinds, assisted and not, at one computer and at a network table."""
    games = [
        (finished([Player("Ana")], seed=1), Assist.NONE, False),
        (finished([Player("Ana"), Player("Bot", "hard")], seed=2), Assist.HINTS, False),
        (
            finished(
                [Player("Ben"), Player("Ana")],
                Rules(ExtraFive.OFFICIAL, cards=3, triple=True, open_sheets=False),
                seed=3,
            ),
            Assist.UNDO,
            True,
        ),
        (finished([Player("ana")], Rules(ExtraFive.FREE, cards=2), seed=4), Assist.NONE, False),
    ]
    return [
        GameRecord(
            f"2026-03-0{i + 1}T09:00:00+00:00",
            f"2026-03-0{i + 1}T09:20:00+00:00",
            game.elapsed,
            assisted,
            game,
            network,
        )
        for i, (game, assisted, network) in enumerate(games)
    ]


def rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    with sqlite3.connect(path) as db:
        found = {t: sorted(db.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in TABLES}
        # Every column of the profiles but their IDs, which are random.
        found["profiles"] = db.execute(
            "SELECT id, name, name_key, created_at, games, last_played, rating, rd,"
            " volatility, rated_games, rated_at FROM profiles ORDER BY id"
        ).fetchall()
    db.close()
    return found


def test_many_games_are_written_as_record_writes_each(tmp_path: Path) -> None:
    records = some_records()
    one_by_one = open_history(tmp_path / "one.sqlite3")
    for r in records:
        one_by_one.record(
            r.game,
            started_at=r.started_at,
            ended_at=r.ended_at,
            assisted=r.assisted,
            network=r.network,
        )
    one_by_one.close()
    at_once = open_history(tmp_path / "many.sqlite3")
    assert at_once.record_many(records) == [1, 2, 3, 4]
    assert at_once.count() == 4
    assert at_once.load_game(3) == records[2].game
    assert [g.network for g in at_once.recent_games(4)] == [False, True, False, False]
    assert at_once.best_scores(Kind(ExtraFive.OFF, 1, 1, False))[0].name == "Ana"
    at_once.close()
    assert rows(tmp_path / "many.sqlite3") == rows(tmp_path / "one.sqlite3")


def test_the_same_game_twice_is_one_game(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    first, second = some_records()[:2]
    assert history.record_many([first, second, first]) == [1, 2, 1]
    assert history.record_many([second]) == [2]
    assert history.count() == 2


def test_a_game_not_over_writes_nothing(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    records = some_records()
    going_on = Game.new([Player("Ana")], seed=5)
    going_on.roll()
    unfinished = GameRecord("2026-03-09T09:00:00+00:00", "", 0.0, Assist.NONE, going_on)
    with pytest.raises(ValueError, match="finished"):
        history.record_many([*records[:2], unfinished, *records[2:]])
    assert history.count() == 0 and history.names() == [] and history.kinds() == []
    assert history.record_many(records) == [1, 2, 3, 4]  # and the history goes on


def test_a_busy_database_raises_and_keeps_nothing_for_later(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    history = open_history(path, timeout=0.05)
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            history.record_many(some_records())
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert history.pending == 0 and history.count() == 0
    assert history.record_many(some_records()) == [1, 2, 3, 4]

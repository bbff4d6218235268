"""The history database: every finished game kept, best scores and statistics right, faults safe."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path

import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.store import history as history_module
from fivedice.store.history import History, Kind, keep_for_later, pending_dir

from ..core.helpers import finished, play, scripted


def open_history(path: Path) -> History:
    history, problem = History.open(path)
    assert history is not None and problem is None
    return history


def test_a_finished_game_is_kept_whole(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = finished([Player("Ana"), Player("Bot", "hard")], Rules(extra_five=ExtraFive.OFFICIAL))
    game_id = history.record(game, started_at="2026-01-01T10:00:00+00:00", assisted=True)
    assert game_id is not None and history.count() == 1
    assert history.load_game(game_id) == game
    rows = history.games()
    assert [(r["name"], r["total"], r["assisted"]) for r in rows] == [
        ("Ana", game.totals()[0], 1),
        ("Bot", game.totals()[1], 1),
    ]
    history.close()
    # Reopened: still there, schema not migrated twice.
    again = open_history(tmp_path / "h.sqlite3")
    assert again.count() == 1
    with pytest.raises(ValueError):
        again.record(Game.new([Player("Ana")], seed=3))


def test_best_scores_per_kind_people_only(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    totals = []
    for seed in range(12):
        game = finished([Player("Ana")], seed=seed)
        history.record(game, ended_at=f"2026-02-{seed + 1:02d}T12:00:00+00:00")
        totals.append(game.totals()[0])
    history.record(finished([Player("Ana")], Rules(extra_five=ExtraFive.FREE), seed=99))
    history.record(finished([Player("Ana"), Player("Bot", "easy")], seed=5))
    solo = Kind(ExtraFive.OFF, 1, 1, False)
    best = history.best_scores(solo)
    assert [b.score for b in best] == sorted(totals, reverse=True)[:10]
    assert all(b.name == "Ana" for b in best)
    duo = history.best_scores(Kind(ExtraFive.OFF, 2, 1, False))
    assert [b.name for b in duo] == ["Ana"]  # the computer player is not on the board
    assert set(history.kinds()) == {
        solo,
        Kind(ExtraFive.FREE, 1, 1, False),
        duo and Kind(ExtraFive.OFF, 2, 1, False),
    }


def test_player_statistics(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    # P1: a duel with the upper bonus and one five of a kind, then a plain solo game as "p1".
    game = scripted([], players=2)
    for face in range(1, 7):
        play(game, (face,) * 3 + (1 if face != 1 else 2, 2 if face != 2 else 3), Category(face - 1))
        play(game, (1, 2, 3, 4, 6), Category(face - 1))
    play(game, (5, 5, 5, 5, 5), Category.FIVE_KIND)
    play(game, (1, 2, 3, 4, 6), Category.FIVE_KIND)
    for box in [*list(Category)[6:11], Category.CHANCE]:
        play(game, (1, 1, 2, 2, 2), box)
        play(game, (1, 2, 3, 4, 6), box)
    assert game.is_over
    history.record(game, assisted=True)
    second = finished([Player("p1")], seed=4)
    history.record(second)
    stats = history.player_stats("P1")
    first_total = game.totals()[0]
    assert stats.games == 2 and stats.scores == (first_total, second.totals()[0])
    assert stats.best == max(stats.scores) and stats.average == sum(stats.scores) / 2
    assert stats.wins == 1 + 1  # won the duel and the solo game
    assert stats.fives == 1
    assert stats.upper_bonus_rate == (1 + (second.card_summary(0).upper_bonus > 0)) / 2
    unassisted = history.player_stats("P1", include_assisted=False)
    assert unassisted.scores == (second.totals()[0],)
    assert history.names()[0].lower() == "p1"


def test_export_csv(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = finished([Player("Ana"), Player("Ben")], Rules(cards=2))
    history.record(game)
    out = tmp_path / "history.csv"
    assert history.export_csv(out) == 2
    rows = list(csv.DictReader(out.open()))
    assert [r["name"] for r in rows] == ["Ana", "Ben"]
    assert int(rows[0]["total"]) == game.totals()[0]
    assert int(rows[0]["card2_chance"]) == game.card(0, 1)[Category.CHANCE]


@pytest.mark.parametrize(
    "content", [b"not a database at all" * 100, b"SQLite format 3\x00" + b"\x07" * 3000]
)
def test_a_damaged_database_is_set_aside_never_replaced_silently(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    history, problem = History.open(path)
    assert history is not None and problem is not None and "new one" in problem
    aside = list(tmp_path.glob("history.sqlite3.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert history.record(finished([Player("Ana")])) is not None


def test_a_newer_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    open_history(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE schema_version SET version = 99")
    history, problem = History.open(path)
    assert history is None and problem is not None and "newer" in problem
    assert path.exists() and not list(tmp_path.glob("*.damaged-*"))


def test_a_locked_database_keeps_the_game_until_it_is_free(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history, _ = History.open(path, timeout=0.05)
    assert history is not None
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    game = finished([Player("Ana")])
    assert history.record(game) is None and history.pending == 1
    blocker.execute("ROLLBACK")
    blocker.close()
    history.flush()
    assert history.pending == 0 and history.count() == 1


def test_an_unwritable_folder_gives_no_history_and_a_message(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    history, problem = History.open(tmp_path / "file" / "history.sqlite3")
    assert history is None and problem


def test_migrations_run_in_order_and_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    open_history(path).close()

    def add_notes(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN notes TEXT")

    monkeypatch.setattr(history_module, "MIGRATIONS", (*history_module.MIGRATIONS, add_notes))
    monkeypatch.setattr(history_module, "SCHEMA_VERSION", 2)
    history = open_history(path)
    history.record(finished([Player("Ana")]))
    history.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(2,)]
        assert db.execute("SELECT COUNT(notes) FROM games").fetchone() == (0,)
    open_history(path).close()  # at the current version: nothing runs again


def test_recording_the_same_game_twice_keeps_one(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = finished([Player("Ana")], seed=9)
    first = history.record(game)
    assert history.record(game) == first and history.count() == 1


def test_a_game_kept_while_busy_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history, _ = History.open(path, timeout=0.05)
    assert history is not None
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    game = finished([Player("Ana")], seed=4)
    assert history.record(game, assisted=True) is None
    history._db.close()  # the app quits (or crashes) while the database is still busy
    blocker.execute("ROLLBACK")
    blocker.close()
    again = open_history(path)  # the next start records what waited
    assert again.count() == 1 and again.pending == 0
    [row] = again.games()
    assert row["assisted"] == 1 and again.load_game(row["game_id"]) == game


def test_a_damaged_waiting_game_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    keep_for_later(path, finished([Player("Ana")], seed=2))
    bad = pending_dir(path) / "zzz.json"
    bad.write_text("{ half a game")
    history = open_history(path)
    assert history.count() == 1
    assert list(pending_dir(path).glob("zzz.json.damaged-*"))

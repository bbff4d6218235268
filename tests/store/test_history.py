"""The history database: every finished game kept, best scores and statistics right, faults safe."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.store import history as history_module
from fivedice.store import schema as schema_module
from fivedice.store.history import History, HistoryError, Kind, keep_for_later, pending_dir

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
    totals = (first_total, second.totals()[0])
    assert stats.games == 2 and stats.recent == totals  # oldest first
    assert stats.distribution == tuple((t, totals.count(t)) for t in sorted(set(totals)))
    assert stats.best == max(totals) and stats.average == sum(totals) / 2
    assert stats.wins == 1 + 1  # won the duel and the solo game
    assert stats.fives == 1
    assert stats.upper_bonus_rate == (1 + (second.card_summary(0).upper_bonus > 0)) / 2
    unassisted = history.player_stats("P1", include_assisted=False)
    assert unassisted.recent == (second.totals()[0],) and unassisted.games == 1
    assert history.player_stats("P1", recent=1).recent == (second.totals()[0],)
    assert history.names()[0].lower() == "p1"
    empty = history.player_stats("nobody")
    assert (empty.games, empty.best, empty.average, empty.distribution, empty.recent) == (
        0,
        0,
        0.0,
        (),
        (),
    )


def test_export_csv(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = finished([Player("Ana"), Player("Ben")], Rules(cards=2))
    history.record(game)
    out = tmp_path / "history.csv"
    assert history.export_csv(out) == 2
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig")))
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

    latest = len(schema_module.MIGRATIONS) + 1
    monkeypatch.setattr(schema_module, "MIGRATIONS", (*schema_module.MIGRATIONS, add_notes))
    monkeypatch.setattr(schema_module, "SCHEMA_VERSION", latest)
    history = open_history(path)
    history.record(finished([Player("Ana")]))
    history.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(latest,)]
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


# ------------------------------------------------------------------ reading at any size, safely


def test_the_value_types_live_apart_from_the_database(tmp_path: Path) -> None:
    import subprocess
    import sys

    from fivedice.store import records

    for name in ("Kind", "BestScore", "PlayerStats", "GameRecord", "HistoryError"):
        assert getattr(history_module, name) is getattr(records, name)
    # A window may import the records without bringing in the database or the files.
    code = (
        "import sys, fivedice.store.records; "
        "assert not {'sqlite3', 'fivedice.store.history', 'fivedice.store.files'} & set("
        "sys.modules), sorted(sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=tmp_path)


def test_reads_of_a_broken_history_say_why_in_plain_words(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game_id = history.record(finished([Player("Ana")]))
    assert game_id is not None
    with sqlite3.connect(tmp_path / "h.sqlite3", isolation_level=None) as other:
        for table in ("game_players", "games", "kind_counts", "profiles", "profile_totals"):
            other.execute(f"DROP TABLE {table}")
    kind = Kind(ExtraFive.OFF, 1, 1, False)
    reads = [
        history.count,
        history.kinds,
        history.names,
        lambda: history.best_scores(kind),
        lambda: history.best_for(finished([Player("Ana")])),
        lambda: history.personal_best("Ana", kind),
        lambda: history.player_stats("Ana"),
        history.recent_games,
        history.games,
        lambda: history.load_game(game_id),
        lambda: history.export_csv(tmp_path / "out.csv"),
    ]
    for read in reads:
        with pytest.raises(HistoryError, match=r"^The game history could not be read: no such"):
            read()
    # Callers that catch sqlite3 errors (written before reads said why) still catch it.
    with pytest.raises(sqlite3.Error):
        history.kinds()


def test_an_export_that_cannot_be_written_says_why(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    history.record(finished([Player("Ana")]))
    with pytest.raises(HistoryError, match=r"could not be written to out\.csv: No such"):
        history.export_csv(tmp_path / "missing" / "out.csv")
    with pytest.raises(HistoryError, match="could not be written"):
        history.export_csv(tmp_path)  # a folder


def copy_games(history: History, times: int) -> None:
    """`times` copies of the latest game, each a minute later than the one before."""
    db = history._db
    for _ in range(times):
        db.execute("BEGIN")
        [last] = db.execute("SELECT MAX(id) FROM games").fetchone()
        db.execute(
            "INSERT INTO games SELECT ?1 + 1, started_at, strftime('%Y-%m-%dT%H:%M:%S+00:00',"
            " ended_at, '+1 minutes'), duration_s, seed + 1, extra_five, cards, triple, players,"
            " assisted, game_json, open_sheets, network FROM games WHERE id = ?1",
            (last,),
        )
        db.execute(
            "INSERT INTO game_players (game_id, seat, name, computer, total, place, winner,"
            " dropped, upper_bonuses, fives, extra_five, players, cards, triple, assisted,"
            " ended_at, open_sheets, profile) SELECT g.id, seat, name, computer, total, place,"
            " winner, dropped, upper_bonuses, fives, gp.extra_five, gp.players, gp.cards,"
            " gp.triple, gp.assisted, g.ended_at, gp.open_sheets, gp.profile FROM game_players gp"
            " JOIN games g ON g.id = gp.game_id + 1"
            " WHERE gp.game_id = ?",
            (last,),
        )
        db.execute("COMMIT")


def test_recent_games_are_the_latest_few_with_their_players(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    duel = finished([Player("Ana"), Player("Bot", "hard")], seed=3)
    history.record(duel, ended_at="2026-01-01T10:00:00+00:00", assisted=True)
    copy_games(history, 14)
    assert history.count() == 15
    recent = history.recent_games(limit=4)
    assert len(recent) == 4
    assert [g.game_id for g in recent] == [15, 14, 13, 12]  # newest first
    assert recent[0].ended_at > recent[1].ended_at
    first = recent[0]
    assert first.kind == Kind.of(duel) and first.assisted
    assert [(s.name, s.computer, s.total) for s in first.seats] == [
        ("Ana", None, duel.totals()[0]),
        ("Bot", "hard", duel.totals()[1]),
    ]
    assert len(history.recent_games()) == 15


def test_counts_follow_the_games_written_and_removed(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    solo = finished([Player("ana")], seed=1)
    history.record(solo, ended_at="2026-01-01T10:00:00+00:00")
    history.record(finished([Player("Ana")], seed=2), ended_at="2026-01-02T10:00:00+00:00")
    duel_id = history.record(finished([Player("Ben"), Player("Ana")], seed=3))
    # One person however the name is written; the profile keeps the name it was made with
    # (only renaming it changes that).
    assert history.names() == ["ana", "Ben"]
    assert history.kinds()[0] == Kind.of(solo)
    assert history.player_stats("ANA").games == 3
    history._db.execute("PRAGMA foreign_keys = ON")
    history._db.execute("DELETE FROM games WHERE id = ?", (duel_id,))
    assert history.names() == ["ana"]
    assert history.kinds() == [Kind.of(solo)]
    stats = history.player_stats("Ana")
    assert stats.games == 2 and sum(n for _, n in stats.distribution) == 2


def write_version_1(path: Path, games: list[tuple[Game, str, bool]]) -> None:
    """A history as version 1 of the schema had it, holding `games` (game, ended at, hints)."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version VALUES (1)")
    schema_module.MIGRATIONS[0](db)
    for game, ended_at, assisted in games:
        outcome = game.outcome()
        assert outcome is not None
        rules = game.rules
        cur = db.execute(
            "INSERT INTO games (started_at, ended_at, duration_s, seed, extra_five, cards,"
            " triple, players, assisted, game_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                ended_at,
                ended_at,
                game.elapsed,
                game.seed,
                rules.extra_five.value,
                rules.cards,
                int(rules.triple),
                len(game.players),
                int(assisted),
                json.dumps(game.to_dict()),
            ),
        )
        for seat, player in enumerate(game.players):
            db.execute(
                "INSERT INTO game_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    cur.lastrowid,
                    seat,
                    player.name,
                    player.computer,
                    outcome.totals[seat],
                    outcome.ranking.index(seat) + 1,
                    int(seat in outcome.winners),
                    int(seat in outcome.dropped),
                    sum(1 for c in range(rules.cards) if game.card_summary(seat, c).upper_bonus),
                    game.fives_scored(seat),
                ),
            )
    db.close()


def test_a_version_1_history_is_migrated_with_every_game(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    games = [
        (finished([Player("Ana")], seed=s), f"2025-12-{s + 1:02d}T20:00:00+00:00", s == 2)
        for s in range(6)
    ]
    duel = finished([Player("ana"), Player("Bot", "easy")], Rules(cards=2), seed=9)
    games.append((duel, "2025-12-24T20:00:00+00:00", False))
    write_version_1(path, games)
    history = open_history(path)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [
            (schema_module.SCHEMA_VERSION,)
        ]
    assert history.count() == 7
    assert [g.game_id for g in history.recent_games()] == [7, 6, 5, 4, 3, 2, 1]
    for game_id, (game, _, _) in enumerate(games, 1):
        assert history.load_game(game_id) == game
    solo_totals = [g.totals()[0] for g, _, _ in games[:6]]
    solo = Kind(ExtraFive.OFF, 1, 1, False)
    assert history.kinds() == [solo, Kind.of(duel)]
    assert [b.score for b in history.best_scores(solo)] == sorted(solo_totals, reverse=True)
    assert history.best_scores(solo)[0].ended_at.startswith("2025-12-")
    assert len(history.best_scores(solo, include_assisted=False)) == 5
    assert history.names() in (["Ana"], ["ana"])
    stats = history.player_stats("Ana")
    all_totals = [*solo_totals, duel.totals()[0]]
    assert stats.games == 7 and stats.best == max(all_totals)
    assert stats.recent == tuple(all_totals)
    assert history.personal_best("ANA", Kind.of(duel)) == duel.totals()[0]
    # New games land beside the old ones, counted with them.
    history.record(finished([Player("Ana")], seed=40), ended_at="2026-01-01T00:00:00+00:00")
    assert history.player_stats("Ana").games == 8 and history.count() == 8


def test_rules_this_version_does_not_know_are_said_not_raised_raw(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    history.record(finished([Player("Ana")]))
    history._db.execute("UPDATE games SET extra_five = 'wild'")
    history._db.execute("UPDATE kind_counts SET extra_five = 'wild'")
    for read in (history.kinds, history.recent_games):
        with pytest.raises(HistoryError, match="rules this Five Dice does not know"):
            read()

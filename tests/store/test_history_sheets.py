"""Open or hidden score sheets are part of a game's kind: games played without seeing the others'
cards are ranked on their own, and histories from before hidden sheets keep every game as open."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.store import schema as schema_module
from fivedice.store.history import History, Kind

from ..core.helpers import finished

HIDDEN = Rules(open_sheets=False)
DUO_OPEN = Kind(ExtraFive.OFF, 2, 1, False)
DUO_HIDDEN = Kind(ExtraFive.OFF, 2, 1, False, open_sheets=False)


def open_history(path: Path) -> History:
    history, problem = History.open(path)
    assert history is not None and problem is None
    return history


def test_the_label_names_hidden_sheets_and_leaves_open_ones_unsaid() -> None:
    assert DUO_HIDDEN.label == "2 players · one card · extra five Off · hidden sheets"
    assert DUO_OPEN.label == "2 players · one card · extra five Off"
    triple = Kind(ExtraFive.FREE, 3, 3, True, open_sheets=False)
    assert triple.label == "3 players · Triple · extra five Free joker · hidden sheets"
    assert Kind(ExtraFive.OFF, 1, 2, False).label == "Solo · 2 cards · extra five Off"


def test_the_kind_of_a_game_follows_its_sheets_and_a_solo_game_is_always_open() -> None:
    duel = finished([Player("Ana"), Player("Ben")], HIDDEN, seed=1)
    assert Kind.of(duel) == DUO_HIDDEN != Kind.of(finished([Player("Ana"), Player("Ben")]))
    # Alone at the table there is no other card to hide: the same game as an open one.
    assert Kind.of(finished([Player("Ana")], HIDDEN)) == Kind(ExtraFive.OFF, 1, 1, False)


def test_hidden_and_open_games_of_the_same_rules_are_ranked_apart(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    hidden = [finished([Player("Ana"), Player("Bot", "hard")], HIDDEN, seed=s) for s in (1, 2)]
    opened = finished([Player("Ana"), Player("Bot", "hard")], seed=3)
    for game in [*hidden, opened]:
        history.record(game)
    duo_open = Kind(ExtraFive.OFF, 2, 1, False)
    duo_hidden = Kind(ExtraFive.OFF, 2, 1, False, open_sheets=False)
    assert history.kinds() == [duo_hidden, duo_open]  # most played first
    assert [b.score for b in history.best_scores(duo_open)] == [opened.totals()[0]]
    hidden_totals = sorted((g.totals()[0] for g in hidden), reverse=True)
    assert [b.score for b in history.best_scores(duo_hidden)] == hidden_totals
    assert history.personal_best("ana", duo_open) == opened.totals()[0]
    assert history.personal_best("ana", duo_hidden) == hidden_totals[0]
    best = history.best_for(hidden[0])
    assert best is not None and best.score == hidden_totals[0]
    kinds = {g.game_id: g.kind for g in history.recent_games()}
    assert kinds == {1: duo_hidden, 2: duo_hidden, 3: duo_open}
    # The CSV export says which games were played with hidden sheets.
    out = tmp_path / "out.csv"
    history.export_csv(out)
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig", newline="")))
    assert [(r["game_id"], r["open_sheets"]) for r in rows if r["computer"] == ""] == [
        ("3", "1"),
        ("2", "0"),
        ("1", "0"),
    ]
    assert rows[0]["assisted"] == "" and rows[0]["seat"] == "0"  # the columns after it are right
    # Counted as games come and go.
    history._db.execute("PRAGMA foreign_keys = ON")
    history._db.execute("DELETE FROM games WHERE id = 3")
    assert history.kinds() == [duo_hidden]


def write_version_2(path: Path, games: list[Game]) -> None:
    """A history as version 2 of the schema had it (before hidden sheets), holding `games`."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version VALUES (2)")
    for migration in schema_module.MIGRATIONS[:2]:
        migration(db)
    for n, game in enumerate(games):
        outcome = game.outcome()
        assert outcome is not None
        rules = game.rules
        ended = f"2026-01-{n + 1:02d}T20:00:00+00:00"
        kind = (rules.extra_five.value, len(game.players), rules.cards, int(rules.triple))
        cur = db.execute(
            "INSERT INTO games (started_at, ended_at, duration_s, seed, extra_five, players,"
            " cards, triple, assisted, game_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (ended, ended, game.elapsed, game.seed, *kind, 0, json.dumps(game.to_dict())),
        )
        for seat, player in enumerate(game.players):
            db.execute(
                "INSERT INTO game_players (game_id, seat, name, computer, total, place, winner,"
                " dropped, upper_bonuses, fives, extra_five, players, cards, triple, assisted,"
                " ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, 0, ?)",
                (
                    cur.lastrowid,
                    seat,
                    player.name,
                    player.computer,
                    outcome.totals[seat],
                    outcome.ranking.index(seat) + 1,
                    int(seat in outcome.winners),
                    int(seat in outcome.dropped),
                    *kind,
                    ended,
                ),
            )
    db.close()


def test_a_version_2_history_keeps_its_games_as_open_sheet_games(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    games = [finished([Player("Ana"), Player("Ben")], seed=s) for s in range(3)]
    write_version_2(path, games)
    history = open_history(path)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchone() == (
            schema_module.SCHEMA_VERSION,
        )
        assert db.execute("SELECT DISTINCT open_sheets FROM games").fetchall() == [(1,)]
    assert history.count() == 3 and history.kinds() == [DUO_OPEN]
    scores = sorted((t for g in games for t in g.totals()), reverse=True)
    assert [b.score for b in history.best_scores(DUO_OPEN)] == scores
    assert history.best_scores(DUO_HIDDEN) == []
    assert all(g.kind == DUO_OPEN for g in history.recent_games())
    for game_id, game in enumerate(games, 1):
        assert history.load_game(game_id) == game
    # A hidden-sheets game played after the update is a kind of its own beside them.
    history.record(finished([Player("Ana"), Player("Ben")], HIDDEN, seed=7))
    assert history.kinds() == [DUO_OPEN, DUO_HIDDEN]
    assert len(history.best_scores(DUO_OPEN)) == 6 and len(history.best_scores(DUO_HIDDEN)) == 2
    history.close()
    # Whole by the current version's own check (built from the migrations), reopened as is.
    with sqlite3.connect(path) as db:
        assert schema_module.missing(db) == []
    assert open_history(path).count() == 4


def test_the_migration_keeps_the_counts_and_the_indexes_used(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    write_version_2(path, [finished([Player("Ana")], seed=s) for s in range(4)])
    open_history(path).close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT * FROM kind_counts").fetchall() == [("off", 1, 1, 0, 1, 4)]
        plan = db.execute(
            "EXPLAIN QUERY PLAN SELECT total FROM game_players WHERE extra_five = 'off'"
            " AND players = 1 AND cards = 1 AND triple = 0 AND open_sheets = 1"
            " AND computer IS NULL AND dropped = 0 ORDER BY total DESC LIMIT 10"
        ).fetchall()
    assert "game_players_best" in str(plan) and "TEMP B-TREE" not in str(plan)

"""benchmarks/bench_scoreboard.py builds its history through the app's own writer, whatever the
schema, and prints its figures (run small here: its figures are read by people, not asserted)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from fivedice.store.history import SCHEMA_VERSION, History

from .scripts import load_script

BENCHMARK = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_scoreboard.py"


def test_the_benchmark_runs_small_and_prints_its_figures(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, str(BENCHMARK), "--games", "200"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "built a history of 200 games" in out
    for figure in (
        "History.open: first",
        "kinds()",
        "names()",
        "best_scores(most played kind)",
        "player_stats(",
        "recent_games(200)",
        "slowest median",
        "scoreboard opened and painted: first",
        "'hide hints' toggled",
        "a game's end (best scores read, the game written), 15 games: median",
        "CSV export:",
    ):
        assert figure in out, figure
    # The games whose end was timed are in the history too, and in each earlier version's.
    for version in range(1, SCHEMA_VERSION):
        assert f"opening a version-{version} history of 215 games" in out
    assert "Traceback" not in run.stderr


def test_its_history_is_one_the_app_wrote(tmp_path: Path) -> None:
    bench = load_script("bench_scoreboard", BENCHMARK)
    path = tmp_path / "history.sqlite3"
    playing, writing = bench.build(path, 150)
    assert playing > 0 and writing > 0
    history, problem = History.open(path)
    assert history is not None and problem is None
    assert history.count() == 150
    kinds = history.kinds()
    assert any(k.players > 1 and not k.open_sheets for k in kinds)
    assert any(k.triple for k in kinds) and any(k.players == 4 for k in kinds)
    assert set(history.names()) <= set(bench.PEOPLE)
    recent = history.recent_games(150)
    assert any(g.assisted for g in recent) and any(g.network for g in recent)
    assert any(s.computer for g in recent for s in g.seats)
    ids = [g.game_id for g in recent]
    assert all(history.load_game(i).is_over for i in ids[:20])  # each game replays
    history.close()
    # An earlier version's history holds the same games, and opening it migrates it.
    old = tmp_path / "v3.sqlite3"
    bench.build_earlier(old, path, SCHEMA_VERSION - 1)
    with sqlite3.connect(old) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [
            (SCHEMA_VERSION - 1,)
        ]
    db.close()
    migrated, problem = History.open(old)
    assert migrated is not None and problem is None
    assert migrated.count() == 150 and migrated.kinds() == kinds
    migrated.close()

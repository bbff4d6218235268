"""Start-up loads only what the first picture shows: the window painted for the first time, in
a fresh interpreter, has not loaded the coach and its perfect-play tables, NumPy, the network,
the sound, the dialogs, the analysis panel or the history's database, nor opened the history;
they load when first used, or a moment after the first paint.

How long start-up takes is measured by ``benchmarks/bench_startup.py`` (against a bare window of
the same size, ``benchmarks/bare_window.py``), never judged here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

BARE_WINDOW = Path(__file__).resolve().parent.parent / "benchmarks" / "bare_window.py"

# Runs the app as `fivedice` does, and prints the modules loaded when the window first paints.
AT_FIRST_PAINT = """
import json, sys
import fivedice.app as app

built = app.build_window

def build_window(*args, **kwargs):
    window = built(*args, **kwargs)
    controller = window.controller
    window.first_paint.painted.connect(
        lambda: print("loaded " + json.dumps(sorted(sys.modules)), flush=True)
    )
    window.first_paint.painted.connect(
        lambda: print("history waits " + json.dumps(controller.history_waiting), flush=True)
    )
    return window

app.build_window = build_window
sys.exit(app.main([]))
"""

NOT_AT_FIRST_PAINT = (
    "numpy",
    "fivedice.strategy",
    "fivedice.net",
    # Internet tables: Twisted and magic-wormhole load with the first internet table.
    "twisted",
    "wormhole",
    "autobahn",
    "nacl",
    "fivedice.sound",
    "miniaudio",
    "PySide6.QtNetwork",
    "fivedice.ui.tables",
    "fivedice.ui.board.analysis",
    "fivedice.ui.control.cues",
    "fivedice.ui.dialogs.help",
    "fivedice.ui.dialogs.newgame",
    "fivedice.ui.dialogs.preferences",
    "fivedice.ui.dialogs.result",
    "fivedice.ui.dialogs.review",
    "fivedice.ui.dialogs.scoreboard",
    "html",
    "ctypes",
    "importlib.resources",
    # The dice's hash (and OpenSSL behind it): a new game has no faces before its first roll,
    # and its seed comes from the system's random bytes.
    "hashlib",
    "_hashlib",
    "secrets",
    # The per-user folders: the data folder is given.
    "platformdirs",
    # The history's database and what it hands out (the scoreboard's rows, the CSV export): it
    # is opened a moment after the first paint; start-up only writes a game waiting beside it.
    "fivedice.store.history",
    "fivedice.store.records",
    "fivedice.store.export",
    "csv",
    # SQLite itself, and telling an unusable history from a damaged one: whether the disk is
    # full is asked of the files.
    "sqlite3",
    "fivedice.store.access",
    "fivedice.store.schema",
    # The coach and the perfect-play tables it asks: made when first asked for.
    "fivedice.play.coaching",
    "fivedice.play.valueprep",
)
"""What the first picture does not show: none of it may load before the window has painted."""


def first_paint(folder: Path, code: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        FIVEDICE_EXIT_AFTER_FIRST_PAINT="1",
        FIVEDICE_DATA_DIR=str(folder),
        XDG_CONFIG_HOME=str(folder / "xdg-config"),
        XDG_DATA_HOME=str(folder / "xdg-data"),
    )
    done = subprocess.run(
        [sys.executable, *(["-c", code] if code else []), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    return done


def loaded_at_first_paint(folder: Path) -> set[str]:
    out = first_paint(folder, AT_FIRST_PAINT).stdout
    assert "first paint after" in out  # the app's own report: it did paint, and quit
    lines = [line for line in out.splitlines() if line.startswith("loaded ")]
    assert len(lines) == 1
    # The history is opened a moment after the first paint, not before it.
    assert "history waits true" in out.splitlines()
    return set(json.loads(lines[0].removeprefix("loaded ")))


def too_early(loaded: set[str]) -> list[str]:
    return sorted(
        name
        for name in loaded
        if any(name == lazy or name.startswith(lazy + ".") for lazy in NOT_AT_FIRST_PAINT)
    )


def test_the_first_paint_loads_only_what_it_shows(tmp_path):
    loaded = loaded_at_first_paint(tmp_path / "first")  # a first launch: a new game
    assert "fivedice.ui.shell.window" in loaded and "fivedice.ui.board.tray" in loaded
    assert too_early(loaded) == []


def test_a_game_left_in_progress_loads_no_more_at_its_first_paint(tmp_path):
    folder = tmp_path / "again"
    loaded_at_first_paint(folder)  # leaves its game in progress, saved
    assert too_early(loaded_at_first_paint(folder)) == []


def test_the_analysis_panel_left_open_is_there_at_the_first_paint(tmp_path):
    from fivedice.store.settings import Settings

    folder = tmp_path / "panel"
    folder.mkdir()
    settings = dict(Settings().to_dict(), show_analysis=True)
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    loaded = loaded_at_first_paint(folder)
    assert "fivedice.ui.board.analysis" in loaded  # the panel shows: it is built
    assert "numpy" not in loaded and "fivedice.strategy" not in loaded  # its numbers come later


def test_the_yardstick_is_a_window_of_the_games_size(tmp_path):
    game = first_paint(tmp_path / "game", "", "-m", "fivedice").stdout
    bare = first_paint(tmp_path / "bare", "", str(BARE_WINDOW)).stdout
    size = bare.split("first paint ")[1].split()[0]  # "760x736" on the offscreen screen
    assert f", {size}, " in game

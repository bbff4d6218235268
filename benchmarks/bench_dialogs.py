"""How much memory the window keeps after many games (target: less than 20 MB of growth over
200 games), and how many dialogs are still alive.

Every game is a solo game played through the controller (a roll, then the box that scores most),
as the app plays it, on a fresh data folder: each ends with the result dialog, which is closed
with Close before the next game starts with Play again's restart. Between games the event loop
runs once, as it would between clicks, so dialogs closed by then are deleted.

Run: python benchmarks/bench_dialogs.py [games]
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("FIVEDICE_SOUND_BACKEND", "null")

from PySide6.QtCore import QCoreApplication, QEvent, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QDialog

from fivedice.app import build_window
from fivedice.store.settings import Settings
from fivedice.ui.shell.window import MainWindow

TARGET_MB = 20.0
WARM_UP = 10
"""Games played before the first reading (caches, fonts and the history fill up first)."""


def rss_mb() -> float:
    """This process's resident memory now, in MB (the peak where the current one is unknown)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


def settle() -> None:
    """Let the event loop run once, deleting whatever was closed."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def play_one(window: MainWindow) -> None:
    """Play a game to its end, close the result dialog, and start the next game."""
    controller = window.controller
    while not controller.game.is_over:
        if controller.game.rolls_used == 0:
            controller.roll()
        option = max(controller.game.options(), key=lambda o: o.points)
        controller.fill(option.card, option.category)
    dialog = window.result_dialog
    assert dialog is not None, "the result dialog did not open"
    dialog.close_button.click()
    controller.restart()
    settle()


def main(games: int = 200) -> None:
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's chatter
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data"
        os.environ["FIVEDICE_DATA_DIR"] = str(data)
        data.mkdir()
        quiet = replace(Settings(), animation=False, sound=False)
        (data / "settings.json").write_text(json.dumps(quiet.to_dict()), encoding="utf-8")
        window = build_window(data)
        window.show()
        settle()
        for _ in range(WARM_UP):
            play_one(window)
        before = rss_mb()
        start = time.perf_counter()
        for _ in range(games):
            play_one(window)
        took = time.perf_counter() - start
        after = rss_mb()
        alive = len(window.findChildren(QDialog))
        window.controller.blockSignals(True)
        window.close()
        settle()
    growth = after - before
    verdict = "within" if growth < TARGET_MB else "OVER"
    print(f"{games} games (after {WARM_UP} to warm up) in {took:.1f} s")
    print(f"  resident memory  {before:7.1f} MB -> {after:7.1f} MB")
    print(f"  growth           {growth:7.1f} MB  ({verdict} the {TARGET_MB:.0f} MB target)")
    print(f"  per game         {1024 * growth / games:7.1f} KB")
    print(f"  dialogs alive    {alive:7d}")
    del app


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)

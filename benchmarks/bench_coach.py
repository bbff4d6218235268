"""Work done when a die is toggled with the analysis panel open (target: one frame, <= 16 ms).

Measures the whole path a click takes: the controller changes the game, the advisor values every
hold and box, and the window redraws the tray, the card and the panel (events processed).

Run: python benchmarks/bench_coach.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from fivedice.app import build_window
from fivedice.core import Game, Player, Rules
from fivedice.store.settings import PlayerSetting, Settings, save_settings


def measure(rules: Rules, label: str, app: QApplication) -> None:
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(players=(PlayerSetting("Ana"),), animation=False)
        save_settings(Path(folder) / "settings.json", settings)
        window = build_window(Path(folder))
        window.show()
        game = Game.new([Player("Ana")], rules, seed=4)
        for _ in range(4):
            game.roll()
            card, box = next(iter(game.preview()))
            game.fill(box, card=card)
        window.controller.start(game)
        window.controller.roll()
        window.analysis_action.trigger()
        app.processEvents()
        times = []
        for i in range(200):
            start = time.perf_counter()
            window.controller.toggle_hold(i % 5)
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
        rows = window.analysis_panel.rows()
        window.close()
    print(
        f"{label:<28} toggle + analysis + redraw: median {statistics.median(times):.2f} ms, "
        f"p95 {sorted(times)[int(len(times) * 0.95)]:.2f} ms, max {max(times):.2f} ms "
        f"({rows} options listed; budget 16 ms)"
    )


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    measure(Rules(), "one card, extra five Off", app)
    measure(Rules(cards=3), "three cards (approximate)", app)


if __name__ == "__main__":
    main()

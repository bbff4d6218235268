"""How long the scoreboard takes to open with 1,000 finished games in the history (target < 200 ms).

Run: python benchmarks/bench_scoreboard.py
"""

from __future__ import annotations

import os
import random
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from fivedice.core import Game, Player, Rules
from fivedice.store.history import History, Kind
from fivedice.ui.scoreboard import ScoreboardDialog


def random_game(rng: random.Random, seed: int) -> Game:
    names = ["Ana", "Ben", "Cy", "Dee"]
    players = [Player(n) for n in names[: rng.choice([1, 1, 2, 3])]]
    game = Game.new(players, Rules(), seed=seed)
    while not game.is_over:
        game.roll()
        if rng.random() < 0.5:
            game.toggle_hold(rng.randrange(5))
            game.roll()
        options = list(game.preview().items())
        (card, box), _ = max(options, key=lambda kv: kv[1] + rng.random() * 8)
        game.fill(box, card=card)
    return game


def main() -> None:
    app = QApplication.instance() or QApplication([])
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        history, _ = History.open(path)
        assert history is not None
        t0 = time.perf_counter()
        for i in range(1000):
            history.record(random_game(rng, i), assisted=rng.random() < 0.1)
        print(f"recorded 1000 games in {time.perf_counter() - t0:.1f} s")
        history.close()
        timings = []
        for _ in range(5):
            start = time.perf_counter()
            history, _ = History.open(path)
            dialog = ScoreboardDialog(history, current=Kind.of(random_game(rng, 5)), player="Ana")
            dialog.show()
            app.processEvents()
            dialog.grab()  # force a full paint, charts included
            timings.append((time.perf_counter() - start) * 1000)
            dialog.close()
            assert history is not None
            history.close()
        print(
            f"scoreboard open with 1000 games: best {min(timings):.1f} ms, "
            f"median {sorted(timings)[2]:.1f} ms (target < 200 ms)"
        )


if __name__ == "__main__":
    main()

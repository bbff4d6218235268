"""Autosave writes while a game is left open and nobody plays (target: at most one every 30 s
without a time budget; with one, often enough that a crash loses little of it).

The controller runs on a fake monotonic clock that advances as a real one would, one clock-timer
interval (a quarter of a second) per tick, with the controller's tick called at each step as its
timer would call it: ten idle minutes take well under a second of real time. Every write of the
autosave file is counted (the keeper's real writes, into a temporary folder), from the moment
the game is open to the end of the idle minutes. The players: one person, on turn, thinking.

Printed, per case (no time budget; a 30-minute budget): writes during the idle minutes, the
longest stretch of the clock between two writes, and the writes a whole day would take at that
rate (with a budget: the writes until it is spent, when its player drops out).

Run: python benchmarks/bench_idle_saves.py [--minutes 10]
"""

from __future__ import annotations

import argparse
import itertools
import os
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

import fivedice.store.keeper as keeper_module
from fivedice.store.paths import AppPaths
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.control.controller import CLOCK_INTERVAL_MS, GameController


class SteadyClock:
    """A monotonic clock that moves only when told, as far as a real one would have."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def idle(minutes: float, budget_min: int | None) -> tuple[int, float]:
    """Autosave writes during `minutes` of a game left alone, and the longest stretch of the
    game's clock between two of them (or from the start to the first)."""
    writes: list[float] = []
    real_save = keeper_module.save_game
    clock = SteadyClock()

    def counted(path: Path, game: Any, meta: Any) -> None:
        writes.append(game.elapsed)
        real_save(path, game, meta)

    keeper_module.save_game = counted  # type: ignore[assignment]
    try:
        with tempfile.TemporaryDirectory() as folder:
            settings = Settings(players=(PlayerSetting("Ana"),), time_budget_min=budget_min)
            paths = AppPaths.in_folder(Path(folder))
            controller = GameController(settings, paths=paths, clock=clock)
            writes.clear()  # the new game's first save is not an idle one
            step = CLOCK_INTERVAL_MS / 1000
            for _ in range(round(minutes * 60 / step)):
                clock.now += step
                controller.tick()
            assert not controller.game.paused and not controller.game.is_over
            controller.close()  # (closing saves once more: not counted)
            count = len(writes) - 1
            marks = [0.0, *writes[:count], minutes * 60]
    finally:
        keeper_module.save_game = real_save  # type: ignore[assignment]
    return count, max(b - a for a, b in itertools.pairwise(marks))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="idle minutes (10)")
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])
    for label, budget in (("no time budget", None), ("30-minute time budget", 30)):
        started = time.perf_counter()
        count, gap = idle(args.minutes, budget)
        real = time.perf_counter() - started
        rate = count / (args.minutes * 60)
        if budget is None:
            bound = f"{rate * 24 * 3600:,.0f} a day at this rate"
        else:  # the player drops out when the budget is spent: no more clock to save
            bound = f"at most {rate * budget * 60:,.0f} for the whole budget"
        print(
            f"{label:<22} {args.minutes:g} idle minutes: {count} autosave writes "
            f"(longest stretch of clock unsaved {gap:.1f} s; {bound}; ran in {real:.2f} s)"
        )


if __name__ == "__main__":
    main()

"""Autosave writes while a player toggles holds: how often the game is written, and how much.

A hold is not a move of the game's log: it is state between two rolls, saved with the game at
most once a second (a roll, a fill, undo and pause are saved as they are made). This prints, for
1,000 hold toggles at two paces, the autosave writes they cause and the bytes written:

* "person": ten toggles a second of play (a quick player, holding and releasing as they think);
* "flood": the 1,000 toggles within one second (a script, or a guest at a network table
  spamming its requests to the host that saves the game).

The controller runs on a fake monotonic clock that advances as a real one would, with the
controller's tick called every clock-timer interval (a quarter of a second) as its timer would
call it; every write of the autosave file is counted (the keeper's real writes, into a temporary
folder), from the first toggle to one second after the last (when the last hold has been saved).
The game: one person, on turn after the first roll of a game with three cards (so its save is
not the smallest).

Run: python benchmarks/bench_hold_saves.py [--toggles 1000]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_idle_saves import SteadyClock  # benchmarks/ is the script's folder
from PySide6.QtCore import QCoreApplication

import fivedice.store.keeper as keeper_module
from fivedice.store.paths import AppPaths
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.control.controller import CLOCK_INTERVAL_MS, GameController


def toggles(count: int, per_second: float) -> tuple[int, int, bool]:
    """(autosave writes, bytes written, whether the last hold is in the save) for `count`
    hold toggles at `per_second` toggles a second of play."""
    writes: list[int] = []
    real_save = keeper_module.save_game
    clock = SteadyClock()

    def counted(path: Path, game: Any, meta: Any) -> None:
        real_save(path, game, meta)
        writes.append(path.stat().st_size)

    keeper_module.save_game = counted  # type: ignore[assignment]
    try:
        with tempfile.TemporaryDirectory() as folder:
            settings = Settings(players=(PlayerSetting("Ana"),), cards=3)
            paths = AppPaths.in_folder(Path(folder))
            controller = GameController(settings, paths=paths, clock=clock)
            controller.roll()
            writes.clear()  # the roll's save is not a hold's
            start, tick = clock.now, CLOCK_INTERVAL_MS / 1000
            last = start + (count - 1) / per_second
            events = [(start + i / per_second, 1, i) for i in range(count)]
            ticks = int((last - start + 1) / tick) + 2
            events += [(start + k * tick, 0, k) for k in range(1, ticks)]
            for at, is_toggle, i in sorted(events):
                clock.now = at
                if is_toggle:
                    controller.toggle_hold(i % 5)
                else:
                    controller.tick()
            saved = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
            held = controller.game.held
            # the save's holds: slots since save format 3, five flags before
            kept = saved["game"]["state"]["held"] in ([s for s in range(5) if held[s]], list(held))
            controller.close()  # (closing saves once more: not counted)
    finally:
        keeper_module.save_game = real_save  # type: ignore[assignment]
    return len(writes), sum(writes), kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--toggles", type=int, default=1000, help="hold toggles (1000)")
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])
    for label, pace in (("person, 10 a second", 10.0), ("flood, all in 1 s", float(args.toggles))):
        started = time.perf_counter()
        count, size, kept = toggles(args.toggles, pace)
        real = time.perf_counter() - started
        print(
            f"{label:<20} {args.toggles} hold toggles: {count} autosave writes, "
            f"{size / 1000:,.1f} kB written; last hold in the save: {'yes' if kept else 'NO'} "
            f"(ran in {real:.2f} s)"
        )


if __name__ == "__main__":
    main()

"""Start-up against its yardstick: the game to its first painted window, and a bare PySide6
window of the same size (``bare_window.py``), each as a whole process, timed in turn in one run.

    python benchmarks/bench_startup.py [--pairs 15] [--platform offscreen]

The target: the game within 2.0× the bare window. Both run on the same Qt platform, with their
bytecode cached (in a folder of their own, filled by a warm-up run of each), the game on a data
folder of its own (``FIVEDICE_EXIT_AFTER_FIRST_PAINT=1``: it quits once its window has painted).
Runs alternate, game then yardstick, and the ratio is taken pair by pair, so a machine that slows
down or speeds up during the run moves both sides of a pair alike. The figures are the median of
the pairs (and the spread); nothing is judged here.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
BARE = HERE / "bare_window.py"


def game_command() -> list[str]:
    """The ``fivedice`` command beside this interpreter (as installed), else ``-m fivedice``."""
    script = Path(sys.executable).with_name("fivedice")
    return [str(script)] if script.exists() else [sys.executable, "-m", "fivedice"]


def run(command: Sequence[str], env: dict[str, str]) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds, what it printed) of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}): {done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def spread(values: Sequence[float], unit: str = "") -> str:
    """Median, with min and max."""
    median = statistics.median(values)
    return f"{median:.3f}{unit} (min {min(values):.3f}, max {max(values):.3f})"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15, help="game/yardstick pairs (15)")
    parser.add_argument("--platform", default="offscreen", help="Qt platform of both (offscreen)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fivedice-startup-") as folder:
        env = dict(os.environ, QT_QPA_PLATFORM=args.platform)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode is cached, as an installed app's is
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "bytecode")
        game_env = dict(
            env, FIVEDICE_EXIT_AFTER_FIRST_PAINT="1", FIVEDICE_DATA_DIR=str(Path(folder) / "data")
        )
        game, bare = game_command(), [sys.executable, str(BARE)]
        # The warm-up: bytecode written, the data folder made (its first game saved).
        shown = (run(game, game_env)[2].strip(), run(bare, env)[2].strip())
        walls: dict[str, list[float]] = {"game": [], "bare": []}
        cpus: dict[str, list[float]] = {"game": [], "bare": []}
        for _ in range(args.pairs):
            for name, command, environment in (("game", game, game_env), ("bare", bare, env)):
                wall, cpu, _out = run(command, environment)
                walls[name].append(wall)
                cpus[name].append(cpu)
    print(f"start-up to the first painted window, {args.pairs} pairs on {args.platform}")
    print(f"  game: {shown[0]}")
    print(f"  bare: {shown[1]}")
    for name in ("game", "bare"):
        print(f"{name:>6} wall {spread(walls[name], ' s')}   cpu {spread(cpus[name], ' s')}")
    wall_ratio = [g / b for g, b in zip(walls["game"], walls["bare"], strict=True)]
    cpu_ratio = [g / b for g, b in zip(cpus["game"], cpus["bare"], strict=True)]
    print(f" ratio wall {spread(wall_ratio, '×')}   cpu {spread(cpu_ratio, '×')}   (target 2.0×)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Simulator speed: games per second of the per-game simulator (the real Game, one process) and
of the fast one (NumPy over games), in the same run, for Hard alone and for Expert against Hard.

Run: python benchmarks/bench_sim.py [--games N] [--fast-games N]
"""

from __future__ import annotations

import argparse
import time

from fivedice.core import ExtraFive, Rules
from fivedice.sim import match, simulate, simulate_fast


def _rate(games: int, seconds: float) -> str:
    return f"{games / seconds:10.1f} games/s ({games} games in {seconds:.1f} s)"


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games of the per-game simulator")
    parser.add_argument("--fast-games", type=int, default=50_000, help="games of the fast one")
    args = parser.parse_args()
    rules = Rules(ExtraFive.OFF)
    simulate_fast("hard", rules, 100, 0)  # tables loaded before the clocks start
    print("Hard alone, extra five off")
    _, slow = simulate("hard", rules, args.games, seed=1)
    _, fast = simulate_fast("hard", rules, args.fast_games, seed=1)
    print(f"  per-game {_rate(args.games, slow)}")
    print(f"  fast     {_rate(args.fast_games, fast)}")
    print(f"  ratio    {args.fast_games / fast / (args.games / slow):10.0f} x")
    print("Expert against Hard (2 players), extra five off")
    start = time.perf_counter()
    match(("expert", "hard"), rules, args.games // 2, seed=1)
    slow = time.perf_counter() - start
    start = time.perf_counter()
    match(("expert", "hard"), rules, args.fast_games // 4, seed=1, fast=True)
    fast = time.perf_counter() - start
    print(f"  per-game {_rate(args.games // 2, slow)}")
    print(f"  fast     {_rate(args.fast_games // 4, fast)}")
    print(f"  ratio    {(args.fast_games // 4) / fast / ((args.games // 2) / slow):10.0f} x")


if __name__ == "__main__":
    main()

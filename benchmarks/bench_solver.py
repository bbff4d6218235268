"""Solver figures: full table build time per rule, table load time, advice time.

Run: python benchmarks/bench_solver.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from fivedice.strategy.scoring import RULES
from fivedice.strategy.tables import build_table, load_table, packaged_table_path
from fivedice.strategy.turn import CardState, evaluate_turn


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="builds per rule (best is shown)")
    args = parser.parse_args()

    print("full table build (one card, every reachable state)")
    for rule in RULES:
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            _, root = build_table(rule)
            times.append(time.perf_counter() - start)
        print(
            f"  {rule:9s} best {min(times):6.2f} s   median {statistics.median(times):6.2f} s"
            f"   expected score {root:.6f}"
        )

    print("table load (read, verify checksum, decompress)")
    for rule in RULES:
        path = packaged_table_path(rule)
        times = []
        for _ in range(10):
            start = time.perf_counter()
            table = load_table(path, rule)
            times.append(time.perf_counter() - start)
        size = path.stat().st_size / 1e6
        print(
            f"  {rule:9s} best {min(times) * 1e3:6.1f} ms   median "
            f"{statistics.median(times) * 1e3:6.1f} ms   file {size:.2f} MB"
        )

    print("advice for one mid-turn state (every hold and every open box)")
    table = load_table(packaged_table_path("official"), "official")
    state = CardState(0b0001_0010_0101, 4, False)
    start = time.perf_counter()
    evaluate_turn(table, state, (2, 3, 3, 5, 6), 2)
    first = time.perf_counter() - start
    times = []
    for i in range(200):
        dice = (1 + i % 6, 3, 3, 5, 1 + (i // 6) % 6)
        start = time.perf_counter()
        evaluate_turn(table, state, dice, 1 + i % 2)
        times.append(time.perf_counter() - start)
    print(
        f"  official  median {statistics.median(times) * 1e3:.2f} ms   max "
        f"{max(times) * 1e3:.2f} ms   (first call, converting the table: {first * 1e3:.1f} ms)"
    )


if __name__ == "__main__":
    main()

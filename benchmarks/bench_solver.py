"""Solver figures: table build time per rule (values alone, and values with their spread in one
pass), table and spread load time, advice time.

Run: python benchmarks/bench_solver.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from fivedice.strategy.scoring import RULES
from fivedice.strategy.tables import (
    build_both,
    build_table,
    load_spread,
    load_table,
    packaged_spread_path,
    packaged_table_path,
)
from fivedice.strategy.turn import CardState, evaluate_turn


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="builds per rule (best is shown)")
    args = parser.parse_args()

    print("full table build (one card, every reachable state): values alone, then with spread")
    for rule in RULES:
        alone, both = [], []
        for _ in range(args.repeat):  # interleaved, so that a busy machine slows both alike
            start = time.perf_counter()
            _, root = build_table(rule)
            alone.append(time.perf_counter() - start)
            start = time.perf_counter()
            _, _, spread = build_both(rule)
            both.append(time.perf_counter() - start)
        print(
            f"  {rule:9s} values {min(alone):6.2f} s   values + spread {min(both):6.2f} s"
            f"   ratio {min(both) / min(alone):4.2f}   (best of {args.repeat})"
            f"   expected score {root:.6f}, sd {spread.start_variance**0.5:.4f}"
        )

    print("load (read, verify checksum, decompress)")
    for rule in RULES:
        for kind, path, load in (
            ("table ", packaged_table_path(rule), load_table),
            ("spread", packaged_spread_path(rule), load_spread),
        ):
            times = []
            for _ in range(10):
                start = time.perf_counter()
                load(path, rule)
                times.append(time.perf_counter() - start)
            size = path.stat().st_size / 1e6
            print(
                f"  {rule:9s} {kind} best {min(times) * 1e3:6.1f} ms   median "
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

"""Solver figures: table build time per rule (values alone, and values with their spread in one
sweep) against a reference NumPy solver, table and spread load time, advice time.

``build_table`` is what ``python -m fivedice.strategy build --values-only`` runs for a rule and
``build_both`` what ``build`` runs; the reference is ``benchmarks/reference_solver.py`` (values
only, rules "off" and "official").  The builds of one rule and the reference run interleaved,
each repeat in turn, and the best of the repeats is shown: on a busy machine single runs move
by tens of per cent, and interleaving slows all of them alike.

Run: python benchmarks/bench_solver.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import TypeVar

from reference_solver import RULES as REFERENCE_RULES  # benchmarks/ is the script's folder
from reference_solver import ReferenceSolver

from fivedice.strategy.scoring import RULES
from fivedice.strategy.turn import CardState, evaluate_turn
from fivedice.strategy.valuetables import (
    build_both,
    build_table,
    load_spread,
    load_table,
    packaged_spread_path,
    packaged_table_path,
)

T = TypeVar("T")


def _timed(best: dict[str, float], name: str, run: Callable[[str], T], rule: str) -> T:
    """``run(rule)``, keeping its best time in ``best[name]``."""
    start = time.perf_counter()
    out = run(rule)
    best[name] = min(best.get(name, float("inf")), time.perf_counter() - start)
    return out


def _reference(rule: str) -> float:
    return ReferenceSolver(rule).solve()


def builds(repeat: int) -> None:
    """Print the build figures of every rule."""
    print(f"full table build (one card, every reachable state), best of {repeat} interleaved runs:")
    print("  rule       values  values+spread  spread/values   reference  full build/reference")
    for rule in RULES:
        best: dict[str, float] = {}
        for _ in range(repeat):
            _, root = _timed(best, "values", build_table, rule)
            _, _, spread = _timed(best, "both", build_both, rule)
            if rule in REFERENCE_RULES:
                score = _timed(best, "reference", _reference, rule)
                assert abs(score - root) < 1e-6, (rule, score, root)
        reference = best.get("reference")
        against = (
            f"{reference:8.2f} s   {best['both'] / reference:14.2f}"
            if reference is not None
            else f"{'-':>10}   {'-':>14}"
        )
        print(
            f"  {rule:9s} {best['values']:5.2f} s   {best['both']:9.2f} s   "
            f"{best['both'] / best['values']:12.2f}  {against}"
            f"   (expected score {root:.6f}, sd {spread.start_variance**0.5:.4f})"
        )


def loads() -> None:
    """Print the load figures of the shipped tables and spreads."""
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


def advice() -> None:
    """Print the time of the advice for one mid-turn state."""
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


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each build (best shown)")
    args = parser.parse_args()
    builds(args.repeat)
    loads()
    advice()


if __name__ == "__main__":
    main()

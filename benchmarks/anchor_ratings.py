"""The computer levels' fixed ratings, measured: neighbouring levels play each other head to
head (the simulator's ``--match``, the seats turning round, the real game engine), each pair's
share of the points gives their rating difference on the Glicko scale, and the differences are
chained from Normal, fixed at 1500.

Usage::

    python benchmarks/anchor_ratings.py [--games 20000] [--seed 31] [--workers 2] [--rules off]

Prints each pair's figures with the 95% interval of its difference, then the ratings, written as
``fivedice/store/ratings.py`` keeps them (``ANCHORS``). The game takes the same side of luck
for both players of a pair, so 20,000 games a pair put each difference within about ±10 points.
"""

from __future__ import annotations

import argparse
import math
import time

from fivedice.core import ExtraFive, Rules
from fivedice.core.glicko import rating_difference
from fivedice.sim.contests import match

PAIRS = (("easy", "normal"), ("normal", "hard"), ("hard", "expert"))
FIXED = ("normal", 1500.0)
"""The level whose rating is set rather than measured: the one a new player is taken to be."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules", choices=[e.value for e in ExtraFive], default="off")
    args = parser.parse_args()
    rules = Rules(ExtraFive(args.rules))
    differences: dict[tuple[str, str], tuple[float, float, float]] = {}
    print(f"head to head, {args.games} games a pair, extra five {args.rules}, seed {args.seed}:")
    for low, high in PAIRS:
        began = time.perf_counter()
        result = match((low, high), rules, args.games, args.seed, workers=args.workers)
        took = time.perf_counter() - began
        # The second level's edge: its share is one minus the first's.
        share = 1.0 - result.win_rate
        lo, hi = (1.0 - result.ci95[1], 1.0 - result.ci95[0])
        diff = rating_difference(share)
        differences[(low, high)] = (diff, rating_difference(lo), rating_difference(hi))
        print(
            f"  {high:>6} vs {low:<6} {result.wins[1]:>6} wins {result.wins[0]:>6} losses"
            f" {result.draws:>4} draws  share {share:.4f}  difference {diff:+7.1f}"
            f" (95%: {rating_difference(lo):+.1f} to {rating_difference(hi):+.1f})"
            f"  {took:.0f} s"
        )
    ratings = {FIXED[0]: FIXED[1]}
    for low, high in PAIRS:  # up the chain from the fixed level
        if low in ratings:
            ratings[high] = ratings[low] + differences[(low, high)][0]
    for low, high in reversed(PAIRS):  # and down it
        if high in ratings and low not in ratings:
            ratings[low] = ratings[high] - differences[(low, high)][0]
    half = {pair: max(d - lo, hi - d) for pair, (d, lo, hi) in differences.items()}
    print("ratings (Normal fixed), each with the 95% interval of the chain to Normal:")
    for level in ("easy", "normal", "hard", "expert"):
        chain = _chain(level)
        spread = math.sqrt(sum(half[p] ** 2 for p in chain))
        print(f"  {level:<7} {ratings[level]:7.1f}  ±{spread:.1f}")
    print("ANCHORS = {")
    for level in ("easy", "normal", "hard", "expert"):
        print(f'    "{level}": {round(ratings[level])}.0,')
    print("}")


def _chain(level: str) -> list[tuple[str, str]]:
    """The measured pairs between `level` and the fixed level."""
    order = ["easy", "normal", "hard", "expert"]
    a, b = sorted((order.index(level), order.index(FIXED[0])))
    return [(order[i], order[i + 1]) for i in range(a, b)]


if __name__ == "__main__":
    main()

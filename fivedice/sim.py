"""Headless simulator: computer levels play solitaire games with the real rules engine.

Usage::

    python -m fivedice.sim --level hard --rules official --games 10000 --seed 1 \\
        [--cards N | --triple] [--workers N] [--json]

Prints the mean, standard deviation (and the 95% interval of the mean), median,
min/max, the upper-bonus rate and the Five-of-a-Kind rate (share of cards whose
Five of a Kind box holds 50) and games per second.  For one card it also prints
the exact optimal expected score and whether it lies in the 95% interval.
Game ``i`` uses a seed derived from (``--seed``, ``i``), so results do not depend
on the number of workers (1 up to the number of CPUs). While it runs, the games
played so far are counted on stderr when stderr is a terminal.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import TextIO

from fivedice.core import COMPUTER_LEVELS, Category, ExtraFive, Game, Player, Rules
from fivedice.core.dice import SEED_LIMIT
from fivedice.core.scoring import FIVE_KIND_SCORE

__all__ = [
    "GameResult",
    "ProgressLine",
    "Summary",
    "cpu_count",
    "game_seed",
    "main",
    "play_game",
    "simulate",
    "summarize",
]

Progress = Callable[[int], None]
"""Told the number of games played so far."""


@dataclass(frozen=True)
class GameResult:
    """One finished game: the total and, per card, upper bonus and a 50 in Five of a Kind."""

    total: int
    upper_bonuses: int
    five_kinds: int
    cards: int


@dataclass(frozen=True)
class Summary:
    """Figures over many games."""

    level: str
    rules: str
    cards: int
    triple: bool
    games: int
    mean: float
    std: float
    ci95: float
    median: float
    min: int
    max: int
    upper_bonus_rate: float
    five_kind_rate: float
    games_per_second: float
    exact: float | None
    exact_in_ci95: bool | None


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    digest = hashlib.blake2b(f"fivedice-sim:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % SEED_LIMIT


def play_game(level: str, rules: Rules, seed: int) -> GameResult:
    """Play one solitaire game of ``level`` under ``rules`` with dice from ``seed``."""
    from fivedice.strategy import perform, policy

    pol = policy(level)
    game = Game.new([Player("Computer", computer=level)], rules, seed=seed)
    while not game.is_over:
        perform(game, pol.choose(game))
    bonuses = sum(game.card_summary(0, c).upper_bonus > 0 for c in range(rules.cards))
    fives = sum(
        game.card(0, c).get(Category.FIVE_KIND) == FIVE_KIND_SCORE for c in range(rules.cards)
    )
    return GameResult(game.totals()[0], bonuses, fives, rules.cards)


def _play_range(args: tuple[str, Rules, int, int, int]) -> list[GameResult]:
    level, rules, seed, start, stop = args
    return [play_game(level, rules, game_seed(seed, i)) for i in range(start, stop)]


def cpu_count() -> int:
    """The CPUs this process may run on (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def simulate(
    level: str,
    rules: Rules,
    games: int,
    seed: int,
    workers: int = 1,
    progress: Progress | None = None,
) -> tuple[list[GameResult], float]:
    """Play ``games`` games; returns the results (in game order) and the seconds taken.

    ``progress`` is told the number of games played as they finish (in steps of a few dozen
    games with several workers).
    """
    start = time.perf_counter()
    step = 1 if workers <= 1 or games < 50 else math.ceil(games / (workers * 8))
    if progress is None and step == 1:
        step = max(1, games)
    jobs = [(level, rules, seed, i, min(games, i + step)) for i in range(0, games, step)]
    if workers <= 1 or games < 50:
        results = _collect(map(_play_range, jobs), progress)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = _collect(pool.map(_play_range, jobs), progress)
    return results, time.perf_counter() - start


def _collect(parts: Iterable[list[GameResult]], progress: Progress | None) -> list[GameResult]:
    results: list[GameResult] = []
    for part in parts:
        results.extend(part)
        if progress is not None:
            progress(len(results))
    return results


class ProgressLine:
    """ "1200/10000 games" on one line of a terminal, rewritten at most every `interval` s."""

    def __init__(
        self,
        stream: TextIO,
        total: int,
        interval: float = 0.25,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._stream = stream
        self._total = total
        self._interval = interval
        self._clock = clock
        self._last: float | None = None

    def __call__(self, done: int) -> None:
        now = self._clock()
        if done < self._total and self._last is not None and now - self._last < self._interval:
            return
        self._last = now
        self._stream.write(f"\r{done}/{self._total} games")
        if done >= self._total:
            self._stream.write("\n")
        self._stream.flush()


def summarize(level: str, rules: Rules, results: Sequence[GameResult], seconds: float) -> Summary:
    """The figures of a run."""
    totals = [r.total for r in results]
    n = len(totals)
    mean = statistics.fmean(totals)
    std = statistics.stdev(totals) if n > 1 else 0.0
    ci = 1.96 * std / math.sqrt(n) if n > 1 else math.inf
    cards = sum(r.cards for r in results)
    exact = None
    inside = None
    if rules.cards == 1 and not rules.triple:
        from fivedice.strategy import expected_score

        exact = expected_score(rules.extra_five)
        inside = abs(mean - exact) <= ci
    return Summary(
        level=level,
        rules=rules.extra_five.value,
        cards=rules.cards,
        triple=rules.triple,
        games=n,
        mean=mean,
        std=std,
        ci95=ci,
        median=float(statistics.median(totals)),
        min=min(totals),
        max=max(totals),
        upper_bonus_rate=sum(r.upper_bonuses for r in results) / cards,
        five_kind_rate=sum(r.five_kinds for r in results) / cards,
        games_per_second=n / seconds if seconds > 0 else math.inf,
        exact=exact,
        exact_in_ci95=inside,
    )


def _print(s: Summary) -> None:
    kind = "Triple game" if s.triple else f"{s.cards} card{'s' if s.cards > 1 else ''}"
    print(f"level {s.level}, extra five {s.rules}, {kind}, {s.games} games")
    print(f"  mean     {s.mean:9.3f}  (95% interval +/- {s.ci95:.3f})")
    print(f"  std dev  {s.std:9.3f}")
    print(f"  median   {s.median:9.1f}")
    print(f"  min/max  {s.min:5d} / {s.max}")
    print(f"  upper bonus       {100 * s.upper_bonus_rate:6.2f} % of cards")
    print(f"  Five of a Kind 50 {100 * s.five_kind_rate:6.2f} % of cards")
    print(f"  games per second  {s.games_per_second:8.1f}")
    if s.exact is not None:
        verdict = "inside" if s.exact_in_ci95 else "outside"
        print(f"  optimal expected score {s.exact:.4f}: {verdict} the 95% interval")


def _workers(text: str) -> int:
    """--workers: a whole number of at least 1 (more than the CPUs is taken as the CPUs)."""
    try:
        workers = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if workers < 1:
        raise argparse.ArgumentTypeError(
            f"{workers} is not a number of processes: use 1 to {cpu_count()} (the CPUs here)"
        )
    most = cpu_count()
    if workers > most:
        print(
            f"--workers {workers}: this machine has {most} CPUs, so {most} are used",
            file=sys.stderr,
        )
        return most
    return workers


def main(argv: Sequence[str] | None = None) -> int:
    """Run the simulator's command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m fivedice.sim", description=__doc__)
    parser.add_argument("--level", choices=COMPUTER_LEVELS, default="hard")
    parser.add_argument("--rules", choices=[e.value for e in ExtraFive], default="off")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--cards", type=int, choices=(1, 2, 3), default=1)
    group.add_argument("--triple", action="store_true")
    parser.add_argument(
        "--workers",
        type=_workers,
        default=1,
        help=f"processes to play in parallel (1 to {cpu_count()}, the CPUs here)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    rules = Rules(
        extra_five=ExtraFive(args.rules),
        cards=3 if args.triple else args.cards,
        triple=args.triple,
    )
    progress = ProgressLine(sys.stderr, args.games) if sys.stderr.isatty() else None
    results, seconds = simulate(
        args.level, rules, args.games, args.seed, args.workers, progress=progress
    )
    summary = summarize(args.level, rules, results, seconds)
    if args.json:
        print(json.dumps(asdict(summary), indent=2))
    else:
        _print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Headless simulator: computer levels play games with the real rules engine, or many at once.

Usage::

    python -m fivedice.sim --level hard --rules official --games 10000 --seed 1 \\
        [--players N] [--cards N | --triple] [--workers N] [--fast] [--json]
    python -m fivedice.sim --players 2 --level hard --games 20000 --calibration [--fast] [--json]
    python -m fivedice.sim --match expert,hard --games 200000 --seed 1 [--fast] [--json]

Prints the mean, standard deviation (and the 95% interval of the mean), median,
min/max, the upper-bonus rate and the Five-of-a-Kind rate (share of cards whose
Five of a Kind box holds 50) and games per second, over every player's total.  For
one card it also prints the exact optimal expected score and whether it lies in the
95% interval.  Game ``i`` uses a seed derived from (``--seed``, ``i``), so results do
not depend on the number of workers (1 up to the number of CPUs). While it runs, the
games played so far are counted on stderr when stderr is a terminal.

``--calibration`` predicts every player's chance to win at the start of every turn
and prints the Brier score and ten bins of predicted against observed chance.
``--match`` plays levels against each other, the seats turning round from game to
game, and prints the wins, draws and the first level's win rate (a draw counts half)
with its 95% interval.  ``--fast`` plays many games at once with NumPy
(:mod:`fivedice.sim.fast`: Hard and Expert, one card per player, its own dice); without
it every game is played by the real game engine, the reference.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import TextIO

from fivedice.core import COMPUTER_LEVELS, MAX_PLAYERS, ExtraFive, Rules
from fivedice.sim.batches import cpu_count
from fivedice.sim.contests import calibrate, match
from fivedice.sim.fast import FAST_LEVELS, simulate_fast
from fivedice.sim.pergame import simulate
from fivedice.sim.summary import calibration_text, match_text, summarize, summary_text

__all__ = ["ProgressLine", "main"]


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


def _levels(text: str) -> tuple[str, ...]:
    """--match: 2 to 4 computer levels, separated by commas."""
    levels = tuple(part.strip() for part in text.split(","))
    bad = [level for level in levels if level not in COMPUTER_LEVELS]
    if bad:
        raise argparse.ArgumentTypeError(
            f"{', '.join(bad)} is not a computer level ({', '.join(COMPUTER_LEVELS)})"
        )
    if not 2 <= len(levels) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a match is 2 to {MAX_PLAYERS} levels, not {len(levels)}")
    return levels


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m fivedice.sim",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--level", choices=COMPUTER_LEVELS, default="hard")
    parser.add_argument("--rules", choices=[e.value for e in ExtraFive], default="off")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--players", type=int, choices=range(1, MAX_PLAYERS + 1), help="players per game"
    )
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--cards", type=int, choices=(1, 2, 3), default=1)
    group.add_argument("--triple", action="store_true")
    parser.add_argument(
        "--workers",
        type=_workers,
        default=1,
        help=f"processes to play in parallel (1 to {cpu_count()}, the CPUs here)",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--calibration",
        action="store_true",
        help="predict each player's chance to win at every turn start and score the predictions",
    )
    mode.add_argument(
        "--match", type=_levels, metavar="LEVEL,LEVEL", help="levels that play each other"
    )
    parser.add_argument(
        "--fast", action="store_true", help="many games at once (Hard and Expert, one card)"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    return parser


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """The number of players, once the options are known to fit together."""
    if args.games < 1:
        parser.error("--games must be at least 1")
    players = args.players
    if args.match is not None:
        if players is not None and players != len(args.match):
            parser.error(f"--match names {len(args.match)} levels but --players is {players}")
        players = len(args.match)
    players = players or 1
    if args.calibration and players < 2:
        parser.error("--calibration needs --players 2 or more (alone, the chance to win is 1)")
    if args.fast:
        if args.triple or args.cards != 1:
            parser.error("--fast plays one card per player")
        levels = args.match or (args.level,)
        slow = [level for level in levels if level not in FAST_LEVELS]
        if slow:
            parser.error(f"--fast plays {' and '.join(FAST_LEVELS)}, not {', '.join(slow)}")
    return int(players)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the simulator's command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    players = _check(parser, args)
    rules = Rules(
        extra_five=ExtraFive(args.rules),
        cards=3 if args.triple else args.cards,
        triple=args.triple,
    )
    engine = "fast" if args.fast else "per-game"
    if args.calibration or args.match:
        print(_contest(args, rules, players, engine))
        return 0
    if args.fast:
        results, seconds = simulate_fast(args.level, rules, args.games, args.seed, players)
    else:
        progress = ProgressLine(sys.stderr, args.games) if sys.stderr.isatty() else None
        results, seconds = simulate(
            args.level, rules, args.games, args.seed, args.workers, progress, players
        )
    summary = summarize(args.level, rules, results, seconds, players, engine)
    print(json.dumps(asdict(summary), indent=2) if args.json else summary_text(summary))
    return 0


def _contest(args: argparse.Namespace, rules: Rules, players: int, engine: str) -> str:
    """Play a calibration or a match as the options ask; its figures as JSON or as text."""
    extra_five = rules.extra_five.value
    start = time.perf_counter()
    if args.calibration:
        cal = calibrate(args.level, rules, players, args.games, args.seed, args.fast, args.workers)
        rate = _rate(args.games, time.perf_counter() - start)
        if not args.json:
            return calibration_text(cal, args.level, players, extra_five, engine, rate)
        found: dict[str, object] = {**cal.to_json(), "level": args.level, "players": players}
    else:
        result = match(args.match, rules, args.games, args.seed, args.fast, args.workers)
        rate = _rate(args.games, time.perf_counter() - start)
        if not args.json:
            return match_text(result, extra_five, engine, rate)
        found = {**result.to_json()}
    found.update(rules=extra_five, engine=engine, games_per_second=rate)
    return json.dumps(found, indent=2)


def _rate(games: int, seconds: float) -> float:
    return games / seconds if seconds > 0 else math.inf

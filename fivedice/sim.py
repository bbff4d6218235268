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
(:mod:`fivedice.fastsim`: Hard and Expert, one card per player, its own dice); without
it every game is played by the real game engine, the reference.
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
from typing import Any, TextIO

from fivedice.core import COMPUTER_LEVELS, MAX_PLAYERS, Category, ExtraFive, Game, Player, Rules
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
    "play_players",
    "simulate",
    "simulate_fast",
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
    players: int
    engine: str
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


def play_game(level: str, rules: Rules, seed: int, players: int = 1) -> GameResult:
    """Play one game of ``players`` computers of ``level`` under ``rules`` with dice from
    ``seed``; the first player's result."""
    return play_players(level, rules, seed, players)[0]


def play_players(level: str, rules: Rules, seed: int, players: int) -> list[GameResult]:
    """Play one game of ``players`` computers of ``level``; every player's result."""
    from fivedice.strategy import perform, policy

    pol = policy(level)
    roster = [Player(f"Computer {i + 1}", computer=level) for i in range(players)]
    game = Game.new(roster, rules, seed=seed)
    while not game.is_over:
        perform(game, pol.choose(game))
    out = []
    for p, total in enumerate(game.totals()):
        bonuses = sum(game.card_summary(p, c).upper_bonus > 0 for c in range(rules.cards))
        fives = sum(
            game.card(p, c).get(Category.FIVE_KIND) == FIVE_KIND_SCORE for c in range(rules.cards)
        )
        out.append(GameResult(total, bonuses, fives, rules.cards))
    return out


def _play_range(args: tuple[str, Rules, int, int, int, int]) -> list[GameResult]:
    level, rules, seed, start, stop, players = args
    return [
        result
        for i in range(start, stop)
        for result in play_players(level, rules, game_seed(seed, i), players)
    ]


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
    players: int = 1,
) -> tuple[list[GameResult], float]:
    """Play ``games`` games; returns the results (in game order, each game's players in
    turn) and the seconds taken.

    ``progress`` is told the number of games played as they finish (in steps of a few dozen
    games with several workers).
    """
    start = time.perf_counter()
    step = 1 if workers <= 1 or games < 50 else math.ceil(games / (workers * 8))
    if progress is None and step == 1:
        step = max(1, games)
    jobs = [(level, rules, seed, i, min(games, i + step), players) for i in range(0, games, step)]
    if workers <= 1 or games < 50:
        results = _collect(map(_play_range, jobs), progress, players)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = _collect(pool.map(_play_range, jobs), progress, players)
    return results, time.perf_counter() - start


def _collect(
    parts: Iterable[list[GameResult]], progress: Progress | None, players: int = 1
) -> list[GameResult]:
    results: list[GameResult] = []
    for part in parts:
        results.extend(part)
        if progress is not None:
            progress(len(results) // players)
    return results


def simulate_fast(
    level: str, rules: Rules, games: int, seed: int, players: int = 1
) -> tuple[list[GameResult], float]:
    """As :func:`simulate`, with the fast engine (:mod:`fivedice.fastsim`, one card)."""
    from fivedice.fastsim import play_fast

    start = time.perf_counter()
    result = play_fast(rules.extra_five.value, [level] * players, games, seed)
    seconds = time.perf_counter() - start
    rows = zip(
        result.totals.reshape(-1).tolist(),
        result.upper_bonus.reshape(-1).tolist(),
        result.five_kind.reshape(-1).tolist(),
        strict=True,
    )
    return [GameResult(t, int(b), int(f), 1) for t, b, f in rows], seconds


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


def summarize(
    level: str,
    rules: Rules,
    results: Sequence[GameResult],
    seconds: float,
    players: int = 1,
    engine: str = "per-game",
) -> Summary:
    """The figures of a run (every player's total counts)."""
    totals = [r.total for r in results]
    n = len(totals)
    games = n // players
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
        games=games,
        players=players,
        engine=engine,
        mean=mean,
        std=std,
        ci95=ci,
        median=float(statistics.median(totals)),
        min=min(totals),
        max=max(totals),
        upper_bonus_rate=sum(r.upper_bonuses for r in results) / cards,
        five_kind_rate=sum(r.five_kinds for r in results) / cards,
        games_per_second=games / seconds if seconds > 0 else math.inf,
        exact=exact,
        exact_in_ci95=inside,
    )


def _print(s: Summary) -> None:
    kind = "Triple game" if s.triple else f"{s.cards} card{'s' if s.cards > 1 else ''}"
    who = f", {s.players} players" if s.players > 1 else ""
    print(f"level {s.level}{who}, extra five {s.rules}, {kind}, {s.games} games ({s.engine})")
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
        from fivedice.fastsim import FAST_LEVELS

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
        from fivedice.contests import calibrate, match

        start = time.perf_counter()
        if args.calibration:
            found = calibrate(
                args.level, rules, players, args.games, args.seed, args.fast, args.workers
            ).to_json()
            found.update(level=args.level, players=players)
        else:
            found = match(
                args.match, rules, args.games, args.seed, args.fast, args.workers
            ).to_json()
        seconds = time.perf_counter() - start
        found.update(rules=rules.extra_five.value, engine=engine)
        found["games_per_second"] = args.games / seconds if seconds > 0 else math.inf
        print(json.dumps(found, indent=2) if args.json else _text(found))
        return 0
    if args.fast:
        results, seconds = simulate_fast(args.level, rules, args.games, args.seed, players)
    else:
        progress = ProgressLine(sys.stderr, args.games) if sys.stderr.isatty() else None
        results, seconds = simulate(
            args.level, rules, args.games, args.seed, args.workers, progress, players
        )
    summary = summarize(args.level, rules, results, seconds, players, engine)
    if args.json:
        print(json.dumps(asdict(summary), indent=2))
    else:
        _print(summary)
    return 0


def _text(found: dict[str, Any]) -> str:
    """Calibration or match figures as lines of text."""
    head = f"extra five {found['rules']}, {found['games']} games ({found['engine']})"
    if "calibration" in found:
        lines = [
            f"chances to win, {found['players']} players of level {found['level']}, {head}",
            f"  Brier score {found['brier']:.4f} over {found['predictions']} predictions",
            "  predicted  observed    count",
        ]
        for row in found["calibration"]:
            lines.append(f"  {row['predicted']:9.3f} {row['observed']:9.3f} {row['count']:8d}")
        lines.append(f"  mean |predicted - observed| {found['mean_abs_error']:.4f}")
    else:
        levels = found["levels"]
        lines = [f"match {' vs '.join(levels)}, {head}"]
        for level, wins, mean in zip(levels, found["wins"], found["mean_scores"], strict=True):
            lines.append(f"  {level:8s} wins {wins:8d}   mean score {mean:8.2f}")
        lo, hi = found["ci95"]
        lines.append(f"  draws {found['draws']}")
        lines.append(
            f"  {levels[0]} wins {100 * found['win_rate']:.2f} % of the games (a draw counts "
            f"half), 95% interval {100 * lo:.2f} to {100 * hi:.2f} %"
        )
    lines.append(f"  games per second {found['games_per_second']:.1f}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())

"""The figures a simulator run prints: the summary of the scores of many games, and the lines of
text of a run, a calibration or a match."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from fivedice.core import Rules
from fivedice.sim.contests import Calibration, MatchResult
from fivedice.sim.pergame import GameResult
from fivedice.strategy import expected_score

__all__ = ["Summary", "calibration_text", "match_text", "summarize", "summary_text"]


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


def summary_text(s: Summary) -> str:
    """A run's figures as lines of text."""
    kind = "Triple game" if s.triple else f"{s.cards} card{'s' if s.cards > 1 else ''}"
    who = f", {s.players} players" if s.players > 1 else ""
    lines = [
        f"level {s.level}{who}, extra five {s.rules}, {kind}, {s.games} games ({s.engine})",
        f"  mean     {s.mean:9.3f}  (95% interval +/- {s.ci95:.3f})",
        f"  std dev  {s.std:9.3f}",
        f"  median   {s.median:9.1f}",
        f"  min/max  {s.min:5d} / {s.max}",
        f"  upper bonus       {100 * s.upper_bonus_rate:6.2f} % of cards",
        f"  Five of a Kind 50 {100 * s.five_kind_rate:6.2f} % of cards",
        f"  games per second  {s.games_per_second:8.1f}",
    ]
    if s.exact is not None:
        verdict = "inside" if s.exact_in_ci95 else "outside"
        lines.append(f"  optimal expected score {s.exact:.4f}: {verdict} the 95% interval")
    return "\n".join(lines)


def calibration_text(
    cal: Calibration,
    level: str,
    players: int,
    rules: str,
    engine: str,
    games_per_second: float,
) -> str:
    """A calibration's figures as lines of text."""
    lines = [
        f"chances to win, {players} players of level {level}, " + _head(rules, cal.games, engine),
        f"  Brier score {cal.brier:.4f} over {cal.predictions} predictions",
        "  predicted  observed    count",
    ]
    for row in cal.bins():
        lines.append(f"  {row['predicted']:9.3f} {row['observed']:9.3f} {row['count']:8d}")
    lines.append(f"  mean |predicted - observed| {cal.mean_abs_error:.4f}")
    return _with_rate(lines, games_per_second)


def match_text(result: MatchResult, rules: str, engine: str, games_per_second: float) -> str:
    """A match's figures as lines of text."""
    levels = result.levels
    lines = [f"match {' vs '.join(levels)}, " + _head(rules, result.games, engine)]
    for level, wins, mean in zip(levels, result.wins, result.means, strict=True):
        lines.append(f"  {level:8s} wins {wins:8d}   mean score {mean:8.2f}")
    lo, hi = result.ci95
    lines.append(f"  draws {result.draws}")
    lines.append(
        f"  {levels[0]} wins {100 * result.win_rate:.2f} % of the games (a draw counts "
        f"half), 95% interval {100 * lo:.2f} to {100 * hi:.2f} %"
    )
    return _with_rate(lines, games_per_second)


def _head(rules: str, games: int, engine: str) -> str:
    return f"extra five {rules}, {games} games ({engine})"


def _with_rate(lines: list[str], games_per_second: float) -> str:
    return "\n".join([*lines, f"  games per second {games_per_second:.1f}"])

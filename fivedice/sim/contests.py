"""Games of several players for the simulator: how well the chances to win are calibrated,
and matches between computer levels.

Both run on either engine: the per-game simulator, which plays the real
:class:`~fivedice.core.Game` (the reference, :mod:`fivedice.sim.pergame`), or the fast one
(:mod:`fivedice.sim.fast`).

* **Calibration.**  At the start of every turn of every game, each player's chance to
  win is predicted (:func:`fivedice.strategy.chances.win_chances`; the fast engine feeds
  the same model, :func:`~fivedice.strategy.chances.win_probabilities`, with the same
  means and variances), and compared with the outcome (1 for a win, 1/k for a draw of k
  players, else 0): the Brier score, and ten bins of predicted chance with the mean
  predicted, the share observed and the count of predictions in each.
* **Match.**  Levels play each other; the seats turn round from game to game (game ``i``
  seats level ``(s + i) % n`` at seat ``s``), so no level keeps the first move.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypedDict

import numpy as np

from fivedice.core import Game, Player, Rules
from fivedice.sim.batches import game_seed, run_jobs, spans, worker_share
from fivedice.sim.fast import FastGames, play_fast
from fivedice.sim.pergame import play_out
from fivedice.strategy import policy, win_chances
from fivedice.strategy.chances import win_probabilities

__all__ = [
    "Calibration",
    "CalibrationBin",
    "CalibrationFigures",
    "MatchFigures",
    "MatchResult",
    "by_level",
    "calibrate",
    "match",
    "outcome_shares",
    "seats",
]

BINS = 10


def outcome_shares(totals: np.ndarray) -> np.ndarray:
    """Each player's share of the win from final totals (games, players): 1, 1/k on a draw."""
    top = totals == totals.max(axis=1, keepdims=True)
    out: np.ndarray = top / top.sum(axis=1, keepdims=True)
    return out


class CalibrationBin(TypedDict):
    """One bin of predicted chance: the mean predicted, the share observed, the predictions."""

    predicted: float
    observed: float
    count: int


class CalibrationFigures(TypedDict):
    """A calibration's figures as the simulator prints them."""

    brier: float
    calibration: list[CalibrationBin]
    mean_abs_error: float
    games: int
    predictions: int


class MatchFigures(TypedDict):
    """A match's figures as the simulator prints them."""

    levels: list[str]
    games: int
    wins: list[int]
    draws: int
    win_rate: float
    ci95: list[float]
    mean_scores: list[float]


@dataclass
class Calibration:
    """Predicted chances against outcomes, gathered into ten bins of predicted chance."""

    count: np.ndarray = field(default_factory=lambda: np.zeros(BINS))
    predicted: np.ndarray = field(default_factory=lambda: np.zeros(BINS))
    observed: np.ndarray = field(default_factory=lambda: np.zeros(BINS))
    squared_error: float = 0.0
    games: int = 0

    def add(self, predicted: np.ndarray, observed: np.ndarray) -> None:
        """Add predictions and the outcomes they predicted (arrays of the same shape)."""
        p = np.asarray(predicted, dtype=np.float64).reshape(-1)
        o = np.broadcast_to(np.asarray(observed, dtype=np.float64), np.shape(predicted))
        o = o.reshape(-1)
        bins = np.minimum((p * BINS).astype(np.intp), BINS - 1)
        self.count += np.bincount(bins, minlength=BINS)
        self.predicted += np.bincount(bins, weights=p, minlength=BINS)
        self.observed += np.bincount(bins, weights=o, minlength=BINS)
        self.squared_error += float(np.sum((p - o) ** 2))

    @property
    def predictions(self) -> int:
        """How many predictions were gathered."""
        return int(self.count.sum())

    @property
    def brier(self) -> float:
        """Mean squared difference between predicted chance and outcome."""
        return self.squared_error / max(1, self.predictions)

    def bins(self) -> list[CalibrationBin]:
        """The ten bins: mean predicted chance, share observed, number of predictions."""
        out: list[CalibrationBin] = []
        for n, p, o in zip(self.count, self.predicted, self.observed, strict=True):
            if n:
                out.append({"predicted": p / n, "observed": o / n, "count": int(n)})
        return out

    @property
    def mean_abs_error(self) -> float:
        """Count-weighted mean of |predicted - observed| over the bins."""
        gap = sum(b["count"] * abs(b["predicted"] - b["observed"]) for b in self.bins())
        return gap / max(1, self.predictions)

    def to_json(self) -> CalibrationFigures:
        """The figures as the simulator prints them."""
        return {
            "brier": self.brier,
            "calibration": self.bins(),
            "mean_abs_error": self.mean_abs_error,
            "games": self.games,
            "predictions": self.predictions,
        }


def _calibration_game(
    level: str, rules: Rules, players: int, seed: int
) -> tuple[np.ndarray, np.ndarray]:
    """One game of the per-game engine: the chances at each turn start, and the outcome."""
    game = Game.new([Player(f"P{i + 1}", level) for i in range(players)], rules, seed=seed)
    rows: list[list[float]] = []
    play_out(game, [policy(level)] * players, lambda now: rows.append(win_chances(now)))
    return np.array(rows), outcome_shares(np.array([game.totals()]))[0]


def _calibration_range(args: tuple[str, Rules, int, int, int, int]) -> Calibration:
    level, rules, players, seed, start, stop = args
    cal = Calibration()
    for i in range(start, stop):
        predicted, observed = _calibration_game(level, rules, players, game_seed(seed, i))
        cal.add(predicted, observed[None, :])
        cal.games += 1
    return cal


def _merge(parts: Iterable[Calibration]) -> Calibration:
    out = Calibration()
    for c in parts:
        out.count += c.count
        out.predicted += c.predicted
        out.observed += c.observed
        out.squared_error += c.squared_error
        out.games += c.games
    return out


def calibrate(
    level: str,
    rules: Rules,
    players: int,
    games: int,
    seed: int,
    fast: bool = False,
    workers: int = 1,
    batch: int = 4096,
) -> Calibration:
    """Predict every player's chance at every turn start of ``games`` games, and score it."""
    if not fast:
        args = [(level, rules, players, seed, a, b) for a, b in _jobs(games, workers)]
        return _merge(run_jobs(_calibration_range, args, workers))
    total = Calibration()
    for a, b in spans(games, batch):
        rows: list[np.ndarray] = []

        def record(
            engine: FastGames, turn: int, player: int, rows: list[np.ndarray] = rows
        ) -> None:
            means, variances = engine.forecast()
            rows.append(win_probabilities(means, variances))

        engine = FastGames(rules.extra_five.value, seats([level] * players, a, b), seed, a)
        result = engine.play(record)
        observed = outcome_shares(result.totals)
        total.add(np.stack(rows), observed[None, :, :])
        total.games += b - a
    return total


@dataclass(frozen=True)
class MatchResult:
    """Levels against each other: wins of each (alone on top), draws, and the first one's rate."""

    levels: tuple[str, ...]
    games: int
    wins: tuple[int, ...]
    draws: int
    win_rate: float
    ci95: tuple[float, float]
    means: tuple[float, ...]

    def to_json(self) -> MatchFigures:
        """The figures as the simulator prints them."""
        return {
            "levels": list(self.levels),
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "win_rate": self.win_rate,
            "ci95": list(self.ci95),
            "mean_scores": list(self.means),
        }


def seats(levels: Sequence[str], start: int, stop: int) -> np.ndarray:
    """Who sits where in games start..stop-1: game i seats level (s + i) % n at seat s."""
    n = len(levels)
    order = (np.arange(n)[None, :] + np.arange(start, stop)[:, None]) % n
    out: np.ndarray = np.asarray(levels)[order]
    return out


def by_level(totals: np.ndarray, start: int) -> np.ndarray:
    """Totals (games, seats) rearranged to (games, levels) for seats turned round as
    :func:`seats`."""
    games, n = totals.shape
    level = (np.arange(n)[None, :] + np.arange(start, start + games)[:, None]) % n
    out = np.empty_like(totals)
    np.put_along_axis(out, level, totals, axis=1)
    return out


def _match_range(args: tuple[tuple[str, ...], Rules, int, int, int]) -> np.ndarray:
    levels, rules, seed, start, stop = args
    pols = {level: policy(level) for level in levels}
    seated: list[list[str]] = seats(levels, start, stop).tolist()
    totals = np.empty((stop - start, len(levels)), dtype=np.int64)
    for j, i in enumerate(range(start, stop)):
        roster = [Player(f"P{s + 1}", level) for s, level in enumerate(seated[j])]
        game = Game.new(roster, rules, seed=game_seed(seed, i))
        play_out(game, [pols[level] for level in seated[j]])
        totals[j] = game.totals()
    return by_level(totals, start)


def match(
    levels: Sequence[str],
    rules: Rules,
    games: int,
    seed: int,
    fast: bool = False,
    workers: int = 1,
    batch: int = 8192,
) -> MatchResult:
    """Play ``levels`` against each other for ``games`` games (seats turned round)."""
    levels = tuple(levels)
    if fast:
        played = play_fast(rules.extra_five.value, seats(levels, 0, games), games, seed, batch)
        totals = by_level(played.totals, 0)
    else:
        args = [(levels, rules, seed, a, b) for a, b in _jobs(games, workers)]
        totals = np.concatenate(list(run_jobs(_match_range, args, workers)))
    shares = outcome_shares(totals)
    alone = shares == 1
    first = shares[:, 0]
    rate = float(first.mean())
    half = 1.96 * float(first.std(ddof=1)) / math.sqrt(games) if games > 1 else math.inf
    return MatchResult(
        levels=levels,
        games=games,
        wins=tuple(int(x) for x in alone.sum(axis=0)),
        draws=int((shares.max(axis=1) < 1).sum()),
        win_rate=rate,
        ci95=(rate - half, rate + half),
        means=tuple(float(x) for x in totals.mean(axis=0)),
    )


def _jobs(games: int, workers: int) -> list[tuple[int, int]]:
    return spans(games, games if workers <= 1 else worker_share(games, workers))

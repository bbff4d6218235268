"""The per-game simulator: computer levels play the real :class:`~fivedice.core.Game`, one action
at a time, game after game (in several processes if asked). It is the reference the fast
simulator (:mod:`fivedice.sim.fast`) is held to.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from fivedice.core import Category, Game, Player, Rules
from fivedice.core.scoring import FIVE_KIND_SCORE
from fivedice.sim.batches import game_seed, run_jobs, spans, worker_share
from fivedice.strategy import Policy, perform, policy

__all__ = ["GameResult", "Progress", "play_game", "play_out", "play_players", "simulate"]

Progress = Callable[[int], None]
"""Told the number of games played so far."""


@dataclass(frozen=True)
class GameResult:
    """One finished game: the total and, per card, upper bonus and a 50 in Five of a Kind."""

    total: int
    upper_bonuses: int
    five_kinds: int
    cards: int


def play_out(
    game: Game, policies: Sequence[Policy], on_turn_start: Callable[[Game], None] | None = None
) -> None:
    """Play ``game`` to its end, each seat by its policy; ``on_turn_start`` sees every turn
    begin (before the first roll)."""
    while not game.is_over:
        if on_turn_start is not None and game.rolls_used == 0:
            on_turn_start(game)
        perform(game, policies[game.current_player].choose(game))


def play_game(level: str, rules: Rules, seed: int, players: int = 1) -> GameResult:
    """Play one game of ``players`` computers of ``level`` under ``rules`` with dice from
    ``seed``; the first player's result."""
    return play_players(level, rules, seed, players)[0]


def play_players(level: str, rules: Rules, seed: int, players: int) -> list[GameResult]:
    """Play one game of ``players`` computers of ``level``; every player's result."""
    roster = [Player(f"Computer {i + 1}", computer=level) for i in range(players)]
    game = Game.new(roster, rules, seed=seed)
    play_out(game, [policy(level)] * players)
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
    few = games < 50  # not worth starting processes for
    step = 1 if workers <= 1 or few else worker_share(games, workers)
    if progress is None and step == 1:
        step = max(1, games)
    jobs = [(level, rules, seed, a, b, players) for a, b in spans(games, step)]
    parts = run_jobs(_play_range, jobs, 1 if few else workers)
    return _collect(parts, progress, players), time.perf_counter() - start


def _collect(
    parts: Iterable[list[GameResult]], progress: Progress | None, players: int = 1
) -> list[GameResult]:
    results: list[GameResult] = []
    for part in parts:
        results.extend(part)
        if progress is not None:
            progress(len(results) // players)
    return results

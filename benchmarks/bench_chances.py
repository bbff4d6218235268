"""Chances to win: the time of one win_chances(game) call, as the window makes it after every
action, and of one Expert decision.

Run: python benchmarks/bench_chances.py
"""

from __future__ import annotations

import statistics
import time

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.strategy import get_spread, get_table, perform, policy, win_chances
from fivedice.strategy.chances import forget_turn_moments
from fivedice.strategy.expert import forget_expert_turns


def _figures(times: list[float]) -> str:
    ms = sorted(t * 1e3 for t in times)
    return (
        f"median {statistics.median(ms):6.3f} ms   90% {ms[int(0.9 * len(ms))]:6.3f} ms"
        f"   max {ms[-1]:6.3f} ms   ({len(ms)} calls)"
    )


def _after_every_action(rules: Rules, players: int, games: int) -> tuple[list[float], list[float]]:
    """win_chances after every action of Hard games: (first call of a turn, later calls)."""
    hard = policy("hard")
    first, later = [], []
    for seed in range(games):
        roster = [Player(f"C{i + 1}", "hard") for i in range(players)]
        game = Game.new(roster, rules, seed=seed)
        while not game.is_over:
            perform(game, hard.choose(game))
            cold = game.rolls_used == 1
            if cold:
                forget_turn_moments()  # as when a turn starts: no turn moments cached
            start = time.perf_counter()
            win_chances(game)
            (first if cold else later).append(time.perf_counter() - start)
    return first, later


def main() -> None:
    """Print the figures."""
    for rule in ("off", "official"):
        start = time.perf_counter()
        get_table(rule)
        get_spread(rule)
        print(f"{rule}: table and spread loaded in {(time.perf_counter() - start) * 1e3:.1f} ms")
    for label, rules, players in (
        ("2 players, one card, off", Rules(ExtraFive.OFF), 2),
        ("4 players, one card, official", Rules(ExtraFive.OFFICIAL), 4),
        ("2 players, Triple game, official", Rules(ExtraFive.OFFICIAL, triple=True), 2),
    ):
        first, later = _after_every_action(rules, players, 6 if players == 2 else 3)
        print(f"win_chances after every action, {label}")
        print(f"  first roll of a turn   {_figures(first)}")
        print(f"  any other moment       {_figures(later)}")
    expert, times = policy("expert"), []
    for seed in range(6):
        game = Game.new([Player("E", "expert"), Player("H", "hard")], Rules(), seed=seed)
        hard = policy("hard")
        while not game.is_over:
            mine = game.current_player == 0
            if mine and game.rolls_used == 1:
                forget_expert_turns()
            start = time.perf_counter()
            action = (expert if mine else hard).choose(game)
            if mine:
                times.append(time.perf_counter() - start)
            perform(game, action)
    print(f"one Expert decision (2 players, off)   {_figures(times)}")


if __name__ == "__main__":
    main()

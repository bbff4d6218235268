"""Advice and computer-level figures: time of the full advice and of each level's decision.

Run: python benchmarks/bench_advice.py
"""

from __future__ import annotations

import statistics
import time

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.strategy import advise, get_table, policy
from fivedice.strategy.advisor import forget_turn_models


def _positions(rules: Rules, count: int) -> list[Game]:
    """Mid-turn positions from games played by the Normal level (varied, realistic)."""
    games = []
    normal = policy("normal")
    for seed in range(count):
        game = Game.new([Player("C")], rules, seed=seed)
        target = seed % 12
        while game.turns_taken(0) < target:
            action = normal.choose(game)
            if action[0] == "fill":
                game.fill(action[2], card=action[1])
            else:
                if action[0] == "reroll":
                    for slot in range(5):
                        if game.held[slot] != action[1][slot]:
                            game.toggle_hold(slot)
                game.roll()
        game.roll()
        games.append(game)
    return games


def _time(fn: object, games: list[Game], cold: bool) -> list[float]:
    out = []
    for game in games:
        if cold:
            forget_turn_models()
        else:
            fn(game)  # type: ignore[operator]  # the turn's model is now cached
        start = time.perf_counter()
        fn(game)  # type: ignore[operator]
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    """Print the figures."""
    start = time.perf_counter()
    get_table("official")
    print(f"table load (first use): {(time.perf_counter() - start) * 1e3:.1f} ms")
    for label, rules in (
        ("one card, official", Rules(ExtraFive.OFFICIAL)),
        ("Triple game, official", Rules(ExtraFive.OFFICIAL, triple=True)),
    ):
        games = _positions(rules, 200)
        advise(games[0])
        print(f"full advice, {label} (every hold and every open box)")
        for cold in (True, False):
            times = _time(advise, games, cold)
            what = "first decision of a turn" if cold else "later decision (turn model cached)"
            print(
                f"  {what:32s} median {statistics.median(times) * 1e3:5.2f} ms"
                f"   max {max(times) * 1e3:5.2f} ms"
            )
    games = _positions(Rules(ExtraFive.OFFICIAL), 200)
    print("one decision per level (one card, official, cold turn cache)")
    for level in ("easy", "normal", "hard"):
        pol = policy(level)
        pol.choose(games[0])
        times = _time(pol.choose, games, cold=True)
        print(
            f"  {level:6s} median {statistics.median(times) * 1e3:5.2f} ms"
            f"   max {max(times) * 1e3:5.2f} ms"
        )


if __name__ == "__main__":
    main()

"""How long the scoreboard's history queries take with 100,000 finished games (target < 16 ms
each, one frame), and how long the dialog takes to open on such a history.

The history is filled row by row in one transaction (playing 100,000 games would take an hour):
1–4 players from a few names and computer players, several kinds of game, totals of 100–350 a
card, a tenth of games with hints, a quarter of the games of several players with hidden sheets,
and each game's JSON taken from a real finished game of the same shape so the `games` table is
as wide as the real one, and every seat's boxes filled (the CSV export reads them).

Besides the scoreboard it prints what a long history costs elsewhere: opening it at start-up
(target: adds at most 100 ms), the history's part of a game's end (the best scores read before
and the game written; target at most 30 ms), and the CSV export (off the GUI thread, but it should
still finish in seconds).

Run: python benchmarks/bench_scoreboard.py [games]
"""

from __future__ import annotations

import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.store import history as history_module
from fivedice.store.history import SCHEMA_VERSION, History
from fivedice.ui.scoreboard import ScoreboardDialog

TARGET_MS = 16.0
RUNS = 21

PEOPLE = ["Ana", "Ben", "Cy", "Dee", "Eli"]
PEOPLE_WEIGHTS = [40, 25, 15, 10, 10]
COMPUTERS = ["easy", "medium", "hard", "perfect"]
# (extra five, cards, triple) with how often each is played: most games are the classic one.
RULES = [
    ((ExtraFive.OFF, 1, False), 50),
    ((ExtraFive.OFFICIAL, 1, False), 20),
    ((ExtraFive.FREE, 1, False), 10),
    ((ExtraFive.OFF, 2, False), 8),
    ((ExtraFive.OFF, 3, False), 5),
    ((ExtraFive.OFF, 3, True), 5),
    ((ExtraFive.OFFICIAL, 3, True), 2),
]
PLAYER_COUNTS = [(1, 45), (2, 35), (3, 12), (4, 8)]
HIDDEN_SHARE = 0.25
"""Of games of several players, those played with hidden score sheets."""


def played(players: int, rules: Rules, seed: int) -> str:
    """The JSON of a real finished game of this shape (each turn the box scoring most)."""
    import json

    game = Game.new([Player(f"P{i}") for i in range(players)], rules, seed=seed)
    while not game.is_over:
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    return json.dumps(game.to_dict(), separators=(",", ":"))


def fill(
    db: sqlite3.Connection, count: int, rng: random.Random, version: int = SCHEMA_VERSION
) -> None:
    """Insert `count` finished games, as the history's schema `version` holds them."""
    v1 = version == 1
    # Its own generator, so the rest of the history is the same as before sheets were drawn.
    sheets_rng = random.Random(2)
    templates: dict[tuple[int, int, bool], str] = {}
    games: list[tuple[Any, ...]] = []
    seats: list[tuple[Any, ...]] = []
    boxes: list[tuple[Any, ...]] = []
    keys = [c.key for c in Category]
    rules_choices, rules_weights = zip(*RULES, strict=True)
    counts, count_weights = zip(*PLAYER_COUNTS, strict=True)
    when = datetime(2023, 1, 1, tzinfo=timezone.utc)
    for game_id in range(1, count + 1):
        extra_five, cards, triple = rng.choices(rules_choices, rules_weights)[0]
        players = rng.choices(counts, count_weights)[0]
        shape = (players, cards, triple)
        if shape not in templates:
            templates[shape] = played(players, Rules(extra_five, cards, triple), len(templates))
        # Everyone at the table is a different person or computer; at least one person.
        wanted = rng.randint(1, players)
        people: list[str | None] = []
        while len(people) < wanted:
            person = rng.choices(PEOPLE, PEOPLE_WEIGHTS)[0]
            if person not in people:
                people.append(person)
        people += [None] * (players - wanted)  # computer seats
        rng.shuffle(people)
        duration = rng.uniform(240, 900) * cards * players
        when += timedelta(seconds=rng.uniform(600, 1800))
        ended = when.isoformat(timespec="seconds")
        started = (when - timedelta(seconds=duration)).isoformat(timespec="seconds")
        assisted = int(rng.random() < 0.1)
        open_sheets = int(players == 1 or sheets_rng.random() >= HIDDEN_SHARE)
        hidden_columns = () if version < 3 else (open_sheets,)
        multipliers = (1, 2, 3) if triple else (1,) * cards
        totals = [
            sum(min(350, max(100, round(rng.gauss(215, 45)))) * m for m in multipliers)
            for _ in range(players)
        ]
        dropped = [rng.random() < 0.01 for _ in range(players)]
        ranking = sorted(range(players), key=lambda s: (dropped[s], -totals[s]))
        best = (
            max(t for t, d in zip(totals, dropped, strict=True) if not d)
            if not all(dropped)
            else None
        )
        games.append(
            (
                game_id,
                started,
                ended,
                duration,
                rng.randrange(2**31),
                extra_five.value,
                cards,
                int(triple),
                players,
                assisted,
                templates[shape],
                *hidden_columns,
            )
        )
        for seat, person in enumerate(people):
            computer = None if person is not None else rng.choice(COMPUTERS)
            name = person if person is not None else f"Computer {seat + 1}"
            row = (
                game_id,
                seat,
                name,
                computer,
                totals[seat],
                ranking.index(seat) + 1,
                int(not dropped[seat] and totals[seat] == best),
                int(dropped[seat]),
                sum(rng.random() < 0.35 for _ in range(cards)),
                sum(rng.random() < 0.3 for _ in range(cards)),
            )
            seats.append(
                row
                if v1
                else (
                    *row,
                    extra_five.value,
                    players,
                    cards,
                    int(triple),
                    assisted,
                    ended,
                    *hidden_columns,
                )
            )
            if not v1:
                boxes.extend(
                    (game_id, seat, card, key, rng.randrange(31))
                    for card in range(cards)
                    for key in keys
                )
    db.execute("BEGIN")
    db.executemany(f"INSERT INTO games VALUES ({', '.join('?' * len(games[0]))})", games)
    db.executemany(f"INSERT INTO game_players VALUES ({', '.join('?' * len(seats[0]))})", seats)
    db.executemany("INSERT INTO boxes VALUES (?, ?, ?, ?, ?)", boxes)
    db.execute("COMMIT")


def build(path: Path, count: int, version: int = SCHEMA_VERSION) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("BEGIN")
    for migrate in history_module.MIGRATIONS[:version]:
        migrate(db)
    db.execute("INSERT INTO schema_version VALUES (?)", (version,))
    db.execute("COMMIT")
    fill(db, count, random.Random(1), version)
    db.close()


def timed(call: Callable[[], object]) -> tuple[float, float]:
    """(first call, median of the next RUNS) in milliseconds."""
    times = []
    for _ in range(RUNS + 1):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return times[0], statistics.median(times[1:])


def game_end_ms(history: History, games: int = 15) -> list[float]:
    """What the history costs when a game ends, as the app does it (the recorder): milliseconds
    for each of `games` two-player games."""
    from fivedice.store.keeper import GameKeeper
    from fivedice.store.recorder import Recorder

    recorder = Recorder(history.path, history)
    times = []
    for seed in range(games):
        game = Game.new([Player("Ana"), Player("Bot", "hard")], Rules(), seed=10_000 + seed)
        while not game.is_over:
            game.roll()
            (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
            game.fill(box, card=card)
        start = time.perf_counter()
        recorded = recorder.record(game, GameKeeper(None))
        times.append((time.perf_counter() - start) * 1000)
        assert recorded.game_id is not None
    return times


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's chatter
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        start = time.perf_counter()
        build(path, count)
        size = path.stat().st_size / 2**20
        took = time.perf_counter() - start
        print(f"built a history of {count:,} games ({size:.0f} MB) in {took:.1f} s")

        opens = []
        for _ in range(7):
            start = time.perf_counter()
            history, problem = History.open(path)
            opens.append((time.perf_counter() - start) * 1000)
            assert history is not None, problem
            history.close()
        print(
            f"History.open: first {opens[0]:.1f} ms, median of the next six "
            f"{statistics.median(opens[1:]):.1f} ms (target: start-up adds at most 100 ms)"
        )
        history, problem = History.open(path)
        assert history is not None, problem
        kinds = history.kinds()
        common, rare = kinds[0], kinds[-1]
        name = history.names()[0]
        queries: list[tuple[str, Callable[[], object]]] = [
            ("kinds()", history.kinds),
            ("names()", history.names),
            ("best_scores(most played kind)", lambda: history.best_scores(common)),
            (
                "best_scores(most played, hints hidden)",
                lambda: history.best_scores(common, include_assisted=False),
            ),
            ("best_scores(least played kind)", lambda: history.best_scores(rare)),
            (f"player_stats({name!r}, most games)", lambda: history.player_stats(name)),
            (
                f"player_stats({name!r}, hints hidden)",
                lambda: history.player_stats(name, include_assisted=False),
            ),
            ("player_stats('Eli', fewest games)", lambda: history.player_stats("Eli")),
            ("recent_games(200)", lambda: history.recent_games(200)),
        ]
        print(f"most played kind: {common.label}; least played: {rare.label}")
        print(f"\n{'query':<46} {'first':>8} {'median':>8}")
        worst = 0.0
        for label, call in queries:
            first, median = timed(call)
            worst = max(worst, median)
            flag = "" if median < TARGET_MS else "  OVER TARGET"
            print(f"{label:<46} {first:6.2f}ms {median:6.2f}ms{flag}")
        print(f"slowest median {worst:.2f} ms (target < {TARGET_MS:.0f} ms each)")

        def open_dialog() -> None:
            dialog = ScoreboardDialog(history, current=common, player=name)
            dialog.show()
            app.processEvents()
            dialog.grab()  # a full paint, charts included
            dialog.close()
            dialog.deleteLater()
            app.processEvents()

        first, median = timed(open_dialog)
        print(f"\nscoreboard opened and painted: first {first:.1f} ms, median {median:.1f} ms")
        dialog = ScoreboardDialog(history, current=common, player=name)
        dialog.show()
        app.processEvents()
        flips = [0]

        def toggle_hints() -> None:
            flips[0] += 1
            dialog.hide_assisted.setChecked(flips[0] % 2 == 1)

        first, median = timed(toggle_hints)
        print(f"'hide hints' toggled (best scores and player refreshed): median {median:.1f} ms")
        dialog.close()

        ends = game_end_ms(history)
        print(
            f"\na game's end (best scores read, the game written), {len(ends)} games: "
            f"median {statistics.median(ends):.1f} ms, worst {max(ends):.1f} ms (target <= 30 ms)"
        )
        out = Path(folder) / "export.csv"
        start = time.perf_counter()
        lines = history.export_csv(out)
        took = time.perf_counter() - start
        size = out.stat().st_size / 2**20
        print(f"CSV export: {lines:,} lines ({size:.0f} MB) in {took:.2f} s")
        history.close()

        print()
        for version in range(1, SCHEMA_VERSION):
            old = Path(folder) / f"v{version}.sqlite3"
            build(old, count, version)
            start = time.perf_counter()
            history, problem = History.open(old)
            assert history is not None, problem
            migrated = (time.perf_counter() - start) * 1000
            assert history.count() == count
            print(
                f"opening a version-{version} history of {count:,} games (migration "
                f"{version}→{SCHEMA_VERSION}): {migrated:.0f} ms"
            )
            history.close()
            old.unlink()


if __name__ == "__main__":
    main()

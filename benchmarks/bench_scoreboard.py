"""How long the scoreboard's history queries take with 100,000 finished games (target < 16 ms
each, one frame), and how long the dialog takes to open on such a history (what the window
waits, the history being read off its thread; and until every page is filled and painted).

The history is written by the app's own writer (``History.record_many``, which writes each game
as ``History.record`` does, many to a transaction), so it always has the schema and the rows the
app makes. Every game in it is a real finished game, played to the end with a simple policy
(each turn the dice of the most common face kept, and the box they suit best): 1–4 players from
a few names and computer players, several kinds of game, a tenth of games with hints, a quarter
of the games of several players with hidden sheets and one in twenty at a network table, a few
players whose time ran out, and some seconds of thought a turn. Playing them takes most of the
building: about ten minutes for 100,000, and writing them one more.

Besides the scoreboard it prints what a long history costs elsewhere: opening it at start-up
(target: adds at most 100 ms), the history's part of a game's end (the best scores read before
and the game written; target at most 30 ms), the CSV export (off the GUI thread, but it should
still finish in seconds), and opening a history of each earlier schema version holding the same
games (its migration to the current version).

Run: python benchmarks/bench_scoreboard.py [--games N]   (100,000 games unless told)
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sqlite3
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from fivedice.core import COMPUTER_LEVELS, ExtraFive, Game, Player, Rules
from fivedice.store.history import MIGRATIONS, SCHEMA_VERSION, GameRecord, History, Kind
from fivedice.store.records import Assist
from fivedice.ui.dialogs.query import query_pool
from fivedice.ui.dialogs.scoreboard import ScoreboardDialog

GAMES = 100_000
TARGET_MS = 16.0
RUNS = 21
BATCH = 1_000
"""Games written per transaction while the history is built."""

PEOPLE = ["Ana", "Ben", "Cy", "Dee", "Eli"]
PEOPLE_WEIGHTS = [40, 25, 15, 10, 10]
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
NETWORK_SHARE = 0.05
"""Of games of several players, those played at a network table."""
ASSISTED_SHARE = 0.1
DROP_SHARE = 0.01
"""Of the players, those whose time runs out (they drop out)."""
THINK_S = (15.0, 70.0)
"""Seconds a player takes over a turn."""
PAR = (2, 5, 8, 12, 15, 18, 22, 13, 23, 29, 33, 17, 22)
"""Roughly what each box (Ones…Chance) holds in a well-played game: a simple player puts a roll
where it beats that most (a total of about 150 a card, where the box scoring most makes 110)."""
WRITTEN_TABLES = ("games", "game_players", "boxes")
"""The tables the writer fills (the others are kept by triggers)."""


def play(
    players: Sequence[Player],
    rules: Rules,
    seed: int,
    rng: random.Random | None = None,
    drops: dict[int, int] | None = None,
) -> Game:
    """A game played to the end: each turn the dice of the most common face kept through three
    rolls, and the box where they beat its usual worth most, after a few seconds of thought
    (with `rng`). A seat in `drops` drops out at the start of its turn of that number, its time
    run out (the rules need a time budget then)."""
    game = Game.new(players, rules, seed=seed)
    while not game.is_over:
        seat = game.current_player
        if drops and drops.get(seat) == game.turns_taken(seat):
            budget = rules.time_budget_s
            assert budget is not None
            game.tick(budget - game.time_used(seat) + 1.0)
            continue
        if rng is not None:
            game.tick(rng.uniform(*THINK_S))
        game.roll()
        for _ in range(2):  # keep the most common face (the higher of two), roll the rest
            counts = Counter(game.dice)
            face = max(counts, key=lambda f: (counts[f], f))
            if counts[face] == 5:
                break
            for slot, die in enumerate(game.dice):
                if (die == face) != game.held[slot]:
                    game.toggle_hold(slot)
            game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1] - PAR[kv[0][1]])
        game.fill(box, card=card)
    return game


def finished_games(count: int, rng: random.Random) -> Iterator[GameRecord]:
    """`count` finished games as the history records them, oldest first."""
    rules_choices, rules_weights = zip(*RULES, strict=True)
    counts, count_weights = zip(*PLAYER_COUNTS, strict=True)
    seeds = rng.sample(range(2**31), count)  # no two alike: each game is its own
    when = datetime(2023, 1, 1, tzinfo=timezone.utc)
    for seed in seeds:
        extra_five, cards, triple = rng.choices(rules_choices, rules_weights)[0]
        players = rng.choices(counts, count_weights)[0]
        # Everyone at the table is a different person or computer; at least one person.
        wanted = rng.randint(1, players)
        people: list[str | None] = []
        while len(people) < wanted:
            person = rng.choices(PEOPLE, PEOPLE_WEIGHTS)[0]
            if person not in people:
                people.append(person)
        people += [None] * (players - wanted)  # computer seats
        rng.shuffle(people)
        seats = [
            Player(person)
            if person is not None
            else Player(f"Computer {seat + 1}", rng.choice(COMPUTER_LEVELS))
            for seat, person in enumerate(people)
        ]
        open_sheets = players == 1 or rng.random() >= HIDDEN_SHARE
        network = players > 1 and rng.random() < NETWORK_SHARE
        turns = 13 * (3 if triple else cards)
        drops = {s: rng.randrange(1, turns) for s in range(players) if rng.random() < DROP_SHARE}
        # Only a game with a player whose time runs out needs a budget; none runs out otherwise.
        budget = THINK_S[1] * 2 * turns if drops else None
        rules = Rules(extra_five, cards, triple, time_budget_s=budget, open_sheets=open_sheets)
        game = play(seats, rules, seed, rng, drops)
        when += timedelta(seconds=rng.uniform(600, 1800))
        ended = when.isoformat(timespec="seconds")
        started = (when - timedelta(seconds=game.elapsed)).isoformat(timespec="seconds")
        assisted = Assist.HINTS if rng.random() < ASSISTED_SHARE else Assist.NONE
        yield GameRecord(started, ended, game.elapsed, assisted, game, network)


def build(path: Path, count: int, seed: int = 1) -> tuple[float, float]:
    """Write a history of `count` finished games at `path` through the app's writer; returns
    the seconds spent playing the games and writing them."""
    history, problem = History.open(path)
    assert history is not None, problem
    games = finished_games(count, random.Random(seed))
    playing = writing = 0.0
    try:
        while True:
            start = time.perf_counter()
            batch = list(itertools.islice(games, BATCH))
            playing += time.perf_counter() - start
            if not batch:
                break
            start = time.perf_counter()
            history.record_many(batch)
            writing += time.perf_counter() - start
        assert history.count() == count
    finally:
        history.close()
    return playing, writing


def build_earlier(path: Path, source: Path, version: int) -> None:
    """A history of schema `version` holding the games of the history at `source`: made by the
    migrations up to that version, with the columns its tables had copied from the app's own
    rows (the counts kept by its triggers, as the app of that version kept them)."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("ATTACH DATABASE ? AS source", (str(source),))
        db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        db.execute("BEGIN")
        for migrate in MIGRATIONS[:version]:
            migrate(db)
        db.execute("INSERT INTO schema_version VALUES (?)", (version,))
        for table in WRITTEN_TABLES:
            columns = ", ".join(r[1] for r in db.execute(f"PRAGMA main.table_info({table})"))
            db.execute(
                f"INSERT INTO main.{table} ({columns}) SELECT {columns} FROM source.{table}"
                " ORDER BY rowid"
            )
        db.execute("COMMIT")
        db.execute("DETACH DATABASE source")
    finally:
        db.close()


def timed(call: Callable[[], object]) -> tuple[float, float]:
    """(first call, median of the next RUNS) in milliseconds."""
    times = []
    for _ in range(RUNS + 1):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return times[0], statistics.median(times[1:])


def filled(dialog: ScoreboardDialog) -> None:
    """Wait until `dialog` shows every answer it asked of the history (read off the GUI
    thread)."""
    if dialog.reading:
        loop = QEventLoop()
        dialog.filled.connect(loop.quit)
        loop.exec()


def game_end_ms(history: History, games: int = 15) -> list[float]:
    """What the history costs when a game ends, as the app does it (the recorder): milliseconds
    for each of `games` two-player games."""
    from fivedice.store.keeper import GameKeeper
    from fivedice.store.recorder import Recorder

    recorder = Recorder(history.path, history)
    times = []
    for seed in range(games):
        game = play([Player("Ana"), Player("Bot", "hard")], Rules(), seed=10_000 + seed)
        start = time.perf_counter()
        recorded = recorder.record(game, GameKeeper(None))
        times.append((time.perf_counter() - start) * 1000)
        assert recorded.game_id is not None
    return times


def time_opening(path: Path) -> None:
    """Opening the history at start-up, seven times."""
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


def time_queries(history: History, common: Kind, rare: Kind, name: str) -> None:
    """Each of the scoreboard's queries, against its target."""
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
        ("profiles() (the Ratings page, New game)", history.profiles),
        (f"rating_history({name!r})", lambda: history.rating_history(_profile_of(history, name))),
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


def _profile_of(history: History, name: str) -> int:
    return next(p.id for p in history.profiles() if p.name == name)


def time_dialog(app: QCoreApplication, history: History, common: Kind, name: str) -> None:
    """Opening the scoreboard (what the window waits, and until it is filled and painted), and
    ticking "Hide assisted games" in it."""

    def open_dialog(wait: bool = True) -> None:
        dialog = ScoreboardDialog(history, current=common, player=name)
        dialog.show()
        app.processEvents()
        if wait:
            filled(dialog)
            dialog.grab()  # a full paint, charts included
        dialog.close()
        dialog.deleteLater()
        app.processEvents()

    first, median = timed(lambda: open_dialog(wait=False))
    print(
        f"\nscoreboard opened (what the window waits; the history is read off its thread): "
        f"first {first:.1f} ms, median {median:.1f} ms"
    )
    query_pool().waitForDone()
    first, median = timed(open_dialog)
    print(f"scoreboard opened and painted: first {first:.1f} ms, median {median:.1f} ms")
    dialog = ScoreboardDialog(history, current=common, player=name)
    dialog.show()
    filled(dialog)
    flips = [0]

    def toggle_hints() -> None:
        flips[0] += 1
        dialog.hide_assisted.setChecked(flips[0] % 2 == 1)
        filled(dialog)

    first, median = timed(toggle_hints)
    print(f"'hide hints' toggled (best scores and player refreshed): median {median:.1f} ms")
    dialog.close()


def time_end_and_export(history: History, out: Path) -> None:
    """What the history costs at a game's end, and the CSV export."""
    ends = game_end_ms(history)
    print(
        f"\na game's end (best scores read, the game written), {len(ends)} games: "
        f"median {statistics.median(ends):.1f} ms, worst {max(ends):.1f} ms (target <= 30 ms)"
    )
    start = time.perf_counter()
    lines = history.export_csv(out)
    took = time.perf_counter() - start
    size = out.stat().st_size / 2**20
    print(f"CSV export: {lines:,} lines ({size:.0f} MB) in {took:.2f} s")


def whole_after_migration(migrated: Path, source: Path) -> str:
    """Check that the history at `migrated` holds every game, player and box of the one at
    `source` (the app's own, at the current version), each person's seat linked to a profile
    and counted in it; what was checked, in words."""
    db = sqlite3.connect(migrated)
    try:
        db.execute("ATTACH DATABASE ? AS source", (str(source),))
        for table, columns in (
            ("games", "id, ended_at, seed, game_json"),
            ("game_players", "game_id, seat, name, computer, total, place"),
            ("boxes", "game_id, seat, card, box, score"),
        ):
            lost = db.execute(
                f"SELECT COUNT(*) FROM (SELECT {columns} FROM source.{table}"
                f" EXCEPT SELECT {columns} FROM main.{table})"
            ).fetchone()[0]
            assert lost == 0, f"{lost} rows of {table} lost"
        unlinked = db.execute(
            "SELECT COUNT(*) FROM game_players WHERE computer IS NULL AND profile IS NULL"
        ).fetchone()[0]
        assert unlinked == 0, f"{unlinked} seats of people without a profile"
        seats, counted = db.execute(
            "SELECT (SELECT COUNT(*) FROM game_players WHERE computer IS NULL),"
            " (SELECT SUM(games) FROM profiles)"
        ).fetchone()
        assert seats == counted, (seats, counted)
        people, rated = db.execute(
            "SELECT COUNT(*), (SELECT COUNT(DISTINCT game_id) FROM rating_changes) FROM profiles"
        ).fetchone()
    finally:
        db.close()
    return (
        f"every game, seat and box kept, {seats:,} seats of people in {people} profiles,"
        f" {rated:,} games rated"
    )


def time_migrations(path: Path, folder: Path, total: int) -> None:
    """Opening a history of each earlier version holding the same `total` games."""
    print()
    for version in range(1, SCHEMA_VERSION):
        old = folder / f"v{version}.sqlite3"
        build_earlier(old, path, version)
        start = time.perf_counter()
        history, problem = History.open(old)
        assert history is not None, problem
        migrated = (time.perf_counter() - start) * 1000
        assert history.count() == total
        kept = whole_after_migration(old, path)
        print(
            f"opening a version-{version} history of {total:,} games (migration "
            f"{version}→{SCHEMA_VERSION}): {migrated:.0f} ms; {kept}"
        )
        history.close()
        old.unlink()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=GAMES, help=f"finished games in the history ({GAMES:,})"
    )
    parser.add_argument("count", type=int, nargs="?", help="the same as --games")
    args = parser.parse_args(argv)
    count = args.count if args.count is not None else args.games
    if count < 1:
        parser.error("the history needs at least one game")
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's chatter
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        playing, writing = build(path, count)
        size = path.stat().st_size / 2**20
        print(
            f"built a history of {count:,} games ({size:.0f} MB) in {playing + writing:.1f} s: "
            f"{playing:.1f} s playing them, {writing:.1f} s recording them "
            f"({writing / count * 1000:.2f} ms a game, {BATCH:,} to a transaction)"
        )
        time_opening(path)
        history, problem = History.open(path)
        assert history is not None, problem
        kinds = history.kinds()
        name = history.names()[0]
        time_queries(history, kinds[0], kinds[-1], name)
        time_dialog(app, history, kinds[0], name)
        time_end_and_export(history, Path(folder) / "export.csv")
        total = history.count()  # with the games whose end was timed
        history.close()
        time_migrations(path, Path(folder), total)


if __name__ == "__main__":
    main()

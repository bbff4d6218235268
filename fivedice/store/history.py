"""The history of finished games: SQLite, with a schema version and migrations.

One row per finished game (rules, seed, times, duration, whether hints were used, the whole game
so it can be replayed and reviewed), one per player (name, computer level, total, place) and one per
filled box. A damaged database is set aside and a new one started, never silently replaced; a
locked one leaves the game playable and keeps finished games in memory until it can write them.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fivedice.core import Category, ExtraFive, Game

from .files import set_aside, write_atomic

log = logging.getLogger(__name__)


def _run(db: sqlite3.Connection, script: str) -> None:
    # Statement by statement: executescript() would commit the migration's transaction early.
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _migrate_1(db: sqlite3.Connection) -> None:
    _run(
        db,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            ended_at TEXT NOT NULL,
            duration_s REAL NOT NULL,
            seed INTEGER NOT NULL,
            extra_five TEXT NOT NULL,
            cards INTEGER NOT NULL,
            triple INTEGER NOT NULL,
            players INTEGER NOT NULL,
            assisted INTEGER NOT NULL,
            game_json TEXT NOT NULL
        );
        CREATE INDEX games_kind ON games (extra_five, players, cards, triple);
        CREATE INDEX games_seed ON games (seed);
        CREATE TABLE game_players (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            computer TEXT,
            total INTEGER NOT NULL,
            place INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            dropped INTEGER NOT NULL,
            upper_bonuses INTEGER NOT NULL,
            fives INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX game_players_name ON game_players (name COLLATE NOCASE);
        CREATE TABLE boxes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            card INTEGER NOT NULL,
            box TEXT NOT NULL,
            score INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat, card, box)
        );
        """,
    )


MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (_migrate_1,)
"""MIGRATIONS[i] takes the schema from version i to i + 1."""
SCHEMA_VERSION = len(MIGRATIONS)


class HistoryError(Exception):
    """The history cannot be used right now (the message says why, in plain words)."""


@dataclass(frozen=True)
class Kind:
    """A kind of game, as the scoreboard groups them."""

    extra_five: ExtraFive
    players: int
    cards: int
    triple: bool

    @classmethod
    def of(cls, game: Game) -> Kind:
        """The kind of `game`."""
        r = game.rules
        return cls(r.extra_five, len(game.players), r.cards, r.triple)

    @property
    def label(self) -> str:
        """E.g. "Solo · one card · extra five Off"."""
        who = "Solo" if self.players == 1 else f"{self.players} players"
        cards = (
            "Triple" if self.triple else ("one card" if self.cards == 1 else f"{self.cards} cards")
        )
        return f"{who} · {cards} · extra five {self.extra_five.label}"


@dataclass(frozen=True)
class BestScore:
    """A line of the scoreboard."""

    name: str
    score: int
    ended_at: str
    game_id: int
    assisted: bool


@dataclass(frozen=True)
class PlayerStats:
    """Statistics of one player name."""

    name: str
    games: int
    wins: int
    average: float
    best: int
    upper_bonus_rate: float
    """Share of cards that earned the upper bonus."""
    fives: int
    """Five of a kind rolls scored."""
    scores: tuple[int, ...]
    """Every total, oldest first (for the histogram and the trend)."""


@dataclass(frozen=True)
class GameRecord:
    """What the history keeps of a finished game, as written by :meth:`History.record`."""

    started_at: str
    ended_at: str
    duration_s: float
    assisted: bool
    game: Game


def _utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def pending_dir(history_path: Path) -> Path:
    """Where finished games wait (one JSON file each) while the history cannot take them."""
    return history_path.with_name(history_path.stem + "-pending")


def keep_for_later(
    history_path: Path,
    game: Game,
    *,
    started_at: str | None = None,
    ended_at: str | None = None,
    assisted: bool = False,
) -> Path:
    """Write a finished game to the pending folder (atomically), to be recorded by the next
    :meth:`History.flush`; OSError if even that cannot be written."""
    ended = ended_at or _utc_now()
    data = {
        "format": "fivedice.pending-game",
        "version": 1,
        "started_at": started_at or ended,
        "ended_at": ended,
        "assisted": assisted,
        "game": game.to_dict(),
    }
    stamp = ended.replace(":", "").replace("+", "_")
    path = pending_dir(history_path) / f"{stamp}-{game.seed}.json"
    write_atomic(path, json.dumps(data, separators=(",", ":")))
    return path


def _read_pending(path: Path) -> GameRecord:
    data = json.loads(path.read_bytes().decode("utf-8"))
    if not isinstance(data, dict) or data.get("format") != "fivedice.pending-game":
        raise ValueError("not a pending game")
    game = Game.from_dict(data.get("game"))  # type: ignore[arg-type]
    started, ended = data.get("started_at"), data.get("ended_at")
    if not game.is_over or not isinstance(started, str) or not isinstance(ended, str):
        raise ValueError("not a finished game")
    return GameRecord(started, ended, game.elapsed, data.get("assisted") is True, game)


class History:
    """The database of finished games. Open with :meth:`open`."""

    def __init__(self, path: Path, db: sqlite3.Connection) -> None:
        self.path = path
        self._db = db

    @classmethod
    def open(cls, path: Path, timeout: float = 2.0) -> tuple[History | None, str | None]:
        """Open (or create) the history at `path`; returns it and a message for the player, if any.

        A file that is not a usable database is set aside and a new one started (with a message);
        one that is locked or unreadable gives (None, message) and is left as it is.
        """
        try:
            history = cls(path, cls._connect(path, timeout))
        except sqlite3.DatabaseError as exc:
            if _is_busy(exc):
                log.error("history %s is locked: %s", path, exc)
                return None, (
                    "The game history is in use by another program, so finished games "
                    "cannot be recorded right now."
                )
            if isinstance(exc, sqlite3.OperationalError) and not path.exists():
                log.error("history %s cannot be created: %s", path, exc)
                return None, "The game history cannot be saved in this folder."
            log.error("history %s is damaged: %s", path, exc)
        except (OSError, HistoryError) as exc:
            log.error("history %s cannot be opened: %s", path, exc)
            return None, f"The game history cannot be opened: {exc}"
        else:
            history._flush_quietly()
            return history, None
        aside = set_aside(path)
        if aside is None:
            return None, "The game history is damaged and could not be set aside."
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.replace(aside.with_name(aside.name + suffix))
        try:
            history = cls(path, cls._connect(path, timeout))
        except (sqlite3.DatabaseError, OSError, HistoryError) as exc:
            return None, f"The game history is damaged and a new one could not be started: {exc}"
        history._flush_quietly()
        return history, (
            f"The game history was damaged, so a new one was started (the old file was kept as "
            f"{aside.name})."
        )

    @staticmethod
    def _connect(path: Path, timeout: float) -> sqlite3.Connection:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=timeout, isolation_level=None)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            row = db.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {row}")
            db.execute("PRAGMA journal_mode = WAL")
            _migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def close(self) -> None:
        """Write what is pending if possible, and close."""
        self._flush_quietly()
        self._db.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    # ------------------------------------------------------------------------ writing

    def record(
        self,
        game: Game,
        *,
        started_at: str | None = None,
        ended_at: str | None = None,
        assisted: bool = False,
    ) -> int | None:
        """Commit a finished game; returns its id, or None if the database is busy (kept, retried).

        Raises ValueError for a game that is not over.
        """
        if not game.is_over:
            raise ValueError("only finished games go into the history")
        ended = ended_at or _utc_now()
        record = GameRecord(started_at or ended, ended, game.elapsed, assisted, game)
        self._flush_quietly()
        try:
            return self._write(record)
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc):
                raise
            log.warning("history busy, game kept to write later: %s", exc)
            keep_for_later(
                self.path, game, started_at=record.started_at, ended_at=ended, assisted=assisted
            )
            return None

    @property
    def pending(self) -> int:
        """Finished games waiting on disk for the database to take them."""
        folder = pending_dir(self.path)
        return len(list(folder.glob("*.json"))) if folder.is_dir() else 0

    def flush(self) -> None:
        """Record the games that are waiting (oldest first); stops while the database is busy.

        A waiting file that cannot be read is set aside, not lost.
        """
        folder = pending_dir(self.path)
        if not folder.is_dir():
            return
        for path in sorted(folder.glob("*.json")):
            try:
                record = _read_pending(path)
            except (ValueError, OSError, RecursionError) as exc:
                log.error("waiting game %s cannot be read: %s", path, exc)
                set_aside(path)
                continue
            try:
                self._write(record)
            except sqlite3.OperationalError as exc:
                if _is_busy(exc):
                    return
                raise
            path.unlink()

    def _flush_quietly(self) -> None:
        try:
            self.flush()
        except (sqlite3.Error, OSError) as exc:
            log.error("waiting games could not be recorded yet: %s", exc)

    def _write(self, record: GameRecord) -> int:
        game = record.game
        outcome = game.outcome()
        assert outcome is not None
        rules = game.rules
        game_json = json.dumps(game.to_dict(), separators=(",", ":"))
        with self._transaction() as db:
            # The same game twice (a retry after a crash) is one game.
            row = db.execute(
                "SELECT id FROM games WHERE seed = ? AND game_json = ?", (game.seed, game_json)
            ).fetchone()
            if row is not None:
                return int(row[0])
            cur = db.execute(
                "INSERT INTO games (started_at, ended_at, duration_s, seed, extra_five, cards,"
                " triple, players, assisted, game_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.started_at,
                    record.ended_at,
                    record.duration_s,
                    game.seed,
                    rules.extra_five.value,
                    rules.cards,
                    int(rules.triple),
                    len(game.players),
                    int(record.assisted),
                    game_json,
                ),
            )
            game_id = cur.lastrowid
            assert game_id is not None
            for seat, player in enumerate(game.players):
                summaries = [game.card_summary(seat, c) for c in range(rules.cards)]
                db.execute(
                    "INSERT INTO game_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        seat,
                        player.name,
                        player.computer,
                        outcome.totals[seat],
                        outcome.ranking.index(seat) + 1,
                        int(seat in outcome.winners),
                        int(seat in outcome.dropped),
                        sum(1 for s in summaries if s.upper_bonus),
                        game.fives_scored(seat),
                    ),
                )
                db.executemany(
                    "INSERT INTO boxes VALUES (?, ?, ?, ?, ?)",
                    [
                        (game_id, seat, c, box.key, points)
                        for c in range(rules.cards)
                        for box, points in game.card(seat, c).items()
                    ],
                )
        return game_id

    # ------------------------------------------------------------------------ reading

    def count(self) -> int:
        """Finished games recorded."""
        return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def kinds(self) -> list[Kind]:
        """The kinds of game played so far, most played first."""
        rows = self._db.execute(
            "SELECT extra_five, players, cards, triple FROM games"
            " GROUP BY extra_five, players, cards, triple ORDER BY COUNT(*) DESC"
        ).fetchall()
        return [Kind(ExtraFive(e), p, c, bool(t)) for e, p, c, t in rows]

    def best_scores(
        self, kind: Kind, limit: int = 10, include_assisted: bool = True
    ) -> list[BestScore]:
        """The top scores of people (not computer players) in games of `kind`, best first."""
        rows = self._db.execute(
            "SELECT gp.name, gp.total, g.ended_at, g.id, g.assisted"
            " FROM game_players gp JOIN games g ON g.id = gp.game_id"
            " WHERE g.extra_five = ? AND g.players = ? AND g.cards = ? AND g.triple = ?"
            " AND gp.computer IS NULL AND gp.dropped = 0 AND (? OR g.assisted = 0)"
            " ORDER BY gp.total DESC, g.ended_at ASC LIMIT ?",
            (
                kind.extra_five.value,
                kind.players,
                kind.cards,
                int(kind.triple),
                int(include_assisted),
                limit,
            ),
        ).fetchall()
        return [BestScore(n, s, e, i, bool(a)) for n, s, e, i, a in rows]

    def names(self) -> list[str]:
        """Names of people who have finished a game, most games first."""
        rows = self._db.execute(
            "SELECT name FROM game_players WHERE computer IS NULL"
            " GROUP BY name COLLATE NOCASE ORDER BY COUNT(*) DESC, name"
        ).fetchall()
        return [r[0] for r in rows]

    def player_stats(self, name: str, include_assisted: bool = True) -> PlayerStats:
        """Statistics for everyone who played as `name` (case-insensitive), computers excluded."""
        rows = self._db.execute(
            "SELECT gp.total, gp.winner, gp.upper_bonuses, g.cards, gp.fives"
            " FROM game_players gp JOIN games g ON g.id = gp.game_id"
            " WHERE gp.name = ? COLLATE NOCASE AND gp.computer IS NULL AND (? OR g.assisted = 0)"
            " ORDER BY g.ended_at, g.id",
            (name, int(include_assisted)),
        ).fetchall()
        scores = tuple(r[0] for r in rows)
        cards = sum(r[3] for r in rows)
        return PlayerStats(
            name=name,
            games=len(rows),
            wins=sum(r[1] for r in rows),
            average=sum(scores) / len(scores) if scores else 0.0,
            best=max(scores, default=0),
            upper_bonus_rate=sum(r[2] for r in rows) / cards if cards else 0.0,
            fives=sum(r[4] for r in rows),
            scores=scores,
        )

    def personal_best(self, name: str, kind: Kind) -> int | None:
        """`name`'s best finished total in games of `kind` (case-insensitive), or None."""
        row = self._db.execute(
            "SELECT MAX(gp.total) FROM game_players gp JOIN games g ON g.id = gp.game_id"
            " WHERE gp.name = ? COLLATE NOCASE AND gp.computer IS NULL AND gp.dropped = 0"
            " AND g.extra_five = ? AND g.players = ? AND g.cards = ? AND g.triple = ?",
            (name, kind.extra_five.value, kind.players, kind.cards, int(kind.triple)),
        ).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def best_for(self, game: Game) -> BestScore | None:
        """The best score so far in games of the same kind as `game` (for the status bar)."""
        best = self.best_scores(Kind.of(game), limit=1)
        return best[0] if best else None

    def games(self) -> list[dict[str, Any]]:
        """Every game with its players, newest first (for lists and the CSV export)."""
        with closing(self._db.cursor()) as cur:
            rows = cur.execute(
                "SELECT g.id, g.started_at, g.ended_at, g.duration_s, g.seed, g.extra_five,"
                " g.cards, g.triple, g.assisted, gp.seat, gp.name, gp.computer, gp.total, gp.place"
                " FROM games g JOIN game_players gp ON gp.game_id = g.id"
                " ORDER BY g.ended_at DESC, g.id DESC, gp.seat"
            ).fetchall()
        keys = (
            "game_id", "started_at", "ended_at", "duration_s", "seed", "extra_five", "cards",
            "triple", "assisted", "seat", "name", "computer", "total", "place",
        )  # fmt: skip
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def load_game(self, game_id: int) -> Game:
        """The finished game with `game_id`, rebuilt from its actions."""
        row = self._db.execute("SELECT game_json FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return Game.from_dict(json.loads(row[0]))

    def export_csv(self, path: Path) -> int:
        """Write one line per player per game, with every box, to `path`; returns lines written."""
        import csv

        boxes: dict[tuple[int, int], dict[str, int]] = {}
        for game_id, seat, card, box, points in self._db.execute(
            "SELECT game_id, seat, card, box, score FROM boxes"
        ):
            boxes.setdefault((game_id, seat), {})[f"card{card + 1}_{box}"] = points
        rows = self.games()
        box_columns = [f"card{c + 1}_{b.key}" for c in range(3) for b in Category]
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow([*rows[0].keys(), *box_columns] if rows else ["game_id"])
            for row in rows:
                filled = boxes.get((row["game_id"], row["seat"]), {})
                writer.writerow([*row.values(), *(filled.get(c, "") for c in box_columns)])
        return len(rows)


def _is_busy(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _migrate(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = db.execute("SELECT version FROM schema_version").fetchone()
    version = 0 if row is None else int(row[0])
    if version > SCHEMA_VERSION:
        raise HistoryError(
            f"it was written by a newer Five Dice (schema {version}; this one knows up to "
            f"{SCHEMA_VERSION})"
        )
    while version < SCHEMA_VERSION:
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](db)
            version += 1
            db.execute("DELETE FROM schema_version")
            db.execute("INSERT INTO schema_version VALUES (?)", (version,))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

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
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fivedice.core import Category, ExtraFive, Game

from .access import connect_read_only, damaged_not_set_aside, left_as_it_is, stored_version
from .files import set_aside, write_atomic
from .records import Assist as _Assist
from .records import BestScore, GameRecord, HistoryError, Kind, PlayerStats, RecentGame, SeatResult

# Where these names were always imported from; the values now live in .records.
__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "BestScore", "GameRecord", "History", "HistoryError"]
__all__ += ["HistoryReadError", "Kind", "PlayerStats", "RecentGame", "SeatResult"]
__all__ += ["keep_for_later", "pending_dir"]

log = logging.getLogger(__name__)


def _run(db: sqlite3.Connection, script: str) -> None:
    # Statement by statement: executescript() would commit the migration's transaction early.
    # A trigger's body holds semicolons of its own, hence complete_statement().
    statement = ""
    for part in script.split(";"):
        statement += part + ";"
        if sqlite3.complete_statement(statement):
            db.execute(statement)
            statement = ""
    if statement.strip(" \n;"):
        raise ValueError(f"incomplete SQL statement: {statement}")


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


def _migrate_2(db: sqlite3.Connection) -> None:
    # The scoreboard must answer in well under a frame however long the history grows.
    #
    # Games never change once recorded, so each player's row gets a copy of its game's kind,
    # date and hints flag: best scores and a player's latest games then come from one narrow
    # index each, instead of joining every row to `games`, whose rows are wide (the whole game
    # as JSON).
    #
    # What would otherwise count every game on each look (kinds played, names, a player's
    # figures) is kept counted as games come and go, by triggers, so every writer (the app,
    # a restored backup, a tool) keeps the counts right without knowing about them.
    _run(
        db,
        """
        ALTER TABLE game_players ADD COLUMN extra_five TEXT NOT NULL DEFAULT '';
        ALTER TABLE game_players ADD COLUMN players INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN cards INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN triple INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN ended_at TEXT NOT NULL DEFAULT '';
        UPDATE game_players SET (extra_five, players, cards, triple, assisted, ended_at) = (
            SELECT g.extra_five, g.players, g.cards, g.triple, g.assisted, g.ended_at
            FROM games g WHERE g.id = game_players.game_id
        );
        DROP INDEX game_players_name;
        CREATE INDEX game_players_best ON game_players (
            extra_five, players, cards, triple, computer, dropped,
            total DESC, ended_at, game_id, assisted, name
        );
        CREATE INDEX game_players_recent ON game_players (
            name COLLATE NOCASE, computer, ended_at, game_id, assisted, total
        );
        CREATE INDEX games_ended ON games (ended_at);

        CREATE TABLE kind_counts (
            extra_five TEXT NOT NULL,
            players INTEGER NOT NULL,
            cards INTEGER NOT NULL,
            triple INTEGER NOT NULL,
            games INTEGER NOT NULL,
            PRIMARY KEY (extra_five, players, cards, triple)
        ) WITHOUT ROWID;
        INSERT INTO kind_counts
            SELECT extra_five, players, cards, triple, COUNT(*) FROM games
            GROUP BY extra_five, players, cards, triple;
        CREATE TRIGGER games_counted AFTER INSERT ON games BEGIN
            INSERT INTO kind_counts
                VALUES (NEW.extra_five, NEW.players, NEW.cards, NEW.triple, 1)
                ON CONFLICT DO UPDATE SET games = games + 1;
        END;
        CREATE TRIGGER games_uncounted AFTER DELETE ON games BEGIN
            UPDATE kind_counts SET games = games - 1
                WHERE extra_five = OLD.extra_five AND players = OLD.players
                AND cards = OLD.cards AND triple = OLD.triple;
            DELETE FROM kind_counts WHERE games <= 0;
        END;

        CREATE TABLE people (
            name TEXT NOT NULL COLLATE NOCASE PRIMARY KEY,
            games INTEGER NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO people
            SELECT name, COUNT(*) FROM game_players WHERE computer IS NULL
            GROUP BY name COLLATE NOCASE;
        CREATE TABLE person_totals (
            name TEXT NOT NULL COLLATE NOCASE,
            assisted INTEGER NOT NULL,
            total INTEGER NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            upper_bonuses INTEGER NOT NULL,
            fives INTEGER NOT NULL,
            cards INTEGER NOT NULL,
            PRIMARY KEY (name, assisted, total)
        ) WITHOUT ROWID;
        INSERT INTO person_totals
            SELECT name, assisted, total, COUNT(*), SUM(winner), SUM(upper_bonuses), SUM(fives),
                SUM(cards)
            FROM game_players WHERE computer IS NULL
            GROUP BY name COLLATE NOCASE, assisted, total;
        CREATE TRIGGER person_counted AFTER INSERT ON game_players
        WHEN NEW.computer IS NULL BEGIN
            -- The latest spelling of a name (Ana after ana) is the one listed.
            INSERT INTO people VALUES (NEW.name, 1)
                ON CONFLICT DO UPDATE SET games = games + 1, name = excluded.name;
            INSERT INTO person_totals VALUES (
                NEW.name, NEW.assisted, NEW.total, 1, NEW.winner, NEW.upper_bonuses, NEW.fives,
                NEW.cards
            ) ON CONFLICT DO UPDATE SET
                games = games + 1,
                wins = wins + excluded.wins,
                upper_bonuses = upper_bonuses + excluded.upper_bonuses,
                fives = fives + excluded.fives,
                cards = cards + excluded.cards;
        END;
        CREATE TRIGGER person_uncounted AFTER DELETE ON game_players
        WHEN OLD.computer IS NULL BEGIN
            UPDATE people SET games = games - 1 WHERE name = OLD.name;
            DELETE FROM people WHERE games <= 0;
            UPDATE person_totals SET
                games = games - 1,
                wins = wins - OLD.winner,
                upper_bonuses = upper_bonuses - OLD.upper_bonuses,
                fives = fives - OLD.fives,
                cards = cards - OLD.cards
            WHERE name = OLD.name AND assisted = OLD.assisted AND total = OLD.total;
            DELETE FROM person_totals WHERE games <= 0;
        END;
        """,
    )


MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (_migrate_1, _migrate_2)
"""MIGRATIONS[i] takes the schema from version i to i + 1."""
SCHEMA_VERSION = len(MIGRATIONS)


class HistoryReadError(HistoryError, sqlite3.OperationalError):
    """The database failed while being read (also an sqlite3 error, for callers written when
    reads raised those)."""


@contextmanager
def _reading() -> Iterator[None]:
    try:
        yield
    except HistoryError:
        raise
    except sqlite3.Error as exc:
        log.error("reading the history failed: %s", exc)
        raise HistoryReadError(f"The game history could not be read: {exc}") from exc


def _kind(extra_five: str, players: int, cards: int, triple: int) -> Kind:
    try:
        return Kind(ExtraFive(extra_five), players, cards, bool(triple))
    except ValueError as exc:
        # Written by a newer or foreign program: say so rather than fail with a traceback.
        raise HistoryError(
            f"The game history holds rules this Five Dice does not know: {exc}"
        ) from exc


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
    assisted: _Assist = _Assist.NONE,
) -> Path:
    """Write a finished game to the pending folder (atomically), to be recorded by the next
    :meth:`History.flush`; OSError if even that cannot be written."""
    ended = ended_at or _utc_now()
    data = {
        "format": "fivedice.pending-game",
        "version": 1,
        "started_at": started_at or ended,
        "ended_at": ended,
        "assisted": int(assisted),
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
    return GameRecord(started, ended, game.elapsed, _Assist.of(data.get("assisted")), game)


class History:
    """The database of finished games. Open with :meth:`open`."""

    def __init__(self, path: Path, db: sqlite3.Connection) -> None:
        self.path = path
        self._db = db

    @classmethod
    def open(
        cls, path: Path, timeout: float = 2.0, *, read_only: bool = False
    ) -> tuple[History | None, str | None]:
        """Open (or create) the history at `path`; returns it and a message for the player, if any.

        A file that is not a usable database is set aside and a new one started (with a message);
        one locked, unreadable or unwritable gives (None, message), left as it is (access.py).
        """
        if read_only:
            db, problem = connect_read_only(path, timeout, SCHEMA_VERSION)
            return (None if db is None else cls(path, db)), problem
        try:
            history = cls(path, cls._connect(path, timeout))
        except (sqlite3.DatabaseError, PermissionError) as exc:
            problem = left_as_it_is(path, exc)  # in use, or cannot be written: not damage
            if problem is not None:
                return None, problem
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
            return None, damaged_not_set_aside(path)
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
        assisted: _Assist = _Assist.NONE,
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
                    "INSERT INTO game_players (game_id, seat, name, computer, total, place, winner,"
                    " dropped, upper_bonuses, fives, extra_five, players, cards, triple, assisted,"
                    " ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                        rules.extra_five.value,
                        len(game.players),
                        rules.cards,
                        int(rules.triple),
                        int(record.assisted),
                        record.ended_at,
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
    # Every read raises HistoryError (with the reason in plain words) rather than an sqlite3
    # error, so a window can show what went wrong instead of a traceback.

    def count(self) -> int:
        """Finished games recorded."""
        with _reading():
            return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def kinds(self) -> list[Kind]:
        """The kinds of game played so far, most played first."""
        with _reading():
            rows = self._db.execute(
                "SELECT extra_five, players, cards, triple FROM kind_counts"
                " ORDER BY games DESC, extra_five, players, cards, triple"
            ).fetchall()
        return [_kind(*row) for row in rows]

    def best_scores(
        self, kind: Kind, limit: int = 10, include_assisted: bool = True
    ) -> list[BestScore]:
        """The top scores of people (not computer players) in games of `kind`, best first."""
        with _reading():
            rows = self._db.execute(
                "SELECT name, total, ended_at, game_id, assisted FROM game_players"
                " WHERE extra_five = ? AND players = ? AND cards = ? AND triple = ?"
                " AND computer IS NULL AND dropped = 0 AND (? OR assisted = 0)"
                " ORDER BY total DESC, ended_at, game_id LIMIT ?",
                (
                    kind.extra_five.value,
                    kind.players,
                    kind.cards,
                    int(kind.triple),
                    int(include_assisted),
                    limit,
                ),
            ).fetchall()
        return [BestScore(n, s, e, i, _Assist.of(a)) for n, s, e, i, a in rows]

    def names(self) -> list[str]:
        """Names of people who have finished a game, most games first."""
        with _reading():
            rows = self._db.execute("SELECT name FROM people ORDER BY games DESC, name").fetchall()
        return [r[0] for r in rows]

    def player_stats(
        self, name: str, include_assisted: bool = True, recent: int = 30
    ) -> PlayerStats:
        """Statistics for everyone who played as `name` (case-insensitive), computers excluded;
        the totals of the `recent` latest games come with them."""
        with _reading():
            # A few hundred rows (one per distinct total), however many games were played.
            rows = self._db.execute(
                "SELECT total, SUM(games), SUM(wins), SUM(upper_bonuses), SUM(fives), SUM(cards)"
                " FROM person_totals WHERE name = ? AND (? OR assisted = 0)"
                " GROUP BY total ORDER BY total",
                (name, int(include_assisted)),
            ).fetchall()
            latest = self._db.execute(
                "SELECT total FROM game_players"
                " WHERE name = ? COLLATE NOCASE AND computer IS NULL AND (? OR assisted = 0)"
                " ORDER BY ended_at DESC, game_id DESC LIMIT ?",
                (name, int(include_assisted), recent),
            ).fetchall()
        games = sum(r[1] for r in rows)
        cards = sum(r[5] for r in rows)
        return PlayerStats(
            name=name,
            games=games,
            wins=sum(r[2] for r in rows),
            average=sum(r[0] * r[1] for r in rows) / games if games else 0.0,
            best=rows[-1][0] if rows else 0,
            upper_bonus_rate=sum(r[3] for r in rows) / cards if cards else 0.0,
            fives=sum(r[4] for r in rows),
            distribution=tuple((r[0], r[1]) for r in rows),
            recent=tuple(r[0] for r in reversed(latest)),
        )

    def personal_best(self, name: str, kind: Kind) -> int | None:
        """`name`'s best finished total in games of `kind` (case-insensitive), or None."""
        with _reading():
            # Down the kind's scores from the top until one is `name`'s: usually a few rows.
            row = self._db.execute(
                "SELECT total FROM game_players"
                " WHERE extra_five = ? AND players = ? AND cards = ? AND triple = ?"
                " AND computer IS NULL AND dropped = 0 AND name = ? COLLATE NOCASE"
                " ORDER BY total DESC LIMIT 1",
                (kind.extra_five.value, kind.players, kind.cards, int(kind.triple), name),
            ).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def best_for(self, game: Game) -> BestScore | None:
        """The best score so far in games of the same kind as `game` (for the status bar)."""
        best = self.best_scores(Kind.of(game), limit=1)
        return best[0] if best else None

    def recent_games(self, limit: int = 200) -> list[RecentGame]:
        """The `limit` latest finished games with their players, newest first."""
        with _reading():
            rows = self._db.execute(
                "SELECT g.id, g.started_at, g.ended_at, g.extra_five, g.players, g.cards,"
                " g.triple, g.assisted, gp.name, gp.computer, gp.total, gp.place"
                " FROM (SELECT id, started_at, ended_at, extra_five, players, cards, triple,"
                " assisted FROM games ORDER BY ended_at DESC, id DESC LIMIT ?) g"
                " JOIN game_players gp ON gp.game_id = g.id"
                " ORDER BY g.ended_at DESC, g.id DESC, gp.seat",
                (limit,),
            ).fetchall()
        seats: dict[int, list[SeatResult]] = {}
        firsts: dict[int, tuple[Any, ...]] = {}
        for row in rows:
            firsts.setdefault(row[0], row)
            seats.setdefault(row[0], []).append(SeatResult(*row[8:]))
        return [
            RecentGame(r[0], r[1], r[2], _kind(*r[3:7]), _Assist.of(r[7]), tuple(seats[r[0]]))
            for r in firsts.values()
        ]

    def games(self) -> list[dict[str, Any]]:
        """Every game with its players, newest first (for the CSV export)."""
        with _reading(), closing(self._db.cursor()) as cur:
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
        """The finished game with `game_id`, rebuilt from its actions.

        KeyError when there is no such game, ValueError when its record cannot be rebuilt.
        """
        with _reading():
            row = self._db.execute(
                "SELECT game_json FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        if row is None:
            raise KeyError(game_id)
        return Game.from_dict(json.loads(row[0]))

    def export_csv(self, path: Path) -> int:
        """Write one line per player per game, with every box, to `path`; returns lines written.

        HistoryError (saying why) when the history cannot be read or the file written.
        """
        import csv

        boxes: dict[tuple[int, int], dict[str, int]] = {}
        with _reading():
            for game_id, seat, card, box, points in self._db.execute(
                "SELECT game_id, seat, card, box, score FROM boxes"
            ):
                boxes.setdefault((game_id, seat), {})[f"card{card + 1}_{box}"] = points
        rows = self.games()
        box_columns = [f"card{c + 1}_{b.key}" for c in range(3) for b in Category]
        try:
            with path.open("w", newline="", encoding="utf-8") as f:
                writer = csv.writer(f)
                writer.writerow([*rows[0].keys(), *box_columns] if rows else ["game_id"])
                for row in rows:
                    filled = boxes.get((row["game_id"], row["seat"]), {})
                    row["assisted"] = _Assist.of(row["assisted"]).words  # "hints, undo"
                    writer.writerow([*row.values(), *(filled.get(c, "") for c in box_columns)])
        except OSError as exc:
            log.error("export to %s failed: %s", path, exc)
            reason = exc.strerror or str(exc)
            raise HistoryError(
                f"The history could not be written to {path.name}: {reason}"
            ) from exc
        return len(rows)


def _is_busy(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _migrate(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    version = stored_version(db, SCHEMA_VERSION)
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

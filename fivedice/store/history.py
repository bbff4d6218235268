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
import time
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager, suppress
from pathlib import Path
from typing import Any

from fivedice.core import ExtraFive, Game
from fivedice.words import QT_TRANSLATE_NOOP, translate

from . import profiles, ratings, schema
from .access import (
    connect_read_only,
    damaged_not_set_aside,
    is_busy,
    is_full,
    left_as_it_is,
    unreadable,
)
from .assist import Assist
from .elsewhere import NOBODY_ELSEWHERE, Elsewhere
from .errors import HistoryError
from .export import Progress, write_csv
from .files import move_aside_with, remove_stale_temporaries, set_aside
from .paths import pending_dir
from .profiles import RatingCode
from .records import (
    BestScore,
    GameRecord,
    Kind,
    PlayerStats,
    Profile,
    RatingChange,
    RatingPoint,
    RecentGame,
    SeatResult,
)
from .waiting import (
    carried,
    keep_for_later,
    keep_waiting,
    utc_now,
    waiting_record,
)

# Where these names were always imported from; the values now live in .records and .schema, the
# error in .errors, and the waiting games in .waiting.
MIGRATIONS = schema.MIGRATIONS
SCHEMA_VERSION = schema.SCHEMA_VERSION
__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "BestScore", "GameRecord", "History", "HistoryError"]
__all__ += ["HistoryReadError", "Kind", "PlayerStats", "RecentGame", "SeatResult"]
__all__ += ["carried", "keep_for_later", "keep_waiting", "pending_dir", "waiting_record"]

log = logging.getLogger(__name__)

CONNECTION: type[sqlite3.Connection] = sqlite3.Connection
"""The class of the history's connections (a test's stand-in injects faults through it)."""


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
        raise HistoryReadError(unreadable(exc)) from exc


@contextmanager
def _writing() -> Iterator[None]:
    try:
        yield
    except sqlite3.Error as exc:
        log.error("changing the history failed: %s", exc)
        raise HistoryError(
            translate("Store", "The game history could not be changed: {reason}").format(reason=exc)
        ) from exc


def _kind(extra_five: str, players: int, cards: int, triple: int, open_sheets: int) -> Kind:
    try:
        return Kind(ExtraFive(extra_five), players, cards, bool(triple), bool(open_sheets))
    except ValueError as exc:
        # Written by a newer or foreign program: say so rather than fail with a traceback.
        raise HistoryError(
            translate(
                "Store", "The game history holds rules this Five Dice does not know: {reason}"
            ).format(reason=exc)
        ) from exc


REPAIRED = QT_TRANSLATE_NOOP(
    "Store",
    "The game history's version mark was damaged and has been repaired; every game in it is kept.",
)


def _where_kind(kind: Kind) -> tuple[str, tuple[Any, ...]]:
    """The condition on `game_players` (its copy of each game's kind) for games of `kind`, and
    its values; the columns in the order of the index game_players_best."""
    return (
        "extra_five = ? AND players = ? AND cards = ? AND triple = ? AND open_sheets = ?",
        (kind.extra_five.value, kind.players, kind.cards, int(kind.triple), int(kind.open_sheets)),
    )


def _read_pending(path: Path) -> GameRecord:
    data = json.loads(path.read_bytes().decode("utf-8-sig"))
    if not isinstance(data, dict) or data.get("format") != "fivedice.pending-game":
        raise ValueError("not a pending game")
    game = Game.from_dict(data.get("game"))  # type: ignore[arg-type]
    started, ended = data.get("started_at"), data.get("ended_at")
    if not game.is_over or not isinstance(started, str) or not isinstance(ended, str):
        raise ValueError("not a finished game")
    assisted, network = Assist.of(data.get("assisted")), data.get("network") is True
    seats = tuple(range(len(game.players)))
    elsewhere = Elsewhere.of_json(data)
    if ("remote" not in data and network) or not set(elsewhere.seats) <= set(seats):
        # Written before the seats played elsewhere were noted: none is known to be here.
        elsewhere = Elsewhere(seats)
    return GameRecord(started, ended, game.elapsed, assisted, game, network, elsewhere)


class History:
    """The database of finished games. Open with :meth:`open`."""

    def __init__(self, path: Path, db: sqlite3.Connection, *, read_only: bool = False) -> None:
        self.path = path
        self._db = db
        self._read_only = read_only

    @classmethod
    def open(
        cls, path: Path, timeout: float = 2.0, *, read_only: bool = False
    ) -> tuple[History | None, str | None]:
        """Open (or create) the history at `path`; returns it and a message for the player, if any.

        A file that is damaged, incomplete or not a Five Dice history is set aside and a new one
        started (with a message); one that is locked, unreadable or unwritable, or on a full disk,
        gives (None, message) and is left as it is (access.py). Nothing in the file can make this
        raise.
        """
        if read_only:
            db, problem = connect_read_only(path, timeout)
            return (None if db is None else cls(path, db, read_only=True)), problem
        try:
            db, repaired = cls._connect(path, timeout)
        except (sqlite3.DatabaseError, PermissionError) as exc:
            problem = left_as_it_is(path, exc)  # in use, or cannot be written: not damage
            if problem is not None:
                return None, problem
            if isinstance(exc, sqlite3.OperationalError) and not path.exists():
                log.error("history %s cannot be created: %s", path, exc)
                return None, translate("Store", "The game history cannot be saved in this folder.")
            log.error("history %s is damaged: %s", path, exc)
            reason: Exception = exc
        except schema.Damaged as exc:
            log.error("history %s cannot be used: %s", path, exc)
            reason = exc
        except (OSError, HistoryError) as exc:
            log.error("history %s cannot be opened: %s", path, exc)
            opened = translate("Store", "The game history cannot be opened: {reason}")
            return None, opened.format(reason=exc)
        else:
            history = cls(path, db)
            history._flush_quietly()
            return history, (translate("Store", REPAIRED) if repaired else None)
        return cls._start_anew(path, timeout, foreign=isinstance(reason, schema.NotOurs))

    @classmethod
    def _start_anew(
        cls, path: Path, timeout: float, *, foreign: bool
    ) -> tuple[History | None, str | None]:
        """Set the file at `path` aside (with its journal files) and start a new history."""
        aside = set_aside(path)
        if aside is None:
            return None, damaged_not_set_aside(path)
        for suffix in ("-wal", "-shm"):
            move_aside_with(path.with_name(path.name + suffix), aside.name + suffix)
        try:
            db, _ = cls._connect(path, timeout)
        except (sqlite3.DatabaseError, OSError, HistoryError, schema.Damaged) as exc:
            return None, translate(
                "Store", "The game history is damaged and a new one could not be started: {reason}"
            ).format(reason=exc)
        history = cls(path, db)
        history._flush_quietly()
        if foreign:
            return history, translate(
                "Store",
                "The file where the game history belongs was not a Five Dice history, so a new "
                "history was started (that file was kept as {file}).",
            ).format(file=aside.name)
        return history, translate(
            "Store",
            "The game history was damaged, so a new one was started (the old file was kept as "
            "{file}).",
        ).format(file=aside.name)

    @staticmethod
    def _connect(path: Path, timeout: float) -> tuple[sqlite3.Connection, bool]:
        """A connection to a whole history of the current version at `path` (made, or brought
        up to date), and whether its version mark had to be repaired."""
        path.parent.mkdir(parents=True, exist_ok=True)
        suspect = not schema.header_looks_sound(path)
        db = sqlite3.connect(path, timeout=timeout, isolation_level=None, factory=CONNECTION)
        try:
            if suspect:
                schema.full_check(db)
            db.execute("PRAGMA foreign_keys = ON")
            schema.check_ours(db)  # before anything is written to it
            _use_write_ahead_log(db, timeout)
            repaired = schema.migrate(db)
            schema.check_whole(db)
        except BaseException:
            db.close()
            raise
        return db, repaired

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
        assisted: Assist = Assist.NONE,
        network: bool = False,
        elsewhere: Elsewhere = NOBODY_ELSEWHERE,
    ) -> int | None:
        """Commit a finished game (and rate it, when it is rated: ratings.py); returns its id,
        or None if the database is busy (kept, retried). `elsewhere`: the people played at
        other computers of a network table.

        Raises ValueError for a game that is not over.
        """
        if not game.is_over:
            raise ValueError("only finished games go into the history")
        ended = ended_at or utc_now()
        record = GameRecord(
            started_at or ended, ended, game.elapsed, assisted, game, network, elsewhere
        )
        self._flush_quietly()
        try:
            return self._write(record)
        except sqlite3.OperationalError as exc:
            if not is_busy(exc):
                raise
            log.warning("history busy, game kept to write later: %s", exc)
            keep_for_later(
                self.path,
                game,
                started_at=record.started_at,
                ended_at=ended,
                assisted=assisted,
                network=network,
                elsewhere=elsewhere,
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
        remove_stale_temporaries(folder)
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
                if is_busy(exc):
                    return
                raise
            path.unlink()
        with suppress(OSError):
            folder.rmdir()  # nothing waits: the folder goes too (it stays while anything is left)

    def _flush_quietly(self) -> None:
        try:
            self.flush()
        except (sqlite3.Error, OSError) as exc:
            log.error("waiting games could not be recorded yet: %s", exc)

    def record_many(self, records: Iterable[GameRecord]) -> list[int]:
        """Commit many finished games in one transaction, each written as :meth:`record`
        writes one (the same game twice is one game); returns their ids in order.

        For bringing in many games at once (a benchmark's history of 100,000): all or nothing.
        ValueError, with nothing written, when one of the games is not over; the database's own
        error when it is busy or cannot be written (nothing is kept for later).
        """
        self._flush_quietly()
        with self._transaction() as db:
            ids = []
            for record in records:
                if not record.game.is_over:
                    raise ValueError("only finished games go into the history")
                ids.append(self._insert(db, record))
            return ids

    def _write(self, record: GameRecord) -> int:
        with self._transaction() as db:
            return self._insert(db, record)

    @classmethod
    def _insert(cls, db: sqlite3.Connection, record: GameRecord) -> int:
        """Write one finished game inside the transaction under way on `db`, its people linked
        to their profiles, and rate it when it is rated; its id. The same game twice (a retry
        after a crash) is one game, rated once."""
        found, game_id = cls._insert_game(db, record)
        if not found and ratings.rated_here(record):
            ratings.rate(db, game_id, record.ended_at, record.elsewhere)
        return game_id

    @staticmethod
    def _insert_game(db: sqlite3.Connection, record: GameRecord) -> tuple[bool, int]:
        """Write one finished game (unless it is there already: True) inside the transaction
        under way on `db`; its id."""
        game = record.game
        outcome = game.outcome()
        assert outcome is not None
        rules = game.rules
        kind = Kind.of(game)
        game_json = json.dumps(game.to_dict(), separators=(",", ":"))
        # The same game twice (a retry after a crash) is one game.
        row = db.execute(
            "SELECT id FROM games WHERE seed = ? AND game_json = ?", (game.seed, game_json)
        ).fetchone()
        if row is not None:
            return True, int(row[0])
        cur = db.execute(
            "INSERT INTO games (started_at, ended_at, duration_s, seed, extra_five, cards,"
            " triple, players, assisted, game_json, open_sheets, network)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                record.started_at,
                record.ended_at,
                record.duration_s,
                game.seed,
                kind.extra_five.value,
                kind.cards,
                int(kind.triple),
                kind.players,
                int(record.assisted),
                game_json,
                int(kind.open_sheets),
                int(record.network),
            ),
        )
        game_id = cur.lastrowid
        assert game_id is not None
        for seat, player in enumerate(game.players):
            summaries = [game.card_summary(seat, c) for c in range(rules.cards)]
            here = not player.is_computer and seat not in record.elsewhere.seats
            db.execute(
                "INSERT INTO game_players (game_id, seat, name, computer, total, place, winner,"
                " dropped, upper_bonuses, fives, extra_five, players, cards, triple, assisted,"
                " ended_at, open_sheets, profile)"
                f" VALUES ({', '.join('?' * 18)})",
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
                    kind.extra_five.value,
                    kind.players,
                    kind.cards,
                    int(kind.triple),
                    int(record.assisted),
                    record.ended_at,
                    int(kind.open_sheets),
                    profiles.ensure(db, player.name, created_at=record.ended_at) if here else None,
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
        return False, game_id

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
                "SELECT extra_five, players, cards, triple, open_sheets FROM kind_counts"
                " ORDER BY games DESC, extra_five, players, cards, triple, open_sheets DESC"
            ).fetchall()
        return [_kind(*row) for row in rows]

    def best_scores(
        self, kind: Kind, limit: int = 10, include_assisted: bool = True
    ) -> list[BestScore]:
        """The top scores of people (not computer players) in games of `kind`, best first."""
        where, values = _where_kind(kind)
        with _reading():
            rows = self._db.execute(
                "SELECT name, total, ended_at, game_id, assisted FROM game_players"
                f" WHERE {where}"
                " AND computer IS NULL AND dropped = 0 AND (? OR assisted = 0)"
                " ORDER BY total DESC, ended_at, game_id LIMIT ?",
                (*values, int(include_assisted), limit),
            ).fetchall()
        return [BestScore(n, s, e, i, Assist.of(a)) for n, s, e, i, a in rows]

    def names(self) -> list[str]:
        """Names of the people who play here (their profiles), most games first."""
        with _reading():
            rows = self._db.execute(
                "SELECT name FROM profiles WHERE games > 0 ORDER BY games DESC, name"
            ).fetchall()
        return [r[0] for r in rows]

    def player_stats(
        self, name: str, include_assisted: bool = True, recent: int = 30
    ) -> PlayerStats:
        """Statistics of the person (profile) named `name`, with the totals of the `recent`
        latest games."""
        with _reading():
            profile = profiles.find(self._db, name)
            # A few hundred rows (one per distinct total), however many games were played.
            rows = self._db.execute(
                "SELECT total, SUM(games), SUM(wins), SUM(upper_bonuses), SUM(fives), SUM(cards)"
                " FROM profile_totals WHERE profile = ? AND (? OR assisted = 0)"
                " GROUP BY total ORDER BY total",
                (profile, int(include_assisted)),
            ).fetchall()
            latest = self._db.execute(
                "SELECT total FROM game_players WHERE profile = ? AND (? OR assisted = 0)"
                " ORDER BY ended_at DESC, game_id DESC LIMIT ?",
                (profile, int(include_assisted), recent),
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
        """The best finished total in games of `kind` of the person (profile) named `name`, or
        None."""
        where, values = _where_kind(kind)
        with _reading():
            profile = profiles.find(self._db, name)
            if profile is None:
                return None
            # Down the kind's scores from the top until one is theirs: usually a few rows.
            row = self._db.execute(
                f"SELECT total FROM game_players WHERE {where}"
                " AND computer IS NULL AND dropped = 0 AND profile = ?"
                " ORDER BY total DESC LIMIT 1",
                (*values, profile),
            ).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def best_for(self, game: Game) -> BestScore | None:
        """The best score so far in games of the same kind as `game` (for the status bar)."""
        best = self.best_scores(Kind.of(game), limit=1)
        return best[0] if best else None

    def recent_games(self, limit: int = 200) -> list[RecentGame]:
        """The `limit` latest finished games with their players, newest first."""
        with _reading():
            # open_sheets from the players' copy: in `games` it lies after the whole game.
            rows = self._db.execute(
                "SELECT g.id, g.started_at, g.ended_at, g.extra_five, g.players, g.cards,"
                " g.triple, gp.open_sheets, g.assisted, gp.name, gp.computer, gp.total, gp.place,"
                " g.network"
                " FROM (SELECT id, started_at, ended_at, extra_five, players, cards, triple,"
                " assisted, network FROM games ORDER BY ended_at DESC, id DESC LIMIT ?) g"
                " JOIN game_players gp ON gp.game_id = g.id"
                " ORDER BY g.ended_at DESC, g.id DESC, gp.seat",
                (limit,),
            ).fetchall()
        seats: dict[int, list[SeatResult]] = {}
        firsts: dict[int, tuple[Any, ...]] = {}
        for row in rows:
            firsts.setdefault(row[0], row)
            seats.setdefault(row[0], []).append(SeatResult(*row[9:13]))
        return [
            RecentGame(
                r[0], r[1], r[2], _kind(*r[3:8]), Assist.of(r[8]), tuple(seats[r[0]]), bool(r[13])
            )
            for r in firsts.values()
        ]

    def games(self) -> list[dict[str, Any]]:
        """Every game with its players, newest first: the CSV export's columns, as read."""
        with _reading(), closing(self._db.cursor()) as cur:
            rows = cur.execute(schema.PLAYERS_SQL).fetchall()
        return [dict(zip(schema.COLUMNS, schema.public_row(r), strict=True)) for r in rows]

    def rating_changes(self, game_id: int) -> list[RatingChange]:
        """The rating changes game `game_id` made, by seat (none for practice)."""
        with _reading():
            return ratings.changes_of(self._db, game_id)

    def profiles(self) -> list[Profile]:
        """Every profile, the latest to play first."""
        with _reading():
            return profiles.profiles(self._db)

    def rating_history(self, profile: int) -> list[RatingPoint]:
        """Profile `profile`'s rating after each of its rated games, oldest first."""
        with _reading():
            return ratings.rating_history(self._db, profile)

    def profile_secret(self, profile: int) -> str | None:
        """The ID of profile `profile`, for its player to copy (never for a log)."""
        with _reading():
            return profiles.secret_of(self._db, profile)

    def rating_code(self, profile: int) -> str | None:
        """Profile `profile`'s rating code (its rating, to continue on another computer with
        its ID), or None."""
        with _reading():
            return profiles.rating_code(self._db, profile)

    def use_id(self, profile: int, secret: str, code: RatingCode) -> None:
        """Make profile `profile` the person with the ID `secret`, continuing the rating in
        `code` (profiles.use_id: IdInUse when another profile here has that ID); HistoryError
        when the history cannot be written."""
        with _writing(), self._transaction() as db:
            profiles.use_id(db, profile, secret, code)

    def rename_profile(self, profile: int, name: str) -> str:
        """Rename profile `profile` (its games keep the names they were played under); the name
        as kept. ValueError for an empty name, profiles.NameTaken for another's, HistoryError
        when the history cannot be written."""
        with _writing(), self._transaction() as db:
            return profiles.rename(db, profile, name)

    def merge_profiles(self, keep: int, gone: int) -> None:
        """Make profile `gone` part of profile `keep` (one person, profiles.merge); HistoryError
        when the history cannot be written."""
        with _writing(), self._transaction() as db:
            profiles.merge(db, keep, gone)
            ratings.renumber(db, keep)

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

    def export_csv(self, path: Path, progress: Progress | None = None) -> int:
        """Write one line per player per game, with every box, to `path`; returns lines written.

        Safe to call from any thread: it reads through a connection of its own, and calls
        `progress(done, total)` on the calling thread as it goes. HistoryError (saying why) when
        the history cannot be read or the file written.
        """
        if self._read_only:
            db, problem = connect_read_only(self.path, 2.0)
            if db is None:
                raise HistoryError(
                    problem or translate("Store", "The game history cannot be read.")
                )
        else:
            try:
                uri = self.path.resolve().as_uri() + "?mode=ro"
                db = sqlite3.connect(uri, uri=True, timeout=2.0, isolation_level=None)
            except sqlite3.Error as exc:
                raise HistoryError(unreadable(exc)) from exc
        try:
            return write_csv(db, path, progress)
        finally:
            db.close()


def _use_write_ahead_log(db: sqlite3.Connection, timeout: float) -> None:
    """Write-ahead logging (readers never wait for the writer), where the file system allows it:
    some network shares cannot hold its shared-memory file, and then the default journal is
    used instead. A full disk is raised, and so is busy once `timeout` has passed (the switch
    does not wait for another program on its own: SQLite refuses it at once)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            db.execute("PRAGMA journal_mode = WAL").fetchone()
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # reads through the log
            return
        except sqlite3.OperationalError as exc:
            if is_busy(exc) and time.monotonic() < deadline:
                time.sleep(0.01)
                continue
            if is_busy(exc) or is_full(exc):
                raise
            log.warning("write-ahead logging unavailable (%s): the default journal is used", exc)
            db.execute("PRAGMA journal_mode = DELETE").fetchone()
            return

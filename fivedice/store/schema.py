"""The history's tables: how each version is made, which version a file holds, whether a file
is a Five Dice history at all, and a whole one, and how a game is read from them one row a player
(:data:`PLAYERS_SQL`, for the history and its CSV export alike).

Used by :class:`fivedice.store.history.History` when it opens a file. Each check here is cheap
(a header of 100 bytes, the table of contents, one small row), so opening a history of 100,000
games costs no more than opening an empty one; the full integrity check runs only when the header
already looks wrong.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from fivedice.words import translate

from . import profiles, ratings
from .errors import HistoryError

log = logging.getLogger(__name__)


class Damaged(Exception):
    """The file cannot be used as it is: set it aside (the message says why, for the log)."""


class NotOurs(Damaged):
    """The file is an SQLite database, but not a Five Dice history."""


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


def _migrate_3(db: sqlite3.Connection) -> None:
    # Open or hidden score sheets (RULES.md §10) become part of a game's kind: a game played
    # without seeing the others' cards is not compared with one played seeing them. Every game
    # recorded so far was an open-sheet game (hidden sheets did not exist yet), hence DEFAULT 1.
    #
    # The column comes last in `games`, after the wide game_json, where reading it can mean
    # reading the whole game: readers take the copy in `game_players` instead.
    #
    # kind_counts keeps its counts (every one of them is an open-sheet kind); its key gains the
    # column, which in a WITHOUT ROWID table means a new table.
    _run(
        db,
        """
        ALTER TABLE games ADD COLUMN open_sheets INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE game_players ADD COLUMN open_sheets INTEGER NOT NULL DEFAULT 1;
        DROP INDEX games_kind;
        CREATE INDEX games_kind ON games (extra_five, players, cards, triple, open_sheets);
        DROP INDEX game_players_best;
        CREATE INDEX game_players_best ON game_players (
            extra_five, players, cards, triple, open_sheets, computer, dropped,
            total DESC, ended_at, game_id, assisted, name
        );

        DROP TRIGGER games_counted;
        DROP TRIGGER games_uncounted;
        CREATE TABLE kind_counts_3 (
            extra_five TEXT NOT NULL,
            players INTEGER NOT NULL,
            cards INTEGER NOT NULL,
            triple INTEGER NOT NULL,
            open_sheets INTEGER NOT NULL,
            games INTEGER NOT NULL,
            PRIMARY KEY (extra_five, players, cards, triple, open_sheets)
        ) WITHOUT ROWID;
        INSERT INTO kind_counts_3
            SELECT extra_five, players, cards, triple, 1, games FROM kind_counts;
        DROP TABLE kind_counts;
        ALTER TABLE kind_counts_3 RENAME TO kind_counts;
        CREATE TRIGGER games_counted AFTER INSERT ON games BEGIN
            INSERT INTO kind_counts (extra_five, players, cards, triple, open_sheets, games)
                VALUES (NEW.extra_five, NEW.players, NEW.cards, NEW.triple, NEW.open_sheets, 1)
                ON CONFLICT DO UPDATE SET games = games + 1;
        END;
        CREATE TRIGGER games_uncounted AFTER DELETE ON games BEGIN
            UPDATE kind_counts SET games = games - 1
                WHERE extra_five = OLD.extra_five AND players = OLD.players
                AND cards = OLD.cards AND triple = OLD.triple
                AND open_sheets = OLD.open_sheets;
            DELETE FROM kind_counts WHERE games <= 0;
        END;
        """,
    )


def _migrate_4(db: sqlite3.Connection) -> None:
    # Games played at a network table (this computer hosting, or a guest there) are marked as
    # such; every game recorded before was played at one computer.
    _run(db, "ALTER TABLE games ADD COLUMN network INTEGER NOT NULL DEFAULT 0;")


def _migrate_5(db: sqlite3.Connection) -> None:
    # People become profiles (profiles.py): one per name as played so far, each seat of a person
    # linked to theirs, and statistics kept per profile instead of per name (a renamed profile
    # keeps its figures; two merged ones add theirs up). Ratings come with them (ratings.py):
    # every rated game played so far is rated now, in order, so nobody starts from nothing.
    _run(
        db,
        """
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            secret TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            created_at TEXT NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            last_played TEXT NOT NULL DEFAULT '',
            rating REAL NOT NULL DEFAULT 1500.0,
            rd REAL NOT NULL DEFAULT 350.0,
            volatility REAL NOT NULL DEFAULT 0.06,
            rated_games INTEGER NOT NULL DEFAULT 0,
            rated_at TEXT NOT NULL DEFAULT ''
        );
        ALTER TABLE game_players ADD COLUMN profile INTEGER REFERENCES profiles (id);
        CREATE TABLE rating_changes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            profile INTEGER NOT NULL REFERENCES profiles (id),
            number INTEGER NOT NULL,
            ended_at TEXT NOT NULL,
            before REAL NOT NULL,
            after REAL NOT NULL,
            rd_before REAL NOT NULL,
            rd_after REAL NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        -- A person's ratings over time from the index alone, any few of them by their numbers
        -- (the person's 1st, 2nd… rated game) without reading the others; the game's end is
        -- copied here, as game_players copies it (the rows of `games` are wide).
        CREATE INDEX rating_changes_profile ON rating_changes (
            profile, number, ended_at, after, rd_after
        );
        """,
    )
    profiles.migrate_names(db)
    ratings.replay(db)
    _run(
        db,
        """
        DROP TRIGGER person_counted;
        DROP TRIGGER person_uncounted;
        DROP TABLE person_totals;
        DROP TABLE people;
        DROP INDEX game_players_recent;
        CREATE INDEX game_players_profile ON game_players (
            profile, ended_at, game_id, assisted, total
        );
        CREATE TABLE profile_totals (
            profile INTEGER NOT NULL,
            assisted INTEGER NOT NULL,
            total INTEGER NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            upper_bonuses INTEGER NOT NULL,
            fives INTEGER NOT NULL,
            cards INTEGER NOT NULL,
            PRIMARY KEY (profile, assisted, total)
        ) WITHOUT ROWID;
        CREATE TRIGGER profile_counted AFTER INSERT ON game_players
        WHEN NEW.profile IS NOT NULL BEGIN
            UPDATE profiles SET games = games + 1, last_played = max(last_played, NEW.ended_at)
                WHERE id = NEW.profile;
            INSERT INTO profile_totals VALUES (
                NEW.profile, NEW.assisted, NEW.total, 1, NEW.winner, NEW.upper_bonuses,
                NEW.fives, NEW.cards
            ) ON CONFLICT DO UPDATE SET
                games = games + 1,
                wins = wins + excluded.wins,
                upper_bonuses = upper_bonuses + excluded.upper_bonuses,
                fives = fives + excluded.fives,
                cards = cards + excluded.cards;
        END;
        CREATE TRIGGER profile_uncounted AFTER DELETE ON game_players
        WHEN OLD.profile IS NOT NULL BEGIN
            UPDATE profiles SET games = games - 1 WHERE id = OLD.profile;
            UPDATE profile_totals SET
                games = games - 1,
                wins = wins - OLD.winner,
                upper_bonuses = upper_bonuses - OLD.upper_bonuses,
                fives = fives - OLD.fives,
                cards = cards - OLD.cards
            WHERE profile = OLD.profile AND assisted = OLD.assisted AND total = OLD.total;
            DELETE FROM profile_totals WHERE profile = OLD.profile AND games <= 0;
        END;
        """,
    )
    profiles.recount(db)


MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (
    _migrate_1,
    _migrate_2,
    _migrate_3,
    _migrate_4,
    _migrate_5,
)
"""MIGRATIONS[i] takes the schema from version i to i + 1."""
SCHEMA_VERSION = len(MIGRATIONS)

COLUMNS = (
    "game_id", "started_at", "ended_at", "duration_s", "seed", "extra_five", "cards",
    "triple", "open_sheets", "assisted", "seat", "name", "computer", "total", "place",
    "profile",
)  # fmt: skip
"""What :data:`PLAYERS_SQL` gives, in order: a game and one of its players (with
:func:`public_row`, "profile" is the one-way tag of the person's profile, "" for a computer or
a person played at another computer)."""
PLAYERS_SQL = (
    "SELECT g.id, g.started_at, g.ended_at, g.duration_s, g.seed, g.extra_five, g.cards,"
    " g.triple, gp.open_sheets, g.assisted, gp.seat, gp.name, gp.computer, gp.total, gp.place,"
    " p.secret FROM games g JOIN game_players gp ON gp.game_id = g.id"
    " LEFT JOIN profiles p ON p.id = gp.profile"
    " ORDER BY g.ended_at DESC, g.id DESC, gp.seat"
)
"""One row per player per game, newest game first: the values of COLUMNS, the profile's secret
ID among them (never shown as it is: :func:`public_row`). (open_sheets is read from the
player's copy: in `games` it comes after the whole game's JSON.)"""


def public_row(row: Sequence[object]) -> list[object]:
    """A row of :data:`PLAYERS_SQL` as it may be shown or exported: the profile's secret ID
    replaced by its one-way tag."""
    values = list(row)
    secret = values[-1]
    values[-1] = profiles.public_tag(secret) if isinstance(secret, str) else ""
    return values


MAGIC = b"SQLite format 3\x00"


def header_looks_sound(path: Path) -> bool:
    """False when the first 100 bytes of `path` (SQLite's header) cannot be a sound database, or
    the file is shorter than the header says; True for a file that is missing or empty (a new
    history) or cannot be read here (SQLite then says why)."""
    try:
        with path.open("rb") as f:
            head = f.read(100)
            size = os.fstat(f.fileno()).st_size
    except OSError:
        return True
    if size == 0:
        return True
    if len(head) < 100 or head[:16] != MAGIC:
        return False
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    if page < 512 or page & (page - 1) or head[21:24] != b"\x40\x20\x20" or size % page:
        return False
    pages = int.from_bytes(head[28:32], "big")
    # The page count is only to be trusted while the two change counters agree.
    return not (head[24:28] == head[92:96] and size < pages * page)


def full_check(db: sqlite3.Connection) -> None:
    """SQLite's own integrity check (it reads every page): Damaged when it fails."""
    row = db.execute("PRAGMA quick_check").fetchone()
    if row is None or row[0] != "ok":
        raise Damaged(f"integrity check failed: {row}")


_Objects = dict[tuple[str, str], frozenset[str]]


def _objects(db: sqlite3.Connection) -> _Objects:
    """Every table, index, view and trigger by (type, name), with the columns of each table;
    SQLite's own internal objects left out."""
    rows = db.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
    ).fetchall()
    found = {}
    for kind, name in rows:
        columns: frozenset[str] = frozenset()
        if kind == "table":
            info = db.execute("SELECT name FROM pragma_table_info(?)", (name,))
            columns = frozenset(r[0] for r in info)
        found[(kind, name)] = columns
    return found


def is_empty(db: sqlite3.Connection) -> bool:
    """True for a database with nothing in it yet (a new file)."""
    return bool(db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0] == 0)


def check_ours(db: sqlite3.Connection) -> None:
    """NotOurs when `db` holds tables but no version mark: another program's database."""
    if is_empty(db):
        return
    row = db.execute(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if row[0] == 0:
        raise NotOurs("it has tables of its own and no schema_version: not a Five Dice history")


_expected: dict[tuple[Callable[[sqlite3.Connection], None], ...], _Objects] = {}


def expected_objects() -> _Objects:
    """What a history of the current version holds: made once in memory by every migration."""
    key = tuple(MIGRATIONS)
    if key not in _expected:
        with sqlite3.connect(":memory:", isolation_level=None) as memory:
            memory.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
            for step in MIGRATIONS:
                step(memory)
            _expected[key] = _objects(memory)
        memory.close()
    return _expected[key]


def missing(db: sqlite3.Connection) -> list[str]:
    """The names of the current version's tables, columns, indexes, views and triggers that
    `db` lacks (empty when it is whole; objects of its own are allowed)."""
    found = _objects(db)
    gaps = []
    for (kind, name), columns in expected_objects().items():
        if (kind, name) not in found:
            gaps.append(f"{kind} {name}")
        elif columns - found[(kind, name)]:
            gaps.extend(f"column {name}.{c}" for c in sorted(columns - found[(kind, name)]))
    return gaps


def read_version(db: sqlite3.Connection) -> int | None:
    """The version written in `db`: 0 when none is written yet, None when the mark itself is
    malformed (not exactly one whole number of 0 or more); HistoryError when a newer Five Dice
    wrote it."""
    rows = db.execute("SELECT version, typeof(version) FROM schema_version LIMIT 2").fetchall()
    if not rows:
        # Nothing written yet is a new file only while nothing else is there either.
        others = db.execute(
            "SELECT COUNT(*) FROM sqlite_master WHERE name NOT IN ('schema_version')"
            " AND name NOT LIKE 'sqlite_%'"
        ).fetchone()[0]
        return 0 if others == 0 else None
    if len(rows) > 1 or rows[0][1] != "integer" or rows[0][0] < 0:
        return None
    version = int(rows[0][0])
    if version > SCHEMA_VERSION:
        raise HistoryError(
            translate(
                "Store",
                "it was written by a newer Five Dice (schema {version}; this one knows up to "
                "{known})",
            ).format(version=version, known=SCHEMA_VERSION)
        )
    return version


def _write_version(db: sqlite3.Connection, version: int) -> None:
    db.execute("DELETE FROM schema_version")
    db.execute("INSERT INTO schema_version VALUES (?)", (version,))


def migrate(db: sqlite3.Connection) -> bool:
    """Bring `db` to the current version, one migration per transaction; returns True when its
    version mark was malformed and has been written anew (the tables were whole).

    The version is read inside each write transaction, so two programs opening the same new
    file at once run each migration once between them. Damaged when the mark is malformed and
    the tables do not show which version the file is; HistoryError for a newer file.
    """
    try:
        if read_version(db) == SCHEMA_VERSION:
            return False  # the usual case: no write lock needed (versions never go back)
    except sqlite3.OperationalError:
        pass  # no schema_version table yet: made below
    repaired = False
    while True:
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            version = read_version(db)
            if version is None:
                if missing(db):
                    raise Damaged("its version mark is malformed and its tables are not whole")
                log.warning("history version mark malformed; the tables are whole: rewritten")
                _write_version(db, SCHEMA_VERSION)
                version = SCHEMA_VERSION
                repaired = True
            if version < SCHEMA_VERSION:
                MIGRATIONS[version](db)
                _write_version(db, version + 1)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        if version >= SCHEMA_VERSION:
            return repaired


def check_whole(db: sqlite3.Connection) -> None:
    """Damaged when `db` (at the current version) lacks a table, column, index or trigger."""
    gaps = missing(db)
    if gaps:
        raise Damaged("it lacks " + ", ".join(gaps))

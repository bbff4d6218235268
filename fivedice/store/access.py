"""A history that cannot be written is not a damaged one: telling the two apart, saying which in
plain words, and reading a history whose folder cannot be written.

Used by :meth:`fivedice.store.history.History.open`. Whether the disk is full is asked of
:mod:`.files` (start-up asks it too, without loading SQLite).
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from fivedice.words import QT_TRANSLATE_NOOP, translate

from . import schema
from .errors import HistoryError
from .files import can_write, disk_is_full

log = logging.getLogger(__name__)

# SQLite's primary result codes for a file that cannot be opened or written as it is (the folder
# or the file is read-only, the disk is full or failing): not a damaged database, so never set
# aside. CORRUPT and NOTADB, and a failed integrity check, are damage.
_PERM, _READONLY, _IOERR, _FULL, _CANTOPEN, _AUTH = 3, 8, 10, 13, 14, 23
_ACCESS_CODES = {_PERM, _READONLY, _IOERR, _FULL, _CANTOPEN, _AUTH}
# The same in words, for errors that carry no code (Python before 3.11).
_ACCESS_WORDS = ("readonly", "read-only", "unable to open", "permission", "disk i/o", "is full")


def is_busy(exc: sqlite3.Error) -> bool:
    """True when `exc` says another connection holds the database for now (try again later)."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def is_access_error(exc: sqlite3.Error) -> bool:
    """True when `exc` says the database cannot be opened or written, not that it is damaged."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in _ACCESS_CODES
    text = str(exc).lower()
    return any(word in text for word in _ACCESS_WORDS)


def left_as_it_is(path: Path, exc: sqlite3.Error | OSError) -> str | None:
    """What to tell the player when opening the history at `path` failed with `exc` although it
    is not damaged (it is in use, or cannot be written); None when it may be damaged."""
    if isinstance(exc, sqlite3.Error) and is_busy(exc):
        log.error("history %s is locked: %s", path, exc)
        return translate(
            "Store",
            "The game history is in use by another program, so finished games "
            "cannot be recorded right now.",
        )
    if isinstance(exc, sqlite3.Error) and (
        is_full(exc) or (is_access_error(exc) and disk_is_full(path.parent))
    ):
        log.error("history %s: the disk is full: %s", path, exc)
        return translate("Store", DISK_FULL)
    if isinstance(exc, PermissionError) or (
        isinstance(exc, sqlite3.Error) and is_access_error(exc)
    ):
        return cannot_write(path, exc)
    return None


DISK_FULL = QT_TRANSLATE_NOOP(
    "Store",
    "The disk is full, so the game history cannot take new games now: finished games wait "
    "beside it and are added when there is room. Nothing in the history was changed.",
)


def is_full(exc: sqlite3.Error) -> bool:
    """True when `exc` says the disk (or the database's size limit) is full."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF == _FULL
    return "is full" in str(exc).lower()


def cannot_write(path: Path, exc: BaseException) -> str:
    """What to tell the player when the history at `path` cannot be opened to be written."""
    log.error("history %s cannot be written: %s", path, exc)
    if not can_write(path.parent):
        return translate(
            "Store",
            "The game history cannot be saved: the folder {folder} cannot be written, so "
            "finished games will not be recorded. Nothing was changed.",
        ).format(folder=path.parent)
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(exc, PermissionError) or (
        code & 0xFF in (_PERM, _READONLY) if isinstance(code, int) else "readonly" in str(exc)
    ):
        return translate(
            "Store",
            "The game history {file} cannot be written (the file is read-only): finished "
            "games wait beside it and are added once it can be written. It was left as it is.",
        ).format(file=path.name)
    return translate(
        "Store",
        "The game history cannot be opened ({reason}): finished games wait beside it and are "
        "added once it opens. It was left as it is.",
    ).format(reason=exc)


def unreadable(exc: Exception) -> str:
    """What to tell the player when reading the history failed with `exc`."""
    return translate("Store", "The game history could not be read: {reason}").format(reason=exc)


def damaged_not_set_aside(path: Path) -> str:
    """What to tell the player when the damaged history at `path` could not be renamed aside."""
    if not can_write(path.parent):
        return translate(
            "Store",
            "The game history is damaged, and it was left as it is: its folder {folder} "
            "cannot be written, so saving is off.",
        ).format(folder=path.parent)
    return translate("Store", "The game history is damaged and could not be set aside.")


def connect_read_only(path: Path, timeout: float) -> tuple[sqlite3.Connection | None, str | None]:
    """A connection that only reads the history at `path` (of the current version), or why not.

    For a folder that cannot be written (saving is off): the history is shown, and nothing in it
    is changed, updated or set aside. No file gives (None, None).
    """
    if not path.exists():
        return None, None
    # Without a -wal file, everything is in the main file: read it as it stands (immutable),
    # which makes no files beside it. With one (a run that stopped before tidying up), it is read
    # through its -shm file, which a folder that cannot be written may lack: then the main file
    # alone is read.
    uri = path.resolve().as_uri()
    immutable = "?mode=ro&immutable=1"
    wal = path.with_name(path.name + "-wal").exists()
    problem: Exception | None = None
    for query in ("?mode=ro", immutable) if wal else (immutable,):
        try:
            db = sqlite3.connect(uri + query, timeout=timeout, isolation_level=None, uri=True)
        except sqlite3.Error as exc:
            problem = exc
            continue
        try:
            _check(db, path)
        except (sqlite3.Error, HistoryError) as exc:
            db.close()
            problem = exc
            if isinstance(exc, sqlite3.Error) and is_access_error(exc):
                continue
            break
        return db, None
    log.error("history %s cannot be read: %s", path, problem)
    return None, translate("Store", "The game history cannot be shown: {reason}").format(
        reason=problem
    )


def _check(db: sqlite3.Connection, path: Path) -> None:
    # Read as the scoreboard will: a history that needs updating cannot be updated here.
    if not schema.header_looks_sound(path):
        try:
            schema.full_check(db)
        except schema.Damaged as exc:
            raise HistoryError(f"it is damaged ({exc})") from exc
    try:
        version = schema.read_version(db)
    except sqlite3.OperationalError as exc:
        if "no such table" not in str(exc):
            raise  # cannot be read here (access): the caller may try another way
        raise HistoryError("it is not a Five Dice history") from exc
    if version is None:  # a malformed mark on whole tables is read as it stands
        version = schema.SCHEMA_VERSION
    if version == schema.SCHEMA_VERSION and schema.missing(db):
        raise HistoryError("it is damaged (its tables are not whole)")
    if version < schema.SCHEMA_VERSION:
        raise HistoryError("it needs updating, which cannot be done while saving is off")

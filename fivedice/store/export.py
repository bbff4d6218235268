"""The history as a CSV file: one line per player per game, with every box.

It reads through a connection of its own, so it may run on any thread (the scoreboard runs it
off the GUI thread) while the game goes on writing. The file is made whole or not at all, in
UTF-8 with a byte-order mark (spreadsheet programs then read accented names right), and no cell
can be taken for a formula.

It is never written over one of Five Dice's own files (:func:`export_refusal`): a CSV put in
place of the history, while the game goes on writing to the file it replaced, would cost every
game at the next start, when the history is found damaged and set aside.
"""

from __future__ import annotations

import contextlib
import csv
import logging
import os
import sqlite3
import tempfile
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from fivedice.core import Category
from fivedice.words import translate

from .access import unreadable
from .assist import Assist
from .errors import HistoryError
from .files import disk_full, replace
from .paths import AppPaths, pending_dir
from .schema import COLUMNS, PLAYERS_SQL, public_row

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
"""Called with (lines written, lines in all) every few hundred lines, on the exporting thread."""

_ASSISTED = COLUMNS.index("assisted")
_SEAT = COLUMNS.index("seat")
BOX_COLUMNS = tuple(f"card{c + 1}_{b.key}" for c in range(3) for b in Category)
BATCH = 500
_FORMULA_STARTS = frozenset("=+-@\t\r")
_UNSEEN = frozenset({"Cf", "Cc", "Zs", "Zl", "Zp"})
"""Unicode categories that show nothing before a formula: format marks (zero-width spaces and
joiners, a byte-order mark), control characters and spaces."""


def cell(value: Any) -> Any:
    """`value` as a spreadsheet will not run it: text that starts like a formula (= + - @, a
    tab or a carriage return) gets a leading apostrophe, as OWASP advises; numbers stay.

    The start is read as a spreadsheet may read it: in its compatibility form (NFKC: a fullwidth
    "＝" or a small "﹢" is "=" or "+"), past any invisible marks, spaces and control characters
    in front of it. The text itself is kept as it was, behind the apostrophe."""
    if isinstance(value, str) and _starts_like_a_formula(value):
        return "'" + value
    return value


def _starts_like_a_formula(text: str) -> bool:
    for char in unicodedata.normalize("NFKC", text):
        if char in _FORMULA_STARTS:
            return True
        if unicodedata.category(char) not in _UNSEEN and not char.isspace():
            return False
    return False


def export_refusal(
    target: Path | str,
    history_file: Path | str | None = None,
    places: Iterable[AppPaths] | None = None,
) -> str | None:
    """Why the export must not be written to `target`, for the player; None when it may be.

    It must not when `target` is one of Five Dice's own files: in the folder of `history_file`
    or in the data or settings folder of one of `places` (by default the folders the app uses
    when none is given it: $FIVEDICE_DATA_DIR or the platform's), any entry whose name starts
    with the name of one of its files or folders -- the history ("history.sqlite3", so also its
    "-wal", "-shm" and "-journal" files and damaged copies set aside), the folder of pending
    games ("history-pending", and everything in it), the autosave ("autosave.json"), the settings
    ("settings.json") and the lock ("fivedice.lock", "fivedice.lock.*"). Names are compared
    without regard to case, whatever the file system, and `target` is first resolved (symlinks,
    "..", a folder spelt another way). A `target` that exists is also refused when it is the same
    file as one of those (a hard link, a name only the file system knows as the same).
    Nothing is opened or written: the paths are only looked up.
    """
    history = Path(history_file) if history_file else None
    chosen = [AppPaths.resolve()] if places is None else list(places)
    if history is not None:
        chosen.append(AppPaths.in_folder(history.parent))
    folders: list[Path] = []
    names: list[str] = []
    files: list[Path] = []
    for paths in chosen:
        folders += [paths.data_dir, paths.config_dir]
        names += _owned_names(paths.history_file)
        names += [f.name for f in (paths.autosave_file, paths.settings_file, paths.lock_file)]
        files += _history_files(paths.history_file)
        files += [paths.autosave_file, paths.settings_file, paths.lock_file]
    if history is not None:
        names += _owned_names(history)
        files += _history_files(history)
    prefixes = tuple({_folded(name) for name in names})
    resolved = os.path.realpath(target)
    for folder in dict.fromkeys(folders):
        entry = _entry_holding(resolved, folder)
        if entry is not None and _folded(entry).startswith(prefixes):
            return _refused(target)
    if os.path.exists(target) and any(_same_file(target, f) for f in dict.fromkeys(files)):
        return _refused(target)
    return None


def _owned_names(history_file: Path) -> list[str]:
    return [history_file.name, pending_dir(history_file).name]


def _history_files(history_file: Path) -> list[Path]:
    return [history_file] + [
        history_file.with_name(history_file.name + end) for end in ("-wal", "-shm", "-journal")
    ]


def _folded(name: str) -> str:
    return unicodedata.normalize("NFC", name).casefold()


def _entry_holding(resolved: str, folder: Path) -> str | None:
    """The name of the entry of `folder` that is or holds the resolved path `resolved` (the file
    itself, or a folder on the way to it); None when it is not inside `folder`."""
    folder_resolved = os.path.realpath(folder)
    child, parent = resolved, os.path.dirname(resolved)
    while parent != child:
        if _same_file(parent, folder_resolved, spelling=True):
            return os.path.basename(child)
        child, parent = parent, os.path.dirname(parent)
    return None


def _same_file(a: Path | str, b: Path | str, spelling: bool = False) -> bool:
    """True when `a` and `b` are the same file (or folder) on disk; when either is not there
    (or cannot be looked at), and `spelling` is asked, when they are spelt the same."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return spelling and os.path.normcase(a) == os.path.normcase(b)


def _refused(target: Path | str) -> str:
    return translate(
        "Store",
        "The history was not exported to {file}: that is one of Five Dice's own files, where it "
        "keeps your games and settings. Nothing was written; choose another name or folder.",
    ).format(file=Path(target).name)


def _lines(db: sqlite3.Connection) -> Iterator[list[Any]]:
    cur = db.execute(PLAYERS_SQL)
    while rows := cur.fetchmany(BATCH):
        ids = sorted({r[0] for r in rows})
        boxes: dict[tuple[int, int], dict[str, int]] = {}
        for game_id, seat, card, box, points in db.execute(
            "SELECT game_id, seat, card, box, score FROM boxes"
            f" WHERE game_id IN ({','.join('?' * len(ids))})",
            ids,
        ):
            boxes.setdefault((game_id, seat), {})[f"card{card + 1}_{box}"] = points
        for row in rows:
            values = public_row(row)
            values[_ASSISTED] = Assist.of(values[_ASSISTED]).plain  # "hints, undo"
            filled = boxes.get((row[0], row[_SEAT]), {})
            yield [cell(v) for v in values] + [filled.get(c, "") for c in BOX_COLUMNS]


def write_csv(db: sqlite3.Connection, path: Path, progress: Progress | None = None) -> int:
    """Write the history read through `db` to `path` as CSV; returns the lines written.

    HistoryError (saying why) when the history cannot be read or the file written, or when `path`
    is one of Five Dice's own files (see :func:`export_refusal`); the file is then left as it was.
    """
    refusal = export_refusal(path, _database_file(db))
    if refusal is not None:
        log.error("export to %s refused: it is one of Five Dice's own files", path)
        raise HistoryError(refusal)
    try:
        db.execute("BEGIN")  # one consistent view, however long the export takes
        total = int(db.execute("SELECT COUNT(*) FROM game_players").fetchone()[0])
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except sqlite3.Error as exc:
        raise _cannot_read(exc) from exc
    except OSError as exc:
        raise _cannot_write(path, exc) from exc
    written = 0
    try:
        with os.fdopen(fd, "w", newline="", encoding="utf-8-sig") as f:
            writer = csv.writer(f)
            writer.writerow([*COLUMNS, *BOX_COLUMNS])
            for line in _lines(db):
                writer.writerow(line)
                written += 1
                if progress is not None and written % BATCH == 0:
                    progress(written, total)
        if progress is not None:
            progress(written, max(total, written))
        replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, sqlite3.Error):
            raise _cannot_read(exc) from exc
        if isinstance(exc, OSError):
            raise _cannot_write(path, exc) from exc
        raise
    finally:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
    return written


def _database_file(db: sqlite3.Connection) -> Path | None:
    """The file `db` reads (None for a database in memory)."""
    try:
        rows = db.execute("PRAGMA database_list").fetchall()
    except sqlite3.Error as exc:
        raise _cannot_read(exc) from exc
    return next((Path(file) for _, name, file in rows if name == "main" and file), None)


def _cannot_write(path: Path, exc: OSError) -> HistoryError:
    log.error("export to %s failed: %s", path, exc)
    return HistoryError(write_failure(path, exc))


def write_failure(path: Path, exc: OSError) -> str:
    """What to tell the player when the export's file `path` could not be written."""
    if disk_full(exc):
        return translate(
            "Store",
            "The disk is full, so the history could not be written to {file}. Free some space "
            "on that disk, or choose another one.",
        ).format(file=path.name)
    reason = exc.strerror or str(exc)
    return translate("Store", "The history could not be written to {file}: {reason}").format(
        file=path.name, reason=reason
    )


def _cannot_read(exc: sqlite3.Error) -> HistoryError:
    return HistoryError(unreadable(exc))

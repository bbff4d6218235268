"""The history as a CSV file: one line per player per game, with every box.

It reads through a connection of its own, so it may run on any thread (the scoreboard runs it
off the GUI thread) while the game goes on writing. The file is made whole or not at all, in
UTF-8 with a byte-order mark (spreadsheet programs then read accented names right), and no cell
can be taken for a formula.
"""

from __future__ import annotations

import contextlib
import csv
import logging
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from fivedice.core import Category
from fivedice.words import translate

from .files import replace
from .records import Assist, HistoryError

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
"""Called with (lines written, lines in all) every few hundred lines, on the exporting thread."""

COLUMNS = (
    "game_id", "started_at", "ended_at", "duration_s", "seed", "extra_five", "cards",
    "triple", "open_sheets", "assisted", "seat", "name", "computer", "total", "place",
)  # fmt: skip
_ASSISTED = COLUMNS.index("assisted")
_SEAT = COLUMNS.index("seat")
BOX_COLUMNS = tuple(f"card{c + 1}_{b.key}" for c in range(3) for b in Category)
BATCH = 500
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def cell(value: Any) -> Any:
    """`value` as a spreadsheet will not run it: text that starts like a formula (= + - @, a
    tab or a carriage return) gets a leading apostrophe, as OWASP advises; numbers stay."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


PLAYERS_SQL = (
    "SELECT g.id, g.started_at, g.ended_at, g.duration_s, g.seed, g.extra_five, g.cards,"
    " g.triple, gp.open_sheets, g.assisted, gp.seat, gp.name, gp.computer, gp.total, gp.place"
    " FROM games g JOIN game_players gp ON gp.game_id = g.id"
    " ORDER BY g.ended_at DESC, g.id DESC, gp.seat"
)
"""One row per player per game, newest game first: the values of COLUMNS. (open_sheets is
read from the player's copy: in `games` it comes after the whole game's JSON.)"""


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
            values = list(row)
            values[_ASSISTED] = Assist.of(values[_ASSISTED]).plain  # "hints, undo"
            filled = boxes.get((row[0], row[_SEAT]), {})
            yield [cell(v) for v in values] + [filled.get(c, "") for c in BOX_COLUMNS]


def write_csv(db: sqlite3.Connection, path: Path, progress: Progress | None = None) -> int:
    """Write the history read through `db` to `path` as CSV; returns the lines written.

    HistoryError (saying why) when the history cannot be read or the file written; the file is
    then left as it was.
    """
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


def _cannot_write(path: Path, exc: OSError) -> HistoryError:
    log.error("export to %s failed: %s", path, exc)
    reason = exc.strerror or str(exc)
    return HistoryError(
        translate("Store", "The history could not be written to {file}: {reason}").format(
            file=path.name, reason=reason
        )
    )


def _cannot_read(exc: sqlite3.Error) -> HistoryError:
    return HistoryError(
        translate("Store", "The game history could not be read: {reason}").format(reason=exc)
    )

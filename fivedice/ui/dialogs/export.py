"""Writing the history as CSV off the GUI thread, with its progress brought back as signals.

The history's ``export_csv`` reads through a database connection of its own, so it may run on
any thread; it reports ``progress(done, total)`` from that thread every few hundred rows. A
:class:`CsvExport` runs it through the one helper for work off the GUI thread (query.py), which
brings the progress and the end back to the GUI thread, so the dialog never waits for the file.
Should the dialog close first, the file is still written, and nothing is told.

A file of Five Dice's own (the history, the autosave, the settings, the lock...) is refused
before anything is written, with the reason for the player in place of the count: the dialog
that asked can ask again. (The history refuses it as well, should it be asked directly.)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from fivedice.store.errors import HistoryError
from fivedice.store.export import export_refusal, write_failure
from fivedice.words import translate

from .query import QueryOp

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
"""Called with (rows written, rows in all) while an export runs."""


class CsvSource(Protocol):
    """What can be exported: the game history, in the app. Its ``path`` (the history's file), when
    it has one, says which folder holds Five Dice's own files, never written over."""

    def export_csv(self, path: Path, progress: Progress | None = None) -> int:
        """Write the history as CSV to `path`, calling `progress` now and then; returns the
        rows written. Raises HistoryError (with a message for the player) or OSError."""
        ...


def export_failure(path: Path, exc: BaseException) -> str:
    """What to tell the player when an export to `path` failed with `exc`."""
    if isinstance(exc, HistoryError) and str(exc):
        return str(exc)
    if isinstance(exc, OSError):
        return write_failure(path, exc)
    return translate("Export", "The history could not be written to {file}.").format(file=path.name)


def export_refused(source: CsvSource, path: Path) -> str | None:
    """Why the history of `source` must not be exported to `path` (it is one of Five Dice's own
    files, beside the history or in the app's folders), for the player; None when it may."""
    history_file = getattr(source, "path", None)
    refusal = export_refusal(path, history_file if isinstance(history_file, Path) else None)
    if refusal is not None:
        log.error("export to %s refused: it is one of Five Dice's own files", path)
    return refusal


def run_export(source: CsvSource, path: Path, progress: Progress | None) -> tuple[int, str]:
    """Export on this thread: (rows written, "") or (0, what went wrong)."""
    refusal = export_refused(source, path)
    if refusal is not None:
        return 0, refusal
    try:
        return source.export_csv(path, progress=progress), ""
    except (HistoryError, OSError) as exc:
        log.error("export to %s failed: %s", path, exc)
        return 0, export_failure(path, exc)


class CsvExport(QObject):
    """One export, run off the GUI thread once :meth:`start` is called; a child of the dialog
    that started it (which it outlives only as a file being written), deleted once done."""

    progressed = Signal(int, int)
    """(rows written, rows in all), in the GUI thread."""
    done = Signal(int, str)
    """(rows written, "") or (0, what went wrong for the player), in the GUI thread."""

    def __init__(self, source: CsvSource, path: Path, parent: QObject) -> None:
        super().__init__(parent)
        self.path = path
        self._source = source
        self.done.connect(self.deleteLater)

    def start(self) -> None:
        """Begin writing; the signals follow. Onto one of Five Dice's own files nothing is
        written, and no thread starts: ``done`` says why at once."""
        refusal = export_refused(self._source, self.path)
        if refusal is not None:
            self.done.emit(0, refusal)
            return
        op = QueryOp(self)
        op.progressed.connect(self.progressed)
        op.run(partial(run_export, self._source, self.path), self._written, self._failed)

    def _written(self, result: tuple[int, str]) -> None:
        self.done.emit(*result)

    def _failed(self, exc: Exception) -> None:
        # A bug must still end the export, or the dialog waits on.
        log.error("export to %s failed", self.path, exc_info=exc)
        self.done.emit(0, export_failure(self.path, exc))

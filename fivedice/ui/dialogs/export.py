"""Writing the history as CSV off the GUI thread, with its progress brought back as signals.

The history's ``export_csv`` reads through a database connection of its own, so it may run on
any thread; it reports ``progress(done, total)`` from that thread every few hundred rows. The
:class:`CsvExport` here lives in the GUI thread: what the worker reports is queued in Python
and handed over to the GUI thread, which emits the signals there, so the dialog never waits
for the file. (Signals emitted from a Python thread could reach the GUI thread with their
arguments lost, or not at all, on a busy machine: an export that never ended, or said 0 lines.)

A file of Five Dice's own (the history, the autosave, the settings, the lock...) is refused
before anything is written, with the reason for the player in place of the count: the dialog
that asked can ask again. (The history refuses it as well, should it be asked directly.)
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, Signal, Slot

from fivedice.store.export import export_refusal, write_failure
from fivedice.store.records import HistoryError
from fivedice.words import translate

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
    """One export running on a worker thread.

    Made in the GUI thread, it stays there (a child of the application, so closing the dialog
    that started it cannot delete it under the worker); it deletes itself once it is done.
    """

    progressed = Signal(int, int)
    """(rows written, rows in all), in the GUI thread."""
    done = Signal(int, str)
    """(rows written, "") or (0, what went wrong for the player), in the GUI thread."""

    def __init__(self, source: CsvSource, path: Path) -> None:
        super().__init__(QCoreApplication.instance())
        self.path = path
        self._source = source
        self._thread = threading.Thread(target=self._run, name="csv-export", daemon=True)
        self._news: queue.SimpleQueue[tuple[bool, int, int | str]] = queue.SimpleQueue()
        """What the worker said, in order: (finished, a count, the total or the problem)."""
        self.done.connect(self.deleteLater)

    def start(self) -> None:
        """Begin writing; the signals follow. Onto one of Five Dice's own files nothing is
        written, and no thread starts: ``done`` follows with the reason."""
        refusal = export_refused(self._source, self.path)
        if refusal is not None:
            self._tell(True, 0, refusal)
            return
        self._thread.start()

    def _run(self) -> None:
        try:
            written, problem = run_export(self._source, self.path, self._progress)
        except Exception as exc:  # a bug must still end the export, or the dialog waits on
            log.exception("export to %s failed", self.path)
            written, problem = 0, export_failure(self.path, exc)
        self._tell(True, written, problem)

    def _progress(self, written: int, total: int) -> None:
        self._tell(False, written, total)

    def _tell(self, finished: bool, count: int, more: int | str) -> None:
        """From the worker: queue the news, and have the GUI thread deliver it."""
        self._news.put((finished, count, more))
        QMetaObject.invokeMethod(self, "_deliver", Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _deliver(self) -> None:
        while True:
            try:
                finished, count, more = self._news.get_nowait()
            except queue.Empty:
                return
            if finished:
                self.done.emit(count, str(more))
            else:
                self.progressed.emit(count, int(more))

"""Reads off the GUI thread: a read function runs on a worker, and its answer (or its error) comes
back on the GUI thread to a success (or failure) callable, as Anki's ``QueryOp`` does.

The scoreboard, the review and the export read the history this way, so a long history never
holds the window still. A :class:`QueryOp` is a child of the dialog that asked: when the dialog
goes before the answer, the op goes with it, and the answer is dropped. The worker never reaches
the op itself, only the post office of the pool the reads run on (there as long as the
application), so it can never touch a deleted object.

The history is SQLite, whose connections belong to the thread that made them: a read opens one
of its own on the worker with :func:`own_reading` and closes it there.
"""

from __future__ import annotations

import itertools
import logging
import queue
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, QThreadPool, Signal, Slot

log = logging.getLogger(__name__)

T = TypeVar("T")
S = TypeVar("S")

Progress = Callable[[int, int], None]
"""Called by a read with (done, in all) now and then, on the worker's thread."""

POOL_NAME = "queryPool"
POOL_THREADS = 2
"""Reads at once: the scoreboard's and an export can run side by side."""
OPEN_TIMEOUT_S = 2.0
"""How long a read waits for a history another program holds (as the history does)."""


def query_pool() -> QThreadPool:
    """The threads reads run on: a pool of the application's own, made on first use, with its
    post office. (When the application goes, the pool waits for the reads still running.)"""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("reads run off the GUI thread of a running application")
    pool = app.findChild(QThreadPool, POOL_NAME)
    if pool is None:
        pool = QThreadPool(app)
        pool.setObjectName(POOL_NAME)
        pool.setMaxThreadCount(POOL_THREADS)
        _PostOffice(pool)
    return pool


def _post_office() -> _PostOffice:
    office = query_pool().findChild(_PostOffice)
    assert office is not None  # made with the pool
    return office


class _Outcome(Generic[T]):
    """What a read gave, written on the worker and read on the GUI thread once it is told."""

    def __init__(self, read: Callable[[Progress], T]) -> None:
        self._read = read
        self.value: tuple[T] | None = None
        self.error: Exception | None = None

    def work(self, report: Progress) -> None:
        try:
            self.value = (self._read(report),)
        except Exception as exc:  # for the failure callable: whatever it was, the op must end
            self.error = exc


class _PostOffice(QObject):
    """Brings the workers' news to the GUI thread, where it lives (a child of the pool, as long
    as the application): queued here by the workers, handed out there as signals, which only
    the op a read belongs to takes, if it is still there.

    The workers never emit a signal themselves: emitted on a worker, a signal was seen to miss
    an op on the GUI thread now and then (after reads through SQLite), so a worker only queues
    its news and asks the office, here, to hand it out.
    """

    answered = Signal(int)
    """The read with this ticket has ended."""
    progressed = Signal(int, int, int)
    """(ticket, done, in all) of a read that reports its progress."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("queryPostOffice")
        self._news: queue.SimpleQueue[tuple[int, tuple[int, int] | None]] = queue.SimpleQueue()
        self._tickets = itertools.count(1)

    def ticket(self) -> int:
        """A number for a new read (on the GUI thread)."""
        return next(self._tickets)

    def post(self, ticket: int, progress: tuple[int, int] | None) -> None:
        """From a worker: the progress of read `ticket`, or (None) its end."""
        self._news.put((ticket, progress))
        QMetaObject.invokeMethod(self, "_deliver", Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _deliver(self) -> None:
        while True:
            try:
                ticket, progress = self._news.get_nowait()
            except queue.Empty:
                return
            if progress is None:
                self.answered.emit(ticket)
            else:
                self.progressed.emit(ticket, *progress)


def _work_and_tell(work: Callable[[Progress], None], office: _PostOffice, ticket: int) -> None:
    """The worker's part: the read, its progress and then its end posted to `office`."""
    try:
        work(lambda done, total: office.post(ticket, (done, total)))
    finally:
        office.post(ticket, None)


def _deliver(
    outcome: _Outcome[T], success: Callable[[T], None], failure: Callable[[Exception], None]
) -> None:
    if outcome.value is not None:
        success(outcome.value[0])
    else:
        failure(outcome.error or RuntimeError("the read gave no answer"))


class QueryOp(QObject):
    """One read, run once with :meth:`run`: on a worker thread, answered on the GUI thread.

    `parent` is the widget that asked: the op goes with it, and so does the answer, should it
    come later. Once it has answered, the op deletes itself.
    """

    progressed = Signal(int, int)
    """What the read reported with its `report(done, total)`, in the GUI thread."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("queryOp")
        self._ticket = 0
        self._answer: Callable[[], None] | None = None

    @property
    def running(self) -> bool:
        """True from :meth:`run` until the answer has been handed over."""
        return self._answer is not None

    def run(
        self,
        read: Callable[[Progress], T],
        success: Callable[[T], None],
        failure: Callable[[Exception], None],
    ) -> None:
        """Call `read(report)` on a worker, then `success(answer)`, or `failure(error)` if it
        raised, here on the GUI thread (never once the parent has gone)."""
        if self._ticket:
            raise RuntimeError("a query op runs once")
        outcome = _Outcome(read)
        self._answer = partial(_deliver, outcome, success, failure)
        office = _post_office()
        self._ticket = office.ticket()
        office.progressed.connect(self._on_office_progressed)
        office.answered.connect(self._on_office_answered)
        query_pool().start(partial(_work_and_tell, outcome.work, office, self._ticket))

    @Slot(int, int, int)
    def _on_office_progressed(self, ticket: int, done: int, total: int) -> None:
        if ticket == self._ticket:
            self.progressed.emit(done, total)

    @Slot(int)
    def _on_office_answered(self, ticket: int) -> None:
        if ticket != self._ticket:
            return
        office = _post_office()
        office.progressed.disconnect(self._on_office_progressed)
        office.answered.disconnect(self._on_office_answered)
        answer, self._answer = self._answer, None
        self.deleteLater()
        if answer is not None:
            answer()


def run_query(
    parent: QObject,
    read: Callable[[], T],
    success: Callable[[T], None],
    failure: Callable[[Exception], None],
) -> QueryOp:
    """Run `read()` on a worker for `parent` and hand its answer to `success` (or its error to
    `failure`) on the GUI thread: a :class:`QueryOp` for a read that reports no progress."""
    op = QueryOp(parent)
    op.run(partial(_without_progress, read), success, failure)
    return op


def _without_progress(read: Callable[[], T], _report: Progress) -> T:
    return read()


# ------------------------------------------------------------------------ the history's side


@contextmanager
def own_reading(source: S) -> Iterator[S]:
    """`source` to read on this thread: the history (a ``History``) through a connection of this
    thread's own, opened here and closed when done; anything else (a stand-in) as it is.

    Its reads raise what they would on the GUI thread (HistoryError, with the player's words);
    so does opening the connection, when it cannot be opened.
    """
    from fivedice.store.history import History

    if not isinstance(source, History):
        yield source
        return
    db = _connect(source.path)
    try:
        yield cast(S, History(source.path, db))
    finally:
        db.close()


def _connect(path: Path) -> sqlite3.Connection:
    """A connection that only reads the history at `path`, as the CSV export opens one; a
    history that cannot be read so (its folder cannot be written: saving is off) is read as the
    history reads it then."""
    from fivedice.store.access import connect_read_only, is_access_error, unreadable
    from fivedice.store.history import HistoryReadError

    uri = path.resolve().as_uri() + "?mode=ro"
    try:
        db = sqlite3.connect(uri, uri=True, timeout=OPEN_TIMEOUT_S, isolation_level=None)
        try:
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        except sqlite3.Error:
            db.close()
            raise
        return db
    except sqlite3.Error as exc:
        if not is_access_error(exc):
            raise HistoryReadError(unreadable(exc)) from exc
        log.info("history %s read as one whose folder cannot be written: %s", path, exc)
        fallback, problem = connect_read_only(path, OPEN_TIMEOUT_S)
        if fallback is None:
            raise HistoryReadError(problem or unreadable(exc)) from exc
        return fallback

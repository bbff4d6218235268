"""Reads off the GUI thread (ui/dialogs/query.py): the read runs on a worker, its answer, its
error and its progress come back on the GUI thread, and never to a parent that has gone."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QObject
from pytestqt.qtbot import QtBot

from fivedice.core import Player
from fivedice.store.history import History, HistoryError
from fivedice.ui.dialogs.query import Progress, QueryOp, own_reading, query_pool, run_query

from ..core.helpers import finished

WAIT = 5.0
"""Seconds a held read waits at most for the test (only if the test is broken)."""


def idle(qtbot: QtBot) -> None:
    """Wait until no read runs, and hand over whatever news they left for the GUI thread."""
    qtbot.waitUntil(lambda: query_pool().activeThreadCount() == 0, timeout=int(WAIT * 1000))
    QCoreApplication.sendPostedEvents()


def test_a_read_runs_on_a_worker_and_is_answered_on_the_gui_thread(qtbot: QtBot) -> None:
    parent = QObject()
    read_on: list[threading.Thread] = []
    answered_on: list[tuple[threading.Thread, str]] = []

    def read() -> str:
        read_on.append(threading.current_thread())
        return "scores"

    def success(answer: str) -> None:
        answered_on.append((threading.current_thread(), answer))

    op = run_query(parent, read, success, pytest.fail)
    assert op.running and op.parent() is parent
    qtbot.waitUntil(lambda: bool(answered_on), timeout=int(WAIT * 1000))
    assert read_on[0] is not threading.main_thread()
    assert answered_on == [(threading.main_thread(), "scores")]
    qtbot.waitUntil(lambda: not shiboken6.isValid(op))  # done: it deleted itself


def test_progress_comes_in_order_before_the_answer(qtbot: QtBot) -> None:
    parent = QObject()
    heard: list[object] = []

    def read(report: Progress) -> int:
        for done in range(1, 6):
            report(done, 5)
        return 5

    op = QueryOp(parent)
    op.progressed.connect(lambda done, total: heard.append((done, total)))
    op.run(read, heard.append, pytest.fail)
    qtbot.waitUntil(lambda: 5 in heard, timeout=int(WAIT * 1000))
    assert heard == [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5), 5]
    with pytest.raises(RuntimeError):
        op.run(read, heard.append, pytest.fail)  # one read an op


def test_an_error_reaches_the_failure_callable_as_raised(qtbot: QtBot) -> None:
    parent = QObject()
    problem = HistoryError("The game history could not be read: database is locked")
    failed: list[Exception] = []

    def read() -> None:
        raise problem

    run_query(parent, read, pytest.fail, failed.append)
    qtbot.waitUntil(lambda: bool(failed), timeout=int(WAIT * 1000))
    assert failed == [problem] and failed[0] is problem


def test_a_parent_gone_before_the_answer_hears_nothing(qtbot: QtBot) -> None:
    parent = QObject()
    release = threading.Event()
    heard: list[object] = []
    finished_reads: list[str] = []

    def read(report: Progress) -> str:
        if not release.wait(WAIT):
            raise AssertionError("the test never let the read finish")
        report(1, 1)
        finished_reads.append("read")
        return "late"

    op = QueryOp(parent)
    op.progressed.connect(lambda done, total: heard.append((done, total)))
    op.run(read, heard.append, heard.append)
    with qtbot.waitSignal(parent.destroyed):
        parent.deleteLater()
    assert not shiboken6.isValid(op)  # it went with its parent
    release.set()
    idle(qtbot)
    assert finished_reads == ["read"] and heard == []
    # Nothing of it is left behind with the pool either.
    assert [o.objectName() for o in query_pool().findChildren(QObject)] == ["queryPostOffice"]


def test_every_answer_comes_back_one_read_after_another(qtbot: QtBot, tmp_path: Path) -> None:
    """Reads through SQLite, one after another, each for a parent of its own: every answer
    reaches its op. (Answers signalled from the worker itself went missing after a few.)"""
    path = tmp_path / "plain.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (n INTEGER)")
    db.close()

    def read() -> int:
        db = sqlite3.connect(path)
        try:
            return int(db.execute("SELECT COUNT(*) FROM t").fetchone()[0])
        finally:
            db.close()

    answered = 0
    for _ in range(30):
        parent = QObject()
        got: list[int] = []
        run_query(parent, read, got.append, pytest.fail)
        qtbot.waitUntil(lambda got=got: got == [0], timeout=int(WAIT * 1000))
        answered += 1
    assert answered == 30


def history_with_a_game(path: Path) -> History:
    history, problem = History.open(path)
    assert history is not None and problem is None
    history.record(finished([Player("Ana")], seed=1))
    return history


def test_a_history_is_read_on_a_worker_through_a_connection_of_its_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_with_a_game(tmp_path / "h.sqlite3")
    names: list[list[str]] = []

    def read() -> list[str]:
        with own_reading(history) as own:
            assert own is not history
            return own.names()

    parent = QObject()
    run_query(parent, read, names.append, pytest.fail)
    qtbot.waitUntil(lambda: bool(names), timeout=int(WAIT * 1000))
    assert names == [["Ana"]]
    # Read as it is on the GUI thread, the history's own connection refuses the worker.
    failed: list[Exception] = []
    run_query(parent, history.names, pytest.fail, failed.append)
    qtbot.waitUntil(lambda: bool(failed), timeout=int(WAIT * 1000))
    assert isinstance(failed[0], HistoryError) and "thread" in str(failed[0])
    history.close()


def test_a_history_that_cannot_be_read_directly_is_read_as_saving_off_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the folder cannot be written (saving is off), SQLite may refuse to open a history
    read-only: the read opens it as the history does then (as a file that stays as it is); and
    when that fails too, the history's own words for it are raised."""
    path = tmp_path / "h.sqlite3"
    history_with_a_game(path).close()
    history, problem = History.open(path, read_only=True)
    assert history is not None and problem is None
    real_connect = sqlite3.connect
    refused = ["?mode=ro"]

    def connect(database: str, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if any(str(database).endswith(end) for end in refused):
            raise sqlite3.OperationalError("unable to open database file")
        connection: sqlite3.Connection = real_connect(database, *args, **kwargs)
        return connection

    monkeypatch.setattr(sqlite3, "connect", connect)
    with own_reading(history) as own:
        assert own is not history and own.names() == ["Ana"]
    refused.append("immutable=1")
    with pytest.raises(HistoryError) as raised, own_reading(history):
        pass
    assert str(raised.value).startswith("The game history cannot be shown: unable to open")
    monkeypatch.undo()
    history.close()


def test_a_stand_in_is_read_as_it_is() -> None:
    stand_in = object()
    with own_reading(stand_in) as own:
        assert own is stand_in

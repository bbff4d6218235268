"""The scoreboard's CSV export runs off the GUI thread, with a progress bar, and says how it
ended."""

from __future__ import annotations

import csv
import errno
import tempfile
import threading
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from fivedice.core import Player
from fivedice.store.history import History, HistoryError
from fivedice.ui.dialogs.export import CsvExport
from fivedice.ui.dialogs.query import query_pool
from fivedice.ui.dialogs.scoreboard import ScoreboardDialog

from ..core.helpers import finished

WAIT = 5.0
"""Seconds a blocked export waits at most for the test (only if the test is broken)."""


class SlowSource:
    """A history whose export reports 200 of 1000 rows, then waits until the test lets it go."""

    def __init__(self, fail: str | None = None) -> None:
        self.release = threading.Event()
        self.fail = fail
        self.threads: list[threading.Thread] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: []  # every read: nothing played yet

    def export_csv(self, path: Path, progress: Any = None) -> int:
        self.threads.append(threading.current_thread())
        if progress is not None:
            progress(200, 1000)
        if not self.release.wait(WAIT):
            raise AssertionError("the test never let the export finish")
        if self.fail is not None:
            raise HistoryError(self.fail)
        path.write_text("game_id\n", encoding="utf-8")
        if progress is not None:
            progress(1000, 1000)
        return 1000


def board(qtbot: QtBot, source: Any) -> ScoreboardDialog:
    dialog = ScoreboardDialog(source)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.reading, timeout=2000)
    return dialog


def test_the_export_button_writes_off_the_gui_thread_with_progress(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    source = SlowSource()
    dialog = board(qtbot, source)
    assert dialog.export_progress.isHidden()
    try:
        dialog.export_button.click()  # returns while the export still waits
        assert dialog.exporting and not dialog.export_button.isEnabled()
        assert not dialog.export_progress.isHidden()
        bar = dialog.export_progress
        qtbot.waitUntil(lambda: (bar.value(), bar.maximum()) == (200, 1000), timeout=2000)
        assert not dialog.start_export(out)  # one at a time
    finally:
        source.release.set()
    with qtbot.waitSignal(dialog.export_finished, timeout=2000) as ended:
        pass
    assert ended.args == [1000]
    assert source.threads and source.threads[0] is not threading.main_thread()
    assert dialog.export_progress.isHidden() and dialog.export_button.isEnabled()
    assert not dialog.exporting and dialog.problem_text() == ""
    assert out.read_text(encoding="utf-8") == "game_id\n"


def test_an_export_that_fails_on_the_worker_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    source = SlowSource(fail="The history could not be written to out.csv: disk full")
    dialog = board(qtbot, source)
    source.release.set()
    with qtbot.waitSignal(dialog.export_finished, timeout=2000) as ended:
        assert dialog.start_export(tmp_path / "out.csv")
    assert ended.args == [0]
    assert dialog.problem_text() == "The history could not be written to out.csv: disk full"
    assert dialog.export_button.isEnabled() and dialog.export_progress.isHidden()


def test_an_export_onto_a_full_disk_says_the_disk_is_full(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    history, _ = History.open(tmp_path / "h.sqlite3")
    assert history is not None
    history.record(finished([Player("Ana")], seed=1))

    def no_room(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", no_room)  # where the export's file is made
    dialog = board(qtbot, history)
    with qtbot.waitSignal(dialog.export_finished, timeout=5000) as ended:
        assert dialog.start_export(tmp_path / "out.csv")
    assert ended.args == [0]
    said = dialog.problem_text()
    assert said.startswith("The disk is full") and "out.csv" in said and "another" in said
    assert dialog.export_button.isEnabled()
    history.close()


def test_a_bug_in_the_export_still_ends_it(qtbot: QtBot, tmp_path: Path) -> None:
    class Broken(SlowSource):
        def export_csv(self, path: Path, progress: Any = None) -> int:
            raise ZeroDivisionError("a bug")

    dialog = board(qtbot, Broken())
    with qtbot.waitSignal(dialog.export_finished, timeout=2000) as ended:
        dialog.start_export(tmp_path / "out.csv")
    assert ended.args == [0]
    assert dialog.problem_text() == "The history could not be written to out.csv."
    assert dialog.export_button.isEnabled()


def test_closing_the_scoreboard_during_an_export_is_safe(qtbot: QtBot, tmp_path: Path) -> None:
    source = SlowSource()
    dialog = board(qtbot, source)
    dialog.start_export(tmp_path / "out.csv")
    export = dialog.findChild(CsvExport)
    assert export is not None
    told: list[int] = []
    export.done.connect(told.append)
    with qtbot.waitSignal(dialog.destroyed, timeout=2000):
        dialog.close()
        dialog.deleteLater()
    assert not shiboken6.isValid(export)  # it went with the dialog
    source.release.set()  # the dialog is gone; the export goes on
    qtbot.waitUntil(lambda: query_pool().activeThreadCount() == 0, timeout=2000)
    QCoreApplication.sendPostedEvents()
    assert (tmp_path / "out.csv").read_text(encoding="utf-8") == "game_id\n"
    assert told == []  # nothing was told of its end: nobody was left to tell


def test_a_real_history_exports_from_the_worker(qtbot: QtBot, tmp_path: Path) -> None:
    history, _ = History.open(tmp_path / "h.sqlite3")
    assert history is not None
    for seed in range(3):
        history.record(finished([Player("Ana"), Player("Ben")], seed=seed))
    dialog = board(qtbot, history)
    out = tmp_path / "out.csv"
    with qtbot.waitSignal(dialog.export_finished, timeout=5000) as ended:
        assert dialog.start_export(out)
    assert ended.args == [6]
    assert [row["name"] for row in csv.DictReader(out.open(encoding="utf-8"))][:2] == ["Ana", "Ben"]
    assert dialog.problem_text() == ""


def test_an_export_onto_the_history_file_is_refused_and_every_game_is_kept(
    make_window: Any, qtbot: QtBot, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file dialog lets the player pick the history itself (after "Replace?"): the export
    refuses it, says why, writes nothing; the dialog exports elsewhere at the next try, and the
    next start finds every game."""
    from PySide6.QtCore import Qt

    from .conftest import settle
    from .helpers import finish
    from .test_player_paths import dismiss, focus_in

    window = make_window(players=[{"name": "Ana", "computer": None}])
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    dismiss(qtbot, window.result_dialog, "esc")
    qtbot.waitUntil(lambda: window.result_dialog is None and focus_in(window), timeout=3000)
    window.menu.toolbar.widgetForAction(window.menu.actions["scoreboard"]).click()
    board = window.scoreboard_dialog
    assert board is not None
    qtbot.waitUntil(lambda: board.isVisible() and board.isActiveWindow(), timeout=3000)
    history_file = data_dir / "history.sqlite3"
    before = history_file.read_bytes()
    other = tmp_path / "games.csv"
    chosen = [str(history_file), str(other)]  # what the player picks, one export after another
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (chosen.pop(0), "CSV files (*.csv)")
    )

    with qtbot.waitSignal(board.export_finished, timeout=5000) as ended:
        qtbot.mouseClick(board.export_button, Qt.MouseButton.LeftButton)
    assert ended.args == [0]
    assert board.problem_text() == (
        "The history was not exported to history.sqlite3: that is one of Five Dice's own files, "
        "where it keeps your games and settings. Nothing was written; choose another name or "
        "folder."
    )
    assert board.problem.isVisible()
    assert history_file.read_bytes()[:16] == b"SQLite format 3\x00"
    assert history_file.read_bytes() == before
    assert not list(data_dir.glob(".history.sqlite3.*.tmp"))
    assert board.export_button.isEnabled() and board.export_progress.isHidden()

    with qtbot.waitSignal(board.export_finished, timeout=5000) as ended:
        qtbot.mouseClick(board.export_button, Qt.MouseButton.LeftButton)
    assert ended.args == [1] and board.problem_text() == ""
    assert [r["name"] for r in csv.DictReader(other.open(encoding="utf-8-sig"))] == ["Ana"]

    dismiss(qtbot, board, "esc")
    qtbot.waitUntil(lambda: window.scoreboard_dialog is None, timeout=3000)
    window.close()
    settle()
    again = make_window(settings=False)
    assert not any("damaged" in notice for notice in again.controller.notices)
    assert not list(data_dir.glob("history.sqlite3.damaged-*"))
    assert again.controller.history is not None
    assert [g.seats[0].name for g in again.controller.history.recent_games()] == ["Ana"]


def test_the_scoreboard_refuses_a_file_of_five_dices_own_before_asking_the_history(
    qtbot: QtBot, data_dir: Path
) -> None:
    """No thread starts and the history is not even asked to write, on either way of exporting;
    the next export, elsewhere, goes ahead."""
    data_dir.mkdir()
    source = SlowSource()
    source.path = data_dir / "history.sqlite3"  # type: ignore[attr-defined]
    source.release.set()
    dialog = board(qtbot, source)
    for name in ("history.sqlite3", "autosave.json", "fivedice.lock", "history-pending/x.json"):
        with qtbot.waitSignal(dialog.export_finished, timeout=2000) as ended:
            assert dialog.start_export(data_dir / name)
        assert ended.args == [0] and "one of Five Dice's own files" in dialog.problem_text()
        assert dialog.export_button.isEnabled() and not dialog.exporting
        assert dialog.export_to(data_dir / name) == 0
        said = f"The history was not exported to {Path(name).name}: "
        assert dialog.problem_text().startswith(said)
    assert source.threads == [] and not (data_dir / "history.sqlite3").exists()
    with qtbot.waitSignal(dialog.export_finished, timeout=2000) as ended:
        assert dialog.start_export(data_dir / "games.csv")
    assert ended.args == [1000] and dialog.problem_text() == ""

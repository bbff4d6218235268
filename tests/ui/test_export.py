"""The scoreboard's CSV export runs off the GUI thread, with a progress bar, and says how it
ended."""

from __future__ import annotations

import csv
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from fivedice.core import Player
from fivedice.store.history import History, HistoryError
from fivedice.ui.scoreboard import ScoreboardDialog

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
    dialog.close()
    dialog.deleteLater()
    qtbot.wait(20)  # the dialog is gone; the export goes on
    source.release.set()
    qtbot.waitUntil(lambda: (tmp_path / "out.csv").exists(), timeout=2000)
    thread = source.threads[0]
    thread.join(WAIT)
    assert not thread.is_alive()


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

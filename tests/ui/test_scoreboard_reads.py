"""The scoreboard reads the history off the GUI thread and paints each part when its answer
arrives: it opens at once, says it is reading when that takes a moment, shows only the latest
answer of a part, says what could not be read as it always did, and closing it before the
answers come is safe."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from fivedice.core import ExtraFive, Player
from fivedice.store.history import History, HistoryError, Kind
from fivedice.store.records import Assist
from fivedice.ui.dialogs import scoreboard
from fivedice.ui.dialogs.query import own_reading, query_pool
from fivedice.ui.dialogs.scoreboard import READING, ScoreboardDialog

from ..core.helpers import finished
from .test_scoreboard import ANSWER_MS, answered

SOLO = Kind(ExtraFive.OFF, 1, 1, False)
WAIT = 5.0
"""Seconds a held read waits at most for the test (only if the test is broken)."""


def history_of(path: Path, *names: str) -> History:
    history, problem = History.open(path)
    assert history is not None and problem is None
    for seed, name in enumerate(names):
        history.record(finished([Player(name)], seed=seed))
    return history


class Watched:
    """The history, read as the scoreboard reads it (through a connection of the reading
    thread's own), noting the thread of every read; `hold` (the names of reads) keeps those
    waiting until `release` is set."""

    def __init__(self, history: History, *hold: str) -> None:
        self.history = history
        self.path = history.path
        self.hold = set(hold)
        self.release = threading.Event()
        self.threads: list[tuple[str, threading.Thread]] = []
        self.done: list[str] = []

    def __getattr__(self, name: str) -> Callable[..., Any]:
        def read(*args: Any, **kwargs: Any) -> Any:
            self.threads.append((name, threading.current_thread()))
            if name in self.hold and not self.release.wait(WAIT):
                raise AssertionError("the test never let the read finish")
            with own_reading(self.history) as history:
                answer = getattr(history, name)(*args, **kwargs)
            self.done.append(name)
            return answer

        return read


def opened(qtbot: QtBot, dialog: ScoreboardDialog) -> ScoreboardDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def idle(qtbot: QtBot) -> None:
    """Wait until no read runs, and hand over whatever news they left for the GUI thread."""
    qtbot.waitUntil(lambda: query_pool().activeThreadCount() == 0, timeout=ANSWER_MS)
    QCoreApplication.sendPostedEvents()


def test_every_read_runs_off_the_gui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    history = history_of(tmp_path / "h.sqlite3", "Ana", "Ana", "Ben")
    history.record(finished([Player("Ana"), Player("Bot", "easy")], seed=7))  # rated
    source = Watched(history)
    dialog = answered(qtbot, opened(qtbot, ScoreboardDialog(source, SOLO, "Ana")))
    dialog.hide_assisted.setChecked(True)
    answered(qtbot, dialog)
    asked = {name for name, _ in source.threads}
    assert asked == {
        "kinds",
        "names",
        "recent_games",
        "best_scores",
        "player_stats",
        "profiles",
        "rating_history",
    }
    assert all(thread is not threading.main_thread() for _, thread in source.threads)
    # ...and what they read is what the dialog shows.
    assert dialog.best_table.rowCount() == 3 and dialog.recent_table.rowCount() == 4
    assert dialog.name_box.currentText() == "Ana" and dialog.stat_labels["games"].text() == "3"
    assert dialog.ratings_page.table.rowCount() == 1  # Ana: Ben played alone, unrated
    assert len(dialog.ratings_page.chart.points()) == 1


def test_the_dialog_opens_at_once_and_says_it_is_reading_when_that_takes_a_moment(
    qtbot: QtBot, tmp_path: Path
) -> None:
    source = Watched(history_of(tmp_path / "h.sqlite3", "Ana"), "kinds", "recent_games")
    dialog = ScoreboardDialog(source, SOLO, "Ana")
    qtbot.addWidget(dialog)
    dialog.show()
    # Open, pages and all, before any answer; and no word yet about the reading, which
    # usually answers before anyone could read it.
    assert dialog.isVisible() and dialog.tabs.isVisible() and dialog.reading
    assert dialog.recent_table.rowCount() == 0 and dialog.reading_note.isHidden()
    qtbot.waitUntil(dialog.reading_note.isVisible, timeout=ANSWER_MS)
    assert dialog.reading_note.text() == READING == "Reading the game history…"
    assert dialog.problem_text() == ""
    with qtbot.waitSignal(dialog.filled, timeout=ANSWER_MS):
        source.release.set()
    assert not dialog.reading and not dialog.reading_note.isVisible()
    assert dialog.best_table.rowCount() == 1 and dialog.recent_table.rowCount() == 1


def test_only_the_latest_answer_of_a_part_is_shown(qtbot: QtBot, tmp_path: Path) -> None:
    """The player ticks "Hide assisted games" while the first scores are still being read: the
    later answer is shown, and the first, coming after it, is dropped."""
    history, _ = History.open(tmp_path / "h.sqlite3")
    assert history is not None
    history.record(finished([Player("Ana")], seed=1))
    history.record(finished([Player("Ben")], seed=2), assisted=Assist.HINTS)

    class SlowWithAssisted(Watched):
        """Holds the read of the scores with assisted games until released."""

        def __init__(self, history: History) -> None:
            super().__init__(history)
            self.best_asked: list[tuple[str, bool]] = []

        def __getattr__(self, name: str) -> Callable[..., Any]:
            read = super().__getattr__(name)
            if name != "best_scores":
                return read

            def best(kind: Kind, limit: int = 10, include_assisted: bool = True) -> Any:
                self.best_asked.append(("best_scores", include_assisted))
                if include_assisted and not self.release.wait(WAIT):
                    raise AssertionError("the test never let the read finish")
                return read(kind, limit, include_assisted=include_assisted)

            return best

    source = SlowWithAssisted(history)
    dialog = opened(qtbot, ScoreboardDialog(source, SOLO, "Ana"))
    first = ("best_scores", True)
    qtbot.waitUntil(lambda: first in source.best_asked, timeout=ANSWER_MS)  # and held
    dialog.hide_assisted.setChecked(True)
    table = dialog.best_table
    qtbot.waitUntil(lambda: table.rowCount() == 1, timeout=ANSWER_MS)
    assert table.item(0, 1).text() == "Ana"
    source.release.set()  # the first answer (Ana and Ben) comes now, too late
    answered(qtbot, dialog)
    idle(qtbot)
    assert source.done.count("best_scores") == 2
    assert table.rowCount() == 1 and table.item(0, 1).text() == "Ana"


def test_closing_with_esc_before_the_answers_is_safe_and_nothing_calls_back(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    real_run_query = scoreboard.run_query

    def watched_run_query(parent: Any, read: Any, success: Any, failure: Any) -> Any:
        def on_answer(answer: Any) -> None:
            told.append("answer")
            success(answer)

        def on_failure(exc: Exception) -> None:
            told.append("failure")
            failure(exc)

        return real_run_query(parent, read, on_answer, on_failure)

    monkeypatch.setattr(scoreboard, "run_query", watched_run_query)
    history = history_of(tmp_path / "h.sqlite3", "Ana")
    source = Watched(history, "kinds", "names", "recent_games", "profiles")
    dialog = opened(qtbot, ScoreboardDialog(source, SOLO, "Ana"))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)  # as the window opens it
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    assert dialog.reading
    with qtbot.waitSignal(dialog.destroyed, timeout=ANSWER_MS):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    source.release.set()
    qtbot.waitUntil(lambda: len(source.done) == 4, timeout=ANSWER_MS)
    idle(qtbot)
    assert sorted(source.done) == ["kinds", "names", "profiles", "recent_games"]  # they ended...
    assert told == []  # ...and nothing was handed to the dialog that had gone


def test_a_failing_read_says_what_it_always_said(qtbot: QtBot, tmp_path: Path) -> None:
    """The history's words when a read fails, as the dialog showed them when it read on the
    GUI thread; a bug in a read gives the general sentence, and the rest is still shown."""
    history = history_of(tmp_path / "h.sqlite3", "Ana")
    locked = "The game history could not be read: database is locked"

    class Failing(Watched):
        def __getattr__(self, name: str) -> Callable[..., Any]:
            def fail(*args: Any, **kwargs: Any) -> Any:
                if name == "recent_games":
                    raise HistoryError(locked)
                raise ZeroDivisionError("a bug")

            return fail if name in ("recent_games", "player_stats") else super().__getattr__(name)

    dialog = answered(qtbot, opened(qtbot, ScoreboardDialog(Failing(history), SOLO, "Ana")))
    said = dialog.problem_text().splitlines()
    assert sorted(said) == sorted([locked, "The game history could not be read."])
    assert dialog.problem.isVisible()
    assert dialog.best_table.rowCount() == 1  # what could be read is shown
    assert dialog.recent_table.rowCount() == 0
    assert all(label.text() == "—" for label in dialog.stat_labels.values())

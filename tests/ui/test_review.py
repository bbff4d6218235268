"""The game review: a page per player with the costliest decisions and every decision; a game
of the history is read off the GUI thread, the dialog says why when it cannot be read, and
closing it before the game comes is safe."""

from __future__ import annotations

import threading
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from fivedice.core import Game, Player
from fivedice.store.history import History
from fivedice.store.recorder import Recorder
from fivedice.strategy.coach import GameReview, Mistake, PlayerReview
from fivedice.ui.dialogs import review as review_module
from fivedice.ui.dialogs.query import query_pool
from fivedice.ui.dialogs.review import DiceStrip, ReviewDialog, read_recorded_game

from ..core.helpers import finished

WAIT = 5.0
"""Seconds a held read waits at most for the test (only if the test is broken)."""
ROW = ("1", "1", "4 4 2 6 1", "hold 4 4", "", "")

REVIEW = GameReview(
    exact=False,
    players=(
        PlayerReview(
            0,
            "Ana",
            "Ana: 3.5 expected points given away.",
            (Mistake((4, 4, 2, 6, 1), (True, True, False, False, False), "Held the fours."),),
            (ROW, ROW),
        ),
        PlayerReview(1, "B&B", "B&B: every decision was the best.", (), (ROW,)),
    ),
)


def recorded(path: Path) -> tuple[History, int, Game]:
    history, problem = History.open(path)
    assert history is not None and problem is None
    game = finished([Player("Ana")], seed=4)
    game_id = history.record(game)
    assert game_id is not None
    return history, game_id, game


def test_a_review_given_shows_a_page_per_player(qtbot: QtBot) -> None:
    dialog = ReviewDialog(REVIEW)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["Ana", "B&&B"]
    assert dialog.note.isVisible() and "approximate" in dialog.note.text()
    assert dialog.summaries[0].text() == "Ana: 3.5 expected points given away."
    assert dialog.tables[0].rowCount() == 2 and dialog.tables[1].rowCount() == 1
    assert dialog.tables[0].item(0, 4).data(Qt.ItemDataRole.AccessibleTextRole) == "none"
    [strip] = dialog.findChildren(DiceStrip)
    assert strip.accessibleName() == "Dice: 4 held, 4 held, 2, 6, 1"
    assert not dialog.message.isVisible() and not dialog.reading
    dialog.grab()  # the small dice paint


def test_a_game_of_the_history_is_read_off_the_gui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    history, game_id, game = recorded(tmp_path / "h.sqlite3")
    threads: list[threading.Thread] = []

    def read() -> Game:
        threads.append(threading.current_thread())
        return read_recorded_game(history, game_id)

    dialog = ReviewDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.game_read, timeout=int(WAIT * 1000)) as read_game:
        dialog.read_game(read)
        assert dialog.reading and not dialog.tabs.isVisible()
    assert read_game.args == [game]
    assert threads and threads[0] is not threading.main_thread()
    dialog.show_review(REVIEW)
    assert dialog.tabs.isVisible() and dialog.tabs.count() == 2
    assert not dialog.message.isVisible() and not dialog.reading
    history.close()


def test_a_game_that_cannot_be_read_says_what_the_history_always_said(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history, game_id, _ = recorded(tmp_path / "h.sqlite3")
    missing = game_id + 1
    before = Recorder(history.path, history).finished_game(missing)  # the words on the GUI side
    assert before == f"That game cannot be replayed: {missing}"
    dialog = ReviewDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_read.connect(pytest.fail)
    dialog.read_game(partial(read_recorded_game, history, missing))
    qtbot.waitUntil(dialog.message.isVisible, timeout=int(WAIT * 1000))
    assert dialog.message.text() == before
    assert not dialog.tabs.isVisible() and not dialog.reading
    history.close()


def test_the_review_says_it_is_reading_when_that_takes_a_moment(qtbot: QtBot) -> None:
    release = threading.Event()
    game = finished([Player("Ana")], seed=4)

    def read() -> Game:
        if not release.wait(WAIT):
            raise AssertionError("the test never let the read finish")
        return game

    dialog = ReviewDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.read_game(read)
    assert dialog.message.isHidden()  # not at once: most reads answer before it could be read
    qtbot.waitUntil(dialog.message.isVisible, timeout=int(WAIT * 1000))
    assert dialog.message.text() == "Reading the game from the history…"
    with qtbot.waitSignal(dialog.game_read, timeout=int(WAIT * 1000)):
        release.set()
    dialog.show_review("Perfect play is still being worked out; open the review again later.")
    assert dialog.message.text().startswith("Perfect play is still being worked out")
    assert not dialog.tabs.isVisible()


def test_closing_the_review_with_esc_before_the_game_is_read_is_safe(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[object] = []
    real_run_query = review_module.run_query

    def watched_run_query(parent: Any, read: Any, success: Any, failure: Any) -> Any:
        return real_run_query(parent, read, told.append, told.append)

    monkeypatch.setattr(review_module, "run_query", watched_run_query)
    release = threading.Event()
    done: list[Game] = []

    def read() -> Game:
        if not release.wait(WAIT):
            raise AssertionError("the test never let the read finish")
        done.append(finished([Player("Ana")], seed=4))
        return done[0]

    dialog = ReviewDialog(None)
    qtbot.addWidget(dialog)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)  # as the window opens it
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    dialog.read_game(read)
    with qtbot.waitSignal(dialog.destroyed, timeout=int(WAIT * 1000)):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    release.set()
    qtbot.waitUntil(lambda: bool(done), timeout=int(WAIT * 1000))
    qtbot.waitUntil(lambda: query_pool().activeThreadCount() == 0, timeout=int(WAIT * 1000))
    QCoreApplication.sendPostedEvents()
    assert told == []  # the game was read, and handed to nobody

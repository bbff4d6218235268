"""The scoreboard opens whatever state the history is in, and says in plain words what it could
not read instead of raising."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fivedice.core import ExtraFive, Player
from fivedice.store.history import History, HistoryError, Kind
from fivedice.ui.dialogs.query import own_reading
from fivedice.ui.dialogs.scoreboard import RECENT_GAMES, ScoreboardDialog

from ..core.helpers import finished
from ..store.test_history import copy_games
from .test_scoreboard import answered

SOLO = Kind(ExtraFive.OFF, 1, 1, False)
LOCKED = "The game history could not be read: database is locked"


def open_history(path: Path, games: int = 3) -> History:
    history, problem = History.open(path, timeout=0.05)
    assert history is not None and problem is None
    for seed in range(games):
        history.record(finished([Player("Ana")], seed=seed))
    return history


def show(qtbot: QtBot, dialog: ScoreboardDialog) -> ScoreboardDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    answered(qtbot, dialog)
    dialog.grab()  # everything paints, charts included
    return dialog


def test_a_history_whose_tables_are_gone_opens_with_the_reason(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    with sqlite3.connect(tmp_path / "h.sqlite3") as other:
        for table in ("game_players", "games", "kind_counts", "profiles", "profile_totals"):
            other.execute(f"DROP TABLE {table}")
    dialog = show(qtbot, ScoreboardDialog(history, current=SOLO, player="Ana"))
    assert not dialog.problem.isHidden()
    assert dialog.problem.objectName() == "scoreboardProblem"
    lines = dialog.problem_text().splitlines()
    assert lines and all(
        line.startswith("The game history could not be read: no such table: ") for line in lines
    )
    assert dialog.kind_box.currentData() == SOLO  # the game in progress is still offered
    assert dialog.best_table.rowCount() == 0 and dialog.recent_table.rowCount() == 0
    dialog.hide_assisted.setChecked(True)  # reads again, still without raising
    answered(qtbot, dialog)
    assert dialog.export_to(tmp_path / "out.csv") == 0
    assert "no such table" in dialog.problem_text()


def test_a_history_locked_by_another_program_still_shows_its_scores(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "h.sqlite3"
    history = open_history(path)
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    blocker.execute("DELETE FROM games")  # not committed: what is read is the last commit
    try:
        dialog = show(qtbot, ScoreboardDialog(history, current=SOLO, player="Ana"))
        assert dialog.problem_text() == "" and dialog.problem.isHidden()
        assert dialog.best_table.rowCount() == 3 and dialog.recent_table.rowCount() == 3
        assert dialog.stat_labels["games"].text() == "3"
        assert dialog.recent_note.isHidden()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()


class Flaky:
    """A history whose named reads fail (as a locked one does) until `broken` is emptied. The
    others read `history` as the scoreboard does, off the GUI thread: through a connection of
    the reading thread's own."""

    def __init__(self, history: History, *broken: str) -> None:
        self.history = history
        self.path = history.path
        self.broken = set(broken)

    def __getattr__(self, name: str) -> Any:
        if name in self.broken:

            def fail(*args: object, **kwargs: object) -> Any:
                raise HistoryError(LOCKED)

            return fail

        def read(*args: object, **kwargs: object) -> Any:
            with own_reading(self.history) as history:
                return getattr(history, name)(*args, **kwargs)

        return read


def test_a_part_that_cannot_be_read_is_said_and_the_rest_still_shown(
    qtbot: QtBot, tmp_path: Path
) -> None:
    source = Flaky(open_history(tmp_path / "h.sqlite3"), "player_stats")
    dialog = show(qtbot, ScoreboardDialog(source, current=SOLO, player="Ana"))
    assert dialog.problem_text() == LOCKED
    assert dialog.best_table.rowCount() == 3 and dialog.recent_table.rowCount() == 3
    assert dialog.name_box.currentText() == "Ana"
    assert all(label.text() == "—" for label in dialog.stat_labels.values())
    # Free again: the next look reads it, and the message goes.
    source.broken.clear()
    dialog.hide_assisted.setChecked(True)
    answered(qtbot, dialog)
    assert dialog.problem_text() == "" and dialog.problem.isHidden()
    assert dialog.stat_labels["games"].text() == "3"


def test_a_history_that_cannot_be_read_at_all_still_opens(qtbot: QtBot, tmp_path: Path) -> None:
    every = ("kinds", "names", "best_scores", "player_stats", "recent_games", "export_csv")
    source = Flaky(open_history(tmp_path / "h.sqlite3"), *every)
    dialog = show(qtbot, ScoreboardDialog(source, current=SOLO, player="Ana"))
    assert dialog.problem_text() == LOCKED  # said once, though every part failed
    assert dialog.kind_box.count() == 1 and dialog.name_box.count() == 0
    assert dialog.export_to(tmp_path / "out.csv") == 0
    assert dialog.problem_text() == LOCKED and not (tmp_path / "out.csv").exists()


def test_without_a_history_the_dialog_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = show(qtbot, ScoreboardDialog(None, current=SOLO, player="Ana"))
    assert "not available" in dialog.problem_text()
    assert dialog.export_to(tmp_path / "out.csv") == 0
    assert "no game history to export" in dialog.problem_text()


def test_an_export_that_fails_is_said_in_the_dialog_without_blocking(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = show(qtbot, ScoreboardDialog(open_history(tmp_path / "h.sqlite3")))
    assert dialog.export_to(tmp_path / "no folder" / "out.csv") == 0
    assert dialog.problem_text().startswith("The history could not be written to out.csv")
    assert QApplication.activeModalWidget() is None
    # A later export that works takes the message away.
    assert dialog.export_to(tmp_path / "out.csv") == 3
    assert dialog.problem_text() == ""


def test_the_recent_games_list_is_capped_newest_first(qtbot: QtBot, tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3", games=1)
    copy_games(history, RECENT_GAMES + 4)
    dialog = show(qtbot, ScoreboardDialog(history, current=SOLO, player="Ana"))
    table = dialog.recent_table
    assert table.rowCount() == RECENT_GAMES
    assert not dialog.recent_note.isHidden()
    assert str(RECENT_GAMES) in dialog.recent_note.text()
    table.selectRow(0)
    assert dialog.selected_game() == RECENT_GAMES + 5  # the latest game
    with qtbot.waitSignal(dialog.review_requested) as signal:
        dialog.review_button.click()
    assert signal.args == [RECENT_GAMES + 5]
    assert dialog.stat_labels["games"].text() == str(RECENT_GAMES + 5)

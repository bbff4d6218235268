"""Every finished game goes into the history, before the result shows; faults never stop play."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt

from fivedice.app import build_window
from fivedice.core import Category
from fivedice.store.history import History

from .conftest import shown, write_settings
from .helpers import finish, scripted

K = Qt.Key


def history_count(data_dir: Path) -> int:
    with sqlite3.connect(data_dir / "history.sqlite3") as db:
        return int(db.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def test_a_finished_game_is_committed_before_the_result_dialog(make_window, qtbot, data_dir):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    seen_at_game_over: list[int] = []
    window.controller.changed.connect(
        lambda change: change.game_over and seen_at_game_over.append(history_count(data_dir))
    )
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    # Read from a second connection: committed, not just written into a transaction.
    assert seen_at_game_over == [1]
    total = window.controller.game.totals()[0]
    assert window.result_dialog.celebration.text() == (
        f"First score for this kind of game, Solo · one card · extra five Off: Ana scored {total}."
    )
    assert window.status_bar.best.text() == f"Best: {total} (Ana)"
    history, _ = History.open(data_dir / "history.sqlite3")
    assert history is not None
    [row] = history.games()
    assert (row["name"], row["total"], row["assisted"]) == ("Ana", total, 0)
    assert history.load_game(row["game_id"]) == window.controller.game


def test_best_score_is_shown_and_a_personal_best_celebrated(make_window_with, qtbot, data_dir):
    from fivedice.store.settings import PlayerSetting, Settings

    # A first game scoring 5 in every box would be easy to beat: record a high one first.
    settings = Settings(players=(PlayerSetting("Ana"),), animation=False)
    window = make_window_with(settings)
    window.controller.start(scripted([(6, 6, 6, 6, 6)] * 13))
    finish(window.controller)
    first = window.controller.game.totals()[0]
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    window.result_dialog.play_again_button.click()
    assert window.status_bar.best.text() == f"Best: {first} (Ana)"
    window.controller.start(scripted([(1, 2, 3, 4, 6)] * 13))
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert window.controller.game.totals()[0] < first
    assert not window.result_dialog.celebration.isVisible()
    assert history_count(data_dir) == 2


def test_review_opens_from_the_result_dialog(make_window, qtbot):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    qtbot.mouseClick(window.result_dialog.review_button, Qt.MouseButton.LeftButton)
    dialog = window.review_dialog
    assert dialog is not None and dialog.isVisible()
    summary = dialog.summaries[0].text()
    assert summary.startswith("Ana: ") and "expected points given away" in summary
    assert dialog.tables[0].rowCount() >= 13


def test_scoreboard_from_the_toolbar_and_a_review_from_the_history(make_window, qtbot):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    window.result_dialog.close_button.click()
    total = window.controller.game.totals()[0]
    window.menu.toolbar.widgetForAction(window.menu.actions["scoreboard"]).click()
    board = window.scoreboard_dialog
    assert board is not None and board.isVisible()
    qtbot.waitUntil(lambda: not board.reading)  # the history is read off the GUI thread
    assert board.best_table.item(0, 1).text() == "Ana"
    assert board.best_table.item(0, 2).text() == str(total)
    assert board.recent_table.rowCount() == 1
    board.recent_table.selectRow(0)
    qtbot.mouseClick(board.review_button, Qt.MouseButton.LeftButton)
    review = window.review_dialog
    assert review is not None and review.isVisible()
    # The game is read off the GUI thread, then reviewed: Ana's decisions, on her own tab.
    qtbot.waitUntil(lambda: not review.reading and review.tabs.count() == 1, timeout=10000)
    assert "Ana" in review.tabs.tabText(0) and not review.message.isVisible()


def test_a_damaged_history_is_set_aside_and_play_goes_on(make_window, qtbot, data_dir):
    write_settings(data_dir, players=[{"name": "Ana", "computer": None}])
    (data_dir / "history.sqlite3").write_bytes(b"this is not a database" * 50)
    window = make_window(settings=False)
    # The history is opened a moment after the window's first paint, and says so then.
    qtbot.waitUntil(lambda: not window.controller.history_waiting)
    assert any("history was damaged" in n for n in window.controller.notices)
    assert any("history was damaged" in m for m in window.notice_bar.messages)  # shown
    assert len(list(data_dir.glob("history.sqlite3.damaged-*"))) == 1
    finish(window.controller)
    assert history_count(data_dir) == 1


def test_a_locked_history_leaves_the_game_playable(make_window, qtbot, data_dir, monkeypatch):
    # The app waits up to 2 s for a busy history; the test need not.
    real_open = History.open
    monkeypatch.setattr(
        History,
        "open",
        classmethod(lambda cls, path, timeout=0.05, **how: real_open(path, timeout, **how)),
    )
    write_settings(data_dir, players=[{"name": "Ana", "computer": None}])
    History.open(data_dir / "history.sqlite3")[0].close()  # type: ignore[union-attr]
    blocker = sqlite3.connect(data_dir / "history.sqlite3", isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        window = make_window(settings=False)
        finish(window.controller)
        qtbot.waitUntil(lambda: window.result_dialog is not None)
        assert any("history is busy" in n for n in window.controller.notices)
        assert window.controller.history is not None and window.controller.history.pending == 1
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    window.controller.history.flush()
    assert history_count(data_dir) == 1


def test_start_time_and_assisted_flag_survive_a_relaunch(make_window, qtbot, data_dir):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    window.controller.roll()
    window.controller.mark_assisted()
    started = window.controller.keeper.started_at
    window.close()
    again = shown(qtbot, build_window(data_dir))
    assert again.controller.keeper.assisted and again.controller.keeper.started_at == started
    finish(again.controller)
    history, _ = History.open(data_dir / "history.sqlite3")
    assert history is not None
    [row] = history.games()
    assert row["assisted"] == 1 and row["started_at"] == started
    again.close()


def test_restart_is_not_recorded_as_a_finished_game(make_window, qtbot, data_dir):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    window.controller.roll()
    window.controller.fill(0, Category.CHANCE)
    window.controller.restart()
    assert history_count(data_dir) == 0


def test_a_game_that_ended_just_before_a_crash_still_reaches_the_history(
    make_window, qtbot, data_dir
):
    from fivedice.core import Player
    from fivedice.store.autosave import save_game

    from ..core.helpers import finished

    write_settings(data_dir, players=[{"name": "Ana", "computer": None}])
    game = finished([Player("Ana")], seed=12)
    # What the autosave holds if the app stopped between the last fill and the history write.
    meta = {"started_at": "2026-11-30T10:00:00+00:00", "assisted": True, "recorded": False}
    save_game(data_dir / "autosave.json", game, meta)
    window = make_window(settings=False)
    assert window.controller.game.actions == ()  # a fresh game to play
    history = window.controller.history
    assert history is not None
    [row] = history.games()
    assert (row["total"], row["started_at"], row["assisted"]) == (
        game.totals()[0],
        meta["started_at"],
        1,
    )
    window.close()
    again = shown(qtbot, build_window(data_dir))
    assert again.controller.history is not None and again.controller.history.count() == 1
    again.close()


def test_a_recorded_game_is_marked_so_in_the_autosave(make_window, qtbot, data_dir):
    import json

    window = make_window(players=[{"name": "Ana", "computer": None}])
    finish(window.controller)
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert saved["app"]["recorded"] is True


def test_a_history_that_could_not_be_opened_at_start_takes_the_game_at_its_end(qtbot, data_dir):
    # At start the history could not be opened (another program held it, the disk was full);
    # by the end of the game it can be: the game goes in, and nothing waits.
    from fivedice.store.history import pending_dir
    from fivedice.store.paths import AppPaths
    from fivedice.store.settings import PlayerSetting, Settings
    from fivedice.ui.control.controller import GameController

    paths = AppPaths.in_folder(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    controller = GameController(Settings(players=(PlayerSetting("Ana"),)), paths=paths)
    assert controller.history is None
    while not controller.game.is_over:
        controller.roll()
        option = controller.game.options()[0]
        controller.fill(option.card, option.category)
    assert not any("could not be added" in n for n in controller.notices)
    total = controller.game.totals()[0]
    assert controller.history is not None
    assert [row["total"] for row in controller.history.games()] == [total]
    assert not pending_dir(paths.history_file).exists()


def record_one_game(data_dir: Path) -> int:
    """One finished game of Ana's, alone, in the history at `data_dir`; its total."""
    from fivedice.core import Player

    from ..core.helpers import finished

    game = finished([Player("Ana")], seed=7)
    history, _ = History.open(data_dir / "history.sqlite3")
    assert history is not None
    history.record(game)
    history.close()
    return game.totals()[0]


def test_the_history_opens_a_moment_after_the_first_paint(qtbot, data_dir, clock):
    # Start-up does not wait for the history: the window paints first, then the history is
    # opened and the best score shows in the status bar.
    from .conftest import close_all

    write_settings(data_dir, players=[{"name": "Ana", "computer": None}])
    best = record_one_game(data_dir)
    window = build_window(data_dir, clock=clock)
    try:
        assert window.controller.history_waiting
        assert window.status_bar.best.isHidden()  # no best score shown before it is known
        shown(qtbot, window)
        qtbot.waitUntil(lambda: not window.controller.history_waiting)
        assert window.status_bar.best.isVisible()
        assert window.status_bar.best.text() == f"Best: {best} (Ana)"
        assert window.controller.notices == ()  # a sound history says nothing
    finally:
        close_all([window])


def test_a_game_finished_before_the_history_opens_is_recorded(qtbot, data_dir, clock):
    # The window never painted (it started minimised, say): the game ends all the same, and
    # goes into the history, which is opened for it.
    from .conftest import close_all

    write_settings(data_dir, players=[{"name": "Ana", "computer": None}])
    window = build_window(data_dir, clock=clock)
    try:
        assert window.controller.history_waiting
        finish(window.controller)
        assert not window.controller.history_waiting
        assert history_count(data_dir) == 1
        assert window.controller.keeper.recorded
        total = window.controller.game.totals()[0]
        assert window.status_bar.best.text() == f"Best: {total} (Ana)"
    finally:
        close_all([window])

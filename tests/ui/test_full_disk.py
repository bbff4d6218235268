"""A full disk never loses a finished game, and the player hears "kept" only when it is.

The game is ended in the app's window on a real small file system filled to its last byte (where
mounting one is allowed), and again with the disk's refusals injected (always).
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from fivedice.app import build_window
from fivedice.store import autosave, files
from fivedice.store import history as history_module
from fivedice.store import waiting as waiting_module
from fivedice.store.history import History, pending_dir
from fivedice.store.keeper import DISK_FULL, HELD_KEPT
from fivedice.store.recorder import BUSY, FULL, HELD_FULL, KEPT

from ..store.test_history_faults import fill_up, tiny_disk
from .conftest import close_all, present, write_settings
from .test_player_paths import dismiss, focus_in, key, wait_gone

K = Qt.Key


def play_to_the_last_fill(window: Any) -> None:
    """Twelve boxes filled and the dice rolled for the last one."""
    controller = window.controller
    for _ in range(12):
        controller.roll()
        option = controller.game.options()[0]
        controller.fill(option.card, option.category)
    controller.roll()


def last_fill(window: Any) -> None:
    option = window.controller.game.options()[0]
    window.controller.fill(option.card, option.category)
    assert window.controller.game.is_over


def games_in_history(folder: Path) -> list[dict[str, Any]]:
    history, problem = History.open(folder / "history.sqlite3")
    assert history is not None, problem
    try:
        return history.games()
    finally:
        history.close()


def noticed(window: Any, text: str) -> bool:
    return text in window.controller.notices


def claims_kept(window: Any) -> bool:
    """True when the player has been told the finished game is kept."""
    return any(noticed(window, text) for text in (KEPT, FULL, BUSY, HELD_KEPT))


@pytest.fixture
def windows(qtbot: Any) -> Iterator[list[Any]]:
    made: list[Any] = []
    yield made
    close_all(made)


def open_window(qtbot: Any, windows: list[Any], folder: Path, clock: Any) -> Any:
    return present(qtbot, windows, build_window(folder, clock=clock))


def test_a_game_ended_on_a_really_full_disk_is_held_then_kept(
    qtbot: Any, windows: list[Any], tmp_path: Path, clock: Any
) -> None:
    with tiny_disk(tmp_path / "disk", 1024) as disk:
        write_settings(disk)
        window = open_window(qtbot, windows, disk, clock)
        play_to_the_last_fill(window)
        filler = fill_up(disk)
        last_fill(window)
        seed = window.controller.game.seed
        keeper = window.controller.keeper
        history = window.controller.history
        in_history = history is not None and seed in [g["seed"] for g in history.games()]
        if not in_history:
            # Nowhere on disk for it: held, and the player is told so, not that it is kept.
            assert keeper.held == 1 and not keeper.recorded
            assert noticed(window, HELD_FULL)
            assert not claims_kept(window)
        result = window.result_dialog
        assert result is not None
        dismiss(qtbot, result, "esc")
        wait_gone(qtbot, lambda: window.result_dialog)
        qtbot.waitUntil(lambda: focus_in(window), timeout=3000)

        # A new game while the disk is still full: its save must not replace the only copy.
        window.controller.new_game()
        key(window, K.Key_Space)
        assert window.controller.game.actions
        if not in_history:
            assert keeper.held == 1 and noticed(window, DISK_FULL)

        filler.unlink()  # room again
        key(window, K.Key_Space)  # the next roll saves, and keeps the held game first
        assert keeper.held == 0
        assert in_history or noticed(window, HELD_KEPT)
        window.close()
        assert [g["seed"] for g in games_in_history(disk)] == [seed]


class Refusing:
    """The disk's refusals, injected: every file write and every history write fails with
    "no space left" while `full` is True."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.writes = 0
        real_write = files.write_atomic
        real_record = history_module.History._write

        def write_atomic(path: Path, text: str) -> None:
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
            self.writes += 1
            real_write(path, text)

        def record(history: History, record: Any) -> int:
            if self.full:
                raise sqlite3.OperationalError("database or disk is full")
            return real_record(history, record)

        for module in (files, autosave, waiting_module):
            monkeypatch.setattr(module, "write_atomic", write_atomic)
        monkeypatch.setattr(history_module.History, "_write", record)


def ended_on_a_full_disk(
    qtbot: Any, windows: list[Any], folder: Path, clock: Any, monkeypatch: pytest.MonkeyPatch
) -> tuple[Refusing, Any]:
    """A window whose solo game ended with its last box filled after the disk filled up (the
    refusals injected); the disk stays full until the test says otherwise."""
    disk = Refusing(monkeypatch)
    write_settings(folder)
    window = open_window(qtbot, windows, folder, clock)
    play_to_the_last_fill(window)
    disk.full = True
    last_fill(window)
    return disk, window


def test_a_game_ended_when_nothing_can_be_written_is_held_and_never_replaced(
    qtbot: Any, windows: list[Any], data_dir: Path, clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk, window = ended_on_a_full_disk(qtbot, windows, data_dir, clock, monkeypatch)
    finished = window.controller.game
    keeper = window.controller.keeper
    assert keeper.held == 1 and not keeper.recorded
    assert noticed(window, HELD_FULL) and noticed(window, DISK_FULL)
    assert not claims_kept(window)

    window.controller.new_game()  # nothing written: the old save still holds the last state
    assert keeper.held == 1

    disk.full = False
    key(window, K.Key_Space)
    assert keeper.held == 0 and noticed(window, HELD_KEPT)
    [waiting] = pending_dir(data_dir / "history.sqlite3").glob("*.json")
    assert json.loads(waiting.read_text())["game"]["seed"] == finished.seed
    window.close()
    games = games_in_history(data_dir)
    assert [g["seed"] for g in games] == [finished.seed]


def test_a_held_game_travels_in_the_autosave_to_the_next_start(
    qtbot: Any, windows: list[Any], data_dir: Path, clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk, window = ended_on_a_full_disk(qtbot, windows, data_dir, clock, monkeypatch)
    seed = window.controller.game.seed
    window.controller.new_game()
    # Only the autosave finds room (the waiting folder is refused): the held game rides in it.
    refused = pending_dir(data_dir / "history.sqlite3")
    real = files.write_atomic

    def only_the_autosave(path: Path, text: str) -> None:
        if path.parent == refused:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, text)

    for module in (files, autosave, waiting_module):
        monkeypatch.setattr(module, "write_atomic", only_the_autosave)
    disk.full = False
    key(window, K.Key_Space)
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert [h["game"]["seed"] for h in saved["app"]["held"]] == [seed]
    window.close()

    monkeypatch.undo()  # room again, and a new launch
    again = open_window(qtbot, windows, data_dir, clock)
    assert again.controller.keeper.held == 0
    assert [g["seed"] for g in games_in_history(data_dir)] == [seed]


def test_started_on_a_full_disk_the_run_saves_once_there_is_room(
    qtbot: Any, windows: list[Any], tmp_path: Path, clock: Any
) -> None:
    with tiny_disk(tmp_path / "disk", 1024) as disk:
        write_settings(disk)
        first = open_window(qtbot, windows, disk, clock)
        key(first, K.Key_Space)
        first.close()
        filler = fill_up(disk)
        window = open_window(qtbot, windows, disk, clock)
        # The history is opened a moment after the window's first paint, and says so then.
        qtbot.waitUntil(lambda: not window.controller.history_waiting)
        said = " ".join(window.controller.notices)
        assert "full" in said and "cannot write" not in said, said
        filler.unlink()  # room again: this run saves, and its finished game is recorded
        play_to_the_last_fill(window)
        last_fill(window)
        seed = window.controller.game.seed
        assert window.controller.keeper.recorded
        window.close()
        assert [g["seed"] for g in games_in_history(disk)] == [seed]

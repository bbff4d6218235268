"""Finished games into the history (or beside it), the "new best" lines, and the autosave notes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from fivedice.core import Player
from fivedice.store.history import History, keep_for_later, pending_dir
from fivedice.store.keeper import GameKeeper
from fivedice.store.paths import AppPaths
from fivedice.store.recorder import BUSY, KEPT, Recorder

from ..core.helpers import finished


def test_recording_notes_the_game_as_kept(tmp_path: Path):
    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file)
    keeper = GameKeeper(paths)
    game = finished([Player("Ana")], seed=2)
    recorded = Recorder(paths.history_file, history).record(game, keeper)
    assert recorded.kept and recorded.game_id is not None and recorded.notices == ()
    assert recorded.celebrations and keeper.recorded
    assert history is not None and history.count() == 1


def test_a_busy_history_keeps_the_game_waiting(tmp_path: Path):
    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file, timeout=0.05)
    assert history is not None
    blocker = sqlite3.connect(paths.history_file, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        keeper = GameKeeper(paths)
        recorded = Recorder(paths.history_file, history).record(
            finished([Player("Ana")], seed=2), keeper
        )
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert recorded.kept and keeper.recorded
    assert recorded.notices in ((BUSY,), (KEPT,))
    assert len(list(pending_dir(paths.history_file).glob("*.json"))) == 1


def test_without_a_history_the_game_waits_beside_it(tmp_path: Path):
    paths = AppPaths.in_folder(tmp_path)
    History.open(paths.history_file)[0].close()  # type: ignore[union-attr]
    blocker = sqlite3.connect(paths.history_file, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # another program holds it: it cannot be opened again
    keeper = GameKeeper(paths)
    try:
        recorded = Recorder(paths.history_file).record(finished([Player("Ana")], seed=2), keeper)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert recorded.kept and recorded.notices in ((BUSY,), (KEPT,)) and keeper.recorded
    assert recorded.game_id is None
    history, _ = History.open(paths.history_file)  # opening records what waits
    assert history is not None and history.count() == 1


def test_a_history_that_could_not_be_opened_is_tried_again_at_the_next_game(tmp_path: Path):
    # At start it could not be opened (the disk was full, another program held it); by the end
    # of a game it can: the game goes straight in, with those that waited.
    paths = AppPaths.in_folder(tmp_path)
    keep_for_later(paths.history_file, finished([Player("Ana")], seed=1))
    recorder = Recorder(paths.history_file, None)
    recorded = recorder.record(finished([Player("Ana")], seed=2), GameKeeper(paths))
    assert recorded.game_id is not None and recorded.notices == ()
    assert recorder.history is not None and recorder.history.count() == 2


def test_a_missing_game_cannot_be_replayed_and_says_so(tmp_path: Path):
    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file)
    recorder = Recorder(paths.history_file, history)
    assert recorder.finished_game(42).startswith("That game cannot be replayed")
    assert Recorder(None).finished_game(1) == "The game history is not available."


def test_the_keeper_writes_the_game_with_its_notes(tmp_path: Path):
    paths = AppPaths.in_folder(tmp_path)
    keeper = GameKeeper(paths, {"started_at": "2026-01-01T00:00:00+00:00", "assisted": "yes"})
    assert keeper.started_at == "2026-01-01T00:00:00+00:00"
    assert not keeper.assisted  # a note of the wrong type is not believed
    assert keeper.note_assisted() and not keeper.note_assisted()
    game = finished([Player("Ana")], seed=2)
    assert keeper.save(game) == ()
    saved = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    ended = saved["app"].pop("ended_at")
    assert saved["app"] == {
        "started_at": "2026-01-01T00:00:00+00:00",
        "assisted": True,
        "recorded": False,
        "network": False,
        "remote": [],
        "remote_ratings": [],
    }
    assert ended == keeper.note_ended() and ended >= "2026"  # noted once, when the game ended


def test_saving_off_is_said_once(tmp_path: Path):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    keeper = GameKeeper(AppPaths.in_folder(blocked))
    game = finished([Player("Ana")], seed=2)
    first = keeper.save(game)
    assert len(first) == 1 and first[0].startswith("Saving is off")
    assert keeper.save(game) == () and keeper.save_if_due(game) == ()

"""Saving that meets a held file, a crash's leftovers, a byte-order mark, and the clock."""

from __future__ import annotations

import json
import os
import time
from datetime import datetime
from pathlib import Path

import pytest

from fivedice.core import Game, Player, Rules
from fivedice.store import files
from fivedice.store.autosave import load_game, save_game
from fivedice.store.files import remove_stale_temporaries, write_atomic
from fivedice.store.history import History, pending_dir
from fivedice.store.keeper import SAVE_EVERY_S, SAVING_AGAIN, GameKeeper
from fivedice.store.paths import AppPaths
from fivedice.store.recorder import Recorder
from fivedice.store.settings import Settings, load_settings

from ..core.helpers import finished


class Held:
    """os.replace that fails with PermissionError (as on Windows while an antivirus or a sync
    tool holds the file) `times` times, then works."""

    def __init__(self, times: int) -> None:
        self.left = times
        self.calls = 0
        self._real = os.replace

    def __call__(self, source: object, target: object) -> None:
        self.calls += 1
        if self.left > 0:
            self.left -= 1
            raise PermissionError(13, "The process cannot access the file")
        self._real(source, target)  # type: ignore[arg-type]


def test_a_replace_is_retried_while_the_file_is_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "RETRY_FOR_S", 1.0)
    held = Held(3)
    monkeypatch.setattr(os, "replace", held)
    write_atomic(tmp_path / "autosave.json", "new")
    assert (tmp_path / "autosave.json").read_text() == "new" and held.calls == 4


def test_a_file_held_longer_than_the_retries_fails_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "RETRY_FOR_S", 0.1)
    monkeypatch.setattr(os, "replace", Held(1000))
    with pytest.raises(PermissionError):
        write_atomic(tmp_path / "autosave.json", "new")
    assert list(tmp_path.iterdir()) == []


def test_saving_comes_back_after_a_failure_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "RETRY_FOR_S", 0.0)
    paths = AppPaths.in_folder(tmp_path)
    keeper = GameKeeper(paths)
    game = Game.new([Player("Ana")], seed=1)
    game.roll()
    held = Held(2)
    monkeypatch.setattr(os, "replace", held)
    off = keeper.save(game)
    assert len(off) == 1 and off[0].startswith("Saving is off")
    settings = Settings(volume=30)
    assert keeper.save_settings(settings) == ()  # failed too, said once already
    assert not paths.settings_file.exists()
    assert keeper.save(game) == (SAVING_AGAIN,)  # the file was let go
    assert load_game(paths.autosave_file).game is not None
    assert load_settings(paths.settings_file).settings.volume == 30  # saved after all
    monkeypatch.setattr(os, "replace", Held(1))
    again = keeper.save(game)
    assert len(again) == 1 and again[0].startswith("Saving is off")  # a new failure is said


@pytest.mark.parametrize(("budget", "every"), [(None, "clock"), (600.0, "budget")])
def test_the_clock_alone_is_saved_every_so_often(
    tmp_path: Path, budget: float | None, every: str
) -> None:
    paths = AppPaths.in_folder(tmp_path)
    keeper = GameKeeper(paths)
    game = Game.new([Player("Ana")], Rules(time_budget_s=budget), seed=1)
    keeper.save(game)
    game.tick(SAVE_EVERY_S[every] - 0.5)
    keeper.save_if_due(game)
    assert load_game(paths.autosave_file).game.elapsed == 0.0  # type: ignore[union-attr]
    game.tick(0.5)
    keeper.save_if_due(game)
    saved = load_game(paths.autosave_file).game
    assert saved is not None and saved.elapsed == pytest.approx(SAVE_EVERY_S[every])


def test_a_time_budget_is_saved_often_and_a_clock_alone_seldom() -> None:
    # A crash loses at most a couple of seconds of a budget; a game left open without one is
    # not written every couple of seconds for days.
    assert SAVE_EVERY_S["budget"] <= 2.0
    assert SAVE_EVERY_S["clock"] >= 30.0


def test_a_game_recorded_at_the_next_launch_keeps_its_real_end(tmp_path: Path) -> None:
    paths = AppPaths.in_folder(tmp_path)
    keeper = GameKeeper(paths, {"started_at": "2026-03-01T09:00:00+00:00"})
    game = finished([Player("Ana")], seed=3)
    keeper.save(game)  # the app stops before the game reaches the history
    ended = keeper.note_ended()
    time.sleep(1.1)  # the next launch, a moment later (ends are kept to the second)
    restored = load_game(paths.autosave_file)
    Recorder(paths.history_file).keep_restored(restored)
    history, _ = History.open(paths.history_file)
    assert history is not None
    [row] = history.games()
    assert row["ended_at"] == ended and row["started_at"] == "2026-03-01T09:00:00+00:00"


def test_a_save_from_before_the_end_was_noted_uses_when_it_was_written(tmp_path: Path) -> None:
    paths = AppPaths.in_folder(tmp_path)
    game = finished([Player("Ana")], seed=3)
    save_game(paths.autosave_file, game, {"started_at": "2026-03-01T09:00:00+00:00"})
    written = time.time() - 3600  # an hour before this launch
    os.utime(paths.autosave_file, (written, written))
    Recorder(paths.history_file).keep_restored(load_game(paths.autosave_file))
    [waiting] = pending_dir(paths.history_file).glob("*.json")
    ended = json.loads(waiting.read_text())["ended_at"]
    assert abs(datetime.fromisoformat(ended).timestamp() - written) < 2


def test_temporary_files_left_by_a_crash_are_removed_at_start(tmp_path: Path) -> None:
    paths = AppPaths.in_folder(tmp_path)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    old = paths.data_dir / ".autosave.json.abc123.tmp"
    fresh = paths.data_dir / ".autosave.json.def456.tmp"  # maybe another writer's, just now
    mine = paths.data_dir / "notes.tmp"  # not one of ours
    for path in (old, fresh, mine):
        path.write_text("half")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(mine, (an_hour_ago, an_hour_ago))
    load_game(paths.autosave_file)
    assert not old.exists() and fresh.exists() and mine.exists()
    pending = pending_dir(paths.history_file)
    pending.mkdir()
    stale = pending / ".2026-01-01T000000_0000-5.json.x1.tmp"
    stale.write_text("{")
    os.utime(stale, (an_hour_ago, an_hour_ago))
    history, _ = History.open(paths.history_file)
    assert history is not None and not stale.exists()
    assert remove_stale_temporaries(tmp_path / "missing") == 0


def test_settings_written_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"version": 1, "volume": 40, "player_count": 2})
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    loaded = load_settings(path)
    assert loaded.problem is None and loaded.settings.volume == 40
    assert path.exists() and not list(tmp_path.glob("*.damaged-*"))


def test_an_autosave_written_with_a_byte_order_mark_is_restored(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    game = Game.new([Player("Ana")], Rules(), seed=3)
    game.roll()
    save_game(path, game)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    restored = load_game(path)
    assert restored.problem is None and restored.game == game


@pytest.mark.parametrize("content", ['{"version": 99}', "{not json"])
def test_a_damaged_file_that_cannot_be_set_aside_is_left_and_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    def refused(source: object, target: object) -> None:
        raise PermissionError("held by another program")

    monkeypatch.setattr(files, "replace", refused)
    autosave, settings = tmp_path / "autosave.json", tmp_path / "settings.json"
    autosave.write_text(content, encoding="utf-8")
    settings.write_text(content, encoding="utf-8")
    restored = load_game(autosave)
    assert restored.game is None
    assert restored.problem == "The saved game could not be restored, so a new game has started."
    loaded = load_settings(settings)
    assert loaded.settings == Settings()
    assert loaded.problem == "Your settings file was damaged, so the defaults are used."
    assert autosave.read_text(encoding="utf-8") == content
    assert settings.read_text(encoding="utf-8") == content
    assert not list(tmp_path.glob("*.damaged-*"))

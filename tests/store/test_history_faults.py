"""The history under faults: a full disk, two first launches at once, malformed or foreign files.

None of these may lose a game, set a healthy history aside, or stop the app from starting.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fivedice.core import Player
from fivedice.store import access, schema
from fivedice.store import history as history_module
from fivedice.store.history import REPAIRED, History, pending_dir
from fivedice.store.keeper import GameKeeper
from fivedice.store.paths import AppPaths
from fivedice.store.recorder import FULL, Recorder

from ..core.helpers import finished


def one_game_history(path: Path, seed: int = 5) -> None:
    history, problem = History.open(path)
    assert history is not None and problem is None
    history.record(finished([Player("Ana")], seed=seed))
    history.close()


def faulty(pattern: str, error: str) -> type[sqlite3.Connection]:
    """A connection class whose statements containing `pattern` fail with `error`."""

    class Faulty(sqlite3.Connection):
        def execute(self, sql: str, *args: object) -> sqlite3.Cursor:  # type: ignore[override]
            if pattern in sql:
                raise sqlite3.OperationalError(error)
            return super().execute(sql, *args)

    return Faulty


def set_aside_files(folder: Path) -> list[Path]:
    return list(folder.glob("*.damaged-*"))


# ------------------------------------------------------------------------------ a full disk


def test_a_full_disk_leaves_the_history_as_it_is_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    before = path.read_bytes()
    monkeypatch.setattr(
        history_module, "CONNECTION", faulty("journal_mode", "database or disk is full")
    )
    history, problem = History.open(path)
    assert history is None and problem == access.DISK_FULL
    assert "disk is full" in problem and "damaged" not in problem
    assert path.read_bytes() == before and not set_aside_files(tmp_path)

    # Finished games wait beside it, and go in once there is room again.
    paths = AppPaths.in_folder(tmp_path)
    recorder = Recorder(path, None)
    first = recorder.record(finished([Player("Ana")], seed=6), GameKeeper(paths))
    assert first.kept and first.game_id is None and len(list(pending_dir(path).iterdir())) == 1
    monkeypatch.setattr(history_module, "CONNECTION", sqlite3.Connection)  # room again
    second = recorder.record(finished([Player("Ana")], seed=7), GameKeeper(paths))
    assert second.game_id is not None and recorder.history is not None
    assert recorder.history.count() == 3 and recorder.history.pending == 0


def test_a_game_that_meets_a_full_disk_waits_and_the_player_hears_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    history, _ = History.open(path)
    assert history is not None
    recorder = Recorder(path, history)

    def full(*_: object, **__: object) -> int:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(history, "_write", full)
    recorded = recorder.record(finished([Player("Ana")], seed=6), GameKeeper(None))
    assert recorded.kept and recorded.notices == (FULL,)
    assert history.pending == 1


@contextlib.contextmanager
def tiny_disk(folder: Path, size_kb: int) -> Iterator[Path]:
    """A file system of `size_kb` mounted at `folder` (Linux, as root), or the test skips."""
    if sys.platform != "linux" or os.geteuid() != 0:
        pytest.skip("mounting a small file system needs Linux and root")
    folder.mkdir()
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(folder)],
        capture_output=True,
    )
    if made.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {made.stderr.decode().strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill_up(folder: Path) -> Path:
    """Write to `folder` until its disk is full; returns the file that filled it."""
    filler = folder / "filler"
    with contextlib.suppress(OSError), filler.open("wb", buffering=0) as f:
        while True:
            f.write(b"\0" * 4096)
    return filler


def test_on_a_disk_that_is_really_full_the_history_is_kept(tmp_path: Path) -> None:
    with tiny_disk(tmp_path / "disk", 1024) as disk:
        path = disk / "history.sqlite3"
        one_game_history(path)
        before = path.read_bytes()
        filler = fill_up(disk)
        history, problem = History.open(path)
        if history is not None:  # it opened, read-only work needs no room
            recorded = Recorder(path, history).record(
                finished([Player("Ana")], seed=8), GameKeeper(None)
            )
            assert recorded.game_id is None  # nowhere to write it
            history.close()
        else:
            assert problem is not None and "full" in problem and "damaged" not in problem
        assert not set_aside_files(disk) and path.read_bytes() == before
        filler.unlink()  # room again: the history is whole, with its game
        history, problem = History.open(path)
        assert history is not None and problem is None and history.count() >= 1
        history.close()


# --------------------------------------------------------------- two first launches at once


def _open_and_record(folder: str, seed: int, start_at: float) -> tuple[str | None, int]:
    while time.time() < start_at:
        pass
    path = Path(folder) / "history.sqlite3"
    history, problem = History.open(path)
    if history is None:
        return problem, 0
    game_id = history.record(finished([Player("Ana")], seed=seed))
    history.close()
    return problem, int(game_id or 0)


def test_two_first_launches_at_once_share_one_new_history(tmp_path: Path) -> None:
    rounds = 12
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        pool.map(abs, [1, 2])  # both workers started and imported before the race
        for n in range(rounds):
            folder = tmp_path / f"round{n}"
            folder.mkdir()
            start_at = time.time() + 0.3
            jobs = [(str(folder), 2 * n + seat, start_at) for seat in (1, 2)]
            results = pool.starmap(_open_and_record, jobs)
            assert [problem for problem, _ in results] == [None, None], results
            assert not set_aside_files(folder)
            history, problem = History.open(folder / "history.sqlite3")
            assert history is not None and problem is None
            assert history.count() == 2  # both games, in the one history
            history.close()


# ------------------------------------------------------------------ malformed and foreign files


@pytest.mark.parametrize(
    "rows",
    [["'two'"], ["NULL"], ["-1"], ["2.5"], ["2", "2"], []],
    ids=["text", "null", "negative", "fraction", "two-rows", "no-row"],
)
def test_a_malformed_version_mark_is_repaired_and_every_game_kept(
    tmp_path: Path, rows: list[str]
) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("DROP TABLE schema_version")
        db.execute("CREATE TABLE schema_version (version)")  # no type: anything goes in
        for value in rows:
            db.execute(f"INSERT INTO schema_version VALUES ({value})")
        db.commit()
    history, problem = History.open(path)
    assert history is not None and problem == REPAIRED
    assert history.count() == 1 and history.names() == ["Ana"]
    history.close()
    history, problem = History.open(path)  # repaired for good: nothing more to say
    assert history is not None and problem is None


def test_a_malformed_version_mark_on_incomplete_tables_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("UPDATE schema_version SET version = 'x'")
        db.execute("DROP TABLE boxes")
        db.commit()
    history, problem = History.open(path)
    assert history is not None and problem is not None and "damaged" in problem
    assert len(set_aside_files(tmp_path)) == 1 and history.count() == 0


@pytest.mark.parametrize("dropped", ["TABLE games", "TABLE profiles", "TRIGGER profile_counted"])
def test_a_history_missing_its_tables_is_set_aside_and_a_new_one_works(
    tmp_path: Path, dropped: str
) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA foreign_keys = OFF")
        db.execute(f"DROP {dropped}")
        db.commit()
    history, problem = History.open(path)
    assert history is not None and problem is not None and "damaged" in problem
    assert len(set_aside_files(tmp_path)) == 1
    # The new one takes games and answers the scoreboard's questions.
    history.record(finished([Player("Ben")], seed=9))
    assert history.names() == ["Ben"] and history.pending == 0
    assert [k.players for k in history.kinds()] == [1]


def test_a_history_missing_a_column_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("ALTER TABLE games DROP COLUMN duration_s")
        db.commit()
    history, problem = History.open(path)
    assert history is not None and problem is not None and "damaged" in problem


def test_a_database_that_is_not_ours_is_set_aside_untouched(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
        db.execute("INSERT INTO recipes VALUES ('bread', 240)")
        db.commit()
    before = path.read_bytes()
    history, problem = History.open(path)
    assert history is not None and problem is not None
    assert "not a Five Dice history" in problem
    [aside] = set_aside_files(tmp_path)
    assert aside.read_bytes() == before  # no tables added, not switched to write-ahead logging
    assert not list(tmp_path.glob("*.damaged-*-wal"))
    assert history.count() == 0


def test_an_empty_file_is_a_new_history_said_nothing_of(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    history, problem = History.open(path)
    assert history is not None and problem is None and not set_aside_files(tmp_path)
    assert history.record(finished([Player("Ana")])) is not None


def test_nothing_in_a_version_mark_stops_a_read_only_open(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("UPDATE schema_version SET version = 'x'")
        db.commit()
    history, problem = History.open(path, read_only=True)
    assert history is not None and problem is None and history.count() == 1


# ---------------------------------------------------------------------- checks that cost little


def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []

    class Watched(sqlite3.Connection):
        def execute(self, sql: str, *args: object) -> sqlite3.Cursor:  # type: ignore[override]
            seen.append(sql)
            return super().execute(sql, *args)

    monkeypatch.setattr(history_module, "CONNECTION", Watched)
    return seen


def test_a_sound_history_opens_without_reading_every_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    seen = statements(monkeypatch)
    history, problem = History.open(path)
    assert history is not None and problem is None
    assert seen and not [s for s in seen if "quick_check" in s]


def test_a_cut_short_history_is_checked_in_full_and_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    history, _ = History.open(path)
    assert history is not None
    for seed in range(40):
        history.record(finished([Player("Ana"), Player("Ben")], seed=seed))
    history.close()
    data = path.read_bytes()
    assert schema.header_looks_sound(path)
    path.write_bytes(data[: len(data) // 2])  # a copy that stopped half way
    assert not schema.header_looks_sound(path)
    seen = statements(monkeypatch)
    history, problem = History.open(path)
    assert [s for s in seen if "quick_check" in s]
    assert history is not None and problem is not None and "damaged" in problem
    assert len(set_aside_files(tmp_path)) == 1


def test_write_ahead_logging_that_the_file_system_refuses_falls_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A network share that cannot hold the shared-memory file: not damage.
    path = tmp_path / "history.sqlite3"
    one_game_history(path)
    monkeypatch.setattr(
        history_module, "CONNECTION", faulty("journal_mode = WAL", "disk I/O error")
    )
    history, problem = History.open(path)
    assert history is not None and problem is None and not set_aside_files(tmp_path)
    assert history._db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert history.record(finished([Player("Ben")], seed=6)) is not None
    assert history.count() == 2


def test_journal_files_that_cannot_be_moved_do_not_stop_a_new_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    (tmp_path / "history.sqlite3-wal").write_bytes(b"x")
    real = os.replace

    def held(source: object, target: object) -> None:
        if str(source).endswith("-wal"):
            raise PermissionError(13, "The process cannot access the file")
        real(source, target)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", held)
    history, problem = History.open(path)
    assert history is not None and problem is not None and "damaged" in problem


def test_a_folder_where_the_history_belongs_is_said_truly_and_games_wait(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.mkdir()
    history, problem = History.open(path)
    assert history is None and problem is not None
    assert "wait beside it" in problem and "will not be recorded" not in problem
    recorded = Recorder(path, None).record(
        finished([Player("Ana")], seed=9), GameKeeper(AppPaths.in_folder(tmp_path))
    )
    assert recorded.kept and len(list(pending_dir(path).glob("*.json"))) == 1
    path.rmdir()  # the folder goes: the game that waited is recorded at the next open
    history, problem = History.open(path)
    assert history is not None and problem is None and history.count() == 1
    history.close()

"""A history in a folder that cannot be written is said to be so, never called damaged or moved."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from fivedice.core import Player
from fivedice.store import access
from fivedice.store import history as history_module
from fivedice.store.files import can_write
from fivedice.store.history import History

from ..core.helpers import finished


@contextmanager
def unwritable(folder: Path) -> Iterator[None]:
    """Nothing can be made, renamed or removed in `folder` while inside (its files are kept).

    A user gets that with chmod 555. Root ignores permission bits, so as root the folder is made
    immutable instead (chattr +i), which stops root too; where that cannot be done, the test is
    skipped.
    """
    if sys.platform == "win32":
        pytest.skip("folder permissions work differently on Windows")
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            if can_write(folder):
                pytest.skip("this file system ignores folder permissions")
            yield
        finally:
            folder.chmod(0o755)
        return
    chattr = shutil.which("chattr")
    made = chattr is not None and subprocess.run([chattr, "+i", str(folder)]).returncode == 0
    if not made:
        pytest.skip("running as root, which ignores permissions, and chattr +i is not available")
    assert chattr is not None
    try:
        yield
    finally:
        subprocess.run([chattr, "-i", str(folder)], check=True)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file in `folder`, with its bytes and modification time."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir() if p.is_file()}


def one_game_history(folder: Path) -> Path:
    path = folder / "history.sqlite3"
    history, problem = History.open(path)
    assert history is not None and problem is None
    history.record(finished([Player("Ana")], seed=5))
    history.close()
    return path


def test_a_history_in_a_folder_that_cannot_be_written_is_not_called_damaged(
    tmp_path: Path,
) -> None:
    path = one_game_history(tmp_path)
    before = snapshot(tmp_path)
    with unwritable(tmp_path):
        history, problem = History.open(path)
        assert history is None and problem is not None
        assert "cannot be written" in problem and "damaged" not in problem
        assert snapshot(tmp_path) == before  # nothing set aside, nothing written


def test_a_read_only_open_shows_the_history_and_writes_nothing(tmp_path: Path) -> None:
    path = one_game_history(tmp_path)
    before = snapshot(tmp_path)
    with unwritable(tmp_path):
        history, problem = History.open(path, read_only=True)
        assert history is not None and problem is None
        assert history.count() == 1 and history.names() == ["Ana"]
        with pytest.raises(sqlite3.Error):
            history.record(finished([Player("Ben")], seed=6))
        history.close()
        assert snapshot(tmp_path) == before


def test_a_read_only_open_of_a_folder_without_history_is_quiet(tmp_path: Path) -> None:
    assert History.open(tmp_path / "history.sqlite3", read_only=True) == (None, None)
    assert not list(tmp_path.iterdir())


def test_a_read_only_open_of_an_older_history_says_why_it_is_not_shown(tmp_path: Path) -> None:
    path = one_game_history(tmp_path)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE schema_version SET version = 1")
    db.close()
    before = path.read_bytes()
    history, problem = History.open(path, read_only=True)
    assert history is None and problem is not None and "needs updating" in problem
    assert path.read_bytes() == before and not list(tmp_path.glob("*.damaged-*"))


# The same refusals as a read-only disk gives, made to happen where running as root (which
# writes anyway) would otherwise hide them: SQLite's answer, and the folder's.


def readonly_database(*args: object, **kwargs: object) -> sqlite3.Connection:
    raise sqlite3.OperationalError("attempt to write a readonly database")


def test_a_refused_write_in_a_read_only_folder_is_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = one_game_history(tmp_path)
    before = snapshot(tmp_path)
    monkeypatch.setattr(history_module.sqlite3, "connect", readonly_database)
    monkeypatch.setattr(access, "can_write", lambda folder: False)
    history, problem = History.open(path)
    assert history is None and problem is not None
    assert f"the folder {tmp_path} cannot be written" in problem
    assert "damaged" not in problem and "set aside" not in problem
    assert snapshot(tmp_path) == before


def test_a_read_only_history_file_in_a_writable_folder_is_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = one_game_history(tmp_path)
    before = snapshot(tmp_path)
    monkeypatch.setattr(history_module.sqlite3, "connect", readonly_database)
    history, problem = History.open(path)
    assert history is None and problem is not None
    assert "cannot be written (the file is read-only)" in problem and "damaged" not in problem
    assert snapshot(tmp_path) == before


def test_a_damaged_history_that_cannot_be_set_aside_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    monkeypatch.setattr(history_module, "set_aside", lambda p: None)
    monkeypatch.setattr(access, "can_write", lambda folder: False)
    history, problem = History.open(path)
    assert history is None and problem is not None
    assert "left as it is" in problem and "cannot be written" in problem
    assert path.read_bytes() == b"not a database at all" * 100


def test_a_history_left_with_its_journal_is_still_shown(tmp_path: Path) -> None:
    # A run stopped before tidying up: the latest writes wait in the -wal file, and there is no
    # -shm file to read it through, nor a way to make one.
    path = one_game_history(tmp_path)
    history, _ = History.open(path)
    assert history is not None
    history.record(finished([Player("Ben")], seed=6))
    copy = tmp_path / "copy"
    copy.mkdir()
    for name in (path.name, path.name + "-wal"):
        shutil.copy(tmp_path / name, copy / name)
    history.close()
    before = snapshot(copy)
    with unwritable(copy):
        shown, problem = History.open(copy / path.name, read_only=True)
        assert shown is not None and problem is None
        assert "Ana" in shown.names()  # what the main file holds, at least
        shown.close()
        assert snapshot(copy) == before

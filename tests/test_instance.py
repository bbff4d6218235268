"""One Five Dice per data folder: a second launch hands over to the open one and writes nothing;
the lock goes with the window, and one left by a crash is taken over."""

from __future__ import annotations

import contextlib
import functools
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtNetwork import QLocalSocket

from fivedice.app import build_window, main
from fivedice.ui.shell import instance as instance_module
from fivedice.ui.shell.instance import AlreadyRunning, FolderLock, instance_of, server_name

from .store.test_history_read_only import snapshot

if TYPE_CHECKING:
    from fivedice.ui.shell.window import MainWindow

LOCK = "fivedice.lock"
HOLD_LOCK = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from fivedice.ui.shell.instance import FolderLock\n"
    "lock = FolderLock(Path(sys.argv[1]))\n"
    "assert lock.acquire()\n"
    "print('held', flush=True)\n"
    "time.sleep(120)\n"
)


def quiet_settings(folder: Path) -> None:
    """Saved settings with animation and sound off: these tests look at files, not at dice."""
    from fivedice.store.settings import Settings

    data = Settings().to_dict()
    data.update(animation=False, sound=False)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps(data), encoding="utf-8")


def still(_: object = None) -> float:
    """A game clock that never moves: no save falls due while a test looks at the files."""
    return 100.0


def env(**extra: str) -> dict[str, str]:
    values = dict(os.environ, QT_QPA_PLATFORM="offscreen", **extra)
    if "FIVEDICE_EXIT_AFTER_FIRST_PAINT" not in extra:
        values.pop("FIVEDICE_EXIT_AFTER_FIRST_PAINT", None)
    return values


def launch(folder: Path, **extra: str) -> subprocess.Popen[str]:
    """`fivedice --data-dir folder` in a process of its own."""
    return subprocess.Popen(
        [sys.executable, "-m", "fivedice", "--data-dir", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env(**extra),
    )


def run(folder: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fivedice", "--data-dir", str(folder)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env(**extra),
    )


def answering(folder: Path) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    connected = socket.waitForConnected(200)
    socket.abort()
    return connected


def wait_until_answering(folder: Path, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 30
    while not answering(folder):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the first Five Dice never answered"
        time.sleep(0.05)


def stop(process: subprocess.Popen[str]) -> None:
    """Kill `process` as a crash would (nothing of it runs: its lock file stays behind)."""
    if process.poll() is None:
        process.kill()
    process.communicate(timeout=30)


@contextlib.contextmanager
def holding(path: Path, script: str = HOLD_LOCK) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the lock at `path` (taken by `script`) while inside."""
    holder = subprocess.Popen(
        [sys.executable, "-c", script, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        yield holder
    finally:
        stop(holder)


def paused_game_in(qtbot, folder: Path) -> MainWindow:
    """A game in progress, paused, left in `folder`: reopened, it writes nothing by itself.

    Returns the window that left it, closed: pytest-qt keeps only a weak reference to a window,
    so the test keeps it to the end."""
    quiet_settings(folder)
    window = build_window(folder, clock=still)
    qtbot.addWidget(window)
    window.controller.roll()
    window.controller.pause()
    window.close()
    return window


def test_a_second_launch_hands_over_and_writes_nothing(qtbot, data_dir):
    setup = paused_game_in(qtbot, data_dir)
    first = launch(data_dir)
    try:
        wait_until_answering(data_dir, first)
        before = snapshot(data_dir)
        assert LOCK in before
        started = time.monotonic()
        second = run(data_dir)
        took = time.monotonic() - started
        assert second.returncode == 0, second.stderr
        assert "window was brought to the front" in second.stdout
        assert took < 10  # about the time Python and Qt take to start
        assert first.poll() is None  # the first goes on, undisturbed
        assert snapshot(data_dir) == before  # autosave, history, lock: same bytes, same times
    finally:
        stop(first)
    assert (data_dir / LOCK).exists()  # left by the "crash"
    third = run(data_dir, FIVEDICE_EXIT_AFTER_FIRST_PAINT="1")
    assert third.returncode == 0, third.stderr
    assert "first paint" in third.stdout  # the stale lock was taken over
    assert not (data_dir / LOCK).exists()  # and let go at the end
    assert setup.controller.game.paused


def test_the_open_window_is_brought_to_the_front(qtbot, data_dir):
    quiet_settings(data_dir)
    window = build_window(data_dir, clock=still)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    # Its own start-up done first: the history is opened a moment after the first paint.
    qtbot.waitUntil(lambda: not window.controller.history_waiting)
    instance = instance_of(window)
    assert instance is not None and instance.listen()
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    before = snapshot(data_dir)
    with qtbot.waitSignal(instance.brought_to_front, timeout=30000):
        second = launch(data_dir)
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    out, err = second.communicate()
    assert second.returncode == 0, err
    assert "brought to the front" in out
    assert window.isVisible() and not window.isMinimized()
    assert snapshot(data_dir) == before
    window.close()
    assert not instance.listening and not (data_dir / LOCK).exists()


def test_one_window_per_folder_in_one_process_too(qtbot, data_dir, tmp_path):
    quiet_settings(data_dir)
    quiet_settings(tmp_path / "other")
    first = build_window(data_dir, clock=still)
    qtbot.addWidget(first)
    before = snapshot(data_dir)
    with pytest.raises(AlreadyRunning) as refused:
        build_window(data_dir, clock=still)
    assert refused.value.pid == os.getpid() and refused.value.folder == data_dir
    assert "already open" in str(refused.value)
    assert snapshot(data_dir) == before
    other = build_window(tmp_path / "other", clock=still)  # another folder, side by side
    qtbot.addWidget(other)
    first.close()  # the lock goes with the window
    assert not (data_dir / LOCK).exists()
    again = build_window(data_dir, clock=still)
    qtbot.addWidget(again)
    assert again.controller.game == first.controller.game


def test_a_launch_the_open_copy_does_not_answer_says_so_and_writes_nothing(
    qtbot, data_dir, monkeypatch, capsys
):
    quiet_settings(data_dir)
    window = build_window(data_dir, clock=still)  # holds the lock, not answering (not listening)
    qtbot.addWidget(window)
    before = snapshot(data_dir)
    quick = functools.partial(instance_module.hand_over, wait_s=0.2)
    monkeypatch.setattr(instance_module, "hand_over", quick)
    assert main(["--data-dir", str(data_dir)]) == 1
    err = capsys.readouterr().err
    assert f"Five Dice is already open on {data_dir}" in err and "did not answer" in err
    assert snapshot(data_dir) == before


def test_a_lock_left_by_a_crash_is_taken_over(qtbot, data_dir):
    quiet_settings(data_dir)
    with holding(data_dir / LOCK) as holder:  # then SIGKILL: the lock file stays
        with pytest.raises(AlreadyRunning) as refused:
            build_window(data_dir, clock=still)
        assert refused.value.pid == holder.pid
        assert sorted(p.name for p in data_dir.iterdir()) == [LOCK, "settings.json"]
    assert (data_dir / LOCK).exists()
    window = build_window(data_dir, clock=still)
    qtbot.addWidget(window)
    instance = instance_of(window)
    assert instance is not None and instance.lock is not None and instance.lock.held
    assert (data_dir / "autosave.json").exists()


def test_an_empty_lock_file_is_taken_over(qtbot, data_dir):
    # What a power cut can leave: the file made, its contents never written.
    quiet_settings(data_dir)
    (data_dir / LOCK).write_bytes(b"")
    window = build_window(data_dir, clock=still)
    qtbot.addWidget(window)
    assert str(os.getpid()) in (data_dir / LOCK).read_text().split()


def test_a_lock_is_held_by_one_holder_at_a_time(tmp_path):
    first, second = FolderLock(tmp_path / LOCK), FolderLock(tmp_path / LOCK)
    assert first.acquire() and first.held
    with pytest.raises(AlreadyRunning):
        second.acquire()
    first.release()
    assert not first.held and second.acquire()
    second.release()
    assert not (tmp_path / LOCK).exists()


def test_each_folder_has_its_own_name_to_answer_on(tmp_path):
    (tmp_path / "a").mkdir()
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a" / ".." / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_a_join_link_opened_later_joins_in_the_open_window(qtbot, data_dir, monkeypatch):
    """A friend's ``fivedice://join/<code>`` link opened while Five Dice is open: the open window
    comes to the front and joins that table (Join a table opens with the code, joining)."""
    quiet_settings(data_dir)
    window = build_window(data_dir, clock=still)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.controller.history_waiting)
    instance = instance_of(window)
    assert instance is not None and instance.listen()
    joined: list[str] = []
    monkeypatch.setattr(type(window.network), "join_anywhere", lambda _s, c, n: joined.append(c))
    # (the window joins by itself: nothing here connects the instance to it)
    with qtbot.waitSignal(instance.join_requested, timeout=30000) as asked:
        second = subprocess.Popen(
            [
                sys.executable,
                *("-m", "fivedice", "--data-dir", str(data_dir)),
                "fivedice://join/7-x-y",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env(),
        )
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    assert second.returncode == 0, second.communicate()[1]
    assert asked.args == ["7-x-y"]
    dialog = window.network.join_dialog
    assert dialog is not None and dialog.anywhere_code.text() == "7-x-y"
    assert joined == ["7-x-y"]
    window.close()

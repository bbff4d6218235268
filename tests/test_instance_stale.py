"""A lock file is judged by the operating system's lock on it, never by what it says.

Whatever a crash left in the lock file's place is taken over, or set aside: a leftover of an
earlier version's takeover beside it, a file this user cannot open, a folder, a process number
that now belongs to another program. A live holder is still refused, and a full disk still
locks: it is no reason to run read-only, and when it is, the caller can say so.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from fivedice.ui.shell.instance import AlreadyRunning, FolderLock

from .test_instance import LOCK, holding, quiet_settings, run, stop

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file locks and owners")

RACER = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from fivedice.ui.shell.instance import AlreadyRunning, FolderLock\n"
    "lock = FolderLock(Path(sys.argv[1]))\n"
    "go = Path(sys.argv[2])\n"
    "print('ready', flush=True)\n"
    "while not go.exists():\n"
    "    time.sleep(0.001)\n"
    "try:\n"
    "    print('held' if lock.acquire() else 'unwritable', flush=True)\n"
    "except AlreadyRunning:\n"
    "    print('running', flush=True)\n"
    "sys.stdin.read()\n"
)
HOLD_OLD_LOCK = (
    "import sys, time\n"
    "from PySide6.QtCore import QLockFile\n"
    "lock = QLockFile(sys.argv[1])\n"
    "assert lock.tryLock(0)\n"
    "print('held', flush=True)\n"
    "time.sleep(120)\n"
)
AS_ANOTHER_USER = (
    "import json, os, sys\n"
    "from pathlib import Path\n"
    "from fivedice.ui.shell.instance import AlreadyRunning, FolderLock\n"
    "uid, gid = int(sys.argv[2]), int(sys.argv[3])\n"
    "os.setgroups([])\n"
    "os.setgid(gid)\n"
    "os.setuid(uid)\n"
    "path = Path(sys.argv[1])\n"
    "lock = FolderLock(path)\n"
    "try:\n"
    "    got = {'held': lock.acquire(), 'text': path.read_text()}\n"
    "except AlreadyRunning as running:\n"
    "    got = {'running': running.pid}\n"
    "print(json.dumps(got), flush=True)\n"
    "lock.release()\n"
)
FORK_AND_END = (
    "import os, sys, time\n"
    "from pathlib import Path\n"
    "from fivedice.ui.shell.instance import FolderLock\n"
    "lock = FolderLock(Path(sys.argv[1]))\n"
    "assert lock.acquire()\n"
    "if os.fork() == 0:\n"
    "    print('held' if lock.held else 'let go', os.getpid(), flush=True)\n"
    "    time.sleep(120)\n"
    "    os._exit(0)\n"
    "os._exit(0)  # Five Dice ends at once; the helper it forked lives on\n"
)


def python_name() -> str:
    """The program name a Python process has (what Qt's QLockFile compares a lock's with)."""
    return Path(os.path.realpath(sys.executable)).name


def old_lock_text(pid: int, app: str | None = None) -> str:
    """A lock file as earlier versions (Qt's QLockFile) wrote it: process, program, host."""
    return f"{pid}\n{app or python_name()}\n{socket.gethostname()}\n"


def dead_pid() -> int:
    """The number of a process that has ended."""
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    return gone.pid


def pid_in(path: Path) -> int:
    return int(path.read_text().split("\n", 1)[0])


def set_aside(folder: Path) -> list[Path]:
    return sorted(folder.glob(LOCK + ".stale-*"))


@pytest.fixture
def other_program() -> Iterator[subprocess.Popen[bytes]]:
    """Another Python program, alive: the process number a crashed Five Dice's lock names can
    be given to it."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    yield process
    process.kill()
    process.wait()


def leftover_of_a_takeover(lock: Path, _: subprocess.Popen[bytes]) -> None:
    # A crash in the middle of Qt's takeover of a stale lock: the lock, and an empty .rmlock.
    lock.write_text(old_lock_text(dead_pid()))
    lock.with_name(LOCK + ".rmlock").write_bytes(b"")


def folder_in_place(lock: Path, _: subprocess.Popen[bytes]) -> None:
    lock.mkdir()
    (lock / "kept").write_text("not ours to delete")


def reused_pid(lock: Path, other: subprocess.Popen[bytes]) -> None:
    lock.write_text(old_lock_text(other.pid))  # its process is gone; the number went on


SHAPES: dict[str, Callable[[Path, subprocess.Popen[bytes]], None]] = {
    "rmlock-leftover": leftover_of_a_takeover,
    "folder": folder_in_place,
    "reused-pid": reused_pid,
}


def check_left_behind(folder: Path, shape: str) -> None:
    """The stale lock's leftovers are gone, and what was not a lock file is kept aside."""
    assert not (folder / (LOCK + ".rmlock")).exists()
    if shape == "folder":
        [aside] = set_aside(folder)
        assert (aside / "kept").read_text() == "not ours to delete"
    else:
        assert set_aside(folder) == []  # a lock file is taken over in place


@pytest.mark.parametrize("shape", SHAPES)
def test_a_stale_lock_of_any_shape_is_taken_over(tmp_path, other_program, shape):
    path = tmp_path / LOCK
    SHAPES[shape](path, other_program)
    lock = FolderLock(path)
    assert lock.acquire() and lock.held
    assert pid_in(path) == os.getpid() and path.is_file()
    check_left_behind(tmp_path, shape)
    with pytest.raises(AlreadyRunning) as refused:
        FolderLock(path).acquire()
    assert refused.value.pid == os.getpid()
    lock.release()
    assert not path.exists() and not lock.held


@pytest.mark.parametrize("shape", SHAPES)
def test_a_launch_takes_over_a_stale_lock_of_any_shape(data_dir, other_program, shape):
    quiet_settings(data_dir)
    SHAPES[shape](data_dir / LOCK, other_program)
    launched = run(data_dir, FIVEDICE_EXIT_AFTER_FIRST_PAINT="1")
    assert launched.returncode == 0, launched.stderr
    assert "first paint" in launched.stdout and "already open" not in launched.stderr
    assert not (data_dir / LOCK).exists()  # let go at the end
    check_left_behind(data_dir, shape)


def refuse_to_open(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Opening the file now at `path` fails as it does for a user it does not belong to (root,
    which runs these tests, opens anything); a new file made there opens."""
    stale = path.lstat()
    real_open = os.open

    def guarded(file, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if os.fspath(file) == os.fspath(path):
            with_it = os.lstat(path) if os.path.lexists(path) else None
            if with_it is not None and os.path.samestat(with_it, stale):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded)


@posix_only
def test_a_stale_lock_that_cannot_be_opened_is_set_aside(tmp_path, monkeypatch):
    path = tmp_path / LOCK
    text = old_lock_text(dead_pid())
    path.write_text(text)
    path.chmod(0)
    refuse_to_open(monkeypatch, path)
    lock = FolderLock(path)
    assert lock.acquire() and lock.held
    monkeypatch.undo()
    assert pid_in(path) == os.getpid()
    [aside] = set_aside(tmp_path)
    assert aside.read_text() == text and stat.S_IMODE(aside.stat().st_mode) == 0
    lock.release()
    assert not path.exists() and aside.exists()


@pytest.fixture
def another_users_folder() -> Iterator[tuple[Path, int, int]]:
    """A folder of the user `nobody`, reachable by it, with that user's ids (root only)."""
    if sys.platform == "win32" or os.geteuid() != 0:
        pytest.skip("making a file of another user's needs root")
    import pwd

    try:
        nobody = pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("no user nobody to run as")
    folder = Path(tempfile.mkdtemp(prefix="fivedice-lock-"))
    try:
        os.chown(folder, nobody.pw_uid, nobody.pw_gid)
        yield folder, nobody.pw_uid, nobody.pw_gid
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def lock_as(user: tuple[Path, int, int]) -> dict[str, object]:
    """FolderLock.acquire() in the folder, by a process of that user."""
    folder, uid, gid = user
    done = subprocess.run(
        [sys.executable, "-c", AS_ANOTHER_USER, str(folder / LOCK), str(uid), str(gid)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert isinstance(answer, dict)
    return answer


@posix_only
@pytest.mark.parametrize("mode", [0o000, 0o644], ids=["mode-000", "root-owned"])
def test_a_stale_lock_of_another_user_is_set_aside(another_users_folder, mode):
    # What a crashed `sudo fivedice` leaves: root's lock file, which the user cannot write (or,
    # chmod 000, even read), in the user's folder.
    folder, _, _ = another_users_folder
    text = old_lock_text(dead_pid())
    (folder / LOCK).write_text(text)  # made by root, the test's user
    (folder / LOCK).chmod(mode)
    answer = lock_as(another_users_folder)
    assert answer.get("held") is True, answer
    assert str(answer["text"]).split("\n")[0].isdigit()  # the new lock names its process
    [aside] = set_aside(folder)
    assert aside.read_text() == text and aside.stat().st_uid == 0


@posix_only
def test_a_running_five_dice_of_another_user_is_still_refused(another_users_folder):
    folder, _, _ = another_users_folder
    with holding(folder / LOCK) as holder:
        assert lock_as(another_users_folder) == {"running": holder.pid}
        assert set_aside(folder) == []


@posix_only
def test_a_stale_lock_of_this_user_with_mode_000_is_taken_over(tmp_path):
    # The real chmod: root opens it anyway (another_users_folder has root's files refused);
    # any other user cannot, and it is set aside.
    path = tmp_path / LOCK
    path.write_text(old_lock_text(dead_pid()))
    path.chmod(0)
    lock = FolderLock(path)
    assert lock.acquire() and lock.held
    if os.geteuid() != 0:
        assert len(set_aside(tmp_path)) == 1
    with pytest.raises(AlreadyRunning):
        FolderLock(path).acquire()
    lock.release()
    assert not path.exists()


def test_a_live_holder_is_refused_whatever_its_file_says(tmp_path):
    path = tmp_path / LOCK
    with holding(path) as holder:
        with pytest.raises(AlreadyRunning) as refused:
            FolderLock(path).acquire()
        assert refused.value.pid == holder.pid
        # Its text gone and a takeover's leftover beside it: still its lock.
        path.write_bytes(b"")
        path.with_name(LOCK + ".rmlock").write_bytes(b"")
        with pytest.raises(AlreadyRunning) as refused:
            FolderLock(path).acquire()
        assert refused.value.pid is None
        assert path.read_bytes() == b"" and set_aside(tmp_path) == []
    lock = FolderLock(path)
    assert lock.acquire()  # its process gone, the lock is no one's
    lock.release()


def test_an_earlier_version_still_running_is_refused_and_named(tmp_path):
    path = tmp_path / LOCK
    with holding(path, HOLD_OLD_LOCK) as holder:
        with pytest.raises(AlreadyRunning) as refused:
            FolderLock(path).acquire()
        assert refused.value.pid == holder.pid  # read from Qt's pid/app/host text


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_process_forked_by_the_holder_does_not_keep_its_lock(tmp_path):
    path = tmp_path / LOCK
    parent = subprocess.Popen(
        [sys.executable, "-c", FORK_AND_END, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert parent.stdout is not None
    # The forked child speaks once it has started.
    said, child = parent.stdout.readline().strip().rsplit(" ", 1)
    try:
        parent.wait(timeout=30)
        assert said == "let go"
        lock = FolderLock(path)
        assert lock.acquire()  # its holder is gone: no one else has its lock
        lock.release()
    finally:
        os.kill(int(child), signal.SIGKILL)
        stop(parent)


@pytest.mark.parametrize("before", ["nothing", "stale-file", "folder"])
def test_of_launches_racing_for_one_folder_exactly_one_gets_it(tmp_path, before):
    path = tmp_path / LOCK
    if before == "stale-file":
        path.write_text(old_lock_text(dead_pid()))
    elif before == "folder":
        path.mkdir()
    go = tmp_path / "go"
    racers = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(path), str(go)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(6)
    ]
    try:
        for racer in racers:
            assert racer.stdout is not None and racer.stdout.readline().strip() == "ready"
        go.write_bytes(b"")
        said = sorted(r.stdout.readline().strip() for r in racers if r.stdout is not None)
        assert said == ["held"] + ["running"] * 5
        assert path.is_file()
    finally:
        for racer in racers:
            racer.communicate(timeout=30)
    assert len(set_aside(tmp_path)) == (1 if before == "folder" else 0)


@posix_only
@pytest.mark.parametrize("meanwhile", ["let-go", "set-aside"])
def test_a_lock_file_that_changes_while_it_is_locked_is_looked_at_again(
    tmp_path, monkeypatch, meanwhile
):
    # Between this launch's opening the lock file and its locking it, the holder let go of it
    # (and removed it), or another launch set it aside: the lock got is on no one's file.
    import fcntl

    path = tmp_path / LOCK
    path.write_text(old_lock_text(dead_pid()))
    real_flock = fcntl.flock
    locked: list[int] = []

    def racing(fd: int, operation: int) -> None:
        if not locked:
            if meanwhile == "let-go":
                path.unlink()
            else:
                path.rename(tmp_path / "elsewhere")
        locked.append(fd)
        real_flock(fd, operation)

    monkeypatch.setattr(fcntl, "flock", racing)
    lock = FolderLock(path)
    assert lock.acquire()
    monkeypatch.undo()
    assert len(locked) == 2  # looked at again
    with pytest.raises(AlreadyRunning):
        FolderLock(path).acquire()  # the file at `path` is the one held
    lock.release()


def no_room_for(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Writing into the file at `path` fails as on a full disk (making it does not)."""
    real_write = os.write

    def full(fd: int, data: bytes) -> int:
        try:
            into_lock = os.path.samestat(os.fstat(fd), os.stat(path))
        except OSError:
            into_lock = False
        if into_lock:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)


@pytest.mark.parametrize("before", ["nothing", "stale-file"])
def test_no_room_for_the_process_number_still_locks(tmp_path, monkeypatch, before):
    path = tmp_path / LOCK
    path.write_text(old_lock_text(dead_pid()) if before == "stale-file" else "")
    no_room_for(monkeypatch, path)
    lock = FolderLock(path)
    assert lock.acquire() and lock.held and not lock.disk_full
    monkeypatch.undo()
    assert path.read_bytes() == b""  # no process number: it could not be written
    with pytest.raises(AlreadyRunning) as refused:
        FolderLock(path).acquire()
    assert refused.value.pid is None
    lock.release()
    assert not path.exists()


@pytest.mark.parametrize(
    ("error", "full"),
    [(errno.ENOSPC, True), (errno.EDQUOT, True), (errno.EACCES, False), (errno.EROFS, False)],
)
def test_when_no_lock_file_can_be_made_the_caller_can_tell_why(tmp_path, monkeypatch, error, full):
    path = tmp_path / LOCK
    real_open = os.open

    def refuse(file, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if os.fspath(file) == os.fspath(path) and flags & os.O_CREAT:
            raise OSError(error, os.strerror(error), os.fspath(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    lock = FolderLock(path)
    assert lock.acquire() is False and not lock.held
    assert lock.disk_full is full  # a full disk, or a folder that cannot be written
    assert lock.failure is not None and lock.failure.errno == error
    monkeypatch.undo()
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Callable[[str], Path]]:
    """Mounts a small tmpfs with the options given (root on Linux; skipped elsewhere), and
    unmounts it after the test."""
    mounted: list[Path] = []

    def mount(options: str) -> Path:
        if not sys.platform.startswith("linux") or os.geteuid() != 0:
            pytest.skip("mounting a small file system needs root on Linux")
        tool = shutil.which("mount")
        if tool is None:
            pytest.skip("no mount command")
        point = tmp_path / f"disk{len(mounted)}"
        point.mkdir()
        done = subprocess.run(
            [tool, "-t", "tmpfs", "-o", options, "tmpfs", str(point)],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            pytest.skip(f"a tmpfs cannot be mounted here: {done.stderr.strip()}")
        mounted.append(point)
        return point

    yield mount
    for point in reversed(mounted):
        if subprocess.run(["umount", str(point)]).returncode != 0:
            subprocess.run(["umount", "-l", str(point)], check=True)


def fill(disk: Path) -> None:
    """Write into `disk` until not one more byte fits."""
    with open(disk / "filler", "wb", buffering=0) as filler:
        for chunk in (b"\0" * 4096, b"\0"):
            with pytest.raises(OSError) as full:
                while True:
                    filler.write(chunk)
            assert full.value.errno == errno.ENOSPC
    probe = os.open(disk / "probe", os.O_WRONLY | os.O_CREAT)
    try:
        with pytest.raises(OSError) as full:
            os.write(probe, b"x")
        assert full.value.errno == errno.ENOSPC
    finally:
        os.close(probe)
        os.unlink(disk / "probe")


@pytest.mark.parametrize("before", ["nothing", "stale-file"])
def test_on_a_full_disk_the_folder_is_still_locked(small_disk, before):
    disk = small_disk("size=64k")
    path = disk / LOCK
    if before == "stale-file":
        path.write_text(old_lock_text(dead_pid()))
    fill(disk)
    lock = FolderLock(path)
    assert lock.acquire() and lock.held and not lock.disk_full
    with pytest.raises(AlreadyRunning):
        FolderLock(path).acquire()
    lock.release()
    assert not path.exists()


def test_a_disk_with_no_room_for_one_more_file_is_said_to_be_full(small_disk):
    disk = small_disk("size=64k,nr_inodes=8")
    with pytest.raises(OSError) as full:
        for n in range(100):
            (disk / f"file{n}").write_bytes(b"")
    assert full.value.errno == errno.ENOSPC
    lock = FolderLock(disk / LOCK)
    assert lock.acquire() is False and not lock.held
    assert lock.disk_full  # not "the folder cannot be written"
    assert not (disk / LOCK).exists()


def test_a_full_disk_at_start_is_told_apart_from_a_folder_that_cannot_be_written(
    qtbot, data_dir, monkeypatch, caplog
):
    from fivedice.app import _lock_folder, build_window
    from fivedice.store.paths import AppPaths

    paths = AppPaths.in_folder(data_dir)
    real_open = os.open

    def full(file, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if os.fspath(file) == os.fspath(paths.lock_file) and flags & os.O_CREAT:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), os.fspath(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", full)
    with caplog.at_level("WARNING"):
        assert _lock_folder(paths) == (None, True)  # nothing is written this time
    assert any("is full" in record.getMessage() for record in caplog.records)
    window = build_window(data_dir)  # and the player is told why, and what to do
    qtbot.addWidget(window)
    said = " ".join(window.controller.notices)
    assert "The disk is full" in said and "start Five Dice again" in said
    assert "cannot write" not in said


@posix_only
@pytest.mark.parametrize("shape", ["link-to-a-file", "dangling-link", "pipe"])
def test_what_is_not_a_lock_file_is_set_aside_and_not_followed(tmp_path, shape):
    path = tmp_path / LOCK
    elsewhere = tmp_path / "elsewhere.txt"
    if shape == "link-to-a-file":
        elsewhere.write_text("someone's notes")
        path.symlink_to(elsewhere)
    elif shape == "dangling-link":
        path.symlink_to(tmp_path / "nowhere")
    else:
        os.mkfifo(path)
    lock = FolderLock(path)
    assert lock.acquire()  # and did not wait for a writer to the pipe
    assert not path.is_symlink() and path.is_file() and pid_in(path) == os.getpid()
    [aside] = set_aside(tmp_path)
    assert aside.is_symlink() or stat.S_ISFIFO(aside.lstat().st_mode)
    if shape == "link-to-a-file":
        assert elsewhere.read_text() == "someone's notes"  # what it pointed at is untouched
    lock.release()
    assert not path.exists()


@posix_only
def test_a_file_system_without_locks_still_lets_five_dice_save(tmp_path, monkeypatch, caplog):
    # Some network shares answer every lock with ENOLCK: one copy per folder cannot be made
    # sure of there, but that is no reason to run without saving.
    import fcntl

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, os.strerror(errno.ENOLCK))

    monkeypatch.setattr(fcntl, "flock", no_locks)
    lock = FolderLock(tmp_path / LOCK)
    with caplog.at_level("WARNING"):
        assert lock.acquire() and lock.held
    assert any("cannot be locked" in record.getMessage() for record in caplog.records)
    monkeypatch.undo()
    assert pid_in(tmp_path / LOCK) == os.getpid()
    lock.release()

"""The lock of one data folder: held by one process at a time, judged by the lock itself.

The lock is the operating system's lock on a file beside the autosave (``flock`` on Linux and
macOS, a locked byte range on Windows), held through an open file for as long as the window
lives. The system lets go of it when its process ends, however it ends: a lock file left by a
crash is locked by no one, so it is taken over, whatever it holds (a process number that now
belongs to another program, nothing at all, a leftover of an earlier version's takeover). What
cannot be used as a lock file at all (a file this user cannot open, a folder) is set aside.
The number of the process that holds the lock is written into the file, for a later launch to
name it; that is only ever a courtesy, never what the lock is judged by.

Used by :mod:`fivedice.ui.shell.instance`, which keeps the lock while the window lives.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
import time
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from fivedice.words import translate

if sys.platform == "win32":
    import msvcrt
else:
    import fcntl

if TYPE_CHECKING:
    from collections.abc import Iterator

log = logging.getLogger(__name__)

LOCKED_BYTE = 1 << 30
"""Windows locks byte ranges, and a locked byte cannot be read: the lock is on this one, far
beyond the text of the file, which stays readable."""
ATTEMPTS = 8
"""How many times the lock file is looked at again when it changed under the lock being taken
(another launch setting it aside or letting it go at that moment)."""
NO_ROOM = frozenset({errno.ENOSPC, errno.EDQUOT})
"""Errors that say the disk, or the user's share of it, is full."""
_BUSY = frozenset({errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", 0)})
_SHARING_VIOLATION = 32  # Windows: another process has the file open and will not share it
_EXTRA_FLAGS = (
    getattr(os, "O_CLOEXEC", 0)  # no program started from here inherits the lock
    | getattr(os, "O_NOINHERIT", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_NOFOLLOW", 0)  # a link in its place is in the way, not followed
    | getattr(os, "O_NONBLOCK", 0)  # a pipe in its place must not keep the launch waiting
)


class AlreadyRunning(RuntimeError):
    """Five Dice is already open on this data folder, in another process (or another window)."""

    def __init__(self, folder: Path, pid: int | None = None) -> None:
        self.folder = folder
        self.pid = pid
        if pid:
            text = translate("Instance", "Five Dice is already open on {folder} (process {pid}).")
        else:
            text = translate("Instance", "Five Dice is already open on {folder}.")
        super().__init__(text.format(folder=folder, pid=pid))


class _CannotLock(Exception):
    """No lock file can be had: the folder cannot be written, or the disk is full."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


class FolderLock:
    """The lock file of one data folder: held by one process at a time.

    Whether it is held is asked of the operating system's lock on the file, never of the
    process number written in it: a lock file left by a process that is gone (a crash, a power
    cut) is locked by no one and is taken over; one whose holder is alive is never stale,
    however long it has been held.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.failure: OSError | None = None
        """Why the last :meth:`acquire` found no lock file to be had (None when it did)."""
        self._fd: int | None = None
        self._file: os.stat_result | None = None

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._fd is not None

    @property
    def disk_full(self) -> bool:
        """True when the last :meth:`acquire` could make no lock file because the disk (or the
        user's share of it) is full, rather than because the folder cannot be written."""
        return self.failure is not None and self.failure.errno in NO_ROOM

    def acquire(self) -> bool:
        """Take the lock: True when held; False when no lock file can be made (the folder cannot
        be written, or the disk is full: see :attr:`disk_full`). Raises AlreadyRunning when
        another process, or another FolderLock of this one, holds it."""
        if self._fd is not None:
            return True
        self.failure = None
        try:
            fd = self._lock()
        except _CannotLock as cannot:
            self.failure = cannot.error
            log.warning("no lock file at %s: %s", self.path, cannot.error)
            return False
        self._fd = fd
        self._file = os.fstat(fd)
        _HELD.add(self)
        try:
            _write_pid(fd)
        except OSError as exc:  # a full disk, say: the lock holds all the same
            log.warning("the lock %s is held, but its process number is not written: %s", self, exc)
        self._clear_leftovers()
        return True

    def release(self) -> None:
        """Let go of the lock (nothing happens if it is not held)."""
        fd, mine = self._fd, self._file
        if fd is None:
            return
        self._fd = self._file = None
        _HELD.discard(self)
        try:
            if sys.platform == "win32":
                # Windows removes no file that is open: let go of it first, then remove it
                # unless another launch has opened it meanwhile (then it is left for that one).
                with contextlib.suppress(OSError):
                    os.lseek(fd, LOCKED_BYTE, os.SEEK_SET)
                    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
                os.close(fd)
                if mine is not None and self._names(mine):
                    os.unlink(self.path)
            else:
                # Removed while still locked: a launch that opened it meanwhile finds, once it
                # has the lock, that the folder no longer names it, and makes a new one.
                if mine is not None and self._names(mine):
                    os.unlink(self.path)
                os.close(fd)
        except OSError as exc:
            log.info("the lock file %s is left behind: %s", self.path, exc)
            with contextlib.suppress(OSError):
                os.close(fd)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # dropped while held: let go, as a QLockFile did
            self.release()

    def __str__(self) -> str:
        return str(self.path)

    def _lock(self) -> int:
        """An open file of `path`, locked and still named so: raises _CannotLock or
        AlreadyRunning."""
        gone = False
        for _ in range(ATTEMPTS):
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | _EXTRA_FLAGS, 0o644)
            except OSError as exc:
                if exc.errno in NO_ROOM or exc.errno == errno.EROFS:
                    raise _CannotLock(exc) from None
                try:
                    there = os.lstat(self.path)
                except FileNotFoundError:
                    # Nothing there, and nothing can be made: the folder cannot be written. Or
                    # another launch set aside what was there between the two looks: once more.
                    if gone:
                        raise _CannotLock(exc) from None
                    gone = True
                    continue
                except OSError:
                    raise _CannotLock(exc) from None
                self._unopenable(there, exc)
                continue
            try:
                if self._take(fd):
                    return fd
            except BaseException:
                os.close(fd)
                raise
            os.close(fd)
        # It changed under every attempt: other launches are at it this very moment.
        raise AlreadyRunning(self.path.parent, self._pid())

    def _take(self, fd: int) -> bool:
        """Lock the file open as `fd`: True once held and still at `path`, False to look again."""
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # a pipe, a device: nothing to lock or write
            self._set_aside(self.path, opened, "not a file")
            return False
        try:
            locked = _try_lock(fd)
        except OSError as exc:  # a file system without locks (some network shares)
            log.warning("the lock file %s cannot be locked, so it is not: %s", self.path, exc)
            locked = True
        if not locked:
            raise AlreadyRunning(self.path.parent, _pid_in(fd))
        # Another launch may have set it aside, or its holder let it go and removed it, after it
        # was opened here: a lock on a file no longer at `path` keeps no one out.
        return self._names(opened)

    def _unopenable(self, there: os.stat_result, why: OSError) -> None:
        """What is at `path` cannot be opened to be written (another user's file, a folder, a
        link): still held by another user's Five Dice, or set aside."""
        if stat.S_ISREG(there.st_mode):
            # Another user's lock (a `sudo fivedice`) can often still be read, and locked.
            try:
                fd = os.open(self.path, os.O_RDONLY | _EXTRA_FLAGS)
            except OSError:
                fd = None
            if fd is not None:
                try:
                    if not _same(os.fstat(fd), there):
                        return  # changed meanwhile: look again
                    if not _try_lock(fd):
                        raise AlreadyRunning(self.path.parent, _pid_in(fd))
                    self._set_aside(self.path, there, why.strerror)  # held while set aside
                    return
                except OSError:
                    pass  # cannot be locked either: set aside below
                finally:
                    os.close(fd)
        self._set_aside(self.path, there, why.strerror)

    def _set_aside(self, path: Path, there: os.stat_result, why: str | None) -> None:
        """Rename what is at `path` (as `there` found it) out of the way, beside it, kept."""
        with _setting_aside(path.parent):
            try:
                if not _same(os.lstat(path), there):
                    return  # another launch set it aside and made a new one: look again
            except FileNotFoundError:
                return
            except OSError as exc:
                raise _CannotLock(exc) from None
            aside = _aside_name(path)
            try:
                os.rename(path, aside)
            except OSError as exc:
                if getattr(exc, "winerror", None) == _SHARING_VIOLATION:
                    # Kept open by a process that lets no one rename it: an earlier Five Dice.
                    raise AlreadyRunning(self.path.parent, self._pid()) from None
                if not os.path.lexists(path):
                    return  # set aside by another launch meanwhile
                log.warning("%s is in the way of the lock (%s), and stays: %s", path, why, exc)
                raise _CannotLock(exc) from None
        log.warning("%s was in the way of the lock (%s): set aside as %s", path, why, aside.name)

    def _clear_leftovers(self) -> None:
        """Remove what an earlier version's takeover of a stale lock may have left beside it."""
        rmlock = self.path.with_name(self.path.name + ".rmlock")
        try:
            there = os.lstat(rmlock)
            if stat.S_ISDIR(there.st_mode):
                self._set_aside(rmlock, there, "a leftover")
            else:
                os.unlink(rmlock)
        except FileNotFoundError:
            pass
        except (OSError, _CannotLock, AlreadyRunning) as exc:
            log.info("the leftover %s stays: %s", rmlock, exc)

    def _names(self, file: os.stat_result) -> bool:
        """True when `path` still names `file`."""
        try:
            return _same(os.lstat(self.path), file)
        except OSError:
            return False

    def _pid(self) -> int | None:
        """The process number written in the lock file, if it can be read."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _EXTRA_FLAGS)
        except OSError:
            return None
        try:
            return _pid_in(fd)
        finally:
            os.close(fd)


_HELD: weakref.WeakSet[FolderLock] = weakref.WeakSet()
"""The locks this process holds."""


def _forget_locks_in_child() -> None:
    """A process forked from this one (a pool of workers) does not keep its locks: the lock
    goes with the last open copy of its file, and the window's process may end first."""
    for lock in list(_HELD):
        if lock._fd is not None:
            with contextlib.suppress(OSError):
                os.close(lock._fd)
        lock._fd = lock._file = None
    _HELD.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_locks_in_child)


def _try_lock(fd: int) -> bool:
    """Lock the open file `fd` for this process alone, without waiting: False when another
    holds it. The system lets go of it when the file is closed or the process ends."""
    try:
        if sys.platform == "win32":
            os.lseek(fd, LOCKED_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in _BUSY:
            return False
        raise
    return True


def _write_pid(fd: int) -> None:
    """Write who holds the lock into its file, in the form Qt's QLockFile (used by earlier
    versions) reads: process number, application, host."""
    app = "fivedice"
    if sys.platform == "win32":
        host = os.environ.get("COMPUTERNAME", "")
    else:
        host = os.uname().nodename
    text = f"{os.getpid()}\n{app}\n{host}\n".encode("utf-8", "replace")
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    while text:
        text = text[os.write(fd, text) :]


def _pid_in(fd: int) -> int | None:
    """The process number at the start of the open lock file `fd`, if there is one."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        first = os.read(fd, 64).split(b"\n", 1)[0].strip()
    except OSError:
        return None
    pid = int(first) if first.isdigit() else 0
    return pid if pid > 0 else None


@contextlib.contextmanager
def _setting_aside(folder: Path) -> Iterator[None]:
    """While inside, no other launch sets anything aside in `folder`, so what was found in the
    way is what is renamed (a launch may make a new lock file the moment the old one is gone).
    On Windows no file open in another process can be renamed: that is enough there."""
    fd = None
    if sys.platform != "win32":
        with contextlib.suppress(OSError):
            fd = os.open(folder, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        if fd is not None:
            with contextlib.suppress(OSError):  # a folder that cannot be locked: go on
                fcntl.flock(fd, fcntl.LOCK_EX)  # held for a rename: never long
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)


def _same(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_ino, a.st_dev) == (b.st_ino, b.st_dev)


def _aside_name(path: Path) -> Path:
    """A free name beside `path` for what is set aside: ``fivedice.lock.stale-<time>``."""
    base = f"{path.name}.stale-{time.strftime('%Y%m%d-%H%M%S')}"
    for n in range(100):
        aside = path.with_name(base if n == 0 else f"{base}-{n}")
        if not os.path.lexists(aside):
            return aside
    return path.with_name(f"{base}-{os.getpid()}")

"""Atomic writes, reading versioned JSON, setting damaged files aside, and telling an unwritable
folder or a full disk from damage."""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from fivedice.core.versioned import VersionedFormat

log = logging.getLogger(__name__)

RETRY_FOR_S = 1.0 if os.name == "nt" else 0.0
"""How long a replace is retried while the file is held (Windows: an antivirus or a sync tool
opens files for a moment, and a replace then fails with PermissionError). Elsewhere a refused
replace is a real refusal, said at once."""
STALE_AFTER_S = 60.0
"""A temporary file of an atomic write older than this was left by a crash: removed at start."""


def replace(source: str | Path, target: str | Path) -> None:
    """os.replace, retried for up to RETRY_FOR_S while the target or source is held."""
    deadline = time.monotonic() + RETRY_FOR_S
    pause = 0.02
    while True:
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if time.monotonic() + pause > deadline:
                raise
            log.info("%s is held; trying again", target)
            time.sleep(pause)
            pause = min(pause * 2, 0.25)


def remove_stale_temporaries(folder: Path, older_than: float = STALE_AFTER_S) -> int:
    """Remove the temporary files of atomic writes (".<name>.<random>.tmp") in `folder` that a
    crash left behind; returns how many. Recent ones may be another writer's, so they stay."""
    removed = 0
    now = time.time()
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if tmp.is_file() and now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
                removed += 1
        except OSError as exc:
            log.info("left temporary file %s: %s", tmp, exc)
    if removed:
        log.warning("temporary files left by a crash in %s removed: %d", folder, removed)
    return removed


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new, never half.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then replaces
    the target in one step.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows has no directory handles for this.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to `<name>.damaged-<timestamp>` beside it; returns the new path.

    Returns None if it could not be renamed (it is then left exactly where it was).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        replace(path, target)
    except OSError as exc:
        log.error("could not set aside damaged file %s: %s", path, exc)
        return None
    log.warning("set aside damaged file %s as %s", path, target.name)
    return target


def read_versioned(path: Path, kind: VersionedFormat) -> dict[str, Any] | None:
    """The JSON object in the file at `path`, checked to be of `kind` in a version this Five Dice
    reads; None when there is no such file.

    Temporary files of saves a crash cut short are removed first. A file saved by an editor with
    a byte-order mark is read as any other. OSError when the file cannot be read; ValueError
    (a :class:`~fivedice.core.SaveFormatError`, or the JSON error) or RecursionError when it is
    damaged, foreign or newer: the caller then sets it aside (:func:`set_aside_and_say`).
    """
    remove_stale_temporaries(path.parent)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    data, _ = kind.check(json.loads(raw.decode("utf-8-sig")))
    return dict(data)


def set_aside_and_say(path: Path, *, kept: str, left: str) -> str:
    """Set the damaged file at `path` aside (:func:`set_aside`) and say so: `kept`, with {file}
    the name it was kept as, or `left` when it could not be renamed (it is then left as it was).
    """
    aside = set_aside(path)
    return left if aside is None else kept.format(file=aside.name)


def move_aside_with(path: Path, name: str) -> bool:
    """Rename `path`, if it is there, to `name` beside it (a damaged file's companion, such as a
    database's journal, follows it); False when it could not be moved (it is then left)."""
    try:
        if not path.exists():
            return True
        replace(path, path.with_name(name))
    except OSError as exc:
        log.error("could not move %s aside: %s", path, exc)
        return False
    return True


def can_write(folder: Path) -> bool:
    """True if a file can be made in `folder`.

    Tried (a small file made and removed at once), not guessed from permission bits, which say
    nothing of read-only disks, immutable folders or an administrator's rights.
    """
    try:
        fd, tmp = tempfile.mkstemp(prefix=".fivedice-probe-", suffix=".tmp", dir=folder)
    except OSError:
        return False
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(tmp)
    return True


FULL_BELOW = 1 << 20
"""A disk with less room than this (bytes) is full for the history: SQLite then often reports
"disk I/O error" (it could not make its shared-memory file) rather than "disk is full"."""


def disk_is_full(folder: Path) -> bool:
    """True when the disk holding `folder` has (almost) no room left."""
    try:
        return shutil.disk_usage(folder).free < FULL_BELOW
    except OSError:
        return False


def disk_full(exc: BaseException) -> bool:
    """True when the file error `exc` says the disk (or the user's share of it) is full."""
    return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)

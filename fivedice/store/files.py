"""Atomic writes, setting damaged files aside, and telling an unwritable folder from damage."""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)


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
        os.replace(tmp, path)
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
        os.replace(path, target)
    except OSError as exc:
        log.error("could not set aside damaged file %s: %s", path, exc)
        return None
    log.warning("set aside damaged file %s as %s", path, target.name)
    return target


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

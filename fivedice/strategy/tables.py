"""Solved value tables: the file format, loading, caching and building on demand.

A table holds, for one extra-five rule, the optimal expected future score of
every reachable start-of-turn state of one card (see :mod:`fivedice.strategy.solver`)
as a dense float32 array ``values[mask, upper, flag]``; unreachable states hold NaN.

File format (``<rule>.fdt``)::

    FIVEDICE-TABLE\\n
    {"format": 1, "rules": "official", "shape": [...], ...}\\n     (one line of JSON)
    <zlib-compressed little-endian float32 payload>

The JSON header names the rules and the format version and carries the
SHA-256 of the compressed payload, so a damaged or foreign file is refused
with :class:`TableError` instead of yielding wrong advice.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import threading
import time
import zlib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

import numpy as np

from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, UPPER_TARGET, check_rule
from fivedice.strategy.solver import ProgressCallback, flag_count, solve

__all__ = [
    "FORMAT_VERSION",
    "MAGIC",
    "Table",
    "TableError",
    "build_table",
    "clear_memory_cache",
    "get_table",
    "load_table",
    "packaged_table_path",
    "save_table",
    "set_default_cache_dir",
    "table_filename",
]

log = logging.getLogger(__name__)

MAGIC = b"FIVEDICE-TABLE\n"
FORMAT_VERSION = 1
_COMPRESSION = "zlib"


class TableError(ValueError):
    """A table file is missing, damaged, or made for other rules or another format."""


@dataclass(frozen=True)
class Table:
    """The solved values of one extra-five rule, read-only."""

    rule: str
    values: np.ndarray = field(repr=False, compare=False)
    _values64: np.ndarray | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_rule(self.rule)
        shape = (FULL_MASK + 1, UPPER_TARGET + 1, flag_count(self.rule))
        if self.values.shape != shape:
            raise TableError(f"table for {self.rule!r} has shape {self.values.shape}, not {shape}")
        if self.values.flags.writeable:
            self.values.setflags(write=False)

    def value(self, mask: int, upper: int, five50: bool = False) -> float:
        """Expected future score of optimal play from a start-of-turn state.

        ``mask`` is the set of filled boxes, ``upper`` the upper total (capped at
        63 here), ``five50`` whether the Five of a Kind box holds 50.  Raises
        ``ValueError`` for a state that cannot occur.
        """
        if not 0 <= mask <= FULL_MASK or upper < 0:
            raise ValueError(f"no such state: mask={mask!r}, upper={upper!r}")
        flag = int(bool(five50) and self.values.shape[2] == 2 and bool(mask >> FIVE_KIND & 1))
        v = float(self.values[mask, min(upper, UPPER_TARGET), flag])
        if v != v:  # NaN marks an unreachable state
            raise ValueError(f"unreachable state: mask={mask:#06x}, upper={upper}")
        return v

    @property
    def expected_score(self) -> float:
        """Optimal expected final score of one card from an empty card."""
        return self.value(0, 0, False)

    def values64(self) -> np.ndarray:
        """The values as float64 (converted once per table, then kept)."""
        if self._values64 is None:
            arr = self.values.astype(np.float64)
            arr.setflags(write=False)
            object.__setattr__(self, "_values64", arr)
        assert self._values64 is not None
        return self._values64


def table_filename(rule: str) -> str:
    """File name of the table of ``rule``."""
    return f"{check_rule(rule)}.fdt"


def _encode(table: Table, root64: float | None = None) -> bytes:
    data = np.ascontiguousarray(table.values, dtype="<f4").tobytes()
    payload = zlib.compress(data, 9)
    header = {
        "format": FORMAT_VERSION,
        "rules": table.rule,
        "shape": list(table.values.shape),
        "dtype": "<f4",
        "compression": _COMPRESSION,
        "expected_score": root64 if root64 is not None else table.expected_score,
        "sha256": hashlib.sha256(payload).hexdigest(),
    }
    return MAGIC + json.dumps(header, sort_keys=True).encode() + b"\n" + payload


def save_table(table: Table, path: str | os.PathLike[str], root64: float | None = None) -> Path:
    """Write ``table`` to ``path`` atomically (temporary file, fsync, replace)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    blob = _encode(table, root64)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(blob)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a table is not secret
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _decode(blob: bytes, rule: str, where: str) -> Table:
    if not blob.startswith(MAGIC):
        raise TableError(f"{where}: not a Five Dice table")
    end = blob.find(b"\n", len(MAGIC))
    if end < 0:
        raise TableError(f"{where}: truncated header")
    try:
        header = json.loads(blob[len(MAGIC) : end])
    except ValueError as exc:
        raise TableError(f"{where}: unreadable header ({exc})") from None
    if not isinstance(header, dict):
        raise TableError(f"{where}: unreadable header")
    if header.get("format") != FORMAT_VERSION:
        raise TableError(
            f"{where}: table format {header.get('format')!r}, expected {FORMAT_VERSION}"
        )
    if header.get("rules") != rule:
        raise TableError(f"{where}: table for rules {header.get('rules')!r}, expected {rule!r}")
    if header.get("compression") != _COMPRESSION or header.get("dtype") != "<f4":
        raise TableError(f"{where}: unsupported encoding")
    payload = blob[end + 1 :]
    if hashlib.sha256(payload).hexdigest() != header.get("sha256"):
        raise TableError(f"{where}: checksum mismatch (damaged table)")
    shape = tuple(header.get("shape", ()))
    try:
        data = zlib.decompress(payload)
        values = np.frombuffer(data, dtype="<f4").reshape(shape)
    except (zlib.error, ValueError) as exc:
        raise TableError(f"{where}: bad payload ({exc})") from None
    table = Table(rule, values)
    expected = header.get("expected_score")
    if not isinstance(expected, float) or abs(table.expected_score - expected) > 1e-3:
        raise TableError(f"{where}: header and values disagree")
    return table


def load_table(path: str | os.PathLike[str], rule: str) -> Table:
    """Load and verify the table of ``rule`` from ``path``; raise :class:`TableError` if bad."""
    check_rule(rule)
    try:
        blob = Path(path).read_bytes()
    except OSError as exc:
        raise TableError(f"{path}: cannot read ({exc.strerror})") from None
    return _decode(blob, rule, str(path))


def packaged_table_path(rule: str) -> Path:
    """Where the table of ``rule`` shipped inside the package lives."""
    return Path(str(resources.files("fivedice.strategy") / "tables" / table_filename(rule)))


def build_table(rule: str, progress: ProgressCallback | None = None) -> tuple[Table, float]:
    """Solve ``rule`` from scratch; return the table and the float64 expected score."""
    values = solve(rule, progress)
    root64 = float(values[0, 0, 0])
    return Table(rule, values.astype(np.float32)), root64


_MEMORY: dict[str, Table] = {}
_LOCK = threading.Lock()
_DEFAULT_CACHE: Path | None = None


def set_default_cache_dir(path: str | os.PathLike[str] | None) -> None:
    """The cache folder :func:`get_table` uses when none is passed (the app sets it once)."""
    global _DEFAULT_CACHE
    _DEFAULT_CACHE = Path(path) if path is not None else None


def clear_memory_cache() -> None:
    """Forget the tables already loaded by :func:`get_table` (mainly for tests)."""
    with _LOCK:
        _MEMORY.clear()


def get_table(
    rule: str,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: ProgressCallback | None = None,
    *,
    use_packaged: bool = True,
    allow_build: bool = True,
) -> Table:
    """The table of ``rule``: the packaged one, else a cached one, else a fresh build.

    A table that fails its checks is skipped with a warning, never used.  A fresh
    build (seconds of work: call this from a background thread in a GUI) reports
    ``progress(fraction)`` and is saved into ``cache_dir`` (default: the folder set
    by :func:`set_default_cache_dir`).  Once loaded, a table is kept in memory, so
    the advisor and the computer levels find it without waiting.
    Raises :class:`TableError` if no valid table exists and ``allow_build`` is false.
    """
    check_rule(rule)
    if cache_dir is None:
        cache_dir = _DEFAULT_CACHE
    with _LOCK:
        if rule in _MEMORY:
            return _MEMORY[rule]
    candidates: list[Path] = []
    if use_packaged:
        candidates.append(packaged_table_path(rule))
    if cache_dir is not None:
        candidates.append(Path(cache_dir) / table_filename(rule))
    table: Table | None = None
    for path in candidates:
        if not path.exists():
            continue
        try:
            table = load_table(path, rule)
            break
        except TableError as exc:
            log.warning("ignoring table: %s", exc)
    if table is None:
        if not allow_build:
            raise TableError(f"no valid table for rules {rule!r}")
        start = time.perf_counter()
        table, root64 = build_table(rule, progress)
        log.info("built %s table in %.2f s", rule, time.perf_counter() - start)
        if cache_dir is not None:
            try:
                save_table(table, Path(cache_dir) / table_filename(rule), root64)
            except OSError as exc:
                log.warning("could not cache the %s table: %s", rule, exc)
    elif progress is not None:
        progress(1.0)
    with _LOCK:
        return _MEMORY.setdefault(rule, table)

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

Beside each table lies its *spread* (``<rule>.fds``, see :mod:`fivedice.strategy.moments`):
the variance of the future score under the same play, for the same states, in the same
format with ``"content": "variance"`` in its header (and the variance from an empty card
where a table has its expected score).  The second moment is ``E[S^2] = variance + value^2``.
A spread is loaded on first use (:func:`get_spread`), as a table is.
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
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TypeVar

import numpy as np

from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, UPPER_TARGET, check_rule
from fivedice.strategy.solver import ProgressCallback, flag_count, solve, solve_moments

__all__ = [
    "FORMAT_VERSION",
    "MAGIC",
    "Spread",
    "TableError",
    "ValueTable",
    "build_both",
    "build_spread",
    "build_table",
    "clear_memory_cache",
    "get_spread",
    "get_table",
    "load_spread",
    "load_table",
    "packaged_spread_path",
    "packaged_table_path",
    "save_spread",
    "save_table",
    "set_default_cache_dir",
    "spread_filename",
    "table_filename",
]

log = logging.getLogger(__name__)

MAGIC = b"FIVEDICE-TABLE\n"
FORMAT_VERSION = 1
_COMPRESSION = "zlib"
_EXPECTED = "expected"
_VARIANCE = "variance"


class TableError(ValueError):
    """A table file is missing, damaged, or made for other rules or another format."""


def _flag(array: np.ndarray, mask: int, five50: bool) -> int:
    return int(bool(five50) and array.shape[2] == 2 and bool(mask >> FIVE_KIND & 1))


def _lookup(array: np.ndarray, mask: int, upper: int, five50: bool) -> float:
    if not 0 <= mask <= FULL_MASK or upper < 0:
        raise ValueError(f"no such state: mask={mask!r}, upper={upper!r}")
    v = float(array[mask, min(upper, UPPER_TARGET), _flag(array, mask, five50)])
    if v != v:  # NaN marks an unreachable state
        raise ValueError(f"unreachable state: mask={mask:#06x}, upper={upper}")
    return v


def _check_shape(rule: str, array: np.ndarray, what: str) -> None:
    check_rule(rule)
    shape = (FULL_MASK + 1, UPPER_TARGET + 1, flag_count(rule))
    if array.shape != shape:
        raise TableError(f"{what} for {rule!r} has shape {array.shape}, not {shape}")
    if array.flags.writeable:
        array.setflags(write=False)


def _as64(owner: object, attr: str, array: np.ndarray) -> np.ndarray:
    """``array`` as float64, converted once and kept on ``owner`` (a frozen dataclass)."""
    kept: np.ndarray | None = getattr(owner, attr)
    if kept is None:
        kept = array.astype(np.float64)
        kept.setflags(write=False)
        object.__setattr__(owner, attr, kept)
    return kept


@dataclass(frozen=True)
class ValueTable:
    """The solved values of one extra-five rule, read-only."""

    rule: str
    values: np.ndarray = field(repr=False, compare=False)
    _values64: np.ndarray | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_shape(self.rule, self.values, "table")

    def value(self, mask: int, upper: int, five50: bool = False) -> float:
        """Expected future score of optimal play from a start-of-turn state.

        ``mask`` is the set of filled boxes, ``upper`` the upper total (capped at
        63 here), ``five50`` whether the Five of a Kind box holds 50.  Raises
        ``ValueError`` for a state that cannot occur.
        """
        return _lookup(self.values, mask, upper, five50)

    @property
    def expected_score(self) -> float:
        """Optimal expected final score of one card from an empty card."""
        return self.value(0, 0, False)

    def values64(self) -> np.ndarray:
        """The values as float64 (converted once per table, then kept)."""
        return _as64(self, "_values64", self.values)


@dataclass(frozen=True)
class Spread:
    """The variance of the future score of one extra-five rule's optimal play, read-only.

    Same states and layout as :class:`ValueTable` (``variances[mask, upper, flag]``, NaN
    where unreachable, 0 once the card is full).
    """

    rule: str
    variances: np.ndarray = field(repr=False, compare=False)
    _variances64: np.ndarray | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_shape(self.rule, self.variances, "spread")

    def variance(self, mask: int, upper: int, five50: bool = False) -> float:
        """Variance of the future score of optimal play from a start-of-turn state.

        Arguments as for :meth:`ValueTable.value`; ``ValueError`` for a state that cannot occur.
        """
        return _lookup(self.variances, mask, upper, five50)

    @property
    def start_variance(self) -> float:
        """Variance of the final score of one card played alone from an empty card."""
        return self.variance(0, 0, False)

    def variances64(self) -> np.ndarray:
        """The variances as float64 (converted once, then kept)."""
        return _as64(self, "_variances64", self.variances)


def table_filename(rule: str) -> str:
    """File name of the table of ``rule``."""
    return f"{check_rule(rule)}.fdt"


def spread_filename(rule: str) -> str:
    """File name of the spread of ``rule``."""
    return f"{check_rule(rule)}.fds"


def _encode_array(rule: str, array: np.ndarray, extra: dict[str, object]) -> bytes:
    payload = zlib.compress(np.ascontiguousarray(array, dtype="<f4").tobytes(), 9)
    header = {
        "format": FORMAT_VERSION,
        "rules": rule,
        "shape": list(array.shape),
        "dtype": "<f4",
        "compression": _COMPRESSION,
        "sha256": hashlib.sha256(payload).hexdigest(),
        **extra,
    }
    return MAGIC + json.dumps(header, sort_keys=True).encode() + b"\n" + payload


def _write(blob: bytes, path: str | os.PathLike[str]) -> Path:
    """Write ``blob`` to ``path`` atomically (temporary file, fsync, replace)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
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


def save_table(
    table: ValueTable, path: str | os.PathLike[str], root64: float | None = None
) -> Path:
    """Write ``table`` to ``path`` atomically (temporary file, fsync, replace)."""
    root = root64 if root64 is not None else table.expected_score
    return _write(_encode_array(table.rule, table.values, {"expected_score": root}), path)


def save_spread(spread: Spread, path: str | os.PathLike[str]) -> Path:
    """Write ``spread`` to ``path`` atomically (temporary file, fsync, replace)."""
    extra = {"content": _VARIANCE, "start_variance": spread.start_variance}
    return _write(_encode_array(spread.rule, spread.variances, extra), path)


def _decode_array(
    blob: bytes, rule: str, where: str, content: str
) -> tuple[np.ndarray, dict[str, object]]:
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
    holds = header.get("content", _EXPECTED)  # tables from before spreads name nothing
    if holds != content:
        raise TableError(f"{where}: holds {holds!r} values, not {content!r}")
    if header.get("compression") != _COMPRESSION or header.get("dtype") != "<f4":
        raise TableError(f"{where}: unsupported encoding")
    payload = blob[end + 1 :]
    if hashlib.sha256(payload).hexdigest() != header.get("sha256"):
        raise TableError(f"{where}: checksum mismatch (damaged table)")
    shape = tuple(header.get("shape", ()))
    try:
        values = np.frombuffer(zlib.decompress(payload), dtype="<f4").reshape(shape)
    except (zlib.error, ValueError) as exc:
        raise TableError(f"{where}: bad payload ({exc})") from None
    return values, header


def _decode(blob: bytes, rule: str, where: str) -> ValueTable:
    values, header = _decode_array(blob, rule, where, _EXPECTED)
    table = ValueTable(rule, values)
    expected = header.get("expected_score")
    if not isinstance(expected, float) or abs(table.expected_score - expected) > 1e-3:
        raise TableError(f"{where}: header and values disagree")
    return table


def _decode_spread(blob: bytes, rule: str, where: str) -> Spread:
    variances, header = _decode_array(blob, rule, where, _VARIANCE)
    spread = Spread(rule, variances)
    expected = header.get("start_variance")
    if not isinstance(expected, float) or abs(spread.start_variance - expected) > 1e-2:
        raise TableError(f"{where}: header and values disagree")
    return spread


def _read(path: str | os.PathLike[str]) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise TableError(f"{path}: cannot read ({exc.strerror})") from None


def load_table(path: str | os.PathLike[str], rule: str) -> ValueTable:
    """Load and verify the table of ``rule`` from ``path``; raise :class:`TableError` if bad."""
    check_rule(rule)
    return _decode(_read(path), rule, str(path))


def load_spread(path: str | os.PathLike[str], rule: str) -> Spread:
    """Load and verify the spread of ``rule`` from ``path``; :class:`TableError` if bad."""
    check_rule(rule)
    return _decode_spread(_read(path), rule, str(path))


def _packaged(name: str) -> Path:
    return Path(str(resources.files("fivedice.strategy") / "tables" / name))


def packaged_table_path(rule: str) -> Path:
    """Where the table of ``rule`` shipped inside the package lives."""
    return _packaged(table_filename(rule))


def packaged_spread_path(rule: str) -> Path:
    """Where the spread of ``rule`` shipped inside the package lives."""
    return _packaged(spread_filename(rule))


def build_table(rule: str, progress: ProgressCallback | None = None) -> tuple[ValueTable, float]:
    """Solve ``rule`` from scratch; return the table and the float64 expected score."""
    values = solve(rule, progress)
    root64 = float(values[0, 0, 0])
    return ValueTable(rule, values.astype(np.float32)), root64


def build_both(
    rule: str, progress: ProgressCallback | None = None
) -> tuple[ValueTable, float, Spread]:
    """Solve ``rule`` for the values and their spread in one pass.

    Returns the table, the float64 expected score and the spread.
    """
    values, variances = solve_moments(rule, progress)
    root64 = float(values[0, 0, 0])
    return (
        ValueTable(rule, values.astype(np.float32)),
        root64,
        Spread(rule, variances.astype(np.float32)),
    )


def build_spread(rule: str, progress: ProgressCallback | None = None) -> Spread:
    """Solve ``rule`` from scratch for the spread alone."""
    return build_both(rule, progress)[2]


_Item = TypeVar("_Item", ValueTable, Spread)
_MEMORY: dict[str, ValueTable] = {}
_SPREADS: dict[str, Spread] = {}
_LOCK = threading.Lock()
_DEFAULT_CACHE: Path | None = None


def set_default_cache_dir(path: str | os.PathLike[str] | None) -> None:
    """The cache folder :func:`get_table` uses when none is passed (the app sets it once)."""
    global _DEFAULT_CACHE
    _DEFAULT_CACHE = Path(path) if path is not None else None


def clear_memory_cache() -> None:
    """Forget the tables and spreads already loaded (mainly for tests)."""
    with _LOCK:
        _MEMORY.clear()
        _SPREADS.clear()


def _get(
    rule: str,
    memory: dict[str, _Item],
    packaged: Path | None,
    cache_dir: str | os.PathLike[str] | None,
    filename: str,
    what: str,
    load: Callable[[Path, str], _Item],
    build: Callable[[], _Item],
    save: Callable[[_Item, Path], object],
    progress: ProgressCallback | None,
    allow_build: bool,
) -> _Item:
    """The memory → packaged → cached → built chain shared by tables and spreads."""
    check_rule(rule)
    if cache_dir is None:
        cache_dir = _DEFAULT_CACHE
    with _LOCK:
        if rule in memory:
            return memory[rule]
    candidates: list[Path] = [] if packaged is None else [packaged]
    if cache_dir is not None:
        candidates.append(Path(cache_dir) / filename)
    item: _Item | None = None
    for path in candidates:
        if not path.exists():
            continue
        try:
            item = load(path, rule)
            break
        except TableError as exc:
            log.warning("ignoring table: %s", exc)
    if item is None:
        if not allow_build:
            raise TableError(f"no valid {what} for rules {rule!r}")
        start = time.perf_counter()
        item = build()
        log.info("built %s in %.2f s", filename, time.perf_counter() - start)
        if cache_dir is not None:
            try:
                save(item, Path(cache_dir) / filename)
            except OSError as exc:
                log.warning("could not cache %s: %s", filename, exc)
    elif progress is not None:
        progress(1.0)
    with _LOCK:
        return memory.setdefault(rule, item)


def get_table(
    rule: str,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: ProgressCallback | None = None,
    *,
    use_packaged: bool = True,
    allow_build: bool = True,
) -> ValueTable:
    """The table of ``rule``: the packaged one, else a cached one, else a fresh build.

    A table that fails its checks is skipped with a warning, never used.  A fresh
    build (seconds of work: call this from a background thread in a GUI) reports
    ``progress(fraction)`` and is saved into ``cache_dir`` (default: the folder set
    by :func:`set_default_cache_dir`).  Once loaded, a table is kept in memory, so
    the advisor and the computer levels find it without waiting.
    Raises :class:`TableError` if no valid table exists and ``allow_build`` is false.
    """
    roots: list[float] = []

    def build() -> ValueTable:
        table, root64 = build_table(rule, progress)
        roots.append(root64)
        return table

    def save(table: ValueTable, path: Path) -> None:
        save_table(table, path, roots[0] if roots else None)

    return _get(
        rule,
        _MEMORY,
        packaged_table_path(rule) if use_packaged else None,
        cache_dir,
        table_filename(rule),
        "table",
        load_table,
        build,
        save,
        progress,
        allow_build,
    )


def get_spread(
    rule: str,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: ProgressCallback | None = None,
    *,
    use_packaged: bool = True,
    allow_build: bool = True,
) -> Spread:
    """The spread of ``rule``, found or built as :func:`get_table` finds or builds a table.

    Loading a shipped spread takes milliseconds; building one takes seconds.
    """
    return _get(
        rule,
        _SPREADS,
        packaged_spread_path(rule) if use_packaged else None,
        cache_dir,
        spread_filename(rule),
        "spread",
        load_spread,
        lambda: build_spread(rule, progress),
        save_spread,
        progress,
        allow_build,
    )

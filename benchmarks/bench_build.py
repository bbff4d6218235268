"""Size and start-up of the built app: the figures the release targets are checked against.

Run after ``python packaging/build.py``, with the project's environment::

    .venv/bin/python benchmarks/bench_build.py [--app dist/fivedice] [--runs 5] [--no-drop-caches]
    .venv/bin/python benchmarks/bench_build.py --sizes-only [--without-internet DIR]

Prints the size of the one-folder app and of its archive, and what each bundled package and
library adds to both (the archive's share: each part compressed on its own with xz, preset 6, so
the parts add up to a little more than the archive), largest first; then the time from starting a
process to its first painted window, cold and warm, for the built app and for ``fivedice`` run
from the virtual environment (targets: 155 MB, 64 MB, 1.5 s and 1.0 s), and on Linux what the
start-up check for libxcb-cursor costs ``fivedice`` from pip (target: under a millisecond).

``--without-internet DIR``: the same figures for a build without internet play's libraries
(Twisted, magic-wormhole, cryptography and the rest), made with
``FIVEDICE_WITHOUT_INTERNET=1 python packaging/build.py`` and its ``dist/`` copied to DIR
(targets: 135 MB and 55 MB), and the difference the libraries make.

Cold: the kernel's page cache is dropped before each such run (needs root; otherwise the first
run stands in for it, which a recent build or run leaves warm). Warm: the median of the runs that
follow.

The time to the first painted window comes from the app itself when it supports
``FIVEDICE_EXIT_AFTER_FIRST_PAINT=1`` (it prints a line containing ``first paint`` once the main
window has painted, then exits); otherwise from ``--screenshot``: start until the process has
rendered its window to a PNG and exited, which is a little more than the first paint.
"""

from __future__ import annotations

import argparse
import io
import lzma
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
PROBE_ENV = "FIVEDICE_EXIT_AFTER_FIRST_PAINT"
PROBE_LINE = "first paint"
LIMITS = {"folder": 155e6, "archive": 64e6, "built": 1.5, "venv": 1.0, "xcb_check": 1e-3}
#: The targets of a build without internet play's libraries.
LIMITS_WITHOUT_INTERNET = {"folder": 135e6, "archive": 55e6}
XCB_CHECK = """
import ctypes, time
from fivedice.app import missing_xcb_cursor
started = time.perf_counter()
missing = missing_xcb_cursor({"DISPLAY": ":0"}, "linux", False, ctypes.CDLL)
print(time.perf_counter() - started, missing)
"""


def folder_size(path: Path) -> int:
    """Bytes of all files under a folder (symbolic links counted as links)."""
    return sum(item.lstat().st_size for item in path.rglob("*") if item.is_file())


def component(relative: PurePosixPath) -> str:
    """The bundled package or library a file of the app belongs to: ``_internal/numpy/...`` ->
    ``numpy``; Qt split into its libraries, plugins, translations and Python bindings; a library
    of its own at the top of ``_internal`` under its own name."""
    parts = relative.parts
    if len(parts) == 1:
        executable = re.fullmatch(r"fivedice(-sim)?(\.exe)?", parts[0])
        return f"{parts[0]} (executable: bootloader + Python code)" if executable else parts[0]
    if parts[0] != "_internal":
        return parts[0]
    inner = parts[1:]
    if inner[0] == "PySide6" and len(inner) > 2 and inner[1] == "Qt":
        if inner[2] == "lib" and len(inner) > 3:
            return "Qt: " + re.sub(r"\.so.*$", "", inner[3])
        return f"Qt: {inner[2]}"
    if inner[0] == "PySide6":
        return "PySide6 bindings"
    if inner[0].startswith("python3") and len(inner) > 1:
        return "Python: compiled standard library"
    if len(inner) == 1:
        return re.sub(r"(\.cpython-[^.]+|\.abi3)?\.so(\.[\d.]+)?$", "", inner[0])
    return inner[0]


def components(app: Path) -> dict[str, list[Path]]:
    """The app's files, by the package or library they belong to."""
    found: dict[str, list[Path]] = {}
    for path in sorted(app.rglob("*")):
        if path.is_file() and not path.is_symlink():
            relative = PurePosixPath(path.relative_to(app).as_posix())
            found.setdefault(component(relative), []).append(path)
    return found


def packed_size(files: Sequence[Path]) -> int:
    """Bytes of the files compressed together with xz (preset 6)."""
    compressor = lzma.LZMACompressor(preset=6)
    size = 0
    for path in files:
        size += len(compressor.compress(path.read_bytes()))
    return size + len(compressor.flush())


def archive_size(app: Path) -> int:
    """Bytes of the app's archive as build.py makes it (tar, xz preset 9), made in memory."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:xz", preset=9, format=tarfile.GNU_FORMAT) as tar:
        tar.add(app, arcname=app.name)
    return buffer.tell()


def print_sizes(app: Path, archive: Path | None, limits: dict[str, float], title: str) -> int:
    """Print the folder, the archive and each component; return the folder's size."""
    size = folder_size(app)
    packed = archive.stat().st_size if archive is not None else archive_size(app)
    where = archive.name if archive is not None else "made here as build.py makes it"
    print(f"{title}")
    print(
        f"  one-folder app {size / 1e6:7.1f} MB ({size / 2**20:.1f} MiB)"
        f"   limit {limits['folder'] / 1e6:.0f} MB  {'ok' if size <= limits['folder'] else 'OVER'}"
    )
    verdict = "ok" if packed <= limits["archive"] else "OVER"
    print(
        f"  archive        {packed / 1e6:7.1f} MB ({where})"
        f"   limit {limits['archive'] / 1e6:.0f} MB  {verdict}"
    )
    parts = components(app)
    rows = sorted(
        ((sum(p.stat().st_size for p in files), packed_size(files), name, len(files))
         for name, files in parts.items()),
        reverse=True,
    )  # fmt: skip
    print(f"  {'folder MB':>9} {'xz MB':>7}  component (files)")
    small = [row for row in rows if row[0] < 100_000]
    for folder_bytes, packed_bytes, name, count in rows:
        if folder_bytes >= 100_000:
            print(f"  {folder_bytes / 1e6:9.2f} {packed_bytes / 1e6:7.2f}  {name} ({count})")
    if small:
        print(
            f"  {sum(r[0] for r in small) / 1e6:9.2f} {sum(r[1] for r in small) / 1e6:7.2f}"
            f"  {len(small)} smaller ones, under 0.1 MB each"
        )
    return size


def drop_page_cache() -> bool:
    """Empty the kernel's page cache, so the next start reads its files from disk (root only)."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        return False
    return True


def start_time(command: Sequence[str], probe: bool, folder: Path) -> tuple[float, float]:
    """(wall, CPU) seconds from starting ``command`` to its first painted window.

    Wall time is what a user waits; the process's CPU time (user + system, to its exit) does not
    grow when other programs keep the machine busy, so it tells a slow start from a busy machine.
    """
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("PYTHONPATH", None)
    if probe:
        env[PROBE_ENV] = "1"
        args = [*command, "--data-dir", str(folder / "data")]
    else:
        args = [*command, "--screenshot", str(folder / "shot.png")]
    started = time.perf_counter()
    process = subprocess.Popen(
        args, env=env, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert process.stdout is not None
    wall = None
    with process.stdout:
        if probe:
            for line in process.stdout:
                if PROBE_LINE in line:
                    wall = time.perf_counter() - started
                    break
        else:
            process.stdout.read()
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if wall is None:
        if probe or process.returncode != 0:
            raise RuntimeError(f"{' '.join(args)} failed (status {process.returncode})")
        wall = time.perf_counter() - started
    return wall, usage.ru_utime + usage.ru_stime


def supports_probe(command: Sequence[str], folder: Path) -> bool:
    """Whether the app reports its first paint when asked to (a newer app does)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{PROBE_ENV: "1"})
    process = subprocess.Popen(
        [*command, "--data-dir", str(folder / "probe")],
        env=env,
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        out, _ = process.communicate(timeout=8)
    except subprocess.TimeoutExpired:  # an app without the probe just keeps its window open
        process.kill()
        process.communicate()
        return False
    return PROBE_LINE in out


def measure(
    name: str, command: Sequence[str], runs: int, cold_runs: int, drop: bool, limit: float
) -> None:
    """Print cold and warm start-up of one command."""
    with tempfile.TemporaryDirectory(prefix="fivedice-bench-") as tmp:
        folder = Path(tmp)
        probe = supports_probe(command, folder)
        cold = []
        dropped = False
        for _ in range(cold_runs if drop else 1):
            dropped = drop and drop_page_cache()
            cold.append(start_time(command, probe, folder))
            if not dropped:
                break
        warm = [start_time(command, probe, folder) for _ in range(runs)]
    how = "first paint, reported by the app" if probe else "--screenshot, start to exit"
    cold_how = f"page cache dropped, median of {len(cold)}" if dropped else "first run"
    cold_wall = statistics.median(wall for wall, _ in cold)
    verdict = "ok" if cold_wall <= limit else "OVER"
    print(f"{name}: start to first painted window ({how})")
    print(
        f"  cold {cold_wall:6.3f} s ({cold_how}; worst {max(w for w, _ in cold):.3f} s;"
        f" CPU {statistics.median(c for _, c in cold):.3f} s)   limit {limit:.1f} s  {verdict}"
    )
    print(
        f"  warm {statistics.median(w for w, _ in warm):6.3f} s (median of {len(warm)};"
        f" best {min(w for w, _ in warm):.3f} s; CPU {statistics.median(c for _, c in warm):.3f} s)"
    )


def xcb_check_time(runs: int) -> None:
    """Print what the libxcb-cursor check costs at start-up: each run in a fresh process, so that
    the library is opened for the first time (ctypes is loaded already: Qt and NumPy need it)."""
    times = []
    missing = ""
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", XCB_CHECK], capture_output=True, text=True, check=True
        ).stdout.split()
        times.append(float(out[0]))
        missing = out[1]
    median = statistics.median(times)
    verdict = "ok" if median <= LIMITS["xcb_check"] else "OVER"
    print(
        f"libxcb-cursor check {median * 1e3:6.3f} ms (median of {runs} fresh processes;"
        f" worst {max(times) * 1e3:.3f} ms; library {'missing' if missing == 'True' else 'found'})"
        f"   limit {LIMITS['xcb_check'] * 1e3:.0f} ms  {verdict}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures; return 1 if the app has not been built."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "fivedice")
    parser.add_argument("--archive", type=Path, help="default: the newest dist/fivedice-*.tar.*")
    parser.add_argument("--runs", type=int, default=5, help="warm runs per command")
    parser.add_argument("--cold-runs", type=int, default=3, help="cold runs per command")
    parser.add_argument("--no-drop-caches", action="store_true", help="leave the page cache")
    parser.add_argument("--sizes-only", action="store_true", help="no start-up times")
    parser.add_argument(
        "--without-internet",
        type=Path,
        metavar="DIR",
        help="a build made with FIVEDICE_WITHOUT_INTERNET=1 (its dist/ folder): compare",
    )
    args = parser.parse_args(argv)

    app: Path = args.app
    if not (app / "fivedice").is_file():
        print(f"no built app in {app}: run python packaging/build.py first", file=sys.stderr)
        return 1
    archive: Path | None = args.archive
    if archive is None:
        candidates = sorted(app.parent.glob("fivedice-*.tar.*"), key=lambda p: p.stat().st_mtime)
        archive = candidates[-1] if candidates else None

    print(f"Five Dice build figures ({app}; load average {os.getloadavg()[0]:.2f})")
    size = print_sizes(app, archive, LIMITS, "With internet play")
    if args.without_internet is not None:
        other: Path = args.without_internet
        other_app = other / "fivedice" if (other / "fivedice" / "fivedice").is_file() else other
        other_archives = sorted(other_app.parent.glob("fivedice-*.tar.*"))
        without = print_sizes(
            other_app,
            other_archives[-1] if other_archives else None,
            LIMITS_WITHOUT_INTERNET,
            f"Without internet play's libraries ({other_app})",
        )
        print(f"internet play's libraries add {(size - without) / 1e6:.1f} MB to the folder")
    if args.sizes_only:
        return 0
    drop = not args.no_drop_caches
    measure("built app", [str(app / "fivedice")], args.runs, args.cold_runs, drop, LIMITS["built"])
    script = Path(sys.executable).with_name("fivedice")
    venv_command = [str(script)] if script.is_file() else [sys.executable, "-m", "fivedice"]
    measure("fivedice (venv)", venv_command, args.runs, args.cold_runs, drop, LIMITS["venv"])
    if sys.platform.startswith("linux"):
        xcb_check_time(max(args.runs, 5))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Build the Five Dice app for this platform: ``python packaging/build.py``.

Steps: make a clean virtual environment (``build/venv``) and install into it, with hashes, what
this platform's lock names (``packaging/locks/build-<platform>.txt``: the game's dependencies,
PyInstaller, setuptools), then the project; run ``packaging/fivedice.spec``; add ``LICENSE`` and
the ``THIRD-PARTY-NOTICES.txt`` of what the build contains (``packaging/notices.py``); on Linux
check that every library a bundled file needs is there or the system's own, and print the
oldest glibc the build runs on; then pack the result, the same bytes from the same commit and
lock:

* Linux: ``dist/fivedice/`` and ``dist/fivedice-<version>-linux-<arch>.tar.xz``
* Windows: ``dist/fivedice/``, ``dist/fivedice-<version>-windows-<arch>.zip`` and, with Inno
  Setup 6, the installer ``dist/fivedice-<version>-windows-<arch>-setup.exe``
* macOS: ``dist/Five Dice.app`` and ``dist/fivedice-<version>-macos-<arch>.dmg`` (``.zip`` where
  ``hdiutil`` is missing)

Options: ``--python`` (which interpreter builds the environment), ``--reuse-venv`` (keep an
existing ``build/venv``), ``--no-venv`` (build with the running interpreter, which must already
have the project and PyInstaller installed), ``--unlocked`` (the newest versions pyproject.toml
allows instead of the lock), ``--release`` (a Linux build that needs a newer glibc than the
README promises, or a Windows build without the installer, fails), ``--no-archive``. The
archive's SHA-256 is printed (``sha256: ...``); the last line printed is the path of the archive
(or of the app folder with ``--no-archive``).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "packaging") not in sys.path:
    sys.path.insert(0, str(ROOT / "packaging"))
import linuxlibs  # noqa: E402  (beside this script)

SPEC = ROOT / "packaging" / "fivedice.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
VENV = ROOT / "build" / "venv"
NOTICES = ROOT / "packaging" / "notices.py"
LOCKS = ROOT / "packaging" / "locks"

#: What builds the app when pyproject.toml's ``build`` extra does not say: PyInstaller 6.
PYINSTALLER = "pyinstaller>=6.10,<7"


def project_version() -> str:
    """The version written in pyproject.toml."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("pyproject.toml: no version")
    return match.group(1)


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``...: the archive's platform part."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    system = "linux" if system.startswith("linux") else system
    return f"{system}-{platform.machine().lower()}"


def run(*command: str | Path) -> None:
    """Run a command from the project root, echoing it; stop the build if it fails."""
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], cwd=ROOT, check=True)


def run_retrying(
    *command: str | Path,
    attempts: int = 4,
    pause: float = 10.0,
    sleep: Callable[[float], object] = time.sleep,
) -> None:
    """Run a command that can fail for a while for the machine's reasons, not the build's: up to
    `attempts` times, waiting `pause` seconds after the first failure, twice that after the
    second, and so on; the last failure stops the build.

    ``hdiutil create`` fails now and then on hosted macOS runners ("Resource busy": something
    still has the new disk image open), and succeeds when tried again a little later.
    """
    for attempt in range(1, attempts + 1):
        print("+", " ".join(str(part) for part in command), flush=True)
        result = subprocess.run([str(part) for part in command], cwd=ROOT, check=False)
        if result.returncode == 0:
            return
        if attempt < attempts:
            wait = pause * attempt
            print(
                f"failed (exit status {result.returncode}, attempt {attempt} of {attempts}); "
                f"trying again in {wait:.0f} s",
                flush=True,
            )
            sleep(wait)
    raise subprocess.CalledProcessError(result.returncode, [str(part) for part in command])


def venv_python(venv: Path) -> Path:
    """The interpreter of a virtual environment."""
    if sys.platform == "win32":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def lock_file(tag: str | None = None) -> Path:
    """This platform's hash-locked build requirements (``packaging/lock.py`` writes them)."""
    return LOCKS / f"build-{tag or platform_tag()}.txt"


def prepare_venv(python: str, reuse: bool, locked: bool = True) -> Path:
    """A virtual environment with the project (not editable) and PyInstaller installed.

    Locked (the default): every package at the version and with the hashes of this platform's
    lock file (``pip install --require-hashes``), then the project itself without build isolation,
    so that nothing is fetched that the lock does not name. Unlocked (``--unlocked``, for a
    platform without a lock): the newest versions pyproject.toml allows.
    """
    if VENV.exists() and not reuse:
        shutil.rmtree(VENV)
    if not VENV.exists():
        run(python, "-m", "venv", VENV)
    interpreter = venv_python(VENV)
    if locked:
        lock = lock_file()
        if not lock.exists():
            raise SystemExit(
                f"no lock for {platform_tag()} ({lock.relative_to(ROOT)}): add the platform to "
                "packaging/lock.py and run it, or build with --unlocked"
            )
        run(interpreter, "-m", "pip", "install", "--quiet", "--require-hashes", "-r", lock)
        # Not editable: the app is built from what `pip install .` installs, metadata included.
        run(interpreter, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
            ROOT)  # fmt: skip
        run(interpreter, "-m", "pip", "check")  # the lock still satisfies pyproject.toml
        return interpreter
    run(interpreter, "-m", "pip", "install", "--quiet", f"{ROOT}[build]")
    has_pyinstaller = subprocess.run(
        [str(interpreter), "-c", "import PyInstaller"], capture_output=True, check=False
    )
    if has_pyinstaller.returncode != 0:
        run(interpreter, "-m", "pip", "install", "--quiet", PYINSTALLER)
    return interpreter


def folder_size(path: Path) -> int:
    """Bytes of all files under a folder (symbolic links not followed)."""
    return sum(item.lstat().st_size for item in path.rglob("*") if item.is_file())


def load_beside(name: str, path: Path) -> ModuleType:
    """A script of packaging/ that is not importable by name (``windows/installer.py``)."""
    spec = importlib.util.spec_from_file_location(f"fivedice_build_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sha256_of(path: Path) -> str:
    """The SHA-256 of a file, as ``sha256sum`` prints it."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def add_licences(app: Path, interpreter: Path) -> None:
    """The project's LICENSE and the THIRD-PARTY-NOTICES.txt of everything bundled, written by
    packaging/notices.py from what the build contains (it stops the build when something
    bundled has no known licence): beside the executable, or in a macOS bundle's Resources."""
    folder = app / "Contents" / "Resources" if sys.platform == "darwin" else app
    shutil.copyfile(ROOT / "LICENSE", folder / "LICENSE")
    run(interpreter, NOTICES, "write", app, "--work", WORK / "fivedice",
        "--output", folder / "THIRD-PARTY-NOTICES.txt")  # fmt: skip
    if sys.platform == "darwin":
        # PyInstaller signed the bundle (ad hoc) before these files were in it: sign it again,
        # or `codesign --verify --strict` finds resources the seal does not cover.
        run("codesign", "--force", "--deep", "--sign", "-", app)


def check_linux_app(app: Path, release: bool) -> None:
    """Linux: every library a bundled file needs is bundled or left to the system on purpose
    (PyInstaller only warns about one it could not find, and a kept Qt plugin without its
    library fails on the user's machine), no library that must come from the system was bundled,
    and the oldest glibc the build runs on, which a release must keep within the README's
    promise."""
    problems = []
    missing = linuxlibs.missing_libraries(app)
    problems += [f"{path} needs {', '.join(names)}" for path, names in missing.items()]
    names = [path.name for path in app.rglob("*.so*")]
    problems += [f"{name} is bundled, but must come from the system" for name in
                 linuxlibs.bundled_from_the_system(names)]  # fmt: skip
    if problems:
        raise SystemExit("the build lacks libraries:\n  " + "\n  ".join(problems))
    floor, needing = linuxlibs.glibc_floor(app)
    promise = linuxlibs.GLIBC_FLOOR
    print(f"glibc floor: {floor} (README promises {promise}), needed by {', '.join(needing[:5])}"
          + (f" and {len(needing) - 5} more" if len(needing) > 5 else ""))  # fmt: skip
    if linuxlibs.version_key(floor) > linuxlibs.version_key(promise):
        message = f"the build needs glibc {floor}, newer than the README's {promise}"
        if release:
            raise SystemExit(message + " (build a release in the manylinux_2_34 container)")
        print(f"note: {message}; a release is built where it needs no more", flush=True)


def source_date_epoch() -> int:
    """The time every built and archived file is dated: ``SOURCE_DATE_EPOCH`` when set, else the
    last commit's time, else pyproject.toml's (a source folder outside git)."""
    given = os.environ.get("SOURCE_DATE_EPOCH")
    if given:
        return int(given)
    commit = subprocess.run(
        ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if commit.returncode == 0 and commit.stdout.strip().isdigit():
        return int(commit.stdout.strip())
    return int((ROOT / "pyproject.toml").stat().st_mtime)


def make_tar_xz(folder: Path, archive: Path, epoch: int) -> None:
    """A .tar.xz of the folder, which unpacks into a folder of the same name: entries in name
    order, dated `epoch`, owned by nobody in particular, so that the same folder makes the same
    bytes. xz (preset 9) makes it 23% smaller than gzip -9 did."""

    def normalised(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = epoch
        info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
        return info

    # TarFile.add walks each folder in sorted order; GNU format: no PAX time records.
    with tarfile.open(archive, "w:xz", preset=9, format=tarfile.GNU_FORMAT) as tar:
        tar.add(folder, arcname=folder.name, filter=normalised)


def make_zip(folder: Path, archive: Path, epoch: int) -> None:
    """A .zip of the folder, which unpacks into a folder of the same name: entries in name order,
    dated `epoch` (1980 at the earliest, zip's first date), so that the same folder makes the
    same bytes."""
    stamp = time.gmtime(max(epoch, 315532800))[:6]
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            name = path.relative_to(folder.parent).as_posix()
            if path.is_dir():
                info = zipfile.ZipInfo(name + "/", stamp)
                info.external_attr = (0o40755 << 16) | 0x10
                zf.writestr(info, b"")
                continue
            info = zipfile.ZipInfo(name, stamp)
            info.external_attr = (0o100755 if os.access(path, os.X_OK) else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, path.read_bytes(), compresslevel=9)


def make_macos_archive(app: Path, stem: str) -> Path:
    """A .dmg of the .app (with a link to /Applications), or a .zip where hdiutil is missing.
    ``hdiutil create`` is tried again when it fails (see :func:`run_retrying`)."""
    if shutil.which("hdiutil"):
        staging = WORK / "dmg"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        # ditto keeps the bundle's symbolic links, permissions and extended attributes.
        run("ditto", app, staging / app.name)
        (staging / "Applications").symlink_to("/Applications")
        archive = DIST / f"{stem}.dmg"
        run_retrying(
            "hdiutil", "create", "-volname", "Five Dice", "-srcfolder", staging,
            "-ov", "-format", "UDZO", archive,
        )  # fmt: skip
        return archive
    archive = DIST / f"{stem}.zip"
    if shutil.which("ditto"):
        run("ditto", "-c", "-k", "--keepParent", app, archive)
    else:
        make_zip(app, archive, source_date_epoch())
    return archive


def main(argv: list[str] | None = None) -> int:
    """Build the app and its archive; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="interpreter for build/venv")
    parser.add_argument("--reuse-venv", action="store_true", help="keep an existing build/venv")
    parser.add_argument(
        "--no-venv",
        action="store_true",
        help="build with the running interpreter (project and PyInstaller already installed)",
    )
    parser.add_argument("--no-archive", action="store_true", help="stop after dist/")
    parser.add_argument(
        "--unlocked",
        action="store_true",
        help="install the newest versions pyproject.toml allows, not this platform's lock",
    )
    parser.add_argument(
        "--release",
        action="store_true",
        help=f"a release: on Linux, fail when the build needs a glibc newer than "
        f"{linuxlibs.GLIBC_FLOOR} (the README's promise)",
    )
    args = parser.parse_args(argv)

    started = time.monotonic()
    version = project_version()
    interpreter = (
        Path(sys.executable)
        if args.no_venv
        else prepare_venv(args.python, args.reuse_venv, locked=not args.unlocked)
    )

    WORK.mkdir(parents=True, exist_ok=True)
    for stale in (DIST / "fivedice", DIST / "Five Dice.app"):
        shutil.rmtree(stale, ignore_errors=True)
    epoch = source_date_epoch()
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        # The same build twice makes the same files: dates from the source, not the clock, and
        # the same order wherever PyInstaller walks a set or a dict of strings.
        SOURCE_DATE_EPOCH=str(epoch),
        PYTHONHASHSEED="0",
    )
    print("+ PyInstaller", SPEC.relative_to(ROOT), flush=True)
    subprocess.run(
        [
            str(interpreter), "-m", "PyInstaller", "--noconfirm", "--clean",
            "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC),
        ],
        # Not from the source tree, so that the installed package is what gets analysed.
        cwd=WORK.parent,
        env=env,
        check=True,
    )  # fmt: skip

    app = DIST / ("Five Dice.app" if sys.platform == "darwin" else "fivedice")
    add_licences(app, interpreter)
    if sys.platform.startswith("linux"):
        check_linux_app(app, args.release)
    print(f"app: {app} ({folder_size(app) / 1e6:.1f} MB)")
    result = app
    if not args.no_archive:
        stem = f"fivedice-{version}-{platform_tag()}"
        if sys.platform == "darwin":
            result = make_macos_archive(app, stem)
        elif sys.platform == "win32":
            result = DIST / f"{stem}.zip"
            make_zip(app, result, epoch)
            # The installer beside the zip: a per-user install with a Start-menu entry.
            installer = load_beside("installer", ROOT / "packaging" / "windows" / "installer.py")
            setup = installer.build_installer(app, version, DIST, f"{stem}-setup")
            if setup is None and args.release:
                raise SystemExit("a release needs Inno Setup 6 for the Windows installer")
            if setup is not None:
                print(f"installer: {setup.name} ({setup.stat().st_size / 1e6:.1f} MB)")
        else:
            result = DIST / f"{stem}.tar.xz"
            make_tar_xz(app, result, epoch)
        print(f"archive: {result.name} ({result.stat().st_size / 1e6:.1f} MB)")
        print(f"sha256: {sha256_of(result)}")
    print(f"built in {time.monotonic() - started:.0f} s")
    print(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

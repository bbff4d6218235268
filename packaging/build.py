"""Build the Five Dice app for this platform: ``python packaging/build.py``.

Steps: make a clean virtual environment (``build/venv``), install the project and PyInstaller into
it, run ``packaging/fivedice.spec``, then pack the result into one archive per platform:

* Linux: ``dist/fivedice/`` and ``dist/fivedice-<version>-linux-<arch>.tar.gz``
* Windows: ``dist/fivedice/`` and ``dist/fivedice-<version>-windows-<arch>.zip``
* macOS: ``dist/Five Dice.app`` and ``dist/fivedice-<version>-macos-<arch>.dmg`` (``.zip`` where
  ``hdiutil`` is missing)

Options: ``--python`` (which interpreter builds the environment), ``--reuse-venv`` (keep an
existing ``build/venv``), ``--no-venv`` (build with the running interpreter, which must already
have the project and PyInstaller installed), ``--no-archive``. The last line printed is the path of
the archive (or of the app folder with ``--no-archive``).
"""

from __future__ import annotations

import argparse
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

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "fivedice.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
VENV = ROOT / "build" / "venv"

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


def prepare_venv(python: str, reuse: bool) -> Path:
    """A virtual environment with the project (not editable) and PyInstaller installed."""
    if VENV.exists() and not reuse:
        shutil.rmtree(VENV)
    if not VENV.exists():
        run(python, "-m", "venv", VENV)
    interpreter = venv_python(VENV)
    run(interpreter, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    # Not editable: the app is built from what `pip install .` installs, metadata included.
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


def make_tar_gz(folder: Path, archive: Path) -> None:
    """A .tar.gz of the folder, which unpacks into a folder of the same name."""

    def normalised(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name, filter=normalised)


def make_zip(folder: Path, archive: Path) -> None:
    """A .zip of the folder, which unpacks into a folder of the same name."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            zf.write(path, path.relative_to(folder.parent))


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
        make_zip(app, archive)
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
    args = parser.parse_args(argv)

    started = time.monotonic()
    version = project_version()
    interpreter = (
        Path(sys.executable) if args.no_venv else prepare_venv(args.python, args.reuse_venv)
    )

    WORK.mkdir(parents=True, exist_ok=True)
    for stale in (DIST / "fivedice", DIST / "Five Dice.app"):
        shutil.rmtree(stale, ignore_errors=True)
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
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
    print(f"app: {app} ({folder_size(app) / 1e6:.1f} MB)")
    result = app
    if not args.no_archive:
        stem = f"fivedice-{version}-{platform_tag()}"
        if sys.platform == "darwin":
            result = make_macos_archive(app, stem)
        elif sys.platform == "win32":
            result = DIST / f"{stem}.zip"
            make_zip(app, result)
        else:
            result = DIST / f"{stem}.tar.gz"
            make_tar_gz(app, result)
        print(f"archive: {result.name} ({result.stat().st_size / 1e6:.1f} MB)")
    print(f"built in {time.monotonic() - started:.0f} s")
    print(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The Windows installer of the one-folder app: Inno Setup's compiler (ISCC.exe) run on
``packaging/windows/fivedice.iss``.

``packaging/build.py`` calls :func:`build_installer` on Windows once PyInstaller has made
``dist/fivedice/``. A machine without Inno Setup 6 makes no installer, and says so, rather than
failing the build; a compiler that fails, or writes no installer, stops it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

SCRIPT = Path(__file__).resolve().parent / "fivedice.iss"

#: The folders Inno Setup's own installer chooses, by environment variable: for everyone (the
#: 32-bit, then the 64-bit Program Files) or, installed without administrator rights, for one
#: user. Inno Setup 7, which reads Inno Setup 6 scripts, is taken where there is no 6.
INSTALL_FOLDERS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (variable, (*under, f"Inno Setup {major}"))
    for major in (6, 7)
    for variable, under in (
        ("ProgramFiles(x86)", ()),
        ("ProgramFiles", ()),
        ("LOCALAPPDATA", ("Programs",)),
    )
)


def find_iscc() -> Path | None:
    """Inno Setup's command-line compiler: ``iscc`` on PATH, else ``ISCC.exe`` in a folder Inno
    Setup installs itself into (:data:`INSTALL_FOLDERS`); None when there is none."""
    for name in ("iscc", "ISCC"):
        found = shutil.which(name)
        if found:
            return Path(found)
    for variable, folder in INSTALL_FOLDERS:
        base = os.environ.get(variable)
        if base:
            candidate = Path(base, *folder, "ISCC.exe")
            if candidate.is_file():
                return candidate
    return None


def numeric_version(version: str) -> str:
    """The four numbers a Windows version resource holds, from a version such as ``0.1.0``
    (``0.1.0.0``) or ``1.2rc1`` (``1.2.0.0``): its leading numbers, padded with zeros, the
    fifth and later dropped."""
    match = re.match(r"\d+(?:\.\d+)*", version)
    if match is None:
        raise ValueError(f"version {version!r} does not start with a number")
    numbers = [int(part) for part in match.group().split(".")][:4]
    if any(number > 65535 for number in numbers):
        raise ValueError(f"version {version!r}: Windows takes numbers up to 65535")
    return ".".join(str(number) for number in numbers + [0] * (4 - len(numbers)))


def iscc_command(
    iscc: Path | str, app_folder: Path, version: str, output_dir: Path, base_name: str
) -> list[str]:
    """The command that makes ``<output_dir>/<base_name>.exe`` from the app in `app_folder`:
    quiet (errors only), every value the script takes given as a /D define."""
    if not base_name or re.search(r'[\\/:*?"<>|]', base_name) or base_name.endswith(".exe"):
        raise ValueError(f"{base_name!r} is not a file name without its .exe")
    return [
        str(iscc),
        "/Q",
        f"/DAppVersion={version}",
        f"/DAppNumericVersion={numeric_version(version)}",
        f"/DSourceDir={Path(app_folder).absolute()}",
        f"/DOutputDir={Path(output_dir).absolute()}",
        f"/DOutputBaseFilename={base_name}",
        str(SCRIPT),
    ]


def build_installer(
    app_folder: Path,
    version: str,
    output_dir: Path,
    base_name: str,
    run: Callable[..., subprocess.CompletedProcess[Any]] = subprocess.run,
) -> Path | None:
    """Make ``<output_dir>/<base_name>.exe``, the installer of the app in `app_folder`, and return
    its path; None (saying so) where Inno Setup is not installed.

    Raises FileNotFoundError when the app has no ``fivedice.exe`` or the compiler wrote no
    installer, CalledProcessError when the compiler fails.
    """
    app_folder, output_dir = Path(app_folder), Path(output_dir)
    iscc = find_iscc()
    if iscc is None:
        print(
            "Inno Setup 6 not found (no iscc on PATH, no ISCC.exe in its usual folders): "
            "no installer made",
            flush=True,
        )
        return None
    if not (app_folder / "fivedice.exe").is_file():
        raise FileNotFoundError(f"{app_folder} has no fivedice.exe: build the app first")
    installer = output_dir / f"{base_name}.exe"
    output_dir.mkdir(parents=True, exist_ok=True)
    # An installer left by an earlier build must not pass for this one's.
    installer.unlink(missing_ok=True)
    command = iscc_command(iscc, app_folder, version, output_dir, base_name)
    print("+", _shown(command), flush=True)
    result = run(command, check=False)
    if result.returncode != 0:
        raise subprocess.CalledProcessError(result.returncode, command)
    if not installer.is_file():
        raise FileNotFoundError(f"Inno Setup made no {installer}")
    return installer


def _shown(command: Sequence[str]) -> str:
    return " ".join(f'"{part}"' if " " in part else part for part in command)

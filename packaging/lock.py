"""Refresh the build's hash-locked requirements: ``python packaging/lock.py``.

``packaging/build.py`` installs the app's build environment from ``packaging/locks/``, one file
per platform it is released for, with ``pip install --require-hashes``: every package (the game's
dependencies, PyInstaller and its hooks, the setuptools that installs the project) at one version,
each file of it checked against the hashes written here. So a tag builds what its commit locked,
whatever PyPI has published since, and two builds from one lock get the same files.

This script resolves the locks again from ``pyproject.toml`` (its dependencies, its ``build``
extra and its build system's requirements) with uv, for each platform's Python and oldest system,
taking the newest versions the project allows. Review the change (``git diff packaging/locks``),
build and test, then commit it. ``--platform`` refreshes one; ``--keep`` keeps the versions already
locked where they still fit (only adding what is new), instead of taking the newest.

uv is taken from the PATH, or installed into ``build/lock-tools`` with pip.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCKS = ROOT / "packaging" / "locks"
TOOLS = ROOT / "build" / "lock-tools"
REFRESH = "python packaging/lock.py"


@dataclass(frozen=True)
class Target:
    """One platform a release is built for: its lock file, its Python, its oldest system."""

    tag: str  #: build.py's platform tag: the lock is packaging/locks/build-<tag>.txt
    python: str  #: the Python version that builds it
    platform: str  #: uv's --python-platform: the oldest system the wheels may need
    environment: tuple[tuple[str, str], ...] = ()  #: extra environment for uv

    @property
    def path(self) -> Path:
        return LOCKS / f"build-{self.tag}.txt"


#: Linux: built in a manylinux_2_34 container (glibc 2.34, the README's floor) with its Python
#: 3.11; Qt 6.10 and later are only published for glibc 2.34 and newer. Windows and macOS: the
#: release workflow's Python 3.12; macOS 14 is the app's minimum (specparts.MACOS_MINIMUM).
TARGETS = (
    Target("linux-x86_64", "3.11", "x86_64-manylinux_2_34"),
    Target("windows-amd64", "3.12", "x86_64-pc-windows-msvc"),
    Target("macos-arm64", "3.12", "aarch64-apple-darwin", (("MACOSX_DEPLOYMENT_TARGET", "14.0"),)),
)


def build_requirements() -> list[str]:
    """pyproject.toml's [build-system] requires: installing the project without build isolation
    (so without fetching anything unlocked) needs them in the build environment."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = re.search(r"^\[build-system\]\n(.*?)(?=^\[)", text, re.MULTILINE | re.DOTALL)
    if not section:
        raise SystemExit("pyproject.toml: no [build-system]")
    requires = re.search(r"^requires\s*=\s*\[(.*?)\]", section.group(1), re.MULTILINE | re.DOTALL)
    if not requires:
        raise SystemExit("pyproject.toml: [build-system] has no requires")
    return re.findall(r'"([^"]+)"', requires.group(1))


def find_uv() -> Path:
    """uv from the PATH, or from build/lock-tools (installed there with pip the first time)."""
    found = shutil.which("uv")
    if found:
        return Path(found)
    bin_dir = TOOLS / ("Scripts" if sys.platform == "win32" else "bin")
    uv = bin_dir / ("uv.exe" if sys.platform == "win32" else "uv")
    if not uv.exists():
        subprocess.run([sys.executable, "-m", "venv", str(TOOLS)], check=True)
        python = bin_dir / ("python.exe" if sys.platform == "win32" else "python")
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "uv"], check=True)
    return uv


def compile_command(uv: Path, target: Target, extra_input: Path, keep: bool) -> list[str]:
    """The uv command that writes one target's lock."""
    command = [
        str(uv), "pip", "compile", "pyproject.toml", str(extra_input.relative_to(ROOT)),
        "--extra", "build",
        "--generate-hashes",
        "--python-version", target.python,
        "--python-platform", target.platform,
        "--custom-compile-command", f"{REFRESH} --platform {target.tag}",
        "--output-file", str(target.path.relative_to(ROOT)),
        "--quiet",
    ]  # fmt: skip
    if not keep:
        command.append("--upgrade")
    return command


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--platform", action="append", choices=[t.tag for t in TARGETS], help="only this one"
    )
    parser.add_argument("--keep", action="store_true", help="keep the versions already locked")
    args = parser.parse_args(argv)
    chosen = [t for t in TARGETS if not args.platform or t.tag in args.platform]
    uv = find_uv()
    LOCKS.mkdir(parents=True, exist_ok=True)
    # uv names its inputs in the lock's comments: a stable name in build/, not a temporary one.
    extra_input = ROOT / "build" / "build-system.in"
    extra_input.parent.mkdir(parents=True, exist_ok=True)
    extra_input.write_text("\n".join(build_requirements()) + "\n", encoding="utf-8")
    for target in chosen:
        env = dict(os.environ, **dict(target.environment))
        print(f"{target.path.relative_to(ROOT)}: Python {target.python}, {target.platform}")
        command = compile_command(uv, target, extra_input, args.keep)
        subprocess.run(command, cwd=ROOT, env=env, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

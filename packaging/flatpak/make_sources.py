"""Write the Flatpak's Python module from the Linux build lock.

``python packaging/flatpak/make_sources.py [--download]``

The Flatpak (``io.github.fivedice.FiveDice.json`` beside this script) installs the game's Python
dependencies from ``python3-requirements.json``, a Flatpak module of PyPI wheels, each named by
its URL and SHA-256, since Flathub builds without a network. This script writes that module from
``packaging/locks/build-linux-x86_64.txt`` (``python packaging/lock.py``), so the Flatpak gets
the very versions the other builds lock:

* every locked package except the build's own tools (PyInstaller and what only it needs) and the
  Qt bindings (PySide6 and shiboken6), which come from the ``io.qt.PySide.BaseApp`` base
  application, built against the runtime's Qt;
* for each package and each architecture the Flatpak is built for, the best wheel PyPI has for
  the runtime's Python and glibc (as pip would choose it there): one built for that Python, else
  a stable-ABI (abi3) one, else a pure-Python one;
* a source archive only for the packages of :data:`SOURCE_BUILDS`, on an architecture without a
  wheel (miniaudio has none for Linux on aarch64): the module installs them after the others, so
  their build requirements are there (``--no-build-isolation``), and the SDK compiles them;
* each file's SHA-256 must be one of the lock's hashes for that package: anything else stops the
  script, as does any other package without a wheel for an architecture.

Run it after refreshing the lock or changing the runtime below, review the change
(``git diff packaging/flatpak``), and commit it; ``--download`` also fetches every file and checks
its SHA-256. Standard library only; it reads PyPI's JSON API.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LOCK = ROOT / "packaging" / "locks" / "build-linux-x86_64.txt"
OUTPUT = HERE / "python3-requirements.json"
REFRESH = "python packaging/flatpak/make_sources.py"

#: The runtime of the manifest (org.kde.Platform 6.11, on the freedesktop SDK 25.08): its Python,
#: and a glibc it has at least (24.08 already had 2.40), so no wheel needs a newer one.
PYTHON = (3, 13)
GLIBC = (2, 40)
#: The architectures Flathub builds, each with the oldest manylinux glibc it has wheels for.
ARCHES = {"x86_64": 5, "aarch64": 17}

#: Locked only to build the PyInstaller archives: not part of the game.
BUILD_ONLY = frozenset({"pyinstaller", "pyinstaller-hooks-contrib", "altgraph"})
#: The Qt bindings: the io.qt.PySide.BaseApp base application has them, built for the runtime's Qt.
FROM_BASE_APP = frozenset({"pyside6", "pyside6-essentials", "pyside6-addons", "shiboken6"})
LEFT_OUT = BUILD_ONLY | FROM_BASE_APP
#: Packages that may be built from their source archive where PyPI has no wheel for an
#: architecture, each with what building and running it needs (which the module installs first).
SOURCE_BUILDS = {"miniaudio": ("setuptools", "cffi")}
#: Packages the base application has in /app already (numpy, and packaging for its own build
#: tools): their copies there are removed first, so only the locked one is left (one
#: ``.dist-info`` each, and the base application's cleanup script uninstalls packaging cleanly).
REPLACED = ("numpy", "packaging")

PYPI = "https://pypi.org/pypi"
FILES = "https://files.pythonhosted.org/packages"

#: Legacy manylinux names and the glibc (2.N) they stand for.
LEGACY_MANYLINUX = {"manylinux1": 5, "manylinux2010": 12, "manylinux2014": 17}


@dataclass(frozen=True)
class Locked:
    """One package of the lock: its normalised name, its version and the hashes it allows."""

    name: str
    version: str
    hashes: frozenset[str]


@dataclass(frozen=True)
class Wheel:
    """A wheel on PyPI: its file name, URL and SHA-256."""

    filename: str
    url: str
    sha256: str


def normalize(name: str) -> str:
    """A project name as PEP 503 compares them: lower case, runs of ``-_.`` as one ``-``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def read_lock(path: Path) -> list[Locked]:
    """The packages of a pip requirements lock written with ``--generate-hashes``."""
    text = path.read_text(encoding="utf-8")
    lines = []
    for line in re.sub(r"\\\n", " ", text).splitlines():
        line = line.split(" #", 1)[0].strip()
        if line and not line.startswith("#"):
            lines.append(line)
    packages = []
    for line in lines:
        match = re.match(r"([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?==(\S+)", line)
        if not match or ";" in line:
            raise SystemExit(f"{path}: not a pinned requirement without markers: {line!r}")
        hashes = frozenset(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
        if not hashes:
            raise SystemExit(f"{path}: {match.group(1)} has no sha256 hashes")
        packages.append(Locked(normalize(match.group(1)), match.group(3), hashes))
    if not packages:
        raise SystemExit(f"{path}: no packages")
    return packages


def runtime_packages(packages: list[Locked]) -> list[Locked]:
    """The lock's packages that the Flatpak installs with pip."""
    return sorted((p for p in packages if p.name not in LEFT_OUT), key=lambda p: p.name)


def supported_tags(arch: str) -> list[tuple[str, str, str]]:
    """The wheel tags the runtime's pip accepts on `arch`, best first (as ``packaging.tags``
    orders them for CPython)."""
    major, minor = PYTHON
    oldest = ARCHES[arch]
    platforms = [f"manylinux_{GLIBC[0]}_{n}_{arch}" for n in range(GLIBC[1], oldest - 1, -1)]
    cp = f"cp{major}{minor}"
    tags = [(cp, cp, p) for p in platforms]
    tags += [(cp, "abi3", p) for p in platforms]
    tags += [(cp, "none", p) for p in platforms]
    for older in range(minor - 1, 1, -1):
        tags += [(f"cp{major}{older}", "abi3", p) for p in platforms]
    pys = [f"py{major}{minor}", f"py{major}"] + [f"py{major}{n}" for n in range(minor - 1, -1, -1)]
    for py in pys:
        tags += [(py, "none", p) for p in platforms]
    tags.append((cp, "none", "any"))
    tags += [(py, "none", "any") for py in pys]
    return tags


def wheel_tags(filename: str) -> set[tuple[str, str, str]]:
    """The tags a wheel's file name declares (its compressed tag sets expanded), with legacy
    manylinux names given as ``manylinux_2_N``."""
    parts = filename[: -len(".whl")].split("-")
    if len(parts) not in (5, 6):
        raise SystemExit(f"not a wheel's file name: {filename}")
    pythons, abis, platforms = parts[-3:]
    tags = set()
    for platform in platforms.split("."):
        for legacy, glibc in LEGACY_MANYLINUX.items():
            if platform.startswith(legacy + "_"):
                platform = f"manylinux_2_{glibc}_" + platform[len(legacy) + 1 :]
        for python in pythons.split("."):
            for abi in abis.split("."):
                tags.add((python, abi, platform))
    return tags


def is_sdist(filename: str) -> bool:
    """Whether `filename` is a source archive."""
    return filename.endswith(".tar.gz")


def best_wheel(files: list[Wheel], arch: str) -> Wheel | None:
    """The wheel among `files` that pip would install on the runtime on `arch`, if any."""
    rank = {tag: index for index, tag in enumerate(supported_tags(arch))}
    best: tuple[int, Wheel] | None = None
    for wheel in files:
        if not wheel.filename.endswith(".whl"):
            continue
        ranks = [rank[tag] for tag in wheel_tags(wheel.filename) if tag in rank]
        if ranks and (best is None or min(ranks) < best[0]):
            best = (min(ranks), wheel)
    return best[1] if best else None


def fetch_json(url: str) -> dict:
    """The JSON document at `url`."""
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)


def file_url(url: str, page: str) -> str:
    """PyPI's own address of a file (``files.pythonhosted.org/packages/...``), also where a
    mirror of the API gave it by a path of its own (relative to `page`, the JSON's address)."""
    absolute = urllib.parse.urljoin(page, url)
    tail = re.search(r"/packages/([0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f]{60}/[^/]+)$", absolute)
    if not tail:
        raise SystemExit(f"not the address of a file on PyPI: {absolute}")
    return f"{FILES}/{tail.group(1)}"


def release_files(package: Locked) -> list[Wheel]:
    """The files PyPI has for the locked version of `package`."""
    page = f"{PYPI}/{package.name}/{package.version}/json"
    try:
        entries = fetch_json(page)["urls"]
    except urllib.error.HTTPError as error:
        if error.code != 404:
            raise
        # A mirror may answer only the project's own page: it lists every release's files.
        page = f"{PYPI}/{package.name}/json"
        entries = fetch_json(page)["releases"].get(package.version)
        if not entries:
            raise SystemExit(f"PyPI has no {package.name} {package.version}") from None
    return [Wheel(e["filename"], file_url(e["url"], page), e["digests"]["sha256"]) for e in entries]


def download_matches(wheel: Wheel) -> bool:
    """Whether the file at the wheel's URL has the wheel's SHA-256 (it is downloaded)."""
    digest = hashlib.sha256()
    with urllib.request.urlopen(wheel.url, timeout=300) as response:
        while chunk := response.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest() == wheel.sha256


def choose(package: Locked, files: list[Wheel], lock: Path = LOCK) -> dict[str, Wheel]:
    """Each architecture's file of `package` (its wheel, or where it has none and may be built,
    its source archive), checked against the lock's hashes."""
    chosen = {}
    for arch in ARCHES:
        wheel = best_wheel(files, arch)
        if wheel is None and package.name in SOURCE_BUILDS:
            wheel = next((f for f in files if is_sdist(f.filename)), None)
        if wheel is None:
            raise SystemExit(
                f"{package.name} {package.version}: no wheel for Python "
                f"{PYTHON[0]}.{PYTHON[1]} on {arch} (glibc {GLIBC[0]}.{GLIBC[1]} or older)"
            )
        if wheel.sha256 not in package.hashes:
            raise SystemExit(
                f"{package.name} {package.version}: {wheel.filename} has sha256 {wheel.sha256}, "
                f"which is not among the lock's hashes for it ({lock.name}): refresh the lock "
                f"(python packaging/lock.py) or find out why PyPI's file differs"
            )
        chosen[arch] = wheel
    return chosen


def module(choices: dict[Locked, dict[str, Wheel]], lock: Path = LOCK) -> dict:
    """The Flatpak module that installs every chosen file: first the packages with wheels only,
    then those built from source somewhere (their build requirements are installed by then)."""
    sources = []
    for by_arch in choices.values():
        wheels = {wheel: [a for a in ARCHES if by_arch[a] == wheel] for wheel in by_arch.values()}
        for wheel, arches in wheels.items():
            source: dict[str, object] = {"type": "file", "url": wheel.url, "sha256": wheel.sha256}
            if len(arches) < len(ARCHES):
                source["only-arches"] = arches
            sources.append(source)
    built = [
        p for p, by_arch in choices.items() if any(is_sdist(w.filename) for w in by_arch.values())
    ]
    first = [p for p in choices if p not in built]
    for package in built:
        missing = set(SOURCE_BUILDS[package.name]) - {p.name for p in first}
        if missing:
            raise SystemExit(f"{package.name} is built from source but needs {sorted(missing)}")
    if not set(REPLACED) <= {p.name for p in choices}:
        raise SystemExit(f"{sorted(REPLACED)} are to replace the base application's, not locked")
    # --ignore-installed: pip must not try to replace a copy in the SDK's read-only /usr (its
    # setuptools, say): each package goes to /app as locked. The wheels-only group is resolved
    # (so a dependency missing from the lock fails the build); the source builds come last.
    pip = (
        "pip3 install --no-index --find-links=. --prefix=${FLATPAK_DEST} --no-build-isolation"
        " --ignore-installed"
    )
    site = "${FLATPAK_DEST}/lib/python3*/site-packages"
    commands = [
        "rm -rf " + " ".join(f"{site}/{n} {site}/{n}-*.dist-info {site}/{n}.libs" for n in REPLACED)
    ]
    commands.append(f"{pip} {' '.join(f'{p.name}=={p.version}' for p in first)}")
    if built:
        commands.append(f"{pip} --no-deps {' '.join(f'{p.name}=={p.version}' for p in built)}")
    return {
        "name": "python3-requirements",
        "x-generated-by": f"{REFRESH}, from packaging/locks/{lock.name}: do not edit",
        "buildsystem": "simple",
        "build-commands": commands,
        "sources": sources,
        # What the dependencies put beside their code: their commands (wormhole, twistd, ...),
        # txtorcon's documentation, magic-wormhole's shell completions. The game needs none.
        "cleanup": ["/bin", "/share/txtorcon", "/wormhole_complete.*"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lock", type=Path, default=LOCK, help="the lock to read")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="the module to write")
    parser.add_argument(
        "--download", action="store_true", help="also download each wheel and check its SHA-256"
    )
    args = parser.parse_args(argv)
    choices = {}
    for package in runtime_packages(read_lock(args.lock)):
        choices[package] = choose(package, release_files(package), args.lock)
        wheels = sorted(set(choices[package].values()), key=lambda w: w.filename)
        names = ", ".join(w.filename for w in wheels)
        print(f"{package.name} {package.version}: {names}", flush=True)
        for wheel in wheels if args.download else []:
            if not download_matches(wheel):
                raise SystemExit(f"{wheel.url}: the download's SHA-256 is not {wheel.sha256}")
    text = json.dumps(module(choices, args.lock), indent=4, ensure_ascii=False) + "\n"
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(choices)} packages)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

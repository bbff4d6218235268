"""The third-party notices of a built app: ``THIRD-PARTY-NOTICES.txt``, made from what the build
really contains, and a check that an existing one still names all of it::

    python packaging/notices.py write APP [--output FILE] [--work WORKPATH]
    python packaging/notices.py check APP [--notices FILE] [--work WORKPATH]

APP is PyInstaller's one-folder app (``dist/fivedice``) or the macOS bundle (``dist/Five
Dice.app``). The notices go to ``APP/THIRD-PARTY-NOTICES.txt``, or for a bundle to
``Contents/Resources/THIRD-PARTY-NOTICES.txt``, unless ``--output`` says otherwise. WORKPATH is
PyInstaller's work folder of the build (``build/pyinstaller/fivedice``): its file lists say where
each bundled library was copied from, which names the system package it belongs to. Without it
the libraries are looked up by name (``ldconfig -p``).

Run it with the interpreter of the environment that built the app: the bundled Python packages
are recognised by that environment's metadata (``importlib.metadata``), file by file through
each distribution's RECORD, and the modules inside the executables are listed with PyInstaller's
own archive reader.

Every file of the app is attributed to a component: the app itself, Python, PyInstaller's
bootloader, a Python distribution, a library shipped inside a distribution's wheel (Qt, ICU,
OpenBLAS...) or a library copied from the build machine's system (attributed to its Debian or RPM
package). A file that cannot be attributed, or a component whose licence is not known, is a
problem: ``write`` then writes nothing, prints the problems naming the files, and exits with
status 1, so that a build never ships incomplete notices. ``check`` exits 1 when the notices file
is missing or no longer names everything the app contains.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path, PurePosixPath
from typing import Protocol

NOTICES = "THIRD-PARTY-NOTICES.txt"
PROJECT = "fivedice"
APP_NAME = "Five Dice"
HERE = Path(__file__).resolve().parent
#: Standard licence texts that no wheel or system package carries on every platform.
STANDARD_TEXTS = HERE / "licenses"
#: The project's own licence, beside packaging/.
PROJECT_LICENSE = HERE.parent / "LICENSE"
#: PyInstaller writes a folder whose name has a dot as this inside a macOS bundle's Frameworks.
DOT_REPLACEMENT = "__dot__"

QT_SOURCES = "https://download.qt.io/official_releases/qt/"
PYSIDE_SOURCES = "https://download.qt.io/official_releases/QtForPython/"
QT_THIRD_PARTY = "https://doc.qt.io/qt-6/licenses-used-in-qt.html"

#: A notices file larger than this is written with a warning: something may be listed twice.
SIZE_WARNING = 1_500_000

RULE = "=" * 80
THIN = "-" * 80


# --- licences ------------------------------------------------------------------------------------

SPDX_IDS = frozenset(
    """0BSD AFL-2.1 Apache-2.0 Artistic-2.0 Beerware blessing BSD-2-Clause BSD-3-Clause BSL-1.0
    bzip2-1.0.6 CC0-1.0 FTL GPL-2.0-only GPL-2.0-or-later GPL-3.0-only GPL-3.0-or-later HPND
    HPND-sell-variant IJG ISC LGPL-2.0-or-later LGPL-2.1-only LGPL-2.1-or-later LGPL-3.0-only
    LGPL-3.0-or-later libpng-2.0 MIT MIT-0 MPL-1.1 MPL-2.0 OpenSSL PSF-2.0 Python-2.0 TCL
    Unicode-3.0 Unicode-DFS-2016 Unlicense X11 Zlib ZPL-2.1 Bootloader-exception
    Classpath-exception-2.0 GCC-exception-3.1 LLVM-exception PCRE2-exception""".split()  # noqa: SIM905
)
SPDX_IDS_LOWER = {name.lower(): name for name in SPDX_IDS}

#: ``License`` fields that say plainly, in other words, what an SPDX identifier says.
LICENCE_ALIASES = {
    "apache license, version 2.0": "Apache-2.0",
    "apache license 2.0": "Apache-2.0",
    "apache 2.0": "Apache-2.0",
    "apache-2": "Apache-2.0",
    "mit license": "MIT",
    "the mit license": "MIT",
    "new bsd license": "BSD-3-Clause",
    "3-clause bsd license": "BSD-3-Clause",
    "isc license": "ISC",
    "zpl 2.1": "ZPL-2.1",
    "psf": "PSF-2.0",
}

#: Trove classifiers that name one licence without doubt (not "BSD License", not "GPLv2").
CLASSIFIERS = {
    "MIT License": "MIT",
    "MIT No Attribution License (MIT-0)": "MIT-0",
    "Apache Software License": "Apache-2.0",
    "ISC License (ISCL)": "ISC",
    "Python Software Foundation License": "PSF-2.0",
    "Zope Public License": "ZPL-2.1",
    "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
    "GNU Lesser General Public License v3 or later (LGPLv3+)": "LGPL-3.0-or-later",
    "GNU General Public License v3 or later (GPLv3+)": "GPL-3.0-or-later",
    "GNU General Public License v2 or later (GPLv2+)": "GPL-2.0-or-later",
    "The Unlicense (Unlicense)": "Unlicense",
    "zlib/libpng License": "Zlib",
    "Boost Software License 1.0 (BSL-1.0)": "BSL-1.0",
    "CC0 1.0 Universal (CC0 1.0) Public Domain Dedication": "CC0-1.0",
}

#: Distributions whose metadata does not say their licence clearly enough (normalised names).
KNOWN_LICENCES = {
    "pyinstaller": "GPL-2.0-or-later WITH Bootloader-exception",
    "pyinstaller-hooks-contrib": "GPL-2.0-or-later OR Apache-2.0",
    "pyside6": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "pyside6-essentials": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "pyside6-addons": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "shiboken6": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "automat": "MIT",
    "constantly": "MIT",
    "hyperlink": "MIT",
    "incremental": "MIT",
    "magic-wormhole": "MIT",
    "miniaudio": "MIT",
    "noiseprotocol": "MIT",
    "pynacl": "Apache-2.0",
    "pyopenssl": "Apache-2.0",
    "qrcode": "BSD-3-Clause",
    "setuptools": "MIT",
    "spake2": "MIT",
    "twisted": "MIT",
    "txtorcon": "MIT",
    "zope-interface": "ZPL-2.1",
}

#: The licence this app takes a distribution under, where the distribution offers a choice.
CHOSEN_LICENCES = {
    "pyside6": "LGPL-3.0-only",
    "pyside6-essentials": "LGPL-3.0-only",
    "pyside6-addons": "LGPL-3.0-only",
    "shiboken6": "LGPL-3.0-only",
}

#: A licence whose text needs another one beside it: the LGPL v3 adds permissions to the GPL v3.
NEEDS_TOO = {"LGPL-3.0": ("GPL-3.0",)}


def spdx_ids(expression: str) -> list[str]:
    """The licence identifiers of an SPDX expression, without exceptions or operators."""
    words = re.findall(r"[A-Za-z0-9.+-]+", expression)
    result: list[str] = []
    skip = False
    for word in words:
        if word in ("AND", "OR"):
            continue
        if word == "WITH":
            skip = True
            continue
        if not skip and word not in result:
            result.append(word)
        skip = False
    return result


def is_spdx(expression: str) -> bool:
    """Whether the text is an SPDX expression of licences this module knows."""
    words = re.findall(r"[^\s()]+", expression)
    return bool(words) and all(
        word in ("AND", "OR", "WITH") or word in SPDX_IDS or word.startswith("LicenseRef-")
        for word in words
    )


def clear_licence_field(text: str) -> str | None:
    """A ``License`` metadata field as an SPDX expression, when it is short and plainly one."""
    text = text.strip()
    if not text or "\n" in text or len(text) > 80:
        return None
    alias = LICENCE_ALIASES.get(text.lower())
    if alias:
        return alias
    words = [SPDX_IDS_LOWER.get(word.lower(), word) for word in text.split()]
    candidate = " ".join(words)
    return candidate if is_spdx(candidate) else None


def normalise(name: str) -> str:
    """A distribution name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def standard_text_name(spdx: str) -> str:
    """``LGPL-3.0-only`` -> ``LGPL-3.0``: the name of the licence's text in packaging/licenses."""
    return re.sub(r"-(only|or-later)$", "", spdx)


# --- what the app consists of --------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Where PyInstaller put things in a one-folder app or a macOS bundle."""

    root: Path
    contents: tuple[Path, ...]
    executables: Path
    contents_name: str

    @property
    def is_bundle(self) -> bool:
        return (self.root / "Contents").is_dir()


def layout(app: Path) -> Layout:
    """The app folder's layout: ``_internal`` beside the executables, or a macOS bundle's
    ``Contents/Frameworks`` and ``Contents/Resources``, its executables in ``Contents/MacOS``."""
    contents = app / "Contents"
    if contents.is_dir():
        return Layout(
            app,
            (contents / "Frameworks", contents / "Resources"),
            contents / "MacOS",
            "Contents/Frameworks",
        )
    internal = app / "_internal"
    if internal.is_dir():
        return Layout(app, (internal,), app, "_internal")
    return Layout(app, (app,), app, "the app folder")


def default_output(app: Path) -> Path:
    """Where the notices go in the app: beside the executable, or in a bundle's Resources."""
    if (app / "Contents").is_dir():
        return app / "Contents" / "Resources" / NOTICES
    return app / NOTICES


@dataclass(frozen=True)
class BuiltFile:
    """One file of the app. ``shown``: its path in the app folder as a user sees it; ``key``: the
    path PyInstaller collected it as (inside ``_internal``, with a bundle's ``__dot__`` undone),
    or "" for a file outside the collected contents (the executables, the app's own files)."""

    path: Path
    shown: str
    key: str


def built_files(lay: Layout, skip: Iterable[Path] = ()) -> list[BuiltFile]:
    """Every file of the app, symbolic links left out (what they lead to is listed itself)."""
    skipped = {os.path.normcase(os.path.abspath(path)) for path in skip}
    result = []
    for folder, _dirs, names in os.walk(lay.root):
        for name in sorted(names):
            path = Path(folder) / name
            if path.is_symlink() or os.path.normcase(os.path.abspath(path)) in skipped:
                continue
            shown = path.relative_to(lay.root).as_posix()
            key = ""
            for contents in lay.contents:
                if contents in path.parents:
                    key = path.relative_to(contents).as_posix().replace(DOT_REPLACEMENT, ".")
                    break
            result.append(BuiltFile(path, shown, key))
    return sorted(result, key=lambda item: item.shown)


def is_binary(key: str) -> bool:
    """Whether a path is of compiled code: a shared library, an extension module, a file inside
    a macOS framework, macOS's ``Python`` library."""
    name = PurePosixPath(key).name.lower()
    return bool(
        re.search(r"\.so(\.[\d.]+)?$|\.so\.\d|\.(dll|pyd|dylib)$", name)
        or ".framework/" in key.lower()
        or name == "python"
    )


def is_extension(key: str) -> bool:
    """Whether a binary is a Python extension module (rather than a plain shared library)."""
    name = PurePosixPath(key).name.lower()
    if name.endswith(".pyd"):
        return True
    if re.search(r"\.(cpython-[^.]+|abi3|cp\d+[^.]*|pypy[^.]*)\.so$", name):
        return True
    return name.endswith(".so") and not name.startswith("lib")


def module_of_extension(key: str) -> str:
    """``numpy/_core/_umath.cpython-311-x86_64-linux-gnu.so`` -> ``numpy._core._umath``."""
    path = PurePosixPath(key)
    return ".".join([*path.parent.parts, path.name.split(".")[0]]).lstrip(".")


# --- PyInstaller's executables and work folder ---------------------------------------------------


@dataclass
class Executable:
    """What an executable made by PyInstaller carries besides its bootloader."""

    modules: list[str] = field(default_factory=list)  # frozen modules (its PYZ and bootstrap)
    scripts: list[str] = field(default_factory=list)  # the entry script and run-time hooks
    others: list[str] = field(default_factory=list)  # anything else (a one-file build's files)


ExecutableReader = Callable[[Path], "Executable | None"]


#: What PyInstaller marks the archive inside each executable with.
COOKIE = b"MEI\014\013\012\013\016"


class NoReader(Exception):
    """PyInstaller, whose reader lists an executable's modules, cannot be imported here."""


def read_executable(path: Path) -> Executable | None:
    """The contents of a PyInstaller executable, read with PyInstaller's own reader; None for a
    file that is not one (a shell script beside it)."""
    try:
        from PyInstaller.archive.readers import (  # type: ignore[import-untyped,import-not-found,unused-ignore]
            CArchiveReader,
        )
    except ImportError as error:
        raise NoReader(str(error)) from error
    try:
        archive = CArchiveReader(str(path))
    except Exception:  # not an executable made by PyInstaller
        return None
    result = Executable()
    for name, entry in archive.toc.items():
        kind = entry[-1]
        if kind == "z":
            result.modules += list(archive.open_embedded_archive(name).toc)
        elif kind in ("m", "M"):
            result.modules.append(name)
        elif kind == "s":
            result.scripts.append(name)
        elif kind != "o":
            result.others.append(name)
    return result


@dataclass
class WorkLists:
    """What PyInstaller's work folder says: where each collected binary came from, and each
    module's source."""

    binaries: dict[str, str] = field(default_factory=dict)
    modules: dict[str, str] = field(default_factory=dict)


def read_work(work: Path) -> WorkLists:
    """The Analysis file lists of PyInstaller's work folder (Python literals, one tuple per
    Analysis; their lists of ``(destination, source, kind)`` entries), then PYZ's and COLLECT's.
    Sources inside the work folder itself (files trimmed by the spec) are left out: the original
    is what the Analysis names."""
    tocs = sorted(work.glob("Analysis-*.toc")) or sorted(work.glob("*/Analysis-*.toc"))
    if not tocs:
        raise NoticesError(f"{work}: no Analysis-*.toc (not PyInstaller's work folder)")
    folder = tocs[0].parent
    tocs += sorted(folder.glob("PYZ-*.toc")) + sorted(folder.glob("COLLECT-*.toc"))
    result = WorkLists()
    inside = os.path.normcase(os.path.abspath(folder))
    for toc in tocs:
        data = ast.literal_eval(toc.read_text(encoding="utf-8"))
        for entry in _toc_entries(data):
            dest, source, kind = entry
            if os.path.normcase(os.path.abspath(source)).startswith(inside + os.sep):
                continue
            if kind in ("BINARY", "EXTENSION"):
                result.binaries.setdefault(dest.replace("\\", "/"), source)
            elif kind == "PYMODULE":
                result.modules.setdefault(dest, source)
    return result


def read_work_executables(work: Path) -> dict[str, Executable]:
    """What each executable of the build carries, by file name, from the work folder's EXE file
    lists (its PYZ's modules from the PYZ list beside it): for when PyInstaller's reader cannot
    be imported."""
    tocs = sorted(work.glob("EXE-*.toc")) or sorted(work.glob("*/EXE-*.toc"))
    result: dict[str, Executable] = {}
    for toc in tocs:
        data = ast.literal_eval(toc.read_text(encoding="utf-8"))
        if not isinstance(data, tuple) or not data or not isinstance(data[0], str):
            continue
        contents = Executable()
        for dest, source, kind in _toc_entries(data):
            if kind == "PYZ":
                pyz = toc.parent / (Path(source.replace("\\", "/")).stem + ".toc")
                if pyz.is_file():
                    listed = ast.literal_eval(pyz.read_text(encoding="utf-8"))
                    contents.modules += [name for name, _s, _k in _toc_entries(listed)]
            elif kind == "PYMODULE":
                contents.modules.append(dest)
            elif kind == "PYSOURCE":
                contents.scripts.append(dest)
        result[data[0].replace("\\", "/").rsplit("/", 1)[-1]] = contents
    return result


def _toc_entries(data: object) -> Iterable[tuple[str, str, str]]:
    """Every ``(destination, source, kind)`` entry anywhere in a work folder's TOC literal."""
    if isinstance(data, (list, tuple)):
        if (
            len(data) == 3
            and all(isinstance(part, str) for part in data)
            and str(data[2]).isupper()
        ):
            yield (str(data[0]), str(data[1]), str(data[2]))
            return
        for item in data:
            yield from _toc_entries(item)


# --- Python distributions ------------------------------------------------------------------------


@dataclass
class Dist:
    """One installed distribution, as the app's files and modules are looked up in it."""

    dist: metadata.Distribution
    name: str
    version: str
    key: str
    base: Path
    files: list[str]
    vendored_in: str = ""

    @property
    def info_folder(self) -> str:
        """Its ``.dist-info`` folder, as RECORD paths start with it."""
        for path in self.files:
            parts = path.split("/")
            for number, part in enumerate(parts[:-1]):
                if part.endswith(".dist-info"):
                    return "/".join(parts[: number + 1])
        return ""


class Index:
    """The distributions of an environment, by file, module, top-level name and source path."""

    def __init__(self, distributions: Iterable[metadata.Distribution]) -> None:
        self.dists: list[Dist] = []
        self.by_key: dict[str, Dist] = {}
        self.by_file: dict[str, Dist] = {}
        self.by_name: dict[str, list[Dist]] = {}
        self.by_module: dict[str, Dist] = {}
        self.by_top: dict[str, list[Dist]] = {}
        self.by_source: dict[str, Dist] = {}
        self.by_script: dict[str, Dist] = {}  # PyInstaller's run-time hooks, by name
        for dist in distributions:
            name = dist.metadata["Name"] or ""
            if not name or normalise(name) in self.by_key:
                continue  # the first on the path wins, as for imports
            files = [
                PurePosixPath(str(path)).as_posix()
                for path in (dist.files or [])
                if ".." not in PurePosixPath(str(path)).parts
            ]
            entry = Dist(
                dist, name, dist.version, normalise(name), Path(str(dist.locate_file(""))), files
            )
            self._add(entry)
            for vendored in self._vendored(entry):
                self._add(vendored)

    def _vendored(self, parent: Dist) -> Iterable[Dist]:
        """Distributions copied into a package's ``_vendor`` folder with their metadata."""
        for path in parent.files:
            match = re.fullmatch(r"(.+/_vendor)/[^/]+\.dist-info/METADATA", path)
            if not match:
                continue
            folder = match.group(1)
            dist = metadata.PathDistribution(parent.base / PurePosixPath(path).parent)
            name = dist.metadata["Name"] or ""
            if not name:
                continue
            files = [
                f"{folder}/{PurePosixPath(str(item)).as_posix()}"
                for item in (dist.files or [])
                if ".." not in PurePosixPath(str(item)).parts
            ]
            yield Dist(
                dist, name, dist.version, f"{normalise(name)}@{parent.key}",
                parent.base, files, vendored_in=parent.name,
            )  # fmt: skip

    def _add(self, entry: Dist) -> None:
        self.dists.append(entry)
        self.by_key.setdefault(entry.key, entry)
        for path in entry.files:
            self.by_file[_casefold(path)] = entry
            self.by_source[_source_key(entry.base / path)] = entry
            name = PurePosixPath(path).name
            if not name.endswith((".py", ".pyc", ".pyi")):
                self.by_name.setdefault(_casefold(name), []).append(entry)
            module = _module_of_record_path(path)
            if module:
                self.by_module[module] = entry
            if re.search(r"(^|/)(rthooks|loader)/pyi[^/]*\.py$", path):
                self.by_script.setdefault(PurePosixPath(path).stem, entry)
        if not entry.vendored_in:
            for top in _top_level(entry):
                self.by_top.setdefault(top, []).append(entry)

    def owner(self, key: str, source: str | None = None) -> Dist | None:
        """The distribution a collected file belongs to: by its source path when the work folder
        names it, else by its path in the distribution's RECORD, else by its file name (PyInstaller
        can move a library), else by its top folder (a file PyInstaller laid out differently, as
        a macOS framework's Info.plist)."""
        if source:
            found = self.by_source.get(_source_key(Path(source)))
            if found:
                return found
        found = self.by_file.get(_casefold(key))
        if found:
            return found
        candidates = self.by_name.get(_casefold(PurePosixPath(key).name), [])
        if len({dist.key for dist in candidates}) == 1 and is_binary(key):
            return candidates[0]
        parts = PurePosixPath(key).parts
        if len(parts) > 1:
            tops = self.by_top.get(parts[0], [])
            folder = str(PurePosixPath(key).parent) + "/"
            if tops:
                return max(tops, key=lambda dist: sum(f.startswith(folder) for f in dist.files))
        return None

    def module_owner(self, name: str, source: str | None = None) -> Dist | None:
        """The distribution of a module, by its source path or its name."""
        if source:
            found = self.by_source.get(_source_key(Path(source)))
            if found:
                return found
        found = self.by_module.get(name)
        if found:
            return found
        return None

    def top_owner(self, name: str) -> Dist | None:
        """The distribution whose top-level name the module is under (as
        ``importlib.metadata.packages_distributions()`` maps them)."""
        tops = self.by_top.get(name.split(".")[0], [])
        return tops[0] if tops else None


def _casefold(path: str) -> str:
    return path.lower() if sys.platform == "win32" else path


def _source_key(path: Path) -> str:
    return os.path.normcase(os.path.normpath(os.path.abspath(path)))


def _module_of_record_path(path: str) -> str | None:
    """The module a RECORD path is the code of, if any: ``a/b/__init__.py`` -> ``a.b``."""
    pure = PurePosixPath(path)
    if "__pycache__" in pure.parts or pure.parts[0].endswith((".dist-info", ".data")):
        return None
    if pure.suffix == ".py":
        parts = [*pure.parent.parts, pure.stem]
    elif is_binary(path) and is_extension(path):
        parts = [*pure.parent.parts, pure.name.split(".")[0]]
    else:
        return None
    if parts[-1] == "__init__":
        parts = parts[:-1]
    if not parts or not all(part.isidentifier() for part in parts):
        return None
    return ".".join(parts)


def _top_level(entry: Dist) -> set[str]:
    """Top-level names, as packages_distributions() finds them: top_level.txt, else RECORD."""
    text = entry.dist.read_text("top_level.txt") if not entry.vendored_in else None
    if text:
        return {line.strip() for line in text.splitlines() if line.strip()}
    tops = set()
    for path in entry.files:
        first = PurePosixPath(path).parts[0]
        if first.endswith((".dist-info", ".data")) or first == "__pycache__":
            continue
        tops.add(first.split(".")[0] if first.endswith((".py", ".pyc")) else first)
    return tops


def distribution_licence(entry: Dist) -> tuple[str | None, str]:
    """A distribution's licence as SPDX, and where it was read: its ``License-Expression``, a
    short clear ``License`` field, its one licence classifier, or the table of known ones."""
    meta = entry.dist.metadata
    expression = (meta["License-Expression"] or "").strip()
    if expression:
        return expression, "License-Expression"
    field_value = clear_licence_field(meta["License"] or "")
    if field_value:
        return field_value, "License"
    found = {
        CLASSIFIERS.get(text.split(" :: ", 2)[-1])
        for text in meta.get_all("Classifier") or []
        if text.startswith("License :: ") and text != "License :: OSI Approved"
    }
    if len(found) == 1 and None not in found:
        return found.pop(), "classifier"
    known = KNOWN_LICENCES.get(entry.key.split("@")[0])
    if known:
        return known, "known"
    return None, ""


def homepage(entry: Dist) -> str:
    """The distribution's home page from its metadata (``Home-page``, or a project URL)."""
    meta = entry.dist.metadata
    page = (meta["Home-page"] or "").strip()
    if page and page.upper() != "UNKNOWN":
        return page
    urls: dict[str, str] = {}
    for item in meta.get_all("Project-URL") or []:
        label, _, url = str(item).partition(",")
        urls[normalise(label.strip()).replace("-", "")] = url.strip()
    for label in ("homepage", "home", "source", "sourcecode", "repository", "github"):
        if urls.get(label):
            return urls[label]
    return ""


LICENCE_FILE = re.compile(r"^(licen[cs]e|copying|notice|copyright)", re.IGNORECASE)


def distribution_texts(entry: Dist) -> list[Text]:
    """The full texts of a distribution's licence files: PEP 639 ``License-File`` entries, its
    ``licenses/`` folder, and LICENSE*, COPYING* and NOTICE* files in its ``.dist-info``."""
    info = entry.info_folder
    wanted: list[str] = []
    for path in entry.files:
        if not info or not path.startswith(info + "/"):
            continue
        parts = PurePosixPath(path[len(info) + 1 :]).parts
        if (parts[0] == "licenses" and len(parts) > 1) or (
            len(parts) == 1 and LICENCE_FILE.match(parts[0])
        ):
            wanted.append(path)
    for name in entry.dist.metadata.get_all("License-File") or []:
        for candidate in (f"{info}/licenses/{name}", f"{info}/{name}"):
            if candidate in entry.files and candidate not in wanted:
                wanted.append(candidate)
                break
    texts = []
    for path in dict.fromkeys(wanted):
        try:
            body = (entry.base / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if body.strip():
            inside = path[len(info) + 1 :]
            texts.append(Text(f"{entry.name}: {inside.removeprefix('licenses/')}", body))
    return texts


@dataclass(frozen=True)
class Contained:
    """A component that a wheel's software bill of materials says is compiled into it."""

    name: str
    version: str
    licence: str
    purl: str

    def __str__(self) -> str:
        text = f"{self.name} {self.version}".strip()
        return f"{text} ({self.licence})" if self.licence else text


def sbom_components(entry: Dist) -> list[Contained]:
    """What a wheel's software bill of materials (PEP 770: CycloneDX files in
    ``.dist-info/sboms``) says is compiled into it."""
    result = []
    info = entry.info_folder
    for path in entry.files:
        if not path.startswith(f"{info}/sboms/") or not path.endswith(".json"):
            continue
        try:
            data = json.loads((entry.base / path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for item in data.get("components", []) if isinstance(data, dict) else []:
            if not isinstance(item, dict) or not item.get("name"):
                continue
            licences = [
                str(one.get("expression") or (one.get("license") or {}).get("id") or "")
                for one in item.get("licenses", [])
                if isinstance(one, dict)
            ]
            result.append(
                Contained(
                    str(item["name"]),
                    str(item.get("version", "")),
                    " AND ".join(name for name in licences if name),
                    str(item.get("purl", "")),
                )
            )
    return result


def sbom_version(entry: Dist, component: str) -> str:
    """The version a wheel's SBOM gives a component it contains (a C library rather than a Rust
    crate of the same name), or ""."""
    found = [item for item in sbom_components(entry) if item.name.lower() == component]
    found.sort(key=lambda item: item.purl.startswith("pkg:cargo/"))
    return found[0].version if found else ""


# --- libraries -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Family:
    """A kind of library known by its file name, and its licence.

    ``standard``: licence texts from packaging/licenses that go with it; ``in_owner``: a word
    that the licence files of the distribution (or the Python) it comes with have when they
    include its licence; ``own``: the distribution's own library (PySide6's libpyside6), not a
    component of its own; ``embedded``: statically inside an extension module of the
    distribution; ``needs_text``: whether a licence text must go with it."""

    name: str
    pattern: str
    licence: str
    homepage: str = ""
    standard: tuple[str, ...] = ()
    in_owner: str = ""
    version_in_file: bytes = b""
    sbom_name: str = ""
    own: bool = False
    embedded: bool = False
    needs_text: bool = True
    note: str = ""

    def matches(self, key: str) -> bool:
        return re.search(self.pattern, "/" + key.lower()) is not None


GCC_TEXTS = ("GPL-3.0", "GCC-exception-3.1")
GCC_LICENCE = "GPL-3.0-or-later WITH GCC-exception-3.1"
SO = r"[^/]*\.(?:so(?:\.[\d.]+)?|dll|dylib)$"
MS_NOTE = (
    "Microsoft's Visual C++ run-time library, redistributed as its licence terms for the "
    "Visual C++ Redistributable allow (https://visualstudio.microsoft.com/license-terms/)."
)

#: Libraries by file name, with their licence; the first that matches a path counts. Libraries
#: inside a wheel and libraries from the build machine's system are both found here.
# fmt: off
FAMILIES: tuple[Family, ...] = (
    Family("Python",
           r"/libpython3[^/]*\.(?:so|dylib)|/python3\d*\.dll$|/python\.framework/|^/python$",
           "PSF-2.0", "https://www.python.org"),
    # Inside the wheels of Python packages
    Family("ICU", r"/(?:lib)?icu(?:data|uc|i18n|io|tu|dt|in)" + SO, "Unicode-3.0",
           "https://icu.unicode.org", standard=("Unicode-3.0",),
           note="The International Components for Unicode, as built for Qt."),
    Family("Qt", r"/pyside6/qt/(?:lib|plugins|translations|libexec|resources|qml|metatypes)/"
                 r"|/pyside6/(?:plugins|translations)/|/qt[^/]*\.framework/|/(?:lib)?qt6" + SO,
           "LGPL-3.0-only", "https://www.qt.io", standard=("LGPL-3.0",),
           note="Qt contains code by others under their own licences, listed in Qt's "
                f"documentation: {QT_THIRD_PARTY}"),
    Family("PySide6", r"/(?:lib)?pyside6(?=\.)" + SO, "LGPL-3.0-only", own=True),
    Family("Shiboken6", r"/(?:lib)?shiboken6(?=\.)" + SO, "LGPL-3.0-only", own=True),
    Family("OpenBLAS", r"/lib(?:scipy_)?openblas" + SO, "BSD-3-Clause", "https://www.openblas.net",
           in_owner="OpenBLAS", version_in_file=rb"OpenBLAS (\d+\.\d+\.\d+)"),
    Family("libgfortran (GCC run-time library)", r"/libgfortran" + SO, GCC_LICENCE,
           "https://gcc.gnu.org", standard=GCC_TEXTS, in_owner="GCC"),
    Family("libquadmath (GCC)", r"/libquadmath" + SO, "LGPL-2.1-or-later", "https://gcc.gnu.org",
           standard=("LGPL-2.1",), in_owner="libquadmath"),
    Family("libgcc_s (GCC run-time library)", r"/libgcc_s" + SO, GCC_LICENCE,
           "https://gcc.gnu.org", standard=GCC_TEXTS, in_owner="GCC"),
    Family("libstdc++ (GCC)", r"/libstdc\+\+" + SO, GCC_LICENCE, "https://gcc.gnu.org",
           standard=GCC_TEXTS, in_owner="GCC"),
    Family("Microsoft Visual C++ run-time",
           r"/(?:msvcp\d+|vcruntime\d+|concrt\d+|vccorlib\d+|ucrtbase|api-ms-win-)[^/]*\.dll$",
           "LicenseRef-Microsoft-Visual-Cpp-Redistributable", needs_text=False, note=MS_NOTE),
    Family("Microsoft Direct3D shader compiler", r"/d3dcompiler_\d+\.dll$",
           "LicenseRef-Microsoft-Windows-SDK-Redistributable", needs_text=False,
           note="Redistributable part of the Windows SDK, shipped with Qt for Windows."),
    Family("libsodium", r"/nacl/_sodium[^/]*\.(?:so|pyd)$", "ISC", "https://libsodium.org",
           in_owner="libsodium", embedded=True,
           note="Statically linked into PyNaCl's extension module."),
    Family("OpenSSL", r"/cryptography/hazmat/bindings/_rust[^/]*\.(?:so|pyd)$", "Apache-2.0",
           "https://www.openssl.org", in_owner="Apache License", sbom_name="openssl",
           embedded=True, note="Statically linked into cryptography's Rust extension module."),
    # From the build machine's system (or, on Windows and macOS, the Python installation)
    Family("libffi", r"/libffi" + SO, "MIT", "https://sourceware.org/libffi/", in_owner="libffi"),
    Family("SQLite", r"/(?:lib)?sqlite3" + SO, "blessing", "https://sqlite.org",
           needs_text=False, note="SQLite is in the public domain."),
    Family("OpenSSL", r"/lib(?:crypto|ssl)" + SO, "Apache-2.0", "https://www.openssl.org",
           in_owner="OpenSSL"),
    Family("XCB", r"/libxcb" + SO, "MIT", "https://xcb.freedesktop.org"),
    Family("xkbcommon", r"/libxkbcommon" + SO, "MIT", "https://xkbcommon.org"),
    Family("X.Org libraries",
           r"/libx(?:11|au|dmcp|ext|render|i|fixes|randr|cursor|inerama|shmfence|xf86vm)(?=[-.])"
           + SO, "MIT", "https://www.x.org"),
    Family("GLib", r"/lib(?:glib|gthread|gobject|gmodule|gio)-2\.0" + SO, "LGPL-2.1-or-later",
           "https://gitlab.gnome.org/GNOME/glib", standard=("LGPL-2.1",)),
    Family("D-Bus", r"/libdbus-1" + SO, "AFL-2.1 OR GPL-2.0-or-later",
           "https://www.freedesktop.org/wiki/Software/dbus/"),
    Family("PCRE2", r"/libpcre2" + SO, "BSD-3-Clause WITH PCRE2-exception",
           "https://pcre2project.org"),
    Family("PCRE", r"/libpcre(?=\.)" + SO, "BSD-3-Clause", "https://www.pcre.org"),
    Family("libpng", r"/libpng" + SO, "libpng-2.0", "http://www.libpng.org"),
    Family("bzip2", r"/libbz2" + SO, "bzip2-1.0.6", "https://sourceware.org/bzip2/"),
    Family("XZ Utils (liblzma)", r"/liblzma" + SO, "0BSD", "https://tukaani.org/xz/"),
    Family("Zstandard", r"/libzstd" + SO, "BSD-3-Clause OR GPL-2.0-only",
           "https://facebook.github.io/zstd/"),
    Family("LZ4", r"/liblz4" + SO, "BSD-2-Clause", "https://lz4.org"),
    Family("Brotli", r"/libbrotli" + SO, "MIT", "https://github.com/google/brotli"),
    Family("systemd (libsystemd)", r"/libsystemd" + SO, "LGPL-2.1-or-later",
           standard=("LGPL-2.1",)),
    Family("libgcrypt", r"/libgcrypt" + SO, "LGPL-2.1-or-later", "https://gnupg.org",
           standard=("LGPL-2.1",)),
    Family("libgpg-error", r"/libgpg-error" + SO, "LGPL-2.1-or-later", "https://gnupg.org",
           standard=("LGPL-2.1",)),
    Family("libcap", r"/libcap(?=\.)" + SO, "BSD-3-Clause OR GPL-2.0-only"),
    Family("libcap-ng", r"/libcap-ng" + SO, "LGPL-2.1-or-later", standard=("LGPL-2.1",)),
    Family("libbsd", r"/libbsd" + SO, "BSD-3-Clause AND BSD-2-Clause AND ISC AND Beerware",
           "https://libbsd.freedesktop.org"),
    Family("libmd", r"/libmd(?=\.)" + SO, "BSD-3-Clause AND BSD-2-Clause AND ISC AND Beerware",
           "https://www.hadrons.org/software/libmd/"),
    Family("libuuid (util-linux)", r"/libuuid" + SO, "BSD-3-Clause"),
    Family("util-linux (libmount, libblkid)", r"/lib(?:mount|blkid)" + SO, "LGPL-2.1-or-later",
           standard=("LGPL-2.1",)),
    Family("zlib", r"/(?:libz(?=\.)|zlib)" + SO, "Zlib", "https://zlib.net"),
    Family("Expat", r"/libexpat" + SO, "MIT", "https://libexpat.github.io"),
    Family("Fontconfig", r"/libfontconfig" + SO, "HPND-sell-variant",
           "https://www.freedesktop.org/wiki/Software/fontconfig/"),
    Family("FreeType", r"/libfreetype" + SO, "FTL OR GPL-2.0-or-later", "https://freetype.org"),
    Family("HarfBuzz", r"/libharfbuzz" + SO, "MIT", "https://harfbuzz.github.io"),
    Family("Graphite", r"/libgraphite2" + SO, "LGPL-2.1-or-later OR MPL-2.0 OR GPL-2.0-or-later"),
    Family("MIT Kerberos",
           r"/lib(?:gssapi_krb5|krb5|k5crypto|krb5support|gssrpc|kadm5[a-z]*)(?=\.)" + SO,
           "MIT", "https://web.mit.edu/kerberos/"),
    Family("com_err (e2fsprogs)", r"/libcom_err" + SO, "MIT"),
    Family("keyutils", r"/libkeyutils" + SO, "LGPL-2.1-or-later", standard=("LGPL-2.1",)),
    Family("SELinux (libselinux)", r"/libselinux" + SO, "LicenseRef-Public-Domain"),
    Family("libxcrypt", r"/libcrypt(?=\.)" + SO, "LGPL-2.1-or-later", standard=("LGPL-2.1",)),
    Family("mpdecimal", r"/libmpdec" + SO, "BSD-2-Clause", "https://www.bytereef.org/mpdecimal/"),
    Family("libb2 (BLAKE2)", r"/libb2" + SO, "CC0-1.0"),
    Family("ncurses", r"/lib(?:ncurses|tinfo|panel|form|menu)w?(?=\.)" + SO, "X11"),
    Family("GNU gettext (libintl)", r"/libintl" + SO, "LGPL-2.1-or-later",
           standard=("LGPL-2.1",)),
    Family("libtirpc", r"/libtirpc" + SO, "BSD-3-Clause"),
    Family("libnsl", r"/libnsl" + SO, "LGPL-2.1-or-later", standard=("LGPL-2.1",)),
    Family("Wayland", r"/libwayland-" + SO, "MIT", "https://wayland.freedesktop.org"),
    Family("libjpeg", r"/libjpeg" + SO, "IJG"),
    Family("libattr, libacl", r"/lib(?:attr|acl)(?=\.)" + SO, "LGPL-2.1-or-later",
           standard=("LGPL-2.1",)),
)
# fmt: on


def family_of(key: str) -> Family | None:
    for family in FAMILIES:
        if family.matches(key):
            return family
    return None


def version_from_name(name: str) -> str:
    """A library's own version from its file name: ``libX11.so.6.4.0`` -> 6.4.0, ``libffi-8.dll``
    -> 8, ``libicuuc.so.73`` -> 73, ``libssl.3.dylib`` -> 3; "" when the name has none."""
    for pattern in (
        r"\.so\.([\d.]+)$",
        r"-([\d.]+)(?:-x64)?\.(?:dll|dylib)$",
        r"\.([\d.]+)\.dylib$",
        r"^(?:lib)?icu[a-z0-9]*?(\d+)\.dll$",
    ):
        match = re.search(pattern, name, re.IGNORECASE)
        if match:
            return match.group(1).strip(".")
    return ""


def version_in_file(path: Path, pattern: bytes) -> str:
    """A version string found in a binary (OpenBLAS says its own)."""
    try:
        data = path.read_bytes()
    except OSError:
        return ""
    match = re.search(pattern, data)
    return match.group(1).decode("ascii", "replace") if match else ""


def windows_file_version(path: Path) -> str:
    """Windows: the file version in a DLL's version resource, or ""."""
    if sys.platform != "win32":
        return ""
    try:
        import ctypes
        from ctypes import wintypes

        version = ctypes.WinDLL("version")
        size = version.GetFileVersionInfoSizeW(str(path), None)
        if not size:
            return ""
        buffer = ctypes.create_string_buffer(size)
        if not version.GetFileVersionInfoW(str(path), 0, size, buffer):
            return ""
        pointer = ctypes.c_void_p()
        length = wintypes.UINT()
        if not version.VerQueryValueW(buffer, "\\", ctypes.byref(pointer), ctypes.byref(length)):
            return ""
        words = ctypes.cast(pointer, ctypes.POINTER(wintypes.DWORD * 13)).contents
        major, minor = words[2] >> 16, words[2] & 0xFFFF
        patch, build = words[3] >> 16, words[3] & 0xFFFF
        return f"{major}.{minor}.{patch}.{build}"
    except Exception:
        return ""


# --- the system's package manager ----------------------------------------------------------------


class PackageManager(Protocol):
    """Who installed a file on the build machine, and that package's licence texts."""

    label: str

    def owner(self, path: Path) -> tuple[str, str] | None:
        """``(package, version)`` of the package that has the file, or None."""
        ...

    def licence_texts(self, package: str) -> list[Text]:
        """The package's copyright and licence files."""
        ...


def _run(command: Sequence[str]) -> str | None:
    try:
        result = subprocess.run(
            list(command), capture_output=True, text=True, check=False, timeout=60
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return result.stdout if result.returncode == 0 else None


def path_variants(path: Path) -> list[Path]:
    """The names a library may be registered under: as given, with its links resolved, and each
    with or without ``/usr`` in front (merged-/usr systems register either)."""
    result: list[Path] = []
    for one in (path, path.resolve()):
        text = one.as_posix()
        other = text[4:] if text.startswith("/usr/") else "/usr" + text
        for candidate in (Path(text), Path(other)):
            if candidate not in result:
                result.append(candidate)
    return result


COMMON_LICENSES = re.compile(r"/usr/share/common-licenses/([A-Za-z0-9+_-]+(?:\.\d+)*)")


class Dpkg:
    """Debian and Ubuntu."""

    label = "Debian package"

    def owner(self, path: Path) -> tuple[str, str] | None:
        for candidate in path_variants(path):
            out = _run(["dpkg-query", "-S", candidate.as_posix()])
            for line in (out or "").splitlines():
                packages, _, where = line.rpartition(": ")
                if not packages or line.startswith("diversion ") or where != candidate.as_posix():
                    continue
                package = packages.split(",")[0].strip()
                version = _run(["dpkg-query", "-W", "-f=${Version}", package])
                if version:
                    return package.split(":")[0], version.strip()
        return None

    def licence_texts(self, package: str) -> list[Text]:
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        try:
            body = copyright_file.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        texts = [Text(f"{package}: Debian copyright file", body)]
        for name in dict.fromkeys(COMMON_LICENSES.findall(body)):
            common = Path("/usr/share/common-licenses") / name.rstrip(".")
            if common.is_file():
                texts.append(
                    Text(
                        common.resolve().name,
                        common.read_text(encoding="utf-8", errors="replace"),
                        standard=True,
                    )
                )
        return texts


class Rpm:
    """Fedora, RHEL, AlmaLinux, Rocky (and the manylinux containers built on them)."""

    label = "RPM package"

    def owner(self, path: Path) -> tuple[str, str] | None:
        for candidate in path_variants(path):
            out = _run(
                ["rpm", "-qf", "--qf", "%{NAME} %{VERSION}-%{RELEASE}\\n", candidate.as_posix()]
            )
            line = (out or "").strip().splitlines()[0] if (out or "").strip() else ""
            if line and " " in line and "not owned" not in line:
                name, version = line.split(" ", 1)
                return name, version
        return None

    def licence_texts(self, package: str) -> list[Text]:
        texts = []
        for folder in (Path("/usr/share/licenses") / package, Path("/usr/share/doc") / package):
            if not folder.is_dir():
                continue
            for path in sorted(folder.rglob("*")):
                in_docs = folder.parent.name == "doc"
                if not path.is_file() or (in_docs and not LICENCE_FILE.match(path.name)):
                    continue
                body = path.read_text(encoding="utf-8", errors="replace")
                texts.append(Text(f"{package}: {path.relative_to(folder).as_posix()}", body))
            if texts:
                break
        return texts


def system_package_manager() -> PackageManager | None:
    """The build machine's package manager, if it has one this module can ask."""
    if not sys.platform.startswith("linux"):
        return None
    if shutil.which("dpkg-query") and Path("/var/lib/dpkg/status").exists():
        return Dpkg()
    if shutil.which("rpm"):
        return Rpm()
    return None


def ldconfig_path(name: str) -> Path | None:
    """Linux: where the dynamic linker's cache finds a library of this name."""
    out = _run(["ldconfig", "-p"]) or _run(["/sbin/ldconfig", "-p"]) or ""
    machine = platform.machine().lower()
    wanted = {"x86_64": "x86-64", "aarch64": "aarch64", "arm64": "aarch64"}.get(machine, "")
    fallback = None
    for line in out.splitlines():
        match = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if not match or match.group(1) != name:
            continue
        if not wanted or wanted in match.group(2).lower():
            return Path(match.group(3))
        fallback = fallback or Path(match.group(3))
    return fallback if not wanted else None


# --- attribution ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Text:
    """A licence text: a title saying whose file it is, and the text. ``standard``: a licence's
    own text that several components refer to (it goes in the appendix once)."""

    title: str
    body: str
    standard: bool = False


@dataclass
class Component:
    """One thing the notices name: the app, Python, a distribution, a library."""

    key: str
    name: str
    version: str
    licence: str
    group: str
    origin: str
    homepage: str = ""
    binaries: list[str] = field(default_factory=list)
    data_files: int = 0
    modules: dict[str, int] = field(default_factory=dict)
    texts: list[Text] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    needs_text: bool = True
    parent: str = ""  # the distribution a vendored one is inside
    where: str = ""  # what tells it from another of the same name

    @property
    def title(self) -> str:
        return f"{self.name} {self.version}".strip()


SYSTEMS = {"Darwin": "macOS"}

GROUPS = {
    "app": "The app",
    "python": "Python and PyInstaller",
    "package": "Python packages",
    "bundled": "Libraries that come inside Python packages",
    "system": "Libraries from the build machine's system",
}


class NoticesError(Exception):
    """Something that stops the notices from being made at all."""


@dataclass
class Attribution:
    """Every component the app contains, and what could not be attributed."""

    components: dict[str, Component] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    #: What shows that this is not the environment that built the app (a distribution of
    #: another version, a module no distribution here has): a problem for ``write``; for
    #: ``check``, a reason to compare only what the app itself shows.
    foreign: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    platform_name: str = ""
    contents_name: str = "_internal"

    def sorted_components(self) -> list[Component]:
        order = list(GROUPS)
        return sorted(
            self.components.values(),
            key=lambda item: (
                order.index(item.group),
                item.key != "python",
                (item.parent or item.name).lower(),
                item.parent != "",
                item.name.lower(),
            ),
        )


class Attributor:
    """Works out, file by file and module by module, which component each part of the app is."""

    def __init__(
        self,
        app: Path,
        *,
        work: Path | None,
        site: Sequence[Path] | None,
        package_manager: PackageManager | None,
        executable_reader: ExecutableReader | None,
        python_licence: Path | None,
        skip: Iterable[Path],
    ) -> None:
        self.app = app
        self.lay = layout(app)
        self.skip = list(skip)
        dists = (
            metadata.distributions(path=[str(path) for path in site])
            if site is not None
            else metadata.distributions()
        )
        self.index = Index(dists)
        self.work = read_work(work) if work else WorkLists()
        self.work_executables = read_work_executables(work) if work else {}
        self.package_manager = package_manager
        self.reader = executable_reader
        self.python_licence = python_licence
        system = platform.system()
        self.result = Attribution(
            platform_name=f"{SYSTEMS.get(system, system)} {platform.machine()}",
            contents_name=self.lay.contents_name,
        )
        self.python_sources: dict[str, str] = {}
        self.stray_modules: dict[tuple[str, str], list[str]] = {}
        self._python_text: list[Text] | None = None

    # components

    def component(self, key: str, make: Callable[[], Component]) -> Component:
        found = self.result.components.get(key)
        if found is None:
            found = self.result.components[key] = make()
        return found

    def app_component(self) -> Component:
        def make() -> Component:
            entry = self.index.by_key.get(PROJECT)
            licence, _how = distribution_licence(entry) if entry else (None, "")
            texts = distribution_texts(entry) if entry else []
            if not texts and PROJECT_LICENSE.is_file():
                texts = [Text("LICENSE", PROJECT_LICENSE.read_text(encoding="utf-8"))]
            return Component(
                "app", APP_NAME, entry.version if entry else "", licence or "MIT", "app",
                "", homepage(entry) if entry else "", texts=texts,
            )  # fmt: skip

        return self.component("app", make)

    def python_component(self) -> Component:
        def make() -> Component:
            return Component(
                "python", "Python", platform.python_version(), "PSF-2.0", "python",
                "the Python that PyInstaller built the app with (its interpreter library, "
                "standard library and extension modules)",
                "https://www.python.org",
            )  # fmt: skip

        return self.component("python", make)

    def dist_component(self, entry: Dist) -> Component:
        if entry.key == PROJECT:
            return self.app_component()

        def make() -> Component:
            licence, _how = distribution_licence(entry)
            notes = []
            if licence is None:
                self.result.problems.append(
                    f"{entry.name} {entry.version}: no known licence (its metadata has no "
                    "License-Expression, no clear License field or classifier): add it to "
                    "KNOWN_LICENCES in packaging/notices.py"
                )
                licence = "unknown"
            chosen = CHOSEN_LICENCES.get(entry.key)
            if chosen and chosen != licence:
                notes.append(f"Offered under {licence}; this app uses it under {chosen}.")
                licence = chosen
            texts = distribution_texts(entry)
            if not texts:
                texts = self.standard_texts(spdx_ids(licence))
                if texts:
                    notes.append(
                        "The distribution carries no licence file: the standard text of its "
                        "licence is given."
                    )
            contained = sbom_components(entry)
            if contained:
                notes.append(
                    "Its wheel's software bill of materials lists, compiled into it: "
                    + "; ".join(str(item) for item in contained)
                    + "."
                )
            name = f"{entry.name} (in {entry.vendored_in})" if entry.vendored_in else entry.name
            return Component(
                f"dist:{entry.key}", name, entry.version, licence, "package",
                "Python package" if not entry.vendored_in
                else f"Python package, a copy inside {entry.vendored_in}",
                homepage(entry), texts=texts, notes=notes, parent=entry.vendored_in,
            )  # fmt: skip

        return self.component(f"dist:{entry.key}", make)

    def standard_texts(self, ids: Iterable[str]) -> list[Text]:
        """The standard texts in packaging/licenses for these SPDX identifiers (and the texts
        they need beside them)."""
        names: list[str] = []
        for spdx in ids:
            base = standard_text_name(spdx)
            for name in (base, *NEEDS_TOO.get(base, ())):
                if name not in names and (STANDARD_TEXTS / f"{name}.txt").is_file():
                    names.append(name)
        return [
            Text(
                name,
                (STANDARD_TEXTS / f"{name}.txt").read_text(encoding="utf-8"),
                standard=True,
            )
            for name in names
        ]

    def python_texts(self) -> list[Text]:
        """Python's own licence file (it also lists the licences of what the Windows and macOS
        installers of python.org bring along)."""
        if self._python_text is None:
            self._python_text = []
            version = f"{sys.version_info.major}.{sys.version_info.minor}"
            candidates = [
                self.python_licence,
                Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
                Path(sys.base_prefix) / "LICENSE.txt",
                Path(sys.base_prefix) / "lib" / f"python{version}" / "LICENSE.txt",
                Path(f"/usr/share/doc/python{version}/copyright"),
                Path(f"/usr/share/licenses/python{version}/LICENSE"),
                Path(f"/usr/share/licenses/python{version}-libs/LICENSE"),
                Path("/usr/share/licenses/python3-libs/LICENSE"),
            ]
            for candidate in candidates:
                if candidate is not None and candidate.is_file():
                    body = candidate.read_text(encoding="utf-8", errors="replace")
                    self._python_text = [Text(f"Python {platform.python_version()}: LICENSE", body)]
                    break
        return self._python_text

    def pyinstaller_component(self) -> Component:
        entry = self.index.by_key.get("pyinstaller")
        if entry is None:

            def make() -> Component:
                self.result.foreign.append(
                    "PyInstaller's metadata is not in this environment: run this with the "
                    "environment that built the app"
                )
                return Component(
                    "pyinstaller", "PyInstaller", "", KNOWN_LICENCES["pyinstaller"], "python", ""
                )

            return self.component("pyinstaller", make)
        component = self.dist_component(entry)
        component.group = "python"
        component.origin = (
            "PyInstaller's bootloader starts each executable; its run-time modules and hooks are "
            "inside them. Its licence's exception allows distributing the bootloader with any "
            "program."
        )
        return component

    # files

    def source_of(self, key: str) -> str | None:
        return self.work.binaries.get(key)

    def attribute_file(self, item: BuiltFile) -> None:
        if not item.key or self.may_be_executable(item):
            self.attribute_outside(item)
        else:
            self.attribute_contents(item)

    def attribute_contents(self, item: BuiltFile) -> None:
        """A file PyInstaller collected (in ``_internal``)."""
        key = item.key
        first = key.split("/")[0]
        if first.endswith(".dist-info"):
            self.attribute_metadata(item, first)
            return
        source = self.source_of(key)
        family = family_of(key)
        owner = self.index.owner(key, source)
        if (family is not None and family.name == "Python") or self.is_python_file(key, owner):
            self.add_python_file(item, source)
            return
        if family is not None:
            self.attribute_family(item, family, owner, source)
            return
        if owner is not None:
            if is_binary(key) and not is_extension(key):
                self.result.problems.append(
                    f"{item.shown}: a library in {owner.name}'s wheel that is not a known "
                    "component: add its kind to FAMILIES in packaging/notices.py"
                )
                return
            self.add(self.dist_component(owner), item)
            return
        if is_binary(key):
            if is_extension(key):
                self.result.foreign.append(
                    f"{item.shown}: an extension module of no installed distribution"
                )
            else:
                self.result.problems.append(
                    f"{item.shown}: a library of no known kind (no licence known): add it to "
                    "FAMILIES in packaging/notices.py"
                )
            return
        if "/" not in key and (
            PurePosixPath(key).suffix.lower() in (".icns", ".ico") or LICENCE_FILE.match(key)
        ):
            self.add(self.app_component(), item)  # a bundle's icon, the app's own LICENSE
            return
        self.result.foreign.append(
            f"{item.shown}: not part of any known component (nor of a distribution installed here)"
        )

    def attribute_outside(self, item: BuiltFile) -> None:
        """A file outside the collected contents: an executable made by PyInstaller, else the
        app's own (its desktop files, install script, a bundle's Info.plist)."""
        if self.may_be_executable(item):
            contents = self.read_executable(item.path)
            if contents is not None:
                self.attribute_executable(item, contents)
                return
            if item.key:  # the collected contents are beside the executables
                self.attribute_contents(item)
                return
        if is_binary(item.shown):
            family = family_of(item.shown)
            if family is None:
                self.result.problems.append(f"{item.shown}: a library of no known kind")
            else:
                self.attribute_family(item, family, None, None)
            return
        self.add(self.app_component(), item)

    def may_be_executable(self, item: BuiltFile) -> bool:
        """Whether a file is where PyInstaller puts the executables, and executable."""
        if item.path.parent != self.lay.executables:
            return False
        if item.path.suffix.lower() == ".exe":
            return True
        return (
            sys.platform != "win32" and not is_binary(item.shown) and os.access(item.path, os.X_OK)
        )

    def read_executable(self, path: Path) -> Executable | None:
        """An executable's modules: with the reader given, else PyInstaller's, else from the
        work folder's lists."""
        if self.reader is not None:
            return self.reader(path)
        try:
            return read_executable(path)
        except NoReader:
            if path.name in self.work_executables:
                return self.work_executables[path.name]
            if COOKIE not in path.read_bytes():
                return None  # not made by PyInstaller
            self.result.foreign.append(
                f"{path.name}: cannot list its modules, PyInstaller is not installed here: run "
                "this with the environment that built the app, or give its work folder (--work)"
            )
            return Executable()

    def attribute_metadata(self, item: BuiltFile, folder: str) -> None:
        """A file of a distribution's metadata folder, copied so that the app can read its
        version: it must be the metadata of the environment's distribution."""
        match = re.fullmatch(r"(.+)-([^-]+)\.dist-info", folder)
        name, version = (match.group(1), match.group(2)) if match else (folder, "")
        entry = self.index.by_key.get(normalise(name))
        if entry is None:
            problem = f"{item.shown.rsplit('/', 1)[0]}: {name} is not installed here"
            if problem not in self.result.foreign:
                self.result.foreign.append(problem)
            return
        if entry.version != version:
            problem = (
                f"{item.shown.rsplit('/', 1)[0]}: the app has {entry.name} {version}, this "
                f"environment has {entry.version}: run this with the environment that built the app"
            )
            if problem not in self.result.foreign:
                self.result.foreign.append(problem)
            return
        self.add(self.dist_component(entry), item)

    def is_python_file(self, key: str, owner: Dist | None) -> bool:
        """Python's own files: the standard library's archive and extension modules."""
        if owner is not None:
            return False
        path = PurePosixPath(key)
        if key == "base_library.zip" or "lib-dynload" in path.parts:
            return True
        if re.fullmatch(r"python3\.?\d+", path.parts[0]) and len(path.parts) > 1:
            return True
        if is_binary(key) and is_extension(key) and len(path.parts) == 1:
            return module_of_extension(key) in sys.stdlib_module_names
        return False

    def add_python_file(self, item: BuiltFile, source: str | None) -> None:
        component = self.python_component()
        self.add(component, item)
        if is_binary(item.key) and not is_extension(item.key):
            self.python_sources[item.shown] = source or ""

    def attribute_family(
        self, item: BuiltFile, family: Family, owner: Dist | None, source: str | None
    ) -> None:
        if owner is not None and owner.key != PROJECT:
            if family.own:
                self.add(self.dist_component(owner), item)
                return
            if family.embedded:
                self.add(self.dist_component(owner), item)
            self.add(self.bundled_component(family, owner, item), item)
            return
        self.add(self.system_component(family, item, source), item)

    def bundled_component(self, family: Family, owner: Dist, item: BuiltFile) -> Component:
        """A library that comes inside a distribution's wheel (Qt in PySide6, OpenBLAS in NumPy)."""

        def make() -> Component:
            owner_component = self.dist_component(owner)
            version = ""
            if family.name == "Qt":
                version = owner.version
            elif family.sbom_name:
                version = sbom_version(owner, family.sbom_name)
            elif family.version_in_file:
                version = version_in_file(item.path, family.version_in_file)
            if not version:
                version = version_from_name(item.path.name) if family.name == "ICU" else ""
            texts = self.standard_texts(family.standard)
            references = [
                text
                for text in owner_component.texts
                if family.in_owner
                and (family.in_owner in text.body or family.in_owner in text.title)
            ]
            how = "inside" if family.embedded else "with"
            return Component(
                f"bundled:{family.name}:{owner.key}",
                family.name,
                version or f"({owner.name} {owner.version})",
                family.licence,
                "bundled",
                f"comes {how} the {owner.name} {owner.version} wheel",
                family.homepage,
                texts=references + texts,
                notes=[family.note] if family.note else [],
                needs_text=family.needs_text,
                where=owner.name,
            )

        return self.component(f"bundled:{family.name}:{owner.key}", make)

    def system_component(self, family: Family, item: BuiltFile, source: str | None) -> Component:
        """A library copied from the build machine: its package there, else the Python
        installation it came with, else the build machine itself."""
        source = source or self.find_system_library(item.path.name)
        owner = None
        if source and self.package_manager is not None:
            owner = self.package_manager.owner(Path(source))
        if owner is not None:
            package, version = owner
            pm = self.package_manager
            assert pm is not None
            key = f"system:{package}"
            existing = self.result.components.get(key)
            if existing is not None:
                if family.licence not in spdx_licence_parts(existing.licence):
                    existing.licence = f"({existing.licence}) AND ({family.licence})"
                return existing

            def make() -> Component:
                assert pm is not None
                texts = pm.licence_texts(package) or self.standard_texts(spdx_ids(family.licence))
                return Component(
                    key, package, version, family.licence, "system",
                    f"{pm.label} {package} of the build machine ({family.name})",
                    family.homepage, texts=texts,
                    notes=[family.note] if family.note else [], needs_text=family.needs_text,
                    where=pm.label,
                )  # fmt: skip

            return self.component(key, make)
        version = (
            windows_file_version(item.path)
            or (
                version_in_file(item.path, family.version_in_file) if family.version_in_file else ""
            )
            or version_from_name(item.path.name)
        )
        with_python = self.came_with_python(source, item)
        key = f"system:{family.name}:{version}"

        def make_local() -> Component:
            texts: list[Text] = []
            if with_python and family.in_owner:
                texts = [text for text in self.python_texts() if family.in_owner in text.body]
            texts += self.standard_texts(family.standard)
            origin = (
                f"came with Python {platform.python_version()} on the build machine"
                if with_python
                else "from the build machine"
            )
            return Component(
                key, family.name, version or "(from the build machine)", family.licence,
                "system", origin, family.homepage, texts=texts,
                notes=[family.note] if family.note else [], needs_text=family.needs_text,
                where="with Python" if with_python else "build machine",
            )  # fmt: skip

        return self.component(key, make_local)

    def find_system_library(self, name: str) -> str | None:
        """Where a library of this name is on the build machine, when the work folder is not at
        hand: the dynamic linker's cache on Linux, Python's own folders elsewhere."""
        if sys.platform.startswith("linux"):
            found = ldconfig_path(name)
            return str(found) if found else None
        for folder in (Path(sys.base_prefix) / "DLLs", Path(sys.base_prefix)):
            if (folder / name).is_file():
                return str(folder / name)
        return None

    def came_with_python(self, source: str | None, item: BuiltFile) -> bool:
        """Windows and macOS: whether the library is one of those python.org's installers bring
        along (in its DLLs folder, its framework). On Linux a system library is the system's,
        even where Python's prefix is /usr."""
        if sys.platform not in ("win32", "darwin"):
            return False
        base = Path(sys.base_prefix)
        if not source:
            return any((folder / item.path.name).is_file() for folder in (base / "DLLs", base))
        return _source_key(Path(source)).startswith(_source_key(base) + os.sep)

    def add(self, component: Component, item: BuiltFile) -> None:
        if is_binary(item.key or item.shown) and item.shown not in component.binaries:
            component.binaries.append(item.shown)
        elif not is_binary(item.key or item.shown):
            component.data_files += 1

    # executables

    def attribute_executable(self, item: BuiltFile, contents: Executable) -> None:
        exe = item.path.name
        bootloader = self.pyinstaller_component()
        if item.shown not in bootloader.binaries:
            bootloader.binaries.append(item.shown)
        for name in contents.modules:
            self.attribute_module(name, exe)
        for name in contents.scripts:
            self.attribute_script(name, exe)
        for name in contents.others:
            self.result.problems.append(f"{item.shown}: carries {name}, which is not attributed")

    def attribute_module(self, name: str, exe: str) -> None:
        source = self.work.modules.get(name)
        owner = self.index.module_owner(name, source)
        if owner is None and name.startswith(("pyimod", "_pyi_rth_utils", "pyi_")):
            self.count(self.pyinstaller_component(), exe)
            return
        top = name.split(".")[0]
        if owner is None and (top in sys.stdlib_module_names or top.startswith("_sysconfigdata")):
            self.count(self.python_component(), exe)
            return
        owner = owner or self.index.top_owner(name)
        if owner is None:
            self.stray_modules.setdefault((exe, top), []).append(name)
            return
        self.count(self.dist_component(owner), exe)

    def attribute_script(self, name: str, exe: str) -> None:
        """The executable's scripts: PyInstaller's bootstrap, run-time hooks (PyInstaller's or
        pyinstaller-hooks-contrib's), and the app's own entry script."""
        if name.startswith(("pyiboot", "pyi_rth_")):
            owner = self.index.by_script.get(name)
            component = (
                self.dist_component(owner)
                if owner is not None and owner.key != "pyinstaller"
                else self.pyinstaller_component()
            )
            self.count(component, exe)
            return
        self.count(self.app_component(), exe)

    def count(self, component: Component, exe: str) -> None:
        component.modules[exe] = component.modules.get(exe, 0) + 1

    # the whole app

    def run(self) -> Attribution:
        if not self.app.is_dir():
            raise NoticesError(f"{self.app}: no such app folder")
        self.app_component()
        for item in built_files(self.lay, self.skip):
            if item.path.name == NOTICES:
                continue
            self.attribute_file(item)
        for (exe, top), names in self.stray_modules.items():
            some = ", ".join(names[:3]) + (", ..." if len(names) > 3 else "")
            self.result.foreign.append(
                f"{exe}: {len(names)} module{'s' if len(names) > 1 else ''} of {top} ({some}) "
                "of no distribution installed here"
            )
        self.finish_python()
        self.tell_apart()
        for component in self.result.components.values():
            if component.group == "package" and component.key.startswith("dist:pyinstaller"):
                component.group = "python"
            if component.needs_text and not component.texts:
                self.result.warnings.append(
                    f"{component.title}: no licence text found on the build machine"
                )
        return self.result

    def tell_apart(self) -> None:
        """Components of the same name and version (the Visual C++ run-time that PySide6 and
        NumPy both bring) get where they come from added to their names."""
        by_title: dict[str, list[Component]] = {}
        for component in self.result.components.values():
            by_title.setdefault(component.title, []).append(component)
        for same in by_title.values():
            if len(same) > 1:
                for component in same:
                    component.name += f" ({component.where})"

    def finish_python(self) -> None:
        component = self.result.components.get("python")
        if component is None:
            return
        component.texts = list(self.python_texts())
        if self.package_manager is not None:
            for shown, source in self.python_sources.items():
                name = PurePosixPath(shown).name
                libdir = Path(str(sysconfig.get_config_var("LIBDIR") or sys.base_prefix))
                mine = str(libdir / name) if (libdir / name).is_file() else None
                found = source or mine or self.find_system_library(name)
                owner = self.package_manager.owner(Path(found)) if found else None
                if owner:
                    package, version = owner
                    component.origin += f"; {shown} is from the {self.package_manager.label} "
                    component.origin += f"{package} {version}"
                    if not component.texts:
                        component.texts = self.package_manager.licence_texts(package)
                    break
            else:
                component.origin += "; not from a system package"
        libs = [PurePosixPath(shown).name for shown in self.python_sources]
        ours = f"python{sys.version_info.major}.{sys.version_info.minor}"
        for name in libs:
            match = re.search(r"python(\d)\.?(\d+)", name.lower())
            if match and f"python{match.group(1)}.{match.group(2)}" != ours:
                self.result.foreign.append(
                    f"{name}: the app was built with another Python than this {ours}: run this "
                    "with the environment that built the app"
                )


def spdx_licence_parts(expression: str) -> list[str]:
    return [part.strip("() ") for part in re.split(r"\)\s+AND\s+\(", expression)]


def attribute(
    app: Path,
    *,
    work: Path | None = None,
    site: Sequence[Path] | None = None,
    package_manager: PackageManager | str | None = "system",
    executable_reader: ExecutableReader | None = None,
    python_licence: Path | None = None,
    skip: Iterable[Path] = (),
) -> Attribution:
    """Which component each file and module of the app belongs to, with licences and texts.

    ``site``: the folders whose distributions are looked at (default: this environment's);
    ``package_manager``: who to ask about system libraries ("system": the build machine's own,
    None: nobody); ``executable_reader``: how to list the modules of an executable (default:
    PyInstaller's reader); ``python_licence``: Python's licence file, if not found by itself.
    """
    manager = system_package_manager() if package_manager == "system" else package_manager
    assert not isinstance(manager, str)
    return Attributor(
        app,
        work=work,
        site=site,
        package_manager=manager,
        executable_reader=executable_reader,
        python_licence=python_licence,
        skip=skip,
    ).run()


# --- the notices file ----------------------------------------------------------------------------


def machine_description() -> str:
    """What the notices were made on: the system, the processor, the Python. A check elsewhere
    cannot ask the system's packages about the build's libraries."""
    system = platform.system()
    if system == "Linux":
        try:
            name = platform.freedesktop_os_release().get("PRETTY_NAME", "Linux")
        except OSError:
            name = "Linux"
    elif system == "Darwin":
        name = f"macOS {platform.mac_ver()[0]}"
    else:
        name = f"{system} {platform.release()} ({platform.version()})"
    return f"{name}, {platform.machine()}, Python {platform.python_version()}"


MADE_ON = "Made on: "


def _fingerprint(text: str) -> str:
    return " ".join(text.split())


def _wrap(text: str, width: int = 80, indent: str = "") -> list[str]:
    import textwrap

    return textwrap.wrap(
        text, width=width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
    )


def render(result: Attribution) -> str:
    """The notices as text: a header, a summary table, a section per component, and an appendix
    with the standard licence texts the sections refer to."""
    components = result.sorted_components()
    app = next(item for item in components if item.group == "app")
    third = [item for item in components if item.group != "app"]
    lines: list[str] = []
    title = f"Third-party software in {APP_NAME} {app.version}".strip()
    lines += [title, "=" * len(title), ""]
    lines += _wrap(
        f"{APP_NAME} is free software under the {app.licence} licence (its text is in the "
        f"section on {APP_NAME} below). This build ({result.platform_name}) also contains "
        "software by others, each part under its own licence: they are listed here, with the "
        "files of the build each one is in, and the full texts of their licences."
    )
    lines += ["", MADE_ON + machine_description(), ""]
    lines += _lgpl_paragraphs(result, third)
    lines += ["", "Summary", "-------", ""]
    name_width = max(len(item.name) for item in components) + 2
    version_width = min(max(len(item.version) for item in components) + 2, 32)
    lines.append(f"{'Component':<{name_width}}{'Version':<{version_width}}Licence")
    group = ""
    for item in components:
        if item.group != group:
            group = item.group
            lines += ["", f"{GROUPS[group]}:"]
        version = item.version if len(item.version) < version_width else item.version + " "
        lines.append(f"{item.name:<{name_width}}{version:<{version_width}}{item.licence}")
    lines.append("")
    printed: dict[str, str] = {}
    appendix: dict[str, Text] = {}
    for item in components:
        lines += _section(item, printed, appendix)
    if appendix:
        lines += ["", RULE, "Appendix: licence texts referred to above", RULE, ""]
        for text in appendix.values():
            lines += [THIN, f"{text.title}: full text", THIN, "", text.body.strip("\n"), ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def _lgpl_paragraphs(result: Attribution, third: list[Component]) -> list[str]:
    lgpl = [item for item in third if "LGPL" in item.licence]
    if not lgpl:
        return []
    names = ", ".join(item.name for item in lgpl)
    lines = _wrap(
        f"Components under the GNU Lesser General Public License (LGPL): {names}. They are "
        "dynamically linked: each is a separate file in the app's "
        f"{result.contents_name} folder (listed in its section below), which the app loads "
        "when it starts, and which you may replace with a compatible build of your own, for "
        "example one made from the sources."
    )
    if any(item.name in ("Qt", "PySide6_Essentials", "PySide6", "shiboken6") for item in lgpl):
        lines += [""]
        lines += _wrap(
            "Qt and Qt for Python (PySide6, Shiboken6) are used under the LGPL version 3 "
            "(LGPL-3.0-only), unmodified. Their sources, for the versions named below:"
        )
        lines += [f"  Qt:                     {QT_SOURCES}"]
        lines += [f"  Qt for Python (PySide6): {PYSIDE_SOURCES}"]
    if any(item.group == "system" for item in lgpl):
        lines += [""]
        lines += _wrap(
            "The sources of the libraries from the build machine's system are those of the "
            "named packages of its distribution (for Debian and Ubuntu, "
            "`apt-get source PACKAGE`; for RPM-based systems, the package's source RPM)."
        )
    return lines


def _section(item: Component, printed: dict[str, str], appendix: dict[str, Text]) -> list[str]:
    lines = ["", RULE, item.title, RULE]
    lines.append(f"Licence:  {item.licence}")
    if item.homepage:
        lines.append(f"Homepage: {item.homepage}")
    if item.origin:
        lines += _wrap(f"Origin:   {item.origin}", indent="")
    for note in item.notes:
        lines += _wrap(note)
    parts = []
    if item.binaries:
        parts.append(f"{len(item.binaries)} compiled file{'s' if len(item.binaries) != 1 else ''}")
    if item.data_files:
        other = "other " if item.binaries else ""
        parts.append(f"{item.data_files} {other}file{'s' if item.data_files != 1 else ''}")
    for exe, count in sorted(item.modules.items()):
        parts.append(f"{count} module{'s' if count != 1 else ''} inside {exe}")
    if parts:
        lines.append("In this build: " + ", ".join(parts) + (":" if item.binaries else ""))
    for shown in item.binaries:
        lines.append(f"  {shown}")
    if not item.texts:
        if item.needs_text:
            lines += ["", f"No licence text was found on the build machine: {item.licence}."]
        return lines
    above: list[str] = []
    in_appendix: list[str] = []
    for text in item.texts:
        key = _fingerprint(text.body)
        if text.standard:
            appendix.setdefault(key, text)
            if appendix[key].title not in in_appendix:
                in_appendix.append(appendix[key].title)
        elif key in printed:
            if printed[key] not in above:
                above.append(printed[key])
        else:
            printed[key] = f"{text.title} (in the section on {item.name})"
            lines += ["", THIN, text.title, THIN, text.body.strip("\n")]
    if above or in_appendix:
        lines.append("")
    if above:
        lines += _wrap("Licence text given above: " + "; ".join(above) + ".")
    if in_appendix:
        lines += _wrap("Licence text in the appendix: " + ", ".join(in_appendix) + ".")
    return lines


def write(
    app: Path,
    output: Path | None = None,
    *,
    work: Path | None = None,
    site: Sequence[Path] | None = None,
    package_manager: PackageManager | str | None = "system",
    executable_reader: ExecutableReader | None = None,
    python_licence: Path | None = None,
) -> list[str]:
    """Write the app's notices (to ``default_output(app)`` unless told where). Returns the
    problems; when there are any, nothing is written."""
    output = output or default_output(app)
    try:
        result = attribute(
            app,
            work=work,
            site=site,
            package_manager=package_manager,
            executable_reader=executable_reader,
            python_licence=python_licence,
            skip=[output],
        )
    except NoticesError as error:
        return [str(error)]
    for warning in result.warnings:
        print(f"notices: warning: {warning}", file=sys.stderr)
    if result.problems or result.foreign:
        return result.problems + result.foreign
    text = render(result)
    if len(text.encode("utf-8")) > SIZE_WARNING:
        print(f"notices: warning: {output.name} is over {SIZE_WARNING / 1e6} MB", file=sys.stderr)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8", newline="\n")
    return []


def sections(text: str) -> dict[str, str]:
    """The notices' sections by title (the line between two rules)."""
    lines = text.splitlines()
    result: dict[str, str] = {}
    starts = [
        index
        for index in range(1, len(lines) - 1)
        if lines[index - 1] == RULE and lines[index + 1] == RULE
    ]
    for number, start in enumerate(starts):
        end = starts[number + 1] - 1 if number + 1 < len(starts) else len(lines)
        result[lines[start]] = "\n".join(lines[start + 2 : end])
    return result


def check(
    app: Path,
    notices: Path | None = None,
    *,
    work: Path | None = None,
    site: Sequence[Path] | None = None,
    package_manager: PackageManager | str | None = "system",
    executable_reader: ExecutableReader | None = None,
    python: Path | str | None = None,
) -> list[str]:
    """What is wrong with the app's notices: missing, or not naming (with its version) every
    distribution and every library the app contains now, each compiled file listed under its
    component. ``python``: run the check with that interpreter (the build's environment).

    The attribution is made again and compared, component by component. Where this is not the
    environment that built the app (another Python, other versions of its packages, no
    PyInstaller), the Python packages cannot be told from their modules: then every compiled
    file must still be listed, and every distribution whose metadata the app carries named with
    its version. Libraries from the system are compared with their packages only in that
    environment on the kind of machine the notices were made on (its system and Python, or with
    the work folder)."""
    notices = notices or default_output(app)
    if python is not None and os.path.abspath(python) != os.path.abspath(sys.executable):
        command = [str(python), str(Path(__file__).resolve()), "check", str(app), "--json"]
        command += ["--notices", str(notices)] + (["--work", str(work)] if work else [])
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        try:
            return [str(problem) for problem in json.loads(done.stdout)]
        except ValueError:
            return [f"{python} could not check the notices: {done.stderr.strip()[-2000:]}"]
    if not notices.is_file():
        return [f"{notices}: missing"]
    try:
        result = attribute(
            app,
            work=work,
            site=site,
            package_manager=package_manager,
            executable_reader=executable_reader,
            skip=[notices],
        )
    except NoticesError as error:
        return [str(error)]
    text = notices.read_text(encoding="utf-8")
    found = sections(text)
    listed: dict[str, set[str]] = {}
    for title, body in found.items():
        for line in body.splitlines():
            if line.startswith("  "):
                listed.setdefault(line.strip(), set()).add(title)
    same_environment = not result.foreign
    same_machine = f"\n{MADE_ON}{machine_description()}\n" in text or work is not None
    problems = list(result.problems)
    for component in result.sorted_components():
        # What a library is depends on the environment too: Qt is PySide6's only where PySide6
        # is installed.
        comparable = same_environment and (same_machine or component.group != "system")
        if comparable and component.title not in found:
            first = (component.binaries or [""])[0]
            where = f" ({first})" if first else ""
            problems.append(f"{notices.name} does not name {component.title}{where}")
            continue
        for shown in component.binaries:
            if shown not in listed:
                problems.append(f"{shown}: not listed in {notices.name}")
            elif comparable and component.title not in listed[shown]:
                problems.append(
                    f"{shown}: listed under {', '.join(sorted(listed[shown]))}, not "
                    f"{component.title}, in {notices.name}"
                )
    for folder, name, version in app_distributions(app):
        if normalise(name) != PROJECT and f"{name} {version}" not in found:
            problems.append(f"{folder}: {name} {version} is not named in {notices.name}")
    return problems


def app_distributions(app: Path) -> list[tuple[str, str, str]]:
    """The distributions whose metadata the app carries: ``(folder, name, version)``, the name
    as their METADATA spells it."""
    result = []
    for contents in layout(app).contents:
        for folder in sorted(contents.glob("*.dist-info")):
            try:
                meta = (folder / "METADATA").read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            name = re.search(r"^Name: *(.+)$", meta, re.MULTILINE)
            version = re.search(r"^Version: *(.+)$", meta, re.MULTILINE)
            if name and version:
                shown = folder.relative_to(app).as_posix()
                result.append((shown, name.group(1).strip(), version.group(1).strip()))
    return result


# --- command line --------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("write", help="write the notices into the app")
    make.add_argument("app", type=Path, help="the app folder, or the macOS .app")
    make.add_argument("--output", type=Path, help=f"where to write (default: APP/{NOTICES})")
    make.add_argument("--work", type=Path, help="PyInstaller's work folder of the build")
    test = commands.add_parser("check", help="check the app's notices")
    test.add_argument("app", type=Path, help="the app folder, or the macOS .app")
    test.add_argument("--notices", type=Path, help=f"the notices (default: APP/{NOTICES})")
    test.add_argument("--work", type=Path, help="PyInstaller's work folder of the build")
    test.add_argument("--json", action="store_true", help="print the problems as a JSON list")
    args = parser.parse_args(argv)
    if args.command == "write":
        output = args.output or default_output(args.app)
        problems = write(args.app, output, work=args.work)
        if not problems:
            size = output.stat().st_size
            print(f"{output} ({size / 1e6:.2f} MB)")
    else:
        problems = check(args.app, args.notices, work=args.work)
        if args.json:
            print(json.dumps(problems))
            return 1 if problems else 0
        if not problems:
            print(f"{args.notices or default_output(args.app)}: names all of {args.app}")
    for problem in problems:
        print(f"notices: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""packaging/notices.py: the third-party notices made from what a build contains, checked on a
small app folder laid out as PyInstaller lays one out, with distributions of its own (their
metadata in a folder of the test's), a stand-in for the system's package manager, and the
executable's modules handed over as PyInstaller's reader would list them."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from .scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
notices = load_script("fivedice_notices", ROOT / "packaging" / "notices.py")

PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"
EXTENSION = "_speed.cpython-311-x86_64-linux-gnu.so"


class FakePackages:
    """The system's package manager: which package has which file, and its copyright file."""

    label = "Debian package"

    def __init__(self, owners: dict[str, tuple[str, str]]) -> None:
        self.owners = owners
        self.asked: list[str] = []

    def owner(self, path: Path) -> tuple[str, str] | None:
        self.asked.append(path.as_posix())
        return self.owners.get(path.as_posix())

    def licence_texts(self, package: str) -> list[object]:
        return [notices.Text(f"{package}: Debian copyright file", f"Copyright of {package}.\n")]


def make_dist(
    site: Path,
    name: str,
    version: str,
    files: list[str],
    metadata: str = "",
    licence: str | None = None,
) -> None:
    """An installed distribution: its .dist-info (METADATA, RECORD, a licence file)."""
    info = f"{name.replace('-', '_')}-{version}.dist-info"
    (site / info / "licenses").mkdir(parents=True)
    (site / info / "METADATA").write_text(
        f"Metadata-Version: 2.4\nName: {name}\nVersion: {version}\n{metadata}", encoding="utf-8"
    )
    record = [*files, f"{info}/METADATA", f"{info}/RECORD"]
    if licence is not None:
        (site / info / "licenses" / "LICENSE").write_text(licence, encoding="utf-8")
        record.append(f"{info}/licenses/LICENSE")
    (site / info / "RECORD").write_text("".join(f"{path},,\n" for path in record), "utf-8")


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """The build environment's distributions: the app's own, PyInstaller, one that the build
    contains (dicecup) and one that it does not (unused)."""
    site = tmp_path / "site"
    site.mkdir()
    own = "MIT License\n\nCopyright (c) The Five Dice developers\n"
    make_dist(site, "fivedice", "0.1.0", ["fivedice/__init__.py", "fivedice/assets/roll.wav"],
              "License-Expression: MIT\n", own)  # fmt: skip
    make_dist(site, "pyinstaller", "6.10.0", ["PyInstaller/__init__.py"],
              "License: GPLv2-or-later with a special exception which allows to use PyInstaller "
              "to build and distribute non-free programs (including commercial ones)\n"
              "Classifier: License :: OSI Approved :: GNU General Public License v2 (GPLv2)\n",
              "The bootloader exception.\n")  # fmt: skip
    cup = "Copyright (c) 2024 The dice cup makers\n\nPermission is hereby granted.\n"
    make_dist(site, "dicecup", "1.2.3", ["dicecup/__init__.py", f"dicecup/{EXTENSION}"],
              "License-Expression: MIT\nProject-URL: Homepage, https://dicecup.example\n",
              cup)  # fmt: skip
    sodium = "ISC License\n\nlibsodium: Copyright (c) 2013 Frank Denis\n"
    make_dist(site, "PyNaCl", "1.6.2", ["nacl/__init__.py", "nacl/_sodium.abi3.so"],
              "License: Apache-2.0\n", sodium)  # fmt: skip
    make_dist(site, "unused", "9.9", ["unused/__init__.py"], "License-Expression: MIT\n", "x\n")
    return site


@pytest.fixture
def app(tmp_path: Path) -> Path:
    """A one-folder app: the executable, and in _internal Python's files, the app's data and
    metadata, an extension module of dicecup and a library from the system."""
    app = tmp_path / "dist" / "fivedice"
    internal = app / "_internal"
    for path, data in {
        "fivedice": b"\x7fELF fake bootloader",
        "install.sh": b"#!/bin/sh\n",
        "share/applications/io.github.fivedice.FiveDice.desktop": b"[Desktop Entry]\n",
        f"_internal/libpython{PYTHON}.so.1.0": b"\x7fELF",
        "_internal/base_library.zip": b"PK",
        "_internal/fivedice/assets/roll.wav": b"RIFF",
        "_internal/fivedice-0.1.0.dist-info/METADATA": b"Name: fivedice\n",
        f"_internal/dicecup/{EXTENSION}": b"\x7fELF",
        "_internal/dicecup-1.2.3.dist-info/METADATA": b"Name: dicecup\nVersion: 1.2.3\n",
        "_internal/libz.so.1": b"\x7fELF",
        "_internal/nacl/_sodium.abi3.so": b"\x7fELF",  # libsodium compiled into PyNaCl's module
    }.items():
        (app / path).parent.mkdir(parents=True, exist_ok=True)
        (app / path).write_bytes(data)
    (app / "fivedice").chmod(0o755)
    (app / "install.sh").chmod(0o755)
    assert internal.is_dir()
    return app


@pytest.fixture
def work(tmp_path: Path) -> Path:
    """PyInstaller's work folder: its Analysis list says where each library was copied from."""
    work = tmp_path / "build" / "fivedice"
    work.mkdir(parents=True)
    binaries = [
        ("libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1", "BINARY"),
        ("libpng16.so.16", "/usr/lib/x86_64-linux-gnu/libpng16.so.16", "BINARY"),
        (f"dicecup/{EXTENSION}", f"/site/dicecup/{EXTENSION}", "EXTENSION"),
    ]
    modules = [("dicecup", "/site/dicecup/__init__.py", "PYMODULE")]
    # As PyInstaller 6 writes it: the Analysis's inputs, then what it found, binaries among them.
    analysis = (["/src/run_fivedice.py"], [], ["fivedice"], [], {}, [], [], False, {}, 0, [], [],
                "3.11.7 (main)", [], modules, binaries, [], [], [], [])  # fmt: skip
    (work / "Analysis-00.toc").write_text(repr(analysis), encoding="utf-8")
    return work


def reader(path: Path) -> object | None:
    """PyInstaller's reader, for the test's executable: its bootstrap, a module of the standard
    library, of the app, of dicecup, and the app's entry script."""
    if path.name != "fivedice":
        return None
    return notices.Executable(
        modules=["pyimod01_archive", "os", "fivedice", "dicecup"],
        scripts=["pyiboot01_bootstrap", "run_fivedice"],
    )


def packages() -> FakePackages:
    return FakePackages(
        {
            "/usr/lib/x86_64-linux-gnu/libz.so.1": ("zlib1g", "1:1.2.13.dfsg-1"),
            "/usr/lib/x86_64-linux-gnu/libpng16.so.16": ("libpng16-16", "1.6.39-2"),
        }
    )


def write(app: Path, site: Path, work: Path, manager: FakePackages | None = None) -> list[str]:
    licence = site.parent / "PYTHON-LICENSE.txt"
    licence.write_text("PSF LICENSE AGREEMENT FOR PYTHON\n", encoding="utf-8")
    return notices.write(app, work=work, site=[site], package_manager=manager or packages(),
                         executable_reader=reader, python_licence=licence)  # fmt: skip


def check(app: Path, site: Path, work: Path) -> list[str]:
    return notices.check(app, work=work, site=[site], package_manager=packages(),
                         executable_reader=reader)  # fmt: skip


def section(text: str, title: str) -> str:
    found = notices.sections(text)
    assert title in found, f"no section {title!r} in {sorted(found)}"
    return found[title]


# --- write ---------------------------------------------------------------------------------------


def test_a_bundled_library_with_no_known_licence_fails_the_notices_naming_it(
    app: Path, site: Path, work: Path
) -> None:
    (app / "_internal" / "libmystery.so.3").write_bytes(b"\x7fELF")
    problems = write(app, site, work)
    assert [problem for problem in problems if "_internal/libmystery.so.3" in problem], problems
    assert len(problems) == 1, problems
    assert not (app / notices.NOTICES).exists()  # nothing half made is left to ship


def test_the_command_line_exits_with_failure_naming_the_unknown_library(
    app: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (app / "_internal" / "libmystery.so.3").write_bytes(b"\x7fELF")
    assert notices.main(["write", str(app)]) == 1
    assert "_internal/libmystery.so.3" in capsys.readouterr().err
    assert not (app / notices.NOTICES).exists()


def test_a_distribution_in_the_build_is_named_with_its_version_licence_and_text(
    app: Path, site: Path, work: Path
) -> None:
    assert write(app, site, work) == []
    text = (app / notices.NOTICES).read_text(encoding="utf-8")
    assert re.search(r"^dicecup +1\.2\.3 +MIT$", text, re.MULTILINE)
    body = section(text, "dicecup 1.2.3")
    assert "Licence:  MIT" in body
    assert "Homepage: https://dicecup.example" in body
    assert f"  _internal/dicecup/{EXTENSION}" in body.splitlines()
    assert "1 module inside fivedice" in body
    assert "Copyright (c) 2024 The dice cup makers" in body
    # installed, but nothing of it is in the build
    assert "unused" not in text
    # a library compiled into a distribution's extension module: named with both
    assert "  _internal/nacl/_sodium.abi3.so" in section(text, "PyNaCl 1.6.2").splitlines()
    sodium = section(text, "libsodium (PyNaCl 1.6.2)")
    assert "  _internal/nacl/_sodium.abi3.so" in sodium.splitlines()
    assert "Licence:  ISC" in sodium and "PyNaCl: LICENSE (in the section on PyNaCl)" in sodium
    # the app first, under its own licence, and not among the third-party components
    assert text.index("Five Dice 0.1.0") < text.index("dicecup 1.2.3")
    assert "Copyright (c) The Five Dice developers" in section(text, "Five Dice 0.1.0")
    assert not re.search(r"^fivedice +0\.1\.0", text, re.MULTILINE)
    # Python and PyInstaller's bootloader, with what is theirs
    python = section(text, f"Python {sys.version.split()[0]}")
    assert f"  _internal/libpython{PYTHON}.so.1.0" in python.splitlines()
    pyinstaller = section(text, "pyinstaller 6.10.0")
    assert "GPL-2.0-or-later WITH Bootloader-exception" in pyinstaller
    assert "  fivedice" in pyinstaller.splitlines()


def test_a_library_from_the_system_is_attributed_to_its_package_and_version(
    app: Path, site: Path, work: Path
) -> None:
    manager = packages()
    assert write(app, site, work, manager) == []
    assert "/usr/lib/x86_64-linux-gnu/libz.so.1" in manager.asked  # where PyInstaller found it
    text = (app / notices.NOTICES).read_text(encoding="utf-8")
    assert re.search(r"^zlib1g +1:1\.2\.13\.dfsg-1 +Zlib$", text, re.MULTILINE)
    body = section(text, "zlib1g 1:1.2.13.dfsg-1")
    assert "  _internal/libz.so.1" in body.splitlines()
    assert "Debian package zlib1g" in body
    assert "Copyright of zlib1g." in body


def test_a_library_no_package_has_is_from_the_build_machine(
    app: Path, site: Path, work: Path
) -> None:
    assert write(app, site, work, FakePackages({})) == []
    text = (app / notices.NOTICES).read_text(encoding="utf-8")
    body = section(text, "zlib 1")  # its version from its file name
    assert "from the build machine" in body
    assert "  _internal/libz.so.1" in body.splitlines()


# --- check ---------------------------------------------------------------------------------------


def test_check_reports_a_library_added_after_the_notices_were_written(
    app: Path, site: Path, work: Path
) -> None:
    assert write(app, site, work) == []
    assert check(app, site, work) == []
    (app / "_internal" / "libpng16.so.16").write_bytes(b"\x7fELF")
    problems = check(app, site, work)
    assert problems == [
        f"{notices.NOTICES} does not name libpng16-16 1.6.39-2 (_internal/libpng16.so.16)"
    ]


def test_check_reports_a_file_left_out_of_its_component_and_missing_notices(
    app: Path, site: Path, work: Path
) -> None:
    assert write(app, site, work) == []
    path = app / notices.NOTICES
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"  _internal/dicecup/{EXTENSION}\n", ""), encoding="utf-8")
    assert check(app, site, work) == [
        f"_internal/dicecup/{EXTENSION}: not listed in {notices.NOTICES}"
    ]
    path.unlink()
    assert check(app, site, work) == [f"{path}: missing"]


def test_check_elsewhere_still_wants_every_compiled_file_and_distribution_named(
    app: Path, site: Path, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the app was not built (CI's smoke test on another system, with the project's test
    environment): its Python packages and the system's packages cannot be compared, but every
    compiled file must be listed, and each distribution whose metadata the app carries named."""
    assert write(app, site, work) == []
    monkeypatch.setattr(notices, "machine_description", lambda: "Elsewhere 1.0, x86_64")
    empty = site.parent / "other-environment"
    empty.mkdir()

    def elsewhere() -> list[str]:
        return notices.check(app, site=[empty], package_manager=FakePackages({}),
                             executable_reader=reader)  # fmt: skip

    assert elsewhere() == []
    (app / "_internal" / "libpng16.so.16").write_bytes(b"\x7fELF")
    assert elsewhere() == [f"_internal/libpng16.so.16: not listed in {notices.NOTICES}"]
    (app / "_internal" / "libpng16.so.16").unlink()
    path = app / notices.NOTICES
    path.write_text(
        path.read_text("utf-8").replace("\ndicecup 1.2.3\n", "\ndicecup 1.2\n"), "utf-8"
    )
    assert elsewhere() == [
        f"_internal/dicecup-1.2.3.dist-info: dicecup 1.2.3 is not named in {notices.NOTICES}"
    ]


# --- the parts -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "family"),
    [
        ("PySide6/Qt/lib/libQt6Core.so.6", "Qt"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "Qt"),
        ("PySide6/Qt6Core.dll", "Qt"),
        ("PySide6/plugins/platforms/qwindows.dll", "Qt"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/Resources/Info.plist", "Qt"),
        ("PySide6/Qt/lib/libicuuc.so.73", "ICU"),
        ("PySide6/libpyside6.abi3.so.6.11", "PySide6"),
        ("shiboken6/shiboken6.abi3.dll", "Shiboken6"),
        ("numpy.libs/libscipy_openblas64_-32a4b2a6.so", "OpenBLAS"),
        ("numpy.libs/msvcp140-2631399625.dll", "Microsoft Visual C++ run-time"),
        ("VCRUNTIME140_1.dll", "Microsoft Visual C++ run-time"),
        ("python311.dll", "Python"),
        ("libpython3.11.so.1.0", "Python"),
        ("Python.framework/Versions/3.11/Python", "Python"),
        ("libffi-8.dll", "libffi"),
        ("libX11.so.6", "X.Org libraries"),
        ("libz.so.1", "zlib"),
        ("libzstd.so.1", "Zstandard"),
        ("libcap.so.2", "libcap"),
        ("libcap-ng.so.0", "libcap-ng"),
        ("libcrypt.so.2", "libxcrypt"),
        ("libcrypto.so.3", "OpenSSL"),
        ("libpcre.so.1", "PCRE"),
        ("libpcre2-8.so.0", "PCRE2"),
        ("nacl/_sodium.abi3.so", "libsodium"),
        ("libmystery.so.3", None),
        ("PySide6/QtCore.abi3.so", None),  # PySide6's own extension module
    ],
)
def test_libraries_are_known_by_their_file_names(path: str, family: str | None) -> None:
    found = notices.family_of(path)
    assert (found.name if found else None) == family


@pytest.mark.parametrize(
    ("metadata", "licence"),
    [
        (
            "License-Expression: Apache-2.0 OR BSD-3-Clause\nLicense: MIT\n",
            "Apache-2.0 OR BSD-3-Clause",
        ),
        ("License: Apache License, Version 2.0\n", "Apache-2.0"),
        ("License: mit\n", "MIT"),
        ("License: (c) 2014\nClassifier: License :: OSI Approved :: MIT License\n", "MIT"),
        ("Classifier: License :: OSI Approved :: BSD License\n", None),  # which BSD?
        ("License: BSD\n", None),
        ("", None),
    ],
)
def test_a_distribution_s_licence_is_read_from_its_metadata(
    tmp_path: Path, metadata: str, licence: str | None
) -> None:
    make_dist(tmp_path, "somepkg", "1.0", ["somepkg/__init__.py"], metadata)
    [entry] = notices.Index(notices.metadata.distributions(path=[str(tmp_path)])).dists
    assert notices.distribution_licence(entry)[0] == licence


def test_a_distribution_with_no_known_licence_fails_the_notices(
    app: Path, site: Path, work: Path
) -> None:
    metadata = next(site.glob("dicecup-*.dist-info")) / "METADATA"
    metadata.write_text("Metadata-Version: 2.4\nName: dicecup\nVersion: 1.2.3\n", "utf-8")
    problems = write(app, site, work)
    assert len(problems) == 1 and problems[0].startswith("dicecup 1.2.3: no known licence")


@pytest.mark.skipif(sys.platform == "win32", reason="makes symbolic links")
def test_a_macos_bundle_s_files_are_found_where_pyinstaller_put_them(tmp_path: Path) -> None:
    app = tmp_path / "Five Dice.app"
    frameworks = app / "Contents" / "Frameworks"
    (frameworks / "numpy__dot__libs").mkdir(parents=True)
    (frameworks / "numpy__dot__libs" / "libgfortran.5.dylib").write_bytes(b"")
    (frameworks / "numpy.libs").symlink_to("numpy__dot__libs")
    (app / "Contents" / "Resources").mkdir()
    (app / "Contents" / "Resources" / "base_library.zip").write_bytes(b"")
    (app / "Contents" / "MacOS").mkdir()
    (app / "Contents" / "MacOS" / "fivedice").write_bytes(b"")
    lay = notices.layout(app)
    found = {item.shown: item.key for item in notices.built_files(lay)}
    assert found == {
        "Contents/Frameworks/numpy__dot__libs/libgfortran.5.dylib": (
            "numpy.libs/libgfortran.5.dylib"
        ),
        "Contents/Resources/base_library.zip": "base_library.zip",
        "Contents/MacOS/fivedice": "",
    }
    assert notices.default_output(app) == app / "Contents" / "Resources" / notices.NOTICES
    assert lay.executables == app / "Contents" / "MacOS"


def test_the_module_imports_nothing_beyond_the_standard_library() -> None:
    source = (ROOT / "packaging" / "notices.py").read_text(encoding="utf-8")
    top_level = re.findall(r"^(?:from|import) (\w+)", source, re.MULTILINE)
    assert set(top_level) <= set(sys.stdlib_module_names) | {"__future__"}, top_level
    assert "PyInstaller" not in top_level  # its reader is imported when an executable is read


def pyside(site: Path, files: list[str]) -> None:
    make_dist(site, "PySide6_Essentials", "6.11.3", files,
              "License: LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only\n")  # fmt: skip


def test_a_windows_build_names_qt_its_c_runtime_and_python(tmp_path: Path, site: Path) -> None:
    app = tmp_path / "fivedice"
    qt = ["PySide6/Qt6Core.dll", "PySide6/plugins/platforms/qwindows.dll"]
    own = ["PySide6/pyside6.abi3.dll", "PySide6/QtCore.pyd"]
    pyside(site, [*qt, *own, "PySide6/MSVCP140.dll"])
    dll = f"python3{sys.version_info.minor}.dll"
    files = ["fivedice.exe", f"_internal/{dll}", "_internal/_socket.pyd",
             "_internal/VCRUNTIME140.dll", "_internal/PySide6/MSVCP140.dll"]  # fmt: skip
    for path in files + [f"_internal/{name}" for name in qt + own]:
        (app / path).parent.mkdir(parents=True, exist_ok=True)
        (app / path).write_bytes(b"MZ")

    def windows_reader(path: Path) -> object | None:
        return notices.Executable(modules=["os"]) if path.name == "fivedice.exe" else None

    assert notices.write(app, site=[site], package_manager=None,
                         executable_reader=windows_reader) == []  # fmt: skip
    text = (app / notices.NOTICES).read_text(encoding="utf-8")
    assert [f"  _internal/{name}" for name in qt] == [
        line for line in section(text, "Qt 6.11.3").splitlines() if line.startswith("  ")
    ]
    assert "LGPL-3.0-only" in section(text, "PySide6_Essentials 6.11.3")
    assert "  _internal/PySide6/pyside6.abi3.dll" in text.splitlines()
    runtime = "Microsoft Visual C++ run-time"
    assert "  _internal/PySide6/MSVCP140.dll" in section(
        text, f"{runtime} (PySide6_Essentials 6.11.3)"
    )
    assert "  _internal/VCRUNTIME140.dll" in section(text, f"{runtime} (from the build machine)")
    python = section(text, f"Python {sys.version.split()[0]}")
    assert "  _internal/_socket.pyd" in python.splitlines()
    assert "  fivedice.exe" in section(text, "pyinstaller 6.10.0").splitlines()


@pytest.mark.skipif(sys.platform == "win32", reason="makes symbolic links")
def test_a_macos_bundle_names_qt_s_frameworks_and_keeps_its_own_files(
    tmp_path: Path, site: Path
) -> None:
    core = "PySide6/Qt/lib/QtCore.framework"
    pyside(site, [f"{core}/Versions/A/QtCore", f"{core}/Resources/Info.plist"])
    app = tmp_path / "Five Dice.app"
    contents = app / "Contents"
    for path in ["MacOS/fivedice", "Info.plist", "Resources/fivedice.icns",
                 "Resources/base_library.zip", f"Frameworks/{core}/Versions/A/QtCore",
                 f"Frameworks/{core}/Versions/A/Resources/Info.plist"]:  # fmt: skip
        (contents / path).parent.mkdir(parents=True, exist_ok=True)
        (contents / path).write_bytes(b"")
    (contents / "MacOS" / "fivedice").chmod(0o755)
    (contents / "Frameworks" / core / "Versions" / "Current").symlink_to("A")
    (contents / "Frameworks" / core / "QtCore").symlink_to("Versions/Current/QtCore")

    def macos_reader(path: Path) -> object | None:
        return notices.Executable(modules=["os"])

    assert notices.write(app, site=[site], package_manager=None,
                         executable_reader=macos_reader) == []  # fmt: skip
    text = (contents / "Resources" / notices.NOTICES).read_text(encoding="utf-8")
    qt = section(text, "Qt 6.11.3").splitlines()
    assert f"  Contents/Frameworks/{core}/Versions/A/QtCore" in qt
    assert f"  Contents/Frameworks/{core}/Versions/A/Resources/Info.plist" in qt
    assert "In this build: 2 files" in section(text, "Five Dice 0.1.0")  # Info.plist, icon

"""The build's decisions, checked here for every platform: what goes into the app, the macOS
Info.plist, the Windows version resources, the checks the release workflow runs on each build,
and the start-up guards for Windows (offscreen fonts, --help without a console) and Linux
(libxcb-cursor).

The spec itself runs dry, with PyInstaller's building blocks stood in for by recorders and the
file lists PyInstaller 6 makes on macOS and Windows, so that what it hands to COLLECT and BUNDLE
can be read. What only runs on those platforms (code signing, the real bundle, the screenshots)
is checked by .github/workflows/release.yml with packaging/check_build.py.
"""

from __future__ import annotations

import ast
import importlib
import os
import plistlib
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from fivedice import app as startup
from fivedice import version
from fivedice.words import LANGUAGES

from .scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
Entry = tuple[str, str, str]


# The spec imports `specparts` by that name: the tests use the same module.
specparts = sys.modules.get("specparts") or load_script("specparts", PACKAGING / "specparts.py")
check_build = load_script("fivedice_check_build", PACKAGING / "check_build.py")
build_script = load_script("fivedice_build_script", PACKAGING / "build.py")

FRAMEWORKS = "PySide6/Qt/lib"
PLUGINS = "PySide6/Qt/plugins"


def framework(name: str) -> tuple[list[Entry], list[Entry]]:
    """A Qt framework's entries as PyInstaller 6 lists them on macOS (binaries, datas): the binary
    under Versions/A, its Info.plist, the links it re-creates for code signing, and the link from
    the top folder that its dependency analysis adds."""
    base = f"{FRAMEWORKS}/{name}.framework"
    binary = f"{base}/Versions/A/{name}"
    return (
        [(binary, f"/site/{binary}", "BINARY")],
        [
            (
                f"{base}/Versions/A/Resources/Info.plist",
                f"/site/{base}/Resources/Info.plist",
                "DATA",
            ),
            (f"{base}/Versions/Current", "A", "SYMLINK"),
            (f"{base}/{name}", f"Versions/Current/{name}", "SYMLINK"),
            (f"{base}/Resources", "Versions/Current/Resources", "SYMLINK"),
            (name, binary, "SYMLINK"),
        ],
    )


def macos_toc() -> tuple[list[Entry], list[Entry]]:
    binaries: list[Entry] = []
    datas: list[Entry] = []
    for name in ("QtCore", "QtGui", "QtWidgets", "QtPdf"):  # QtPdf: for the PDF image plugin
        more_binaries, more_datas = framework(name)
        binaries += more_binaries
        datas += more_datas
    for plugin in (
        "platforms/libqcocoa.dylib",
        "platforms/libqoffscreen.dylib",
        "platforms/libqvnc.dylib",
        "imageformats/libqsvg.dylib",
        "imageformats/libqpdf.dylib",
        "sqldrivers/libqsqlite.dylib",
        "styles/libqmacstyle.dylib",
    ):
        binaries.append((f"{PLUGINS}/{plugin}", f"/site/{PLUGINS}/{plugin}", "BINARY"))
    binaries.append(("PySide6/QtCore.abi3.so", "/site/PySide6/QtCore.abi3.so", "EXTENSION"))
    datas += [
        ("PySide6/Qt/translations/qtbase_ja.qm", "/site/qtbase_ja.qm", "DATA"),
        ("PySide6/QtCore.pyi", "/site/PySide6/QtCore.pyi", "DATA"),
        ("fivedice/assets/roll.wav", "/site/fivedice/assets/roll.wav", "DATA"),
    ]
    return binaries, datas


def windows_toc() -> tuple[list[Entry], list[Entry]]:
    names = [
        "PySide6\\Qt6Core.dll",
        "PySide6\\opengl32sw.dll",
        "PySide6\\d3dcompiler_47.dll",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6\\plugins\\platforms\\qoffscreen.dll",
        "PySide6\\plugins\\platforms\\qdirect2d.dll",
        "PySide6\\plugins\\tls\\qschannelbackend.dll",
        "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    ]
    binaries = [(name, f"C:\\site\\{name}", "BINARY") for name in names]
    datas = [
        ("PySide6\\translations\\qtbase_de.qm", "C:\\site\\qtbase_de.qm", "DATA"),
        ("PySide6\\translations\\qtbase_ja.qm", "C:\\site\\qtbase_ja.qm", "DATA"),
    ]
    return binaries, datas


# --- what goes in ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dest", "platform", "kept"),
    [
        (f"{PLUGINS}/platforms/libqxcb.so", "linux", True),
        (f"{PLUGINS}/platforms/libqeglfs.so", "linux", False),
        (f"{PLUGINS}/sqldrivers/libqsqlite.so", "linux", False),
        (f"{PLUGINS}/imageformats/libqsvg.so", "linux", True),
        ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "linux", False),
        ("numpy.libs/libmvec-2.so", "linux", True),  # not glibc's own libmvec
        ("libmvec.so.1", "linux", False),
        (f"{PLUGINS}/platforms/libqcocoa.dylib", "darwin", True),
        (f"{PLUGINS}/imageformats/libqpdf.dylib", "darwin", False),
        ("PySide6\\opengl32sw.dll", "win32", False),
        ("PySide6\\OPENGL32SW.DLL", "win32", False),
        ("PySide6\\Qt6Gui.dll", "win32", True),
        ("PySide6\\plugins\\platforms\\qwindows.dll", "win32", True),
        ("PySide6\\plugins\\platforms\\qdirect2d.dll", "win32", False),
    ],
)
def test_which_binaries_go_in(dest: str, platform: str, kept: bool) -> None:
    assert specparts.keep_binary(dest, platform) is kept


def test_qt_translations_only_of_the_games_languages_and_no_type_stubs() -> None:
    assert specparts.keep_data("PySide6/Qt/translations/qtbase_de.qm", "linux")
    assert specparts.keep_data("PySide6\\translations\\qtbase_pt_BR.qm", "win32")
    assert not specparts.keep_data("PySide6/Qt/translations/qtbase_ja.qm", "linux")
    assert not specparts.keep_data("PySide6/Qt/translations/qt_de.qm", "darwin")
    assert not specparts.keep_data("PySide6/Qt/translations/qtdeclarative_de.qm", "linux")
    assert not specparts.keep_data("PySide6\\translations\\assistant_de.qm", "win32")
    assert not specparts.keep_data("PySide6/QtCore.pyi", "darwin")
    assert specparts.keep_data("fivedice/assets/i18n/fivedice_de.qm", "linux")
    assert specparts.keep_data("fivedice/strategy/tables/official.fdt", "win32")


def test_every_qt_framework_keeps_the_links_code_signing_needs() -> None:
    binaries, datas = macos_toc()
    kept_binaries = [e for e in binaries if specparts.keep_binary(e[0], "darwin")]
    kept = specparts.trim_datas(datas, kept_binaries, "darwin")
    links = {dest: target for dest, target, kind in kept if kind == "SYMLINK"}
    for name in ("QtCore", "QtGui", "QtWidgets"):
        base = f"{FRAMEWORKS}/{name}.framework"
        assert links[f"{base}/Versions/Current"] == "A"
        assert links[f"{base}/{name}"] == f"Versions/Current/{name}"
        assert links[f"{base}/Resources"] == "Versions/Current/Resources"
        assert links[name] == f"{base}/Versions/A/{name}"
        assert (f"{base}/Versions/A/Resources/Info.plist", f"/site/{base}/Resources/Info.plist",
                "DATA") in kept  # fmt: skip
    names = {entry[0] for entry in kept}
    assert "PySide6/Qt/translations/qtbase_ja.qm" not in names
    assert "PySide6/QtCore.pyi" not in names
    assert "fivedice/assets/roll.wav" in names


def test_links_to_what_was_left_out_go_too() -> None:
    lib = "PySide6/Qt/lib"
    binaries = [(f"{lib}/libQt6Core.so.6", "/site/libQt6Core.so.6", "BINARY")]
    datas = [
        ("libQt6Core.so.6", f"{lib}/libQt6Core.so.6", "SYMLINK"),
        (
            "libQt6EglFSDeviceIntegration.so.6",
            f"{lib}/libQt6EglFSDeviceIntegration.so.6",
            "SYMLINK",
        ),
        ("core", "libQt6Core.so.6", "SYMLINK"),  # a link to a link to a kept library
        ("egl", "libQt6EglFSDeviceIntegration.so.6", "SYMLINK"),  # ... to a dropped one
        ("loop-a", "loop-b", "SYMLINK"),
        ("loop-b", "loop-a", "SYMLINK"),
        ("outside", "../../usr/lib/libQt6Core.so.6", "SYMLINK"),
        ("absolute", "/usr/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    kept = specparts.trim_datas(datas, binaries, "linux")
    assert [entry[0] for entry in kept] == ["libQt6Core.so.6", "core"]


def test_resolving_a_path_through_links() -> None:
    links = {"Fw.framework/Versions/Current": "A", "Fw.framework/Fw": "Versions/Current/Fw"}
    assert specparts.resolve("Fw.framework/Fw", links) == "Fw.framework/Versions/A/Fw"
    assert specparts.resolve("Fw.framework/Versions/Current/Resources/x", links) == (
        "Fw.framework/Versions/A/Resources/x"
    )
    assert specparts.resolve("a", {"a": "b", "b": "a"}) is None


# --- macOS: Info.plist -------------------------------------------------------------------------


def bundle_writes(keys: dict[str, Any], *, last_console: bool) -> dict[str, Any]:
    """The Info.plist PyInstaller 6's BUNDLE writes (its building/osx.py): its defaults, chosen
    by the console setting COLLECT took from the last executable, then the spec's keys."""
    written: dict[str, Any] = {"CFBundleExecutable": "fivedice"}
    if last_console:
        written["LSBackgroundOnly"] = True
    else:
        written["NSHighResolutionCapable"] = True
    written.update(keys)
    return written


def template() -> bytes:
    return (PACKAGING / "macos" / "Info.plist").read_bytes()


def test_the_app_is_a_foreground_app_for_macos_14_and_later() -> None:
    keys = specparts.info_plist(template(), "1.2.3")
    assert keys["CFBundleShortVersionString"] == keys["CFBundleVersion"] == "1.2.3"
    written = bundle_writes(keys, last_console=True)  # fivedice-sim comes last: a console one
    assert written["LSBackgroundOnly"] is False
    assert written["LSMinimumSystemVersion"] == "14.0" == specparts.MACOS_MINIMUM
    assert written["NSHighResolutionCapable"] is True
    assert "local network" in str(written["NSLocalNetworkUsageDescription"])
    assert check_build.plist_problems({**written, "CFBundleIdentifier": specparts.APP_ID},
                                      "14.0") == []  # fmt: skip


def test_the_bundle_says_it_speaks_every_language_of_the_game() -> None:
    keys = specparts.info_plist(template(), "1.2.3")
    languages = keys["CFBundleLocalizations"]
    assert isinstance(languages, list)
    assert languages[0] == "en" and "de" in languages and "pt-BR" in languages
    assert {code.replace("-", "_") for code in languages[1:]} == set(LANGUAGES)
    assert set(languages) == check_build.BUNDLE_LANGUAGES
    plist = {**bundle_writes(keys, last_console=True), "CFBundleIdentifier": specparts.APP_ID}
    del plist["CFBundleLocalizations"]
    problems = check_build.plist_problems(plist, "14.0")
    assert problems == ["CFBundleLocalizations lacks " + ", ".join(sorted(languages))]


def test_without_the_key_pyinstaller_would_make_a_background_app() -> None:
    keys = plistlib.loads(template())
    del keys["LSBackgroundOnly"]
    assert bundle_writes(keys, last_console=True)["LSBackgroundOnly"] is True
    with pytest.raises(ValueError, match="LSBackgroundOnly"):
        specparts.info_plist(plistlib.dumps(keys), "1.2.3")
    keys = plistlib.loads(template())
    del keys["NSLocalNetworkUsageDescription"]
    with pytest.raises(ValueError, match="local network"):
        specparts.info_plist(plistlib.dumps(keys), "1.2.3")
    keys = plistlib.loads(template())
    keys["LSMinimumSystemVersion"] = "11.0"
    with pytest.raises(ValueError, match=r"14\.0"):
        specparts.info_plist(plistlib.dumps(keys), "1.2.3")


# --- Windows: version resources ----------------------------------------------------------------


def test_each_executable_has_its_own_version_resource() -> None:
    text = (PACKAGING / "windows" / "version_info.txt").read_text(encoding="utf-8")
    sim = specparts.version_resource(text, "0.12.3", "fivedice-sim", "Five Dice simulator")
    ast.parse(sim, mode="eval")  # PyInstaller reads it as a Python expression
    assert "StringStruct('OriginalFilename', 'fivedice-sim.exe')" in sim
    assert "StringStruct('InternalName', 'fivedice-sim')" in sim
    assert "StringStruct('FileDescription', 'Five Dice simulator')" in sim
    assert "StringStruct('ProductVersion', '0.12.3')" in sim
    assert "filevers=(0, 12, 3, 0)" in sim
    game = specparts.version_resource(text, "0.12.3", "fivedice", "Five Dice")
    assert "StringStruct('OriginalFilename', 'fivedice.exe')" in game
    assert specparts.version_tuple("2.0") == (2, 0, 0, 0)


# --- the spec, run dry -------------------------------------------------------------------------


class Recorder:
    """PyInstaller's building blocks, recording what the spec gives them."""

    def __init__(self, binaries: list[Entry], datas: list[Entry]) -> None:
        self.binaries, self.datas = binaries, datas
        self.exes: list[types.SimpleNamespace] = []
        self.collect: types.SimpleNamespace | None = None
        self.bundles: list[dict[str, Any]] = []

    def names(self, workpath: Path, distpath: Path) -> dict[str, Any]:
        def analysis(scripts: list[str], datas: list[Entry], **_options: Any) -> Any:
            return types.SimpleNamespace(
                binaries=list(self.binaries), datas=list(self.datas) + datas, scripts=scripts,
                pure=[],
            )  # fmt: skip

        def exe(*_parts: Any, **options: Any) -> types.SimpleNamespace:
            made = types.SimpleNamespace(**options)
            self.exes.append(made)
            return made

        def collect(*parts: Any, **options: Any) -> types.SimpleNamespace:
            toc: list[Entry] = []
            console = True
            for part in parts:
                if isinstance(part, types.SimpleNamespace):
                    toc.append((part.name, part.name, "EXECUTABLE"))
                    console = part.console  # PyInstaller keeps the last executable's setting
                else:
                    toc += [entry for entry in part if entry not in toc]
            self.collect = types.SimpleNamespace(toc=toc, console=console, **options)
            return self.collect

        def bundle(collected: Any, **options: Any) -> None:
            self.bundles.append({"collect": collected, **options})

        return {
            "Analysis": analysis, "PYZ": lambda pure: pure, "EXE": exe, "COLLECT": collect,
            "BUNDLE": bundle, "SPECPATH": str(PACKAGING), "DISTPATH": str(distpath),
            "workpath": str(workpath),
        }  # fmt: skip


def run_spec(tmp_path: Path, platform: str, toc: tuple[list[Entry], list[Entry]]) -> Recorder:
    """Run packaging/fivedice.spec as PyInstaller would on `platform`, with its file lists."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda package: [  # type: ignore[attr-defined]
        ("fivedice/strategy/tables/official.fdt", "/site/official.fdt", "DATA")
    ]
    hooks.collect_submodules = lambda package: ["fivedice", "fivedice.app", "fivedice.sim"]  # type: ignore[attr-defined]
    hooks.copy_metadata = lambda package: []  # type: ignore[attr-defined]
    recorder = Recorder(*toc)
    namespace = recorder.names(tmp_path / "work", tmp_path / "dist")
    (tmp_path / "work").mkdir()
    spec = PACKAGING / "fivedice.spec"
    code = compile(spec.read_text(encoding="utf-8"), str(spec), "exec")
    with pytest.MonkeyPatch.context() as patch:
        for name in ("PyInstaller", "PyInstaller.utils"):
            patch.setitem(sys.modules, name, types.ModuleType(name))
        patch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
        patch.setattr(sys, "path", list(sys.path))  # the spec adds packaging/
        patch.setattr(sys, "platform", platform)
        exec(code, namespace)
    return recorder


def test_the_spec_on_macos_bundles_a_foreground_app_with_its_framework_links(
    tmp_path: Path,
) -> None:
    spec = run_spec(tmp_path, "darwin", macos_toc())
    assert [(exe.name, exe.console) for exe in spec.exes] == [
        ("fivedice", False), ("fivedice-sim", True),
    ]  # fmt: skip
    assert spec.collect is not None and spec.collect.console is True  # hence the explicit key
    [bundle] = spec.bundles
    assert bundle["name"] == "Five Dice.app"
    assert bundle["bundle_identifier"] == specparts.APP_ID
    written = bundle_writes(bundle["info_plist"], last_console=spec.collect.console)
    assert written["LSBackgroundOnly"] is False
    assert written["LSMinimumSystemVersion"] == "14.0"
    assert written["CFBundleShortVersionString"] == version()
    executables = [dest for dest, _source, kind in spec.collect.toc if kind == "EXECUTABLE"]
    assert executables[0] == "fivedice"  # BUNDLE's CFBundleExecutable: the first one
    collected = {dest: (source, kind) for dest, source, kind in spec.collect.toc}
    core = f"{FRAMEWORKS}/QtCore.framework"
    assert collected[f"{core}/Versions/Current"] == ("A", "SYMLINK")
    assert collected[f"{core}/QtCore"] == ("Versions/Current/QtCore", "SYMLINK")
    assert collected[f"{core}/Resources"] == ("Versions/Current/Resources", "SYMLINK")
    assert f"{PLUGINS}/platforms/libqcocoa.dylib" in collected
    for left_out in ("imageformats/libqpdf.dylib", "sqldrivers/libqsqlite.dylib",
                     "platforms/libqvnc.dylib"):  # fmt: skip
        assert f"{PLUGINS}/{left_out}" not in collected
    assert not [dest for dest in collected if dest.endswith((".qm", ".pyi"))]


def test_the_spec_on_windows_leaves_out_software_opengl_and_names_each_exe(
    tmp_path: Path,
) -> None:
    spec = run_spec(tmp_path, "win32", windows_toc())
    assert not spec.bundles
    assert spec.collect is not None
    collected = {entry[0] for entry in spec.collect.toc}
    assert "PySide6\\Qt6Core.dll" in collected
    assert "PySide6\\plugins\\platforms\\qwindows.dll" in collected
    assert "PySide6\\opengl32sw.dll" not in collected
    assert "PySide6\\plugins\\tls\\qschannelbackend.dll" not in collected
    assert [name for name in collected if name.endswith(".qm")] == [
        "PySide6\\translations\\qtbase_de.qm"
    ]
    resources = {exe.name: Path(exe.version).read_text(encoding="utf-8") for exe in spec.exes}
    assert set(resources) == {"fivedice", "fivedice-sim"}
    assert "'OriginalFilename', 'fivedice.exe'" in resources["fivedice"]
    assert "'FileDescription', 'Five Dice'" in resources["fivedice"]
    assert "'OriginalFilename', 'fivedice-sim.exe'" in resources["fivedice-sim"]
    assert "'FileDescription', 'Five Dice simulator'" in resources["fivedice-sim"]
    for text in resources.values():
        assert f"'ProductVersion', '{version()}'" in text
    assert all(exe.icon.endswith("fivedice.ico") for exe in spec.exes)


# --- build.py: hdiutil tried again -------------------------------------------------------------


def test_a_command_that_fails_for_a_while_is_tried_again(tmp_path: Path) -> None:
    tries = tmp_path / "tries"
    flaky = (
        "import pathlib, sys; p = pathlib.Path(sys.argv[1]); "
        "p.write_text(p.read_text() + 'x') if p.exists() else p.write_text('x'); "
        "sys.exit(0 if len(p.read_text()) >= 3 else 1)"
    )
    waits: list[float] = []
    build_script.run_retrying(sys.executable, "-c", flaky, tries, pause=5, sleep=waits.append)
    assert tries.read_text() == "xxx"
    assert waits == [5, 10]
    tries.unlink()
    waits.clear()
    with pytest.raises(subprocess.CalledProcessError):
        build_script.run_retrying(sys.executable, "-c", flaky, tries, attempts=2, pause=1,
                                  sleep=waits.append)  # fmt: skip
    assert tries.read_text() == "xx" and waits == [1]


def test_the_disk_image_is_made_with_retries(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[str, tuple[Any, ...]]] = []
    monkeypatch.setattr(build_script.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(build_script, "WORK", tmp_path / "work")
    monkeypatch.setattr(build_script, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build_script, "run", lambda *c: calls.append(("run", c)))
    monkeypatch.setattr(build_script, "run_retrying", lambda *c: calls.append(("retried", c)))
    archive = build_script.make_macos_archive(tmp_path / "Five Dice.app", "fivedice-1-macos")
    assert archive.name == "fivedice-1-macos.dmg"
    assert [(how, command[:2]) for how, command in calls] == [
        ("run", ("ditto", tmp_path / "Five Dice.app")), ("retried", ("hdiutil", "create")),
    ]  # fmt: skip


# --- check_build.py ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def window_png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("shot")
    shot = folder / "window.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVEDICE_DATA_DIR=str(folder / "data"))
    subprocess.run(
        [sys.executable, "-m", "fivedice", "--screenshot", str(shot)],
        env=env, cwd=folder, check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    return shot


def test_the_png_reader_reads_what_qt_writes(window_png: Path, tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    qt = QImage(str(window_png))
    ours = check_build.read_png(window_png.read_bytes())
    assert (ours.width, ours.height) == (qt.width(), qt.height())
    for x, y in [(0, 0), (500, 110), (700, 125), (1179, 759), (300, 330), (33, 44)]:
        colour = qt.pixelColor(x, y)
        assert tuple(ours.pixel(x, y)[:3]) == (colour.red(), colour.green(), colour.blue())
    # With an alpha channel too
    translucent = QImage(40, 30, QImage.Format.Format_ARGB32)
    translucent.fill(QColor(10, 200, 30, 128))
    translucent.setPixelColor(7, 9, QColor(1, 2, 3, 4))
    translucent.save(str(tmp_path / "alpha.png"))
    read = check_build.read_png((tmp_path / "alpha.png").read_bytes())
    assert read.channels == 4 and read.pixel(7, 9) == bytes((1, 2, 3, 4))
    assert read.pixel(0, 0) == bytes((10, 200, 30, 128))


def test_a_window_without_text_fails_the_screenshot_check(window_png: Path, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage, QPainter

    assert check_build.main(["screenshot", str(window_png)]) == 0
    # The same window with no text drawn: each text area holds only its background.
    image = QImage(str(window_png))
    painter = QPainter(image)
    for left, top, right, bottom in check_build.TEXT_AREAS.values():
        x, y = int(left * image.width()), int(top * image.height())
        width, height = int((right - left) * image.width()), int((bottom - top) * image.height())
        painter.fillRect(x - 2, y - 2, width + 4, height + 4, image.pixelColor(x - 2, y - 2))
    painter.end()
    textless = tmp_path / "textless.png"
    image.save(str(textless))
    problems = check_build.screenshot_problems(check_build.read_png(textless.read_bytes()))
    assert len(problems) == len(check_build.TEXT_AREAS), problems
    assert check_build.main(["screenshot", str(textless)]) == 1


OTOOL = """\
Load command 9
      cmd LC_BUILD_VERSION
  cmdsize 32
 platform 1
    minos 14.0
      sdk 14.2
Load command 10
      cmd LC_VERSION_MIN_MACOSX
  cmdsize 16
  version 10.13
      sdk 10.15
"""


def test_the_newest_minimum_macos_of_the_binaries() -> None:
    assert check_build.minimum_macos(OTOOL) == "14.0"
    assert check_build.minimum_macos(OTOOL.replace("minos 14.0", "minos 11.0")) == "11.0"
    assert check_build.minimum_macos(OTOOL.replace("14.0", "9.0")) == "10.13"
    assert check_build.minimum_macos("Load command 1\n cmd LC_UUID\n") is None


def make_app(folder: Path, minimum: str = "14.0") -> Path:
    """A .app laid out as BUNDLE lays it out, with one framework and two Mach-O files."""
    app = folder / "Five Dice.app"
    contents = app / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    (contents / "MacOS" / "fivedice").write_bytes(b"\xcf\xfa\xed\xfe" + bytes(60))
    plist = specparts.info_plist(template(), "1.0")
    plist.update(CFBundleExecutable="fivedice", CFBundleIdentifier=specparts.APP_ID,
                 LSMinimumSystemVersion=minimum)  # fmt: skip
    (contents / "Info.plist").write_bytes(plistlib.dumps(plist))
    core = contents / "Frameworks" / "PySide6" / "Qt" / "lib" / "QtCore.framework"
    (core / "Versions" / "A" / "Resources").mkdir(parents=True)
    (core / "Versions" / "A" / "QtCore").write_bytes(b"\xcf\xfa\xed\xfe" + bytes(60))
    (core / "Versions" / "A" / "Resources" / "Info.plist").write_bytes(plistlib.dumps({}))
    (core / "Versions" / "Current").symlink_to("A")
    (core / "QtCore").symlink_to("Versions/Current/QtCore")
    (core / "Resources").symlink_to("Versions/Current/Resources")
    return app


@pytest.mark.skipif(sys.platform == "win32", reason="makes symbolic links")
def test_the_macos_app_check(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seen: list[str] = []

    def otool(path: Path) -> str:
        seen.append(path.name)
        return OTOOL

    assert check_build.macos_app_problems(app, otool) == []
    assert sorted(seen) == ["QtCore", "fivedice"]  # each binary once, links not followed
    # Links made into copies, as a trimming that drops them leaves the folder
    core = app / "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework"
    (core / "Resources").unlink()
    (core / "Versions" / "Current").unlink()
    (core / "Versions" / "Current").mkdir()
    where = "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework"
    assert check_build.framework_problems(app) == [
        f"{where}: Versions/Current is not a symbolic link",
        f"{where}: QtCore leads nowhere",
        f"{where}: Resources is not a symbolic link",
    ]
    older = make_app(tmp_path / "older", minimum="11.0")
    assert check_build.macos_app_problems(older, lambda path: OTOOL) == [
        "LSMinimumSystemVersion is 11.0, but a bundled binary needs 14.0"
    ]


def test_a_background_only_app_fails_the_check() -> None:
    plist = {"CFBundleExecutable": "fivedice", "CFBundleIdentifier": specparts.APP_ID,
             "LSMinimumSystemVersion": "14.0", "LSBackgroundOnly": True,
             "CFBundleLocalizations": specparts.BUNDLE_LOCALIZATIONS}  # fmt: skip
    assert check_build.plist_problems(plist, "14.0") == [
        "LSBackgroundOnly is set: no Dock icon, the window may stay behind"
    ]
    plist.update(LSBackgroundOnly=False, CFBundleExecutable="fivedice-sim")
    assert check_build.plist_problems(plist, None) == ["CFBundleExecutable is 'fivedice-sim'"]


# --- start-up: Windows ---------------------------------------------------------------------------


def test_offscreen_on_windows_is_given_the_windows_fonts() -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "WINDIR": "D:\\Win"}
    assert startup.offscreen_font_dir(env, "win32") == "D:\\Win\\Fonts"
    assert startup.offscreen_font_dir({"QT_QPA_PLATFORM": "offscreen"}, "win32") == (
        "C:\\Windows\\Fonts"
    )
    assert startup.offscreen_font_dir({**env, "QT_QPA_FONTDIR": "E:\\f"}, "win32") is None
    assert startup.offscreen_font_dir({**env, "QT_QPA_PLATFORM": "windows"}, "win32") is None
    assert startup.offscreen_font_dir(env, "linux") is None
    assert startup.offscreen_font_dir(env, "darwin") is None


def test_a_screenshot_on_windows_sets_the_font_folder_before_qt_starts(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: dict[str, str | None] = {}

    def application() -> None:
        seen["fonts"] = os.environ.get("QT_QPA_FONTDIR")
        raise SystemExit(0)

    monkeypatch.delenv("QT_QPA_PLATFORM")  # main sets it; put back afterwards
    monkeypatch.setenv("QT_QPA_FONTDIR", "")  # so that the one main sets is taken out afterwards
    monkeypatch.delenv("QT_QPA_FONTDIR")
    monkeypatch.setenv("WINDIR", "C:\\Windows")
    monkeypatch.setattr(startup, "_application", application)
    # Imported for this platform before it pretends to be Windows (main imports it on the way, and
    # a first import as "win32" would look for Windows' own msvcrt).
    importlib.import_module("fivedice.store.lock")
    with pytest.MonkeyPatch.context() as patch, pytest.raises(SystemExit):
        patch.setattr(sys, "platform", "win32")
        startup.main(["--screenshot", str(tmp_path / "shot.png")])
    assert seen == {"fonts": "C:\\Windows\\Fonts"}


@pytest.mark.parametrize(
    ("argv", "expected", "error"),
    [
        (["--version"], f"fivedice {version()}", False),
        (["--help"], "--screenshot FILE", False),
        (["--size", "10x10"], "--size takes a size", True),
    ],
)
def test_without_standard_output_help_and_version_are_shown_all_the_same(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], expected: str, error: bool
) -> None:
    shown: list[tuple[str, bool]] = []
    monkeypatch.setattr(startup, "_show_without_console", lambda *a: shown.append(a))
    with pytest.MonkeyPatch.context() as patch, pytest.raises(SystemExit):
        patch.setattr(sys, "stdout", None)  # a windowed Windows program
        patch.setattr(sys, "stderr", None)
        startup.main(argv)
    [(text, was_error)] = shown
    assert expected in text and was_error is error


# --- start-up: Linux without libxcb-cursor -------------------------------------------------------


def missing(name: str) -> None:
    raise OSError(f"{name}: cannot open shared object file")


def never(name: str) -> None:
    raise AssertionError("the library check ran where Qt will not use X11")


@pytest.mark.parametrize(
    ("environ", "uses_x11"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "xcb:nograb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({}, False),
    ],
)
def test_the_libxcb_cursor_check_runs_only_where_qt_uses_x11(
    environ: dict[str, str], uses_x11: bool
) -> None:
    assert startup.would_use_xcb(environ) is uses_x11
    assert startup.missing_xcb_cursor(environ, "linux", False, missing if uses_x11 else never) is (
        uses_x11
    )
    assert not startup.missing_xcb_cursor(environ, "linux", False, lambda name: None)
    assert not startup.missing_xcb_cursor(environ, "linux", True, never)  # the built app
    assert not startup.missing_xcb_cursor(environ, "darwin", False, never)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux library")
def test_the_check_finds_the_library_where_it_is_installed() -> None:
    import ctypes
    import ctypes.util

    if ctypes.util.find_library("xcb-cursor") is None:
        pytest.skip("libxcb-cursor is not installed here")
    assert not startup.missing_xcb_cursor({"DISPLAY": ":0"}, "linux", False, ctypes.CDLL)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux library")
def test_without_libxcb_cursor_fivedice_says_which_package_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import ctypes

    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(ctypes, "CDLL", missing)
    monkeypatch.setattr(startup, "_application", never)
    assert startup.main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "libxcb-cursor0" in err

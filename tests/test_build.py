"""The installed app: the Linux one-folder build runs on its own, headless, outside the source tree.

Builds the app with ``packaging/build.py`` (a clean virtual environment, PyInstaller, the
archive: a few minutes), unpacks the archive into a temporary folder, and runs it from there as a
user would: a screenshot of the window (with its text drawn), the simulator with worker
processes, the version.

Marked ``build``: the quick suite skips it with ``-m "not build"``, CI runs it with ``-m build``.
``FIVEDICE_BUILT_APP=dist/fivedice-<version>-linux-<arch>.tar.xz`` (or the ``dist/fivedice``
folder) tests an existing build instead of making one; the test that builds a second time and
compares (reproducibility) then has nothing to compare and is skipped.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from types import ModuleType

import pytest

from fivedice.words import LANGUAGES

from .scripts import load_script

pytestmark = [
    pytest.mark.build,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build is tested"),
]

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.fivedice.FiveDice"
# The limits sit at least 5 MB above what the build measured, for a patch release of Qt, NumPy or
# cryptography; move them only with a reason here. Measured on Debian 12 with Python 3.11 and
# packaging/locks/build-linux-x86_64.txt (`python benchmarks/bench_build.py --sizes-only`): the
# folder 149.3 MB, the archive 46.9 MB. Before: 170.8 MB and a 72.3 MB .tar.gz. The system's own
# libraries left out (about 10 MB with what they brought along), symbols no one links against
# stripped (6.4 MB), the CJK codecs out (1 MB), fivedice-sim a link to the game's executable
# instead of a second copy of the code (4.6 MB), and xz for gzip.
FOLDER_LIMIT = 155_000_000  # bytes: the one-folder app
ARCHIVE_LIMIT = 52_000_000  # bytes: its .tar.xz
QT_MODULES_USED = {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork"}


def _check_build() -> ModuleType:
    """packaging/check_build.py: the screenshot check the release workflow runs on every build."""
    return load_script("fivedice_check_build", ROOT / "packaging" / "check_build.py")


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    assert match, "pyproject.toml has no version"
    return match.group(1)


def folder_size(path: Path) -> int:
    return sum(item.lstat().st_size for item in path.rglob("*") if item.is_file())


#: What the build printed, when this module made it: "stdout".
BUILT: dict[str, str] = {}


def _linuxlibs() -> ModuleType:
    return load_script("fivedice_linuxlibs", ROOT / "packaging" / "linuxlibs.py")


def build(*options: str) -> subprocess.CompletedProcess[str]:
    """packaging/build.py with `options`, which must succeed (a few minutes)."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), *options],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    assert result.returncode == 0, (
        f"build failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    )
    return result


@pytest.fixture(scope="module")
def archive() -> Path | None:
    """The built app's archive (None when FIVEDICE_BUILT_APP names a folder)."""
    given = os.environ.get("FIVEDICE_BUILT_APP")
    if given:
        path = Path(given).resolve()
        assert path.exists(), f"FIVEDICE_BUILT_APP={given} does not exist"
        return path if path.is_file() else None
    result = build()
    BUILT["stdout"] = result.stdout
    built = Path(result.stdout.strip().splitlines()[-1])
    assert built.name.endswith(".tar.xz"), built
    return built


@pytest.fixture(scope="module")
def app(archive: Path | None, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The app folder, unpacked (or copied) into a temporary folder outside the source tree."""
    place = tmp_path_factory.mktemp("installed")
    if archive is None:
        source = Path(os.environ["FIVEDICE_BUILT_APP"]).resolve()
        shutil.copytree(source, place / "fivedice", symlinks=True)
    else:
        with tarfile.open(archive) as tar:
            if hasattr(tarfile, "data_filter"):  # Python 3.10.12+, 3.11.4+
                tar.extractall(place, filter="data")
            else:
                tar.extractall(place)  # our own archive, just built
    folder = place / "fivedice"
    assert (folder / "fivedice").is_file()
    assert ROOT not in folder.resolve().parents
    return folder


def run_app(
    app: Path, program: str, *args: str, cwd: Path, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """Run one of the app's executables as a user's shell would: no Python environment set."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [str(app / program), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_size_within_budget(app: Path, archive: Path | None) -> None:
    size = folder_size(app)
    assert size <= FOLDER_LIMIT, f"one-folder app is {size / 1e6:.1f} MB"
    if archive is not None:
        assert archive.stat().st_size <= ARCHIVE_LIMIT, (
            f"archive is {archive.stat().st_size / 1e6:.1f} MB"
        )


def test_reports_the_project_version(app: Path, tmp_path: Path) -> None:
    result = run_app(app, "fivedice", "--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"fivedice {project_version()}"


def test_the_sound_library_plays_in_the_built_app(
    app: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FIVEDICE_SOUND_BACKEND", "null")  # run_app passes the environment on
    result = run_app(app, "fivedice", "--sound-check", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("game_over through Null"), result.stdout


def test_a_second_launch_hands_over_to_the_open_window(app: Path, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    data = tmp_path / "data"
    first = subprocess.Popen(
        [str(app / "fivedice"), "--data-dir", str(data)],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while not (data / "autosave.json").exists() and time.monotonic() < deadline:
            assert first.poll() is None, first.stderr.read() if first.stderr else ""
            time.sleep(0.1)
        second = run_app(app, "fivedice", "--data-dir", str(data), cwd=tmp_path, timeout=60)
        assert second.returncode == 0, second.stdout + second.stderr
        assert "already open" in second.stdout and "brought to the front" in second.stdout
        assert first.poll() is None  # the first goes on
    finally:
        first.kill()
        first.wait(10)


def test_the_built_app_speaks_each_language_with_qt_s_own_words(
    app: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FIVEDICE_EXIT_AFTER_FIRST_PAINT", "1")  # run_app passes it on
    for code in ("de", "nb", "pt_BR"):
        result = run_app(
            app, "fivedice", "--language", code, "--data-dir", str(tmp_path / code), cwd=tmp_path
        )
        assert result.returncode == 0, result.stderr
        assert f"speaking {code} (fivedice_{code}, qtbase_{code})" in result.stdout, result.stdout


def test_screenshot_of_the_window(app: Path, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    shot = tmp_path / "shots" / "window.png"
    result = run_app(
        app, "fivedice", "--screenshot", str(shot), "--data-dir", str(tmp_path / "data"),
        cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1180, 760)
    # A real window, not an empty one: many colours (dice, felt, text, scorecard).
    image = QImage(str(shot))
    assert not image.isNull()
    colours = {image.pixel(x, y) for x in range(0, width, 7) for y in range(0, height, 7)}
    assert len(colours) > 50
    # ...with its text drawn: the fonts were found.
    check = _check_build()
    assert check.screenshot_problems(check.read_png(data)) == []


def test_simulator_plays_like_the_source(app: Path, tmp_path: Path) -> None:
    # 60 games: enough for the simulator to play them in its two worker processes.
    args = ["--level", "hard", "--rules", "official", "--games", "60", "--seed", "7", "--json"]
    frozen = run_app(app, "fivedice-sim", *args, "--workers", "2", cwd=tmp_path, timeout=300)
    assert frozen.returncode == 0, frozen.stderr
    played = json.loads(frozen.stdout)
    assert played["games"] == 60
    # The packaged strategy tables were found: the optimal expected score comes from them.
    assert played["exact"] is not None and 200 < played["exact"] < 300
    source = subprocess.run(
        [sys.executable, "-m", "fivedice.sim", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    expected = json.loads(source.stdout)
    for key in ("mean", "median", "min", "max", "upper_bonus_rate", "five_kind_rate", "exact"):
        assert played[key] == expected[key], key


def test_only_the_qt_the_game_uses(app: Path) -> None:
    internal = app / "_internal"
    bindings = {path.name.split(".")[0] for path in (internal / "PySide6").glob("Qt*.so")}
    assert bindings <= QT_MODULES_USED, bindings - QT_MODULES_USED
    qt_catalogues = {
        p.name for p in internal.rglob("*.qm") if "fivedice" not in p.relative_to(internal).parts
    }
    assert qt_catalogues == {f"qtbase_{code}.qm" for code in LANGUAGES if code != "nb"}
    own = {p.name for p in (internal / "fivedice" / "assets" / "i18n").glob("*.qm")}
    assert {f"fivedice_{code}.qm" for code in LANGUAGES} < own
    unwanted = re.compile(r"libQt6(Qml|Quick|Pdf|WebEngine|Multimedia|OpenGL|EglFS)")
    assert not [p.name for p in internal.rglob("libQt6*") if unwanted.match(p.name)]
    assert not list(internal.rglob("_ssl*.so")), "OpenSSL was bundled"
    assert not (internal / "numpy" / "random").exists()


def test_x11_needs_nothing_more_from_the_system(app: Path) -> None:
    """Qt's X11 plugin needs libxcb-cursor, which many systems lack: the build brings it, and the
    links from the top folder to the libraries in PySide6/Qt/lib are kept."""
    internal = app / "_internal"
    assert list(internal.rglob("libxcb-cursor.so.0*")), "libxcb-cursor is not bundled"
    top = internal / "libQt6Core.so.6"
    if top.is_symlink():
        assert top.resolve().is_file()
        assert top.resolve().parent.name == "lib"


def test_bundled_libraries_find_each_other(app: Path) -> None:
    """Every bundled binary finds the Qt, ICU, Python and NumPy libraries it links to."""
    ldd = shutil.which("ldd")
    if ldd is None:
        pytest.skip("no ldd")
    ours = re.compile(r"^lib(Qt6|icu|python|pyside6|shiboken6|scipy_openblas|gfortran)")
    internal = app / "_internal"
    missing = []
    for path in sorted(internal.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        result = subprocess.run([ldd, str(path)], capture_output=True, text=True, check=False)
        for line in result.stdout.splitlines():
            name, _, where = line.strip().partition(" => ")
            if where.startswith("not found") and ours.match(name):
                missing.append(f"{path.relative_to(internal)}: {name}")
    assert not missing


def test_trimmed_icu_still_answers(app: Path) -> None:
    """The cut-down ICU data still collates, upper-cases and names time zones in English."""
    lib = next((app / "_internal").rglob("libicuuc.so.*"))
    version = lib.name.rsplit(".", 1)[-1]
    probe = f"""
import ctypes
folder, v = {str(lib.parent)!r}, {version!r}
uc = ctypes.CDLL(f"{{folder}}/libicuuc.so.{{v}}")
i18n = ctypes.CDLL(f"{{folder}}/libicui18n.so.{{v}}")
def fn(lib, name, restype=ctypes.c_int):
    f = getattr(lib, f"{{name}}_{{v}}")
    f.restype = restype
    return f
def u16(text):
    return (ctypes.c_uint16 * len(text))(*map(ord, text)), len(text)
status = ctypes.c_int(0)
coll = fn(i18n, "ucol_open", ctypes.c_void_p)(b"en_US", ctypes.byref(status))
assert coll and status.value <= 0, status.value
a, b = u16("apple"), u16("Banana")
assert fn(i18n, "ucol_strcoll")(ctypes.c_void_p(coll), a[0], a[1], b[0], b[1]) == -1
src, n = u16("straße")
out = (ctypes.c_uint16 * 64)()
n = fn(uc, "u_strToUpper")(out, 64, src, n, b"en", ctypes.byref(status))
assert "".join(map(chr, out[:n])) == "STRASSE", status.value
zone, n = u16("Europe/Berlin")
cal = fn(i18n, "ucal_open", ctypes.c_void_p)(zone, n, b"en_US", 0, ctypes.byref(status))
n = fn(i18n, "ucal_getTimeZoneDisplayName")(ctypes.c_void_p(cal), 0, b"en_US", out, 64,
                                            ctypes.byref(status))
print("".join(map(chr, out[:n])))
"""
    # A fresh interpreter, so that no other ICU (PySide6's own) is loaded already.
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert "Central European" in result.stdout


def test_desktop_integration(app: Path) -> None:
    share = app / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    text = desktop.read_text(encoding="utf-8")
    assert "Categories=Game;BoardGame;" in text
    assert f"Icon={APP_ID}" in text
    for size in (16, 32, 48, 128, 256, 512):
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert struct.unpack(">II", icon.read_bytes()[16:24]) == (size, size)
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert os.access(app / "install.sh", os.X_OK)
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False
        )
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    if shutil.which("appstreamcli"):
        result = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(metainfo)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout
    version = re.search(r'<release version="([^"]+)"', metainfo.read_text(encoding="utf-8"))
    assert version and version.group(1) == project_version(), "metainfo's newest release"


def test_install_script_puts_it_in_the_menu(app: Path, tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    env = dict(os.environ, PREFIX=str(prefix))
    subprocess.run(["sh", str(app / "install.sh")], env=env, check=True, capture_output=True)
    entry = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{app}/fivedice"' in entry.read_text(encoding="utf-8")
    assert (prefix / "bin" / "fivedice").resolve() == (app / "fivedice").resolve()
    subprocess.run(
        ["sh", str(app / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True
    )
    assert not entry.exists()
    assert not (prefix / "bin" / "fivedice").exists()


def test_the_app_joins_a_table_anywhere(
    app: Path, tmp_path: Path, wormhole_servers: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The built app, opened with a friend's link, joins a table anywhere through the tests'
    own mailbox server and relay on 127.0.0.1 (relay only: no direct addresses are offered)."""
    from .net.test_cli import Process

    monkeypatch.setenv("FIVEDICE_RELAY_ONLY", "1")
    host = Process("serve", "--wormhole", "--seats", "remote,hard", "--json")
    guest: subprocess.Popen[str] | None = None
    try:
        _, invitation = host.event("invitation", timeout=60)
        env = {
            key: value
            for key, value in os.environ.items()
            if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
        }
        env["QT_QPA_PLATFORM"] = "offscreen"
        link = f"fivedice://join/{invitation['code']}"
        guest = subprocess.Popen(
            [str(app / "fivedice"), "--data-dir", str(tmp_path / "data"), link],
            cwd=tmp_path,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        _, joined = host.event("joined", timeout=120)
        assert joined["seat"] == 0
        host.event("started", timeout=60)  # the built app sent its share of the dice
    finally:
        if guest is not None and guest.poll() is None:
            guest.kill()
            guest.communicate(timeout=30)
        host.stop()


def test_two_builds_from_one_lock_are_the_same_bytes(archive: Path | None) -> None:
    """The same commit and lock built again (PyInstaller and the archive) gives the very same
    archive: dates from the commit, a fixed hash seed, entries in name order."""
    if "stdout" not in BUILT or archive is None:
        pytest.skip("the app was not built by this run (FIVEDICE_BUILT_APP)")
    first = re.search(r"^sha256: ([0-9a-f]{64})$", BUILT["stdout"], re.MULTILINE)
    assert first, BUILT["stdout"][-2000:]
    result = build("--reuse-venv")
    second = re.search(r"^sha256: ([0-9a-f]{64})$", result.stdout, re.MULTILINE)
    assert second, result.stdout[-2000:]
    print(f"first build {first.group(1)}\nsecond build {second.group(1)}")
    assert second.group(1) == first.group(1)
    rebuilt = Path(result.stdout.strip().splitlines()[-1])
    digest = hashlib.sha256(rebuilt.read_bytes()).hexdigest()
    assert digest == second.group(1)


def test_third_party_notices_name_everything_bundled(app: Path) -> None:
    notices = load_script("fivedice_notices", ROOT / "packaging" / "notices.py")
    assert notices.check(app) == []
    text = (app / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for name, licence in [
        ("Qt", "LGPL-3.0-only"),
        ("PySide6", "LGPL-3.0-only"),
        ("numpy", "BSD-3-Clause"),
        ("OpenBLAS", "BSD-3-Clause"),
        ("Python", "PSF-2.0"),
        ("cryptography", "Apache-2.0 OR BSD-3-Clause"),
        ("ICU", "Unicode-3.0"),
    ]:
        assert re.search(rf"^{re.escape(name)}.*{re.escape(licence)}", text, re.MULTILINE), name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text  # the LGPL's own text goes with Qt
    licence = (app / "LICENSE").read_text(encoding="utf-8")
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License")


def test_the_build_brings_what_it_needs_and_leaves_the_system_s_own(app: Path) -> None:
    """Every library a bundled file needs is bundled or the system's own (glibc, X11, fonts, the
    GPU driver's...: never a copy from the build machine), and the glibc the build needs is the
    README's promise, except for files copied from the build machine itself (a release is built
    where those are old enough; build.py --release fails otherwise)."""
    linuxlibs = _linuxlibs()
    assert linuxlibs.missing_libraries(app) == {}
    names = [path.name for path in app.rglob("*.so*")]
    assert linuxlibs.bundled_from_the_system(names) == []
    floor, needing = linuxlibs.glibc_floor(app)
    print(f"glibc floor {floor}: {needing}")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"glibc {linuxlibs.GLIBC_FLOOR} or newer" in readme
    if linuxlibs.version_key(floor) > linuxlibs.version_key(linuxlibs.GLIBC_FLOOR):
        cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False)
        machine = set(re.findall(r"^\s*(\S+) \(", cache.stdout, re.MULTILINE))
        newer = linuxlibs.needing_newer_than(app, linuxlibs.GLIBC_FLOOR)
        # This machine's libraries and its Python (libpython, the compiled standard library).
        python = re.compile(r"(^|/)(libpython3[^/]*|python3\.\d+/lib-dynload/.*)$")
        from_wheels = [p for p in newer if Path(p).name not in machine and not python.search(p)]
        assert from_wheels == [], f"need glibc {floor}"
    if "stdout" in BUILT:
        assert f"glibc floor: {floor} " in BUILT["stdout"]

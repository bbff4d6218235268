"""The decisions of ``packaging/fivedice.spec``, as plain functions of their inputs.

Which collected files go into the build, which symbolic links stay, what the macOS Info.plist
says and what the Windows version resources say. The spec imports this module (it puts
``packaging/`` on ``sys.path``), and ``tests/test_packaging.py`` checks every decision on any
platform, with file lists laid out as PyInstaller makes them on Linux, macOS and Windows.
Nothing here imports PyInstaller.

File lists ("TOCs") are PyInstaller's: ``(destination, source, kind)`` tuples, the destination
relative to the app's folder. For a ``SYMLINK`` entry the source is the link's target, relative to
the link's own folder.
"""

from __future__ import annotations

import plistlib
import posixpath
import re
import string
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

from fivedice.words import LANGUAGES

if str(Path(__file__).resolve().parent) not in sys.path:  # linuxlibs lies beside this file
    sys.path.insert(0, str(Path(__file__).resolve().parent))
from linuxlibs import from_the_system

Entry = tuple[str, str, str]

APP_ID = "io.github.fivedice.FiveDice"
APP_NAME = "Five Dice"

#: The oldest macOS the app runs on. NumPy's Apple-silicon wheels that pip picks on a current
#: macOS need macOS 14 (they use the Accelerate framework of 14); PySide6 and Python need less.
#: packaging/macos/Info.plist says the same, and tests/test_packaging.py keeps the two together.
MACOS_MINIMUM = "14.0"

# Qt bindings the game never imports: excluded outright, so that nothing pulls them in by accident.
UNUSED_QT = [
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus",
    "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLabsStyleKit",
    "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetworkAuth", "QtNfc",
    "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtPrintSupport",
    "QtQml", "QtQmlFeatures", "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickTest",
    "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus", "QtSerialPort",
    "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvgWidgets", "QtTest", "QtTextToSpeech",
    "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick", "QtWebEngineWidgets",
    "QtWebSockets", "QtWebView", "QtXml",
]  # fmt: skip

EXCLUDES = [f"PySide6.{name}" for name in UNUSED_QT] + [
    # Standard-library and NumPy parts the game does not use at run time. Without _hashlib (and
    # so OpenSSL's 5 MB), hashlib uses Python's built-in SHA-2 and BLAKE2; NumPy loads random,
    # fft, polynomial and ma only when asked for them, and the game never asks.
    "_hashlib",
    "_ssl",
    "ssl",
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "lib2to3",
    "pdb",
    "xmlrpc",
    "numpy.f2py",
    "numpy.testing",
    "numpy.distutils",
    "numpy._pyinstaller",
    "numpy.typing",
    "numpy.random",
    "numpy.fft",
    "numpy.polynomial",
    "numpy.ma",
    # The Chinese, Japanese and Korean codecs (1 MB of compiled modules): the game reads and
    # writes UTF-8 and JSON only, and Qt has codecs of its own.
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_iso2022",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
    "_multibytecodec",
]

# Internet tables (magic-wormhole on Twisted) load none of these: Tor, TLS through pyOpenSSL,
# the wormhole command line's file transfer, progress bars and code completion (readline),
# autobahn's optional WAMP serializers, Twisted's web, mail, chat, SSH, DNS and test parts,
# autobahn's blockchain and asyncio parts, the libraries' own tests.
EXCLUDES += [
    "readline",
    # autobahn's compiled UTF-8 check and masking read their C sources when imported: without
    # them it uses its pure-Python ones (a table's messages are a few dozen bytes).
    "_nvx_utf8validator",
    "_nvx_xormasker",
    "autobahn.nvx",
    "msgpack",
    "ujson",
    "cbor2",
    "txtorcon",
    "OpenSSL",
    "service_identity",
    "qrcode",
    "tqdm",
    "humanize",
    "zipstream",
    "iterable_io",
    "wormhole.cli",
    "wormhole.test",
    "twisted.conch",
    "twisted.mail",
    "twisted.words",
    "twisted.names",
    "twisted.web",
    "twisted.spread",
    "twisted.pair",
    "twisted.runner",
    "twisted.positioning",
    "twisted.trial",
    "twisted.test",
    "twisted.internet.test",
    "twisted.scripts",
    "autobahn.xbr",
    "autobahn.asyncio",
    "autobahn.test",
    "autobahn.wamp.test",
    "spake2.test",
    "noise.test",
    "nacl.test",
]

INTERNET = [
    "fivedice.net.internet",
    "twisted",
    "wormhole",
    "autobahn",
    "txaio",
    "cryptography",
    "nacl",
    "spake2",
    "noise",
    "cbor2",
    "automat",
    "zope",
    "hyperlink",
    "constantly",
    "incremental",
]
"""Internet tables' part of the game, which the simulator leaves out."""

# Qt plugins kept, by plugin folder; every other plugin folder is dropped whole. A value of None
# keeps the whole folder. Each entry says what the game would lose without it.
KEEP_PLUGINS: dict[str, set[str] | None] = {
    # the window system: X11, Wayland, offscreen (tests, --screenshot), macOS, Windows
    "platforms": {"xcb", "wayland", "wayland-egl", "offscreen", "minimal", "cocoa", "windows"},
    # light/dark colour scheme and file dialogs through the desktop portal (GNOME, KDE, sandboxes).
    # Not gtk3: it would bring GTK's own libraries of the build machine, and Qt's built-in GNOME
    # theme already follows the system colour scheme.
    "platformthemes": {"xdgdesktopportal"},
    # typing player names with dead keys, compose and input methods
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    # SVG icons (the app icon, toolbar icons) and the .ico/.icns the desktop may hand back
    "iconengines": None,
    "imageformats": {"svg", "ico", "icns"},
    # Wayland window decorations and shells. (No OpenGL integrations for X11 or Wayland: the game
    # draws with QPainter into plain raster windows.)
    "wayland-decoration-client": None,
    "wayland-shell-integration": {"xdg-shell"},
    # macOS and Windows: native widget styles
    "styles": None,
}

# Qt libraries that PyInstaller's Qt hooks add on Linux for plugins the game leaves out (EGLFS,
# network information, TLS) and that nothing kept links to (tests/test_build.py checks that).
UNUSED_QT_LIBS = re.compile(r"(^|[/\\])(lib)?Qt6?(EglFSDeviceIntegration|EglFsKmsSupport)\b")


# Windows: Mesa's software OpenGL (20.6 MB), which Qt's hooks add for OpenGL without a driver. The
# game draws with QPainter into raster windows and never asks for OpenGL.
UNUSED_WINDOWS_DLLS = {"opengl32sw.dll"}


def toc_path(dest: str, platform: str) -> PurePath:
    """A destination as a path of the platform it was collected on (``\\`` on Windows)."""
    return PureWindowsPath(dest) if platform == "win32" else PurePosixPath(dest)


def plugin_names(filename: str) -> set[str]:
    """``libqxcb.so``, ``qxcb.dll`` or ``libqxcb.dylib`` -> {``qxcb``, ``xcb``}: its names."""
    stem = filename.split(".")[0].removeprefix("lib")
    return {stem, stem.removeprefix("q")}


def keep_binary(dest: str, platform: str) -> bool:
    """Whether a collected binary (destination inside the app) goes into the build."""
    path = toc_path(dest, platform)
    parts = path.parts
    if "plugins" in parts:
        index = parts.index("plugins")
        if len(parts) > index + 2:
            folder, filename = parts[index + 1], parts[-1]
            if folder not in KEEP_PLUGINS:
                return False
            keep = KEEP_PLUGINS[folder]
            return keep is None or bool(plugin_names(filename) & keep)
    if platform == "win32":
        return path.name.lower() not in UNUSED_WINDOWS_DLLS
    if platform.startswith("linux"):
        # The system's own libraries (glibc, X11, fonts, the GPU driver's...: see linuxlibs.py):
        # a copy from the build machine must not stand in for the user's.
        return not (UNUSED_QT_LIBS.search(dest) or from_the_system(path.name))
    return True


QT_CATALOGUES = frozenset(f"qtbase_{code}.qm" for code in LANGUAGES)
"""Qt's own translations that go in: its standard buttons and dialogs in the game's languages
(Norwegian Bokmål's is the game's own, in fivedice/assets/i18n)."""


def keep_data(dest: str, platform: str) -> bool:
    """Whether a collected data file goes into the build: of Qt's translations only qtbase's in
    the game's languages, no type stubs."""
    path = toc_path(dest, platform)
    if "translations" in path.parts and path.suffix == ".qm":
        return path.name in QT_CATALOGUES
    return path.suffix != ".pyi"


def is_shared_library(dest: str) -> bool:
    """Linux: a plain shared library (not a Python extension module, not a Qt plugin)."""
    path = PurePosixPath(dest)
    return (
        path.name.startswith("lib")
        and ".so" in path.name
        and "plugins" not in path.parts
        and "lib-dynload" not in path.parts
        and not re.search(r"\.(cpython-\d+[^.]*|abi3)\.so$", path.name)
        and not path.name.startswith("libpython")  # the bootloader loads it by name
    )


def resolve(path: str, links: Mapping[str, str], hops: int = 40) -> str | None:
    """Where ``path`` (inside the app, ``/``-separated) leads once every link on the way is
    followed; ``links`` maps each link to its target. None for a loop, an absolute target or one
    that leaves the app."""
    parts = path.split("/")
    index = 1
    while index <= len(parts):
        prefix = "/".join(parts[:index])
        target = links.get(prefix)
        if target is None:
            index += 1
            continue
        hops -= 1
        if hops < 0 or posixpath.isabs(target):
            return None
        joined = posixpath.normpath(
            posixpath.join(posixpath.dirname(prefix), target, *parts[index:])
        )
        if joined == ".." or joined.startswith("../"):
            return None
        parts = joined.split("/")
        index = 1
    return "/".join(parts)


def kept_symlinks(links: Iterable[Entry], files: Iterable[str], platform: str) -> list[Entry]:
    """The symbolic links that lead to something kept: a kept file, or a folder holding one.

    On macOS these are what makes each Qt ``.framework`` a valid bundle, which code signing
    checks: ``Versions/Current`` -> ``A``, the top-level ``QtCore`` -> ``Versions/Current/QtCore``
    and ``Resources`` -> ``Versions/Current/Resources``. On Linux, the links from the top folder
    to the libraries kept in ``PySide6/Qt/lib``. A link to something left out (a dropped plugin's
    library) would dangle, and goes too.
    """
    links = list(links)
    by_dest = {toc_path(dest, platform).as_posix(): target for dest, target, _kind in links}
    kept_files = {toc_path(name, platform).as_posix() for name in files}
    kept_folders = {
        parent.as_posix() for name in kept_files for parent in PurePosixPath(name).parents
    }
    result = []
    for entry in links:
        end = resolve(toc_path(entry[0], platform).as_posix(), by_dest)
        if end is not None and (end in kept_files or end in kept_folders):
            result.append(entry)
    return result


def trim_datas(datas: Iterable[Entry], binaries: Iterable[Entry], platform: str) -> list[Entry]:
    """The data entries that go in, given the binaries that go in: data files as
    :func:`keep_data` says, symbolic links as :func:`kept_symlinks` says."""
    datas = list(datas)
    files = [e for e in datas if e[2] != "SYMLINK" and keep_data(e[0], platform)]
    kept_names = [e[0] for e in files] + [e[0] for e in binaries]
    links = set(kept_symlinks((e for e in datas if e[2] == "SYMLINK"), kept_names, platform))
    return [e for e in datas if e in links or (e[2] != "SYMLINK" and keep_data(e[0], platform))]


#: The app's 13 languages as macOS names them (``pt-BR``, not ``pt_BR``), English first.
BUNDLE_LOCALIZATIONS = ["en", *(code.replace("_", "-") for code in LANGUAGES)]


def info_plist(template: bytes, version: str) -> dict[str, object]:
    """The keys the spec gives BUNDLE for the app's Info.plist: ``packaging/macos/Info.plist``
    with the name and the version numbers filled in.

    BUNDLE starts from its own defaults and merges these over them. Its defaults say
    ``LSBackgroundOnly`` = true when the last executable given to COLLECT is a console one (here
    ``fivedice-sim``): an app without a Dock icon whose window may never come to the front. The
    template says false, and this refuses a template that does not.
    """
    keys: dict[str, object] = dict(plistlib.loads(template))
    if keys.get("LSBackgroundOnly") is not False:
        raise ValueError("Info.plist must set LSBackgroundOnly to false (the game has a window)")
    if keys.get("LSMinimumSystemVersion") != MACOS_MINIMUM:
        raise ValueError(f"Info.plist must set LSMinimumSystemVersion to {MACOS_MINIMUM}")
    if not keys.get("NSLocalNetworkUsageDescription"):
        # Without it macOS refuses local network access outright: no table found or joined.
        raise ValueError("Info.plist must say why the game uses the local network")
    keys.update(
        {
            "CFBundleName": APP_NAME,
            "CFBundleShortVersionString": version,
            "CFBundleVersion": version,
            # Inside a bundle, macOS gives an app (and so Qt's system locale) only a language the
            # bundle says it speaks: without these a German Mac starts the game in English.
            "CFBundleLocalizations": BUNDLE_LOCALIZATIONS,
            "CFBundleAllowMixedLocalizations": True,
        }
    )
    return keys


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``0.1.0`` -> (0, 1, 0, 0): a Windows version resource's four numbers."""
    numbers = [int(part) for part in re.findall(r"\d+", version)[:4]]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def version_resource(template: str, version: str, name: str, description: str) -> str:
    """The Windows version resource of ``name``.exe, from ``packaging/windows/version_info.txt``:
    each executable says its own file name and what it is."""
    return string.Template(template).substitute(
        version=version,
        version_tuple=repr(version_tuple(version)),
        name=name,
        description=description,
    )

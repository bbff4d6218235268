"""Checks of a built app that need no more than Python's standard library (the release workflow
runs them on each platform's build, with any Python 3.10+)::

    python packaging/check_build.py screenshot FILE...        text is drawn in each PNG
    python packaging/check_build.py macos-app "dist/Five Dice.app"

``screenshot``: a window rendered without fonts (Windows offscreen, before QT_QPA_FONTDIR was
set) is still a colourful PNG of the right size; what it lacks is text. Each place where the
window always has text (the turn heading, the score card's box names, the toolbar, the status
bar) must hold more than a few colours: a flat background, even with grid lines, fails.

``macos-app``: what the bundle's Info.plist says (a foreground app, ``fivedice`` as its
executable, a minimum macOS no older than any bundled binary asks for) and that every Qt
``.framework`` kept the symbolic links code signing needs. Code signing itself is checked with
``codesign --verify --deep --strict`` beside this.

Exit status 0 when all is well; otherwise each problem is printed and the status is 1.
"""

from __future__ import annotations

import argparse
import plistlib
import re
import struct
import subprocess
import sys
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # linuxlibs lies beside this file
    sys.path.insert(0, str(Path(__file__).resolve().parent))
from linuxlibs import version_key  # standard library only, like this script

APP_ID = "io.github.fivedice.FiveDice"
#: The languages the bundle must declare (fivedice.words.LANGUAGES and English, as macOS names
#: them): this script runs without the project installed.
BUNDLE_LANGUAGES = frozenset(
    ["en", "cs", "da", "de", "es", "fi", "fr", "it", "nb", "nl", "pl", "pt-BR", "sv"]
)

#: Where the main window always shows text, as fractions of the image (left, top, right, bottom),
#: for the window as ``fivedice --screenshot`` renders it (a game in progress, 1180x760).
TEXT_AREAS = {
    "turn heading": (0.15, 0.12, 0.41, 0.18),
    "score card's box names": (0.568, 0.15, 0.66, 0.93),
    "toolbar": (0.0, 0.045, 0.74, 0.075),
    "status bar": (0.6, 0.975, 0.99, 0.997),
}
#: Fewer colours than this in a text area: no text is drawn there.
MIN_COLOURS = 6


@dataclass(frozen=True)
class Image:
    """Decoded pixels: ``rows[y][x * channels : (x + 1) * channels]`` is one pixel."""

    width: int
    height: int
    channels: int
    rows: list[bytes]

    def pixel(self, x: int, y: int) -> bytes:
        start = x * self.channels
        return self.rows[y][start : start + self.channels]


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def _unfilter(kind: int, line: bytearray, previous: bytes, bpp: int) -> bytes:
    if kind == 0:
        return bytes(line)
    if kind == 2:
        return bytes((x + p) & 0xFF for x, p in zip(line, previous, strict=True))
    for i in range(len(line)):
        left = line[i - bpp] if i >= bpp else 0
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            up_left = previous[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + _paeth(left, previous[i], up_left)) & 0xFF
        else:
            raise ValueError(f"unknown PNG filter {kind}")
    return bytes(line)


def read_png(data: bytes) -> Image:
    """Decode an 8-bit, non-interlaced grey, RGB or RGBA PNG (what Qt writes for a window)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position = 8
    header = b""
    compressed = bytearray()
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _compression, _filter, interlace = struct.unpack(
        ">IIBBBBB", header
    )
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, {interlace=})")
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    rows: list[bytes] = []
    previous = bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        line = bytearray(raw[start + 1 : start + 1 + stride])
        previous = _unfilter(raw[start], line, previous, channels)
        rows.append(previous)
    return Image(width, height, channels, rows)


def colours_in(image: Image, area: tuple[float, float, float, float]) -> int:
    """How many different colours the area (fractions of the image) holds."""
    left, top, right, bottom = area
    x0, x1 = int(left * image.width), max(int(right * image.width), int(left * image.width) + 1)
    y0, y1 = int(top * image.height), max(int(bottom * image.height), int(top * image.height) + 1)
    seen: set[bytes] = set()
    for y in range(y0, min(y1, image.height)):
        row = image.rows[y]
        c = image.channels
        seen.update(row[x * c : (x + 1) * c] for x in range(x0, min(x1, image.width)))
    return len(seen)


def screenshot_problems(image: Image) -> list[str]:
    """What is wrong with a screenshot of the main window: the text areas without text."""
    problems = []
    for name, area in TEXT_AREAS.items():
        count = colours_in(image, area)
        if count < MIN_COLOURS:
            problems.append(f"no text in the {name} ({count} colours)")
    return problems


# --- macOS ---------------------------------------------------------------------------------

MACH_O_MAGIC = {b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"\xca\xfe\xba\xbe", b"\xbe\xba\xfe\xca"}


def minimum_macos(otool_load_commands: str) -> str | None:
    """The macOS a binary asks for at least, from ``otool -l``'s load commands (the highest, for
    a universal binary); None when it says nothing."""
    found = re.findall(r"^\s*minos (\d+(?:\.\d+)*)", otool_load_commands, re.MULTILINE)
    found += re.findall(
        r"cmd LC_VERSION_MIN_MACOSX\s+cmdsize \d+\s+version (\d+(?:\.\d+)*)", otool_load_commands
    )
    return max(found, key=version_key) if found else None


def plist_problems(plist: dict[str, object], binaries_need: str | None) -> list[str]:
    """What the app's Info.plist gets wrong: a background-only app, another executable or id, a
    minimum macOS older than what its binaries need."""
    problems = []
    if plist.get("LSBackgroundOnly", False) is not False:
        problems.append("LSBackgroundOnly is set: no Dock icon, the window may stay behind")
    if plist.get("LSUIElement", False) is not False:
        problems.append("LSUIElement is set: no Dock icon")
    if plist.get("CFBundleExecutable") != "fivedice":
        problems.append(f"CFBundleExecutable is {plist.get('CFBundleExecutable')!r}")
    if plist.get("CFBundleIdentifier") != APP_ID:
        problems.append(f"CFBundleIdentifier is {plist.get('CFBundleIdentifier')!r}")
    spoken = plist.get("CFBundleLocalizations")
    unsaid = sorted(BUNDLE_LANGUAGES - set(spoken if isinstance(spoken, list) else []))
    if unsaid:
        # macOS would start the game in English on a Mac set to one of them.
        problems.append(f"CFBundleLocalizations lacks {', '.join(unsaid)}")
    minimum = str(plist.get("LSMinimumSystemVersion", "0"))
    if binaries_need and version_key(binaries_need) > version_key(minimum):
        problems.append(
            f"LSMinimumSystemVersion is {minimum}, but a bundled binary needs {binaries_need}"
        )
    return problems


def framework_problems(app: Path) -> list[str]:
    """The Qt .framework folders that lost a link code signing needs: ``Versions/Current``, the
    top-level binary and ``Resources``, each a symbolic link into ``Versions/Current``."""
    problems = []
    frameworks = sorted(
        path
        for path in (app / "Contents").rglob("*.framework")
        if path.is_dir() and not path.is_symlink() and "Versions" not in path.parent.parts
    )
    for framework in frameworks:
        name = framework.name.removesuffix(".framework")
        where = framework.relative_to(app)
        expected = {
            framework / "Versions" / "Current": None,
            framework / name: f"Versions/Current/{name}",
            framework / "Resources": "Versions/Current/Resources",
        }
        for link, target in expected.items():
            if not link.is_symlink():
                problems.append(f"{where}: {link.relative_to(framework)} is not a symbolic link")
            elif target is not None and link.readlink().as_posix() != target:
                problems.append(f"{where}: {link.relative_to(framework)} -> {link.readlink()}")
            elif not link.exists():
                problems.append(f"{where}: {link.relative_to(framework)} leads nowhere")
    return problems


def mach_o_files(app: Path) -> Iterable[Path]:
    """The app's executables and libraries (files that start as Mach-O does)."""
    for path in sorted(app.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) in MACH_O_MAGIC:
                    yield path


def binaries_need(app: Path, otool: Callable[[Path], str]) -> str | None:
    """The newest minimum macOS among the app's binaries."""
    needs = [need for path in mach_o_files(app) if (need := minimum_macos(otool(path)))]
    return max(needs, key=version_key) if needs else None


def _otool(path: Path) -> str:
    return subprocess.run(
        ["otool", "-l", str(path)], capture_output=True, text=True, check=True
    ).stdout


def macos_app_problems(app: Path, otool: Callable[[Path], str] = _otool) -> list[str]:
    """Everything :func:`plist_problems` and :func:`framework_problems` find in the app."""
    plist = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    return plist_problems(plist, binaries_need(app, otool)) + framework_problems(app)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one check; print the problems; 0 when there are none."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    shots = commands.add_parser("screenshot", help="text is drawn in each PNG")
    shots.add_argument("files", nargs="+", type=Path)
    mac = commands.add_parser("macos-app", help="Info.plist and framework links of a .app")
    mac.add_argument("app", type=Path)
    args = parser.parse_args(argv)
    problems = []
    if args.command == "screenshot":
        for file in args.files:
            image = read_png(file.read_bytes())
            found = screenshot_problems(image)
            problems += [f"{file}: {problem}" for problem in found]
            if not found:
                print(f"{file}: {image.width}x{image.height}, text drawn")
    else:
        problems = macos_app_problems(args.app)
        if not problems:
            print(f"{args.app}: Info.plist and framework links are as they should be")
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Generate every platform's app icon from the one SVG master, ``resources/fivedice.svg``.

Run it after changing the master, and commit what it writes::

    python resources/make_icons.py            # write the icons
    python resources/make_icons.py --check    # exit 1 if a written icon is missing or out of date

It writes, under ``resources/icons/``:

* ``fivedice.ico``: the Windows icon, PNG images of 16 to 256 px in one ICO container;
* ``fivedice.icns``: the macOS icon, PNG images of 16 to 1024 px in one ICNS container;
* ``hicolor/<N>x<N>/apps/<APP_ID>.png`` and ``hicolor/scalable/apps/<APP_ID>.svg``: the
  freedesktop icon theme tree that Linux desktops look the icon up in, by the ``Icon=`` name of the
  .desktop file.

Qt's SVG renderer (offscreen, no display needed) draws the images; the ICO and ICNS containers are
written by hand (both are a small header and a table of PNG payloads), so nothing beyond PySide6 and
the standard library is needed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
MASTER = HERE / "fivedice.svg"
OUT = HERE / "icons"

#: The reverse-DNS application id: .desktop file, AppStream component, icon name, macOS bundle id.
APP_ID = "io.github.fivedice.FiveDice"

#: Sizes Windows picks from (Explorer views, taskbar, Alt+Tab, title bar at 100 % to 250 % scale).
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 96, 128, 256)

#: ICNS element types that carry PNG data, with the pixel size of each (the @2x ones are Retina).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 px @2x
    (b"ic11", 32),  # 16 px @2x
    (b"ic12", 64),  # 32 px @2x
    (b"ic13", 256),  # 128 px @2x
    (b"ic14", 512),  # 256 px @2x
)

#: Sizes of the hicolor theme's fixed-size folders.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


class IconRenderer:
    """Renders the SVG master to PNG bytes at any square size (cached per size)."""

    def __init__(self, master: Path) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtSvg import QSvgRenderer

        self._app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        self._renderer = QSvgRenderer(str(master))
        if not self._renderer.isValid():
            raise SystemExit(f"{master}: not a valid SVG file")
        self._cache: dict[int, bytes] = {}

    def png(self, size: int) -> bytes:
        """The master drawn into a ``size`` x ``size`` transparent image, as PNG file bytes."""
        if size not in self._cache:
            from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
            from PySide6.QtGui import QImage, QPainter

            image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self._renderer.render(painter)
            painter.end()
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            # Straight (not premultiplied) alpha is what PNG stores; quality 0 = best compression.
            # (PySide6's stubs ask for bytes here, but at run time it takes only str.)
            straight = image.convertToFormat(QImage.Format.Format_ARGB32)
            straight.save(buffer, "PNG", 0)  # type: ignore[call-overload]
            buffer.close()
            self._cache[size] = bytes(data.data())
        return self._cache[size]


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """An ICO file of the given (size, PNG bytes) images (PNG payloads: Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(images)
    directory = b""
    payload = b""
    for size, png in images:
        side = 0 if size >= 256 else size  # 0 stands for 256 in the one-byte width/height fields
        directory += struct.pack(
            "<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(payload)
        )
        payload += png
    return header + directory + payload


def icns_bytes(images: list[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file of the given (element type, PNG bytes) images (PNG payloads: macOS 10.7+)."""
    body = b"".join(struct.pack(">4sI", kind, 8 + len(png)) + png for kind, png in images)
    return struct.pack(">4sI", b"icns", 8 + len(body)) + body


def icon_files(renderer: IconRenderer) -> dict[Path, bytes]:
    """Every generated file (path under ``resources/icons``) with its content."""
    files: dict[Path, bytes] = {
        Path("fivedice.ico"): ico_bytes([(size, renderer.png(size)) for size in ICO_SIZES]),
        Path("fivedice.icns"): icns_bytes([(kind, renderer.png(px)) for kind, px in ICNS_TYPES]),
        Path("hicolor/scalable/apps") / f"{APP_ID}.svg": MASTER.read_bytes(),
    }
    for size in HICOLOR_SIZES:
        files[Path(f"hicolor/{size}x{size}/apps") / f"{APP_ID}.png"] = renderer.png(size)
    return files


def main(argv: list[str] | None = None) -> int:
    """Write the icons (or, with ``--check``, report whether the written ones are current)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if an icon is missing or differs from what would be written",
    )
    args = parser.parse_args(argv)

    files = icon_files(IconRenderer(MASTER))
    if args.check:
        stale = [
            path
            for path, content in files.items()
            if not (OUT / path).is_file() or (OUT / path).read_bytes() != content
        ]
        for path in stale:
            print(f"out of date: resources/icons/{path.as_posix()}")
        return 1 if stale else 0

    if OUT.exists():
        shutil.rmtree(OUT)  # so sizes dropped from the lists above do not linger
    for path, content in sorted(files.items()):
        target = OUT / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        print(f"wrote resources/icons/{path.as_posix()} ({len(content):,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

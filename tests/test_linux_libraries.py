"""What the Linux build leaves to the user's system, what it must bring, and the glibc it needs
(packaging/linuxlibs.py), and the stripping that keeps each library loadable (elftrim.py): with
made-up ELF files and objdump listings, on any platform."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

from .scripts import load_script

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"
linuxlibs = load_script("fivedice_linuxlibs", PACKAGING / "linuxlibs.py")
specparts = sys.modules.get("specparts") or load_script("specparts", PACKAGING / "specparts.py")
elftrim = load_script("fivedice_elftrim", PACKAGING / "elftrim.py")

# What `objdump -p` prints for a few made-up files (only the lines that are read).
DUMPS = {
    "libqxcb.so": """
  NEEDED               libxcb-icccm.so.4
  NEEDED               libxcb.so.1
  NEEDED               libQt6Gui.so.6
  NEEDED               libc.so.6
Version References:
  required from libc.so.6:
    0x0d696914 0x00 05 GLIBC_2.14
    0x069691b4 0x00 03 GLIBC_2.34
""",
    "libQt6Gui.so.6": """
  NEEDED               libstdc++.so.6
  NEEDED               libgssapi_krb5.so.2
Version References:
  required from libc.so.6:
    0x09691a75 0x00 02 GLIBC_2.2.5
    0x06969197 0x00 04 GLIBC_2.17
""",
    "libpython3.11.so.1.0": """
  NEEDED               libm.so.6
Version References:
  required from libm.so.6:
    0x06969194 0x00 09 GLIBC_2.29
  required from libc.so.6:
    0x069691b5 0x00 08 GLIBC_2.35
""",
}


def make_app(folder: Path) -> Path:
    """An app folder with the made-up files (ELF by their first bytes) and a data file."""
    internal = folder / "_internal"
    (internal / "PySide6" / "plugins").mkdir(parents=True)
    (internal / "libpython3.11.so.1.0").write_bytes(b"\x7fELF" + b"\0" * 60)
    (internal / "libQt6Gui.so.6").write_bytes(b"\x7fELF" + b"\0" * 60)
    (internal / "PySide6" / "plugins" / "libqxcb.so").write_bytes(b"\x7fELF" + b"\0" * 60)
    (internal / "notes.txt").write_text("not a library")
    return folder


def dump(path: Path) -> str:
    return DUMPS[path.name]


def test_a_kept_plugin_whose_library_was_not_found_is_named(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    # libxcb.so.1, libc and libstdc++ and Kerberos are the system's; libQt6Gui is bundled.
    missing = linuxlibs.missing_libraries(app, dump)
    assert missing == {"_internal/PySide6/plugins/libqxcb.so": ["libxcb-icccm.so.4"]}
    (app / "_internal" / "libxcb-icccm.so.4").write_bytes(b"\x7fELF" + b"\0" * 60)
    dumps = {**DUMPS, "libxcb-icccm.so.4": "  NEEDED               libxcb.so.1\n"}
    assert linuxlibs.missing_libraries(app, lambda path: dumps[path.name]) == {}


def test_the_glibc_floor_is_the_newest_version_any_file_needs(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert linuxlibs.glibc_floor(app, dump) == ("2.35", ["_internal/libpython3.11.so.1.0"])
    assert linuxlibs.needing_newer_than(app, "2.34", dump) == ["_internal/libpython3.11.so.1.0"]
    assert linuxlibs.needing_newer_than(app, "2.17", dump) == [
        "_internal/PySide6/plugins/libqxcb.so",
        "_internal/libpython3.11.so.1.0",
    ]
    # Versions compare as numbers, not as text: 2.4 is older than 2.35.
    assert linuxlibs.version_key("2.4") < linuxlibs.version_key("2.35")


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("libstdc++.so.6", False),
        ("libgcc_s.so.1", False),
        ("libX11.so.6", False),
        ("libfontconfig.so.1", False),
        ("libfreetype.so.6", False),
        ("libz.so.1", False),
        ("libgssapi_krb5.so.2", False),
        ("libkrb5.so.3", False),
        ("libdbus-1.so.3", False),
        ("libmvec.so.1", False),
        ("libnss_files.so.2", False),
        ("libxcb-cursor.so.0", True),  # many systems lack it: the build brings it
        ("libxcb-icccm.so.4", True),
        ("libpython3.11.so.1.0", True),
        ("numpy.libs/libscipy_openblas64_-32a4b2a6.so", True),
    ],
)
def test_the_system_s_own_libraries_stay_out_of_the_linux_build(name: str, kept: bool) -> None:
    assert specparts.keep_binary(name, "linux") is kept
    assert specparts.keep_binary(name, "win32")  # a Linux decision only


def elf_with_segments(*segments: tuple[int, int, int]) -> bytes:
    """A 64-bit little-endian ELF header and PT_LOAD program headers (offset, address, align)."""
    header = bytearray(64)
    header[:6] = b"\x7fELF\x02\x01"
    struct.pack_into("<Q", header, 0x20, 64)  # e_phoff
    struct.pack_into("<HH", header, 0x36, 56, len(segments))  # e_phentsize, e_phnum
    table = b"".join(
        struct.pack("<IIQQQQQQ", 1, 5, offset, address, address, 16, 16, align)
        for offset, address, align in segments
    )
    return bytes(header) + table


def test_a_stripped_library_that_could_not_be_loaded_is_recognised() -> None:
    good = elf_with_segments((0, 0, 0x1000), (0x288800, 0x289800, 0x1000))
    assert elftrim.loads_aligned(good)
    # What strip made of NumPy's OpenBLAS (its layout rewritten by patchelf): a segment at file
    # offset 0x1621098 meant for address 0x166b000. The loader refuses it ("not page-aligned").
    bad = elf_with_segments((0, 0, 0x1000), (0x1621098, 0x166B000, 0x1000))
    assert not elftrim.loads_aligned(bad)
    assert not elftrim.loads_aligned(b"MZ" + bytes(100))

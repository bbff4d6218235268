"""Make Linux libraries smaller for the build: debug information out, and ICU's data cut down.

Symbols: some Pythons (pyenv's, for one) ship ``libpython3.X.so`` and their extension modules
with debug information, 20 MB in all, and most libraries carry a symbol table no one links
against (8 MB in all: cryptography's compiled part alone 2.9 MB). ``strip --strip-unneeded``
takes both out and keeps the dynamic symbols. A library whose layout ``patchelf`` rewrote (the
wheels' bundled ones, such as NumPy's OpenBLAS) can come out of it unloadable: such a result is
recognised by its segments (:func:`loads_aligned`) and the file goes in as it was.

ICU data: ``libicudata.so.NN`` without what the game cannot use.

Qt's Linux libraries link to ICU, whose data library is 32 MB: collation, names, units, time
zones, dictionaries, calendars and converter tables for every locale of the world. Five Dice
is in English, and Qt asks ICU for little (case mapping, collation, time-zone names), so this
keeps the root and English locale data, the normalisation, name and property data, the break
rules without the CJK/Thai dictionaries, and no transliterators or legacy converter tables.
What is left out makes ICU answer "missing resource", which Qt already handles (it falls back
to its own code).

The data library is one exported symbol, ``icudtNN_dat``: an ICU "common data" file, a header
and a table of contents of named items. This reads it from the ELF file, writes a new one with a
subset of the items, and assembles that into a shared library with the same ``SONAME`` by
``.incbin`` (any C compiler that drives the GNU assembler will do).

Used by ``packaging/fivedice.spec``; the ICU part can also be run by hand::

    python packaging/elftrim.py path/to/libicudata.so.73 out/libicudata.so.73
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

#: Locales whose data is kept (with their regional variants): ICU's root, and English.
KEPT_LOCALES = re.compile(r"^(root|en(_[A-Za-z0-9]+)*)$")
#: A locale resource's name: ``de.res``, ``zh_Hant_TW.res``, ``root.res``.
LOCALE_RESOURCE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")


def keep_item(name: str) -> bool:
    """Whether a data item (``icudt73l/coll/de.res``...) goes into the trimmed data."""
    path = name.split("/", 1)[1] if "/" in name else name
    leaf = path.rsplit("/", 1)[-1]
    if leaf.endswith(".cnv"):
        return False  # legacy code pages; UTF-8/16/32, ASCII and Latin-1 are built into ICU
    if leaf.endswith(".dict"):
        return False  # word-break dictionaries for Chinese, Japanese, Thai, Khmer, Lao, Burmese
    if path.startswith("translit/"):
        return False  # transliteration rules (Qt does not transliterate)
    if LOCALE_RESOURCE.match(leaf) and leaf not in ("res_index.res", "pool.res"):
        return bool(KEPT_LOCALES.match(leaf[: -len(".res")]))
    return True


def _elf_sections(data: bytes) -> list[tuple[int, ...]]:
    """Section headers of an ELF64 little-endian file: (name, type, flags, addr, offset, size,
    link, info, addralign, entsize) each."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]


def loads_aligned(data: bytes) -> bool:
    """Whether every loadable segment of an ELF64 little-endian file sits in the file where the
    dynamic loader can map it: its offset and its address equal modulo its alignment. A library
    that ``patchelf`` rewrote (as auditwheel does to the wheels' bundled libraries) can come out
    of ``strip`` without that, and then fails to load ("ELF load command address/offset not
    page-aligned")."""
    try:
        (phoff,) = struct.unpack_from("<Q", data, 0x20)
        phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
        for i in range(phnum):
            kind, _flags, offset, vaddr, _paddr, _filesz, _memsz, align = struct.unpack_from(
                "<IIQQQQQQ", data, phoff + i * phentsize
            )
            if kind == 1 and align > 1 and (vaddr - offset) % align:  # PT_LOAD
                return False
    except struct.error:
        return False
    return data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1


def strip_symbols(source: Path, target: Path) -> bool:
    """Write ``source`` without the symbols no one links against to ``target`` (``strip
    --strip-unneeded``: debug information and the static symbol table go, the dynamic symbols
    that other libraries and Python use stay). True when that made it smaller and loadable;
    False (``target`` removed) when it did not, and the file should go in as it is."""
    tool = shutil.which("strip")
    if tool is None:
        raise RuntimeError("no strip (binutils) to take symbols out")
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([tool, "--strip-unneeded", "-o", str(target), str(source)], check=True)
    stripped = target.read_bytes()
    if len(stripped) < source.stat().st_size and loads_aligned(stripped):
        return True
    target.unlink()
    return False


def _elf_symbol(data: bytes, pattern: re.Pattern[str]) -> tuple[str, int, int]:
    """(name, file offset, size) of the first dynamic symbol whose name matches (ELF64 LE)."""
    sections = _elf_sections(data)
    shnum = len(sections)
    for section in sections:
        if section[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[section[6]]
        for index in range(section[5] // section[9]):
            st_name, _info, _other, shndx, value, size = struct.unpack_from(
                "<IBBHQQ", data, section[4] + index * section[9]
            )
            start = strtab[4] + st_name
            name = data[start : data.index(b"\0", start)].decode("ascii")
            if pattern.fullmatch(name) and 0 < shndx < shnum:
                home = sections[shndx]
                return name, home[4] + value - home[3], size
    raise ValueError("no ICU data symbol in this file")


def trimmed_common_data(blob: bytes) -> tuple[bytes, int, int]:
    """An ICU common data blob with only the kept items: (new blob, items kept, items in all)."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD" or blob[16] != 1:
        raise ValueError("not ICU common data with an offset table of contents")
    toc = blob[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_offset, data_offset) in enumerate(entries):
        end = entries[index + 1][1] if index + 1 < count else len(toc)
        name = toc[name_offset : toc.index(b"\0", name_offset)].decode("ascii")
        if keep_item(name):
            items.append((name.encode("ascii") + b"\0", toc[data_offset:end]))

    # Same layout as ICU's own tools: count, entries, names, then items 16-byte aligned, in the
    # sorted order ICU's binary search expects (a subset of a sorted list stays sorted).
    names_start = 4 + 8 * len(items)
    names = b"".join(item_name for item_name, _ in items)
    data_start = names_start + len(names)
    data_start += -(header_size + data_start) % 16
    out_entries = b""
    payload = b""
    name_offset = names_start
    for item_name, item in items:
        payload += b"\0" * (-(header_size + data_start + len(payload)) % 16)
        out_entries += struct.pack("<II", name_offset, data_start + len(payload))
        name_offset += len(item_name)
        payload += item
    new_toc = struct.pack("<I", len(items)) + out_entries + names
    new_toc += b"\0" * (data_start - len(new_toc))
    return blob[:header_size] + new_toc + payload, len(items), count


def trim_icu_data(source: Path, target: Path, compiler: str | None = None) -> tuple[int, int]:
    """Write a trimmed copy of the ICU data library ``source`` to ``target``.

    Returns (bytes before, bytes after). Raises ``RuntimeError`` when no C compiler is found.
    """
    compiler = compiler or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        raise RuntimeError("no C compiler (cc, gcc or clang) to assemble the ICU data library")
    data = source.read_bytes()
    symbol, offset, size = _elf_symbol(data, re.compile(r"icudt\d+_dat"))
    blob, kept, total = trimmed_common_data(data[offset : offset + size])
    soname = source.name  # libicudata.so.NN, as the other ICU libraries ask for it
    with tempfile.TemporaryDirectory() as folder:
        dat = Path(folder) / "icudata.dat"
        dat.write_bytes(blob)
        assembly = Path(folder) / "icudata.S"
        assembly.write_text(
            f"""\t.section .note.GNU-stack,"",@progbits
\t.section .rodata
\t.globl {symbol}
\t.type {symbol}, @object
\t.balign 16
{symbol}:
\t.incbin "{dat.as_posix()}"
\t.size {symbol}, . - {symbol}
""",
            encoding="ascii",
        )
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                compiler, "-shared", "-nostdlib", "-o", str(target),
                f"-Wl,-soname,{soname}", "-Wl,-z,noexecstack", str(assembly),
            ],
            check=True,
        )  # fmt: skip
    print(f"ICU data: kept {kept} of {total} items, {len(data):,} -> {target.stat().st_size:,} B")
    return len(data), target.stat().st_size


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    trim_icu_data(Path(sys.argv[1]), Path(sys.argv[2]))

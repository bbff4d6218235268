"""What the Linux build takes from the user's system, and what it must bring itself.

A one-folder Linux build carries every library the game needs except those that must come from
the system it runs on: the C library, the compiler's runtime, the GPU driver's libraries, X11,
Wayland, fonts and sound, which have to match the system's own drivers, services and
configuration. A copy of one of them from the build machine is a known cause of crashes on newer
distributions. ``SYSTEM_LIBRARIES`` is AppImage's exclude list (the list of libraries AppImages
must not carry), plus the Kerberos libraries Qt's network library links to for a kind of proxy
login the game never uses. ``packaging/specparts.py`` leaves them out of the build.

The checks here read each bundled ELF file's dynamic section with ``objdump -p`` (binutils):

* every library a bundled file needs is bundled or left to the system on purpose (a kept Qt
  plugin whose library was not found at build time would otherwise fail only on the user's
  machine, as the X11 plugin did without libxcb-icccm);
* the newest glibc symbol version any bundled file needs: the oldest glibc the build runs on. The
  README promises ``GLIBC_FLOOR``; a release build that needs more fails.
"""

from __future__ import annotations

import functools
import re
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path

#: The oldest glibc a release runs on, as the README says: the release is built in a
#: manylinux_2_34 container (AlmaLinux 9), and Qt 6.10 and later need glibc 2.34 themselves.
GLIBC_FLOOR = "2.34"

SYSTEM_LIBRARIES = frozenset(
    {
        # glibc
        "ld-linux.so.2", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libanl.so.1",
        "libBrokenLocale.so.1", "libc.so.6", "libcidn.so.1", "libdl.so.2", "libm.so.6",
        "libmvec.so.1", "libpthread.so.0", "libresolv.so.2", "librt.so.1", "libthread_db.so.1",
        "libutil.so.1",
        # the compiler's runtime
        "libstdc++.so.6", "libgcc_s.so.1",
        # the GPU driver's libraries
        "libGL.so.1", "libEGL.so.1", "libGLdispatch.so.0", "libGLX.so.0", "libOpenGL.so.0",
        "libdrm.so.2", "libglapi.so.0", "libgbm.so.1", "libxcb-dri2.so.0", "libxcb-dri3.so.0",
        # X11 and Wayland
        "libxcb.so.1", "libX11.so.6", "libX11-xcb.so.1", "libwayland-client.so.0",
        "libICE.so.6", "libSM.so.6",
        # ...and what a Wayland desktop has wherever it has libwayland-client
        "libwayland-cursor.so.0", "libwayland-egl.so.1",
        # sound, fonts, text shaping
        "libasound.so.2", "libjack.so.0", "libpipewire-0.3.so.0", "libfontconfig.so.1",
        "libfreetype.so.6", "libharfbuzz.so.0", "libfribidi.so.0", "libthai.so.0",
        # the session bus's library: every desktop has it, and it brings systemd's (with
        # libgcrypt and lz4), which must match the system's own services
        "libdbus-1.so.3",
        # the rest of AppImage's list
        "libcom_err.so.2", "libexpat.so.1", "libgpg-error.so.0", "libusb-1.0.so.0",
        "libuuid.so.1", "libz.so.1", "libgmp.so.10", "libp11-kit.so.0",
        # Kerberos (GSSAPI), which QtNetwork links to for Negotiate proxy logins: never used
        "libgssapi_krb5.so.2", "libkrb5.so.3", "libk5crypto.so.3", "libkrb5support.so.0",
        "libkeyutils.so.1",
    }
)  # fmt: skip


def from_the_system(name: str) -> bool:
    """Whether a library (by file name) is left to the user's system, not bundled."""
    return name in SYSTEM_LIBRARIES or name.startswith("libnss_")


def version_key(text: str) -> tuple[int, ...]:
    """``"2.34"`` -> ``(2, 34)``: versions in number order."""
    return tuple(int(part) for part in re.findall(r"\d+", text))


def objdump(path: Path) -> str:
    """``objdump -p``: the file's dynamic section and version references. Read once for each
    file as it is (the checks below, and the spec's, each ask for every bundled file)."""
    status = path.stat()
    return _objdump(str(path), status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=4096)
def _objdump(path: str, _mtime_ns: int, _size: int) -> str:
    return subprocess.run(
        ["objdump", "-p", path], capture_output=True, text=True, check=True
    ).stdout


def needed(dump: str) -> list[str]:
    """The libraries an ``objdump -p`` listing names as NEEDED."""
    return [line.split()[1] for line in dump.splitlines() if line.split()[:1] == ["NEEDED"]]


def glibc_versions(dump: str) -> set[str]:
    """The ``GLIBC_x.y`` versions an ``objdump -p`` listing requires (``2.34`` for GLIBC_2.34)."""
    return set(re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", dump.split("Version References", 1)[-1]))


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file in the folder (symbolic links not followed), in name order."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def missing_libraries(folder: Path, dump: Callable[[Path], str] = objdump) -> dict[str, list[str]]:
    """Bundled files (relative paths) that need a library which is neither in the build nor left
    to the system on purpose, with those libraries."""
    files = elf_files(folder)
    bundled = {path.name for path in folder.rglob("*") if path.is_file() or path.is_symlink()}
    missing: dict[str, list[str]] = {}
    for path in files:
        lacking = [
            name for name in needed(dump(path)) if name not in bundled and not from_the_system(name)
        ]
        if lacking:
            missing[str(path.relative_to(folder))] = lacking
    return missing


def glibc_floor(folder: Path, dump: Callable[[Path], str] = objdump) -> tuple[str, list[str]]:
    """The newest glibc version any bundled file needs, and the files (relative paths) that need
    it: the oldest glibc the build runs on."""
    newest, needing = "0", []
    for path in elf_files(folder):
        versions = glibc_versions(dump(path))
        if not versions:
            continue
        top = max(versions, key=version_key)
        relative = str(path.relative_to(folder))
        if version_key(top) > version_key(newest):
            newest, needing = top, [relative]
        elif version_key(top) == version_key(newest):
            needing.append(relative)
    return newest, needing


def needing_newer_than(
    folder: Path, version: str, dump: Callable[[Path], str] = objdump
) -> list[str]:
    """The bundled files (relative paths) that need a glibc newer than `version`."""
    return [
        str(path.relative_to(folder))
        for path in elf_files(folder)
        if any(version_key(v) > version_key(version) for v in glibc_versions(dump(path)))
    ]


def bundled_from_the_system(names: Iterable[str]) -> list[str]:
    """The names among `names` that are left to the system and so must not be in the build."""
    return sorted(name for name in names if from_the_system(name))

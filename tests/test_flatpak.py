"""The Flatpak's manifest (packaging/flatpak/), read as flatpak-builder reads it, without building.

The app's id, command and desktop files agree with the rest of the project; the sandbox asks for
what the game uses (a window, sound, the network for tables) and no more; and the Python module
that packaging/flatpak/make_sources.py generates installs exactly the game's runtime packages of
the Linux lock, at the locked versions, from files whose hashes the lock allows, for each
architecture Flathub builds.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from .scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
FLATPAK = ROOT / "packaging" / "flatpak"
LINUX = ROOT / "packaging" / "linux"
LOCK = ROOT / "packaging" / "locks" / "build-linux-x86_64.txt"
APP_ID = "io.github.fivedice.FiveDice"
MANIFEST = FLATPAK / f"{APP_ID}.json"
ARCHES = ("x86_64", "aarch64")

#: Locked only to build the PyInstaller archives, and the Qt bindings the base application has.
NOT_IN_THE_MODULE = {"pyinstaller", "pyinstaller-hooks-contrib", "altgraph"} | {
    "pyside6-essentials",
    "shiboken6",
}
#: The Python of each KDE runtime branch the manifest may name (its freedesktop SDK's).
RUNTIME_PYTHON = {"6.10": (3, 13), "6.11": (3, 13)}


def manifest() -> dict[str, Any]:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def python_module() -> dict[str, Any]:
    """The module the manifest includes by file name: the Python dependencies."""
    included = [m for m in manifest()["modules"] if isinstance(m, str)]
    assert included == ["python3-requirements.json"]
    return json.loads((FLATPAK / included[0]).read_text(encoding="utf-8"))


def app_module() -> dict[str, Any]:
    modules = [m for m in manifest()["modules"] if isinstance(m, dict)]
    assert [m["name"] for m in modules] == ["fivedice"]
    return modules[0]


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def read_lock() -> dict[str, tuple[str, set[str]]]:
    """The lock's packages: name -> (version, the sha256 hashes it allows)."""
    text = re.sub(r"\\\n", " ", LOCK.read_text(encoding="utf-8"))
    packages = {}
    for line in text.splitlines():
        match = re.match(r"([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)\s", line)
        if match:
            hashes = set(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
            packages[normalize(match.group(1))] = (match.group(2), hashes)
    assert len(packages) > 20, "the lock has fewer packages than the game needs"
    return packages


def runtime_packages() -> dict[str, str]:
    """What the Flatpak must install with pip: name -> locked version."""
    return {n: v for n, (v, _) in read_lock().items() if n not in NOT_IN_THE_MODULE}


def distribution(filename: str) -> tuple[str, str]:
    """The (normalised name, version) a wheel's or a source archive's file name gives."""
    if filename.endswith(".whl"):
        name, version = filename.split("-")[:2]
    else:
        match = re.fullmatch(r"(.+)-([^-]+)\.tar\.gz", filename)
        assert match, filename
        name, version = match.groups()
    return normalize(name), version


def sources_for(arch: str) -> list[dict[str, Any]]:
    return [s for s in python_module()["sources"] if arch in s.get("only-arches", ARCHES)]


def filename(source: dict[str, Any]) -> str:
    return source["url"].rsplit("/", 1)[1]


def installed_by(command: str) -> dict[str, str]:
    """The name==version pins of one pip install command."""
    assert command.startswith("pip3 install "), command
    return {normalize(n): v for n, v in re.findall(r"\s([A-Za-z0-9._-]+)==(\S+)", command)}


def make_sources() -> ModuleType:
    return load_script("fivedice_flatpak_sources", FLATPAK / "make_sources.py")


# --------------------------------------------------------------------------- the app


def test_the_app_id_is_the_one_of_the_metainfo_and_the_desktop_file():
    data = manifest()
    assert data["id"] == APP_ID
    assert "app-id" not in data
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == data["id"]
    assert root.find("launchable").text == f"{data['id']}.desktop"
    assert (LINUX / f"{data['id']}.desktop").is_file()
    desktop = (LINUX / f"{data['id']}.desktop").read_text(encoding="utf-8")
    assert f"\nIcon={data['id']}\n" in desktop


def test_the_command_is_a_console_script_of_the_project():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = re.search(r"^\[project\.scripts\]\n(.*?)(?=^\[|\Z)", text, re.MULTILINE | re.DOTALL)
    assert section, "pyproject.toml has no [project.scripts]"
    scripts = re.findall(r"^([A-Za-z0-9_-]+)\s*=", section.group(1), re.MULTILINE)
    assert manifest()["command"] in scripts
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert re.search(rf"^Exec={manifest()['command']}( |$)", desktop, re.MULTILINE)


def test_the_runtime_is_kde_with_the_pyside_base_app_of_the_same_branch():
    data = manifest()
    assert (data["runtime"], data["sdk"], data["base"]) == (
        "org.kde.Platform",
        "org.kde.Sdk",
        "io.qt.PySide.BaseApp",
    )
    assert data["base-version"] == data["runtime-version"]
    assert data["runtime-version"] in RUNTIME_PYTHON, "which Python has this runtime?"
    # The base application asks every app to run its cleanup (its build tools, WebEngine).
    assert "/app/cleanup-BaseApp.sh" in data["cleanup-commands"]
    assert data["build-options"]["env"]["BASEAPP_REMOVE_WEBENGINE"] == "1"
    # The generator chose the wheels for this runtime's Python.
    assert RUNTIME_PYTHON[data["runtime-version"]] == make_sources().PYTHON


def test_the_sandbox_has_a_window_sound_and_the_network_and_no_more():
    args = manifest()["finish-args"]
    for needed in (
        "--share=ipc",
        "--socket=wayland",
        "--socket=fallback-x11",
        "--share=network",  # tables on the local network and over the internet
        "--socket=pulseaudio",  # sound
    ):
        assert needed in args
    assert "--socket=x11" not in args  # fallback-x11: X11 only where there is no Wayland
    for arg in args:
        assert not re.match(r"--filesystem=(home|host)", arg), arg
        assert arg not in ("--device=all", "--share=all", "--socket=session-bus")
    assert len(args) == len(set(args))


def test_the_app_module_installs_the_project_and_its_desktop_files():
    module = app_module()
    (source,) = module["sources"]
    assert source["type"] == "dir"
    assert (MANIFEST.parent / source["path"]).resolve() == ROOT
    for skipped in (".git", ".venv", "build", "dist"):
        assert skipped in source["skip"]
    commands = module["build-commands"]
    (pip,) = [c for c in commands if "pip3 install" in c]
    for flag in ("--no-index", "--no-deps", "--no-build-isolation", "--prefix=${FLATPAK_DEST}"):
        assert flag in pip.split()
    assert pip.endswith(" .")
    installs = {
        f"packaging/linux/{APP_ID}.desktop": "${FLATPAK_DEST}/share/applications",
        f"packaging/linux/{APP_ID}.metainfo.xml": "${FLATPAK_DEST}/share/metainfo",
    }
    for path, folder in installs.items():
        assert (ROOT / path).is_file()
        assert f"install -Dm644 {path} -t {folder}" in commands
    assert "cp -R resources/icons/hicolor ${FLATPAK_DEST}/share/icons/" in commands
    icons = ROOT / "resources" / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (icons / "512x512" / "apps" / f"{APP_ID}.png").is_file()


# --------------------------------------------------------------------------- the Python module


def test_the_python_module_installs_exactly_the_locked_runtime_packages():
    expected = runtime_packages()
    assert {"numpy", "miniaudio", "cffi", "cryptography", "magic-wormhole"} <= set(expected)
    # --no-build-isolation: the project's build backend must be installed by then.
    assert "setuptools" in expected
    installed: dict[str, str] = {}
    for command in python_module()["build-commands"]:
        if command.startswith("pip3 install "):
            pins = installed_by(command)
            assert not set(pins) & set(installed), "a package installed twice"
            installed.update(pins)
            # --ignore-installed: never an uninstall of the SDK's read-only copies.
            for flag in (
                "--no-index",
                "--find-links=.",
                "--no-build-isolation",
                "--ignore-installed",
            ):
                assert flag in command.split()
            assert "--prefix=${FLATPAK_DEST}" in command.split()
    assert installed == expected


@pytest.mark.parametrize("arch", ARCHES)
def test_each_architecture_has_a_file_of_each_package_at_its_locked_version(arch):
    found: dict[str, str] = {}
    for source in sources_for(arch):
        name, version = distribution(filename(source))
        assert name not in found, f"two files of {name} on {arch}"
        found[name] = version
    assert found == runtime_packages()


def test_every_source_is_a_pypi_file_whose_hash_the_lock_allows():
    lock = read_lock()
    sources = python_module()["sources"]
    assert sources
    for source in sources:
        assert source["type"] == "file"
        assert source["url"].startswith("https://files.pythonhosted.org/packages/"), source
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
        name, version = distribution(filename(source))
        assert lock[name][0] == version
        assert source["sha256"] in lock[name][1], f"{filename(source)}: not a hash of the lock"
        assert set(source.get("only-arches", ARCHES)) <= set(ARCHES)


@pytest.mark.parametrize("arch", ARCHES)
def test_each_wheel_fits_the_runtimes_python_and_the_architecture(arch):
    major, minor = RUNTIME_PYTHON[manifest()["runtime-version"]]
    for source in sources_for(arch):
        name = filename(source)
        if not name.endswith(".whl"):
            continue
        pythons, abis, platforms = name[: -len(".whl")].split("-")[-3:]
        fits_python = any(
            (abi == "none" and (p == "py3" or p == f"py{major}{minor}"))
            or (abi == f"cp{major}{minor}" and p == f"cp{major}{minor}")
            or (abi == "abi3" and p.startswith("cp3") and int(p[3:]) <= minor)
            for p in pythons.split(".")
            for abi in abis.split(".")
        )
        assert fits_python, name
        if platforms != "any":
            assert all(p.endswith(f"_{arch}") for p in platforms.split(".")), name
            assert all(p.startswith("manylinux") for p in platforms.split(".")), name


def test_source_archives_are_built_after_their_build_requirements():
    module = python_module()
    archives = {
        distribution(filename(s))[0] for s in module["sources"] if filename(s).endswith(".tar.gz")
    }
    # Only where PyPI has no wheel (miniaudio on aarch64), and only what the generator allows.
    assert archives <= set(make_sources().SOURCE_BUILDS)
    before: set[str] = set()
    for command in module["build-commands"]:
        if not command.startswith("pip3 install "):
            continue
        pins = set(installed_by(command))
        if archives & pins:
            assert {"setuptools", "cffi"} <= before, command
            assert "--no-deps" in command.split()
        before |= pins
    assert archives <= before


# --------------------------------------------------------------------------- the generator


@pytest.fixture(scope="module")
def sources() -> ModuleType:
    return make_sources()


def _wheel(sources: ModuleType, filename: str) -> Any:
    return sources.Wheel(filename, f"https://files.pythonhosted.org/packages/{filename}", "0" * 64)


def test_the_generator_chooses_the_wheel_pip_would_install(sources):
    files = [
        _wheel(sources, n)
        for n in (
            "demo-1.0.tar.gz",
            "demo-1.0-py3-none-any.whl",
            "demo-1.0-cp311-abi3-manylinux_2_28_x86_64.whl",
            "demo-1.0-cp313-cp313-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
            "demo-1.0-cp313-cp313-musllinux_1_2_x86_64.whl",
            "demo-1.0-cp313-cp313-manylinux_2_99_x86_64.whl",
            "demo-1.0-cp312-cp312-manylinux_2_17_x86_64.whl",
            "demo-1.0-cp313-cp313-manylinux_2_17_aarch64.whl",
        )
    ]
    best = sources.best_wheel(files, "x86_64").filename
    assert best == "demo-1.0-cp313-cp313-manylinux2014_x86_64.manylinux_2_17_x86_64.whl"
    assert sources.best_wheel(files[:3], "x86_64").filename.startswith("demo-1.0-cp311-abi3")
    assert sources.best_wheel(files[:3], "aarch64").filename == "demo-1.0-py3-none-any.whl"
    assert sources.best_wheel(files[:1], "x86_64") is None
    newer_glibc = [_wheel(sources, "demo-1.0-cp313-cp313-manylinux_2_99_x86_64.whl")]
    assert sources.best_wheel(newer_glibc, "x86_64") is None


def test_the_generator_refuses_a_file_the_lock_does_not_allow(sources):
    wheel = _wheel(sources, "demo-1.0-py3-none-any.whl")
    allowed = sources.Locked("demo", "1.0", frozenset({"0" * 64}))
    assert sources.choose(allowed, [wheel]) == dict.fromkeys(ARCHES, wheel)
    other = sources.Locked("demo", "1.0", frozenset({"1" * 64}))
    with pytest.raises(SystemExit, match="not among the lock's hashes"):
        sources.choose(other, [wheel])
    only_x86 = _wheel(sources, "demo-1.0-cp313-cp313-manylinux_2_17_x86_64.whl")
    with pytest.raises(SystemExit, match=r"no wheel .* on aarch64"):
        sources.choose(allowed, [only_x86, _wheel(sources, "demo-1.0.tar.gz")])


def test_the_generator_leaves_out_the_build_tools_and_the_qt_bindings(sources):
    packages = sources.runtime_packages(sources.read_lock(LOCK))
    assert {p.name: p.version for p in packages} == runtime_packages()

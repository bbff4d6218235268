"""The Windows installer, checked on every platform: what packaging/windows/fivedice.iss asks of
Inno Setup, read the way Inno Setup reads it, and packaging/windows/installer.py, which runs the
compiler (here a stand-in: Inno Setup runs on Windows only).

What only Windows can show (the compiled installer installing, registering the link handler and
uninstalling) is left to the release workflow's smoke test of the built installer.
"""

from __future__ import annotations

import configparser
import os
import re
import stat
import subprocess
import sys
from pathlib import Path, PureWindowsPath
from typing import Any

import pytest

from fivedice.words import LANGUAGES

from .scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = ROOT / "packaging" / "windows"
SCRIPT = WINDOWS / "fivedice.iss"
APP_ID = "{{2F093954-1FFA-4220-AABA-BF7C29C84CD3}"
LINK_KEY = "Software\\Classes\\fivedice"
APP_EXE = "{app}\\fivedice.exe"
#: The message files Inno Setup 6.4+ ships (Swedish became official in 6.4.0), by the game's
#: language codes.
MESSAGE_FILES = {
    "en": "compiler:Default.isl",
    "cs": "compiler:Languages\\Czech.isl",
    "da": "compiler:Languages\\Danish.isl",
    "de": "compiler:Languages\\German.isl",
    "es": "compiler:Languages\\Spanish.isl",
    "fi": "compiler:Languages\\Finnish.isl",
    "fr": "compiler:Languages\\French.isl",
    "it": "compiler:Languages\\Italian.isl",
    "nb": "compiler:Languages\\Norwegian.isl",
    "nl": "compiler:Languages\\Dutch.isl",
    "pl": "compiler:Languages\\Polish.isl",
    "pt_BR": "compiler:Languages\\BrazilianPortuguese.isl",
    "sv": "compiler:Languages\\Swedish.isl",
}
#: Custom messages every Inno Setup language file defines itself.
BUILT_IN_MESSAGES = {"CreateDesktopIcon", "AdditionalIcons", "LaunchProgram"}

installer = load_script("fivedice_windows_installer", WINDOWS / "installer.py")


# --- Reading the script as Inno Setup does ------------------------------------------------------


class PreprocessorError(Exception):
    """The script's #error, reached."""


def _value(expression: str, defines: dict[str, str]) -> str:
    """An ISPP string expression: "literals" and defined names joined by +."""
    parts = [part.strip() for part in expression.split("+")]
    text = []
    for part in parts:
        if re.fullmatch(r'"[^"]*"', part):
            text.append(part[1:-1])
        elif part in defines:
            text.append(defines[part])
        else:
            raise AssertionError(f"cannot read the ISPP expression {expression!r}")
    return "".join(text)


def _condition(expression: str, version: tuple[int, int, int]) -> bool:
    match = re.fullmatch(r"Ver\s*<\s*EncodeVer\((\d+),\s*(\d+),\s*(\d+)\)", expression.strip())
    assert match, f"cannot read the ISPP condition {expression!r}"
    return version < tuple(int(n) for n in match.groups())


def preprocess(
    text: str, defines: dict[str, str] | None = None, version: tuple[int, int, int] = (6, 4, 0)
) -> str:
    """The script as Inno Setup Preprocessor hands it to the compiler, for the directives the
    script uses: `defines` are the command line's /D, `version` the compiler's."""
    names = dict(defines or {})
    out: list[str] = []
    active: list[bool] = []  # one per open #if: whether its lines are taken
    for line in text.splitlines():
        directive = line.strip()
        taking = all(active)
        if directive.startswith("#"):
            word, _, rest = directive[1:].partition(" ")
            rest = rest.strip()
            if word == "if":
                active.append(_condition(rest, version))
            elif word == "ifndef":
                active.append(rest not in names)
            elif word == "ifdef":
                active.append(rest in names)
            elif word == "else":
                active[-1] = not active[-1]
            elif word == "endif":
                active.pop()
            elif word == "define" and taking:
                name, _, expression = rest.partition(" ")
                names[name] = _value(expression, names)
            elif word == "error" and taking:
                raise PreprocessorError(rest)
            elif word not in ("define", "error"):
                raise AssertionError(f"an ISPP directive this test cannot read: {line!r}")
            continue
        if taking:
            out.append(re.sub(r"\{#(\w+)\}", lambda m: names[m.group(1)], line))
    assert not active, "an #if without its #endif"
    return "\n".join(out)


def sections(text: str) -> dict[str, list[str]]:
    """Each section's lines: without blank lines and ; comments, except in [Code], kept whole."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    name = ""
    for line in text.splitlines():
        header = re.fullmatch(r"\[(\w+)\]", line.strip())
        if header:
            name = header.group(1)
            assert name not in found, f"[{name}] twice"
            current = found.setdefault(name, [])
        elif name == "Code":
            assert current is not None
            current.append(line)
        elif line.strip() and not line.lstrip().startswith(";"):
            assert current is not None, f"a line before any section: {line!r}"
            current.append(line.strip())
    return found


def directives(lines: list[str]) -> dict[str, str]:
    """A [Setup] section: Name=Value lines."""
    found: dict[str, str] = {}
    for line in lines:
        name, equals, value = line.partition("=")
        assert equals, line
        assert name not in found, f"{name} set twice"
        found[name.strip()] = value.strip()
    return found


def parameters(line: str) -> dict[str, str]:
    """One entry of [Files], [Icons], [Registry]...: ``Name: value; Name: "a ""quoted"" value"``,
    by name."""
    found: dict[str, str] = {}
    rest = line
    while rest.strip():
        match = re.match(r'\s*(\w+):\s*("(?:[^"]|"")*"|[^;]*?)\s*(?:;|$)', rest)
        assert match, f"cannot read {rest!r}"
        name, value = match.groups()
        if value.startswith('"'):
            value = value[1:-1].replace('""', '"')
        assert name not in found, f"{name} twice in {line!r}"
        found[name] = value
        rest = rest[match.end() :]
    return found


def custom_messages(lines: list[str]) -> dict[str, dict[str, str]]:
    """[CustomMessages] by language, then message name."""
    found: dict[str, dict[str, str]] = {}
    for line in lines:
        key, equals, value = line.partition("=")
        language, dot, name = key.partition(".")
        assert equals and dot, f"a custom message for no language in particular: {line!r}"
        assert name not in found.get(language, {}), f"{key} twice"
        found.setdefault(language, {})[name] = value
    return found


def flags(entry: dict[str, str]) -> set[str]:
    return set(entry.get("Flags", "").split())


@pytest.fixture(scope="module")
def script() -> dict[str, list[str]]:
    return sections(preprocess(SCRIPT.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def setup(script: dict[str, list[str]]) -> dict[str, str]:
    return directives(script["Setup"])


def entries(script: dict[str, list[str]], section: str) -> list[dict[str, str]]:
    return [parameters(line) for line in script[section]]


def code(script: dict[str, list[str]]) -> str:
    """[Code] without its // comments."""
    return "\n".join(re.sub(r"//.*", "", line) for line in script["Code"])


# --- The installer's settings -------------------------------------------------------------------


def test_installs_for_the_player_alone_without_administrator_rights(setup: dict[str, str]) -> None:
    assert setup["PrivilegesRequired"] == "lowest"
    # Nothing lets the command line or a dialog turn it into an install for all users.
    assert "PrivilegesRequiredOverridesAllowed" not in setup
    # {autopf} is the player's own %LOCALAPPDATA%\Programs in that mode.
    assert setup["DefaultDirName"] == "{autopf}\\Five Dice"


def test_is_a_64_bit_install(setup: dict[str, str]) -> None:
    assert setup["ArchitecturesAllowed"] == "x64compatible"
    assert setup["ArchitecturesInstallIn64BitMode"] == "x64compatible"


def test_names_the_app_and_keeps_its_id(setup: dict[str, str]) -> None:
    # A new AppId would make the next version a second app beside the first, not its update.
    assert setup["AppId"] == APP_ID
    assert setup["AppName"] == "Five Dice"
    assert setup["AppPublisher"] == "The Five Dice developers"
    assert setup["UninstallDisplayIcon"] == APP_EXE


def test_packs_small_in_the_modern_wizard(setup: dict[str, str]) -> None:
    assert setup["Compression"] == "lzma2/max"
    assert setup["SolidCompression"] == "yes"
    assert setup["WizardStyle"] == "modern"
    assert setup["ShowLanguageDialog"] == "auto"


def test_the_icon_and_the_licence_are_the_projects(setup: dict[str, str]) -> None:
    def resolved(value: str) -> Path:
        return (SCRIPT.parent / PureWindowsPath(value).as_posix()).resolve()

    assert resolved(setup["SetupIconFile"]) == ROOT / "resources" / "icons" / "fivedice.ico"
    assert resolved(setup["LicenseFile"]) == ROOT / "LICENSE"
    assert resolved(setup["SetupIconFile"]).is_file()
    assert resolved(setup["LicenseFile"]).is_file()


def test_installs_the_whole_app_folder(script: dict[str, list[str]]) -> None:
    (files,) = entries(script, "Files")
    assert files["Source"] == "..\\..\\dist\\fivedice\\*"
    assert files["DestDir"] == "{app}"
    assert {"recursesubdirs", "createallsubdirs", "ignoreversion"} <= flags(files)


# --- What build.py passes on the command line ---------------------------------------------------


def defines_of(command: list[str]) -> dict[str, str]:
    return dict(part[2:].split("=", 1) for part in command if part.startswith("/D"))


def test_the_command_line_sets_version_folders_and_name(tmp_path: Path) -> None:
    app, out = tmp_path / "dist" / "fivedice", tmp_path / "out"
    command = installer.iscc_command(
        "ISCC.exe", app, "1.4.0rc2", out, "fivedice-1.4.0rc2-windows-amd64-setup"
    )
    assert command[0] == "ISCC.exe"
    assert command[-1] == str(SCRIPT)
    assert "/Q" in command
    given = preprocess(SCRIPT.read_text(encoding="utf-8"), defines_of(command))
    setup = directives(sections(given)["Setup"])
    assert setup["AppVersion"] == "1.4.0rc2"
    assert setup["VersionInfoVersion"] == "1.4.0.0"
    assert setup["OutputDir"] == str(out)
    assert setup["OutputBaseFilename"] == "fivedice-1.4.0rc2-windows-amd64-setup"
    (files,) = entries(sections(given), "Files")
    assert files["Source"] == f"{app}\\*"


def test_the_script_uses_every_define_it_is_given(tmp_path: Path) -> None:
    command = installer.iscc_command("ISCC.exe", tmp_path, "0.1.0", tmp_path, "setup")
    text = SCRIPT.read_text(encoding="utf-8")
    for name in defines_of(command):
        # Defaults only where the command line gave none: an unconditional #define would win.
        assert re.search(rf"^#ifndef {name}\n\s*#define {name} ", text, re.MULTILINE), name
        assert re.search(rf"{{#{name}}}|\+ {name} \+", text), f"{name} is given but never used"


def test_without_the_command_line_the_defaults_serve() -> None:
    setup = directives(sections(preprocess(SCRIPT.read_text(encoding="utf-8")))["Setup"])
    assert setup["AppVersion"] == "0.0.0"
    assert setup["VersionInfoVersion"] == "0.0.0.0"
    assert setup["OutputBaseFilename"] == "fivedice-0.0.0-windows-amd64-setup"


def test_an_inno_setup_without_swedish_stops_the_build() -> None:
    with pytest.raises(PreprocessorError, match=r"6\.4 or later"):
        preprocess(SCRIPT.read_text(encoding="utf-8"), version=(6, 3, 3))


@pytest.mark.parametrize(
    ("version", "numeric"),
    [
        ("0.1.0", "0.1.0.0"),
        ("2", "2.0.0.0"),
        ("1.2rc1", "1.2.0.0"),
        ("0.3.0.dev4", "0.3.0.0"),
        ("1.2.3.4.5", "1.2.3.4"),
        ("2026.65535", "2026.65535.0.0"),
    ],
)
def test_the_windows_version_is_the_leading_numbers(version: str, numeric: str) -> None:
    assert installer.numeric_version(version) == numeric
    command = installer.iscc_command("ISCC.exe", Path("a"), version, Path("b"), "c")
    assert defines_of(command)["AppNumericVersion"] == numeric


@pytest.mark.parametrize("version", ["dev", "v1.0", "1.65536"])
def test_a_version_windows_cannot_hold_is_refused(version: str) -> None:
    with pytest.raises(ValueError):
        installer.numeric_version(version)


@pytest.mark.parametrize("name", ["", "a/b", "a\\b", "setup.exe", 'a"b'])
def test_the_installer_name_is_a_plain_file_name(name: str) -> None:
    with pytest.raises(ValueError):
        installer.iscc_command("ISCC.exe", Path("a"), "0.1.0", Path("b"), name)


# --- Shortcuts, the link handler, the last page -------------------------------------------------


def test_the_start_menu_opens_the_game(script: dict[str, list[str]]) -> None:
    start = [e for e in entries(script, "Icons") if e["Name"].startswith("{autoprograms}")]
    assert start == [
        {"Name": "{autoprograms}\\Five Dice", "Filename": APP_EXE, "Comment": "{cm:AppComment}"}
    ]


def test_a_desktop_shortcut_only_when_asked(script: dict[str, list[str]]) -> None:
    (desktop,) = [e for e in entries(script, "Icons") if e["Name"].startswith("{autodesktop}")]
    assert desktop["Filename"] == APP_EXE
    (task,) = [t for t in entries(script, "Tasks") if t["Name"] == desktop["Tasks"]]
    assert task["Description"] == "{cm:CreateDesktopIcon}"
    assert "unchecked" in flags(task)


def test_the_last_page_offers_to_start_the_game(script: dict[str, list[str]]) -> None:
    (launch,) = entries(script, "Run")
    assert launch["Filename"] == APP_EXE
    assert launch["Description"] == "{cm:LaunchProgram,Five Dice}"
    # Not waited for, offered as a checkbox, and never started by a silent install.
    assert {"nowait", "postinstall", "skipifsilent"} <= flags(launch)


def test_fivedice_links_open_the_game(script: dict[str, list[str]]) -> None:
    from fivedice.app import _parse
    from fivedice.ui.shell.instance import LINK_PREFIX

    scheme = LINK_PREFIX.split(":")[0]
    assert LINK_KEY.endswith("\\" + scheme)
    values = {
        (e["Subkey"], e["ValueName"]): e
        for e in entries(script, "Registry")
        if e["Subkey"].startswith(LINK_KEY)
    }
    assert {e["Root"] for e in values.values()} == {"HKCU"}
    assert {e["ValueType"] for e in values.values()} == {"string"}
    assert {key: e["ValueData"] for key, e in values.items()} == {
        (LINK_KEY, ""): "URL:Five Dice link",
        (LINK_KEY, "URL Protocol"): "",
        (LINK_KEY + "\\DefaultIcon", ""): f'"{APP_EXE}",0',
        (LINK_KEY + "\\shell\\open\\command", ""): f'"{APP_EXE}" "%1"',
    }
    # Uninstalling deletes the scheme's key, and so every key under it.
    assert "uninsdeletekey" in flags(values[(LINK_KEY, "")])
    # Windows opens the link as "fivedice.exe" "<link>": the game's one argument.
    assert _parse([f"{LINK_PREFIX}7-guitarist-revenge"]).link == "7-guitarist-revenge"


# --- Languages ----------------------------------------------------------------------------------


def test_speaks_english_and_the_games_languages(script: dict[str, list[str]]) -> None:
    languages = {e["Name"]: e["MessagesFile"] for e in entries(script, "Languages")}
    assert set(languages) == {"en", *LANGUAGES}
    assert languages == MESSAGE_FILES
    assert next(iter(languages)) == "en"  # the one taken when the system's is none of them


def test_every_language_has_every_message_translated(script: dict[str, list[str]]) -> None:
    messages = custom_messages(script["CustomMessages"])
    assert set(messages) == set(MESSAGE_FILES)
    english = messages["en"]
    for language, own in messages.items():
        assert set(own) == set(english), language
        for name, text in own.items():
            assert text.strip(), (language, name)
            assert sorted(re.findall(r"%\d", text)) == sorted(re.findall(r"%\d", english[name]))
            if language != "en":
                assert text != english[name], f"{language}.{name} is not translated"


def test_every_message_used_is_defined(script: dict[str, list[str]]) -> None:
    text = "\n".join(line for lines in script.values() for line in lines)
    used = set(re.findall(r"\{cm:(\w+)", text)) | set(re.findall(r"CustomMessage\('(\w+)'\)", text))
    defined = set(custom_messages(script["CustomMessages"])["en"])
    assert used - BUILT_IN_MESSAGES == defined


def test_the_start_menu_says_what_the_linux_menus_say(script: dict[str, list[str]]) -> None:
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / "linux" / "io.github.fivedice.FiveDice.desktop", "utf-8")
    entry = desktop["Desktop Entry"]
    for language, own in custom_messages(script["CustomMessages"]).items():
        key = "Comment" if language == "en" else f"Comment[{language}]"
        assert own["AppComment"] == entry[key], language


# --- Uninstalling: the player's files -----------------------------------------------------------

LOCAL = "C:\\Users\\Player\\AppData\\Local"
ROAMING = "C:\\Users\\Player\\AppData\\Roaming"
#: Inno Setup's folder constants for that player.
CONSTANTS = {"{localappdata}": LOCAL, "{userappdata}": ROAMING, "{app}": LOCAL + "\\Programs\\X"}


@pytest.fixture
def windows_folders(monkeypatch: pytest.MonkeyPatch) -> set[PureWindowsPath]:
    """The folders the app keeps the player's files in on Windows, as the app itself finds them:
    platformdirs' Windows rules, for a player whose AppData is LOCAL and ROAMING."""
    import platformdirs
    import platformdirs.windows

    from fivedice.store.paths import AppPaths

    known = {"CSIDL_LOCAL_APPDATA": LOCAL, "CSIDL_APPDATA": ROAMING}
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", known.__getitem__)
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    monkeypatch.delenv("FIVEDICE_DATA_DIR", raising=False)
    paths = AppPaths.resolve()
    return {PureWindowsPath(str(p)) for p in (paths.config_dir, paths.data_dir, paths.cache_dir)}


def test_the_app_folders_are_where_the_readme_says(windows_folders: set[PureWindowsPath]) -> None:
    # The check below is only as good as this: the stand-in for Windows finds the real rules.
    assert PureWindowsPath(LOCAL, "FiveDice") in windows_folders
    assert all(folder.is_relative_to(PureWindowsPath(LOCAL)) for folder in windows_folders)


def test_uninstalling_deletes_only_the_apps_own_folders(
    script: dict[str, list[str]], windows_folders: set[PureWindowsPath]
) -> None:
    def expanded(value: str) -> PureWindowsPath:
        constant = re.match(r"\{\w+\}", value)
        assert constant and constant.group() in CONSTANTS, f"an unknown folder: {value}"
        return PureWindowsPath(CONSTANTS[constant.group()] + value[constant.end() :])

    pascal = code(script)
    named = {expanded(v) for v in re.findall(r"ExpandConstant\('([^']*)'\)", pascal)}
    # The fewest folders that hold all of the app's: deleting more would delete others' files.
    tops = {
        f
        for f in windows_folders
        if not any(f != g and f.is_relative_to(g) for g in windows_folders)
    }
    assert named == tops == {PureWindowsPath(LOCAL, "FiveDice")}
    assert len(re.findall(r"\bDelTree\(", pascal)) == 1


def test_the_files_go_only_if_the_player_says_yes(script: dict[str, list[str]]) -> None:
    pascal = code(script)
    asked = re.search(
        r"MsgBox\(FmtMessage\(CustomMessage\('DeleteDataQuestion'\), \[(\w+)\]\),\s*"
        r"mbConfirmation,\s*([^)]*)\)\s*(<>|=)\s*IDYES",
        pascal,
    )
    assert asked, "the question is not asked as a Yes/No message box"
    folder, buttons, compared = asked.groups()
    assert set(re.split(r"\s+or\s+", buttons.strip())) == {"MB_YESNO", "MB_DEFBUTTON2"}
    after = pascal[asked.end() :]
    if compared == "<>":
        assert re.match(r"\s*then\s+Exit;", after), "anything but Yes must leave the files"
    deleted = re.search(r"\bDelTree\((\w+),", pascal)
    assert deleted and deleted.start() > asked.start() and deleted.group(1) == folder
    # Asked once the app is gone, and never by a silent uninstall, which keeps the files.
    before = pascal[: asked.start()]
    assert re.search(
        r"if \(CurUninstallStep <> usPostUninstall\) or UninstallSilent then\s+Exit;", before
    )


# --- Finding and running the compiler -----------------------------------------------------------


@pytest.fixture
def no_inno(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A machine without Inno Setup: nothing on PATH, empty Program Files and AppData."""
    folders = {
        "PATH": tmp_path / "bin",
        "ProgramFiles(x86)": tmp_path / "Program Files (x86)",
        "ProgramFiles": tmp_path / "Program Files",
        "LOCALAPPDATA": tmp_path / "AppData" / "Local",
    }
    for variable, folder in folders.items():
        folder.mkdir(parents=True)
        monkeypatch.setenv(variable, str(folder))
    return folders


def _make_iscc(folder: Path, name: str = "ISCC.exe") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    iscc = folder / name
    iscc.write_bytes(b"")
    iscc.chmod(iscc.stat().st_mode | stat.S_IEXEC)
    return iscc


def test_no_inno_setup_is_found_where_there_is_none(no_inno: dict[str, Path]) -> None:
    assert installer.find_iscc() is None


def test_iscc_on_the_path_is_found(no_inno: dict[str, Path]) -> None:
    iscc = _make_iscc(no_inno["PATH"], "ISCC.exe" if sys.platform == "win32" else "iscc")
    _make_iscc(no_inno["ProgramFiles(x86)"] / "Inno Setup 6")
    assert installer.find_iscc() is not None
    assert os.path.samefile(installer.find_iscc(), iscc)


@pytest.mark.parametrize(
    ("variable", "folder"),
    [
        ("ProgramFiles(x86)", "Inno Setup 6"),
        ("ProgramFiles", "Inno Setup 6"),
        ("LOCALAPPDATA", "Programs/Inno Setup 6"),
    ],
)
def test_inno_setup_6_is_found_where_it_installs_itself(
    no_inno: dict[str, Path], variable: str, folder: str
) -> None:
    iscc = _make_iscc(no_inno[variable] / folder)
    assert installer.find_iscc() == iscc


def test_inno_setup_6_comes_before_7(no_inno: dict[str, Path]) -> None:
    _make_iscc(no_inno["ProgramFiles"] / "Inno Setup 7")
    six = _make_iscc(no_inno["LOCALAPPDATA"] / "Programs" / "Inno Setup 6")
    assert installer.find_iscc() == six


class FakeCompiler:
    """Stands in for subprocess.run on ISCC: records the command, exits with `returncode`, and
    writes the installer the command names if `writes`."""

    def __init__(self, returncode: int = 0, writes: bool = True) -> None:
        self.returncode = returncode
        self.writes = writes
        self.commands: list[list[str]] = []

    def __call__(self, command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        self.commands.append(command)
        if self.writes:
            defines = defines_of(command)
            Path(defines["OutputDir"], defines["OutputBaseFilename"] + ".exe").write_bytes(b"MZ")
        return subprocess.CompletedProcess(command, self.returncode)


@pytest.fixture
def app(tmp_path: Path) -> Path:
    folder = tmp_path / "dist" / "fivedice"
    folder.mkdir(parents=True)
    (folder / "fivedice.exe").write_bytes(b"MZ")
    return folder


def test_without_inno_setup_no_installer_is_made(
    no_inno: dict[str, Path], app: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    compiler = FakeCompiler()
    assert installer.build_installer(app, "0.1.0", tmp_path / "out", "setup", compiler) is None
    assert compiler.commands == []
    assert "no installer made" in capsys.readouterr().out


def test_the_installer_is_made_where_asked(
    no_inno: dict[str, Path], app: Path, tmp_path: Path
) -> None:
    iscc = _make_iscc(no_inno["ProgramFiles(x86)"] / "Inno Setup 6")
    compiler = FakeCompiler()
    out = tmp_path / "out"
    made = installer.build_installer(
        app, "0.1.0", out, "fivedice-0.1.0-windows-amd64-setup", compiler
    )
    assert made == out / "fivedice-0.1.0-windows-amd64-setup.exe"
    assert made.is_file()
    assert compiler.commands == [
        installer.iscc_command(iscc, app, "0.1.0", out, "fivedice-0.1.0-windows-amd64-setup")
    ]


def test_a_failing_compiler_stops_the_build(
    no_inno: dict[str, Path], app: Path, tmp_path: Path
) -> None:
    _make_iscc(no_inno["ProgramFiles"] / "Inno Setup 6")
    with pytest.raises(subprocess.CalledProcessError):
        installer.build_installer(app, "0.1.0", tmp_path, "setup", FakeCompiler(returncode=2))


def test_an_old_installer_does_not_pass_for_a_new_one(
    no_inno: dict[str, Path], app: Path, tmp_path: Path
) -> None:
    _make_iscc(no_inno["ProgramFiles"] / "Inno Setup 6")
    (tmp_path / "setup.exe").write_bytes(b"MZ old")
    with pytest.raises(FileNotFoundError):
        installer.build_installer(app, "0.1.0", tmp_path, "setup", FakeCompiler(writes=False))


def test_an_app_folder_without_the_game_is_refused(
    no_inno: dict[str, Path], tmp_path: Path
) -> None:
    _make_iscc(no_inno["ProgramFiles"] / "Inno Setup 6")
    compiler = FakeCompiler()
    with pytest.raises(FileNotFoundError):
        installer.build_installer(tmp_path, "0.1.0", tmp_path, "setup", compiler)
    assert compiler.commands == []

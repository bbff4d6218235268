"""The Linux desktop files pass their validators: the AppStream metainfo as strictly as
``appstreamcli validate --pedantic`` checks it (offline), the menu entry as
``desktop-file-validate`` does.

Where a validator is not installed the test is skipped, except in CI on Linux (the environment
variable CI set), which installs both (the appstream and desktop-file-utils packages): there it
fails, so CI cannot skip them silently. What app stores show besides (links, screenshots, brand
colours, the content rating) is checked here too, since older validators do not ask for it all.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fivedice.ui.shell.theme import DARK, LIGHT

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.fivedice.FiveDice"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
DESKTOP = LINUX / f"{APP_ID}.desktop"
HOME = "https://github.com/fivedice/fivedice"
SCREENSHOTS = "https://raw.githubusercontent.com/fivedice/fivedice/main/docs/"
#: The languages the app speaks besides English, as AppStream names them.
LANGUAGES = {"cs", "da", "de", "es", "fi", "fr", "it", "nb", "nl", "pl", "pt-BR", "sv"}
LANG = "{http://www.w3.org/XML/1998/namespace}lang"

#: The one remark the metainfo keeps: the app id has capitals ("FiveDice"), a pedantic note of
#: every AppStream version. The id is the app's for good (its settings, the desktop's entry).
KEPT = {"cid-contains-uppercase-letter"}
#: What AppStream before 1.0 does not know yet: the <developer> element (1.0's successor of
#: <developer_name>, which Flathub asks for).
KEPT_BEFORE_1_0 = {("unknown-tag", "developer")}


def tool(name: str, package: str) -> str:
    """The validator's path; skipped when it is missing, failed when that happens in CI on
    Linux (CI's Windows and macOS jobs have no such tools: skipped there)."""
    path = shutil.which(name)
    if path is None and not sys.platform.startswith("linux"):
        pytest.skip(f"{name} is a Linux tool")
    if path is None:
        message = f"{name} is not installed (Debian: apt-get install {package})"
        if os.environ.get("CI"):
            pytest.fail(f"{message}, and CI must run it")
        pytest.skip(message)
    return path


def appstream_version(appstreamcli: str) -> tuple[int, ...]:
    out = subprocess.run(
        [appstreamcli, "--version"], capture_output=True, text=True, check=True
    ).stdout
    match = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", out)
    assert match, out
    return tuple(int(part) for part in match.groups(default="0"))


def unexpected_issues(output: str, version: tuple[int, ...]) -> list[str]:
    """appstreamcli's issue lines ("P: id:line: tag detail") but the ones this metainfo keeps."""
    found = []
    for line in output.splitlines():
        match = re.match(r"([EWIP]): [^:]+:[^ ]*: (\S+)\s*(.*)", line)
        if not match and re.match(r"[EWIP]: ", line):
            found.append(line)
        if not match:
            continue
        tag, detail = match.group(2), match.group(3).strip()
        if tag in KEPT or (version < (1, 0) and (tag, detail) in KEPT_BEFORE_1_0):
            continue
        found.append(line)
    return found


def test_the_metainfo_passes_appstream_validation_pedantically():
    appstreamcli = tool("appstreamcli", "appstream")
    result = subprocess.run(
        [appstreamcli, "validate", "--pedantic", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert unexpected_issues(output, appstream_version(appstreamcli)) == [], output


def test_the_desktop_entry_passes_desktop_file_validate():
    validate = tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([validate, str(DESKTOP)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "" and result.stderr.strip() == ""


def test_only_the_kept_remarks_are_let_through():
    lines = [
        f"P: {APP_ID}:3: cid-contains-uppercase-letter {APP_ID}",
        f"I: {APP_ID}:32: unknown-tag developer",
    ]
    assert unexpected_issues("\n".join(lines), (0, 16, 1)) == []
    assert unexpected_issues("\n".join(lines), (1, 0, 5)) == lines[1:]
    other = f"W: {APP_ID}:~: url-homepage-missing"
    assert unexpected_issues(other, (1, 0, 5)) == [other]
    unknown = f"I: {APP_ID}:40: unknown-tag branding"
    assert unexpected_issues(unknown, (0, 16, 1)) == [unknown]


def test_the_metainfo_links_shows_and_rates_the_game():
    root = ET.parse(METAINFO).getroot()
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert urls == {"homepage": HOME, "bugtracker": f"{HOME}/issues", "vcs-browser": HOME}

    shots = root.findall("screenshots/screenshot")
    assert 3 <= len(shots) <= 5
    assert [s.get("type") for s in shots].count("default") == 1
    assert shots[0].get("type") == "default"
    for shot in shots:
        (image,) = shot.findall("image")
        assert image.text.startswith(SCREENSHOTS), image.text
        assert (ROOT / "docs" / image.text.removeprefix(SCREENSHOTS)).is_file(), image.text
        english = [c.text for c in shot.findall("caption") if c.get(LANG) is None]
        assert len(english) == 1 and english[0] and not english[0].endswith(".")
        translated = {c.get(LANG): c.text for c in shot.findall("caption") if c.get(LANG)}
        assert set(translated) == LANGUAGES
        assert all(text and text != english[0] for text in translated.values()), translated

    # The brand colours are the felt's, in each scheme.
    colours = {c.get("scheme_preference"): c.text for c in root.findall("branding/color")}
    assert colours == {"light": LIGHT.felt.name(), "dark": DARK.felt.name()}

    # Online tables let players meet, but say nothing to each other: no chat of any kind.
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"social-chat": "mild"}

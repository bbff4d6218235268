"""The translations: complete, up to date with the source, faithful to its placeholders, compiled,
and named in the files desktops read."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fivedice.words import LANGUAGES, SOURCE_LANGUAGE, language_for, translate

from .scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"


TOOL = load_script("make_translations", ROOT / "resources" / "make_translations.py")


def test_every_catalogue_is_complete_up_to_date_and_compiled():
    # lupdate finds exactly the committed messages, every shipped language translates each one
    # keeping its placeholders, %n and & markers, and each .qm is what its .ts compiles to.
    report = TOOL.check()
    assert report.problems == []


def message(source: str, *translations: str, numerus: bool = False, state: str = ""):
    return TOOL.Message("Ctx", source, "", numerus, list(translations), state)


@pytest.mark.parametrize(
    ("source", "translation", "problem"),
    [
        ("{who} scored {points}", "{who} hat Punkte", "placeholders"),
        ("{who} scored {points}", "{wer} hat {points}", "placeholders"),
        ("&Roll", "Würfeln", "shortcut"),
        ("&Roll", "&Wür&feln", "shortcut"),
        ("<b>Hold</b> the dice", "Würfel halten", "markup"),
        ("Roll", "", "not translated"),
    ],
)
def test_a_translation_that_loses_part_of_its_source_is_caught(source, translation, problem):
    found = TOOL.problems_of(message(source, translation))
    assert any(problem in line for line in found), found


def test_unfinished_and_plural_problems_are_caught():
    assert TOOL.problems_of(message("Roll", "Würfeln", state="unfinished")) == ["not translated"]
    plural = message("%n turns left", "noch %n Zug", "", numerus=True)
    assert "a plural form is empty" in TOOL.problems_of(plural)
    lost = message("{who}: %n turns left", "noch ein Zug", "{who}: noch Züge", numerus=True)
    assert any("placeholders" in p for p in TOOL.problems_of(lost))
    # The singular may say "one" in words; the other forms keep %n.
    fine = message("%n turns left", "noch ein Zug", "noch %n Züge", numerus=True)
    assert TOOL.problems_of(fine) == []
    assert TOOL.problems_of(message("{a} &and {b}", "{b} &und {a}")) == []


def test_a_stale_compiled_catalogue_and_a_stale_extraction_are_caught(tmp_path, monkeypatch):
    ts_dir, qm_dir = tmp_path / "ts", tmp_path / "qm"
    shutil.copytree(TOOL.TS_DIR, ts_dir)
    shutil.copytree(TOOL.QM_DIR, qm_dir)
    monkeypatch.setattr(TOOL, "TS_DIR", ts_dir)
    monkeypatch.setattr(TOOL, "QM_DIR", qm_dir)
    monkeypatch.setattr(TOOL, "ts_file", lambda code, folder=ts_dir: folder / f"fivedice_{code}.ts")
    monkeypatch.setattr(TOOL, "qm_file", lambda ts, folder=qm_dir: folder / (ts.stem + ".qm"))
    ts = ts_dir / "fivedice_de.ts"
    text = ts.read_text(encoding="utf-8")
    # A message the source no longer has, and a changed translation not compiled since.
    gone = "<context>\n    <name>Gone</name>\n    <message>\n        <source>Old</source>\n"
    gone += "        <translation>Alt</translation>\n    </message>\n</context>\n"
    text = text.replace("</TS>", gone + "</TS>")
    text = re.sub(r"<translation>[^<]+</translation>", "<translation>Geändert</translation>", text)
    ts.write_text(text, encoding="utf-8")
    problems = TOOL.check(["de"]).problems
    assert any("differs from the texts in the source" in p for p in problems), problems
    assert any("older than fivedice_de.ts" in p for p in problems), problems


def noted(source: str, note: str, translation: str = "", state: str = ""):
    return TOOL.Message("Ctx", source, "", False, [translation], state, note)


def test_two_shortcuts_of_one_menu_clashing_in_one_language_are_caught(tmp_path):
    # English gives New game N and Restart R; the German texts both take N. The groups come
    # from the translator comments as the .ts files carry them.
    ts = tmp_path / "fivedice_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de_DE">'
        "<context><name>Actions</name>"
        "<message><source>&amp;New game…</source>"
        "<extracomment>[Game menu] menu item: starts a new game</extracomment>"
        "<translation>&amp;Neues Spiel…</translation></message>"
        "<message><source>&amp;Restart</source>"
        "<extracomment>[Game menu] menu item: this game again</extracomment>"
        "<translation>&amp;Nochmal</translation></message>"
        "<message><source>&amp;Settings…</source>"
        "<extracomment>[Edit menu] menu item</extracomment>"
        "<translation>&amp;Nastavení…</translation></message>"
        "</context></TS>\n",
        encoding="utf-8",
    )
    read = list(TOOL.messages(ts))
    assert read[0].note == "[Game menu] menu item: starts a new game"
    assert TOOL.shortcut_clashes(read, english=True) == []
    clashes = TOOL.shortcut_clashes(read)
    assert len(clashes) == 1, clashes  # Settings is in another menu: its N is no clash
    assert "[Game menu] Alt+N" in clashes[0] and "Nochmal" in clashes[0], clashes
    # Letters match whatever their case; one text shown in two dialogs counts in both.
    both = noted("&Animate", "[New game dialog, Settings dialog] check box", "&Animieren")
    other = noted("&Volume", "[Settings dialog] form label", "&animierte Lautstärke")
    assert TOOL.shortcut_clashes([both, other]) == [
        "[Settings dialog] Alt+A is the shortcut of both '&Animieren' and '&animierte Lautstärke'"
    ]
    # Unfinished translations are left to the other checks.
    assert TOOL.shortcut_clashes([both, noted("&Volume", "[Settings dialog]", "&An", "x")]) == []


def test_a_short_label_without_a_translator_comment_is_caught(tmp_path, monkeypatch):
    # pyside6-lupdate carries a "#:" line above the call to the catalogue; a trailing one goes
    # to the next call instead, and a text that long or disambiguated needs none.
    package = tmp_path / "fivedice"
    package.mkdir()
    (package / "board.py").write_text(
        "from fivedice.words import translate\n\n\n"
        "def words():\n"
        "    #: button under the dice: a verb, roll the dice again\n"
        '    roll = translate("Board", "Roll")\n'
        '    hold = translate("Board", "Hold")  #: trailing\n'
        '    keep = translate("Board", "Keep")\n'
        '    turn = translate("Board", "Turn", "column heading")\n'
        '    long = translate("Board", "Every decision of the game")\n'
        '    return roll, hold, keep, turn, long, translate("Board", "&Pause")\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(TOOL, "ROOT", tmp_path)
    keys = TOOL.extracted()
    assert keys[("Board", "Roll", "")] == "button under the dice: a verb, roll the dice again"
    short = "a short text needs a translator comment (#: above the call)"
    assert TOOL.note_problems(("Board", "Roll", ""), keys[("Board", "Roll", "")]) == []
    assert TOOL.note_problems(("Board", "Hold", ""), keys[("Board", "Hold", "")]) == [short]
    assert TOOL.note_problems(("Board", "Keep", ""), keys[("Board", "Keep", "")]) == []
    assert TOOL.note_problems(("Board", "Turn", "column heading"), "") == []
    assert TOOL.note_problems(("Board", "Every decision of the game", ""), "") == []
    # Placeholders and & do not count: "{name} (joined)" is short; a shortcut needs its group.
    assert TOOL.note_problems(("Net", "{name} (joined) {table}", ""), "") == [short]
    pause = TOOL.note_problems(("Board", "&Pause", ""), "menu item")
    assert len(pause) == 1 and "menu or dialog" in pause[0]
    assert TOOL.note_problems(("Board", "&Pause", ""), "[Game menu] menu item") == []


@pytest.mark.parametrize(
    ("wanted", "system", "spoken"),
    [
        ("system", ["de-DE", "en-US"], "de"),
        ("system", ["de-AT"], "de"),
        ("system", ["ja-JP", "fr-CA", "en"], "fr"),
        ("system", ["ja-JP"], "en"),
        ("system", ["en-GB", "de-DE"], "en"),
        ("system", ["pt-PT"], "pt_BR"),
        ("system", ["nn-NO"], "nb"),
        ("system", ["no"], "nb"),
        ("fi", ["de-DE"], "fi"),
        ("pt-BR", ["de-DE"], "pt_BR"),
        ("en", ["de-DE"], "en"),
        ("xx", ["sv-SE"], "sv"),
    ],
)
def test_the_language_follows_the_request_then_the_system(wanted, system, spoken):
    assert language_for(wanted, system) == spoken


def test_without_qt_the_words_are_english_with_counts_filled_in():
    assert translate("Ctx", "Roll") == "Roll"
    assert translate("Ctx", "%n turns left", None, 3) == "3 turns left"


def test_each_language_is_named_in_itself_and_has_its_catalogue():
    assert len(LANGUAGES) >= 12
    assert {"de", "fr", "es", "it", "pt_BR", "nl", "pl", "cs", "sv", "da", "nb", "fi"} <= set(
        LANGUAGES
    )
    for code in [SOURCE_LANGUAGE, *LANGUAGES]:
        assert (TOOL.QM_DIR / f"fivedice_{code}.qm").stat().st_size > 0, code
    assert LANGUAGES["de"] == "Deutsch" and LANGUAGES["fi"] == "Suomi"


def test_desktops_read_the_name_and_summary_in_every_language():
    desktop = (LINUX / "io.github.fivedice.FiveDice.desktop").read_text(encoding="utf-8")
    root = ET.parse(LINUX / "io.github.fivedice.FiveDice.metainfo.xml").getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = {e.get(lang): e.text for e in root.findall("summary")}
    names = {e.get(lang) for e in root.findall("name")}
    english = summaries[None]
    for code in LANGUAGES:
        for key in ("Name", "GenericName", "Comment"):
            assert re.search(rf"^{key}\[{code}\]=\S", desktop, re.MULTILINE), (key, code)
        tag = code.replace("_", "-")
        assert tag in names
        assert summaries.get(tag) and summaries[tag] != english, code


HELP = ROOT / "fivedice" / "assets" / "help"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_how_to_play_is_written_in_each_language(code):
    placeholder = re.compile(r"\$[a-z_]+")
    tags = TOOL.TAG
    for english in sorted(HELP.glob("*.html")):
        page = HELP / code / english.name
        assert page.is_file(), page
        source, text = english.read_text(encoding="utf-8"), page.read_text(encoding="utf-8")
        assert sorted(placeholder.findall(text)) == sorted(placeholder.findall(source)), page
        assert sorted(tags.findall(text)) == sorted(tags.findall(source)), page
        assert text != source
    assert '<a name="keys"></a>' in (HELP / code / "how_to_play.html").read_text(encoding="utf-8")

"""Every language: the app starts in it, opens its window and every dialog at 1180×760, and no
text is cut off. Each language runs as a process of its own, started as the app starts
(FIVEDICE_LANGUAGE, then build_window): see language_probe.py."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QVBoxLayout, QWidget

from fivedice.words import LANGUAGES, SOURCE_LANGUAGE

from .textfit import clipped_texts

PROBE = Path(__file__).with_name("language_probe.py")
ROOT = PROBE.parent.parent.parent
EVERYTHING = {
    "window", "new_game", "settings", "help", "scoreboard", "about", "keys", "join_table",
    "host_table", "lobby", "confirm", "result", "new_game_full", "window_crowded",
}  # fmt: skip


def probe(code: str) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("FIVEDICE_DATA_DIR", None)
    done = subprocess.run(
        [sys.executable, str(PROBE), code],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
@pytest.mark.parametrize("code", [SOURCE_LANGUAGE, *LANGUAGES])
def test_the_window_and_every_dialog_in_each_language_show_their_text_whole(code):
    report = probe(code)
    assert report["spoken"] == code
    assert report["errors"] == []
    assert set(report["opened"]) >= EVERYTHING
    assert report["clipped"] == []


NAMES = re.compile(r"\b(Ana|Ben|Annabelle|Bartholome|Christiane|Dominique)\b")
"""The players of the probe's games: their names are shown as they are in every language."""
LANGUAGE_NAMES = {*LANGUAGES.values(), "English"}
"""Each language is named in itself, in every language."""


@pytest.mark.slow
def test_every_text_shown_or_said_is_translated_and_said_again_after_a_switch():
    # A stand-in language («every text») is switched to while the window is open: every text of
    # the window (menus, tooltips, accessible names, the card, the felt, the status bar) must
    # change at once, and every dialog opened after it must speak it too.
    report = probe("pseudo")
    assert report["spoken"] == "pseudo" and report["errors"] == []
    assert set(report["opened"]) >= EVERYTHING
    left = []
    for line in report["texts"]:
        where, text = line.split(": ", 2)[1:]
        if "«" in text or ".qt_" in f".{where}" or text in LANGUAGE_NAMES:
            continue  # translated, Qt's own, or a language's own name
        if re.search("[A-Za-z]{2}", NAMES.sub("", text)):
            left.append(line)
    assert left == []
    assert len(report["texts"]) > 800


def test_the_finder_of_cut_off_text_finds_it(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    layout = QVBoxLayout(top)
    label = QLabel("Dreierpasch und Viererpasch")
    label.setFixedWidth(40)
    button = QPushButton("Neues Spiel beginnen")
    button.setFixedWidth(50)
    box = QCheckBox("Offene Spielzettel")
    box.setFixedWidth(60)
    wrapped = QLabel("Ein langer Satz, der umbrechen muss, " * 6)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 20)
    elided = QLabel("Dreierp…")
    elided.setToolTip("Dreierpasch")
    elided.setFixedWidth(30)
    fine = QLabel("Ok")
    for widget in (label, button, box, wrapped, elided, fine):
        layout.addWidget(widget)
    top.show()
    qtbot.waitExposed(top)
    found = "\n".join(clipped_texts(top))
    for text in ("Dreierpasch und", "Neues Spiel", "Offene Spielzettel", "Ein langer Satz"):
        assert text in found
    assert "'Dreierp…'" not in found and "'Ok'" not in found

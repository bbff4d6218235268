"""The app speaks the language asked for, from the first launch, and switches at once."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QLocale, Qt

from fivedice.app import _parse, build_window
from fivedice.ui.dialogs.help import help_html
from fivedice.ui.shell import language

from .conftest import WindowFactory, shown


def test_a_first_launch_speaks_the_language_asked_for(qtbot, data_dir, monkeypatch):
    monkeypatch.setenv("FIVEDICE_LANGUAGE", "de")
    window = shown(qtbot, build_window(data_dir))
    assert language.current() == "de"
    assert window.menu.actions["new_game"].text().replace("&", "") == "Neues Spiel…"
    assert window.menuBar().actions()[0].text() == "&Spiel"
    assert window.tray.roll_button.text() == "Würfeln"
    # The first player's name is in the language too, and so are numbers.
    assert window.controller.settings.players[0].name == "Spieler 1"
    assert QLocale().toString(2.5, "f", 1) == "2,5"
    page = help_html(window.controller.view.rules)
    assert "Dreierpasch" in page and "Kleine Straße" in page


def test_a_language_chosen_in_settings_is_spoken_at_once(make_window: WindowFactory, qtbot):
    window = make_window()
    controller = window.controller
    assert window.tray.roll_button.text() == "Roll"
    controller.update_settings(replace(controller.settings, language="sv"))
    assert language.current() == "sv"
    qtbot.waitUntil(lambda: window.tray.roll_button.text() == "Slå")
    assert window.scorecard.card_model.headerData(0, Qt.Orientation.Vertical) == "Ettor"
    controller.update_settings(replace(controller.settings, language="de"))
    qtbot.waitUntil(lambda: window.tray.roll_button.text() == "Würfeln")
    assert window.menu.actions["new_game"].text().replace("&", "") == "Neues Spiel…"
    controller.update_settings(replace(controller.settings, language="en"))
    qtbot.waitUntil(lambda: window.tray.roll_button.text() == "Roll")
    assert window.menu.actions["new_game"].text().replace("&", "") == "New game…"


def test_the_language_for_a_run_is_given_by_its_code():
    assert _parse(["--language", "pt-BR"]).language == "pt_BR"
    assert _parse(["--language", "fi"]).language == "fi"
    assert _parse([]).language is None
    with pytest.raises(SystemExit):
        _parse(["--language", "klingon"])


def test_settings_macos_reads_from_the_command_line_are_no_options_of_the_game():
    # `open -a "Five Dice" --args -AppleLanguages '(de)'`: Cocoa takes the language from it (so
    # Qt's system locale is German); the game's own parser must not refuse the words.
    args = _parse(["-AppleLanguages", "(de)", "-psn_0_12345", "--language", "fi"])
    assert args.language == "fi" and args.link is None
    assert _parse(["-AppleLanguages", "(de)"]).language is None
    assert _parse(["-NSDocumentRevisionsDebugMode", "YES", "fivedice://join/7-a-b"]).link == "7-a-b"
    with pytest.raises(SystemExit):
        _parse(["--AppleLanguages", "(de)"])  # not a Cocoa setting: an unknown option, refused


def test_expected_scores_are_written_as_the_language_writes_numbers(qapp, monkeypatch):
    from fivedice.words import decimal

    monkeypatch.delenv("FIVEDICE_LANGUAGE")
    language.apply("de")
    assert decimal(1528.314, 2) == "1528,31"  # a decimal comma, no thousands separator
    language.apply("en")
    assert decimal(1528.314, 2) == "1528.31"
    language.reset()
    assert decimal(2.25, 1) == f"{2.25:.1f}"

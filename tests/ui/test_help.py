"""How to play: F1 and the link on the game screen; the rule in force is the one explained."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from fivedice.core import Category, ExtraFive, Rules
from fivedice.ui.dialogs.help import help_html

from .helpers import click, press


def page(window) -> str:
    return window.help_dialog.browser.toPlainText()


def test_f1_opens_the_rules_for_the_classic_game(make_window, qtbot):
    window = make_window()
    press(qtbot, window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.help_dialog is not None and window.help_dialog.isVisible())
    text = page(window)
    assert "How to play Five Dice" in text
    assert "Extra five of a kind: Off" in text and "no bonus and no joker" in text
    for c in Category:
        assert c.rule in text
    assert "+4 over par" in text


def test_the_link_on_the_game_screen_opens_it_too(make_window, qtbot):
    window = make_window(extra_five="official")
    assert window.tray.help_button.isVisible()
    click(qtbot, window.tray.help_button)
    qtbot.waitUntil(lambda: window.help_dialog is not None and window.help_dialog.isVisible())
    text = page(window)
    assert "Extra five of a kind: Official (forced joker)" in text
    assert "must go in the upper box of its face" in text


@pytest.mark.parametrize(
    ("rules", "phrase"),
    [
        (Rules(ExtraFive.FREE), "may go in any open box"),
        (Rules(ExtraFive.OFF, cards=2), "fills 2 cards at once"),
        (Rules(ExtraFive.OFFICIAL, triple=True), "×1, ×2 and ×3"),
        (Rules(time_budget_s=300.0), "5 minutes"),
    ],
)
def test_the_page_follows_the_rules(rules, phrase):
    text = " ".join(help_html(rules).split())
    assert phrase in text.replace("<b>", "").replace("</b>", "")


def test_the_page_follows_a_new_game(make_window, qtbot):
    window = make_window()
    press(qtbot, window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.help_dialog is not None and window.help_dialog.isVisible())
    from dataclasses import replace

    window.controller.new_game(replace(window.controller.settings, extra_five=ExtraFive.FREE))
    assert "Extra five of a kind: Free joker" in page(window)


def test_the_about_box_shows_the_version_from_pyproject(make_window, qtbot):
    import re
    from pathlib import Path

    window = make_window()
    window.menu.actions["help"].trigger()
    window.help_dialog.about_button.click()
    box = window.help_dialog.about_box
    assert box is not None and box.isVisible()
    pyproject = Path(__file__).parents[2] / "pyproject.toml"
    version = re.search(r'^version = "(.+)"$', pyproject.read_text(), re.M).group(1)
    assert f"version {version}" in box.text()

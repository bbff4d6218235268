"""The language changes while the window is open: its words are said again, no rebuild.

No compiled catalogue is needed: a stand-in translator marks every text it translates with «»,
and English comes back once it is removed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from fivedice import words

from .conftest import WindowFactory

MARKED = ("Window", "Actions", "Menu", "StatusBar", "Notice")


class Marking(QTranslator):
    """Translates the texts of `MARKED` contexts to «text»."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"«{source}»" if context in MARKED else ""

    def isEmpty(self) -> bool:
        return False  # else Qt installs it without telling the widgets


@pytest.fixture
def marking(qtbot: Any) -> Iterator[Marking]:
    translator = Marking()
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)
        words.install(None)


def _texts(window: Any) -> dict[str, str]:
    bar = window.status_bar
    return {
        "title": window.windowTitle(),
        "menu": window.menu.menus["Game"].title(),
        "action": window.menu.actions["new_game"].text().replace("&", ""),
        "tip": window.menu.actions["undo"].toolTip(),
        "pause": window.menu.actions["pause"].statusTip(),
        "turn": bar.turn_count.text(),
        "rolls": bar.rolls.text(),
        "clock": bar.clock.text(),
        "best": bar.best.text(),
        "dock": window.analysis_dock.windowTitle(),
        "dismiss": window.notice_bar.dismiss.text(),
    }


def test_the_window_speaks_a_language_chosen_while_it_runs(
    make_window: WindowFactory, qtbot: Any, marking: Marking
):
    window = make_window()
    # The best score shows once the history has been opened, a moment after the first paint.
    qtbot.waitUntil(lambda: not window.controller.history_waiting)
    english = _texts(window)
    assert english["menu"] == "&Game" and english["turn"].startswith("Turn 1 of ")
    assert english["tip"] == "Take back the last roll or the last box filled (Ctrl+Z, U)"

    QCoreApplication.installTranslator(marking)
    words.install(QCoreApplication.translate)
    qtbot.waitUntil(lambda: window.windowTitle() == "«Five Dice»")
    marked = _texts(window)
    assert marked["menu"] == "«&Game»"
    assert marked["action"] == "«New game…»"
    assert marked["tip"].startswith("««Take back the last roll or the last box filled» (")
    assert marked["pause"] == "«Stop the clock and hide the board»"
    assert marked["turn"].startswith("«Turn 1 of ") and marked["turn"].endswith("»")
    assert marked["rolls"] == "«3 rolls left»"
    assert marked["clock"].startswith("«Time ")
    assert marked["best"] == "«Best: —»"
    assert marked["dock"] == "«Analysis»"
    assert marked["dismiss"] == "«Dismiss»"
    assert window.menu.toolbar.widgetForAction(window.menu.actions["undo"]).accessibleName() == (
        "«Undo»"
    )

    QCoreApplication.removeTranslator(marking)
    words.install(None)
    qtbot.waitUntil(lambda: window.windowTitle() == "Five Dice")
    assert _texts(window) == english


def test_pause_is_worded_in_the_language_in_force(
    make_window: WindowFactory, qtbot: Any, marking: Marking
):
    window = make_window()
    window.controller.pause()
    QCoreApplication.installTranslator(marking)
    words.install(QCoreApplication.translate)
    qtbot.waitUntil(lambda: window.menu.actions["pause"].text().replace("&", "") == "«Resume»")
    assert window.menu.actions["pause"].statusTip() == "«Start the clock again and show the board»"
    assert window.status_bar.clock.text().endswith("(paused)»")
    window.controller.resume()
    assert window.menu.actions["pause"].text().replace("&", "") == "«Pause»"


def test_a_language_chosen_in_settings_applies_at_once(make_window: WindowFactory, monkeypatch):
    from dataclasses import replace

    from fivedice.ui.shell import language

    asked: list[str] = []
    monkeypatch.setattr(language, "apply", lambda setting, requested=None: asked.append(setting))
    window = make_window()
    window.controller.update_settings(replace(window.controller.settings, language="de"))
    assert asked[-1] == "de"

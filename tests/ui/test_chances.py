"""Chances to win in the window: the analysis panel, and the status bar when chosen."""

from __future__ import annotations

from fivedice.core import Category, Player, Rules

from .helpers import scripted

TWO = [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]


def shown(window) -> str:
    return window.status_bar.chances.text() if window.status_bar.chances.isVisible() else ""


def test_the_status_bar_shows_the_chances_when_chosen(make_window, qtbot):
    window = make_window(players=TWO)
    assert not window.controller.settings.show_chances  # off by default
    assert shown(window) == ""
    window.menu.actions["chances"].trigger()  # View > Chances to win
    assert window.controller.settings.show_chances
    qtbot.waitUntil(lambda: shown(window) != "", timeout=20000)
    assert shown(window) == "Chances: Ana 50% · Ben 50%"  # the same start for both
    # A five of a kind on Ana's first roll puts her ahead.
    window.controller.start(scripted([(6,) * 5], players=[Player("Ana"), Player("Ben")]))
    window.controller.roll()
    window.controller.fill(0, Category.FIVE_KIND)
    qtbot.waitUntil(lambda: shown(window).startswith("Chances: Ana "), timeout=20000)
    ana = int(shown(window).split("Ana ")[1].split("%")[0])
    assert ana > 55
    window.menu.actions["chances"].trigger()
    assert shown(window) == "" and not window.controller.settings.show_chances


def test_the_analysis_panel_shows_them_and_hidden_sheets_hide_them(make_window, qtbot):
    window = make_window(players=TWO)
    window.menu.actions["analysis"].trigger()
    line = window.analysis_panel.chances
    qtbot.waitUntil(line.isVisible, timeout=20000)
    assert line.whole_text() == "Chances to win: Ana 50% · Ben 50%"
    # Under hidden score sheets the chances would tell what the cards hide: none until the end.
    game = scripted([(2, 2, 3, 3, 3)] * 26, Rules(open_sheets=False), [Player("A"), Player("B")])
    window.controller.start(game)
    assert not line.isVisible()
    while not window.controller.game.is_over:
        window.controller.roll()
        view = window.controller.view
        window.controller.fill(*sorted(view.previews, key=lambda k: int(k[1]))[0])
    qtbot.waitUntil(line.isVisible, timeout=5000)
    # The same dice for both, the same boxes: a draw, shared, once the cards are shown.
    assert window.controller.game.outcome().is_draw
    assert line.whole_text() == "Chances to win: A 50% · B 50%"


def test_one_player_has_no_chances_to_show(make_window, qtbot):
    window = make_window(show_chances=True)
    window.controller.roll()
    qtbot.wait(200)
    assert shown(window) == ""

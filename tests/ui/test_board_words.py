"""The board's words come from the translator in force: box names and rules, the dice tray, the
felt, the card's headings and cells, the announcements and the coach, and the widgets that set a
text once say it again in the new language when asked to retranslate."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from fivedice import words
from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.core.names import clean_name
from fivedice.ui.board.analysis import AnalysisPanel
from fivedice.ui.board.announce import announcement
from fivedice.ui.board.scorecard import RowKind, ScorecardView
from fivedice.ui.board.tray import DiceTray
from fivedice.ui.control.snapshot import Change, Event, GameView

_N = re.compile(r"%L?n")


def _marking(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A stand-in language: the English source in brackets (counts filled in)."""
    return "[" + (_N.sub(str(n), text) if n >= 0 else text) + "]"


@pytest.fixture
def marked() -> Iterator[None]:
    words.install(_marking)
    try:
        yield
    finally:
        words.install(None)


def _view(rolled: bool = True) -> GameView:
    game = Game.new([Player("Ana"), Player("Ben", "hard")], Rules(extra_five=ExtraFive.OFFICIAL))
    if rolled:
        game.roll()
    return GameView.of(game)


def test_core_words_are_translated_when_asked_for(marked):
    assert Category.FULL_HOUSE.label == "[Full House]"
    assert Category.ONES.rule == "[The sum of the dice showing 1.]"
    assert ExtraFive.FREE.label == "[Free joker]"
    assert clean_name("", 2) == "[Player 2]"


def test_the_english_source_comes_back_once_the_translator_goes():
    words.install(_marking)
    words.install(None)
    assert Category.FULL_HOUSE.label == "Full House"
    assert clean_name(" ", 3) == "Player 3"


def test_views_and_announcements_speak_the_language_in_force(marked):
    view = _view()
    assert view.players[1].label == "[Ben ([Hard])]"
    assert view.whose_turn() == "[Ana's turn]"
    assert view.die_description(0).startswith("[Die 1: ")
    said = announcement(Change(view, Event.ROLLED))
    assert said.startswith("[Ana rolled ") and said.endswith("[2 rolls left.]")


def test_tray_card_and_panel_say_their_fixed_texts_again(qtbot):
    tray, card, panel = DiceTray(), ScorecardView(), AnalysisPanel()
    for widget in (tray, card, panel):
        qtbot.addWidget(widget)
    card.show_view(_view(rolled=False))
    assert tray.help_button.text() == "How to play (F1)"
    words.install(_marking)
    try:
        for widget in (tray, card, panel):
            widget.retranslate()
        assert tray.help_button.text() == "[How to play (F1)]"
        assert tray.turn_label.accessibleName() == "[Whose turn]"
        assert tray.news.clock.accessibleName() == "[Time left]"
        assert card.accessibleName() == "[Scorecard]"
        row = card.card_model.row_of(RowKind.GRAND_TOTAL)
        assert card.card_model.headerData(row, Qt.Orientation.Vertical) == "[Grand total]"
        assert panel.heading.whole_text() == "[Analysis]"
        tray.show_view(_view(rolled=False))
        assert tray.roll_button.text() == "[Roll]"
    finally:
        words.install(None)
    for widget in (tray, card, panel):
        widget.retranslate()
    assert tray.help_button.text() == "How to play (F1)"
    assert panel.heading.whole_text() == "Analysis"

"""Player names are one line of visible text, whether typed, read from settings or from a save."""

from __future__ import annotations

import pytest

from fivedice.core import Game, Player
from fivedice.core.names import clean_name

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f"


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Ana", "Ana"),
        ("  Ana  ", "Ana"),
        ("Ana\nBen\tCy", "Ana Ben Cy"),
        ("Ana\u2028Ben", "Ana Ben"),  # a line separator is a line break too
        ("\u202eAna", "Ana"),  # a right-to-left override would turn the text after it round
        ("A\u2066n\u2069a\u200f", "Ana"),
        ("Ana\x00\x07\x1b[31m", "Ana[31m"),  # NUL, bell, escape
        ("Zo\u00eb \u0645\u0631\u064a\u0645", "Zo\u00eb \u0645\u0631\u064a\u0645"),
        ("\U0001f469\u200d\U0001f4bb", "\U0001f469\u200d\U0001f4bb"),  # an emoji sequence
        ("<b>Ana</b>", "<b>Ana</b>"),  # markup is text: it is shown as typed
        ("Ana\u00adBen\ufeff", "AnaBen"),  # soft hyphen, byte-order mark
    ],
)
def test_names_keep_visible_text_only(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept
    assert clean_name(typed, 2) == kept


@pytest.mark.parametrize("typed", ["", "   ", BIDI, "\n\t\x00", "\u200b\u2060"])
def test_a_name_with_nothing_visible_is_the_seats_name(typed: str) -> None:
    assert clean_name(typed, 3) == "Player 3"
    assert clean_name(typed) == ""


def test_players_keep_clean_names() -> None:
    assert Player("\u202eAna\n").name == "Ana"
    assert Player("Ana") == Player("Ana\u200e")
    with pytest.raises(ValueError, match="needs a name"):
        Player("  ")


def test_a_saved_game_with_dirty_names_loads_with_clean_ones() -> None:
    """Saves written before names were cleaned still load, and come back cleaned."""
    data = Game.new([Player("Ana"), Player("Ben", "easy")], seed=5).to_dict()
    data["players"][0]["name"] = "\u202eAna\r\n"
    data["players"][1]["name"] = BIDI  # nothing visible at all
    game = Game.from_dict(data)
    assert [p.name for p in game.players] == ["Ana", "Player 2"]  # named after its seat
    assert game.players[1].computer == "easy"

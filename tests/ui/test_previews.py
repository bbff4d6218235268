"""Previews show only legal boxes of the player on turn and equal game.preview(); totals rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from fivedice.core import Category, ExtraFive, Player, Rules
from fivedice.ui.board.scorecard import PREVIEW_ROLE, RowKind

from .helpers import cell_center, cell_text, click, scripted

C = Category


def on_screen_previews(window, player: int) -> dict[tuple[int, Category], int]:
    """Cells drawn as previews (grey, italic, dashed) in `player`'s columns, with their text."""
    model = window.scorecard.card_model
    found = {}
    for card in range(window.controller.game.rules.cards):
        for c in Category:
            index = model.index_of(card, c, player)
            if index.data(PREVIEW_ROLE) is not None:
                font = index.data(Qt.ItemDataRole.FontRole)
                assert font.italic()
                # "25", or "25 +100" with an extra-five bonus, "20 ×3" on a Triple card.
                found[(card, c)] = int(index.data(Qt.ItemDataRole.DisplayRole).split()[0])
    return found


def roll_and_fill(qtbot, window, category: Category, player: int) -> None:
    click(qtbot, window.tray.roll_button)
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, category, player, 0))


def two_players(rolls, rule: ExtraFive):
    return scripted(rolls, Rules(extra_five=rule), [Player("Ana"), Player("Ben")])


EXPECTED_AFTER_FIVE_50 = {
    # Ana: Five of a Kind holds 50 and Fours is filled; she rolls five 4s.
    ExtraFive.OFF: {
        C.ONES: 0, C.TWOS: 0, C.THREES: 0, C.FIVES: 0, C.SIXES: 0, C.THREE_KIND: 20,
        C.FOUR_KIND: 20, C.FULL_HOUSE: 0, C.SMALL_STRAIGHT: 0, C.LARGE_STRAIGHT: 0, C.CHANCE: 20,
    },
    ExtraFive.OFFICIAL: {
        C.THREE_KIND: 20, C.FOUR_KIND: 20, C.FULL_HOUSE: 25, C.SMALL_STRAIGHT: 30,
        C.LARGE_STRAIGHT: 40, C.CHANCE: 20,
    },
    ExtraFive.FREE: {
        C.ONES: 0, C.TWOS: 0, C.THREES: 0, C.FIVES: 0, C.SIXES: 0, C.THREE_KIND: 20,
        C.FOUR_KIND: 20, C.FULL_HOUSE: 25, C.SMALL_STRAIGHT: 30, C.LARGE_STRAIGHT: 40,
        C.CHANCE: 20,
    },
}  # fmt: skip


@pytest.mark.parametrize("rule", list(ExtraFive))
def test_extra_five_previews_under_each_rule(make_window, qtbot, rule):
    window = make_window()
    rolls = [(3,) * 5, (1, 2, 3, 4, 6), (4, 4, 4, 4, 1), (1, 1, 2, 3, 4), (4,) * 5]
    window.controller.start(two_players(rolls, rule))
    game = window.controller.game
    roll_and_fill(qtbot, window, C.FIVE_KIND, 0)
    roll_and_fill(qtbot, window, C.CHANCE, 1)
    roll_and_fill(qtbot, window, C.FOURS, 0)
    roll_and_fill(qtbot, window, C.ONES, 1)
    click(qtbot, window.tray.roll_button)
    shown = on_screen_previews(window, 0)
    assert shown == game.preview()
    assert shown == {(0, c): v for c, v in EXPECTED_AFTER_FIVE_50[rule].items()}
    assert on_screen_previews(window, 1) == {}
    # The previews say the bonus the roll brings under the rules that give one.
    for c in EXPECTED_AFTER_FIVE_50[rule]:
        text = cell_text(window, c, 0)
        assert text == (f"{shown[(0, c)]}" + ("" if rule is ExtraFive.OFF else " +100"))
    # Illegal open boxes stay blank; filled ones keep their scores.
    for c in Category:
        if (0, c) not in shown:
            expected = str(game.card(0)[c]) if c in game.card(0) else ""
            assert cell_text(window, c, 0) == expected
    assert cell_text(window, C.FIVE_KIND, 0) == "50"

    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, C.CHANCE, 0, 0))
    assert cell_text(window, C.CHANCE, 0) == "20"
    if rule is ExtraFive.OFF:
        rows = [r.kind for r in window.scorecard.card_model.rows]
        assert RowKind.EXTRA_BONUS not in rows  # the classic card has no such row
    else:
        assert cell_text(window, RowKind.EXTRA_BONUS, 0) == "100"
        assert cell_text(window, RowKind.EXTRA_BONUS, 1) == "0"
    assert cell_text(window, RowKind.LOWER_TOTAL, 0) == "70"
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == str(game.totals()[0])
    assert game.totals()[0] == 16 + 70 + (0 if rule is ExtraFive.OFF else 100)


def test_official_joker_must_take_the_open_upper_box(make_window, qtbot):
    window = make_window()
    rolls = [(1, 2, 3, 4, 6), (1, 2, 3, 4, 6), (6,) * 5]
    window.controller.start(two_players(rolls, ExtraFive.OFFICIAL))
    roll_and_fill(qtbot, window, C.FIVE_KIND, 0)  # scratched: 0
    roll_and_fill(qtbot, window, C.CHANCE, 1)
    click(qtbot, window.tray.roll_button)
    assert on_screen_previews(window, 0) == {(0, C.SIXES): 30} == window.controller.game.preview()
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, C.SIXES, 0, 0))
    assert cell_text(window, RowKind.EXTRA_BONUS, 0) == "0"  # no bonus over a scratched box


def test_free_joker_with_a_scratched_five_box_is_an_ordinary_roll(make_window, qtbot):
    window = make_window()
    rolls = [(1, 2, 3, 4, 6), (1, 2, 3, 4, 6), (4,) * 5]
    window.controller.start(two_players(rolls, ExtraFive.FREE))
    roll_and_fill(qtbot, window, C.FIVE_KIND, 0)
    roll_and_fill(qtbot, window, C.CHANCE, 1)
    click(qtbot, window.tray.roll_button)
    shown = on_screen_previews(window, 0)
    assert shown == window.controller.game.preview()
    assert shown[(0, C.FULL_HOUSE)] == 0 and shown[(0, C.LARGE_STRAIGHT)] == 0
    assert shown[(0, C.FOURS)] == 20 and len(shown) == 12


def test_no_previews_before_the_roll_nor_for_the_others(make_window, qtbot):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]
    )
    assert on_screen_previews(window, 0) == {} and on_screen_previews(window, 1) == {}
    click(qtbot, window.tray.roll_button)
    shown = on_screen_previews(window, 0)
    assert len(shown) == 13 and shown == window.controller.game.preview()
    assert on_screen_previews(window, 1) == {}
    tip = window.scorecard.card_model.index_of(0, C.FULL_HOUSE, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert C.FULL_HOUSE.rule in tip


def test_upper_bonus_progress_then_the_bonus(make_window, qtbot):
    window = make_window()
    rolls = [
        (3, 3, 3, 3, 1), (1, 1, 2, 2, 2), (2, 5, 5, 6, 6),
        (4, 4, 4, 4, 2), (5, 5, 5, 5, 1), (6, 6, 6, 1, 2),
    ]  # fmt: skip
    window.controller.start(scripted(rolls))
    assert cell_text(window, RowKind.UPPER_BONUS) == ""
    steps = [
        (C.THREES, "+3 over par", 12),
        (C.ONES, "+2 over par", 14),
        (C.TWOS, "2 under par", 16),
        (C.FOURS, "+2 over par", 32),
        (C.FIVES, "+7 over par", 52),
        (C.SIXES, "35", 70),
    ]
    for box, progress, upper in steps:
        roll_and_fill(qtbot, window, box, 0)
        assert cell_text(window, RowKind.UPPER_BONUS) == progress
        assert cell_text(window, RowKind.UPPER_TOTAL) == str(upper)
    assert (
        cell_text(window, RowKind.GRAND_TOTAL)
        == str(70 + 35)
        == str(window.controller.game.totals()[0])
    )


def test_a_missed_upper_bonus_reads_zero(make_window, qtbot):
    window = make_window()
    window.controller.start(scripted([(1, 2, 3, 4, 6)] * 6))
    for box in Category.upper():
        roll_and_fill(qtbot, window, box, 0)
    assert cell_text(window, RowKind.UPPER_BONUS) == "0"

"""Several cards and the Triple game: a column per card, multipliers shown, playable to the end."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivedice.core import Category
from fivedice.ui.scorecard import PREVIEW_ROLE, RowKind

from .helpers import cell_center, cell_text, click, header_text

TWO = [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]


def click_box(qtbot, window, category, player, card):
    view = window.scorecard
    click(qtbot, view.viewport(), cell_center(view, category, player, card))


def test_two_cards_each_a_column_and_a_box_on_either(make_window, qtbot):
    window = make_window(players=TWO, cards=2)
    game = window.controller.game
    assert window.scorecard.card_model.columnCount() == 4
    assert [header_text(window, c) for c in range(4)] == [
        "▶ Ana\ncard 1", "▶ Ana\ncard 2", "Ben\ncard 1", "Ben\ncard 2",
    ]  # fmt: skip
    assert window.status_bar.turn_count.text() == "Turn 1 of 26"
    click(qtbot, window.tray.roll_button)
    model = window.scorecard.card_model
    # Both of Ana's cards offer every box.
    for card in (0, 1):
        assert model.index_of(card, Category.CHANCE, 0).data(PREVIEW_ROLE) == (
            card,
            Category.CHANCE,
        )
    click_box(qtbot, window, Category.CHANCE, 0, 1)
    assert game.card(0, 1) == {Category.CHANCE: sum(game.card(0, 1).values())}
    assert game.card(0, 0) == {}
    assert (
        cell_text(window, Category.CHANCE, 0, 1) != ""
        and cell_text(window, Category.CHANCE, 0, 0) == ""
    )
    assert cell_text(window, RowKind.CARD_TOTAL, 0, 1) == cell_text(window, Category.CHANCE, 0, 1)
    # The player's grand total is one cell across both cards.
    assert window.scorecard.columnSpan(model.row_of(RowKind.GRAND_TOTAL), 0) == 2
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == str(game.totals()[0])


def test_a_whole_triple_game_with_the_mouse(make_window, qtbot):
    window = make_window(triple=True, cards=3)
    game = window.controller.game
    assert [header_text(window, c).split("\n")[-1] for c in range(3)] == ["×1", "×2", "×3"]
    tip = window.scorecard.card_model.headerData(
        2, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert "×3" in tip
    for turn in range(39):
        assert window.status_bar.turn_count.text() == f"Turn {turn + 1} of 39"
        click(qtbot, window.tray.roll_button)
        card = turn % 3
        category = next(c for c in Category if c not in game.card(0, card))
        click_box(qtbot, window, category, 0, card)
    assert game.is_over
    for card, multiplier in enumerate((1, 2, 3)):
        summary = game.card_summary(0, card)
        assert cell_text(window, RowKind.CARD_TOTAL, 0, card) == str(multiplier * summary.total)
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == str(game.totals()[0])
    assert game.totals()[0] == sum(
        m * game.card_summary(0, k).total for k, m in enumerate((1, 2, 3))
    )
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert window.result_dialog.headline.text() == f"Game over: {game.totals()[0]} points"

"""Several cards and the Triple game: a column per card, multipliers shown, playable to the end."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivedice.core import Category
from fivedice.ui.board.scorecard import PREVIEW_ROLE, RowKind

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
        shown = str(summary.total) + (f" ×{multiplier}" if multiplier > 1 else "")
        assert cell_text(window, RowKind.CARD_TOTAL, 0, card) == shown
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == str(game.totals()[0])
    assert game.totals()[0] == sum(
        m * game.card_summary(0, k).total for k, m in enumerate((1, 2, 3))
    )
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert window.result_dialog.headline.text() == f"Game over: {game.totals()[0]} points"


def shown_number(text: str) -> int:
    """The number a cell shows ("" is 0; "162 ×2" is 162)."""
    return int(text.split(" ")[0]) if text else 0


def test_the_triple_card_adds_up_as_read(make_window, qtbot):
    """Every column: the boxes make the totals and the totals make the card total, with the
    multiplier it counts with shown beside it ("162 ×2"); the grand total is those card totals
    times their multipliers. No number has the multiplier hidden inside it."""
    window = make_window(triple=True, cards=3)
    game = window.controller.game
    model = window.scorecard.card_model
    for turn in range(39):
        window.controller.roll()
        card = turn % 3
        best = max(
            (c for c in Category if (card, c) in game.preview()),
            key=lambda c: game.preview()[(card, c)],
        )
        window.controller.fill(card, best)
    assert game.is_over
    counted = 0
    for card, multiplier in enumerate((1, 2, 3)):
        keys = [row.kind if row.category is None else row.category for row in model.rows]
        column = {key: cell_text(window, key, 0, card) for key in keys}
        upper = sum(shown_number(column[c]) for c in Category.upper())
        lower = sum(shown_number(column[c]) for c in Category.lower())
        assert shown_number(column[RowKind.UPPER_TOTAL]) == upper
        assert shown_number(column[RowKind.LOWER_TOTAL]) == lower
        bonuses = shown_number(column[RowKind.UPPER_BONUS]) + shown_number(
            column.get(RowKind.EXTRA_BONUS, "")
        )
        card_total = upper + bonuses + lower
        assert column[RowKind.CARD_TOTAL] == (
            f"{card_total} ×{multiplier}" if multiplier > 1 else str(card_total)
        )
        counted += multiplier * card_total
        # Said aloud with the sum it makes; the tooltip shows the whole sum.
        index = model.index(model.row_of(RowKind.CARD_TOTAL), model.column_of(0, card))
        spoken = index.data(Qt.ItemDataRole.AccessibleTextRole)
        tip = index.data(Qt.ItemDataRole.ToolTipRole)
        if multiplier > 1:
            times = f"{card_total} times {multiplier} makes {multiplier * card_total}"
            assert spoken.endswith(f"Card total, {times}")
            assert tip.endswith(f"= {card_total}, ×{multiplier} = {multiplier * card_total}")
        else:
            assert spoken.endswith(f"Card total, {card_total}")
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == str(counted) == str(game.totals()[0])
    heading = model.headerData(
        model.row_of(RowKind.CARD_TOTAL), Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole
    )
    assert "×2 or ×3 after it" in heading


def test_several_cards_without_multipliers_show_plain_card_totals(make_window):
    window = make_window(players=TWO, cards=2)
    window.controller.roll()
    window.controller.fill(1, Category.CHANCE)
    shown = cell_text(window, RowKind.CARD_TOTAL, 0, 1)
    assert shown == cell_text(window, Category.CHANCE, 0, 1) and "×" not in shown

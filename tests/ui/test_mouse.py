"""A whole two-player hotseat game with the mouse alone, and how it ends."""

from __future__ import annotations

from fivedice.core import Category, Player
from fivedice.ui.board.scorecard import PREVIEW_ROLE, RowKind

from .helpers import cell_center, cell_text, click, header_text, scripted

HOTSEAT = [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]


def previews_of(window, player: int) -> dict[Category, int]:
    """Box cells showing a preview (grey, italic) for `player`."""
    model = window.scorecard.card_model
    out = {}
    for c in Category:
        index = model.index_of(0, c, player)
        if index.data(PREVIEW_ROLE) is not None:
            out[c] = int(cell_text(window, c, player))
    return out


def click_box(qtbot, window, category: Category, player: int) -> None:
    view = window.scorecard
    click(qtbot, view.viewport(), cell_center(view, category, player, 0))


def whose_turn_on_screen(window) -> str:
    """The status bar and the big title agree on whose turn it is (the title shows the result
    once the game is over)."""
    if window.status_bar.turn.text() != "Game over":
        assert window.status_bar.turn.text() == window.tray.turn_label.text()
    return window.status_bar.turn.text()


def test_mouse_only_hotseat_game(make_window, qtbot):
    window = make_window(players=HOTSEAT)
    game = window.controller.game
    names = ["Ana", "Ben"]
    for turn in range(26):
        player = turn % 2
        assert whose_turn_on_screen(window) == f"{names[player]}'s turn"
        assert game.current_player == player
        assert header_text(window, player).startswith("▶ ")
        assert not header_text(window, 1 - player).startswith("▶ ")
        click(qtbot, window.tray.roll_button)
        # Hold the first two dice with clicks, then roll the rest.
        click(qtbot, window.tray.dice[0])
        click(qtbot, window.tray.dice[1])
        assert game.held[:2] == (True, True)
        assert window.tray.dice[1].accessibleName().endswith(", held")
        kept = game.dice[:2]
        click(qtbot, window.tray.roll_button)
        assert game.dice[:2] == kept
        # Click the first open box, top to bottom, on the player's own column.
        open_boxes = [c for c in Category if c not in game.card(player)]
        target = open_boxes[0]
        expected = cell_text(window, target, player)
        assert expected != ""
        click_box(qtbot, window, target, player)
        assert cell_text(window, target, player) == expected
        assert game.card(player)[target] == int(expected)

    assert game.is_over
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    dialog = window.result_dialog
    totals = game.totals()
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == str(totals[0])
    assert cell_text(window, RowKind.GRAND_TOTAL, 1) == str(totals[1])
    if totals[0] == totals[1]:
        assert dialog.headline.text().startswith("It's a tie")
    else:
        winner = names[totals.index(max(totals))]
        assert dialog.headline.text() == f"{winner} wins with {max(totals)} points"
    assert dialog.play_again_button.text().replace("&", "") == "Play again"
    assert dialog.close_button.text() == "Close"

    click(qtbot, dialog.play_again_button)
    new = window.controller.game
    assert new is not game and not new.actions
    assert [p.name for p in new.players] == names
    assert whose_turn_on_screen(window) == "Ana's turn"
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == "0"
    assert window.result_dialog is None


def test_a_tie_is_called_a_tie_and_close_keeps_the_final_card(make_window, qtbot):
    window = make_window(players=HOTSEAT)
    # Both players roll the same dice every turn and fill the same boxes.
    rolls = []
    for c in Category:
        face = c.face or 6
        rolls += [(face, face, face, 1, 2)] * 2
    window.controller.start(scripted(rolls, players=[Player("Ana"), Player("Ben")]))
    game = window.controller.game
    for turn in range(26):
        player = turn % 2
        assert whose_turn_on_screen(window) == ("Ana's turn", "Ben's turn")[player]
        click(qtbot, window.tray.roll_button)
        click_box(qtbot, window, Category(turn // 2), player)
    assert game.is_over and game.totals()[0] == game.totals()[1]
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    total = game.totals()[0]
    assert window.result_dialog.headline.text() == f"It's a tie: Ana and Ben, {total} points each"
    click(qtbot, window.result_dialog.close_button)
    assert window.result_dialog is None
    assert window.controller.game is game
    assert whose_turn_on_screen(window) == "Game over"
    assert cell_text(window, RowKind.GRAND_TOTAL, 1) == str(total)
    # Both share the win, marked on their columns; the big button now offers another game.
    assert header_text(window, 0) == "★ Ana" and header_text(window, 1) == "★ Ben"
    assert window.tray.roll_button.text() == "Play again"
    click(qtbot, window.tray.roll_button)
    assert window.controller.game is not game and not window.controller.game.actions


def test_clicking_an_empty_box_without_a_preview_does_nothing(make_window, qtbot):
    window = make_window(players=HOTSEAT)
    click_box(qtbot, window, Category.CHANCE, 0)  # before any roll: no preview
    click(qtbot, window.tray.roll_button)
    click_box(qtbot, window, Category.CHANCE, 1)  # Ben's column, not his turn
    assert window.controller.game.card(0) == {} and window.controller.game.card(1) == {}
    assert whose_turn_on_screen(window) == "Ana's turn"

"""The board says what happened: last moves, the extra-five rule at work, previews that show
what a box really adds, the clock on the felt, flashes and celebrations, hidden score sheets."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from fivedice.core import Category, ExtraFive, Player, Rules
from fivedice.ui.board.scorecard import LAST_ROLE, RowKind

from .helpers import cell_center, cell_text, click, scripted

C = Category
TWO = [Player("Ana"), Player("Ben")]


def fill(qtbot, window, category: Category, player: int, card: int = 0) -> None:
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, category, player, card))


def roll(qtbot, window) -> None:
    click(qtbot, window.tray.roll_button)


def marked(window, category: Category, player: int, card: int = 0) -> bool:
    model = window.scorecard.card_model
    return bool(model.index_of(card, category, player).data(LAST_ROLE))


def test_each_players_last_box_is_marked_and_said_on_the_felt(make_window, qtbot):
    window = make_window()
    rolls = [(2, 2, 3, 3, 3), (2, 3, 4, 5, 6), (5, 5, 5, 1, 2)]
    window.controller.start(scripted(rolls, players=TWO))
    news = window.tray.news.moves
    assert not news.isVisible()  # nothing has happened yet
    roll(qtbot, window)
    fill(qtbot, window, C.FULL_HOUSE, 0)
    assert news.isVisible() and news.text() == "Ana scored 25 in Full House"
    assert window.status_bar.last_move.whole_text() == "Ana scored 25 in Full House"
    assert "Ana scored 25 in Full House." in window.last_announcement
    assert marked(window, C.FULL_HOUSE, 0)
    roll(qtbot, window)
    fill(qtbot, window, C.LARGE_STRAIGHT, 1)
    # Back to Ana: Ben's move is said; her own mark stays until she rolls.
    assert news.text() == "Ben scored 40 in Large Straight"
    assert marked(window, C.LARGE_STRAIGHT, 1) and marked(window, C.FULL_HOUSE, 0)
    roll(qtbot, window)
    assert not marked(window, C.FULL_HOUSE, 0) and marked(window, C.LARGE_STRAIGHT, 1)
    tip = window.scorecard.card_model.index_of(0, C.LARGE_STRAIGHT, 1).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert tip.startswith("Ben's last move.")


def test_a_computers_move_is_said_with_its_level(make_window, qtbot):
    window = make_window()
    window.controller.start(
        scripted([(6, 6, 6, 6, 6)], players=[Player("Ana"), Player("Cy", "hard")])
    )
    roll(qtbot, window)
    fill(qtbot, window, C.FIVE_KIND, 0)
    qtbot.waitUntil(lambda: window.controller.game.current_player == 0, timeout=20000)
    last = window.controller.game.last_fill(1)
    assert last is not None
    expected = f"Cy (Hard) scored {last.points} in {last.category.label}"
    assert window.tray.news.moves.whole_text().startswith(expected)
    assert marked(window, last.category, 1)


def _official_five_fifty(window, qtbot) -> None:
    rolls = [(3,) * 5, (1, 2, 3, 4, 6), (4, 4, 4, 4, 1), (1, 1, 2, 3, 4), (4,) * 5]
    window.controller.start(scripted(rolls, Rules(extra_five=ExtraFive.OFFICIAL), TWO))
    for category, player in ((C.FIVE_KIND, 0), (C.CHANCE, 1), (C.FOURS, 0), (C.ONES, 1)):
        roll(qtbot, window)
        fill(qtbot, window, category, player)
    roll(qtbot, window)  # five 4s again: Fours is filled, Five of a Kind holds 50


def test_the_joker_and_the_bonus_explain_themselves(make_window, qtbot):
    window = make_window()
    _official_five_fifty(window, qtbot)
    note = window.tray.news.rule
    assert note.isVisible()
    assert note.text().startswith("+100: Five of a Kind already holds 50.")
    assert "Joker rule: Fours is filled, so any open lower box takes it" in note.text()
    assert cell_text(window, C.FULL_HOUSE, 0) == "25 +100"
    assert cell_text(window, C.CHANCE, 0) == "20 +100"
    assert cell_text(window, C.SIXES, 0) == ""  # not open to this joker
    fill(qtbot, window, C.FULL_HOUSE, 0)
    assert not note.isVisible()
    assert window.tray.news.moves.whole_text() == "Ana scored 25 +100 in Full House"
    assert window.tray.celebration.running
    assert window.tray.celebration.text == "Five of a Kind!"


def test_triple_previews_show_the_multiplier_and_totals_say_how(make_window, qtbot):
    window = make_window()
    window.controller.start(scripted([(2, 3, 4, 5, 6)], Rules(triple=True)))
    roll(qtbot, window)
    assert cell_text(window, C.CHANCE, 0, 0) == "20"
    assert cell_text(window, C.CHANCE, 0, 1) == "20 ×2"
    assert cell_text(window, C.CHANCE, 0, 2) == "20 ×3"
    fill(qtbot, window, C.CHANCE, 0, 2)
    model = window.scorecard.card_model
    grand = model.index(model.row_of(RowKind.GRAND_TOTAL), 0)
    tip = grand.data(Qt.ItemDataRole.ToolTipRole)
    assert "Card 3: 20 ×3 = 60" in tip and tip.endswith("Grand total: 60")
    card_total = model.index(model.row_of(RowKind.CARD_TOTAL), 2)
    assert card_total.data(Qt.ItemDataRole.ToolTipRole) == "Upper 0 + lower 20 = 20, ×3 = 60"
    assert window.tray.news.moves.whole_text() == "Ana scored 20 ×3 in Chance on card 3"


def test_the_clock_is_on_the_felt_and_warns_at_thirty_seconds(make_window, qtbot, clock):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}],
        time_budget_min=2,
    )
    controller = window.controller
    label = window.tray.news.clock
    assert label.isVisible() and label.text() == "Ana: 2:00 left"
    clock.advance(85, controller)
    assert label.text() == "Ana: 0:35 left" and not window.tray.news.warning
    clock.advance(6, controller)
    assert label.text() == "Ana: 0:29 left" and window.tray.news.warning
    warning = label.palette().color(QPalette.ColorRole.WindowText).name()
    assert warning == "#ffcf5a" and label.font().bold()  # amber and bold: it reads as a warning
    # Said as the clock, read every quarter of a second, reaches 30 s; and said once.
    assert window.last_announcement == "Ana has 30 seconds left."
    clock.advance(1, controller)
    assert window.last_announcement == "Ana has 30 seconds left."
    clock.advance(28, controller)  # out of time
    assert controller.game.dropped == {0}
    assert "Ana is out of time" in window.tray.news.moves.whole_text().split("\n")
    assert label.text() == "Ben: 2:00 left" and not window.tray.news.warning
    assert label.palette().color(QPalette.ColorRole.WindowText).name() == "#f5f3ec"
    assert not label.font().bold()  # the next player's clock is plain again


def test_a_fill_flashes_only_with_animation_on(make_window, qtbot):
    window = make_window(animation=True)
    window.controller.start(scripted([(1, 2, 3, 4, 6), (1, 2, 3, 4, 6)]))
    roll(qtbot, window)
    fill(qtbot, window, C.CHANCE, 0)
    assert window.scorecard.flashing
    qtbot.waitUntil(lambda: not window.scorecard.flashing, timeout=3000)
    controller = window.controller
    controller.update_settings(replace(controller.settings, animation=False))
    roll(qtbot, window)
    fill(qtbot, window, C.LARGE_STRAIGHT, 0)
    assert not window.scorecard.flashing
    assert marked(window, C.LARGE_STRAIGHT, 0)  # the still mark says it instead


def test_the_upper_bonus_is_celebrated_still_without_animation(make_window, qtbot):
    window = make_window(animation=False)
    rolls = [(6,) * 4 + (1,), (5,) * 4 + (1,), (4,) * 4 + (1,), (3,) * 4 + (1,)]
    window.controller.start(scripted(rolls))
    for category in (C.SIXES, C.FIVES, C.FOURS, C.THREES):
        roll(qtbot, window)
        fill(qtbot, window, category, 0)
    assert window.tray.celebration.running
    assert window.tray.celebration.text == "Upper bonus +35!"
    qtbot.waitUntil(lambda: not window.tray.celebration.running, timeout=4000)


def test_hidden_sheets_show_question_marks_until_the_end(make_window, qtbot):
    window = make_window()
    rolls = [(2, 2, 3, 3, 3)] * 26
    window.controller.start(scripted(rolls, Rules(open_sheets=False), TWO))
    roll(qtbot, window)
    fill(qtbot, window, C.FULL_HOUSE, 0)
    # Ben's turn: Ana's card is hidden, his own is shown.
    assert cell_text(window, C.FULL_HOUSE, 0) == "?"
    assert cell_text(window, RowKind.GRAND_TOTAL, 0) == "?"
    assert cell_text(window, C.FULL_HOUSE, 1) == ""
    assert window.tray.news.moves.whole_text() == "Ana filled a box"
    assert "25" not in window.last_announcement
    model = window.scorecard.card_model
    spoken = model.index_of(0, C.FULL_HOUSE, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Ana, Full House, hidden until the game ends"
    assert window.controller.view.totals[0] == 0  # the view holds nothing to give away
    roll(qtbot, window)
    fill(qtbot, window, C.THREE_KIND, 1)
    assert cell_text(window, C.FULL_HOUSE, 0) == "25"
    assert cell_text(window, C.THREE_KIND, 1) == "?"
    for _ in range(24):
        roll(qtbot, window)
        view = window.controller.view
        fill(qtbot, window, sorted(view.previews, key=lambda k: int(k[1]))[0][1], view.current)
    assert window.controller.view.is_over
    assert cell_text(window, C.THREE_KIND, 1) == "13"
    assert "?" not in {cell_text(window, c, p) for c in Category for p in (0, 1)}


def test_hidden_sheets_show_the_card_of_the_person_at_this_computer_only():
    from fivedice.core import Game
    from fivedice.ui.control.snapshot import GameView

    game = Game.new([Player("Ana"), Player("Ben"), Player("Cy", "easy")], Rules(open_sheets=False))
    assert GameView.of(game).players[0].hidden is False  # Ana on turn, at this computer
    game.roll()
    game.fill(Category.CHANCE)  # Ben's turn: Ben plays at another computer
    view = GameView.of(game, elsewhere=frozenset({1}))
    assert [p.hidden for p in view.players] == [False, True, True]
    # A screen with no one of its own at the table shows no card until the end.
    assert all(p.hidden for p in GameView.of(game, elsewhere=frozenset({0, 1})).players)

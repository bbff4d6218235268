"""The board fits any window: four players at 1024×640, the analysis panel at 800×600, long
names elided at their end with the full name in a tooltip, a title that never clips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from fivedice.core import Game, Player, Rules
from fivedice.ui.board.scorecard import heading_lines

FOUR = [
    Player("Annabelle"),
    Player("Bartholome", "hard"),
    Player("Christiane"),
    Player("Dominiquex", "normal"),
]
PEOPLE = [Player(p.name) for p in FOUR]


def settle(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.wait(50)
    QApplication.processEvents()


def test_four_players_fit_1024_by_640_with_whole_cells(make_window, qtbot):
    window = make_window()
    window.controller.start(Game.new(FOUR, Rules(), seed=4))
    settle(qtbot, window, 1024, 640)
    window.controller.roll()
    card = window.scorecard
    model = card.card_model
    assert window.size().width() == 1024 and window.size().height() == 640
    assert card.horizontalScrollBar().maximum() == 0  # no sideways scrolling
    for column in range(model.columnCount()):
        width = card.columnWidth(column)
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            metrics = QFontMetrics(index.data(Qt.ItemDataRole.FontRole))
            assert metrics.horizontalAdvance(text) <= width - 8, (row, column, text)
        # The heading as drawn: whole, or cut at its end, never at its start.
        heading = str(model.headerData(column, Qt.Orientation.Horizontal))
        font = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        drawn = heading_lines(heading, QFontMetrics(font), width)
        for full, shown in zip(heading.split("\n"), drawn.split("\n"), strict=True):
            assert shown == full or (shown.endswith("…") and full.startswith(shown[:-1]))
        tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert FOUR[column].name in tip
    # A computer's level has its own line, so it is never what gets cut.
    assert str(model.headerData(1, Qt.Orientation.Horizontal)).split("\n")[1] == "Hard"
    labels = card.verticalHeader()
    metrics = QFontMetrics(labels.font())
    for row in model.rows:
        assert metrics.horizontalAdvance(row.label) <= labels.width() - 8
    die = window.tray.dice[4]
    assert die.geometry().right() <= window.tray.width()


def test_the_analysis_panel_at_800_by_600_keeps_the_window_and_the_card(make_window, qtbot):
    window = make_window()
    window.controller.start(Game.new([Player("Ana"), Player("Ben")], Rules(), seed=4))
    settle(qtbot, window, 800, 600)
    window.controller.roll()
    window.menu.actions["analysis"].trigger()
    qtbot.waitUntil(window.analysis_panel.isVisible)
    qtbot.wait(50)
    assert (window.width(), window.height()) == (800, 600)
    assert not window.analysis_place.docked
    assert not window.analysis_dock.isVisible()
    assert window.analysis_holder.isVisible() and window.analysis_panel.height() >= 140
    labels = window.scorecard.verticalHeader()
    metrics = QFontMetrics(labels.font())
    for row in window.scorecard.card_model.rows:
        assert metrics.horizontalAdvance(row.label) <= labels.width() - 8, row.label
    # The dice stay whole above the Roll button.
    roll_top = window.tray.roll_button.geometry().top()
    assert all(die.geometry().bottom() < roll_top for die in window.tray.dice)
    # A wide window docks it at the right again, and closing it is remembered.
    settle(qtbot, window, 1400, 760)
    qtbot.waitUntil(lambda: window.analysis_place.docked)
    assert window.analysis_dock.isVisible() and window.analysis_panel.isVisible()
    window.menu.actions["analysis"].trigger()
    assert not window.analysis_panel.isVisible()
    assert not window.controller.settings.show_analysis


def test_the_turn_title_never_clips_a_24_letter_name(make_window, qtbot):
    window = make_window()
    name = "Maximilianabartholomewxy"
    assert len(name) == 24
    window.controller.start(Game.new([Player(name), Player("Ben")], Rules(), seed=4))
    settle(qtbot, window, 800, 600)
    label = window.tray.turn_label
    text = label.text()
    assert text == f"{name}'s turn"
    width = QFontMetrics(label.font()).horizontalAdvance(text)
    whole = width <= label.contentsRect().width()
    wrapped = label.wordWrap() and label.heightForWidth(label.width()) <= label.height()
    assert whole or wrapped


def whole_columns(window) -> list[int]:
    """The card's columns wholly inside its viewport."""
    card = window.scorecard
    room = card.viewport().width()
    return [
        column
        for column in range(card.card_model.columnCount())
        if card.columnViewportPosition(column) >= 0
        and card.columnViewportPosition(column) + card.columnWidth(column) <= room
    ]


def test_four_players_at_800_by_600_all_show_beside_the_dice(make_window, qtbot):
    # Four people (computers' level lines are kept whole, so four of them need more room and
    # the card scrolls to the player on turn instead).
    window = make_window()
    window.controller.start(Game.new(PEOPLE, Rules(), seed=4))
    settle(qtbot, window, 800, 600)
    window.controller.roll()
    assert whole_columns(window) == [0, 1, 2, 3]
    assert window.scorecard.horizontalScrollBar().maximum() == 0
    dice = window.tray.dice
    assert all(d.geometry().right() <= window.tray.width() for d in dice)
    assert min(d.geometry_of_die().width() for d in dice) >= 44  # still a target to hit


def test_four_players_with_two_cards_read_their_names_whole_at_1024_by_640(make_window, qtbot):
    window = make_window()
    window.controller.start(Game.new(PEOPLE, Rules(cards=2), seed=4))
    settle(qtbot, window, 1024, 640)
    card = window.scorecard
    assert whole_columns(window) == list(range(8))
    header = card.horizontalHeader()
    for column in range(8):
        # The name once across the player's two columns, whole; the card's line under it.
        name, which = header.drawn_lines(column)
        assert name.lstrip("▶ ") == PEOPLE[column // 2].name
        assert which == f"card {column % 2 + 1}"


def test_the_narrowest_window_still_shows_the_player_on_turn(make_window, qtbot):
    window = make_window()
    window.controller.start(Game.new(PEOPLE, Rules(cards=2), seed=4))
    hint = window.minimumSizeHint()
    settle(qtbot, window, hint.width(), hint.height())
    for _ in range(4):
        window.controller.roll()
        option = max(window.controller.game.options(), key=lambda o: o.points)
        window.controller.fill(option.card, option.category)
        qtbot.wait(10)
        current = window.controller.game.current_player
        shown = whole_columns(window)
        assert {2 * current, 2 * current + 1} <= set(shown), (current, shown)


def test_the_end_of_a_game_shows_the_winner_not_the_last_to_move(make_window, qtbot):
    from .helpers import finish

    window = make_window()
    window.controller.start(Game.new(PEOPLE, Rules(cards=2), seed=4))
    settle(qtbot, window, 800, 600)
    finish(window.controller)
    qtbot.wait(20)
    winner = min(window.controller.game.outcome().winners)
    assert {2 * winner, 2 * winner + 1} <= set(whole_columns(window))


def test_the_analysis_panel_at_1024_by_640_leaves_three_players_their_whole_card(
    make_window, qtbot
):
    window = make_window()
    window.controller.start(Game.new(PEOPLE[:3], Rules(), seed=4))
    settle(qtbot, window, 1180, 760)
    window.controller.roll()
    window.menu.actions["analysis"].trigger()
    qtbot.waitUntil(window.analysis_panel.isVisible)
    settle(qtbot, window, 1024, 640)
    qtbot.waitUntil(lambda: not window.analysis_place.docked)
    assert window.analysis_holder.isVisible() and not window.analysis_dock.isVisible()
    assert whole_columns(window) == [0, 1, 2]
    assert window.scorecard.width() > 400

"""The board fits any window: four players at 1024×640, the analysis panel at 800×600, long
names elided at their end with the full name in a tooltip, a title that never clips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from fivedice.core import Game, Player, Rules
from fivedice.ui.scorecard import heading_lines

FOUR = [
    Player("Annabelle"),
    Player("Bartholome", "hard"),
    Player("Christiane"),
    Player("Dominiquex", "normal"),
]


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

"""Names are shown as the text they are: markup in a name is never read as markup, and invisible
control characters never reach the screen."""

from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from fivedice.core import Player

from .helpers import finish, header_text, scripted

IMAGE = "<img width=1500 src=x>"
BOLD = "<b>Bo</b>"
LINK = "<a href='x'>Al</a>"
HEADING = "<h1>Hy</h1>"
HOSTILE = [Player(IMAGE), Player(BOLD), Player(LINK), Player(HEADING)]


def shown(label: QLabel) -> str:
    """What a label shows, as a reader sees it (markup rendered where the label renders it)."""
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    assert label.textFormat() == Qt.TextFormat.RichText, "a label guessing at markup"
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def labels_with_text(root: QWidget) -> list[QLabel]:
    return [label for label in root.findChildren(QLabel) if label.text()]


def assert_no_label_guesses(root: QWidget) -> None:
    """Every label showing something is plain text or rich text on purpose, never "auto"."""
    guessing = [
        label.objectName() or label.text()
        for label in labels_with_text(root)
        if label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())
    ]
    assert guessing == []


def sane(widget: QWidget) -> None:
    screen = widget.screen().availableGeometry()
    assert widget.height() <= screen.height() and widget.width() <= screen.width()
    hint = widget.minimumSizeHint()
    assert hint.height() <= screen.height() and hint.width() <= screen.width()


def test_names_with_markup_are_shown_as_typed_everywhere(make_window, qtbot):
    window = make_window()
    window.controller.start(scripted(players=HOSTILE))
    QApplication.processEvents()
    sane(window)
    assert window.tray.turn_label.text() == f"{IMAGE}'s turn"
    assert window.tray.turn_label.textFormat() == Qt.TextFormat.PlainText
    assert window.status_bar.turn.text() == f"{IMAGE}'s turn"
    assert window.status_bar.turn.textFormat() == Qt.TextFormat.PlainText
    assert window.status_bar.best.textFormat() == Qt.TextFormat.PlainText
    assert header_text(window, 1) == BOLD
    tip = window.scorecard.card_model.headerData(
        1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    document = QTextDocument()
    document.setHtml(tip)
    assert document.toPlainText() == BOLD  # a tooltip shows the name, not bold "Bo"
    assert_no_label_guesses(window)

    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    dialog = window.result_dialog
    sane(dialog)
    for name in (IMAGE, BOLD, LINK, HEADING):
        assert name in shown(dialog.table)
    winner = window.controller.game.players[window.controller.game.outcome().winners[0]].name
    assert shown(dialog.headline) == dialog.headline.text()
    assert dialog.headline.text().startswith(winner)
    assert_no_label_guesses(dialog)
    best = window.status_bar.best
    assert best.textFormat() == Qt.TextFormat.PlainText and best.text().endswith(f"({winner})")
    assert_no_label_guesses(window)


def test_invisible_characters_never_reach_the_screen(make_window, qtbot):
    window = make_window()
    window.menu.actions["new_game"].trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.count.setValue(3)
    dialog.seats[0].name.setText("\u202eAna\u202c")
    dialog.seats[1].name.setText("\u2067\u200f")  # nothing visible: the seat's own name
    dialog.seats[2].name.setText("Cy\tDee")
    dialog.start_button.click()
    if window.confirm_box is not None:
        window.confirm_box.findChild(QWidget, "confirmYes").click()
    names = [p.name for p in window.controller.game.players]
    assert names == ["Ana", "Player 2", "Cy Dee"]
    assert [p.name for p in window.controller.settings.players] == names  # remembered clean
    assert window.tray.turn_label.text() == "Ana's turn"


def test_the_scoreboard_and_review_show_names_as_typed(make_window, qtbot, tmp_path: Path):
    window = make_window()
    window.controller.start(scripted(players=[Player(HEADING), Player("R&D")]))
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    window.result_dialog.review_button.click()
    review = window.review_dialog
    assert review is not None
    tabs = [review.tabs.tabText(i) for i in range(review.tabs.count())]
    assert tabs == [HEADING, "R&&D"]  # "&" is not read as a shortcut mark
    assert_no_label_guesses(review)
    review.close()
    window.result_dialog.close_button.click()
    window.menu.actions["scoreboard"].trigger()
    board = window.scoreboard_dialog
    qtbot.waitUntil(board.isVisible)
    qtbot.waitUntil(lambda: not board.reading)  # the history is read off the GUI thread
    names = [board.name_box.itemText(i) for i in range(board.name_box.count())]
    assert HEADING in names and "R&D" in names
    cells = [board.best_table.item(r, 1).text() for r in range(board.best_table.rowCount())]
    assert any(HEADING in cell for cell in cells)
    assert_no_label_guesses(board)
    out = tmp_path / "names.csv"
    assert board.export_to(out) == 2
    assert {row["name"] for row in csv.DictReader(out.open(encoding="utf-8"))} == {HEADING, "R&D"}

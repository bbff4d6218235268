"""What a screen reader finds: a name on every focusable control of every window, dice as check
boxes, scorecard cells as sentences, and the news of the game announced as it happens."""

from __future__ import annotations

from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from fivedice.core import Category, Player
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.board.announce import announcement
from fivedice.ui.board.scorecard import RowKind
from fivedice.ui.control.snapshot import Change, Event, GameView

from ..core.helpers import finished
from .helpers import click, finish, press, scripted
from .stand_in import stand_in_factory

K = Qt.Key
Role = QAccessible.Role
NAME = QAccessible.Text.Name


def interface(widget: QWidget) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(widget)
    assert found is not None and found.isValid()
    return found


def walk(root: QAccessibleInterface) -> list[QAccessibleInterface]:
    """Every interface in the tree under `root`, `root` first."""
    found = [root]
    for i in range(root.childCount()):
        child = root.child(i)
        if child is not None:
            found.extend(walk(child))
    return found


def unnamed(top: QWidget) -> tuple[int, list[str]]:
    """(focusable interfaces under `top`, the ones of them without a name)."""
    focusable = [i for i in walk(interface(top)) if i.state().focusable]
    missing = []
    for item in focusable:
        if not item.text(NAME).strip():
            thing = item.object()
            what = f"{type(thing).__name__} {thing.objectName()!r}" if thing else "item"
            missing.append(f"{item.role().name} {what}")
    return len(focusable), missing


def assert_all_named(top: QWidget, at_least: int) -> None:
    count, missing = unnamed(top)
    assert missing == [], f"{top.objectName()}: no name for {missing}"
    assert count >= at_least, f"{top.objectName()}: only {count} focusable controls found"


def people(*names: str) -> Settings:
    return Settings(players=tuple(PlayerSetting(n) for n in names), animation=False)


def ana_and_ben(*rolls: tuple[int, ...]) -> Any:
    """A game of two people whose first rolls are `rolls`."""
    return scripted(rolls, players=[Player("Ana"), Player("Ben")])


# ------------------------------------------------------------------------------ names


def test_every_focusable_control_of_the_window_has_a_name(make_window, qtbot):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]
    )
    press(qtbot, window, K.Key_Space)
    window.controller.notice.emit("A message with a Dismiss button.")
    window.menu.actions["analysis"].trigger()
    qtbot.waitUntil(window.analysis_panel.isVisible)
    # The card, 5 dice, Roll, How to play, the toolbar's buttons (those that fit, and » for
    # the rest), Dismiss and the message.
    toolbar = [b for b in window.menu.buttons() if b.isVisible()]
    assert len(toolbar) >= 5
    assert_all_named(window, at_least=1 + 5 + 2 + len(toolbar) + 2)


def test_every_focusable_control_of_every_dialog_has_a_name(make_window, qtbot):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Ben", "computer": "easy"}]
    )
    press(qtbot, window, K.Key_Space)

    window.menu.actions["new_game"].trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.count.setValue(4)
    assert_all_named(dialog, at_least=1 + 4 * 3 + 2 + 2 + 2 + 2)
    click(qtbot, dialog.start_button)
    assert window.confirm_box is not None  # a game is in progress: asked first
    assert_all_named(window.confirm_box, at_least=2)
    window.confirm_box.reject()

    window.menu.actions["settings"].trigger()
    assert_all_named(window.settings_dialog, at_least=7)
    window.settings_dialog.reject()

    window.menu.actions["help"].trigger()
    assert_all_named(window.help_dialog, at_least=3)  # the page, About, Close
    window.help_dialog.show_about()
    assert_all_named(window.help_dialog.about_box, at_least=1)
    window.help_dialog.about_box.close()
    window.help_dialog.close()


def test_every_focusable_control_after_a_game_has_a_name(make_window, qtbot):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert_all_named(window.result_dialog, at_least=3)
    click(qtbot, window.result_dialog.review_button)
    assert window.review_dialog is not None
    assert_all_named(window.review_dialog, at_least=3)  # the tabs, the page, its table, Close
    window.review_dialog.close()
    window.result_dialog.close_button.click()

    window.menu.actions["scoreboard"].trigger()
    board = window.scoreboard_dialog
    assert board is not None
    qtbot.waitUntil(lambda: not board.reading)  # the history is read off the GUI thread
    assert board.recent_table.rowCount() == 1
    # Every page is in the tree, the hidden ones too: kinds, players, both tables, the buttons.
    assert_all_named(board, at_least=8)


# ------------------------------------------------------------------------------ the dice


def test_dice_are_check_boxes_checked_while_held(make_window_with, qtbot):
    window = make_window_with(people("Ana"), game=scripted([(2, 5, 3, 5, 6)]))
    dice = window.tray.dice
    click(qtbot, dice[1])  # before a roll nothing can be held, and nothing looks held
    assert not interface(dice[1]).state().checked
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_2)
    second, first = interface(dice[1]), interface(dice[0])
    assert second.role() == first.role() == Role.CheckBox
    assert second.state().checkable and second.state().checked
    assert second.text(NAME) == "Die 2: five, held"
    assert not first.state().checked and first.text(NAME) == "Die 1: two"
    click(qtbot, dice[1])  # a click releases it again
    assert not interface(dice[1]).state().checked
    assert interface(dice[1]).text(NAME) == "Die 2: five"
    click(qtbot, dice[4])
    assert [interface(d).state().checked for d in dice] == [0, 0, 0, 0, 1]


# ------------------------------------------------------------------------------ the card


def cell_names(window) -> dict[tuple[int, int], QAccessibleInterface]:
    """The card's cells as its accessible table gives them, by (row, column)."""
    cells = {}
    for item in walk(interface(window.scorecard))[1:]:
        cell = item.tableCellInterface()
        if item.role() == Role.Cell and cell is not None:
            cells[(cell.rowIndex(), cell.columnIndex())] = item
    return cells


def spoken(window, box: Category, player: int) -> str:
    model = window.scorecard.card_model
    return cell_names(window)[(model.index_of(0, box, player).row(), player)].text(NAME)


def headers(window) -> list[str]:
    return [
        i.text(NAME) for i in walk(interface(window.scorecard)) if i.role() == Role.ColumnHeader
    ]


def test_scorecard_cells_read_as_sentences(make_window_with, qtbot):
    game = ana_and_ben((2, 2, 3, 3, 3), (4, 4, 5, 5, 5))
    window = make_window_with(people("Ana", "Ben"), game=game)
    press(qtbot, window, K.Key_Space)
    assert spoken(window, Category.FULL_HOUSE, 0) == "Full House, would score 25"
    assert spoken(window, Category.CHANCE, 1) == "Ben, Chance, open"
    assert headers(window) == ["Ana, on turn", "Ben"]
    window.controller.fill(0, Category.FULL_HOUSE)
    press(qtbot, window, K.Key_Space)  # Ben rolls 4, 4, 5, 5, 5
    assert spoken(window, Category.FULL_HOUSE, 0) == "Ana, Full House, 25"
    assert spoken(window, Category.FULL_HOUSE, 1) == "Full House, would score 25"
    assert spoken(window, Category.FIVES, 1) == "Fives, would score 15"
    assert spoken(window, Category.CHANCE, 0) == "Ana, Chance, open"
    assert headers(window) == ["Ana", "Ben, on turn"]
    model = window.scorecard.card_model
    cells = cell_names(window)
    assert cells[(model.row_of(RowKind.LOWER_TOTAL), 0)].text(NAME) == "Ana, Lower total, 25"
    assert cells[(model.row_of(RowKind.GRAND_TOTAL), 0)].text(NAME) == "Ana, Grand total, 25"
    # The box chosen with Up/Down is the card's current cell, which screen readers follow.
    press(qtbot, window, K.Key_Up)
    assert window.scorecard.selected == (0, Category.CHANCE)
    chance = cell_names(window)[(model.row_of(RowKind.BOX, Category.CHANCE), 1)]
    assert chance.state().focused and chance.text(NAME) == "Chance, would score 23"


# --------------------------------------------------------------------------- announcements


def test_a_roll_and_a_fill_are_announced(make_window_with, qtbot):
    window = make_window_with(people("Ana", "Ben"), game=ana_and_ben((2, 2, 3, 3, 3)))
    assert window.last_announcement == ""
    press(qtbot, window, K.Key_Space)
    assert window.last_announcement == "Ana rolled 2, 2, 3, 3, 3. 2 rolls left."
    press(qtbot, window, K.Key_1)  # the die says it is held itself: nothing more to announce
    assert window.last_announcement == "Ana rolled 2, 2, 3, 3, 3. 2 rolls left."
    window.controller.fill(0, Category.FULL_HOUSE)
    assert window.last_announcement == "Ana scored 25 in Full House. Ben's turn."


def test_a_computers_moves_are_announced(make_window_with, qtbot):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben", "hard")),
        computer_speed="instant",
        animation=False,
    )
    window = make_window_with(settings, stand_in_factory())
    window.controller.roll()
    window.controller.fill(0, Category.CHANCE)
    game = window.controller.game
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    bens = [s for s in window.announcements if s.startswith("Ben (Hard)")]
    # Roll, hold die 1, hold die 2, roll, roll, fill (the stand-in's way of playing): the two
    # holds are said once, with the roll they were for.
    verbs = [s.split()[2] for s in bens]
    assert verbs == ["rolled", "held", "held", "scored"]
    faces = bens[0].removeprefix("Ben (Hard) rolled ").removesuffix(".").split(", ")
    assert len(faces) == 5 and all(f in "123456" for f in faces)
    assert bens[1].startswith(f"Ben (Hard) held {faces[0]} {faces[1]} and rolled again: ")
    again = bens[1].removesuffix(".").split(": ")[1].split(", ")
    assert again[:2] == faces[:2] and len(again) == 5
    ones = game.card(1)[Category.ONES]
    assert bens[-1] == f"Ben (Hard) scored {ones} in Ones. Ana's turn."


def test_running_out_of_time_and_the_end_are_announced(make_window_with, qtbot, clock):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben")), time_budget_min=2, animation=False
    )
    window = make_window_with(settings)
    clock.advance(121, window.controller)
    assert window.last_announcement == "Ana is out of time. Ben's turn."
    finish(window.controller)
    total = window.controller.game.totals()[1]
    assert window.last_announcement.endswith(f" Game over: Ben wins with {total} points.")


def test_the_end_of_a_game_names_the_winner():
    view = GameView.of(finished([Player("Ana"), Player("Ben")], seed=5))
    assert view.outcome is not None and len(view.outcome.winners) == 1
    winner = view.players[view.outcome.winners[0]].name
    text = announcement(Change(view, Event.STARTED))
    assert text == f"New game. Game over: {winner} wins with {max(view.totals)} points."


def test_announcements_reach_assistive_technology_where_qt_has_them(
    make_window, qtbot, monkeypatch
):
    sent: list[Any] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(sent.append))
    window = make_window()
    press(qtbot, window, K.Key_Space)
    announcements = [e for e in sent if isinstance(e, QtGui.QAccessibleAnnouncementEvent)]
    assert [e.message() for e in announcements] == [window.last_announcement]
    assert announcements[0].politeness() == QAccessible.AnnouncementPoliteness.Polite
    # An older Qt has no announcements: the game goes on and only the record remains.
    monkeypatch.delattr(QtGui, "QAccessibleAnnouncementEvent")
    sent.clear()
    press(qtbot, window, K.Key_R)
    assert sent == [] and window.last_announcement.endswith(" 1 roll left.")

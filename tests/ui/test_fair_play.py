"""Fair play through the window: a box is final once a person has rolled after it, undoing a roll
counts as help (and the history says so), and keys pressed during a computer's turn do nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivedice.core import Category
from fivedice.store.records import Assist
from fivedice.store.settings import PlayerSetting, Settings

from .helpers import cell_center, cell_text, click, finish, press
from .stand_in import stand_in_factory

K = Qt.Key
PEOPLE = [{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]


def fill_by_click(qtbot, window, box: Category, player: int) -> None:
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, box, player, 0))


def test_fill_then_roll_then_undo_twice_leaves_the_box_filled(make_window, qtbot):
    window = make_window(players=PEOPLE)
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    fill_by_click(qtbot, window, Category.CHANCE, 0)
    ana_chance = cell_text(window, Category.CHANCE, 0)
    assert game.current_player == 1 and window.menu.actions["undo"].isEnabled()
    press(qtbot, window, K.Key_Space)  # Ben's dice show: Ana's box is final
    press(qtbot, window, K.Key_U)  # takes back Ben's roll
    assert game.current_player == 1 and game.rolls_used == 0
    assert not window.menu.actions["undo"].isEnabled()
    press(qtbot, window, K.Key_U)
    qtbot.keyClick(window.scorecard, K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.current_player == 1 and Category.CHANCE in game.card(0)
    assert cell_text(window, Category.CHANCE, 0) == ana_chance
    assert window.tray.turn_label.text() == "Ben's turn"
    assert window.controller.keeper.assisted == Assist.UNDO  # Ben saw his dice and took them back


def test_a_misclicked_box_is_taken_back_for_free_before_the_next_roll(make_window, qtbot):
    window = make_window(players=PEOPLE)
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    dice = game.dice
    fill_by_click(qtbot, window, Category.ONES, 0)
    press(qtbot, window, K.Key_U)
    assert game.current_player == 0 and game.card(0) == {} and game.dice == dice
    assert cell_text(window, Category.ONES, 0) != ""  # a preview again, not a score
    assert window.controller.keeper.assisted == Assist.NONE
    fill_by_click(qtbot, window, Category.CHANCE, 0)
    assert game.card(0) == {Category.CHANCE: sum(dice)}


def test_undo_steps_back_only_through_this_turns_rolls(make_window, qtbot):
    window = make_window()
    game = window.controller.game
    for _ in range(3):
        press(qtbot, window, K.Key_Space)
        press(qtbot, window, K.Key_Down)
        press(qtbot, window, K.Key_Return)
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Space)
    for _ in range(5):
        press(qtbot, window, K.Key_U)
    assert game.turn == 4 and game.rolls_used == 0 and len(game.card(0)) == 3
    assert window.status_bar.turn_count.text() == "Turn 4 of 13"


def test_the_history_says_why_a_game_was_assisted(make_window, qtbot):
    window = make_window()
    controller = window.controller
    controller.roll()
    controller.roll()
    controller.undo()  # a roll taken back
    controller.coach.hint()
    finish(controller)
    assert controller.game.is_over
    recent = controller.history.recent_games(1)[0]
    assert recent.assisted == Assist.HINTS | Assist.UNDO
    assert recent.assisted.words == "hints, undo"


def test_a_free_undo_leaves_the_game_unassisted_in_the_history(make_window, qtbot):
    window = make_window()
    controller = window.controller
    for _ in range(13):
        controller.roll()
        option = controller.game.options()[0]
        controller.fill(option.card, option.category)
        if not controller.game.is_over and controller.game.turn == 2:
            controller.undo()  # a misclick on the first box, taken back at once
            controller.fill(option.card, option.category)
    recent = controller.history.recent_games(1)[0]
    assert not recent.assisted and recent.assisted.words == ""


def computer_turn_window(make_window_with, qtbot):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben", "hard")),
        computer_speed="slow",
        animation=False,
    )
    window = make_window_with(settings, stand_in_factory())
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)
    assert game.current_player == 1 and window.controller.computer_busy
    return window, game


def test_game_keys_during_a_computer_turn_are_ignored_not_carried_over(make_window_with, qtbot):
    window, game = computer_turn_window(make_window_with, qtbot)
    for key in (K.Key_Space, K.Key_Space, K.Key_Space, K.Key_R, K.Key_1, K.Key_Down, K.Key_Return):
        press(qtbot, window, key)
    assert game.current_player == 1 and len(game.card(1)) == 0  # Ben plays on
    assert window.controller.computer_busy
    press(qtbot, window, K.Key_Escape)  # the one key that acts: Ben's turn ends at once
    assert game.current_player == 0
    assert game.rolls_used == 0 and game.held == (False,) * 5  # nothing carried over to Ana
    assert len(game.card(1)) == 1


def test_a_focused_die_or_skip_button_is_not_pressed_by_space_or_enter(make_window_with, qtbot):
    window, game = computer_turn_window(make_window_with, qtbot)
    for control in (window.tray.roll_button, window.tray.dice[0]):
        control.setFocus()
        for key in (K.Key_Space, K.Key_Space, K.Key_Return):
            press(qtbot, window, key)
        assert game.current_player == 1 and window.controller.computer_busy


def test_esc_and_a_click_on_the_board_still_skip(make_window_with, qtbot):
    window, game = computer_turn_window(make_window_with, qtbot)
    press(qtbot, window, K.Key_Escape)
    assert game.current_player == 0 and len(game.card(1)) == 1 and game.rolls_used == 0
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)
    assert game.current_player == 1
    click(qtbot, window.tray.dice[2])
    assert game.current_player == 0 and len(game.card(1)) == 2 and game.rolls_used == 0


def test_nothing_is_written_once_the_window_has_closed(make_window, qtbot, data_dir, clock):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    window.close()
    save = data_dir / "autosave.json"
    before = (save.read_bytes(), save.stat().st_mtime_ns)
    files = sorted(data_dir.rglob("*"))
    clock.advance(30, window.controller)  # a late tick
    controller = window.controller
    finish(controller)  # even a game played to its end is not written
    window.close()  # and a second close
    assert (save.read_bytes(), save.stat().st_mtime_ns) == before
    assert sorted(data_dir.rglob("*")) == files

"""A whole solo game with the keyboard alone (Space/R, 1–5, Up/Down, Enter)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt

from fivedice.core import UPPER_BONUS, UPPER_BONUS_THRESHOLD, Category, score
from fivedice.ui.board.scorecard import RowKind
from fivedice.ui.control.snapshot import FACE_WORDS

from .helpers import cell_text, press

K = Qt.Key


def dice_on_screen(window) -> tuple[int, ...]:
    """The faces as a screen reader announces them ("Die 3: five, held")."""
    faces = []
    for die in window.tray.dice:
        word = die.accessibleName().split(": ")[1].split(",")[0]
        faces.append(FACE_WORDS.index(word) + 1)
    return tuple(faces)


def held_on_screen(window) -> tuple[bool, ...]:
    return tuple(die.accessibleName().endswith(", held") for die in window.tray.dice)


def test_first_launch_is_a_one_player_classic_game_ready_to_roll(make_window, data_dir):
    window = make_window(settings=False)
    game = window.controller.game
    assert [p.name for p in game.players] == ["Player 1"]
    assert game.rules.extra_five.value == "off" and game.rules.cards == 1
    assert window.tray.turn_label.text() == "Player 1's turn"
    assert window.tray.roll_button.text() == "Roll" and window.tray.roll_button.isEnabled()
    assert window.status_bar.turn_count.text() == "Turn 1 of 13"
    assert (data_dir / "autosave.json").exists()


def test_keyboard_only_solo_game_to_the_end(make_window, qtbot):
    window = make_window(settings=False)
    game = window.controller.game
    roll = window.tray.roll_button
    filled: dict[Category, int] = {}

    for turn in range(1, 14):
        assert window.status_bar.turn_count.text() == f"Turn {turn} of 13"
        press(qtbot, window, K.Key_Space)
        assert roll.text() == "Roll again (2 left)"
        # Keep the most common face, by pressing its dice's numbers.
        faces = dice_on_screen(window)
        keep = Counter(faces).most_common(1)[0][0]
        for slot, face in enumerate(faces):
            if face == keep:
                press(qtbot, window, getattr(K, f"Key_{slot + 1}"))
        assert held_on_screen(window) == tuple(f == keep for f in faces)
        press(qtbot, window, K.Key_R)
        assert roll.text() == "Roll again (1 left)"
        press(qtbot, window, K.Key_Space)
        assert not roll.isEnabled()
        faces = dice_on_screen(window)
        # Choose the open box showing the biggest preview, moving with Down/Up.
        previews = {c: int(cell_text(window, c)) for c in Category if c not in filled}
        target = max(previews, key=lambda c: (previews[c], -int(c)))
        press(qtbot, window, K.Key_Down)
        steps = 0
        while window.scorecard.selected != (0, target):
            press(qtbot, window, K.Key_Down if turn % 2 else K.Key_Up)
            steps += 1
            assert steps <= 13
        press(qtbot, window, K.Key_Return)
        filled[target] = score(target, faces)
        assert cell_text(window, target) == str(filled[target])

    assert game.is_over
    # The grand total on screen is the model's, and what the rule book gives for these boxes.
    upper = sum(v for c, v in filled.items() if c.is_upper)
    by_rules = sum(filled.values()) + (UPPER_BONUS if upper >= UPPER_BONUS_THRESHOLD else 0)
    assert cell_text(window, RowKind.GRAND_TOTAL) == str(game.totals()[0]) == str(by_rules)
    assert cell_text(window, RowKind.UPPER_TOTAL) == str(upper)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert window.result_dialog.headline.text() == f"Game over: {by_rules} points"

    # After the end nothing can be taken back, by key or by button.
    window.result_dialog.close_button.click()
    window.activateWindow()
    assert not window.menu.actions["undo"].isEnabled()
    assert not window.menu.toolbar.widgetForAction(window.menu.actions["undo"]).isEnabled()
    press(qtbot, window, K.Key_U)
    assert game.is_over and cell_text(window, RowKind.GRAND_TOTAL) == str(by_rules)


def test_tab_reaches_a_die_and_space_holds_it(make_window, qtbot):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    window.tray.dice[2].setFocus(Qt.FocusReason.TabFocusReason)
    press(qtbot, window, K.Key_Space)
    assert window.controller.game.held == (False, False, True, False, False)
    assert window.tray.dice[2].accessibleName().endswith(", held")
    assert window.controller.game.rolls_used == 1  # Space on a focused die holds, not rolls


def test_enter_fills_the_box_chosen_with_up(make_window, qtbot):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Up)  # wraps round to the last box, Chance
    assert window.scorecard.selected == (0, Category.CHANCE)
    preview = cell_text(window, Category.CHANCE)
    press(qtbot, window, K.Key_Enter)
    assert window.controller.game.card(0) == {Category.CHANCE: int(preview)}

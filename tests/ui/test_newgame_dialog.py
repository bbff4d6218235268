"""The New game dialog explains the extra-five rule chosen, offers open or hidden score sheets
(RULES.md section 10), and fits its content: it grows with the seats and shrinks back."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt

from fivedice.core import EXTRA_FIVE_BONUS, Category, ExtraFive, joker_score
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.dialogs.newgame import NewGameDialog

from .helpers import click, press

TWO = (PlayerSetting("Ana"), PlayerSetting("Ben", "normal"))
FIXED_JOKER_BOXES = (Category.FULL_HOUSE, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT)


def shown_dialog(qtbot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def meaning(dialog: NewGameDialog) -> str:
    label = dialog.extra_five_meaning
    assert label.isVisible()
    return " ".join(label.text().split())


def test_the_line_under_extra_five_follows_the_choice(qtbot):
    dialog = shown_dialog(qtbot, Settings(players=TWO))
    said = {}
    for rule in ExtraFive:
        choose(dialog.extra_five, rule)
        said[rule] = meaning(dialog)
        assert dialog.extra_five.accessibleDescription() == dialog.extra_five_meaning.text()
    assert len(set(said.values())) == 3  # each choice says something of its own
    choose(dialog.extra_five, ExtraFive.OFF)
    assert meaning(dialog) == said[ExtraFive.OFF]


def test_off_says_no_bonus_and_no_joker(qtbot):
    dialog = shown_dialog(qtbot, Settings(extra_five=ExtraFive.OFF))
    text = meaning(dialog)
    assert "no bonus, no joker" in text and "like any other roll" in text
    assert str(EXTRA_FIVE_BONUS) not in text


def test_official_says_the_bonus_needs_50_and_the_joker_is_forced(qtbot):
    dialog = shown_dialog(qtbot, Settings(extra_five=ExtraFive.OFFICIAL))
    text = meaning(dialog)
    # RULES.md 4.2: +100 only while Five of a Kind holds 50; the joker whatever it holds: its
    # own upper box first, then a lower box at 25/30/40, then 0 in an upper box.
    assert f"earns {EXTRA_FIVE_BONUS} if that box holds 50" in text
    assert "forced joker: its own upper box if open, else any lower box" in text
    assert "else 0 in an upper box" in text
    for box in FIXED_JOKER_BOXES:
        assert str(joker_score(box, [6] * 5)) in text


def test_free_joker_says_it_needs_50_and_goes_anywhere(qtbot):
    dialog = shown_dialog(qtbot, Settings(extra_five=ExtraFive.FREE))
    text = meaning(dialog)
    # RULES.md 4.3: bonus and joker only while Five of a Kind holds 50, then any open box;
    # after a 0 there, an ordinary roll.
    assert f"filled with 50 earns {EXTRA_FIVE_BONUS}" in text
    assert "may go in any open box as a joker" in text
    assert "after a 0 there it is an ordinary roll" in text
    for box in FIXED_JOKER_BOXES:
        assert str(joker_score(box, [6] * 5)) in text


@pytest.mark.parametrize("rule", [ExtraFive.OFFICIAL, ExtraFive.FREE])
def test_the_triple_game_explains_its_own_extra_five(qtbot, rule):
    dialog = shown_dialog(qtbot, Settings(extra_five=rule))
    plain = meaning(dialog)
    choose(dialog.cards, "triple")
    text = meaning(dialog)
    # RULES.md 6: the bonus needs 50 on every card and counts × the multiplier.
    assert text.startswith("Triple game:") and "on all three cards" in text
    assert f"{EXTRA_FIVE_BONUS} × its card's multiplier" in text
    choose(dialog.cards, "2")
    assert meaning(dialog) == plain


def test_triple_with_the_rule_off_still_says_off(qtbot):
    dialog = shown_dialog(qtbot, Settings(extra_five=ExtraFive.OFF, triple=True, cards=3))
    assert "no bonus, no joker" in meaning(dialog)


def test_open_score_sheets_round_trips_through_the_settings(qtbot):
    dialog = shown_dialog(qtbot, Settings(players=TWO, open_sheets=False))
    box = dialog.open_sheets
    assert box.isVisible() and box.isEnabled() and not box.isChecked()
    assert "sees only their own card" in dialog.open_sheets_meaning.text()
    assert "until the game ends" in box.toolTip()
    assert dialog.settings().open_sheets is False
    assert dialog.settings().rules().open_sheets is False
    box.setChecked(True)
    assert "Everyone sees every card" in dialog.open_sheets_meaning.text()
    assert dialog.settings().open_sheets is True
    assert dialog.settings().rules().open_sheets is True


def test_open_score_sheets_is_checked_by_default(qtbot):
    dialog = shown_dialog(qtbot, Settings(players=TWO))
    assert (
        dialog.open_sheets.isChecked()
        and dialog.open_sheets.text().replace("&", "") == "Open score sheets"
    )


def test_one_player_greys_it_out_but_keeps_the_choice(qtbot):
    dialog = shown_dialog(qtbot, Settings(players=TWO, open_sheets=False))
    dialog.count.setValue(1)
    box = dialog.open_sheets
    assert box.isVisible() and not box.isEnabled() and not box.isChecked()
    assert dialog.open_sheets_meaning.text() == "With one player there is no other card to hide."
    dialog.count.setValue(3)
    assert box.isEnabled() and not box.isChecked()
    assert dialog.settings().open_sheets is False


def test_hidden_sheets_from_the_dialog_start_the_game_and_are_remembered(
    make_window, qtbot, data_dir
):
    window = make_window(players=[{"name": "Ana", "computer": None}] * 2)
    press(qtbot, window, Qt.Key.Key_N)
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.open_sheets.isChecked()
    box = dialog.open_sheets
    click(qtbot, box, QPoint(box.height() // 2, box.height() // 2))  # on its tick box
    assert not box.isChecked()
    click(qtbot, dialog.start_button)
    assert window.controller.game.rules.open_sheets is False
    assert window.controller.settings.open_sheets is False
    saved = json.loads((data_dir / "settings.json").read_text())
    assert saved["open_sheets"] is False
    press(qtbot, window, Qt.Key.Key_N)
    again = window.new_game_dialog
    qtbot.waitUntil(again.isVisible)
    assert not again.open_sheets.isChecked()


def test_the_dialog_grows_with_the_seats_and_shrinks_back(qtbot):
    dialog = shown_dialog(qtbot, Settings())
    qtbot.wait(20)
    one = dialog.height()
    dialog.count.setValue(4)
    qtbot.waitUntil(lambda: dialog.height() > one + 100)
    dialog.count.setValue(1)
    qtbot.waitUntil(lambda: abs(dialog.height() - one) <= 2)
    qtbot.wait(20)
    assert abs(dialog.height() - one) <= 2


def test_nothing_in_it_is_cut_off(qtbot):
    dialog = shown_dialog(qtbot, Settings(players=TWO, extra_five=ExtraFive.OFFICIAL))
    qtbot.wait(20)
    for note in (dialog.extra_five_meaning, dialog.open_sheets_meaning):
        assert note.height() >= note.heightForWidth(note.width())
    # Every control is within the visible form (no scrolling needed at two players).
    assert dialog.scroll_area.verticalScrollBar().maximum() == 0

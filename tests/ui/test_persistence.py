"""The game survives a relaunch; damaged files and unwritable folders never stop play."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from fivedice.app import build_window

from ..store.test_autosave import DAMAGES
from .conftest import shown, write_settings
from .helpers import press

K = Qt.Key


def relaunch(qtbot, window, folder):
    window.close()  # as the user quitting
    return shown(qtbot, build_window(folder))


def test_quit_and_relaunch_restores_the_game_exactly(make_window, qtbot, data_dir, clock):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Ben", "computer": None}]
    )
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)  # Ana fills a box
    press(qtbot, window, K.Key_Space)  # Ben rolls, holds two dice, rolls again
    press(qtbot, window, K.Key_1)
    press(qtbot, window, K.Key_4)
    press(qtbot, window, K.Key_R)
    clock.advance(0.5, window.controller)
    old = window.controller.game
    names = [d.accessibleName() for d in window.tray.dice]
    again = relaunch(qtbot, window, data_dir)
    game = again.controller.game
    assert game.dice == old.dice and game.held == old.held and game.rolls_left == 1
    assert game.current_player == 1 and game.card(0) == old.card(0)
    assert game.elapsed >= old.elapsed > 0.3
    assert [d.accessibleName() for d in again.tray.dice] == names
    assert again.tray.turn_label.text() == "Ben's turn"
    assert again.tray.roll_button.text() == "Roll again (1 left)"
    assert not again.notice_bar.isVisible()


def test_a_paused_game_comes_back_paused(make_window, qtbot, data_dir):
    window = make_window()
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_P)
    again = relaunch(qtbot, window, data_dir)
    assert (
        again.controller.game.paused
        and again.menu.actions["pause"].text().replace("&", "") == "Resume"
    )
    assert all(d.accessibleName().endswith("hidden while paused") for d in again.tray.dice)


def test_a_finished_game_is_not_restored(make_window, qtbot, data_dir):
    window = make_window()
    for _ in range(13):
        window.controller.roll()
        option = window.controller.game.options()[0]
        window.controller.fill(option.card, option.category)
    assert window.controller.game.is_over
    again = relaunch(qtbot, window, data_dir)
    assert not again.controller.game.is_over and not again.controller.game.actions


def test_a_damaged_save_is_set_aside_and_the_player_told_once(make_window, qtbot, data_dir):
    write_settings(data_dir)
    (data_dir / "autosave.json").write_text("{ not json", encoding="utf-8")
    window = make_window(settings=False)
    assert window.notice_bar.isVisible()
    message = window.notice_bar.text.text()
    assert "could not be restored" in message and "new game" in message
    assert list(data_dir.glob("autosave.json.damaged-*"))
    press(qtbot, window, K.Key_Space)  # the new game plays and saves
    assert json.loads((data_dir / "autosave.json").read_text())["game"]["actions"] == [["roll", []]]
    window.notice_bar.dismiss.click()
    assert not window.notice_bar.isVisible()
    again = relaunch(qtbot, window, data_dir)
    assert not again.notice_bar.isVisible()  # told once, not at every launch


def test_damaged_settings_fall_back_to_defaults_and_say_so(make_window, qtbot, data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text("[1, 2", encoding="utf-8")
    window = make_window(settings=False)
    assert "settings" in window.notice_bar.text.text().lower()
    assert [p.name for p in window.controller.game.players] == ["Player 1"]


def test_an_unwritable_folder_turns_saving_off_but_play_goes_on(qtbot, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    window = shown(qtbot, build_window(blocker / "data"))
    notices = [n for n in window.controller.notices if n.startswith("Saving is off")]
    assert len(notices) == 1
    assert window.notice_bar.isVisible() and window.notice_bar.text.text().startswith(
        "Saving is off"
    )
    for _ in range(3):
        press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)
    window.controller.update_settings(replace(window.controller.settings, color_scheme="dark"))
    assert len(window.controller.game.card(0)) == 1
    assert len([n for n in window.controller.notices if n.startswith("Saving is off")]) == 1
    assert window.notice_bar.messages.count(notices[0]) == 1
    window.close()


@pytest.mark.parametrize("damage", list(DAMAGES.values()), ids=list(DAMAGES))
def test_any_damaged_autosave_gives_a_fresh_game_one_message_and_keeps_the_history(
    make_window, qtbot, data_dir, damage
):
    from fivedice.core import Player
    from fivedice.store.history import History

    from ..core.helpers import finished

    write_settings(data_dir)
    history, _ = History.open(data_dir / "history.sqlite3")
    assert history is not None
    history.record(finished([Player("Ana")], seed=3))
    before = history.games()
    history.close()
    window = make_window(settings=False)
    press(qtbot, window, K.Key_Space)
    window.close()
    autosave = data_dir / "autosave.json"
    bad = damage(autosave.read_text(encoding="utf-8"))
    autosave.write_text(bad, encoding="latin-1")

    window = make_window(settings=False)
    game = window.controller.game
    assert game.actions == () and game.rolls_left == 3  # a fresh game, ready for its first roll
    assert len(window.controller.notices) == 1
    assert "could not be restored" in window.notice_bar.text.text()
    [aside] = data_dir.glob("autosave.json.damaged-*")
    assert aside.read_text(encoding="latin-1") == bad
    assert window.controller.history is not None
    assert window.controller.history.games() == before

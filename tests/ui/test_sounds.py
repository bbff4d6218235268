"""The game's sounds, heard through the silent backend: each event plays its sound, computers
play softer, the clock warns once, M and the setting switch sound off, and first paint never waits
for the sound device."""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import Qt

from fivedice.core import Category, Fill, Player, Rules
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.control.cues import COMPUTER_GAIN, cues_for
from fivedice.ui.control.snapshot import Change, Event, GameView

from .helpers import cell_center, click, press, scripted
from .stand_in import stand_in_factory

K = Qt.Key


def heard(window) -> list[str]:
    mixer = window.sounds.player.mixer
    return list(mixer.started) if mixer is not None else []


def wait_heard(qtbot, window, names: list[str]) -> None:
    qtbot.waitUntil(lambda: heard(window) == names, timeout=5000)


def sound_window(make_window, qtbot, **settings):
    window = make_window(sound=True, **settings)
    assert window.sounds.player.wait_ready(5)  # opened after the first paint
    return window


def test_rolls_holds_and_fills_are_heard(make_window, qtbot):
    window = sound_window(make_window, qtbot)
    press(qtbot, window, K.Key_Space)
    wait_heard(qtbot, window, ["roll"])
    press(qtbot, window, K.Key_1)
    press(qtbot, window, K.Key_1)
    wait_heard(qtbot, window, ["roll", "hold", "release"])
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, Category.CHANCE, 0, 0))
    wait_heard(qtbot, window, ["roll", "hold", "release", "fill"])


def test_sound_off_is_silent_and_logs_nothing(make_window, qtbot, caplog):
    caplog.set_level(logging.DEBUG, logger="fivedice.sound")
    window = make_window()  # the tests' settings: sound off
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_1)
    time.sleep(0.1)
    assert heard(window) == []
    assert not [r for r in caplog.records if r.name == "fivedice.sound"]


def test_m_switches_sound_off_and_on_and_it_is_remembered(make_window, qtbot, caplog):
    caplog.set_level(logging.DEBUG, logger="fivedice.sound")
    window = sound_window(make_window, qtbot)
    press(qtbot, window, K.Key_M)
    assert not window.controller.settings.sound
    assert not window.menu.actions["sound"].isChecked()
    press(qtbot, window, K.Key_Space)
    time.sleep(0.1)
    assert heard(window) == []
    assert "play roll" not in caplog.text
    press(qtbot, window, K.Key_M)
    assert window.controller.settings.sound and window.menu.actions["sound"].isChecked()
    press(qtbot, window, K.Key_1)
    wait_heard(qtbot, window, ["hold"])
    assert caplog.text.count("play hold") == 1


def test_a_computer_turn_is_heard_softer(make_window_with, qtbot):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben", "easy")),
        computer_speed="instant",
        animation=False,
        sound=True,
    )
    window = make_window_with(settings, stand_in_factory())
    assert window.sounds.player.wait_ready(5)
    seen: list[list[tuple[str, float]]] = []
    window.controller.changed.connect(lambda change: seen.append(cues_for(change)))
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)
    game = window.controller.game
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    bens = [cue for cues in seen[2:] for cue in cues]
    assert ("computer_fill", COMPUTER_GAIN) in bens
    assert all(gain == COMPUTER_GAIN for _, gain in bens)
    qtbot.waitUntil(lambda: "computer_fill" in heard(window), timeout=5000)


def test_the_clock_warns_once_at_thirty_seconds(make_window, qtbot, clock):
    window = sound_window(make_window, qtbot, time_budget_min=2)
    controller = window.controller
    press(qtbot, window, K.Key_Space)
    clock.advance(85, controller)  # 35 s left: quiet
    time.sleep(0.1)
    assert heard(window) == ["roll"]
    clock.advance(6, controller)  # 29 s left
    wait_heard(qtbot, window, ["roll", "warning"])
    clock.advance(10, controller)
    time.sleep(0.1)
    assert heard(window) == ["roll", "warning"]


def fill_change(fill: Fill, game) -> Change:  # type: ignore[no-untyped-def]
    return Change(GameView.of(game), Event.FILLED, fill=fill)


def test_bonus_five_of_a_kind_and_the_end_have_their_own_sounds():
    game = scripted([(6, 6, 6, 6, 6)], players=[Player("Ana"), Player("Ben", "easy")])
    game.roll()
    five = game.fill(Category.FIVE_KIND)
    assert cues_for(fill_change(five, game)) == [("fill", 1.0), ("five", 1.0)]
    bonus = Fill(0, 0, Category.SIXES, 24, 0, 35, 1)
    assert cues_for(fill_change(bonus, game)) == [("fill", 1.0), ("bonus", 1.0)]
    bens = Fill(1, 0, Category.SIXES, 24, 0, 35, 1)
    assert cues_for(fill_change(bens, game)) == [
        ("computer_fill", COMPUTER_GAIN),
        ("bonus", COMPUTER_GAIN),
    ]


def test_a_hidden_cards_bonus_is_not_heard():
    game = scripted(
        [(6, 6, 6, 6, 6)], Rules(open_sheets=False), [Player("Ben", "easy"), Player("Ana")]
    )
    game.roll()
    five = game.fill(Category.FIVE_KIND)  # Ben's card is hidden from Ana, on turn now
    assert cues_for(fill_change(five, game)) == [("computer_fill", COMPUTER_GAIN)]


def test_the_end_sounds_like_a_win_only_when_a_person_won():
    def finished(players: list[Player]):  # type: ignore[no-untyped-def]
        game = scripted(players=players, rules=Rules())
        while not game.is_over:
            game.roll()
            option = game.options()[0]
            last = game.fill(option.category, card=option.card)
        return cues_for(Change(GameView.of(game), Event.FILLED, fill=last))[-1]

    assert finished([Player("Ana")]) == ("win", 1.0)
    assert finished([Player("Bot", "easy")]) == ("game_over", 1.0)

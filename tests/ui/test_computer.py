"""Computer players: their turns play out step by step on screen, and Esc or a click skips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer

from fivedice.core import Category
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.control.snapshot import Change, Event

from .helpers import cell_center, click, press
from .stand_in import stand_in_factory

K = Qt.Key


def strategy_levels_available() -> bool:
    try:
        from fivedice.strategy import policy  # noqa: F401
    except ImportError:
        return False
    return True


def seats(*computers: str | None) -> tuple[PlayerSetting, ...]:
    names = ["Ana", "Ben", "Cleo", "Dan"]
    return tuple(PlayerSetting(names[i], c) for i, c in enumerate(computers))


def settings(*computers: str | None, speed: str = "instant") -> Settings:
    return Settings(players=seats(*computers), computer_speed=speed, animation=False)


def play_human_turn(qtbot, window) -> None:
    """Roll once and fill the first fillable box, with the keyboard."""
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Return)


def test_a_computer_turn_shows_each_roll_and_hold(make_window_with, qtbot):
    window = make_window_with(settings(None, "normal"), stand_in_factory())
    seen: list[tuple[str, tuple[int, ...], tuple[bool, ...], str]] = []

    def record(change: Change) -> None:
        if change.event in (Event.ROLLED, Event.HELD):
            kind = "roll" if change.event is Event.ROLLED else "hold"
            view = change.view
            seen.append((kind, view.dice, view.held, window.tray.turn_label.text()))

    window.controller.changed.connect(record)
    play_human_turn(qtbot, window)
    assert window.tray.turn_label.text() == "Ben's turn"
    assert window.tray.roll_button.text() == "Skip to the end (Esc)"
    game = window.controller.game
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    # Ben's turn, one step at a time: roll, hold die 1, hold die 2, roll, roll.
    bens = [s for s in seen if s[3] == "Ben's turn"]
    assert [s[0] for s in bens] == ["roll", "hold", "hold", "roll", "roll"]
    assert bens[2][2] == (True, True, False, False, False)
    assert bens[3][1][:2] == bens[0][1][:2]  # held dice kept their faces
    assert len(game.card(1)) == 1
    assert window.tray.turn_label.text() == "Ana's turn"


def test_esc_skips_to_the_end_of_the_computer_turn(make_window_with, qtbot):
    window = make_window_with(settings(None, "easy", speed="slow"), stand_in_factory())
    game = window.controller.game
    play_human_turn(qtbot, window)
    assert game.current_player == 1 and game.rolls_used == 0
    press(qtbot, window, K.Key_Escape)
    # At once, without waiting for the slow steps: Ben has filled a box, Ana is on turn.
    assert len(game.card(1)) == 1 and game.rolls_used == 0
    assert game.current_player == 0
    assert window.tray.turn_label.text() == "Ana's turn"
    assert window.tray.roll_button.text() == "Roll"
    assert not window.controller.computer_busy


def test_a_click_skips_the_computer_turn_too(make_window_with, qtbot):
    window = make_window_with(settings(None, "hard", speed="slow"), stand_in_factory())
    game = window.controller.game
    play_human_turn(qtbot, window)
    click(qtbot, window.tray)
    assert game.current_player == 0 and len(game.card(1)) == 1
    play_human_turn(qtbot, window)
    assert game.current_player == 1
    click(qtbot, window.scorecard.viewport(), cell_center(window.scorecard, Category.CHANCE, 0, 0))
    assert game.current_player == 0 and len(game.card(1)) == 2
    assert len(game.card(0)) == 2  # the click did not fill anything for Ana


def test_computers_wait_while_paused(make_window_with, qtbot):
    window = make_window_with(settings(None, "normal"), stand_in_factory())
    game = window.controller.game
    play_human_turn(qtbot, window)
    press(qtbot, window, K.Key_P)
    actions = len(game.actions)
    qtbot.wait(50)  # "instant" steps: many would have run by now
    assert len(game.actions) == actions and game.current_player == 1
    press(qtbot, window, K.Key_Escape)  # no skipping while paused either
    assert len(game.actions) == actions
    press(qtbot, window, K.Key_P)
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)


def test_several_computers_in_a_row_then_the_person(make_window_with, qtbot):
    window = make_window_with(settings(None, "easy", "normal", "hard"), stand_in_factory())
    game = window.controller.game
    play_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    assert [len(game.card(p)) for p in range(4)] == [1, 1, 1, 1]
    assert window.tray.turn_label.text() == "Ana's turn"


def test_a_broken_level_still_plays_and_says_so(make_window_with, qtbot):
    def broken(level: str):
        raise RuntimeError("no tables")

    window = make_window_with(settings(None, "hard"), broken)
    game = window.controller.game
    play_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=5000)
    assert len(game.card(1)) == 1
    assert window.notice_bar.isVisible()
    assert "strategy could not be loaded" in window.notice_bar.text.text()


@pytest.mark.skipif(not strategy_levels_available(), reason="fivedice.strategy has no policy yet")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_whole_game_against_each_level_at_the_fastest_speed(make_window, qtbot, level):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Robo", "computer": level}],
        computer_speed="instant",
    )
    game = window.controller.game
    # A side timer proves the window keeps answering while the computer plays: it can only
    # fire on the computer's turn if the turn is played in steps through the event loop.
    on_turn: list[int] = []
    side = QTimer(window)
    side.setInterval(1)
    side.timeout.connect(lambda: on_turn.append(game.current_player))
    side.start()
    for _ in range(13):
        assert window.tray.turn_label.text() == "Ana's turn"
        play_human_turn(qtbot, window)
        qtbot.waitUntil(lambda: game.current_player == 0 or game.is_over, timeout=20000)
    side.stop()
    assert game.is_over and len(game.card(1)) == 13
    assert 1 in on_turn, "the event loop never ran during the computer's turns"
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    totals = game.totals()
    headline = window.result_dialog.headline.text()
    if totals[0] == totals[1]:
        assert headline.startswith("It's a tie")
    else:
        winner = "Ana" if totals[0] > totals[1] else "Robo"
        assert headline == f"{winner} wins with {max(totals)} points"


@pytest.mark.skipif(not strategy_levels_available(), reason="fivedice.strategy has no policy yet")
def test_esc_skips_a_real_computer_turn(make_window, qtbot):
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Robo", "computer": "hard"}],
        computer_speed="slow",
    )
    game = window.controller.game
    play_human_turn(qtbot, window)
    assert game.current_player == 1  # the slow computer is thinking
    press(qtbot, window, K.Key_Escape)
    # No waiting: the key itself played the rest of the computer's turn.
    assert game.current_player == 0 and len(game.card(1)) == 1


@pytest.mark.skipif(not strategy_levels_available(), reason="fivedice.strategy has no policy yet")
def test_a_missing_hard_table_is_built_off_the_gui_thread(make_window, qtbot, monkeypatch):
    import threading

    import fivedice.strategy as strategy

    real_get_table = strategy.get_table
    built_on: list[str] = []
    halfway, go_on = threading.Event(), threading.Event()

    def get_table(rule, cache_dir=None, progress=None, *, use_packaged=True, allow_build=True):
        if not allow_build:
            raise strategy.TableError("missing")
        built_on.append(threading.current_thread().name)
        if progress is not None:
            progress(0.5)
        halfway.set()
        # A slow build, as on a first start without shipped tables: it goes on when the
        # test has seen the window answer during it.
        go_on.wait(timeout=10)
        return real_get_table(rule)

    monkeypatch.setattr(strategy, "get_table", get_table)
    window = make_window(
        players=[{"name": "Ana", "computer": None}, {"name": "Robo", "computer": "hard"}],
        computer_speed="instant",
    )
    game = window.controller.game
    during_build: list[bool] = []
    side = QTimer(window)
    side.setInterval(10)
    side.timeout.connect(
        lambda: during_build.append(
            window.controller.tables.is_building(game.rules.extra_five.value)
        )
    )
    side.start()
    play_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: "(50%)" in window.statusBar().currentMessage(), timeout=3000)
    assert game.current_player == 1 and halfway.is_set()
    qtbot.waitUntil(lambda: True in during_build, timeout=3000)
    go_on.set()
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=10000)
    side.stop()
    assert built_on and built_on[0] != threading.main_thread().name
    assert len(game.card(1)) == 1
    assert window.statusBar().currentMessage() == ""
    assert True in during_build, "the window did not answer while the table was built"

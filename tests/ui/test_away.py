"""A game left alone: the autosave is not written over and over for the clock alone, a computer
that slept does not charge its player for the sleep, and a minimised window pauses the game and
says so when it is back."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import fivedice.store.keeper as keeper_module
from fivedice.core import Game, Move, Player, Rules
from fivedice.play.clock import ASLEEP
from fivedice.store.autosave import load_game
from fivedice.store.paths import AppPaths
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.control.controller import GameController
from fivedice.ui.control.snapshot import Event
from fivedice.ui.control.table import HomeTable
from fivedice.ui.shell.away import MINIMISED
from fivedice.ui.shell.window import MainWindow

from .conftest import FakeClock, activate
from .helpers import finish, press

K = Qt.Key
TWO = (PlayerSetting("Ana"), PlayerSetting("Ben"))


def count_writes(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The game clock at every autosave written from now on."""
    writes: list[float] = []
    real = keeper_module.save_game

    def counted(path: Path, game: Any, meta: Any) -> None:
        writes.append(game.elapsed)
        real(path, game, meta)

    monkeypatch.setattr(keeper_module, "save_game", counted)
    return writes


@pytest.mark.parametrize(("budget_min", "most", "fewest"), [(None, 20, 19), (30, 300, 290)])
def test_a_game_left_open_is_saved_seldom_without_a_time_budget(
    qtbot, tmp_path, clock: FakeClock, monkeypatch, budget_min, most, fewest
):
    settings = Settings(players=TWO, time_budget_min=budget_min)
    controller = GameController(settings, paths=AppPaths.in_folder(tmp_path), clock=clock)
    writes = count_writes(monkeypatch)
    clock.advance(10 * 60, controller)  # ten minutes, Ana on turn thinking
    assert not controller.game.paused and controller.game.elapsed == 600
    # Once in 30 s of clock without a budget (a crash loses at most that much of the game's
    # time); with one, every 2 s still, so a crash loses next to nothing of the budget.
    assert fewest <= len(writes) <= most
    assert max(b - a for a, b in itertools.pairwise([0.0, *writes])) <= 600 / most
    controller.close()


def test_a_move_is_saved_at_once_without_a_time_budget(qtbot, tmp_path, clock: FakeClock):
    paths = AppPaths.in_folder(tmp_path)
    controller = GameController(Settings(players=TWO), paths=paths, clock=clock)
    clock.advance(3, controller)
    assert controller.roll()
    saved = load_game(paths.autosave_file).game
    assert saved is not None and saved.dice == controller.game.dice and saved.elapsed == 3
    controller.close()


def test_an_hour_asleep_with_a_time_budget_is_a_pause_not_a_drop_out(qtbot, clock: FakeClock):
    # The computer slept with Ana on turn (the monotonic clock counted the sleep); on waking the
    # clock timer reads an hour gone at once.
    controller = GameController(Settings(players=TWO, time_budget_min=2), clock=clock)
    seen: list[Event] = []
    controller.changed.connect(lambda change: seen.append(change.event))
    notices: list[str] = []
    controller.notice.connect(notices.append)
    clock.advance(10, controller)
    clock.jump(3600, controller)
    game = controller.game
    assert game.dropped == set() and game.current_player == 0
    assert game.time_left(0) == 110 and game.elapsed == 10  # the sleep is not charged
    assert game.paused and seen == [Event.PAUSED]
    assert notices == [ASLEEP] and controller.notices[-1] == ASLEEP
    clock.advance(60, controller)  # paused: nothing runs until the player resumes
    assert game.time_left(0) == 110
    assert controller.resume()
    clock.advance(1, controller)
    assert game.time_left(0) == 109 and notices == [ASLEEP]


def test_a_sleep_of_a_paused_or_finished_game_changes_nothing(qtbot, clock: FakeClock):
    controller = GameController(Settings(players=TWO, time_budget_min=2), clock=clock)
    notices: list[str] = []
    controller.notice.connect(notices.append)
    assert controller.pause()
    clock.jump(3600, controller)
    assert controller.resume() and notices == []
    finish(controller)
    clock.jump(3600, controller)
    assert controller.game.is_over and not controller.game.paused and notices == []


def test_pausing_just_after_a_sleep_charges_nothing_for_it(qtbot, clock: FakeClock):
    # The player's P came in before the clock timer's first reading after the sleep.
    controller = GameController(Settings(players=TWO, time_budget_min=2), clock=clock)
    clock.advance(5, controller)
    clock.now += 3600
    assert controller.pause()
    assert controller.game.time_left(0) == 115 and controller.notices == ()


def test_a_sleep_at_a_table_hosted_elsewhere_is_the_hosts_matter(qtbot, clock: FakeClock):
    controller = GameController(Settings(players=TWO, time_budget_min=2), clock=clock)
    table = Elsewhere()
    controller.start(
        Game.new([Player("Ana"), Player("Ben")], Rules(time_budget_s=120)), table=table
    )
    clock.jump(3600, controller)
    assert not controller.game.paused and table.asked == [] and controller.notices == ()


class Elsewhere(HomeTable):
    """A table hosted elsewhere, as the controller sees it: it notes what it is asked to send."""

    keeps_game = False
    networked = True

    def __init__(self) -> None:
        self.asked: list[object] = []

    def send(self, move: Move) -> bool:
        self.asked.append(move)
        return True

    def send_pause(self, paused: bool) -> bool:
        self.asked.append(("pause", paused))
        return True


# --------------------------------------------------------------------------- the window


def minimise(qtbot, window: MainWindow) -> None:
    """Minimise `window` as its title bar's button does (the window system's answer included)."""
    window.showMinimized()
    QApplication.processEvents()
    qtbot.waitUntil(window.isMinimized, timeout=2000)


def restore(qtbot, window: MainWindow) -> None:
    """Bring `window` back, shown and active, as a click on it in the task bar does."""
    window.showNormal()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.isMinimized(), timeout=2000)
    activate(qtbot, window)


def test_minimising_pauses_the_game_and_the_restored_window_says_so(make_window, qtbot, clock):
    window = make_window(players=[{"name": "Ana", "computer": None}], time_budget_min=5)
    controller = window.controller
    assert window.isActiveWindow() and window.isVisible()
    press(qtbot, window, K.Key_Space)
    clock.advance(2, controller)
    minimise(qtbot, window)
    assert controller.game.paused
    clock.advance(600, controller)  # ten minutes away: nothing is charged
    assert controller.game.time_left(0) == 298
    restore(qtbot, window)
    # The board is the paused one, and the message waits above it until dismissed.
    assert window.tray.turn_label.text() == "Paused"
    assert window.notice_bar.isVisible() and window.notice_bar.messages == (MINIMISED,)
    assert window.notice_bar.text.text() == MINIMISED
    assert window.last_announcement == MINIMISED  # said to screen readers on return
    press(qtbot, window, K.Key_P)  # resumed as any pause
    assert not controller.game.paused
    clock.advance(1, controller)
    assert controller.game.time_left(0) == 297


def test_minimising_a_paused_or_finished_game_says_nothing(make_window, qtbot):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    controller = window.controller
    assert controller.pause()
    minimise(qtbot, window)
    restore(qtbot, window)
    assert controller.notices == () and not window.notice_bar.isVisible()
    assert controller.resume()
    finish(controller)
    window.result_dialog.close()  # type: ignore[union-attr]
    minimise(qtbot, window)
    restore(qtbot, window)
    assert controller.game.is_over and not controller.game.paused
    assert controller.notices == ()


def test_a_game_resumed_while_minimised_is_not_said_paused_on_return(make_window, qtbot):
    window = make_window(players=[{"name": "Ana", "computer": None}])
    minimise(qtbot, window)
    assert window.controller.resume()  # (a window manager's own keys, a test)
    restore(qtbot, window)
    assert window.last_announcement != MINIMISED


def test_a_computer_only_game_pauses_too(make_window, qtbot):
    window = make_window(players=[{"name": "Robo", "computer": "easy"}], computer_speed="slow")
    minimise(qtbot, window)
    assert window.controller.game.paused and not window.controller.computer_busy


def test_minimising_does_not_pause_a_network_game(make_window, qtbot):
    # A table hosted here: the people elsewhere play on while the host's window is put away.
    window = make_window(players=[{"name": "Ana", "computer": None}])
    controller = window.controller
    controller.start(controller.game, table=HostedHere())
    minimise(qtbot, window)
    assert not controller.game.paused and controller.notices == ()
    restore(qtbot, window)


class HostedHere(HomeTable):
    """A network table this computer hosts, as the controller sees it (no network needed)."""

    networked = True


def test_the_computer_sleeping_in_a_shown_window_says_so(make_window, qtbot, clock):
    window = make_window(players=[{"name": "Ana", "computer": None}], time_budget_min=5)
    clock.jump(3600, window.controller)
    QApplication.processEvents()
    assert window.controller.game.paused and window.tray.turn_label.text() == "Paused"
    assert window.notice_bar.messages == (ASLEEP,)

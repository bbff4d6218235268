"""The controller on its own, without any widget: requests in, snapshots out."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from fivedice.core import Category, Player
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.controller import GameController
from fivedice.ui.snapshot import GameView

from .helpers import scripted
from .stand_in import stand_in_factory


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_requests_change_the_game_and_signals_carry_snapshots(qtbot):
    controller = GameController(Settings(), scripted([(2, 2, 3, 3, 3)]))
    seen: list[tuple[str, GameView]] = []
    controller.dice_rolled.connect(lambda v: seen.append(("rolled", v)))
    controller.hold_toggled.connect(lambda v, slot: seen.append((f"held {slot}", v)))
    controller.box_filled.connect(lambda v, fill: seen.append((f"filled {fill.points}", v)))
    controller.turn_started.connect(lambda v: seen.append(("turn", v)))
    assert controller.roll()
    assert controller.toggle_hold(4)
    assert controller.fill(0, Category.FULL_HOUSE)
    assert [name for name, _ in seen] == ["rolled", "held 4", "filled 25", "turn"]
    rolled = seen[0][1]
    assert rolled.dice == (2, 2, 3, 3, 3) and rolled.previews[(0, Category.FULL_HOUSE)] == 25
    assert seen[1][1].held == (False, False, False, False, True)
    assert seen[3][1].cards[0][0].box(Category.FULL_HOUSE) == 25 and seen[3][1].turn == 2
    with pytest.raises(FrozenInstanceError):
        rolled.dice = (1, 1, 1, 1, 1)  # type: ignore[misc]


def test_illegal_requests_are_refused_quietly(qtbot):
    controller = GameController(Settings(), scripted([(1, 2, 3, 4, 5)]))
    assert not controller.toggle_hold(0)  # before a roll
    assert not controller.fill(0, Category.CHANCE)
    assert not controller.undo()
    assert controller.roll()
    assert not controller.toggle_hold(7)
    assert controller.pause()
    assert not controller.roll() and not controller.undo() and not controller.fill(0, Category.ONES)
    assert controller.resume()


def test_the_clock_runs_only_while_playing(qtbot):
    clock = FakeClock()
    controller = GameController(Settings(), scripted(), clock=clock)
    ticks: list[float] = []
    controller.clock_ticked.connect(lambda v: ticks.append(v.elapsed))
    clock.now += 5
    qtbot.waitUntil(lambda: bool(ticks) and ticks[-1] == pytest.approx(5.0), timeout=2000)
    controller.pause()
    clock.now += 60
    qtbot.wait(400)
    assert controller.game.elapsed == pytest.approx(5.0)
    controller.resume()
    clock.now += 2
    qtbot.waitUntil(lambda: controller.game.elapsed == pytest.approx(7.0), timeout=2000)


def test_a_time_budget_running_out_moves_the_turn_on(qtbot):
    clock = FakeClock()
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben")), time_budget_min=2, animation=False
    )
    controller = GameController(settings, clock=clock)
    turns: list[GameView] = []
    controller.turn_started.connect(turns.append)
    clock.now += 121
    qtbot.waitUntil(lambda: bool(turns), timeout=2000)
    assert turns[-1].current == 1 and turns[-1].players[0].dropped
    assert turns[-1].whose_turn() == "Ben's turn"


def test_a_computer_turn_runs_on_a_timer_and_never_inside_the_request(qtbot):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Robo", "normal")), computer_speed="instant"
    )
    made: dict = {}
    controller = GameController(settings, policy_factory=stand_in_factory(made))
    controller.roll()
    controller.fill(0, Category.CHANCE)
    # The request returned with the computer only scheduled...
    assert controller.game.current_player == 1 and controller.computer_busy
    # ...and it plays on the event loop.
    qtbot.waitUntil(lambda: controller.game.current_player == 0, timeout=3000)
    assert made["normal"].calls >= 3


def test_a_policy_that_answers_nonsense_cannot_stall_the_game(qtbot):
    class Nonsense:
        def choose(self, game):
            return ("fill", 5, Category.CHANCE)

    settings = Settings(players=(PlayerSetting("Ana"), PlayerSetting("Robo", "easy")))
    settings = Settings(players=settings.players, computer_speed="instant")
    controller = GameController(settings, policy_factory=lambda level: Nonsense())
    controller.roll()
    controller.fill(0, Category.CHANCE)
    qtbot.waitUntil(lambda: controller.game.current_player == 0, timeout=3000)
    assert len(controller.game.card(1)) == 1


def test_new_game_and_restart(qtbot):
    controller = GameController(Settings(), scripted(players=[Player("Ana")]))
    started: list[GameView] = []
    controller.game_started.connect(started.append)
    controller.roll()
    controller.restart()
    assert started[-1].players[0].name == "Ana" and not started[-1].started
    controller.new_game(Settings(players=(PlayerSetting("Zoe"), PlayerSetting("Max"))))
    assert [p.name for p in started[-1].players] == ["Zoe", "Max"]
    assert controller.settings.players[1].name == "Max"


def test_pausing_as_the_last_time_budget_runs_out_ends_the_game_properly(qtbot, tmp_path):
    from fivedice.core import Game, Rules
    from fivedice.store.history import History
    from fivedice.store.paths import AppPaths

    clock = FakeClock()
    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file)
    game = Game.new([Player("Ana")], Rules(time_budget_s=120), seed=3)
    controller = GameController(Settings(), game, clock=clock, paths=paths, history=history)
    over: list[GameView] = []
    controller.game_over.connect(over.append)
    clock.now += 130  # Ana thinks too long, then reaches for Pause
    assert not controller.pause()
    assert controller.game.is_over and controller.game.dropped == {0}
    assert len(over) == 1 and history is not None and history.count() == 1


def test_a_hint_is_not_shown_while_paused(make_window_with, qtbot):
    window = make_window_with(Settings(players=(PlayerSetting("Ana"),), animation=False))
    window.controller.start(scripted([(6, 6, 6, 2, 1)]))
    window.controller.roll()
    assert window.controller.hint()
    assert any(die.suggested for die in window.tray.dice)
    window.controller.pause()
    assert not any(die.suggested for die in window.tray.dice)
    assert window.tray.hint_label.text().startswith("Paused")
    assert not window.hint_action.isEnabled()
    window.controller.resume()
    assert any(die.suggested for die in window.tray.dice)  # the same roll: the hint comes back

"""The controller on its own, without any widget: requests in, snapshots out."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from fivedice.core import Category, Player
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.control.controller import GameController
from fivedice.ui.control.snapshot import Change, Event, GameView

from .conftest import FakeClock
from .helpers import scripted
from .stand_in import stand_in_factory


def changes(controller: GameController) -> list[Change]:
    """Every change the controller reports from now on."""
    seen: list[Change] = []
    controller.changed.connect(seen.append)
    return seen


def test_each_request_reports_what_changed_with_a_snapshot(qtbot):
    controller = GameController(Settings(), scripted([(2, 2, 3, 3, 3)]))
    seen = changes(controller)
    assert controller.roll()
    assert controller.toggle_hold(4)
    assert controller.fill(0, Category.FULL_HOUSE)
    assert [c.event for c in seen] == [Event.ROLLED, Event.HELD, Event.FILLED]
    rolled, held, filled = seen
    assert rolled.view.dice == (2, 2, 3, 3, 3)
    assert rolled.view.previews[(0, Category.FULL_HOUSE)] == 25 and rolled.card_changed
    assert held.slot == 4 and held.view.held == (False, False, False, False, True)
    assert not held.card_changed  # the card is not redrawn for a held die
    assert filled.fill is not None and filled.fill.points == 25 and filled.turn_started
    assert filled.view.cards[0][0].box(Category.FULL_HOUSE) == 25 and filled.view.turn == 2
    with pytest.raises(FrozenInstanceError):
        rolled.view.dice = (1, 1, 1, 1, 1)  # type: ignore[misc]


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


def test_the_clock_runs_only_while_playing(qtbot, clock: FakeClock):
    controller = GameController(Settings(), scripted(), clock=clock)
    ticks: list[float] = []
    controller.clock_ticked.connect(lambda v: ticks.append(v.elapsed))
    clock.advance(5, controller)
    assert ticks[-1] == pytest.approx(5.0)
    controller.pause()
    shown = len(ticks)
    clock.advance(60, controller)
    assert controller.game.elapsed == pytest.approx(5.0) and len(ticks) == shown
    controller.resume()
    clock.advance(2, controller)
    assert controller.game.elapsed == pytest.approx(7.0)


def test_the_clock_timer_reads_the_clock_by_itself(qtbot, clock: FakeClock, monkeypatch):
    import fivedice.ui.control.controller

    monkeypatch.setattr(fivedice.ui.control.controller, "CLOCK_INTERVAL_MS", 10)  # no real waiting
    controller = GameController(Settings(), scripted(), clock=clock)
    clock.now += 3
    qtbot.waitUntil(lambda: controller.game.elapsed == pytest.approx(3.0), timeout=2000)


def test_a_time_budget_running_out_moves_the_turn_on(qtbot, clock: FakeClock):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Ben")), time_budget_min=2, animation=False
    )
    controller = GameController(settings, clock=clock)
    seen = changes(controller)
    clock.advance(121, controller)
    [dropped] = seen
    assert dropped.event is Event.DROPPED_OUT and dropped.turn_started
    assert dropped.view.current == 1 and dropped.view.players[0].dropped
    assert dropped.view.whose_turn() == "Ben's turn"


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
    controller.changed.connect(
        lambda change: change.event is Event.STARTED and started.append(change.view)
    )
    controller.roll()
    controller.restart()
    assert started[-1].players[0].name == "Ana" and not started[-1].started
    controller.new_game(Settings(players=(PlayerSetting("Zoe"), PlayerSetting("Max"))))
    assert [p.name for p in started[-1].players] == ["Zoe", "Max"]
    assert controller.settings.players[1].name == "Max"


def test_pausing_as_the_last_time_budget_runs_out_ends_the_game_properly(
    qtbot, tmp_path, clock: FakeClock
):
    from fivedice.core import Game, Rules
    from fivedice.store.history import History
    from fivedice.store.paths import AppPaths

    paths = AppPaths.in_folder(tmp_path)
    history, _ = History.open(paths.history_file)
    game = Game.new([Player("Ana")], Rules(time_budget_s=120), seed=3)
    controller = GameController(Settings(), game, clock=clock, paths=paths, history=history)
    seen = changes(controller)
    clock.advance(119.9, controller)  # Ana thinks too long...
    clock.now += 0.2  # ...then reaches for Pause between two readings of the clock
    assert not controller.pause()
    assert controller.game.is_over and controller.game.dropped == {0}
    over = [change for change in seen if change.game_over]
    assert len(over) == 1 and over[0].event is Event.DROPPED_OUT
    assert history is not None and history.count() == 1


def test_a_hint_is_not_shown_while_paused(make_window_with, qtbot):
    window = make_window_with(Settings(players=(PlayerSetting("Ana"),), animation=False))
    window.controller.start(scripted([(6, 6, 6, 2, 1)]))
    window.controller.roll()
    assert window.controller.coach.hint()
    assert any(die.suggested for die in window.tray.dice)
    window.controller.pause()
    assert not any(die.suggested for die in window.tray.dice)
    assert window.tray.hint_label.text().startswith("Paused")
    assert not window.menu.actions["hint"].isEnabled()
    window.controller.resume()
    assert any(die.suggested for die in window.tray.dice)  # the same roll: the hint comes back


def test_holds_are_saved_at_most_once_a_second_and_every_other_move_at_once(
    qtbot, tmp_path, clock: FakeClock, monkeypatch
):
    """A player (or a guest at a hosted table) clicking holds fast costs one write a second,
    not one a click; the last holds still reach the save within a second of play."""
    import json

    import fivedice.store.keeper as keeper_module
    from fivedice.store.paths import AppPaths

    writes: list[str] = []
    real = keeper_module.save_game

    def counted(path, game, meta):
        real(path, game, meta)
        writes.append(path.read_text(encoding="utf-8"))

    monkeypatch.setattr(keeper_module, "save_game", counted)
    paths = AppPaths.in_folder(tmp_path)
    controller = GameController(
        Settings(), scripted([(1, 2, 3, 4, 5)] * 3), clock=clock, paths=paths
    )
    assert controller.roll() and len(writes) == 1  # a roll is saved as it is made
    for i in range(200):  # two hundred clicks within a fifth of a second of play
        assert controller.toggle_hold(i % 5)
        clock.now += 0.001
    assert len(writes) == 1  # nothing yet: the roll was saved less than a second ago
    clock.advance(0.5, controller)
    assert len(writes) == 1
    clock.advance(0.5, controller)  # a second after the last save: the holds go in once
    assert len(writes) == 2
    assert json.loads(writes[-1])["game"]["state"]["held"] == []  # 200 toggles: all released
    clock.advance(1.0, controller)
    assert len(writes) == 2  # nothing new to save
    assert controller.toggle_hold(3) and len(writes) == 3  # a second on: saved at once
    assert controller.toggle_hold(3) and len(writes) == 3  # and the next waits again
    assert controller.roll() and len(writes) == 4  # a roll never waits
    saved = json.loads(writes[-1])["game"]
    assert saved["actions"] == [["roll", []], ["roll", []]]  # holds are not in the log
    clock.advance(5, controller)
    assert len(writes) == 4  # nothing was left to save

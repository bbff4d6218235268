"""The coach: hints, the analysis panel, coach mode, and assisted games marked in the history."""

from __future__ import annotations

import random
import sqlite3

import pytest
from PySide6.QtCore import Qt

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.strategy import advise

from .conftest import shown
from .helpers import finish, press, scripted

K = Qt.Key
C = Category


def solo(rule: ExtraFive = ExtraFive.OFF, **extra: object) -> Settings:
    return Settings(players=(PlayerSetting("Ana"),), extra_five=rule, animation=False, **extra)  # type: ignore[arg-type]


@pytest.mark.parametrize("rule", list(ExtraFive))
def test_hint_fills_the_large_straight_on_the_last_roll(make_window_with, qtbot, rule):
    window = make_window_with(solo(rule))
    window.controller.start(scripted([(2, 3, 4, 5, 6)] * 3, Rules(extra_five=rule)))
    for _ in range(3):
        press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_H)
    assert window.scorecard.selected == (0, C.LARGE_STRAIGHT)
    assert window.tray.hint_label.text().startswith("Best: fill Large Straight")
    press(qtbot, window, K.Key_Return)  # Enter takes the hinted box
    assert window.controller.game.card(0) == {C.LARGE_STRAIGHT: 40}
    assert window.controller.keeper.assisted


@pytest.mark.parametrize("rule", list(ExtraFive))
def test_hint_takes_five_of_a_kind_and_holds_the_sixes(make_window_with, qtbot, rule):
    window = make_window_with(solo(rule))
    window.controller.start(scripted([(6, 6, 6, 6, 6), (6, 6, 6, 2, 1)], Rules(extra_five=rule)))
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_H)
    assert window.scorecard.selected == (0, C.FIVE_KIND)  # stopping at once is best
    press(qtbot, window, K.Key_Return)
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_H)
    assert [die.suggested for die in window.tray.dice] == [True, True, True, False, False]
    assert window.tray.hint_label.text().startswith("Best: hold 6 6 6 and roll")
    press(qtbot, window, K.Key_1)  # following the hint keeps it on screen
    assert window.tray.dice[1].suggested


def test_hint_is_optimal_by_the_solvers_own_turn_evaluation(make_window_with, qtbot):
    """The hint (advisor + wording) against fivedice.strategy.turn: the table's values walked
    by a separate turn solver with the solver's own legality rules."""
    from fivedice.strategy import get_table
    from fivedice.strategy.dice import kept_dice
    from fivedice.strategy.turn import CardState, evaluate_turn

    rng = random.Random(5)
    window = make_window_with(solo())
    given = []
    window.controller.coach.hint_given.connect(given.append)
    for rule in ExtraFive:
        for _ in range(6):
            game = Game.new([Player("Ana")], Rules(extra_five=rule), seed=rng.randrange(10**9))
            for _ in range(rng.randrange(12)):
                game.roll()
                card, box = rng.choice(list(game.preview()))
                game.fill(box, card=card)
            for _ in range(rng.randrange(1, 4)):
                game.roll()
            window.controller.start(game)
            assert window.controller.coach.hint()
            hint = given[-1]
            state = CardState.from_scores([game.card(0).get(c) for c in Category])
            turn = evaluate_turn(get_table(rule.value), state, game.dice, game.rolls_left)
            values = sorted([h.value for h in turn.holds] + [b.value for b in turn.boxes])[::-1]
            if hint.action[0] == "fill":
                chosen = next(b.value for b in turn.boxes if b.box == int(hint.action[2]))
            else:
                kept = kept_dice(game.dice, hint.action[1])
                chosen = next(h.value for h in turn.holds if h.kept == kept)
            assert chosen == pytest.approx(values[0], abs=1e-3), (rule, game.dice, hint.text)
            assert hint.margin == pytest.approx(values[0] - values[1], abs=1e-3)


def test_analysis_panel_follows_the_dice_and_marks_the_current_choice(make_window_with, qtbot):
    window = make_window_with(solo())
    window.controller.start(scripted([(3, 3, 1, 5, 6)]))
    window.menu.actions["analysis"].trigger()
    assert window.analysis_panel.isVisible()
    panel = window.analysis_panel
    assert panel.rows() == 0 and "Roll" in panel.heading.whole_text()
    assert not window.controller.keeper.assisted  # no numbers shown yet
    press(qtbot, window, K.Key_Space)
    assert window.controller.keeper.assisted
    game = window.controller.game
    advice = advise(game)
    assert panel.rows() == len(advice.options)
    values = [float(panel.cell(r, 1)) for r in range(panel.rows())]
    assert values == sorted(values, reverse=True)
    assert values[0] == pytest.approx(advice.best_value, abs=0.005)
    assert "perfect play" in panel.heading.whole_text()
    [row] = panel.current_rows()
    assert panel.cell(row, 0) == "▶ reroll all five"
    press(qtbot, window, K.Key_1)
    press(qtbot, window, K.Key_2)
    [row] = panel.current_rows()
    assert panel.cell(row, 0) == "▶ hold 3 3 and roll"
    assert float(panel.cell(row, 1)) == pytest.approx(
        advise(game).value_of(("reroll", game.held)), abs=0.005
    )
    press(qtbot, window, K.Key_Down)  # selecting a box marks it too
    selected = window.scorecard.selected
    assert selected is not None
    marked = sorted(panel.cell(r, 0) for r in panel.current_rows())
    assert marked == sorted(["▶ hold 3 3 and roll", f"▶ {selected[1].label}"])


def test_several_cards_are_labelled_approximate(make_window_with, qtbot):
    window = make_window_with(solo(cards=2))
    window.menu.actions["analysis"].trigger()
    press(qtbot, window, K.Key_Space)
    assert "approximate" in window.analysis_panel.heading.whole_text()
    press(qtbot, window, K.Key_H)
    assert "approximate" in window.tray.hint_label.text()


def test_coach_mode_names_a_costly_move_and_stays_quiet_for_a_good_one(make_window_with, qtbot):
    window = make_window_with(solo(coach_mode=True, coach_threshold=2.0))
    window.controller.start(scripted([(6, 6, 6, 6, 6), (2, 3, 4, 5, 6)]))
    notes: list[str] = []
    window.controller.coach.noted.connect(notes.append)
    press(qtbot, window, K.Key_Space)
    window.controller.fill(0, C.CHANCE)  # five sixes in Chance: a big mistake
    assert len(notes) == 1
    assert notes[0].startswith("Coach: filling Chance cost about ")
    assert notes[0].endswith(" points. Best was to fill Five of a Kind.")
    assert window.tray.news.coach.text() == notes[0]  # shown whole, on the felt
    press(qtbot, window, K.Key_Space)
    window.controller.fill(0, C.LARGE_STRAIGHT)  # the best box: no note
    assert len(notes) == 1
    assert window.controller.keeper.assisted


def test_coach_mode_says_nothing_during_computer_turns(make_window_with, qtbot):
    settings = Settings(
        players=(PlayerSetting("Ana"), PlayerSetting("Bot", "easy")),
        animation=False,
        computer_speed="instant",
        coach_mode=True,
        coach_threshold=0.5,
    )
    window = make_window_with(settings)
    notes: list[str] = []
    window.controller.coach.noted.connect(notes.append)
    game = window.controller.game
    press(qtbot, window, K.Key_Space)
    best = advise(game).best
    if best[0] == "fill":
        window.controller.fill(best[1], best[2])
    else:
        window.controller.fill(*next(iter(game.preview())))
    ana_notes = len(notes)
    qtbot.waitUntil(lambda: game.current_player == 0, timeout=10000)
    assert len(notes) == ana_notes  # the Easy computer's many mistakes went unremarked


def test_a_hinted_game_is_marked_assisted_in_the_history(make_window_with, qtbot, data_dir):
    window = make_window_with(solo())
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_H)
    finish(window.controller)
    with sqlite3.connect(data_dir / "history.sqlite3") as db:
        assert db.execute("SELECT assisted FROM games").fetchall() == [(1,)]


def test_an_unassisted_game_is_not_marked(make_window_with, qtbot, data_dir):
    window = make_window_with(solo())
    controller = window.controller
    while not controller.game.is_over:
        controller.roll()
        option = controller.game.options()[0]
        controller.fill(option.card, option.category)
    with sqlite3.connect(data_dir / "history.sqlite3") as db:
        assert db.execute("SELECT assisted FROM games").fetchall() == [(0,)]


def test_the_analysis_panel_is_remembered(make_window, qtbot, data_dir):
    from fivedice.app import build_window

    window = make_window(players=[{"name": "Ana", "computer": None}])
    window.menu.actions["analysis"].trigger()
    assert window.controller.settings.show_analysis
    window.close()
    again = shown(qtbot, build_window(data_dir))
    assert again.analysis_panel.isVisible() and again.menu.actions["analysis"].isChecked()
    again.controller.roll()
    assert again.analysis_panel.rows() > 0
    again.close()

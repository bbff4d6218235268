"""The words at the end of a game and around it: the result's lines for an assisted game, the
end said once to a screen reader with who won and with what, and the coach's threshold in
Settings as a whole phrase beside a number with its unit."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivedice.core import Player
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.board.announce import announcement
from fivedice.ui.control.snapshot import Change, Event, GameView
from fivedice.ui.dialogs.preferences import SettingsDialog

from ..core.helpers import finished, tied_game
from .helpers import finish, press

K = Qt.Key


def test_a_best_set_with_a_hint_says_it_was_assisted(make_window_with, qtbot):
    window = make_window_with(Settings(players=(PlayerSetting("Ana"),), animation=False))
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_H)
    controller = window.controller
    finish(controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    total = controller.game.totals()[0]
    assert window.result_dialog.celebration.text().split("\n") == [
        f"First score for this kind of game, Solo · one card · extra five Off: Ana scored {total}.",
        "This game was played with help (hints), so the scoreboard marks it as assisted.",
    ]


def test_the_end_is_said_once_with_who_won_and_with_what():
    solo = GameView.of(finished([Player("Ana")], seed=3))
    total = solo.totals[0]
    assert announcement(Change(solo, Event.FILLED)) == f"Game over: Ana scored {total} points."
    duel = GameView.of(finished([Player("Ana"), Player("Ben")], seed=5))
    assert duel.outcome is not None
    winner = duel.players[duel.outcome.winners[0]].name
    said = announcement(Change(duel, Event.FILLED))
    assert said == f"Game over: {winner} wins with {max(duel.totals)} points."
    assert said.count("Game over") == 1
    tie = GameView.of(tied_game())
    assert tie.totals[0] == tie.totals[1]
    assert announcement(Change(tie, Event.FILLED)) == (
        f"Game over: a tie between Ana and Ben, {tie.totals[0]} points each."
    )


def test_the_coach_threshold_is_a_whole_phrase_and_a_number_with_its_unit(qtbot):
    dialog = SettingsDialog(Settings(coach_mode=True, coach_threshold=2.5))
    qtbot.addWidget(dialog)
    spin = dialog.threshold
    label = dialog.threshold_label
    # Alt+U (the underlined letter) reaches the spin box the phrase is about.
    assert label.text() == "Coach mode speaks &up when a move costs more than:"
    assert label.buddy() is spin
    dialog.show()
    qtbot.waitExposed(dialog)
    assert label.isVisible() and label.geometry().bottom() < spin.geometry().top()
    assert spin.suffix() == " points" and spin.text() == "2.5 points"
    assert spin.accessibleName() == (
        "Coach mode speaks up when a move costs more than this many points"
    )


def test_a_computer_out_of_time_is_listed_without_brackets_in_brackets(qtbot):
    from fivedice.core import Game, Rules
    from fivedice.ui.dialogs.result import ResultDialog

    game = Game.new([Player("Ana"), Player("Dex", "expert")], Rules(time_budget_s=60), seed=4)
    while not game.is_over:
        if game.current_player == 1:
            game.tick(61)  # Dex runs out of time on his first turn
            continue
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    dialog = ResultDialog(GameView.of(game), celebrations=("A line.",))
    qtbot.addWidget(dialog)
    table = dialog.table.text()
    assert "Dex (Expert), out of time" in table and ") (" not in table
    assert dialog.celebration.text() == "A line."

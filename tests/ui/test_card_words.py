"""What the card's Upper bonus cell says: "over par" explained where it shows (the cell's tooltip,
what a screen reader hears, the row's tooltip), and no par left on a card that stays as it is."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivedice.core import Category, Game, Player, Rules
from fivedice.ui.board.cardmodel import RowKind, ScorecardModel
from fivedice.ui.control.snapshot import GameView

from ..core.helpers import play, scripted

C = Category


def model_of(game: Game) -> ScorecardModel:
    model = ScorecardModel()
    model.set_view(GameView.of(game))
    return model


def bonus_cell(model: ScorecardModel, player: int = 0, role: int = Qt.ItemDataRole.DisplayRole):
    index = model.index(model.row_of(RowKind.UPPER_BONUS), model.column_of(player))
    return index.data(role)


def test_over_par_is_explained_in_the_cell_and_to_a_screen_reader(qapp):
    game = scripted()
    play(game, (4, 4, 4, 4, 1), C.FOURS)  # 16 where par is 12
    model = model_of(game)
    assert bonus_cell(model) == "+4 over par"
    why = (
        "Par is three dice of each face: 12 for the upper boxes filled so far, which hold 16. "
        "47 more points in Ones to Sixes earn the 35 bonus."
    )
    assert bonus_cell(model, role=Qt.ItemDataRole.ToolTipRole) == why
    assert bonus_cell(model, role=Qt.ItemDataRole.AccessibleDescriptionRole) == why
    assert bonus_cell(model, role=Qt.ItemDataRole.AccessibleTextRole) == (
        f"P1, Upper bonus, +4 over par. {why}"
    )
    heading = model.headerData(
        model.row_of(RowKind.UPPER_BONUS), Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole
    )
    assert "over par" in heading and "three dice of each face" in heading


def test_under_par_and_the_bonus_itself(qapp):
    game = scripted()
    play(game, (1, 2, 3, 5, 6), C.SIXES)  # 6 where par is 18
    model = model_of(game)
    assert bonus_cell(model) == "12 under par"
    assert (
        "Par is three dice of each face: 18 for the upper boxes filled so far, which hold 6."
        in (bonus_cell(model, role=Qt.ItemDataRole.ToolTipRole))
    )
    for dice, box in [((5,) * 5, C.FIVES), ((4,) * 5, C.FOURS), ((3,) * 5, C.THREES)]:
        play(game, dice, box)  # 6 + 25 + 20 + 15: 66, the bonus is earned
    model = model_of(game)
    assert bonus_cell(model) == "35"
    assert "filled so far, which" not in bonus_cell(model, role=Qt.ItemDataRole.ToolTipRole)
    assert bonus_cell(model, role=Qt.ItemDataRole.AccessibleTextRole) == "P1, Upper bonus, 35"


def test_a_player_out_of_time_shows_no_par_but_the_bonus_missed(qapp):
    game = scripted(players=[Player("Ana"), Player("Ben")], rules=Rules(time_budget_s=60))
    play(game, (4, 4, 4, 4, 1), C.FOURS)  # Ana: +4 over par
    game.tick(61)  # Ben runs out of time
    while not game.is_over:
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    view = GameView.of(game)
    assert view.players[1].dropped and not view.players[0].dropped
    model = model_of(game)
    assert bonus_cell(model, 1) == "0"  # Ben filled nothing, and never will: no bonus
    # Now the other way round: Ana is the one out of time, with an upper box filled.
    game = scripted(players=[Player("Ana"), Player("Ben")], rules=Rules(time_budget_s=60))
    play(game, (4, 4, 4, 4, 1), C.FOURS)
    play(game, (1, 1, 2, 3, 6), C.CHANCE)
    model = model_of(game)
    assert bonus_cell(model, 0) == "+4 over par"
    game.tick(61)  # Ana runs out of time on her second turn
    model = model_of(game)
    assert GameView.of(game).players[0].dropped
    assert bonus_cell(model, 0) == "0"  # her card stays as it is: no bonus, no par
    assert "filled so far, which" not in bonus_cell(model, 0, Qt.ItemDataRole.ToolTipRole)
    assert bonus_cell(model, 0, Qt.ItemDataRole.AccessibleTextRole) == ("Ana, Upper bonus, 0")

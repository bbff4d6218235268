"""Hidden score sheets are hidden on the wire (RULES.md §10): a guest is sent its own boxes, the
dice of every roll, and of the others' fills only that a box was filled (sealed), until the end
reveals every card. With open score sheets every box still goes to everyone."""

from __future__ import annotations

import json

import pytest

from fivedice.core import Category, Game, Rules
from fivedice.net import SeatSpec
from fivedice.net.mirror import MirrorGame
from fivedice.net.protocol import move_to_json, players_from_json, rules_from_json

from .helpers import Guest, Table

REMOTE = SeatSpec("remote")
BOX_KEYS = [c.key for c in Category]


@pytest.fixture
def played(qtbot):
    """A whole game of Ana and Ben (guests) and a computer, under the rules given."""
    made: list[Table] = []

    def play(rules: Rules) -> tuple[Table, Guest, Guest]:
        table = Table([REMOTE, SeatSpec("computer", level="easy"), REMOTE], rules)
        made.append(table)
        port = table.open()
        ana, ben = Guest("easy"), Guest("normal")
        ana.join(port, "Ana")
        ben.join(port, "Ben")
        qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
        table.host.start()
        with qtbot.waitSignals([ana.client.ended, ben.client.ended], timeout=30000):
            pass
        return table, ana, ben

    yield play
    for table in made:
        table.close()


def fillers(game: Game) -> dict[int, int]:
    """Move index -> the player who filled a box there, in `game`."""
    shadow, found = Game(game.players, game.rules, game.seed), {}
    for n, move in enumerate(game.actions):
        if move[0] == "fill":
            found[n] = shadow.current_player
        shadow.apply(move)
    return found


def before_the_end(wire: list[dict]) -> list[dict]:
    kinds = [m["type"] for m in wire]
    assert kinds.count("end") == 1
    return wire[: kinds.index("end")]


def test_a_guest_is_never_sent_another_seats_box_before_the_end(played):
    table, ana, _ = played(Rules(open_sheets=False))
    game = table.driver.game
    heard = before_the_end(ana.wire)
    moves = {m["n"]: m for m in heard if m["type"] == "move"}
    assert sorted(moves) == list(range(len(game.actions)))  # every move, rolls and holds too
    others = 0
    for n, player in fillers(game).items():
        if player == 0:  # Ana's own box: hers to know
            assert moves[n]["move"] == move_to_json(game.actions[n])
        else:
            others += 1
            assert moves[n] == {"type": "move", "n": n, "move": ["fill"], "seal": moves[n]["seal"]}
    assert others == 2 * 13
    # No box key anywhere but in Ana's own fills, and no score at all: nothing else to read.
    own = [m for n, m in moves.items() if fillers(game).get(n) == 0]
    rest = json.dumps([m for m in heard if m not in own])
    assert [key for key in BOX_KEYS if f'"{key}"' in rest] == []
    # Rebuilt from everything Ana was sent before the end: her card, and nothing of the others'.
    start = next(m for m in heard if m["type"] == "start")
    rebuilt = MirrorGame(
        players_from_json(start["players"]), rules_from_json(start["rules"]), start["seats"]
    )
    for m in sorted(moves.values(), key=lambda m: m["n"]):
        rebuilt.apply_remote(m["move"], m.get("faces"))
    assert rebuilt.is_over and rebuilt.unseen == frozenset({1, 2})
    assert rebuilt.cards(0) == game.cards(0)
    assert rebuilt.cards(1) == rebuilt.cards(2) == [{}] != game.cards(1)
    assert rebuilt.turns_taken(1) == rebuilt.turns_taken(2) == 13  # only that a box was filled


def test_the_end_reveals_every_card_and_the_guests_keep_the_very_game(played):
    table, ana, ben = played(Rules(open_sheets=False))
    game = table.driver.game
    for guest in (ana, ben):
        assert guest.said("ended") == [game]
        mirror = guest.client.mirror
        assert mirror.unseen == frozenset() and mirror.actions == game.actions
        assert [mirror.cards(p) for p in range(3)] == [game.cards(p) for p in range(3)]
        assert mirror.outcome() == game.outcome() and guest.said("error") == []
    # Ben was shown his own boxes as they were filled, and no one else's.
    shown = [m["move"] for m in before_the_end(ben.wire) if m["type"] == "move"]
    boxes = [m for m in shown if m[:1] == ["fill"] and len(m) == 3]
    assert boxes == [move_to_json(game.actions[n]) for n, p in fillers(game).items() if p == 2]


def test_with_open_score_sheets_every_box_goes_to_everyone(played):
    table, ana, ben = played(Rules())
    game = table.driver.game
    for guest in (ana, ben):
        heard = before_the_end(guest.wire)
        moves = [m for m in heard if m["type"] == "move"]
        assert [m["move"] for m in moves] == [move_to_json(move) for move in game.actions]
        assert not any("seal" in m for m in moves)
        assert guest.said("ended") == [game]

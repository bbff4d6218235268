"""Games played at a network table are marked so in the history, and in a game kept waiting."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from fivedice.core import Player
from fivedice.store.history import History, keep_for_later

from ..core.helpers import finished


def test_network_games_are_marked_and_earlier_ones_are_not(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history, _ = History.open(path)
    assert history is not None
    history.record(finished([Player("Ana"), Player("Ben")], seed=1))
    history.record(finished([Player("Ana"), Player("Ben")], seed=2), network=True)
    marks = {g.seats[0].total: g.network for g in history.recent_games()}
    assert sorted(marks.values()) == [False, True]
    history.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT seed, network FROM games ORDER BY seed").fetchall() == [
            (1, 0),
            (2, 1),
        ]


def test_a_network_game_waiting_beside_the_history_keeps_its_mark(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    game = finished([Player("Ana"), Player("Ben")], seed=3)
    keep_for_later(path, game, network=True)
    history, _ = History.open(path)
    assert history is not None
    history.flush()
    [recent] = history.recent_games()
    assert recent.network and history.load_game(recent.game_id) == game
    history.close()

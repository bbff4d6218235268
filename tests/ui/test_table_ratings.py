"""Ratings at a network table: each app tells the table its player's rating (never their ID),
and each records the game under its own profile, rated against the ratings told."""

from __future__ import annotations

from pathlib import Path

import pytest

from fivedice.core import Player, Rules
from fivedice.core.glicko import Rating, Result, update
from fivedice.store.history import History

from ..core.helpers import finished
from .test_network import LOOPBACK, open_table, play_my_turn, two_windows

__all__ = ["two_windows"]  # the fixture, used by name below


def rated_history(
    folder: Path, name: str, level: str, seeds: range
) -> tuple[float, float, str, float]:
    """A history at `folder` where `name` played rated games against `level`: their rating,
    its deviation, their secret ID and their rating's volatility."""
    history, problem = History.open(folder / "history.sqlite3")
    assert history is not None, problem
    for seed in seeds:
        history.record(finished([Player(name), Player("Bot", level)], Rules(), seed))
    [me] = history.profiles()
    secret = history.profile_secret(me.id)
    [volatility] = history._db.execute("SELECT volatility FROM profiles").fetchone()
    history.close()
    assert secret is not None
    return me.rating, me.rd, secret, volatility


def test_each_app_rates_its_own_player_against_the_rating_the_other_told(
    two_windows, qtbot, tmp_path
):
    ana = rated_history(tmp_path / "ana", "Ana", "hard", range(1, 4))
    ben = rated_history(tmp_path / "ben", "Ben", "easy", range(10, 16))
    host_window = two_windows("ana")
    guest_window = two_windows("ben")
    table = open_table(host_window, "4821")
    guest = guest_window.network.join(LOOPBACK, table.host.port, "Ben", "4821")
    qtbot.waitUntil(lambda: table.host.is_started, timeout=5000)
    qtbot.waitUntil(lambda: guest_window.controller.table is guest, timeout=5000)
    # The host heard Ben's rating, and nothing that could be his ID.
    told = {s.name: s.rating for s in table.host.seats}
    assert told["Ben"] == pytest.approx(ben[:2]) and told["Ana"] == pytest.approx(ana[:2])
    assert ben[2] not in repr(table.host.seats) and ana[2] not in repr(guest.client.ratings)
    assert [pytest.approx(r) for r in guest.client.ratings] == [ana[:2], ben[:2]]
    host, away = host_window.controller, guest_window.controller
    for turn in range(26):
        play_my_turn(qtbot, host_window if host.game.current_player == 0 else guest_window)
        qtbot.waitUntil(
            lambda n=turn + 1: sum(away.game.turns_taken(p) for p in (0, 1)) == n, timeout=5000
        )
    qtbot.waitUntil(lambda: guest_window.controller.view.is_over, timeout=5000)
    totals = host.game.totals()
    score = 1.0 if totals[0] > totals[1] else 0.5 if totals[0] == totals[1] else 0.0
    for folder, seat, mine, theirs, won in (
        ("ana", 0, ana, ben, score),
        ("ben", 1, ben, ana, 1.0 - score),
    ):
        history, _ = History.open(tmp_path / folder / "history.sqlite3")
        assert history is not None
        [game] = history.recent_games(1)
        assert game.network
        [change] = history.rating_changes(game.game_id)
        before = Rating(mine[0], mine[1], mine[3])
        expected = update(before, [Result(Rating(theirs[0], theirs[1]), won)])
        assert change.seat == seat and change.before == pytest.approx(mine[0])
        assert change.after == pytest.approx(expected.rating, abs=1e-6)
        assert [p.name for p in history.profiles()] == [folder.capitalize()]  # no guest profile
        history.close()

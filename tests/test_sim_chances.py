"""The simulator's calibration of the chances to win and its matches between levels."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import numpy as np
import pytest

from fivedice.core import ExtraFive, Rules
from fivedice.sim.contests import Calibration, by_level, match, outcome_shares, seats


def sim(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fivedice.sim", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def figures(*args: str) -> dict[str, Any]:
    done = sim(*args, "--json")
    assert done.returncode == 0, done.stderr
    data: dict[str, Any] = json.loads(done.stdout)
    return data


def test_calibration_prints_the_brier_score_and_ten_bins() -> None:
    data = figures(
        "--players", "2", "--level", "hard", "--games", "400", "--seed", "3", "--calibration",
        "--fast",
    )  # fmt: skip
    assert 0 < data["brier"] < 0.25
    bins = data["calibration"]
    assert len(bins) == 10
    assert sum(b["count"] for b in bins) == data["predictions"] == 400 * 13 * 2 * 2
    for i, b in enumerate(bins):
        assert i / 10 <= b["predicted"] <= (i + 1) / 10 and 0 <= b["observed"] <= 1
    assert data["mean_abs_error"] < 0.05  # 400 games: a rough check; the README has the figures


def test_calibration_of_the_per_game_engine() -> None:
    data = figures("--players", "2", "--level", "hard", "--games", "3", "--calibration")
    assert data["predictions"] == 3 * 13 * 2 * 2 and data["engine"] == "per-game"
    assert 0 <= data["brier"] <= 1


def test_a_match_prints_wins_draws_and_the_interval() -> None:
    data = figures("--match", "expert,hard", "--games", "300", "--seed", "2", "--fast")
    assert data["games"] == 300 and data["levels"] == ["expert", "hard"]
    assert sum(data["wins"]) + data["draws"] == 300
    lo, hi = data["ci95"]
    assert lo < data["win_rate"] < hi
    assert data["win_rate"] == pytest.approx((data["wins"][0] + data["draws"] / 2) / 300)


def test_a_match_of_the_per_game_engine_turns_the_seats_round() -> None:
    result = match(("expert", "hard"), Rules(ExtraFive.OFF), 4, seed=5)
    assert result.games == 4 and sum(result.wins) + result.draws == 4
    assert seats(("a", "b"), 0, 3).tolist() == [["a", "b"], ["b", "a"], ["a", "b"]]
    totals = np.array([[10, 20], [30, 40]])  # game 1 seats b first
    assert by_level(totals, 0).tolist() == [[10, 20], [40, 30]]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--calibration"], "--players 2 or more"),
        (["--fast", "--triple"], "one card"),
        (["--fast", "--level", "easy"], "not easy"),
        (["--match", "expert,hard", "--players", "3"], "--players is 3"),
        (["--match", "expert,perfect"], "perfect is not a computer level"),
    ],
)
def test_options_that_do_not_fit_are_refused_in_one_line(args: list[str], words: str) -> None:
    done = sim("--games", "3", *args)
    assert done.returncode == 2 and done.stdout == ""
    assert words in done.stderr.splitlines()[-1] and "Traceback" not in done.stderr


def test_outcomes_share_a_draw_and_calibration_bins_by_tenths() -> None:
    shares = outcome_shares(np.array([[5, 5, 1], [1, 2, 3]]))
    assert shares.tolist() == [[0.5, 0.5, 0.0], [0.0, 0.0, 1.0]]
    cal = Calibration()
    cal.add(np.array([0.05, 0.95, 1.0, 0.5]), np.array([0.0, 1.0, 1.0, 0.5]))
    assert [b["count"] for b in cal.bins()] == [1, 1, 2]
    assert cal.brier == pytest.approx(0.05**2 / 2)

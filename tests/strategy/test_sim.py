"""The headless simulator's command line and figures."""

from __future__ import annotations

import json
import subprocess
import sys

from fivedice.core import ExtraFive, Rules
from fivedice.sim import simulate, summarize


def test_json_output_has_the_figures() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "fivedice.sim",
            "--level",
            "easy",
            "--rules",
            "official",
            "--games",
            "30",
            "--seed",
            "1",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    data = json.loads(done.stdout)
    assert data["games"] == 30 and data["level"] == "easy" and data["rules"] == "official"
    assert data["min"] <= data["median"] <= data["max"]
    assert 0 <= data["upper_bonus_rate"] <= 1 and 0 <= data["five_kind_rate"] <= 1
    assert data["exact"] > 254 and isinstance(data["exact_in_ci95"], bool)
    assert data["games_per_second"] > 0


def test_text_output_for_the_triple_game() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "fivedice.sim", "--level", "normal", "--games", "3", "--triple"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert "Triple game" in done.stdout and "mean" in done.stdout
    assert "optimal expected score" not in done.stdout  # no exact value for three cards


def test_results_do_not_depend_on_the_number_of_workers() -> None:
    rules = Rules(ExtraFive.OFF)
    one, _ = simulate("easy", rules, 60, 8, workers=1)
    two, _ = simulate("easy", rules, 60, 8, workers=2)
    assert one == two
    summary = summarize("easy", rules, one, 1.0)
    assert summary.games == 60 and summary.exact is not None

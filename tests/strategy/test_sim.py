"""The headless simulator's command line and figures."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from typing import Any

import pytest

from fivedice.core import ExtraFive, Rules
from fivedice.sim import ProgressLine, cpu_count, simulate, summarize


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


def sim(*args: str, stderr: Any = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fivedice.sim", *args],
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("workers", ["0", "-2", "two"])
def test_workers_must_be_a_positive_number(workers: str) -> None:
    done = sim("--games", "3", f"--workers={workers}")
    assert done.returncode == 2 and done.stdout == ""
    last = done.stderr.splitlines()[-1]
    assert last.startswith("python -m fivedice.sim: error: argument --workers: ")
    assert "Traceback" not in done.stderr


def test_more_workers_than_cpus_are_as_many_as_the_cpus() -> None:
    most = cpu_count()
    done = sim("--level", "easy", "--games", "60", "--workers", str(most + 5), "--json")
    assert done.returncode == 0
    note = f"--workers {most + 5}: this machine has {most} CPUs, so {most} are used\n"
    assert done.stderr == note
    assert json.loads(done.stdout)["games"] == 60


def test_no_progress_when_stderr_is_not_a_terminal() -> None:
    done = sim("--level", "easy", "--games", "20")
    assert done.returncode == 0 and done.stderr == ""


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_progress_on_a_terminal() -> None:
    import pty

    leader, follower = pty.openpty()
    try:
        done = sim("--level", "easy", "--games", "20", stderr=follower)
    finally:
        os.close(follower)
    shown = b""
    try:
        while chunk := os.read(leader, 4096):
            shown += chunk
    except OSError:  # the terminal is closed once everything was read
        pass
    finally:
        os.close(leader)
    assert done.returncode == 0 and "mean" in done.stdout  # the figures still go to stdout
    text = shown.decode()
    assert text.startswith("\r1/20 games") and text.endswith("\r20/20 games\r\n")


def test_progress_is_rewritten_a_few_times_a_second_at_most() -> None:
    out = io.StringIO()
    now = [0.0]
    line = ProgressLine(out, 100, interval=0.25, clock=lambda: now[0])
    for done in range(1, 101):
        now[0] += 0.01  # a game each hundredth of a second: one line every 25 games
        line(done)
    writes = out.getvalue().split("\r")[1:]
    assert writes[0] == "1/100 games"
    assert writes[-1] == "100/100 games\n"  # the last always, and the line ends
    assert 4 <= len(writes) <= 6


def test_simulate_reports_every_game_played() -> None:
    seen: list[int] = []
    results, _ = simulate("easy", Rules(ExtraFive.OFF), 5, 3, progress=seen.append)
    assert seen == [1, 2, 3, 4, 5] and len(results) == 5

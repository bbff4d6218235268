"""The headless simulator: computer levels play many games, and the figures are printed.

* :mod:`~fivedice.sim.pergame`: the per-game simulator, the real game engine (the reference);
* :mod:`~fivedice.sim.fast`: the fast simulator, many games at once with NumPy;
* :mod:`~fivedice.sim.contests`: games of several players: calibration of the chances to win,
  matches between levels;
* :mod:`~fivedice.sim.batches`: a run split into batches (the seed of each game, processes);
* :mod:`~fivedice.sim.summary`: the figures and their lines of text;
* :mod:`~fivedice.sim.cli`: the command line, ``python -m fivedice.sim``.
"""

from __future__ import annotations

from fivedice.sim.batches import cpu_count, game_seed
from fivedice.sim.cli import ProgressLine, main
from fivedice.sim.contests import Calibration, MatchResult, calibrate, match
from fivedice.sim.fast import FAST_LEVELS, FastGames, play_fast, simulate_fast
from fivedice.sim.pergame import GameResult, play_game, play_players, simulate
from fivedice.sim.summary import Summary, summarize

__all__ = [
    "FAST_LEVELS",
    "Calibration",
    "FastGames",
    "GameResult",
    "MatchResult",
    "ProgressLine",
    "Summary",
    "calibrate",
    "cpu_count",
    "game_seed",
    "main",
    "match",
    "play_fast",
    "play_game",
    "play_players",
    "simulate",
    "simulate_fast",
    "summarize",
]

"""The computer levels' fixed ratings (plain values: a window may show them without loading the
history). :mod:`.ratings` rates games against them; they never change in play.
"""

from __future__ import annotations

from collections.abc import Mapping

# Measured with ``python benchmarks/anchor_ratings.py --games 20000`` (the simulator's
# ``--match`` between neighbouring levels, extra five Off, the seats turning round, the real
# game engine), Normal fixed at 1500: see that script for the figures and their intervals.
ANCHORS: Mapping[str, float] = {
    "easy": 1261.0,
    "normal": 1500.0,
    "hard": 1600.0,
    "expert": 1610.0,
}
"""The fixed rating of each computer level."""
ANCHOR_RD = 10.0
"""The deviation a computer level's rating is taken with: the measurement's 95% interval is
within this many points of it."""

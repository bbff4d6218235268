"""The computer levels' fixed ratings (plain values: a window may show them without loading the
history). :mod:`.ratings` rates games against them; they never change in play.
"""

from __future__ import annotations

from collections.abc import Mapping

# Measured with ``python benchmarks/anchor_ratings.py --games 20000 --seed 31`` (the
# simulator's ``--match`` between neighbouring levels, extra five Off, the seats turning round,
# the real game engine), Normal fixed at 1500. Each pair's share of the points (a draw half) and
# the difference it gives, with the 95% interval:
#   Normal vs Easy    15,910 wins, 3,979 losses, 111 draws: 0.7983, +239.0 (233.0 to 245.0)
#   Hard vs Normal    12,709 wins, 7,153 losses, 138 draws: 0.6389,  +99.1 (94.1 to 104.1)
#   Expert vs Hard    10,209 wins, 9,658 losses, 133 draws: 0.5138,   +9.6 (4.8 to 14.4)
# so Easy 1261.0 ±6.0, Hard 1599.1 ±5.0 and Expert 1608.7 ±6.9 (the chain's 95% interval).
ANCHORS: Mapping[str, float] = {
    "easy": 1261.0,
    "normal": 1500.0,
    "hard": 1599.0,
    "expert": 1609.0,
}
"""The fixed rating of each computer level."""
ANCHOR_RD = 10.0
"""The deviation a computer level's rating is taken with: the measurement's 95% interval is
within this many points of it."""

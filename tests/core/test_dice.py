"""Fixed dice: a fresh seed for every new game, and the same faces from the same seed forever
(a saved game and the history replay from them)."""

from __future__ import annotations

import subprocess
import sys

from fivedice.core.dice import SEED_LIMIT, face, new_seed, roll_faces


def test_new_seeds_are_in_range_and_differ() -> None:
    seeds = {new_seed() for _ in range(200)}
    assert all(isinstance(s, int) and 0 <= s < SEED_LIMIT for s in seeds)
    assert len(seeds) == 200  # 63 random bits: a repeat would be a broken source
    # Both halves of the range are reached (the top bit of the 63 is random too).
    assert any(s >= SEED_LIMIT // 2 for s in seeds) and any(s < SEED_LIMIT // 2 for s in seeds)


def test_the_faces_of_a_seed_never_change() -> None:
    # Games saved and recorded by earlier versions replay to the same dice.
    assert roll_faces(12345, 0, 0, 0) == (2, 3, 4, 1, 5)
    assert roll_faces(SEED_LIMIT - 1, 3, 12, 2) == (2, 4, 2, 3, 3)
    assert [face(12345, 0, 0, 0, slot) for slot in range(5)] == [2, 3, 4, 1, 5]


def test_a_new_game_needs_no_hashing_until_its_first_roll() -> None:
    code = (
        "import sys; from fivedice.core import Game, Player; game = Game.new([Player('Ana')]); "
        "before = 'hashlib' in sys.modules; game.roll(); "
        "print(before, 'hashlib' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"]

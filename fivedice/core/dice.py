"""Fixed dice (RULES.md §7): every face is a pure function of the game's seed and the moment.

Undoing a roll and rolling again gives the same faces, and a game replays exactly from its seed
and its actions, so undo cannot be used to fish for better dice.
"""

from __future__ import annotations

import os

SEED_LIMIT = 2**63
"""Seeds are 0 <= seed < SEED_LIMIT, so that every JSON reader keeps them exact."""


def new_seed() -> int:
    """A fresh random seed for a new game."""
    # 64 random bits from the system, the top 63 kept: uniform below SEED_LIMIT, as
    # secrets.randbelow(SEED_LIMIT) would give (the secrets module loads hashlib and OpenSSL,
    # which a new game's window need not wait for).
    return int.from_bytes(os.urandom(8), "little") >> 1


def roll_faces(seed: int, player: int, turn: int, roll: int) -> tuple[int, int, int, int, int]:
    """The faces the five die slots show on roll `roll` (0…2) of `player`'s turn `turn` (0-based).

    A held die keeps its face instead; the others take the face of their slot from here.
    """
    # Loaded with the first faces (a new game has none before its first roll).
    from hashlib import blake2b

    digest = blake2b(
        f"fivedice:{seed}:{player}:{turn}:{roll}".encode("ascii"), digest_size=40
    ).digest()
    # 2**64 is not a multiple of 6, but the bias is below 1e-18 per face.
    a, b, c, d, e = (int.from_bytes(digest[8 * i : 8 * i + 8], "little") % 6 + 1 for i in range(5))
    return (a, b, c, d, e)


def face(seed: int, player: int, turn: int, roll: int, slot: int) -> int:
    """The face die slot `slot` (0…4) shows when rolled at that moment."""
    return roll_faces(seed, player, turn, roll)[slot]

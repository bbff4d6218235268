"""Every legal placement of a final roll, for many cards at once (NumPy over cards).

The vectorised twin of :func:`fivedice.strategy.scoring.placements` and of the game's
own :func:`fivedice.core.box_options` for one card: the fast simulator and the Expert's
valuation of extra fives use it, and a test holds it to the game's legality and scores.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from fivedice.strategy.dice import ROLL_COUNTS
from fivedice.strategy.scoring import (
    CHANCE,
    EXTRA_FIVE_BONUS,
    FIVE_KIND,
    FIVE_KIND_SCORE,
    FOUR_KIND,
    JOKER_FIXED,
    N_BOXES,
    SCORES,
    THREE_KIND,
    UPPER_BONUS,
    UPPER_TARGET,
    check_rule,
)

__all__ = ["Placed", "place_all"]

_BITS = (1 << np.arange(N_BOXES, dtype=np.int64))[:, None]
_SUMS = (ROLL_COUNTS * np.arange(1, 7)).sum(axis=1)
_TOP = ROLL_COUNTS.max(axis=1)
_FACE = ROLL_COUNTS.argmax(axis=1)
#: Joker points of an extra five in each box, by face (13, 6): lower boxes only, else 0.
_JOKER = np.zeros((N_BOXES, 6), dtype=np.int64)
for _box in (THREE_KIND, FOUR_KIND, CHANCE):
    _JOKER[_box] = 5 * np.arange(1, 7)
for _box, _score in JOKER_FIXED.items():
    _JOKER[_box] = _score
_LOWER = np.arange(N_BOXES)[:, None] >= 6


@dataclass(frozen=True)
class Placed:
    """Each box (13 rows) for each card (columns): whether the roll may go there, and after.

    ``gain`` is what the entry adds to the card's total (points, upper bonus, extra-five
    bonus); (``mask``, ``upper``, ``flag``) is the card's state after it (upper capped at 63,
    ``flag`` 1 when the Five of a Kind box holds 50 under an extra-five rule).
    """

    legal: np.ndarray
    points: np.ndarray
    gain: np.ndarray
    mask: np.ndarray
    upper: np.ndarray
    flag: np.ndarray


def place_all(
    rule: str, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray, roll: np.ndarray
) -> Placed:
    """Every box for each card in state (``mask``, ``upper``, ``flag``) with final roll ``roll``.

    ``roll`` holds indices 0..251 of the rolls (:data:`~fivedice.strategy.dice.MULTISETS`
    order of the five-dice multisets); every argument is an array with one entry per card.
    """
    check_rule(rule)
    mask = np.asarray(mask, dtype=np.int64)
    upper = np.asarray(upper, dtype=np.int64)
    flag = np.asarray(flag, dtype=np.int64)
    roll = np.asarray(roll, dtype=np.int64)
    is_open = (mask & _BITS) == 0  # (13, n)
    points = SCORES[:, roll].copy()
    legal = is_open.copy()
    extra_bonus = np.zeros(len(mask), dtype=np.int64)
    if rule != "off":
        face = _FACE[roll]
        extra = (mask >> FIVE_KIND & 1 == 1) & (_TOP[roll] == 5)
        joker = _JOKER[:, face]
        if rule == "official":
            face_open = (mask >> face & 1) == 0
            lower_open = (is_open & _LOWER).any(axis=0)
            forced = extra & face_open
            to_lower = extra & ~face_open & lower_open
            to_upper = extra & ~face_open & ~lower_open
            legal = np.where(forced, np.arange(N_BOXES)[:, None] == face, legal)
            legal = np.where(to_lower, is_open & _LOWER, legal)
            legal = np.where(to_upper, is_open & ~_LOWER, legal)
            points = np.where(to_lower, joker, points)
            points = np.where(to_upper, 0, points)
            extra_bonus = np.where(extra & (flag == 1), EXTRA_FIVE_BONUS, 0)
        else:  # free: a joker only while the Five of a Kind box holds 50
            free = extra & (flag == 1)
            points = np.where(free & _LOWER, joker, points)
            extra_bonus = np.where(free, EXTRA_FIVE_BONUS, 0)
    is_upper = np.arange(N_BOXES)[:, None] < 6
    reached = is_upper & (upper < UPPER_TARGET) & (upper + points >= UPPER_TARGET)
    gain = points + extra_bonus + np.where(reached, UPPER_BONUS, 0)
    new_upper = np.where(is_upper, np.minimum(upper + points, UPPER_TARGET), upper)
    new_flag = np.broadcast_to(flag, points.shape).copy()
    if rule != "off":
        new_flag[FIVE_KIND] = points[FIVE_KIND] == FIVE_KIND_SCORE
    return Placed(legal, points, gain, mask | _BITS, new_upper, new_flag)

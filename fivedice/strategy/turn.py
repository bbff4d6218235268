"""Exact evaluation of the options within one turn of one card.

Given a solved :class:`~fivedice.strategy.valuetables.ValueTable`, the state of a card,
the dice and the number of rolls left in the turn, :func:`evaluate_turn` gives
the expected future score of every distinct hold (while a reroll remains) and of
every legal box for the dice as they stand.  "Future" means every point still to
come on this card, bonuses included, and counting the box being filled now; the
points already on the card are not included.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from fivedice.core import Held
from fivedice.core.game import ROLLS_PER_TURN
from fivedice.strategy.dice import (
    HOLD_PATTERNS,
    SIZE_OFFSETS,
    counts_of,
    kept_dice,
    multiset_index,
)
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.scoring import (
    FIVE_KIND,
    FIVE_KIND_SCORE,
    FULL_MASK,
    N_BOXES,
    UPPER_TARGET,
    placements,
)
from fivedice.strategy.turnsolver import TurnSolver
from fivedice.strategy.valuetables import ValueTable

__all__ = [
    "BoxOption",
    "CardState",
    "HoldOption",
    "TurnAdvice",
    "evaluate_turn",
    "state_columns",
]


@dataclass(frozen=True)
class CardState:
    """What the solver needs to know about one card at the start of a turn.

    ``mask`` has bit ``i`` set when box ``i`` (card order) is filled, ``upper`` is
    the upper total (Ones..Sixes, not capped), ``five50`` whether the Five of a
    Kind box holds 50.
    """

    mask: int
    upper: int
    five50: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.mask < 1 << N_BOXES:
            raise ValueError(f"bad box mask {self.mask!r}")
        if self.upper < 0:
            raise ValueError(f"bad upper total {self.upper!r}")
        if self.five50 and not self.mask >> FIVE_KIND & 1:
            raise ValueError("the Five of a Kind box cannot hold 50 while open")

    @classmethod
    def from_scores(cls, scores: Sequence[int | None]) -> CardState:
        """Build the state from the 13 box scores in card order (``None`` = open)."""
        if len(scores) != N_BOXES:
            raise ValueError(f"a card has {N_BOXES} boxes, not {len(scores)}")
        mask = sum(1 << i for i, s in enumerate(scores) if s is not None)
        upper = sum(s for s in scores[:6] if s is not None)
        return cls(mask, upper, scores[FIVE_KIND] == FIVE_KIND_SCORE)

    @property
    def capped_upper(self) -> int:
        """The upper total as the tables index it (capped at 63)."""
        return min(self.upper, UPPER_TARGET)

    def is_open(self, box: int) -> bool:
        """Whether ``box`` is still open."""
        return not self.mask >> box & 1

    @property
    def key(self) -> tuple[int, int, bool]:
        """``(mask, upper, five50)``, as
        :meth:`ValueTable.value <fivedice.strategy.valuetables.ValueTable.value>` and
        :meth:`Spread.variance <fivedice.strategy.valuetables.Spread.variance>` take them."""
        return self.mask, self.upper, self.five50

    def after(self, box: int, points: int) -> CardState:
        """The state once ``points`` are entered in the open ``box``."""
        return CardState(
            self.mask | 1 << box,
            self.upper + points if box < 6 else self.upper,
            self.five50 or (box == FIVE_KIND and points == FIVE_KIND_SCORE),
        )


def state_columns(
    states: Sequence[CardState], table: ValueTable
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The solver's view of card states: (mask, capped upper total, flag), one int64 array
    each, the flag as ``table`` indexes it (0 without an extra-five rule)."""
    flag_axis = table.values.shape[2] == 2
    return (
        np.array([s.mask for s in states], dtype=np.int64),
        np.array([s.capped_upper for s in states], dtype=np.int64),
        np.array([int(s.five50 and flag_axis) for s in states], dtype=np.int64),
    )


@dataclass(frozen=True)
class HoldOption:
    """One distinct hold: the dice kept for a reroll, and its expected future score.

    ``patterns`` lists every hold pattern (5 flags, one per die slot) that keeps
    the same dice; ``held`` is the first of them.
    """

    held: Held
    kept: tuple[int, ...]
    value: float
    patterns: tuple[Held, ...]


@dataclass(frozen=True)
class BoxOption:
    """Filling ``box`` with the dice as they stand.

    ``points`` go into the box, ``bonus`` is the upper or extra-five bonus this
    entry earns, and ``value`` is points + bonus + the expected rest of the card.
    """

    box: int
    points: int
    bonus: int
    value: float


@dataclass(frozen=True)
class TurnAdvice:
    """All options of one mid-turn situation, each list best first."""

    holds: tuple[HoldOption, ...]
    boxes: tuple[BoxOption, ...]

    @property
    def best_value(self) -> float:
        """The value of the best option (hold or box)."""
        best = self.boxes[0].value
        if self.holds:
            best = max(best, self.holds[0].value)
        return best


def _box_options(table: ValueTable, state: CardState, counts: tuple[int, ...]) -> list[BoxOption]:
    out = []
    for p in placements(table.rule, state.mask, state.capped_upper, state.five50, counts):
        after = table.value(p.mask, p.upper, p.five50)
        out.append(BoxOption(p.box, p.points, p.bonus, p.points + p.bonus + after))
    out.sort(key=lambda o: (-o.value, o.box))
    return out


def _keep_values(
    table: ValueTable, state: CardState, rerolls: int
) -> tuple[list[np.ndarray], float]:
    """Keep values (by size, internal order, relative to ``z``) with ``rerolls`` rerolls left."""
    solver = TurnSolver(table.rule, table.values64(), dtype=np.float64)
    w, z = solver.final_values(*state_columns([state], table))
    ws = solver.work(1)
    r = w
    for layer in range(rerolls - 1):
        r = solver.best_keeps(solver.keep_values(r, ws.exp), ws.best[layer])
    exp = solver.keep_values(r, ws.exp)
    return [e[:, 0].copy() for e in exp], float(z[0])


def evaluate_turn(
    table: ValueTable, state: CardState, dice: Sequence[int], rolls_left: int
) -> TurnAdvice:
    """Value every distinct hold (if ``rolls_left`` > 0) and every legal box for ``dice``.

    ``dice`` are the five faces as they stand (slot order matters only for the
    hold patterns); ``rolls_left`` is how many rerolls the turn still allows (0-2).
    """
    if len(dice) != 5:
        raise ValueError(f"five dice needed, got {len(dice)}")
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0, 1 or 2, not {rolls_left!r}")
    if state.mask == FULL_MASK:
        raise ValueError("the card is full")
    counts = counts_of(tuple(dice))
    boxes = _box_options(table, state, counts)
    holds: list[HoldOption] = []
    if rolls_left:
        exp, z = _keep_values(table, state, rolls_left)
        groups: dict[tuple[int, ...], list[Held]] = {}
        for pattern in HOLD_PATTERNS:
            if all(pattern):
                continue  # holding everything is no reroll
            kept = kept_dice(dice, pattern)
            groups.setdefault(kept, []).append(pattern)
        for kept, patterns in groups.items():
            size = len(kept)
            local = multiset_index(counts_of(kept)) - SIZE_OFFSETS[size]
            value = float(exp[size][LAYOUT.pos[size][local]]) + z
            holds.append(HoldOption(patterns[0], kept, value, tuple(patterns)))
        holds.sort(key=lambda o: (-o.value, -len(o.kept), o.kept))
    return TurnAdvice(tuple(holds), tuple(boxes))

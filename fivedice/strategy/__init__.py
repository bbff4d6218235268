"""Perfect play for Five Dice: the exact one-card solver, its tables and the turn evaluator.

The solver (:mod:`.solver`) computes the optimal expected future score of every
start-of-turn state of one card under each extra-five rule; the tables
(:mod:`.tables`) ship those values inside the package; :mod:`.turn` values every
hold and every box of one situation from a table.
"""

from __future__ import annotations

from fivedice.strategy.scoring import RULES
from fivedice.strategy.tables import Table, TableError, get_table
from fivedice.strategy.turn import BoxOption, CardState, HoldOption, TurnAdvice, evaluate_turn

__all__ = [
    "RULES",
    "BoxOption",
    "CardState",
    "HoldOption",
    "Table",
    "TableError",
    "TurnAdvice",
    "evaluate_turn",
    "get_table",
]

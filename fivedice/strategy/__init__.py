"""Perfect play for Five Dice: the exact solver, its tables, the advisor and the computer levels.

The solver (:mod:`.solver`) computes the optimal expected future score of every
start-of-turn state of one card under each extra-five rule; the tables
(:mod:`.valuetables`) ship those values inside the package; :mod:`.turn` values every
hold and every box of one situation; :mod:`.advisor` gives the expected final
score of every option of a game's player on turn; :mod:`.levels` holds the
computer players.

Public API::

    expected_score(ExtraFive.OFFICIAL) -> float
    advise(game) -> Advice
    win_chances(game) -> list[float]
    policy("easy" | "normal" | "hard" | "expert").choose(game) -> Action

``Action`` and ``Policy`` are defined in :mod:`fivedice.core` and re-exported here.
"""

from __future__ import annotations

from fivedice.strategy.advisor import Action, Advice, advise, expected_score, rule_name
from fivedice.strategy.chances import win_chances
from fivedice.strategy.levels import Policy, perform, policy, set_holds
from fivedice.strategy.scoring import RULES
from fivedice.strategy.turn import BoxOption, CardState, HoldOption, TurnAdvice, evaluate_turn
from fivedice.strategy.valuetables import (
    Spread,
    TableError,
    ValueTable,
    get_spread,
    get_table,
    set_default_cache_dir,
)

__all__ = [
    "RULES",
    "Action",
    "Advice",
    "BoxOption",
    "CardState",
    "HoldOption",
    "Policy",
    "Spread",
    "TableError",
    "TurnAdvice",
    "ValueTable",
    "advise",
    "evaluate_turn",
    "expected_score",
    "get_spread",
    "get_table",
    "perform",
    "policy",
    "rule_name",
    "set_default_cache_dir",
    "set_holds",
    "win_chances",
]

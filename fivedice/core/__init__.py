"""The rules engine of Five Dice: scoring, the extra-five rules, turns, undo, clocks, saves.

Pure Python: no Qt, no files, no clock of its own. Everything else in Five Dice stands on it.
"""

from __future__ import annotations

from .actions import (
    Action,
    DropMove,
    FillAction,
    FillMove,
    Held,
    HoldMove,
    Logged,
    Move,
    RerollAction,
    RollAction,
    RolledMove,
    RollMove,
)
from .dice import face, new_seed, roll_faces
from .errors import IllegalMove, SaveFormatError
from .game import CardSummary, Fill, Game, Outcome
from .policy import Policy, safe_action
from .rules import (
    COMPUTER_LEVELS,
    MAX_PLAYERS,
    ExtraFive,
    Option,
    Player,
    Rules,
    box_options,
    level_name,
)
from .scoring import (
    EXTRA_FIVE_BONUS,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Category,
    is_five_kind,
    joker_score,
    score,
)

__all__ = [
    "COMPUTER_LEVELS",
    "EXTRA_FIVE_BONUS",
    "MAX_PLAYERS",
    "UPPER_BONUS",
    "UPPER_BONUS_THRESHOLD",
    "Action",
    "CardSummary",
    "Category",
    "DropMove",
    "ExtraFive",
    "Fill",
    "FillAction",
    "FillMove",
    "Game",
    "Held",
    "HoldMove",
    "IllegalMove",
    "Logged",
    "Move",
    "Option",
    "Outcome",
    "Player",
    "Policy",
    "RerollAction",
    "RollAction",
    "RollMove",
    "RolledMove",
    "Rules",
    "SaveFormatError",
    "box_options",
    "face",
    "is_five_kind",
    "joker_score",
    "level_name",
    "new_seed",
    "roll_faces",
    "safe_action",
    "score",
]

"""What a player decides (:data:`Action`) and what a game logs (:data:`Move`).

Two vocabularies, on purpose. An *action* is one decision as a player sees it: roll, keep these
dice and roll the rest, or fill that box. Policies (the computer levels), the advisor, the review
and the coach all speak in actions. A *move* is one step as :class:`~fivedice.core.game.Game`
takes it: a reroll decision is several moves (a hold toggled per die that changes, then a roll),
and a drop-out is a move no one decides. The game's *log* keeps fewer steps than it takes: a
hold toggled between rolls is state, not history, so the log holds each roll with the dice held
at that moment (:data:`RolledMove`), the fills and the drop-outs (:data:`Logged`); that is what a
save replays and a network table tells its guests.

Both are unions of tuples tagged by a literal first item. Mypy narrows such a union on
``x[0] == "fill"`` (and ``len(x)``), so code that branches on the tag gets exact types for the
other items without casts; a plain ``tuple[Any, ...]`` would have let a misspelled tag or a
missing item through unnoticed. The shapes stay plain tuples (not classes) because they are
compared, printed and written to saves as they are.
"""

from __future__ import annotations

from typing import Literal, TypeAlias

from .scoring import Category

__all__ = [
    "Action",
    "DropMove",
    "FillAction",
    "FillMove",
    "Held",
    "HoldMove",
    "Logged",
    "Move",
    "RerollAction",
    "RollAction",
    "RollMove",
    "RolledMove",
]

Held: TypeAlias = tuple[bool, bool, bool, bool, bool]
"""Five flags, one per die slot (0…4): True keeps that die's face for the next roll."""

# ----------------------------------------------------------------------- decisions (actions)

RollAction: TypeAlias = tuple[Literal["roll"]]
"""``("roll",)``: roll the dice not held; before the turn's first roll the only choice."""
RerollAction: TypeAlias = tuple[Literal["reroll"], Held]
"""``("reroll", held)``: keep exactly the dice flagged in `held`, roll the others (rolls left)."""
FillAction: TypeAlias = tuple[Literal["fill"], int, Category]
"""``("fill", card, box)``: write the dice in `box` of card `card` (0-based); ends the turn."""

Action: TypeAlias = RollAction | RerollAction | FillAction
"""One decision of the player on turn, as policies, the advisor, the review and the coach name it.

Carried out by :func:`fivedice.strategy.perform` (a reroll becomes hold toggles and a roll).
"""

# --------------------------------------------------------------------- logged steps (moves)

RollMove: TypeAlias = tuple[Literal["roll"]]
"""``("roll",)``: roll the dice not held."""
RolledMove: TypeAlias = tuple[Literal["roll"], Held]
"""``("roll", held)``: the dice not flagged in `held` were rolled (a roll as the log keeps it:
with the dice held at that moment, none at a turn's first roll). Taken again, it sets the holds
to `held` and rolls."""
HoldMove: TypeAlias = tuple[Literal["hold"], int]
"""``("hold", slot)``: hold or release die `slot` (0…4) for the next roll (a toggle; not logged)."""
FillMove: TypeAlias = tuple[Literal["fill"], int, Category]
"""``("fill", card, box)``: the dice were written in `box` of card `card`; the turn ended."""
DropMove: TypeAlias = tuple[Literal["drop"], int]
"""``("drop", player)``: `player`'s time budget ran out on their turn; they left the game."""

Logged: TypeAlias = RolledMove | FillMove | DropMove
"""One step a game took, as :attr:`Game.actions` lists it and a save stores it."""

Move: TypeAlias = RollMove | HoldMove | FillMove | DropMove | RolledMove
"""One step a game can take: :meth:`Game.apply` takes any (a logged one too, so
:meth:`Game.replay` takes a whole log from the seed)."""

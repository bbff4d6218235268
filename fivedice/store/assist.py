"""How a game was helped: the mark an assisted game carries in the autosave and the history.

Kept apart from the history's values (:mod:`.records`), as the game in progress notes it from
its first hint on, long before any history is read.
"""

from __future__ import annotations

from enum import IntFlag

from fivedice.words import translate


class Assist(IntFlag):
    """Why a game counts as assisted (kept as a number in saves and in the history)."""

    NONE = 0
    HINTS = 1
    """The coach helped: a hint, the analysis panel, or coach mode."""
    UNDO = 2
    """A roll was undone, which shows what the re-rolled dice will bring (RULES.md §8)."""

    @classmethod
    def of(cls, value: object) -> Assist:
        """The assists noted as `value` in a file: a number, or True from before undo counted
        (a hint); anything else is none."""
        if value is True:
            return cls.HINTS
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return cls(value & (cls.HINTS | cls.UNDO))
        return cls.NONE

    @property
    def words(self) -> str:
        """E.g. "hints, undo", in the language spoken ("" for none)."""
        words = (
            (Assist.HINTS, translate("Store", "hints", "help used in a game")),
            (Assist.UNDO, translate("Store", "undo", "help used in a game")),
        )
        return ", ".join(word for flag, word in words if flag in self)

    @property
    def plain(self) -> str:
        """E.g. "hints, undo", in English whatever the language (the CSV export)."""
        words = ((Assist.HINTS, "hints"), (Assist.UNDO, "undo"))
        return ", ".join(word for flag, word in words if flag in self)

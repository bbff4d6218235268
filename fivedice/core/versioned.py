"""Versioned JSON: the check every saved object of Five Dice passes before what is in it is read.

A saved object (a game, the autosave around it, the settings) is a JSON object with a whole
number "version", and often a "format" mark naming what it is. One written by a newer Five Dice
is refused rather than half understood. Pure: the caller reads the file and decides what to do
with one that is refused (the store sets it aside and tells the player).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import SaveFormatError

__all__ = ["VersionedFormat"]


@dataclass(frozen=True)
class VersionedFormat:
    """What a saved JSON object of one kind must be, and how to say each way it is not.

    The messages are for the log, or for the player where a caller shows them; ``{type}``,
    ``{version}`` and ``{newest}`` in them are filled in.
    """

    newest: int
    """The newest version this Five Dice reads."""
    mark: str | None = None
    """The value its "format" must have; None when it carries no such mark."""
    oldest: int | None = None
    """The oldest version there ever was; None when an older number is not looked at."""
    not_object: str = "not a JSON object"
    """When the data is not a JSON object ({type}: what it is instead)."""
    foreign: str = "not a Five Dice file"
    """When its "format" is not :attr:`mark`."""
    no_version: str = "no version"
    """When it has no whole number as its "version"."""
    newer: str = "written by a newer version ({version})"
    """When its version is newer than :attr:`newest`."""
    older: str = "unknown format version {version}"
    """When its version is older than :attr:`oldest`."""

    def check(self, data: object) -> tuple[Mapping[str, Any], int]:
        """`data` and its version, once it is an object of this format that this Five Dice reads.

        Raises :class:`SaveFormatError` (a ValueError) with the message for what is wrong:
        not an object, a foreign mark, no version, a newer or an unknown older version.
        """
        if not isinstance(data, Mapping):
            raise SaveFormatError(self.not_object.format(type=type(data).__name__))
        if self.mark is not None and data.get("format") != self.mark:
            raise SaveFormatError(self.foreign)
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise SaveFormatError(self.no_version)
        if version > self.newest:
            raise SaveFormatError(self.newer.format(version=version, newest=self.newest))
        if self.oldest is not None and version < self.oldest:
            raise SaveFormatError(self.older.format(version=version))
        return data, version

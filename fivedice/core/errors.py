"""Errors raised by the rules engine."""

from __future__ import annotations


class IllegalMove(ValueError):
    """An action the rules do not allow right now (the message says why, in plain words)."""


class SaveFormatError(ValueError):
    """Saved game data that is damaged, foreign or from a newer version (the message says which)."""

"""The one error the history's readers need to know, apart from the database and its values, so
that what checks a file at start-up (:mod:`.access`, :mod:`.schema`) can raise it without them.
"""

from __future__ import annotations


class HistoryError(Exception):
    """The history cannot be used right now (the message says why, in plain words)."""

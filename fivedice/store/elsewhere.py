"""The people of a network game played at other computers, as this computer knows them: a plain
value the game in progress notes from its start (start-up loads it without the history's values,
as it does :mod:`.assist`), carried by the autosave and the waiting files to the history, which
rates the people here against the ratings the others' apps told the table.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Elsewhere:
    """The people of a network game played at other computers, as this computer knows them."""

    seats: tuple[int, ...] = ()
    ratings: tuple[tuple[int, float, float], ...] = ()
    """(seat, rating, deviation) of those whose app told the table their rating."""

    def to_json(self) -> dict[str, Any]:
        """As a waiting file and the autosave keep it."""
        return {"remote": list(self.seats), "remote_ratings": [list(r) for r in self.ratings]}

    @classmethod
    def of_json(cls, notes: Mapping[str, Any]) -> Elsewhere:
        """What `notes` (a waiting file's, the autosave's) say; anything malformed is left out:
        a seat not known to be elsewhere is a seat here, a rating not known is a new player's."""
        raw = notes.get("remote")
        seats = sorted(
            {s for s in raw if isinstance(s, int) and not isinstance(s, bool)}
            if isinstance(raw, list)
            else set()
        )
        found = []
        raw_ratings = notes.get("remote_ratings")
        for entry in raw_ratings if isinstance(raw_ratings, list) else ():
            if (
                isinstance(entry, list)
                and len(entry) == 3
                and entry[0] in seats
                and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in entry)
                and math.isfinite(entry[1])
                and 0 <= entry[2] <= 350
            ):
                found.append((int(entry[0]), float(entry[1]), float(entry[2])))
        return cls(tuple(seats), tuple(found))


NOBODY_ELSEWHERE = Elsewhere()
"""A game whose every person plays at this computer."""

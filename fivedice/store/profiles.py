"""Players as the history knows them: a profile is a person, with a name that may change, a
secret ID that may travel to another computer, and a rating.

The ID is 160 random bits, shown as 32 letters and digits in groups of four (base32, which
has no 0, 1 or 8 to mistake for O, I or B; when they are typed anyway they are read as those
letters). Whoever has it can play as that person, so it is never logged and never leaves this
computer except when the player copies it: the CSV export writes a one-way tag of it instead
(:func:`public_tag`), and a network table is told a rating, never an ID.

On this computer a name belongs to one profile (compared without case, as the name is cleaned
for play), so typing a known name in New game is choosing that person; two profiles that turn
out to be one person are merged, their games moved to the one kept.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
import sqlite3
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timezone

from fivedice.core.glicko import Rating
from fivedice.core.names import clean_name

from .records import Profile
from .settings import NAME_MAX

ID_BITS = 160
ID_GROUP = 4
"""Characters in each group of the shown ID."""
_ID_CHARS = ID_BITS // 5
_TYPOS = str.maketrans({"0": "O", "1": "I", "8": "B"})
_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def new_secret() -> str:
    """A new profile ID: 32 characters of base32, 160 random bits."""
    return base64.b32encode(secrets.token_bytes(ID_BITS // 8)).decode("ascii")


def shown_id(secret: str) -> str:
    """The ID as shown to be copied: "ABCD EFGH …" in groups of four."""
    return " ".join(secret[i : i + ID_GROUP] for i in range(0, len(secret), ID_GROUP))


def read_id(text: str) -> str | None:
    """The ID in `text` as typed or pasted (any case, spaces, hyphens and line breaks between
    groups, 0/1/8 for O/I/B), or None when it is not one."""
    letters = "".join(c for c in text.upper() if not c.isspace() and c not in "-_.").translate(
        _TYPOS
    )
    if len(letters) != _ID_CHARS or not set(letters) <= _ALPHABET:
        return None
    return letters


def public_tag(secret: str) -> str:
    """A one-way tag of the ID (16 hexadecimal digits): the same person gives the same tag, and
    the tag does not give the ID. What the CSV export writes instead of the ID."""
    return hashlib.sha256(b"fivedice.profile/" + secret.encode("ascii")).hexdigest()[:16]


def name_key(name: str) -> str:
    """What makes two names one on this computer: the cleaned name, in one Unicode form,
    without case ("Ana" and "ANA" are one person; "Ana" and "Anna" are not)."""
    return unicodedata.normalize("NFKC", clean_name(name)).casefold()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


PROFILE_COLUMNS = "id, name, created_at, games, rating, rd, rated_games, last_played"
"""The columns of `profiles` that make a :class:`Profile`, in its order."""


def profiles(db: sqlite3.Connection) -> list[Profile]:
    """Every profile, the latest to play first (then the newest made)."""
    rows = db.execute(
        f"SELECT {PROFILE_COLUMNS} FROM profiles ORDER BY last_played DESC, id DESC"
    ).fetchall()
    return [Profile(*row) for row in rows]


def find(db: sqlite3.Connection, name: str) -> int | None:
    """The profile whose name is `name` (as :func:`name_key` compares), or None."""
    row = db.execute("SELECT id FROM profiles WHERE name_key = ?", (name_key(name),)).fetchone()
    return None if row is None else int(row[0])


def ensure(db: sqlite3.Connection, name: str, *, created_at: str | None = None) -> int:
    """The profile named `name`, made now when there is none (inside the caller's transaction)."""
    found = find(db, name)
    if found is not None:
        return found
    cur = db.execute(
        "INSERT INTO profiles (secret, name, name_key, created_at) VALUES (?, ?, ?, ?)",
        (new_secret(), clean_name(name), name_key(name), created_at or _now()),
    )
    assert cur.lastrowid is not None
    return int(cur.lastrowid)


def secret_of(db: sqlite3.Connection, profile_id: int) -> str | None:
    """The ID of profile `profile_id` (for the player to copy; never for a log), or None."""
    row = db.execute("SELECT secret FROM profiles WHERE id = ?", (profile_id,)).fetchone()
    return None if row is None else str(row[0])


class NameTaken(ValueError):
    """Another profile has that name: merge the two instead, if they are one person."""

    def __init__(self, other: int) -> None:
        super().__init__(f"the name belongs to profile {other}")
        self.other = other


def rename(db: sqlite3.Connection, profile_id: int, name: str) -> str:
    """Give profile `profile_id` the name `name` (cleaned; returned). The games it played keep
    the name they were played under. ValueError for an empty name, NameTaken for another's."""
    cleaned = clean_name(name)[:NAME_MAX].rstrip()
    if not cleaned:
        raise ValueError("a name cannot be empty")
    other = find(db, cleaned)
    if other is not None and other != profile_id:
        raise NameTaken(other)
    db.execute(
        "UPDATE profiles SET name = ?, name_key = ? WHERE id = ?",
        (cleaned, name_key(cleaned), profile_id),
    )
    return cleaned


def migrate_names(db: sqlite3.Connection) -> int:
    """Make a profile for each person's name in the history (one per name as
    :func:`name_key` compares, named as last played, made as of its first game) and link
    their seats to it; the number made. Part of the migration that brought profiles."""
    rows = db.execute(
        "SELECT name, MIN(ended_at), MAX(ended_at) FROM game_players WHERE computer IS NULL"
        " GROUP BY name ORDER BY MAX(ended_at)"
    ).fetchall()
    people: dict[str, tuple[str, str, list[str]]] = {}
    for name, first, _last in rows:
        key = name_key(name) or name_key("?")
        seen = people.get(key)
        if seen is None:
            people[key] = (first, name, [name])
        else:  # the latest spelling is the name kept, and the first game its date
            people[key] = (min(seen[0], first), name, [*seen[2], name])
    db.execute("CREATE TEMP TABLE profile_names (name TEXT PRIMARY KEY, profile INTEGER)")
    for key, (first, name, spellings) in people.items():
        cur = db.execute(
            "INSERT INTO profiles (secret, name, name_key, created_at) VALUES (?, ?, ?, ?)",
            (new_secret(), clean_name(name) or name, key, first),
        )
        db.executemany(
            "INSERT INTO profile_names VALUES (?, ?)", [(s, cur.lastrowid) for s in spellings]
        )
    db.execute(
        "UPDATE game_players SET profile = ("
        " SELECT profile FROM profile_names n WHERE n.name = game_players.name)"
        " WHERE computer IS NULL"
    )
    db.execute("DROP TABLE temp.profile_names")
    return len(people)


def recount(db: sqlite3.Connection, ids: Sequence[int] | None = None) -> None:
    """Count the games and figures of the profiles `ids` (all of them: None) afresh from their
    seats (after a migration, or a merge that moved seats from one to another)."""
    values: tuple[int, ...] = ()
    if ids is None:
        which = ""
        db.execute("DELETE FROM profile_totals")
    else:
        which, values = f" WHERE id IN ({', '.join('?' * len(ids))})", tuple(ids)
        db.execute(
            f"DELETE FROM profile_totals WHERE profile IN ({', '.join('?' * len(ids))})", values
        )
    db.execute(
        "INSERT INTO profile_totals"
        " SELECT profile, assisted, total, COUNT(*), SUM(winner), SUM(upper_bonuses), SUM(fives),"
        " SUM(cards) FROM game_players"
        f" WHERE profile IN (SELECT id FROM profiles{which}) GROUP BY profile, assisted, total",
        values,
    )
    db.execute(
        "UPDATE profiles SET (games, last_played) = (SELECT COUNT(*), COALESCE(MAX(ended_at), '')"
        f" FROM game_players WHERE profile = profiles.id){which}",
        values,
    )


def merge(db: sqlite3.Connection, keep: int, gone: int) -> None:
    """Make profile `gone` part of profile `keep` (two profiles that were one person, inside
    the caller's transaction): its games and rating changes move to `keep`, which keeps its
    name and ID, and the more certain of the two ratings (the smaller deviation), with the
    rated games of both counted (ratings.renumber then numbers its rated games anew).
    ValueError when either is missing or they are one."""
    if keep == gone:
        raise ValueError("a profile cannot be merged with itself")
    rows = {
        row[0]: row[1:]
        for row in db.execute(
            "SELECT id, rating, rd, volatility, rated_games, rated_at FROM profiles"
            " WHERE id IN (?, ?)",
            (keep, gone),
        )
    }
    if len(rows) != 2:
        raise ValueError("no such profile")
    best = min(rows.values(), key=lambda r: r[1])
    db.execute(
        "UPDATE profiles SET rating = ?, rd = ?, volatility = ?, rated_games = ?, rated_at = ?"
        " WHERE id = ?",
        (*best[:3], rows[keep][3] + rows[gone][3], max(rows[keep][4], rows[gone][4]), keep),
    )
    db.execute("UPDATE game_players SET profile = ? WHERE profile = ?", (keep, gone))
    db.execute("UPDATE rating_changes SET profile = ? WHERE profile = ?", (keep, gone))
    db.execute("DELETE FROM profiles WHERE id = ?", (gone,))
    recount(db, [keep])


CODE_PREFIX = "fivedice-rating:1:"
"""How a rating code begins (its version with it)."""


@dataclass(frozen=True)
class RatingCode:
    """A profile's rating as it travels to another computer with its ID."""

    name: str
    rating: float
    rd: float
    volatility: float
    rated_games: int


def _checksum(secret: str, payload: str) -> str:
    key = secret.encode("ascii")
    return hmac.new(key, (CODE_PREFIX + payload).encode("ascii"), hashlib.sha256).hexdigest()[:12]


def rating_code(db: sqlite3.Connection, profile_id: int) -> str | None:
    """Profile `profile_id`'s rating code: one line with its name and rating state, signed with
    its ID (so it is of use only with that ID, and a typo in it is noticed); None when there is
    no such profile."""
    row = db.execute(
        "SELECT secret, name, rating, rd, volatility, rated_games FROM profiles WHERE id = ?",
        (profile_id,),
    ).fetchone()
    if row is None:
        return None
    secret, name, rating, rd, volatility, games = row
    state = {"n": name, "r": round(rating, 4), "d": round(rd, 4), "v": volatility, "g": games}
    raw = json.dumps(state, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    payload = base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
    return f"{CODE_PREFIX}{payload}:{_checksum(secret, payload)}"


def read_rating_code(text: str, secret: str) -> RatingCode | None:
    """The rating in the code `text` (as pasted: spaces and line breaks are dropped) made with
    the ID `secret`, or None when it is not a whole code of that ID."""
    code = "".join(text.split())
    if not code.startswith(CODE_PREFIX):
        return None
    payload, _, checksum = code[len(CODE_PREFIX) :].rpartition(":")
    if not payload or not hmac.compare_digest(checksum, _checksum(secret, payload)):
        return None
    try:
        state = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        found = RatingCode(
            clean_name(str(state["n"])),
            float(state["r"]),
            float(state["d"]),
            float(state["v"]),
            int(state["g"]),
        )
        Rating(found.rating, found.rd, found.volatility)  # finite, as a rating must be
    except (ValueError, KeyError, TypeError, binascii.Error):
        return None
    return found if found.name and found.rated_games >= 0 else None


class IdInUse(ValueError):
    """The ID already belongs to another profile here."""

    def __init__(self, other: int) -> None:
        super().__init__(f"the ID belongs to profile {other}")
        self.other = other


def use_id(db: sqlite3.Connection, profile_id: int, secret: str, code: RatingCode) -> None:
    """Make profile `profile_id` the person whose ID is `secret`, continuing the rating in
    `code` (inside the caller's transaction): its games here stay its own. IdInUse when another
    profile here has that ID already; ValueError when there is no such profile."""
    row = db.execute("SELECT id FROM profiles WHERE secret = ?", (secret,)).fetchone()
    if row is not None and row[0] != profile_id:
        raise IdInUse(int(row[0]))
    cur = db.execute(
        "UPDATE profiles SET secret = ?, rating = ?, rd = ?, volatility = ?, rated_games = ?"
        " WHERE id = ?",
        (secret, code.rating, code.rd, code.volatility, code.rated_games, profile_id),
    )
    if cur.rowcount != 1:
        raise ValueError("no such profile")

"""Ratings: which games are rated, the computer levels' fixed ratings, and each rated game's
change to the ratings of the people who played it (Glicko-2, :mod:`fivedice.core.glicko`).

A game is rated when it is the game the rating measures: one card each, two seats or more,
played to the end by everyone, and played alone (no hint, analysis or coach, no roll undone).
Everything else is practice, and the result says why (:class:`Practice`). A game of several
players counts as every pair's result: a win against each player with a lower total, a draw
against each with the same. The change is worked out once, when the game enters the history
(in the same transaction), so a game retried after a crash is rated once, and games that
waited beside the history are rated in the order they reach it.

Computer levels never change their rating: theirs were measured once, from tens of thousands
of games between neighbouring levels (:data:`ANCHORS`), so a person's first games against
computers already place them on the scale.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from fivedice.core.glicko import DEFAULT_RD, Rating, Result, update
from fivedice.words import translate

from .anchors import ANCHOR_RD, ANCHORS
from .assist import Assist
from .elsewhere import NOBODY_ELSEWHERE, Elsewhere
from .profiles import name_key
from .records import GameRecord, RatingChange, RatingPoint


class Practice(Enum):
    """Why a finished game is practice, not rated."""

    SOLO = "solo"
    CARDS = "cards"
    TRIPLE = "triple"
    HELPED = "helped"
    UNDONE = "undone"
    DROPPED = "dropped"
    TWICE = "twice"

    @property
    def words(self) -> str:
        """Why, as the result says it after "Practice: not rated": one sentence."""
        if self is Practice.SOLO:
            #: Why a finished game is not rated: it was played alone.
            return translate("Ratings", "A game alone is not rated: a rating needs opponents.")
        if self is Practice.CARDS:
            #: Why a finished game is not rated: each player filled 2 or 3 cards.
            return translate("Ratings", "Only games of one card each are rated.")
        if self is Practice.TRIPLE:
            #: Why a finished game is not rated: it was the Triple game (three cards ×1 ×2 ×3).
            return translate("Ratings", "The Triple game is not rated, only games of one card.")
        if self is Practice.HELPED:
            #: Why a finished game is not rated: the coach helped (a hint, the analysis panel or
            #: coach mode).
            return translate("Ratings", "The coach helped in this game, so it is not rated.")
        if self is Practice.UNDONE:
            #: Why a finished game is not rated: a roll was taken back and rolled again.
            return translate("Ratings", "A roll was undone in this game, so it is not rated.")
        if self is Practice.DROPPED:
            #: Why a finished game is not rated: a player dropped out before the end.
            return translate(
                "Ratings", "A player dropped out before the end, so this game is not rated."
            )
        #: Why a finished game is not rated: one person (one name) played two seats.
        return translate("Ratings", "One person played two seats, so this game is not rated.")


def practice(
    players: int,
    cards: int,
    triple: bool,
    assisted: Assist,
    dropped: bool,
    profiles: Sequence[int | None] = (),
) -> Practice | None:
    """Why a game of these facts is practice, or None when it is rated. `profiles` are the
    seats' profiles (None for a computer)."""
    people = [p for p in profiles if p is not None]
    assisted = Assist.of(assisted)  # as old records may hold it (True: hints)
    if players < 2:
        return Practice.SOLO
    if triple:
        return Practice.TRIPLE
    if cards != 1:
        return Practice.CARDS
    if Assist.HINTS in assisted:
        return Practice.HELPED
    if Assist.UNDO in assisted:
        return Practice.UNDONE
    if dropped:
        return Practice.DROPPED
    if len(set(people)) < len(people):
        return Practice.TWICE
    return None


def practice_of(record: GameRecord) -> Practice | None:
    """Why the finished game `record` is practice, or None when it is rated (at a network table,
    only its seats played here are rated: :func:`rated_here`)."""
    game = record.game
    outcome = game.outcome()
    rules = game.rules
    elsewhere = record.elsewhere.seats  # their names are not profiles here
    people = [
        None if p.is_computer or i in elsewhere else name_key(p.name)
        for i, p in enumerate(game.players)
    ]
    keys = {key: i for i, key in enumerate(dict.fromkeys(k for k in people if k is not None))}
    return practice(
        len(game.players),
        rules.cards,
        rules.triple,
        record.assisted,
        bool(outcome and outcome.dropped),
        [None if k is None else keys[k] for k in people],
    )


def rated_here(record: GameRecord) -> bool:
    """True when the game `record` changes the ratings of people at this computer: it is not
    practice (the people elsewhere count as the ratings their apps told the table, or as new
    players)."""
    return practice_of(record) is None


@dataclass(frozen=True)
class Seat:
    """What rating a game needs of one seat."""

    seat: int
    name: str
    profile: int | None
    """None for a computer, or a person with no profile here."""
    computer: str | None
    total: int


def anchor(level: str) -> Rating:
    """The fixed rating of computer level `level`."""
    return Rating(ANCHORS[level], ANCHOR_RD)


def new_ratings(
    seats: Sequence[Seat],
    ratings: Mapping[int, Rating],
    elsewhere: Mapping[int, Rating] | None = None,
) -> dict[int, Rating]:
    """Each person's rating after a rated game of `seats` (by seat), from everyone's rating
    before it (`ratings`, by profile; a profile missing there is new): every other seat is one
    opponent, beaten by a higher total, drawn with an equal one. People without a profile here
    (played at other computers) only count as opponents, at their rating in `elsewhere` (by
    seat), or as new players."""

    def rating_of(seat: Seat) -> Rating:
        if seat.computer is not None:
            return anchor(seat.computer)
        if seat.profile is None:
            return (elsewhere or {}).get(seat.seat, Rating())
        return ratings.get(seat.profile, Rating())

    after = {}
    for me in seats:
        if me.profile is None or me.computer is not None:
            continue
        results = [
            Result(
                rating_of(other),
                1.0 if me.total > other.total else 0.5 if me.total == other.total else 0.0,
            )
            for other in seats
            if other.seat != me.seat
        ]
        after[me.seat] = update(rating_of(me), results)
    return after


def _profile_ratings(db: sqlite3.Connection, profiles: Iterable[int]) -> dict[int, Rating]:
    found = {}
    for profile in profiles:
        row = db.execute(
            "SELECT rating, rd, volatility FROM profiles WHERE id = ?", (profile,)
        ).fetchone()
        if row is not None:
            found[profile] = Rating(*row)
    return found


def _changed(
    seats: Sequence[Seat], before: Mapping[int, Rating], after: Mapping[int, Rating]
) -> Iterator[tuple[Seat, Rating, Rating]]:
    """Each rated person of `seats` (a profile here, with a rating `after` the game, by seat),
    with their rating before it (`before`, by profile; new when missing) and after it."""
    for seat in seats:
        new = after.get(seat.seat)
        if new is not None and seat.profile is not None:
            yield seat, before.get(seat.profile, Rating()), new


def _change_row(
    game_id: int, seat: Seat, number: int, ended_at: str, old: Rating, new: Rating
) -> tuple[object, ...]:
    """A row of `rating_changes`: the person of `seat`, in their rated game `number`."""
    rated = (game_id, seat.seat, seat.profile, number, ended_at)
    return (*rated, old.rating, new.rating, old.rd, new.rd)


def _write(
    db: sqlite3.Connection,
    game_id: int,
    ended_at: str,
    seats: Sequence[Seat],
    before: Mapping[int, Rating],
    after: Mapping[int, Rating],
) -> list[RatingChange]:
    changes = []
    for seat, old, new in _changed(seats, before, after):
        db.execute(
            "UPDATE profiles SET rating = ?, rd = ?, volatility = ?,"
            " rated_games = rated_games + 1, rated_at = ? WHERE id = ?",
            (new.rating, new.rd, new.volatility, ended_at, seat.profile),
        )
        (number,) = db.execute(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM rating_changes WHERE profile = ?",
            (seat.profile,),
        ).fetchone()
        db.execute(
            "INSERT OR REPLACE INTO rating_changes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            _change_row(game_id, seat, number, ended_at, old, new),
        )
        changes.append(RatingChange(seat.seat, seat.name, old.rating, new.rating, new.rd))
    return changes


def _seats(db: sqlite3.Connection, game_id: int) -> list[Seat]:
    rows = db.execute(
        "SELECT seat, name, profile, computer, total FROM game_players WHERE game_id = ?"
        " ORDER BY seat",
        (game_id,),
    ).fetchall()
    return [Seat(*row) for row in rows]


def rate(
    db: sqlite3.Connection, game_id: int, ended_at: str, elsewhere: Elsewhere = NOBODY_ELSEWHERE
) -> list[RatingChange]:
    """Rate the game `game_id` just written (inside the caller's transaction; only a game
    :func:`rated_here`), its people `elsewhere` at the ratings their apps told; the changes, by
    seat."""
    seats = _seats(db, game_id)
    before = _profile_ratings(db, {s.profile for s in seats if s.profile is not None})
    told = {seat: Rating(rating, min(rd, DEFAULT_RD)) for seat, rating, rd in elsewhere.ratings}
    return _write(db, game_id, ended_at, seats, before, new_ratings(seats, before, told))


def changes_of(db: sqlite3.Connection, game_id: int) -> list[RatingChange]:
    """The rating changes game `game_id` made, by seat (none for practice)."""
    rows = db.execute(
        "SELECT r.seat, gp.name, r.before, r.after, r.rd_after FROM rating_changes r"
        " JOIN game_players gp ON gp.game_id = r.game_id AND gp.seat = r.seat"
        " WHERE r.game_id = ? ORDER BY r.seat",
        (game_id,),
    ).fetchall()
    return [RatingChange(*row) for row in rows]


def replay(db: sqlite3.Connection) -> int:
    """Rate every rated game of the history in the order they ended, from everyone new (part
    of the migration that brought ratings, so nobody starts from nothing); the games rated.

    Games at network tables are left out: which seats were played at this computer was not
    recorded then."""
    rows = db.execute(
        "SELECT g.id, g.ended_at, gp.seat, gp.name, gp.profile, gp.computer, gp.total"
        " FROM games g JOIN game_players gp ON gp.game_id = g.id"
        " WHERE g.players >= 2 AND g.cards = 1 AND g.triple = 0 AND g.assisted = 0"
        " AND g.network = 0 AND g.id NOT IN (SELECT game_id FROM game_players WHERE dropped = 1)"
        " ORDER BY g.ended_at, g.id, gp.seat"
    ).fetchall()
    games: dict[int, tuple[str, list[Seat]]] = {}
    for game_id, ended_at, *seat in rows:
        games.setdefault(game_id, (ended_at, []))[1].append(Seat(*seat))
    ratings: dict[int, Rating] = {}
    counts: dict[int, tuple[int, str]] = {}
    changes = []
    rated = 0
    for game_id, (ended_at, seats) in games.items():
        profiles = [s.profile for s in seats if s.computer is None]
        if not any(p is not None for p in profiles) or practice(
            len(seats), 1, False, Assist.NONE, False, profiles
        ):
            continue
        after = new_ratings(seats, ratings)
        for seat, old, new in _changed(seats, ratings, after):
            assert seat.profile is not None
            number = counts.get(seat.profile, (0, ""))[0] + 1
            changes.append(_change_row(game_id, seat, number, ended_at, old, new))
            ratings[seat.profile] = new
            counts[seat.profile] = (number, ended_at)
        rated += 1
    db.executemany("INSERT INTO rating_changes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", changes)
    db.executemany(
        "UPDATE profiles SET rating = ?, rd = ?, volatility = ?, rated_games = ?, rated_at = ?"
        " WHERE id = ?",
        [
            (r.rating, r.rd, r.volatility, *counts[profile], profile)
            for profile, r in ratings.items()
        ],
    )
    return rated


CHART_POINTS = 400
"""The most ratings over time a chart is given: a long history is shown by as many of its
games, evenly spread, the first and the latest among them."""


def rating_history(
    db: sqlite3.Connection, profile: int, most: int = CHART_POINTS
) -> list[RatingPoint]:
    """Profile `profile`'s rating after each of its rated games, oldest first, each with its
    number among them; at most `most` of them, evenly spread from the first to the latest (read
    by their numbers, so a history of any length answers at once)."""
    (n,) = db.execute(
        "SELECT COALESCE(MAX(number), 0) FROM rating_changes WHERE profile = ?", (profile,)
    ).fetchone()
    if n <= most:
        which, numbers = "", ()
    else:
        numbers = tuple(sorted({round(i * (n - 1) / (most - 1)) + 1 for i in range(most)}))
        which = f" AND number IN ({', '.join('?' * len(numbers))})"
    rows = db.execute(
        "SELECT ended_at, after, rd_after, number FROM rating_changes"
        f" WHERE profile = ?{which} ORDER BY number",
        (profile, *numbers),
    ).fetchall()
    return [RatingPoint(*row) for row in rows]


def renumber(db: sqlite3.Connection, profile: int) -> None:
    """Number profile `profile`'s rated games 1, 2, … in the order they ended (after a merge
    brought another's among them)."""
    db.execute(
        "UPDATE rating_changes SET number = (SELECT n FROM (SELECT game_id, seat, ROW_NUMBER()"
        " OVER (ORDER BY ended_at, game_id) AS n FROM rating_changes WHERE profile = ?) AS t"
        " WHERE t.game_id = rating_changes.game_id AND t.seat = rating_changes.seat)"
        " WHERE profile = ?",
        (profile, profile),
    )

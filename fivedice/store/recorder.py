"""Finished games into the history: recorded at once, or kept beside it until it can take them,
with the "new best" lines decided on the way.

Used by the controller when a game ends, and at start-up for a game that ended just before the
app stopped. It only returns what happened (:class:`Recorded`): the caller tells the player.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fivedice.core import Game
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .assist import Assist
from .autosave import Restored
from .elsewhere import Elsewhere
from .errors import HistoryError
from .files import disk_is_full
from .keeper import GameKeeper
from .waiting import carried, keep_waiting, waiting_record

if TYPE_CHECKING:
    from .history import History
    from .records import BestScore, RatingNews

log = logging.getLogger(__name__)

BUSY = QT_TRANSLATE_NOOP(
    "Store", "The history is busy; this game will be added as soon as it is free."
)
KEPT = QT_TRANSLATE_NOOP(
    "Store",
    "This game could not be added to your history yet; it is kept and will be added at the next "
    "start.",
)
FULL = QT_TRANSLATE_NOOP(
    "Store",
    "The disk is full: this game waits beside your history and is added when there is room.",
)
HELD = QT_TRANSLATE_NOOP(
    "Store",
    "This game could not be saved yet. Five Dice holds it and tries again at every save: keep "
    "Five Dice open until it says the game is kept.",
)
HELD_FULL = QT_TRANSLATE_NOOP(
    "Store",
    "The disk is full, so this game could not be saved yet. Five Dice holds it: free some space "
    "on the disk, and keep Five Dice open until it says the game is kept.",
)


@dataclass(frozen=True)
class Recorded:
    """What became of a finished game."""

    game_id: int | None
    """Its row in the history (None when the history could not take it now)."""
    kept: bool
    """True when the game is safe: in the history, or waiting on disk beside it."""
    celebrations: tuple[str, ...] = ()
    """Lines for the result: the kind's first or new best score, people's personal bests."""
    notices: tuple[str, ...] = ()
    """Sentences for the player about where the game went."""
    ratings: RatingNews | None = None
    """What the game did to ratings (None when it is not in the history yet)."""


def _names(names: list[str]) -> str:
    """ "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(names) == 1:
        return names[0]
    #: A list of players' names: {names} is all but the last, joined by commas, {last} the last
    #: (“Ana, Ben and Cy”).
    return translate("Store", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def celebrations(
    game: Game,
    top: int | None,
    personal: dict[int, int | None],
    assisted: Assist = Assist.NONE,
) -> tuple[str, ...]:
    """The lines that celebrate a finished `game`, given the best score of its kind before it
    (`top`, None when the kind has no score yet), the previous best in that kind of each
    person who finished (`personal`, by seat; None for their first game of the kind) and the
    help the game was played with (`assisted`).

    Only people get a line (seats of computers, or of players who dropped out, are passed
    over), as only people's scores are on the scoreboard. The highest score among them is the
    kind's first score, or its new best when it beat `top` (a tie does not): said as the
    winner's when that person won the game, and plainly as that person's own when a computer
    won it. Each other person who beat their own previous best, winner or not, gets a
    personal best line. An assisted game says so after its lines: the scoreboard counts it,
    with the mark of the help used.
    """
    outcome = game.outcome()
    assert outcome is not None
    totals = {
        p: outcome.totals[p]
        for p in personal
        if not game.players[p].is_computer and p not in outcome.dropped
    }
    if not totals:
        return ()
    high = max(totals.values())
    leaders = [p for p, total in totals.items() if total == high]
    who = _names([game.players[p].name for p in leaders])
    won = leaders[0] in outcome.winners  # tied people all won, or none of them did
    lines = []
    if top is None:
        from .records import Kind  # the history's values: not loaded at start-up

        lines.append(_first_score(won).format(kind=Kind.of(game).label, who=who, score=high))
    elif high > top:
        lines.append(_new_best(won).format(who=who, score=high, old=top))
    else:
        leaders = []
    for p, total in totals.items():
        previous = personal[p]
        if p not in leaders and previous is not None and total > previous:
            name = game.players[p].name
            #: {name} is a person's name; {score} their total in this game, {old} their best
            #: before it in this kind of game.
            personal_best = translate(
                "Store", "A new personal best for {name}: {score} (was {old})."
            )
            lines.append(personal_best.format(name=name, score=total, old=previous))
    if lines and assisted:
        #: {how} is the help used in the game, e.g. "hints, undo".
        helped = translate(
            "Store",
            "This game was played with help ({how}), so the scoreboard marks it as assisted.",
        )
        lines.append(helped.format(how=assisted.words))
    return tuple(lines)


def _first_score(won: bool) -> str:
    """The line for the first score of a kind of game, by its winner or by a person a computer
    beat (slots: who, score, kind)."""
    if won:
        #: {kind} names the kind of game, e.g. "2 players · one card · extra five Off"; {who}
        #: is the winner's name (or "Ana and Ben"), {score} their total.
        return translate(
            "Store", "First score for this kind of game, {kind}: {who} scored {score}."
        )
    #: Said when a computer won the game: only people's scores go on the scoreboard. {who} is
    #: a person's name (or "Ana and Ben"), {kind} names the kind of game, e.g. "2 players · one
    #: card · extra five Off"; {score} is the person's total.
    return translate(
        "Store",
        "{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.",
    )


def _new_best(won: bool) -> str:
    """The line for a new best score of a kind of game, by its winner or by a person a
    computer beat (slots: who, score, old)."""
    if won:
        #: {who} is the winner's name (or "Ana and Ben"), {score} their total, {old} the best
        #: score of this kind of game before it.
        return translate(
            "Store", "New best score for this kind of game: {who}, {score} (was {old})!"
        )
    #: Said when a computer won the game: only people's scores go on the scoreboard. {who} is
    #: a person's name (or "Ana and Ben"), {score} the person's total, {old} the best score
    #: of this kind of game before it.
    return translate(
        "Store",
        "{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).",
    )


class Recorder:
    """Puts finished games into the history at `history_file` (open as `history`, or None).

    `later` is a history to open when first needed instead (:meth:`open_later`): start-up leaves
    it for after the window's first paint. It is the one at `history_file`, or, when that is
    None (nothing is written), one to read the scoreboard from, opened read-only.
    """

    def __init__(
        self,
        history_file: Path | None,
        history: History | None = None,
        *,
        later: Path | None = None,
    ) -> None:
        self._file = history_file
        self.history = history
        self._later = later if history is None else None

    @property
    def waiting(self) -> bool:
        """True while the history waits to be opened (:meth:`open_later`)."""
        return self._later is not None

    def open_later(self) -> str | None:
        """Open the history that waits to be opened, if it still waits (once: a history that
        cannot be opened is tried again only when a finished game needs it). What the player
        should hear about it (a damaged file set aside, one that cannot be opened), if anything.
        """
        path, self._later = self._later, None
        if path is None:
            return None
        from .history import History  # the database: opened after start-up, when first needed

        self.history, problem = History.open(path, read_only=self._file is None)
        return problem

    def best_for(self, game: Game) -> BestScore | None:
        """The best score so far for the kind of `game`, or None (none yet, or no history)."""
        if self.history is None:
            return None
        try:
            return self.history.best_for(game)
        except HistoryError as exc:
            log.error("reading the history failed: %s", exc)
            return None

    def finished_game(self, game_id: int) -> Game | str:
        """The finished game `game_id` from the history, or why it cannot be had."""
        if self.history is None:
            return translate("Store", "The game history is not available.")
        try:
            return self.history.load_game(game_id)
        except (KeyError, ValueError, HistoryError) as exc:
            return translate("Store", "That game cannot be replayed: {reason}").format(reason=exc)

    def close(self) -> None:
        """Let go of the history and record nothing more (the app is closing); one that waits
        to be opened is not opened now."""
        if self.history is not None:
            self.history.close()
        self.history = None
        self._file = None
        self._later = None

    def record(self, game: Game, keeper: GameKeeper) -> Recorded:
        """Commit the finished `game` (its notes in `keeper`, which learns that it is kept).

        The game is first written to a waiting file beside the history (so a history write that
        takes the disk's last bytes cannot leave it nowhere), then recorded, which takes the
        waiting file in. When neither can be written, `keeper` holds the game: the autosave
        carries it, and every later save tries to write it beside the history again.
        """
        waiting = waiting_record(
            game,
            started_at=keeper.started_at,
            ended_at=keeper.note_ended(),
            assisted=keeper.assisted,
            network=keeper.network,
            elsewhere=keeper.elsewhere,
        )
        recorded = self._record(game, waiting)
        if recorded.kept:
            keeper.note_recorded()
        elif self._file is not None:
            keeper.hold(waiting)
        return recorded

    def _record(self, game: Game, waiting: dict[str, Any]) -> Recorded:
        if self.waiting:
            # The game ended before the history was opened: it is opened now, and what that
            # says is said whatever becomes of the game.
            problem = self.open_later()
            said = (problem,) if problem else ()
        else:
            reopened = self._reopen() if self.history is None else None
            said = (reopened,) if reopened else ()
        waits = self._wait(waiting)
        history = self.history
        if history is None:
            return self._waits_or_held(waits, full=self._full(), said=said)
        outcome = game.outcome()
        assert outcome is not None
        when = {"started_at": str(waiting["started_at"]), "ended_at": str(waiting["ended_at"])}
        assisted, network = Assist.of(waiting["assisted"]), waiting["network"] is True
        elsewhere = Elsewhere.of_json(waiting)
        # The history's own parts: loaded with it, never at start-up.
        import sqlite3

        from .access import is_full
        from .ratings import practice_of
        from .records import GameRecord, Kind, RatingNews

        try:
            kind = Kind.of(game)
            before = history.best_scores(kind, limit=1)
            personal = {
                p: history.personal_best(player.name, kind)
                for p, player in enumerate(game.players)
                if not player.is_computer and p not in outcome.dropped
            }
            # Recording first takes in what waits, this game's file included.
            game_id = history.record(
                game, **when, assisted=assisted, network=network, elsewhere=elsewhere
            )
            changes = () if game_id is None else tuple(history.rating_changes(game_id))
        except (sqlite3.Error, OSError, HistoryError) as exc:
            log.error("the finished game could not be recorded: %s", exc)
            full = isinstance(exc, sqlite3.Error) and is_full(exc)
            return self._waits_or_held(waits, full=full or self._full(), said=said)
        lines = celebrations(game, before[0].score if before else None, personal, assisted)
        news = None
        if game_id is not None:
            started, ended = when["started_at"], when["ended_at"]
            record = GameRecord(started, ended, 0.0, assisted, game, network, elsewhere)
            why = practice_of(record)
            news = RatingNews(changes, "" if why is None else why.words)
        return Recorded(
            game_id,
            True,
            lines,
            said + (() if game_id is not None else (translate("Store", BUSY),)),
            news,
        )

    def _wait(self, waiting: dict[str, Any]) -> bool:
        """Write the game's waiting file beside the history; False when it cannot be."""
        if self._file is None:
            return False
        try:
            keep_waiting(self._file, waiting)
        except OSError as exc:
            log.error("the finished game could not be kept beside the history: %s", exc)
            return False
        return True

    def _full(self) -> bool:
        return self._file is not None and disk_is_full(self._file.parent)

    def _waits_or_held(self, waits: bool, *, full: bool, said: tuple[str, ...] = ()) -> Recorded:
        """The game is not in the history: it waits beside it, or (no file could be written)
        the keeper holds it. `said`: what opening the history said, told first."""
        if waits:
            return Recorded(None, True, notices=(*said, translate("Store", FULL if full else KEPT)))
        if self._file is None:
            return Recorded(None, False, notices=said)
        held = translate("Store", HELD_FULL if full else HELD)
        return Recorded(None, False, notices=(*said, held))

    def _reopen(self) -> str | None:
        """Try once more to open the history that could not be opened (the disk was full, or
        another program held it); what the player should hear about it, if anything."""
        if self._file is None or not self._file.parent.is_dir():
            return None
        from .history import History  # the database: loaded when first opened

        history, problem = History.open(self._file, timeout=0.2)
        self.history = history
        return problem if history is not None else None

    def keep_restored(self, restored: Restored) -> list[dict[str, Any]]:
        """Write beside the history what the autosave holds that is not in it yet: its game, if
        that ended before it reached the history (with its real times: the end noted in the save
        or, from a save written before that note, when the save was last written), and the
        finished games it carries for want of room. Returns those that still cannot be written,
        for the keeper to hold."""
        extra = restored.extra
        waiting = carried(extra)
        game = restored.game
        if game is not None and game.is_over and extra.get("recorded") is not True:
            started, ended = extra.get("started_at"), extra.get("ended_at")
            waiting.insert(
                0,
                waiting_record(
                    game,
                    started_at=started if isinstance(started, str) else None,
                    ended_at=ended if isinstance(ended, str) and ended else restored.saved_at,
                    assisted=Assist.of(extra.get("assisted")),
                    network=extra.get("network") is True,
                    elsewhere=Elsewhere.of_json(extra),
                ),
            )
        return [record for record in waiting if not self._wait(record)]

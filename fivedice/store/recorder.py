"""Finished games into the history: recorded at once, or kept beside it until it can take them,
with the "new best" lines decided on the way.

Used by the controller when a game ends, and at start-up for a game that ended just before the
app stopped. It only returns what happened (:class:`Recorded`): the caller tells the player.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from fivedice.core import Game
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .access import disk_is_full, is_full
from .autosave import Restored
from .history import BestScore, History, HistoryError, Kind, keep_for_later
from .keeper import GameKeeper
from .records import Assist

log = logging.getLogger(__name__)

BUSY = QT_TRANSLATE_NOOP(
    "Store", "The history is busy; this game will be added as soon as it is free."
)
KEPT = QT_TRANSLATE_NOOP(
    "Store",
    "This game could not be added to your history yet; it is kept and will be added at the next "
    "start.",
)
LOST = QT_TRANSLATE_NOOP("Store", "This game could not be added to your history.")
FULL = QT_TRANSLATE_NOOP(
    "Store",
    "The disk is full: this game waits beside your history and is added when there is room.",
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


def _names(names: list[str]) -> str:
    """ "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(names) == 1:
        return names[0]
    return translate("Store", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def celebrations(game: Game, top: int | None, personal: dict[int, int | None]) -> tuple[str, ...]:
    """The lines that celebrate a finished `game`, given the best score of its kind before it
    (`top`, None when the kind has no score yet) and the previous best in that kind of each
    person who finished (`personal`, by seat; None for their first game of the kind).

    Only people get a line (seats of computers, or of players who dropped out, are passed
    over). The highest score among them is the kind's first score, or its new best when it
    beat `top` (a tie does not); each other person who beat their own previous best, winner
    or not, gets a personal best line.
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
    lines = []
    if top is None:
        label = Kind.of(game).label
        first = translate(
            "Store", "First score for this kind of game ({kind}): {who} scored {score}."
        )
        lines.append(first.format(kind=label, who=who, score=high))
    elif high > top:
        best = translate(
            "Store", "New best score for this kind of game: {who}, {score} (was {old})!"
        )
        lines.append(best.format(who=who, score=high, old=top))
    else:
        leaders = []
    for p, total in totals.items():
        previous = personal[p]
        if p not in leaders and previous is not None and total > previous:
            name = game.players[p].name
            personal_best = translate(
                "Store", "A new personal best for {name}: {score} (was {old})."
            )
            lines.append(personal_best.format(name=name, score=total, old=previous))
    return tuple(lines)


class Recorder:
    """Puts finished games into the history at `history_file` (open as `history`, or None)."""

    def __init__(self, history_file: Path | None, history: History | None = None) -> None:
        self._file = history_file
        self.history = history

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
        """Let go of the history and record nothing more (the app is closing)."""
        if self.history is not None:
            self.history.close()
        self.history = None
        self._file = None

    def record(self, game: Game, keeper: GameKeeper) -> Recorded:
        """Commit the finished `game` (its notes in `keeper`, which learns that it is kept);
        when the history cannot take it, it waits beside it."""
        recorded = self._record(
            game, keeper.started_at, keeper.note_ended(), keeper.assisted, keeper.network
        )
        if recorded.kept:
            keeper.note_recorded()
        return recorded

    def _record(
        self, game: Game, started_at: str, ended_at: str, assisted: Assist, network: bool = False
    ) -> Recorded:
        reopened = self._reopen() if self.history is None else None
        history = self.history
        when = {"started_at": started_at, "ended_at": ended_at}
        if history is None:
            return self.keep(game, **when, assisted=assisted, network=network)
        outcome = game.outcome()
        assert outcome is not None
        try:
            kind = Kind.of(game)
            before = history.best_scores(kind, limit=1)
            personal = {
                p: history.personal_best(player.name, kind)
                for p, player in enumerate(game.players)
                if not player.is_computer and p not in outcome.dropped
            }
            game_id = history.record(game, **when, assisted=assisted, network=network)
        except (sqlite3.Error, OSError, HistoryError) as exc:
            log.error("the finished game could not be recorded: %s", exc)
            kept = self.keep(game, **when, assisted=assisted, network=network)
            full = isinstance(exc, sqlite3.Error) and (
                is_full(exc) or disk_is_full(history.path.parent)
            )
            return (
                Recorded(None, True, notices=(translate("Store", FULL),))
                if full and kept.kept
                else kept
            )
        lines = celebrations(game, before[0].score if before else None, personal)
        notices = (reopened,) if reopened else ()
        return Recorded(
            game_id,
            True,
            lines,
            notices + (() if game_id is not None else (translate("Store", BUSY),)),
        )

    def _reopen(self) -> str | None:
        """Try once more to open the history that could not be opened (the disk was full, or
        another program held it); what the player should hear about it, if anything."""
        if self._file is None or not self._file.parent.is_dir():
            return None
        history, problem = History.open(self._file, timeout=0.2)
        self.history = history
        return problem if history is not None else None

    def keep_restored(self, restored: Restored) -> Recorded:
        """Keep a finished game found in the autosave (the app stopped before it reached the
        history), with its real times: the end noted in the save or, from a save written before
        that note, when the save was last written."""
        assert restored.game is not None
        extra = restored.extra
        started, ended = extra.get("started_at"), extra.get("ended_at")
        return self.keep(
            restored.game,
            started_at=started if isinstance(started, str) else None,
            ended_at=ended if isinstance(ended, str) and ended else restored.saved_at,
            assisted=Assist.of(extra.get("assisted")),
            network=extra.get("network") is True,
        )

    def keep(
        self,
        game: Game,
        *,
        started_at: str | None,
        ended_at: str | None = None,
        assisted: Assist,
        network: bool = False,
    ) -> Recorded:
        """Write the finished `game` beside the history, to be recorded when it next opens."""
        if self._file is None:
            return Recorded(None, False)
        try:
            keep_for_later(
                self._file,
                game,
                started_at=started_at,
                ended_at=ended_at,
                assisted=assisted,
                network=network,
            )
        except OSError as exc:
            log.error("the finished game could not be kept for the history: %s", exc)
            return Recorded(None, False, notices=(translate("Store", LOST),))
        return Recorded(None, True, notices=(translate("Store", KEPT),))

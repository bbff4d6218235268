"""Keeps the game in progress and the settings on disk, and says once when it cannot.

The autosave holds the game and three notes of the app's: when the game began, how it was
assisted (hints, undo), and whether the finished game reached the history (so a crash between
the two cannot lose it). Saving never stops play: a failure turns into one sentence for the
player, returned.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fivedice.core import Game
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .assist import Assist
from .autosave import save_game
from .elsewhere import NOBODY_ELSEWHERE, Elsewhere
from .files import disk_full
from .paths import AppPaths
from .settings import Settings, save_settings
from .waiting import carried, keep_waiting

log = logging.getLogger(__name__)

SAVE_EVERY_S = {"budget": 2.0, "clock": 30.0}
"""Between actions (each is saved as it is made) the clock is saved this often, in seconds of
play: while a time budget runs, every "budget" seconds, so a crash loses at most that much of it;
without one, every "clock" seconds, so a game left open is not written again and again for the
clock alone (a crash loses at most that much of the game's time)."""
HOLD_SAVE_S = 1.0
"""Holds changed between two rolls are saved at most this often, in seconds of play (a roll, a
fill, undo and pause are saved as they are made): a player clicking holds, or a guest at a hosted
table spamming them, costs at most one write a second, and a crash loses at most a second of
holds."""
SAVING_AGAIN = QT_TRANSLATE_NOOP(
    "Store", "Saving works again: this game and your settings are kept."
)
HELD_KEPT = QT_TRANSLATE_NOOP(
    "Store", "The finished game that was waiting for room is kept now, and goes into your history."
)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _fresh_meta() -> dict[str, Any]:
    return {
        "started_at": _now(),
        "ended_at": "",
        "assisted": 0,
        "recorded": False,
        "network": False,
        **NOBODY_ELSEWHERE.to_json(),
    }


class GameKeeper:
    """The autosave and the settings file under `paths` (None: nothing is written)."""

    def __init__(
        self, paths: AppPaths | None, meta: dict[str, Any] | None = None, *, resumed: bool = True
    ) -> None:
        """`meta` are the notes of the autosave: those of its game when that is `resumed`, and
        the finished games it carries (``held``) in any case."""
        self._paths = paths
        self._meta = _fresh_meta()
        self._held = carried(meta or {})
        if meta and resumed:
            # Only known notes of the right type: a damaged note must not break the game.
            self._meta.update(
                {
                    k: v
                    for k, v in meta.items()
                    if k in self._meta and isinstance(v, type(self._meta[k]))
                }
            )
        self._failed = False
        self._saved_at: float | None = None
        self._holds_unsaved = False
        self._unsaved_settings: Settings | None = None

    @property
    def started_at(self) -> str:
        """When the game in progress began (UTC, ISO 8601)."""
        return str(self._meta["started_at"])

    def note_ended(self) -> str:
        """When the game ended (UTC, ISO 8601): noted the first time this is asked, and kept in
        the autosave, so a game recorded only at the next launch keeps its real end."""
        if not self._meta["ended_at"]:
            self._meta["ended_at"] = _now()
        return str(self._meta["ended_at"])

    @property
    def assisted(self) -> Assist:
        """How this game was assisted so far (none: false)."""
        return Assist.of(self._meta["assisted"])

    @property
    def recorded(self) -> bool:
        """True once the finished game is in the history or waiting beside it."""
        return bool(self._meta["recorded"])

    @property
    def network(self) -> bool:
        """True for a game played at a network table."""
        return bool(self._meta["network"])

    def note_network(self, elsewhere: Elsewhere = NOBODY_ELSEWHERE) -> None:
        """Note that this game is played at a network table, with the people `elsewhere` at
        other computers (kept in the autosave, and in the history at the end)."""
        self._meta["network"] = True
        self._meta.update(elsewhere.to_json())

    @property
    def elsewhere(self) -> Elsewhere:
        """The people of a network game played at other computers (none at home)."""
        return Elsewhere.of_json(self._meta)

    def new_game(self) -> None:
        """Fresh notes for a game that starts now."""
        self._meta = _fresh_meta()

    def note_assisted(self, how: Assist = Assist.HINTS) -> bool:
        """Note that the game was assisted `how`; True if that is news (the caller saves)."""
        before = self.assisted
        if how in before:
            return False
        self._meta["assisted"] = int(before | how)
        return True

    def stop(self) -> None:
        """Write nothing more (the app is closing, and its folder is about to be let go)."""
        self._paths = None

    def note_recorded(self) -> None:
        """Note that the finished game is kept by the history."""
        self._meta["recorded"] = True

    @property
    def held(self) -> int:
        """Finished games held here because no file beside the history could take them."""
        return len(self._held)

    def hold(self, waiting: dict[str, Any]) -> None:
        """Hold a finished game (its waiting record) that could be written nowhere: the autosave
        carries it, and every later save first tries to write it beside the history."""
        if waiting not in self._held:
            self._held.append(waiting)

    def save(self, game: Game) -> tuple[str, ...]:
        """Write `game` with its notes, atomically; a notice the first time that fails.

        Finished games held for want of room are first written beside the history; those that
        still cannot be go into the autosave with the game, so a new game's save never replaces
        the only copy of a finished one.
        """
        if self._paths is None:
            return ()
        self._saved_at = game.elapsed
        self._holds_unsaved = False
        if game.is_over:
            self.note_ended()
        kept = self._keep_held(self._paths)
        meta = {**self._meta, "held": self._held} if self._held else self._meta
        try:
            save_game(self._paths.autosave_file, game, meta)
        except Exception as exc:  # saving must never stop the game, whatever went wrong
            return kept + self._saving_off(exc)
        return kept + self._saved()

    def _keep_held(self, paths: AppPaths) -> tuple[str, ...]:
        """Write the held finished games beside the history; the news once all are kept."""
        if not self._held:
            return ()
        while self._held:
            try:
                keep_waiting(paths.history_file, self._held[0])
            except OSError as exc:
                log.error("a held finished game still cannot be kept: %s", exc)
                return ()
            del self._held[0]
        return (translate("Store", HELD_KEPT),)

    def save_holds(self, game: Game) -> tuple[str, ...]:
        """The holds of `game` changed: save it now when the last save is HOLD_SAVE_S of play
        old, else once it is (:meth:`save_if_due`, at the clock's next tick after that)."""
        if self._saved_at is not None and game.elapsed - self._saved_at < HOLD_SAVE_S:
            self._holds_unsaved = True
            return ()
        return self.save(game)

    def save_if_due(self, game: Game) -> tuple[str, ...]:
        """Save when the clock has run on for a while since the last save (SAVE_EVERY_S), or
        for a second with holds not saved yet."""
        every = SAVE_EVERY_S["clock" if game.rules.time_budget_s is None else "budget"]
        if self._holds_unsaved:
            every = HOLD_SAVE_S
        if self._saved_at is None:
            self._saved_at = game.elapsed  # a restored game was just read from its save
        elif game.elapsed - self._saved_at >= every:
            return self.save(game)
        return ()

    def save_settings(self, settings: Settings) -> tuple[str, ...]:
        """Remember `settings` on disk; a notice the first time saving fails."""
        if self._paths is None:
            return ()
        try:
            save_settings(self._paths.settings_file, settings)
        except OSError as exc:
            self._unsaved_settings = settings  # tried again after the next save that works
            return self._saving_off(exc)
        self._unsaved_settings = None
        return self._saved()

    def _saved(self) -> tuple[str, ...]:
        """A save worked: settings that could not be saved before are saved now, and after a
        failure the player hears that saving works again."""
        if self._unsaved_settings is not None and self._paths is not None:
            try:
                save_settings(self._paths.settings_file, self._unsaved_settings)
            except OSError as exc:
                log.error("settings still cannot be saved: %s", exc)
                return ()
            self._unsaved_settings = None
        if not self._failed:
            return ()
        self._failed = False  # a later failure is said again
        return (translate("Store", SAVING_AGAIN),)

    def _saving_off(self, exc: BaseException) -> tuple[str, ...]:
        log.error("cannot save: %s", exc)
        if self._failed:
            return ()
        self._failed = True
        if disk_full(exc):
            return (translate("Store", DISK_FULL),)
        return (saving_off_notice(self._paths.data_dir if self._paths else None),)


DISK_FULL = QT_TRANSLATE_NOOP(
    "Store",
    "The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving "
    "starts again by itself, and nothing is lost while Five Dice stays open.",
)


def saving_off_notice(folder: Path | None, *, disk_full: bool = False) -> str:
    """What the player is told once when the data `folder` cannot be written (for the whole
    run: its disk was too `disk_full` even for the folder's lock)."""
    if disk_full:
        return translate(
            "Store",
            "The disk is full, so Five Dice cannot save: this game, your settings and your "
            "history will not be kept. Free some space on the disk and start Five Dice again.",
        )
    if folder is None:
        return translate(
            "Store",
            "Saving is off: Five Dice cannot write to the data folder. You can keep playing, "
            "but this game, your settings and your history will not be kept.",
        )
    return translate(
        "Store",
        "Saving is off: Five Dice cannot write to {folder}. You can keep playing, "
        "but this game, your settings and your history will not be kept.",
    ).format(folder=folder)

"""The game in progress: written after every action, restored exactly on the next launch."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fivedice.core import Game
from fivedice.core.versioned import VersionedFormat
from fivedice.words import translate

from .files import read_versioned, set_aside_and_say, write_atomic

log = logging.getLogger(__name__)

AUTOSAVE_MARK = "fivedice.autosave"
AUTOSAVE_VERSION = 1
AUTOSAVE_FORMAT = VersionedFormat(
    newest=AUTOSAVE_VERSION,
    mark=AUTOSAVE_MARK,
    not_object="not a Five Dice autosave",
    foreign="not a Five Dice autosave",
    no_version="no format version",
    newer="written by a newer Five Dice (format {version})",
)


def save_game(path: Path, game: Game, extra: dict[str, Any] | None = None) -> None:
    """Write `game` (and app-level `extra` data, e.g. whether hints were used) atomically."""
    payload = {"format": AUTOSAVE_MARK, "version": AUTOSAVE_VERSION, "game": game.to_dict()}
    if extra:
        payload["app"] = extra
    write_atomic(path, json.dumps(payload, separators=(",", ":")) + "\n")


@dataclass
class Restored:
    """What was found in the autosave."""

    game: Game | None
    extra: dict[str, Any]
    problem: str | None = None
    """One plain sentence for the player when the file was damaged (and set aside)."""
    saved_at: str | None = None
    """When the file was last written (UTC, ISO 8601), from the file system."""


def _mtime(path: Path) -> str | None:
    try:
        when = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
    except (OSError, ValueError, OverflowError):
        return None
    return when.isoformat(timespec="seconds")


def load_game(path: Path) -> Restored:
    """The saved game in progress, or None if there is none.

    A damaged, foreign or newer file is renamed aside and reported; it never raises. Temporary
    files of saves a crash cut short are removed.
    """
    try:
        data = read_versioned(path, AUTOSAVE_FORMAT)
        if data is None:
            return Restored(None, {})
        game = Game.from_dict(data.get("game"))  # type: ignore[arg-type]
        extra = data.get("app")
        return Restored(game, extra if isinstance(extra, dict) else {}, saved_at=_mtime(path))
    except (OSError, ValueError, RecursionError) as exc:  # SaveFormatError and JSON errors too
        reason = str(exc)
    log.warning("autosave %s could not be restored: %s", path, reason)
    message = set_aside_and_say(
        path,
        kept=translate(
            "Store",
            "The saved game could not be restored, so a new game has started. "
            "The damaged file was kept as {file}.",
        ),
        left=translate("Store", "The saved game could not be restored, so a new game has started."),
    )
    return Restored(None, {}, message)

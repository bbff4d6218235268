"""The game in progress: written after every action, restored exactly on the next launch."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fivedice.core import Game, SaveFormatError
from fivedice.words import translate

from .files import remove_stale_temporaries, set_aside, write_atomic

log = logging.getLogger(__name__)

AUTOSAVE_VERSION = 1


def save_game(path: Path, game: Game, extra: dict[str, Any] | None = None) -> None:
    """Write `game` (and app-level `extra` data, e.g. whether hints were used) atomically."""
    payload = {"format": "fivedice.autosave", "version": AUTOSAVE_VERSION, "game": game.to_dict()}
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
    remove_stale_temporaries(path.parent)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Restored(None, {})
    except OSError as exc:
        reason = str(exc)
    else:
        try:
            data = json.loads(raw.decode("utf-8-sig"))
            if not isinstance(data, dict) or data.get("format") != "fivedice.autosave":
                raise SaveFormatError("not a Five Dice autosave")
            version = data.get("version")
            if isinstance(version, bool) or not isinstance(version, int):
                raise SaveFormatError("no format version")
            if version > AUTOSAVE_VERSION:
                raise SaveFormatError(f"written by a newer Five Dice (format {version})")
            game = Game.from_dict(data.get("game"))  # type: ignore[arg-type]
            extra = data.get("app")
            return Restored(game, extra if isinstance(extra, dict) else {}, saved_at=_mtime(path))
        except (ValueError, RecursionError) as exc:  # SaveFormatError and JSON errors included
            reason = str(exc)
    log.warning("autosave %s could not be restored: %s", path, reason)
    aside = set_aside(path)
    if aside is not None:
        message = translate(
            "Store",
            "The saved game could not be restored, so a new game has started. "
            "The damaged file was kept as {file}.",
        ).format(file=aside.name)
    else:
        message = translate(
            "Store", "The saved game could not be restored, so a new game has started."
        )
    return Restored(None, {}, message)

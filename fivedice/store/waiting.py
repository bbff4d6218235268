"""Finished games waiting beside the history: the record of one, as a waiting file (or the
autosave, while the disk has no room for the file) holds it, and the writing of that file.

The history takes them in when it next opens or records a game (:meth:`History.flush`); this is
only JSON and one file, so start-up writes a game that ended just before the app stopped without
loading the database.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fivedice.core import Game

from .assist import Assist
from .elsewhere import NOBODY_ELSEWHERE, Elsewhere
from .files import write_atomic
from .paths import pending_dir


def utc_now() -> str:
    """Now, in UTC, to the second, as the history and its waiting files write times."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def waiting_record(
    game: Game,
    *,
    started_at: str | None = None,
    ended_at: str | None = None,
    assisted: Assist = Assist.NONE,
    network: bool = False,
    elsewhere: Elsewhere = NOBODY_ELSEWHERE,
) -> dict[str, Any]:
    """A finished game as a waiting file holds it (JSON-able): what :func:`keep_waiting` writes
    and the autosave carries while the disk has no room for the file. `elsewhere`: the people
    played at other computers of a network table."""
    ended = ended_at or utc_now()
    return {
        "format": "fivedice.pending-game",
        "version": 1,
        "started_at": started_at or ended,
        "ended_at": ended,
        "assisted": int(assisted),
        "network": network,
        **elsewhere.to_json(),
        "game": game.to_dict(),
    }


def carried(notes: dict[str, Any]) -> list[dict[str, Any]]:
    """The waiting records (:func:`waiting_record`) of finished games that the autosave's
    `notes` carry for want of room (``held``); none when the note is missing or not a list."""
    held = notes.get("held")
    return [r for r in held if isinstance(r, dict)] if isinstance(held, list) else []


def keep_waiting(history_path: Path, record: dict[str, Any]) -> Path:
    """Write a finished game's :func:`waiting_record` to the pending folder (atomically), to be
    recorded by the next :meth:`History.flush`; OSError if it cannot be written. What is in the
    record is checked when it is read (a damaged one is then set aside, not lost)."""
    ended, game = record.get("ended_at"), record.get("game")
    seed = game.get("seed") if isinstance(game, dict) else None
    stamp = (ended if isinstance(ended, str) else utc_now()).replace(":", "").replace("+", "_")
    name = f"{stamp}-{seed if isinstance(seed, int) else 0}.json"
    path = pending_dir(history_path) / "".join(c for c in name if c.isalnum() or c in "-_.")
    write_atomic(path, json.dumps(record, separators=(",", ":")))
    return path


def keep_for_later(
    history_path: Path,
    game: Game,
    *,
    started_at: str | None = None,
    ended_at: str | None = None,
    assisted: Assist = Assist.NONE,
    network: bool = False,
    elsewhere: Elsewhere = NOBODY_ELSEWHERE,
) -> Path:
    """Write a finished game to the pending folder (atomically), to be recorded by the next
    :meth:`History.flush`; OSError if even that cannot be written."""
    record = waiting_record(
        game,
        started_at=started_at,
        ended_at=ended_at,
        assisted=assisted,
        network=network,
        elsewhere=elsewhere,
    )
    return keep_waiting(history_path, record)

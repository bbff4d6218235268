"""Perfect-play tables made ready for the Hard and Expert levels, the coach and the chances to
win, built off the caller's thread. A rule's table (expected scores) and its spread (their
variances) are made ready together.

The tables ship with the game and load in milliseconds; only when one is missing or damaged does
it have to be worked out again (seconds of number crunching), on a worker thread. The worker
never calls anyone: it posts progress to a queue that the owner reads with :meth:`poll`.
"""

from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass
from pathlib import Path

from fivedice.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

TABLE_FAILED = QT_TRANSLATE_NOOP(
    "Tables",
    "Perfect play for the Hard computer could not be worked out, so it plays a simpler game "
    "for now.",
)
"""Said when a table could not be built; show it with ``translate("Tables", TABLE_FAILED)``."""


@dataclass(frozen=True)
class TableProgress:
    """A build moved on (`fraction` 0…1), or finished (`done`; `error` says why it failed)."""

    rule: str
    fraction: float
    done: bool = False
    error: str = ""

    @property
    def message(self) -> str:
        """What to show while the build runs ("" once it is done)."""
        if self.done:
            return ""
        return translate(
            "Tables",
            "Working out perfect play for the Hard computer ({percent}%): this happens once.",
        ).format(percent=round(100 * self.fraction))


class TablePreparer:
    """Knows which rules' tables are in memory, and builds a missing one on a worker thread."""

    def __init__(self, cache_dir: Path | None = None) -> None:
        self._cache_dir = cache_dir
        self._ready: set[str] = set()
        self._building: set[str] = set()
        self._configured = False
        self._events: queue.SimpleQueue[TableProgress] = queue.SimpleQueue()

    def is_building(self, rule: str) -> bool:
        """True while `rule`'s table is being built."""
        return rule in self._building

    @property
    def building(self) -> bool:
        """True while any table is being built (the owner should :meth:`poll`)."""
        return bool(self._building)

    def ready(self, rule: str) -> bool:
        """True once the table is in memory; else starts (or keeps waiting for) a build.

        Loading a shipped table happens here, on the calling thread: it takes milliseconds.
        """
        if rule in self._ready:
            return True
        if rule in self._building:
            return False
        try:
            from fivedice.strategy import TableError, get_spread, get_table, set_default_cache_dir
        except ImportError:
            return True  # no strategy at all: the stand-in level plays without tables
        if not self._configured and self._cache_dir is not None:
            set_default_cache_dir(self._cache_dir)
            self._configured = True
        try:
            get_table(rule, allow_build=False)
            get_spread(rule, allow_build=False)
        except TableError:
            self._start_build(rule)
            return False
        self._ready.add(rule)
        return True

    def give_up(self, rule: str) -> None:
        """Stop waiting for `rule`'s table (its level plays without it)."""
        self._building.discard(rule)
        self._ready.add(rule)

    def poll(self) -> list[TableProgress]:
        """What the builds did since the last call, oldest first; a finished build is ready."""
        events: list[TableProgress] = []
        while True:
            try:
                event = self._events.get_nowait()
            except queue.Empty:
                break
            events.append(event)
            if event.done:
                self._building.discard(event.rule)
                if not event.error:
                    self._ready.add(event.rule)
        return events

    def _start_build(self, rule: str) -> None:
        self._building.add(rule)
        self._events.put(TableProgress(rule, 0.0))
        worker = threading.Thread(
            target=self._build, args=(rule,), name=f"fivedice-table-{rule}", daemon=True
        )
        worker.start()

    def _build(self, rule: str) -> None:
        # Runs on the worker thread: it only posts to the queue.
        from fivedice.strategy import get_spread, get_table

        def progress(fraction: float) -> None:
            self._events.put(TableProgress(rule, fraction))

        try:
            get_table(rule, progress=progress)
            get_spread(rule, progress=progress)
        except Exception as exc:
            log.exception("building the %s table failed", rule)
            self._events.put(TableProgress(rule, 1.0, True, str(exc) or type(exc).__name__))
        else:
            self._events.put(TableProgress(rule, 1.0, True))

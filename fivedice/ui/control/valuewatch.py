"""Perfect-play tables being made ready, watched on a Qt timer: the computer levels that play
from them and the coach wait for them, and the player is told how far a build has got.

The tables themselves (:class:`~fivedice.play.valueprep.TablePreparer`) are loaded when first asked
for, not at start-up: the first picture has no use for them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

if TYPE_CHECKING:
    from fivedice.play.valueprep import TablePreparer

POLL_MS = 100
"""How often a build's progress is read while one runs."""


class TableWatch(QObject):
    """Makes a rule's table ready on request, and says when a build moves, ends or fails."""

    progressed = Signal(str)
    """A build's progress, as a sentence for the player."""
    done = Signal(str)
    """The rule whose table is now ready (or given up on: see ``failed``)."""
    failed = Signal(str)
    """The rule whose table could not be built (its levels play without it from now on)."""

    def __init__(self, cache_dir: Path | None, parent: QObject) -> None:
        super().__init__(parent)
        self._cache_dir = cache_dir
        self._tables: TablePreparer | None = None
        """Made when first asked for (:attr:`preparer`): until then, nothing is building."""
        self._timer = QTimer(self, interval=POLL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    @property
    def preparer(self) -> TablePreparer:
        """The tables themselves (the coach asks them for advice)."""
        if self._tables is None:
            from fivedice.play.valueprep import TablePreparer  # loaded when first used

            self._tables = TablePreparer(self._cache_dir)
        return self._tables

    def is_building(self, rule: str) -> bool:
        """True while `rule`'s table is being built."""
        return self._tables is not None and self._tables.is_building(rule)

    def ready(self, rule: str) -> bool:
        """True once `rule`'s table is in memory; else a build runs, and is watched."""
        ready = self.preparer.ready(rule)
        self.follow()
        return ready

    def follow(self) -> None:
        """Follow a build (if one runs) until it is done."""
        if self._tables is not None and self._tables.building and not self._timer.isActive():
            self._timer.start()

    def stop(self) -> None:
        """Stop watching (the app is closing)."""
        self._timer.stop()

    @Slot()
    def _on_timer_timeout(self) -> None:
        tables = self.preparer
        news = tables.poll()
        if news:
            self.progressed.emit(news[-1].message)
        for progress in news:
            if progress.error:
                tables.give_up(progress.rule)
                self.failed.emit(progress.rule)
            if progress.done:
                self.done.emit(progress.rule)
        if not tables.building:
            self._timer.stop()

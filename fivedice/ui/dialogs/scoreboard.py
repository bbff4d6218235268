"""The scoreboard: best scores per kind of game, statistics per player with two charts
(charts.py), and the latest games, on three pages (scorepages.py).

It reads through :class:`ScoreSource` (in the app, the game history the controller hands over)
off the GUI thread, with a :class:`~.query.QueryOp` for each part, and paints each part when
its answer arrives: the dialog shows at once, with empty pages until then (and a line saying the
history is being read, should that take a moment). When the history cannot be read, the dialog
says so in plain words above whatever it could read, instead of raising.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fivedice.store.anchors import ANCHORS

# Plain values only (no database, no files): the one class needed at run time is the error.
from fivedice.store.errors import HistoryError
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .charts import TREND_GAMES
from .export import CsvExport, Progress, export_refused, run_export
from .query import own_reading, run_query
from .ratingspage import RatingsPage, level_anchors
from .renaming import ProfileEdits
from .scorepages import (
    EMPTY_KIND,
    ONLY_ASSISTED_KIND,
    RECENT_GAMES,
    BestPage,
    BestRead,
    PlayersPage,
    RecentPage,
    message_label,
)

if TYPE_CHECKING:
    from fivedice.store.records import (
        BestScore,
        Kind,
        PlayerStats,
        Profile,
        RatingPoint,
        RecentGame,
    )

__all__ = ["EMPTY", "EMPTY_KIND", "NO_HISTORY", "ONLY_ASSISTED_KIND", "RECENT_GAMES"]
__all__ += ["READING", "ScoreSource", "ScoreboardDialog"]

log = logging.getLogger(__name__)

T = TypeVar("T")

NO_HISTORY = QT_TRANSLATE_NOOP(
    "Scoreboard", "The game history is not available, so there are no scores to show."
)
EMPTY = QT_TRANSLATE_NOOP(
    "Scoreboard", "No finished games yet. Play a game to the end and its score appears here."
)
#: Shown in the scoreboard while the game history is being read, when that takes a moment.
READING = QT_TRANSLATE_NOOP("Scoreboard", "Reading the game history…")
"""(Each shown with ``translate("Scoreboard", ...)``.)"""

READING_SHOWN_AFTER_MS = 300
"""A read that answers sooner fills the pages without a word about it."""


class ScoreSource(Protocol):
    """What the scoreboard reads. Each method raises HistoryError, with a message for the
    player, when it cannot answer. The reads run off the GUI thread: a ``History`` is read
    through a connection of the reading thread's own (query.own_reading); anything else must
    answer on any thread."""

    def kinds(self) -> Sequence[Kind]:
        """Kinds of game played, most played first."""
        ...

    def names(self) -> Sequence[str]:
        """Names of people who finished games, most games first."""
        ...

    def best_scores(
        self, kind: Kind, limit: int = 10, include_assisted: bool = True
    ) -> Sequence[BestScore]:
        """The top scores of people in games of `kind`, best first."""
        ...

    def player_stats(
        self, name: str, include_assisted: bool = True, recent: int = 30
    ) -> PlayerStats:
        """The figures of `name`, with the totals of the `recent` latest games."""
        ...

    def recent_games(self, limit: int = 200) -> Sequence[RecentGame]:
        """The `limit` latest finished games, newest first."""
        ...

    def profiles(self) -> Sequence[Profile]:
        """The people who play here, with their ratings."""
        ...

    def rating_history(self, profile: int) -> Sequence[RatingPoint]:
        """Profile `profile`'s rating after each of its rated games, oldest first."""
        ...

    def rename_profile(self, profile: int, name: str) -> str:
        """Rename profile `profile` (on the GUI thread: a write); the name as kept."""
        ...

    def merge_profiles(self, keep: int, gone: int) -> None:
        """Make profile `gone` part of profile `keep` (on the GUI thread: a write)."""
        ...

    def export_csv(self, path: Path, progress: Progress | None = None) -> int:
        """Write the history as CSV to `path`; returns the lines written. It may run on any
        thread, and calls `progress(done, total)` from that thread now and then."""
        ...


class _NoWriter:
    """Where renaming writes when there is no history: nowhere (its buttons stay disabled)."""

    def rename_profile(self, profile: int, name: str) -> str:
        raise HistoryError(translate("Scoreboard", NO_HISTORY))

    def merge_profiles(self, keep: int, gone: int) -> None:
        raise HistoryError(translate("Scoreboard", NO_HISTORY))


_NO_WRITER = _NoWriter()


# ----------------------------------------------------------------- reads (on the worker)


def _read_own(source: ScoreSource, query: Callable[[ScoreSource], T]) -> T:
    with own_reading(source) as own:
        return query(own)


def _read_kinds(source: ScoreSource) -> Sequence[Kind]:
    return source.kinds()


def _read_names(source: ScoreSource) -> Sequence[str]:
    return source.names()


def _read_profiles(source: ScoreSource) -> Sequence[Profile]:
    return source.profiles()


def _read_rating_history(profile: int, source: ScoreSource) -> Sequence[RatingPoint]:
    return source.rating_history(profile)


def _read_recent(source: ScoreSource) -> Sequence[RecentGame]:
    # One more than shown, to know whether the list is cut short.
    return source.recent_games(RECENT_GAMES + 1)


def _read_best(kind: Kind, include_assisted: bool, source: ScoreSource) -> BestRead:
    rows = source.best_scores(kind, include_assisted=include_assisted)
    hidden = (
        not rows
        and not include_assisted
        and bool(source.best_scores(kind, 1, include_assisted=True))
    )
    return BestRead(rows, only_assisted=hidden)


def _read_player(name: str, include_assisted: bool, source: ScoreSource) -> PlayerStats:
    return source.player_stats(name, include_assisted=include_assisted, recent=TREND_GAMES)


# ------------------------------------------------------------------------------ the dialog


class ScoreboardDialog(QDialog):
    """Best scores and statistics from the history; opened from the toolbar."""

    review_requested = Signal(int)
    """The id of a finished game the player wants reviewed."""
    export_finished = Signal(int)
    """An export ended: the lines written (0 if it failed, and the dialog says why)."""
    filled = Signal()
    """Every answer asked for has arrived and is shown (after opening, and after each change
    of what is chosen)."""

    def __init__(
        self,
        source: ScoreSource | None,
        current: Kind | None = None,
        player: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        #: Window title of the scoreboard (a noun).
        self.setWindowTitle(translate("Scoreboard", "Scoreboard"))
        self.setObjectName("scoreboard")
        self.resize(720, 560)
        self._source = source
        self._current = current
        self._player = player
        self._problems: dict[str, str] = {}
        """What could not be read (or written), by part of the dialog."""
        self._asked: dict[str, int] = {}
        """The question outstanding for each part (a later one makes an earlier one's answer
        stale)."""
        self._questions = 0
        self._export: CsvExport | None = None
        self.profile_edits = ProfileEdits(self, source or _NO_WRITER)
        """Renaming and merging players (their dialogs, while open)."""
        self.profile_edits.changed.connect(self._on_profile_edits_changed)
        self.profile_edits.failed.connect(self._on_profile_edits_failed)
        self.has_games = source is not None
        """False when the history holds no finished game (or there is no history)."""
        self._build()
        self._connect()
        self.best_page.set_kinds((), current)
        if source is None:
            self._set_problem("source", translate("Scoreboard", NO_HISTORY))
            self._show_pages()
            layout = self.layout()
            if isinstance(layout, QVBoxLayout):
                layout.insertStretch(layout.indexOf(self.empty), 1)
            return
        self._ask("kinds", _read_kinds, self._show_kinds)
        self._ask("names", _read_names, self._show_names)
        self._ask("recent", _read_recent, self._show_recent)
        self._ask("ratings", _read_profiles, self._show_ratings)

    # ------------------------------------------------------------------------ building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.problem = self._problem_label()
        layout.addWidget(self.problem)
        self.reading_note = message_label(
            translate("Scoreboard", READING), "scoreboardReading", self
        )
        layout.addWidget(self.reading_note)
        self._reading_timer = QTimer(self)
        self._reading_timer.setSingleShot(True)
        self._reading_timer.setInterval(READING_SHOWN_AFTER_MS)
        self.tabs = self._pages()
        layout.addWidget(self.tabs, 1)
        self.empty = message_label(translate("Scoreboard", EMPTY), "scoreboardEmpty", self)
        layout.addWidget(self.empty, 1)
        self.hide_assisted = QCheckBox(
            #: [Scoreboard dialog] Check box: leave out the games in which hints or undo were used.
            translate("Scoreboard", "&Hide assisted games (hints or undo used)"),
            self,
        )
        self.hide_assisted.setMinimumHeight(44)
        #: Screen readers' name of the check box that leaves out assisted games.
        self.hide_assisted.setAccessibleName(translate("Scoreboard", "Hide assisted games"))
        layout.addWidget(self.hide_assisted)
        self.export_progress = self._progress_bar()
        layout.addWidget(self.export_progress)
        layout.addWidget(self._buttons())

    def _problem_label(self) -> QLabel:
        problem = QLabel(self)
        problem.setObjectName("scoreboardProblem")
        problem.setAccessibleName(translate("Scoreboard", "Problem with the game history"))
        problem.setWordWrap(True)
        problem.setTextFormat(Qt.TextFormat.PlainText)
        problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        problem.hide()
        return problem

    def _pages(self) -> QTabWidget:
        tabs = QTabWidget(self)
        #: Screen readers' name of the scoreboard's tabs.
        tabs.setAccessibleName(translate("Scoreboard", "Scoreboard pages"))
        # Each page is a child of the tabs it goes into; its parts, of the page.
        self.best_page = BestPage(tabs)
        #: [Scoreboard dialog] Tab: the best scores of a kind of game.
        tabs.addTab(self.best_page, translate("Scoreboard", "&Best scores"))
        self.players_page = PlayersPage(tabs)
        #: [Scoreboard dialog] Tab: one player's figures and charts.
        tabs.addTab(self.players_page, translate("Scoreboard", "&Players"))
        self.ratings_page = RatingsPage(tabs, level_anchors(dict(ANCHORS)))
        #: [Scoreboard dialog] Tab: the people who play here ranked by rating, with a chart.
        tabs.addTab(self.ratings_page, translate("Scoreboard", "R&atings"))
        self.recent_page = RecentPage(tabs)
        #: [Scoreboard dialog] Tab: the latest finished games.
        tabs.addTab(self.recent_page, translate("Scoreboard", "&Recent games"))
        # The pages' parts, by the names they have always had here.
        self.kind_box, self.best_table = self.best_page.kind_box, self.best_page.table
        self.best_empty = self.best_page.empty
        self.name_box, self.player_empty = self.players_page.name_box, self.players_page.empty
        self.player_figures, self.stat_labels = (
            self.players_page.figures,
            self.players_page.stat_labels,
        )
        self.histogram, self.trend = self.players_page.histogram, self.players_page.trend
        self.recent_table, self.recent_note = self.recent_page.table, self.recent_page.note
        self.review_button = self.recent_page.review_button
        return tabs

    def _progress_bar(self) -> QProgressBar:
        bar = QProgressBar(self)
        bar.setObjectName("exportProgress")
        #: Screen readers' name of the export's progress bar.
        bar.setAccessibleName(translate("Scoreboard", "Export progress"))
        # %p is the percentage (Qt's placeholder of progress bars).
        #: Text in the export's progress bar: %p is the percentage, which Qt fills in: keep “%p%”.
        bar.setFormat(translate("Scoreboard", "Exporting… %p%"))
        bar.hide()
        return bar

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # Enter closes it, as Esc does, unless the focus is on Export.
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        #: [Scoreboard dialog] Button: save the whole history of games as a CSV file (for
        #: spreadsheets); “…”: a file dialog opens.
        self.export_button = QPushButton(translate("Scoreboard", "&Export CSV…"), self)
        self.export_button.setAccessibleName(translate("Scoreboard", "Export the history as CSV"))
        self.export_button.setEnabled(self._source is not None)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        for button in buttons.buttons():
            button.setMinimumHeight(44)
        buttons.rejected.connect(self.reject)
        return buttons

    def _connect(self) -> None:
        self.recent_page.review_requested.connect(self.review_requested)
        self.ratings_page.profile_chosen.connect(self._on_ratings_page_profile_chosen)
        self.players_page.rename_button.clicked.connect(self._on_rename_button_clicked)
        self.players_page.merge_button.clicked.connect(self._on_merge_button_clicked)
        self.kind_box.currentIndexChanged.connect(self._on_kind_box_current_index_changed)
        self.name_box.currentIndexChanged.connect(self._on_name_box_current_index_changed)
        self.hide_assisted.toggled.connect(self._on_hide_assisted_toggled)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self._reading_timer.timeout.connect(self._on_reading_timer_timeout)

    def _show_pages(self) -> None:
        # With nothing to show, a sentence instead of empty pages: how to get a first score, or
        # (above) why there is no history.
        self.tabs.setVisible(self.has_games)
        self.hide_assisted.setVisible(self.has_games)
        self.empty.setVisible(self._source is not None and not self.has_games)

    # ------------------------------------------------------------------------ reading

    @property
    def reading(self) -> bool:
        """True while an answer asked of the history has not arrived yet."""
        return bool(self._asked)

    def _ask(
        self, part: str, query: Callable[[ScoreSource], T], paint: Callable[[T | None], None]
    ) -> None:
        """Read `part` with `query` off the GUI thread, then `paint` its answer, or None with
        the reason shown when the history cannot give it (the other parts keep theirs)."""
        if self._source is None:
            paint(None)
            return
        self._questions += 1
        asked = self._asked[part] = self._questions
        run_query(
            self,
            partial(_read_own, self._source, query),
            partial(self._on_part_read, part, asked, paint),
            partial(self._on_part_failed, part, asked, paint),
        )
        if not self._reading_timer.isActive() and self.reading_note.isHidden():
            self._reading_timer.start()

    def _on_part_read(
        self, part: str, asked: int, paint: Callable[[T | None], None], answer: T
    ) -> None:
        if self._asked.get(part) != asked:
            return  # asked again since: the later answer is the one to show
        del self._asked[part]
        self._set_problem(part, None)
        paint(answer)
        self._after_answer()

    def _on_part_failed(
        self, part: str, asked: int, paint: Callable[[T | None], None], exc: Exception
    ) -> None:
        if self._asked.get(part) != asked:
            return
        del self._asked[part]
        if isinstance(exc, HistoryError):
            log.error("scoreboard: %s could not be read: %s", part, exc)
        else:
            log.error("scoreboard: %s could not be read", part, exc_info=exc)
        problem = str(exc) if isinstance(exc, HistoryError) else ""
        self._set_problem(
            part, problem or translate("Scoreboard", "The game history could not be read.")
        )
        paint(None)
        self._after_answer()

    def _after_answer(self) -> None:
        if self.reading:
            return
        self._reading_timer.stop()
        self.reading_note.hide()
        self.filled.emit()

    @Slot()
    def _on_reading_timer_timeout(self) -> None:
        self.reading_note.setVisible(self.reading)

    def _set_problem(self, part: str, message: str | None) -> None:
        if message is None:
            self._problems.pop(part, None)
        else:
            self._problems[part] = message
        # The same cause (a locked file) usually stops every part: say it once.
        lines = list(dict.fromkeys(self._problems.values()))
        self.problem.setText("\n".join(lines))
        self.problem.setAccessibleDescription(" ".join(lines))
        self.problem.setVisible(bool(lines))

    def problem_text(self) -> str:
        """What the dialog says is wrong with the history ("" when nothing is)."""
        return self.problem.text() if self._problems else ""

    # ------------------------------------------------------------------------ painting

    def _show_kinds(self, kinds: Sequence[Kind] | None) -> None:
        self.best_page.set_kinds(kinds or (), self._current)
        # A failed read is said above the pages: they stay, with the game in progress's kind.
        self.has_games = kinds is None or bool(kinds)
        self._show_pages()
        self._refresh_best()

    def _show_names(self, names: Sequence[str] | None) -> None:
        self.players_page.set_names(names or (), self._player)
        self._refresh_player()

    def _show_recent(self, games: Sequence[RecentGame] | None) -> None:
        self.recent_page.show_games(games or ())

    def _show_ratings(self, profiles: Sequence[Profile] | None) -> None:
        self.ratings_page.show_profiles(profiles, self._player)
        self.profile_edits.know({p.name: p.id for p in profiles or ()})
        if self.ratings_page.chosen() is None:
            self._asked.pop("rating history", None)

    @Slot()
    def _on_rename_button_clicked(self) -> None:
        self.profile_edits.rename(self.players_page.chosen())

    @Slot()
    def _on_merge_button_clicked(self) -> None:
        self.profile_edits.merge(self.players_page.chosen())

    @Slot(str)
    def _on_profile_edits_changed(self, name: str) -> None:
        """A player was renamed, or two merged: every page reads again, showing `name`."""
        self._set_problem("profiles", None)
        self._player = name
        self._ask("names", _read_names, self._show_names)
        self._ask("ratings", _read_profiles, self._show_ratings)
        self._ask("recent", _read_recent, self._show_recent)
        self._refresh_best()

    @Slot(str)
    def _on_profile_edits_failed(self, why: str) -> None:
        self._set_problem("profiles", why)

    @Slot(int)
    def _on_ratings_page_profile_chosen(self, profile: int) -> None:
        query = partial(_read_rating_history, profile)
        self._ask("rating history", query, self.ratings_page.show_history)

    def _refresh_best(self) -> None:
        kind = self.best_page.chosen()
        if kind is None:
            self._asked.pop("best", None)
            self.best_page.show_scores(None)
            return
        query = partial(_read_best, kind, not self.hide_assisted.isChecked())
        self._ask("best", query, self.best_page.show_scores)

    def _refresh_player(self) -> None:
        name = self.players_page.chosen()
        if not name:
            self._asked.pop("player", None)
            self.players_page.show_stats(None)
            return
        query = partial(_read_player, name, not self.hide_assisted.isChecked())
        self._ask("player", query, self.players_page.show_stats)

    def selected_game(self) -> int | None:
        """The id of the game selected on the Recent games tab."""
        return self.recent_page.selected_game()

    @Slot(int)
    def _on_kind_box_current_index_changed(self, _index: int) -> None:
        self._refresh_best()

    @Slot(int)
    def _on_name_box_current_index_changed(self, _index: int) -> None:
        self._refresh_player()

    @Slot(bool)
    def _on_hide_assisted_toggled(self, _checked: bool) -> None:
        self._refresh_best()
        self._refresh_player()

    # ------------------------------------------------------------------------ export

    @Slot()
    def _on_export_button_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            #: Title of Export CSV's file dialog.
            translate("Scoreboard", "Export the history"),
            "fivedice-history.csv",
            #: The type of file in Export CSV's file dialog: keep “(*.csv)”.
            translate("Scoreboard", "CSV files (*.csv)"),
        )
        if path:
            self.start_export(Path(path))

    @property
    def exporting(self) -> bool:
        """True while an export started by :meth:`start_export` runs."""
        return self._export is not None

    def start_export(self, path: Path) -> bool:
        """Write the history as CSV to `path` off the GUI thread, with a progress bar here;
        ``export_finished`` says how it ended. False when it cannot start (no history, or an
        export already running)."""
        if self._source is None:
            self._export_ended(0, translate("Scoreboard", "There is no game history to export."))
            return False
        if self._export is not None:
            return False
        refusal = export_refused(self._source, path)
        if refusal is not None:  # one of Five Dice's own files: nothing written, no thread
            self._export_ended(0, refusal)
            return True
        job = CsvExport(self._source, path, self)
        job.progressed.connect(self._on_export_progressed)
        job.done.connect(self._on_export_done)
        self._export = job
        self.export_button.setEnabled(False)
        self.export_progress.setRange(0, 0)  # busy until the first figures arrive
        self.export_progress.show()
        job.start()
        return True

    def export_to(self, path: Path) -> int:
        """Write the history as CSV to `path` on this thread and wait for it (for scripts and
        tests; the button exports with :meth:`start_export`). Returns the lines written (0 if
        it failed, and the dialog then says why)."""
        if self._source is None:
            return self._export_ended(
                0, translate("Scoreboard", "There is no game history to export.")
            )
        return self._export_ended(*run_export(self._source, path, None))

    @Slot(int, int)
    def _on_export_progressed(self, done: int, total: int) -> None:
        if self._export is not None:
            self.export_progress.setRange(0, max(total, 1))
            self.export_progress.setValue(min(done, max(total, 1)))

    @Slot(int, str)
    def _on_export_done(self, written: int, problem: str) -> None:
        self._export = None
        self.export_progress.hide()
        self.export_button.setEnabled(self._source is not None)
        self._export_ended(written, problem)

    def _export_ended(self, written: int, problem: str) -> int:
        self._set_problem("export", problem or None)
        self.export_finished.emit(written)
        return written

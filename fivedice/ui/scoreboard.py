"""The scoreboard: best scores per kind of game, and statistics per player with two charts.

It reads through :class:`ScoreSource` (in the app, the game history the controller hands over)
and never opens or imports the history itself. When the history cannot be read, the dialog says
so in plain words above whatever it could read, instead of raising.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

# Plain values only (no database, no files): the one class needed at run time is the error.
from fivedice.store.records import HistoryError

from .export import CsvExport, Progress, run_export
from .plain import plain_label

if TYPE_CHECKING:
    from fivedice.store.records import BestScore, Kind, PlayerStats, RecentGame

log = logging.getLogger(__name__)

BIN_WIDTH = 25
TREND_GAMES = 30
RECENT_GAMES = 200
"""Games listed on the Recent games tab."""

NO_HISTORY = "The game history is not available, so there are no scores to show."


class ScoreSource(Protocol):
    """What the scoreboard reads. Each method raises HistoryError, with a message for the
    player, when it cannot answer."""

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

    def export_csv(self, path: Path, progress: Progress | None = None) -> int:
        """Write the history as CSV to `path`; returns the lines written. It may run on any
        thread, and calls `progress(done, total)` from that thread now and then."""
        ...


_T = TypeVar("_T")


def histogram_bins(scores: Sequence[int], width: int = BIN_WIDTH) -> list[tuple[int, int]]:
    """(lower bound, count) for each bin from the lowest to the highest score, empty bins kept."""
    return distribution_bins([(s, 1) for s in scores], width)


def distribution_bins(
    distribution: Sequence[tuple[int, int]], width: int = BIN_WIDTH
) -> list[tuple[int, int]]:
    """:func:`histogram_bins` from (score, how many times) pairs."""
    if not distribution:
        return []
    low = min(s for s, _ in distribution) // width * width
    high = max(s for s, _ in distribution) // width * width
    counts = dict.fromkeys(range(low, high + width, width), 0)
    for s, n in distribution:
        counts[s // width * width] += n
    return sorted(counts.items())


def moving_average(values: Sequence[int], window: int = 5) -> list[float]:
    """The mean of each value with the up to `window - 1` values before it."""
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1) : i + 1]
        out.append(sum(part) / len(part))
    return out


class _Chart(QWidget):
    """Common frame for the two charts: axes, colours from the palette, a caption."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._caption = caption
        self.setMinimumSize(280, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(caption)

    def _plot_rect(self) -> QRectF:
        return QRectF(44, 26, max(10, self.width() - 56), max(10, self.height() - 56))

    def _begin(self) -> QPainter:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.setPen(pal.color(QPalette.ColorRole.WindowText))
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        p.drawText(QRectF(0, 2, self.width(), 20), Qt.AlignmentFlag.AlignHCenter, self._caption)
        p.setFont(self.font())
        return p

    def _empty(self, p: QPainter) -> None:
        p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No finished games yet")

    def _accent(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Highlight)


class ScoreHistogram(_Chart):
    """How often each band of scores (25 points wide) was reached."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Scores", parent)
        self._bins: list[tuple[int, int]] = []

    def set_scores(self, scores: Sequence[int]) -> None:
        """Show these totals."""
        self.set_distribution([(s, 1) for s in scores])

    def set_distribution(self, distribution: Sequence[tuple[int, int]]) -> None:
        """Show totals given as (total, how many games) pairs."""
        self._bins = distribution_bins(distribution)
        described = ", ".join(f"{lo}–{lo + BIN_WIDTH - 1}: {n}" for lo, n in self._bins if n)
        self.setAccessibleDescription(f"Games per score band. {described}")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = self._begin()
        if not self._bins:
            self._empty(p)
            return
        area = self._plot_rect()
        top = max(n for _, n in self._bins)
        slot = area.width() / len(self._bins)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self._accent())
        for i, (_lo, n) in enumerate(self._bins):
            h = area.height() * n / top
            p.drawRoundedRect(
                QRectF(area.left() + i * slot + 2, area.bottom() - h, max(1, slot - 4), h), 2, 2
            )
        text = self.palette().color(QPalette.ColorRole.WindowText)
        p.setPen(text)
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawText(QRectF(0, area.top() - 6, 40, 14), Qt.AlignmentFlag.AlignRight, str(top))
        step = max(1, len(self._bins) // 6)
        for i in range(0, len(self._bins), step):
            x = area.left() + i * slot
            p.drawText(QRectF(x - 10, area.bottom() + 4, 44, 16), str(self._bins[i][0]))


class TrendChart(_Chart):
    """The last games' totals, oldest on the left, with a running average."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(f"Last {TREND_GAMES} games", parent)
        self._scores: list[int] = []

    def set_scores(self, scores: Sequence[int]) -> None:
        """Show the most recent of these totals (given oldest first)."""
        self._scores = list(scores[-TREND_GAMES:])
        if self._scores:
            avg = moving_average(self._scores)[-1]
            self.setAccessibleDescription(
                f"{len(self._scores)} recent games, last {self._scores[-1]}, "
                f"recent average {avg:.0f}"
            )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = self._begin()
        if not self._scores:
            self._empty(p)
            return
        area = self._plot_rect()
        low, high = min(self._scores), max(self._scores)
        if high == low:
            low, high = low - 10, high + 10
        n = len(self._scores)

        def point(i: int, v: float) -> QPointF:
            x = area.left() + (area.width() * i / (n - 1) if n > 1 else area.width() / 2)
            return QPointF(x, area.bottom() - area.height() * (v - low) / (high - low))

        text = self.palette().color(QPalette.ColorRole.WindowText)
        p.setPen(text)
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawText(QRectF(0, area.top() - 6, 40, 14), Qt.AlignmentFlag.AlignRight, str(high))
        p.drawText(QRectF(0, area.bottom() - 8, 40, 14), Qt.AlignmentFlag.AlignRight, str(low))
        faint = QColor(text)
        faint.setAlpha(110)
        p.setPen(QPen(faint, 1.5))
        path = QPainterPath(point(0, self._scores[0]))
        for i, v in enumerate(self._scores[1:], 1):
            path.lineTo(point(i, v))
        p.drawPath(path)
        p.setBrush(faint)
        for i, v in enumerate(self._scores):
            p.drawEllipse(point(i, v), 2.5, 2.5)
        p.setPen(QPen(self._accent(), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        avg = moving_average(self._scores)
        path = QPainterPath(point(0, avg[0]))
        for i, mean in enumerate(avg[1:], 1):
            path.lineTo(point(i, mean))
        p.drawPath(path)


class ScoreboardDialog(QDialog):
    """Best scores and statistics from the history; opened from the toolbar."""

    review_requested = Signal(int)
    """The id of a finished game the player wants reviewed."""
    export_finished = Signal(int)
    """An export ended: the lines written (0 if it failed, and the dialog says why)."""

    def __init__(
        self,
        source: ScoreSource | None,
        current: Kind | None = None,
        player: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Scoreboard")
        self.setObjectName("scoreboard")
        self.resize(720, 560)
        self._source = source
        self._problems: dict[str, str] = {}
        """What could not be read (or written), by part of the dialog."""
        layout = QVBoxLayout(self)
        self.problem = QLabel()
        self.problem.setObjectName("scoreboardProblem")
        self.problem.setAccessibleName("Problem with the game history")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.hide()
        layout.addWidget(self.problem)
        if source is None:
            self._set_problem("source", NO_HISTORY)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Scoreboard pages")
        layout.addWidget(self.tabs)
        self.hide_assisted = QCheckBox("Hide assisted games (hints or undo used)")
        self.hide_assisted.setMinimumHeight(44)
        self.hide_assisted.setAccessibleName("Hide assisted games")
        layout.addWidget(self.hide_assisted)

        # Best scores
        best = QWidget()
        best_layout = QVBoxLayout(best)
        self.kind_box = QComboBox()
        self.kind_box.setMinimumHeight(44)
        self.kind_box.setAccessibleName("Kind of game")
        self.kind_box.view().setAccessibleName("Kind of game: choices")
        kinds = list(self._read("kinds", lambda s: s.kinds()) or ())
        if current is not None and current not in kinds:
            kinds.insert(0, current)
        for kind in kinds:
            self.kind_box.addItem(kind.label, kind)
        if current is not None:
            self.kind_box.setCurrentIndex(kinds.index(current))
        best_layout.addWidget(self.kind_box)
        self.best_table = QTableWidget(0, 4)
        self.best_table.setObjectName("bestScores")
        self.best_table.setAccessibleName("Best scores")
        self.best_table.setHorizontalHeaderLabels(["#", "Name", "Score", "Date"])
        self.best_table.verticalHeader().setVisible(False)
        self.best_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.best_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        best_layout.addWidget(self.best_table)
        self.tabs.addTab(best, "Best scores")

        # Players
        players = QWidget()
        players_layout = QVBoxLayout(players)
        self.name_box = QComboBox()
        self.name_box.setMinimumHeight(44)
        self.name_box.setAccessibleName("Player")
        self.name_box.view().setAccessibleName("Player: choices")
        names = list(self._read("names", lambda s: s.names()) or ())
        self.name_box.addItems(names)
        if player is not None:
            # Names match whatever their case, as in the history.
            found = [n for n in names if n.casefold() == player.casefold()]
            if found:
                self.name_box.setCurrentText(found[0])
        players_layout.addWidget(self.name_box)
        figures = QFormLayout()
        self.stat_labels: dict[str, QLabel] = {}
        for key, caption in [
            ("games", "Games"),
            ("wins", "Wins"),
            ("average", "Average"),
            ("best", "Best"),
            ("bonus", "Upper bonus"),
            ("fives", "Five of a Kind rolls"),
        ]:
            label = plain_label("—")
            label.setAccessibleName(caption)
            self.stat_labels[key] = label
            figures.addRow(f"{caption}:", label)
        players_layout.addLayout(figures)
        charts = QHBoxLayout()
        self.histogram = ScoreHistogram()
        self.trend = TrendChart()
        charts.addWidget(self.histogram)
        charts.addWidget(self.trend)
        players_layout.addLayout(charts, 1)
        self.tabs.addTab(players, "Players")

        # Recent games, each of which can be reviewed.
        recent = QWidget()
        recent_layout = QVBoxLayout(recent)
        self.recent_table = QTableWidget(0, 4)
        self.recent_table.setObjectName("recentGames")
        self.recent_table.setAccessibleName("Recent games")
        self.recent_table.setHorizontalHeaderLabels(
            ["Date", "Players and scores", "Rules", "Assisted"]
        )
        self.recent_table.verticalHeader().setVisible(False)
        self.recent_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.recent_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.recent_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.recent_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.recent_table.cellDoubleClicked.connect(self._on_recent_table_double_clicked)
        recent_layout.addWidget(self.recent_table)
        self.recent_note = plain_label(f"Only the latest {RECENT_GAMES} games are listed.")
        self.recent_note.setObjectName("recentGamesNote")
        self.recent_note.hide()
        recent_layout.addWidget(self.recent_note)
        self.review_button = QPushButton("Review the selected game")
        self.review_button.setObjectName("reviewSelectedButton")
        self.review_button.setMinimumHeight(44)
        self.review_button.setAccessibleName("Review the selected game")
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(self._on_review_button_clicked)
        self.recent_table.itemSelectionChanged.connect(self._on_recent_table_selection_changed)
        recent_layout.addWidget(self.review_button)
        self.tabs.addTab(recent, "Recent games")
        self._fill_recent()

        self.export_progress = QProgressBar()
        self.export_progress.setObjectName("exportProgress")
        self.export_progress.setAccessibleName("Export progress")
        self.export_progress.setFormat("Exporting… %p%")
        self.export_progress.hide()
        layout.addWidget(self.export_progress)
        self._export: CsvExport | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton("Export CSV…")
        self.export_button.setAccessibleName("Export the history as CSV")
        self.export_button.setEnabled(source is not None)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        for button in buttons.buttons():
            button.setMinimumHeight(44)
        buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        layout.addWidget(buttons)

        self.kind_box.currentIndexChanged.connect(self._on_kind_box_changed)
        self.name_box.currentIndexChanged.connect(self._on_name_box_changed)
        self.hide_assisted.toggled.connect(self._on_hide_assisted_toggled)
        self._refresh_best()
        self._refresh_player()

    # ------------------------------------------------------------------------ reading

    def _read(self, part: str, query: Callable[[ScoreSource], _T]) -> _T | None:
        """`query`'s answer, or None with the reason shown when the history cannot give it
        (the other parts keep what they could read)."""
        if self._source is None:
            return None
        try:
            answer = query(self._source)
        except HistoryError as exc:
            log.error("scoreboard: %s could not be read: %s", part, exc)
            self._set_problem(part, str(exc) or "The game history could not be read.")
            return None
        self._set_problem(part, None)
        return answer

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

    def _fill_recent(self) -> None:
        # One more than shown, to know whether the list is cut short.
        games = list(self._read("recent", lambda s: s.recent_games(RECENT_GAMES + 1)) or ())
        self.recent_note.setVisible(len(games) > RECENT_GAMES)
        shown = games[:RECENT_GAMES]
        self.recent_table.setRowCount(len(shown))
        for r, game in enumerate(shown):
            kind = game.kind
            who = ", ".join(f"{s.name} {s.total}" for s in game.seats)
            cards = (
                "Triple"
                if kind.triple
                else ("1 card" if kind.cards == 1 else f"{kind.cards} cards")
            )
            rules = f"extra five {kind.extra_five.label}, {cards}"
            helped = game.assisted.words  # "hints, undo"
            for c, text in enumerate((game.ended_at[:16].replace("T", " "), who, rules, helped)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.game_id)
                if c == 3:  # an empty cell still says something to a screen reader
                    item.setData(
                        Qt.ItemDataRole.AccessibleTextRole,
                        f"assisted: {helped}" if helped else "not assisted",
                    )
                self.recent_table.setItem(r, c, item)

    def selected_game(self) -> int | None:
        """The id of the game selected on the Recent games tab."""
        items = self.recent_table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    @Slot()
    def _on_recent_table_selection_changed(self) -> None:
        self.review_button.setEnabled(self.selected_game() is not None)

    @Slot(int, int)
    def _on_recent_table_double_clicked(self, _row: int, _column: int) -> None:
        self._on_review_button_clicked()

    @Slot()
    def _on_review_button_clicked(self) -> None:
        game_id = self.selected_game()
        if game_id is not None:
            self.review_requested.emit(game_id)

    @Slot(int)
    def _on_kind_box_changed(self, _index: int) -> None:
        self._refresh_best()

    @Slot(int)
    def _on_name_box_changed(self, _index: int) -> None:
        self._refresh_player()

    @Slot(bool)
    def _on_hide_assisted_toggled(self, _checked: bool) -> None:
        self._refresh_best()
        self._refresh_player()

    def _refresh_best(self) -> None:
        kind = self.kind_box.currentData()
        include_assisted = not self.hide_assisted.isChecked()
        rows: Sequence[BestScore] = ()
        if kind is not None:
            rows = (
                self._read("best", lambda s: s.best_scores(kind, include_assisted=include_assisted))
                or ()
            )
        self.best_table.setRowCount(len(rows))
        for r, best in enumerate(rows):
            name = best.name + (f"  ({best.assisted.words})" if best.assisted else "")
            cells = [str(r + 1), name, str(best.score), best.ended_at[:10]]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 2):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if best.assisted:
                    item.setToolTip(
                        "Assisted: hints (the hint, the analysis panel or coach mode) or an "
                        "undone roll were used in this game"
                    )
                self.best_table.setItem(r, c, item)

    def _refresh_player(self) -> None:
        name = self.name_box.currentText()
        include_assisted = not self.hide_assisted.isChecked()
        stats = (
            self._read(
                "player",
                lambda s: s.player_stats(
                    name, include_assisted=include_assisted, recent=TREND_GAMES
                ),
            )
            if name
            else None
        )
        if stats is None:
            for label in self.stat_labels.values():
                label.setText("—")
            self.histogram.set_distribution([])
            self.trend.set_scores([])
            return
        self.stat_labels["games"].setText(str(stats.games))
        self.stat_labels["wins"].setText(str(stats.wins))
        self.stat_labels["average"].setText(f"{stats.average:.1f}" if stats.games else "—")
        self.stat_labels["best"].setText(str(stats.best) if stats.games else "—")
        self.stat_labels["bonus"].setText(
            f"{stats.upper_bonus_rate:.0%} of cards" if stats.games else "—"
        )
        self.stat_labels["fives"].setText(str(stats.fives))
        self.histogram.set_distribution(stats.distribution)
        self.trend.set_scores(stats.recent)

    # ------------------------------------------------------------------------ export

    @Slot()
    def _on_export_button_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Export the history", "fivedice-history.csv", "CSV files (*.csv)"
        )
        if path:
            self.start_export(Path(path))

    @property
    def exporting(self) -> bool:
        """True while an export started by :meth:`start_export` runs."""
        return self._export is not None

    def start_export(self, path: Path) -> bool:
        """Write the history as CSV to `path` on a worker thread, with a progress bar here;
        ``export_finished`` says how it ended. False when it cannot start (no history, or an
        export already running)."""
        if self._source is None:
            self._export_ended(0, "There is no game history to export.")
            return False
        if self._export is not None:
            return False
        job = CsvExport(self._source, path)
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
            return self._export_ended(0, "There is no game history to export.")
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

"""The scoreboard: best scores per kind of game, statistics per player with two charts
(score_charts.py), and the latest games.

It reads through :class:`ScoreSource` (in the app, the game history the controller hands over)
and never opens or imports the history itself. When the history cannot be read, the dialog says
so in plain words above whatever it could read, instead of raising.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import Qt, Signal, Slot
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
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..shell.plain import plain_label
from .charts import TREND_GAMES, ScoreHistogram, TrendChart
from .export import CsvExport, Progress, run_export
from .shown import shown_count, shown_date, shown_decimal, shown_time

if TYPE_CHECKING:
    from fivedice.store.records import BestScore, Kind, PlayerStats, RecentGame

log = logging.getLogger(__name__)

RECENT_GAMES = 200
"""Games listed on the Recent games tab."""

NO_HISTORY = QT_TRANSLATE_NOOP(
    "Scoreboard", "The game history is not available, so there are no scores to show."
)
EMPTY = QT_TRANSLATE_NOOP(
    "Scoreboard", "No finished games yet. Play a game to the end and its score appears here."
)
EMPTY_KIND = QT_TRANSLATE_NOOP(
    "Scoreboard",
    "No finished games of this kind yet. Play one to the end and its score appears here.",
)
ONLY_ASSISTED_KIND = QT_TRANSLATE_NOOP(
    "Scoreboard",
    "Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” "
    "to see their scores.",
)
"""(Each shown with ``translate("Scoreboard", ...)``.)"""


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
        #: Window title of the scoreboard (a noun).
        self.setWindowTitle(translate("Scoreboard", "Scoreboard"))
        self.setObjectName("scoreboard")
        self.resize(720, 560)
        self._source = source
        self._problems: dict[str, str] = {}
        """What could not be read (or written), by part of the dialog."""
        layout = QVBoxLayout(self)
        self.problem = QLabel(self)
        self.problem.setObjectName("scoreboardProblem")
        self.problem.setAccessibleName(translate("Scoreboard", "Problem with the game history"))
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.hide()
        layout.addWidget(self.problem)
        if source is None:
            self._set_problem("source", translate("Scoreboard", NO_HISTORY))
        self.tabs = QTabWidget(self)
        #: Screen readers' name of the scoreboard's tabs.
        self.tabs.setAccessibleName(translate("Scoreboard", "Scoreboard pages"))
        layout.addWidget(self.tabs, 1)
        self.empty = self._message(translate("Scoreboard", EMPTY), "scoreboardEmpty", self)
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

        # Best scores (each page is made a child of the tabs it goes into; its parts, of the page)
        best = QWidget(self.tabs)
        best_layout = QVBoxLayout(best)
        self.kind_box = QComboBox(best)
        self.kind_box.setMinimumHeight(44)
        #: Screen readers' name of the list of kinds of game on the Best scores tab.
        self.kind_box.setAccessibleName(translate("Scoreboard", "Kind of game"))
        self.kind_box.view().setAccessibleName(translate("Scoreboard", "Kind of game: choices"))
        read = self._read("kinds", lambda s: s.kinds())
        kinds = list(read or ())
        self.has_games = source is not None and (read is None or bool(kinds))
        """False when the history holds no finished game (or there is no history)."""
        if current is not None and current not in kinds:
            kinds.insert(0, current)
        for kind in kinds:
            self.kind_box.addItem(kind.label, kind)
        if current is not None:
            self.kind_box.setCurrentIndex(kinds.index(current))
        best_layout.addWidget(self.kind_box)
        self.best_table = QTableWidget(0, 4, best)
        self.best_table.setObjectName("bestScores")
        #: Screen readers' name of the table of best scores.
        self.best_table.setAccessibleName(translate("Scoreboard", "Best scores"))
        self.best_table.setHorizontalHeaderLabels(
            [
                #: Column heading of the scoreboard's table of best scores (narrow; keep it short):
                #: the place, 1 to 10.
                translate("Scoreboard", "Rank"),
                #: Column heading of the scoreboard's table of best scores (narrow; keep it short):
                #: the player's name.
                translate("Scoreboard", "Name"),
                #: Column heading of the scoreboard's table of best scores (narrow; keep it short):
                #: the final score.
                translate("Scoreboard", "Score"),
                #: Column heading of the scoreboard's tables (best scores and recent games): when
                #: the game ended. Narrow: keep it short.
                translate("Scoreboard", "Date"),
            ]
        )
        self.best_table.verticalHeader().setVisible(False)
        self.best_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.best_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        best_layout.addWidget(self.best_table)
        self.best_empty = self._message(
            translate("Scoreboard", EMPTY_KIND), "bestScoresEmpty", best
        )
        best_layout.addWidget(self.best_empty, 1)
        #: [Scoreboard dialog] Tab: the best scores of a kind of game.
        self.tabs.addTab(best, translate("Scoreboard", "&Best scores"))

        # Players
        players = QWidget(self.tabs)
        players_layout = QVBoxLayout(players)
        self.name_box = QComboBox(players)
        self.name_box.setMinimumHeight(44)
        #: Screen readers' name of the list of players on the Players tab.
        self.name_box.setAccessibleName(translate("Scoreboard", "Player"))
        #: Screen readers' name of the list that drops down from the list of players.
        self.name_box.view().setAccessibleName(translate("Scoreboard", "Player: choices"))
        names = list(self._read("names", lambda s: s.names()) or ())
        self.name_box.addItems(names)
        if player is not None:
            # Names match whatever their case, as in the history.
            found = [n for n in names if n.casefold() == player.casefold()]
            if found:
                self.name_box.setCurrentText(found[0])
        players_layout.addWidget(self.name_box)
        self.player_empty = self._message("", "playerEmpty", players)
        players_layout.addWidget(self.player_empty, 1)
        self.player_figures = QWidget(players)
        figures_layout = QVBoxLayout(self.player_figures)
        figures_layout.setContentsMargins(0, 0, 0, 0)
        players_layout.addWidget(self.player_figures, 1)
        figures = QFormLayout()
        self.stat_labels: dict[str, QLabel] = {}
        for key, caption, row_label in [
            # (one text a line: a translator comment goes with the call under it)
            (
                "games",
                #: On the scoreboard's Players tab, screen readers' name of the number of games
                #: played.
                translate("Scoreboard", "Games"),
                #: On the scoreboard's Players tab, the label before the number of games played.
                translate("Scoreboard", "Games:"),
            ),
            (
                "wins",
                #: On the scoreboard's Players tab, screen readers' name of the number of games
                #: won.
                translate("Scoreboard", "Wins"),
                #: On the scoreboard's Players tab, the label before the number of games won.
                translate("Scoreboard", "Wins:"),
            ),
            (
                "average",
                #: On the scoreboard's Players tab, screen readers' name of the average score.
                translate("Scoreboard", "Average"),
                #: On the scoreboard's Players tab, the label before the average score.
                translate("Scoreboard", "Average:"),
            ),
            (
                "best",
                #: On the scoreboard's Players tab, screen readers' name of the best score (a
                #: noun).
                translate("Scoreboard", "Best"),
                #: On the scoreboard's Players tab, the label before the best score (a noun).
                translate("Scoreboard", "Best:"),
            ),
            (
                "bonus",
                #: On the scoreboard's Players tab, screen readers' name of the share of cards that
                #: earned the upper bonus (35 points for 63 or more in Ones to Sixes).
                translate("Scoreboard", "Upper bonus"),
                #: On the scoreboard's Players tab, the label before the share of cards that earned
                #: the upper bonus.
                translate("Scoreboard", "Upper bonus:"),
            ),
            (
                "fives",
                translate("Scoreboard", "Five of a Kind rolls"),
                translate("Scoreboard", "Five of a Kind rolls:"),
            ),
        ]:
            label = plain_label("—", self.player_figures)
            label.setAccessibleName(caption)
            self.stat_labels[key] = label
            figures.addRow(row_label, label)
        figures_layout.addLayout(figures)
        charts = QHBoxLayout()
        self.histogram = ScoreHistogram(self.player_figures)
        self.trend = TrendChart(self.player_figures)
        charts.addWidget(self.histogram)
        charts.addWidget(self.trend)
        figures_layout.addLayout(charts, 1)
        #: [Scoreboard dialog] Tab: one player's figures and charts.
        self.tabs.addTab(players, translate("Scoreboard", "&Players"))

        # Recent games, each of which can be reviewed.
        recent = QWidget(self.tabs)
        recent_layout = QVBoxLayout(recent)
        self.recent_table = QTableWidget(0, 4, recent)
        self.recent_table.setObjectName("recentGames")
        #: Screen readers' name of the table of recent games.
        self.recent_table.setAccessibleName(translate("Scoreboard", "Recent games"))
        self.recent_table.setHorizontalHeaderLabels(
            [
                translate("Scoreboard", "Date"),
                #: Column heading of the scoreboard's table of recent games: each player's name and
                #: total.
                translate("Scoreboard", "Players and scores"),
                #: Column heading of the scoreboard's table of recent games: the game's rules
                #: (cards, extra-five rule).
                translate("Scoreboard", "Rules"),
                #: Column heading of the scoreboard's table of recent games: what helped the
                #: players (hints, undo), if anything.
                translate("Scoreboard", "Assisted"),
            ]
        )
        self.recent_table.verticalHeader().setVisible(False)
        self.recent_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.recent_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.recent_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.recent_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.recent_table.cellDoubleClicked.connect(self._on_recent_table_double_clicked)
        recent_layout.addWidget(self.recent_table)
        self.recent_note = plain_label(
            translate("Scoreboard", "Only the latest %n games are listed.", None, RECENT_GAMES),
            recent,
        )
        self.recent_note.setObjectName("recentGamesNote")
        self.recent_note.hide()
        recent_layout.addWidget(self.recent_note)
        self.review_button = QPushButton(
            #: [Scoreboard dialog] Button on the Recent games tab: review the game selected in the
            #: list.
            translate("Scoreboard", "Re&view the selected game"),
            recent,
        )
        self.review_button.setObjectName("reviewSelectedButton")
        self.review_button.setMinimumHeight(44)
        self.review_button.setAccessibleName(translate("Scoreboard", "Review the selected game"))
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(self._on_review_button_clicked)
        self.recent_table.itemSelectionChanged.connect(self._on_recent_table_selection_changed)
        recent_layout.addWidget(self.review_button)
        #: [Scoreboard dialog] Tab: the latest finished games.
        self.tabs.addTab(recent, translate("Scoreboard", "&Recent games"))
        self._fill_recent()

        self.export_progress = QProgressBar(self)
        self.export_progress.setObjectName("exportProgress")
        #: Screen readers' name of the export's progress bar.
        self.export_progress.setAccessibleName(translate("Scoreboard", "Export progress"))
        # %p is the percentage (Qt's placeholder of progress bars).
        #: Text in the export's progress bar: %p is the percentage, which Qt fills in: keep “%p%”.
        self.export_progress.setFormat(translate("Scoreboard", "Exporting… %p%"))
        self.export_progress.hide()
        layout.addWidget(self.export_progress)
        self._export: CsvExport | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # Enter closes it, as Esc does, unless the focus is on Export.
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        #: [Scoreboard dialog] Button: save the whole history of games as a CSV file (for
        #: spreadsheets); “…”: a file dialog opens.
        self.export_button = QPushButton(translate("Scoreboard", "&Export CSV…"), self)
        self.export_button.setAccessibleName(translate("Scoreboard", "Export the history as CSV"))
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
        # With nothing to show, a sentence instead of empty pages: how to get a first score, or
        # (above) why there is no history.
        self.tabs.setVisible(self.has_games)
        self.hide_assisted.setVisible(self.has_games)
        self.empty.setVisible(source is not None and not self.has_games)
        if source is None:
            layout.insertStretch(layout.indexOf(self.empty), 1)

    def _message(self, text: str, name: str, parent: QWidget) -> QLabel:
        """A sentence shown in place of an empty page (`parent`: the page, or the dialog)."""
        label = plain_label(text, parent)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        label.hide()
        return label

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
            self._set_problem(
                part, str(exc) or translate("Scoreboard", "The game history could not be read.")
            )
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
        short: dict[int, set[str]] = {0: set(), 2: set(), 3: set()}
        for r, game in enumerate(shown):
            kind = game.kind
            who = ", ".join(f"{s.name} {s.total}" for s in game.seats)
            rules = kind.rules_label
            if game.network:
                #: Rules column of the recent games: {rules} (“one card · extra five Off”), then:
                #: played over the network.
                rules = translate("Scoreboard", "{rules} · network").format(rules=rules)
            helped = game.assisted.words  # "hints, undo"
            for c, text in enumerate((shown_time(game.ended_at), who, rules, helped)):
                short.get(c, set()).add(text)
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.game_id)
                if c == 3:  # an empty cell still says something to a screen reader
                    item.setData(
                        Qt.ItemDataRole.AccessibleTextRole,
                        #: Read aloud for the Assisted cell of a game: {how} lists what helped
                        #: (“hints, undo”).
                        translate("Scoreboard", "assisted: {how}").format(how=helped)
                        if helped
                        #: Read aloud for an empty Assisted cell: nothing helped.
                        else translate("Scoreboard", "not assisted"),
                    )
                self.recent_table.setItem(r, c, item)
        # Wide enough for what the short columns hold (measured once per distinct text: asking
        # the table to fit its contents measures every cell, a third of the dialog's opening).
        fm = self.recent_table.fontMetrics()
        for c, texts in short.items():
            texts.add(self.recent_table.horizontalHeaderItem(c).text())
            self.recent_table.setColumnWidth(c, max(map(fm.horizontalAdvance, texts)) + 14)

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
        read: Sequence[BestScore] | None = None
        if kind is not None:
            read = self._read(
                "best", lambda s: s.best_scores(kind, include_assisted=include_assisted)
            )
        rows = read or ()
        # No scores read is a kind not played yet (or only with help, now hidden); a failed
        # read is said above the pages instead.
        empty = read is not None and not rows
        if empty and not include_assisted:
            assisted = self._read("best", lambda s: s.best_scores(kind, 1, include_assisted=True))
            self.best_empty.setText(
                translate("Scoreboard", ONLY_ASSISTED_KIND)
                if assisted
                else translate("Scoreboard", EMPTY_KIND)
            )
        elif empty:
            self.best_empty.setText(translate("Scoreboard", EMPTY_KIND))
        self.best_empty.setVisible(empty)
        self.best_table.setVisible(not empty)
        self.best_table.setRowCount(len(rows))
        for r, best in enumerate(rows):
            name = best.name
            if best.assisted:
                #: A name in the table of best scores with what assisted that game ({how}: “hints,
                #: undo”); keep the two spaces.
                name = translate("Scoreboard", "{name}  ({how})").format(
                    name=best.name, how=best.assisted.words
                )
            cells = [str(r + 1), name, str(best.score), shown_date(best.ended_at)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 2):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if best.assisted:
                    item.setToolTip(
                        translate(
                            "Scoreboard",
                            "Assisted: hints (the hint, the analysis panel or coach mode) or an "
                            "undone roll were used in this game",
                        )
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
        # A name listed has games: none counted means all of them were assisted, now hidden.
        empty = stats is not None and stats.games == 0
        if empty:
            self.player_empty.setText(
                translate(
                    "Scoreboard",
                    "Every game {name} finished so far was assisted (hints or undo). Untick "
                    "“Hide assisted games” to see them.",
                ).format(name=name)
            )
        self.player_empty.setVisible(empty)
        self.player_figures.setVisible(not empty)
        if stats is None or empty:
            for label in self.stat_labels.values():
                label.setText("—")
            self.histogram.set_distribution([])
            self.trend.set_scores([])
            return
        self.stat_labels["games"].setText(shown_count(stats.games))
        self.stat_labels["wins"].setText(shown_count(stats.wins))
        self.stat_labels["average"].setText(shown_decimal(stats.average) if stats.games else "—")
        self.stat_labels["best"].setText(str(stats.best) if stats.games else "—")
        self.stat_labels["bonus"].setText(
            #: On the scoreboard's Players tab, the share of cards that earned the upper bonus:
            #: {percent} is 0 to 100.
            translate("Scoreboard", "{percent}% of cards").format(
                percent=shown_count(round(stats.upper_bonus_rate * 100))
            )
            if stats.games
            else "—"
        )
        self.stat_labels["fives"].setText(shown_count(stats.fives))
        self.histogram.set_distribution(stats.distribution)
        self.trend.set_scores(stats.recent)

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
        """Write the history as CSV to `path` on a worker thread, with a progress bar here;
        ``export_finished`` says how it ended. False when it cannot start (no history, or an
        export already running)."""
        if self._source is None:
            self._export_ended(0, translate("Scoreboard", "There is no game history to export."))
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

"""The scoreboard's three pages: the best scores of a kind of game, a player's figures with two
charts, and the latest games. Each page shows what it is given (None: the history could not
say) and never reads the history itself: the scoreboard (scoreboard.py) asks, off the GUI
thread, and hands the answers over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..shell.plain import plain_label
from .charts import ScoreHistogram, TrendChart
from .shown import shown_count, shown_date, shown_decimal, shown_time

if TYPE_CHECKING:
    from fivedice.store.records import BestScore, Kind, PlayerStats, RecentGame

RECENT_GAMES = 200
"""Games listed on the Recent games tab."""

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


@dataclass(frozen=True)
class BestRead:
    """The best scores of a kind of game, as read for the Best scores page."""

    rows: Sequence[BestScore]
    only_assisted: bool = False
    """No scores because every game of the kind was assisted, and assisted games are hidden."""


def message_label(text: str, name: str, parent: QWidget) -> QLabel:
    """A sentence shown in place of an empty page (`parent`: the page, or the dialog)."""
    label = plain_label(text, parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
    label.hide()
    return label


def _choice_box(parent: QWidget, name: str, choices: str) -> QComboBox:
    box = QComboBox(parent)
    box.setMinimumHeight(44)
    box.setAccessibleName(name)
    box.view().setAccessibleName(choices)
    return box


def _table(parent: QWidget, name: str, accessible: str, headers: Sequence[str]) -> QTableWidget:
    """A table that only shows: one row a line, its second column taking the room left."""
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setAccessibleName(accessible)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    return table


def _date_heading() -> str:
    #: Column heading of the scoreboard's tables (best scores and recent games): when the game
    #: ended. Narrow: keep it short.
    return translate("Scoreboard", "Date")


# ------------------------------------------------------------------------------- best scores


class BestPage(QWidget):
    """The Best scores tab: the kinds of game played, and the top scores of the one chosen."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.kind_box = _choice_box(
            self,
            #: Screen readers' name of the list of kinds of game on the Best scores tab.
            translate("Scoreboard", "Kind of game"),
            translate("Scoreboard", "Kind of game: choices"),
        )
        layout.addWidget(self.kind_box)
        headers = [
            #: Column heading of the scoreboard's table of best scores (narrow; keep it short):
            #: the place, 1 to 10.
            translate("Scoreboard", "Rank"),
            #: Column heading of the scoreboard's table of best scores (narrow; keep it short):
            #: the player's name.
            translate("Scoreboard", "Name"),
            #: Column heading of the scoreboard's table of best scores (narrow; keep it short):
            #: the final score.
            translate("Scoreboard", "Score"),
            _date_heading(),
        ]
        #: Screen readers' name of the table of best scores.
        self.table = _table(self, "bestScores", translate("Scoreboard", "Best scores"), headers)
        layout.addWidget(self.table)
        self.empty = message_label(translate("Scoreboard", EMPTY_KIND), "bestScoresEmpty", self)
        layout.addWidget(self.empty, 1)

    def set_kinds(self, kinds: Sequence[Kind], current: Kind | None) -> None:
        """List `kinds`, with `current` (the game in progress) first when it is not among
        them, and choose it; nobody is told of the change."""
        listed = list(kinds)
        if current is not None and current not in listed:
            listed.insert(0, current)
        self.kind_box.blockSignals(True)
        self.kind_box.clear()
        for kind in listed:
            self.kind_box.addItem(kind.label, kind)
        if current is not None:
            self.kind_box.setCurrentIndex(listed.index(current))
        self.kind_box.blockSignals(False)

    def chosen(self) -> Kind | None:
        """The kind of game chosen."""
        kind: Kind | None = self.kind_box.currentData()
        return kind

    def show_scores(self, best: BestRead | None) -> None:
        """Show `best`; None (it could not be read: the dialog says why) leaves the table empty."""
        rows = best.rows if best is not None else ()
        # No scores read is a kind not played yet (or only with help, now hidden).
        empty = best is not None and not rows
        if best is not None and empty:
            self.empty.setText(
                translate("Scoreboard", ONLY_ASSISTED_KIND if best.only_assisted else EMPTY_KIND)
            )
        self.empty.setVisible(empty)
        self.table.setVisible(not empty)
        self.table.setRowCount(len(rows))
        for r, score in enumerate(rows):
            for c, item in enumerate(_best_items(r + 1, score)):
                self.table.setItem(r, c, item)


def _best_items(rank: int, best: BestScore) -> list[QTableWidgetItem]:
    name = best.name
    if best.assisted:
        #: A name in the table of best scores with what assisted that game ({how}: “hints,
        #: undo”); keep the two spaces.
        name = translate("Scoreboard", "{name}  ({how})").format(
            name=best.name, how=best.assisted.words
        )
    items = [
        QTableWidgetItem(text)
        for text in (str(rank), name, str(best.score), shown_date(best.ended_at))
    ]
    for c in (0, 2):
        items[c].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if best.assisted:
        tip = translate(
            "Scoreboard",
            "Assisted: hints (the hint, the analysis panel or coach mode) or an "
            "undone roll were used in this game",
        )
        for item in items:
            item.setToolTip(tip)
    return items


# ----------------------------------------------------------------------------------- players


def _stat_rows() -> list[tuple[str, str, str]]:
    """(key, screen readers' name, row label) of each figure on the Players page."""
    # (one text a line: a translator comment goes with the call under it)
    return [
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
    ]


def _stat_texts(stats: PlayerStats) -> dict[str, str]:
    """What each figure of `stats` reads, as the Players page shows it."""
    played = stats.games > 0
    #: On the scoreboard's Players tab, the share of cards that earned the upper bonus:
    #: {percent} is 0 to 100.
    bonus = translate("Scoreboard", "{percent}% of cards").format(
        percent=shown_count(round(stats.upper_bonus_rate * 100))
    )
    return {
        "games": shown_count(stats.games),
        "wins": shown_count(stats.wins),
        "average": shown_decimal(stats.average) if played else "—",
        "best": str(stats.best) if played else "—",
        "bonus": bonus if played else "—",
        "fives": shown_count(stats.fives),
    }


class PlayersPage(QWidget):
    """The Players tab: the people who finished games, and the figures and charts of one."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.name_box = _choice_box(
            self,
            #: Screen readers' name of the list of players on the Players tab.
            translate("Scoreboard", "Player"),
            #: Screen readers' name of the list that drops down from the list of players.
            translate("Scoreboard", "Player: choices"),
        )
        choice = QHBoxLayout()
        choice.addWidget(self.name_box, 1)
        #: [Scoreboard dialog, Players page] Button: give the chosen player another name.
        self.rename_button = QPushButton(translate("Scoreboard", "Re&name…"), self)
        self.rename_button.setObjectName("renamePlayerButton")
        #: [Scoreboard dialog, Players page] Button: make the chosen player and another one
        #: person (their games together).
        self.merge_button = QPushButton(translate("Scoreboard", "Mer&ge with…"), self)
        self.merge_button.setObjectName("mergePlayerButton")
        #: Screen readers' names of Rename… and Merge with… on the Players page.
        self.rename_button.setAccessibleName(translate("Scoreboard", "Rename the player"))
        self.merge_button.setAccessibleName(
            translate("Scoreboard", "Merge the player with another")
        )
        for button in (self.rename_button, self.merge_button):
            button.setMinimumHeight(44)
            button.setEnabled(False)
            choice.addWidget(button)
        layout.addLayout(choice)
        self.empty = message_label("", "playerEmpty", self)
        layout.addWidget(self.empty, 1)
        self.figures = QWidget(self)
        figures_layout = QVBoxLayout(self.figures)
        figures_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.figures, 1)
        form = QFormLayout()
        self.stat_labels: dict[str, QLabel] = {}
        for key, caption, row_label in _stat_rows():
            label = plain_label("—", self.figures)
            label.setAccessibleName(caption)
            self.stat_labels[key] = label
            form.addRow(row_label, label)
        figures_layout.addLayout(form)
        charts = QHBoxLayout()
        self.histogram = ScoreHistogram(self.figures)
        self.trend = TrendChart(self.figures)
        charts.addWidget(self.histogram)
        charts.addWidget(self.trend)
        figures_layout.addLayout(charts, 1)

    def set_names(self, names: Sequence[str], player: str | None) -> None:
        """List `names` and choose `player` (whatever its case, as in the history); nobody is
        told of the change."""
        self.name_box.blockSignals(True)
        self.name_box.clear()
        self.name_box.addItems(list(names))
        if player is not None:
            found = [n for n in names if n.casefold() == player.casefold()]
            if found:
                self.name_box.setCurrentText(found[0])
        self.name_box.blockSignals(False)
        self.rename_button.setEnabled(bool(names))
        self.merge_button.setEnabled(len(names) > 1)

    def chosen(self) -> str:
        """The name chosen ("" when there is none)."""
        return self.name_box.currentText()

    def show_stats(self, stats: PlayerStats | None) -> None:
        """Show `stats`; None (no name, or it could not be read) shows dashes and no charts."""
        # A name listed has games: none counted means all of them were assisted, now hidden.
        empty = stats is not None and stats.games == 0
        if stats is not None and empty:
            self.empty.setText(
                translate(
                    "Scoreboard",
                    "Every game {name} finished so far was assisted (hints or undo). Untick "
                    "“Hide assisted games” to see them.",
                ).format(name=stats.name)
            )
        self.empty.setVisible(empty)
        self.figures.setVisible(not empty)
        if stats is None or empty:
            for label in self.stat_labels.values():
                label.setText("—")
            self.histogram.set_distribution([])
            self.trend.set_scores([])
            return
        for key, text in _stat_texts(stats).items():
            self.stat_labels[key].setText(text)
        self.histogram.set_distribution(stats.distribution)
        self.trend.set_scores(stats.recent)


# ------------------------------------------------------------------------------ recent games


def _recent_cells(game: RecentGame) -> tuple[str, str, str, str]:
    """Date, players and scores, rules, and what assisted, of a game in the list."""
    rules = game.kind.rules_label
    if game.network:
        #: Rules column of the recent games: {rules} (“one card · extra five Off”), then:
        #: played over the network.
        rules = translate("Scoreboard", "{rules} · network").format(rules=rules)
    who = ", ".join(f"{s.name} {s.total}" for s in game.seats)
    return shown_time(game.ended_at), who, rules, game.assisted.words  # "hints, undo"


def _assisted_words(helped: str) -> str:
    """What a screen reader says for the Assisted cell: an empty cell still says something."""
    if helped:
        #: Read aloud for the Assisted cell of a game: {how} lists what helped (“hints, undo”).
        return translate("Scoreboard", "assisted: {how}").format(how=helped)
    #: Read aloud for an empty Assisted cell: nothing helped.
    return translate("Scoreboard", "not assisted")


class RecentPage(QWidget):
    """The Recent games tab: the latest finished games, each of which can be reviewed."""

    review_requested = Signal(int)
    """The id of the game the player wants reviewed."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        headers = [
            _date_heading(),
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
        #: Screen readers' name of the table of recent games.
        self.table = _table(self, "recentGames", translate("Scoreboard", "Recent games"), headers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        layout.addWidget(self.table)
        self.note = plain_label(
            translate("Scoreboard", "Only the latest %n games are listed.", None, RECENT_GAMES),
            self,
        )
        self.note.setObjectName("recentGamesNote")
        self.note.hide()
        layout.addWidget(self.note)
        self.review_button = QPushButton(
            #: [Scoreboard dialog] Button on the Recent games tab: review the game selected in the
            #: list.
            translate("Scoreboard", "Re&view the selected game"),
            self,
        )
        self.review_button.setObjectName("reviewSelectedButton")
        self.review_button.setMinimumHeight(44)
        self.review_button.setAccessibleName(translate("Scoreboard", "Review the selected game"))
        self.review_button.setEnabled(False)
        layout.addWidget(self.review_button)
        self.review_button.clicked.connect(self._on_review_button_clicked)
        self.table.cellDoubleClicked.connect(self._on_table_cell_double_clicked)
        self.table.itemSelectionChanged.connect(self._on_table_item_selection_changed)

    def show_games(self, games: Sequence[RecentGame]) -> None:
        """List `games`, newest first: at most RECENT_GAMES of them, with a note if more were
        given (the dialog reads one more than it lists, to know)."""
        self.note.setVisible(len(games) > RECENT_GAMES)
        shown = games[:RECENT_GAMES]
        self.table.setRowCount(len(shown))
        short: dict[int, set[str]] = {0: set(), 2: set(), 3: set()}
        for r, game in enumerate(shown):
            for c, text in enumerate(_recent_cells(game)):
                short.get(c, set()).add(text)
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.game_id)
                if c == 3:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, _assisted_words(text))
                self.table.setItem(r, c, item)
        # Wide enough for what the short columns hold (measured once per distinct text: asking
        # the table to fit its contents measures every cell, a third of the dialog's opening).
        fm = self.table.fontMetrics()
        for c, texts in short.items():
            header = self.table.horizontalHeaderItem(c)
            texts.add(header.text() if header is not None else "")
            self.table.setColumnWidth(c, max(map(fm.horizontalAdvance, texts)) + 14)

    def selected_game(self) -> int | None:
        """The id of the game selected."""
        items = self.table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    @Slot()
    def _on_table_item_selection_changed(self) -> None:
        self.review_button.setEnabled(self.selected_game() is not None)

    @Slot(int, int)
    def _on_table_cell_double_clicked(self, _row: int, _column: int) -> None:
        self._on_review_button_clicked()

    @Slot()
    def _on_review_button_clicked(self) -> None:
        game_id = self.selected_game()
        if game_id is not None:
            self.review_requested.emit(game_id)

"""The coach on screen: the analysis panel and the game review.

The numbers and the words come from :mod:`fivedice.strategy.coach` through the controller; this
module only lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import QT_TRANSLATE_NOOP, decimal, translate

from ..shell.plain import ElidedLabel, plain_label, tab_text
from ..shell.theme import LIGHT, Theme
from .die import paint_die

if TYPE_CHECKING:
    from fivedice.strategy.coach import Analysis, GameReview, OptionLine

_ROOT = QModelIndex()


class AnalysisModel(QAbstractTableModel):
    """The analysis as a table: choice, expected final score, points behind the best."""

    HEADERS = (
        #: Column heading of the analysis panel's table (a noun): the possible move (a hold or a
        #: box).
        QT_TRANSLATE_NOOP("Coach", "Choice"),
        #: Column heading of the analysis panel's table, about 80 pixels wide: the expected final
        #: score when that choice is made.
        QT_TRANSLATE_NOOP("Coach", "Expected"),
        #: Column heading of the analysis panel's table, about 70 pixels wide: how many points that
        #: choice is worse than the best.
        QT_TRANSLATE_NOOP("Coach", "Behind"),
    )
    """The column headings, in English (translated where shown)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: tuple[OptionLine, ...] = ()
        self._bold = QFont()
        self._bold.setBold(True)

    def set_lines(self, lines: tuple[OptionLine, ...]) -> None:
        """Show these lines: one change signal for the whole table (no re-layout when only
        the values and marks move, as when the player toggles a die)."""
        if len(lines) == len(self.lines) and lines:
            old, self.lines = self.lines, lines
            # Toggling a die moves only the "current" mark: repaint just the rows that changed.
            changed = [r for r, (a, b) in enumerate(zip(old, lines, strict=True)) if a != b]
            if changed:
                self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], 2))
            return
        self.beginResetModel()
        self.lines = lines
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("Coach", self.HEADERS[section])
        return None

    def text(self, row: int, column: int) -> str:
        """The text the player reads in a cell."""
        line = self.lines[row]
        if column == 0:
            return ("▶ " if line.current else "") + line.text
        if column == 1:
            return decimal(line.value, 2)
        if line.behind < 5e-4:
            return translate("Coach", "best", "the best choice in the analysis")
        return "−" + decimal(line.behind, 2)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        line = self.lines[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.FontRole and line.current:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column():
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and line.current:
            #: Tooltip of the analysis panel's row that matches the dice held or the box chosen
            #: now.
            current = translate("Coach", "Your current choice")
            shown = self.text(index.row(), 0)
            return f"{shown}: {current}" if index.column() == 0 else current
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 0:
            return line.text  # whole, where a narrow panel cuts the choice short
        return None


MIN_WIDTH = 300
"""The panel's least width: under the dice it has no more than the felt's least width."""


class AnalysisPanel(QFrame):
    """Every distinct hold or legal box with its expected final score, best first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        # One line each, cut with "…" when short of room (whole in the tooltip): under the dice
        # the panel has a fixed height, and wrapped lines would run into the table.
        self.heading = ElidedLabel(self, ask_whole=False)
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.chances = ElidedLabel(self, ask_whole=False)
        self.chances.setObjectName("analysisChances")
        self.chances.hide()
        layout.addWidget(self.chances)
        self.model = AnalysisModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setObjectName("analysisTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Fixed widths: sizing to contents would measure every cell on every update.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(1, 80)
        header.resizeSection(2, 70)
        layout.addWidget(self.table)
        self.setMinimumWidth(MIN_WIDTH)
        self._analysis: Analysis | None = None
        self._idle_text = ""
        self._chances_text = ""
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's names and heading, in the language in force."""
        #: Heading of the analysis panel before there is anything to analyse, and its name for
        #: screen readers (a noun): every choice with its expected final score.
        self.setAccessibleName(translate("Coach", "Analysis"))
        self.table.setAccessibleName(translate("Coach", "Choices and their expected final scores"))
        self._show_heading()
        self.show_chances(self._chances_text)
        if self.model.rowCount():
            last = self.model.rowCount() - 1
            self.model.dataChanged.emit(self.model.index(0, 0), self.model.index(last, 2))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)
        # The number columns as wide as their headings in this language ("Erwartungswert").
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        for column, least in ((1, 80), (2, 70)):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            header.resizeSection(column, max(least, metrics.horizontalAdvance(title) + 24))

    def _show_heading(self) -> None:
        if self._analysis is not None:
            self.heading.set_whole_text(self._analysis.heading)
        else:
            self.heading.set_whole_text(self._idle_text or translate("Coach", "Analysis"))

    def show_analysis(self, analysis: Analysis | None, idle_text: str = "") -> None:
        """Fill the table; None shows `idle_text` (e.g. before the first roll)."""
        self._analysis, self._idle_text = analysis, idle_text
        self._show_heading()
        self.model.set_lines(analysis.lines if analysis is not None else ())

    def show_chances(self, text: str) -> None:
        """Each player's chance to win ("" hides the line)."""
        self._chances_text = text
        #: Line above the analysis table: {chances} is each player's chance (“Ana 62% · Ben 38%”).
        shown = translate("Coach", "Chances to win: {chances}").format(chances=text)
        self.chances.set_whole_text(shown if text else "")
        self.chances.setVisible(bool(text))

    def rows(self) -> int:
        """Options listed."""
        return self.model.rowCount()

    def cell(self, row: int, column: int) -> str:
        """The text the player reads in a cell."""
        return self.model.text(row, column)

    def current_rows(self) -> list[int]:
        """The rows marked as the player's current choice: the dice held, the box selected."""
        return [r for r, line in enumerate(self.model.lines) if line.current]


class DiceStrip(QWidget):
    """Five small dice as they were at a decision, held ones marked."""

    def __init__(
        self,
        dice: Sequence[int],
        held: Sequence[bool] = (False,) * 5,
        theme: Theme = LIGHT,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._dice = tuple(dice)
        self._held = tuple(held)
        self._theme = theme
        self.setMinimumSize(QSize(5 * 40, 40))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        #: Read aloud by screen readers for a small die of the game review: {face} is 1 to 6; held:
        #: kept out of the next roll.
        held_die = translate("Review", "{face} held")
        words = ", ".join(
            held_die.format(face=d) if h else str(d) for d, h in zip(dice, held, strict=True)
        )
        #: Screen readers' name of a row of small dice in the game review: {dice} lists the faces
        #: (“4, 4 held, 2, 6, 1”).
        self.setAccessibleName(translate("Review", "Dice: {dice}").format(dice=words))

    def sizeHint(self) -> QSize:
        return QSize(5 * 40, 40)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        side = 34.0
        for i, (face, held) in enumerate(zip(self._dice, self._held, strict=True)):
            paint_die(painter, QRectF(i * 40 + 3, 3, side, side), face, self._theme, held=held)


class ReviewDialog(QDialog):
    """Each decision of a finished game with its cost against perfect play."""

    def __init__(
        self, review: GameReview, theme: Theme = LIGHT, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        #: Window title of the review of a finished game (a noun).
        self.setWindowTitle(translate("Review", "Game review"))
        self.resize(760, 620)
        layout = QVBoxLayout(self)
        if review.note:
            note = plain_label(review.note, self)
            note.setWordWrap(True)
            layout.addWidget(note)
        self.tabs = QTabWidget(self)
        #: Screen readers' name of the game review's tabs, one a player.
        self.tabs.setAccessibleName(translate("Review", "Players"))
        layout.addWidget(self.tabs)
        self.summaries: dict[int, QLabel] = {}
        self.tables: dict[int, QTableWidget] = {}
        for player in review.players:
            # Each player's page scrolls in a tab of its own (the tab takes the scroll area,
            # the scroll area the page).
            scroll = QScrollArea(self.tabs)
            page = QWidget(scroll)
            page_layout = QVBoxLayout(page)
            summary = plain_label(player.summary, page)
            summary.setWordWrap(True)
            summary.setObjectName("reviewSummary")
            self.summaries[player.player] = summary
            page_layout.addWidget(summary)
            if player.mistakes:
                page_layout.addWidget(QLabel(translate("Review", "The biggest mistakes:"), page))
                for mistake in player.mistakes:
                    row = QHBoxLayout()
                    row.addWidget(DiceStrip(mistake.dice, mistake.held, theme, page))
                    text = plain_label(mistake.text, page)
                    text.setWordWrap(True)
                    row.addWidget(text, 1)
                    page_layout.addLayout(row)
            else:
                page_layout.addWidget(
                    QLabel(
                        translate("Review", "No mistakes: every decision was the best one."), page
                    )
                )
            table = QTableWidget(0, 6, page)
            #: Screen readers' name of the game review's table of every decision of a player.
            table.setAccessibleName(translate("Review", "Every decision"))
            table.setHorizontalHeaderLabels(
                [
                    translate("Review", "Turn", "column heading"),
                    translate("Review", "Roll", "column heading"),
                    translate("Review", "Dice", "column heading"),
                    translate("Review", "Choice", "column heading"),
                    translate("Review", "Best", "column heading"),
                    translate("Review", "Cost", "column heading"),
                ]
            )
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            header = table.horizontalHeader()
            for column in (0, 1, 2, 5):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
            table.setRowCount(len(player.rows))
            for r, cells in enumerate(player.rows):
                for c, cell in enumerate(cells):
                    item = QTableWidgetItem(cell)
                    if not cell:
                        item.setData(
                            Qt.ItemDataRole.AccessibleTextRole,
                            #: Read aloud for an empty cell of the game review's table (e.g. Best,
                            #: when the player's move was the best).
                            translate("Review", "none"),
                        )
                    table.setItem(r, c, item)
            self.tables[player.player] = table
            page_layout.addWidget(table, 1)
            scroll.setAccessibleName(
                #: Screen readers' name of a player's page in the game review; {name} is the
                #: player's name.
                translate("Review", "Review of {name}").format(name=player.name)
            )
            scroll.setWidgetResizable(True)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, tab_text(player.name))
        if not review.players:
            nothing = QLabel(translate("Review", "There were no decisions to review."), self.tabs)
            self.tabs.addTab(nothing, translate("Review", "Review", "tab title"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)  # Enter closes it
        for button in buttons.buttons():
            button.setMinimumHeight(44)
            button.setAccessibleName(button.text().replace("&", ""))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

"""The coach on screen: the analysis panel (the game review is in ui/dialogs/review.py).

The numbers and the words come from :mod:`fivedice.strategy.coach` through the controller; this
module only lays them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import QT_TRANSLATE_NOOP, decimal, translate

from ..shell.plain import ElidedLabel

if TYPE_CHECKING:
    from fivedice.strategy.coach import Analysis, OptionLine

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
    ) -> str | None:
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

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = 0
    ) -> str | int | QFont | None:
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

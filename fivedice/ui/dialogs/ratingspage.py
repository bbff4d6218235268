"""The scoreboard's Ratings page: the people who play here ranked by rating, with how sure each
rating is, and the rating over time of the one chosen, against the computer levels' fixed
ratings. Like the other pages it shows what it is given and never reads the history itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import COMPUTER_LEVELS, level_name
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..shell.plain import plain_label
from .ratingchart import RatingChart
from .shown import shown_count

if TYPE_CHECKING:
    from fivedice.store.records import Profile, RatingPoint

NO_RATINGS = QT_TRANSLATE_NOOP(
    "Scoreboard",
    "Nobody has a rating yet. A game of one card each against a computer or another person, "
    "played to the end without hints or undo, is rated.",
)
"""(Shown with ``translate("Scoreboard", ...)``.)"""
NUMBER_ALIGN = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def rating_cells(profile: Profile) -> tuple[str, str, str, str]:
    """A person's name, rating, deviation (“±85”) and rated games, as the table shows them."""
    return (
        profile.name,
        shown_count(round(profile.rating)),
        "±" + shown_count(round(profile.rd)),
        shown_count(profile.rated_games),
    )


class RatingsPage(QWidget):
    """The Ratings tab: people ranked by rating, and the chart of the one chosen."""

    profile_chosen = Signal(int)
    """The profile whose rating over time the player wants to see."""

    def __init__(self, parent: QWidget, anchors: Sequence[tuple[str, float]] = ()) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        headers = [
            #: Column heading of the scoreboard's table of ratings (narrow): the place, 1, 2, …
            translate("Scoreboard", "Rank"),
            #: Column heading of the scoreboard's table of ratings: the person's name.
            translate("Scoreboard", "Player"),
            #: Column heading of the scoreboard's table of ratings: the person's rating, e.g.
            #: 1,612.
            translate("Scoreboard", "Rating"),
            #: Column heading of the scoreboard's table of ratings (narrow): how sure the rating
            #: is, e.g. ±85 (the rating deviation); a short word.
            translate("Scoreboard", "Certainty"),
            #: Column heading of the scoreboard's table of ratings: how many rated games the
            #: person played.
            translate("Scoreboard", "Rated games"),
        ]
        self.table = QTableWidget(0, len(headers), self)
        self.table.setObjectName("ratingsTable")
        #: Screen readers' name of the table of ratings.
        self.table.setAccessibleName(translate("Scoreboard", "Ratings"))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 2)
        self.empty = plain_label(translate("Scoreboard", NO_RATINGS), self)
        self.empty.setObjectName("ratingsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.hide()
        layout.addWidget(self.empty)
        self.chart = RatingChart(self)
        self.chart.set_anchors(anchors)
        layout.addWidget(self.chart, 3)
        self.table.itemSelectionChanged.connect(self._on_table_item_selection_changed)

    def show_profiles(self, profiles: Sequence[Profile] | None, chosen: str | None) -> None:
        """List the rated people of `profiles`, best rating first, and choose the one named
        `chosen` (else the first); None (the history could not say) lists nobody."""
        rated = sorted(
            (p for p in profiles or () if p.rated_games > 0),
            key=lambda p: (-p.rating, p.rd, p.name.casefold()),
        )
        self.table.blockSignals(True)
        self.table.setRowCount(len(rated))
        for row, profile in enumerate(rated):
            cells = (shown_count(row + 1), *rating_cells(profile))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, profile.id)
                if column != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.blockSignals(False)
        self.empty.setVisible(profiles is not None and not rated)
        self.table.setVisible(bool(rated))
        if not rated:
            self.chart.set_points([])
            return
        names = [p.name.casefold() for p in rated]
        wanted = (chosen or "").casefold()
        self.table.selectRow(names.index(wanted) if wanted in names else 0)

    def chosen(self) -> int | None:
        """The profile chosen in the table."""
        items = self.table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def show_history(self, points: Sequence[RatingPoint] | None) -> None:
        """Chart the chosen person's rating after each rated game (None: could not be read)."""
        self.chart.set_points(points or [])

    @Slot()
    def _on_table_item_selection_changed(self) -> None:
        profile = self.chosen()
        if profile is not None:
            self.profile_chosen.emit(profile)


def level_anchors(anchors: dict[str, float]) -> list[tuple[str, float]]:
    """The computer levels' fixed ratings, named in the language spoken, for the chart."""
    return [(level_name(level), anchors[level]) for level in COMPUTER_LEVELS if level in anchors]

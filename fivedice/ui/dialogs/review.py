"""The review of a finished game: each decision against perfect play, a page per player.

The numbers and the words come from :mod:`fivedice.strategy.coach` through the controller; this
module only lays them out. A game from the history is read off the GUI thread
(:meth:`ReviewDialog.read_game`, through query.py): the dialog shows at once and says so, should
the reading take a moment, and the window answers the game it read with the review.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import Game
from fivedice.words import translate

from ..board.die import paint_die
from ..shell.plain import plain_label, tab_text
from ..shell.theme import LIGHT, Theme
from .query import own_reading, run_query

if TYPE_CHECKING:
    from fivedice.strategy.coach import GameReview, PlayerReview

log = logging.getLogger(__name__)

READING_SHOWN_AFTER_MS = 300
"""A game read sooner is reviewed without a word about the reading."""


class GameSource(Protocol):
    """Where finished games are read from: the game history, in the app."""

    def load_game(self, game_id: int) -> Game:
        """The finished game `game_id`: KeyError when there is none, ValueError when its record
        cannot be rebuilt, HistoryError (the player's words) when the history cannot say."""
        ...


def read_recorded_game(source: GameSource, game_id: int) -> Game:
    """The finished game `game_id` of `source`, read on this thread (a worker's: the history
    through a connection of its own). Raises as :meth:`GameSource.load_game` does."""
    with own_reading(source) as history:
        return history.load_game(game_id)


def cannot_replay(exc: Exception) -> str:
    """What to tell the player when a game of the history could not be read with `exc`."""
    return translate("Store", "That game cannot be replayed: {reason}").format(reason=exc)


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


def _decisions_table(player: PlayerReview, parent: QWidget) -> QTableWidget:
    """Every decision of `player`: turn, roll, dice, choice, best, cost."""
    table = QTableWidget(0, 6, parent)
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
                    #: Read aloud for an empty cell of the game review's table (e.g. Best, when
                    #: the player's move was the best).
                    translate("Review", "none"),
                )
            table.setItem(r, c, item)
    return table


def _add_mistakes(player: PlayerReview, theme: Theme, page: QWidget, layout: QVBoxLayout) -> None:
    """The costliest decisions of `player`, each with its dice, or the word that there were
    none."""
    if not player.mistakes:
        text = translate("Review", "No mistakes: every decision was the best one.")
        layout.addWidget(QLabel(text, page))
        return
    layout.addWidget(QLabel(translate("Review", "The biggest mistakes:"), page))
    for mistake in player.mistakes:
        row = QHBoxLayout()
        row.addWidget(DiceStrip(mistake.dice, mistake.held, theme, page))
        words = plain_label(mistake.text, page)
        words.setWordWrap(True)
        row.addWidget(words, 1)
        layout.addLayout(row)


class ReviewDialog(QDialog):
    """Each decision of a finished game with its cost against perfect play."""

    game_read = Signal(Game)
    """The finished game that :meth:`read_game` read, to be reviewed: answered
    with :meth:`show_review`."""

    def __init__(
        self, review: GameReview | None = None, theme: Theme = LIGHT, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        #: Window title of the review of a finished game (a noun).
        self.setWindowTitle(translate("Review", "Game review"))
        self.resize(760, 620)
        self._theme = theme
        self._reading = False
        layout = QVBoxLayout(self)
        self.note = plain_label("", self)
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.note)
        self.message = plain_label("", self)
        self.message.setObjectName("reviewMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.message.hide()
        layout.addWidget(self.message, 1)
        self._reading_timer = QTimer(self)
        self._reading_timer.setSingleShot(True)
        self._reading_timer.setInterval(READING_SHOWN_AFTER_MS)
        self._reading_timer.timeout.connect(self._on_reading_timer_timeout)
        self.tabs = QTabWidget(self)
        #: Screen readers' name of the game review's tabs, one a player.
        self.tabs.setAccessibleName(translate("Review", "Players"))
        layout.addWidget(self.tabs)
        self.summaries: dict[int, QLabel] = {}
        self.tables: dict[int, QTableWidget] = {}
        layout.addWidget(self._buttons())
        if review is not None:
            self.show_review(review)

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)  # Enter closes it
        for button in buttons.buttons():
            button.setMinimumHeight(44)
            button.setAccessibleName(button.text().replace("&", ""))
        buttons.rejected.connect(self.reject)
        return buttons

    # ------------------------------------------------------------------------ reading

    @property
    def reading(self) -> bool:
        """True while :meth:`read_game` waits for its game."""
        return self._reading

    def read_game(self, read: Callable[[], Game]) -> None:
        """Read the game to review with `read` off the GUI thread: ``game_read`` follows, or the
        reason it cannot be had is shown here (and a word that it is being read, meanwhile,
        should that take a moment)."""
        self._reading = True
        self.tabs.hide()
        run_query(self, read, self._on_game_read, self._on_game_failed)
        self._reading_timer.start()

    def _on_game_read(self, game: Game) -> None:
        self._reading = False
        self._reading_timer.stop()
        self.game_read.emit(game)

    def _on_game_failed(self, exc: Exception) -> None:
        self._reading = False
        log.error("the game to review could not be read: %s", exc)
        self.show_review(cannot_replay(exc))

    @Slot()
    def _on_reading_timer_timeout(self) -> None:
        if self._reading:
            #: Shown in the game review while the game is read from the game history, when
            #: that takes a moment.
            self.message.setText(translate("Review", "Reading the game from the history…"))
            self.message.show()

    # ------------------------------------------------------------------------ showing

    def show_review(self, review: GameReview | str) -> None:
        """Show `review`, or in its place why it cannot be had (a sentence for the player)."""
        self._reading_timer.stop()
        if isinstance(review, str):
            self.message.setText(review)
            self.message.show()
            self.tabs.hide()
            return
        self.message.hide()
        self.note.setText(review.note)
        self.note.setVisible(bool(review.note))
        for player in review.players:
            self.tabs.addTab(self._player_page(player), tab_text(player.name))
        if not review.players:
            nothing = QLabel(translate("Review", "There were no decisions to review."), self.tabs)
            self.tabs.addTab(nothing, translate("Review", "Review", "tab title"))
        self.tabs.show()

    def _player_page(self, player: PlayerReview) -> QScrollArea:
        """A player's page, which scrolls in a tab of its own (the tab takes the scroll area,
        the scroll area the page)."""
        scroll = QScrollArea(self.tabs)
        page = QWidget(scroll)
        layout = QVBoxLayout(page)
        summary = plain_label(player.summary, page)
        summary.setWordWrap(True)
        summary.setObjectName("reviewSummary")
        self.summaries[player.player] = summary
        layout.addWidget(summary)
        _add_mistakes(player, self._theme, page, layout)
        table = _decisions_table(player, page)
        self.tables[player.player] = table
        layout.addWidget(table, 1)
        scroll.setAccessibleName(
            #: Screen readers' name of a player's page in the game review; {name} is the
            #: player's name.
            translate("Review", "Review of {name}").format(name=player.name)
        )
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        return scroll

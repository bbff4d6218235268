"""How the board shares the window's width between the felt and the card (and keeps the card
tall enough for every row).

The card gets the width that shows every player's columns with their names whole, when the
window has it; the felt takes the rest, down to the least that keeps five dice whole. A window
too narrow for that leaves the card its row labels and the columns of one player at least: it
scrolls sideways, always to the player on turn. Before, the felt kept half of any window and
four players at 800×600 showed two and a half columns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QBoxLayout, QWidget

if TYPE_CHECKING:
    from .scorecard import ScorecardView

QWIDGETSIZE_MAX = 16777215


class BoardWidths(QObject):
    """Watches the board (its parent) and sets how wide the felt's side may get, so that the
    card beside it has the width it needs. The window calls :meth:`fit` after each view."""

    def __init__(
        self,
        board: QWidget,
        layout: QBoxLayout,
        felt_side: tuple[QWidget, ...],
        card: ScorecardView,
        sides: int,
    ) -> None:
        super().__init__(board)
        self._layout = layout
        """The row of the felt's side and the card."""
        self._sides = sides
        """Pixels of margin round that row, left and right together."""
        self._felt_side = felt_side
        """The felt and what may sit under it (the analysis panel's place)."""
        self._card = card
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        """Share the board's width as it is now (after a resize, or a game with more or
        fewer columns)."""
        board = self.parent()
        assert isinstance(board, QWidget)
        card = self._card
        least = card.least_width()
        if card.minimumWidth() != least:
            card.setMinimumWidth(least)
        tall = card.least_height()
        if card.minimumHeight() != tall:
            card.setMinimumHeight(tall)
        room = board.width() - self._sides - self._layout.spacing()
        felt_least = max(side.minimumSizeHint().width() for side in self._felt_side[:1])
        widest = max(felt_least, room - card.needed_width())
        for side in self._felt_side:
            if side.maximumWidth() != widest:
                side.setMaximumWidth(widest if widest < room else QWIDGETSIZE_MAX)

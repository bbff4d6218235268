"""Where the analysis panel goes: docked at the right of a window wide enough for the felt,
the card and the panel side by side, else under the dice on the felt's side of the board, so
opening it never makes the window grow (at 800×600 the card keeps its whole row labels).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QMainWindow,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.lifecycle import parent_as

if TYPE_CHECKING:
    from ..board.scorecard import ScorecardView
    from ..board.tray import DiceTray

MARGINS = 48
"""The board's margins and spacing, and the dock's frame, in pixels."""
MIN_HEIGHT = 70
"""The least height of the panel under the dice: its heading, the chances and a row or two
of its table (which scrolls); a small window gives the felt's notes the height first."""
SLACK = 40
"""A narrow window must grow this much past the need before the panel docks again (so a
window near the limit does not flip back and forth)."""


class PanelHolder(QWidget):
    """The place under the dice. Its height is what the felt leaves, whatever the panel's
    wrapped heading would like (reporting height-for-width would squeeze the felt instead)."""

    def hasHeightForWidth(self) -> bool:
        return False


class AnalysisPlace(QObject):
    """Shows `panel` in `dock` or in `holder` (a widget under the dice), as the width of its
    parent, the window, allows. The window tells it when it has been resized."""

    def __init__(
        self,
        window: QMainWindow,
        dock: QDockWidget,
        panel: QWidget,
        holder: QWidget,
        sides: tuple[DiceTray, ScorecardView],
        column: QBoxLayout,
    ) -> None:
        super().__init__(window)
        self._dock = dock
        self._panel = panel
        self._holder = holder
        self._sides = sides
        self._column = column
        """The felt's side of the board: the felt above the holder."""
        self._shown = False
        self._docked = True
        self.moving = False
        """True while the panel is being moved (the dock's hiding is not the player's)."""
        self._spare = QWidget(dock)
        """What the dock holds while the panel is under the dice."""
        self._spare.hide()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        # Its height is what the felt leaves: the panel's table scrolls, the window keeps its size.
        holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        holder.setMinimumHeight(MIN_HEIGHT)
        holder.hide()
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._on_settle_timeout)

    @property
    def docked(self) -> bool:
        """True when the panel is (or would be) in the dock at the right."""
        return self._docked

    @property
    def shown(self) -> bool:
        """True while the panel is on screen, wherever it is."""
        return self._shown

    def set_shown(self, shown: bool) -> None:
        """Show or hide the panel, where the window's width has room for it."""
        self._shown = shown
        self._place()

    def _need(self) -> int:
        """The window width that holds the felt, the whole card (every player's columns) and
        the docked panel side by side; narrower, the panel goes under the dice, so the card
        is not squeezed to a column and a half."""
        felt, card = self._sides
        widths = [felt.minimumSizeHint().width(), card.needed_width()]
        widths.append(max(self._panel.minimumWidth(), self._panel.minimumSizeHint().width()))
        return sum(widths) + MARGINS

    def _place(self) -> None:
        width = parent_as(self, QMainWindow).width()
        need = self._need()
        docked = width >= need + (SLACK if not self._docked else 0)
        self.moving = True
        try:
            if docked != self._docked or self._panel.parent() is None:
                self._docked = docked
                if docked:
                    self._holder.layout().removeWidget(self._panel)
                    self._dock.setWidget(self._panel)
                else:
                    self._dock.setWidget(self._spare)
                    self._holder.layout().addWidget(self._panel)
            under = self._shown and not self._docked
            # The felt makes room first (and takes it back last), or the window would grow
            # for a moment to hold both, and stay grown.
            if under:
                self._compact(True)
            self._panel.setVisible(self._shown)
            self._dock.setVisible(self._shown and self._docked)
            self._holder.setVisible(under)
            if not under:
                self._compact(False)
        finally:
            self.moving = False

    def _compact(self, compact: bool) -> None:
        felt = self._sides[0]
        felt.set_compact(compact)
        felt.layout().activate()  # its smaller least size counts at once
        # Under the dice the panel takes what the felt leaves; the felt keeps what it needs.
        self._column.setStretchFactor(felt, 0 if compact else 1)

    def window_resized(self) -> None:
        """The window has a new size: the panel may move, once the layout has taken it."""
        if self._shown:
            self._settle.start()

    @Slot()
    def _on_settle_timeout(self) -> None:
        self._place()

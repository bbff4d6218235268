"""Where the analysis panel goes: docked at the right of a window wide enough for the felt,
the card and the panel side by side, else under the dice on the felt's side of the board, so
opening it never makes the window grow (at 800×600 the card keeps its whole row labels).

The panel and its dock are made when the panel is first shown (or first asked for): a window
that starts without the panel does not load it. What the panel is to show is kept here until
then: the coach's analysis of the player's choices (with the box selected on the card marked)
and the chances to win.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QBoxLayout,
    QLayout,
    QMainWindow,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import translate

from ..dialogs.lifecycle import parent_as

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

    from fivedice.strategy.coach import Analysis

    from ..board.analysis import AnalysisPanel
    from ..board.scorecard import ScorecardView
    from ..board.tray import DiceTray
    from ..control.controller import GameController
    from ..control.snapshot import GameView

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


class AnalysedWindow(Protocol):
    """What the panel's place needs of its window (a QMainWindow besides)."""

    @property
    def controller(self) -> GameController: ...


class AnalysisPlace(QObject):
    """Shows the analysis panel in a dock at the right or in `holder` (a widget under the dice),
    as the width of its parent, the window, allows, and shows in it what the coach says. The
    window tells it when it has been resized. The panel and the dock are made on first use
    (:attr:`panel`, :attr:`dock`)."""

    closed = Signal()
    """The player closed the dock with its own button."""

    def __init__(
        self,
        window: QMainWindow,
        holder: QWidget,
        sides: tuple[DiceTray, ScorecardView],
        column: QBoxLayout,
    ) -> None:
        super().__init__(window)
        self._dock: QDockWidget | None = None
        self._panel: AnalysisPanel | None = None
        self._spare: QWidget | None = None
        """What the dock holds while the panel is under the dice."""
        self._holder = holder
        self._sides = sides
        self._column = column
        """The felt's side of the board: the felt above the holder."""
        self._shown = False
        self._docked = True
        self._chances = ""
        self._analysis: Analysis | None = None
        """The coach's latest analysis while the panel is shown (None: nothing to analyse)."""
        self.moving = False
        """True while the panel is being moved (the dock's hiding is not the player's)."""
        self._holding = QVBoxLayout(holder)
        self._holding.setContentsMargins(0, 0, 0, 0)
        # Its height is what the felt leaves: the panel's table scrolls, the window keeps its size.
        holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        holder.setMinimumHeight(MIN_HEIGHT)
        holder.hide()
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._on_settle_timeout)

    def _window(self) -> QMainWindow:
        return parent_as(self, QMainWindow)

    @property
    def is_built(self) -> bool:
        """True once the panel and its dock have been made."""
        return self._panel is not None

    @property
    def panel(self) -> AnalysisPanel:
        """The analysis panel (made now if it was not yet)."""
        return self._build()[0]

    @property
    def dock(self) -> QDockWidget:
        """The dock at the right that holds the panel when there is room (made now if it was
        not yet)."""
        return self._build()[1]

    def _build(self) -> tuple[AnalysisPanel, QDockWidget]:
        if self._panel is not None and self._dock is not None:
            return self._panel, self._dock
        from PySide6.QtWidgets import QDockWidget

        from ..board.analysis import AnalysisPanel

        window = self._window()
        panel = AnalysisPanel(window)
        dock = QDockWidget(window)
        dock.setObjectName("analysisDock")
        dock.setWidget(panel)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        self._spare = QWidget(dock)
        self._spare.hide()
        dock.visibilityChanged.connect(self._on_dock_visibility_changed)
        self._panel, self._dock = panel, dock
        self.retranslate()
        panel.show_chances(self._chances)
        self._show_analysis()
        return panel, dock

    def retranslate(self) -> None:
        """The dock's title in the language in force."""
        if self._dock is not None:
            #: Title of the analysis panel beside the board (a noun).
            self._dock.setWindowTitle(translate("Window", "Analysis"))

    def show_chances(self, text: str) -> None:
        """Each player's chance to win, in words, above the panel's table ("" hides it)."""
        self._chances = text
        if self._panel is not None:
            self._panel.show_chances(text)

    @Slot(object)
    def show_analysis(self, analysis: Analysis | None) -> None:
        """Every choice of the player on turn, the box selected on the card marked; None: what
        the panel says when there is nothing to analyse (the game is over, a computer plays)."""
        self._analysis = analysis
        self._show_analysis()

    @Slot()
    def mark_selected(self) -> None:
        """The box selected on the card has changed: mark it among the choices."""
        if self._analysis is not None:
            self._show_analysis()

    def refresh(self) -> None:
        """Say it all again (in the language now in force)."""
        self._show_analysis()

    def _show_analysis(self) -> None:
        if self._panel is None:
            return  # the panel is given it when it is made
        analysis = self._analysis
        if analysis is None:
            view = cast("AnalysedWindow", self._window()).controller.view
            self._panel.show_analysis(None, _idle_heading(view))
            return
        selected = self._sides[1].selected
        lines = tuple(
            replace(line, current=selected == line.box) if line.box is not None else line
            for line in analysis.lines
        )
        self._panel.show_analysis(replace(analysis, lines=lines))

    @property
    def docked(self) -> bool:
        """True when the panel is (or would be) in the dock at the right."""
        return self._docked

    @property
    def shown(self) -> bool:
        """True while the panel is on screen, wherever it is."""
        return self._shown

    def set_shown(self, shown: bool) -> None:
        """Show or hide the panel, where the window's width has room for it (hidden, it
        forgets the analysis: the coach sends a new one when it is shown again)."""
        self._shown = shown
        if not shown:
            self._analysis = None
        if shown or self.is_built:
            self._place()

    def _need(self, panel: QWidget) -> int:
        """The window width that holds the felt, the whole card (every player's columns) and
        the docked panel side by side; narrower, the panel goes under the dice, so the card
        is not squeezed to a column and a half."""
        felt, card = self._sides
        widths = [felt.minimumSizeHint().width(), card.needed_width()]
        widths.append(max(panel.minimumWidth(), panel.minimumSizeHint().width()))
        return sum(widths) + MARGINS

    def _place(self) -> None:
        panel, dock = self._build()
        width = self._window().width()
        need = self._need(panel)
        docked = width >= need + (SLACK if not self._docked else 0)
        self.moving = True
        try:
            if docked != self._docked or panel.parent() is None:
                self._docked = docked
                if docked:
                    self._holding.removeWidget(panel)
                    dock.setWidget(panel)
                else:
                    assert self._spare is not None, "made with the dock"
                    dock.setWidget(self._spare)
                    self._holding.addWidget(panel)
            under = self._shown and not self._docked
            # The felt makes room first (and takes it back last), or the window would grow
            # for a moment to hold both, and stay grown.
            if under:
                self._compact(True)
            panel.setVisible(self._shown)
            dock.setVisible(self._shown and self._docked)
            self._holder.setVisible(under)
            if not under:
                self._compact(False)
        finally:
            self.moving = False

    @Slot(bool)
    def _on_dock_visibility_changed(self, visible: bool) -> None:
        if not self._window().isVisible() or self.moving or visible:
            return  # the window hides, or the panel moves: not the player's choice
        self.closed.emit()  # the dock's own close button

    def _compact(self, compact: bool) -> None:
        felt = self._sides[0]
        felt.set_compact(compact)
        layout: QLayout | None = felt.layout()
        if layout is not None:
            layout.activate()  # its smaller least size counts at once
        # Under the dice the panel takes what the felt leaves; the felt keeps what it needs.
        self._column.setStretchFactor(felt, 0 if compact else 1)

    def window_resized(self) -> None:
        """The window has a new size: the panel may move, once the layout has taken it."""
        if self._shown:
            self._settle.start()

    @Slot()
    def _on_settle_timeout(self) -> None:
        self._place()


def _idle_heading(view: GameView) -> str:
    """What the analysis panel says when there is nothing to analyse."""
    if view.is_over:
        #: Heading of the analysis panel when there is nothing to analyse: the game has ended.
        return translate("Window", "The game is over.")
    if view.computer_on_turn:
        #: Heading of the analysis panel when there is nothing to analyse: a computer player,
        #: {name}, is playing its turn.
        return translate("Window", "{name} is playing.").format(name=view.player.name)
    if view.paused:
        #: Heading of the analysis panel when there is nothing to analyse: the game is paused.
        return translate("Window", "Paused.")
    if view.rolls_used == 0:
        return translate("Window", "Roll to see every choice with its expected final score.")
    return translate("Window", "Working out perfect play…")

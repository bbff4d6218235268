"""The scorecard: the 13 boxes and the totals rows, one column per player and card.

Every cell's text is exactly what the player reads, taken from the :class:`GameView`: filled scores,
previews of the legal boxes of the player on turn (grey and italic), and the totals rows as the
core summed them. Screen readers get each cell as a sentence ("Ana, Full House, 25", "Full House,
would score 25") through Qt.AccessibleTextRole, which Qt's table accessibility reads first.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from fivedice.core import UPPER_BONUS, UPPER_BONUS_THRESHOLD, Category

from .focus import OWN_FOCUS_RING
from .plain import plain_tip
from .snapshot import CardView, GameView
from .theme import LIGHT, Theme

PREVIEW_ROLE = Qt.ItemDataRole.UserRole + 1
"""(card, Category) when the cell is a preview the player on turn may fill, else None."""
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
"""The RowKind of the cell's row."""

_Index = QModelIndex | QPersistentModelIndex


class RowKind(enum.Enum):
    """What a scorecard row shows."""

    BOX = "box"
    UPPER_TOTAL = "Upper total"
    UPPER_BONUS = "Upper bonus"
    EXTRA_BONUS = "Extra-five bonus"
    LOWER_TOTAL = "Lower total"
    CARD_TOTAL = "Card total"
    GRAND_TOTAL = "Grand total"


@dataclass(frozen=True)
class Row:
    """One row: a box, or a totals row."""

    kind: RowKind
    category: Category | None = None

    @property
    def label(self) -> str:
        """The row's name on the card."""
        return self.category.label if self.category is not None else self.kind.value


def rows_for(view: GameView) -> list[Row]:
    """The rows in paper-card order.

    The extra-five bonus row appears only when that rule is on, and the card-total row only when
    players have several cards: a classic game keeps the short card people know.
    """
    rows = [Row(RowKind.BOX, c) for c in Category.upper()]
    rows += [Row(RowKind.UPPER_TOTAL), Row(RowKind.UPPER_BONUS)]
    rows += [Row(RowKind.BOX, c) for c in Category.lower()]
    if view.extra_five_on:
        rows.append(Row(RowKind.EXTRA_BONUS))
    rows.append(Row(RowKind.LOWER_TOTAL))
    if view.multi_card:
        rows.append(Row(RowKind.CARD_TOTAL))
    rows.append(Row(RowKind.GRAND_TOTAL))
    return rows


def upper_bonus_text(card: CardView) -> str:
    """The Upper bonus cell: 35 once earned, 0 once missed, else progress against par."""
    if card.summary.upper_bonus:
        return str(card.summary.upper_bonus)
    filled = card.upper_filled
    if filled == 6:
        return "0"
    if filled == 0:
        return ""
    delta = card.summary.par_delta
    if delta > 0:
        return f"+{delta} over par"
    if delta < 0:
        return f"{-delta} under par"
    return "on par"


_BONUS_TIP = (
    f"{UPPER_BONUS} extra when Ones…Sixes add up to {UPPER_BONUS_THRESHOLD} or more. "
    f"Par is three dice of each face ({UPPER_BONUS_THRESHOLD} in all): "
    "“+4 over par” means 4 points more than par in the boxes filled so far."
)
_ROW_TIPS = {
    RowKind.UPPER_TOTAL: "Ones to Sixes added up.",
    RowKind.UPPER_BONUS: _BONUS_TIP,
    RowKind.EXTRA_BONUS: "100 for each extra five of a kind scored while Five of a Kind "
    "holds 50 (under the extra-five rule chosen for this game).",
    RowKind.LOWER_TOTAL: "Three of a Kind to Chance added up.",
    RowKind.CARD_TOTAL: "This card's total, times the card's multiplier.",
    RowKind.GRAND_TOTAL: "Everything added up: the score of the game.",
}


class ScorecardModel(QAbstractTableModel):
    """Table model over a :class:`GameView`; it never computes a score, only reads them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: GameView | None = None
        self._rows: list[Row] = []
        self._theme = LIGHT
        self.selected: tuple[int, Category] | None = None
        self.base_font = QFont()
        """The font cells are drawn in; the view scales it with the row height."""

    # --------------------------------------------------------------------------- updating

    def set_theme(self, theme: Theme) -> None:
        """Colours for the turn column, previews and totals rows."""
        self._theme = theme
        self._changed_all()

    def set_view(self, view: GameView) -> None:
        """Show `view`; the row and column layout follow its rules and players."""
        old = self._view
        shape_changed = (
            old is None
            or old.rules != view.rules
            or len(old.players) != len(view.players)
            or rows_for(old) != rows_for(view)
        )
        if shape_changed:
            self.beginResetModel()
            self._view = view
            self._rows = rows_for(view)
            self.endResetModel()
        else:
            self._view = view
            self._changed_all()
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.selected not in view.previews:
            self.selected = None

    def _changed_all(self) -> None:
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    @property
    def view(self) -> GameView | None:
        """The snapshot on show."""
        return self._view

    @property
    def rows(self) -> list[Row]:
        """The rows in display order."""
        return list(self._rows)

    def row_of(self, kind: RowKind, category: Category | None = None) -> int:
        """The row index of a box or a totals row."""
        return self._rows.index(Row(kind, category))

    def column_of(self, player: int, card: int = 0) -> int:
        """The column of `player`'s `card`."""
        assert self._view is not None
        return player * self._view.rules.cards + card

    def place(self, column: int) -> tuple[int, int]:
        """(player, card) shown in `column`."""
        assert self._view is not None
        return divmod(column, self._view.rules.cards)

    def index_of(self, card: int, category: Category, player: int | None = None) -> QModelIndex:
        """The cell of `category` on `card` of `player` (the player on turn by default)."""
        assert self._view is not None
        who = self._view.current if player is None else player
        return self.index(self.row_of(RowKind.BOX, category), self.column_of(who, card))

    def preview_order(self) -> list[tuple[int, Category]]:
        """The fillable boxes of the player on turn, card by card, top to bottom."""
        if self._view is None or self._view.paused:
            return []
        return sorted(self._view.previews, key=lambda k: (k[0], int(k[1])))

    # ------------------------------------------------------------------------ Qt model API

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._view is None:
            return 0
        return len(self._view.players) * self._view.rules.cards

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        view = self._view
        if view is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self._rows):
                return None
            row = self._rows[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return row.label
            if role == Qt.ItemDataRole.FontRole:
                font = QFont(self.base_font)
                font.setBold(row.kind is not RowKind.BOX)
                return font
            if role == Qt.ItemDataRole.ToolTipRole:
                return row.category.rule if row.category is not None else _ROW_TIPS[row.kind]
            return None
        if not 0 <= section < self.columnCount():
            return None
        player, card = self.place(section)
        on_turn = player == view.current and not view.is_over
        if role == Qt.ItemDataRole.DisplayRole:
            return self._column_title(player, card, on_turn)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken_column(player, card, on_turn)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self.base_font)
            font.setBold(on_turn)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            p = view.players[player]
            tip = p.label
            if view.multi_card:
                tip += f", card {card + 1}"
                if view.rules.triple:
                    tip += f": counts ×{view.rules.multipliers[card]}"
            if on_turn:
                tip += " (on turn)"
            if p.dropped:
                tip += ": out of time, the card stays as it is"
            return plain_tip(tip)
        return None

    def _column_title(self, player: int, card: int, on_turn: bool) -> str:
        assert self._view is not None
        view = self._view
        p = view.players[player]
        won = view.outcome is not None and player in view.outcome.winners
        name = ("▶ " if on_turn else "★ " if won else "") + p.label
        if p.dropped:
            name += "\nout of time"
        if view.rules.triple:
            return f"{name}\n×{view.rules.multipliers[card]}"
        if view.multi_card:
            return f"{name}\ncard {card + 1}"
        return name

    def _spoken_column(self, player: int, card: int, on_turn: bool) -> str:
        """A column heading as it is read aloud: "Ana, on turn", "Ben (Hard), card 2"."""
        assert self._view is not None
        view = self._view
        parts = [view.players[player].label]
        if view.multi_card:
            parts.append(self._spoken_card(card))
        if on_turn:
            parts.append("on turn")
        if view.outcome is not None and player in view.outcome.winners:
            parts.append("winner")
        if view.players[player].dropped:
            parts.append("out of time")
        return ", ".join(parts)

    def _spoken_card(self, card: int) -> str:
        assert self._view is not None
        if self._view.rules.triple:
            return f"card {card + 1} (counts ×{self._view.rules.multipliers[card]})"
        return f"card {card + 1}"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        view = self._view
        if view is None or not index.isValid():
            return None
        row = self._rows[index.row()]
        player, card = self.place(index.column())
        cardview = view.cards[player][card]
        preview = self._preview(row, player, card)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, player, card, cardview, preview)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.spoken(index.row(), index.column())
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self._tooltip(row, preview)
        if role == PREVIEW_ROLE:
            return (card, row.category) if preview is not None else None
        if role == KIND_ROLE:
            return row.kind
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self.base_font)
            if preview is not None:
                font.setItalic(True)
            if row.kind in (RowKind.GRAND_TOTAL, RowKind.CARD_TOTAL):
                font.setBold(True)
            if self._is_selected(row, player, card):
                font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._is_selected(row, player, card):
                return self._theme.accent_text
            if preview is not None:
                return self._theme.muted
            return self._theme.text
        if role == Qt.ItemDataRole.BackgroundRole:
            if self._is_selected(row, player, card):
                return self._theme.accent
            if player == view.current and not view.is_over:
                return self._theme.turn_column
            if row.kind is not RowKind.BOX:
                return self._theme.totals_row
            return self._theme.panel
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, preview)
        return None

    # ------------------------------------------------------------------------- cell content

    def _preview(self, row: Row, player: int, card: int) -> int | None:
        view = self._view
        assert view is not None
        if row.category is None or player != view.current or view.paused or view.is_over:
            return None
        return view.previews.get((card, row.category))

    def _is_selected(self, row: Row, player: int, card: int) -> bool:
        view = self._view
        return (
            view is not None
            and row.category is not None
            and player == view.current
            and self.selected == (card, row.category)
            and self.selected in view.previews
            and not view.paused
        )

    def _text(
        self, row: Row, player: int, card: int, cardview: CardView, preview: int | None
    ) -> str:
        view = self._view
        assert view is not None
        s = cardview.summary
        if row.kind is RowKind.BOX:
            assert row.category is not None
            filled = cardview.box(row.category)
            if filled is not None:
                return str(filled)
            return str(preview) if preview is not None else ""
        if row.kind is RowKind.UPPER_TOTAL:
            return str(s.upper)
        if row.kind is RowKind.UPPER_BONUS:
            return upper_bonus_text(cardview)
        if row.kind is RowKind.EXTRA_BONUS:
            return str(s.extra_bonus)
        if row.kind is RowKind.LOWER_TOTAL:
            return str(s.lower)
        if row.kind is RowKind.CARD_TOTAL:
            return str(s.value)
        # Several cards share one grand total cell (the view spans it over the player's cards).
        return str(view.totals[player]) if card == 0 else ""

    def spoken(self, row_index: int, column: int) -> str:
        """What a screen reader says for a cell: "Ana, Full House, 25" for a filled box or a
        total, "Full House, would score 25" for a box the player on turn may fill now."""
        view = self._view
        assert view is not None
        row = self._rows[row_index]
        player, card = self.place(column)
        cardview = view.cards[player][card]
        preview = self._preview(row, player, card)
        if preview is not None:
            where = f"{self._spoken_card(card).capitalize()}, " if view.multi_card else ""
            return f"{where}{row.label}, would score {preview}"
        who = view.players[player].label
        if view.multi_card and row.kind is not RowKind.GRAND_TOTAL:
            who += f", {self._spoken_card(card)}"
        if row.kind is RowKind.GRAND_TOTAL:
            value = str(view.totals[player])  # one total over all of the player's cards
        else:
            value = self._text(row, player, card, cardview, None) or (
                "open" if row.kind is RowKind.BOX else "nothing yet"
            )
        return f"{who}, {row.label}, {value}"

    def _tooltip(self, row: Row, preview: int | None) -> str:
        if row.category is None:
            return _ROW_TIPS[row.kind]
        tip = f"{row.category.label}: {row.category.rule}"
        if preview is not None:
            tip += f"\nScores {preview} now: click it, or select it with Up/Down and press Enter."
        return tip


class _CellDelegate(QStyledItemDelegate):
    """Draws previews with a dashed outline, so they read as "not written yet" without colour."""

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        # The view's own "current cell" frame would look like a selection; the box chosen for
        # Enter is drawn by the model instead.
        option.state &= ~QStyle.StateFlag.State_HasFocus
        super().paint(painter, option, index)
        if index.data(PREVIEW_ROLE) is None:
            return
        painter.save()
        color = QColor(index.data(Qt.ItemDataRole.ForegroundRole))
        pen = QPen(color, 1.2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        rect: QRect = option.rect.adjusted(4, 3, -5, -4)
        painter.drawRoundedRect(rect, 5, 5)
        painter.restore()


class ScorecardView(QTableView):
    """The scorecard table. Click a preview, or move with Up/Down and press Enter, to fill it."""

    fill_requested = Signal(int, object)
    """(card, Category) the player wants to fill."""
    board_clicked = Signal()
    """A click that was not on a preview (during a computer turn, this skips it)."""

    MIN_ROW = 24
    MAX_ROW = 60

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecard")
        self.setAccessibleName("Scorecard")
        self.card_model = ScorecardModel(self)
        self.setModel(self.card_model)
        self.setItemDelegate(_CellDelegate(self.card_model, self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Tab and Shift+Tab leave the card for the dice and the toolbar; a table would keep
        # them to walk its cells. Up/Down/Enter choose a box (the window's game keys).
        self.setTabKeyNavigation(False)
        self.setProperty(OWN_FOCUS_RING, True)  # its frame turns the focus colour
        self.setMouseTracking(True)
        self.setWordWrap(False)
        # The corner "select all" button does nothing here (no selection) and would be a 28 px
        # target. The view shows it again on every layout, so it goes into a hidden holder.
        self.setCornerButtonEnabled(False)
        self._corner_holder = QWidget(self)
        self._corner_holder.hide()
        for corner in self.findChildren(QAbstractButton):
            corner.setParent(self._corner_holder)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        hh = self.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        hh.setMinimumSectionSize(72)
        hh.setHighlightSections(False)
        hh.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        vh = self.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setMinimumWidth(150)
        vh.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        vh.setHighlightSections(False)
        self._view: GameView | None = None
        self._theme = LIGHT

    # ---------------------------------------------------------------------------- drawing

    def set_theme(self, theme: Theme) -> None:
        """Colours for cells and grid."""
        self._theme = theme
        self.card_model.set_theme(theme)
        self.setStyleSheet(
            # The frame is always there, coloured when the card has the keyboard focus, so focus
            # is visible without the layout jumping.
            f"QTableView {{ gridline-color: {theme.totals_row.darker(115).name()};"
            f" background: {theme.window.name()}; border: 3px solid transparent;"
            " border-radius: 4px; }"
            f"QTableView:focus {{ border-color: {theme.focus.name()}; }}"
            f"QHeaderView::section {{ background: {theme.window.name()};"
            f" color: {theme.text.name()};"
            f" padding: 2px 8px; border: none;"
            f" border-bottom: 1px solid {theme.totals_row.darker(120).name()}; }}"
            f"QTableCornerButton::section {{ background: {theme.window.name()}; border: none; }}"
        )

    @Slot(object)
    def show_view(self, view: GameView) -> None:
        """Redraw from `view`; keeps the selection on a box that can still be filled."""
        old = self._view
        self._view = view
        self.card_model.set_view(view)
        if old is None or old.rules != view.rules or len(old.players) != len(view.players):
            self._span_grand_totals(view)
        self._fit_rows()
        if old is None or old.current != view.current or old.rules != view.rules:
            self._show_player(view.current)
        self.viewport().update()

    @property
    def selected(self) -> tuple[int, Category] | None:
        """The (card, box) selected for Enter, if any."""
        return self.card_model.selected

    @Slot(int)
    def move_selection(self, step: int) -> None:
        """Select the next (+1) or previous (-1) fillable box, wrapping around."""
        order = self.card_model.preview_order()
        if not order:
            return
        current = self.card_model.selected
        if current not in order:
            new = order[0] if step > 0 else order[-1]
        else:
            new = order[(order.index(current) + step) % len(order)]
        self.card_model.selected = new
        self.card_model.set_view(self.card_model.view)  # type: ignore[arg-type]
        self._follow_selection(new)

    def select_box(self, card: int, category: Category) -> bool:
        """Select (card, box) for Enter, if it can be filled now. Returns whether it could."""
        box = (card, category)
        if box not in self.card_model.preview_order():
            return False
        self.card_model.selected = box
        self.card_model.set_view(self.card_model.view)  # type: ignore[arg-type]
        self._follow_selection(box)
        return True

    def _follow_selection(self, box: tuple[int, Category]) -> None:
        index = self.card_model.index_of(*box)
        # The view's current cell is not drawn (the model marks the selected box), but it is
        # what a screen reader follows: moving it reads out "Full House, would score 25".
        self.setCurrentIndex(index)
        self.scrollTo(index)
        self.viewport().update()

    @Slot(result=bool)
    def fill_selected(self) -> bool:
        """Ask to fill the selected box. Returns whether one was selected."""
        chosen = self.card_model.selected
        if chosen is None or chosen not in self.card_model.preview_order():
            return False
        self.fill_requested.emit(chosen[0], chosen[1])
        return True

    def _show_player(self, player: int) -> None:
        """Scroll sideways (if the card is wider than its space) to the player on turn."""
        model = self.card_model
        if not model.columnCount():
            return
        cards = model.view.rules.cards if model.view else 1
        self.scrollTo(model.index(0, model.column_of(player, cards - 1)))
        self.scrollTo(model.index(0, model.column_of(player, 0)))

    def _span_grand_totals(self, view: GameView) -> None:
        self.clearSpans()
        cards = view.rules.cards
        if cards == 1:
            return
        row = self.card_model.row_of(RowKind.GRAND_TOTAL)
        for player in range(len(view.players)):
            self.setSpan(row, player * cards, 1, cards)

    def _fit_rows(self) -> None:
        rows = self.card_model.rowCount()
        if not rows:
            return
        free = self.viewport().height()
        height = max(self.MIN_ROW, min(self.MAX_ROW, free // rows))
        self.verticalHeader().setDefaultSectionSize(height)
        # Text grows with the rows on a big window, so the card stays easy to read.
        pixels = max(13, min(20, round(height * 0.42)))
        if self.card_model.base_font.pixelSize() != pixels:
            font = QFont(self.font())
            font.setPixelSize(pixels)
            self.card_model.base_font = font
            self.verticalHeader().setFont(font)
            self.horizontalHeader().setFont(font)
            self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    # ---------------------------------------------------------------------------- input

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Up, Down and Enter never arrive here: the window's game keys take them first.
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        over_preview = index.isValid() and index.data(PREVIEW_ROLE) is not None
        self.viewport().setCursor(
            Qt.CursorShape.PointingHandCursor if over_preview else Qt.CursorShape.ArrowCursor
        )
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        index = self.indexAt(event.position().toPoint())
        chosen = index.data(PREVIEW_ROLE) if index.isValid() else None
        if chosen is not None:
            self.card_model.selected = chosen
            self.fill_requested.emit(chosen[0], chosen[1])
        else:
            self.board_clicked.emit()
        event.accept()

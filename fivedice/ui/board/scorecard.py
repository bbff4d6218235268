"""The scorecard: the 13 boxes and the totals rows, one column per player and card.

The cells' text, colours and spoken sentences come from :class:`~.cardmodel.ScorecardModel`;
this module draws them (previews dashed, the last box each player filled marked, a new fill
flashing) and turns clicks and keys into fill requests.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from fivedice.core import Category, Fill
from fivedice.words import translate

from ..control.snapshot import GameView
from ..shell.focus import OWN_FOCUS_RING
from ..shell.theme import LIGHT, Theme
from .cardmodel import (
    KIND_ROLE,
    LAST_ROLE,
    PREVIEW_ROLE,
    SHORT_ROLE,
    Row,
    RowKind,
    ScorecardModel,
    rows_for,
)

__all__ = [
    "KIND_ROLE",
    "LAST_ROLE",
    "PREVIEW_ROLE",
    "Row",
    "RowKind",
    "ScorecardModel",
    "ScorecardView",
    "rows_for",
]

_Index = QModelIndex | QPersistentModelIndex


CELL_ROOM = 14
"""Pixels a cell's text leaves free: the preview's dashed frame and the focus margin."""


def drawn_text(index: _Index, metrics: QFontMetrics, width: int) -> str:
    """A cell's text as drawn in a column `width` pixels wide: whole when it fits, else its
    short form (a Triple preview without "×3", par as "−9"), which the column always fits."""
    text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
    short = index.data(SHORT_ROLE)
    if short and metrics.horizontalAdvance(text) + CELL_ROOM > width:
        return str(short)
    return text


class _CellDelegate(QStyledItemDelegate):
    """Draws previews with a dashed outline, so they read as "not written yet" without colour;
    marks each player's last box with a bar at its side, and lights a newly filled box."""

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.flash: tuple[int, int, float] | None = None
        """(row, column, strength 0…1) of the cell lit after a fill, while it fades."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: _Index) -> None:
        super().initStyleOption(option, index)
        option.text = drawn_text(index, option.fontMetrics, option.rect.width())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        # The view's own "current cell" frame would look like a selection; the box chosen for
        # Enter is drawn by the model instead.
        option.state &= ~QStyle.StateFlag.State_HasFocus
        super().paint(painter, option, index)
        theme = self._model.theme
        flash = self.flash
        if flash is not None and (index.row(), index.column()) == flash[:2]:
            glow = QColor(theme.accent)
            glow.setAlphaF(0.55 * flash[2])
            painter.fillRect(option.rect, glow)
        if index.data(LAST_ROLE):
            bar = QRect(option.rect.left() + 2, option.rect.top() + 4, 4, option.rect.height() - 8)
            painter.fillRect(bar, theme.accent)
        if index.data(PREVIEW_ROLE) is None:
            return
        painter.save()
        color = QColor(index.data(Qt.ItemDataRole.ForegroundRole))
        pen = QPen(color, 1.2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        rect: QRect = option.rect.adjusted(4, 3, -5, -4)
        painter.drawRoundedRect(rect, 5, 5)
        painter.restore()


_HEADER_PADDING = 5
"""Left and right padding of a column heading (the style sheet's, which Qt's own eliding
does not know about: it cut long names on both sides)."""


def heading_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """A column heading as drawn in a column `width` pixels wide: each line whole, or cut at
    its end with "…"."""
    room = max(0, width - 2 * _HEADER_PADDING - 4)
    return "\n".join(
        metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in text.split("\n")
    )


def card_heading(text: str, cards: int) -> tuple[list[str], str]:
    """A heading's lines split into the player's (drawn across all their cards' columns when
    they have several) and the card's own last line ("card 2", "×3"; "" with one card)."""
    lines = text.split("\n")
    if cards > 1 and len(lines) > 1:
        return lines[:-1], lines[-1]
    return lines, ""


class _NameHeader(QHeaderView):
    """Column headings that elide a long name at its end ("Bartholo…"), line by line; the
    full name is in the heading's tooltip. With several cards, a player's name is written once
    across their cards' columns, so two narrow columns still show it whole."""

    def player_span(self, logical: int) -> QRect:
        """The heading area over all the cards of the player of column `logical`."""
        cards = self._cards()
        first = logical - logical % cards
        last = first + cards - 1
        left = self.sectionViewportPosition(first)
        right = self.sectionViewportPosition(last) + self.sectionSize(last)
        return QRect(left, 0, right - left, self.height())

    def _cards(self) -> int:
        model = self.model()
        view = model.view if isinstance(model, ScorecardModel) else None
        return view.rules.cards if view is not None else 1

    def drawn_lines(self, logical: int) -> list[str]:
        """The heading of column `logical` as drawn: each line whole or cut at its end."""
        model = self.model()
        text = str(model.headerData(logical, self.orientation()) or "")
        font = model.headerData(logical, self.orientation(), Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else self.font())
        player, card = card_heading(text, self._cards())
        width = self.player_span(logical).width() if card else self.sectionSize(logical)
        lines = heading_lines("\n".join(player), metrics, width).split("\n")
        if card:
            plain = QFont(font if isinstance(font, QFont) else self.font())
            plain.setBold(False)
            lines.append(heading_lines(card, QFontMetrics(plain), self.sectionSize(logical)))
        return lines

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOptionForIndex(option, logical)
        option.rect = rect
        model = self.model()
        font = model.headerData(logical, self.orientation(), Qt.ItemDataRole.FontRole)
        font = QFont(font) if isinstance(font, QFont) else QFont(self.font())
        metrics = QFontMetrics(font)
        painter.save()
        painter.setFont(font)
        lines = self.drawn_lines(logical)
        if self._cards() == 1:
            option.text = "\n".join(lines)
            option.fontMetrics = metrics
            self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
            painter.restore()
            return
        # The section's own background, then the player's lines across the span (this
        # section draws its slice of them) and the card's line under them in the section.
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.setClipRect(rect)
        painter.setPen(option.palette.color(QPalette.ColorRole.ButtonText))
        height = metrics.height()
        top = rect.top() + (rect.height() - height * len(lines)) // 2
        span = self.player_span(logical)
        centre = Qt.AlignmentFlag.AlignCenter
        for i, line in enumerate(lines):
            area = span if i < len(lines) - 1 else rect
            if i == len(lines) - 1:
                font.setBold(False)  # the card's line: the name above says whose turn it is
                painter.setFont(font)
            where = QRect(area.left(), top + i * height, area.width(), height)
            painter.drawText(where, centre, line)
        painter.restore()


class _LabelHeader(QHeaderView):
    """The row labels, as wide as the longest in bold (totals rows are bold): Qt's own width
    came a few pixels short of "Summe unten" once the card's font grew."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self._widest: tuple[tuple[str, tuple[str, ...]], int] | None = None
        """The widest label in bold, and the font and labels it was measured for: Qt asks for
        the size hint again and again while it lays the card out."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        model = self.model()
        if model is None:
            return hint
        font = QFont(self.font())
        font.setBold(True)
        orientation = self.orientation()
        labels = tuple(str(model.headerData(r, orientation) or "") for r in range(self.count()))
        key = (font.key(), labels)
        if self._widest is None or self._widest[0] != key:
            metrics = QFontMetrics(font)
            widest = max((metrics.horizontalAdvance(text) for text in labels), default=0)
            self._widest = (key, widest)
        widest = self._widest[1]
        return QSize(max(hint.width(), widest + 2 * _HEADER_PADDING + 12), hint.height())


class ScorecardView(QTableView):
    """The scorecard table. Click a preview, or move with Up/Down and press Enter, to fill it."""

    fill_requested = Signal(int, Category)
    """(card, Category) the player wants to fill."""
    board_clicked = Signal()
    """A click that was not on a preview (during a computer turn, this skips it)."""

    MIN_ROW = 20
    MAX_ROW = 60

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecard")
        self.card_model = ScorecardModel(self)
        self.setModel(self.card_model)
        self._delegate = _CellDelegate(self.card_model, self)
        self.setItemDelegate(self._delegate)
        self._flash = QVariantAnimation(self)
        self._flash.setStartValue(1.0)
        self._flash.setEndValue(0.0)
        self._flash.setDuration(900)
        self._flash.valueChanged.connect(self._on_flash_value_changed)
        self._flash.finished.connect(self._on_flash_finished)
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
        self.setHorizontalHeader(_NameHeader(Qt.Orientation.Horizontal, self))
        hh = self.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        hh.setMinimumSectionSize(self.LEAST_COLUMN)
        hh.setHighlightSections(False)
        hh.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setVerticalHeader(_LabelHeader(Qt.Orientation.Vertical, self))
        vh = self.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setMinimumWidth(120)
        vh.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        vh.setHighlightSections(False)
        self._view: GameView | None = None
        self._scroll_to = 0
        self._theme = LIGHT
        self.retranslate()

    def retranslate(self) -> None:
        """The card's name and every heading and cell, in the language in force."""
        #: Screen readers' name of the score card (a noun).
        self.setAccessibleName(translate("Scorecard", "Scorecard"))
        self.card_model.retranslate()

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
            f" padding: 2px {_HEADER_PADDING}px; border: none;"
            f" border-bottom: 1px solid {theme.totals_row.darker(120).name()}; }}"
            f"QTableCornerButton::section {{ background: {theme.window.name()}; border: none; }}"
        )

    @Slot(GameView)
    def show_view(self, view: GameView) -> None:
        """Redraw from `view`; keeps the selection on a box that can still be filled."""
        old = self._view
        self._view = view
        self.card_model.set_view(view)
        if old is None or old.rules != view.rules or len(old.players) != len(view.players):
            self._span_grand_totals(view)
            self._keep_columns_whole()
        self._fit_rows()
        if view.is_over and (old is None or not old.is_over):
            # The end: from the winner's column (it stayed on the last player to move).
            winners = view.outcome.winners if view.outcome is not None else ()
            self._show_player(min(winners) if winners else 0)
        elif not view.is_over:
            # Each view: a heading that gained a line, or a player out of time, can move the
            # columns; the player on turn stays in view (it scrolls only when they are not).
            self._show_player(view.current)
        self._redraw_cells()

    LEAST_COLUMN = 60
    """Narrowest a player's column gets (a card of its own): three digits and a preview's
    frame; a long name elides, whole in the heading's tooltip."""
    LEAST_CARD_COLUMN = 56
    """Narrowest a column gets when each player has several (their name spans them)."""
    LEAST_SHOWN = 96
    """Least width of one player's columns together in the narrowest window: "▶ Ana" whole."""
    WIDEST_COLUMN = 160
    """Most a column asks for to show a long name whole (the name elides beyond it)."""

    def _least_column(self, view: GameView) -> int:
        """The narrowest column that still shows any cell and heading line of this game whole
        (a name may elide; it is whole in the tooltip)."""
        least = self.LEAST_COLUMN if view.rules.cards == 1 else self.LEAST_CARD_COLUMN
        cells, about, cards = self.card_model.widest_texts()
        plain = QFont(self.card_model.base_font)
        bold = QFont(plain)
        bold.setBold(True)
        fonts = {False: QFontMetrics(plain), True: QFontMetrics(bold)}
        pad = 2 * _HEADER_PADDING + 8
        span = view.rules.cards  # a player's lines run across all their cards' columns
        need = [fonts[b].horizontalAdvance(text) + CELL_ROOM for text, b in cells]
        # Under the name, bold on turn; the card's own line is never bold.
        need += [-(-(fonts[True].horizontalAdvance(line) + pad) // span) for line in about]
        need += [fonts[False].horizontalAdvance(line) + pad for line in cards]
        return max([least, *need])

    def _keep_columns_whole(self) -> None:
        view = self._view
        if view is not None:
            least = self._least_column(view)
            if self.horizontalHeader().minimumSectionSize() != least:
                self.horizontalHeader().setMinimumSectionSize(least)

    def _frame(self) -> int:
        return 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width() + 2

    def least_width(self) -> int:
        """The narrowest the card gets: its row labels and every column of one player (the
        one on turn is scrolled into view)."""
        view = self._view
        cards = view.rules.cards if view is not None else 1
        least = self._least_column(view) if view is not None else self.LEAST_COLUMN
        least = max(least, self.LEAST_SHOWN // cards)
        labels = max(self.verticalHeader().sizeHint().width(), self.verticalHeader().minimumWidth())
        return labels + cards * least + self._frame()

    def least_height(self) -> int:
        """The least height that shows every row (at the least row height) under the headings,
        with room for a sideways scroll bar: no row is ever out of sight."""
        rows = self.card_model.rowCount()
        header = self.horizontalHeader().sizeHint().height()
        bar = self.horizontalScrollBar().sizeHint().height()
        return header + rows * self.MIN_ROW + 2 * self.frameWidth() + bar + 2

    def needed_width(self) -> int:
        """The width that shows every column with each name whole (up to a long name's
        limit): what the felt leaves the card when it can."""
        view = self._view
        if view is None:
            return self.least_width()
        model = self.card_model
        header = self.horizontalHeader()
        cards = view.rules.cards
        total = max(self.verticalHeader().sizeHint().width(), self.verticalHeader().minimumWidth())
        for player in range(len(view.players)):
            column = model.column_of(player, 0)
            text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            font = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
            names, card = card_heading(text, cards)
            bold = QFont(font if isinstance(font, QFont) else header.font())
            bold.setBold(True)  # as wide as when it is on turn
            wide = QFontMetrics(bold)
            pad = 2 * _HEADER_PADDING + 8
            name = max(wide.horizontalAdvance(line) for line in names) + pad
            per_card = max(self._least_column(view), -(-name // cards))
            if card:
                per_card = max(per_card, QFontMetrics(header.font()).horizontalAdvance(card) + pad)
            total += cards * min(self.WIDEST_COLUMN, per_card)
        return total + self._frame()

    def flash(self, fill: Fill) -> None:
        """Light the box `fill` wrote for a moment (with animation on)."""
        model = self.card_model
        if model.view is None:
            return
        cell = (model.row_of(RowKind.BOX, fill.category), model.column_of(fill.player, fill.card))
        self._delegate.flash = (*cell, 1.0)
        self._flash.stop()
        self._flash.start()

    @property
    def flashing(self) -> bool:
        """True while a newly filled box is lit."""
        return self._delegate.flash is not None

    @Slot(object)
    def _on_flash_value_changed(self, value: float) -> None:
        if self._delegate.flash is not None:
            row, column, _ = self._delegate.flash
            self._delegate.flash = (row, column, value)
            self.viewport().update(self.visualRect(self.card_model.index(row, column)))

    @Slot()
    def _on_flash_finished(self) -> None:
        self._delegate.flash = None
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
        self._select(new)

    def select_box(self, card: int, category: Category) -> bool:
        """Select (card, box) for Enter, if it can be filled now. Returns whether it could."""
        box = (card, category)
        if box not in self.card_model.preview_order():
            return False
        self._select(box)
        return True

    def _select(self, box: tuple[int, Category]) -> None:
        """Make `box`, one the player on turn may fill, the one Enter fills."""
        model = self.card_model
        model.selected = box
        if model.view is not None:  # there is one: the box is among its previews
            model.set_view(model.view)  # the cells redraw the selection
        index = model.index_of(*box)
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
        """Scroll sideways (if the card is wider than its space) to the player on turn: now,
        and again once the headings have taken their new widths."""
        self._scroll_to = player
        self._scroll_now()
        QTimer.singleShot(0, self, self._scroll_now)

    @Slot()
    def _scroll_now(self) -> None:
        player = self._scroll_to
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

    def _rows_height(self) -> int:
        """The height the rows have: the viewport's, as the scroll area lays it out (inside its
        frame and under the headings, less the sideways scroll bar while that shows).

        Worked out here rather than asked of the viewport: the first Python wrapper of that
        plain QWidget has PySide load every class of QtWidgets (some ten milliseconds of
        start-up, before the window could paint)."""
        bar = self.horizontalScrollBar()
        below = bar.sizeHint().height() if bar.isVisibleTo(self) else 0
        return max(0, self.maximumViewportSize().height() - below)

    def _redraw_cells(self) -> None:
        """Paint the cells again (a card not shown yet is painted whole when it shows)."""
        if self.isVisible():
            self.viewport().update()

    def _fit_rows(self) -> None:
        rows = self.card_model.rowCount()
        if not rows:
            return
        free = self._rows_height()
        height = max(self.MIN_ROW, min(self.MAX_ROW, free // rows))
        self.verticalHeader().setDefaultSectionSize(height)
        # Text grows with the rows on a big window, so the card stays easy to read.
        pixels = max(13, min(20, round(height * 0.42)))
        if self.card_model.base_font.pixelSize() != pixels:
            font = QFont(self.font())
            font.setPixelSize(pixels)
            self.card_model.base_font = font  # the cells are drawn again in it
            self.verticalHeader().setFont(font)
            self.horizontalHeader().setFont(font)
            self._keep_columns_whole()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()
        view = self._view
        if view is not None and not view.is_over:
            self._show_player(view.current)  # whatever the width, the player on turn shows

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

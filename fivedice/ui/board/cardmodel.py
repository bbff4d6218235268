"""The scorecard's model: the 13 boxes and the totals rows, one column per player and card.

Every cell's text is exactly what the player reads, taken from the :class:`GameView`: filled scores,
previews of the legal boxes of the player on turn (grey and italic), and the totals rows as the
core summed them. Screen readers get each cell as a sentence ("Ana, Full House, 25", "Full House,
would score 25") through Qt.AccessibleTextRole, which Qt's table accessibility reads first.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QWidget,
)

from fivedice.core import UPPER_BONUS, UPPER_BONUS_THRESHOLD, Category, ExtraFive, level_name
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..control.snapshot import CardView, GameView
from ..shell.plain import plain_tip
from ..shell.theme import LIGHT, Theme
from .cardtexts import (
    card_total_text,
    par_note,
    shows_par,
    signed,
    upper_bonus_text,
)
from .explain import preview_text, preview_value, total_tooltip

PREVIEW_ROLE = Qt.ItemDataRole.UserRole + 1
"""(card, Category) when the cell is a preview the player on turn may fill, else None."""
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
"""The RowKind of the cell's row."""
LAST_ROLE = Qt.ItemDataRole.UserRole + 3
"""True for the box a player filled last, while it is marked (until their next roll)."""
SHORT_ROLE = Qt.ItemDataRole.UserRole + 4
"""A cell's shorter form, drawn when its column is too narrow for the whole text: a Triple
preview without the "×3" its column heading shows, par as a signed number ("−9"), a card total
without its multiplier. None when the text has no shorter form."""

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


CellData = str | int | QFont | QColor | RowKind | tuple[int, Category] | None
"""What a cell holds for a role, as this model fills Qt's variant: its words, a number (the
alignment; a flag), its font and colours, its row's kind, the (card, box) it previews."""


@dataclass(frozen=True)
class Row:
    """One row: a box, or a totals row."""

    kind: RowKind
    category: Category | None = None

    @property
    def label(self) -> str:
        """The row's name on the card."""
        if self.category is not None:
            return self.category.label
        return translate("Scorecard", _ROW_LABELS[self.kind])


_ROW_LABELS = {
    #: Row heading on the score card, in its narrow first column (keep it short): the sum of Ones
    #: to Sixes.
    RowKind.UPPER_TOTAL: QT_TRANSLATE_NOOP("Scorecard", "Upper total"),
    #: Row heading on the score card, in its narrow first column (keep it short): 35 points when
    #: Ones to Sixes add up to 63 or more.
    RowKind.UPPER_BONUS: QT_TRANSLATE_NOOP("Scorecard", "Upper bonus"),
    #: Row heading on the score card, in its narrow first column (keep it short): 100 points for
    #: each extra five of a kind while Five of a Kind holds 50 (shown only when that rule is on).
    #: “Extra five” is the game's name for the Yahtzee bonus: a second (or later) five of a kind,
    #: rolled after the Five of a Kind box is filled.
    RowKind.EXTRA_BONUS: QT_TRANSLATE_NOOP("Scorecard", "Extra-five bonus"),
    #: Row heading on the score card, in its narrow first column (keep it short): the sum of Three
    #: of a Kind to Chance, with any bonus.
    RowKind.LOWER_TOTAL: QT_TRANSLATE_NOOP("Scorecard", "Lower total"),
    #: Row heading on the score card, in its narrow first column (keep it short): one card's total,
    #: when each player has several cards.
    RowKind.CARD_TOTAL: QT_TRANSLATE_NOOP("Scorecard", "Card total"),
    #: Row heading on the score card, in its narrow first column (keep it short): a player's total
    #: score, all cards together.
    RowKind.GRAND_TOTAL: QT_TRANSLATE_NOOP("Scorecard", "Grand total"),
}
"""The totals rows' names on the card, in English (translated where shown)."""


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


_ROW_TIPS = {
    RowKind.UPPER_TOTAL: QT_TRANSLATE_NOOP("Scorecard", "Ones to Sixes added up."),
    RowKind.UPPER_BONUS: QT_TRANSLATE_NOOP(
        "Scorecard",
        "{bonus} extra when Ones…Sixes add up to {threshold} or more. "
        "Par is three dice of each face ({threshold} in all): "
        "“+4 over par” means 4 points more than par in the boxes filled so far.",
    ),
    #: Tooltip of the score card's Extra-five bonus row. “Extra five” is the game's name for the
    #: Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is
    #: filled.
    RowKind.EXTRA_BONUS: QT_TRANSLATE_NOOP(
        "Scorecard",
        "100 for each extra five of a kind scored while Five of a Kind "
        "holds 50 (under the extra-five rule chosen for this game).",
    ),
    RowKind.LOWER_TOTAL: QT_TRANSLATE_NOOP("Scorecard", "Three of a Kind to Chance added up."),
    RowKind.CARD_TOTAL: QT_TRANSLATE_NOOP(
        "Scorecard",
        "This card's totals and bonuses added up. In the Triple game, ×2 or ×3 after it says "
        "that the card counts twice or three times in the grand total.",
    ),
    RowKind.GRAND_TOTAL: QT_TRANSLATE_NOOP(
        "Scorecard", "Everything added up: the score of the game."
    ),
}
"""What each totals row holds, in English (translated where shown, by :func:`row_tip`)."""


def row_tip(kind: RowKind) -> str:
    """The tooltip of a totals row, in the language in force."""
    return translate("Scorecard", _ROW_TIPS[kind]).format(
        bonus=UPPER_BONUS, threshold=UPPER_BONUS_THRESHOLD
    )


class ScorecardModel(QAbstractTableModel):
    """Table model over a :class:`GameView`; it never computes a score, only reads them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: GameView | None = None
        self._rows: list[Row] = []
        self._theme = LIGHT
        self.selected: tuple[int, Category] | None = None
        self._base_font = QFont()

    def retranslate(self) -> None:
        """Every heading and cell says its words again, in the language in force."""
        if self._view is None:
            return
        self._changed_all()
        for orientation, count in (
            (Qt.Orientation.Horizontal, self.columnCount()),
            (Qt.Orientation.Vertical, self.rowCount()),
        ):
            if count:
                self.headerDataChanged.emit(orientation, 0, count - 1)

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

    @property
    def base_font(self) -> QFont:
        """The font cells are drawn in; the view scales it with the row height."""
        return self._base_font

    @base_font.setter
    def base_font(self, font: QFont) -> None:
        if font != self._base_font:
            self._base_font = QFont(font)
            self._changed_all()  # every cell is drawn again in it

    def _changed_all(self) -> None:
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    @property
    def theme(self) -> Theme:
        """The colours in use."""
        return self._theme

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
    ) -> str | QFont | None:
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
                return row.category.rule if row.category is not None else row_tip(row.kind)
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
            return plain_tip(self._column_tip(player, card, on_turn))
        return None

    def _column_tip(self, player: int, card: int, on_turn: bool) -> str:
        """A column heading's tooltip: "Ben (Hard), card 2: counts ×2 (on turn)"."""
        assert self._view is not None
        view = self._view
        p = view.players[player]
        if view.multi_card and view.rules.triple:
            #: Tooltip of a player's column heading on the score card: in the Triple game, {player}
            #: the name, {card} 1 to 3, {multiplier} 1 to 3.
            tip = translate("Scorecard", "{player}, card {card}: counts ×{multiplier}")
        elif view.multi_card:
            #: Tooltip of a player's column heading on the score card: with several cards a player,
            #: {player} the name, {card} 1 to 3.
            tip = translate("Scorecard", "{player}, card {card}")
        else:
            tip = "{player}"
        tip = tip.format(player=p.label, card=card + 1, multiplier=view.rules.multipliers[card])
        if on_turn:
            #: Tooltip of a player's column heading on the score card: of the player on turn;
            #: {column} is the rest of it (“Ana, card 2”).
            tip = translate("Scorecard", "{column} (on turn)").format(column=tip)
        if p.dropped:
            tip = translate("Scorecard", "{column}: out of time, the card stays as it is").format(
                column=tip
            )
        if p.hidden:
            tip = translate(
                "Scorecard", "{column}. Hidden score sheets: this card shows when the game ends"
            ).format(column=tip)
        return tip

    def widest_texts(self) -> tuple[list[tuple[str, bool]], list[str], list[str]]:
        """The widest texts this game's cells and column headings can need, whatever the dice
        do: (cells in their short forms, with whether they are bold; a player's heading lines
        under the name, across all their cards; each card's own line). The card keeps its
        columns at least this wide, so nothing in them is cut; a wider column shows the whole
        forms ("25 +100 ×3", "12 under par")."""
        view = self._view
        if view is None:
            return [], [], []
        bonus = " +100" if view.rules.extra_five is not ExtraFive.OFF else ""
        cells = [  # (text, bold): the short forms a narrow column falls back on
            (f"50{bonus}", False),
            (signed(-63), False),
            ("375", True),
            ("1300", False),
            (str(1575), True),
        ]
        timed = view.rules.time_budget_s is not None
        about = [translate("Scorecard", "out of time")] if timed else []
        about += [level_name(p.computer) for p in view.players if p.computer is not None]
        if view.rules.triple:
            cards = [f"×{m}" for m in view.rules.multipliers]
        elif view.multi_card:
            cards = [
                translate("Scorecard", "card {card}").format(card=c + 1)
                for c in range(view.rules.cards)
            ]
        else:
            cards = []
        return cells, about, cards

    def _column_title(self, player: int, card: int, on_turn: bool) -> str:
        assert self._view is not None
        view = self._view
        p = view.players[player]
        won = view.outcome is not None and player in view.outcome.winners
        # The level goes on a line of its own, so a narrow column elides the name, not it.
        name = ("▶ " if on_turn else "★ " if won else "") + p.name
        about = [level_name(p.computer)] if p.computer is not None else []
        if p.dropped:
            #: Under a player's name in the score card's column heading (and read aloud): their
            #: time budget ran out. Narrow column: keep it short (lower case).
            about.append(translate("Scorecard", "out of time"))
        if about:
            name += "\n" + " · ".join(about)
        if view.rules.triple:
            return f"{name}\n×{view.rules.multipliers[card]}"
        if view.multi_card:
            #: Second line of a player's column heading on the score card, and read aloud, when
            #: each player has several cards: {card} is 1 to 3. Narrow column (lower case).
            return name + "\n" + translate("Scorecard", "card {card}").format(card=card + 1)
        return name

    def _spoken_column(self, player: int, card: int, on_turn: bool) -> str:
        """A column heading as it is read aloud: "Ana, on turn", "Ben (Hard), card 2"."""
        assert self._view is not None
        view = self._view
        parts = [view.players[player].label]
        if view.multi_card:
            parts.append(self._spoken_card(card))
        if on_turn:
            #: Read aloud by screen readers in a player's column heading on the score card, after
            #: the name (lower case): it is this player's turn.
            parts.append(translate("Scorecard", "on turn"))
        if view.outcome is not None and player in view.outcome.winners:
            #: Read aloud by screen readers in a player's column heading on the score card, after
            #: the name (lower case): this player won (a noun).
            parts.append(translate("Scorecard", "winner"))
        if view.players[player].dropped:
            parts.append(translate("Scorecard", "out of time"))
        return ", ".join(parts)

    def _spoken_card(self, card: int) -> str:
        assert self._view is not None
        if self._view.rules.triple:
            #: Read aloud by screen readers in a player's column heading on the score card, after
            #: the name (lower case): in the Triple game, the card {card} (1 to 3) and how many
            #: times it counts.
            text = translate("Scorecard", "card {card} (counts ×{multiplier})")
        else:
            text = translate("Scorecard", "card {card}")
        return text.format(card=card + 1, multiplier=self._view.rules.multipliers[card])

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> CellData:
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
            return self._par_note(row, player, card) or self._tooltip(row, preview)
        if role == PREVIEW_ROLE:
            category = row.category if preview is not None else None  # only a box previews
            return (card, category) if category is not None else None
        if role == SHORT_ROLE:
            return self._short(row, player, card, preview)
        if role == LAST_ROLE:
            return self._is_last(row, player, card)
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
            if row.kind in (RowKind.CARD_TOTAL, RowKind.GRAND_TOTAL):
                on_card = card if row.kind is RowKind.CARD_TOTAL else None
                return plain_tip(total_tooltip(view, player, on_card))
            tip = self._par_note(row, player, card) or self._tooltip(row, preview)
            if self._is_last(row, player, card):
                #: Start of the tooltip of the box a player filled last; {name} is the player's
                #: name.
                last = translate("Scorecard", "{name}'s last move.")
                tip = f"{last.format(name=view.players[player].name)} {tip}"
            return plain_tip(tip)
        return None

    # ------------------------------------------------------------------------- cell content

    def _is_last(self, row: Row, player: int, card: int) -> bool:
        """Whether this is the box `player` filled last and it is still marked: until the
        player rolls again, and on every card once the game is over."""
        view = self._view
        assert view is not None
        last = view.players[player].last
        if last is None or row.category is not last.category or last.card != card:
            return False
        if view.players[player].hidden:
            return False
        return view.is_over or player != view.current or view.rolls_used == 0

    def _short(self, row: Row, player: int, card: int, preview: int | None) -> str | None:
        view = self._view
        assert view is not None
        cardview = view.cards[player][card]
        if view.players[player].hidden:
            return None
        multiplier = view.rules.multipliers[card]
        if row.kind is RowKind.BOX and preview is not None and multiplier > 1:
            assert row.category is not None
            return preview_text(view, card, row.category).removesuffix(f" ×{multiplier}")
        if row.kind is RowKind.CARD_TOTAL and multiplier > 1:
            return str(cardview.summary.total)
        if row.kind is RowKind.UPPER_BONUS and shows_par(cardview, self._final(player)):
            return signed(cardview.summary.par_delta)
        return None

    def _preview(self, row: Row, player: int, card: int) -> int | None:
        """The points the box would add now (bonus and card multiplier included), or None."""
        view = self._view
        assert view is not None
        if row.category is None or player != view.current or view.paused or view.is_over:
            return None
        if view.players[player].hidden or (card, row.category) not in view.previews:
            return None
        return preview_value(view, card, row.category)

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
        if view.players[player].hidden:
            # Hidden score sheets: the view holds nothing of this card, and says so.
            return "?" if row.kind is not RowKind.GRAND_TOTAL or card == 0 else ""
        if row.kind is RowKind.BOX:
            assert row.category is not None
            filled = cardview.box(row.category)
            if filled is not None:
                return str(filled)
            return preview_text(view, card, row.category) if preview is not None else ""
        if row.kind is RowKind.UPPER_TOTAL:
            return str(s.upper)
        if row.kind is RowKind.UPPER_BONUS:
            return upper_bonus_text(cardview, self._final(player))
        if row.kind is RowKind.EXTRA_BONUS:
            return str(s.extra_bonus)
        if row.kind is RowKind.LOWER_TOTAL:
            return str(s.lower)
        if row.kind is RowKind.CARD_TOTAL:
            return card_total_text(cardview)
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
            if view.multi_card and view.rules.triple:
                text = translate(
                    "Scorecard", "Card {card} (counts ×{multiplier}), {box}, would score {points}"
                )
            elif view.multi_card:
                text = translate("Scorecard", "Card {card}, {box}, would score {points}")
            else:
                #: Read aloud by screen readers for an open box of the player on turn: {box} its
                #: name, {points} what the dice would score there.
                text = translate("Scorecard", "{box}, would score {points}")
            multiplier = view.rules.multipliers[card]
            return text.format(card=card + 1, multiplier=multiplier, box=row.label, points=preview)
        who = view.players[player].label
        if view.players[player].hidden:
            return translate("Scorecard", "{player}, {box}, hidden until the game ends").format(
                player=who, box=row.label
            )
        if view.multi_card and row.kind is not RowKind.GRAND_TOTAL:
            who += f", {self._spoken_card(card)}"
        if row.kind is RowKind.GRAND_TOTAL:
            value = str(view.totals[player])  # one total over all of the player's cards
        elif row.kind is RowKind.CARD_TOTAL and cardview.summary.multiplier > 1:
            s = cardview.summary
            #: A Card total cell of the Triple game read aloud: {total} is the card's rows added
            #: up, {multiplier} the card's multiplier (2 or 3), {value} what it counts for.
            times = translate("Scorecard", "{total} times {multiplier} makes {value}")
            value = times.format(total=s.total, multiplier=s.multiplier, value=s.value)
        else:
            value = self._text(row, player, card, cardview, None) or (
                translate("Scorecard", "open", "a box not filled yet")
                if row.kind is RowKind.BOX
                #: Read aloud by screen readers for an empty total on the score card: nothing
                #: counted yet.
                else translate("Scorecard", "nothing yet")
            )
        spoken = translate("Scorecard", "{player}, {box}, {value}", "a cell read aloud").format(
            player=who, box=row.label, value=value
        )
        note = self._par_note(row, player, card)
        return f"{spoken}. {note}" if note else spoken

    def _final(self, player: int) -> bool:
        """Whether `player`'s cards stay as they are: out of time, or the game is over."""
        view = self._view
        assert view is not None
        return view.is_over or view.players[player].dropped

    def _par_note(self, row: Row, player: int, card: int) -> str:
        """For the Upper bonus cell while it shows par, what par means there; else ""."""
        view = self._view
        assert view is not None
        if row.kind is not RowKind.UPPER_BONUS or view.players[player].hidden:
            return ""
        return par_note(view.cards[player][card], self._final(player))

    def _tooltip(self, row: Row, preview: int | None) -> str:
        if row.category is None:
            return row_tip(row.kind)
        tip = translate("Scorecard", "{box}: {rule}", "a box's tooltip")
        tip = tip.format(box=row.category.label, rule=row.category.rule)
        if preview is not None:
            adds = translate(
                "Scorecard",
                "Adds {points} now: click it, or select it with Up/Down and press Enter.",
            )
            tip += "\n" + adds.format(points=preview)
        return tip

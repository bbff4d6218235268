"""Finding text a person cannot read whole: a label, button, check box, group title, combo box
or tab whose text is wider (or, wrapped, taller) than the room it has, or a control that sticks
out of its window. Text elided on purpose ("…") with the whole of it in a tooltip is fine.

For the board (see board_probe.py): widgets laid over a sibling or out of their holder, the card's
columns of the player on turn out of view and its headings, row names and cells cut, a table's
words cut, the status bar's widgets and passing message cut, words painted over a band (the
celebration) cut at its edge, where a given text shows, and a bar whose background is not the
window's."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QSizeGrip,
    QStatusBar,
    QStyle,
    QStyleOptionHeader,
    QTabBar,
    QTableView,
    QToolButton,
    QWidget,
)

_TAG = re.compile(r"<[a-zA-Z/][^>]*>")
SLACK = 1
"""Pixels of rounding forgiven."""
COMBO_ARROW = 24
"""Room a combo box's arrow and frame take from its text (Fusion)."""


def clipped_texts(top: QWidget) -> list[str]:
    """Every visible text in `top` (a window or dialog) that is cut off, said in a line each."""
    found: list[str] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        problem = _problem(widget)
        text = _text(widget)
        if (
            problem is None
            and text
            and not _in_scroll_area(widget, top)
            and not _inside(top, widget)
        ):
            problem = "sticks out of its window"
        if problem is not None:
            name = widget.objectName() or type(widget).__name__
            found.append(f"{name} {text!r}: {problem}")
    return found


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text()
    if isinstance(widget, QGroupBox):
        return widget.title()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return ""


def _problem(widget: QWidget) -> str | None:
    if isinstance(widget, QLabel):
        return _label(widget)
    if isinstance(widget, QToolButton):
        if widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return None
        return _wide(widget.sizeHint().width(), widget.width(), widget)
    if isinstance(widget, QAbstractButton):
        if not widget.text():
            return None
        return _wide(widget.sizeHint().width(), widget.width(), widget)
    if isinstance(widget, QGroupBox):
        if not widget.title():
            return None
        needed = QFontMetrics(widget.font()).horizontalAdvance(widget.title().replace("&", ""))
        return _wide(needed + 16, widget.width(), widget)
    if isinstance(widget, QComboBox):
        needed = QFontMetrics(widget.font()).horizontalAdvance(widget.currentText())
        return _wide(needed + COMBO_ARROW, widget.width(), widget)
    if isinstance(widget, QTabBar):
        metrics = QFontMetrics(widget.font())
        for i in range(widget.count()):
            needed = metrics.horizontalAdvance(widget.tabText(i).replace("&", ""))
            if needed > widget.tabRect(i).width() + SLACK:
                return f"tab {widget.tabText(i)!r} is cut"
    return None


def _wide(needed: int, has: int, widget: QWidget) -> str | None:
    if needed <= has + SLACK:
        return None
    return f"needs {needed} px, has {has}"


def _label(label: QLabel) -> str | None:
    text = label.text()
    if not text.strip() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    if text.endswith("…") and label.toolTip():
        return None  # elided on purpose, the whole text in its tooltip
    room = label.contentsRect()
    margin = label.margin()
    room = room.adjusted(margin, margin, -margin, -margin)
    if label.indent() > 0:
        room.setLeft(room.left() + label.indent())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and _TAG.search(text) is not None
    )
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(room.width())
            needed = document.size().height()
            if needed > room.height() + SLACK + 2:
                return f"wrapped, needs {needed:.0f} px of height, has {room.height()}"
            return None
        needed_w = document.idealWidth()
        if needed_w > room.width() + SLACK + 2:
            return f"needs {needed_w:.0f} px, has {room.width()}"
        return None
    if label.wordWrap():
        needed_h = label.heightForWidth(label.width())
        if needed_h > label.height() + SLACK:
            return f"wrapped, needs {needed_h} px of height, has {label.height()}"
        return None
    metrics = QFontMetrics(label.font())
    needed = max(metrics.horizontalAdvance(line) for line in text.replace("&", "").split("\n"))
    if needed > room.width() + SLACK:
        return f"needs {needed} px, has {room.width()}"
    return None


def _in_scroll_area(widget: QWidget, top: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _inside(top: QWidget, widget: QWidget) -> bool:
    top_left = widget.mapTo(top, QPoint(0, 0))
    return (
        top.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(QRect(top_left, widget.size()))
    )


def shown_texts(top: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text `top` shows or says: labels, buttons, titles, tooltips,
    accessible names and descriptions, menu entries, combo items, tabs and table cells."""
    from PySide6.QtCore import QModelIndex
    from PySide6.QtWidgets import QAbstractItemView, QMenu

    found: list[tuple[str, str]] = []
    for widget in [top, *top.findChildren(QWidget)]:
        name = widget.objectName() or type(widget).__name__
        for kind, text in (
            ("text", _text(widget)),
            ("title", widget.windowTitle() if widget.isWindow() else ""),
            ("tooltip", widget.toolTip()),
            ("accessible", widget.accessibleName()),
            ("description", widget.accessibleDescription()),
        ):
            if text:
                found.append((f"{name}.{kind}", text))
        if isinstance(widget, QMenu):
            found.append((f"{name}.menu", widget.title()))
        for action in widget.actions():
            for text in (action.text(), action.toolTip(), action.statusTip()):
                if text:
                    found.append((f"{name}.action", text))
        if isinstance(widget, QComboBox):
            found += [(f"{name}.item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QTabBar):
            found += [(f"{name}.tab", widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a list model keeps it private: one column
                columns = 1
            for row in range(min(model.rowCount(QModelIndex()), 30)):
                for column in range(columns):
                    index = model.index(row, column, QModelIndex())
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                                 Qt.ItemDataRole.AccessibleTextRole):  # fmt: skip
                        value = model.data(index, role)
                        if isinstance(value, str) and value:
                            found.append((f"{name}.cell", value))
            for column in range(columns):
                value = model.headerData(column, Qt.Orientation.Horizontal)
                if isinstance(value, str) and value:
                    found.append((f"{name}.header", value))
            for row in range(min(model.rowCount(QModelIndex()), 30)):
                value = model.headerData(row, Qt.Orientation.Vertical)
                if isinstance(value, str) and value:
                    found.append((f"{name}.row", value))
    return found


# ------------------------------------------------------------------------ the board as a whole

_OVERLAY = Qt.WidgetAttribute.WA_TransparentForMouseEvents
"""Widgets that let clicks through are overlays drawn over others on purpose (the focus rings,
the celebration); they may cover their siblings."""
_MARKERS = re.compile(r"^[^\w]+\s")
"""What a heading's first line starts with before the name ("▶ ", "★ ")."""


def _name(widget: QWidget) -> str:
    text = _text(widget).replace("\n", " ")
    shown = f" {text[:60]!r}" if text else ""
    return f"{widget.objectName() or type(widget).__name__}{shown}"


def _solid(widget: QWidget, top: QWidget) -> bool:
    """A visible widget laid out among its siblings: not a window, not an overlay, not the inside
    of a scroll area (its viewport, headers and bars belong to it)."""
    if widget.isWindow() or not widget.isVisible() or widget.testAttribute(_OVERLAY):
        return False
    if widget.width() <= 0 or widget.height() <= 0:
        return False
    if isinstance(widget, QSizeGrip):
        return False
    if widget.objectName().startswith("qt_") and not isinstance(widget, QAbstractButton):
        return False  # Qt's own parts (a dock's separators), except its buttons
    return not _in_scroll_area(widget, top)


def overlaps(top: QWidget) -> list[str]:
    """Visible widgets laid over a sibling (two texts, a text over a die, a panel over the card),
    and any that sticks out of the widget holding it, where it is cut off, said in a line each.

    Overlays that let clicks through (focus rings, the celebration) may cover others; the
    insides of scroll areas (a table's cells, headers and bars) are the scroll area's business.
    """
    found: list[str] = []
    siblings: dict[int, tuple[QWidget, list[QWidget]]] = {}
    for widget in top.findChildren(QWidget):
        if widget.window() is not top.window() or not _solid(widget, top):
            continue  # a dialog over it is a window of its own
        parent = widget.parentWidget()
        if parent is None:
            continue
        siblings.setdefault(id(parent), (parent, []))[1].append(widget)
    for parent, kids in siblings.values():
        room = parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
        for i, widget in enumerate(kids):
            box = widget.geometry()
            if not room.contains(box):
                found.append(
                    f"{_name(widget)}: sticks out of {_name(parent)} (at {_rect(box)}, "
                    f"which holds {_rect(parent.rect())})"
                )
            for other in kids[i + 1 :]:
                common = box.intersected(other.geometry())
                if common.width() > SLACK and common.height() > SLACK:
                    found.append(
                        f"{_name(widget)} and {_name(other)} overlap by "
                        f"{common.width()}x{common.height()} px"
                    )
    return found


def _rect(rect: QRect) -> str:
    return f"{rect.x()},{rect.y()} {rect.width()}x{rect.height()}"


def _header_room(header: QHeaderView, section: int, size: QSize) -> QRect:
    """Where `header`'s style puts the words of a section of `size` (its padding taken off)."""
    option = QStyleOptionHeader()
    option.initFrom(header)
    option.rect = QRect(QPoint(0, 0), size)
    option.section = section
    option.textAlignment = header.defaultAlignment()
    return header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header)


def _cell_room(view: QTableView, box: QRect) -> int:
    """The width a cell's text gets: the cell less the item delegate's margin on each side (the
    style's focus-frame margin and a pixel), past which Qt draws it cut with "…"."""
    metric = QStyle.PixelMetric.PM_FocusFrameHMargin
    margin = view.style().pixelMetric(metric, None, view) + 1
    return box.width() - 2 * margin


def _font(value: object, fallback: QWidget) -> QFont:
    return QFont(value) if isinstance(value, QFont) else QFont(fallback.font())


def columns_hidden(card: QTableView, columns: Sequence[int]) -> list[str]:
    """The `columns` (the player on turn's: all their cards) not wholly in the card's view, and
    rows of the card out of sight, said in a line each ([] when all of it shows)."""
    found: list[str] = []
    model = card.model()
    if model is None:
        return found
    shown = card.viewport().rect()
    for column in columns:
        left = card.columnViewportPosition(column)
        right = left + card.columnWidth(column)
        if card.isColumnHidden(column) or left < -SLACK or right > shown.width() + SLACK:
            heading = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            found.append(
                f"card column of the player on turn not wholly in view (column {column}, "
                f"{heading.replace(chr(10), ' / ')!r}, spans x {left}…{right}, the card shows "
                f"0…{shown.width()})"
            )
    rows = model.rowCount()
    if rows:
        top = card.rowViewportPosition(0)
        bottom = card.rowViewportPosition(rows - 1) + card.rowHeight(rows - 1)
        if top < -SLACK or bottom > shown.height() + SLACK:
            found.append(
                f"card rows out of sight (they span y {top}…{bottom}, the card shows "
                f"0…{shown.height()})"
            )
    return found


def card_texts_cut(card: QTableView) -> list[str]:
    """Every heading, row name and cell of the scorecard that its column cannot show whole.

    A heading's first line (the player's name) may end in "…" when the whole name is in the
    heading's tooltip; every other line (the level, the card, "out of time") must be whole, as
    must every row name and every cell. A heading also needs the height of all its lines."""
    from fivedice.ui.board.scorecard import drawn_text, heading_lines

    found: list[str] = []
    model = card.model()
    if model is None:
        return found
    across, down = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    display, font_role, tip_role = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ToolTipRole,
    )
    top_header, side_header = card.horizontalHeader(), card.verticalHeader()
    columns, rows = model.columnCount(), model.rowCount()
    for column in range(columns):
        width = card.columnWidth(column)
        heading = str(model.headerData(column, across, display) or "")
        font = _font(model.headerData(column, across, font_role), top_header)
        metrics = QFontMetrics(font)
        room = _header_room(top_header, column, QSize(width, top_header.height()))
        tip = str(model.headerData(column, across, tip_role) or "")
        drawn_lines = getattr(top_header, "drawn_lines", None)
        span = getattr(top_header, "player_span", None)
        view = getattr(model, "view", None)
        several = view is not None and view.rules.cards > 1 and span is not None
        if drawn_lines is not None:  # as the card's own heading draws it (a name across cards)
            drawn = drawn_lines(column)
        else:
            drawn = heading_lines(heading, metrics, width).split("\n")
        lines = heading.split("\n")
        for number, (full, shown) in enumerate(zip(lines, drawn, strict=False)):
            needed = metrics.horizontalAdvance(shown)
            if several and number < len(lines) - 1:
                # A player's lines run across all their cards' columns.
                room = QRect(room.left(), room.top(), span(column).width() - 2 * 8, room.height())
            else:
                room = _header_room(top_header, column, QSize(width, top_header.height()))
            name = _MARKERS.sub("", full)
            elided_ok = (
                number == 0 and shown.endswith("…") and full.startswith(shown[:-1]) and name in tip
            )
            if shown != full and not elided_ok:
                found.append(
                    f"card heading line {full!r} is cut"
                    + ("" if number else " and its tooltip lacks the name")
                    + f" (heading {heading.replace(chr(10), ' / ')!r} shows {shown!r} in a "
                    f"{width} px column)"
                )
            elif needed > room.width() + SLACK:
                found.append(
                    f"card heading line {shown!r} is wider than its heading (needs {needed} px, "
                    f"has {room.width()}; heading {heading.replace(chr(10), ' / ')!r})"
                )
        tall = metrics.lineSpacing() * (len(lines) - 1) + metrics.height()
        if tall > room.height() + SLACK:
            found.append(
                f"card heading of {len(lines)} lines is cut in height (needs {tall} px, has "
                f"{room.height()}; heading {heading.replace(chr(10), ' / ')!r})"
            )
    for row in range(rows):
        label = str(model.headerData(row, down, display) or "")
        font = _font(model.headerData(row, down, font_role), side_header)
        metrics = QFontMetrics(font)
        room = _header_room(side_header, row, QSize(side_header.width(), card.rowHeight(row)))
        needed = metrics.horizontalAdvance(label)
        if needed > room.width() + SLACK:
            found.append(f"card row name {label!r} is cut (needs {needed} px, has {room.width()})")
        for column in range(columns):
            index = model.index(row, column)
            box = card.visualRect(index)
            if box.left() != card.columnViewportPosition(column):
                continue  # inside a span (a grand total across cards): drawn by its first cell
            metrics = QFontMetrics(_font(index.data(font_role), card))
            # As drawn: a narrow column shows a cell's short form (a Triple preview without
            # the "×3" its heading shows, par as "−9"), which must then be whole itself.
            text = drawn_text(index, metrics, box.width())
            if not text:
                continue
            needed = metrics.horizontalAdvance(text)
            has = _cell_room(card, box)
            if needed > has + SLACK:
                heading = str(model.headerData(column, across, display) or "").split("\n")[0]
                found.append(
                    f"card cell {label!r} too narrow for {text!r} (needs {needed} px, has "
                    f"{has}; column {heading!r})"
                )
            elif metrics.height() > box.height() + SLACK:
                found.append(
                    f"card cell {label!r} too low for {text!r} (needs {metrics.height()} px, "
                    f"has {box.height()})"
                )
    return found


def table_texts_cut(table: QTableView) -> list[str]:
    """Every heading and cell of a plain table (the analysis panel's) cut short without its
    whole text in the cell's tooltip."""
    found: list[str] = []
    model = table.model()
    if model is None:
        return found
    name = table.objectName() or type(table).__name__
    header = table.horizontalHeader()
    across = Qt.Orientation.Horizontal
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        width = table.columnWidth(column)
        if header.isVisible():
            heading = str(model.headerData(column, across) or "")
            font = _font(model.headerData(column, across, Qt.ItemDataRole.FontRole), header)
            room = _header_room(header, column, QSize(width, header.height()))
            needed = QFontMetrics(font).horizontalAdvance(heading)
            if needed > room.width() + SLACK:
                found.append(
                    f"{name} heading {heading!r} is cut (needs {needed} px, has {room.width()})"
                )
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            if not text:
                continue
            metrics = QFontMetrics(_font(index.data(Qt.ItemDataRole.FontRole), table))
            needed = metrics.horizontalAdvance(text)
            has = _cell_room(table, table.visualRect(index))
            tip = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
            if needed > has + SLACK and text not in tip:
                found.append(f"{name} cell too narrow for {text!r} (needs {needed} px, has {has})")
    return found


def status_bar_cut(bar: QStatusBar) -> list[str]:
    """What the status bar cannot show whole: a permanent widget past its end (or cut, as
    :func:`clipped_texts` says), and the passing message wider than the room the bar gives it
    (left of its first permanent widget; Qt draws it on one line, cut, without "…")."""
    found: list[str] = []
    grip = next((g for g in bar.findChildren(QSizeGrip) if g.isVisible() and g.x() > 0), None)
    end = grip.x() if grip is not None else bar.width()
    kids = [
        w
        for w in bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if w.isVisible() and not isinstance(w, QSizeGrip) and not w.isWindow()
    ]
    for widget in kids:
        box = widget.geometry()
        if box.left() < -SLACK or box.right() + 1 > end + SLACK:
            found.append(
                f"status bar: {_name(widget)} sticks out of the bar (x {box.left()}…"
                f"{box.right() + 1}, the bar ends at {end})"
            )
    message = bar.currentMessage()
    if message:
        # As QStatusBar places it: from 6 px to the first permanent widget (or the grip).
        left, right = 6, bar.width() - 12
        if grip is not None:
            right = grip.x()
        if kids:
            right = min(right, min(w.x() for w in kids) - 2)
        needed = QFontMetrics(bar.font()).horizontalAdvance(message)
        if needed > right - left + SLACK:
            found.append(
                f"status bar message is cut ({message[:80]!r} needs {needed} px, has "
                f"{right - left})"
            )
    return found


def shown_whole(top: QWidget, text: str) -> list[str]:
    """Where `top` shows `text` (a label or button holding it, the status bar's message, or a
    label elided with it in its tooltip), each as "name" or "name: the problem"; [] when it is
    shown nowhere. The text must be whole wherever it shows."""
    places: list[str] = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisible():
            continue
        own = _text(widget)
        cut_line = any(line.endswith("…") for line in own.split("\n"))
        if isinstance(widget, QLabel) and cut_line and text in widget.toolTip():
            own = text  # a line cut with "…", whole in the tooltip
        if own and text in own:
            problem = _problem(widget)
            name = widget.objectName() or type(widget).__name__
            places.append(name if problem is None else f"{name}: {problem}")
        if isinstance(widget, QStatusBar) and text in widget.currentMessage():
            cut = [line for line in status_bar_cut(widget) if "message" in line]
            places.append("status bar message" + (f": {cut[0]}" if cut else ""))
    return places


def painted_words_cut(overlay: QWidget) -> list[str]:
    """Words painted over a band (the celebration) that touch the band's edge, where the
    painter cut them, or that reach past the widget holding the overlay.

    Read from the pixels, so it holds however the words are sized: the band is what the overlay
    paints at all; the words, what differs from the band's own colour."""
    import numpy as np
    from PySide6.QtGui import QImage, QRegion

    width, height = overlay.width(), overlay.height()
    if width <= 0 or height <= 0:
        return []
    # Only what the overlay paints (grab() would lay the window's background under it).
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    overlay.render(image, QPoint(0, 0), QRegion(), QWidget.RenderFlag.DrawChildren)
    raw = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes())
    pixels = raw.reshape(height, image.bytesPerLine())[:, : width * 4].reshape(height, width, 4)
    alpha = pixels[:, :, 3].astype(int)
    painted = alpha > 40
    if not painted.any():
        return [f"{_name(overlay)}: paints nothing"]
    ys, xs = np.nonzero(painted)
    band = (int(xs.min()), int(ys.min()), int(xs.max()), int(ys.max()))
    colour = np.median(pixels[painted][:, :3].astype(int), axis=0)
    distance = np.abs(pixels[:, :, :3].astype(int) - colour).sum(axis=2)
    words = (distance > 120) & (alpha > 150)
    what = getattr(overlay, "text", "")
    what = what() if callable(what) else what
    label = f"{overlay.objectName() or type(overlay).__name__} {str(what)!r}"
    if not words.any():
        return [f"{label}: no words to be seen"]
    ys, xs = np.nonzero(words)
    text = (int(xs.min()), int(ys.min()), int(xs.max()), int(ys.max()))
    found: list[str] = []
    edges = [
        side
        for side, cut in (
            ("left", text[0] <= band[0] + 1),
            ("top", text[1] <= band[1] + 1),
            ("right", text[2] >= band[2] - 1),
            ("bottom", text[3] >= band[3] - 1),
        )
        if cut
    ]
    if edges:
        found.append(
            f"{label}: its words are cut at the {'/'.join(edges)} edge of their band "
            f"(words {text[2] - text[0] + 1}x{text[3] - text[1] + 1} px, band "
            f"{band[2] - band[0] + 1}x{band[3] - band[1] + 1})"
        )
    holder = overlay.parentWidget()
    if holder is not None:
        box = QRect(overlay.mapTo(holder, QPoint(text[0], text[1])), QSize(1, 1))
        box.setRight(box.left() + text[2] - text[0])
        box.setBottom(box.top() + text[3] - text[1])
        if not holder.rect().contains(box):
            found.append(f"{label}: its words reach past {_name(holder)} ({_rect(box)})")
    return found


BACKGROUND_SLACK = 40
"""How far (in any of red, green and blue) a bar's background may be from the window's."""


def background_apart(bar: QWidget, board: QWidget) -> list[str]:
    """A bar (the toolbar) whose background is not the window's around `board` (the central
    widget), as when a live switch to Dark leaves it light: read from the pixels between its
    buttons and at the board's edge, as drawn. [] when they match or the bar is hidden."""
    if not bar.isVisible() or bar.width() < 8 or bar.height() < 8:
        return []
    image = bar.grab().toImage()
    kids = [
        w.geometry()
        for w in bar.findChildren(QWidget)
        if w.parentWidget() is bar and w.isVisible() and not w.isWindow()
    ]
    samples = [
        image.pixelColor(x, y)
        for x in range(2, bar.width() - 2, max(1, bar.width() // 50))
        for y in (1, 2, bar.height() - 3)
        if not any(box.contains(x, y) for box in kids)
    ]
    if not samples:
        return []
    samples.sort(key=lambda colour: colour.lightness())
    ground = samples[len(samples) // 2]
    top = board.window()
    spot = board.mapTo(top, QPoint(2, 2))
    around = top.grab(QRect(spot, QSize(1, 1))).toImage().pixelColor(0, 0)
    apart = max(
        abs(ground.red() - around.red()),
        abs(ground.green() - around.green()),
        abs(ground.blue() - around.blue()),
    )
    if apart <= BACKGROUND_SLACK:
        return []
    name = bar.objectName() or type(bar).__name__
    return [f"{name} background is not the window's ({ground.name()} against {around.name()})"]

"""Finding text a person cannot read whole: a label, button, check box, group title, combo box
or tab whose text is wider (or, wrapped, taller) than the room it has, or a control that sticks
out of its window. Text elided on purpose ("…") with the whole of it in a tooltip is fine."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QGroupBox,
    QLabel,
    QTabBar,
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

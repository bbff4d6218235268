"""Text that shows exactly as written: names are text, never markup.

A QLabel or a tooltip takes text that looks like HTML for HTML, so a player called
``<img width=1500 src=x>`` would stretch the window and make Qt look for a file. Every label that
can show a name, a notice or anything else not written here is made with :func:`plain_label`;
the one label that needs markup (the result table) escapes what it shows with :func:`escaped`,
and tooltips go through :func:`plain_tip`.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str, parent: QWidget) -> QLabel:
    """A label that shows `text` (and whatever is set later) literally, a child of `parent`
    (the widget whose layout it goes into) from the start."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def escaped(text: str) -> str:
    """`text` for a place that reads HTML: markup characters shown as themselves."""
    import html  # its table of entities loads when a text is first escaped, not at start-up

    return html.escape(text, quote=True)


def plain_tip(text: str) -> str:
    """A tooltip showing `text` literally (Qt reads a tooltip that looks like HTML as HTML)."""
    if not QtGuiNamespace.mightBeRichText(text):
        return text
    return str(QtGuiNamespace.convertFromPlainText(text))


def tab_text(text: str) -> str:
    """`text` for a tab or button, where "&" would otherwise mark a shortcut letter."""
    return text.replace("&", "&&")


def unmarked(text: str) -> str:
    """A button's or label's `text` as it reads: without the "&" before its shortcut letter
    ("&&" is an "&"), for a screen reader, which would say the mark."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class ElidedLabel(QLabel):
    """A one-line label that ends its text with "…" when the room is short (the whole text is
    in its tooltip); it asks for the whole text's width and gives way first."""

    def __init__(self, parent: QWidget, ask_whole: bool = True) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._whole = ""
        self._ask_whole = ask_whole
        """Whether it asks its layout for the whole text's width (False: it takes the width
        the others give it, and never widens what holds it)."""

    def set_whole_text(self, text: str, tip: str | None = None) -> None:
        """Show `text` (cut with "…" when short of room); the tooltip says `tip`, or the whole
        text when `tip` is None."""
        self._whole = text
        self.setToolTip(plain_tip(text if tip is None else tip))
        self.updateGeometry()
        self._elide()

    def whole_text(self) -> str:
        return self._whole

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self._whole) if self._ask_whole else 0
        return QSize(width + margins.left() + margins.right(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(1, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(0, self.contentsRect().width())
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)

"""A plain, non-blocking message across the top of the window, until dismissed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from .dice import MIN_TARGET
from .plain import plain_label
from .theme import Theme


class NoticeBar(QFrame):
    """A plain, non-blocking message across the top of the window, until dismissed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self._queue: list[str] = []
        self.text = plain_label("", self)
        self.text.setObjectName("noticeText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAccessibleName("Message")
        self.dismiss = QPushButton("Dismiss", self)
        self.dismiss.setObjectName("noticeDismiss")
        self.dismiss.setMinimumHeight(MIN_TARGET)
        self.dismiss.setAccessibleName("Dismiss message")
        self.dismiss.clicked.connect(self._on_dismiss_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.dismiss)
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        """Colours of the bar."""
        self.setStyleSheet(
            f"#noticeBar {{ background: {theme.notice.name()}; border-radius: 8px; }}"
            f"#noticeText {{ color: {theme.text.name()}; }}"
        )

    def push(self, message: str) -> None:
        """Show `message` (after any already showing)."""
        if message in self._queue:
            return
        self._queue.append(message)
        self._show_first()

    @property
    def messages(self) -> tuple[str, ...]:
        """Messages waiting, the one on show first."""
        return tuple(self._queue)

    def _show_first(self) -> None:
        if not self._queue:
            self.hide()
            return
        more = len(self._queue) - 1
        self.text.setText(self._queue[0] + (f"  ({more} more)" if more else ""))
        self.text.setAccessibleName(self._queue[0])
        self.show()

    @Slot()
    def _on_dismiss_clicked(self) -> None:
        if self._queue:
            self._queue.pop(0)
        self._show_first()

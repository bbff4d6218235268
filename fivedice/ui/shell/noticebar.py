"""A plain, non-blocking message across the top of the window, until dismissed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from fivedice.words import translate

from ..board.die import MIN_TARGET
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
        self.dismiss = QPushButton(self)
        self.dismiss.setObjectName("noticeDismiss")
        self.dismiss.setMinimumHeight(MIN_TARGET)
        self.dismiss.clicked.connect(self._on_dismiss_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.dismiss)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Its own words in the language in force (a message shows as it was given)."""
        #: Button at the end of the message bar above the board: hide the message (a verb).
        self.dismiss.setText(translate("Notice", "Dismiss"))
        #: Screen readers' name of the message bar's Dismiss button.
        self.dismiss.setAccessibleName(translate("Notice", "Dismiss message"))
        self._show_first()

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
            #: Screen readers' name of the message bar's text while it is empty.
            self.text.setAccessibleName(translate("Notice", "Message"))
            self.hide()
            return
        more = len(self._queue) - 1
        text = self._queue[0]
        if more:
            #: The message bar: {message} is the first message, then how many more wait; keep the
            #: two spaces.
            text = translate("Notice", "{message}  (%n more)", None, more).format(message=text)
        self.text.setText(text)
        self.text.setAccessibleName(self._queue[0])
        self.show()

    @Slot()
    def _on_dismiss_clicked(self) -> None:
        if self._queue:
            self._queue.pop(0)
        self._show_first()

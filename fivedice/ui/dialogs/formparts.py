"""The parts the dialogs' forms are made of: labels level with their controls, lines that say
what a choice means, named and comfortable targets, buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import translate

from ..board.die import MIN_TARGET
from ..shell.plain import unmarked

LABEL_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def target(widget: QWidget, name: str) -> QWidget:
    """Make `widget` a comfortable target with a name screen readers announce."""
    widget.setMinimumHeight(MIN_TARGET)
    widget.setAccessibleName(name)
    if isinstance(widget, QComboBox):
        # the list that drops down
        #: Screen readers' name of the list that drops down from a list box: {name} is the list
        #: box's name (“Computer speed: choices”).
        widget.view().setAccessibleName(translate("Dialogs", "{name}: choices").format(name=name))
    return widget


class FormLabel(QLabel):
    """A form label whose shortcut letter ("&Volume": Alt+V) takes the focus to the control of
    its row. Its buddy is found when it is first shown: QFormLayout gives none to a label it is
    handed as a widget, and a label without one shows its "&"."""

    def showEvent(self, event: QShowEvent) -> None:
        if self.buddy() is None:
            control = _row_control(self)
            if control is not None:
                self.setBuddy(control)
        super().showEvent(event)


def _row_control(label: QLabel) -> QWidget | None:
    """The first control taking the focus in the field of `label`'s row of a form."""
    parent = label.parentWidget()
    for form in parent.findChildren(QFormLayout) if parent is not None else []:
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and item.widget() is label:
                return _first_control(form.itemAt(row, QFormLayout.ItemRole.FieldRole))
    return None


def _first_control(item: QLayoutItem | None) -> QWidget | None:
    if item is None:
        return None
    widget = item.widget()
    if widget is not None:
        return widget if widget.focusPolicy() != Qt.FocusPolicy.NoFocus else None
    layout = item.layout()
    if layout is None:
        return None
    for i in range(layout.count()):
        found = _first_control(layout.itemAt(i))
        if found is not None:
            return found
    return None


def form_label(text: str, parent: QWidget) -> QLabel:
    """A form label as tall as its control, with the text centred beside it; a child of
    `parent`, the widget whose form it goes into. Its shortcut letter, if it has one, takes the
    focus to that control."""
    label = FormLabel(text, parent)
    label.setMinimumHeight(MIN_TARGET)
    label.setAlignment(LABEL_ALIGN)
    return label


class Note(QLabel):
    """Wrapped text that keeps the height its lines take while its form scrolls: a scroll area
    sizes the form for the width it has before its scroll bar appears, and the bar then narrows
    the form, so that the last line of a long note would be cut."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._hold_lines()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._hold_lines()

    def _hold_lines(self) -> None:
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        scrolls = area is not None and area.verticalScrollBar().isVisible()
        needed = self.heightForWidth(self.width()) if scrolls and self.width() > 0 else 0
        if needed != self.minimumHeight():
            self.setMinimumHeight(max(needed, 0))


def note_label(name: str, parent: QWidget) -> QLabel:
    """A line under a choice that says what it means (and follows the choice)."""
    note = Note(parent)
    note.setObjectName(name)
    note.setWordWrap(True)
    note.setTextFormat(Qt.TextFormat.PlainText)
    note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # the theme's muted text
    note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return note


def top_label(text: str, parent: QWidget) -> QLabel:
    """A form label beside a control that has a line under it: level with the control."""
    label = form_label(text, parent)
    label.setMaximumHeight(MIN_TARGET)
    return label


def with_note(control: QWidget, note: QLabel) -> QVBoxLayout:
    """A form field: the control, and right under it the line that says what it means."""
    column = QVBoxLayout()
    column.setSpacing(2)
    column.addWidget(control)
    column.addWidget(note)
    return column


def select_data(combo: QComboBox, data: object) -> None:
    """Choose the item of `combo` that stands for `data` (the first item when none does)."""
    combo.setCurrentIndex(max(0, combo.findData(data)))


def dialog_button(
    box: QDialogButtonBox, text: str, role: QDialogButtonBox.ButtonRole
) -> QPushButton:
    """A button of `box` with `text`, a comfortable target named by its words (without the
    "&" of its shortcut letter)."""
    button = box.addButton(text, role)
    target(button, unmarked(text))
    return button


def answer_buttons(
    dialog: QDialog, accept: str, reject: str
) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
    """The buttons that answer `dialog`: `accept` (the default, which Enter presses) and
    `reject` (which Esc presses), wired to its accept() and reject(); the box and the two."""
    box = QDialogButtonBox(dialog)
    yes = dialog_button(box, accept, QDialogButtonBox.ButtonRole.AcceptRole)
    yes.setDefault(True)
    no = dialog_button(box, reject, QDialogButtonBox.ButtonRole.RejectRole)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box, yes, no

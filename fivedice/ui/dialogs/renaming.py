"""Renaming a player and merging two players who are one person, from the scoreboard's Players
page: each asks in a small dialog that answers without blocking (Esc cancels, Enter accepts), then
writes through the history and says what changed, or why it could not.
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from fivedice.store.errors import HistoryError
from fivedice.store.settings import NAME_MAX
from fivedice.words import translate

log = logging.getLogger(__name__)


class ProfileWriter(Protocol):
    """What renaming and merging write through (the history)."""

    def rename_profile(self, profile: int, name: str) -> str:
        """Rename profile `profile`; the name as kept."""
        ...

    def merge_profiles(self, keep: int, gone: int) -> None:
        """Make profile `gone` part of profile `keep`."""
        ...


class ProfileEdits(QObject):
    """Rename and merge, asked in dialogs that are children of the page that asks (`parent`)."""

    changed = Signal(str)
    """A player was renamed or two were merged: the name to show now."""
    failed = Signal(str)
    """It could not be done: why, in words."""

    def __init__(self, parent: QWidget, writer: ProfileWriter) -> None:
        super().__init__(parent)
        self._writer = writer
        self._people: dict[str, int] = {}
        self._asked: tuple[str, ...] = ()
        self.dialog: QInputDialog | None = None
        """The dialog asking, while one is open."""
        self.confirm: QMessageBox | None = None
        """The question before a merge, while it is open."""

    def know(self, people: dict[str, int]) -> None:
        """The players by name, with their profiles."""
        self._people = dict(people)

    def _window(self) -> QWidget:
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return parent

    def rename(self, name: str) -> None:
        """Ask for a new name for the player `name`."""
        if name not in self._people:
            return
        dialog = self._ask(
            #: Title of the small dialog that renames a player (Scoreboard, Players page).
            translate("Scoreboard", "Rename player"),
            #: Label of the new name's field: {name} is the player's name now.
            translate("Scoreboard", "New name for {name}:").format(name=name),
        )
        dialog.setTextValue(name)
        line = dialog.findChild(QLineEdit)
        if line is not None:
            line.setMaxLength(NAME_MAX)
        self._asked = (name,)
        dialog.textValueSelected.connect(self._on_dialog_text_value_selected)
        dialog.open()

    def merge(self, name: str) -> None:
        """Ask which player `name` is the same person as, then whether to merge them."""
        others = sorted((n for n in self._people if n != name), key=str.casefold)
        if name not in self._people or not others:
            return
        dialog = self._ask(
            #: Title of the small dialog that merges two players who are one person.
            translate("Scoreboard", "Merge players"),
            #: Label of the list of the other players: {name} is the player being merged.
            translate("Scoreboard", "{name} is the same person as:").format(name=name),
        )
        dialog.setComboBoxItems(others)
        dialog.setComboBoxEditable(False)
        self._asked = (name,)
        dialog.textValueSelected.connect(self._on_merge_chosen)
        dialog.open()

    def _ask(self, title: str, label: str) -> QInputDialog:
        if self.dialog is not None:
            self.dialog.close()
        dialog = QInputDialog(self._window())
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setObjectName("profileDialog")
        dialog.finished.connect(dialog.deleteLater)
        dialog.destroyed.connect(self._on_dialog_destroyed)
        self.dialog = dialog
        return dialog

    @Slot()
    def _on_dialog_destroyed(self) -> None:
        self.dialog = None

    @Slot(str)
    def _on_dialog_text_value_selected(self, text: str) -> None:
        from fivedice.store.profiles import NameTaken

        (name,) = self._asked
        try:
            kept = self._writer.rename_profile(self._people[name], text)
        except NameTaken:
            #: Said when a player is renamed to another player's name.
            self.failed.emit(
                translate(
                    "Scoreboard",
                    "{name} is another player's name. If they are one person, merge them instead.",
                ).format(name=text.strip())
            )
            return
        except ValueError:
            self.failed.emit(translate("Scoreboard", "A player's name cannot be empty."))
            return
        except HistoryError as exc:
            self.failed.emit(str(exc))
            return
        self.changed.emit(kept)

    @Slot(str)
    def _on_merge_chosen(self, other: str) -> None:
        (name,) = self._asked
        self._asked = (name, other)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Scoreboard", "Merge players"),
            #: The question before merging: {gone} is the player whose games move to {kept}.
            translate(
                "Scoreboard",
                "Make {gone} part of {kept}? Every game of {gone} becomes a game of {kept}, "
                "and the surer of their two ratings is kept. This cannot be undone.",
            ).format(gone=name, kept=other),
            QMessageBox.StandardButton.Cancel,
            self._window(),
        )
        #: [Merge players question] Button: make the two players one (a verb); the other button
        #: is Cancel.
        merge = box.addButton(translate("Scoreboard", "&Merge"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        box.setObjectName("mergeQuestion")
        box.finished.connect(box.deleteLater)
        box.destroyed.connect(self._on_confirm_destroyed)
        merge.clicked.connect(self._on_merge_confirmed)
        self.confirm = box
        box.open()

    @Slot()
    def _on_confirm_destroyed(self) -> None:
        self.confirm = None

    @Slot()
    def _on_merge_confirmed(self) -> None:
        gone, kept = self._asked
        try:
            self._writer.merge_profiles(self._people[kept], self._people[gone])
        except (ValueError, HistoryError) as exc:
            log.error("merging %s into %s failed: %s", gone, kept, exc)
            self.failed.emit(str(exc))
            return
        self.changed.emit(kept)

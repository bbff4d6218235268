"""The player's ID in Settings: which person plays at this computer (the first seat's, unless
chosen), their secret ID (hidden until asked for, with a word on keeping it private), Copy ID and
Copy rating code to take the player to another computer, and Use an ID from another device to
continue a player's rating here.

The ID is read from the history only when shown or copied, and never logged.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fivedice.store.errors import HistoryError
from fivedice.store.profiles import (
    IdInUse,
    RatingCode,
    name_key,
    read_id,
    read_rating_code,
    shown_id,
)
from fivedice.words import translate

from .formparts import answer_buttons, form_label, target
from .people import KnownPeople
from .shown import shown_count

if TYPE_CHECKING:
    from fivedice.store.records import Profile

log = logging.getLogger(__name__)

HIDDEN = " ".join(["••••"] * 8)
"""What the ID's field shows while the ID is hidden: that there is one, not what it is."""


class IdSource(Protocol):
    """What the player's ID is read from and written to (the history)."""

    def profiles(self) -> Sequence[Profile]:
        """Every profile, the latest to play first."""
        ...

    def profile_secret(self, profile: int) -> str | None:
        """The ID of profile `profile`."""
        ...

    def rating_code(self, profile: int) -> str | None:
        """Profile `profile`'s rating code."""
        ...

    def use_id(self, profile: int, secret: str, code: RatingCode) -> None:
        """Make profile `profile` the person with the ID `secret`, rated as `code` says."""
        ...


class PlayerIdBox(QGroupBox):
    """Settings' Player ID group: whose ID, the ID (hidden until shown), Copy, Use another."""

    def __init__(self, parent: QWidget, source: IdSource, first_seat: str) -> None:
        #: Title of the Settings dialog's group with the player's secret ID.
        super().__init__(translate("PlayerId", "Player ID"), parent)
        self.setObjectName("playerIdBox")
        self._source = source
        self._first_seat = first_seat
        self._people = KnownPeople(self, source)
        self._people.arrived.connect(self._on_people_arrived)
        self.use_dialog: UseIdDialog | None = None
        """The Use an ID dialog, while it is open."""
        form = QFormLayout(self)
        self.who = QComboBox(self)
        self.who.setObjectName("playerIdWho")
        #: [Settings dialog] Form label of the list of players: whose ID is shown.
        self.who_label = form_label(translate("PlayerId", "Player &ID of"), self)
        form.addRow(
            self.who_label,
            #: Screen readers' name of the list of players whose ID Settings shows.
            target(self.who, translate("PlayerId", "Whose player ID")),
        )
        self.id_field = QLineEdit(self)
        self.id_field.setObjectName("playerIdField")
        self.id_field.setReadOnly(True)
        self.id_field.setEchoMode(QLineEdit.EchoMode.Password)
        self.id_field.setPlaceholderText(HIDDEN)
        #: Screen readers' name of the field with the player's secret ID.
        target(self.id_field, translate("PlayerId", "Player ID"))
        #: [Settings dialog] Button: show the hidden player ID (while shown it reads Hide).
        self.show_button = QPushButton(translate("PlayerId", "S&how"), self)
        self.show_button.setCheckable(True)
        self.show_button.setMinimumHeight(44)
        #: Screen readers' name of the button that shows the hidden player ID.
        self.show_button.setAccessibleName(translate("PlayerId", "Show the player ID"))
        self.show_button.setObjectName("showPlayerIdButton")
        id_row = QHBoxLayout()
        id_row.addWidget(self.id_field, 1)
        id_row.addWidget(self.show_button)
        form.addRow("", id_row)
        self.warning = QLabel(
            #: Under the player ID in Settings.
            translate(
                "PlayerId",
                "Keep it private: anyone who has this ID can play as this player. It carries the "
                "player to another computer of yours, with the rating code.",
            ),
            self,
        )
        self.warning.setWordWrap(True)
        form.addRow("", self.warning)
        self.copy_button = QPushButton(
            #: [Settings dialog] Button: copy the player ID to the clipboard.
            translate("PlayerId", "&Copy ID"),
            self,
        )
        self.code_button = QPushButton(
            #: [Settings dialog] Button: copy the player's rating code (one line with their
            #: rating, to paste on another computer with the ID).
            translate("PlayerId", "Copy ra&ting code"),
            self,
        )
        self.use_button = QPushButton(
            #: [Settings dialog] Button: paste an ID (and rating code) copied on another computer
            #: so this computer continues that player's rating; “…”: a dialog opens.
            translate("PlayerId", "Use an ID from another &device…"),
            self,
        )
        self.use_button.setObjectName("useIdButton")
        for button, name in (
            #: Screen readers' name of Copy ID in Settings.
            (self.copy_button, translate("PlayerId", "Copy the player ID")),
            #: Screen readers' name of Copy rating code in Settings.
            (self.code_button, translate("PlayerId", "Copy the rating code")),
            (self.use_button, translate("PlayerId", "Use an ID from another device")),
        ):
            button.setAccessibleName(name)
        buttons = QHBoxLayout()
        for button in (self.copy_button, self.code_button, self.use_button):
            button.setMinimumHeight(44)
            buttons.addWidget(button)
        form.addRow("", buttons)
        self.news = QLabel(self)
        self.news.setObjectName("playerIdNews")
        self.news.setWordWrap(True)
        self.news.hide()
        form.addRow("", self.news)
        self.who.currentIndexChanged.connect(self._on_who_current_index_changed)
        self.show_button.toggled.connect(self._on_show_button_toggled)
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.code_button.clicked.connect(self._on_code_button_clicked)
        self.use_button.clicked.connect(self._on_use_button_clicked)
        self._show_parts(False)

    def _show_parts(self, shown: bool) -> None:
        """The ID's parts, shown once someone has a profile (before, only the sentence saying
        when a player gets one; while the profiles are read, nothing)."""
        parts: tuple[QWidget, ...] = (self.who_label, self.who, self.id_field, self.warning)
        for part in (*parts, self.show_button, self.copy_button, self.code_button):
            part.setVisible(shown)
        self.use_button.setVisible(shown)

    def chosen(self) -> int | None:
        """The profile whose ID is shown."""
        data = self.who.currentData()
        return int(data) if data is not None else None

    def _say(self, text: str) -> None:
        self.news.setText(text)
        self.news.setAccessibleDescription(text)
        self.news.setVisible(bool(text))

    @Slot()
    def _on_people_arrived(self) -> None:
        people = self._people.profiles
        self.who.blockSignals(True)
        self.who.clear()
        for profile in people:
            self.who.addItem(profile.name, profile.id)
        first = [i for i, p in enumerate(people) if name_key(p.name) == name_key(self._first_seat)]
        self.who.setCurrentIndex(first[0] if first else 0)
        self.who.blockSignals(False)
        self._show_parts(bool(people))
        if not people:
            #: In Settings, before anyone has finished a game here.
            self._say(translate("PlayerId", "A player gets an ID with their first finished game."))
        self._on_who_current_index_changed()

    @Slot()
    def _on_who_current_index_changed(self) -> None:
        self.show_button.setChecked(False)
        self.id_field.clear()

    def _secret(self) -> str | None:
        profile = self.chosen()
        if profile is None:
            return None
        try:
            return self._source.profile_secret(profile)
        except HistoryError as exc:
            self._say(str(exc))
            return None

    @Slot(bool)
    def _on_show_button_toggled(self, shown: bool) -> None:
        secret = self._secret() if shown else None
        self.id_field.setText(shown_id(secret) if secret else "")
        self.id_field.setEchoMode(
            QLineEdit.EchoMode.Normal if secret else QLineEdit.EchoMode.Password
        )
        self.show_button.setText(
            #: [Settings dialog] The Show button while the ID is shown: hide it again.
            translate("PlayerId", "Hid&e") if secret else translate("PlayerId", "S&how")
        )
        self.show_button.setAccessibleName(
            #: Screen readers' name of the Show button while the ID is shown.
            translate("PlayerId", "Hide the player ID")
            if secret
            else translate("PlayerId", "Show the player ID")
        )

    @Slot()
    def _on_copy_button_clicked(self) -> None:
        secret = self._secret()
        if secret:
            QGuiApplication.clipboard().setText(shown_id(secret))
            #: Said in Settings after Copy ID.
            self._say(translate("PlayerId", "The ID is copied. Keep it private."))

    @Slot()
    def _on_code_button_clicked(self) -> None:
        profile = self.chosen()
        try:
            code = self._source.rating_code(profile) if profile is not None else None
        except HistoryError as exc:
            self._say(str(exc))
            return
        if code:
            QGuiApplication.clipboard().setText(code)
            #: Said in Settings after Copy rating code.
            self._say(
                translate(
                    "PlayerId",
                    "The rating code is copied. Paste it with the ID on the other computer.",
                )
            )

    @Slot()
    def _on_use_button_clicked(self) -> None:
        profile = self.chosen()
        if profile is None:
            return
        dialog = UseIdDialog(self.who.currentText(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.destroyed.connect(self._on_use_dialog_destroyed)
        dialog.chosen.connect(self._on_use_dialog_chosen)
        self.use_dialog = dialog
        dialog.open()

    @Slot()
    def _on_use_dialog_destroyed(self) -> None:
        self.use_dialog = None

    @Slot(str, object)
    def _on_use_dialog_chosen(self, secret: str, code: RatingCode) -> None:
        profile = self.chosen()
        dialog = self.use_dialog
        if profile is None or dialog is None:
            return
        try:
            self._source.use_id(profile, secret, code)
        except IdInUse:
            #: In Use an ID: the ID pasted is already one of the players here.
            dialog.refuse(translate("PlayerId", "That ID already belongs to a player here."))
            return
        except (HistoryError, ValueError) as exc:
            dialog.refuse(str(exc))
            return
        dialog.done(QDialog.DialogCode.Accepted)
        self._on_who_current_index_changed()
        #: Said in Settings once a player continues a rating from another computer: {name} is
        #: the player here, {rating} the rating they continue (e.g. 1,612).
        self._say(
            translate(
                "PlayerId", "{name} now plays with the ID from the other device: rating {rating}."
            ).format(name=self.who.currentText(), rating=shown_count(round(code.rating)))
        )


class UseIdDialog(QDialog):
    """Paste an ID and its rating code from another computer: the player chosen here continues
    that rating. Nothing changes until both are whole and belong together."""

    chosen = Signal(str, object)
    """The ID and its rating (a RatingCode), both read whole: the box writes them."""

    def __init__(self, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("useIdDialog")
        #: Window title of the dialog that takes an ID from another computer.
        self.setWindowTitle(translate("PlayerId", "Use an ID from another device"))
        intro = QLabel(
            #: {name} is the player at this computer who takes the ID.
            translate(
                "PlayerId",
                "Paste the ID and the rating code copied in Settings on the other computer. "
                "{name} then plays here with that ID, and the rating continues from the code; "
                "{name}'s games here stay {name}'s.",
            ).format(name=name),
            self,
        )
        intro.setWordWrap(True)
        self.id_field = QLineEdit(self)
        self.id_field.setObjectName("otherIdField")
        self.code_field = QLineEdit(self)
        self.code_field.setObjectName("ratingCodeField")
        form = QFormLayout()
        form.addRow(
            #: [Use an ID dialog] Form label of the field for the ID.
            form_label(translate("PlayerId", "&ID"), self),
            target(self.id_field, translate("PlayerId", "Player ID")),
        )
        form.addRow(
            #: [Use an ID dialog] Form label of the field for the rating code.
            form_label(translate("PlayerId", "&Rating code"), self),
            #: Screen readers' name of the rating code's field.
            target(self.code_field, translate("PlayerId", "Rating code")),
        )
        self.problem = QLabel(self)
        self.problem.setObjectName("useIdProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.buttons, self.ok_button, _ = answer_buttons(
            self,
            #: [Use an ID dialog] Button: take the ID and continue its rating here.
            translate("PlayerId", "&Use this ID"),
            translate("Dialogs", "Cancel"),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    def refuse(self, why: str) -> None:
        """Say why nothing changed; the dialog stays open."""
        self.problem.setText(why)
        self.problem.setAccessibleDescription(why)
        self.problem.show()

    def accept(self) -> None:
        """Enter or Use this ID: read both fields; the box that asked writes them and closes
        the dialog (:meth:`done`), or it stays open saying why not."""
        secret = read_id(self.id_field.text())
        if secret is None:
            #: In Use an ID: what was pasted as the ID is not one.
            self.refuse(
                translate(
                    "PlayerId", "That is not a whole ID: 32 letters and digits, as Copy ID gives."
                )
            )
            return
        code = read_rating_code(self.code_field.text(), secret)
        if code is None:
            #: In Use an ID: the rating code is cut short, mistyped, or from another ID.
            self.refuse(
                translate(
                    "PlayerId",
                    "That rating code is not whole, or belongs to another ID. Copy both again "
                    "on the other computer.",
                )
            )
            return
        self.chosen.emit(secret, code)

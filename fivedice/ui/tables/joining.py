"""Join a table: a code from a friend anywhere, or a table on this network (found, or typed as
its address and port) with its four-digit code; then the lobby until the host starts."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fivedice.core.names import clean_name
from fivedice.store.settings import NAME_MAX
from fivedice.words import translate

from ..dialogs.formparts import dialog_button, target
from ..shell.instance import LINK_PREFIX
from ..shell.plain import plain_label, unmarked
from .invites import progress_text
from .lobby import seat_line

CODE_PATTERN = re.compile(r"(?<![\w-])([0-9]+(?:-[a-z]+)+)(?![\w-])")
"""A wormhole code ("7-guitarist-revenge"), alone or in a link or an invitation's sentence."""


def wormhole_code(text: str) -> str | None:
    """The wormhole code in `text` (typed, or pasted: the code, its link, the whole invitation),
    or None. Spaces between the words count as hyphens."""
    text = text.strip().lower()
    if LINK_PREFIX in text:
        text = text.split(LINK_PREFIX, 1)[1].split()[0].strip("/).,")
    found = CODE_PATTERN.search(re.sub(r"(?<=[0-9a-z]) +(?=[a-z])", "-", text))
    return found.group(1) if found else None


class JoinDialog(QDialog):
    """Join a table: a code from a friend anywhere; or the tables found on this network, or an
    address, and the four-digit code; a name. After Join it shows the lobby until the host
    starts (or says why not)."""

    join_requested = Signal(str, int, str, str)
    """(address, port, name, code)."""
    join_anywhere_requested = Signal(str, str)
    """(wormhole code, name)."""
    search_requested = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        #: Window title of the Join a table dialog.
        self.setWindowTitle(translate("NetDialogs", "Join a table"))
        self._found: list[dict[str, Any]] = []
        self.tables = self._found_tables()
        self.search_button = self._search_button()
        self.address, self.port, self.player_name, self.code = self._fields(name)
        self.anywhere_code = self._anywhere_field()
        form = self._form()
        self.status = self._status_line()
        self.seat_list = self._seat_list()
        self.buttons, self.join_button, self.cancel_button = self._buttons()
        self.join_button.clicked.connect(self._on_join_button_clicked)
        self.cancel_button.clicked.connect(self.reject)
        self._lay_out(form)
        self.setMinimumWidth(460)

    def _found_tables(self) -> QListWidget:
        """The tables found on this network (:meth:`add_table`); choosing one fills in where it
        is."""
        tables = QListWidget(self)
        tables.setObjectName("foundTables")
        tables.setAccessibleName(translate("NetDialogs", "Tables found on this network"))
        tables.currentRowChanged.connect(self._on_tables_current_row_changed)
        return tables

    def _search_button(self) -> QPushButton:
        """Search again: look for tables on this network once more."""
        #: [Join a table dialog] Button: look for tables on this network again.
        button = QPushButton(translate("NetDialogs", "&Search again"), self)
        button.setObjectName("searchTables")
        #: Screen readers' name of the button Search again.
        target(button, translate("NetDialogs", "Search again"))
        button.clicked.connect(self.search_requested)
        return button

    def _fields(self, name: str) -> tuple[QLineEdit, QSpinBox, QLineEdit, QLineEdit]:
        """The fields of the table to join: its address and port, the player's `name` at it
        and the host's four-digit code."""
        address = QLineEdit(self)
        address.setObjectName("joinAddress")
        address.setPlaceholderText(
            #: Grey text in the empty address field: an example address, {address} (192.168.1.20);
            #: e.g.: for example.
            translate("NetDialogs", "e.g. {address}").format(address="192.168.1.20")
        )
        port = QSpinBox(self)
        port.setObjectName("joinPort")
        port.setRange(1, 65535)
        port.setValue(47_112)
        player_name = QLineEdit(name, self)
        player_name.setObjectName("joinName")
        player_name.setMaxLength(NAME_MAX)
        code = QLineEdit(self)
        code.setObjectName("joinCodeField")
        code.setMaxLength(4)
        code.setInputMask("9999")
        return address, port, player_name, code

    def _anywhere_field(self) -> QLineEdit:
        """The code a friend anywhere sent (or its link, or the whole invitation)."""
        field = QLineEdit(self)
        field.setObjectName("joinWormholeCode")
        field.setMaxLength(300)  # room for a pasted invitation: the code is taken out of it
        field.setPlaceholderText(
            #: Grey text in the empty field for a friend anywhere's code: an example code.
            translate("NetDialogs", "e.g. {code}").format(code="7-guitarist-revenge")
        )
        return field

    def _form(self) -> QFormLayout:
        """The fields in a form, each the buddy of its label."""
        form = QFormLayout()
        for label, field in (
            #: [Join a table dialog] Form label of the field with the host computer's network
            #: address.
            (translate("NetDialogs", "&Address"), self.address),
            #: [Join a table dialog] Form label of the field with the network port, a number.
            (translate("NetDialogs", "&Port"), self.port),
            #: [Join a table dialog] Form label of the field with the four-digit code the host's
            #: screen shows.
            (translate("NetDialogs", "Join co&de"), self.code),
        ):
            form.addRow(label, target(field, unmarked(label)))  # the label's buddy: the field
        return form

    def _status_line(self) -> QLabel:
        """A line under the fields: what is happening, or what went wrong (:meth:`say`)."""
        status = plain_label(translate("NetDialogs", "Looking for tables on this network…"), self)
        status.setObjectName("joinStatus")
        status.setWordWrap(True)
        return status

    def _seat_list(self) -> QListWidget:
        """Who is at the table once joined (:meth:`show_lobby`); hidden until then."""
        seats = QListWidget(self)
        seats.setObjectName("joinLobby")
        #: Screen readers' name of the list of seats once joined.
        seats.setAccessibleName(translate("NetDialogs", "Seats at the table"))
        seats.hide()
        return seats

    def _buttons(self) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
        """The buttons, with Join and Cancel (which reads Leave once seated)."""
        buttons = QDialogButtonBox(self)
        join = dialog_button(
            buttons,
            #: [Join a table dialog] Button: ask the host for a seat (a verb).
            translate("NetDialogs", "&Join"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        join.setObjectName("joinButton")
        cancel = dialog_button(
            buttons,
            #: Button of the New game, Settings and Join a table dialogs: close them, changing
            #: nothing. No & letter (Esc presses it): your language's usual word.
            translate("Dialogs", "Cancel"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        return buttons, join, cancel

    def _lay_out(self, form: QFormLayout) -> None:
        """A friend anywhere's code; the found tables above the form; then the status line, the
        seats and the buttons."""
        layout = QVBoxLayout(self)
        first = QFormLayout()
        for label, field in (
            #: [Join a table dialog] Form label of the field with the player's name at the table.
            (translate("NetDialogs", "&Your name"), self.player_name),
            #: [Join a table dialog] Form label of the field for the code a friend anywhere (on
            #: the internet) sent, like 7-guitarist-revenge.
            (translate("NetDialogs", "Code from a friend a&nywhere"), self.anywhere_code),
        ):
            first.addRow(label, target(field, unmarked(label)))  # the label's buddy: the field
        layout.addLayout(first)
        layout.addSpacing(self.fontMetrics().lineSpacing())
        #: [Join a table dialog] Label above the list of the tables found on this network.
        found = plain_label(translate("NetDialogs", "&Tables on this network"), self)
        found.setBuddy(self.tables)
        layout.addWidget(found)
        layout.addWidget(self.tables, 1)
        layout.addWidget(self.search_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.seat_list, 1)
        layout.addWidget(self.buttons)

    def add_table(self, table: Mapping[str, Any]) -> None:
        """A table that answered the search."""
        key = (table.get("address"), table.get("port"))
        if any((t.get("address"), t.get("port")) == key for t in self._found):
            return
        self._found.append(dict(table))
        seats = table.get("open", "?")
        self.tables.addItem(
            #: A table in the list of tables found: {table} its name, {address} the host's address,
            #: {port} a number, {seats} the number of free seats.
            translate("NetDialogs", "{table} at {address}, port {port} ({seats} open)").format(
                table=table.get("name", "Five Dice"), address=key[0], port=key[1], seats=seats
            )
        )
        if len(self._found) == 1:
            self.tables.setCurrentRow(0)
        self.status.setText(
            translate("NetDialogs", "Choose a table, or type its address and port.")
        )

    @Slot(int)
    def _on_tables_current_row_changed(self, row: int) -> None:
        if 0 <= row < len(self._found):
            table = self._found[row]
            self.address.setText(str(table.get("address", "")))
            self.port.setValue(int(table.get("port", self.port.value())))

    def _name(self) -> str:
        #: Name at the table of a player who left the name field empty.
        return clean_name(self.player_name.text())[:NAME_MAX].strip() or translate(
            "NetDialogs", "Player"
        )

    @Slot()
    def _on_join_button_clicked(self) -> None:
        if self.anywhere_code.text().strip():
            self._join_anywhere()
            return
        address, code = self.address.text().strip(), self.code.text().strip()
        if not address:
            self.say(
                translate(
                    "NetDialogs",
                    "Type the host's address, or choose a table found on this network.",
                )
            )
            return
        if len(code) != 4:
            self.say(
                translate(
                    "NetDialogs", "The join code has four digits: the host's screen shows it."
                )
            )
            return
        name = self._name()
        self.join_button.setEnabled(False)
        #: Line under the fields of Join a table while the host at {address} is being asked.
        self.say(translate("NetDialogs", "Joining {address}…").format(address=address))
        self.join_requested.emit(address, self.port.value(), name, code)

    def _join_anywhere(self) -> None:
        code = wormhole_code(self.anywhere_code.text())
        if code is None:
            self.say(
                translate(
                    "NetDialogs",
                    #: Under the fields of Join a table: what a code from a friend anywhere
                    #: looks like.
                    "A code is a number and words, like 7-guitarist-revenge: type it as your "
                    "friend sent it.",
                )
            )
            return
        self.anywhere_code.setText(code)
        self.join_button.setEnabled(False)
        self.say(progress_text("finding"))
        self.join_anywhere_requested.emit(code, self._name())

    def join_with(self, code: str) -> None:
        """Join the table anywhere of `code` (a link was opened)."""
        self.anywhere_code.setText(code)
        self._join_anywhere()

    def show_progress(self, how: str) -> None:
        """How the way to a table anywhere goes ("finding", "met", "direct", "relay"...)."""
        self.say(progress_text(how))

    def say(self, text: str) -> None:
        """A line under the fields: what is happening, or what went wrong."""
        self.status.setText(text)

    def refused(self, reason: str) -> None:
        """The host would not seat us (or could not be reached): say why, let them try again."""
        self.say(reason)
        self.join_button.setEnabled(True)

    def show_lobby(self, seats: Sequence[Mapping[str, Any]]) -> None:
        """Seated: who is at the table, until the host starts."""
        self.seat_list.show()
        self.seat_list.clear()
        for seat in seats:
            self.seat_list.addItem(seat_line(seat))
        self.say(
            translate("NetDialogs", "You have a seat. The game starts when the host starts it.")
        )
        self.join_button.setEnabled(False)
        #: [Join a table dialog] The Cancel button once the player has a seat: leave the table (a
        #: verb).
        self.cancel_button.setText(translate("NetDialogs", "&Leave"))

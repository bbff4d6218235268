"""The dialogs of network play: setting up a table to host, its lobby, joining a table, and
kicking a player from the table hosted here.

They only gather what the player chooses and show what the table reports; the window opens the
table (:mod:`.network`) with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
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

from fivedice.core import COMPUTER_LEVELS, level_name
from fivedice.core.names import clean_name
from fivedice.store.settings import NAME_MAX, PlayerSetting, Settings
from fivedice.words import translate

from ..dialogs.formparts import dialog_button, form_label, target
from ..dialogs.newgame import NewGameDialog
from ..shell.plain import plain_label, unmarked

if TYPE_CHECKING:
    from fivedice.net.table import SeatSpec, SeatState

REMOTE = "remote"
"""A seat's kind in the host's dialog: a player at another computer."""
TURN_LIMITS_S = (None, 30.0, 60.0, 120.0)
"""The turn limits the host may choose (None: none), in the order the dialog lists them."""


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (no loopback), to tell the guests."""
    # Here, not at the top: network play loads its part of Qt only when it is first used.
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address.isLoopback() or address == QHostAddress(QHostAddress.SpecialAddress.Any):
            continue
        found.append(address.toString())
    return found


class HostDialog(NewGameDialog):
    """New game for a network table: the same seats and rules, where a seat may be left open for
    a player at another computer, and the table's name."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setObjectName("hostDialog")
        self.setWindowTitle(translate("NetDialogs", "Host a table on the network"))
        for n, seat in enumerate(self.seats, start=1):
            #: Item of a seat's list in the Host a table dialog: an open seat for a player at
            #: another computer.
            seat.kind.addItem(translate("NetDialogs", "Player elsewhere"), REMOTE)
            seat.kind.setToolTip(
                translate(
                    "NetDialogs",
                    "A person here, a computer, or an open seat for a player at another computer",
                )
            )
            seat.kind.setAccessibleName(
                translate("NetDialogs", "Player {number}: here, a computer or elsewhere").format(
                    number=n
                )
            )
        if len(settings.players) == 1:
            self.count.setValue(2)
            self.seats[1].kind.setCurrentIndex(self.seats[1].kind.findData(REMOTE))
        self.table_name = QLineEdit(self)
        self.table_name.setObjectName("tableName")
        self.table_name.setMaxLength(NAME_MAX)
        first = settings.players[0].name if settings.players else "Five Dice"
        #: The table's name the Host a table dialog suggests: {name} is the first player's name.
        self.table_name.setText(translate("NetDialogs", "{name}'s table").format(name=first))
        #: Screen readers' name of the field with the table's name.
        target(self.table_name, translate("NetDialogs", "Table name"))
        name_row = QFormLayout()
        #: [Host a table dialog] Form label of the field with the table's name, which guests see.
        name_row.addRow(translate("NetDialogs", "Table &name"), self.table_name)  # its buddy
        self.turn_limit = self._turn_limit_box()
        name_row.addRow(
            #: [Host a table dialog] Form label of the choice of how long a player at another
            #: computer may take for a turn before the computer plays the rest of it.
            form_label(translate("NetDialogs", "Turn &limit"), self),
            self.turn_limit,
        )
        self.form_column.insertLayout(0, name_row)
        #: [Host a table dialog] The dialog's OK button: open the table and wait in its lobby for
        #: the players (a verb phrase).
        self.start_button.setText(translate("NetDialogs", "O&pen the table"))
        #: Screen readers' name of the button Open the table.
        self.start_button.setAccessibleName(translate("NetDialogs", "Open the table"))

    def _turn_limit_box(self) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName("turnLimit")
        for seconds, words in zip(
            TURN_LIMITS_S,
            (
                #: [Host a table dialog] The turn limit's first choice: no limit.
                translate("NetDialogs", "Off"),
                #: [Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.
                translate("NetDialogs", "30 seconds a turn"),
                #: [Host a table dialog] A turn limit: a player elsewhere has a minute a turn.
                translate("NetDialogs", "1 minute a turn"),
                #: [Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.
                translate("NetDialogs", "2 minutes a turn"),
            ),
            strict=True,
        ):
            box.addItem(words, seconds)
        box.setToolTip(
            translate(
                "NetDialogs",
                "How long a player at another computer may take for a turn: then the computer "
                "plays the rest of it for them",
            )
        )
        #: Screen readers' name of the turn limit's list in the Host a table dialog.
        target(box, translate("NetDialogs", "Turn limit for players elsewhere"))
        return box

    def turn_limit_s(self) -> float | None:
        """The time a player elsewhere may take for a turn (None: no limit)."""
        chosen = self.turn_limit.currentData()
        return float(chosen) if chosen is not None else None

    def seat_specs(self) -> list[SeatSpec]:
        """The table's seats: people here, computers, and open seats for players elsewhere."""
        from fivedice.net.table import SeatSpec

        specs: list[SeatSpec] = []
        for i in range(self.count.value()):
            row = self.seats[i]
            kind = row.kind.currentData()
            name = clean_name(row.name.text(), i + 1)[:NAME_MAX].rstrip()
            if kind == REMOTE:
                specs.append(SeatSpec("remote"))
            elif kind is None:
                specs.append(SeatSpec("local", name))
            else:
                specs.append(SeatSpec("computer", name, row.level.currentData()))
        return specs

    def settings(self) -> Settings:
        """The settings to remember: an open seat is remembered as a person's seat."""
        chosen = super().settings()
        players = tuple(
            PlayerSetting(p.name, None) if self.seats[i].kind.currentData() == REMOTE else p
            for i, p in enumerate(chosen.players)
        )
        return replace(chosen, players=players)

    def name(self) -> str:
        """The table's name as guests see it."""
        return clean_name(self.table_name.text())[:NAME_MAX].strip() or "Five Dice"


def seat_line(seat: SeatState | Mapping[str, Any]) -> str:
    """A seat of the lobby in words: "Ana (here)", "Ben (Hard)", "Open seat: waiting…"; `seat`
    as the host keeps it, or as a lobby message carries it."""
    get = (seat if isinstance(seat, Mapping) else seat.to_json()).get
    kind, name = get("kind"), get("name") or ""
    if kind == "computer":
        level = str(get("level") or "")
        shown = level_name(level) if level in COMPUTER_LEVELS else level.capitalize()
        #: A computer's seat in a table's list of seats: {name} its name, {level} its level (Easy …
        #: Expert).
        return translate("NetDialogs", "{name} ({level})").format(name=name, level=shown)
    if kind == "local":
        return translate("NetDialogs", "{name} (at the host's computer)").format(name=name)
    if not get("taken"):
        return translate("NetDialogs", "Open seat: waiting for a player…")
    if get("away"):
        return translate("NetDialogs", "{name} (away: may come back)").format(name=name)
    #: A seat in a table's list of seats, taken by a player at another computer.
    return translate("NetDialogs", "{name} (joined)").format(name=name)


class LobbyDialog(QDialog):
    """The host's lobby: where to join, who has joined, and Start."""

    start_requested = Signal()
    close_requested = Signal()
    """Close the table: its button, Esc or the title bar's X (the lobby is the table)."""

    def __init__(
        self, table_name: str, port: int, code: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyDialog")
        #: Window title of the host's lobby: the table others join.
        self.setWindowTitle(translate("NetDialogs", "Network table"))
        addresses = local_addresses()
        heading = self._heading(table_name)
        self.where = self._where_to_join(addresses, port, code)
        self.code = self._join_code(code)
        self.seat_list = self._seat_list()
        self.buttons, self.start_button, self.close_button = self._buttons()
        self.start_button.clicked.connect(self.start_requested)
        self.close_button.clicked.connect(self.reject)
        self.rejected.connect(self.close_requested)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.where)
        layout.addWidget(self.code)
        layout.addWidget(self.seat_list, 1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def _heading(self, table_name: str) -> QLabel:
        """The table's name, large and bold."""
        heading = plain_label(table_name, self)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        heading.setFont(font)
        return heading

    def _where_to_join(self, addresses: Sequence[str], port: int, code: str) -> QLabel:
        """Where the players join: this computer's `addresses`, the `port` and the `code`."""
        where = (
            ", ".join(addresses)
            if addresses
            else translate("NetDialogs", "this computer's address")
        )
        line = plain_label(
            translate(
                "NetDialogs",
                "Players join at {address}, port {port}, with the code {code}.\n"
                "Tables on this network are also found by Join a table.",
            ).format(address=where, port=port, code=code),
            self,
        )
        line.setObjectName("lobbyWhere")
        line.setWordWrap(True)
        return line

    def _join_code(self, code: str) -> QLabel:
        """The join code, big enough to read across the room."""
        label = plain_label(code, self)
        label.setObjectName("joinCode")
        big = label.font()
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        label.setFont(big)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setAccessibleName(
            #: Screen readers' name of the big join code in the lobby: {digits} are four digits
            #: read one by one (“4 7 1 2”).
            translate("NetDialogs", "Join code {digits}").format(digits=" ".join(code))
        )
        return label

    def _seat_list(self) -> QListWidget:
        """Who sits where (:meth:`show_seats`): four seats at most."""
        seats = QListWidget(self)
        seats.setObjectName("lobbySeats")
        #: Screen readers' name of the lobby's list of seats.
        seats.setAccessibleName(translate("NetDialogs", "Seats"))
        rows = seats.fontMetrics().lineSpacing() + 6
        seats.setMaximumHeight(rows * 4 + 12)  # four seats at most
        return seats

    def _buttons(self) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
        """The buttons, with Start and Close the table."""
        buttons = QDialogButtonBox(self)
        start = dialog_button(
            buttons,
            #: [Network table dialog] Button: start the game at the table (a verb). Reads “Start
            #: without the open seats” while seats are open.
            translate("NetDialogs", "&Start"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        start.setObjectName("lobbyStart")
        close = dialog_button(
            buttons,
            #: [Network table dialog] Button: close the table; the players who joined are sent
            #: away.
            translate("NetDialogs", "&Close the table"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        close.setObjectName("lobbyClose")
        return buttons, start, close

    def show_seats(self, seats: Sequence[SeatState], ready: bool) -> None:
        """Who sits where; Start says whether the empty seats would be left out."""
        self.seat_list.clear()
        for seat in seats:
            self.seat_list.addItem(seat_line(seat))
        taken = sum(1 for s in seats if s.taken)
        self.start_button.setText(
            translate("NetDialogs", "&Start")
            if ready
            #: [Network table dialog] The Start button while some seats are still open: start,
            #: leaving them out.
            else translate("NetDialogs", "Start &without the open seats")
        )
        self.start_button.setAccessibleName(unmarked(self.start_button.text()))
        self.start_button.setEnabled(taken > 0)


class JoinDialog(QDialog):
    """Join a table: the tables found on this network, or an address; a name and the code.
    After Join it shows the lobby until the host starts (or says why not)."""

    join_requested = Signal(str, int, str, str)
    """(address, port, name, code)."""
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

    def _form(self) -> QFormLayout:
        """The fields in a form, each the buddy of its label."""
        form = QFormLayout()
        for label, field in (
            #: [Join a table dialog] Form label of the field with the host computer's network
            #: address.
            (translate("NetDialogs", "&Address"), self.address),
            #: [Join a table dialog] Form label of the field with the network port, a number.
            (translate("NetDialogs", "&Port"), self.port),
            #: [Join a table dialog] Form label of the field with the player's name at the table.
            (translate("NetDialogs", "&Your name"), self.player_name),
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
        """The found tables above the form, then the status line, the seats and the buttons."""
        layout = QVBoxLayout(self)
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

    @Slot()
    def _on_join_button_clicked(self) -> None:
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
        #: Name at the table of a player who left the name field empty.
        name = clean_name(self.player_name.text())[:NAME_MAX].strip() or translate(
            "NetDialogs", "Player"
        )
        self.join_button.setEnabled(False)
        #: Line under the fields of Join a table while the host at {address} is being asked.
        self.say(translate("NetDialogs", "Joining {address}…").format(address=address))
        self.join_requested.emit(address, self.port.value(), name, code)

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


class KickDialog(QDialog):
    """Kick a player: which player at another computer is sent away from the table hosted here,
    and who plays their seat from then on (a computer level, or nobody: they drop out)."""

    def __init__(self, seats: Sequence[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kickDialog")
        #: Window title of the dialog that sends a player at another computer away from the
        #: table hosted here.
        self.setWindowTitle(translate("NetDialogs", "Kick a player"))
        self.player = self._player_choice(seats)
        self.then = self._then_choice()
        form = self._form()
        note = self._note()
        self.buttons, self.kick_button = self._buttons()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    def _player_choice(self, seats: Sequence[tuple[int, str]]) -> QComboBox:
        """The players at other computers, by name (their lobby seats as the data)."""
        player = QComboBox(self)
        player.setObjectName("kickPlayer")
        for seat, name in seats:
            player.addItem(name, seat)
        #: Screen readers' name of the list of the players that can be kicked.
        target(player, translate("NetDialogs", "Player to kick"))
        return player

    def _then_choice(self) -> QComboBox:
        """Who plays the seat from then on: a computer level (Normal at first), or nobody."""
        then = QComboBox(self)
        then.setObjectName("kickThen")
        for level in COMPUTER_LEVELS:
            then.addItem(
                #: [Kick a player dialog] A choice of who plays a kicked player's seat: {level} is a
                #: computer level (Easy … Expert).
                translate("NetDialogs", "The computer plays the seat ({level})").format(
                    level=level_name(level)
                ),
                level,
            )
        then.addItem(
            translate("NetDialogs", "Nobody: the player drops out, their card stays as it is"),
            None,
        )
        then.setCurrentIndex(COMPUTER_LEVELS.index("normal"))
        #: Screen readers' name of the list of who plays a kicked player's seat.
        target(then, translate("NetDialogs", "Who plays the seat"))
        return then

    def _form(self) -> QFormLayout:
        """The two choices in a form: the player, then who plays their seat."""
        form = QFormLayout()
        #: [Kick a player dialog] Form label of the list of the players at other computers.
        form.addRow(form_label(translate("NetDialogs", "&Player"), self), self.player)
        #: [Kick a player dialog] Form label of the list of who plays the kicked player's seat
        #: from then on.
        form.addRow(form_label(translate("NetDialogs", "&Then"), self), self.then)
        return form

    def _note(self) -> QLabel:
        """What kicking means for the player kicked."""
        note = plain_label(
            translate(
                "NetDialogs", "They are sent away for this game and cannot take their seat back."
            ),
            self,
        )
        note.setWordWrap(True)
        return note

    def _buttons(self) -> tuple[QDialogButtonBox, QPushButton]:
        """The buttons, Kick (which accepts) and Cancel."""
        buttons = QDialogButtonBox(self)
        kick = dialog_button(
            buttons,
            #: [Kick a player dialog] Button: send the chosen player away from the table (a verb).
            translate("NetDialogs", "&Kick"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        kick.setObjectName("kickButton")
        cancel = dialog_button(
            buttons,
            translate("Dialogs", "Cancel"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        kick.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        return buttons, kick

    def choice(self) -> tuple[int, str | None]:
        """The lobby seat to kick, and the computer level that plays it (None: it drops out)."""
        level = self.then.currentData()
        return int(self.player.currentData()), str(level) if level is not None else None

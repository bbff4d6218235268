"""The host's lobby: where to join on this network, the codes of the seats kept for friends
anywhere (:mod:`.invites`), who has joined, and Start."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import COMPUTER_LEVELS, level_name
from fivedice.words import translate

from ..dialogs.formparts import dialog_button
from ..shell.plain import plain_label, unmarked
from .invites import InvitationPanel

if TYPE_CHECKING:
    from fivedice.net.table import SeatState


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


def seat_line(seat: SeatState | Mapping[str, Any]) -> str:
    """A seat of the lobby in words: "Ana (here)", "Ben (Hard)", "Open seat: waiting…"; `seat`
    as the host keeps it, or as a lobby message carries it."""
    get = (seat if isinstance(seat, Mapping) else {**seat.to_json(), "anywhere": seat.anywhere}).get
    kind, name = get("kind"), get("name") or ""
    if kind == "computer":
        level = str(get("level") or "")
        shown = level_name(level) if level in COMPUTER_LEVELS else level.capitalize()
        #: A computer's seat in a table's list of seats: {name} its name, {level} its level (Easy …
        #: Expert).
        return translate("NetDialogs", "{name} ({level})").format(name=name, level=shown)
    if kind == "local":
        return translate("NetDialogs", "{name} (at the host's computer)").format(name=name)
    if not get("taken") and get("anywhere"):
        #: An open seat in the lobby kept for a friend anywhere, who joins with its code.
        return translate("NetDialogs", "Open seat: waiting for a friend anywhere…")
    if not get("taken"):
        return translate("NetDialogs", "Open seat: waiting for a player…")
    if get("away"):
        return translate("NetDialogs", "{name} (away: may come back)").format(name=name)
    #: A seat in a table's list of seats, taken by a player at another computer.
    return translate("NetDialogs", "{name} (joined)").format(name=name)


class LobbyDialog(QDialog):
    """The host's lobby: where to join on this network (with `lan` seats), the codes of the
    seats `anywhere`, who has joined, and Start."""

    start_requested = Signal()
    close_requested = Signal()
    """Close the table: its button, Esc or the title bar's X (the lobby is the table)."""
    renew_requested = Signal(int)
    """New code for a seat kept for a friend anywhere."""

    def __init__(
        self,
        table_name: str,
        port: int,
        code: str,
        parent: QWidget | None = None,
        *,
        anywhere: Sequence[int] = (),
        lan: bool = True,
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
        if lan:
            layout.addWidget(self.where)
            layout.addWidget(self.code)
        else:
            self.where.hide()
            self.code.hide()
        self.invitations = InvitationPanel(anywhere, self)
        self.invitations.renew_requested.connect(self.renew_requested)
        if anywhere:
            layout.addWidget(self.invitations)
        else:
            self.invitations.hide()
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
        self.invitations.show_seats(seats)

"""Friends anywhere in the host's lobby: for each seat kept for one, its wormhole code, a button
that copies a one-line invitation (the code and a ``fivedice:`` link) to paste into a message, a
button for a new code, and how that friend is connected."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import translate

from ..dialogs.formparts import target
from ..shell.instance import LINK_PREFIX
from ..shell.plain import plain_label

if TYPE_CHECKING:
    from fivedice.net.table import SeatState


def join_link(code: str) -> str:
    """The link that opens Five Dice straight into joining with `code`."""
    return f"{LINK_PREFIX}{code}"


def invitation_text(code: str) -> str:
    """The one line a host pastes into a message to a friend anywhere."""
    return translate(
        "NetDialogs",
        #: The invitation a host copies for a friend anywhere (to paste into a message):
        #: {code} is a code like 7-guitarist-revenge, {link} the same as a link.
        "Join my Five Dice table: open Five Dice, Game > Join a table, code {code} "
        "(or open {link}).",
    ).format(code=code, link=join_link(code))


def progress_text(how: str) -> str:
    """A friend's connection in words ("met", "direct", "relay", "lost", "finding")."""
    from fivedice.net.internet.link import PROGRESS

    return translate("NetDialogs", PROGRESS[how]) if how in PROGRESS else how


def trouble_text(why: str) -> str:
    """Why an invitation or a code did not work, in words."""
    return {
        "wrong code": translate(
            "NetDialogs", "A wrong code was tried: a new code was made. Send it again."
        ),
        "server": translate(
            "NetDialogs", "The mailbox server could not be reached: trying again soon…"
        ),
        "closed": translate("NetDialogs", "The invitation closed: a new code was made."),
    }.get(why, why)


def dial_failure_text(why: str) -> str:
    """Why a friend anywhere's code led to no table, in words."""
    from fivedice.net.internet.link import DIAL_FAILED

    return translate("NetDialogs", DIAL_FAILED[why]) if why in DIAL_FAILED else why


class InvitationRow(QWidget):
    """One seat's invitation: its code (selectable), Copy invitation, New code, and a line that
    says how things stand."""

    renew_requested = Signal(int)
    """New code for this seat."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self._trouble = False
        self.setObjectName(f"invitation{seat}")
        number = seat + 1
        #: In the lobby: the seat a friend anywhere's code is for ({number}: 1 to 4).
        self.title = plain_label(
            translate("NetDialogs", "Seat {number}").format(number=number), self
        )
        self.code = QLineEdit(self)
        self.code.setObjectName(f"inviteCode{seat}")
        self.code.setReadOnly(True)
        # Wide enough for a long code whole (a two-digit number and two long words).
        self.code.setMinimumWidth(
            self.code.fontMetrics().horizontalAdvance("88-tomorrow-wyoming") + 16
        )
        #: Grey text in a seat's code field while the code is being made.
        self.code.setPlaceholderText(translate("NetDialogs", "Making a code…"))
        #: Screen readers' name of a seat's code field in the lobby ({number}: 1 to 4).
        target(self.code, translate("NetDialogs", "Code for seat {number}").format(number=number))
        #: [Lobby] Button: copy the invitation with the seat's code, to paste into a message.
        self.copy_button = QPushButton(translate("NetDialogs", "Copy invitation"), self)
        self.copy_button.setObjectName(f"copyInvitation{seat}")
        target(
            self.copy_button,
            #: Screen readers' name of a seat's Copy invitation button ({number}: 1 to 4).
            translate("NetDialogs", "Copy the invitation for seat {number}").format(number=number),
        )
        #: [Lobby] Button: make a new code for the seat (the old one stops working).
        self.new_button = QPushButton(translate("NetDialogs", "New code"), self)
        self.new_button.setObjectName(f"newCode{seat}")
        target(
            self.new_button,
            #: Screen readers' name of a seat's New code button ({number}: 1 to 4).
            translate("NetDialogs", "New code for seat {number}").format(number=number),
        )
        self.status = plain_label("", self)
        self.status.setObjectName(f"inviteStatus{seat}")
        self.status.setWordWrap(True)
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.new_button.clicked.connect(lambda: self.renew_requested.emit(self.seat))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.title)
        row.addWidget(self.code, 1)
        row.addWidget(self.copy_button)
        row.addWidget(self.new_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        column.addWidget(self.status)

    def show_code(self, code: str) -> None:
        """The seat's code (a new one replaces the old)."""
        self.code.setText(code)
        self.copy_button.setEnabled(bool(code))
        if self._trouble:  # what went wrong with the old code says a new one was made
            self._trouble = False
            return
        #: Under a seat's code in the lobby: the code is ready, the friend has not used it yet.
        self.say(translate("NetDialogs", "Send the invitation to your friend."))

    def trouble(self, why: str) -> None:
        """The seat's code did not work out (`why`): a new one follows."""
        self._trouble = True
        self.say(trouble_text(why))

    def say(self, text: str) -> None:
        """How things stand for this seat."""
        self.status.setText(text)

    def allow_new_code(self, allowed: bool) -> None:
        """New code only while no friend sits here by the code (the seat is open, or away)."""
        self.new_button.setEnabled(allowed)

    @Slot()
    def _on_copy_button_clicked(self) -> None:
        code = self.code.text()
        if code:
            QGuiApplication.clipboard().setText(invitation_text(code))
            #: Under a seat's code in the lobby, after Copy invitation.
            self.say(translate("NetDialogs", "Invitation copied: paste it into a message."))


class InvitationPanel(QWidget):
    """The seats for friends anywhere under a heading, one :class:`InvitationRow` each: in the
    lobby, and in Game > Codes for friends anywhere… once the game is on."""

    renew_requested = Signal(int)
    """New code for a seat."""

    def __init__(self, seats: Sequence[int], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("invitations")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        #: [Lobby] Heading above the codes of the seats for friends anywhere (on the internet).
        heading = plain_label(translate("NetDialogs", "Friends anywhere: one code per seat"), self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        column.addWidget(heading)
        self.rows: dict[int, InvitationRow] = {}
        for seat in seats:
            row = self.rows[seat] = InvitationRow(seat, self)
            row.renew_requested.connect(self.renew_requested)
            column.addWidget(row)

    def show_seats(self, seats: Sequence[SeatState]) -> None:
        """New code only for a seat whose friend is not here by its code (open, or away)."""
        for number, row in self.rows.items():
            if number < len(seats):
                row.allow_new_code(not seats[number].taken or seats[number].away)

    def show_code(self, seat: int, code: str) -> None:
        """Seat `seat`'s code for its friend anywhere (made, or made anew)."""
        row = self.rows.get(seat)
        if row is not None:
            row.show_code(code)

    def show_progress(self, seat: int, how: str) -> None:
        """How seat `seat`'s friend anywhere is connected."""
        row = self.rows.get(seat)
        if row is not None:
            row.say(progress_text(how))

    def show_trouble(self, seat: int, why: str) -> None:
        """Seat `seat`'s invitation ended without its friend: why."""
        row = self.rows.get(seat)
        if row is not None:
            row.trouble(why)


class InvitationsDialog(QDialog):
    """Game > Codes for friends anywhere…: the lobby's codes once the game is on, for a friend
    who lost everything but the way back (New code)."""

    def __init__(
        self,
        seats: Sequence[int],
        seats_now: Callable[[], Sequence[SeatState]],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("invitationsDialog")
        self._seats_now = seats_now
        #: Window title of the dialog with the codes of the seats for friends anywhere.
        self.setWindowTitle(translate("NetDialogs", "Codes for friends anywhere"))
        self.panel = InvitationPanel(seats, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        layout.addWidget(buttons)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """The seats changed: New code where a friend is not here by the seat's code."""
        self.panel.show_seats(self._seats_now())

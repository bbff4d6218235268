"""The invitations of a table's seats for friends anywhere: one wormhole code per open seat
marked `anywhere`, made again whenever one is spent without a friend seated by it (a wrong
code was tried, the friend's app closed the wormhole) or asked for (:meth:`Invitations.renew`:
the lobby's "New code", for a friend who lost everything but the way back)."""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from ..host import TableHost
from ..peer import timer
from .link import Invitation
from .servers import Servers

log = logging.getLogger(__name__)

__all__ = ["Invitations"]

RETRY_S = 5.0
"""How long before a new code is asked for after the mailbox server could not be reached."""
LINGER_S = 3.0
"""How long the wormholes stay open after the table closed, for its goodbyes to go out."""


class Invitations(QObject):
    """The invitations of `host`'s seats for friends anywhere (their parent is the table: they
    close with it), through `servers`."""

    code_made = Signal(int, str)
    """A seat's code, to give its friend (seat, code): at first, and each time it is made anew."""
    progress = Signal(int, str)
    """How a seat's friend is connected (seat; "met", "direct", "relay" or "lost")."""
    trouble = Signal(int, str)
    """A seat's invitation ended without its friend (seat, why: "wrong code", "server",
    "closed"...); a new code follows."""

    def __init__(self, host: TableHost, servers: Servers) -> None:
        super().__init__(host)
        self._servers = servers
        self._now: dict[int, Invitation] = {}
        self._over = False
        self._waited = 0.0
        self._linger = timer(self, self._on_linger_timeout, 100)
        host.closed.connect(self._on_host_closed)
        for seat, state in enumerate(host.seats):
            if state.anywhere:
                self.renew(seat)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats invited."""
        return tuple(sorted(self._now))

    def code(self, seat: int) -> str:
        """`seat`'s code now ("" while it is being made)."""
        invitation = self._now.get(seat)
        return invitation.code if invitation is not None else ""

    def renew(self, seat: int) -> None:
        """Make `seat` a new code; its old one stops working (a friend connected through it is
        cut off)."""
        host = self.parent()
        if self._over or not isinstance(host, TableHost) or host.is_over:
            return
        old = self._now.pop(seat, None)
        if old is not None:
            old.close()
            old.deleteLater()
        made = Invitation(seat, host.code, self._servers, host)
        made.code_made.connect(partial(self.code_made.emit, seat))
        made.progress.connect(partial(self.progress.emit, seat))
        made.failed.connect(partial(self._on_invitation_failed, made))
        self._now[seat] = made

    def close(self) -> None:
        """Close every invitation now."""
        self._over = True
        self._linger.stop()
        for invitation in self._now.values():
            invitation.close()

    def _on_invitation_failed(self, invitation: Invitation, why: str) -> None:
        seat = invitation.seat
        if self._now.get(seat) is not invitation or self._over:
            return
        log.info("the invitation of seat %d ended: %s", seat, why)
        self.trouble.emit(seat, why)
        if why == "server":
            timer(
                self, partial(self._retry, invitation), round(RETRY_S * 1000), single=True
            ).start()
        else:
            self.renew(seat)

    def _retry(self, invitation: Invitation) -> None:
        if self._now.get(invitation.seat) is invitation:
            self.renew(invitation.seat)

    @Slot()
    def _on_host_closed(self) -> None:
        self._linger.start()

    @Slot()
    def _on_linger_timeout(self) -> None:
        host = self.parent()
        self._waited += self._linger.interval() / 1000
        if not isinstance(host, TableHost) or not host.pending or self._waited >= LINGER_S:
            self.close()

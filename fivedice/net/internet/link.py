"""Qt's handles of the wormholes on the reactor's thread: a host's :class:`Invitation` for one
seat, and a guest's :class:`Dial` of a code.

Each makes its tunnel on the reactor's thread (:mod:`.reactor`) and hears from it through a
signal emitted there, which Qt delivers on the GUI thread. :meth:`close` closes the wormhole;
an invitation also closes with its table.
"""

from __future__ import annotations

import contextlib
import json
import logging
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QTcpServer

from fivedice.words import QT_TRANSLATE_NOOP

from ..host import TableHost
from ..peer import timer
from ..protocol import PROTOCOL_VERSION
from . import reactor
from .servers import Servers

log = logging.getLogger(__name__)

__all__ = ["Dial", "Invitation"]

FAILURES = ("wrong code", "no answer", "server", "closed", "not a table")
"""What :attr:`Dial.failed` and :attr:`Invitation.failed` may say, besides an error's text."""
PROGRESS = {
    #: How a friend anywhere is connected: the mailbox server answered, now waiting.
    "finding": QT_TRANSLATE_NOOP("NetDialogs", "Finding the table…"),
    #: How a friend anywhere is connected: the code was right, connecting.
    "met": QT_TRANSLATE_NOOP("NetDialogs", "The code was right: connecting…"),
    #: How a friend anywhere is connected: computer to computer, not through a server.
    "direct": QT_TRANSLATE_NOOP("NetDialogs", "Connected directly."),
    #: How a friend anywhere is connected: through the transit relay server.
    "relay": QT_TRANSLATE_NOOP("NetDialogs", "Connected through a relay."),
    "lost": QT_TRANSLATE_NOOP("NetDialogs", "The connection was lost: getting it back…"),
}
"""What :attr:`Dial.progress` and :attr:`Invitation.progress` say, in English words (translate
them with ``translate("NetDialogs", ...)``)."""
DIAL_FAILED = {
    "wrong code": QT_TRANSLATE_NOOP(
        "NetDialogs", "The code was wrong. Codes work once: ask your friend for a new one."
    ),
    "no answer": QT_TRANSLATE_NOOP(
        "NetDialogs",
        "No table answered this code. Codes work once: ask your friend for a new one.",
    ),
    "server": QT_TRANSLATE_NOOP(
        "NetDialogs",
        "The mailbox server could not be reached. Is this computer on the internet?",
    ),
    "closed": QT_TRANSLATE_NOOP("NetDialogs", "The host closed the invitation."),
    "not a table": QT_TRANSLATE_NOOP("NetDialogs", "That code is not for a Five Dice table."),
}
"""Why :attr:`Dial.failed`, in English words (translate them as :data:`PROGRESS`)."""
NO_ANSWER_S = 30.0
"""How long a guest waits for the host to answer a code. The host made the code and waits for
it, so silence means a code already used (each works once) or mistyped in its first number."""


class _Tunnel:
    """The tunnel a handle made on the reactor's thread, and its closing: when the handle is
    closed, or deleted without being closed (its window or table went), the wormhole closes."""

    def __init__(self) -> None:
        self._made: Any = None
        self.closed = False

    def make(self, make: Any, args: tuple[Any, ...], options: dict[str, Any]) -> None:
        """On the reactor's thread: make the tunnel (unless closed meanwhile)."""
        if self.closed:
            return
        from twisted.internet import reactor as twisted_reactor

        report = args[-1]
        try:
            self._made = make(twisted_reactor, *args, **options)
        except Exception as exc:  # a bad address, a library that will not start
            log.warning("the internet table could not start: %s", exc)
            report("failed", str(exc) or type(exc).__name__)

    def close(self, *_: object) -> None:
        """Close the wormhole (the servers are told on the reactor's thread)."""
        if self.closed:
            return
        self.closed = True
        if reactor.running():
            reactor.call(self._close_made)

    def _close_made(self) -> None:
        if self._made is not None:
            self._made.close()
            self._made = None


class _Link(QObject):
    """A tunnel on the reactor's thread, heard through :attr:`_reported`."""

    _reported = Signal(str, str)

    def __init__(self, servers: Servers, parent: QObject | None) -> None:
        super().__init__(parent)
        self._servers = servers
        self._tunnel = _Tunnel()
        self._last = ""
        self._reported.connect(self._on_reported)
        self.destroyed.connect(self._tunnel.close)  # deleted unclosed: the wormhole goes too

    @property
    def _closed(self) -> bool:
        return self._tunnel.closed

    def _report(self, event: str, value: str) -> None:
        """Called on the reactor's thread."""
        with contextlib.suppress(RuntimeError):  # deleted: nobody listens any more
            self._reported.emit(event, value)

    def _start(self, make: Any, **options: Any) -> None:
        servers = self._servers
        args = (servers.mailbox, servers.relay, self._report)
        reactor.call(self._tunnel.make, make, args, {**options, "no_listen": not servers.direct})

    def close(self) -> None:
        """Close the wormhole (at once; the servers are told on the reactor's thread)."""
        self._tunnel.close()

    @Slot(str, str)
    def _on_reported(self, event: str, value: str) -> None:
        # The same news comes again: the mailbox server may say "finding" more than once, and
        # every ping says how the connection goes.
        if not self._closed and event != self._last:
            self._last = event
            self.heard(event, value)

    def heard(self, event: str, value: str) -> None:
        raise NotImplementedError


class Invitation(_Link):
    """An invitation to seat `seat` of the table `parent` (a :class:`~..host.TableHost`): a
    wormhole code for one friend anywhere. Every connection that friend's app makes comes
    through it to the table as the seat's (:meth:`~..host.TableHost.admit`)."""

    code_made = Signal(str)
    """The code to give the friend ("7-guitarist-revenge")."""
    progress = Signal(str)
    """"met" (the friend typed the code), "direct" or "relay" (how the connection goes),
    "lost" (it broke; dilation tries to get it back)."""
    failed = Signal(str)
    """The invitation is over: why (see :data:`FAILURES`); the seat needs a new code."""

    def __init__(self, seat: int, code: str, servers: Servers, parent: QObject) -> None:
        super().__init__(servers, parent)
        self.seat = seat
        self.code = ""
        """The wormhole code once made ("" before)."""
        self._door = QTcpServer(self)
        if not self._door.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0):
            raise OSError(f"cannot listen on the loopback address: {self._door.errorString()}")
        self._door.newConnection.connect(self._on_door_new_connection)
        from .tunnel import HostTunnel  # imported here: Twisted only with internet play

        invitation = {"protocol": PROTOCOL_VERSION, "code": code, "seat": seat}
        self._start(HostTunnel, port=self._door.serverPort(), invitation=invitation)

    @Slot()
    def _on_door_new_connection(self) -> None:
        while (socket := self._door.nextPendingConnection()) is not None:
            host = self.parent()
            if self._closed or not isinstance(host, TableHost):
                socket.abort()
                socket.deleteLater()
                continue
            host.admit(socket, self.seat)

    def close(self) -> None:
        self._door.close()
        super().close()

    def heard(self, event: str, value: str) -> None:
        if event == "code":
            self.code = value
            self.code_made.emit(value)
        elif event == "failed":
            self.close()
            self.failed.emit(value)
        elif event in ("met", "direct", "relay", "lost"):
            self.progress.emit(event)


class Dial(_Link):
    """A guest's way to a table anywhere: `code`, typed by the friend. Once the host answers,
    :attr:`ready` gives the loopback port the guest's :class:`~..client.TableClient` joins,
    with the table's join code."""

    progress = Signal(str)
    """"finding" (waiting for the host), "met" (the code was right), "direct" or "relay" (how
    the connection goes), "lost" (it broke; dilation tries to get it back)."""
    ready = Signal(int, str)
    """The loopback port to join, and the table's join code."""
    failed = Signal(str)
    """No table this way: why (see :data:`FAILURES`)."""

    def __init__(
        self,
        code: str,
        servers: Servers,
        parent: QObject | None = None,
        *,
        no_answer_s: float = NO_ANSWER_S,
    ) -> None:
        super().__init__(servers, parent)
        self.join_code = ""
        self._no_answer = timer(
            self, partial(self._fail, "no answer"), round(no_answer_s * 1000), single=True
        )
        self._no_answer.start()
        from .tunnel import GuestTunnel  # imported here: Twisted only with internet play

        self._start(GuestTunnel, code=code)

    def heard(self, event: str, value: str) -> None:
        if event != "finding":
            self._no_answer.stop()
        if event == "met":
            try:  # a host of another protocol version says so when the guest says hello
                self.join_code = str(json.loads(value)["code"])
            except (ValueError, KeyError, TypeError):
                self._fail("not a table")
                return
            self.progress.emit("met")
        elif event == "port":
            self.ready.emit(int(value), self.join_code)
        elif event == "failed":
            self._fail(value)
        else:
            self.progress.emit(event)

    def _fail(self, why: str) -> None:
        if not self._closed:
            self.close()
            self.failed.emit(why)

    def close(self) -> None:
        self._no_answer.stop()
        super().close()

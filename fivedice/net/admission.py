"""The door of a table: which connections come in, and for how long they may stand there.

A connection the host has not seated is a *stranger*. A stranger must say hello within
:data:`HELLO_TIMEOUT_S` of connecting, counted from the connection and never extended by anything
it sends (a trickle of bytes, pings or blank lines buys no time). There are at most
:data:`STRANGERS_PER_ADDRESS` strangers from one address and :data:`MAX_STRANGERS` in all; a new
connection is never turned away for that: the oldest stranger of its address (or of all) gives way
to it, so a crowd of silent connections cannot keep a player from joining or rejoining. One that
sends :data:`WRONG_CODES` wrong join codes within :data:`WRONG_CODE_WINDOW_S` is locked out for
the rest of that time (the host still seats a hello with a seat's rejoin token from it: the token
is a far better proof than the code).

An address that opens connections faster than :data:`CONNECT_RATE` a second (after a burst) has
the extra ones held unread for :data:`HOLD_S`, then closed: nothing is read from them, and a
sender that waits for each connection to end before it opens the next is slowed down to that
pace instead of making the host close connections as fast as it can open them. The connections
let in are taken at most :data:`ACCEPT_RATE` a second in all (after a burst); more wait their turn
in the :class:`Listener`'s short queue, then in the system's. So the host's work stays bounded
whatever comes, and a connection from an address that keeps to its pace is not stuck behind
those of an address that does not.
"""

from __future__ import annotations

import contextlib
import logging
import socket as pysocket
import time
from collections import deque
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from .peer import READ_BUFFER, Bucket, Peer, timer

log = logging.getLogger(__name__)

__all__ = [
    "ACCEPT_BURST",
    "ACCEPT_RATE",
    "CONNECT_BURST",
    "CONNECT_RATE",
    "HELLO_TIMEOUT_S",
    "MAX_STRANGERS",
    "STRANGERS_PER_ADDRESS",
    "WRONG_CODES",
    "WRONG_CODE_WINDOW_S",
    "Door",
    "Listener",
]

HELLO_TIMEOUT_S = 10.0
"""A new connection that has not said hello this long after it connected is closed."""
MAX_STRANGERS = 8
"""Connections at once that have not yet been seated (the oldest gives way to a new one)."""
STRANGERS_PER_ADDRESS = 2
"""Connections at once from one address that have not yet been seated (likewise)."""
CONNECT_RATE = 4.0
"""New connections a second one address may open, on average (an app rejoining tries once a
second)."""
CONNECT_BURST = 20.0
"""New connections one address may open at once."""
ACCEPT_RATE = 100.0
"""New connections a second the host takes in all, on average (a table has four seats)."""
ACCEPT_BURST = 50.0
"""New connections the host takes at once."""
QUEUED = 8
"""New connections the listener holds before the host takes them; more wait in the system."""
HOLD_S = 2.0
"""How long a connection beyond its address's pace is held, unread, before it is closed."""
MAX_HELD = 64
"""Connections held at once (beyond that the longest held is closed first)."""
WRONG_CODES = 10
"""Wrong join codes from one address within WRONG_CODE_WINDOW_S before it must wait."""
WRONG_CODE_WINDOW_S = 60.0
MAX_ADDRESSES = 1024
"""Addresses remembered (their pace of connections and their wrong codes), the least recently
seen forgotten first."""


@dataclass
class _Address:
    """What the door remembers of one address."""

    connections: Bucket = field(default_factory=lambda: Bucket(CONNECT_RATE, CONNECT_BURST))
    wrong: list[float] = field(default_factory=list)


@dataclass
class _Stranger:
    address: str
    deadline: QTimer


class Door(QObject):
    """Admits a table's connections (see the module's docstring); `hello_s` is the time a new
    connection has to say hello."""

    def __init__(self, parent: QObject | None = None, *, hello_s: float = HELLO_TIMEOUT_S) -> None:
        super().__init__(parent)
        self._hello_ms = max(1, round(hello_s * 1000))
        self._addresses: dict[str, _Address] = {}
        self._strangers: dict[Peer, _Stranger] = {}
        self._accepts = Bucket(ACCEPT_RATE, ACCEPT_BURST)

    @property
    def strangers(self) -> int:
        """Connections waiting to be seated now."""
        return sum(1 for peer in self._strangers if not peer.closing)

    def wait_s(self) -> float:
        """0 when the host may take the next new connection now (it is counted), else the
        seconds until it may."""
        if self._accepts.take():
            return 0.0
        return max(0.001, self._accepts.wait_s(1.0))

    def let_in(self, address: str) -> bool:
        """A new connection from `address`: False when that address opens connections faster
        than its allowance (the connection is then closed unread)."""
        if self._remember(address).connections.take():
            return True
        log.info("%s opens connections too fast: one closed", address)
        return False

    def arrived(self, peer: Peer) -> None:
        """`peer`, just connected, is a stranger until :meth:`forget`: its hello deadline starts
        now, and the oldest stranger of its address, then of all, gives way if there are too
        many."""
        ours = [p for p, s in self._strangers.items() if s.address == peer.address]
        self._give_way(ours, STRANGERS_PER_ADDRESS)
        self._give_way(list(self._strangers), MAX_STRANGERS)
        deadline = timer(
            peer, partial(self._on_deadline_timeout, peer), self._hello_ms, single=True
        )
        deadline.start()
        self._strangers[peer] = _Stranger(peer.address, deadline)

    def forget(self, peer: Peer) -> None:
        """`peer` is no stranger any more: it was seated, or it is gone."""
        stranger = self._strangers.pop(peer, None)
        if stranger is not None:
            stranger.deadline.stop()

    def wrong_code(self, address: str) -> None:
        """A hello from `address` had the wrong join code."""
        self._remember(address).wrong.append(time.monotonic())

    def locked_out(self, address: str) -> bool:
        """True while `address` sent too many wrong join codes lately."""
        known = self._addresses.get(address)
        if known is None:
            return False
        now = time.monotonic()
        known.wrong = [t for t in known.wrong if now - t < WRONG_CODE_WINDOW_S]
        return len(known.wrong) >= WRONG_CODES

    def _remember(self, address: str) -> _Address:
        known = self._addresses.pop(address, None) or _Address()
        self._addresses[address] = known  # the most recently seen last
        while len(self._addresses) > MAX_ADDRESSES:
            del self._addresses[next(iter(self._addresses))]
        return known

    def _give_way(self, peers: list[Peer], room: int) -> None:
        """Close the oldest of `peers` (strangers, oldest first) until one more fits in `room`."""
        waiting = [p for p in peers if not p.closing]
        for peer in waiting[: max(0, len(waiting) - room + 1)]:
            log.info("%s gives way to a newer connection", peer.address)
            self._strangers.pop(peer, None)
            peer.abort()

    def _on_deadline_timeout(self, peer: Peer) -> None:
        if self._strangers.pop(peer, None) is not None and not peer.closing:
            log.info("%s did not say hello in time", peer.address)
            peer.abort()


class Listener(QTcpServer):
    """The table's listening socket, letting connections in through `door`. Connections beyond
    their address's pace are held, unread, then closed (see the module's docstring). Of the
    others it holds at most :data:`QUEUED` for the host to :meth:`take` (more wait in the
    system's queue, and no more are accepted meanwhile), and each holds at most READ_BUFFER
    bytes of what its sender sent until it is taken: a crowd of connections pouring data cannot
    fill the host's memory while they wait."""

    def __init__(self, door: Door, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._door = door
        self.setMaxPendingConnections(QUEUED)
        self._later = timer(self, self.newConnection.emit, single=True)
        self._held: deque[tuple[float, pysocket.socket]] = deque()
        self._release = timer(self, self._on_release_timeout, round(HOLD_S * 250))

    @property
    def held(self) -> int:
        """Connections held now (beyond their address's pace)."""
        return len(self._held)

    def take(self) -> QTcpSocket | None:
        """The next new connection for the host (None: none now; when some wait for the host's
        allowance, :attr:`newConnection` is emitted again once it is there)."""
        if not self.hasPendingConnections():
            return None
        wait = self._door.wait_s()
        if wait:
            if not self._later.isActive():
                self._later.start(max(1, round(wait * 1000)))
            return None
        return self.nextPendingConnection()

    def close(self) -> None:
        """Stop listening; the connections held are closed."""
        super().close()
        self._release.stop()
        while self._held:
            self._held.popleft()[1].close()

    def incomingConnection(self, handle: int) -> None:
        # The address is read from the descriptor itself: a connection beyond its pace costs no
        # Qt socket, nothing is read from it, and it is gone after a while.
        try:
            raw = pysocket.socket(fileno=handle)
        except OSError:
            return
        try:
            address = str(raw.getpeername()[0])
        except OSError:
            raw.close()  # already gone
            return
        if not self._door.let_in(address):
            self._hold(raw)
            return
        raw.detach()
        socket = QTcpSocket(self)
        socket.setReadBufferSize(READ_BUFFER)
        if socket.setSocketDescriptor(handle):
            self.addPendingConnection(socket)
            return
        log.warning("a new connection could not be taken: %s", socket.errorString())
        socket.setParent(None)
        with contextlib.suppress(OSError):
            pysocket.socket(fileno=handle).close()

    def _hold(self, raw: pysocket.socket) -> None:
        self._held.append((time.monotonic() + HOLD_S, raw))
        while len(self._held) > MAX_HELD:
            self._held.popleft()[1].close()
        if not self._release.isActive():
            self._release.start()

    @Slot()
    def _on_release_timeout(self) -> None:
        now = time.monotonic()
        while self._held and self._held[0][0] <= now:
            self._held.popleft()[1].close()
        if not self._held:
            self._release.stop()

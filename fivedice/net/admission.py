"""The door of a table: which connections come in, and for how long they may stand there.

A connection the host has not seated is a *stranger*. A stranger must say hello within
:data:`HELLO_TIMEOUT_S` of connecting, counted from the connection and never extended by anything
it sends (a trickle of bytes, pings or blank lines buys no time). There are at most
:data:`STRANGERS_PER_ADDRESS` strangers from one address and :data:`MAX_STRANGERS` in all; a new
connection is never turned away for that: the oldest stranger of its address (or of all) gives way
to it, so a crowd of silent connections cannot keep a player from joining or rejoining. An address
that opens connections faster than :data:`CONNECT_RATE` a second (after a burst) has the extra
ones closed before anything is read from them, and one that sends :data:`WRONG_CODES` wrong join
codes within :data:`WRONG_CODE_WINDOW_S` is locked out for the rest of that time (the host still
seats a hello with a seat's rejoin token from it: the token is a far better proof than the code).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QObject, QTimer

from .peer import Bucket, Peer, timer

log = logging.getLogger(__name__)

__all__ = [
    "CONNECT_BURST",
    "CONNECT_RATE",
    "HELLO_TIMEOUT_S",
    "MAX_STRANGERS",
    "STRANGERS_PER_ADDRESS",
    "WRONG_CODES",
    "WRONG_CODE_WINDOW_S",
    "Door",
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

    @property
    def strangers(self) -> int:
        """Connections waiting to be seated now."""
        return sum(1 for peer in self._strangers if not peer.closing)

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

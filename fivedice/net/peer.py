"""One end of a table connection: a TCP socket that speaks the protocol, line by line.

A :class:`Peer` reads whole lines, checks each against the protocol, paces what comes in (token
buckets: a burst, then a steady rate, of lines and of bytes) and notices silence. It reports
what it reads with signals and never decides anything: the host and the client do.
"""

from __future__ import annotations

import logging
import math
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .protocol import MAX_MESSAGE, LineReader, ProtocolError, decode, encode

log = logging.getLogger(__name__)

__all__ = ["HEARTBEAT_S", "SILENT_S", "Bucket", "Pace", "Peer", "timer"]

READ_BUFFER = 4 * MAX_MESSAGE
"""Bytes Qt may hold unread for one connection; a sender faster than that waits (TCP)."""
MAX_UNSENT = 16 * MAX_MESSAGE
"""Bytes that may wait to be sent to a peer; one that reads nothing for that long is cut off."""
LOW_WATER = 2 * MAX_MESSAGE
"""A long account (:meth:`Peer.send_paced`) is written on only while fewer bytes than this wait
to go out: it goes as fast as the other side reads, and never piles up to :data:`MAX_UNSENT`."""
MAX_QUEUED = 64 * MAX_MESSAGE
"""Bytes a paced account (and what is sent behind it) may hold back; more is a bug or a peer
that reads nothing, and the connection is cut."""
LINGER_MS = 5000
"""How long a closing connection may take to send what is left before it is cut."""
HEARTBEAT_S = 3.0
"""How often each side sends a ping to the other while nothing else goes."""
SILENT_S = 9.0
"""A peer heard nothing from for this long (three heartbeats) is taken as gone: a frozen or
unplugged host or guest is noticed within 10 seconds."""
BYTE_RATE = 16_384.0
"""Bytes a second a paced peer's sender may have read, on average: a table's guest sends a few
dozen bytes a message. Beyond it reading waits (TCP holds the sender back): no work is done."""
BYTE_BURST = float(2 * MAX_MESSAGE)
"""Bytes a paced peer's sender may have read at once."""
RESUME_BYTES = 4096
"""A paced reader waiting for its byte allowance goes on once it has this many bytes again."""


def timer(
    parent: QObject, slot: Callable[[], object], interval_ms: int = 0, *, single: bool = False
) -> QTimer:
    """A timer owned by `parent` (so it lives as long as it) that calls `slot`."""
    made = QTimer(parent)
    made.setInterval(interval_ms)
    made.setSingleShot(single)
    made.timeout.connect(slot)
    return made


class Bucket:
    """A token bucket: `burst` tokens at once, then `rate` a second."""

    def __init__(self, rate: float, burst: float) -> None:
        self._rate = rate
        self._burst = burst
        self._tokens = burst
        self._last = time.monotonic()

    def tokens(self) -> float:
        """The tokens there are now."""
        now = time.monotonic()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        return self._tokens

    def take(self, amount: float = 1.0) -> bool:
        """Spend `amount` tokens if there are that many."""
        if self.tokens() < amount:
            return False
        self._tokens -= amount
        return True

    def spend(self, amount: float) -> None:
        """Spend `amount` tokens (there were that many)."""
        self._tokens -= amount

    def wait_s(self, amount: float) -> float:
        """Seconds until there are `amount` tokens."""
        return max(0.0, (amount - self.tokens()) / self._rate)


@dataclass(frozen=True)
class Pace:
    """How fast a peer's sender may be read: at most `burst` lines at once and `rate` a second
    (blank lines count: each is a line to look at), and at most `byte_burst` bytes at once and
    `byte_rate` a second. Lines beyond their allowance are refused as :attr:`Peer.violated`;
    bytes beyond theirs wait unread."""

    rate: float
    burst: float
    byte_rate: float = BYTE_RATE
    byte_burst: float = BYTE_BURST


class Peer(QObject):
    """A protocol connection over `socket` (which it takes over and parents).

    `allowed` are the message types this side accepts. With `pace`, what the other side sends
    is read no faster than it allows; without, as fast as it comes.
    """

    received = Signal(dict)
    """A valid message (a dict with its "type")."""
    violated = Signal(str, bool)
    """A message broke the protocol (what was wrong; True when the stream cannot go on)."""
    gone = Signal()
    """The connection closed or failed (emitted once)."""
    silent = Signal()
    """Nothing came for the time given to :meth:`expect_within`."""
    drained = Signal()
    """Everything given to :meth:`send_paced` (and sent behind it) has been written out."""

    def __init__(
        self,
        socket: QTcpSocket,
        allowed: frozenset[str],
        *,
        pace: Pace | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(READ_BUFFER)
        self._allowed = allowed
        self._reader = LineReader()
        self._lines = Bucket(pace.rate, pace.burst) if pace else None
        self._bytes = Bucket(pace.byte_rate, max(pace.byte_burst, 1.0)) if pace else None
        self._closing = False
        self._gone = False
        self._retired = False
        self.strikes = 0
        """Protocol errors counted against this connection (the host decides what is too many;
        a seated guest's are counted on its seat)."""
        self.address = socket.peerAddress().toString()
        """The peer's address, as text ("" before a connection is made)."""
        self._queue: deque[bytes] = deque()
        self._queued = 0
        self._draining = False
        self._silence = timer(self, self._on_silence_timeout, single=True)
        self._linger = timer(self, self.abort, LINGER_MS, single=True)
        self._resume = timer(self, self._on_socket_ready_read, single=True)
        socket.readyRead.connect(self._on_socket_ready_read)
        socket.bytesWritten.connect(self._on_socket_bytes_written)
        socket.disconnected.connect(self._on_socket_disconnected)
        socket.errorOccurred.connect(self._on_socket_error_occurred)
        socket.connected.connect(self._on_socket_connected)

    @property
    def socket(self) -> QTcpSocket:
        """The socket (read its state; write through :meth:`send`)."""
        return self._socket

    @property
    def closing(self) -> bool:
        """True once :meth:`close` or :meth:`abort` was called, or the connection is gone."""
        return self._closing or self._gone

    def expect_within(self, seconds: float | None) -> None:
        """Emit :attr:`silent` when nothing comes for `seconds` (None: never)."""
        if seconds is None:
            self._silence.stop()
        else:
            self._silence.start(max(1, round(seconds * 1000)))

    def send(self, msg: Mapping[str, Any]) -> None:
        """Write one message (it is checked; a bug in the sender raises ProtocolError). Behind
        a paced account it waits its turn."""
        if self.closing:
            return
        line = encode(msg)
        if self._queue:
            self._hold_back([line])
            return
        if self._socket.bytesToWrite() + len(line) > MAX_UNSENT:
            log.info("connection %s reads nothing: cut off", self.address)
            self.abort()
            return
        self._socket.write(line)

    def send_paced(self, msgs: Iterable[Mapping[str, Any]]) -> None:
        """Write `msgs` as the other side reads them (a rejoining guest's account of the game:
        it may be long), then emit :attr:`drained`; what is sent meanwhile goes behind them."""
        if self.closing:
            return
        self._draining = True
        self._hold_back([encode(msg) for msg in msgs])

    def _hold_back(self, lines: list[bytes]) -> None:
        self._queue.extend(lines)
        self._queued += sum(len(line) for line in lines)
        if self._queued > MAX_QUEUED:
            log.info("connection %s reads too little: cut off", self.address)
            self.abort()
            return
        self._pump()

    def _pump(self) -> None:
        """Write what waits while little is on its way; say when everything is out."""
        socket = self._socket
        while self._queue and not self.closing and socket.bytesToWrite() < LOW_WATER:
            line = self._queue.popleft()
            self._queued -= len(line)
            socket.write(line)
        if self._draining and not self._queue and not self.closing and not socket.bytesToWrite():
            self._draining = False
            self.drained.emit()

    @Slot(int)
    def _on_socket_bytes_written(self, _count: int) -> None:
        self._pump()

    def close(self, last: Mapping[str, Any] | None = None) -> None:
        """Send `last` (if any), then close once everything written has gone out."""
        if self.closing:
            return
        if last is not None:
            self.send(last)
        while self._queue:  # what waits goes out before the goodbye's hang-up (or the linger)
            self._socket.write(self._queue.popleft())
        self._queued = 0
        self._closing = True
        self._silence.stop()
        self._resume.stop()
        self._linger.start()
        # What was sent and not read is dropped first: closing over unread data resets the
        # connection, and the goodbye just written could be lost on the way.
        self._socket.readAll()
        self._socket.disconnectFromHost()

    @Slot()
    def abort(self) -> None:
        """Drop the connection at once (nothing more is read or written)."""
        self._closing = True
        self._queue.clear()
        self._silence.stop()
        self._resume.stop()
        self._socket.abort()
        self._finish()

    def retire(self, last: Mapping[str, Any] | None = None) -> None:
        """Report nothing more; close (after `last`) and delete this peer once closed."""
        self.blockSignals(True)
        self._retired = True
        self.close(last)
        if self._gone:
            self.deleteLater()

    def _finish(self) -> None:
        if not self._gone:
            self._gone = True
            self._silence.stop()
            self._linger.stop()
            self._resume.stop()
            self.gone.emit()
            if self._retired:
                self.deleteLater()

    @Slot()
    def _on_socket_connected(self) -> None:
        self.address = self._socket.peerAddress().toString()

    @Slot()
    def _on_socket_ready_read(self) -> None:
        while not self.closing and self._socket.bytesAvailable() > 0:
            allowance = MAX_MESSAGE
            if self._bytes is not None:
                allowance = min(allowance, math.floor(self._bytes.tokens()))
                if allowance < 1:
                    # Nothing is read until the allowance is back: what waits stays in Qt's
                    # buffer, then in the system's, and TCP holds the sender back.
                    if not self._resume.isActive():
                        wait = self._bytes.wait_s(RESUME_BYTES)
                        self._resume.start(max(1, math.ceil(wait * 1000)))
                    return
            chunk = bytes(self._socket.read(allowance).data())
            if not chunk:
                break
            if self._bytes is not None:
                self._bytes.spend(len(chunk))
            if self._silence.isActive():
                self._silence.start()
            lines = self._reader.split(chunk)
            while not self.closing:
                try:
                    line = next(lines, None)
                except ProtocolError as exc:
                    self.violated.emit(str(exc), True)
                    return
                if line is None:
                    break
                self._take(line)

    def _take(self, line: bytes) -> None:
        if self._lines is not None and not self._lines.take():
            self.violated.emit("too many messages: slow down", False)
            return
        if not line.strip():
            return  # a blank line is a keep-alive some tools send: harmless, within the pace
        try:
            msg = decode(line, self._allowed)
        except ProtocolError as exc:
            self.violated.emit(str(exc), False)
            return
        self.received.emit(msg)

    @Slot()
    def _on_socket_disconnected(self) -> None:
        self._finish()

    @Slot(QAbstractSocket.SocketError)
    def _on_socket_error_occurred(self, error: QAbstractSocket.SocketError) -> None:
        log.debug("connection %s: %s", self.address, self._socket.errorString())
        if self._socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._finish()

    @Slot()
    def _on_silence_timeout(self) -> None:
        if not self.closing:
            self.silent.emit()

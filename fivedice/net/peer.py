"""One end of a table connection: a TCP socket that speaks the protocol, line by line.

A :class:`Peer` reads whole lines, checks each against the protocol, paces what comes in (a
token bucket: a burst, then a steady rate) and notices silence. It reports what it reads with
signals and never decides anything: the host and the client do.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .protocol import MAX_MESSAGE, LineReader, ProtocolError, decode, encode

log = logging.getLogger(__name__)

__all__ = ["Peer", "timer"]

READ_BUFFER = 4 * MAX_MESSAGE
"""Bytes Qt may hold unread for one connection; a sender faster than that waits (TCP)."""
MAX_UNSENT = 16 * MAX_MESSAGE
"""Bytes that may wait to be sent to a peer; one that reads nothing for that long is cut off."""
LINGER_MS = 5000
"""How long a closing connection may take to send what is left before it is cut."""


def timer(
    parent: QObject, slot: Callable[[], object], interval_ms: int = 0, *, single: bool = False
) -> QTimer:
    """A timer owned by `parent` (so it lives as long as it) that calls `slot`."""
    made = QTimer(parent)
    made.setInterval(interval_ms)
    made.setSingleShot(single)
    made.timeout.connect(slot)
    return made


class _Bucket:
    """A token bucket: `burst` messages at once, then `rate` a second."""

    def __init__(self, rate: float, burst: float) -> None:
        self._rate = rate
        self._burst = burst
        self._tokens = burst
        self._last = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


class Peer(QObject):
    """A protocol connection over `socket` (which it takes over and parents).

    `allowed` are the message types this side accepts. With `rate`, at most `burst` messages at
    once and `rate` a second are read; the rest are refused as :attr:`violated`.
    """

    received = Signal(dict)
    """A valid message (a dict with its "type")."""
    violated = Signal(str, bool)
    """A message broke the protocol (what was wrong; True when the stream cannot go on)."""
    gone = Signal()
    """The connection closed or failed (emitted once)."""
    silent = Signal()
    """Nothing came for the time given to :meth:`expect_within`."""

    def __init__(
        self,
        socket: QTcpSocket,
        allowed: frozenset[str],
        *,
        rate: float | None = None,
        burst: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(READ_BUFFER)
        self._allowed = allowed
        self._reader = LineReader()
        self._bucket = _Bucket(rate, burst) if rate else None
        self._closing = False
        self._gone = False
        self._retired = False
        self.strikes = 0
        """Protocol errors counted against this peer (the host decides what is too many)."""
        self.address = socket.peerAddress().toString()
        """The peer's address, as text ("" before a connection is made)."""
        self._silence = timer(self, self._on_silence_timeout, single=True)
        self._linger = timer(self, self.abort, LINGER_MS, single=True)
        socket.readyRead.connect(self._on_socket_ready_read)
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
        """Write one message (it is checked; a bug in the sender raises ProtocolError)."""
        if self.closing:
            return
        line = encode(msg)
        if self._socket.bytesToWrite() + len(line) > MAX_UNSENT:
            log.info("connection %s reads nothing: cut off", self.address)
            self.abort()
            return
        self._socket.write(line)

    def close(self, last: Mapping[str, Any] | None = None) -> None:
        """Send `last` (if any), then close once everything written has gone out."""
        if self.closing:
            return
        if last is not None:
            self.send(last)
        self._closing = True
        self._silence.stop()
        self._linger.start()
        # What was sent and not read is dropped first: closing over unread data resets the
        # connection, and the goodbye just written could be lost on the way.
        self._socket.readAll()
        self._socket.disconnectFromHost()

    @Slot()
    def abort(self) -> None:
        """Drop the connection at once (nothing more is read or written)."""
        self._closing = True
        self._silence.stop()
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
            self.gone.emit()
            if self._retired:
                self.deleteLater()

    @Slot()
    def _on_socket_connected(self) -> None:
        self.address = self._socket.peerAddress().toString()

    @Slot()
    def _on_socket_ready_read(self) -> None:
        while not self.closing and self._socket.bytesAvailable() > 0:
            chunk = self._socket.read(MAX_MESSAGE).data()
            if not chunk:
                break
            if self._silence.isActive():
                self._silence.start()
            try:
                lines = self._reader.feed(bytes(chunk))
            except ProtocolError as exc:
                self.violated.emit(str(exc), True)
                return
            for line in lines:
                if self.closing:
                    return
                self._take(line)

    def _take(self, line: bytes) -> None:
        if not line.strip():
            return  # a blank line is a keep-alive some tools send: harmless
        if self._bucket is not None and not self._bucket.take():
            self.violated.emit("too many messages: slow down", False)
            return
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

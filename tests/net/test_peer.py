"""A connection's long account goes out as fast as the other side reads it, never piling up in
the host's memory, and says when it is all out; what is sent meanwhile waits behind it.

The other side is a plain socket on 127.0.0.1 with small system buffers, so that what it does
not read stays with the sender."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer

from fivedice.net.peer import LOW_WATER, MAX_QUEUED, Peer
from fivedice.net.protocol import CLIENT_TYPES

from .helpers import pump

SMALL = 4096


@pytest.fixture
def connected(qtbot) -> Iterator[tuple[Peer, socket.socket]]:
    """A host-side Peer and the plain socket at the other end (which reads only when told)."""
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, SMALL)
    raw.connect(("127.0.0.1", server.serverPort()))
    raw.setblocking(False)
    qtbot.waitUntil(server.hasPendingConnections, timeout=3000)
    sock = server.nextPendingConnection()
    sock.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, SMALL)
    peer = Peer(sock, CLIENT_TYPES, parent=server)
    yield peer, raw
    raw.close()
    server.close()
    server.deleteLater()


def read_lines(raw: socket.socket, count: int, ms: int = 10_000) -> list[dict]:
    """Read `count` messages from `raw`, letting Qt write meanwhile."""
    buffer, lines = b"", []
    for _ in range(ms // 5):
        pump(5)
        try:
            while chunk := raw.recv(1 << 16):
                buffer += chunk
        except BlockingIOError:
            pass
        *done, buffer = buffer.split(b"\n")
        lines.extend(json.loads(line) for line in done)
        if len(lines) >= count:
            break
    return lines


def account(n: int) -> list[dict]:
    """`n` messages of about 300 bytes each, numbered."""
    return [{"type": "error", "message": f"{i:06d} " + "x" * 280} for i in range(n)]


def test_a_long_account_goes_as_fast_as_it_is_read_and_says_when_it_is_out(qtbot, connected):
    peer, raw = connected
    drained: list[bool] = []
    peer.drained.connect(lambda: drained.append(True))
    sent = account(10_000)  # about 3 MB: far more than the other side's buffers take
    peer.send_paced(sent)
    peer.send({"type": "closed", "reason": "after the account"})  # waits behind it
    pump(300)
    assert drained == []  # nothing is read: it is not out, and says nothing
    assert peer.socket.bytesToWrite() < LOW_WATER + 400  # and it does not pile up in Qt
    lines = read_lines(raw, len(sent) + 1)
    assert lines[:-1] == sent and lines[-1]["reason"] == "after the account"
    qtbot.waitUntil(lambda: drained == [True], timeout=3000)
    assert peer.socket.state() == QAbstractSocket.SocketState.ConnectedState


def test_an_account_the_other_side_never_takes_is_cut_off_at_its_limit(qtbot, connected):
    peer, _raw = connected
    gone: list[bool] = []
    peer.gone.connect(lambda: gone.append(True))
    peer.send_paced(account(MAX_QUEUED // 300 + 100))
    qtbot.waitUntil(lambda: gone == [True], timeout=3000)
    assert peer.closing

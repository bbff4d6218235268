"""Finding tables on the local network: one small UDP query, answered by each open table.

A joining app sends one query datagram to the discovery address (the LAN broadcast address
unless ``FIVEDICE_DISCOVERY_ADDRESS`` names another) and port; every host whose table takes
players answers it directly, to the address and port the query came from. A host never
broadcasts, and answers only while its table is open. The datagrams are small JSON objects:

* query: ``{"type": "find", "protocol": 2}``
* answer: ``{"type": "table", "protocol": 2, "name": ..., "port": ..., "players": ...,
  "seats": ..., "open": ...}``

Only tables of the asker's protocol version (:data:`~.protocol.PROTOCOL_VERSION`) answer.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

from fivedice.core import MAX_PLAYERS

from .protocol import PROTOCOL_VERSION, TABLE_NAME_MAX

log = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_DISCOVERY_ADDRESS",
    "DISCOVERY_PORT",
    "TableBeacon",
    "TableFinder",
    "discovery_address",
]

DISCOVERY_PORT = 47_111
"""The UDP port hosts answer queries on."""
DEFAULT_DISCOVERY_ADDRESS = "255.255.255.255"
"""Where a query goes unless FIVEDICE_DISCOVERY_ADDRESS says otherwise: the LAN broadcast."""
DISCOVERY_ENV = "FIVEDICE_DISCOVERY_ADDRESS"
MAX_DATAGRAM = 1024
"""A datagram longer than this is not a query or an answer: it is ignored."""
ANSWERS_PER_SECOND = 20
"""A host answers at most this many queries a second (a flood is not answered)."""

_QUERY = {"type": "find", "protocol": PROTOCOL_VERSION}


def discovery_address() -> str:
    """The address a query is sent to: ``FIVEDICE_DISCOVERY_ADDRESS`` when set (and not blank),
    else the LAN broadcast address."""
    value = os.environ.get(DISCOVERY_ENV, "").strip()
    return value or DEFAULT_DISCOVERY_ADDRESS


def _datagram(socket: QUdpSocket) -> tuple[dict[str, Any] | None, QHostAddress, int]:
    """The next datagram as a JSON object (None when it is not one), its sender and port."""
    datagram = socket.receiveDatagram(MAX_DATAGRAM + 1)
    raw = datagram.data().data()
    sender, port = datagram.senderAddress(), datagram.senderPort()
    if not 0 < len(raw) <= MAX_DATAGRAM:
        return None, sender, port
    try:
        data = json.loads(bytes(raw).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, sender, port
    return (data if isinstance(data, dict) else None), sender, port


class _DiscoveryEndpoint(QObject):
    """One end of the discovery (a host's beacon, a guest's finder): the one UDP socket it holds
    while it runs."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._socket: QUdpSocket | None = None

    def _bind(
        self,
        address: QHostAddress,
        port: int,
        mode: QAbstractSocket.BindFlag = QAbstractSocket.BindFlag.DefaultForPlatform,
        *,
        failure: str,
    ) -> bool:
        """Take `port` of `address` and read what comes to it; False (logged after `failure`,
        the words saying what cannot be done then) when it cannot be had."""
        socket = QUdpSocket(self)
        if not socket.bind(address, port, mode):
            log.warning("%s: %s", failure, socket.errorString())
            socket.deleteLater()
            return False
        socket.readyRead.connect(self._on_socket_ready_read)
        self._socket = socket
        return True

    def stop(self) -> None:
        """Let the socket go: a beacon stops answering, a finder stops listening for answers."""
        if self._socket is not None:
            self._socket.close()
            self._socket.deleteLater()
            self._socket = None

    @Slot()
    def _on_socket_ready_read(self) -> None:
        socket = self._socket
        while socket is not None and socket.hasPendingDatagrams():
            data, sender, port = _datagram(socket)
            if data is not None:
                self._received(socket, data, sender, port)

    def _received(
        self, socket: QUdpSocket, data: dict[str, Any], sender: QHostAddress, port: int
    ) -> None:
        """Take the JSON object `data` that came to `socket` from port `port` of `sender`."""
        raise NotImplementedError


class TableBeacon(_DiscoveryEndpoint):
    """Answers table queries on `port` of the address `listen`, while running.

    `info` gives the answer's fields (name, port, players, seats, open) when a query comes.
    Port 0 takes any free port (tests): :attr:`port` says which.
    """

    def __init__(
        self,
        info: Callable[[], dict[str, Any]],
        listen: str = "0.0.0.0",
        port: int = DISCOVERY_PORT,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._info = info
        self._listen = listen
        self._wanted_port = port
        self._answered: list[float] = []

    @property
    def running(self) -> bool:
        """True while queries are answered."""
        return self._socket is not None

    @property
    def port(self) -> int:
        """The port queries are answered on (0 while not running)."""
        return self._socket.localPort() if self._socket is not None else 0

    def start(self) -> bool:
        """Begin answering; False (logged) when the port cannot be had: the table still works,
        guests type its address instead."""
        if self._socket is not None:
            return True
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        return self._bind(
            QHostAddress(self._listen),
            self._wanted_port,
            mode,
            failure="tables cannot be found on the network",
        )

    def _may_answer(self) -> bool:
        now = time.monotonic()
        self._answered = [t for t in self._answered if now - t < 1.0]
        if len(self._answered) >= ANSWERS_PER_SECOND:
            return False
        self._answered.append(now)
        return True

    def _received(
        self, socket: QUdpSocket, data: dict[str, Any], sender: QHostAddress, port: int
    ) -> None:
        if data != _QUERY or port == 0 or not self._may_answer():
            return
        answer = {"type": "table", "protocol": PROTOCOL_VERSION, **self._info()}
        payload = json.dumps(answer, ensure_ascii=False).encode("utf-8")
        # Straight back to the one who asked: never to a broadcast address.
        socket.writeDatagram(payload, sender, port)


def _answer_fields(data: dict[str, Any]) -> dict[str, Any] | None:
    """The answer's fields when it is a valid answer, else None."""
    if data.get("type") != "table" or data.get("protocol") != PROTOCOL_VERSION:
        return None
    name, port = data.get("name"), data.get("port")
    counts = [data.get(k) for k in ("players", "seats", "open")]
    if not isinstance(name, str) or len(name) > TABLE_NAME_MAX:
        return None
    if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
        return None
    if not all(isinstance(c, int) and not isinstance(c, bool) for c in counts):
        return None
    players, seats, free = counts
    assert isinstance(players, int) and isinstance(seats, int) and isinstance(free, int)
    if not 0 <= free <= seats <= MAX_PLAYERS or not 0 <= players <= seats:
        return None
    return {"name": name, "port": port, "players": players, "seats": seats, "open": free}


class TableFinder(_DiscoveryEndpoint):
    """Looks for tables: :meth:`search` sends one query; each answer is :attr:`found`."""

    found = Signal(dict)
    """A table answered: {name, address, port, players, seats, open, protocol}."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seen: set[tuple[str, int]] = set()

    def search(self, address: str | None = None, port: int = DISCOVERY_PORT) -> bool:
        """Send one query to `address` (default :func:`discovery_address`) and `port`; answers
        come as :attr:`found`, each table once per search. False when it could not be sent."""
        target = QHostAddress(address if address is not None else discovery_address())
        if target.isNull():
            log.warning("cannot look for tables: %r is not an address", address)
            return False
        # Answers to a query on this computer come on loopback: listen there only, then.
        local = QHostAddress(
            QHostAddress.SpecialAddress.LocalHost
            if target.isLoopback()
            else QHostAddress.SpecialAddress.AnyIPv4
        )
        if self._socket is not None and self._socket.localAddress() != local:
            self.stop()
        if self._socket is None and not self._bind(local, 0, failure="cannot look for tables"):
            return False
        assert self._socket is not None
        self._seen.clear()
        payload = json.dumps(_QUERY).encode("utf-8")
        sent = self._socket.writeDatagram(payload, target, port)
        if sent != len(payload):
            log.warning("cannot look for tables: %s", self._socket.errorString())
            return False
        return True

    def _received(
        self, socket: QUdpSocket, data: dict[str, Any], sender: QHostAddress, port: int
    ) -> None:
        fields = _answer_fields(data)
        if fields is None:
            return
        address = sender.toString()
        if address.startswith("::ffff:"):
            address = address[len("::ffff:") :]
        key = (address, fields["port"])
        if key in self._seen:
            return
        self._seen.add(key)
        self.found.emit({**fields, "address": address, "protocol": PROTOCOL_VERSION})

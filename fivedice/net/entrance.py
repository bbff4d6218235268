"""Where a table's guests come in from the local network: its listening socket, which lets
connections in at the door's pace (:class:`~.admission.Listener`), and the beacon that answers
table searches (:class:`~.discovery.TableBeacon`). Friends anywhere come in through their
invitations instead (:mod:`.internet`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from .admission import Door, Listener
from .discovery import TableBeacon
from .reach import Reach

__all__ = ["Entrance"]


class Entrance(QObject):
    """The way in at `reach` through `door`; `info` is what the beacon answers searches with."""

    arrived = Signal(QTcpSocket)
    """A connection came in (the host takes it over)."""

    def __init__(
        self, reach: Reach, door: Door, info: Callable[[], dict[str, Any]], parent: QObject
    ) -> None:
        super().__init__(parent)
        self._reach = reach
        self._door = door
        self._server: Listener | None = None
        self._port = 0
        self._beacon = (
            TableBeacon(info, reach.listen, reach.discovery_port, self)
            if reach.discovery_port is not None
            else None
        )

    @property
    def port(self) -> int:
        """The TCP port guests join on (0 before :meth:`open`)."""
        return self._port

    @property
    def discovery_port(self) -> int:
        """The UDP port searches are answered on (0 while not answering)."""
        return self._beacon.port if self._beacon is not None else 0

    @property
    def is_open(self) -> bool:
        """True while connections are taken."""
        return self._server is not None and self._server.isListening()

    def open(self, *, answer_searches: bool) -> bool:
        """Start listening (and answering searches, if asked); False when it listened already.
        OSError when the address or port cannot be had."""
        if self._server is not None:
            return False
        reach, server = self._reach, Listener(self._door, self)
        if not server.listen(QHostAddress(reach.listen), reach.port):
            reason = server.errorString()
            server.deleteLater()
            raise OSError(f"cannot listen on {reach.listen} port {reach.port}: {reason}")
        server.newConnection.connect(self._on_server_new_connection)
        self._server = server
        self._port = server.serverPort()
        self.answer_searches(answer_searches)
        return True

    def answer_searches(self, on: bool) -> None:
        """Answer table searches on the local network, or stop (the game started: no one new
        may join)."""
        if self._beacon is not None:
            if on:
                self._beacon.start()
            else:
                self._beacon.stop()

    def shut(self) -> None:
        """No one comes in any more (the port is kept: it is not given to another table)."""
        self.answer_searches(False)
        if self._server is not None:
            self._server.close()

    @Slot()
    def _on_server_new_connection(self) -> None:
        while self._server is not None and (socket := self._server.take()) is not None:
            self.arrived.emit(socket)

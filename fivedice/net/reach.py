"""Where a network table is reached: the address and port it listens on, the port it answers
table searches on, how long it keeps a seat for a guest who lost the connection, and the
addresses guests can type to join it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from .discovery import DISCOVERY_PORT

__all__ = ["DEFAULT_REACH", "GRACE_S", "Reach"]

GRACE_S = 60.0
"""How long a guest who left may come back before their seat drops out."""


@dataclass(frozen=True)
class Reach:
    """Where a table takes connections, and how long it keeps a seat for a guest who lost one.

    `listen` is the address to listen on ("0.0.0.0": every network of this computer), `port`
    its port (0: any free one); `discovery_port` answers table searches (None: none);
    `grace_s` is how long a guest who lost the connection may take to come back.
    """

    listen: str = "0.0.0.0"
    port: int = 0
    grace_s: float = GRACE_S
    discovery_port: int | None = DISCOVERY_PORT

    def addresses(self) -> tuple[str, ...]:
        """The addresses guests can type to join: the listening address, or when listening on
        every network, this computer's IPv4 addresses on its networks (loopback last)."""
        if self.listen not in ("0.0.0.0", ""):
            return (self.listen,)
        found = [
            a.toString()
            for a in QNetworkInterface.allAddresses()
            if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        ]
        return tuple(sorted(found, key=lambda a: (a.startswith("127."), a)))


DEFAULT_REACH = Reach()
"""Every network of this computer, any free port, the usual grace period, searches answered."""

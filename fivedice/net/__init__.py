"""Playing across computers: a host's table on the local network, and its guests.

The host decides: its computer runs the real game (with the seed every player helped to make,
which fixes every roll) and checks every guest's request with the core's rules; guests keep a
mirror of the game, moved only by what the host sends, and check the whole game at the end.
Qt's networking only (QtCore and QtNetwork): it runs without a window. The messages are in
``docs/PROTOCOL.md``.

Public API::

    TableHost(make_driver, seats, rules, code, table_name=..., reach=Reach(listen, port,
              grace_s, discovery_port))          # the host's side; a TableDriver plays the game
    TableClient().join(host, port, name, code)    # a guest's side; MirrorGame is its game
    TableFinder().search(); TableBeacon(...)      # finding tables on the local network
    python -m fivedice.net serve | play           # a table, or a computer guest, headless
"""

from __future__ import annotations

from .client import TableClient
from .discovery import DISCOVERY_PORT, TableBeacon, TableFinder, discovery_address
from .host import DriverFactory, SeatSpec, SeatState, TableDriver, TableHost, new_code
from .mirror import MirrorGame
from .protocol import MAX_MESSAGE, PROTOCOL_VERSION, ProtocolError, decode, encode
from .reach import Reach
from .table import carry_out

__all__ = [
    "DISCOVERY_PORT",
    "MAX_MESSAGE",
    "PROTOCOL_VERSION",
    "DriverFactory",
    "MirrorGame",
    "ProtocolError",
    "Reach",
    "SeatSpec",
    "SeatState",
    "TableBeacon",
    "TableClient",
    "TableDriver",
    "TableFinder",
    "TableHost",
    "carry_out",
    "decode",
    "discovery_address",
    "encode",
    "new_code",
]

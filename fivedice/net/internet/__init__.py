"""Internet tables: a friend anywhere joins with a spoken code ("7-guitarist-revenge").

The table's protocol is the local network's, unchanged; it travels in a magic-wormhole
(:mod:`.tunnel`): the code is single-use and protected by SPAKE2, everything after it is end-to-end
encrypted, and Dilation keeps the connection through network changes. The two sides meet at a
mailbox server and connect directly when they can, else through a transit relay
(:mod:`.servers`). Twisted runs on a thread of its own (:mod:`.reactor`), started at the first use;
nothing of it is imported before.

Public API::

    Invitations(host, servers)       # the host's codes, one per seat marked anywhere
    Dial(code, servers)              # a guest's way in: ready(port, join_code) for TableClient
    servers(mailbox, relay)          # which servers (settings, environment, public defaults)
    reactor.stop()                   # when the app quits
"""

from __future__ import annotations

from .invitations import Invitations
from .link import Dial, Invitation
from .servers import MAILBOX_ENV, PUBLIC_MAILBOX, PUBLIC_RELAY, RELAY_ENV, Servers, servers

__all__ = [
    "MAILBOX_ENV",
    "PUBLIC_MAILBOX",
    "PUBLIC_RELAY",
    "RELAY_ENV",
    "Dial",
    "Invitation",
    "Invitations",
    "Servers",
    "servers",
]

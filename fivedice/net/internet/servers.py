"""Which servers internet tables meet through: a magic-wormhole mailbox server (where the two
sides exchange the code's key and their connection hints) and a transit relay (which carries the
encrypted bytes when no direct connection can be made).

The defaults are the public servers of the magic-wormhole project, run by a third party; a club
can run its own (README: "Internet tables") and name them in Settings, in ``--mailbox`` and
``--relay`` options, or in :data:`MAILBOX_ENV` and :data:`RELAY_ENV`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from fivedice.store.settings import mailbox_address, relay_address

__all__ = ["MAILBOX_ENV", "PUBLIC_MAILBOX", "PUBLIC_RELAY", "RELAY_ENV", "Servers", "servers"]

PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
"""The magic-wormhole project's public mailbox server."""
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"
"""The magic-wormhole project's public transit relay."""
MAILBOX_ENV = "FIVEDICE_MAILBOX"
"""A mailbox server's URL to use instead of the settings' (``ws://host:port/v1``)."""
RELAY_ENV = "FIVEDICE_RELAY"
"""A transit relay to use instead of the settings' (``tcp:host:port``)."""
RELAY_ONLY_ENV = "FIVEDICE_RELAY_ONLY"
"""``1``: never connect directly, always through the relay (the other side's computer then
never learns this one's addresses)."""


@dataclass(frozen=True)
class Servers:
    """Where internet tables meet (`mailbox`) and relay (`relay`); with `direct` False no
    direct connection is offered or tried: everything goes through the relay."""

    mailbox: str = PUBLIC_MAILBOX
    relay: str = PUBLIC_RELAY
    direct: bool = True


def servers(
    mailbox: str | None = None,
    relay: str | None = None,
    *,
    direct: bool = True,
    configured: tuple[str, str] = ("", ""),
) -> Servers:
    """The servers to use: those given (command-line options), else those of
    :data:`MAILBOX_ENV` and :data:`RELAY_ENV`, else those `configured` (the settings'), else the
    public ones; `direct` unless :data:`RELAY_ONLY_ENV` is 1. ValueError when one is not an
    address of its kind."""
    env = os.environ.get
    return Servers(
        mailbox_address(mailbox or env(MAILBOX_ENV) or configured[0]) or PUBLIC_MAILBOX,
        relay_address(relay or env(RELAY_ENV) or configured[1]) or PUBLIC_RELAY,
        direct and env(RELAY_ONLY_ENV) != "1",
    )

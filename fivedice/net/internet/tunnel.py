"""The Twisted side of internet tables: a magic-wormhole made, dilated, and spliced to a
loopback TCP connection. Imported and run only on the reactor's thread (see :mod:`.reactor`).

A table's protocol does not change on the internet: the host's table listens on a loopback port
for each invited seat, and a guest's app connects to a loopback port of its own. In between,
each such TCP connection travels in a subchannel of a dilated wormhole (end-to-end encrypted,
kept through network changes): :class:`HostTunnel` opens the loopback connection for each
subchannel the guest opens; :class:`GuestTunnel` opens a subchannel for each loopback connection
its app makes.

What happens is told to a `report` callable, on this thread: ``report(event, value)`` with the
events of :data:`EVENTS`.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import partial
from typing import Any

from twisted.internet.endpoints import TCP4ClientEndpoint, TCP4ServerEndpoint
from twisted.internet.protocol import Factory, Protocol
from twisted.python.failure import Failure

log = logging.getLogger(__name__)

APP_ID = "fivedice.net/table/v1"
"""The wormhole application id: a code made by Five Dice means nothing to other wormhole apps."""
SUBPROTOCOL = "fivedice-table"
"""The dilation subprotocol that carries a table's newline JSON."""
EVENTS = (
    "code",  # the host's code for the seat is made (the code)
    "finding",  # the mailbox server answered: waiting for the other side ("")
    "met",  # the other side typed the right code (JSON of the host's invitation, for a guest)
    "port",  # a guest's loopback port is ready for its app ("12345")
    "direct",  # the connection to the other side is direct (its description)
    "relay",  # ... goes through the transit relay (its description)
    "lost",  # the connection to the other side is lost; dilation tries to get it back ("")
    "failed",  # it is over: why ("wrong code", "no answer", "server", or the error's text)
)
PING_S = 4.0
"""How often each side pings the other through the dilated connection: one that hears nothing
for twice this long takes the connection as lost and makes a new one (the library's default,
30 s, leaves a guest whose Wi-Fi blipped waiting a minute)."""
Report = Callable[[str, str], None]


class _Splice(Protocol):
    """One end of a splice: what it receives goes to its partner's transport; what comes before
    the partner is connected waits; either end closing closes the other."""

    def __init__(self) -> None:
        self.partner: _Splice | None = None
        self._waiting: list[bytes] = []
        self._lost = False

    def join(self, partner: Any) -> None:
        """Splice this end (connected) to `partner` (just connected)."""
        assert isinstance(partner, _Splice)
        if self._lost:
            _close(partner)
            return
        self.partner, partner.partner = partner, self
        waiting, self._waiting = self._waiting, []
        for data in waiting:
            self.dataReceived(data)

    def dataReceived(self, data: bytes) -> None:
        partner = self.partner
        if partner is None:
            self._waiting.append(data)
        else:
            _transport(partner).write(data)

    def connectionLost(self, reason: Failure | None = None) -> None:
        self._lost = True
        partner, self.partner = self.partner, None
        if partner is not None:
            partner.partner = None
            _close(partner)


class _Opening(Factory):
    """Builds the near end of a splice with `build` (which starts connecting the far end)."""

    def __init__(self, build: Callable[[], _Splice]) -> None:
        self._build = build

    def buildProtocol(self, addr: Any) -> _Splice:
        return self._build()


def _transport(end: Protocol) -> Any:
    return end.transport


def _close(end: _Splice) -> None:
    transport = _transport(end)
    if transport is not None:
        transport.loseConnection()


class _Wormhole:
    """A dilated wormhole and what it reports (both sides)."""

    def __init__(
        self,
        reactor: Any,
        mailbox: str,
        relay: str | None,
        report: Report,
        *,
        versions: dict[str, Any],
        no_listen: bool,
    ) -> None:
        import wormhole

        self._reactor = reactor
        self._report = report
        self._over = False
        self._met = False
        self._connected_once = False
        self.wormhole: Any = wormhole.create(
            APP_ID,
            mailbox,
            reactor,
            versions=versions,
            dilation=True,
            on_status_update=self._on_mailbox_status,
        )
        self.dilated: Any = self.wormhole.dilate(
            transit_relay_location=relay or None,
            no_listen=no_listen,
            on_status_update=self._on_dilation_status,
            ping_interval=PING_S,
            expected_subprotocols=[SUBPROTOCOL],
        )
        self.wormhole.get_versions().addCallbacks(self._on_versions, self._on_failure)

    def close(self) -> None:
        """Close the wormhole (the mailbox server is told; the other side's connection ends)."""
        self._over = True
        self.wormhole.close().addErrback(_ignore)

    def fail(self, why: str) -> None:
        """Report `why` this is over, and close."""
        if not self._over:
            self._over = True
            self._report("failed", why)
            self.wormhole.close().addErrback(_ignore)

    def _on_versions(self, versions: dict[str, Any]) -> None:
        self._met = True
        self.met(versions)

    def met(self, versions: dict[str, Any]) -> None:
        """The other side typed the right code; `versions` is what its app said of itself."""
        self._report("met", "")

    def _on_failure(self, failure: Failure) -> None:
        from wormhole.errors import (
            LonelyError,
            ServerConnectionError,
            WormholeClosed,
            WrongPasswordError,
        )

        error = failure.value
        if isinstance(error, WrongPasswordError):
            self.fail("wrong code")
        elif isinstance(error, ServerConnectionError):
            self.fail("server")
        elif isinstance(error, (WormholeClosed, LonelyError)):
            self.fail("closed")
        else:
            self.fail(str(error) or type(error).__name__)

    def _on_mailbox_status(self, status: Any) -> None:
        from wormhole._status import Connected

        if not self._met and not self._over and isinstance(status.mailbox_connection, Connected):
            self._report("finding", "")

    def _on_dilation_status(self, status: Any) -> None:
        from wormhole._status import ConnectedPeer, ReconnectingPeer

        peer = status.peer_connection
        if self._over:
            return
        if isinstance(peer, ConnectedPeer):
            self._connected_once = True
            how = str(peer.hint_description)
            self._report("relay" if "relay:" in how else "direct", how)
        elif isinstance(peer, ReconnectingPeer) and self._connected_once:
            self._report("lost", "")


def _ignore(_failure: Failure) -> None:
    """An errback for what may fail without mattering (closing what is closed already)."""


class HostTunnel(_Wormhole):
    """The host's side of one invited seat: a code, and for every subchannel its guest opens a
    loopback connection to `port` (the table's door for that seat)."""

    def __init__(
        self,
        reactor: Any,
        mailbox: str,
        relay: str | None,
        report: Report,
        *,
        port: int,
        invitation: dict[str, Any],
        no_listen: bool = False,
    ) -> None:
        super().__init__(
            reactor, mailbox, relay, report, versions={"fivedice": invitation}, no_listen=no_listen
        )
        self._door: Any = TCP4ClientEndpoint(reactor, "127.0.0.1", port)
        self.wormhole.allocate_code(2)
        self.wormhole.get_code().addCallbacks(partial(report, "code"), self._on_failure)
        self.dilated.listener_for(SUBPROTOCOL).listen(_Opening(self._subchannel_opened))

    def _subchannel_opened(self) -> _Splice:
        """The guest opened a subchannel: connect it to the table's door."""
        far = _Splice()
        made = self._door.connect(_Opening(_Splice))
        made.addCallbacks(far.join, lambda _failure: _close(far))
        return far


class GuestTunnel(_Wormhole):
    """A guest's side: the host's `code`; once the host answers, a loopback port whose every
    connection travels to the host's table in a subchannel of its own."""

    def __init__(
        self,
        reactor: Any,
        mailbox: str,
        relay: str | None,
        report: Report,
        *,
        code: str,
        no_listen: bool = False,
    ) -> None:
        super().__init__(reactor, mailbox, relay, report, versions={}, no_listen=no_listen)
        self._listening: Any = None
        self.wormhole.set_code(code)

    def met(self, versions: dict[str, Any]) -> None:
        invitation = versions.get("fivedice")
        if not isinstance(invitation, dict):
            self.fail("not a table")
            return
        self._report("met", json.dumps(invitation))
        endpoint: Any = TCP4ServerEndpoint(  # type: ignore[no-untyped-call]
            self._reactor, 0, interface="127.0.0.1"
        )
        made = endpoint.listen(_Opening(self._local_connection))
        made.addCallbacks(self._on_listening, self._on_failure)

    def _on_listening(self, port: Any) -> None:
        if self._over:
            port.stopListening()
            return
        self._listening = port
        self._report("port", str(port.getHost().port))

    def _local_connection(self) -> _Splice:
        """The guest's app connected: open a subchannel to the host for it."""
        near = _Splice()
        made = self.dilated.connector_for(SUBPROTOCOL).connect(_Opening(_Splice))
        made.addCallbacks(near.join, lambda _failure: _close(near))
        return near

    def close(self) -> None:
        if self._listening is not None:
            self._listening.stopListening()
            self._listening = None
        super().close()

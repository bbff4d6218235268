"""Tables on the loopback address for tests: a host with a headless driver, guests that play
with a computer level, and a raw guest that writes whatever bytes a test wants."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from fivedice.core import Player, Rules
from fivedice.net import PROTOCOL_VERSION, Reach, SeatSpec, TableClient, TableHost
from fivedice.net.fairplay import new_share, pledge_of
from fivedice.net.headless import ComputerGuest, HeadlessDriver
from fivedice.play.seats import Policies

LOOPBACK = "127.0.0.1"
CODE = "1234"


class Table:
    """A host listening on 127.0.0.1 whose game a HeadlessDriver plays."""

    def __init__(
        self,
        seats: Sequence[SeatSpec],
        rules: Rules | None = None,
        *,
        grace_s: float = 60.0,
        step_ms: int = 0,
        discovery_port: int | None = None,
        rate: float = 1000.0,
        burst: float = 1000.0,
        reveal_s: float = 10.0,
    ) -> None:
        self.step_ms = step_ms
        self.seeds: list[int] = []
        self.drivers: list[HeadlessDriver] = []
        self.host = TableHost(
            self._make_driver,
            seats,
            rules or Rules(),
            CODE,
            table_name="Test table",
            reach=Reach(LOOPBACK, 0, grace_s, discovery_port),
            rate=rate,
            burst=burst,
            reveal_s=reveal_s,
        )
        self.events: list[tuple[str, int, str]] = []
        for name in ("joined", "left", "returned", "dropped", "pause_requested"):
            getattr(self.host, name).connect(
                lambda seat, who, what=name: self.events.append((what, seat, who))
            )

    def _make_driver(self, players: list[Player], rules: Rules, seed: int) -> HeadlessDriver:
        self.seeds.append(seed)
        driver = HeadlessDriver(self.host, players, rules, seed, step_ms=self.step_ms)
        self.drivers.append(driver)
        return driver

    @property
    def driver(self) -> HeadlessDriver:
        return self.drivers[-1]

    def open(self) -> int:
        return self.host.open()

    def close(self) -> None:
        self.host.close()
        for driver in self.drivers:
            driver.stop()


class RecordingClient(TableClient):
    """A TableClient that keeps every message the host sent it, as it came."""

    def __init__(self) -> None:
        super().__init__()
        self.wire: list[dict[str, Any]] = []

    def _on_peer_received(self, peer: Any, msg: dict[str, Any]) -> None:
        self.wire.append(msg)
        super()._on_peer_received(peer, msg)


class Guest:
    """A TableClient (optionally played by a computer level) with what it heard: its signals
    (:meth:`said`) and every message (:attr:`wire`)."""

    def __init__(self, level: str | None = "easy", delay_ms: int = 0) -> None:
        self.client = RecordingClient()
        self.player = (
            ComputerGuest(self.client, level, delay_ms=delay_ms, policies=Policies())
            if level
            else None
        )
        self.heard: list[tuple[str, Any]] = []
        c = self.client
        c.welcomed.connect(lambda info: self.heard.append(("welcomed", info)))
        c.lobby_changed.connect(lambda seats: self.heard.append(("lobby", seats)))
        c.started.connect(lambda mirror: self.heard.append(("started", mirror)))
        c.moved.connect(lambda move: self.heard.append(("moved", move)))
        c.seat_away.connect(lambda p: self.heard.append(("away", p)))
        c.seat_back.connect(lambda p: self.heard.append(("back", p)))
        c.ended.connect(lambda game: self.heard.append(("ended", game)))
        c.refused.connect(lambda reason: self.heard.append(("refused", reason)))
        c.closed.connect(lambda reason: self.heard.append(("closed", reason)))
        c.request_refused.connect(lambda reason: self.heard.append(("error", reason)))
        c.reconnecting.connect(lambda: self.heard.append(("reconnecting", None)))

    def join(self, port: int, name: str, code: str = CODE, token: str | None = None) -> None:
        self.client.join(LOOPBACK, port, name, code, token)

    def said(self, kind: str) -> list[Any]:
        return [value for what, value in self.heard if what == kind]

    @property
    def wire(self) -> list[dict[str, Any]]:
        """Every message the host sent this guest, in order."""
        return self.client.wire


class RawGuest:
    """A plain socket to the host: sends any bytes, reads whatever lines come back. Its hello
    pledges :attr:`share`, which :meth:`reveal` sends once the start came."""

    def __init__(self, port: int) -> None:
        self.share = new_share()
        self.sock = socket.create_connection((LOOPBACK, port), timeout=2)
        self.sock.setblocking(False)
        self._buffer = b""
        self.messages: list[dict[str, Any]] = []
        self.closed = False

    def send_bytes(self, data: bytes, timeout: float = 5.0) -> bool:
        """Write `data` while Qt runs; False when the host cut the connection first."""
        view = memoryview(data)
        deadline = time.monotonic() + timeout
        while view and time.monotonic() < deadline:
            try:
                sent = self.sock.send(view[:65536])
                view = view[sent:]
            except BlockingIOError:
                pump(5)
            except OSError:
                self.closed = True
                return False
        pump(5)
        return not view

    def send(self, msg: Any) -> bool:
        return self.send_bytes(json.dumps(msg).encode() + b"\n")

    def hello(self, name: str = "Raw", code: str = CODE, **extra: Any) -> bool:
        fields = {
            "type": "hello",
            "protocol": PROTOCOL_VERSION,
            "app": "test",
            "name": name,
            "code": code,
            "pledge": pledge_of(self.share),
        }
        return self.send({**fields, **extra})

    def reveal(self) -> bool:
        """Send the share the hello pledged (an app does once the start came)."""
        return self.send({"type": "reveal", "nonce": self.share})

    def read(self) -> list[dict[str, Any]]:
        """Everything that came since the last read (also noticing a closed connection)."""
        pump(5)
        while not self.closed:
            try:
                data = self.sock.recv(1 << 16)
            except BlockingIOError:
                break
            except OSError:
                self.closed = True
                break
            if not data:
                self.closed = True
                break
            self._buffer += data
        *lines, self._buffer = self._buffer.split(b"\n")
        fresh = [json.loads(line) for line in lines if line.strip()]
        self.messages.extend(fresh)
        return fresh

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        self.read()
        return [m for m in self.messages if m["type"] == kind]

    def close(self) -> None:
        self.sock.close()


def pump(ms: int = 10) -> None:
    """Let Qt deliver what is waiting for about `ms` milliseconds."""
    app = QCoreApplication.instance()
    assert app is not None
    deadline = time.monotonic() + ms / 1000
    while True:
        app.processEvents()
        if time.monotonic() >= deadline:
            break
        time.sleep(0.001)

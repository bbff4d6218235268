"""Tables on the loopback address for tests: a host with a headless driver, guests that play
with a computer level, a raw guest that writes whatever bytes a test wants, connections that
trickle and never say hello, and a relay that cuts a guest off as a dropped Wi-Fi does.

Everything connects to 127.0.0.1. Some connections come *from* other loopback addresses
(127.0.0.2 ...), so that the host sees several computers; nothing leaves this computer."""

from __future__ import annotations

import contextlib
import json
import selectors
import socket
import threading
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
NEWS = ("joined", "left", "returned", "dropped", "pause_requested", "kicked", "timed_out")
"""The host's signals a Table keeps in its events: (signal, seat, name)."""


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
        turn_limit_s: float | None = None,
        stand_in_ms: int | None = None,
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
            **_stand_ins(turn_limit_s, stand_in_ms),
        )
        self.events: list[tuple[str, int, str]] = []
        for name in NEWS:
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


def _stand_ins(turn_limit_s: float | None, step_ms: int | None) -> dict[str, Any]:
    """The host's stand-in options a test asked for (none: the product's)."""
    given = {"turn_limit_s": turn_limit_s, "step_ms": step_ms}
    return {key: value for key, value in given.items() if value is not None}


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

    def __init__(self, port: int, source: str = LOOPBACK) -> None:
        self.share = new_share()
        self.sock = socket.create_connection(
            (LOOPBACK, port), timeout=2, source_address=(source, 0)
        )
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


TRICKLE = (b"{", b'{"type": "ping"}\n', b"\n", b" ")
"""What a trickling connection sends, a piece at a time: a byte, a ping, a blank line."""


class Trickler:
    """Connections to 127.0.0.1:`port` that never say hello and send one piece of TRICKLE every
    `every_s` seconds, each from its source address (127.0.0.x). Those `persist` connects again
    `again_s` after the host cut it. Runs in a thread of its own (the host's Qt loop runs in
    the test's). :attr:`lifetimes` are how long each connection the host cut had lived."""

    def __init__(
        self,
        port: int,
        sources: Sequence[tuple[str, bool]],
        *,
        every_s: float = 1.0,
        again_s: float = 0.5,
    ) -> None:
        self._port = port
        self._every = every_s
        self._again = again_s
        self._stop = threading.Event()
        self.lifetimes: list[float] = []
        self.refused = 0
        self._lock = threading.Lock()
        self._slots: list[dict[str, Any]] = [
            {"source": source, "persist": persist, "sock": None, "born": 0.0, "next": 0.0, "n": 0}
            for source, persist in sources
        ]
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Trickler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        for slot in self._slots:
            if slot["sock"] is not None:
                slot["sock"].close()

    @property
    def alive(self) -> int:
        """Connections open now."""
        with self._lock:
            return sum(1 for slot in self._slots if slot["sock"] is not None)

    def oldest(self) -> float:
        """How long the oldest open connection has lived."""
        now = time.monotonic()
        with self._lock:
            ages = [now - slot["born"] for slot in self._slots if slot["sock"] is not None]
        return max(ages, default=0.0)

    def _connect(self, slot: dict[str, Any], now: float) -> None:
        try:
            sock = socket.create_connection(
                (LOOPBACK, self._port), timeout=1, source_address=(slot["source"], 0)
            )
        except OSError:
            self.refused += 1
            slot["next"] = now + self._again
            return
        sock.setblocking(False)
        slot.update(sock=sock, born=now, next=now)

    def _cut(self, slot: dict[str, Any], now: float) -> bool:
        """True when the host has closed the slot's connection."""
        try:
            data = slot["sock"].recv(4096)
        except BlockingIOError:
            return False
        except OSError:
            data = b""
        return not data

    def _run(self) -> None:
        start = time.monotonic()
        for slot in self._slots:
            self._connect(slot, start)
        while not self._stop.is_set():
            now = time.monotonic()
            for slot in self._slots:
                sock = slot["sock"]
                if sock is None:
                    if slot["persist"] and now >= slot["next"]:
                        with self._lock:
                            self._connect(slot, now)
                    continue
                if self._cut(slot, now):
                    with self._lock:
                        self.lifetimes.append(now - slot["born"])
                        sock.close()
                        slot.update(sock=None, next=now + self._again)
                    continue
                if now >= slot["next"]:
                    try:
                        sock.send(TRICKLE[slot["n"] % len(TRICKLE)])
                    except OSError:
                        continue  # noticed as cut on the next round
                    slot["n"] += 1
                    slot["next"] = now + self._every
            self._stop.wait(0.05)


class Relay:
    """A loopback relay in front of the host at 127.0.0.1:`port`, in a thread of its own. Guests
    connect to :attr:`port`. :meth:`blip` is a dropped Wi-Fi: each guest's side is cut at once,
    while the host's side stays open and hears nothing more (as the host sees a guest whose
    network went away, until it notices the silence)."""

    def __init__(self, port: int) -> None:
        self._target = port
        self._listener = socket.create_server((LOOPBACK, 0))
        self._listener.setblocking(False)
        self.port: int = self._listener.getsockname()[1]
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._listener, selectors.EVENT_READ)
        self._pairs: dict[socket.socket, socket.socket] = {}
        self._guests: set[socket.socket] = set()
        self._frozen: list[socket.socket] = []
        self._blip = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def blip(self) -> None:
        self._blip.set()
        deadline = time.monotonic() + 5
        while self._blip.is_set() and time.monotonic() < deadline:
            time.sleep(0.01)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        for sock in [*self._pairs, *self._frozen, self._listener]:
            sock.close()

    def _run(self) -> None:
        while not self._stop.is_set():
            if self._blip.is_set():
                self._cut_guests()
                self._blip.clear()
            for key, _ in self._selector.select(timeout=0.05):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                if sock is self._listener:
                    self._accept()
                    continue
                other = self._pairs.get(sock)
                try:
                    data = sock.recv(65536)
                except OSError:
                    data = b""
                if not data or other is None:
                    self._drop(sock)
                    continue
                try:
                    other.sendall(data)
                except OSError:
                    self._drop(sock)

    def _accept(self) -> None:
        guest, _ = self._listener.accept()
        host = socket.create_connection((LOOPBACK, self._target), timeout=2)
        for sock in (guest, host):
            sock.setblocking(True)
            self._selector.register(sock, selectors.EVENT_READ)
        self._pairs[guest], self._pairs[host] = host, guest
        self._guests.add(guest)

    def _drop(self, sock: socket.socket) -> None:
        other = self._pairs.pop(sock, None)
        for each in (sock, other):
            if each is not None and each not in self._frozen:
                self._pairs.pop(each, None)
                self._guests.discard(each)
                with contextlib.suppress(KeyError, ValueError):
                    self._selector.unregister(each)
                each.close()

    def _cut_guests(self) -> None:
        for guest in list(self._guests):
            self._guests.discard(guest)
            host = self._pairs.pop(guest)
            self._pairs.pop(host, None)
            for each in (guest, host):
                self._selector.unregister(each)
            self._frozen.append(host)  # open, unread, silent: the host must notice
            guest.close()

"""Shared test set-up: Qt renders offscreen, sound goes to the silent backend, no test
touches the real per-user folders, table searches go to 127.0.0.1 only, and English is spoken."""

from __future__ import annotations

import errno
import os
import socket
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.wormholes import UNREACHABLE_MAILBOX, UNREACHABLE_RELAY, LocalServers, loopback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("FIVEDICE_SOUND_BACKEND", "null")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every file Five Dice touches at a fresh folder, never at the user's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("FIVEDICE_DATA_DIR", str(folder))
    for kind in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"XDG_{kind}_HOME", str(tmp_path / f"xdg-{kind.lower()}"))
    return folder


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any search for network tables, in any test, asks 127.0.0.1: never the LAN broadcast.
    Internet tables meet at a closed loopback port unless a test asks for the local servers
    (:func:`wormhole_servers`), and a connection from Python to any other address, or a name
    looked up, is refused: never the public magic-wormhole servers, nor anything else."""
    monkeypatch.setenv("FIVEDICE_DISCOVERY_ADDRESS", "127.0.0.1")
    monkeypatch.setenv("FIVEDICE_MAILBOX", UNREACHABLE_MAILBOX)
    monkeypatch.setenv("FIVEDICE_RELAY", UNREACHABLE_RELAY)
    connect, connect_ex, getaddrinfo = (
        socket.socket.connect,
        socket.socket.connect_ex,
        (socket.getaddrinfo),
    )

    def guarded_connect(self: socket.socket, address: Any) -> None:
        if isinstance(address, tuple) and not loopback(address[0]):
            raise ConnectionRefusedError(f"tests reach 127.0.0.1 only, not {address[0]}")
        connect(self, address)

    def guarded_connect_ex(self: socket.socket, address: Any) -> int:
        if isinstance(address, tuple) and not loopback(address[0]):
            return errno.ECONNREFUSED  # as a closed port answers: nothing was sent
        return connect_ex(self, address)

    def guarded_getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host is not None and not loopback(host.decode() if isinstance(host, bytes) else host):
            raise socket.gaierror(socket.EAI_NONAME, f"tests look up no names: {host}")
        return getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    monkeypatch.setattr(socket.socket, "connect_ex", guarded_connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", guarded_getaddrinfo)


@pytest.fixture(scope="session")
def local_wormhole_servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    """The tests' own mailbox server and transit relay (started once, on first use)."""
    servers = LocalServers(tmp_path_factory.mktemp("wormhole-servers"))
    yield servers
    servers.close()


@pytest.fixture
def wormhole_servers(
    local_wormhole_servers: LocalServers, monkeypatch: pytest.MonkeyPatch
) -> LocalServers:
    """Internet tables meet through the tests' own servers, and offer direct connections on
    127.0.0.1 only (the relay stays stopped if a test stopped it: see LocalServers)."""
    import wormhole.ipaddrs  # type: ignore[import-untyped]

    monkeypatch.setattr(wormhole.ipaddrs, "find_addresses", lambda: ["127.0.0.1"])
    local_wormhole_servers.start_relay()  # a test before may have left it stopped
    monkeypatch.setenv("FIVEDICE_MAILBOX", local_wormhole_servers.mailbox)
    monkeypatch.setenv("FIVEDICE_RELAY", local_wormhole_servers.relay)
    return local_wormhole_servers


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Every test speaks English, whatever the machine's languages; a test that switches to
    another leaves English behind it."""
    monkeypatch.setenv("FIVEDICE_LANGUAGE", "en")
    yield
    language = sys.modules.get("fivedice.ui.shell.language")
    if language is not None:
        language.reset()

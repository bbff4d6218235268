"""A magic-wormhole mailbox server and transit relay of the tests' own, on 127.0.0.1, and the
guard that keeps every test off any other address.

The servers are the magic-wormhole project's (test dependencies), each run as ``twist`` in a
process of its own, as a club would run them; :meth:`LocalServers.stop_relay` stops the relay
(every connection through it is cut) and :meth:`LocalServers.start_relay` starts it again on the
same port.
"""

from __future__ import annotations

import ipaddress
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fivedice.net.internet.servers import Servers

LOOPBACK = "127.0.0.1"
UNREACHABLE_MAILBOX, UNREACHABLE_RELAY = "ws://127.0.0.1:9/v1", "tcp:127.0.0.1:9"
"""Where a test that did not ask for the local servers finds its mailbox server and relay: a
closed loopback port (nothing answers, nothing leaves this computer)."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        port: int = probe.getsockname()[1]
        return port


def _twist() -> str:
    return str(Path(sys.executable).with_name("twist"))


def _wait_for(port: int, process: subprocess.Popen[bytes], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if process.poll() is not None:
            raise RuntimeError(f"the local wormhole server on port {port} would not start")
        with socket.socket() as probe:
            if probe.connect_ex((LOOPBACK, port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"the local wormhole server on port {port} did not answer")


class LocalServers:
    """A mailbox server and a transit relay listening on 127.0.0.1 (in `folder`)."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self.mailbox_port, self.relay_port = _free_port(), _free_port()
        self._mailbox = self._run(
            "wormhole-mailbox",
            f"--port=tcp:{self.mailbox_port}:interface={LOOPBACK}",
            f"--channel-db={folder / 'mailbox.sqlite'}",
        )
        self._relay = self._start_relay()
        _wait_for(self.mailbox_port, self._mailbox)

    def _run(self, *args: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            [_twist(), *args],
            cwd=self._folder,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def _start_relay(self) -> subprocess.Popen[bytes]:
        relay = self._run("transitrelay", f"--port=tcp:{self.relay_port}:interface={LOOPBACK}")
        _wait_for(self.relay_port, relay)
        return relay

    @property
    def mailbox(self) -> str:
        return f"ws://{LOOPBACK}:{self.mailbox_port}/v1"

    @property
    def relay(self) -> str:
        return f"tcp:{LOOPBACK}:{self.relay_port}"

    def servers(self, *, direct: bool = True) -> Servers:
        """The app's view of these servers (`direct` False: relay only)."""
        from fivedice.net.internet.servers import Servers

        return Servers(self.mailbox, self.relay, direct)

    def stop_relay(self) -> None:
        """Stop the relay: every connection through it is cut."""
        self._relay.terminate()
        self._relay.wait(10)

    def start_relay(self) -> None:
        """Start the relay again, on the same port (if it is stopped)."""
        if self._relay.poll() is not None:
            self._relay = self._start_relay()

    def close(self) -> None:
        for process in (self._mailbox, self._relay):
            process.terminate()
        for process in (self._mailbox, self._relay):
            process.wait(10)


def loopback(host: object) -> bool:
    """True when `host` (a name or an address) is this computer's loopback."""
    if not isinstance(host, str):
        return True  # a Unix socket's path, or a number Python will refuse anyway
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False

"""Joining a table anywhere: from typing the code to the lobby, on the loopback address.

The tests' own magic-wormhole mailbox server and transit relay run on 127.0.0.1 (as ``twist``
processes: ``tests/wormholes.py``); the host's table and the guest run in this process, as the
two windows would. Each round the host makes a new code for the seat, the guest "types" it
(a ``Dial``) and joins with its table client; the time is from the Dial to the guest's first
lobby message (seated, seeing the table). Rounds go directly (both sides offer loopback
addresses only) and through the relay (no direct addresses offered). Nothing leaves this
computer.

Printed: median, fastest and slowest of each kind, in milliseconds. Figures only.

Run: python benchmarks/bench_internet_join.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication

from fivedice.core import Rules
from fivedice.net import Reach, SeatSpec, TableClient, TableHost
from fivedice.net.internet import Dial, Invitations, Servers, reactor
from tests.wormholes import LocalServers


def wait(app: QCoreApplication, done, timeout: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not done() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.0005)
    return bool(done())


def one_join(app: QCoreApplication, servers: Servers) -> float:
    """Seconds from dialling a fresh code to the guest's first lobby message."""
    host = TableHost(
        lambda *_: None,  # type: ignore[arg-type,return-value]  # never started
        [SeatSpec("remote", anywhere=True)],
        Rules(),
        "4821",
        table_name="Bench",
        reach=Reach("127.0.0.1", 0, 60, None),
    )
    host.open()
    invitations = Invitations(host, servers)
    if not wait(app, lambda: bool(invitations.code(0))):
        raise RuntimeError("no code was made")
    client = TableClient()
    lobby: list[float] = []
    client.lobby_changed.connect(lambda _seats: lobby.append(time.monotonic()))
    started = time.monotonic()
    dial = Dial(invitations.code(0), servers, client)
    dial.ready.connect(lambda port, code: client.join("127.0.0.1", port, "Guest", code))
    if not wait(app, lambda: bool(lobby)):
        raise RuntimeError("the guest never reached the lobby")
    took = lobby[0] - started
    client.leave()
    dial.close()
    host.close()
    wait(app, lambda: False, 0.2)
    client.deleteLater()
    host.deleteLater()
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    import wormhole.ipaddrs

    wormhole.ipaddrs.find_addresses = lambda: ["127.0.0.1"]  # direct hints: loopback only
    app = QCoreApplication([])
    with tempfile.TemporaryDirectory() as folder:
        local = LocalServers(Path(folder))
        try:
            print(f"code typed to lobby, {args.rounds} rounds each, loopback:")
            for kind, direct in (("direct", True), ("relay", False)):
                times = [one_join(app, local.servers(direct=direct)) for _ in range(args.rounds)]
                ms = sorted(t * 1000 for t in times)
                print(
                    f"  {kind:6}  median {statistics.median(ms):6.0f} ms   "
                    f"fastest {ms[0]:5.0f} ms   slowest {ms[-1]:5.0f} ms"
                )
        finally:
            local.close()
            reactor.stop()


if __name__ == "__main__":
    main()

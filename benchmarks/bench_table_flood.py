"""A network table under the worst flood this computer can make at it, on the loopback address.

The host is ``python -m fivedice.net serve`` in a process of its own, listening on 127.0.0.1,
with four open seats and a turn limit of two seconds. Two honest guests (``python -m fivedice.net
play``, a computer level each) sit down; then flooding processes hit the host from other loopback
addresses (127.0.0.2 ...; nothing leaves this computer), and a third honest guest joins in the
thick of it, which starts the game, played through the flood:

- blank lines: connect, send newlines as fast as the socket takes them, connect again when cut;
- bytes: junk without newlines, and junk lines that are not JSON, connect again when cut;
- trickles: many connections that send a byte, a ping or a blank line every second and never
  say hello, connecting again when cut;
- churn: connect and hang up as fast as possible;
- the rogue guest: takes a seat, sends its share of the dice when the game starts (else the
  table would close), then floods blank lines and junk lines, and comes back with its seat's
  token each time it is cut (the turn limit plays its turns).

Printed: the host's CPU (per cent of one core) over the first and the last seconds of the flood
and over all of it, its resident memory at the start of the flood (in the lobby), once the game
is under way (the computer that plays the rogue's turns loaded) and at the end (targets: at
most 25 % of a core, memory flat), how long the third honest guest took to be seated, whether
the honest guests finished their game, and what each flooder managed (connections made, bytes
its socket took). Figures only: this computer's other load shows in them. Linux (it reads /proc).

Run: python benchmarks/bench_table_flood.py [--seconds 30] [--json]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import os
import random
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from fivedice.net.fairplay import new_share, pledge_of
from fivedice.net.protocol import PROTOCOL_VERSION

LOOPBACK = "127.0.0.1"
CODE = "2468"
CPU_TARGET = 25.0
WINDOW_S = 5.0
"""The CPU is measured over the first and the last this many seconds of the flood."""


# ------------------------------------------------------------------------ the host's figures


def cpu_seconds(pid: int) -> float:
    """User and system CPU time the process `pid` has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    """The resident memory of process `pid`, in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_percent(pid: int, seconds: float) -> float:
    """The CPU process `pid` uses over the next `seconds`, in per cent of one core."""
    start, began = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return 100 * (cpu_seconds(pid) - start) / (time.monotonic() - began)


# ------------------------------------------------------------------------------- flooders


def connect(port: int, source: str) -> socket.socket | None:
    try:
        sock = socket.create_connection((LOOPBACK, port), timeout=2, source_address=(source, 0))
    except OSError:
        return None
    sock.settimeout(2)
    return sock


def line(msg: dict[str, Any]) -> bytes:
    return json.dumps(msg).encode() + b"\n"


def hello(share: str, **extra: Any) -> bytes:
    fields = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": "flood", "name": "Rogue"}
    return line({**fields, "code": CODE, "pledge": pledge_of(share), **extra})


def pour(sock: socket.socket, data: bytes, until: float) -> int:
    """Send `data` again and again until the host cuts the connection; bytes sent."""
    sent = 0
    try:
        while time.monotonic() < until:
            sent += sock.send(data)
    except OSError:
        pass
    return sent


def flood(kind: str, port: int, source: str, seconds: float, out: Any) -> None:
    """One flooding process: `kind` of flood from `source` for `seconds`; its tally to `out`."""
    until = time.monotonic() + seconds
    tally = {"kind": kind, "source": source, "connections": 0, "refused": 0, "bytes": 0}
    chance = random.Random(kind)
    blanks = b"\n" * 65536
    junk = bytes(chance.randrange(32, 127) for _ in range(65536)).replace(b"\n", b"x")
    junk_lines = b"".join(
        bytes(chance.randrange(32, 127) for _ in range(199)) + b"\n" for _ in range(300)
    )
    token: str | None = None
    share = new_share()
    while time.monotonic() < until:
        sock = connect(port, source)
        if sock is None:
            tally["refused"] += 1
            time.sleep(0.01)
            continue
        tally["connections"] += 1
        with sock:
            if kind == "blank":
                tally["bytes"] += pour(sock, blanks, until)
            elif kind == "bytes":
                tally["bytes"] += pour(
                    sock, junk if tally["connections"] % 2 else junk_lines, until
                )
            elif kind == "churn":
                continue
            elif kind == "rogue":
                sock.sendall(hello(share, **({"token": token} if token else {})))
                if token is None:  # seated, it waits like a guest for the game to start
                    token = await_start(sock, until)
                    with contextlib.suppress(OSError):  # its share of the dice, as an app's
                        sock.sendall(line({"type": "reveal", "nonce": share}))
                tally["bytes"] += pour(sock, blanks + junk_lines, until)
    out.put(tally)


def await_start(sock: socket.socket, until: float) -> str | None:
    """Read until the game starts, pinging as a guest does; the seat's token (None when the
    host would not seat us)."""
    buffer, token, pinged = b"", None, 0.0
    sock.settimeout(0.5)
    while time.monotonic() < until:
        if time.monotonic() - pinged > 2:
            sock.sendall(b'{"type": "ping"}\n')
            pinged = time.monotonic()
        try:
            data = sock.recv(65536)
        except TimeoutError:
            continue
        except OSError:
            return token
        if not data:
            return token
        buffer += data
        *lines, buffer = buffer.split(b"\n")
        for line in lines:
            msg = json.loads(line)
            if msg["type"] == "welcome":
                token = msg["token"]
            elif msg["type"] == "start":
                return token
    return token


def swarm(port: int, sources: list[str], seconds: float, out: Any) -> None:
    """Blank-line floods from many connections at once, one thread each."""
    tallies: list[dict[str, Any]] = []

    class Tally:
        def put(self, tally: dict[str, Any]) -> None:
            tallies.append(tally)

    threads = [
        threading.Thread(target=flood, args=("blank", port, source, seconds, Tally()))
        for source in sources
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    out.put(
        {
            "kind": "swarm",
            "source": f"{len(sources)} connections at once",
            "connections": sum(t["connections"] for t in tallies),
            "refused": sum(t["refused"] for t in tallies),
            "bytes": sum(t["bytes"] for t in tallies),
        }
    )


def trickle(port: int, sources: list[str], seconds: float, out: Any) -> None:
    """Connections that never say hello: a piece every second each, again when cut."""
    until = time.monotonic() + seconds
    pieces = (b"{", b'{"type": "ping"}\n', b"\n", b" ")
    socks: dict[int, tuple[socket.socket | None, float, int]] = {}
    made = cut = 0
    while time.monotonic() < until:
        now = time.monotonic()
        for n, source in enumerate(sources):
            sock, due, step = socks.get(n, (None, 0.0, 0))
            if sock is None:
                sock = connect(port, source)
                if sock is None:
                    continue
                sock.setblocking(False)
                made += 1
            if now >= due:
                try:
                    sock.send(pieces[step % len(pieces)])
                    socks[n] = (sock, now + 1.0, step + 1)
                except OSError:
                    sock.close()
                    socks[n] = (None, now, 0)
                    cut += 1
                    continue
            else:
                socks[n] = (sock, due, step)
        time.sleep(0.05)
    for sock, _, _ in socks.values():
        if sock is not None:
            sock.close()
    out.put(
        {
            "kind": "trickle",
            "source": f"{len(sources)} connections",
            "connections": made,
            "cut": cut,
        }
    )


# ---------------------------------------------------------------------------------- the run


class Process:
    """A ``python -m fivedice.net`` command whose JSON lines are read as they come."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVEDICE_DISCOVERY_ADDRESS=LOOPBACK)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "fivedice.net", *args, "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        self.events: list[dict[str, Any]] = []
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.events.append(json.loads(line))

    def wait_for(self, event: str, timeout: float, **fields: Any) -> dict[str, Any] | None:
        """The first `event` (with `fields`) within `timeout` seconds, else None."""
        deadline = time.monotonic() + timeout
        while True:
            found = [
                e
                for e in list(self.events)
                if e["event"] == event and all(e.get(k) == v for k, v in fields.items())
            ]
            if found or time.monotonic() >= deadline:
                return found[0] if found else None
            time.sleep(0.05)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)


class Sampler:
    """The CPU time and resident memory of process `pid`, read every second in a thread."""

    def __init__(self, pid: int) -> None:
        self._pid = pid
        self.samples: list[tuple[float, float, float]] = []
        """(when, CPU seconds used so far, resident MB)."""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Sampler:
        self._take()
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self._take()

    def _take(self) -> None:
        with contextlib.suppress(OSError):  # not once the host has finished its game and quit
            self.samples.append((time.monotonic(), cpu_seconds(self._pid), rss_mb(self._pid)))

    def _run(self) -> None:
        while not self._stop.wait(1.0):
            self._take()

    def cpu_percent(self, start: float, end: float) -> float:
        """The host's CPU between `start` and `end` seconds into the sampling, in % of a core."""
        t0 = self.samples[0][0]
        inside = [s for s in self.samples if start - 0.5 <= s[0] - t0 <= end + 0.5]
        (a, ca, _), (b, cb, _) = inside[0], inside[-1]
        return 100 * (cb - ca) / max(b - a, 1e-9)

    def rss_at(self, when: float) -> float:
        """The resident memory at the sample nearest `when` seconds into the sampling."""
        t0 = self.samples[0][0]
        return min(self.samples, key=lambda s: abs(s[0] - t0 - when))[2]


def run(seconds: float) -> dict[str, Any]:
    host = Process(
        *("serve", "--listen", LOOPBACK, "--port", "0", "--code", CODE, "--discovery-port", "0"),
        *("--seats", "remote,remote,remote,remote", "--step-ms", "100", "--turn-limit", "2"),
    )
    listening = host.wait_for("listening", 20)
    if listening is None:
        host.stop()
        raise SystemExit("the host did not start")
    port, pid = listening["port"], host.proc.pid
    honest = [guest(port, name) for name in ("Ann", "Bo")]
    while len([e for e in host.events if e["event"] == "joined"]) < 2:
        time.sleep(0.05)
    time.sleep(1.0)
    idle_cpu = cpu_percent(pid, 2.0)
    context = mp.get_context("spawn")
    out = context.Queue()
    workers = [
        context.Process(target=flood, args=(kind, port, source, seconds, out))
        for kind, source in (
            ("rogue", "127.0.0.2"),
            ("blank", "127.0.0.3"),
            ("blank", "127.0.0.4"),
            ("bytes", "127.0.0.5"),
            ("churn", "127.0.0.6"),
        )
    ]
    sources = [f"127.0.0.{7 + n % 8}" for n in range(24)]
    workers.append(context.Process(target=trickle, args=(port, sources, seconds, out)))
    crowd = [f"127.0.0.{20 + n % 16}" for n in range(48)]
    workers.append(context.Process(target=swarm, args=(port, crowd, seconds, out)))
    with Sampler(pid) as sampler:
        for worker in workers:
            worker.start()
        time.sleep(1.0)
        asked = time.monotonic()  # a third honest guest joins in the thick of it
        honest.append(guest(port, "Cy"))
        cy = host.wait_for("joined", seconds - 2, name="Cy")
        join_s = time.monotonic() - asked if cy is not None else None
        tallies = [out.get(timeout=seconds + 30) for _ in workers]
    for worker in workers:
        worker.join(timeout=10)
    flood_s = sampler.samples[-1][0] - sampler.samples[0][0]
    started = host.wait_for("started", 0)
    finished = host.wait_for("finished", 300)
    for process in (host, *honest):
        process.stop()
    rss = [s[2] for s in sampler.samples]
    return {
        "seconds": round(flood_s, 1),
        "idle_cpu_percent": round(idle_cpu, 1),
        "cpu_percent_first": round(sampler.cpu_percent(0, WINDOW_S), 1),
        "cpu_percent_last": round(sampler.cpu_percent(flood_s - WINDOW_S, flood_s), 1),
        "cpu_percent_overall": round(sampler.cpu_percent(0, flood_s), 1),
        "rss_mb_start": round(rss[0], 1),
        "rss_mb_playing": round(sampler.rss_at(2 * WINDOW_S), 1),
        "rss_mb_end": round(rss[-1], 1),
        "rss_mb_peak": round(max(rss), 1),
        "honest_join_s": None if join_s is None else round(join_s, 2),
        "game_started_during_flood": started is not None,
        "honest_game_finished": finished is not None,
        "flooders": tallies,
    }


def guest(port: int, name: str) -> Process:
    """An honest guest: a computer level playing through ``python -m fivedice.net play``."""
    return Process(
        *("play", "--host", LOOPBACK, "--port", str(port), "--code", CODE, "--name", name),
        *("--level", "easy", "--delay-ms", "100"),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="how long the flood lasts")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    args = parser.parse_args()
    result = run(max(3 * WINDOW_S, args.seconds))
    if args.json:
        print(json.dumps(result))
        return
    print(f"flood of {result['seconds']:.0f} s on 127.0.0.1")
    print(f"host CPU before the flood:   {result['idle_cpu_percent']:5.1f} % of a core")
    print(f"host CPU, first {WINDOW_S:.0f} s:        {result['cpu_percent_first']:5.1f} %")
    print(f"host CPU, last {WINDOW_S:.0f} s:         {result['cpu_percent_last']:5.1f} %")
    print(
        f"host CPU, whole flood:       {result['cpu_percent_overall']:5.1f} % "
        f"(target at most {CPU_TARGET:.0f} %)"
    )
    print(
        f"host memory: {result['rss_mb_start']:.1f} MB at the start (in the lobby), "
        f"{result['rss_mb_playing']:.1f} MB {2 * WINDOW_S:.0f} s in (the game under way), "
        f"{result['rss_mb_end']:.1f} MB at the end, {result['rss_mb_peak']:.1f} MB at most "
        "(target: flat once playing)"
    )
    joined = result["honest_join_s"]
    print(
        "an honest guest joining during the flood: "
        + (f"seated in {joined:.2f} s" if joined is not None else "NOT seated")
    )
    print(
        f"the game started during the flood: {result['game_started_during_flood']}; "
        f"it finished: {result['honest_game_finished']}"
    )
    for tally in result["flooders"]:
        rest = ", ".join(f"{k} {v}" for k, v in tally.items() if k not in ("kind", "source"))
        print(f"  {tally['kind']:8} from {tally['source']}: {rest}")


if __name__ == "__main__":
    main()

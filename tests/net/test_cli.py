"""``python -m fivedice.net serve|play`` in separate processes on 127.0.0.1: one game finished
the same everywhere, a killed guest dropping out after the grace period (under hidden score
sheets: the survivor's game is still the host's, revealed and checked), refusals and their exit
statuses, a guest's turns played by the computer past the turn limit, and a frozen host noticed
by its guest."""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from typing import Any

import pytest

from fivedice.net import PROTOCOL_VERSION
from fivedice.net.fairplay import new_share, pledge_of

from .helpers import Guest

pytestmark = pytest.mark.slow

LOOPBACK = "127.0.0.1"


class Process:
    """A command of ``python -m fivedice.net`` whose output lines are read as they come."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env["FIVEDICE_DISCOVERY_ADDRESS"] = LOOPBACK
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "fivedice.net", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.lines: queue.Queue[tuple[float, str]] = queue.Queue()
        self.seen: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put((time.monotonic(), line.rstrip("\n")))

    def event(self, name: str, timeout: float = 20) -> tuple[float, dict[str, Any]]:
        """The next event called `name` (and when it came); earlier ones are kept in seen."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {name!r} event; seen {self.seen}; {self.stderr()}")
            try:
                when, line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            event = json.loads(line)
            self.seen.append(event)
            if event["event"] == name:
                return when, event

    def finish(self, timeout: float = 20) -> int:
        return self.proc.wait(timeout=timeout)

    def stderr(self) -> str:
        if self.proc.poll() is None:
            return "(still running)"
        assert self.proc.stderr is not None
        return self.proc.stderr.read()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


@pytest.fixture
def processes():
    started: list[Process] = []

    def start(*args: str) -> Process:
        process = Process(*args)
        started.append(process)
        return process

    yield start
    for process in started:
        process.stop()


def serve(processes, *extra: str) -> tuple[Process, int]:
    server = processes(
        "serve",
        *("--listen", LOOPBACK, "--port", "0", "--code", "2468", "--discovery-port", "0"),
        *("--step-ms", "0", "--json", *extra),
    )
    _, listening = server.event("listening")
    assert listening == {"event": "listening", "port": listening["port"], "code": "2468"}
    return server, listening["port"]


def play(processes, port: int, name: str, level: str, code: str = "2468") -> Process:
    return processes(
        "play",
        *("--host", LOOPBACK, "--port", str(port), "--code", code, "--name", name),
        *("--level", level, "--delay-ms", "25", "--json"),
    )


def test_a_served_table_and_two_guests_finish_one_identical_game(processes):
    server, port = serve(processes, "--seats", "remote,remote,easy", "--rules", "official")
    guests = [play(processes, port, "Ann", "easy"), play(processes, port, "Bo", "normal")]
    _, started = server.event("started")
    assert sorted(started["players"][:2]) == ["Ann", "Bo"] and started["players"][2] == "Easy"
    _, finished = server.event("finished", timeout=40)
    assert [p["name"] for p in finished["players"]] == started["players"]
    assert not any(p["dropped"] for p in finished["players"])
    for guest in guests:
        assert guest.event("finished")[1] == finished
        assert guest.finish() == 0
        assert guest.lines.empty()  # the finished line is the last
    assert server.finish() == 0
    assert server.lines.empty()
    assert [e["event"] for e in server.seen] == [
        "listening",
        "joined",
        "joined",
        "started",
        "finished",
    ]


def test_a_killed_guest_drops_out_after_the_grace_period(processes):
    server, port = serve(processes, "--seats", "remote,remote", "--grace", "1", "--hidden")
    doomed = play(processes, port, "Ann", "easy")
    server.event("joined")
    survivor = play(processes, port, "Bo", "easy")
    server.event("started")
    doomed.proc.send_signal(signal.SIGKILL)
    left_at, left = server.event("left")
    assert left["name"] == "Ann"
    dropped_at, dropped = server.event("dropped")
    assert dropped == {"event": "dropped", "seat": left["seat"], "name": "Ann"}
    assert dropped_at - left_at >= 0.9  # the grace period, not before
    _, finished = server.event("finished", timeout=40)
    assert {p["name"]: p["dropped"] for p in finished["players"]} == {"Ann": True, "Bo": False}
    assert survivor.event("finished")[1] == finished
    assert survivor.finish() == 0 and server.finish() == 0


def test_a_wrong_code_is_refused_and_so_is_an_unreachable_table(processes):
    server, port = serve(processes, "--seats", "remote")
    wrong = play(processes, port, "Eve", "easy", code="1357")
    assert wrong.finish() == 2
    assert wrong.event("refused")[1]["reason"] == "The join code was wrong."
    assert "The join code was wrong." in wrong.stderr()
    malformed = play(processes, port, "Eve", "easy", code="12")
    assert malformed.finish() == 2 and "join code was wrong" in malformed.stderr()
    assert server.proc.poll() is None  # the table is still there
    server.proc.send_signal(signal.SIGTERM)
    assert server.finish() == 1
    with socket.socket() as probe:  # a port where no table listens
        probe.bind((LOOPBACK, 0))
        free = probe.getsockname()[1]
    lost = play(processes, free, "Eve", "easy")
    assert lost.finish() == 3 and "Could not reach a table" in lost.stderr()


def test_past_the_turn_limit_the_served_table_plays_a_silent_guests_turns(processes):
    server, port = serve(processes, "--seats", "remote", "--turn-limit", "0.2")
    share = new_share()
    with socket.create_connection((LOOPBACK, port), timeout=5) as guest:
        hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": "test", "name": "Ann"}
        hello |= {"code": "2468", "pledge": pledge_of(share)}
        guest.sendall(json.dumps(hello).encode() + b"\n")
        with guest.makefile("rb") as lines:
            while json.loads(next(lines))["type"] != "start":
                pass
        reveal = {"type": "reveal", "nonce": share}
        guest.sendall(json.dumps(reveal).encode() + b"\n")  # then not a word more
        _, finished = server.event("finished", timeout=30)
    assert finished["players"] == [
        {"name": "Ann", "total": finished["players"][0]["total"], "dropped": False}
    ]
    timed_out = [e for e in server.seen if e["event"] == "timed_out"]
    assert timed_out == [{"event": "timed_out", "seat": 0, "name": "Ann"}] * 13
    assert server.finish() == 0


def test_a_frozen_host_is_noticed_by_its_guest_within_ten_seconds(processes, qtbot):
    server, port = serve(processes, "--seats", "remote,easy")
    ann = Guest(None)
    ann.join(port, "Ann", code="2468")
    qtbot.waitUntil(lambda: ann.client.mirror is not None, timeout=10000)
    server.proc.send_signal(signal.SIGSTOP)  # the host's computer hangs
    frozen_at = time.monotonic()
    try:
        qtbot.waitUntil(lambda: bool(ann.said("reconnecting")), timeout=10_500)
        assert time.monotonic() - frozen_at > 5  # not before a few heartbeats were missed
    finally:
        server.proc.send_signal(signal.SIGCONT)
    qtbot.waitUntil(lambda: len(ann.said("welcomed")) == 2, timeout=15000)
    assert ann.said("closed") == [] and ann.client.connected

"""Finding tables: one query to the discovery address (127.0.0.1 in every test), answered
straight back by each host whose table takes players, and only then."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from fivedice.net import PROTOCOL_VERSION, SeatSpec, TableFinder
from fivedice.net.discovery import (
    DEFAULT_DISCOVERY_ADDRESS,
    DISCOVERY_ENV,
    DISCOVERY_PORT,
    TableBeacon,
    discovery_address,
)

from .helpers import LOOPBACK, Guest, Table, pump


def free_udp_port() -> int:
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(LOOPBACK), 0)
    port = probe.localPort()
    probe.close()
    return port


def test_the_query_goes_to_the_lan_broadcast_unless_the_environment_says_otherwise(
    monkeypatch,
):
    # Only the value is checked: nothing is ever sent to the broadcast address by a test.
    assert discovery_address() == LOOPBACK  # every network test sets it
    monkeypatch.delenv(DISCOVERY_ENV)
    assert discovery_address() == DEFAULT_DISCOVERY_ADDRESS == "255.255.255.255"
    monkeypatch.setenv(DISCOVERY_ENV, "  ")
    assert discovery_address() == "255.255.255.255"
    monkeypatch.setenv(DISCOVERY_ENV, "10.1.2.255")
    assert discovery_address() == "10.1.2.255"
    assert DISCOVERY_PORT == 47_111


def search(qtbot, finder: TableFinder, port: int, *, answered: bool) -> list[dict]:
    """What one query to FIVEDICE_DISCOVERY_ADDRESS (127.0.0.1) and `port` brings."""
    found: list[dict] = []
    finder.found.connect(found.append)
    assert finder.search(port=port)
    if answered:
        qtbot.waitUntil(lambda: bool(found), timeout=2000)
    pump(200)
    finder.found.disconnect(found.append)
    return found


def test_a_host_answers_only_while_its_table_takes_players(qtbot):
    udp = free_udp_port()
    table = Table([SeatSpec("remote"), SeatSpec("computer", level="easy")], discovery_port=udp)
    finder = TableFinder()
    try:
        assert search(qtbot, finder, udp, answered=False) == []  # not open: no one answers
        port = table.open()
        assert table.host.discovery_port == udp
        assert search(qtbot, finder, udp, answered=True) == [
            {
                "name": "Test table",
                "address": LOOPBACK,
                "port": port,
                "players": 1,
                "seats": 2,
                "open": 1,
                "protocol": PROTOCOL_VERSION,
            }
        ]
        guest = Guest(None)
        guest.join(port, "Ana")
        qtbot.waitUntil(lambda: table.host.ready, timeout=3000)
        assert search(qtbot, finder, udp, answered=True)[0]["open"] == 0
        table.host.start()
        assert search(qtbot, finder, udp, answered=False) == []  # playing: no answer
    finally:
        table.close()
        finder.stop()
    assert search(qtbot, TableFinder(), udp, answered=False) == []


def test_a_beacon_answers_a_query_and_nothing_else_straight_to_the_asker(qtbot):
    beacon = TableBeacon(
        lambda: {"name": "Den", "port": 4000, "players": 1, "seats": 3, "open": 2}, LOOPBACK, 0
    )
    assert beacon.start()
    asker = QUdpSocket()
    assert asker.bind(QHostAddress(LOOPBACK), 0)
    target = QHostAddress(LOOPBACK)
    other = json.dumps({"type": "find", "protocol": PROTOCOL_VERSION + 1}).encode()
    for junk in (b"", b"find", b"\xff\xfe", other, b"x" * 5000):
        asker.writeDatagram(junk, target, beacon.port)
    pump(100)
    assert not asker.hasPendingDatagrams()
    query = json.dumps({"type": "find", "protocol": PROTOCOL_VERSION}).encode()
    asker.writeDatagram(query, target, beacon.port)
    qtbot.waitUntil(asker.hasPendingDatagrams, timeout=2000)
    answer = asker.receiveDatagram()
    assert answer.senderAddress().toString().endswith(LOOPBACK)
    assert json.loads(answer.data().data()) == {
        "type": "table",
        "protocol": PROTOCOL_VERSION,
        "name": "Den",
        "port": 4000,
        "players": 1,
        "seats": 3,
        "open": 2,
    }
    beacon.stop()
    assert not beacon.running and beacon.port == 0


def table_answer(**fields) -> bytes:
    answer = {"type": "table", "protocol": PROTOCOL_VERSION, "name": "X", "port": 80}
    return json.dumps({**answer, "players": 0, "seats": 1, "open": 1, **fields}).encode()


@pytest.mark.parametrize(
    "answer",
    [
        b"not json",
        table_answer(port=0),
        table_answer(players=3, seats=2),
        table_answer(protocol=PROTOCOL_VERSION + 1),
    ],
)
def test_a_finder_ignores_answers_that_are_not_tables(qtbot, answer):
    fake = QUdpSocket()
    assert fake.bind(QHostAddress(LOOPBACK), 0)
    finder = TableFinder()
    found: list[dict] = []
    finder.found.connect(found.append)
    assert finder.search(port=fake.localPort())
    qtbot.waitUntil(fake.hasPendingDatagrams, timeout=2000)
    query = fake.receiveDatagram()
    assert json.loads(query.data().data()) == {"type": "find", "protocol": PROTOCOL_VERSION}
    fake.writeDatagram(answer, query.senderAddress(), query.senderPort())
    pump(150)
    assert found == []
    finder.stop()


def test_a_beacon_whose_port_is_held_says_so_and_a_stopped_finder_can_search_again(qtbot):
    holder = QUdpSocket()
    assert holder.bind(QHostAddress(LOOPBACK), 0, QUdpSocket.BindFlag.DontShareAddress)
    info = {"name": "Den", "port": 4000, "players": 0, "seats": 2, "open": 2}
    held = TableBeacon(lambda: info, LOOPBACK, holder.localPort())
    assert not held.start()  # the table still works: guests type its address
    assert not held.running and held.port == 0
    held.stop()  # stopping what never ran does nothing
    holder.close()
    beacon = TableBeacon(lambda: info, LOOPBACK, 0)
    assert beacon.start()
    finder = TableFinder()
    try:
        assert [t["name"] for t in search(qtbot, finder, beacon.port, answered=True)] == ["Den"]
        finder.stop()
        assert [t["name"] for t in search(qtbot, finder, beacon.port, answered=True)] == ["Den"]
    finally:
        finder.stop()
        beacon.stop()

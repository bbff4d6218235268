"""Command line of network tables: ``python -m fivedice.net serve|play``.

``serve`` hosts a table without a window: open seats for guests and computer seats, started as soon
as every open seat is taken, one line per event (``--json``: one JSON object a line). With
``--wormhole`` its open seats are for friends anywhere: one ``invitation`` line per seat gives its
code (and another whenever a code is made anew). ``play`` joins a table (on the local network, or
anywhere with ``--wormhole CODE``) and plays its seat with a computer level. Both end with the
``finished`` line and exit 0 once the game is over; a refused join (a wrong code...) exits 2, a
table that could not be reached or was lost (or whose host was caught choosing the dice) exits 3, a
host that cannot listen, or whose table closed before the end (a guest never sent its share of the
seed), exits 1.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from fivedice.core import COMPUTER_LEVELS, ExtraFive, Game, Player, Rules

from .client import TableClient
from .discovery import DISCOVERY_PORT
from .headless import MIN_REQUEST_MS, ComputerGuest, HeadlessDriver, finished_players
from .host import SeatSpec, TableDriver, TableHost, new_code
from .internet import PUBLIC_MAILBOX, PUBLIC_RELAY, Dial, Invitations, Servers, reactor, servers
from .internet.link import DIAL_FAILED, PROGRESS
from .mirror import MirrorGame
from .reach import GRACE_S, Reach

__all__ = ["main"]

PROG = "python -m fivedice.net"
EXIT_REFUSED = 2
EXIT_LOST = 3
QUIT_WAIT_MS = 2000
"""How long a finished host waits for its goodbyes to go out before it exits."""
LOOPBACK = "127.0.0.1"


class Events:
    """Prints what happens: one JSON object a line, or a sentence a line."""

    def __init__(self, as_json: bool) -> None:
        self._json = as_json

    def __call__(self, event: str, text: str, **fields: Any) -> None:
        if self._json:
            print(json.dumps({"event": event, **fields}, ensure_ascii=False), flush=True)
        else:
            print(text, flush=True)

    def finished(self, game: Game) -> None:
        """The last line: every player's total."""
        players = finished_players(game)
        lines = [
            f"  {p['name']}: {p['total']}{' (dropped out)' if p['dropped'] else ''}"
            for p in players
        ]
        self("finished", "The game is over.\n" + "\n".join(lines), players=players)


def _seats(text: str) -> list[SeatSpec]:
    seats: list[SeatSpec] = []
    for word in (w.strip().lower() for w in text.split(",")):
        if word in ("remote", "anywhere"):
            seats.append(SeatSpec("remote", anywhere=word == "anywhere"))
        elif word in COMPUTER_LEVELS:
            seats.append(SeatSpec("computer", level=word))
        else:
            raise argparse.ArgumentTypeError(
                f"a seat is remote, anywhere or a computer level ({', '.join(COMPUTER_LEVELS)}), "
                f"not {word!r}"
            )
    if not 1 <= len(seats) <= 4:
        raise argparse.ArgumentTypeError("a table has 1 to 4 seats")
    return seats


def _code(text: str) -> str:
    if len(text) != 4 or not text.isascii() or not text.isdigit():
        raise argparse.ArgumentTypeError("a join code is four digits")
    return text


def _turn_limit(text: str) -> float | None:
    value = _seconds(text)
    return value or None


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError("give 0 to 3600 seconds")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Five Dice tables on the network.")
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="host a table without a window")
    serve.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    serve.add_argument("--code", type=_code, default=None, help="join code (default: random)")
    serve.add_argument("--seats", type=_seats, default=_seats("remote,remote"))
    serve.add_argument("--rules", choices=[e.value for e in ExtraFive], default="off")
    serve.add_argument("--cards", choices=["1", "2", "3", "triple"], default="1")
    serve.add_argument("--budget", type=_seconds, default=None, help="time budget (seconds)")
    serve.add_argument("--hidden", action="store_true", help="hidden score sheets")
    serve.add_argument("--grace", type=_seconds, default=GRACE_S, help="seconds to rejoin")
    serve.add_argument(
        "--turn-limit",
        type=_turn_limit,
        default=None,
        help="seconds a guest's turn may take before the computer plays it (0: no limit)",
    )
    serve.add_argument(
        "--listen",
        default=None,
        help="address to listen on (default: every network; with --wormhole, 127.0.0.1 only)",
    )
    serve.add_argument(
        "--wormhole",
        action="store_true",
        help="open seats are for friends anywhere: one wormhole code each",
    )
    _server_options(serve)
    serve.add_argument("--table", default="Five Dice table", help="the table's name")
    serve.add_argument(
        "--discovery-port",
        type=int,
        default=DISCOVERY_PORT,
        help="UDP port answering table queries (0: do not answer)",
    )
    serve.add_argument("--step-ms", type=int, default=150, help="pause before computer steps")
    serve.add_argument("--json", action="store_true", help="one JSON object per line")

    play = commands.add_parser("play", help="join a table as a computer player")
    play.add_argument("--host", help="the host's address (a table on the local network)")
    play.add_argument("--port", type=int, help="the table's port (on the local network)")
    play.add_argument("--code", help="the table's join code (on the local network)")
    play.add_argument("--wormhole", metavar="CODE", help="a table anywhere: its wormhole code")
    _server_options(play)
    play.add_argument("--name", default="Guest")
    play.add_argument("--level", choices=COMPUTER_LEVELS, default="normal")
    play.add_argument(
        "--delay-ms", type=int, default=60, help=f"pause before each request (≥ {MIN_REQUEST_MS})"
    )
    play.add_argument("--json", action="store_true", help="one JSON object per line")
    return parser


def _server_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--mailbox", default=None, help=f"wormhole mailbox server (default: {PUBLIC_MAILBOX})"
    )
    command.add_argument(
        "--relay", default=None, help=f"wormhole transit relay (default: {PUBLIC_RELAY})"
    )
    command.add_argument(
        "--relay-only", action="store_true", help="no direct connection: all through the relay"
    )


def _servers(args: argparse.Namespace) -> Servers:
    return servers(args.mailbox, args.relay, direct=not args.relay_only)


def _application() -> QCoreApplication:
    app = QCoreApplication.instance()
    return app if app is not None else QCoreApplication([PROG])


def _on_interrupt(app: QCoreApplication, stop: Callable[[], None]) -> QTimer:
    """Ctrl+C and SIGTERM call `stop`; a timer lets Python see signals inside Qt's loop."""

    def handler(number: int, frame: object) -> None:
        stop()

    signal.signal(signal.SIGINT, handler)
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, handler)
    timer = QTimer(app, interval=200)
    timer.timeout.connect(lambda: None)
    timer.start()
    return timer


def _rules(args: argparse.Namespace) -> Rules:
    triple = args.cards == "triple"
    return Rules(
        extra_five=ExtraFive(args.rules),
        cards=3 if triple else int(args.cards),
        triple=triple,
        time_budget_s=args.budget,
        open_sheets=not args.hidden,
    )


def serve(args: argparse.Namespace) -> int:
    """Host a table until its game is over."""
    app = _application()
    events = Events(args.json)
    code = args.code or new_code()
    drivers: list[HeadlessDriver] = []

    def make_driver(players: list[Player], rules: Rules, seed: int) -> TableDriver:
        driver = HeadlessDriver(host, players, rules, seed, step_ms=args.step_ms)
        drivers.append(driver)
        return driver

    seats = [SeatSpec("remote", anywhere=True) if s.kind == "remote" else s for s in args.seats]
    seats = seats if args.wormhole else args.seats
    lan = any(s.kind == "remote" and not s.anywhere for s in seats)
    listen = args.listen or ("0.0.0.0" if lan else "127.0.0.1")
    host = TableHost(
        make_driver,
        seats,
        _rules(args),
        code,
        table_name=args.table,
        reach=Reach(listen, args.port, args.grace, (args.discovery_port or None) if lan else None),
        turn_limit_s=args.turn_limit,
        step_ms=args.step_ms,
    )

    def quit_when_quiet(status: int, waited: int = 0) -> None:
        if host.pending and waited < QUIT_WAIT_MS:
            QTimer.singleShot(50, lambda: quit_when_quiet(status, waited + 50))
        else:
            app.exit(status)

    def start_if_ready() -> None:
        if host.ready and not host.is_started and not host.is_over:
            host.start()

    def on_finished() -> None:
        for driver in drivers:
            events.finished(driver.game)
            driver.stop()
        host.close("The game is over.")
        quit_when_quiet(0)

    def on_started() -> None:
        names = [s.name for s in host.seats if s.player is not None]
        events("started", f"The game starts: {', '.join(names)}.", players=names)

    def stop() -> None:
        host.close("The host closed the table.")
        quit_when_quiet(1)

    def on_gave_up(reason: str) -> None:
        events("closed", reason, reason=reason)
        for driver in drivers:
            driver.stop()
        quit_when_quiet(1)

    host.joined.connect(lambda s, n: events("joined", f"{n} sat down.", seat=s, name=n))
    host.left.connect(lambda s, n: events("left", f"{n} has left the table.", seat=s, name=n))
    host.returned.connect(lambda s, n: events("returned", f"{n} is back.", seat=s, name=n))
    host.dropped.connect(lambda s, n: events("dropped", f"{n} dropped out.", seat=s, name=n))
    host.timed_out.connect(
        lambda s, n: events(
            "timed_out", f"{n} ran out of time: the computer plays the turn.", seat=s, name=n
        )
    )
    host.lobby_changed.connect(lambda: QTimer.singleShot(0, start_if_ready))
    host.started.connect(on_started)
    host.finished.connect(on_finished)
    host.gave_up.connect(on_gave_up)
    try:
        port = host.open()
    except OSError as exc:
        print(f"{PROG} serve: {exc}", file=sys.stderr)
        return 1
    events("listening", f"Listening on port {port}, join code {code}.", port=port, code=code)
    if any(s.anywhere for s in seats):
        invitations = Invitations(host, args.servers)
        invitations.code_made.connect(
            lambda s, c: events("invitation", f"Seat {s + 1}: wormhole code {c}", seat=s, code=c)
        )
        invitations.trouble.connect(
            lambda s, why: events("invitation_ended", f"Seat {s + 1}: {why}", seat=s, why=why)
        )
    keep = _on_interrupt(app, stop)
    QTimer.singleShot(0, start_if_ready)
    status = app.exec()
    keep.stop()
    return status


def play(args: argparse.Namespace) -> int:
    """Join a table and play its seat with a computer level until the game is over."""
    app = _application()
    events = Events(args.json)
    client = TableClient()
    ComputerGuest(client, args.level, delay_ms=max(MIN_REQUEST_MS, args.delay_ms))

    def on_welcomed(info: dict[str, Any]) -> None:
        table = info["table"]
        events("joined", f"Seated at {table}.", seat=info["seat"], table=table)

    def on_started(mirror: MirrorGame) -> None:
        names = [p.name for p in mirror.players]
        events("started", f"The game starts: {', '.join(names)}.", players=names)

    def on_ended(game: Game) -> None:
        events.finished(game)
        app.exit(0)

    def on_refused(reason: str) -> None:
        events("refused", reason, reason=reason)
        print(f"{PROG} play: {reason}", file=sys.stderr)
        app.exit(EXIT_REFUSED)

    def on_closed(reason: str) -> None:
        events("closed", reason, reason=reason)
        print(f"{PROG} play: {reason}", file=sys.stderr)
        app.exit(EXIT_LOST)

    def stop() -> None:
        client.leave()
        app.exit(1)

    client.welcomed.connect(on_welcomed)
    client.started.connect(on_started)
    client.ended.connect(on_ended)
    client.refused.connect(on_refused)
    client.closed.connect(on_closed)
    keep = _on_interrupt(app, stop)
    if args.wormhole:
        dial = Dial(args.wormhole, args.servers, client)
        dial.progress.connect(lambda how: events(how, PROGRESS.get(how) or how))
        dial.failed.connect(lambda why: on_refused(DIAL_FAILED.get(why) or why))
        dial.ready.connect(lambda port, code: client.join(LOOPBACK, port, args.name, code))
    else:
        client.join(args.host, args.port, args.name, args.code)
    status = app.exec()
    keep.stop()
    return status


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "play" and not args.wormhole:
        if args.host is None or args.port is None or args.code is None:
            parser.error("play needs --host, --port and --code, or --wormhole CODE")
        if len(args.code) != 4 or not args.code.isdigit():
            print(f"{PROG} play: The join code was wrong: a code is four digits.", file=sys.stderr)
            return EXIT_REFUSED
    try:
        args.servers = _servers(args)
    except ValueError as exc:
        print(f"{PROG} {args.command}: {exc}", file=sys.stderr)
        return 1
    try:
        return serve(args) if args.command == "serve" else play(args)
    finally:
        reactor.stop()  # internet play's thread, if it ran


if __name__ == "__main__":
    sys.exit(main())

"""The host of a network table: its seats, its guests' connections, and what they may do.

The host decides. Its computer runs the real :class:`~fivedice.core.Game` (through a
:class:`TableDriver`: the window's controller, or the headless driver of ``serve``); guests only
send requests, which the host checks (the guest's own seat, its turn, a game that goes on)
before the driver carries them out through the core's rules. After every change the driver
calls :meth:`TableHost.publish`, which tells each guest the new moves as :mod:`.feed` says (the
faces of each roll; under hidden score sheets, another player's box only at the end).

The seed is no one's choice (:mod:`.fairplay`): :meth:`TableHost.start` fixes the players and
sends every guest the pledges of the seed; the game is dealt once every guest has sent its
nonce, and the host's secret stays here until the end. Who gets in is the
:class:`~.admission.Door`'s business; computers that play for guests (kicked, or out of time for
a turn) are :class:`~.standin.StandIns`.
"""

from __future__ import annotations

import hmac
import logging
import time
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QTcpSocket

from fivedice.core import MAX_PLAYERS, Player, Rules
from fivedice.core.names import clean_name
from fivedice.words import QT_TRANSLATE_NOOP

from .admission import Door
from .dealing import REVEAL_TIMEOUT_S, Dealing
from .entrance import Entrance
from .feed import GameFeed, OutOfStep, clock_fields, start_message
from .peer import HEARTBEAT_S, SILENT_S, Pace, Peer, timer
from .protocol import CLIENT_TYPES, PROTOCOL_VERSION, TABLE_NAME_MAX, TEXT_MAX
from .reach import DEFAULT_REACH, Reach
from .seating import Seating
from .standin import STEP_MS, StandIns
from .table import (
    DriverFactory,
    SeatSpec,
    SeatState,
    TableDriver,
    app_version,
    new_code,
    play_request,
)

log = logging.getLogger(__name__)

__all__ = [
    "DriverFactory",
    "Reach",
    "SeatSpec",
    "SeatState",
    "TableDriver",
    "TableHost",
    "app_version",
    "new_code",
]

RATE = 50.0
"""Lines a second a connection may send, on average (blank ones too)."""
BURST = 100.0
"""Lines a connection may send at once."""
MAX_STRIKES = 10
"""Protocol errors a guest (its seat, whatever its connections) or a stranger may make before
its connection is closed."""
CLOCK_INTERVAL_S = 1.0
"""At most one clock message this often (a pause or resume goes out at once)."""

WRONG_CODE = QT_TRANSLATE_NOOP("Net", "The join code was wrong.")
#: Why the host of a network table sent a player at another computer away: the host chose to.
KICKED = QT_TRANSLATE_NOOP("Net", "The host removed you from the table.")
OUT_OF_TIME = QT_TRANSLATE_NOOP(
    "Net", "Your time for this turn ran out: the computer plays the rest of it."
)


class TableHost(QObject):
    """A table on the network: it listens for guests while open, seats them, and keeps them in
    step with the game its driver plays.

    Seat numbers in signals and :attr:`seats` are lobby seats (the order of `seats`); once the
    game started, ``seats[i].player`` is that seat's index in the game's players.
    """

    lobby_changed = Signal()
    """Someone joined, left, came back or dropped out: read :attr:`seats`."""
    joined = Signal(int, str)
    """A guest took a seat (seat, name)."""
    left = Signal(int, str)
    """A guest left or lost the connection (seat, name); in a game, they may come back."""
    returned = Signal(int, str)
    """A guest who had left came back within the grace period (seat, name)."""
    dropped = Signal(int, str)
    """A seat's player dropped out of the game (time budget, or away too long)."""
    kicked = Signal(int, str)
    """The host sent a seat's guest away (seat, name): see :meth:`kick`."""
    timed_out = Signal(int, str)
    """A guest's turn ran past the turn limit: the computer plays the rest of it (seat, name)."""
    pause_requested = Signal(int, str)
    """A guest asks for a pause (only the host pauses)."""
    started = Signal()
    """The game started (its seed made): :attr:`driver` plays it."""
    finished = Signal()
    """The game is over; every guest was sent the end."""
    closed = Signal()
    """The table closed (:meth:`close`, or by itself): nothing more is heard or answered."""
    gave_up = Signal(str)
    """The table closed by itself (the dice could not be dealt, or the game went out of step):
    why, a sentence in English to translate with ``translate("Net", ...)``."""

    def __init__(
        self,
        make_driver: DriverFactory,
        seats: Sequence[SeatSpec],
        rules: Rules,
        code: str,
        *,
        table_name: str,
        reach: Reach = DEFAULT_REACH,
        rate: float = RATE,
        burst: float = BURST,
        reveal_s: float = REVEAL_TIMEOUT_S,
        turn_limit_s: float | None = None,
        step_ms: int = STEP_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if not 1 <= len(seats) <= MAX_PLAYERS:
            raise ValueError(f"a table has 1 to {MAX_PLAYERS} seats, not {len(seats)}")
        if not (isinstance(code, str) and len(code) == 4 and code.isascii() and code.isdigit()):
            raise ValueError("a join code is four digits")
        if reach.grace_s < 0:
            raise ValueError("the grace period cannot be negative")
        self._make_driver = make_driver
        self._seats = Seating(seats, reach.grace_s, self)
        self._seats.expired.connect(self._on_seats_expired)
        self._rules = rules
        self._code = code
        self._table_name = clean_name(table_name)[:TABLE_NAME_MAX].strip() or "Five Dice"
        self._reach = reach
        self._pace = Pace(rate, burst)
        self._peers: dict[Peer, int | None] = {}
        self._invited: dict[Peer, int] = {}
        self._door = Door(self)
        self._entrance = Entrance(reach, self._door, self._beacon_info, self)
        self._entrance.arrived.connect(self._on_entrance_arrived)
        self._stand_ins = StandIns(turn_limit_s, step_ms=step_ms, parent=self)
        self._stand_ins.took_over.connect(self._on_stand_ins_took_over)
        self._driver: TableDriver | None = None
        self._feed: GameFeed | None = None
        self._dealing = Dealing(reveal_s, self)
        self._dealing.dealt.connect(self._on_dealing_dealt)
        self._dealing.failed.connect(self._give_up)
        self._sent_paused = False
        self._clock_sent_at = -CLOCK_INTERVAL_S
        self._over = self._closed = False
        self._publishing = self._again = False
        self._ping = timer(self, self._on_ping, round(HEARTBEAT_S * 1000))

    # ------------------------------------------------------------------------------ state

    @property
    def seats(self) -> tuple[SeatState, ...]:
        """The seats as the lobby shows them."""
        return self._seats.states()

    @property
    def ready(self) -> bool:
        """True when every open seat is taken by a guest who is here."""
        return self._seats.ready

    @property
    def code(self) -> str:
        """The four-digit join code."""
        return self._code

    @property
    def table_name(self) -> str:
        """The table's name as guests see it."""
        return self._table_name

    @property
    def port(self) -> int:
        """The TCP port guests join on (0 before :meth:`open`)."""
        return self._entrance.port

    @property
    def addresses(self) -> tuple[str, ...]:
        """The addresses guests can type to join: the listening address, or when listening on
        every interface, this computer's IPv4 addresses on its networks (loopback last)."""
        return self._reach.addresses()

    @property
    def discovery_port(self) -> int:
        """The UDP port queries are answered on (0 while not answering)."""
        return self._entrance.discovery_port

    @property
    def is_open(self) -> bool:
        """True while the host listens for guests (from :meth:`open` until the end)."""
        return self._entrance.is_open

    @property
    def is_started(self) -> bool:
        """True once the game was dealt (:meth:`start`, then every guest's nonce)."""
        return self._driver is not None

    @property
    def is_over(self) -> bool:
        """True once the game ended (every guest was told) or the table was closed."""
        return self._over or self._closed

    @property
    def driver(self) -> TableDriver | None:
        """The driver playing the game (None before :meth:`start`)."""
        return self._driver

    @property
    def guests(self) -> tuple[int, ...]:
        """The lobby seats a guest holds now (here or away): those :meth:`kick` takes."""
        return tuple(i for i, s in enumerate(self._seats) if s.spec.kind == "remote" and s.token)

    @property
    def turn_limit_s(self) -> float | None:
        """The time a guest's turn may take before the computer plays it (None: no limit)."""
        return self._stand_ins.turn_limit_s

    @property
    def pending(self) -> int:
        """Connections not yet closed (after :meth:`close`, wait for 0 before quitting)."""
        return len(self._peers)

    # ---------------------------------------------------------------------------- control

    def open(self) -> int:
        """Start listening (and answering table queries); returns the port. OSError when the
        address or port cannot be had."""
        if self._closed:
            raise RuntimeError("this table was closed")
        if self._entrance.open(answer_searches=not self._dealing.fixed):
            self._ping.start()
        return self.port

    def start(self) -> None:
        """Start the game with the seats that are taken (open seats left empty are dropped):
        every guest is sent the start, with every pledge of the seed. Once every guest has sent
        its nonce (at once without guests) the driver is made with the seed they all made."""
        if self._dealing.fixed:
            return
        if self._closed:
            raise RuntimeError("this table was closed")
        seated = self._seats.start()
        if not seated:
            raise ValueError("no one sits at the table")
        self._dealing.fix([s.pledge if s.spec.kind == "remote" else None for s in seated])
        self._entrance.answer_searches(False)
        for peer, guest_seat in list(self._peers.items()):
            if guest_seat is not None:
                peer.send(self._start_message(guest_seat))
        self._lobby_news()
        self._dealing.start()  # at once when no guest plays

    def _playing(self) -> list[Player]:
        """The game's players: the seats in the game (numbered in seat order by start())."""
        return [Player(s.name, s.spec.level) for s in self._seats if s.player is not None]

    @Slot(object)
    def _on_dealing_dealt(self, seed: int) -> None:
        players, rules = self._playing(), self._rules
        self._driver = driver = self._make_driver(players, rules, seed)
        self._feed = GameFeed(players, rules, seed, self._dealing.secret)
        game = driver.game
        if (list(game.players), game.rules, game.seed, game.actions) != (players, rules, seed, ()):
            self._out_of_step("the driver's game is not a new game of the table's seed")
            return
        guests = frozenset(
            s.player for s in self._seats if s.player is not None and s.spec.kind == "remote"
        )
        self._stand_ins.start(driver, guests)
        self.started.emit()
        self.lobby_changed.emit()
        self.publish()

    def close(self, reason: str = QT_TRANSLATE_NOOP("Net", "The host closed the table.")) -> None:
        """End the table: every guest is told `reason`, nothing more is heard or answered."""
        if self._closed:
            return
        self._closed = True
        self._entrance.shut()
        self._ping.stop()
        self._dealing.stop()
        self._stand_ins.stop()
        self._seats.stop()
        for peer in list(self._peers):
            peer.close({"type": "closed", "reason": reason[:TEXT_MAX]})
        self.closed.emit()

    def kick(self, seat: int, replace_with: str | None = None) -> None:
        """Send the guest of lobby seat `seat` away for this game: its connection is closed with
        a reason and its token is revoked (its app cannot take the seat back). In the game, the
        computer level `replace_with` plays the seat from now on, or with None the seat drops out
        on its turn; before the start the seat opens again (or becomes that computer's). A guest
        kicked after the start but before its share of the seed came leaves the dice undealt:
        the table gives up. ValueError for a seat no guest holds."""
        if not 0 <= seat < len(self._seats) or self._closed or self._over:
            raise ValueError(f"seat {seat} cannot be kicked now")
        name = self._seats[seat].name
        peer = self._seats.kick(seat, replace_with, started=self._dealing.fixed)
        if peer is not None:
            self._peers[peer] = None  # its going is handled here, not as a lost connection
            peer.close({"type": "closed", "reason": KICKED})
        slot = self._seats[seat]
        if slot.player is not None:
            if peer is not None:
                self._broadcast({"type": "away", "player": slot.player})
            if slot.stand_in is not None:
                self._stand_ins.replace(slot.player, slot.stand_in)
        log.info("the host sent %s away", name)
        self._lobby_news()
        self.kicked.emit(seat, name)
        if slot.player is not None:
            self._dealing.lost(slot.player)  # kicked before its nonce came: no seed
        self.publish()

    # --------------------------------------------------------------------- what is sent

    def publish(self) -> None:
        """Send the game's changes since the last call to every guest (the driver calls it
        after every operation; calling it when nothing changed does nothing)."""
        if self._driver is None or self._closed:
            return
        if self._publishing:
            self._again = True
            return
        self._publishing = True
        try:
            while True:
                self._again = False
                self._send_new_moves()
                if self._closed:
                    break
                if self._drop_expired():
                    self._again = True
                if not self._again:
                    break
        finally:
            self._publishing = False
        if not self._closed:
            self._stand_ins.watch()

    def publish_clock(self) -> None:
        """The clock ran on: publish any change, and the clocks about once a second."""
        self.publish()
        if self._driver is None or self.is_over:
            return
        if time.monotonic() - self._clock_sent_at >= CLOCK_INTERVAL_S:
            self._send_clock()

    def _send_new_moves(self) -> None:
        assert self._driver is not None and self._feed is not None
        game = self._driver.game
        try:
            entries = self._feed.follow(game)
        except OutOfStep as exc:
            self._out_of_step(str(exc))
            return
        for entry in entries:
            for peer, seat in list(self._peers.items()):
                if seat is not None:
                    peer.send(entry.told_to(self._seats[seat].player))
            if entry.move[0] == "drop":
                seat = self._seats.of_player(entry.move[1])
                if seat is not None:
                    self.dropped.emit(seat, self._seats[seat].name)
                    self.lobby_changed.emit()
        held = self._feed.held_news(game)
        if held is not None:
            self._broadcast(held)
        if game.paused != self._sent_paused:
            self._send_clock()
        if game.is_over and not self._over:
            self._over = True
            self._entrance.shut()  # no one joins a finished game
            secret, nonces = self._dealing.secret, self._dealing.nonces
            self._broadcast(self._feed.end_message(secret, nonces, game))
            self.finished.emit()

    def _out_of_step(self, why: str) -> None:
        # Undo is off and the driver's game must be a plain one (its faces from its seed): a
        # guest could not follow anything else, so the table cannot go on.
        log.error("the host's game went out of step with its guests: %s", why)
        self._give_up(
            QT_TRANSLATE_NOOP(
                "Net", "The host's game went out of step with the table, so the table was closed."
            )
        )

    def _give_up(self, reason: str) -> None:
        self.close(reason)
        self.gave_up.emit(reason)

    def _send_clock(self) -> None:
        assert self._driver is not None
        fields = clock_fields(self._driver.game)
        self._sent_paused = fields["paused"]
        self._clock_sent_at = time.monotonic()
        self._broadcast({"type": "clock", **fields})

    def _drop_expired(self) -> bool:
        """Drop the player on turn when their guest was away too long; True if one dropped."""
        assert self._driver is not None
        game = self._driver.game
        if game.is_over:
            return False
        player = game.current_player
        seat = self._seats.of_player(player)
        if seat is None or not self._seats[seat].expired or player in game.dropped:
            return False
        before = len(game.actions)
        self._driver.drop(player)
        return len(game.actions) != before

    def _broadcast(self, msg: dict[str, Any], but: Peer | None = None) -> None:
        for peer, seat in list(self._peers.items()):
            if seat is not None and peer is not but:
                peer.send(msg)

    def _lobby_message(self) -> dict[str, Any]:
        return {"type": "lobby", "seats": [s.state().to_json() for s in self._seats]}

    def _start_message(self, seat: int) -> dict[str, Any]:
        mine, ratings = self._seats[seat].player, self._seats.ratings()
        return start_message(self._playing(), self._rules, mine, self._dealing.promise, ratings)

    def _lobby_news(self) -> None:
        self._broadcast(self._lobby_message())
        self.lobby_changed.emit()

    def _beacon_info(self) -> dict[str, Any]:
        return {
            "name": self._table_name,
            "port": self.port,
            "players": sum(1 for s in self._seats if s.taken),
            "seats": len(self._seats),
            "open": sum(1 for s in self._seats if not s.taken),
        }

    # ------------------------------------------------------------------------- guests

    def admit(self, socket: QTcpSocket, seat: int) -> None:
        """Let in `socket`, a connection that came for lobby seat `seat` through its invitation
        (a friend anywhere's: :mod:`.internet`). It is a stranger like any other until its hello,
        with the table's code, takes that seat, and only that one; once the game started, a hello
        through the invitation takes the seat back (a friend who lost everything but the code)."""
        peer = self._let_in(socket, f"invitation {seat}")
        if peer is not None:
            self._invited[peer] = seat

    @Slot(QTcpSocket)
    def _on_entrance_arrived(self, socket: QTcpSocket) -> None:
        self._let_in(socket)

    def _let_in(self, socket: QTcpSocket, address: str | None = None) -> Peer | None:
        if self._closed or self._over:
            socket.setParent(None)
            socket.abort()
            return None
        peer = Peer(socket, CLIENT_TYPES, pace=self._pace, parent=self)
        if address is not None:
            peer.address = address  # counted and locked out per invitation, not per 127.0.0.1
        self._peers[peer] = None
        peer.received.connect(partial(self._on_peer_received, peer))
        peer.violated.connect(partial(self._on_peer_violated, peer))
        peer.gone.connect(partial(self._on_peer_gone, peer))
        peer.silent.connect(peer.abort)
        self._door.arrived(peer)
        return peer

    def _on_peer_violated(self, peer: Peer, reason: str, fatal: bool) -> None:
        self._strike(peer, reason, fatal)

    def _strike(self, peer: Peer, reason: str, fatal: bool = False) -> None:
        seat = self._peers.get(peer)
        counted = self._seats[seat] if seat is not None else peer  # outlives its connections
        counted.strikes += 1
        if fatal or counted.strikes >= MAX_STRIKES:
            log.info("closing %s after a protocol error: %s", peer.address, reason)
            peer.close(
                {
                    "type": "closed",
                    "reason": QT_TRANSLATE_NOOP(
                        "Net", "Your app broke the table's protocol: goodbye."
                    ),
                }
            )
        else:
            peer.send({"type": "error", "message": f"Message refused: {reason}."[:TEXT_MAX]})

    def _on_peer_received(self, peer: Peer, msg: dict[str, Any]) -> None:
        if peer not in self._peers or peer.closing or self._closed:
            return
        kind, seat = msg["type"], self._peers[peer]
        if kind == "hello":
            if seat is not None:
                self._strike(peer, "you have already said hello")
            else:
                self._hello(peer, msg)
        elif seat is None:
            self._strike(peer, "say hello first")  # a ping too: nothing keeps a stranger here
        elif kind == "reveal":
            player = self._seats[seat].player
            if player is not None and not self._dealing.reveal(player, msg["nonce"]):
                self._strike(peer, "that nonce is not the one your hello pledged")
        elif kind != "ping":
            self._request(peer, seat, msg)

    def _refuse(self, peer: Peer, reason: str, *, retry: bool = False) -> None:
        refusal: dict[str, Any] = {"type": "refused", "reason": reason}
        if retry:
            refusal["retry"] = True
        peer.close(refusal)

    def _hello(self, peer: Peer, msg: dict[str, Any]) -> None:
        rejoining = self._seats.of_token(msg.get("token"))
        if rejoining is None and self._door.locked_out(peer.address):
            # A seat's token proves more than a code: its guest comes back from anywhere.
            self._refuse(
                peer,
                QT_TRANSLATE_NOOP(
                    "Net", "Too many wrong join codes came from your computer: wait a minute."
                ),
                retry=True,
            )
        elif msg["protocol"] != PROTOCOL_VERSION:
            self._refuse(
                peer,
                f"This table speaks version {PROTOCOL_VERSION} of the network protocol and your "
                f"app version {msg['protocol']}: play with the same Five Dice as the host.",
            )
        elif not hmac.compare_digest(msg["code"].encode(), self._code.encode()):
            self._door.wrong_code(peer.address)
            self._refuse(peer, WRONG_CODE)
        elif self._over:
            self._refuse(peer, QT_TRANSLATE_NOOP("Net", "The game at this table is over."))
        elif "token" in msg:
            self._rejoin(peer, rejoining)
        elif self._dealing.fixed and peer in self._invited:
            self._rejoin(peer, self._invited[peer], lost=True)
        elif self._dealing.fixed:
            self._refuse(
                peer, QT_TRANSLATE_NOOP("Net", "The game at this table has already started.")
            )
        elif "pledge" not in msg:
            self._strike(peer, "a hello for a new seat brings its pledge of the seed")
        else:
            self._seat_guest(peer, msg)

    def _seat_guest(self, peer: Peer, hello: dict[str, Any]) -> None:
        invited, rating = self._invited.get(peer), hello.get("rating")
        seat = self._seats.take(hello["name"], peer, hello["pledge"], invited, rating)
        if seat is None:
            #: Why a network table refuses a player who asks to join: every seat is taken.
            self._refuse(peer, QT_TRANSLATE_NOOP("Net", "The table is full."))
            return
        self._welcome(peer, seat)
        self._lobby_news()
        self.joined.emit(seat, self._seats[seat].name)

    def _welcome(self, peer: Peer, seat: int, *, lost: bool = False) -> None:
        slot = self._seats[seat]
        assert slot.token is not None
        self._peers[peer] = seat
        self._door.forget(peer)
        peer.expect_within(SILENT_S)
        welcome = {
            "type": "welcome",
            "seat": seat,
            "token": slot.token,
            "table": self._table_name,
            "grace": self._reach.grace_s,
        }
        peer.send({**welcome, "lost": True} if lost else welcome)

    def _rejoin(self, peer: Peer, seat: int | None, *, lost: bool = False) -> None:
        refusal = self._seats.why_not_back(seat, self._dealing.fixed)
        if refusal is not None or seat is None:
            reason, retry = refusal or ("", False)
            self._refuse(peer, reason, retry=retry)
            return
        slot = self._seats[seat]
        self._seats.bind(seat, peer)
        self._welcome(peer, seat, lost=lost)
        peer.send(self._lobby_message())
        peer.send(self._start_message(seat))
        account: list[dict[str, Any]] = []
        if self._driver is not None and self._feed is not None:
            account = self._feed.history(slot.player)
            account.append({"type": "clock", **clock_fields(self._driver.game)})
        # The guest is back once it has the game so far: the account goes as fast as it reads.
        peer.drained.connect(partial(self._on_peer_drained, peer, seat))
        peer.send_paced(account)

    def _on_peer_drained(self, peer: Peer, seat: int) -> None:
        peer.drained.disconnect()
        if self._peers.get(peer) != seat or self._closed:
            return  # it went, or was sent away, before it caught up
        slot = self._seats[seat]
        self._seats.back(seat)
        if slot.player is not None:
            self._broadcast({"type": "back", "player": slot.player}, but=peer)
        self._lobby_news()
        self.returned.emit(seat, slot.name)

    def _request(self, peer: Peer, seat: int, msg: dict[str, Any]) -> None:
        action = msg["action"]
        slot = self._seats[seat]
        refusal: str | None = None
        if action == "leave":
            self._peers[peer] = None  # its going is handled here, not as a lost connection
            self._seat_left(seat, at_once=True)
            peer.close(
                #: Told to a player at another computer after they chose Leave: why the table
                #: closed for them.
                {"type": "closed", "reason": QT_TRANSLATE_NOOP("Net", "You left the table.")}
            )
            return
        if action == "pause":
            self.pause_requested.emit(seat, slot.name)
            refusal = QT_TRANSLATE_NOOP(
                "Net", "Only the host can pause the game; the host was asked to."
            )
        elif action == "resume":
            refusal = QT_TRANSLATE_NOOP("Net", "Only the host can resume the game.")
        elif self._computer_plays(slot.player):
            refusal = OUT_OF_TIME
        else:
            refusal = play_request(self._driver, slot.player, msg)
            self.publish()
        if refusal:
            peer.send({"type": "error", "message": refusal[:TEXT_MAX]})

    def _computer_plays(self, player: int | None) -> bool:
        """True while a stand-in plays `player`'s turn, which goes on."""
        game = self._driver.game if self._driver is not None else None
        if game is None or game.is_over or player is None or player != game.current_player:
            return False
        return player not in game.dropped and self._stand_ins.plays(player)

    def _on_peer_gone(self, peer: Peer) -> None:
        seat = self._peers.pop(peer, None)
        self._invited.pop(peer, None)
        self._door.forget(peer)
        peer.deleteLater()
        if seat is not None and self._seats[seat].peer is peer and not self._closed:
            self._seat_left(seat, at_once=False)

    def _seat_left(self, seat: int, *, at_once: bool) -> None:
        """The guest of `seat` left (`at_once`: said so) or lost the connection."""
        slot = self._seats[seat]
        name = slot.name
        if self._over:
            slot.peer = None
            return
        self._seats.left(seat, at_once=at_once, started=self._dealing.fixed)
        if slot.player is not None:
            self._broadcast({"type": "away", "player": slot.player})
            if slot.expired:
                self._dealing.lost(slot.player)  # gone before its nonce: no seed
        self._lobby_news()
        self.left.emit(seat, name)
        self.publish()

    @Slot(int)
    def _on_seats_expired(self, seat: int) -> None:
        player = self._seats[seat].player
        if player is not None:
            self._dealing.lost(player)  # away past the grace period before its nonce: no seed
        if not self._closed:
            self.lobby_changed.emit()
            self.publish()

    @Slot(int)
    def _on_stand_ins_took_over(self, player: int) -> None:
        seat = self._seats.of_player(player)
        if seat is not None:
            self.timed_out.emit(seat, self._seats[seat].name)

    @Slot()
    def _on_ping(self) -> None:
        self._broadcast({"type": "ping"})

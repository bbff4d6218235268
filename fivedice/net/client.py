"""A guest at a network table: joins, keeps a mirror of the host's game, sends requests.

The host decides everything; a :class:`TableClient` only asks (roll, hold, fill, leave) and
follows what the host sends: the lobby, the start, every move with the faces of each roll (under
hidden score sheets, the others' fills without their boxes), the clocks, who is away. It adds its
share to the seed (:mod:`.fairplay`): a pledge in its hello, its nonce once the start showed
every pledge. At the end the host's secret, the nonces and every box rebuild the whole game as a
real :class:`~fivedice.core.Game`, checked against everything the host sent; a host that chose
the dice or changed a box is caught there, and the game is not kept.
"""

from __future__ import annotations

import logging
import time
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QTcpSocket

from fivedice.core import Category, Game, IllegalMove, Move
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .fairplay import UNFAIR_DICE, Promise, Seen, Unfair, finished_game, new_share, pledge_of
from .host import MAX_STRIKES, app_version
from .mirror import MirrorGame
from .peer import HEARTBEAT_S, SILENT_S, Peer, timer
from .protocol import (
    HOST_TYPES,
    PROTOCOL_VERSION,
    ProtocolError,
    is_unseen_fill,
    move_from_json,
    players_from_json,
    request_of,
    rules_from_json,
)

log = logging.getLogger(__name__)

__all__ = ["TableClient"]

CONNECT_TIMEOUT_S = 5.0
"""How long reaching the host may take."""
RETRY_INTERVAL_S = 1.0
"""How often a lost connection is tried again, within the grace period."""

LOST = QT_TRANSLATE_NOOP("Net", "The connection to the table was lost.")
OUT_OF_STEP = QT_TRANSLATE_NOOP(
    "Net", "This app lost track of the host's game, so it left the table."
)


class TableClient(QObject):
    """One guest's connection to a table (one seat).

    Call :meth:`join`; follow the signals; act with :meth:`request` while :attr:`mirror`'s
    player on turn is one of :attr:`my_seats`. A connection lost during the game is made again
    with the seat's token, for as long as the host's grace period lasts.
    """

    welcomed = Signal(dict)
    """The host gave us a seat: {seat, token, table, grace} (again after a rejoin)."""
    lobby_changed = Signal(list)
    """The seats: [{name, kind, level?, taken, away, player}, ...]."""
    started = Signal(object)
    """The game started: the :class:`MirrorGame` to draw (once per game)."""
    moved = Signal(tuple)
    """A move the host made (a :data:`~fivedice.core.Move`, or ``("fill",)`` for a fill whose
    box is not shown here), already applied to the mirror: a logged move, or ``("hold", slot)``
    for each die whose hold the host's "held" message changed."""
    clock_synced = Signal()
    """The mirror's clocks (and pause) were set to the host's."""
    seat_away = Signal(int)
    """A player (index into the game's players) left the table; they may come back."""
    seat_back = Signal(int)
    """A player who had left came back."""
    ended = Signal(object)
    """The game is over: the finished :class:`~fivedice.core.Game`, seed and all, checked
    against everything the host sent (the mirror is settled to it). A host caught choosing
    the dice or changing a box is :attr:`closed` instead, with the sentence saying so."""
    request_refused = Signal(str)
    """The host refused a request or a message of ours (a sentence)."""
    refused = Signal(str)
    """The host would not seat us (a sentence: "The join code was wrong.")."""
    closed = Signal(str)
    """The table is gone for us: the host closed it, or the connection was lost for good."""
    reconnecting = Signal()
    """The connection was lost during the game; it is being made again."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._peer: Peer | None = None
        self._host, self._port, self._name, self._code = "", 0, "", ""
        self._token: str | None = None
        self._seat: int | None = None
        self._table = ""
        self._grace = 0.0
        self._mirror: MirrorGame | None = None
        self._my_seats: tuple[int, ...] = ()
        self.rating: tuple[float, float] | None = None
        """The player's rating and its deviation, told to the table in the hello (their ID
        never is): None for a new player, or one not rated here."""
        self._ratings: tuple[tuple[float, float] | None, ...] = ()
        self._share = new_share()
        self._pledged = False
        """True when this connection's hello gave the pledge of :attr:`_share` for the seat."""
        self._promise: Promise | None = None
        self._seen: list[Seen] = []
        self._game: Game | None = None
        self._welcomed = self._done = False
        self._deadline: float | None = None
        self._retry = timer(self, self._connect, single=True)
        self._ping = timer(self, self._on_ping_timeout, round(HEARTBEAT_S * 1000))
        self._connecting = timer(self, self._on_connecting_timeout, single=True)

    # ------------------------------------------------------------------------------ state

    @property
    def mirror(self) -> MirrorGame | None:
        """The game as the host plays it (None before the start)."""
        return self._mirror

    @property
    def my_seats(self) -> tuple[int, ...]:
        """The players (indices into the game's players) this connection plays."""
        return self._my_seats

    @property
    def ratings(self) -> tuple[tuple[float, float] | None, ...]:
        """Each player's rating and deviation as the start told them (None where not told:
        a computer, a new player)."""
        return self._ratings

    @property
    def token(self) -> str | None:
        """The seat's rejoin token (None before the welcome)."""
        return self._token

    @property
    def seat(self) -> int | None:
        """The lobby seat the host gave us (None before the welcome)."""
        return self._seat

    @property
    def table_name(self) -> str:
        """The table's name ("" before the welcome)."""
        return self._table

    @property
    def game(self) -> Game | None:
        """The finished game, with its seed (None before the end)."""
        return self._game

    @property
    def connected(self) -> bool:
        """True while seated and connected."""
        return self._peer is not None and self._welcomed and not self._peer.closing

    # ---------------------------------------------------------------------------- actions

    def join(self, host: str, port: int, name: str, code: str, token: str | None = None) -> None:
        """Connect to the table at `host`:`port` and ask for a seat as `name` with the join
        `code`; with `token`, take back the seat it was given for (a rejoin)."""
        self._drop_peer()
        self._host, self._port, self._name, self._code = host, port, name, code
        self._token = token
        self._share, self._pledged = new_share(), token is None
        self._welcomed = self._done = False
        self._deadline = None
        self._connect()

    def request(self, action: str, **fields: Any) -> bool:
        """Ask the host for `action` ("roll", "hold" with slot=, "fill" with card= and box=
        (a Category or its key), "pause", "resume", "leave"); False when not connected. A
        refusal comes back as :attr:`request_refused`. ValueError for a malformed request."""
        if "box" in fields and isinstance(fields["box"], Category):
            fields["box"] = fields["box"].key
        msg = {"type": "request", "action": action, **fields}
        peer = self._peer
        if not self.connected or peer is None:
            return False
        try:
            peer.send(msg)
        except ProtocolError as exc:
            raise ValueError(f"not a request: {exc}") from None
        return True

    def send_move(self, move: Move) -> bool:
        """Ask the host for `move` (a roll, a hold or a fill of one of my seats); False when
        not connected. A refusal comes back as :attr:`request_refused`."""
        peer = self._peer
        if not self.connected or peer is None:
            return False
        peer.send(request_of(move))
        return True

    def leave(self) -> None:
        """Leave the table for good (after the end: just hang up)."""
        self._done = True
        self._retry.stop()
        peer = self._peer
        if peer is not None and self.connected and self._game is None:
            peer.send({"type": "request", "action": "leave"})
        self._drop_peer()

    # ----------------------------------------------------------------------- connection

    def _drop_peer(self) -> None:
        self._ping.stop()
        self._connecting.stop()
        peer, self._peer = self._peer, None
        if peer is not None:
            peer.retire()

    @Slot()
    def _connect(self) -> None:
        socket = QTcpSocket()
        peer = Peer(socket, HOST_TYPES, parent=self)
        self._peer = peer
        peer.received.connect(partial(self._on_peer_received, peer))
        peer.violated.connect(partial(self._on_peer_violated, peer))
        peer.gone.connect(partial(self._on_peer_gone, peer))
        peer.silent.connect(peer.abort)
        socket.connected.connect(self._on_socket_connected)
        self._connecting.start(round(CONNECT_TIMEOUT_S * 1000))
        socket.connectToHost(self._host, self._port)

    @Slot()
    def _on_socket_connected(self) -> None:
        peer = self._peer
        if peer is None:
            return
        self._connecting.stop()
        hello: dict[str, Any] = {
            "type": "hello",
            "protocol": PROTOCOL_VERSION,
            "app": app_version(),
            "name": self._name[:64],
            "code": self._code,
            "pledge": pledge_of(self._share),
        }
        if self._token is not None:
            hello["token"] = self._token
        if self.rating is not None:
            hello["rating"] = [self.rating[0], min(self.rating[1], 350.0)]
        try:
            peer.send(hello)
        except ProtocolError:
            self._give_up(
                QT_TRANSLATE_NOOP("Net", "The join code was wrong: a join code is four digits."),
                refused=True,
            )
            return
        peer.expect_within(SILENT_S)

    @Slot()
    def _on_connecting_timeout(self) -> None:
        if self._peer is not None:
            self._peer.abort()

    @Slot()
    def _on_ping_timeout(self) -> None:
        if self._peer is not None and self.connected:
            self._peer.send({"type": "ping"})

    def _on_peer_gone(self, peer: Peer) -> None:
        if peer is not self._peer:
            return
        self._drop_peer()
        if self._done:
            return
        if not self._in_game:
            unreachable = translate("Net", "Could not reach a table at {address} port {port}.")
            self._give_up(
                LOST if self._welcomed else unreachable.format(address=self._host, port=self._port),
                refused=False,
            )
            return
        self._try_again()

    @property
    def _in_game(self) -> bool:
        """True while a seat in a game that goes on is ours to take back."""
        return self._token is not None and self._mirror is not None and self._game is None

    def _try_again(self) -> None:
        """Connect again in a moment, while the grace period lasts."""
        now = time.monotonic()
        if self._deadline is None:
            self._deadline = now + self._grace
            self.reconnecting.emit()
        if now >= self._deadline:
            self._give_up(LOST, refused=False)
            return
        self._welcomed = False
        self._retry.start(round(RETRY_INTERVAL_S * 1000))

    def _give_up(self, reason: str, *, refused: bool) -> None:
        # The host's reasons come in English (the source texts): each player reads them in the
        # language of their own computer, as this app's own reasons.
        reason = translate("Net", reason)
        self._done = True
        self._retry.stop()
        self._drop_peer()
        if refused:
            self.refused.emit(reason)
        else:
            self.closed.emit(reason)

    def _on_peer_violated(self, peer: Peer, reason: str, fatal: bool) -> None:
        if peer is not self._peer:
            return
        log.warning("the table sent a message this app does not understand: %s", reason)
        peer.strikes += 1
        if fatal or peer.strikes >= MAX_STRIKES:
            self._give_up(
                QT_TRANSLATE_NOOP("Net", "The table sent messages this app does not understand."),
                refused=False,
            )

    # ------------------------------------------------------------------------- messages

    def _on_peer_received(self, peer: Peer, msg: dict[str, Any]) -> None:
        if peer is not self._peer or self._done:
            return
        handlers = {
            "welcome": self._on_welcome,
            "lobby": self._on_lobby,
            "start": self._on_start,
            "move": self._on_move,
            "held": self._on_held,
            "clock": self._on_clock,
            "away": self._on_away,
            "back": self._on_back,
            "end": self._on_end,
            "error": self._on_error,
            "refused": self._on_refused,
            "closed": self._on_closed,
        }
        handler = handlers.get(msg["type"])  # a ping only proves the host is there
        if handler is not None:
            handler(msg)

    def _on_welcome(self, msg: dict[str, Any]) -> None:
        self._seat, self._token, self._table = msg["seat"], msg["token"], msg["table"]
        self._grace = float(msg["grace"])
        if msg.get("lost"):
            # Back in a seat this app did not pledge for (the one that did was lost): the seat's
            # pledge cannot be checked as ours; the end still checks the seed against them all.
            self._pledged = False
        self._welcomed = True
        self._deadline = None
        self._ping.start()
        self.welcomed.emit({k: v for k, v in msg.items() if k != "type"})

    def _on_lobby(self, msg: dict[str, Any]) -> None:
        self.lobby_changed.emit(msg["seats"])

    def _on_start(self, msg: dict[str, Any]) -> None:
        try:
            players = players_from_json(msg["players"])
            rules = rules_from_json(msg["rules"])
        except ProtocolError as exc:
            log.warning("the table's start is not valid: %s", exc)
            self._give_up(OUT_OF_STEP, refused=False)
            return
        self._my_seats = tuple(p for p in msg["seats"] if p < len(players))
        told = msg.get("ratings", [None] * len(players))
        self._ratings = tuple(None if r is None else (r[0], r[1]) for r in told)
        promise = Promise(msg["commitment"], tuple(msg["pledges"]))
        mine = pledge_of(self._share)
        if (self._promise is not None and promise != self._promise) or (
            self._pledged and any(promise.pledges[p] != mine for p in self._my_seats)
        ):
            # The start of a rejoin promises what the first did; and no host may swap a
            # guest's pledge for one of its own choosing.
            self._give_up(UNFAIR_DICE, refused=False)
            return
        self._promise = promise
        if self._pledged and self._my_seats and not self._seen and self._peer is not None:
            self._peer.send({"type": "reveal", "nonce": self._share})
        mirror = self._mirror
        if mirror is not None and mirror.players == tuple(players) and mirror.rules == rules:
            return  # a rejoin: the moves we have are sent again and checked
        self._mirror = MirrorGame(players, rules, self._my_seats)
        self._seen.clear()
        self.started.emit(self._mirror)

    def _on_move(self, msg: dict[str, Any]) -> None:
        mirror, n, move = self._mirror, msg["n"], msg["move"]
        faces = msg.get("faces")
        seen = Seen(tuple(move), None if faces is None else tuple(faces), msg.get("seal"))
        try:
            if mirror is None:
                raise IllegalMove("a move before the start")
            have = len(self._seen)
            if n < have:
                if self._seen[n] != seen:
                    raise IllegalMove(f"move {n} is not the one seen before")
                return
            if n > have:
                raise IllegalMove(f"move {n} came after {have} moves")
            mirror.apply_remote(move, faces)
        except IllegalMove as exc:
            log.warning("the table's move does not fit: %s", exc)
            self._give_up(OUT_OF_STEP, refused=False)
            return
        self._seen.append(seen)
        self.moved.emit(seen.move if is_unseen_fill(move) else move_from_json(move))

    def _on_held(self, msg: dict[str, Any]) -> None:
        mirror = self._mirror
        try:
            if mirror is None or msg["n"] != len(self._seen):
                raise IllegalMove("holds that do not follow the moves seen")
            before = mirror.held
            mirror.hold_remote(msg["held"])
        except IllegalMove as exc:
            log.warning("the table's holds do not fit: %s", exc)
            self._give_up(OUT_OF_STEP, refused=False)
            return
        for slot, (was, now) in enumerate(zip(before, mirror.held, strict=True)):
            if was != now:
                self.moved.emit(("hold", slot))

    def _on_clock(self, msg: dict[str, Any]) -> None:
        if self._mirror is not None and len(msg["used"]) == len(self._mirror.players):
            self._mirror.sync_clock(msg["elapsed"], msg["used"], msg["paused"])
            self.clock_synced.emit()

    def _on_away(self, msg: dict[str, Any]) -> None:
        self.seat_away.emit(msg["player"])

    def _on_back(self, msg: dict[str, Any]) -> None:
        self.seat_back.emit(msg["player"])

    def _on_end(self, msg: dict[str, Any]) -> None:
        mirror, promise = self._mirror, self._promise
        if mirror is None or promise is None:
            self._give_up(OUT_OF_STEP, refused=False)
            return
        try:
            game = finished_game(mirror.players, mirror.rules, promise, self._seen, msg)
        except Unfair as exc:
            log.warning("the table's end does not keep its promise: %s", exc)
            self._give_up(str(exc), refused=False)
            return
        mirror.settle(game)
        self._game = game
        self._done = True
        self._retry.stop()
        self.ended.emit(game)
        self._drop_peer()

    def _on_error(self, msg: dict[str, Any]) -> None:
        self.request_refused.emit(translate("Net", msg["message"]))

    def _on_refused(self, msg: dict[str, Any]) -> None:
        if msg.get("retry") and self._in_game:
            # Passing (the host has not yet noticed our old connection is dead, say): the seat
            # is still ours to take back while the grace period lasts.
            log.info("the table will not seat us again yet: %s", msg["reason"])
            self._drop_peer()
            self._try_again()
            return
        self._give_up(msg["reason"], refused=not self._welcomed and self._mirror is None)

    def _on_closed(self, msg: dict[str, Any]) -> None:
        self._give_up(msg["reason"], refused=False)

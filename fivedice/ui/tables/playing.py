"""The window's side of a network table (RULES.md §8–10, docs/PROTOCOL.md).

:class:`HostedTable`: this computer hosts. The window's own controller plays the real game (it is
the table's driver): people here and computers act as in any game, the players elsewhere act
through the :class:`~fivedice.net.host.TableHost`, which sends every change to their computers.

:class:`JoinedTable`: this computer sits at a table hosted elsewhere. The controller shows the
client's mirror of the host's game; a move here is a request the host carries out, and the move
comes back as the host made it. At the end the finished game (seed and all) is recorded here.

Either is the controller's ``table`` while the game is played there.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from fivedice.core import Fill, Game, Move, Player, Rules
from fivedice.core.actions import FillMove, HoldMove, RollMove
from fivedice.store.elsewhere import Elsewhere
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..control.snapshot import Event, Refusal
from ..control.table import HomeTable

if TYPE_CHECKING:
    from fivedice.net.client import TableClient
    from fivedice.net.host import Reach, TableHost
    from fivedice.net.table import SeatSpec

    from ..control.controller import GameController

log = logging.getLogger(__name__)

TABLE_NEWS = {
    "joined": QT_TRANSLATE_NOOP("NetPlay", "{name} has joined the table."),
    #: Notice in a network game: the player {name}, at another computer, left.
    "left": QT_TRANSLATE_NOOP("NetPlay", "{name} has left the table."),
    "returned": QT_TRANSLATE_NOOP("NetPlay", "{name} is back at the table."),
    "dropped": QT_TRANSLATE_NOOP(
        "NetPlay", "{name} did not come back in time and is out of the game."
    ),
    "pause_requested": QT_TRANSLATE_NOOP(
        "NetPlay", "{name} asks for a pause (P pauses the game for everyone)."
    ),
    #: Notice in a network game the host opened here: the host sent the player {name}, at another
    #: computer, away from the table (Game > Kick a player…).
    "kicked": QT_TRANSLATE_NOOP("NetPlay", "{name} was sent away from the table."),
    #: Notice in a network game the host opened here: the player {name}, at another computer, took
    #: longer than the table's turn limit; the computer finishes the turn for them.
    "timed_out": QT_TRANSLATE_NOOP(
        "NetPlay", "{name}'s time for the turn ran out: the computer plays the rest of it."
    ),
}
"""What the people at a table are told when a player comes or goes (by the host's signal); shown
with ``translate("NetPlay", ...)``."""
NOT_YOUR_TURN = QT_TRANSLATE_NOOP("Net", "It is not your turn.")
NOT_NOW = QT_TRANSLATE_NOOP("Net", "The rules do not allow that now.")
"""A guest's request refused: the English source goes to the guest, whose app translates it."""
LOCAL_NOW = QT_TRANSLATE_NOOP(
    "NetPlay", "The network table is closed: this game goes on here, at this computer."
)


class HostedTable(QObject, HomeTable):
    """A table this computer hosts; the controller plays its game (this is its driver). To the
    controller it is a home table that is networked: the real game is here, every move is made
    here, it is saved and recorded as any game; only undo is not allowed."""

    networked = True
    news = Signal(str)
    """A sentence for the people here: who joined, left, came back, dropped out, was sent away
    or ran out of time for a turn."""

    def __init__(
        self,
        controller: GameController,
        seats: Sequence[SeatSpec],
        rules: Rules,
        code: str,
        *,
        table_name: str,
        reach: Reach,
        turn_limit_s: float | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        from fivedice.net.host import TableHost

        self._controller = controller
        self.host: TableHost = TableHost(
            self._make_driver,
            seats,
            rules,
            code,
            table_name=table_name,
            reach=reach,
            turn_limit_s=turn_limit_s,
            parent=self,
        )
        for signal, words in TABLE_NEWS.items():
            getattr(self.host, signal).connect(partial(self._on_host_news, words))

    # ---------------------------------------------------------------------- table driver

    @property
    def game(self) -> Game:
        """The real game (the controller's)."""
        return self._controller.game

    def act(self, seat: int, move: RollMove | HoldMove | FillMove) -> str | None:
        """Make a guest's `move` for player `seat` through the controller, as any move is made
        (the same checks, the same saving and drawing)."""
        game = self._controller.game
        if game.is_over:
            #: Why a network table refuses a move of a player at another computer: the game has
            #: ended.
            return QT_TRANSLATE_NOOP("Net", "The game is over.")
        if seat != game.current_player:
            return NOT_YOUR_TURN
        if game.paused:
            #: Why a network table refuses a move of a player at another computer: the host paused
            #: the game.
            return QT_TRANSLATE_NOOP("Net", "The game is paused.")
        done = self._controller.play(move, elsewhere=True)
        # The reason in English, which the guest's app translates (the core's is in ours).
        return NOT_NOW if isinstance(done, Refusal) else None

    def drop(self, seat: int) -> None:
        """Player `seat` stayed away longer than the grace period: out, as a drop-out by time."""
        game = self._controller.game
        if not game.is_over and game.current_player == seat and seat not in game.dropped:
            self._controller.play(("drop", seat), elsewhere=True)

    def people_elsewhere(self, seats: frozenset[int]) -> Elsewhere:
        """The guests of `seats`, with the ratings their apps told the table."""
        told = tuple(
            (s.player, *s.rating)
            for s in self.host.seats
            if s.player in seats and s.kind == "remote" and s.rating is not None
        )
        return Elsewhere(tuple(sorted(seats)), told)

    def _make_driver(self, players: list[Player], rules: Rules, seed: int) -> HostedTable:
        players_elsewhere = (s.player for s in self.host.seats if s.kind == "remote")
        elsewhere = frozenset(p for p in players_elsewhere if p is not None)
        controller = self._controller
        controller.start(Game(players, rules, seed), elsewhere, self)
        controller.changed.connect(self._on_controller_changed)
        controller.clock_ticked.connect(self._on_controller_clock_ticked)
        return self

    def close(self, reason: str = QT_TRANSLATE_NOOP("Net", "The host closed the table.")) -> None:
        """End the table for everyone; the game goes on here as a local game."""
        self.host.close(reason)
        controller = self._controller
        if controller.table is self:
            controller.bring_home()  # the players elsewhere now play here
            for signal, slot in (
                (controller.changed, self._on_controller_changed),
                (controller.clock_ticked, self._on_controller_clock_ticked),
            ):
                with contextlib.suppress(RuntimeError, TypeError):  # not started yet
                    signal.disconnect(slot)

    @Slot(object)
    def _on_controller_changed(self, _change: object) -> None:
        self.host.publish()

    @Slot(object)
    def _on_controller_clock_ticked(self, _view: object) -> None:
        self.host.publish_clock()

    def _on_host_news(self, words: str, _seat: int, name: str) -> None:
        self.news.emit(translate("NetPlay", words).format(name=name))


class JoinedTable(QObject):
    """A seat at a table hosted elsewhere, shown by the controller from the client's mirror."""

    keeps_game = False
    """The game is the host's: nothing is autosaved here (only the finished game is recorded)."""
    networked = True
    news = Signal(str)
    """A sentence for the player here (someone left or came back, a refusal, the end)."""
    gone = Signal(str)
    """The table is gone (the host closed it, or the connection was lost): why."""

    def __init__(self, controller: GameController, client: TableClient) -> None:
        super().__init__(controller)
        self._controller = controller
        self.client = client
        self._final: Game | None = None
        self._waiting_fill: Fill | None = None
        client.started.connect(self._on_client_started)
        client.moved.connect(self._on_client_moved)
        client.ended.connect(self._on_client_ended)
        client.seat_away.connect(self._on_client_seat_away)
        client.seat_back.connect(self._on_client_seat_back)
        client.request_refused.connect(self.news)
        client.closed.connect(self._on_client_closed)
        client.clock_synced.connect(self._on_client_clock_synced)
        client.reconnecting.connect(self._on_client_reconnecting)
        self._paused = False

    def send(self, move: Move) -> bool:
        """Send a move of the player here to the host as a request (the host's move comes
        back); a move that cannot be sent now is refused."""
        return self.client.send_move(move)

    def send_pause(self, paused: bool) -> bool:
        """Ask the host to pause or resume the game (the host decides, for everyone)."""
        return self.client.request("pause" if paused else "resume")

    def finished(self, game: Game) -> Game:
        """The game to record: the host's finished game (with its seed), not the mirror."""
        return self._final if self._final is not None else game

    def people_elsewhere(self, seats: frozenset[int]) -> Elsewhere:
        """The players of `seats`, with the ratings their apps told the table."""
        told = self.client.ratings
        known = tuple(
            (p, *rating) for p in sorted(seats) if p < len(told) and (rating := told[p]) is not None
        )
        return Elsewhere(tuple(sorted(seats)), known)

    def leave(self) -> None:
        """Leave the table (the host drops this seat after its grace period)."""
        # The copy stays the controller's table until a game of this computer replaces it: it
        # must never be saved as one (its dice are not its seed's).
        self.client.leave()

    @Slot(object)
    def _on_client_started(self, mirror: Game) -> None:
        mine = set(self.client.my_seats)
        elsewhere = frozenset(i for i in range(len(mirror.players)) if i not in mine)
        self._controller.start(mirror, elsewhere, self)

    @Slot(tuple)
    def _on_client_moved(self, move: Move) -> None:
        mirror = self.client.mirror
        if mirror is None or self._controller.table is not self:
            return
        if move[0] == "roll":
            self._controller.commit_from_table(Event.ROLLED)
        elif move[0] == "hold":
            self._controller.commit_from_table(Event.HELD, slot=move[1])
        else:
            fill = _latest_fill(mirror) if move[0] == "fill" else None
            if mirror.is_over and self._final is None:
                self._waiting_fill = fill  # shown with the finished game, to record that one
                return
            event = Event.FILLED if move[0] == "fill" else Event.DROPPED_OUT
            self._controller.commit_from_table(event, fill=fill)

    @Slot()
    def _on_client_reconnecting(self) -> None:
        self.news.emit(translate("NetPlay", "The connection to the table was lost: joining again…"))

    @Slot()
    def _on_client_clock_synced(self) -> None:
        mirror = self.client.mirror
        if mirror is None or self._controller.table is not self or mirror.paused == self._paused:
            return
        self._paused = mirror.paused  # the host paused or resumed the game for everyone
        self._controller.commit_from_table(Event.PAUSED if mirror.paused else Event.RESUMED)

    @Slot(object)
    def _on_client_ended(self, game: Game) -> None:
        self._final = game
        mirror = self.client.mirror
        if self._controller.table is self and mirror is not None and mirror.is_over:
            # The mirror is the revealed game now: its last fill says what a hidden one was.
            fill = _latest_fill(mirror) if self._waiting_fill is not None else None
            self._controller.commit_from_table(Event.FILLED, fill=fill)

    @Slot(int)
    def _on_client_seat_away(self, player: int) -> None:
        self.news.emit(translate("NetPlay", TABLE_NEWS["left"]).format(name=self._name(player)))

    @Slot(int)
    def _on_client_seat_back(self, player: int) -> None:
        self.news.emit(translate("NetPlay", TABLE_NEWS["returned"]).format(name=self._name(player)))

    @Slot(str)
    def _on_client_closed(self, reason: str) -> None:
        # Still the controller's table: the copy on screen must never be saved as a game of
        # this computer (its dice are not its seed's). A new game here lets it go.
        self.gone.emit(reason)

    def _name(self, player: int) -> str:
        mirror = self.client.mirror
        if mirror is None or not 0 <= player < len(mirror.players):
            #: Stands for a player whose name is not known, in the news of a network game.
            return translate("NetPlay", "A player")
        return mirror.players[player].name


def _latest_fill(game: Game) -> Fill | None:
    """The fill made last in `game`, by whoever made it."""
    fills = [f for f in (game.last_fill(p) for p in range(len(game.players))) if f is not None]
    return max(fills, key=lambda f: f.number, default=None)

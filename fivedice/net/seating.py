"""Who holds each seat of a network table: guests taking a seat, leaving it, coming back to it
within the grace period, being sent away by the host, and dropping out.

The host's own bookkeeping: :class:`Seating` changes the seats and says why a guest may not have
one; the :class:`~fivedice.net.host.TableHost` talks to the guests about it.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator, Sequence
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal

from fivedice.core import COMPUTER_LEVELS, level_name
from fivedice.core.glicko import DEFAULT_RD as DEVIATION_MAX
from fivedice.core.names import clean_name
from fivedice.words import QT_TRANSLATE_NOOP

from .peer import Peer, timer
from .protocol import NAME_MAX
from .table import SeatSpec, SeatState

__all__ = ["Seat", "Seating"]


class Seat:
    """A seat's state on the host (mutable; the host's own bookkeeping)."""

    def __init__(self, spec: SeatSpec, number: int) -> None:
        self.spec = spec
        self.name = ""
        """The player's name: a guest's once seated; at this computer, cleaned and never blank."""
        if spec.kind != "remote":
            blank = level_name(spec.level) if spec.level in COMPUTER_LEVELS else ""
            blank = blank or (spec.level or "").capitalize() or f"Player {number}"
            self.name = clean_name(spec.name)[:NAME_MAX].strip() or blank
        self.peer: Peer | None = None
        self.rating = spec.rating if spec.kind == "local" else None
        """The person's rating and its deviation, as their app told it (None: not told)."""
        self.token: str | None = None
        self.away = False
        self.expired = False
        """The guest was away longer than the grace period (or was kicked and not replaced):
        the seat drops out on its turn."""
        self.kicked = False
        """The host sent the guest away for this game: its token is revoked."""
        self.stand_in: str | None = None
        """The computer level that plays the seat since its guest was kicked."""
        self.strikes = 0
        """Protocol errors of the seat's guest, whichever connection made them."""
        self.player: int | None = None
        self.grace: QTimer | None = None
        self.pledge: str | None = None
        """A guest's pledge of its share of the seed (from its hello)."""
        self.nonce: str | None = None
        """A guest's share of the seed, once it sent it after the start."""

    @property
    def taken(self) -> bool:
        return self.spec.kind != "remote" or self.token is not None or self.kicked

    def state(self) -> SeatState:
        if self.stand_in is not None:
            return SeatState("computer", self.name, self.stand_in, True, False, self.player)
        spec = self.spec
        return SeatState(
            spec.kind,
            self.name,
            spec.level,
            self.taken,
            self.away,
            self.player,
            spec.anywhere,
            self.rating,
        )


class Seating(QObject):
    """The seats of a table set as `specs`; a guest who lost the connection during the game may
    take theirs back for `grace_s` seconds."""

    expired = Signal(int)
    """The guest of a seat stayed away longer than the grace period: it drops out on its turn."""

    def __init__(
        self, specs: Sequence[SeatSpec], grace_s: float, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._seats = [Seat(s, number) for number, s in enumerate(specs, start=1)]
        self._grace_s = grace_s

    def __getitem__(self, seat: int) -> Seat:
        return self._seats[seat]

    def __iter__(self) -> Iterator[Seat]:
        return iter(self._seats)

    def __len__(self) -> int:
        return len(self._seats)

    def states(self) -> tuple[SeatState, ...]:
        """The seats as the lobby shows them."""
        return tuple(s.state() for s in self._seats)

    @property
    def ready(self) -> bool:
        """True when every open seat is taken by a guest who is here."""
        return all(s.taken and not s.away for s in self._seats)

    def start(self) -> list[Seat]:
        """The game starts: the seats taken, numbered as its players (in seat order)."""
        seated = [seat for seat in self._seats if seat.taken]
        for number, seat in enumerate(seated):
            seat.player = number
        return seated

    def of_player(self, player: int) -> int | None:
        """The seat of the game's player `player`."""
        return next((i for i, s in enumerate(self._seats) if s.player == player), None)

    def of_token(self, token: str | None) -> int | None:
        """The seat whose rejoin token is `token`."""
        if token is None:
            return None
        return next(
            (
                i
                for i, s in enumerate(self._seats)
                if s.token is not None and secrets.compare_digest(s.token, token)
            ),
            None,
        )

    def take(
        self,
        raw_name: str,
        peer: Peer,
        pledge: str,
        invited: int | None = None,
        rating: Sequence[float] | None = None,
    ) -> int | None:
        """Seat `peer`'s guest, called `raw_name`, who pledged `pledge` (its share of the seed)
        and told its `rating` (and deviation; None: not told): in seat `invited` (a friend
        anywhere's invitation) if it is open, or without one in the first open seat for the
        local network (None: no seat); the seat gets a fresh token and the name, cleaned and
        told apart from the others'."""
        seat = next(
            (
                i
                for i, s in enumerate(self._seats)
                if not s.taken and (i == invited if invited is not None else not s.spec.anywhere)
            ),
            None,
        )
        if seat is not None:
            slot = self._seats[seat]
            slot.name = self._guest_name(raw_name, seat)
            slot.token = secrets.token_hex(16)
            slot.pledge = pledge
            slot.peer = peer
            slot.rating = (rating[0], min(rating[1], DEVIATION_MAX)) if rating else None
        return seat

    def ratings(self) -> list[tuple[float, float] | None]:
        """The rating and deviation of each player in the game (seats in the game, in order),
        as their apps told it; None for a computer, or a person whose app did not tell."""
        return [s.rating for s in self._seats if s.player is not None]

    def _guest_name(self, raw: str, seat: int) -> str:
        base = clean_name(raw, seat + 1)[:NAME_MAX].strip() or f"Player {seat + 1}"
        others = {s.name.casefold() for i, s in enumerate(self._seats) if i != seat and s.taken}
        name, number = base, 2
        while name.casefold() in others:
            suffix = f" {number}"
            name = base[: NAME_MAX - len(suffix)].rstrip() + suffix
            number += 1
        return name

    def why_not_back(self, seat: int | None, started: bool) -> tuple[str, bool] | None:
        """Why a guest with the token of `seat` cannot take it back now (None: they can), and
        whether that may pass (their app tries again while the grace period lasts)."""
        if seat is None or not started:
            return (
                QT_TRANSLATE_NOOP("Net", "This table does not know your seat: join it again."),
                False,
            )
        slot = self._seats[seat]
        if slot.expired:
            return (
                QT_TRANSLATE_NOOP(
                    "Net", "You were away too long: your seat has dropped out of the game."
                ),
                False,
            )
        if slot.peer is not None:
            # Most likely the old connection is dead and the host has not noticed yet (within
            # SILENT_S): the app tries again, while its grace period lasts.
            return (
                QT_TRANSLATE_NOOP("Net", "Your seat is still taken by a connection at the table."),
                True,
            )
        return None

    def bind(self, seat: int, peer: Peer) -> None:
        """The guest of `seat` is taking it back through `peer`: the seat is its connection's
        (another with the token is refused), but the guest is away until it is :meth:`back`
        (its grace period runs on while it is told the game so far)."""
        self._seats[seat].peer = peer

    def back(self, seat: int) -> None:
        """The guest of `seat` is back: caught up with the game through its connection."""
        slot = self._seats[seat]
        if slot.grace is not None:
            slot.grace.stop()
        slot.away = False

    def left(self, seat: int, *, at_once: bool, started: bool) -> None:
        """The guest of `seat` left (`at_once`: said so) or lost the connection: before the
        start the seat opens again, in the game it is away (and drops out on its turn when the
        guest left for good or does not come back in time)."""
        slot = self._seats[seat]
        slot.peer = None
        if not started:
            slot.name, slot.token, slot.pledge = "", None, None
            return
        slot.away = True
        if at_once or self._grace_s == 0:
            slot.expired = True
            return
        if slot.grace is None:
            slot.grace = timer(self, partial(self._on_grace_timeout, seat), single=True)
        if not slot.grace.isActive():  # a rejoin that failed before it caught up gains no time
            slot.grace.start(round(self._grace_s * 1000))

    def kick(self, seat: int, replace_with: str | None, *, started: bool) -> Peer | None:
        """The host sends the guest of `seat` away: its token is revoked; the connection to
        close is returned. See :meth:`~fivedice.net.host.TableHost.kick`."""
        slot = self._seats[seat]
        if slot.spec.kind != "remote" or slot.token is None:
            raise ValueError("only a seat a guest holds can be kicked")
        if replace_with is not None and replace_with not in COMPUTER_LEVELS:
            raise ValueError(f"a computer level is one of {', '.join(COMPUTER_LEVELS)}")
        peer = slot.peer
        slot.peer, slot.token = None, None
        if slot.grace is not None:
            slot.grace.stop()
        if not started:
            spec = SeatSpec("computer", level=replace_with) if replace_with else slot.spec
            self._seats[seat] = Seat(spec, seat + 1)
        elif replace_with is None or slot.player is None:
            slot.kicked = slot.away = slot.expired = True
        else:
            slot.kicked, slot.away, slot.stand_in = True, False, replace_with
        return peer

    def stop(self) -> None:
        """No more grace periods run out (the table is closing)."""
        for seat in self._seats:
            if seat.grace is not None:
                seat.grace.stop()

    def _on_grace_timeout(self, seat: int) -> None:
        slot = self._seats[seat]
        if slot.away and not slot.expired:
            slot.expired = True
            self.expired.emit(seat)

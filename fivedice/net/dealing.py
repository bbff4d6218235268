"""The making of a network game's seed on the host: its secret, the guests' pledges and nonces,
and the time the guests have to send their nonces (:mod:`.fairplay` says why no one can choose
the dice this way)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from fivedice.words import QT_TRANSLATE_NOOP

from .fairplay import Promise, joint_seed, new_share, pledge_of
from .peer import timer

__all__ = ["NO_NONCE", "REVEAL_TIMEOUT_S", "Dealing"]

REVEAL_TIMEOUT_S = 10.0
"""How long the guests have, after the start, to send their nonces."""

#: Why a network table closed just after its start: the dice are made from a random share of
#: every player's app, and one never came (the app left, or its connection was lost).
NO_NONCE = QT_TRANSLATE_NOOP(
    "Net",
    "A player's app did not send its share of the dice, so the game could not start: the "
    "table is closed.",
)


class Dealing(QObject):
    """One table's seed in the making.

    :meth:`fix` takes each player's pledge when the players are fixed (None: no guest plays
    them) and says what the start promises (:attr:`promise`); :meth:`reveal` takes a guest's
    nonce. Once every pledged nonce is in, :attr:`dealt` gives the seed. A nonce still missing
    after `reveal_s` seconds, or a guest gone for good without sending it (:meth:`lost`), fails
    the dealing: no pledged nonce may be left out, or a host could choose among the seeds
    made with and without the ones it leaves out.
    """

    dealt = Signal(object)
    """Every nonce is in: the seed (an int, 63 bits: too large for a Qt int)."""
    failed = Signal(str)
    """The seed cannot be made: why (a sentence in English, to translate in context "Net")."""

    def __init__(self, reveal_s: float = REVEAL_TIMEOUT_S, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._secret = new_share()
        self._pledges: tuple[str | None, ...] | None = None
        self._nonces: list[str | None] = []
        self._over = False
        self._timer = timer(self, self._on_timer_timeout, round(reveal_s * 1000), single=True)

    @property
    def fixed(self) -> bool:
        """True once the players (and their pledges) are fixed."""
        return self._pledges is not None

    @property
    def promise(self) -> Promise:
        """What the start message promises: the secret's commitment and every pledge."""
        if self._pledges is None:
            raise RuntimeError("the players are not fixed yet")
        return Promise(pledge_of(self._secret), self._pledges)

    @property
    def secret(self) -> str:
        """The host's secret (to reveal only at the end: it fixes every roll)."""
        return self._secret

    @property
    def nonces(self) -> list[str | None]:
        """The guests' nonces in player order (None: no guest plays that player)."""
        return list(self._nonces)

    def fix(self, pledges: Sequence[str | None]) -> None:
        """The players are fixed, with these pledges in player order (the start may go out)."""
        if self._pledges is not None:
            raise RuntimeError("the players are fixed already")
        self._pledges = tuple(pledges)
        self._nonces = [None] * len(pledges)

    def start(self) -> None:
        """Await the guests' nonces from now on (the start is out): the seed is dealt at once
        when no guest plays."""
        if self._pledges is None or self._over:
            return
        self._timer.start()
        self._deal_when_all_in()

    def reveal(self, player: int, nonce: str) -> bool:
        """Player `player`'s guest sent `nonce`: False when it is not the one it pledged (once
        the seed is dealt, or for a player without a pledge, it is not needed: True)."""
        pledges = self._pledges
        if pledges is None or self._over or not 0 <= player < len(pledges):
            return True
        if pledges[player] is None or self._nonces[player] is not None:
            return True
        if pledge_of(nonce) != pledges[player]:
            return False
        self._nonces[player] = nonce
        if self._timer.isActive():
            self._deal_when_all_in()
        return True

    def lost(self, player: int) -> None:
        """Player `player`'s guest left for good: if its nonce is still missing, no seed."""
        pledges = self._pledges
        if pledges is None or self._over or not 0 <= player < len(pledges):
            return
        if pledges[player] is not None and self._nonces[player] is None:
            self._fail()

    def stop(self) -> None:
        """No seed is wanted any more (the table closed)."""
        self._over = True
        self._timer.stop()

    def _deal_when_all_in(self) -> None:
        assert self._pledges is not None
        if all(n is not None for p, n in zip(self._pledges, self._nonces, strict=True) if p):
            self.stop()
            self.dealt.emit(joint_seed(self._secret, self._nonces))

    def _fail(self) -> None:
        self.stop()
        self.failed.emit(NO_NONCE)

    @Slot()
    def _on_timer_timeout(self) -> None:
        if not self._over:
            self._fail()

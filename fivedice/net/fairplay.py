"""Dice nobody chooses: the seed of a network game is made by all its players, and each guest
checks the finished game against everything it was sent (RULES.md §7, docs/PROTOCOL.md).

Each side picks a *share*, 32 random bytes: the host its secret, each guest a nonce. Only their
SHA-256 digests (each guest's *pledge*, the host's *commitment*) are known when the players are
fixed: the start message shows them all. Then each guest sends its nonce, and the seed is
SHA-256 of the host's secret and the nonces in player order, cut to the seeds' range. The host
keeps its secret until the end: a guest that knew it could see the dice to come. No one chooses
the dice: the host's secret was fixed before it saw any nonce, and every nonce (a seat the host
only pretends is a guest's too) was fixed before any nonce was seen.

Under hidden score sheets a fill another seat's guest is not shown comes with its *seal*, an
HMAC of its place in the game, card and box keyed with the host's secret: it says nothing of the
box before the end, and binds the host to it (no box can be changed afterwards, not even one of
the host's own players).

At the end the host reveals its secret, every nonce and every box filled. A guest checks the
pledges, makes the seed itself, replays the whole game from it with the moves it was sent, and
keeps the game only when every roll it saw is the seed's, every box it saw is the one revealed
and every seal is the revealed box's.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fivedice.core import Category, Game, IllegalMove, Move, Player, Rules, SaveFormatError
from fivedice.core.dice import SEED_LIMIT
from fivedice.words import QT_TRANSLATE_NOOP

from .protocol import is_unseen_fill, move_from_json

__all__ = [
    "UNFAIR_DICE",
    "UNFAIR_MOVES",
    "Promise",
    "Seen",
    "Unfair",
    "finished_game",
    "joint_seed",
    "new_share",
    "pledge_of",
    "seal_of",
]

SHARE_BYTES = 32
"""The random bytes of a share (sent as twice as many hex digits)."""
_DOMAIN = b"fivedice.seed/1:"
"""Begins what the seed is hashed from, so that no other hash of the same bytes is a seed."""

#: Told to a player at another computer when the game ends and the host's app is caught: the dice
#: of a network game are made from a share of every player's app, and the host's were not those.
UNFAIR_DICE = QT_TRANSLATE_NOOP(
    "Net",
    "The host's dice were not the ones all the players made together, so this game is not "
    "recorded.",
)
#: Told to a player at another computer when the game ends and the host's app is caught: the boxes
#: it revealed at the end are not the ones it sent (or sealed) during the game.
UNFAIR_MOVES = QT_TRANSLATE_NOOP(
    "Net",
    "The host's end of the game does not match the moves it sent, so this game is not recorded.",
)


class Unfair(ValueError):
    """The host broke its word: its str() is the sentence saying how, in English (the player
    reads it with ``translate("Net", ...)``)."""


def new_share() -> str:
    """A fresh share: 32 random bytes as 64 lower-case hex digits."""
    return secrets.token_hex(SHARE_BYTES)


def pledge_of(share: str) -> str:
    """The SHA-256 of a share (its bytes, not its digits), as 64 lower-case hex digits."""
    return hashlib.sha256(bytes.fromhex(share)).hexdigest()


def joint_seed(secret: str, nonces: Sequence[str | None]) -> int:
    """The seed made by the host's `secret` and the guests' `nonces` in player order (None for a
    player no guest plays): the first 8 bytes of a SHA-256, below SEED_LIMIT (2**63)."""
    digest = hashlib.sha256(_DOMAIN)
    digest.update(bytes.fromhex(secret))
    for nonce in nonces:
        # Shares have one length, so a marker byte each is enough to keep the reading unique.
        digest.update(b"\x00" if nonce is None else b"\x01" + bytes.fromhex(nonce))
    return int.from_bytes(digest.digest()[:8], "big") % SEED_LIMIT


def seal_of(secret: str, n: int, card: int, box: str) -> str:
    """The seal of fill `n` (its index in the game's moves) in `box` (a box key) of card `card`:
    HMAC-SHA-256 keyed with the host's `secret`, as 64 hex digits."""
    text = f"fivedice.fill/1:{n}:{card}:{box}".encode("ascii")
    return hmac.new(bytes.fromhex(secret), text, hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class Promise:
    """What a start message promised of the seed: the host's commitment, and each player's
    pledge (None for a player no guest plays: a person at the host's computer, a computer)."""

    commitment: str
    pledges: tuple[str | None, ...]

    def seed(self, secret: str, nonces: Sequence[str | None]) -> int:
        """The seed the revealed `secret` and `nonces` make; Unfair when they are not the ones
        promised (every pledged nonce must be there, and no other)."""
        if pledge_of(secret) != self.commitment or len(nonces) != len(self.pledges):
            raise Unfair(UNFAIR_DICE)
        for pledge, nonce in zip(self.pledges, nonces, strict=True):
            if (nonce is None) != (pledge is None) or (
                nonce is not None and pledge_of(nonce) != pledge
            ):
                raise Unfair(UNFAIR_DICE)
        return joint_seed(secret, nonces)


@dataclass(frozen=True)
class Seen:
    """One move as a guest was sent it: the move's list (``["fill"]`` for a fill it was not
    shown, with its `seal`) and, for a roll, the five faces."""

    move: tuple[Any, ...]
    faces: tuple[int, ...] | None = None
    seal: str | None = None


def finished_game(
    players: Sequence[Player],
    rules: Rules,
    promise: Promise,
    seen: Sequence[Seen],
    end: Mapping[str, Any],
) -> Game:
    """The whole game, rebuilt from what the end message reveals and checked against what was
    `seen`: Unfair (with its sentence) when the host's secret or a nonce is not the promised
    one, a roll is not the seed's, a box is not the one seen or sealed, or the moves do not
    make a finished game."""
    secret = end["secret"]
    seed = promise.seed(secret, end["nonces"])
    fills = [(int(card), Category.from_key(box)) for card, box in end["fills"]]
    if len(fills) != sum(1 for s in seen if s.move[:1] == ("fill",)):
        raise Unfair(UNFAIR_MOVES)
    revealed = iter(fills)
    game = Game(players, rules, seed)
    for n, step in enumerate(seen):
        move: Move
        if step.move[:1] == ("fill",):
            card, box = next(revealed)
            move = ("fill", card, box)
            if is_unseen_fill(step.move):
                if step.seal != seal_of(secret, n, card, box.key):
                    raise Unfair(UNFAIR_MOVES)
            elif move_from_json(step.move) != move:
                raise Unfair(UNFAIR_MOVES)
        else:
            move = move_from_json(step.move)
        try:
            game.apply(move)
        except IllegalMove:
            raise Unfair(UNFAIR_MOVES) from None
        if move[0] == "roll" and game.dice != step.faces:
            raise Unfair(UNFAIR_DICE)
    clock = end["clock"]
    data = game.to_dict()
    data["clock"] = {"elapsed": clock["elapsed"], "used": list(clock["used"]), "paused": False}
    try:
        finished = Game.from_dict(data)
    except SaveFormatError:
        raise Unfair(UNFAIR_MOVES) from None
    if not finished.is_over:
        raise Unfair(UNFAIR_MOVES)
    return finished

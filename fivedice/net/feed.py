"""What each seat of a network table is told of the game (RULES.md §10, docs/PROTOCOL.md).

The host follows its driver's game with a shadow game replayed from the seed: each new move of
its log becomes one :class:`Entry`, told to every seat alike but for a fill under hidden score
sheets, whose card and box only its player's guest is told; the other seats learn that a box was
filled (the dice of every roll are public, as at a real table). Holds are not moves: a roll
carries the dice held for it, and the holds between two rolls are told as they change, as state
(a "held" message). A guest who comes back is told every entry again, its own way, and then the
holds as they stand. The start (the players, the rules and the pledges of the seed) and
the end (the secret, the nonces and every box, all revealed) are made here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fivedice.core import Game, IllegalMove, Logged, Player, Rules
from fivedice.core.board import NO_HOLDS

from .fairplay import Promise, seal_of
from .protocol import UNSEEN_FILL, held_to_json, move_to_json, players_to_json, rules_to_json

__all__ = ["Entry", "GameFeed", "OutOfStep", "clock_fields", "start_message"]


class OutOfStep(Exception):
    """The driver's game is not one the guests can follow (a move taken back, or dice that do
    not come from the seed): the table cannot go on."""


@dataclass(frozen=True)
class Entry:
    """One move of the game as the seats are told it."""

    move: Logged
    message: dict[str, Any]
    """The move message in full (with the faces of a roll)."""
    owner: int | None = None
    """The player whose box this is, when only their guest may be told it (hidden sheets)."""
    seal: str = ""
    """What the others are told of that box instead: its seal (:func:`.fairplay.seal_of`)."""

    def told_to(self, player: int | None) -> dict[str, Any]:
        """The message for the guest who plays `player` (None: a guest with no player)."""
        if self.owner is None or player == self.owner:
            return self.message
        return {**self.message, "move": list(UNSEEN_FILL), "seal": self.seal}


class GameFeed:
    """The account of one game the host gives its guests, move by move (a seed's shadow keeps
    it honest: what is told is what the seed and the moves make). `secret` seals the boxes
    told only to their players."""

    def __init__(self, players: Sequence[Player], rules: Rules, seed: int, secret: str) -> None:
        self._shadow = Game(players, rules, seed)
        self._secret = secret
        self._entries: list[Entry] = []
        self._held = NO_HOLDS
        """The holds as the guests were last told them."""

    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every move told so far, in order."""
        return tuple(self._entries)

    def follow(self, game: Game) -> list[Entry]:
        """The entries for the moves `game` made since the last call; OutOfStep when its moves
        were taken back or do not make its dice from its seed."""
        shadow, moves, told = self._shadow, game.actions, len(self._entries)
        if len(moves) < told or (told and moves[told - 1] != self._entries[-1].move):
            raise OutOfStep("moves were taken back")
        fresh: list[Entry] = []
        for n in range(told, len(moves)):
            move = moves[n]
            player = shadow.current_player
            try:
                shadow.apply(move)
            except IllegalMove as exc:
                raise OutOfStep(str(exc)) from None
            msg: dict[str, Any] = {"type": "move", "n": n, "move": move_to_json(move)}
            if move[0] == "roll":
                msg["faces"] = list(shadow.dice)
            entry = Entry(move, msg)
            if move[0] == "fill" and not shadow.rules.open_sheets:
                seal = seal_of(self._secret, n, move[1], move[2].key)
                entry = Entry(move, msg, player, seal)
            self._entries.append(entry)
            fresh.append(entry)
        if (shadow.dice, shadow.current_player) != (game.dice, game.current_player):
            raise OutOfStep("its dice do not come from its seed")
        if fresh:
            self._held = shadow.held  # a roll tells the holds it was made with
        return fresh

    def held_news(self, game: Game) -> dict[str, Any] | None:
        """The "held" message when `game`'s holds are not the ones last told (None when they
        are); call it after :meth:`follow`."""
        if game.held == self._held:
            return None
        self._held = game.held
        return self._held_message()

    def _held_message(self) -> dict[str, Any]:
        return {"type": "held", "n": len(self._entries), "held": held_to_json(self._held)}

    def history(self, player: int | None) -> list[dict[str, Any]]:
        """Every move so far as the guest of `player` is told it, then the holds as they stand
        (a guest who came back)."""
        told = [entry.told_to(player) for entry in self._entries]
        return [*told, self._held_message()] if told else told

    def end_message(self, secret: str, nonces: Sequence[str | None], game: Game) -> dict[str, Any]:
        """The end, to every guest alike: the host's `secret`, the `nonces` the seed was made
        with, every box filled in order, and `game`'s final clocks."""
        fills = [[m[1], m[2].key] for m in (e.move for e in self._entries) if m[0] == "fill"]
        return {
            "type": "end",
            "secret": secret,
            "nonces": list(nonces),
            "fills": fills,
            "clock": clock_fields(game),
        }


def clock_fields(game: Game) -> dict[str, Any]:
    """The game's clocks as a clock message (and the end) carries them."""
    return {
        "elapsed": game.elapsed,
        "used": [game.time_used(p) for p in range(len(game.players))],
        "paused": game.paused and not game.is_over,
    }


def start_message(
    players: Sequence[Player],
    rules: Rules,
    mine: int | None,
    promise: Promise,
    ratings: Sequence[tuple[float, float] | None] = (),
) -> dict[str, Any]:
    """The start as the guest of player `mine` (None: of no player) is sent it, with each
    player's rating as their app told the table (`ratings`, when any is known): each app rates
    its own people against the others'."""
    start = {
        "type": "start",
        "players": players_to_json(players),
        "rules": rules_to_json(rules),
        "seats": [] if mine is None else [mine],
        "commitment": promise.commitment,
        "pledges": list(promise.pledges),
    }
    if any(r is not None for r in ratings):
        start["ratings"] = [None if r is None else list(r) for r in ratings]
    return start

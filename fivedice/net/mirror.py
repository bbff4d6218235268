"""A guest's copy of the host's game, moved only by what the host sends.

The seed stays unknown to guests until the end: it fixes every future roll (RULES.md §7), so a
guest that knew it could see the dice to come. A guest's :class:`MirrorGame` is a real
:class:`~fivedice.core.Game` (the same rules code, previews and views) whose fresh faces come
from the host's roll messages instead of a seed. Its clocks are the host's too: they move only
by :meth:`MirrorGame.sync_clock`.

Under hidden score sheets a guest is not shown the other players' boxes until the end (RULES.md
§10): their fills come without card and box. The mirror then knows that the turn ended (the
turns, the player on turn, the dice all stand) but not the card, and says so with
:attr:`MirrorGame.unseen`; the end's verified game settles it (:meth:`MirrorGame.settle`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from fivedice.core import Category, Fill, Game, Held, IllegalMove, Move, Player, Rules
from fivedice.core.scoring import is_five_kind
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .protocol import held_from_json, is_unseen_fill, move_from_json, move_to_json

__all__ = ["MirrorGame"]

_NOT_HERE = QT_TRANSLATE_NOOP(
    "Net", "In a network game the host's computer moves the game; ask it with a request."
)


class MirrorGame(Game):
    """The host's game as a guest sees it: rules, cards, dice and clocks, without the seed.

    Its seed is 0 and means nothing: every fresh face comes from :meth:`apply_remote`. Playing
    it directly (roll, hold, fill, undo, pause, resume) raises :class:`IllegalMove`, and time
    does not pass in it (:meth:`tick` does nothing): the host decides everything, and undo is
    off in network games (RULES.md §8). `mine` are the players this guest plays: the host
    always shows them their own boxes.

    A fill it was not shown is in no card and not in :attr:`actions` (which then do not replay
    the game); that player's latest fill (:meth:`last_fill`) says only who filled and when: its
    box and points are placeholders, never to be shown while the player is :attr:`unseen`.
    """

    def __init__(self, players: Sequence[Player], rules: Rules, mine: Iterable[int] = ()) -> None:
        super().__init__(players, rules, 0)
        self._mine = frozenset(mine)
        self._faces_from_host: tuple[int, int, int, int, int] | None = None
        self._applying = False

    def apply_remote(self, move: Sequence[Any], faces: Sequence[int] | None = None) -> None:
        """Take one move the host sent: `move` as a move message carries it (``["roll", held]``
        with the slots held for it, ``["fill", card, "box_key"]``, ``["drop", player]``) with the
        five faces after a roll, or ``["fill"]`` for a fill of another player under hidden score
        sheets.
        IllegalMove when it does not fit this game (the mirror is then out of step with the host
        and should be given up)."""
        if is_unseen_fill(move):
            if faces is not None:
                raise IllegalMove("only a roll comes with faces")
            self._as_host(self._fill_unseen)
            return
        parsed: Move = move_from_json(move)
        if parsed[0] == "roll":
            if faces is None or len(faces) != 5 or not all(1 <= int(f) <= 6 for f in faces):
                raise IllegalMove("a roll from the host comes with five faces")
            a, b, c, d, e = (int(f) for f in faces)
            self._faces_from_host = (a, b, c, d, e)
        elif faces is not None:
            raise IllegalMove("only a roll comes with faces")
        try:
            self._as_host(lambda: self.apply(parsed))
        finally:
            self._faces_from_host = None

    def hold_remote(self, slots: Sequence[int]) -> None:
        """Hold the dice the host says are held now (the slots of a "held" message);
        IllegalMove when holds do not fit this game now."""
        try:
            held = held_from_json(list(slots))
        except ValueError as exc:
            raise IllegalMove(str(exc)) from None
        self._as_host(lambda: self.set_held(held))

    def _as_host(self, step: Callable[[], object]) -> None:
        # The host's moves stand whatever this copy's pause says: the pause is news from the
        # host's clock, which may arrive after a move made before it.
        paused, self._paused = self._paused, False
        self._applying = True
        try:
            step()
        finally:
            self._applying = False
            self._paused = paused and not self.is_over

    def _fill_unseen(self) -> None:
        """The player on turn filled a box this guest is not shown: their turn ends, their card
        is not known here until the end."""
        self._check_can_act()
        board = self._board
        player = board.current
        if self.rules.open_sheets or player in self._mine:
            raise IllegalMove("the host hides a box only of another player, under hidden sheets")
        if board.rolls_used == 0:
            raise IllegalMove("a box is filled only after a roll")
        board.turns[player] += 1
        board.fives[player] += is_five_kind(board.dice)
        # Only who and when are known: the rest is a placeholder no screen shows (unseen).
        board.last[player] = Fill(player, 0, Category.CHANCE, 0, 0, 0, 1, sum(board.turns))
        self.unseen |= {player}
        self._end_turn()

    def settle(self, game: Game) -> None:
        """Become `game`, the finished game the end revealed and this guest checked: every card
        known, every move in :attr:`actions`, the host's final clocks."""
        super().__init__(self.players, self.rules, 0)
        self.unseen = frozenset()
        shadow = Game(game.players, game.rules, game.seed)
        for move in game.actions:
            shadow.apply(move)
            faces = list(shadow.dice) if move[0] == "roll" else None
            self.apply_remote(move_to_json(move), faces)
        self.sync_clock(game.elapsed, [game.time_used(p) for p in range(len(self.players))], False)

    def sync_clock(self, elapsed: float, used: Sequence[float], paused: bool) -> None:
        """Set the clocks to the host's: the game's time, each player's time used, the pause."""
        if len(used) != len(self.players):
            raise ValueError(f"{len(used)} clocks for {len(self.players)} players")
        self._elapsed = float(elapsed)
        self._used = [float(u) for u in used]
        self._paused = bool(paused) and not self.is_over

    def _faces(self, player: int, turn: int, roll: int) -> tuple[int, int, int, int, int]:
        if self._faces_from_host is None:
            raise IllegalMove("a network game's dice come from the host")
        return self._faces_from_host

    def _direct(self) -> None:
        if not self._applying:
            raise IllegalMove(translate("Net", _NOT_HERE))

    def roll(self) -> tuple[int, int, int, int, int]:
        """Only the host rolls: see :meth:`apply_remote`."""
        self._direct()
        return super().roll()

    def toggle_hold(self, slot: int) -> bool:
        """Only the host holds: see :meth:`hold_remote`."""
        self._direct()
        return super().toggle_hold(slot)

    def set_held(self, held: Held) -> None:
        """Only the host holds: see :meth:`hold_remote`."""
        self._direct()
        super().set_held(held)

    def fill(self, category: Category, card: int = 0) -> Fill:
        """Only the host fills: see :meth:`apply_remote`."""
        self._direct()
        return super().fill(category, card)

    def undo(self) -> str:
        """Undo is off in network games (RULES.md §8)."""
        raise IllegalMove(translate("Net", "Undo is off in network games."))

    @property
    def can_undo(self) -> bool:
        """Always False: undo is off in network games."""
        return False

    def pause(self) -> None:
        """Only the host pauses (its clocks are the game's)."""
        raise IllegalMove(translate("Net", _NOT_HERE))

    def resume(self) -> None:
        """Only the host resumes (its clocks are the game's)."""
        raise IllegalMove(translate("Net", _NOT_HERE))

    def tick(self, seconds: float) -> None:
        """Time passes on the host: a mirror's clocks move only by :meth:`sync_clock`."""

"""Seats: who may act for each player. A person at this computer acts through the window's keys
and clicks; a computer acts through its level's policy, one visible step at a time; a player on
another computer acts through the network table, and this computer only shows what they do.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from fivedice.core import Action, Category, Fill, Game, IllegalMove, Player, Policy, safe_action
from fivedice.core.actions import FillMove, HoldMove, RollMove
from fivedice.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

PolicyFactory = Callable[[str], Policy]
"""Makes the policy of a computer level ("easy", "normal", "hard", "expert")."""

TABLE_LEVELS = frozenset({"hard", "expert"})
"""The levels that play from the perfect-play tables (and wait for them)."""

MAX_TURN_STEPS = 32
"""More steps than any turn can take (3 rolls, 10 hold changes, a fill): a guard, not a limit."""

STRATEGY_FAILED = QT_TRANSLATE_NOOP(
    "Seats",
    "The computer players' strategy could not be loaded, so they play a simple game for now.",
)


def strategy_policy(level: str) -> Policy:
    """The real computer level, from the strategy package."""
    # Imported here, not at the top: the strategy pulls in NumPy and tables, which a game of
    # people alone never needs, and the window must open fast.
    from fivedice.strategy import policy

    return policy(level)


class _SafePolicy:
    """The fallback when a level cannot be loaded: roll once, take the box worth most now."""

    def choose(self, game: Game) -> Action:
        return safe_action(game)


@dataclass(frozen=True)
class Decision:
    """A computer's next step, as the move that makes it."""

    move: RollMove | HoldMove | FillMove
    notices: tuple[str, ...] = ()
    """Sentences for the player (a level that could not be loaded)."""


@dataclass(frozen=True)
class Step:
    """One visible step of a computer's turn."""

    rolled: bool = False
    held: int | None = None
    """The die (0…4) held or released in this step."""
    fill: Fill | None = None
    """Set when the step filled a box, which ends the turn."""
    notices: tuple[str, ...] = ()
    """Sentences for the player (a level that could not be loaded)."""


class Policies:
    """The computer levels' policies, made once each; a level that fails is replaced by a
    safe stand-in (said once) so a game with computers never stalls."""

    def __init__(self, factory: PolicyFactory | None = None) -> None:
        self._factory = factory or strategy_policy
        self._made: dict[str, Policy] = {}
        self._failed = False

    @property
    def need_tables(self) -> bool:
        """True when the levels play from the perfect-play tables (not a test's stand-in)."""
        return self._factory is strategy_policy

    def get(self, level: str) -> tuple[Policy, tuple[str, ...]]:
        """The policy of `level`, and a notice when it had to be replaced."""
        made = self._made.get(level)
        if made is not None:
            return made, ()
        notices: tuple[str, ...] = ()
        try:
            made = self._factory(level)
        except Exception:
            log.exception("the %s computer level could not be loaded", level)
            if not self._failed:
                self._failed = True
                notices = (translate("Seats", STRATEGY_FAILED),)
            made = _SafePolicy()
        self._made[level] = made
        return made, notices

    def fall_back(self, level: str) -> None:
        """Play `level` safely from now on (its tables could not be worked out)."""
        self._made[level] = _SafePolicy()

    def fall_back_tables(self) -> None:
        """Play every level that needs the tables safely from now on (they could not be
        worked out)."""
        for level in sorted(TABLE_LEVELS):
            self.fall_back(level)


class Seat:
    """Where a player sits: decides who may act for them."""

    takes_input = False
    """True when this computer's keys and clicks act for the player."""

    def reset(self) -> None:
        """Forget any turn under way (after an undo or a new game)."""


class PersonSeat(Seat):
    """A person at this computer: the window's keys and clicks play for them."""

    takes_input = True


class ComputerSeat(Seat):
    """A computer level: its policy decides, and a chosen hold is carried out one die at a time,
    so whoever watches sees what was kept."""

    def __init__(self, level: str, policies: Policies) -> None:
        self.level = level
        self._policies = policies
        self._plan: tuple[bool, ...] | None = None

    @property
    def needs_table(self) -> bool:
        """True when this seat's level waits for the perfect-play table of the rules."""
        return self.level in TABLE_LEVELS and self._policies.need_tables

    def reset(self) -> None:
        self._plan = None

    def next_move(self, game: Game) -> Decision:
        """The next visible step of the turn of the player on turn (a roll, a die held or
        released, or the fill), as a move the rules allow now; the game is not changed."""
        notices: tuple[str, ...] = ()
        try:
            if self._plan is None:
                policy, notices = self._policies.get(self.level)
                try:
                    # Checked item by item: a level is code of its own and may answer nonsense.
                    action: tuple[object, ...] = tuple(policy.choose(game))
                except Exception:
                    log.exception("the %s computer level failed to choose", self.level)
                    action = safe_action(game)
                kind = action[0] if action else None
                if kind == "fill" and len(action) == 3 and isinstance(action[1], int):
                    box = action[2]
                    if not isinstance(box, int) or not 0 <= box < len(Category):
                        raise IllegalMove(f"there is no box {box!r}")
                    if (action[1], Category(box)) not in game.preview():
                        raise IllegalMove(f"box {box!r} of card {action[1]} cannot take this roll")
                    return Decision(("fill", action[1], Category(box)), notices)
                if kind == "reroll" and game.rolls_used > 0:
                    flags = action[1] if len(action) == 2 else ()
                    if not isinstance(flags, (tuple, list)) or len(flags) != 5:
                        raise IllegalMove(f"a hold names five dice, not {action!r}")
                    self._plan = tuple(bool(h) for h in flags)
                elif kind not in ("roll", "reroll"):
                    raise IllegalMove(f"the computer chose {action!r}, which cannot be played")
            if not game.rolls_left:
                raise IllegalMove("no rolls are left this turn")
            if self._plan is not None and game.held != self._plan:
                slot = next(i for i in range(5) if game.held[i] != self._plan[i])
                return Decision(("hold", slot), notices)
            self._plan = None
            return Decision(("roll",), notices)
        except IllegalMove:
            log.exception("a computer move could not be played; taking a safe one")
            self._plan = None
            safe = safe_action(game)
            if safe[0] == "fill":
                return Decision(("fill", safe[1], safe[2]), notices)
            return Decision(("roll",), notices)

    def step(self, game: Game) -> Step:
        """Take one step of the turn of the player on turn (see :meth:`next_move`)."""
        decision = self.next_move(game)
        move = decision.move
        fill = game.fill(move[2], card=move[1]) if move[0] == "fill" else None
        if move[0] != "fill":
            game.apply(move)
        held = move[1] if move[0] == "hold" else None
        return Step(move[0] == "roll", held, fill, decision.notices)

    def finish_turn(self, game: Game) -> Step:
        """Play the rest of the turn at once; the last step (normally the fill), with every
        notice on the way."""
        player, taken = game.current_player, game.turns_taken(game.current_player)
        last, notices = Step(), list[str]()
        for _ in range(MAX_TURN_STEPS):
            if game.is_over or game.current_player != player or game.turns_taken(player) != taken:
                break
            last = self.step(game)
            notices.extend(last.notices)
            if last.fill is not None:
                break
        return Step(last.rolled, last.held, last.fill, tuple(notices))


class ElsewhereSeat(Seat):
    """A player at another computer of a network table: this computer's keys and clicks never
    act for them (their moves arrive over the network)."""


def seats_for(
    players: Sequence[Player], policies: Policies, elsewhere: frozenset[int] = frozenset()
) -> tuple[Seat, ...]:
    """A seat for each player: people at this computer, computers by their level, and the seats
    in `elsewhere` played from other computers."""
    return tuple(
        ElsewhereSeat()
        if i in elsewhere
        else PersonSeat()
        if p.computer is None
        else ComputerSeat(p.computer, policies)
        for i, p in enumerate(players)
    )

"""Game review: every decision of a game weighed against perfect play.

A game is replayed from its seed and actions; before each decision (the dice held for a reroll,
or the box filled) the advisor values every option, and the decision's cost is the best option's
expected final score minus the chosen one's. A game played by perfect play costs 0.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from fivedice.core import Action, Category, Game
from fivedice.words import translate

from .advisor import Advice, advise
from .dice import kept_dice


@dataclass(frozen=True)
class Decision:
    """One choice a player made, and what it cost against the best choice."""

    player: int
    turn: int
    """The player's turn, from 1."""
    roll: int
    """Rolls made in the turn when the choice was made (1–3)."""
    dice: tuple[int, int, int, int, int]
    chosen: Action
    chosen_value: float
    best: Action
    best_value: float
    exact: bool

    @property
    def cost(self) -> float:
        """Expected final points lost by this choice (0 for the best one)."""
        return max(0.0, self.best_value - self.chosen_value)


def describe(action: Action, dice: tuple[int, ...], cards: int = 1) -> str:
    """An action in the player's words: "hold 4 4 4 and roll", "Full House", "roll all five"."""
    if action[0] == "fill":
        box = Category(action[2]).label
        if cards > 1:
            #: A move as the coach's hint and note and the game review name it (it fills {move},
            #: {chosen}, {best}, {other} and the review's Choice and Best columns): fill the box
            #: {box} (its name, e.g. Full House) on card {card} (1 to 3).
            return translate("Review", "{box} (card {card})").format(box=box, card=action[1] + 1)
        return box
    if action[0] == "roll":
        #: A move as the coach's hint and note and the game review name it (it fills {move},
        #: {chosen}, {best}, {other} and the review's Choice and Best columns): roll the dice, at
        #: the start of a turn (a verb, lower case).
        return translate("Review", "roll")
    kept = kept_dice(dice, action[1])
    if not kept:
        #: A move as the coach's hint and note and the game review name it (it fills {move},
        #: {chosen}, {best}, {other} and the review's Choice and Best columns): hold no die and
        #: roll all five again (a verb phrase, lower case).
        return translate("Review", "reroll all five")
    faces = " ".join(map(str, kept))
    #: A move as the coach's hint and note and the game review name it (it fills {move}, {chosen},
    #: {best}, {other} and the review's Choice and Best columns): keep the dice {dice} (faces, e.g.
    #: “4 4 4”) and roll the others (lower case).
    return translate("Review", "hold {dice} and roll").format(dice=faces)


@dataclass(frozen=True)
class Review:
    """Every decision of a game with its cost."""

    decisions: tuple[Decision, ...]

    @property
    def exact(self) -> bool:
        """False when the values are the advisor's approximation (several cards, Triple)."""
        return all(d.exact for d in self.decisions)

    def for_player(self, player: int) -> tuple[Decision, ...]:
        """The decisions of one player, in order."""
        return tuple(d for d in self.decisions if d.player == player)

    def total_cost(self, player: int) -> float:
        """Expected points `player` gave away over the whole game."""
        return sum(d.cost for d in self.for_player(player))

    def biggest_mistakes(self, player: int, n: int = 3) -> list[Decision]:
        """The `n` costliest decisions of `player` (only those that cost something)."""
        costly = [d for d in self.for_player(player) if d.cost > 1e-6]
        return sorted(costly, key=lambda d: -d.cost)[:n]


def value_of(advice: Advice, action: Action) -> float | None:
    """The expected final score of `action` in `advice`, or None when it is not an option
    (a reroll with every die held changes nothing)."""
    try:
        return advice.value_of(action)
    except ValueError:
        return None


def _decision(game: Game, advice: Advice, chosen: Action) -> Decision | None:
    value = value_of(advice, chosen)
    if value is None:
        return None
    best, best_value = advice.options[0]
    p = game.current_player
    return Decision(
        player=p,
        turn=game.turns_taken(p) + 1,
        roll=game.rolls_used,
        dice=game.dice,
        chosen=chosen,
        chosen_value=value,
        best=best,
        best_value=best_value,
        exact=advice.exact,
    )


def review_game(game: Game, players: Iterable[int] | None = None) -> Review:
    """Replay `game` from its seed and actions; weigh each decision of `players` (all if None)."""
    wanted = set(range(len(game.players)) if players is None else players)
    replay = Game(game.players, game.rules, game.seed)
    decisions: list[Decision] = []
    for move in game.actions:
        # A roll after the first is a choice of dice to keep (logged with the roll); a fill is
        # the choice of a box. Drop-outs decide nothing.
        chosen: Action | None = None
        if move[0] == "roll":
            chosen = ("reroll", move[1])
        elif move[0] == "fill":
            chosen = move
        if chosen is not None and replay.current_player in wanted and replay.rolls_used > 0:
            decision = _decision(replay, advise(replay), chosen)
            if decision is not None:
                decisions.append(decision)
        replay.apply(move)
    return Review(tuple(decisions))

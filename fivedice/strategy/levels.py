"""The computer levels: policies that choose one action at a time for the player on turn.

* **Easy** chases the most common number and grabs the biggest immediate score.
* **Normal** plays steadily: every box has a par (what it usually scores), the
  upper boxes count toward the bonus, and it holds the dice that give the best
  expected "score over par" after one more roll (a sensible heuristic that looks
  one roll ahead, no tables).
* **Hard** plays the advisor's best move (optimal for one card, :mod:`fivedice.strategy.hard`).
* **Expert** plays to win: against opponents it weighs every hold and box by its chance of
  finishing first (:mod:`fivedice.strategy.expert`); alone it plays as Hard.

Every policy is deterministic: the same game position gives the same action.
An action (:data:`fivedice.core.Action`) is ``("roll",)``, ``("reroll", held)`` or
``("fill", card, Category)``; every level is a :class:`fivedice.core.Policy`.
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from fivedice.core import (
    Action,
    Category,
    ExtraFive,
    Game,
    Option,
    Policy,
    Rules,
    box_options,
)
from fivedice.strategy.advisor import card_states
from fivedice.strategy.dice import HOLD_PATTERNS, counts_of, kept_dice, multiset_index
from fivedice.strategy.expert import ExpertPolicy
from fivedice.strategy.hard import HardPolicy
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.scoring import FIVE_KIND, SCORES, UPPER_BONUS, UPPER_TARGET, upper_bonus
from fivedice.strategy.turn import CardState
from fivedice.strategy.turnsolver import TurnSolver

__all__ = [
    "EasyPolicy",
    "ExpertPolicy",
    "HardPolicy",
    "NormalPolicy",
    "Policy",
    "perform",
    "policy",
    "set_holds",
]


def _immediate(o: Option, state: CardState, multiplier: int) -> int:
    """What filling ``o`` adds to the total right now (bonuses and multiplier included)."""
    return multiplier * (o.points + o.bonus + upper_bonus(state.upper, int(o.category), o.points))


class EasyPolicy:
    """Chases the most common number, and grabs the biggest immediate score.

    It holds the dice of its most common face (the higher face on a tie), stops as
    soon as a pattern box (Full House, a straight, Five of a Kind) would score, and
    fills the box that scores most right now (scratching the box of lowest par).
    """

    level = "easy"

    def choose(self, game: Game) -> Action:
        """The next action for the player on turn."""
        if game.rolls_used == 0:
            return ("roll",)
        dice = game.dice
        states = card_states(game.cards(game.current_player))
        mults = game.rules.multipliers
        options = game.options()
        best = max(
            options,
            key=lambda o: (
                _immediate(o, states[o.card], mults[o.card]),
                -_PAR[int(o.category)],
                -o.card,
            ),
        )
        grab = any(o.category in _PATTERN_BOXES and o.points > 0 for o in options)
        if game.rolls_left and not grab:
            counts = Counter(dice)
            face = max(counts, key=lambda f: (counts[f], f))
            d0, d1, d2, d3, d4 = (d == face for d in dice)
            return ("reroll", (d0, d1, d2, d3, d4))
        return ("fill", best.card, best.category)


_PATTERN_BOXES = frozenset(
    {Category.FULL_HOUSE, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT, Category.FIVE_KIND}
)


#: What each box usually scores in steady play: filling it for less costs the difference.
_PAR = np.array([2.0, 5.5, 8.5, 12.0, 15.0, 18.0, 17.0, 8.0, 18.0, 24.0, 20.0, 12.0, 22.0])
#: Weight of upper points above or below three of a kind (progress toward the bonus).
_UPPER_WEIGHT = 0.3


class _Heuristic:
    """The Normal level's within-turn model for one position (values of holds)."""

    def __init__(self, rules: Rules, cards: Sequence[dict[Category, int]]) -> None:
        self.rules = rules
        self.cards = [dict(c) for c in cards]
        self.states = card_states(self.cards)
        mults = rules.multipliers
        # upper boxes whose points still count toward the bonus, per card
        self.alive = [
            [
                state.is_open(box)
                and state.upper < UPPER_TARGET
                and state.upper + sum(5 * (f + 1) for f in range(6) if state.is_open(f))
                >= UPPER_TARGET
                for box in range(6)
            ]
            for state in self.states
        ]
        final = np.full(len(LAYOUT.probs), -np.inf)
        scores = SCORES[:, LAYOUT.order[5]].astype(np.float64)
        for c, state in enumerate(self.states):
            for box in range(13):
                if state.is_open(box):
                    pts = scores[box]
                    final = np.maximum(final, mults[c] * self.box_value(c, box, pts, 0))
        extra_fives = rules.extra_five is not ExtraFive.OFF and any(
            not s.is_open(FIVE_KIND) for s in self.states
        )
        if extra_fives:  # jokers and bonuses: the game's own legality and scores
            for face, row in enumerate(LAYOUT.five_rows):
                dice = (face + 1,) * 5
                options = box_options(self.cards, dice, rules)
                final[row] = max(self.option_value(o) for o in options)
        solver = TurnSolver("off", np.zeros((1, 1, 1)), dtype=np.float64)
        ws = solver.work(1)
        # looks one roll ahead only, even with two rerolls left: steady, not deep
        exp = solver.keep_values(final[:, None].copy(), ws.exp)
        self.keeps = np.concatenate([e[:, 0] for e in exp])

    def box_value(self, card: int, box: int, points: Any, bonus: int) -> Any:
        """Heuristic worth of entering ``points`` (a number or an array) in ``box``."""
        value = points + bonus - _PAR[box]
        if box < 6 and self.alive[card][box]:
            value = value + _UPPER_WEIGHT * (points - 3 * (box + 1))
            reached = self.states[card].upper + points >= UPPER_TARGET
            if isinstance(reached, np.ndarray):
                value = value + np.where(reached, UPPER_BONUS, 0)
            elif reached:
                value = value + UPPER_BONUS
        return value

    def option_value(self, o: Option) -> float:
        """Heuristic worth of one legal fill (multiplier included)."""
        value = self.box_value(o.card, int(o.category), o.points, o.bonus)
        return float(self.rules.multipliers[o.card] * value)

    def hold_value(self, kept: Sequence[int]) -> float:
        """Expected heuristic worth of the best fill after keeping ``kept`` and rolling once."""
        g = multiset_index(counts_of(tuple(kept)))
        return float(self.keeps[LAYOUT.row_of[g]])


class NormalPolicy:
    """Steady play: best expected score over par within the turn, toward the upper bonus."""

    level = "normal"

    def __init__(self) -> None:
        self._cache: OrderedDict[Any, _Heuristic] = OrderedDict()
        self._lock = threading.Lock()

    def _model(self, game: Game) -> _Heuristic:
        cards = game.cards(game.current_player)
        key = (game.rules, tuple(tuple(sorted(c.items())) for c in cards))
        with self._lock:
            model = self._cache.get(key)
        if model is None:
            model = _Heuristic(game.rules, cards)
            with self._lock:
                self._cache[key] = model
                while len(self._cache) > 8:
                    self._cache.popitem(last=False)
        return model

    def choose(self, game: Game) -> Action:
        """The next action for the player on turn."""
        if game.rolls_used == 0:
            return ("roll",)
        model = self._model(game)
        dice = game.dice
        value, card, category = max(
            (model.option_value(o), -o.card, -o.category) for o in game.options()
        )
        best: tuple[float, Action] = (value, ("fill", -card, Category(-category)))
        if game.rolls_left:
            seen: set[tuple[int, ...]] = set()
            # Holding everything first, down to nothing: of equal values the first found is kept,
            # so this order (the level's own since it was made) settles ties.
            for pattern in reversed(HOLD_PATTERNS):
                if all(pattern):
                    continue
                kept = kept_dice(dice, pattern)
                if kept in seen:
                    continue
                seen.add(kept)
                value = model.hold_value(kept)
                if value > best[0] + 1e-9:
                    best = (value, ("reroll", pattern))
        return best[1]


def set_holds(game: Game, held: Sequence[bool]) -> None:
    """Hold exactly the dice flagged in `held` (toggling only those that differ)."""
    for slot, keep in enumerate(held):
        if game.held[slot] != bool(keep):
            game.toggle_hold(slot)


def perform(game: Game, action: Action) -> None:
    """Carry out an action as a policy or the advisor names it."""
    if action[0] == "roll":
        game.roll()
    elif action[0] == "reroll":
        set_holds(game, action[1])
        game.roll()
    elif action[0] == "fill":
        # Converted, not trusted: an action may come from code that does not check its types.
        game.fill(Category(action[2]), card=int(action[1]))
    else:
        raise ValueError(f"unknown action {action!r}")


def policy(level: str) -> Policy:
    """The policy of a computer level: "easy", "normal", "hard" or "expert"."""
    if level == "easy":
        return EasyPolicy()
    if level == "normal":
        return NormalPolicy()
    if level == "hard":
        return HardPolicy()
    if level == "expert":
        return ExpertPolicy()
    raise ValueError(f"a computer level is easy, normal, hard or expert, not {level!r}")

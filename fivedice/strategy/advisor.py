"""The advisor: the expected final score of every option of the player on turn.

For a one-card game the values are exact (optimal play from here on, from the
solved tables).  With several cards, and in the Triple game, no exact table
exists; the advisor then values a position as the sum over the cards of
``multiplier x (the card's one-card optimal value)``, and takes the turn's
decisions exactly with respect to that value (every reroll outcome and every box
on every card is weighed).  Such advice is flagged ``exact=False``.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import numpy as np

from fivedice.core import Action, Category, ExtraFive, Game, Held, Option, Rules, box_options
from fivedice.strategy.dice import (
    HOLD_PATTERNS,
    closest_pattern,
    counts_of,
    kept_dice,
    multiset_index,
)
from fivedice.strategy.layout import LAYOUT
from fivedice.strategy.scoring import FIVE_KIND, FULL_MASK, check_rule, upper_bonus
from fivedice.strategy.turn import CardState, state_columns
from fivedice.strategy.turnsolver import TurnSolver
from fivedice.strategy.valuetables import ValueTable, get_table

__all__ = [
    "Action",
    "Advice",
    "advise",
    "card_states",
    "expected_score",
    "forget_turn_models",
    "rule_name",
]


def rule_name(rule: ExtraFive | str) -> str:
    """The table name ("off", "official", "free") of an extra-five setting."""
    return check_rule(rule.value if isinstance(rule, ExtraFive) else rule)


def expected_score(rule: ExtraFive | str = ExtraFive.OFF) -> float:
    """Optimal expected final score of one card played alone, from an empty card."""
    return get_table(rule_name(rule)).expected_score


@dataclass(frozen=True)
class Advice:
    """Every option of the player on turn with its expected final score, best first.

    ``points`` is what the player has already scored (grand total so far);
    each value is ``points`` plus the expected rest of the game under best play.
    ``exact`` is False for several cards and the Triple game (see the module).
    """

    options: tuple[tuple[Action, float], ...]
    exact: bool
    points: int
    dice: tuple[int, ...] = ()
    """The dice the advice is for (all 0 before the turn's first roll)."""

    @property
    def best(self) -> Action:
        """The best action."""
        return self.options[0][0]

    @property
    def best_value(self) -> float:
        """The expected final score of the best action."""
        return self.options[0][1]

    @property
    def approximate(self) -> bool:
        """True when the values are an approximation (several cards, Triple game)."""
        return not self.exact

    def value_of(self, action: Action) -> float:
        """The expected final score of ``action`` (a hold is matched by the dice it keeps).

        ValueError if it is not an option here (a reroll with all five held changes nothing).
        """
        if action[0] == "reroll":
            wanted = kept_dice(self.dice, action[1])
            for option, value in self.options:
                if option[0] == "reroll" and kept_dice(self.dice, option[1]) == wanted:
                    return value
        else:
            for option, value in self.options:
                if option == action:
                    return value
        raise ValueError(f"{action!r} is not an option here")


def card_states(cards: Sequence[dict[Category, int]]) -> tuple[CardState, ...]:
    """The solver's view of each card."""
    return tuple(CardState.from_scores([card.get(c) for c in Category]) for card in cards)


class TurnModel:
    """Values within one turn for one player's cards, at a given start-of-turn position.

    ``value(state_of_each_card)`` of the whole position is ``sum(mult_c * V_c)``;
    for one card this is the exact optimal value.  The model holds, for each
    number of rerolls left, the expected value of every kept multiset.
    """

    def __init__(
        self, rules: Rules, table: ValueTable, cards: Sequence[dict[Category, int]]
    ) -> None:
        self.rules = rules
        self.table = table
        self.cards = [dict(c) for c in cards]
        self.states = card_states(self.cards)
        self.mults = rules.multipliers
        self.card_values = [
            0.0 if s.mask == FULL_MASK else table.value(*s.key) for s in self.states
        ]
        self.rest = float(sum(m * v for m, v in zip(self.mults, self.card_values, strict=True)))
        self.exact = rules.cards == 1 and not rules.triple
        open_cards = [i for i, s in enumerate(self.states) if s.mask != FULL_MASK]
        if not open_cards:
            raise ValueError("every card is full")
        solver = TurnSolver(table.rule, table.values64(), dtype=np.float64)
        w, z = solver.final_values(*state_columns([self.states[i] for i in open_cards], table))
        # final value of each roll: the best card to enter it on, the others unchanged
        gains = [
            self.mults[c] * (w[:, j] + (z[j] - self.card_values[c]))
            for j, c in enumerate(open_cards)
        ]
        final = np.maximum.reduce(gains) + self.rest
        # Several cards follow the one-card rules card by card, which the per-card rows
        # already apply; the Triple game's extra five depends on all columns at once.
        if (
            rules.triple
            and rules.extra_five is not ExtraFive.OFF
            and any(not s.is_open(FIVE_KIND) for s in self.states)
        ):
            self._redo_five_rows(final)
        ws = solver.work(1)
        r = final[:, None].copy()
        self.keeps: dict[int, np.ndarray] = {}
        for rerolls in (1, 2):
            exp = solver.keep_values(r, ws.exp)
            self.keeps[rerolls] = np.concatenate([e[:, 0] for e in exp])
            r = solver.best_keeps(exp, ws.best[rerolls - 1]).copy()

    def _redo_five_rows(self, final: np.ndarray) -> None:
        """Triple game: take the five-of-a-kind rolls through the game's own legality."""
        for face, row in enumerate(LAYOUT.five_rows):
            dice = (face + 1,) * 5
            options = box_options(self.cards, dice, self.rules)
            final[row] = max(self.option_value(o) for o in options)

    def option_value(self, option: Option) -> float:
        """Expected final rest (from now) after filling ``option`` (its points, as scored)."""
        c = option.card
        state = self.states[c]
        box = int(option.category)
        points = option.points
        after = state.after(box, points)
        rest = 0.0 if after.mask == FULL_MASK else self.table.value(*after.key)
        gain = points + option.bonus + upper_bonus(state.upper, box, points) + rest
        return self.rest + self.mults[c] * (gain - self.card_values[c])

    def hold_value(self, kept: Sequence[int], rerolls: int) -> float:
        """Expected final rest of keeping ``kept`` (faces) with ``rerolls`` rerolls left."""
        g = multiset_index(counts_of(tuple(kept)))
        return float(self.keeps[rerolls][LAYOUT.row_of[g]])


M = TypeVar("M")


class CardCache(Generic[M]):
    """A small thread-safe cache of per-player models, newest kept, keyed by what they depend
    on: the rules and the boxes filled on the player's cards."""

    def __init__(self, size: int = 16) -> None:
        self._models: OrderedDict[tuple[Any, ...], M] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size

    def get(
        self, game: Game, player: int, make: Callable[[Rules, list[dict[Category, int]]], M]
    ) -> M:
        """The model of `player`'s cards as they stand, made with ``make(rules, cards)`` once."""
        cards = game.cards(player)
        rules = game.rules
        key = (
            rules.extra_five,
            rules.cards,
            rules.triple,
            tuple(tuple(sorted(card.items())) for card in cards),
        )
        with self._lock:
            model = self._models.get(key)
            if model is not None:
                self._models.move_to_end(key)
                return model
        model = make(rules, cards)
        with self._lock:
            self._models[key] = model
            while len(self._models) > self._size:
                self._models.popitem(last=False)
        return model

    def clear(self) -> None:
        """Forget every model (benchmarks time a cold start with it)."""
        with self._lock:
            self._models.clear()


_MODELS: CardCache[TurnModel] = CardCache()


def forget_turn_models() -> None:
    """Forget every cached turn model (the next advice starts cold, as a new turn does)."""
    _MODELS.clear()


def turn_model(game: Game, player: int | None = None) -> TurnModel:
    """The (cached) turn model of ``player`` (default: the player on turn)."""
    p = game.current_player if player is None else player
    return _MODELS.get(
        game,
        p,
        lambda rules, cards: TurnModel(rules, get_table(rule_name(rules.extra_five)), cards),
    )


def advise(game: Game) -> Advice:
    """Every option of the player on turn with its expected final score, best first.

    Before the turn's first roll the only option is ``("roll",)``.  After a roll:
    one ``("reroll", held)`` per distinct set of kept dice while rolls remain
    (``held`` is the pattern closest to the dice held now), and one
    ``("fill", card, Category)`` per legal box.  Equal values list fills first.
    """
    if game.is_over:
        raise ValueError("the game is over")
    p = game.current_player
    points = game.totals()[p]
    model = turn_model(game, p)
    if game.rolls_used == 0:
        return Advice(((("roll",), points + model.rest),), model.exact, points, game.dice)
    dice = game.dice
    scored: list[tuple[float, int, Action]] = []
    for o in game.options():
        scored.append((points + model.option_value(o), 0, ("fill", o.card, o.category)))
    rerolls = game.rolls_left
    if rerolls:
        groups: dict[tuple[int, ...], list[Held]] = {}
        for pattern in HOLD_PATTERNS:
            if all(pattern):
                continue
            kept = kept_dice(dice, pattern)
            groups.setdefault(kept, []).append(pattern)
        for kept, patterns in groups.items():
            held = closest_pattern(patterns, game.held)
            scored.append((points + model.hold_value(kept, rerolls), 1, ("reroll", held)))
    # best first; ties: fills before rerolls, then a stable order
    scored.sort(key=lambda t: (-round(t[0], 9), t[1]))
    return Advice(tuple((a, v) for v, _, a in scored), model.exact, points, dice)

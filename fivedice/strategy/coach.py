"""The coach in words: hints, the analysis lines, coach-mode notes and the review of a game.

The numbers all come from the advisor; this module words them for the player and decides what
is current. No Qt: the window only lays out what it is given.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from fivedice.core import Action, Category, Game
from fivedice.words import decimal, translate

from .advisor import Advice
from .dice import kept_dice
from .review import Decision, describe, review_game, value_of

Dice = tuple[int, int, int, int, int]


@dataclass(frozen=True)
class OptionLine:
    """One row of the analysis panel."""

    action: Action
    text: str
    value: float
    """Expected final score."""
    behind: float
    """Expected points behind the best option (0 for the best)."""
    current: bool
    """The player's current choice (the dice held now, or the box selected)."""

    @property
    def box(self) -> tuple[int, Category] | None:
        """(card, box) for the fill of a box, None for a hold."""
        if self.action[0] != "fill":
            return None
        return int(self.action[1]), Category(self.action[2])


@dataclass(frozen=True)
class Analysis:
    """Every option of the player on turn, best first, in the player's words."""

    lines: tuple[OptionLine, ...]
    exact: bool

    @property
    def heading(self) -> str:
        """What the numbers are."""
        if self.exact:
            return translate("Coach", "Expected final score of each choice (perfect play)")
        return translate(
            "Coach",
            "Expected final score of each choice (approximate for several cards and the Triple "
            "game)",
        )


def analysis_of(
    advice: Advice,
    dice: Dice,
    held: tuple[bool, ...],
    cards: int,
    selected: tuple[int, Category] | None = None,
) -> Analysis:
    """The analysis panel's content for `advice` with the dice and holds as they are now."""
    best = advice.best_value
    now = kept_dice(dice, held)
    lines = []
    for action, value in advice.options:
        if action[0] == "reroll":
            current = kept_dice(dice, action[1]) == now
        elif action[0] == "fill":
            current = selected == (action[1], action[2])
        else:
            current = False
        lines.append(
            OptionLine(action, describe(action, dice, cards), value, best - value, current)
        )
    return Analysis(tuple(lines), advice.exact)


@dataclass(frozen=True)
class Hint:
    """The best move now, and by how much it beats the next best."""

    action: Action
    text: str
    margin: float | None
    """Expected points over the second-best option (None when there is only one)."""
    hold: tuple[bool, ...] | None
    """Dice to hold for a reroll."""
    box: tuple[int, Category] | None
    """The box to fill."""
    exact: bool


def hint_of(advice: Advice, dice: Dice, cards: int) -> Hint:
    """The hint for `advice`."""
    action, value = advice.options[0]
    margin = value - advice.options[1][1] if len(advice.options) > 1 else None
    text = _hint_text(advice, dice, cards, margin)
    hold = tuple(bool(h) for h in action[1]) if action[0] == "reroll" else None
    box = (int(action[1]), Category(action[2])) if action[0] == "fill" else None
    return Hint(action, text, margin, hold, box, advice.exact)


def _hint_text(advice: Advice, dice: Dice, cards: int, margin: float | None) -> str:
    """The hint's sentences: the best move, then (when there is one) the next best and how far
    behind it is; one whole message per kind of move, so each slot holds a box or dice."""
    action, value = advice.options[0]
    exact = advice.exact
    if action[0] == "roll":
        if exact:
            return translate("Coach", "Roll the dice to start your turn.")
        return translate("Coach", "Roll the dice to start your turn — approximate.")
    kind, slots = _move(action, dice, cards)
    best = _best_hint(kind, exact).format(value=decimal(value, 1), **slots)
    if margin is None:
        return best
    other, other_slots = _move(advice.options[1][0], dice, cards)
    behind = _next_best(other).format(margin=decimal(margin, 1), **other_slots)
    return _sentences(best, behind)


def _move(action: Action, dice: Dice, cards: int) -> tuple[str, dict[str, str]]:
    """What kind of move `action` is, and the words for its messages' slots.

    "fill" fills a box (slot ``box``), "fill_on_card" a box on one of several cards (``box``,
    ``card``), "hold" keeps some dice and rolls the others (``dice``: the faces kept,
    "4 4 4"), "all" rolls all five again (the first roll of a turn too: no slots).
    """
    if action[0] == "fill":
        box = Category(action[2]).label
        if cards > 1:
            return "fill_on_card", {"box": box, "card": str(int(action[1]) + 1)}
        return "fill", {"box": box}
    kept = kept_dice(dice, action[1]) if action[0] == "reroll" else ()
    if kept:
        return "hold", {"dice": " ".join(map(str, kept))}
    return "all", {}


def _sentences(*sentences: str) -> str:
    """Whole sentences one after another."""
    return " ".join(sentence for sentence in sentences if sentence)


def _best_hint(kind: str, exact: bool) -> str:
    """ "Best: fill {box} (expected final score {value})." for a move of `kind`."""
    if kind == "fill":
        if exact:
            #: {box} is a box's name (Full House); {value} a number of points (254.3).
            return translate("Coach", "Best: fill {box} (expected final score {value}).")
        #: {box} is a box's name (Full House); {value} a number of points (254.3).
        return translate("Coach", "Best: fill {box} (expected final score {value}) — approximate.")
    if kind == "fill_on_card":
        if exact:
            #: {box} is a box's name (Full House), {card} the card's number (2); {value} a
            #: number of points (254.3).
            return translate(
                "Coach", "Best: fill {box} on card {card} (expected final score {value})."
            )
        #: {box} is a box's name (Full House), {card} the card's number (2); {value} a number
        #: of points (254.3).
        return translate(
            "Coach",
            "Best: fill {box} on card {card} (expected final score {value}) — approximate.",
        )
    if kind == "hold":
        if exact:
            #: {dice} are the faces of the dice to keep ("4 4 4"); {value} a number of points.
            return translate("Coach", "Best: hold {dice} and roll (expected final score {value}).")
        #: {dice} are the faces of the dice to keep ("4 4 4"); {value} a number of points.
        return translate(
            "Coach", "Best: hold {dice} and roll (expected final score {value}) — approximate."
        )
    if exact:
        #: Roll all five dice again; {value} is a number of points (254.3).
        return translate("Coach", "Best: reroll all five (expected final score {value}).")
    #: Roll all five dice again; {value} is a number of points (254.3).
    return translate("Coach", "Best: reroll all five (expected final score {value}) — approximate.")


def _next_best(kind: str) -> str:
    """The hint's second sentence: the next best move of `kind`, {margin} points behind."""
    if kind == "fill":
        #: {box} is a box's name (Chance); {margin} a number of points (2.4).
        return translate("Coach", "Next best: fill {box}, {margin} points behind.")
    if kind == "fill_on_card":
        #: {box} is a box's name (Chance), {card} the card's number; {margin} a number of
        #: points (2.4).
        return translate("Coach", "Next best: fill {box} on card {card}, {margin} points behind.")
    if kind == "hold":
        #: {dice} are the faces of the dice to keep ("4 4"); {margin} a number of points (2.4).
        return translate("Coach", "Next best: hold {dice} and roll, {margin} points behind.")
    #: Roll all five dice again; {margin} is a number of points (2.4).
    return translate("Coach", "Next best: reroll all five, {margin} points behind.")


def _coach_cost(kind: str) -> str:
    """A coach-mode note's first sentence: what the move of `kind` cost."""
    if kind == "fill":
        #: {box} is the box's name the player filled (Chance); {cost} a number of points (7.5).
        return translate("Coach", "Coach: filling {box} cost about {cost} points.")
    if kind == "fill_on_card":
        #: {box} is the box's name the player filled (Chance), {card} the card's number;
        #: {cost} a number of points (7.5).
        return translate("Coach", "Coach: filling {box} on card {card} cost about {cost} points.")
    if kind == "hold":
        #: {dice} are the faces of the dice the player kept ("4 4"); {cost} a number of points.
        return translate("Coach", "Coach: holding {dice} and rolling cost about {cost} points.")
    #: The player rolled all five dice again; {cost} is a number of points (7.5).
    return translate("Coach", "Coach: rerolling all five cost about {cost} points.")


def _best_was(kind: str) -> str:
    """What the best move was, of `kind`: the second sentence of a coach-mode note and of a
    mistake in the review."""
    if kind == "fill":
        #: {box} is a box's name (Five of a Kind).
        return translate("Coach", "Best was to fill {box}.")
    if kind == "fill_on_card":
        #: {box} is a box's name (Five of a Kind), {card} the card's number (2).
        return translate("Coach", "Best was to fill {box} on card {card}.")
    if kind == "hold":
        #: {dice} are the faces of the dice to keep ("4 4 4").
        return translate("Coach", "Best was to hold {dice} and roll.")
    return translate("Coach", "Best was to reroll all five.")


def best_was(action: Action, dice: Dice, cards: int) -> str:
    """ "Best was to fill Full House.", "Best was to hold 4 4 4 and roll." """
    kind, slots = _move(action, dice, cards)
    return _best_was(kind).format(**slots)


def approximate_mark() -> str:
    """Said after a coach-mode note whose figures are the advisor's approximation."""
    #: Put after a coach's note (whole sentences) when its figures are approximate.
    return translate("Coach", "(approximate)")


def coach_note(advice: Advice, dice: Dice, chosen: Action, cards: int) -> tuple[float, str] | None:
    """What a move cost against the best one, as (cost, note); None when it cannot be weighed.

    The note is whole sentences, each with slots of one kind (a box, or dice): what the move
    cost, what the best move was, and the mark of approximate figures when they are."""
    value = value_of(advice, chosen)
    if value is None:
        return None
    best_action, best = advice.options[0]
    cost = best - value
    kind, slots = _move(chosen, dice, cards)
    note = _sentences(
        _coach_cost(kind).format(cost=decimal(cost, 1), **slots),
        best_was(best_action, dice, cards),
        "" if advice.exact else approximate_mark(),
    )
    return cost, note


# ------------------------------------------------------------------------------ the review


@dataclass(frozen=True)
class Mistake:
    """One of a player's costliest decisions, with the dice as they were."""

    dice: Dice
    held: tuple[bool, ...]
    """For a reroll, the dice the player held; none for the choice of a box."""
    text: str


@dataclass(frozen=True)
class PlayerReview:
    """One player's decisions against perfect play, in words."""

    player: int
    name: str
    summary: str
    mistakes: tuple[Mistake, ...]
    rows: tuple[tuple[str, str, str, str, str, str], ...]
    """Every decision: turn, roll, dice, choice, best (— when it was the best), cost."""


@dataclass(frozen=True)
class GameReview:
    """The review of a finished game, ready to show."""

    exact: bool
    players: tuple[PlayerReview, ...]

    @property
    def note(self) -> str:
        """What to say about the figures ("" when they are exact)."""
        if self.exact:
            return ""
        return translate(
            "Review", "These figures are approximate for several cards and the Triple game."
        )


def _mistake_cost(kind: str) -> str:
    """The first sentence of a mistake in the review: when, the move of `kind`, what it cost."""
    if kind == "fill":
        #: {turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box's name the
        #: player filled (Chance); {cost} a number of points (7.5).
        return translate("Review", "Turn {turn}, roll {roll}: filling {box} cost {cost} points.")
    if kind == "fill_on_card":
        #: {turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box's name the
        #: player filled (Chance), {card} the card's number; {cost} a number of points (7.5).
        return translate(
            "Review", "Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points."
        )
    if kind == "hold":
        #: {turn} and {roll} are numbers (turn 5, roll 2 of 3); {dice} are the faces of the
        #: dice the player kept ("4 4"); {cost} a number of points (7.5).
        return translate(
            "Review", "Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points."
        )
    #: {turn} and {roll} are numbers (turn 5, roll 2 of 3); the player rolled all five dice
    #: again; {cost} is a number of points (7.5).
    return translate("Review", "Turn {turn}, roll {roll}: rerolling all five cost {cost} points.")


def _words(decision: Decision, cards: int) -> tuple[str, str]:
    return (
        describe(decision.chosen, decision.dice, cards),
        describe(decision.best, decision.dice, cards),
    )


def review_of(game: Game, players: Iterable[int] | None = None) -> GameReview:
    """Replay `game` and word each decision of `players` (the people, when None) against
    perfect play."""
    if players is None:
        people = [p for p, player in enumerate(game.players) if not player.is_computer]
        players = people or None
    review = review_game(game, players=players)
    cards = game.rules.cards
    shown = []
    for p in sorted({d.player for d in review.decisions}):
        decisions = review.for_player(p)
        mistakes = []
        for d in review.biggest_mistakes(p):
            held = tuple(bool(h) for h in d.chosen[1]) if d.chosen[0] == "reroll" else (False,) * 5
            kind, slots = _move(d.chosen, d.dice, cards)
            cost = _mistake_cost(kind).format(
                turn=d.turn, roll=d.roll, cost=decimal(d.cost, 1), **slots
            )
            text = _sentences(cost, best_was(d.best, d.dice, cards))
            mistakes.append(Mistake(d.dice, held, text))
        rows = []
        for d in decisions:
            chose, best = _words(d, cards)
            rows.append(
                (
                    str(d.turn),
                    str(d.roll),
                    " ".join(map(str, d.dice)),
                    chose,
                    "—" if d.cost < 5e-4 else best,
                    decimal(d.cost, 2),
                )
            )
        count = len(decisions)
        summary = translate(
            "Review",
            "{name}: %n decisions, {cost} expected points given away against perfect play.",
            None,
            count,
        ).format(name=game.players[p].name, cost=decimal(review.total_cost(p), 1))
        shown.append(PlayerReview(p, game.players[p].name, summary, tuple(mistakes), tuple(rows)))
    return GameReview(review.exact, tuple(shown))

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
    """The hint's sentence: one whole message per kind of move, margin and exactness."""
    action, value = advice.options[0]
    exact = advice.exact
    if action[0] == "roll":
        if exact:
            return translate("Coach", "Roll the dice to start your turn.")
        return translate("Coach", "Roll the dice to start your turn — approximate.")
    fill = action[0] == "fill"
    fields = {"move": describe(action, dice, cards), "value": decimal(value, 1)}
    if margin is None:
        if fill and exact:
            text = translate("Coach", "Best: fill {move} (expected final score {value}).")
        elif fill:
            text = translate(
                "Coach", "Best: fill {move} (expected final score {value}) — approximate."
            )
        elif exact:
            text = translate("Coach", "Best: {move} (expected final score {value}).")
        else:
            text = translate("Coach", "Best: {move} (expected final score {value}) — approximate.")
        return text.format(**fields)
    fields["margin"] = decimal(margin, 1)
    fields["other"] = describe(advice.options[1][0], dice, cards)
    if fill and exact:
        text = translate(
            "Coach",
            "Best: fill {move} (expected final score {value}, {margin} points better than "
            "{other}).",
        )
    elif fill:
        text = translate(
            "Coach",
            "Best: fill {move} (expected final score {value}, {margin} points better than "
            "{other}) — approximate.",
        )
    elif exact:
        text = translate(
            "Coach",
            "Best: {move} (expected final score {value}, {margin} points better than {other}).",
        )
    else:
        text = translate(
            "Coach",
            "Best: {move} (expected final score {value}, {margin} points better than {other})"
            " — approximate.",
        )
    return text.format(**fields)


def coach_note(advice: Advice, dice: Dice, chosen: Action, cards: int) -> tuple[float, str] | None:
    """What a move cost against the best one, as (cost, note); None when it cannot be weighed."""
    value = value_of(advice, chosen)
    if value is None:
        return None
    best_action, best = advice.options[0]
    cost = best - value
    if advice.exact:
        note = translate("Coach", "Coach: {chosen} cost about {cost} points; the best was {best}.")
    else:
        note = translate(
            "Coach",
            "Coach: {chosen} cost about {cost} points; the best was {best}. (approximate)",
        )
    words = {"chosen": describe(chosen, dice, cards), "best": describe(best_action, dice, cards)}
    return cost, note.format(cost=decimal(cost, 1), **words)


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
            chose, best = _words(d, cards)
            held = tuple(bool(h) for h in d.chosen[1]) if d.chosen[0] == "reroll" else (False,) * 5
            text = translate(
                "Review", "Turn {turn}, roll {roll}: {chosen} cost {cost} points; best was {best}."
            ).format(turn=d.turn, roll=d.roll, chosen=chose, cost=decimal(d.cost, 1), best=best)
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

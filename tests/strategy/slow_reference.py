"""A slow, obviously correct solver of small one-card games, written from the rule book.

It shares no code with ``fivedice.strategy``: dice are plain sorted tuples, holds
are the 32 subsets of the five dice, rerolls are enumerated outcome by outcome,
the card is a dict of box -> score and the upper total is not capped.  It is
meant for games with only a few open boxes.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement, product

# card order
ONES, TWOS, THREES, FOURS, FIVES, SIXES = range(6)
THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, FIVE_KIND, CHANCE = range(6, 13)
ALL_BOXES = frozenset(range(13))

Dice = tuple[int, ...]
ROLLS: list[Dice] = list(combinations_with_replacement(range(1, 7), 5))


def plain_score(box: int, dice: Dice) -> int:
    """The rule book's table (section 2), no joker."""
    counts = Counter(dice)
    most = max(counts.values())
    faces = set(dice)
    if box <= SIXES:
        return (box + 1) * dice.count(box + 1)
    if box == THREE_KIND:
        return sum(dice) if most >= 3 else 0
    if box == FOUR_KIND:
        return sum(dice) if most >= 4 else 0
    if box == FULL_HOUSE:
        return 25 if sorted(counts.values()) == [2, 3] else 0
    if box == SMALL:
        return 30 if any({a, a + 1, a + 2, a + 3} <= faces for a in (1, 2, 3)) else 0
    if box == LARGE:
        return 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if box == FIVE_KIND:
        return 50 if most == 5 else 0
    return sum(dice)


def joker_lower(box: int, dice: Dice) -> int:
    """Score of an extra five used as a joker in a lower box."""
    return {FULL_HOUSE: 25, SMALL: 30, LARGE: 40}.get(box, sum(dice))


def entries(rule: str, card: dict[int, int], dice: Dice) -> list[tuple[int, int, int]]:
    """Every legal (box, points, extra-five bonus) for ``dice`` on ``card`` (section 4)."""
    open_boxes = sorted(ALL_BOXES - card.keys())
    extra = len(set(dice)) == 1 and FIVE_KIND in card
    if extra and rule == "official":
        bonus = 100 if card[FIVE_KIND] == 50 else 0
        own = dice[0] - 1
        lower = [b for b in open_boxes if b >= THREE_KIND]
        if own in open_boxes:
            return [(own, 5 * dice[0], bonus)]
        if lower:
            return [(b, joker_lower(b, dice), bonus) for b in lower]
        return [(b, 0, bonus) for b in open_boxes]
    if extra and rule == "free" and card[FIVE_KIND] == 50:
        return [
            (b, joker_lower(b, dice) if b >= THREE_KIND else plain_score(b, dice), 100)
            for b in open_boxes
        ]
    return [(b, plain_score(b, dice), 0) for b in open_boxes]


@cache
def outcomes(kept: Dice) -> tuple[tuple[Dice, float], ...]:
    """Each final roll reachable by rolling the dice not kept, with its probability."""
    n = 5 - len(kept)
    tally: Counter[Dice] = Counter()
    for thrown in product(range(1, 7), repeat=n):
        tally[tuple(sorted(kept + thrown))] += 1
    return tuple((roll, count / 6**n) for roll, count in tally.items())


@cache
def keeps(roll: Dice) -> frozenset[Dice]:
    """The distinct kept dice over the 32 ways to hold some of ``roll``."""
    return frozenset(
        tuple(sorted(d for d, h in zip(roll, hold, strict=True) if h))
        for hold in product((False, True), repeat=5)
    )


class Reference:
    """Optimal expected future score of a card, by plain memoised recursion."""

    def __init__(self, rule: str) -> None:
        self.rule = rule
        #: (filled boxes, upper total, Five of a Kind score or None) -> value
        self.memo: dict[tuple[frozenset[int], int, int | None], float] = {}

    def value(self, card: dict[int, int]) -> float:
        """Expected future points (bonuses included) of a card at the start of a turn."""
        if len(card) == 13:
            return 0.0
        upper = sum(s for b, s in card.items() if b <= SIXES)
        # the future depends only on which boxes are filled, the upper total and the Five box
        key = (frozenset(card), upper, card.get(FIVE_KIND))
        if key not in self.memo:
            final = {roll: self.best_entry(card, roll) for roll in ROLLS}
            rolled = self.reroll(self.reroll(final))
            self.memo[key] = sum(p * rolled[roll] for roll, p in outcomes(()))
        return self.memo[key]

    def entry_value(self, card: dict[int, int], box: int, points: int, bonus: int) -> float:
        """Points + bonuses of one entry + the value of the card after it."""
        upper = sum(s for b, s in card.items() if b <= SIXES)
        if box <= SIXES and upper < 63 <= upper + points:
            bonus += 35
        return points + bonus + self.value({**card, box: points})

    def best_entry(self, card: dict[int, int], roll: Dice) -> float:
        """Value of a final roll: its best legal entry."""
        return max(self.entry_value(card, b, p, x) for b, p, x in entries(self.rule, card, roll))

    @staticmethod
    def hold_value(after: dict[Dice, float], kept: Dice) -> float:
        """Expected value of keeping ``kept`` and rolling the rest, given roll values after."""
        return sum(p * after[roll] for roll, p in outcomes(tuple(sorted(kept))))

    def reroll(self, after: dict[Dice, float]) -> dict[Dice, float]:
        """Value of each roll when one more roll remains (best hold, or stop)."""
        held: dict[Dice, float] = {}
        for roll in ROLLS:
            for k in keeps(roll):
                if k not in held:
                    held[k] = self.hold_value(after, k)
        return {roll: max(held[k] for k in keeps(roll)) for roll in ROLLS}

    def roll_values(self, card: dict[int, int], rerolls: int) -> dict[Dice, float]:
        """Value of each roll of a turn with ``rerolls`` rerolls still allowed."""
        values = {roll: self.best_entry(card, roll) for roll in ROLLS}
        for _ in range(rerolls):
            values = self.reroll(values)
        return values


class MomentReference(Reference):
    """Mean and mean square of the future score under the play that maximises the mean.

    Every decision is the one :class:`Reference` takes (the best value); the square
    follows that decision: a roll averages, a decision takes the chosen option's.
    """

    def __init__(self, rule: str) -> None:
        super().__init__(rule)
        #: the same keys as ``memo`` -> mean square of the future score
        self.squares: dict[tuple[frozenset[int], int, int | None], float] = {}

    def moments(self, card: dict[int, int]) -> tuple[float, float]:
        """(mean, mean square) of the future points of a card at the start of a turn."""
        if len(card) == 13:
            return 0.0, 0.0
        upper = sum(s for b, s in card.items() if b <= SIXES)
        key = (frozenset(card), upper, card.get(FIVE_KIND))
        if key not in self.squares:
            final = {roll: self.best_entry_moments(card, roll) for roll in ROLLS}
            rolled = self.reroll_moments(self.reroll_moments(final))
            self.memo[key] = sum(p * rolled[roll][0] for roll, p in outcomes(()))
            self.squares[key] = sum(p * rolled[roll][1] for roll, p in outcomes(()))
        return self.memo[key], self.squares[key]

    def best_entry_moments(self, card: dict[int, int], roll: Dice) -> tuple[float, float]:
        """(mean, mean square) of the best entry of a final roll."""
        upper = sum(s for b, s in card.items() if b <= SIXES)
        best: tuple[float, float] | None = None
        for box, points, bonus in entries(self.rule, card, roll):
            if box <= SIXES and upper < 63 <= upper + points:
                bonus += 35
            now = points + bonus
            mean, square = self.moments({**card, box: points})
            option = (now + mean, now * now + 2 * now * mean + square)
            if best is None or option[0] > best[0]:
                best = option
        assert best is not None
        return best

    def reroll_moments(
        self, after: dict[Dice, tuple[float, float]]
    ) -> dict[Dice, tuple[float, float]]:
        """(mean, mean square) of each roll when one more roll remains (best hold, or stop)."""
        held: dict[Dice, tuple[float, float]] = {}
        for roll in ROLLS:
            for k in keeps(roll):
                if k not in held:
                    pairs = [(p, after[r]) for r, p in outcomes(tuple(sorted(k)))]
                    held[k] = (sum(p * m for p, (m, _) in pairs), sum(p * s for p, (_, s) in pairs))
        return {roll: max((held[k] for k in keeps(roll)), key=lambda ms: ms[0]) for roll in ROLLS}

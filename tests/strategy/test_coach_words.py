"""The coach's sentences: one whole message per kind of move, each slot a box's name or dice
(never a whole move), the numbers as the language writes them."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from fivedice.core import Action, Category, Player
from fivedice.strategy import Advice
from fivedice.strategy.coach import coach_note, hint_of, review_of
from fivedice.words import install, install_numbers

from ..core.helpers import finished

DICE = (4, 1, 4, 2, 4)
FILL: Action = ("fill", 0, Category.THREE_KIND)
CHANCE: Action = ("fill", 0, Category.CHANCE)
ON_CARD_1: Action = ("fill", 0, Category.CHANCE)
ON_CARD_2: Action = ("fill", 1, Category.FULL_HOUSE)
HOLD: Action = ("reroll", (True, False, True, False, True))
ALL: Action = ("reroll", (False, False, False, False, False))
ONE_FOUR: Action = ("reroll", (True, False, False, False, False))


def advice(*options: tuple[Action, float], exact: bool = True) -> Advice:
    return Advice(options=tuple(options), exact=exact, points=0, dice=DICE)


@pytest.mark.parametrize(
    ("best", "second", "cards", "text"),
    [
        (
            FILL,
            CHANCE,
            1,
            "Best: fill Three of a Kind (expected final score 210.5). "
            "Next best: fill Chance, 2.3 points behind.",
        ),
        (
            HOLD,
            ALL,
            1,
            "Best: hold 4 4 4 and roll (expected final score 210.5). "
            "Next best: reroll all five, 2.3 points behind.",
        ),
        (
            ALL,
            HOLD,
            1,
            "Best: reroll all five (expected final score 210.5). "
            "Next best: hold 4 4 4 and roll, 2.3 points behind.",
        ),
        (
            ON_CARD_2,
            ON_CARD_1,
            2,
            "Best: fill Full House on card 2 (expected final score 210.5). "
            "Next best: fill Chance on card 1, 2.3 points behind.",
        ),
    ],
)
def test_a_hint_says_the_best_move_and_the_next_best_by_kind(
    best: Action, second: Action, cards: int, text: str
) -> None:
    hint = hint_of(advice((best, 210.5), (second, 208.2)), DICE, cards)
    assert hint.text == text


def test_an_approximate_hint_and_one_without_a_second_choice() -> None:
    alone = hint_of(advice((FILL, 210.5), exact=False), DICE, 2)
    assert alone.text == (
        "Best: fill Three of a Kind on card 1 (expected final score 210.5) — approximate."
    )
    assert alone.margin is None
    hold = hint_of(advice((HOLD, 99.0), (FILL, 98.0), exact=False), DICE, 3)
    assert hold.text == (
        "Best: hold 4 4 4 and roll (expected final score 99.0) — approximate. "
        "Next best: fill Three of a Kind on card 1, 1.0 points behind."
    )


@pytest.mark.parametrize(
    ("chosen", "best", "note"),
    [
        (
            CHANCE,
            FILL,
            "Coach: filling Chance cost about 7.5 points. Best was to fill Three of a Kind.",
        ),
        (
            ALL,
            HOLD,
            "Coach: rerolling all five cost about 7.5 points. Best was to hold 4 4 4 and roll.",
        ),
        (
            HOLD,
            ALL,
            "Coach: holding 4 4 4 and rolling cost about 7.5 points. Best was to reroll all five.",
        ),
        (
            ONE_FOUR,
            CHANCE,
            "Coach: holding 4 and rolling cost about 7.5 points. Best was to fill Chance.",
        ),
    ],
)
def test_a_coach_note_is_two_sentences_chosen_by_kind(
    chosen: Action, best: Action, note: str
) -> None:
    noted = coach_note(advice((best, 200.0), (chosen, 192.5)), DICE, chosen, 1)
    assert noted is not None
    cost, text = noted
    assert cost == pytest.approx(7.5)
    assert text == note


def test_an_approximate_coach_note_on_several_cards() -> None:
    noted = coach_note(advice((ON_CARD_2, 200.0), (CHANCE, 190.0), exact=False), DICE, CHANCE, 2)
    assert noted is not None
    assert noted[1] == (
        "Coach: filling Chance on card 1 cost about 10.0 points. "
        "Best was to fill Full House on card 2. (approximate)"
    )


def test_the_numbers_are_written_as_the_language_writes_them() -> None:
    install_numbers(lambda value, places: f"{value:.{places}f}".replace(".", ","))
    try:
        noted = coach_note(advice((FILL, 200.0), (CHANCE, 192.5)), DICE, CHANCE, 1)
    finally:
        install_numbers(None)
    assert noted is not None and "about 7,5 points" in noted[1]


def test_the_review_words_each_mistake_by_kind() -> None:
    game = finished([Player("Ana", "easy")], seed=4)
    [ana] = review_of(game, players=[0]).players
    assert ana.mistakes
    pattern = re.compile(
        r"Turn \d+, roll [123]: "
        r"(filling [A-Z][\w ]+|holding [1-6]( [1-6])* and rolling|rerolling all five) "
        r"cost \d+\.\d points\. "
        r"Best was to (fill [A-Z][\w ]+|hold [1-6]( [1-6])* and roll|reroll all five)\."
    )
    for mistake in ana.mistakes:
        assert pattern.fullmatch(mistake.text), mistake.text


@pytest.fixture
def sources() -> Iterator[list[tuple[str, str]]]:
    """Every (context, source) asked for while the test runs."""
    asked: list[tuple[str, str]] = []

    def record(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        asked.append((context, text))
        return text.replace("%n", str(n)) if n >= 0 else text

    install(record)
    try:
        yield asked
    finally:
        install(None)


def test_every_slot_holds_a_box_or_dice_never_a_whole_move(sources: list[tuple[str, str]]) -> None:
    moves = [FILL, CHANCE, HOLD, ALL]
    for cards in (1, 2):
        for best in moves:
            for other in moves:
                if other == best:
                    continue
                pair = advice((best, 200.0), (other, 195.0), exact=cards == 1)
                hint_of(pair, DICE, cards)
                coach_note(pair, DICE, other, cards)
    game = finished([Player("Ana", "easy")], seed=4)
    review_of(game, players=[0])
    said = {source for context, source in sources if context in ("Coach", "Review")}
    slots = {slot for source in said for slot in re.findall(r"{(\w+)}", source)}
    assert {"box", "dice", "card"} <= slots
    assert not slots & {"move", "chosen", "best", "other"}
    for source in said:
        found = set(re.findall(r"{(\w+)}", source))
        assert not ({"box", "dice"} <= found), source  # a box or dice, never either

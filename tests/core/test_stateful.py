"""Random legal play (hypothesis, stateful) with the invariants checked after every step."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from fivedice.core import (
    UPPER_BONUS,
    Category,
    ExtraFive,
    Game,
    IllegalMove,
    Player,
    Rules,
    roll_faces,
)


class LoadedGame(Game):
    """Fair dice most of the time, five of a kind often, so the joker rules get exercised.

    Still a pure function of (seed, player, turn, roll), so saves replay exactly.
    """

    def _faces(self, player: int, turn: int, roll: int) -> tuple[int, int, int, int, int]:
        fair = roll_faces(self.seed, player, turn, roll)
        if fair[0] + fair[1] <= 5:  # about 28% of rolls
            return (fair[2],) * 5
        return fair


class PlayRandomly(RuleBasedStateMachine):
    game: Game

    @initialize(
        n=st.integers(1, 4),
        computers=st.lists(st.booleans(), min_size=4, max_size=4),
        cards=st.sampled_from([1, 2, 3, "triple"]),
        extra=st.sampled_from(list(ExtraFive)),
        budget=st.sampled_from([None, None, 40.0]),
        seed=st.integers(0, 2**63 - 1),
    )
    def start(self, n, computers, cards, extra, budget, seed):  # type: ignore[no-untyped-def]
        players = [Player(f"P{i}", "easy" if computers[i] else None) for i in range(n)]
        triple = cards == "triple"
        rules = Rules(extra, cards=3 if triple else cards, triple=triple, time_budget_s=budget)
        self.game = LoadedGame(players, rules, seed)
        # What the test itself believes: per stood action count, the cards, bonuses and fills.
        self.bonus = [[0] * rules.cards for _ in players]
        self.fills = [0] * n
        self.history: dict[int, tuple] = {}
        self._remember()

    def _snapshot(self) -> tuple:
        g = self.game
        cards = tuple(
            tuple(tuple(sorted(g.card(p, c).items())) for c in range(g.rules.cards))
            for p in range(len(g.players))
        )
        return cards, tuple(tuple(b) for b in self.bonus), tuple(self.fills)

    def _remember(self) -> None:
        self.history[len(self.game.actions)] = self._snapshot()
        self.last = self.history[len(self.game.actions)]

    def _restore_belief(self) -> None:
        _cards, bonus, fills = self.history[len(self.game.actions)]
        self.bonus = [list(b) for b in bonus]
        self.fills = list(fills)

    # ------------------------------------------------------------------ actions

    @precondition(lambda self: not self.game.is_over)
    @rule()
    def roll(self) -> None:
        g = self.game
        if g.paused or g.rolls_left == 0:
            try:
                g.roll()
            except IllegalMove:
                return
            raise AssertionError("an illegal roll was accepted")
        held, before = g.held, g.dice
        after = g.roll()
        assert all(a == b for a, b, h in zip(after, before, held, strict=True) if h)
        self._remember()

    @precondition(lambda self: not self.game.is_over)
    @rule(slot=st.integers(0, 4))
    def hold(self, slot: int) -> None:
        g = self.game
        if g.paused or g.rolls_left in (0, 3):
            try:
                g.toggle_hold(slot)
            except IllegalMove:
                return
            raise AssertionError("an illegal hold was accepted")
        was = g.held[slot]
        assert g.toggle_hold(slot) is (not was)
        self._remember()

    @precondition(lambda self: not self.game.is_over and not self.game.paused)
    @rule(pick=st.integers(0, 10_000), roll_first=st.booleans())
    def fill(self, pick: int, roll_first: bool) -> None:
        g = self.game
        if g.rolls_left == 3 or (roll_first and g.rolls_left > 0):
            g.roll()
            self._remember()
        options = g.options()
        preview = g.preview()
        assert set(preview) == {(o.card, o.category) for o in options}
        # Every open box not offered must be refused, and a filled one too.
        player = g.current_player
        offered = {(o.card, o.category) for o in options}
        for c in range(g.rules.cards):
            for box in Category:
                if (c, box) not in offered:
                    try:
                        g.fill(box, card=c)
                    except IllegalMove:
                        continue
                    raise AssertionError(f"{box} on card {c} was not offered but accepted")
        option = options[pick % len(options)]
        result = g.fill(option.category, card=option.card)
        assert (result.points, result.bonus) == (option.points, option.bonus)
        assert result.player == player
        self.bonus[player][option.card] += option.bonus
        if option.bonus:
            event("extra-five bonus scored")
        if g.is_over:
            event("game played to the end")
        before = self.last[0][player]
        self.fills[player] += 1
        after = self._snapshot()[0][player]
        new = {(c, b) for c in range(g.rules.cards) for b, _ in after[c]} - {
            (c, b) for c in range(g.rules.cards) for b, _ in before[c]
        }
        assert new == {(option.card, option.category)}, "exactly one box per turn"
        self._remember()

    @precondition(lambda self: not self.game.is_over and not self.game.paused)
    @rule()
    def play_a_round(self) -> None:
        for _ in range(len(self.game.players)):
            if self.game.is_over:
                return
            self.fill(0, True)

    @rule()
    def undo(self) -> None:
        g = self.game
        if not g.can_undo:
            try:
                g.undo()
            except IllegalMove:
                return
            raise AssertionError("undo accepted while can_undo was False")
        g.undo()
        event("undo")
        self._restore_belief()
        self.last = self.history[len(g.actions)]
        assert self._snapshot() == self.last, "undo must restore the cards exactly"

    @precondition(lambda self: not self.game.is_over)
    @rule()
    def pause_or_resume(self) -> None:
        if self.game.paused:
            self.game.resume()
        else:
            self.game.pause()

    @rule(seconds=st.sampled_from([0.5, 3.0, 15.0]))
    def tick(self, seconds: float) -> None:
        g = self.game
        was = set(g.dropped)
        g.tick(seconds)
        if g.dropped != was:
            event("drop-out")
            # A drop-out is logged as an action; the cards stay as they were.
            self._remember()

    # ---------------------------------------------------------------- invariants

    @invariant()
    def totals_are_boxes_plus_bonuses(self) -> None:
        g = self.game
        for p in range(len(g.players)):
            expected = 0
            for c, mult in enumerate(g.rules.multipliers):
                boxes = g.card(p, c)
                upper = sum(v for b, v in boxes.items() if b.is_upper)
                card_total = sum(boxes.values()) + (UPPER_BONUS if upper >= 63 else 0)
                expected += mult * (card_total + self.bonus[p][c])
            assert g.totals()[p] == expected

    @invariant()
    def filled_boxes_never_change(self) -> None:
        now = self._snapshot()[0]
        for p, cards in enumerate(self.last[0]):
            for c, boxes in enumerate(cards):
                assert set(boxes) <= set(now[p][c]), "a filled box changed"

    @invariant()
    def the_game_ends_after_13_turns_per_card(self) -> None:
        g = self.game
        full = 13 * g.rules.cards
        assert g.turns_per_player == full
        for p in range(len(g.players)):
            assert g.turns_taken(p) == self.fills[p] <= full
        playing = [p for p in range(len(g.players)) if p not in g.dropped]
        assert g.is_over == all(self.fills[p] == full for p in playing)
        if g.is_over:
            outcome = g.outcome()
            assert outcome is not None
            assert set(outcome.ranking) == set(range(len(g.players)))

    @invariant()
    def save_round_trips(self) -> None:
        data = json.loads(json.dumps(self.game.to_dict()))
        assert LoadedGame.from_dict(data) == self.game


PlayRandomly.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
# Hundreds of random games: over 3 s on a shared machine.
test_random_legal_play = pytest.mark.slow(PlayRandomly.TestCase)

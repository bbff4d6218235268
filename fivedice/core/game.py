"""The game model: turns, rolls, holds, fills, undo, clocks and the save format.

A :class:`Game` is pure state and rules. It never reads a clock or a file: time comes in through
:meth:`Game.tick`, and :meth:`Game.to_dict` / :meth:`Game.from_dict` turn it into JSON-safe data
and back. A game is fully described by its players, rules, seed and the list of actions taken, so
a save replays those actions; the state is also written alongside and checked on load.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fivedice.words import translate

from .actions import Move
from .dice import SEED_LIMIT, new_seed, roll_faces
from .errors import IllegalMove, SaveFormatError
from .names import clean_name
from .results import CardSummary, Fill, Outcome
from .rules import MAX_PLAYERS, ExtraFive, Option, Player, Rules, box_options
from .scoring import UPPER_BONUS, UPPER_BONUS_THRESHOLD, Category, is_five_kind
from .versioned import VersionedFormat

__all__ = ["ROLLS_PER_TURN", "CardSummary", "Fill", "Game", "Outcome"]

ROLLS_PER_TURN = 3
SAVE_FORMAT = "fivedice.game"
SAVE_VERSION = 2
"""2: the save keeps where undo stops (`undo_floor`: boxes made final by a later roll)."""
_SAVED_GAME = VersionedFormat(
    newest=SAVE_VERSION,
    mark=SAVE_FORMAT,
    oldest=1,
    not_object="a saved game is a JSON object, not {type}",
    foreign="this is not a Five Dice saved game",
    no_version="the saved game has no format version",
    newer="the game was saved by a newer Five Dice (format {version}; this one reads up to "
    "{newest})",
    older="unknown save format version {version}",
)

_NO_DICE = (0, 0, 0, 0, 0)
_NO_HOLDS = (False, False, False, False, False)


@dataclass
class _Board:
    """The part of the state that undo restores (clocks and drop-outs are not taken back)."""

    cards: list[list[dict[Category, int]]]
    bonus: list[list[int]]
    turns: list[int]
    fives: list[int]
    """Fills made with five of a kind, per player."""
    current: int
    dice: tuple[int, int, int, int, int]
    held: tuple[bool, bool, bool, bool, bool]
    rolls_used: int
    over: bool
    last: list[Fill | None]
    """Each player's latest fill (None before their first)."""

    def copy(self) -> _Board:
        return _Board(
            cards=[[dict(card) for card in cards] for cards in self.cards],
            bonus=[list(b) for b in self.bonus],
            turns=list(self.turns),
            fives=list(self.fives),
            current=self.current,
            dice=self.dice,
            held=self.held,
            rolls_used=self.rolls_used,
            over=self.over,
            last=list(self.last),
        )


class Game:
    """A game of Five Dice for 1–4 players on one device.

    Create one with :meth:`new`; act with :meth:`roll`, :meth:`toggle_hold`, :meth:`fill` and
    :meth:`undo`; pass time with :meth:`tick`. Every illegal action raises :class:`IllegalMove`.
    """

    unseen: frozenset[int] = frozenset()
    """Players whose boxes this copy of the game was not all shown: none (but a network guest's
    copy under hidden score sheets, until the end: RULES.md §10); screens keep them hidden."""

    def __init__(self, players: Sequence[Player], rules: Rules, seed: int) -> None:
        players = tuple(players)
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a game has 1 to {MAX_PLAYERS} players, not {len(players)}")
        if not all(isinstance(p, Player) for p in players):
            raise ValueError("players must be Player objects")
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a Rules object")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
            raise ValueError(f"a seed is a whole number from 0 to 2**63 - 1, not {seed!r}")
        self._players = players
        self._rules = rules
        self._seed = seed
        n = len(players)
        self._board = _Board(
            cards=[[{} for _ in range(rules.cards)] for _ in range(n)],
            bonus=[[0] * rules.cards for _ in range(n)],
            turns=[0] * n,
            fives=[0] * n,
            current=0,
            dice=_NO_DICE,
            held=_NO_HOLDS,
            rolls_used=0,
            over=False,
            last=[None] * n,
        )
        self._log: list[Move] = []
        self._undo: list[tuple[int, _Board]] = []
        self._floor = 0
        """Undo never goes back before this many logged moves (RULES.md §8)."""
        self._dropped: set[int] = set()
        self._elapsed = 0.0
        self._used = [0.0] * n
        self._paused = False

    @classmethod
    def new(
        cls, players: Sequence[Player], rules: Rules | None = None, seed: int | None = None
    ) -> Game:
        """A fresh game, first player on turn, before the first roll; a random seed unless given."""
        return cls(
            players, rules if rules is not None else Rules(), new_seed() if seed is None else seed
        )

    # ----------------------------------------------------------------- what the game looks like

    @property
    def players(self) -> tuple[Player, ...]:
        """The players in turn order."""
        return self._players

    @property
    def rules(self) -> Rules:
        """The rules of this game."""
        return self._rules

    @property
    def seed(self) -> int:
        """The seed every face of this game comes from."""
        return self._seed

    @property
    def current_player(self) -> int:
        """Index into :attr:`players` of the player on turn (the last one once the game is over)."""
        return self._board.current

    @property
    def dice(self) -> tuple[int, int, int, int, int]:
        """The five faces; all 0 before the turn's first roll."""
        return self._board.dice

    @property
    def held(self) -> tuple[bool, bool, bool, bool, bool]:
        """Which dice are held for the next roll."""
        return self._board.held

    @property
    def rolls_used(self) -> int:
        """Rolls made this turn (0…3)."""
        return self._board.rolls_used

    @property
    def rolls_left(self) -> int:
        """Rolls still allowed this turn (3…0)."""
        return ROLLS_PER_TURN - self._board.rolls_used

    @property
    def turn(self) -> int:
        """The player on turn's turn number, from 1 to :attr:`turns_per_player`."""
        return min(self._board.turns[self._board.current] + 1, self.turns_per_player)

    @property
    def turns_per_player(self) -> int:
        """Turns each player takes: 13 per card (39 in the Triple game)."""
        return self._rules.turns_per_player

    def fives_scored(self, player: int) -> int:
        """How many of `player`'s boxes were filled with five of a kind."""
        return self._board.fives[player]

    def turns_taken(self, player: int) -> int:
        """How many boxes `player` has filled."""
        return self._board.turns[player]

    @property
    def is_over(self) -> bool:
        """True once every player still in the game has filled every box."""
        return self._board.over

    @property
    def paused(self) -> bool:
        """True while the game is paused (the clock stopped, the board frozen)."""
        return self._paused

    @property
    def elapsed(self) -> float:
        """Seconds the game has been played, not counting pauses."""
        return self._elapsed

    @property
    def dropped(self) -> frozenset[int]:
        """Players whose time budget ran out."""
        return frozenset(self._dropped)

    @property
    def actions(self) -> tuple[Move, ...]:
        """Every move that stands (undone ones removed), oldest first; replays from the seed."""
        return tuple(self._log)

    @property
    def can_undo(self) -> bool:
        """True when :meth:`undo` would take something back."""
        return bool(self._undo) and not self._board.over and not self._paused

    def time_used(self, player: int) -> float:
        """Seconds of `player`'s turns so far (the time budget counts these)."""
        return self._used[player]

    def time_left(self, player: int) -> float | None:
        """Seconds left of `player`'s time budget, or None when there is no budget."""
        budget = self._rules.time_budget_s
        return None if budget is None else max(0.0, budget - self._used[player])

    def card(self, player: int, card: int = 0) -> dict[Category, int]:
        """The boxes of one card filled so far, with their scores."""
        return dict(self._board.cards[player][card])

    def cards(self, player: int) -> list[dict[Category, int]]:
        """All of `player`'s cards (see :meth:`card`)."""
        return [dict(c) for c in self._board.cards[player]]

    def last_fill(self, player: int) -> Fill | None:
        """What `player` filled last (undone fills excluded), or None before their first."""
        return self._board.last[player]

    def card_summary(self, player: int, card: int = 0) -> CardSummary:
        """The totals rows of one card: upper total and bonus, extra-five bonus, lower total."""
        boxes = self._board.cards[player][card]
        upper = sum(v for c, v in boxes.items() if c.is_upper)
        par = sum(3 * c.face for c in boxes if c.is_upper)
        return CardSummary(
            upper=upper,
            upper_bonus=UPPER_BONUS if upper >= UPPER_BONUS_THRESHOLD else 0,
            par_delta=upper - par,
            extra_bonus=self._board.bonus[player][card],
            lower=sum(v for c, v in boxes.items() if not c.is_upper),
            multiplier=self._rules.multipliers[card],
        )

    def totals(self) -> list[int]:
        """The grand total of each player (bonuses and multipliers included)."""
        return [
            sum(self.card_summary(p, c).value for c in range(self._rules.cards))
            for p in range(len(self._players))
        ]

    def options(self) -> list[Option]:
        """Every box the player on turn may fill with the dice as they stand, and its points."""
        b = self._board
        if b.over or b.rolls_used == 0:
            return []
        return box_options(b.cards[b.current], b.dice, self._rules)

    def preview(self) -> dict[tuple[int, Category], int]:
        """(card, box) → the points the box would get if filled now; legal boxes only.

        The extra-five bonus is not included (see :meth:`options`).
        """
        return {(o.card, o.category): o.points for o in self.options()}

    def outcome(self) -> Outcome | None:
        """Winners, ranking and drop-outs once the game is over; None while it goes on."""
        if not self._board.over:
            return None
        totals = self.totals()
        order = sorted(range(len(self._players)), key=lambda p: -totals[p])
        finished = [p for p in order if p not in self._dropped]
        dropped = [p for p in order if p in self._dropped]
        top = totals[finished[0]] if finished else None
        return Outcome(
            winners=tuple(p for p in finished if totals[p] == top),
            ranking=tuple(finished + dropped),
            dropped=tuple(sorted(self._dropped)),
            totals=tuple(totals),
        )

    # ----------------------------------------------------------------------------- actions

    def _check_can_act(self) -> None:
        if self._board.over:
            raise IllegalMove(
                translate("Moves", "The game is over: start a new game to play again.")
            )
        if self._paused:
            raise IllegalMove(translate("Moves", "The game is paused: resume it to go on."))

    def _mark_undo_point(self) -> None:
        if not self._players[self._board.current].is_computer:
            self._undo.append((len(self._log), self._board.copy()))

    def _make_final(self) -> None:
        """Nothing before this point can be undone any more (a person rolled, or a drop-out)."""
        self._floor = len(self._log)
        self._undo.clear()

    def roll(self) -> tuple[int, int, int, int, int]:
        """Roll the dice that are not held; returns the five faces."""
        self._check_can_act()
        b = self._board
        if b.rolls_used >= ROLLS_PER_TURN:
            raise IllegalMove(translate("Moves", "No rolls left this turn: choose a box to fill."))
        if b.rolls_used == 0 and not self._players[b.current].is_computer:
            # A person sees new dice: every box filled before is final, even if this roll is
            # undone, so no one can look at the next turn and then change their box.
            self._make_final()
        self._mark_undo_point()
        fresh = self._faces(b.current, b.turns[b.current], b.rolls_used)
        d0, d1, d2, d3, d4 = (
            old if keep else new for old, new, keep in zip(b.dice, fresh, b.held, strict=True)
        )
        b.dice = (d0, d1, d2, d3, d4)
        b.rolls_used += 1
        self._log.append(("roll",))
        return b.dice

    def _faces(self, player: int, turn: int, roll: int) -> tuple[int, int, int, int, int]:
        # One place where faces come from, so a test can load the dice in a subclass.
        return roll_faces(self._seed, player, turn, roll)

    def toggle_hold(self, slot: int) -> bool:
        """Hold or release die `slot` (0…4) for the next roll; returns whether it is now held."""
        self._check_can_act()
        b = self._board
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < 5:
            raise IllegalMove(f"There is no die {slot!r}: dice are numbered 0 to 4.")
        if b.rolls_used == 0:
            raise IllegalMove(
                translate("Moves", "Roll first: dice can be held only after the turn's first roll.")
            )
        if b.rolls_used >= ROLLS_PER_TURN:
            raise IllegalMove(
                translate("Moves", "No rolls left this turn, so there is nothing to hold for.")
            )
        held = list(b.held)
        held[slot] = not held[slot]
        h0, h1, h2, h3, h4 = held
        b.held = (h0, h1, h2, h3, h4)
        self._log.append(("hold", slot))
        return held[slot]

    def fill(self, category: Category, card: int = 0) -> Fill:
        """Fill a box of the player on turn with the dice as they stand; this ends the turn."""
        self._check_can_act()
        b = self._board
        category = Category(category)
        if b.rolls_used == 0:
            raise IllegalMove(
                translate("Moves", "Roll first: a box can be filled only after a roll.")
            )
        if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < self._rules.cards:
            raise IllegalMove(f"There is no card {card!r}: this game has {self._rules.cards}.")
        boxes = b.cards[b.current][card]
        if category in boxes:
            if self._rules.cards > 1:
                text = translate("Moves", "{box} on card {card} is already filled.")
            else:
                #: Error when a box is chosen that was filled before; {box} is a box's name on the
                #: score card (e.g. Full House).
                text = translate("Moves", "{box} is already filled.")
            raise IllegalMove(text.format(box=category.label, card=card + 1))
        options = self.options()
        chosen = next((o for o in options if o.card == card and o.category == category), None)
        if chosen is None:
            allowed = ", ".join(c.label for c in sorted({o.category for o in options}))
            text = translate(
                "Moves",
                "The joker rule does not allow {box} for this five of a kind; "
                "it may go in: {boxes}.",
            )
            raise IllegalMove(text.format(box=category.label, boxes=allowed))
        self._mark_undo_point()
        player = b.current
        before = self.card_summary(player, card).upper_bonus
        boxes[category] = chosen.points
        b.bonus[player][card] += chosen.bonus
        after = self.card_summary(player, card).upper_bonus
        b.turns[player] += 1
        b.fives[player] += is_five_kind(b.dice)
        self._log.append(("fill", card, category))
        fill = Fill(
            player=player,
            card=card,
            category=category,
            points=chosen.points,
            bonus=chosen.bonus,
            upper_bonus=after - before,
            multiplier=self._rules.multipliers[card],
            number=sum(b.turns),
        )
        b.last[player] = fill
        self._end_turn()
        return fill

    def undo(self) -> str:
        """Take back the last roll of the turn, or (before anyone rolls again) the last box a
        person filled, with every computer turn after it (RULES.md §8).

        Returns the kind of move taken back, ``"roll"`` or ``"fill"``: undoing a roll shows the
        faces the re-rolled dice will bring, so it counts as help.
        """
        self._check_can_act()
        if not self._undo:
            if self._floor:
                raise IllegalMove(
                    translate(
                        "Moves", "There is nothing to undo: the dice were rolled after that box."
                    )
                )
            raise IllegalMove(translate("Moves", "There is nothing to undo."))
        length, board = self._undo.pop()
        kind = self._log[length][0]
        del self._log[length:]
        self._board = board
        return "roll" if kind == "roll" else "fill"

    def _end_turn(self) -> None:
        b = self._board
        b.dice = _NO_DICE
        b.held = _NO_HOLDS
        b.rolls_used = 0
        n = len(self._players)
        for step in range(1, n + 1):
            p = (b.current + step) % n
            if p not in self._dropped and b.turns[p] < self.turns_per_player:
                b.current = p
                return
        b.over = True

    # ----------------------------------------------------------------------------- clocks

    def pause(self) -> None:
        """Stop the clock and freeze the board until :meth:`resume` (no effect if paused)."""
        if self._board.over:
            raise IllegalMove(translate("Moves", "The game is over: there is nothing to pause."))
        self._paused = True

    def resume(self) -> None:
        """Start the clock again and unfreeze the board (no effect if not paused)."""
        self._paused = False

    def tick(self, seconds: float) -> None:
        """Let `seconds` of play pass: the game clock and the on-turn player's budget run.

        Nothing runs while paused or after the end. A player whose budget runs out drops out:
        their cards stay as they are and the others play on (this cannot be undone).
        """
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
            raise ValueError(f"seconds must be a number, not {seconds!r}")
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError(f"time only moves forward: {seconds!r} seconds")
        if self._board.over or self._paused:
            return
        self._elapsed += seconds
        budget = self._rules.time_budget_s
        if budget is None:
            return
        p = self._board.current
        self._used[p] += seconds
        if self._used[p] >= budget:
            self._drop(p)

    def _drop(self, player: int) -> None:
        self._dropped.add(player)
        self._log.append(("drop", player))
        # A drop-out cannot be taken back, so nothing before it can be either.
        self._make_final()
        self._end_turn()

    # ------------------------------------------------------------------------ save format

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (
            self._players == other._players
            and self._rules == other._rules
            and self._seed == other._seed
            and self._board == other._board
            and self._log == other._log
            and [(n, b) for n, b in self._undo] == [(n, b) for n, b in other._undo]
            and self._floor == other._floor
            and self._dropped == other._dropped
            and self._elapsed == other._elapsed
            and self._used == other._used
            and self._paused == other._paused
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        names = ", ".join(p.name for p in self._players)
        return (
            f"<Game [{names}] {self._rules.extra_five.value} x{self._rules.cards}"
            f"{' triple' if self._rules.triple else ''} seed={self._seed} actions={len(self._log)}>"
        )

    def to_dict(self) -> dict[str, Any]:
        """The game as JSON-safe data (versioned); :meth:`from_dict` gives back an equal game."""
        b = self._board
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "players": [{"name": p.name, "computer": p.computer} for p in self._players],
            "rules": {
                "extra_five": self._rules.extra_five.value,
                "cards": self._rules.cards,
                "triple": self._rules.triple,
                "time_budget_s": self._rules.time_budget_s,
                "open_sheets": self._rules.open_sheets,
            },
            "seed": self._seed,
            "actions": [_move_to_json(m) for m in self._log],
            "clock": {"elapsed": self._elapsed, "used": list(self._used), "paused": self._paused},
            "state": {
                "current": b.current,
                "dice": list(b.dice),
                "held": list(b.held),
                "rolls_used": b.rolls_used,
                "totals": self.totals(),
                "undo_points": [n for n, _ in self._undo],
                "undo_floor": self._floor,
                "over": b.over,
            },
        }

    @classmethod
    def replay(
        cls, players: Sequence[Player], rules: Rules, seed: int, actions: Iterable[Move]
    ) -> Game:
        """The game reached by taking the moves `actions` (as in :attr:`actions`) from the start.

        Raises :class:`IllegalMove` if one of them is not legal where it comes.
        """
        game = cls(players, rules, seed)
        for move in actions:
            game.apply(move)
        return game

    def apply(self, move: Move) -> None:
        """Take one logged move (as found in :attr:`actions`); IllegalMove if it does not fit.

        The shape is checked here too, not only by the type: moves come from saved files.
        """
        if not move:
            raise IllegalMove(f"unknown action {move!r}")
        if move[0] == "roll" and len(move) == 1:
            self.roll()
        elif move[0] == "hold" and len(move) == 2:
            self.toggle_hold(move[1])
        elif move[0] == "fill" and len(move) == 3:
            self.fill(move[2], card=move[1])
        elif move[0] == "drop" and len(move) == 2:
            if move[1] != self._board.current or self._board.over:
                raise IllegalMove(f"player {move[1]!r} cannot drop out: it is not their turn")
            self._drop(move[1])
        else:
            raise IllegalMove(f"unknown action {move!r}")

    def _restore_floor(self, floor: Any) -> None:
        """Apply a saved undo floor: a roll that was undone still made earlier boxes final."""
        if isinstance(floor, bool) or not isinstance(floor, int):
            raise SaveFormatError("the saved undo floor is not a number")
        if not self._floor <= floor <= len(self._log):
            raise SaveFormatError(f"the saved undo floor ({floor}) does not fit the saved actions")
        self._floor = floor
        self._undo = [(n, b) for n, b in self._undo if n >= floor]

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        """Rebuild a game saved by :meth:`to_dict`.

        Raises :class:`SaveFormatError` naming the problem for damaged, foreign or newer data;
        never returns a half-built game.
        """
        data, version = _SAVED_GAME.check(data)
        players = _section(data, "players", list)
        rules_data = _section(data, "rules", Mapping)
        clock = _section(data, "clock", Mapping)
        state = _section(data, "state", Mapping)
        actions_data = _section(data, "actions", list)
        try:
            roster = [
                Player(_seat_name(_field(p, "name"), seat), _field(p, "computer"))
                for seat, p in enumerate(players, start=1)
            ]
            rules = Rules(
                extra_five=ExtraFive(_field(rules_data, "extra_five")),
                cards=_field(rules_data, "cards"),
                triple=_field(rules_data, "triple"),
                time_budget_s=_field(rules_data, "time_budget_s"),
                # Saves from before hidden sheets existed were open games.
                open_sheets=rules_data.get("open_sheets", True),
            )
            game = cls(roster, rules, _field(data, "seed"))
        except (ValueError, TypeError) as exc:
            raise SaveFormatError(
                f"the saved players, rules or seed are not valid: {exc}"
            ) from None
        for i, raw in enumerate(actions_data):
            try:
                game.apply(_move_from_json(raw))
            except (ValueError, TypeError, IndexError) as exc:
                raise SaveFormatError(
                    f"saved action {i + 1} ({raw!r}) does not fit: {exc}"
                ) from None
        elapsed = clock.get("elapsed")
        used = clock.get("used")
        paused = clock.get("paused")
        if not _is_time(elapsed):
            raise SaveFormatError("the saved game clock is not a time")
        if not isinstance(used, list) or len(used) != len(roster) or not all(map(_is_time, used)):
            raise SaveFormatError("the saved players' clocks do not fit the players")
        if not isinstance(paused, bool) or (paused and game.is_over):
            raise SaveFormatError("the saved pause state is not valid")
        game._elapsed = float(elapsed)
        game._used = [float(u) for u in used]
        game._paused = paused
        expected = game.to_dict()["state"]
        if version == 1:
            # Format 1 let undo reach back over many turns; the rules now stop at the last roll
            # of a person (§8), so its undo points cannot match: keep what the rules allow.
            expected.pop("undo_points")
            expected.pop("undo_floor")
        else:
            game._restore_floor(state.get("undo_floor"))
            expected = game.to_dict()["state"]
        for key, value in expected.items():
            if state.get(key) != value:
                raise SaveFormatError(
                    f"the saved {key.replace('_', ' ')} ({state.get(key)!r}) does not match "
                    f"the saved actions ({value!r})"
                )
        return game


def _section(data: Mapping[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise SaveFormatError(f"the saved game's {key!r} section is missing or damaged")
    return value


def _field(data: Any, key: str) -> Any:
    if not isinstance(data, Mapping) or key not in data:
        raise ValueError(f"{key!r} is missing")
    return data[key]


def _is_time(value: Any) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and value >= 0
    )


def _move_to_json(move: Move) -> list[Any]:
    if move[0] == "fill":
        return ["fill", move[1], move[2].key]
    return list(move)


def _move_from_json(raw: Any) -> Move:
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise ValueError("an action is a list naming its kind")
    if raw[0] == "fill":
        if len(raw) != 3 or not isinstance(raw[2], str):
            raise ValueError("a fill names its card and box")
        return ("fill", raw[1], Category.from_key(raw[2]))
    # Any other shape goes to Game.apply, which checks it and names what does not fit.
    return tuple(raw)


def _seat_name(name: Any, seat: int) -> Any:
    """A saved name as seat `seat` keeps it: cleaned, and "Player N" when nothing visible is
    left (a file written before names were cleaned). Anything but text is left for Player to
    refuse."""
    return clean_name(name, seat) if isinstance(name, str) and name.strip() else name

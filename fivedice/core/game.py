"""The game model: turns, rolls, holds, fills, undo, clocks and the save format.

A :class:`Game` is pure state and rules. It never reads a clock or a file: time comes in through
:meth:`Game.tick`, and :meth:`Game.to_dict` / :meth:`Game.from_dict` turn it into JSON-safe data
and back. A game is fully described by its players, rules, seed and the list of actions taken, so
a save replays those actions; the state is also written alongside and checked on load.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from fivedice.words import translate

from .actions import Held, Logged, Move
from .board import NO_DICE, NO_HOLDS, Board
from .dice import SEED_LIMIT, new_seed, roll_faces
from .errors import IllegalMove, SaveFormatError
from .results import CardSummary, Fill, Outcome
from .rules import MAX_PLAYERS, ExtraFive, Option, Player, Rules, box_options
from .saveformat import (
    SAVE_FORMAT,
    SAVE_VERSION,
    SAVED_GAME,
    field,
    held_from_json,
    held_to_json,
    is_time,
    move_from_json,
    move_to_json,
    moved_positions,
    seat_name,
    section,
)
from .scoring import UPPER_BONUS, UPPER_BONUS_THRESHOLD, Category, is_five_kind

__all__ = ["ROLLS_PER_TURN", "CardSummary", "Fill", "Game", "Outcome"]

ROLLS_PER_TURN = 3


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
        self._board = Board.empty(n, rules.cards)
        self._log: list[Logged] = []
        self._undo: list[tuple[int, Board]] = []
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
    def held(self) -> Held:
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
    def actions(self) -> tuple[Logged, ...]:
        """Every logged move that stands (undone ones removed), oldest first; replays from the
        seed. Holds are not in it: each roll carries the dice held at that moment, and the holds
        since the last roll are :attr:`held`."""
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

    def _mark_undo_point(self, *, as_rolled: bool = False) -> None:
        """Keep the board for undo; `as_rolled`: with the dice held as they were for the last
        roll (a fill's undo gives back the roll as it came: the holds toggled after it are not
        in the log, and a replayed game must be the same game)."""
        if self._players[self._board.current].is_computer:
            return
        board = self._board.copy()
        last = self._log[-1] if self._log else None
        if as_rolled and last is not None and last[0] == "roll":
            board.held = last[1]
        self._undo.append((len(self._log), board))

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
        self._log.append(("roll", b.held))
        b.dice = (d0, d1, d2, d3, d4)
        b.rolls_used += 1
        return b.dice

    def _faces(self, player: int, turn: int, roll: int) -> tuple[int, int, int, int, int]:
        # One place where faces come from, so a test can load the dice in a subclass.
        return roll_faces(self._seed, player, turn, roll)

    def toggle_hold(self, slot: int) -> bool:
        """Hold or release die `slot` (0…4) for the next roll; returns whether it is now held.

        A hold is state, not a logged move: the next roll logs the dice held then."""
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < 5:
            self._check_can_act()
            raise IllegalMove(f"There is no die {slot!r}: dice are numbered 0 to 4.")
        held = list(self._board.held)
        held[slot] = not held[slot]
        h0, h1, h2, h3, h4 = held
        self.set_held((h0, h1, h2, h3, h4))
        return held[slot]

    def set_held(self, held: Held) -> None:
        """Hold exactly the dice flagged in `held` for the next roll (all of the holds at once,
        as a save or a network host gives them); IllegalMove where holds are not allowed."""
        self._check_can_act()
        b = self._board
        if not isinstance(held, tuple) or len(held) != 5 or not all(h in (0, 1) for h in held):
            raise IllegalMove(f"holds are five flags, not {held!r}")
        if held == b.held:
            return
        if b.rolls_used == 0:
            raise IllegalMove(
                translate("Moves", "Roll first: dice can be held only after the turn's first roll.")
            )
        if b.rolls_used >= ROLLS_PER_TURN:
            raise IllegalMove(
                translate("Moves", "No rolls left this turn, so there is nothing to hold for.")
            )
        h0, h1, h2, h3, h4 = (bool(h) for h in held)
        b.held = (h0, h1, h2, h3, h4)

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
        self._mark_undo_point(as_rolled=True)
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
        b.dice = NO_DICE
        b.held = NO_HOLDS
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
            "actions": [move_to_json(m) for m in self._log],
            "clock": {"elapsed": self._elapsed, "used": list(self._used), "paused": self._paused},
            "state": {
                "current": b.current,
                "dice": list(b.dice),
                "held": held_to_json(b.held),
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
        """Take one move (any :data:`~fivedice.core.actions.Move`, a logged one too);
        IllegalMove if it does not fit.

        The shape is checked here too, not only by the type: moves come from saved files.
        """
        if not move:
            raise IllegalMove(f"unknown action {move!r}")
        if move[0] == "roll" and len(move) == 1:
            self.roll()
        elif move[0] == "roll" and len(move) == 2:
            if self._board.rolls_used >= ROLLS_PER_TURN or self._board.over:
                self.roll()  # refused, with the reason a player is given
            self.set_held(move[1])
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
        """Rebuild a game saved by :meth:`to_dict` (or by an older Five Dice).

        Raises :class:`SaveFormatError` naming the problem for damaged, foreign or newer data;
        never returns a half-built game.
        """
        data, version = SAVED_GAME.check(data)
        state = dict(section(data, "state", Mapping))
        game = cls._from_players_rules_seed(data)
        # where[i]: the length of the log after the first i saved moves (older logs held holds)
        where = [0]
        for i, raw in enumerate(section(data, "actions", list)):
            try:
                game.apply(move_from_json(raw))
            except (ValueError, TypeError, IndexError) as exc:
                raise SaveFormatError(
                    f"saved action {i + 1} ({raw!r}) does not fit: {exc}"
                ) from None
            where.append(len(game._log))
        game._restore_clocks(section(data, "clock", Mapping))
        if version < 3:
            state["held"] = _old_held(state.get("held"))
            if version == 2:
                state["undo_points"] = moved_positions(state.get("undo_points"), where, "undo")
                [state["undo_floor"]] = moved_positions([state.get("undo_floor")], where, "floor")
        else:
            game._restore_holds(state.get("held"))
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

    @classmethod
    def _from_players_rules_seed(cls, data: Mapping[str, Any]) -> Game:
        """The new game of a save's players, rules and seed; SaveFormatError if not valid."""
        players = section(data, "players", list)
        rules_data = section(data, "rules", Mapping)
        try:
            roster = [
                Player(seat_name(field(p, "name"), seat), field(p, "computer"))
                for seat, p in enumerate(players, start=1)
            ]
            rules = Rules(
                extra_five=ExtraFive(field(rules_data, "extra_five")),
                cards=field(rules_data, "cards"),
                triple=field(rules_data, "triple"),
                time_budget_s=field(rules_data, "time_budget_s"),
                # Saves from before hidden sheets existed were open games.
                open_sheets=rules_data.get("open_sheets", True),
            )
            return cls(roster, rules, field(data, "seed"))
        except (ValueError, TypeError) as exc:
            raise SaveFormatError(
                f"the saved players, rules or seed are not valid: {exc}"
            ) from None

    def _restore_clocks(self, clock: Mapping[str, Any]) -> None:
        """Set the clocks of a save (its game replayed); SaveFormatError if they do not fit."""
        elapsed: Any = clock.get("elapsed")
        used, paused = clock.get("used"), clock.get("paused")
        if not is_time(elapsed):
            raise SaveFormatError("the saved game clock is not a time")
        if not isinstance(used, list) or len(used) != len(self._players):
            raise SaveFormatError("the saved players' clocks do not fit the players")
        if not all(map(is_time, used)):
            raise SaveFormatError("the saved players' clocks do not fit the players")
        if not isinstance(paused, bool) or (paused and self.is_over):
            raise SaveFormatError("the saved pause state is not valid")
        self._elapsed = float(elapsed)
        self._used = [float(u) for u in used]
        self._paused = paused

    def _restore_holds(self, raw: Any) -> None:
        """Hold the dice a save held between two rolls; SaveFormatError if they cannot be."""
        paused, self._paused = self._paused, False  # holds were made before any pause
        try:
            held = held_from_json(raw)
            if held != self.held:
                self.set_held(held)
        except (ValueError, IllegalMove) as exc:
            raise SaveFormatError(f"the saved held dice ({raw!r}) do not fit: {exc}") from None
        finally:
            self._paused = paused


def _old_held(raw: Any) -> Any:
    """The held dice of a save before format 3 (five flags) as format 3 writes them (slots);
    anything else as it is, for the check against the replay to refuse."""
    if isinstance(raw, list) and len(raw) == 5 and all(isinstance(h, bool) for h in raw):
        return [slot for slot, keep in enumerate(raw) if keep]
    return raw

"""An immutable picture of a game, taken by the controller after every change.

Widgets draw themselves from a :class:`GameView` and nothing else: they never hold the model, and
every number they show (previews, totals, bonus progress) is read from here, where it was copied
from the core's single scoring path.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from fivedice.core import CardSummary, Category, ExtraFive, Fill, Game, Outcome, Rules, level_name
from fivedice.words import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from fivedice.store.records import RatingNews

FACE_WORDS = (
    #: The face 1 of a die as screen readers read it (“Die 2: one, held”): the number as a word,
    #: lower case.
    QT_TRANSLATE_NOOP("Dice", "one"),
    #: The face 2 of a die as screen readers read it (“Die 2: two, held”): the number as a word,
    #: lower case.
    QT_TRANSLATE_NOOP("Dice", "two"),
    #: The face 3 of a die as screen readers read it (“Die 2: three, held”): the number as a word,
    #: lower case.
    QT_TRANSLATE_NOOP("Dice", "three"),
    #: The face 4 of a die as screen readers read it (“Die 2: four, held”): the number as a word,
    #: lower case.
    QT_TRANSLATE_NOOP("Dice", "four"),
    #: The face 5 of a die as screen readers read it (“Die 2: five, held”): the number as a word,
    #: lower case.
    QT_TRANSLATE_NOOP("Dice", "five"),
    #: The face 6 of a die as screen readers read it (“Die 2: six, held”): the number as a word,
    #: lower case.
    QT_TRANSLATE_NOOP("Dice", "six"),
)
"""How a die's face is read aloud (index = face - 1), in English: translate("Dice", word)."""


@dataclass(frozen=True)
class PlayerView:
    """One seat as the screen shows it."""

    name: str
    computer: str | None
    """None for a person, else the level ("easy", "normal", "hard")."""
    dropped: bool
    """True once the player's time budget ran out."""
    time_left: float | None
    """Seconds left of the player's time budget, or None without a budget."""
    turns_taken: int
    last: Fill | None = None
    """The box this player filled last (undone fills excluded), or None before their first."""
    hidden: bool = False
    """True while this player's card is hidden from the screen (hidden score sheets): its
    boxes and totals in the view are blanked, so nothing drawn from it can give them away."""

    @property
    def is_computer(self) -> bool:
        """True for a computer player."""
        return self.computer is not None

    @property
    def label(self) -> str:
        """The name, with the level for a computer ("Ben (Hard)")."""
        if self.computer is None:
            return self.name
        #: A computer player's name with its level (“Ben (Hard)”); {level} is Easy … Expert.
        return translate("Snapshot", "{name} ({level})").format(
            name=self.name, level=level_name(self.computer)
        )


@dataclass(frozen=True)
class CardView:
    """One card of one player: its boxes and its totals rows."""

    boxes: tuple[int | None, ...]
    """Score of each box in card order, None while open."""
    summary: CardSummary
    multiplier: int

    def box(self, category: Category) -> int | None:
        """The score in `category`, or None while it is open."""
        return self.boxes[int(category)]

    @property
    def upper_filled(self) -> int:
        """How many of Ones…Sixes are filled."""
        return sum(1 for c in Category.upper() if self.boxes[int(c)] is not None)


@dataclass(frozen=True)
class GameView:
    """Everything the widgets need to draw one moment of a game."""

    players: tuple[PlayerView, ...]
    rules: Rules
    current: int
    """Index of the player on turn (the last one to play once the game is over)."""
    turn: int
    """The on-turn player's turn number, 1…turns_per_player."""
    turns_per_player: int
    dice: tuple[int, int, int, int, int]
    """Faces 1…6, or all 0 before the turn's first roll."""
    held: tuple[bool, bool, bool, bool, bool]
    rolls_used: int
    rolls_left: int
    cards: tuple[tuple[CardView, ...], ...]
    """cards[player][card]."""
    previews: Mapping[tuple[int, Category], int]
    """(card, box) → points, for the player on turn: legal boxes only (game.preview())."""
    preview_bonus: Mapping[tuple[int, Category], int]
    """(card, box) → the extra-five bonus that fill would earn, where there is one."""
    totals: tuple[int, ...]
    elapsed: float
    paused: bool
    can_undo: bool
    is_over: bool
    outcome: Outcome | None
    started: bool
    """True once anything has been done in this game (a roll at least)."""
    elsewhere: frozenset[int] = frozenset()
    """Seats played at other computers of a network table (nothing here acts for them)."""

    @classmethod
    def of(cls, game: Game, elsewhere: frozenset[int] = frozenset()) -> GameView:
        """A snapshot of `game` as it stands now (`elsewhere`: seats played at other computers)."""
        n = len(game.players)
        dropped = game.dropped
        hidden = hidden_players(game, elsewhere)
        players = tuple(
            PlayerView(
                name=p.name,
                computer=p.computer,
                dropped=i in dropped,
                time_left=game.time_left(i),
                turns_taken=game.turns_taken(i),
                last=game.last_fill(i),
                hidden=i in hidden,
            )
            for i, p in enumerate(game.players)
        )
        multipliers = game.rules.multipliers
        cards = tuple(
            tuple(
                _card_view(game, p, k, boxes, multipliers[k], p in hidden)
                for k, boxes in enumerate(game.cards(p))
            )
            for p in range(n)
        )
        # One pass of the core's single scoring path gives the previews and their bonuses
        # (game.preview() is the same comprehension over game.options()).
        options = game.options()
        return cls(
            players=players,
            rules=game.rules,
            current=game.current_player,
            turn=game.turn,
            turns_per_player=game.turns_per_player,
            dice=game.dice,
            held=game.held,
            rolls_used=game.rolls_used,
            rolls_left=game.rolls_left,
            cards=cards,
            previews=MappingProxyType({(o.card, o.category): o.points for o in options}),
            preview_bonus=MappingProxyType(
                {(o.card, o.category): o.bonus for o in options if o.bonus}
            ),
            totals=tuple(0 if p in hidden else t for p, t in enumerate(game.totals())),
            elapsed=game.elapsed,
            paused=game.paused,
            can_undo=game.can_undo,
            is_over=game.is_over,
            # Not while a card is unknown here (a network guest's copy before the end).
            outcome=None if game.unseen else game.outcome(),
            started=bool(game.actions),
            elsewhere=elsewhere,
        )

    # ------------------------------------------------------------------ derived, for widgets

    @property
    def recent(self) -> tuple[int, ...]:
        """The players who filled a box since the player on turn last did, oldest first (the
        last player to fill alone in a one-player game, until the next roll)."""
        mine = self.player.last
        since = 0 if mine is None else mine.number
        moved = [
            (p.last.number, i)
            for i, p in enumerate(self.players)
            if p.last is not None and p.last.number > since and i != self.current
        ]
        if len(self.players) == 1 and mine is not None and self.rolls_used == 0:
            moved.append((mine.number, self.current))
        return tuple(i for _, i in sorted(moved))

    @property
    def sheets_hidden(self) -> bool:
        """True while some cards are hidden (hidden score sheets, game not over)."""
        return any(p.hidden for p in self.players)

    @property
    def player(self) -> PlayerView:
        """The player on turn."""
        return self.players[self.current]

    @property
    def computer_on_turn(self) -> bool:
        """True while a computer player is taking its turn."""
        return not self.is_over and self.player.is_computer

    @property
    def humans_can_act(self) -> bool:
        """True when a person at this computer may roll, hold or fill right now."""
        here = self.current not in self.elsewhere
        return not self.is_over and not self.paused and not self.player.is_computer and here

    @property
    def elsewhere_on_turn(self) -> bool:
        """True while a player at another computer of a network table is on turn."""
        return not self.is_over and self.current in self.elsewhere

    @property
    def can_hold(self) -> bool:
        """True when dice may be held or released (after a roll, with a roll left)."""
        return self.humans_can_act and self.rolls_used > 0 and self.rolls_left > 0

    @property
    def in_progress(self) -> bool:
        """True for a game that has started and is not over (discarding it loses something)."""
        return self.started and not self.is_over

    @property
    def multi_card(self) -> bool:
        """True when each player has several cards."""
        return self.rules.cards > 1

    @property
    def extra_five_on(self) -> bool:
        """True when the extra-five rule is not Off."""
        return self.rules.extra_five is not ExtraFive.OFF

    def whose_turn(self) -> str:
        """ "Ana's turn", or how the game ended."""
        if self.is_over:
            #: The board's heading and the status bar when the game has ended.
            return translate("Snapshot", "Game over")
        #: The board's heading and the status bar: whose turn it is; {name} is the player's name.
        return translate("Snapshot", "{name}'s turn").format(name=self.player.name)

    def die_description(self, slot: int) -> str:
        """What a screen reader says for die `slot` (0…4): "Die 3: five, held"."""
        face = self.dice[slot]
        if self.paused:
            text = translate("Dice", "Die {number}: hidden while paused")
        elif face == 0:
            text = translate("Dice", "Die {number}: not rolled yet")
        elif self.held[slot]:
            #: Screen readers' name of a die: {number} is its place, 1 to 5, {face} its face as a
            #: word (one … six); held: kept out of the next roll.
            text = translate("Dice", "Die {number}: {face}, held")
        else:
            #: Screen readers' name of a die: {number} is its place, 1 to 5, {face} its face as a
            #: word (one … six).
            text = translate("Dice", "Die {number}: {face}")
        word = translate("Dice", FACE_WORDS[face - 1]) if face else ""
        return text.format(number=slot + 1, face=word)


def hidden_players(game: Game, elsewhere: frozenset[int] = frozenset()) -> frozenset[int]:
    """The players whose cards are hidden now: under hidden score sheets, every player but
    the one the screen belongs to, until the game ends (RULES.md §10).

    The screen belongs to the person at this computer on turn; while a computer or a player
    at another computer (`elsewhere`) plays, it stays with the person here who played last. A
    screen with no person here shows no card until the end. A card this copy of the game does
    not know (a network guest's, :attr:`~fivedice.core.Game.unseen`) stays hidden, even after the
    end.
    """
    if game.rules.open_sheets or game.is_over:
        return game.unseen
    players = game.players
    n = len(players)
    here = [i for i, p in enumerate(players) if not p.is_computer and i not in elsewhere]
    current = game.current_player
    viewer = next(((current - step) % n for step in range(n) if (current - step) % n in here), None)
    return frozenset(p for p in range(n) if p != viewer) | game.unseen


_BLANK = CardSummary(upper=0, upper_bonus=0, par_delta=0, extra_bonus=0, lower=0, multiplier=1)


def _card_view(
    game: Game, player: int, card: int, boxes: Mapping[Category, int], multiplier: int, hide: bool
) -> CardView:
    if hide:
        return CardView(
            boxes=(None,) * len(Category),
            summary=replace(_BLANK, multiplier=multiplier),
            multiplier=multiplier,
        )
    return CardView(
        boxes=tuple(boxes.get(c) for c in Category),
        summary=game.card_summary(player, card),
        multiplier=multiplier,
    )


class Event(enum.Enum):
    """What a controller operation did."""

    STARTED = "started"
    """A game began (new, restarted, or handed over by a test or a demo)."""
    ROLLED = "rolled"
    """Dice were rolled."""
    HELD = "held"
    """A die was held or released (nothing on the card changes)."""
    FILLED = "filled"
    """A box was filled: the next turn began, or the game ended."""
    DROPPED_OUT = "dropped out"
    """A time budget ran out: the next turn began, or the game ended."""
    UNDONE = "undone"
    """A roll or a fill was taken back."""
    PAUSED = "paused"
    RESUMED = "resumed"
    SKIPPED = "skipped"
    """A computer's turn was played at once (normally it ends with FILLED instead)."""


@dataclass(frozen=True)
class Change:
    """What one operation changed, and the game after it: widgets redraw from this alone."""

    view: GameView
    event: Event
    slot: int | None = None
    """HELD: the die (0…4)."""
    fill: Fill | None = None
    """FILLED: what the box scored."""
    celebrations: tuple[str, ...] = ()
    """At the end of a game: the "new best" lines."""
    ratings: RatingNews | None = None
    """At the end of a game in the history: what it did to ratings."""

    @property
    def card_changed(self) -> bool:
        """True when the scorecard shows something new (anything but a held die)."""
        return self.event is not Event.HELD

    @property
    def turn_started(self) -> bool:
        """True when a player's turn has just begun."""
        moved = self.event in (Event.STARTED, Event.FILLED, Event.DROPPED_OUT)
        return moved and not self.view.is_over

    @property
    def game_over(self) -> bool:
        """True when this operation ended the game (or started one that is over)."""
        ends = self.event in (Event.STARTED, Event.FILLED, Event.DROPPED_OUT)
        return ends and self.view.is_over


@dataclass(frozen=True)
class Refusal:
    """A move the controller did not make, and why (a sentence in the player's language, or
    an English one for a guest's app to translate)."""

    reason: str


@dataclass(frozen=True)
class Sent:
    """A move sent to the host of a network table: the change comes back when the host makes it."""


LOW_TIME_S = 30.0
"""Time left of a budget when the player is warned (on the felt, aloud and by a sound)."""


class LowTime:
    """Says once per player, per game, when their time budget gets down to LOW_TIME_S."""

    def __init__(self) -> None:
        self._warned: set[int] = set()

    def new_game(self) -> None:
        """Warn every player again."""
        self._warned.clear()

    def due(self, view: GameView) -> bool:
        """True the first time the player on turn is seen with LOW_TIME_S or less left."""
        left = view.player.time_left
        if view.is_over or view.paused or left is None or view.current in self._warned:
            return False
        if 0 < left <= LOW_TIME_S:
            self._warned.add(view.current)
            return True
        return False


def clock_text(seconds: float) -> str:
    """A running time as 4:05 or 1:02:03."""
    total = int(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


@dataclass(frozen=True)
class Verdict:
    """How a finished game ended, ready to be put in words (a headline, a screen reader's)."""

    names: tuple[str, ...]
    """The winners' names: several for a tie, none when everyone ran out of time."""
    points: int
    """The winners' total (0 when there are none)."""
    solo: bool
    """A game of one player: a score, not a win."""


def verdict(view: GameView) -> Verdict | None:
    """How the game of `view` ended (None while it goes on)."""
    outcome = view.outcome
    if outcome is None:
        return None
    names = tuple(view.players[w].name for w in outcome.winners)
    points = outcome.totals[outcome.winners[0]] if names else 0
    return Verdict(names, points, len(view.players) == 1)


def result_headline(view: GameView) -> str:
    """ "Ana wins with 245 points", "It's a tie: Ana and Ben, 230 each", or a solo score."""
    end = verdict(view)
    if end is None:
        return ""
    if not end.names:
        return translate("Snapshot", "Everyone ran out of time")
    top = end.points
    if end.solo:
        #: The result of a one-player game: the final score.
        return translate("Snapshot", "Game over: %n points", None, top)
    if len(end.names) > 1:
        text = translate("Snapshot", "It's a tie: {names} and {last}, %n points each", None, top)
        return text.format(names=", ".join(end.names[:-1]), last=end.names[-1])
    #: The result of a game: the winner and their score.
    text = translate("Snapshot", "{name} wins with %n points", None, top)
    return text.format(name=end.names[0])

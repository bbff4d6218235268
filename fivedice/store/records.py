"""What the history hands out: plain values, and the one error its readers need to know.

No database and no files here, so a window can import these (to catch :class:`HistoryError`,
or to name a :class:`Kind`) without pulling the history's I/O onto the GUI side. The error and
the mark of an assisted game live in modules of their own (:mod:`.errors`, :mod:`.assist`), which
start-up loads without these values: they are handed on from here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fivedice.core import ExtraFive
from fivedice.words import translate

from .assist import Assist
from .elsewhere import NOBODY_ELSEWHERE, Elsewhere
from .errors import HistoryError

if TYPE_CHECKING:
    from fivedice.core import Game

__all__ = [
    "NOBODY_ELSEWHERE",
    "Assist",
    "BestScore",
    "Elsewhere",
    "GameRecord",
    "HistoryError",
    "Kind",
    "PlayerStats",
]
__all__ += ["Profile", "RatingChange", "RatingNews", "RatingPoint", "RecentGame", "SeatResult"]


@dataclass(frozen=True)
class Kind:
    """A kind of game, as the scoreboard groups them."""

    extra_five: ExtraFive
    players: int
    cards: int
    triple: bool
    open_sheets: bool = True
    """False when each player saw only their own card until the end (RULES.md §10)."""

    @classmethod
    def of(cls, game: Game) -> Kind:
        """The kind of `game`. A solo game is an open-sheet game whatever its rules say: there
        is no other card to hide, so it is the same game as an open one."""
        r = game.rules
        players = len(game.players)
        return cls(r.extra_five, players, r.cards, r.triple, r.open_sheets or players == 1)

    @property
    def rules_label(self) -> str:
        """The rules without the number of players, e.g. "one card · extra five Off" or
        "Triple · extra five Free joker · hidden sheets" (open sheets, the default, go unsaid)."""
        if self.triple:
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): the Triple game (three cards counting ×1, ×2 and ×3); short.
            cards = translate("Store", "Triple")
        elif self.cards == 1:
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): each player fills one score card.
            cards = translate("Store", "one card")
        else:
            count = self.cards
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): each player fills %n score cards (2 or 3).
            cards = translate("Store", "%n cards", None, count)
        if self.open_sheets:
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the
            #: extra-five rule's name (Off, Official (forced joker), Free joker). “Extra five” is
            #: the game's name for the Yahtzee bonus: a second (or later) five of a kind, rolled
            #: after the Five of a Kind box is filled.
            label = translate("Store", "{cards} · extra five {extra_five}")
        else:
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the
            #: extra-five rule's name (Off, Official (forced joker), Free joker); hidden sheets:
            #: the players did not see each other's cards. “Extra five” is the game's name for the
            #: Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind
            #: box is filled.
            label = translate("Store", "{cards} · extra five {extra_five} · hidden sheets")
        return label.format(cards=cards, extra_five=self.extra_five.label)

    @property
    def label(self) -> str:
        """E.g. "Solo · one card · extra five Off" or
        "2 players · one card · extra five Off · hidden sheets"."""
        if self.players == 1:
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): one player alone (short; a noun or adjective).
            who = translate("Store", "Solo")
        else:
            count = self.players
            #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra
            #: five Off”): how many players, 2 to 4.
            who = translate("Store", "%n players", None, count)
        #: Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five
        #: Off”): {players} is “Solo” or “2 players”, {rules} the rules (“one card · extra five
        #: Off”). Keep the middle dot.
        return translate("Store", "{players} · {rules}").format(players=who, rules=self.rules_label)


@dataclass(frozen=True)
class BestScore:
    """A line of the scoreboard."""

    name: str
    score: int
    ended_at: str
    game_id: int
    assisted: Assist


@dataclass(frozen=True)
class PlayerStats:
    """Statistics of one player name."""

    name: str
    games: int
    wins: int
    average: float
    best: int
    upper_bonus_rate: float
    """Share of cards that earned the upper bonus."""
    fives: int
    """Five of a kind rolls scored."""
    distribution: tuple[tuple[int, int], ...]
    """(total, games with that total), lowest total first (for the histogram)."""
    recent: tuple[int, ...]
    """The totals of the latest games, oldest first (for the trend)."""


@dataclass(frozen=True)
class SeatResult:
    """One player's line in a finished game."""

    name: str
    computer: str | None
    total: int
    place: int


@dataclass(frozen=True)
class RecentGame:
    """A finished game as the list of recent games shows it."""

    game_id: int
    started_at: str
    ended_at: str
    kind: Kind
    assisted: Assist
    seats: tuple[SeatResult, ...]
    """In seat order."""
    network: bool = False
    """Played at a network table."""


@dataclass(frozen=True)
class GameRecord:
    """What the history keeps of a finished game, as written by ``History.record``."""

    started_at: str
    ended_at: str
    duration_s: float
    assisted: Assist
    game: Game
    network: bool = False
    """Played at a network table."""
    elsewhere: Elsewhere = NOBODY_ELSEWHERE
    """The people of a network game played at other computers: no profile here."""


@dataclass(frozen=True)
class Profile:
    """A person who plays at this computer (:mod:`.profiles`)."""

    id: int
    """The profile's row in the history (it means nothing on another computer)."""
    name: str
    created_at: str
    games: int
    """Finished games in the history under this profile."""
    rating: float
    rd: float
    """The rating's deviation: 350 for someone new, smaller as rated games tell more."""
    rated_games: int
    last_played: str = ""


@dataclass(frozen=True)
class RatingChange:
    """One person's rating before and after a rated game."""

    seat: int
    name: str
    before: float
    after: float
    rd: float
    """The deviation after the game."""

    @property
    def difference(self) -> int:
        """The change as shown: after minus before, each rounded."""
        return round(self.after) - round(self.before)


@dataclass(frozen=True)
class RatingPoint:
    """A person's rating after one rated game (the Ratings page's chart)."""

    ended_at: str
    rating: float
    rd: float
    game: int = 0
    """Its number among the person's rated games, 1 the first (0: not known; the chart then
    numbers the points it is given)."""


@dataclass(frozen=True)
class RatingNews:
    """What a finished game did to ratings, for its result."""

    changes: tuple[RatingChange, ...] = ()
    """The rated people's changes, by seat (none for practice)."""
    practice: str = ""
    """Why the game is practice, not rated, in words ("" for a rated game, or one whose seats
    are not rated here)."""

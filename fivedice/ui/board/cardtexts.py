"""What the card's bonus and total cells say: the upper bonus against par ("+4 over par", or
"−9" where the column is narrow) and what par means, and a Triple card's total with its
multiplier ("162 ×2"). The card's model asks; nothing here knows Qt."""

from __future__ import annotations

from fivedice.core import UPPER_BONUS, UPPER_BONUS_THRESHOLD
from fivedice.words import translate

from ..control.snapshot import CardView


def upper_bonus_text(card: CardView, final: bool = False) -> str:
    """The Upper bonus cell: 35 once earned, 0 once missed, else progress against par.

    `final` is for a card that stays as it is (its player ran out of time, or the game is
    over): the bonus it did not earn is 0, not a distance from par that no longer matters."""
    if card.summary.upper_bonus:
        return str(card.summary.upper_bonus)
    if final or card.upper_filled == 6:
        return "0"
    if card.upper_filled == 0:
        return ""
    return upper_bonus_text_for(card.summary.par_delta)


def shows_par(card: CardView, final: bool = False) -> bool:
    """Whether the Upper bonus cell shows a distance from par: some upper boxes filled, not
    all, the bonus not earned, and the card still in play (`final`: it is not)."""
    return not (card.summary.upper_bonus or final or card.upper_filled in (0, 6))


def upper_bonus_text_for(delta: int) -> str:
    """The Upper bonus cell's distance from par, `delta` points ("+4 over par")."""
    if delta > 0:
        #: In the Upper bonus row of the score card while the upper boxes are being filled (par is
        #: three dice of each face, 63 in all). The cell is narrow: keep it short. {points} points
        #: above par.
        return translate("Scorecard", "+{points} over par").format(points=delta)
    if delta < 0:
        #: In the Upper bonus row of the score card while the upper boxes are being filled (par is
        #: three dice of each face, 63 in all). The cell is narrow: keep it short. {points} (a
        #: positive number) points below par.
        return translate("Scorecard", "{points} under par").format(points=-delta)
    #: In the Upper bonus row of the score card while the upper boxes are being filled (par is
    #: three dice of each face, 63 in all). The cell is narrow: keep it short. exactly at par so
    #: far.
    return translate("Scorecard", "on par")


def signed(delta: int) -> str:
    """A distance from par as a number with its sign: "+4", "−9", "±0"."""
    return f"+{delta}" if delta > 0 else f"−{-delta}" if delta < 0 else "±0"


def card_total_text(card: CardView) -> str:
    """The Card total cell: the card's rows added up, and the multiplier it counts with in the
    Triple game ("162 ×2", as a box's preview shows it), so the number adds up as read and the
    grand total is the card totals times what each shows."""
    s = card.summary
    return f"{s.total} ×{s.multiplier}" if s.multiplier > 1 else str(s.total)


def par_note(card: CardView, final: bool = False) -> str:
    """What the "+4 over par" of the Upper bonus cell means, with this card's numbers ("" when
    the cell shows no par)."""
    s = card.summary
    if not shows_par(card, final):
        return ""
    needed = UPPER_BONUS_THRESHOLD - s.upper  # at least 1: the bonus is not earned yet
    #: Explains "+4 over par" in the Upper bonus cell. {par} and {upper} are points, {bonus}
    #: the bonus (35); %n the points still needed for it.
    text = translate(
        "Scorecard",
        "Par is three dice of each face: {par} for the upper boxes filled so far, which hold "
        "{upper}. %n more points in Ones to Sixes earn the {bonus} bonus.",
        None,
        needed,
    )
    return text.format(par=s.upper - s.par_delta, upper=s.upper, bonus=UPPER_BONUS)

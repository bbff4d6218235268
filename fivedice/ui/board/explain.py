"""Words that say what happened and why: last moves (as shown, and as a screen reader says a
fill), the extra-five rule at work, previews that show what a box will really add, and how a
card's total was reached.

Pure functions of a :class:`~.snapshot.GameView` (no Qt), so the felt, the card, the status bar
and screen readers say the same thing, and tests can read it without a window.
"""

from __future__ import annotations

from fivedice.core import Category, ExtraFive, Fill
from fivedice.words import translate

from ..control.snapshot import CardView, GameView


def move_line(view: GameView, player: int) -> str:
    """ "Ben (Hard) scored 25 in Full House", or "Ana is out of time" ("" before a first move).

    Under hidden score sheets a hidden player's box and score are not said.
    """
    p = view.players[player]
    if p.dropped:
        #: A player's last move, on the board and in the status bar: their time budget ran out.
        return translate("Explain", "{name} is out of time").format(name=p.name)
    return fill_words(view, p.last) if p.last is not None else ""


def fill_words(view: GameView, fill: Fill, *, spoken: bool = False) -> str:
    """A fill as the board and the status bar say it ("Ana scored 25 +100 in Full House"), or
    `spoken`, the sentence a screen reader says ("Ana scored 50 in Five of a Kind, with a 100
    point extra-five bonus."). Under hidden score sheets a hidden player's box and points go
    unsaid: only that they filled a box."""
    who = view.players[fill.player].label
    if fill_hidden(view, fill):
        if spoken:
            #: Read aloud by screen readers with hidden score sheets: a player filled a box, without
            #: saying which.
            return translate("Announce", "{player} filled a box.").format(player=who)
        #: A player's last move, on the board and in the status bar: with hidden score sheets,
        #: which box goes unsaid.
        return translate("Explain", "{player} filled a box").format(player=who)
    if spoken:
        text = _spoken_fill(view.multi_card, bool(fill.bonus), bool(fill.upper_bonus))
        points = str(fill.points)  # the sentence says the bonus in words of its own
    else:
        text = _shown_fill(view.multi_card, bool(fill.upper_bonus))
        points = points_text(fill)
    return text.format(
        player=who,
        points=points,
        box=fill.category.label,
        card=fill.card + 1,
        bonus=fill.bonus,
        upper_bonus=fill.upper_bonus,
    )


def fill_hidden(view: GameView, fill: Fill) -> bool:
    """Whether `fill` went on a card hidden from this screen (hidden score sheets, before the
    end): then which box and what it scored go unsaid, and uncelebrated."""
    return view.players[fill.player].hidden


def _shown_fill(on_card: bool, upper: bool) -> str:
    """The line for a fill on the board and in the status bar, for a game of several cards
    and a fill that reaches the upper bonus (placeholders: player, points, box, card,
    upper_bonus; the points carry any extra-five bonus)."""
    if on_card and upper:
        return translate(
            "Explain",
            "{player} scored {points} in {box} on card {card}, reaching the upper bonus "
            "(+{upper_bonus})",
        )
    if on_card:
        #: A player's last move, on the board and in the status bar: {points} a number, {box} a
        #: box's name, {card} 1 to 3.
        return translate("Explain", "{player} scored {points} in {box} on card {card}")
    if upper:
        return translate(
            "Explain",
            "{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})",
        )
    #: A player's last move, on the board and in the status bar: {points} a number, {box} a
    #: box's name.
    return translate("Explain", "{player} scored {points} in {box}")


def _spoken_fill(on_card: bool, bonus: bool, upper: bool) -> str:
    """The sentence a screen reader says for a fill, one whole message per combination of card,
    bonus and upper bonus (placeholders: player, points, box, card, bonus, upper_bonus)."""
    if not on_card:
        if bonus and upper:
            #: Read aloud by screen readers after a move that earned the extra-five bonus: {player}
            #: a name, {points} and {bonus} numbers, {box} a box's name. “Extra five” is the game's
            #: name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the
            #: Five of a Kind box is filled. {upper_bonus} is 35.
            return translate(
                "Announce",
                "{player} scored {points} in {box}, with a {bonus} point extra-five bonus, "
                "and the {upper_bonus} point upper bonus.",
            )
        if bonus:
            #: Read aloud by screen readers after a move that earned the extra-five bonus: {player}
            #: a name, {points} and {bonus} numbers, {box} a box's name. “Extra five” is the game's
            #: name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the
            #: Five of a Kind box is filled.
            return translate(
                "Announce",
                "{player} scored {points} in {box}, with a {bonus} point extra-five bonus.",
            )
        if upper:
            return translate(
                "Announce",
                "{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.",
            )
        #: Read aloud by screen readers after a move: {player} is a name (with the level of a
        #: computer), {points} a number, {box} a box's name.
        return translate("Announce", "{player} scored {points} in {box}.")
    if bonus and upper:
        #: Read aloud by screen readers after a move that earned the extra-five bonus: {player} a
        #: name, {points} and {bonus} numbers, {box} a box's name. “Extra five” is the game's name
        #: for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a
        #: Kind box is filled. {card} is 1 to 3; {upper_bonus} is 35 (× the card's multiplier).
        return translate(
            "Announce",
            "{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five "
            "bonus, and the {upper_bonus} point upper bonus.",
        )
    if bonus:
        #: Read aloud by screen readers after a move that earned the extra-five bonus: {player} a
        #: name, {points} and {bonus} numbers, {box} a box's name. “Extra five” is the game's name
        #: for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a
        #: Kind box is filled. {card} is 1 to 3.
        return translate(
            "Announce",
            "{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five "
            "bonus.",
        )
    if upper:
        return translate(
            "Announce",
            "{player} scored {points} in {box} on card {card}, and the {upper_bonus} point "
            "upper bonus.",
        )
    return translate("Announce", "{player} scored {points} in {box} on card {card}.")


def points_text(fill: Fill) -> str:
    """What a fill scored, as figures: "25", "50 +100" (extra-five bonus), "20 ×3" (card)."""
    text = str(fill.points)
    if fill.bonus:
        text += f" +{fill.bonus}"
    if fill.multiplier > 1:
        text += f" ×{fill.multiplier}"
    return text


def recent_lines(view: GameView) -> list[str]:
    """What the other players did since the player on turn last played, oldest first, and
    who ran out of time."""
    lines = [move_line(view, p) for p in view.recent if not view.players[p].dropped]
    lines += [move_line(view, i) for i, p in enumerate(view.players) if p.dropped]
    return [line for line in lines if line]


def preview_text(view: GameView, card: int, category: Category) -> str:
    """What a preview cell shows: the points, the extra-five bonus and the card's multiplier
    ("25 +100", "20 ×3"), so it reads as what the box will really add."""
    points = view.previews[(card, category)]
    text = str(points)
    bonus = view.preview_bonus.get((card, category), 0)
    if bonus:
        text += f" +{bonus}"
    multiplier = view.rules.multipliers[card]
    if multiplier > 1:
        text += f" ×{multiplier}"
    return text


def preview_value(view: GameView, card: int, category: Category) -> int:
    """Everything the preview would add to the total (points and bonus, times the card)."""
    points = view.previews[(card, category)] + view.preview_bonus.get((card, category), 0)
    return points * view.rules.multipliers[card]


def longest_notes(view: GameView) -> tuple[list[str], list[str]]:
    """The longest extra-five notes any game can show (with the widest box name), and the
    longest lines of the others' moves this game can show (one per other player; a player
    alone reads their own): the felt keeps room for them above the dice, so a note that comes
    never moves the dice."""
    box = max((c.label for c in Category), key=len)
    heads = [
        translate("Explain", "+100: Five of a Kind holds 50 on every card."),
        translate("Explain", "No bonus: not every card's Five of a Kind holds 50."),
    ]
    jokers = [
        translate("Explain", "Free joker: this roll may go in any open box at full value."),
        translate("Explain", "Joker rule: it must go in {box}, its own upper box."),
        translate(
            "Explain", "Joker rule: {box} is filled, so any open lower box takes it at full value."
        ),
        translate("Explain", "Joker rule: no lower box is open, so an upper box takes it for 0."),
    ]
    notes = [f"{head} {joker.format(box=box)}" for head in heads for joker in jokers]
    name = max((p.label for p in view.players), key=len)
    move = _shown_fill(on_card=True, upper=True).format(
        player=name, points=30, box=box, card=3, upper_bonus=35
    )
    return notes, [move] * max(1, len(view.players) - 1)


def extra_five_note(view: GameView) -> str:
    """Why only some boxes are open, or where a bonus comes from, when the dice show a five of a
    kind that the extra-five rule touches ("" otherwise)."""
    rule = view.rules.extra_five
    dice = view.dice
    if rule is ExtraFive.OFF or view.rolls_used == 0 or view.is_over or len(set(dice)) != 1:
        return ""
    if view.player.hidden or not view.previews:
        return ""
    fives = [c.box(Category.FIVE_KIND) for c in view.cards[view.current]]
    bonus = any(view.preview_bonus.values())
    face_box = Category.for_face(dice[0])
    boxes = {category for _, category in view.previews}
    triple = view.rules.triple
    if triple:
        why_bonus = translate("Explain", "+100: Five of a Kind holds 50 on every card.")
    else:
        why_bonus = translate("Explain", "+100: Five of a Kind already holds 50.")
    if any(f is None for f in fives):
        # A card whose Five of a Kind is open takes this roll there: no joker yet.
        return why_bonus if bonus else ""
    if rule is ExtraFive.FREE:
        if not bonus:
            return ""
        free = translate("Explain", "Free joker: this roll may go in any open box at full value.")
        return f"{why_bonus} {free}"
    if bonus:
        head = why_bonus
    elif triple:
        head = translate("Explain", "No bonus: not every card's Five of a Kind holds 50.")
    else:
        head = translate("Explain", "No bonus: Five of a Kind holds 0.")
    if boxes == {face_box}:
        joker = translate("Explain", "Joker rule: it must go in {box}, its own upper box.")
    elif boxes <= set(Category.lower()):
        joker = translate(
            "Explain", "Joker rule: {box} is filled, so any open lower box takes it at full value."
        )
    elif boxes <= set(Category.upper()):
        joker = translate(
            "Explain", "Joker rule: no lower box is open, so an upper box takes it for 0."
        )
    else:
        return head if bonus else ""
    return f"{head} {joker.format(box=face_box.label)}"


def percent(chance: float) -> str:
    """A chance as a person reads it: "62%", and "<1%" / ">99%" for what is not yet certain."""
    if 0 < chance < 0.005:
        #: A chance to win in the status bar and the analysis panel (keep it short): less than one
        #: percent, but not none.
        return translate("Explain", "<1%")
    if 0.995 < chance < 1:
        #: A chance to win in the status bar and the analysis panel (keep it short): more than 99
        #: percent, but not certain.
        return translate("Explain", ">99%")
    #: A chance to win in the status bar and the analysis panel (keep it short): {percent} is a
    #: whole number; write the percent sign as your language does.
    return translate("Explain", "{percent}%").format(percent=f"{chance * 100:.0f}")


def chances_text(view: GameView, chances: tuple[float, ...]) -> str:
    """ "Ana 62% · Ben (Hard) 38%": each player's chance to win, in seat order."""
    each = translate("Explain", "{player} {chance}", "a player's chance to win")
    return " · ".join(
        each.format(player=p.label, chance=percent(c))
        for p, c in zip(view.players, chances, strict=False)
    )


def total_tooltip(view: GameView, player: int, card: int | None = None) -> str:
    """How a total was reached: a card's sum, or (card None) the grand total over the cards."""
    p = view.players[player]
    if p.hidden:
        return translate("Explain", "{name}'s card is hidden until the game ends.").format(
            name=p.name
        )
    cards = view.cards[player]
    if card is not None:
        return _card_sum(cards[card])
    if len(cards) == 1:
        return _card_sum(cards[0])
    lines = []
    for k, c in enumerate(cards):
        if c.multiplier > 1 or view.rules.triple:
            #: A line of the tooltip of a player's grand total on the score card: in the Triple
            #: game, card {card} (1 to 3) has {total} points, counting ×{multiplier}.
            line = translate("Explain", "Card {card}: {total} ×{multiplier} = {value}")
        else:
            #: A line of the tooltip of a player's grand total on the score card: card {card} (1 to
            #: 3) has {total} points.
            line = translate("Explain", "Card {card}: {total}")
        lines.append(
            line.format(
                card=k + 1, total=c.summary.total, multiplier=c.multiplier, value=c.summary.value
            )
        )
    #: A line of the tooltip of a player's grand total on the score card: the last one: the
    #: player's total score.
    lines.append(translate("Explain", "Grand total: {total}").format(total=view.totals[player]))
    return "\n".join(lines)


def _card_sum(card: CardView) -> str:
    s = card.summary
    if s.upper_bonus and s.extra_bonus:
        #: Tooltip of a card's total on the score card, how it adds up; the {…} are numbers. “Extra
        #: five” is the game's name for the Yahtzee bonus: a second (or later) five of a kind,
        #: rolled after the Five of a Kind box is filled.
        text = translate(
            "Explain",
            "Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus "
            "{extra_bonus} = {total}",
        )
    elif s.upper_bonus:
        text = translate(
            "Explain", "Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}"
        )
    elif s.extra_bonus:
        #: Tooltip of a card's total on the score card, how it adds up; the {…} are numbers. “Extra
        #: five” is the game's name for the Yahtzee bonus: a second (or later) five of a kind,
        #: rolled after the Five of a Kind box is filled.
        text = translate(
            "Explain", "Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}"
        )
    else:
        #: Tooltip of a card's total on the score card, how it adds up; the {…} are numbers.
        text = translate("Explain", "Upper {upper} + lower {lower} = {total}")
    text = text.format(
        upper=s.upper,
        upper_bonus=s.upper_bonus,
        lower=s.lower,
        extra_bonus=s.extra_bonus,
        total=s.total,
    )
    if card.multiplier > 1:
        #: End of a card total's tooltip in the Triple game: {sum} is the sum before it (“Upper 50
        #: + lower 120 = 170”), {multiplier} 1 to 3.
        times = translate("Explain", "{sum}, ×{multiplier} = {value}")
        text = times.format(sum=text, multiplier=card.multiplier, value=s.value)
    return text

"""Words that say what happened and why: last moves, the extra-five rule at work, previews that
show what a box will really add, and how a card's total was reached.

Pure functions of a :class:`~.snapshot.GameView` (no Qt), so the felt, the card, the status bar
and screen readers say the same thing, and tests can read it without a window.
"""

from __future__ import annotations

from fivedice.core import Category, ExtraFive, Fill

from .snapshot import CardView, GameView


def move_line(view: GameView, player: int) -> str:
    """ "Ben (Hard) scored 25 in Full House", or "Ana is out of time" ("" before a first move).

    Under hidden score sheets a hidden player's box and score are not said.
    """
    p = view.players[player]
    if p.dropped:
        return f"{p.name} is out of time"
    fill = p.last
    if fill is None:
        return ""
    if p.hidden:
        return f"{p.label} filled a box"
    return f"{p.label} scored {fill_words(fill, view)}"


def fill_words(fill: Fill, view: GameView) -> str:
    """ "25 in Full House", "50 +100 in Twos (joker)", "20 ×3 in Chance on card 3"."""
    text = str(fill.points)
    if fill.bonus:
        text += f" +{fill.bonus}"
    if fill.multiplier > 1:
        text += f" ×{fill.multiplier}"
    text += f" in {fill.category.label}"
    if view.multi_card:
        text += f" on card {fill.card + 1}"
    if fill.upper_bonus:
        text += f", reaching the upper bonus (+{fill.upper_bonus})"
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
    why_bonus = (
        "+100: Five of a Kind holds 50 on every card. "
        if triple
        else "+100: Five of a Kind already holds 50. "
    )
    if any(f is None for f in fives):
        # A card whose Five of a Kind is open takes this roll there: no joker yet.
        return why_bonus.strip() if bonus else ""
    if rule is ExtraFive.FREE:
        if not bonus:
            return ""
        return why_bonus + "Free joker: this roll may go in any open box at full value."
    no_bonus = (
        "No bonus: not every card's Five of a Kind holds 50. "
        if triple
        else "No bonus: Five of a Kind holds 0. "
    )
    head = why_bonus if bonus else no_bonus
    if boxes == {face_box}:
        return head + f"Joker rule: it must go in {face_box.label}, its own upper box."
    if boxes <= set(Category.lower()):
        return (
            head + f"Joker rule: {face_box.label} is filled, so any open lower box takes it "
            "at full value."
        )
    if boxes <= set(Category.upper()):
        return head + "Joker rule: no lower box is open, so an upper box takes it for 0."
    return head.strip() if bonus else ""


def percent(chance: float) -> str:
    """A chance as a person reads it: "62%", and "<1%" / ">99%" for what is not yet certain."""
    if 0 < chance < 0.005:
        return "<1%"
    if 0.995 < chance < 1:
        return ">99%"
    return f"{chance * 100:.0f}%"


def chances_text(view: GameView, chances: tuple[float, ...]) -> str:
    """ "Ana 62% · Ben (Hard) 38%": each player's chance to win, in seat order."""
    return " · ".join(
        f"{p.label} {percent(c)}" for p, c in zip(view.players, chances, strict=False)
    )


def total_tooltip(view: GameView, player: int, card: int | None = None) -> str:
    """How a total was reached: a card's sum, or (card None) the grand total over the cards."""
    p = view.players[player]
    if p.hidden:
        return f"{p.name}'s card is hidden until the game ends."
    cards = view.cards[player]
    if card is not None:
        return _card_sum(cards[card])
    if len(cards) == 1:
        return _card_sum(cards[0])
    lines = []
    for k, c in enumerate(cards):
        total = c.summary.total
        if c.multiplier > 1 or view.rules.triple:
            lines.append(f"Card {k + 1}: {total} ×{c.multiplier} = {c.summary.value}")
        else:
            lines.append(f"Card {k + 1}: {total}")
    lines.append(f"Grand total: {view.totals[player]}")
    return "\n".join(lines)


def _card_sum(card: CardView) -> str:
    s = card.summary
    parts = [f"upper {s.upper}"]
    if s.upper_bonus:
        parts.append(f"upper bonus {s.upper_bonus}")
    parts.append(f"lower {s.lower}")
    if s.extra_bonus:
        parts.append(f"extra-five bonus {s.extra_bonus}")
    text = " + ".join(parts) + f" = {s.total}"
    text = text[0].upper() + text[1:]
    if card.multiplier > 1:
        text += f", ×{card.multiplier} = {s.value}"
    return text

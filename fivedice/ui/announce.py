"""What the game says to a screen reader about news no focused control shows: a roll, a
computer's move, a player running out of time, the end of a game.

:func:`announcement` words a :class:`~.snapshot.Change` (plain text, testable without Qt's
accessibility); :func:`announce` hands it to assistive technology where Qt can (6.8+).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fivedice.core import Fill

from .snapshot import Change, Event, GameView, possessive, result_headline

if TYPE_CHECKING:
    from PySide6.QtCore import QObject


def announcement(change: Change, before: GameView | None = None) -> str:
    """The sentence for `change` ("" when there is nothing to say); `before` is the view the
    change started from (it tells who just ran out of time)."""
    view = change.view
    event = change.event
    if event is Event.STARTED:
        return f"New game. {turn_news(view)}"
    if event is Event.ROLLED:
        text = f"{view.player.label} rolled {faces(view.dice)}."
        if not view.player.is_computer:
            text += f" {rolls_left(view)}"
        return text
    if event is Event.HELD:
        # A person's own click changes the die, which says so itself; a computer's hold is news.
        if not view.player.is_computer or change.slot is None:
            return ""
        verb = "holds" if view.held[change.slot] else "lets go of"
        return f"{view.player.label} {verb} a {view.dice[change.slot]}."
    if event in (Event.FILLED, Event.SKIPPED, Event.DROPPED_OUT):
        parts = []
        if change.fill is not None:
            parts.append(fill_news(change.fill, view))
        if event is Event.DROPPED_OUT:
            parts.extend(f"{name} is out of time." for name in newly_dropped(before, view))
        parts.append(turn_news(view))
        return " ".join(parts)
    if event is Event.UNDONE:
        return f"Undone. {turn_news(view)} {rolls_left(view)}"
    if event is Event.PAUSED:
        return "Paused."
    if event is Event.RESUMED:
        return f"Resumed. {turn_news(view)}"
    return ""


def faces(dice: Sequence[int]) -> str:
    """The dice in tray order: "3, 3, 5, 6, 6"."""
    return ", ".join(str(face) for face in dice)


def rolls_left(view: GameView) -> str:
    """ "2 rolls left.", "1 roll left." or "No rolls left: pick a box." """
    if view.is_over:
        return ""
    if view.rolls_left == 0:
        return "No rolls left: pick a box."
    if view.rolls_left == 1:
        return "1 roll left."
    return f"{view.rolls_left} rolls left."


def fill_news(fill: Fill, view: GameView) -> str:
    """ "Ana scored 25 in Full House." (with the card and any bonus)."""
    who = view.players[fill.player].label
    if view.players[fill.player].hidden:
        return f"{who} filled a box."  # hidden score sheets: not which, nor for how much
    text = f"{who} scored {fill.points} in {fill.category.label}"
    if view.multi_card:
        text += f" on card {fill.card + 1}"
    if fill.bonus:
        text += f", with a {fill.bonus} point extra-five bonus"
    if fill.upper_bonus:
        text += f", and the {fill.upper_bonus} point upper bonus"
    return text + "."


def newly_dropped(before: GameView | None, view: GameView) -> list[str]:
    """Names of the players out of time in `view` who were not in `before`."""
    out_before = {i for i, p in enumerate(before.players) if p.dropped} if before else set()
    return [p.name for i, p in enumerate(view.players) if p.dropped and i not in out_before]


def turn_news(view: GameView) -> str:
    """ "Ben's turn." or, at the end, "Game over: Ana wins with 230 points." """
    if view.is_over:
        headline = result_headline(view) or "Game over"
        return (headline if headline.startswith("Game over") else f"Game over: {headline}") + "."
    return f"{possessive(view.player.name)} turn."


def announce(source: QObject, text: str) -> bool:
    """Say `text` through assistive technology, politely, where Qt has announcements (6.8+)
    and something listens. Returns whether it was sent."""
    from PySide6 import QtGui  # here: Qt's accessibility types load only when first needed
    from PySide6.QtGui import QAccessible

    event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if not text or event_type is None or not QAccessible.isActive():
        return False
    event = event_type(source, text)
    QAccessible.updateAccessibility(event)
    return True

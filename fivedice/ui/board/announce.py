"""What the game says to a screen reader about news no focused control shows: a roll, a
computer's move, a player running out of time, the end of a game.

:func:`announcement` words a :class:`~.snapshot.Change` (plain text, testable without Qt's
accessibility); :func:`announce` hands it to assistive technology where Qt can (6.8+).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fivedice.words import translate

from ..control.snapshot import Change, Event, GameView, verdict
from .explain import fill_words

if TYPE_CHECKING:
    from PySide6.QtCore import QObject


def announcement(change: Change, before: GameView | None = None) -> str:
    """The sentence for `change` ("" when there is nothing to say); `before` is the view the
    change started from (it tells who just ran out of time)."""
    view = change.view
    event = change.event
    if event is Event.STARTED:
        #: Read aloud by screen readers when a new game starts.
        return _sentences(translate("Announce", "New game."), turn_news(view))
    if event is Event.ROLLED:
        if view.player.is_computer:
            return computer_roll(view)
        #: Read aloud by screen readers after a roll: {dice} lists the faces (“3, 3, 5, 6, 1”).
        rolled = translate("Announce", "{player} rolled {dice}.").format(
            player=view.player.label, dice=faces(view.dice)
        )
        return _sentences(rolled, rolls_left(view))
    if event is Event.HELD:
        # A person's own click changes the die, which says so itself. A computer holds its
        # dice one at a time: what it kept is said once, with the roll that follows.
        return ""
    if event in (Event.FILLED, Event.SKIPPED, Event.DROPPED_OUT):
        parts = []
        if change.fill is not None:
            parts.append(fill_words(view, change.fill, spoken=True))
        if event is Event.DROPPED_OUT:
            #: Read aloud by screen readers when a player's time budget runs out: they drop out of
            #: the game.
            out = translate("Announce", "{name} is out of time.")
            parts.extend(out.format(name=name) for name in newly_dropped(before, view))
        parts.append(turn_news(view))
        return _sentences(*parts)
    if event is Event.UNDONE:
        #: Read aloud by screen readers after Undo took back a roll or a box.
        return _sentences(translate("Announce", "Undone."), turn_news(view), rolls_left(view))
    if event is Event.PAUSED:
        #: Read aloud by screen readers when the game is paused: the clock stops, the board hides.
        return translate("Announce", "Paused.")
    if event is Event.RESUMED:
        #: Read aloud by screen readers when the paused game goes on.
        return _sentences(translate("Announce", "Resumed."), turn_news(view))
    return ""


def _sentences(*sentences: str) -> str:
    """Whole sentences one after another, as a screen reader reads them."""
    return " ".join(sentences)


def faces(dice: Sequence[int]) -> str:
    """The dice in tray order: "3, 3, 5, 6, 6"."""
    return ", ".join(str(face) for face in dice)


def computer_roll(view: GameView) -> str:
    """A computer's roll, with the dice it kept for it said once: "Dex (Expert) held 6 6 and
    rolled again: 6, 2, 6, 4, 1." (its holds, made one die at a time, are not said apart)."""
    kept = [face for face, held in zip(view.dice, view.held, strict=True) if held]
    if not kept:
        #: {player} is a player's name (a computer's with its level, "Dex (Expert)"); {dice} the
        #: five dice in tray order, "3, 3, 5, 6, 6".
        return translate("Announce", "{player} rolled {dice}.").format(
            player=view.player.label, dice=faces(view.dice)
        )
    #: {player} is a computer's name and level, "Dex (Expert)"; {held} the faces of the dice it
    #: kept, "6 6"; {dice} all five dice after the roll, in tray order, "6, 2, 6, 4, 1".
    text = translate("Announce", "{player} held {held} and rolled again: {dice}.")
    return text.format(
        player=view.player.label, held=" ".join(map(str, kept)), dice=faces(view.dice)
    )


def rolls_left(view: GameView) -> str:
    """ "2 rolls left.", "1 roll left." or "No rolls left: pick a box." """
    if view.is_over:
        return ""
    if view.rolls_left == 0:
        return translate("Announce", "No rolls left: pick a box.")
    left = view.rolls_left  # the count goes in as a plain name, which the extraction tool reads
    #: Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).
    return translate("Announce", "%n rolls left.", None, left)


def newly_dropped(before: GameView | None, view: GameView) -> list[str]:
    """Names of the players out of time in `view` who were not in `before`."""
    out_before = {i for i, p in enumerate(before.players) if p.dropped} if before else set()
    return [p.name for i, p in enumerate(view.players) if p.dropped and i not in out_before]


def turn_news(view: GameView) -> str:
    """ "Ben's turn." or, at the end, "Game over: Ana wins with 230 points." """
    if not view.is_over:
        #: Read aloud by screen readers when a turn begins: {name} is the player's name.
        return translate("Announce", "{name}'s turn.").format(name=view.player.name)
    return game_over_news(view)


def game_over_news(view: GameView) -> str:
    """The end, once: who won and with what ("Game over: Ana wins with 230 points.")."""
    end = verdict(view)
    if end is None:
        #: Read aloud by screen readers when the game ends.
        return translate("Announce", "Game over.")
    if not end.names:
        return translate("Announce", "Game over: everyone ran out of time.")
    top = end.points
    if end.solo:
        #: {name} is the player's name; %n their total.
        text = translate("Announce", "Game over: {name} scored %n points.", None, top)
        return text.format(name=end.names[0])
    if len(end.names) > 1:
        #: {names} are the names of the players who tied but the last ("Ana, Ben"), {last} the
        #: last one's name; %n the total each of them scored.
        text = translate(
            "Announce",
            "Game over: a tie between {names} and {last}, %n points each.",
            None,
            top,
        )
        return text.format(names=", ".join(end.names[:-1]), last=end.names[-1])
    #: {name} is the winner's name; %n their total.
    text = translate("Announce", "Game over: {name} wins with %n points.", None, top)
    return text.format(name=end.names[0])


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

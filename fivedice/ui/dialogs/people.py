"""The people who play here, as the New game dialog offers them: each name field completes from
the known profiles (the latest to play first; Down lists them all), and beside it the seat's
rating says who that is: a known person's rating, a new player, or a computer level's fixed
rating. The profiles are read off the GUI thread (query.py) and filled in when they arrive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from fivedice.core.glicko import DEFAULT_RATING
from fivedice.store.anchors import ANCHORS
from fivedice.store.profiles import name_key
from fivedice.words import translate

from .query import own_reading, run_query
from .shown import shown_count

if TYPE_CHECKING:
    from fivedice.store.records import Profile

NAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""Where a completion keeps the bare name (what it fills in), beside the text it shows."""


class PeopleSource(Protocol):
    """What the dialog reads the people from (the history)."""

    def profiles(self) -> Sequence[Profile]:
        """Every profile, the latest to play first."""
        ...


def _read(source: PeopleSource) -> Sequence[Profile]:
    with own_reading(source) as own:
        return own.profiles()


def rating_words(profile: Profile | None, name: str, computer: str | None) -> tuple[str, str]:
    """What a seat's rating label says, and its tooltip: a computer level's fixed rating, a
    known person's rating, "not rated yet", or "new player" for a name not known here."""
    if computer is not None:
        rating = shown_count(round(ANCHORS[computer]))
        #: Beside a computer seat in New game: its level's fixed rating, e.g. “Rating 1,500”.
        text = translate("NewGameDialog", "Rating {rating}").format(rating=rating)
        #: Tooltip of a computer seat's rating in New game: {rating} is e.g. 1,500.
        tip = translate(
            "NewGameDialog", "Computer levels have fixed ratings: this one is {rating}."
        ).format(rating=rating)
        return text, tip
    if not name.strip():
        return "", ""
    if profile is None:
        #: Beside a person's seat in New game, for a name never played here: a profile is made
        #: for them at the end of the game.
        text = translate("NewGameDialog", "new player")
        #: Tooltip of “new player” beside a name in New game: {rating} is where everyone's
        #: rating starts (1,500).
        tip = translate(
            "NewGameDialog", "A name not played here before: a new player, rated from {rating}."
        )
        return text, tip.format(rating=shown_count(round(DEFAULT_RATING)))
    if profile.rated_games == 0:
        #: Beside a known person's seat in New game, who has played no rated game yet.
        text = translate("NewGameDialog", "not rated yet")
        return text, translate(
            "NewGameDialog",
            "Rated games are games of one card each against others, played to the end without "
            "hints or undo.",
        )
    rating = shown_count(round(profile.rating))
    text = translate("NewGameDialog", "Rating {rating}").format(rating=rating)
    games = profile.rated_games
    #: Tooltip of a known person's rating in New game: {rating} e.g. 1,612, {rd} how sure it
    #: is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.
    tip = translate(
        "NewGameDialog", "Rating {rating} (±{rd}) after %n rated games.", None, games
    ).format(rating=rating, rd=shown_count(round(profile.rd)))
    return text, tip


class KnownPeople(QObject):
    """The profiles the name fields of a dialog complete from (read once, when it opens)."""

    arrived = Signal()
    """The profiles were read (or could not be: then there are none)."""

    def __init__(self, parent: QWidget, source: PeopleSource | None) -> None:
        super().__init__(parent)
        self.model = QStandardItemModel(self)
        self.profiles: list[Profile] = []
        """The profiles read, the latest to play first (none until they arrive)."""
        self._by_key: dict[str, Profile] = {}
        if source is not None:
            run_query(self, lambda: _read(source), self._on_read, self._on_failed)

    def find(self, name: str) -> Profile | None:
        """The profile named `name` (as names are compared here), if known."""
        return self._by_key.get(name_key(name))

    def completer(self, field: QLineEdit) -> QCompleter:
        """A completer for `field` offering the known people (Down in the field lists them)."""
        completer = QCompleter(self.model, field)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionRole(NAME_ROLE)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        popup = completer.popup()
        if popup is not None:
            #: Screen readers' name of the list of known players that drops down from a name
            #: field.
            popup.setAccessibleName(translate("NewGameDialog", "Known players"))
        field.setCompleter(completer)
        field.installEventFilter(_ListOnDown(field))
        return completer

    def _on_read(self, profiles: Sequence[Profile]) -> None:
        self.profiles = list(profiles)
        self._by_key = {name_key(p.name): p for p in profiles}
        for profile in profiles:
            text, _ = rating_words(profile, profile.name, None)
            #: A known player offered in a name field's list: {name}, then the rating words
            #: (“Rating 1,612”, “not rated yet”).
            shown = translate("NewGameDialog", "{name} · {rating}").format(
                name=profile.name, rating=text
            )
            item = QStandardItem(shown)
            item.setData(profile.name, NAME_ROLE)
            item.setEditable(False)
            self.model.appendRow(item)
        self.arrived.emit()

    def _on_failed(self, _exc: Exception) -> None:
        self.arrived.emit()  # no profiles to offer: names are typed as before


class _ListOnDown(QObject):
    """Down in an empty (or any) name field lists every known player, as a combo box would."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        field = self.parent()
        if (
            watched is field
            and isinstance(field, QLineEdit)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
        ):
            completer = field.completer()
            popup = completer.popup() if completer is not None else None
            if completer is not None and popup is not None and not popup.isVisible():
                completer.setCompletionPrefix("")
                completer.complete()
                # The first (the latest to play) chosen, as a combo box opens on its current.
                popup.setCurrentIndex(completer.completionModel().index(0, 0))
                return True
        return False

"""The window that ends a game: who won, with what, the records it set, and the way on
(play again, review the game)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from fivedice.words import translate

from ..control.snapshot import GameView, result_headline
from ..shell.plain import escaped, plain_label
from .formparts import answer_buttons, dialog_button
from .shown import shown_count

if TYPE_CHECKING:
    from fivedice.store.records import RatingNews


class ResultDialog(QDialog):
    """The end of a game: who won (or a tie), every player's total, Play again or Close."""

    review_requested = Signal()
    """The player asked to see the review of this game."""

    def __init__(
        self,
        view: GameView,
        parent: QWidget | None = None,
        celebrations: Sequence[str] = (),
        ratings: RatingNews | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        #: Window title of the dialog with the result of a finished game.
        self.setWindowTitle(translate("ResultDialog", "Game over"))
        self.headline = plain_label(result_headline(view), self)
        self.headline.setObjectName("resultHeadline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 18pt; font-weight: 600;")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QLabel(totals_table(view), self)
        self.table.setObjectName("resultTable")
        self.table.setTextFormat(Qt.TextFormat.RichText)  # the names in it are escaped
        self.table.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.celebration = plain_label("\n".join(celebrations), self)
        self.celebration.setObjectName("resultCelebration")
        self.celebration.setWordWrap(True)
        self.celebration.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.celebration.setStyleSheet("font-size: 13pt; font-weight: 600;")
        self.celebration.setVisible(bool(celebrations))
        lines = rating_lines(ratings)
        self.ratings = plain_label("\n".join(lines), self)
        self.ratings.setObjectName("resultRatings")
        self.ratings.setWordWrap(True)
        self.ratings.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ratings.setVisible(bool(lines))
        self._add_buttons()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 18)
        layout.setSpacing(14)
        layout.addWidget(self.headline)
        layout.addWidget(self.celebration)
        layout.addWidget(self.table)
        layout.addWidget(self.ratings)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def _add_buttons(self) -> None:
        """Play again (the default), Close, and Review game."""
        self.buttons, self.play_again_button, self.close_button = answer_buttons(
            self,
            #: [Game over dialog] Button: a new game with the same players and rules (the default).
            translate("ResultDialog", "&Play again"),
            #: Button of the Game over dialog: close it, the finished game stays on the board. No &
            #: letter (Esc presses it).
            translate("Dialogs", "Close"),
        )
        self.play_again_button.setObjectName("playAgainButton")
        self.close_button.setObjectName("closeButton")
        self.review_button = dialog_button(
            self.buttons,
            #: [Game over dialog] Button: see each of your decisions against perfect play (a verb).
            translate("ResultDialog", "&Review game"),
            QDialogButtonBox.ButtonRole.ActionRole,
        )
        self.review_button.setObjectName("reviewButton")
        self.review_button.setToolTip(
            translate("ResultDialog", "Each of your decisions against perfect play")
        )
        self.review_button.clicked.connect(self.review_requested)
        self.buttons.setCenterButtons(True)


def rating_lines(news: RatingNews | None) -> list[str]:
    """What the result says of ratings: each rated person's change, or why the game is
    practice (nothing when it is neither, e.g. when the history could not take the game)."""
    if news is None:
        return []
    if news.practice:
        #: Under the result of a game that does not change ratings: {why} is one sentence,
        #: e.g. “Only games of one card each are rated.”
        return [translate("ResultDialog", "Practice: not rated. {why}").format(why=news.practice)]
    lines = []
    for change in news.changes:
        difference = change.difference
        sign = "+" if difference > 0 else "−" if difference < 0 else "±"
        #: A rated person's new rating under the result: {name} is the name, {before} and
        #: {after} the rating before and after the game, {change} the difference with its sign
        #: (“Ana 1,612 → 1,631 (+19)”).
        line = translate("ResultDialog", "{name} {before} → {after} ({change})")
        lines.append(
            line.format(
                name=change.name,
                before=shown_count(round(change.before)),
                after=shown_count(round(change.after)),
                change=sign + shown_count(abs(difference)),
            )
        )
    if lines:
        #: Heading over the rating changes under a game's result.
        lines.insert(0, translate("ResultDialog", "Rating"))
    return lines


def totals_table(view: GameView) -> str:
    """The players in their places with their totals, as a rich-text table (names escaped)."""
    outcome = view.outcome
    assert outcome is not None
    lines = []
    for place, p in enumerate(outcome.ranking, start=1):
        player = view.players[p]
        name = escaped(player.label)
        if p in outcome.dropped:
            # Not in brackets: a computer's name already ends in its level, "Dex (Expert)".
            #: {name} is a player's name, a computer's with its level: "Dex (Expert)".
            name = translate("ResultDialog", "{name}, out of time").format(name=name)
        #: A place in the result table: {place} is 1 to 4; write it as your language writes a
        #: rank (“1.”, “1st”).
        rank = translate("ResultDialog", "{place}.").format(place=place)
        lines.append(
            f"<tr><td>{rank}</td><td>{name}</td>"
            f"<td align='right'><b>{outcome.totals[p]}</b></td></tr>"
        )
    return "<table align='center' cellpadding='4'>" + "".join(lines) + "</table>"

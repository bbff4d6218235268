"""The dialogs of network play: setting up a table to host, its lobby, joining a table, and
kicking a player from the table hosted here.

They only gather what the player chooses and show what the table reports; the window opens the
table (:mod:`.network`) with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import COMPUTER_LEVELS, level_name
from fivedice.core.names import clean_name
from fivedice.store.settings import NAME_MAX, PlayerSetting, Settings
from fivedice.words import translate

from ..dialogs.formparts import dialog_button, form_label, target
from ..dialogs.newgame import NewGameDialog
from ..shell.plain import plain_label

if TYPE_CHECKING:
    from fivedice.net.table import SeatSpec

REMOTE = "remote"
"""A seat's kind in the host's dialog: a player at another computer on this network."""
ANYWHERE = "anywhere"
"""A seat's kind in the host's dialog: a friend anywhere, who joins with the seat's code."""
ELSEWHERE = (REMOTE, ANYWHERE)
TURN_LIMITS_S = (None, 30.0, 60.0, 120.0)
"""The turn limits the host may choose (None: none), in the order the dialog lists them."""


class HostDialog(NewGameDialog):
    """New game for a network table: the same seats and rules, where a seat may be left open for
    a player at another computer, and the table's name."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setObjectName("hostDialog")
        self.setWindowTitle(translate("NetDialogs", "Host a table on the network"))
        for n, seat in enumerate(self.seats, start=1):
            #: Item of a seat's list in the Host a table dialog: an open seat for a player at
            #: another computer.
            seat.kind.addItem(translate("NetDialogs", "Player elsewhere"), REMOTE)
            #: Item of a seat's list in the Host a table dialog: an open seat for a friend
            #: anywhere (on the internet), who joins with a code made for the seat.
            seat.kind.addItem(translate("NetDialogs", "Friend anywhere (code)"), ANYWHERE)
            seat.kind.setToolTip(
                translate(
                    "NetDialogs",
                    "A person here, a computer, or an open seat for a player at another computer",
                )
            )
            seat.kind.setAccessibleName(
                translate("NetDialogs", "Player {number}: here, a computer or elsewhere").format(
                    number=n
                )
            )
        if len(settings.players) == 1:
            self.count.setValue(2)
            self.seats[1].kind.setCurrentIndex(self.seats[1].kind.findData(REMOTE))
        self.table_name = QLineEdit(self)
        self.table_name.setObjectName("tableName")
        self.table_name.setMaxLength(NAME_MAX)
        first = settings.players[0].name if settings.players else "Five Dice"
        #: The table's name the Host a table dialog suggests: {name} is the first player's name.
        self.table_name.setText(translate("NetDialogs", "{name}'s table").format(name=first))
        #: Screen readers' name of the field with the table's name.
        target(self.table_name, translate("NetDialogs", "Table name"))
        name_row = QFormLayout()
        #: [Host a table dialog] Form label of the field with the table's name, which guests see.
        name_row.addRow(translate("NetDialogs", "Table &name"), self.table_name)  # its buddy
        self.turn_limit = self._turn_limit_box()
        name_row.addRow(
            #: [Host a table dialog] Form label of the choice of how long a player at another
            #: computer may take for a turn before the computer plays the rest of it.
            form_label(translate("NetDialogs", "Turn &limit"), self),
            self.turn_limit,
        )
        self.form_column.insertLayout(0, name_row)
        #: [Host a table dialog] The dialog's OK button: open the table and wait in its lobby for
        #: the players (a verb phrase).
        self.start_button.setText(translate("NetDialogs", "O&pen the table"))
        #: Screen readers' name of the button Open the table.
        self.start_button.setAccessibleName(translate("NetDialogs", "Open the table"))

    def _turn_limit_box(self) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName("turnLimit")
        for seconds, words in zip(
            TURN_LIMITS_S,
            (
                #: [Host a table dialog] The turn limit's first choice: no limit.
                translate("NetDialogs", "Off"),
                #: [Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.
                translate("NetDialogs", "30 seconds a turn"),
                #: [Host a table dialog] A turn limit: a player elsewhere has a minute a turn.
                translate("NetDialogs", "1 minute a turn"),
                #: [Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.
                translate("NetDialogs", "2 minutes a turn"),
            ),
            strict=True,
        ):
            box.addItem(words, seconds)
        box.setToolTip(
            translate(
                "NetDialogs",
                "How long a player at another computer may take for a turn: then the computer "
                "plays the rest of it for them",
            )
        )
        #: Screen readers' name of the turn limit's list in the Host a table dialog.
        target(box, translate("NetDialogs", "Turn limit for players elsewhere"))
        return box

    def turn_limit_s(self) -> float | None:
        """The time a player elsewhere may take for a turn (None: no limit)."""
        chosen = self.turn_limit.currentData()
        return float(chosen) if chosen is not None else None

    def seat_specs(self) -> list[SeatSpec]:
        """The table's seats: people here, computers, and open seats for players elsewhere."""
        from fivedice.net.table import SeatSpec

        specs: list[SeatSpec] = []
        for i in range(self.count.value()):
            row = self.seats[i]
            kind = row.kind.currentData()
            name = clean_name(row.name.text(), i + 1)[:NAME_MAX].rstrip()
            if kind in ELSEWHERE:
                specs.append(SeatSpec("remote", anywhere=kind == ANYWHERE))
            elif kind is None:
                specs.append(SeatSpec("local", name))
            else:
                specs.append(SeatSpec("computer", name, row.level.currentData()))
        return specs

    def settings(self) -> Settings:
        """The settings to remember: an open seat is remembered as a person's seat."""
        chosen = super().settings()
        players = tuple(
            PlayerSetting(p.name, None) if self.seats[i].kind.currentData() in ELSEWHERE else p
            for i, p in enumerate(chosen.players)
        )
        return replace(chosen, players=players)

    def name(self) -> str:
        """The table's name as guests see it."""
        return clean_name(self.table_name.text())[:NAME_MAX].strip() or "Five Dice"


class KickDialog(QDialog):
    """Kick a player: which player at another computer is sent away from the table hosted here,
    and who plays their seat from then on (a computer level, or nobody: they drop out)."""

    def __init__(self, seats: Sequence[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kickDialog")
        #: Window title of the dialog that sends a player at another computer away from the
        #: table hosted here.
        self.setWindowTitle(translate("NetDialogs", "Kick a player"))
        self.player = self._player_choice(seats)
        self.then = self._then_choice()
        form = self._form()
        note = self._note()
        self.buttons, self.kick_button = self._buttons()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    def _player_choice(self, seats: Sequence[tuple[int, str]]) -> QComboBox:
        """The players at other computers, by name (their lobby seats as the data)."""
        player = QComboBox(self)
        player.setObjectName("kickPlayer")
        for seat, name in seats:
            player.addItem(name, seat)
        #: Screen readers' name of the list of the players that can be kicked.
        target(player, translate("NetDialogs", "Player to kick"))
        return player

    def _then_choice(self) -> QComboBox:
        """Who plays the seat from then on: a computer level (Normal at first), or nobody."""
        then = QComboBox(self)
        then.setObjectName("kickThen")
        for level in COMPUTER_LEVELS:
            then.addItem(
                #: [Kick a player dialog] A choice of who plays a kicked player's seat: {level} is a
                #: computer level (Easy … Expert).
                translate("NetDialogs", "The computer plays the seat ({level})").format(
                    level=level_name(level)
                ),
                level,
            )
        then.addItem(
            translate("NetDialogs", "Nobody: the player drops out, their card stays as it is"),
            None,
        )
        then.setCurrentIndex(COMPUTER_LEVELS.index("normal"))
        #: Screen readers' name of the list of who plays a kicked player's seat.
        target(then, translate("NetDialogs", "Who plays the seat"))
        return then

    def _form(self) -> QFormLayout:
        """The two choices in a form: the player, then who plays their seat."""
        form = QFormLayout()
        #: [Kick a player dialog] Form label of the list of the players at other computers.
        form.addRow(form_label(translate("NetDialogs", "&Player"), self), self.player)
        #: [Kick a player dialog] Form label of the list of who plays the kicked player's seat
        #: from then on.
        form.addRow(form_label(translate("NetDialogs", "&Then"), self), self.then)
        return form

    def _note(self) -> QLabel:
        """What kicking means for the player kicked."""
        note = plain_label(
            translate(
                "NetDialogs", "They are sent away for this game and cannot take their seat back."
            ),
            self,
        )
        note.setWordWrap(True)
        return note

    def _buttons(self) -> tuple[QDialogButtonBox, QPushButton]:
        """The buttons, Kick (which accepts) and Cancel."""
        buttons = QDialogButtonBox(self)
        kick = dialog_button(
            buttons,
            #: [Kick a player dialog] Button: send the chosen player away from the table (a verb).
            translate("NetDialogs", "&Kick"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        kick.setObjectName("kickButton")
        cancel = dialog_button(
            buttons,
            translate("Dialogs", "Cancel"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        kick.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        return buttons, kick

    def choice(self) -> tuple[int, str | None]:
        """The lobby seat to kick, and the computer level that plays it (None: it drops out)."""
        level = self.then.currentData()
        return int(self.player.currentData()), str(level) if level is not None else None

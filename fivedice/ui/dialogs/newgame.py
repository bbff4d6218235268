"""The New game dialog: the players in their seats, the rules, the time budget and how computer
turns are shown, remembered for next time."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import COMPUTER_LEVELS, EXTRA_FIVE_BONUS, MAX_PLAYERS, ExtraFive, level_name
from fivedice.core.names import clean_name
from fivedice.store.settings import NAME_MAX, TIME_BUDGETS_MIN, PlayerSetting, Settings
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .formparts import (
    LABEL_ALIGN,
    answer_buttons,
    form_label,
    note_label,
    select_data,
    target,
    top_label,
    with_note,
)
from .pace import animation_box, speed_list
from .people import KnownPeople, PeopleSource, rating_words

_CARD_CHOICES = {
    "1": (1, False),
    "2": (2, False),
    "3": (3, False),
    "triple": (3, True),
}
"""The choices of cards per player: (cards, whether it is the Triple game)."""
MIN_WIDTH = 560
"""The New game dialog's narrowest: the lines under the rules read in two or three lines."""
MIN_HEIGHT = 320
"""Its shortest (the form scrolls): a few rows and the buttons."""
SCREEN_SHARE = 0.9
"""The most of the screen's height the New game dialog takes (its title bar comes on top)."""
EXTRA_FIVE_MEANING = {
    ExtraFive.OFF: QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "A five of a kind after Five of a Kind is filled scores like any other roll: "
        "no bonus, no joker.",
    ),
    ExtraFive.OFFICIAL: QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "A five of a kind after Five of a Kind is filled earns {bonus} if that box "
        "holds 50, and is a forced joker: its own upper box if open, else any lower box "
        "(Full House 25, straights 30 and 40), else 0 in an upper box.",
    ),
    ExtraFive.FREE: QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "A five of a kind after Five of a Kind is filled with 50 earns {bonus} and "
        "may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 "
        "there it is an ordinary roll.",
    ),
}
"""What each extra-five rule means, in one line (RULES.md section 4); {bonus} is the bonus."""
TRIPLE_EXTRA_FIVE_MEANING = QT_TRANSLATE_NOOP(
    "NewGameDialog",
    "Triple game: a five of a kind earns {bonus} × its card's multiplier while "
    "Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a "
    "Kind and its upper box are filled on all three.",
)
"""The extra five in the Triple game, with either rule on (RULES.md section 6)."""


def extra_five_meaning(rule: ExtraFive, triple: bool) -> str:
    """What `rule` means in a game of one or three cards, in the language in force."""
    text = TRIPLE_EXTRA_FIVE_MEANING if triple and rule is not ExtraFive.OFF else None
    text = text or EXTRA_FIVE_MEANING[rule]
    return translate("NewGameDialog", text).format(bonus=EXTRA_FIVE_BONUS)


def cards_label(choice: str) -> str:
    """A choice of cards per player as the New game dialog lists it ("2 cards", "Triple")."""
    count, triple = _CARD_CHOICES[choice]
    if triple:
        #: Item of the New game dialog's list Cards per player: the Triple game, three cards
        #: counting once, twice and three times.
        return translate("NewGameDialog", "Triple (×1 ×2 ×3)")
    #: Item of the New game dialog's list Cards per player: each player fills %n score cards.
    return translate("NewGameDialog", "%n cards", None, count)


class SeatRow(QObject):
    """The controls of one player seat in the New game dialog: the label, the name, person or
    computer, and the computer's level (greyed out for a person)."""

    def __init__(self, index: int, parent: QWidget, people: KnownPeople | None = None) -> None:
        super().__init__(parent)
        self._people = people
        n = index + 1
        #: In the New game dialog: the label before a seat's name field, and the field's grey text
        #: when empty; {number} is 1 to 4.
        self.label = QLabel(translate("NewGameDialog", "Player {number}").format(number=n), parent)
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"playerName{n}")
        self.name.setMaxLength(NAME_MAX)
        self.name.setPlaceholderText(translate("NewGameDialog", "Player {number}").format(number=n))
        #: Screen readers' name of a seat's name field in the New game dialog; {number} is 1 to 4.
        target(self.name, translate("NewGameDialog", "Player {number} name").format(number=n))
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"playerKind{n}")
        #: Item of a seat's list in the New game dialog: a person plays this seat (a noun).
        self.kind.addItem(translate("NewGameDialog", "Person"), None)
        #: Item of a seat's list in the New game dialog: the computer plays this seat (a noun).
        self.kind.addItem(translate("NewGameDialog", "Computer"), "computer")
        target(
            self.kind,
            translate("NewGameDialog", "Player {number} is a person or a computer").format(
                number=n
            ),
        )
        self.level = QComboBox(parent)
        self.level.setObjectName(f"playerLevel{n}")
        for level in COMPUTER_LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(COMPUTER_LEVELS.index("normal"))
        target(
            self.level,
            translate("NewGameDialog", "Player {number} computer level").format(number=n),
        )
        self.rating = QLabel(parent)
        self.rating.setObjectName(f"playerRating{n}")
        if people is not None:
            people.completer(self.name)
            people.arrived.connect(self._show_rating)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.level.currentIndexChanged.connect(self._show_rating)
        self.name.textChanged.connect(self._show_rating)
        self._on_kind_changed()

    @Slot()
    def _on_kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() is not None)
        self._show_rating()

    @Slot()
    def _show_rating(self) -> None:
        """Who the seat is, by rating: a known person's, a new player, a level's."""
        kind = self.kind.currentData()
        computer = self.level.currentData() if kind == "computer" else None
        name = self.name.text()
        known = self._people.find(name) if self._people is not None else None
        here = kind is None and self._people is not None  # a person at this computer
        text, tip = rating_words(known, name, computer) if here or computer else ("", "")
        self.rating.setText(text)
        self.rating.setToolTip(tip)

    def set_visible(self, visible: bool) -> None:
        """Show the seat's controls, or hide them (a seat beyond the number of players)."""
        for w in (self.label, self.name, self.kind, self.level, self.rating):
            w.setVisible(visible)

    def load(self, seat: PlayerSetting | None) -> None:
        """Show `seat` (None: an empty seat, a person's)."""
        self.name.setText(seat.name if seat else "")
        computer = seat.computer if seat else None
        self.kind.setCurrentIndex(0 if computer is None else 1)
        if computer is not None:
            self.level.setCurrentIndex(COMPUTER_LEVELS.index(computer))
        self._on_kind_changed()

    def seat(self, index: int) -> PlayerSetting:
        """The seat as chosen; `index` numbers the name it takes when left empty."""
        name = clean_name(self.name.text(), index + 1)[:NAME_MAX].rstrip()
        computer = self.level.currentData() if self.kind.currentData() is not None else None
        return PlayerSetting(name, computer)


class NewGameDialog(QDialog):
    """Players, rules, time budget and how computer turns look; remembered for next time."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        people: PeopleSource | None = None,
    ) -> None:
        """`people`: where the known players are read from (the history), if anywhere."""
        super().__init__(parent)
        self._people = KnownPeople(self, people) if people is not None else None
        self.setObjectName("newGameDialog")
        #: Window title of the New game dialog.
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._base = settings
        self._refit_timer = QTimer(self, singleShot=True, interval=0)
        self._refit_timer.timeout.connect(self._fit_height)
        # Built in the order Tab walks them: the seats, the rules, computer turns, the buttons.
        players_box = self._players_group()
        rules_box = self._rules_group()
        look_box = self._look_group()
        self.buttons, self.start_button, self.cancel_button = answer_buttons(
            self,
            #: [New game dialog] The dialog's OK button: start a game with these players and rules.
            translate("NewGameDialog", "Start &new game"),
            #: Button of the New game, Settings and Join a table dialogs: close them, changing
            #: nothing. No & letter (Esc presses it): your language's usual word.
            translate("Dialogs", "Cancel"),
        )
        self.start_button.setObjectName("startGameButton")
        self._lay_out(players_box, rules_box, look_box)
        self.load(settings)

    # ---------------------------------------------------------------------------- building

    def _players_group(self) -> QGroupBox:
        """How many players, and a row for each seat."""
        #: Title of the New game dialog's group of seats (a plural noun).
        players_box = QGroupBox(translate("NewGameDialog", "Players"), self)
        grid = QGridLayout(players_box)
        self.count = QSpinBox(players_box)
        self.count.setObjectName("playerCount")
        self.count.setRange(1, MAX_PLAYERS)
        #: Screen readers' name of the New game dialog's spin box with the number of players.
        target(self.count, translate("NewGameDialog", "Number of players"))
        #: [New game dialog, Host a table dialog] Label of the spin box with the number of players,
        #: 1 to 4.
        count_label = QLabel(translate("NewGameDialog", "&How many"), players_box)
        count_label.setBuddy(self.count)
        grid.addWidget(count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.seats = [SeatRow(i, players_box, self._people) for i in range(MAX_PLAYERS)]
        for i, seat in enumerate(self.seats, start=1):
            seat.label.setBuddy(seat.name)
            grid.addWidget(seat.label, i, 0)
            grid.addWidget(seat.name, i, 1)
            grid.addWidget(seat.kind, i, 2)
            grid.addWidget(seat.level, i, 3)
            grid.addWidget(seat.rating, i, 4)
        grid.setColumnStretch(1, 1)
        self.count.valueChanged.connect(self._on_count_value_changed)
        return players_box

    def _rules_group(self) -> QGroupBox:
        """The extra-five rule, the cards per player, the time budget, open or hidden sheets."""
        #: Title of the New game dialog's group with the rules (a noun).
        rules_box = QGroupBox(translate("NewGameDialog", "Rules"), self)
        form = QFormLayout(rules_box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._add_extra_five_row(form, rules_box)
        self._add_cards_row(form, rules_box)
        self.extra_five.currentIndexChanged.connect(self._on_rules_changed)
        self.cards.currentIndexChanged.connect(self._on_rules_changed)
        self._add_budget_row(form, rules_box)
        self._add_open_sheets_row(form, rules_box)
        return rules_box

    def _add_extra_five_row(self, form: QFormLayout, rules_box: QGroupBox) -> None:
        self.extra_five = QComboBox(rules_box)
        self.extra_five.setObjectName("extraFive")
        for rule in ExtraFive:
            self.extra_five.addItem(rule.label, rule)
        #: Screen readers' name of the New game dialog's list of rules for extra fives. “Extra
        #: five” is the game's name for the Yahtzee bonus: a second (or later) five of a kind,
        #: rolled after the Five of a Kind box is filled.
        target(self.extra_five, translate("NewGameDialog", "Extra five of a kind"))
        self.extra_five_meaning = note_label("extraFiveMeaning", rules_box)
        form.addRow(
            #: [New game dialog, Host a table dialog] Form label of the list of rules for extra
            #: fives (Off, Official, Free joker). “Extra five” is the game's name for the Yahtzee
            #: bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is
            #: filled.
            top_label(translate("NewGameDialog", "&Extra five of a kind"), rules_box),
            with_note(self.extra_five, self.extra_five_meaning),
        )

    def _add_cards_row(self, form: QFormLayout, rules_box: QGroupBox) -> None:
        self.cards = QComboBox(rules_box)
        self.cards.setObjectName("cards")
        for key in _CARD_CHOICES:
            self.cards.addItem(cards_label(key), key)
        form.addRow(
            #: [New game dialog, Host a table dialog] Form label of the list: how many score cards
            #: each player fills (1, 2, 3 or the Triple game).
            form_label(translate("NewGameDialog", "Car&ds per player"), rules_box),
            #: Screen readers' name of the New game dialog's list: how many score cards each player
            #: fills.
            target(self.cards, translate("NewGameDialog", "Cards per player")),
        )

    def _add_budget_row(self, form: QFormLayout, rules_box: QGroupBox) -> None:
        budget_row = QHBoxLayout()
        #: [New game dialog, Host a table dialog] Check box: each player has a limited time for the
        #: whole game (a noun).
        self.budget_on = QCheckBox(translate("NewGameDialog", "&Time budget"), rules_box)
        self.budget_on.setObjectName("timeBudgetOn")
        target(self.budget_on, translate("NewGameDialog", "Time budget per player"))
        self.budget = QSpinBox(rules_box)
        self.budget.setObjectName("timeBudget")
        self.budget.setRange(TIME_BUDGETS_MIN.start, TIME_BUDGETS_MIN.stop - 1)
        #: Suffix of the time budget's spin box, right after the number (“10 min per player”): keep
        #: the leading space; min: minutes.
        self.budget.setSuffix(translate("NewGameDialog", " min per player"))
        #: Screen readers' name of the time budget's spin box.
        target(self.budget, translate("NewGameDialog", "Minutes per player"))
        budget_row.addWidget(self.budget_on)
        budget_row.addWidget(self.budget, 1)
        self.budget_on.toggled.connect(self.budget.setEnabled)
        #: Form label of the New game dialog's row with the time budget (a noun).
        form.addRow(form_label(translate("NewGameDialog", "Time"), rules_box), budget_row)

    def _add_open_sheets_row(self, form: QFormLayout, rules_box: QGroupBox) -> None:
        #: [New game dialog, Host a table dialog] Check box: everyone sees every card during the
        #: game; unchecked, the others' cards stay hidden until the end.
        self.open_sheets = QCheckBox(translate("NewGameDialog", "&Open score sheets"), rules_box)
        self.open_sheets.setObjectName("openSheets")
        self.open_sheets.setToolTip(
            translate(
                "NewGameDialog",
                "Unchecked, each player sees only their own card during the game: the other "
                "players' boxes and totals show ? until the game ends.",
            )
        )
        #: Screen readers' name of the check box Open score sheets (everyone sees every card).
        target(self.open_sheets, translate("NewGameDialog", "Open score sheets"))
        self.open_sheets_meaning = note_label("openSheetsMeaning", rules_box)
        form.addRow(
            #: Form label of the New game dialog's row with the check box Open score sheets (a
            #: noun).
            top_label(translate("NewGameDialog", "Score sheets"), rules_box),
            with_note(self.open_sheets, self.open_sheets_meaning),
        )
        self.open_sheets.toggled.connect(self._on_open_sheets_toggled)

    def _look_group(self) -> QGroupBox:
        """How computer turns are shown: their speed, and the dice rolling or not."""
        #: Title of the New game dialog's group: how computer players' turns are shown.
        look_box = QGroupBox(translate("NewGameDialog", "Computer turns"), self)
        look = QFormLayout(look_box)
        look.setLabelAlignment(LABEL_ALIGN)
        self.speed = speed_list(look_box)
        self.animation = animation_box(look_box)
        look_row = QHBoxLayout()  # one row: the dialog stays short enough for a small laptop
        look_row.addWidget(self.speed, 1)
        look_row.addWidget(self.animation)
        #: [New game dialog, Host a table dialog] Form label of the list of computer speeds
        #: (Instant, Fast, Normal, Slow).
        look.addRow(form_label(translate("NewGameDialog", "&Speed"), look_box), look_row)
        return look_box

    def _lay_out(self, *groups: QGroupBox) -> None:
        """The groups in a form that scrolls, the buttons under it that stay: with four players
        and the rules explained it can be taller than a small laptop's screen."""
        self.form = QWidget(self)
        self.form.setObjectName("newGameForm")
        self.form_column = QVBoxLayout(self.form)
        """The form's groups, top to bottom (the Host a table dialog puts the table's name on
        top)."""
        self.form_column.setContentsMargins(0, 0, 0, 0)
        for group in groups:
            self.form_column.addWidget(group)
        # (Not "scroll": that would hide QWidget.scroll().)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("newGameScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.form)
        # Not a stop of its own on the Tab round: it scrolls to whichever control takes focus.
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.buttons)
        margins = layout.contentsMargins()
        side = margins.left() + margins.right()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(max(MIN_WIDTH, self.form.minimumSizeHint().width() + bar + side))
        self.setMinimumHeight(MIN_HEIGHT)

    # ---------------------------------------------------------------------------- the choices

    def load(self, settings: Settings) -> None:
        """Fill the form from `settings`."""
        self._base = settings
        self.count.setValue(len(settings.players))
        for i, seat in enumerate(self.seats):
            seat.load(settings.players[i] if i < len(settings.players) else None)
        self.extra_five.setCurrentIndex(list(ExtraFive).index(settings.extra_five))
        select_data(self.cards, "triple" if settings.triple else str(settings.cards))
        self.budget_on.setChecked(settings.time_budget_min is not None)
        self.budget.setValue(settings.time_budget_min or 10)
        self.budget.setEnabled(self.budget_on.isChecked())
        select_data(self.speed, settings.computer_speed)
        self.animation.setChecked(settings.animation)
        self.open_sheets.setChecked(settings.open_sheets)
        self._on_count_value_changed(self.count.value())
        self._on_rules_changed()

    def settings(self) -> Settings:
        """The settings the form describes (everything else kept from the ones it was given)."""
        count, triple = _CARD_CHOICES[self.cards.currentData()]
        return replace(
            self._base,
            players=tuple(self.seats[i].seat(i) for i in range(self.count.value())),
            extra_five=self.extra_five.currentData(),
            cards=count,
            triple=triple,
            time_budget_min=self.budget.value() if self.budget_on.isChecked() else None,
            open_sheets=self.open_sheets.isChecked(),
            computer_speed=self.speed.currentData(),
            animation=self.animation.isChecked(),
        )

    @Slot(int)
    def _on_count_value_changed(self, count: int) -> None:
        for i, seat in enumerate(self.seats):
            seat.set_visible(i < count)
        # One player has no one to hide a card from: the choice stays, but greyed out.
        self.open_sheets.setEnabled(count > 1)
        self._on_open_sheets_toggled()
        self._refit()

    @Slot()
    def _on_rules_changed(self) -> None:
        rule = self.extra_five.currentData()
        meaning = extra_five_meaning(rule, self.cards.currentData() == "triple")
        self.extra_five_meaning.setText(meaning)
        self.extra_five.setAccessibleDescription(meaning)
        self._refit()

    @Slot()
    def _on_open_sheets_toggled(self) -> None:
        if not self.open_sheets.isEnabled():
            meaning = translate("NewGameDialog", "With one player there is no other card to hide.")
        elif self.open_sheets.isChecked():
            meaning = translate(
                "NewGameDialog",
                "Everyone sees every card. Uncheck to hide the others' cards until the end.",
            )
        else:
            meaning = translate(
                "NewGameDialog",
                "Each player sees only their own card: the others' boxes and totals show ? "
                "until the game ends.",
            )
        self.open_sheets_meaning.setText(meaning)
        self.open_sheets.setAccessibleDescription(meaning)
        self._refit()

    # ---------------------------------------------------------------------------- its height

    def _refit(self) -> None:
        self._fit_height()
        # Rows just hidden still count until the layout has taken note of it: again after that,
        # so the dialog gives their room back.
        self._refit_timer.start()

    @Slot()
    def _fit_height(self) -> None:
        """As tall as the form needs at the dialog's width, lines that wrap included (which
        adjustSize() leaves out), and no taller than the screen: there the form scrolls."""
        layout = self.layout()
        if layout is None:
            return  # still being built
        self.ensurePolished()
        layout.activate()
        width = self.width() if self.isVisible() else self.sizeHint().width()
        width = max(width, self.minimumWidth())
        margins = layout.contentsMargins()
        form_width = width - margins.left() - margins.right()
        form_height = self.form.heightForWidth(form_width)
        if form_height < 0:
            form_height = self.form.sizeHint().height()
        height = (
            margins.top()
            + form_height
            + layout.spacing()
            + self.buttons.sizeHint().height()
            + margins.bottom()
        )
        screen = self.screen()
        if screen is not None:
            height = min(height, int(screen.availableGeometry().height() * SCREEN_SHARE))
        self.resize(width, height)

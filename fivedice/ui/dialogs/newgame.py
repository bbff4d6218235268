"""Dialogs: New game set-up, Settings, and the result of a game."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import COMPUTER_LEVELS, EXTRA_FIVE_BONUS, MAX_PLAYERS, ExtraFive, level_name
from fivedice.core.names import clean_name
from fivedice.store.settings import (
    COLOR_SCHEMES,
    NAME_MAX,
    SPEEDS,
    TIME_BUDGETS_MIN,
    PlayerSetting,
    Settings,
)
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..shell.language import native_names
from .formparts import (
    LABEL_ALIGN,
    dialog_button,
    form_label,
    note_label,
    target,
    top_label,
    with_note,
)

_CARD_CHOICES = {
    "1": (1, False),
    "2": (2, False),
    "3": (3, False),
    "triple": (3, True),
}
"""The choices of cards per player: (cards, whether it is the Triple game)."""
_SPEED_LABELS = {
    #: Item of the list of computer speeds (New game and Settings dialogs): a computer's turn is
    #: played at once, nothing shown (adjective).
    "instant": QT_TRANSLATE_NOOP("Dialogs", "Instant"),
    #: Item of the list of computer speeds (New game and Settings dialogs): fast (adjective).
    "fast": QT_TRANSLATE_NOOP("Dialogs", "Fast"),
    #: Item of the list of computer speeds (New game and Settings dialogs): the usual speed
    #: (adjective).
    "normal": QT_TRANSLATE_NOOP("Dialogs", "Normal"),
    #: Item of the list of computer speeds (New game and Settings dialogs): slow, every step of the
    #: turn easy to follow (adjective).
    "slow": QT_TRANSLATE_NOOP("Dialogs", "Slow"),
}
_SCHEME_LABELS = {
    #: Item of the Settings dialog's list of colour schemes: light or dark as the computer is set.
    "system": QT_TRANSLATE_NOOP("SettingsDialog", "Follow the system"),
    #: Item of the Settings dialog's list of colour schemes: dark text on light colours
    #: (adjective).
    "light": QT_TRANSLATE_NOOP("SettingsDialog", "Light"),
    #: Item of the Settings dialog's list of colour schemes: light text on dark colours
    #: (adjective).
    "dark": QT_TRANSLATE_NOOP("SettingsDialog", "Dark"),
}
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


class _SeatRow:
    """The widgets of one player seat in the New game dialog."""

    def __init__(self, index: int, parent: QWidget) -> None:
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
        self.kind.currentIndexChanged.connect(self._sync)
        self._sync()

    def _sync(self) -> None:
        self.level.setEnabled(self.kind.currentData() is not None)

    def set_visible(self, visible: bool) -> None:
        for w in (self.label, self.name, self.kind, self.level):
            w.setVisible(visible)

    def load(self, seat: PlayerSetting | None, index: int) -> None:
        self.name.setText(seat.name if seat else "")
        computer = seat.computer if seat else None
        self.kind.setCurrentIndex(0 if computer is None else 1)
        if computer is not None:
            self.level.setCurrentIndex(COMPUTER_LEVELS.index(computer))
        self._sync()

    def seat(self, index: int) -> PlayerSetting:
        name = clean_name(self.name.text(), index + 1)[:NAME_MAX].rstrip()
        computer = self.level.currentData() if self.kind.currentData() is not None else None
        return PlayerSetting(name, computer)


class NewGameDialog(QDialog):
    """Players, rules, time budget and how computer turns look; remembered for next time."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        #: Window title of the New game dialog.
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._base = settings
        self._refit_timer = QTimer(self, singleShot=True, interval=0)
        self._refit_timer.timeout.connect(self._fit_height)

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
        self.seats = [_SeatRow(i, players_box) for i in range(MAX_PLAYERS)]
        for i, seat in enumerate(self.seats, start=1):
            seat.label.setBuddy(seat.name)
            grid.addWidget(seat.label, i, 0)
            grid.addWidget(seat.name, i, 1)
            grid.addWidget(seat.kind, i, 2)
            grid.addWidget(seat.level, i, 3)
        grid.setColumnStretch(1, 1)
        self.count.valueChanged.connect(self._on_count_value_changed)

        #: Title of the New game dialog's group with the rules (a noun).
        rules_box = QGroupBox(translate("NewGameDialog", "Rules"), self)
        form = QFormLayout(rules_box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
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
        self.extra_five.currentIndexChanged.connect(self._on_rules_changed)
        self.cards.currentIndexChanged.connect(self._on_rules_changed)
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

        #: Title of the New game dialog's group: how computer players' turns are shown.
        look_box = QGroupBox(translate("NewGameDialog", "Computer turns"), self)
        look = QFormLayout(look_box)
        look.setLabelAlignment(LABEL_ALIGN)
        self.speed = QComboBox(look_box)
        self.speed.setObjectName("computerSpeed")
        for speed in SPEEDS:
            self.speed.addItem(translate("Dialogs", _SPEED_LABELS[speed]), speed)
        #: [New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling
        #: (a verb phrase).
        self.animation = QCheckBox(translate("Dialogs", "&Animate rolling dice"), look_box)
        self.animation.setObjectName("animation")
        look_row = QHBoxLayout()  # one row: the dialog stays short enough for a small laptop
        #: Screen readers' name of the list of computer speeds in the New game and Settings
        #: dialogs.
        look_row.addWidget(target(self.speed, translate("Dialogs", "Computer speed")), 1)
        look_row.addWidget(target(self.animation, translate("Dialogs", "Animate rolling dice")))
        #: [New game dialog, Host a table dialog] Form label of the list of computer speeds
        #: (Instant, Fast, Normal, Slow).
        look.addRow(form_label(translate("NewGameDialog", "&Speed"), look_box), look_row)

        self.buttons = QDialogButtonBox(self)
        self.start_button = dialog_button(
            self.buttons,
            #: [New game dialog] The dialog's OK button: start a game with these players and rules.
            translate("NewGameDialog", "Start &new game"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.start_button.setObjectName("startGameButton")
        self.start_button.setDefault(True)
        self.cancel_button = dialog_button(
            self.buttons,
            #: Button of the New game, Settings and Join a table dialogs: close them, changing
            #: nothing. No & letter (Esc presses it): your language's usual word.
            translate("Dialogs", "Cancel"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # The form scrolls, the buttons stay: with four players and the rules explained it can be
        # taller than a small laptop's screen.
        self.form = QWidget(self)
        self.form.setObjectName("newGameForm")
        column = QVBoxLayout(self.form)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(players_box)
        column.addWidget(rules_box)
        column.addWidget(look_box)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("newGameScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.form)
        # Not a stop of its own on the Tab round: it scrolls to whichever control takes focus.
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.buttons)
        margins = layout.contentsMargins()
        side = margins.left() + margins.right()
        wide = (
            self.form.minimumSizeHint().width() + self.scroll.verticalScrollBar().sizeHint().width()
        )
        self.setMinimumWidth(max(MIN_WIDTH, wide + side))
        self.setMinimumHeight(MIN_HEIGHT)
        self.load(settings)

    def load(self, settings: Settings) -> None:
        """Fill the form from `settings`."""
        self._base = settings
        self.count.setValue(len(settings.players))
        for i, seat in enumerate(self.seats):
            seat.load(settings.players[i] if i < len(settings.players) else None, i)
        self.extra_five.setCurrentIndex(list(ExtraFive).index(settings.extra_five))
        choice = "triple" if settings.triple else str(settings.cards)
        self.cards.setCurrentIndex(max(0, self.cards.findData(choice)))
        self.budget_on.setChecked(settings.time_budget_min is not None)
        self.budget.setValue(settings.time_budget_min or 10)
        self.budget.setEnabled(self.budget_on.isChecked())
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.computer_speed)))
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


class SettingsDialog(QDialog):
    """How the game looks and how fast computers play; the game in progress goes on."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        #: Window title of the Settings dialog.
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._base = settings
        form = QFormLayout()
        form.setLabelAlignment(LABEL_ALIGN)
        self.speed = QComboBox(self)
        self.speed.setObjectName("computerSpeed")
        for speed in SPEEDS:
            self.speed.addItem(translate("Dialogs", _SPEED_LABELS[speed]), speed)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.computer_speed)))
        form.addRow(
            #: [Settings dialog] Form label of the list: how fast computer players play (Instant …
            #: Slow).
            form_label(translate("Dialogs", "Computer &speed"), self),
            target(self.speed, translate("Dialogs", "Computer speed")),
        )
        self.animation = QCheckBox(translate("Dialogs", "&Animate rolling dice"), self)
        self.animation.setObjectName("animation")
        self.animation.setChecked(settings.animation)
        form.addRow("", target(self.animation, translate("Dialogs", "Animate rolling dice")))
        #: [Settings dialog] Check box: the game's sounds on or off; (M) names the key that does
        #: the same in the game: keep it.
        self.sound = QCheckBox(translate("SettingsDialog", "&Play sounds (M)"), self)
        self.sound.setObjectName("sound")
        self.sound.setChecked(settings.sound)
        #: Screen readers' name of the check box Play sounds.
        form.addRow("", target(self.sound, translate("SettingsDialog", "Play sounds")))
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.volume)
        self.volume.setEnabled(settings.sound)
        self.volume.setToolTip(
            #: Tooltip of the volume slider: {percent} is 0 to 100; write the percent sign as your
            #: language does.
            translate("SettingsDialog", "Volume: {percent}%").format(percent=settings.volume)
        )
        self.volume.valueChanged.connect(self._on_volume_value_changed)
        self.sound.toggled.connect(self.volume.setEnabled)
        form.addRow(
            #: [Settings dialog] Form label of the sound volume slider (a noun).
            form_label(translate("SettingsDialog", "&Volume"), self),
            #: Screen readers' name of the volume slider.
            target(self.volume, translate("SettingsDialog", "Sound volume")),
        )
        self.scheme = QComboBox(self)
        self.scheme.setObjectName("colorScheme")
        for scheme in COLOR_SCHEMES:
            self.scheme.addItem(translate("SettingsDialog", _SCHEME_LABELS[scheme]), scheme)
        self.scheme.setCurrentIndex(max(0, self.scheme.findData(settings.color_scheme)))
        form.addRow(
            #: [Settings dialog] Form label of the list of colour schemes (Follow the system,
            #: Light, Dark).
            form_label(translate("SettingsDialog", "Colou&rs"), self),
            #: Screen readers' name of the list of colour schemes.
            target(self.scheme, translate("SettingsDialog", "Colour scheme")),
        )
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        for code, name in native_names():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setToolTip(
            translate(
                "SettingsDialog",
                "The language of the game's words. System default follows the language "
                "your computer is set to.",
            )
        )
        form.addRow(
            #: [Settings dialog] Form label of the list of languages.
            form_label(translate("SettingsDialog", "&Language"), self),
            #: Screen readers' name of the Settings dialog's list of languages.
            target(self.language, translate("SettingsDialog", "Language")),
        )
        self.coach = QCheckBox(
            #: [Settings dialog] Check box: after each of the player's moves, a short note names
            #: the better move when theirs cost more than the threshold.
            translate("SettingsDialog", "Coach &mode: say when a move costs points"),
            self,
        )
        self.coach.setObjectName("coachMode")
        self.coach.setChecked(settings.coach_mode)
        self.coach.setToolTip(
            translate(
                "SettingsDialog",
                "After each of your moves, a short note names the better move when yours cost "
                "more than the points set below. Games played with the coach are marked as "
                "assisted.",
            )
        )
        #: Screen readers' name of the coach mode check box.
        form.addRow("", target(self.coach, translate("SettingsDialog", "Coach mode")))
        self.threshold = QDoubleSpinBox(self)
        self.threshold.setObjectName("coachThreshold")
        self.threshold.setRange(0.5, 10.0)
        self.threshold.setSingleStep(0.5)
        self.threshold.setDecimals(1)
        #: The unit after the number in a spin box ("2.0 points"); keep the space before it.
        self.threshold.setSuffix(translate("SettingsDialog", " points"))
        self.threshold.setValue(settings.coach_threshold)
        self.threshold.setEnabled(settings.coach_mode)
        self.coach.toggled.connect(self.threshold.setEnabled)
        # The label is a whole phrase of its own, the spin box a number with its unit: no
        # sentence runs from one into the other. Both go under the coach mode box, the label
        # above the number (a long label beside it would push every control of the form
        # aside). A screen reader hears the whole sentence as the spin box's name.
        self.threshold_label = QLabel(
            #: [Settings dialog] Label above the spin box with the threshold, a number of points:
            #: coach mode speaks when a move costs more than that.
            translate("SettingsDialog", "Coach mode speaks &up when a move costs more than:"),
            self,
        )
        self.threshold_label.setObjectName("coachThresholdLabel")
        self.threshold_label.setWordWrap(True)
        self.threshold_label.setBuddy(self.threshold)
        self.threshold_label.setEnabled(settings.coach_mode)
        self.coach.toggled.connect(self.threshold_label.setEnabled)
        form.addRow("", self.threshold_label)
        form.addRow(
            "",
            target(
                self.threshold,
                translate(
                    "SettingsDialog",
                    "Coach mode speaks up when a move costs more than this many points",
                ),
            ),
        )
        note = QLabel(
            translate(
                "SettingsDialog",
                "Players and rules are chosen under New game: changing them starts a new game.",
            ),
            self,
        )
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.ok_button = dialog_button(
            self.buttons,
            #: Button of the Settings dialog: keep the changes. No & letter (Enter presses it):
            #: your language's usual word.
            translate("Dialogs", "OK"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.ok_button.setDefault(True)
        dialog_button(
            self.buttons, translate("Dialogs", "Cancel"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)

    @Slot(int)
    def _on_volume_value_changed(self, value: int) -> None:
        self.volume.setToolTip(
            translate("SettingsDialog", "Volume: {percent}%").format(percent=value)
        )
        self.volume.setAccessibleDescription(
            #: Read aloud for the volume slider: {percent} is 0 to 100; write the percent sign as
            #: your language does.
            translate("SettingsDialog", "{percent}%").format(percent=value)
        )

    def settings(self) -> Settings:
        """The settings with the choices made here."""
        return replace(
            self._base,
            computer_speed=self.speed.currentData(),
            animation=self.animation.isChecked(),
            sound=self.sound.isChecked(),
            volume=self.volume.value(),
            color_scheme=self.scheme.currentData(),
            coach_mode=self.coach.isChecked(),
            coach_threshold=round(self.threshold.value(), 1),
            language=self.language.currentData(),
        )

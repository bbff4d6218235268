"""The Settings dialog: how the game looks and sounds, its language, how fast computers play and
the coach; the game in progress goes on (players and rules are chosen under New game)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from fivedice.store.settings import COLOR_SCHEMES, Settings
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..shell.language import native_names
from .formparts import LABEL_ALIGN, answer_buttons, form_label, select_data, target
from .pace import animation_box, speed_list
from .playerid import IdSource, PlayerIdBox

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


class SettingsDialog(QDialog):
    """How the game looks and how fast computers play; the game in progress goes on."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, ids: IdSource | None = None
    ) -> None:
        """`ids`: where the players' IDs are (the history), if anywhere."""
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        #: Window title of the Settings dialog.
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._base = settings
        # Built in the order Tab walks them.
        form = QFormLayout()
        form.setLabelAlignment(LABEL_ALIGN)
        self._add_pace_rows(form, settings)
        self._add_sound_rows(form, settings)
        self._add_look_rows(form, settings)
        self._add_coach_rows(form, settings)
        note = QLabel(
            translate(
                "SettingsDialog",
                "Players and rules are chosen under New game: changing them starts a new game.",
            ),
            self,
        )
        note.setWordWrap(True)
        self.buttons, self.ok_button, _ = answer_buttons(
            self,
            #: Button of the Settings dialog: keep the changes. No & letter (Enter presses it):
            #: your language's usual word.
            translate("Dialogs", "OK"),
            translate("Dialogs", "Cancel"),
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.player_id: PlayerIdBox | None = None
        if ids is not None:
            first = settings.players[0].name if settings.players else ""
            self.player_id = PlayerIdBox(self, ids, first)
            layout.addWidget(self.player_id)
        layout.addWidget(note)
        layout.addWidget(self.buttons)

    def _add_pace_rows(self, form: QFormLayout, settings: Settings) -> None:
        """How fast computers play, and whether the dice tumble."""
        self.speed = speed_list(self)
        select_data(self.speed, settings.computer_speed)
        form.addRow(
            #: [Settings dialog] Form label of the list: how fast computer players play (Instant …
            #: Slow).
            form_label(translate("Dialogs", "Computer &speed"), self),
            self.speed,
        )
        self.animation = animation_box(self)
        self.animation.setChecked(settings.animation)
        form.addRow("", self.animation)

    def _add_sound_rows(self, form: QFormLayout, settings: Settings) -> None:
        """Sounds on or off, and how loud."""
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

    def _add_look_rows(self, form: QFormLayout, settings: Settings) -> None:
        """The colour scheme and the language."""
        self.scheme = QComboBox(self)
        self.scheme.setObjectName("colorScheme")
        for scheme in COLOR_SCHEMES:
            self.scheme.addItem(translate("SettingsDialog", _SCHEME_LABELS[scheme]), scheme)
        select_data(self.scheme, settings.color_scheme)
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
        select_data(self.language, settings.language)
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

    def _add_coach_rows(self, form: QFormLayout, settings: Settings) -> None:
        """Coach mode, and the cost of a move it speaks up about."""
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

"""How computer turns are shown, a choice both the New game and the Settings dialogs offer: how
fast computers play, and whether the dice tumble as they roll."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from fivedice.store.settings import SPEEDS
from fivedice.words import QT_TRANSLATE_NOOP, translate

from .formparts import target

SPEED_LABELS = {
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
"""The computer speeds' names, in English (translated where shown)."""


def speed_list(parent: QWidget) -> QComboBox:
    """The list of computer speeds, Instant to Slow, each item's data the speed's setting."""
    speed = QComboBox(parent)
    speed.setObjectName("computerSpeed")
    for key in SPEEDS:
        speed.addItem(translate("Dialogs", SPEED_LABELS[key]), key)
    #: Screen readers' name of the list of computer speeds in the New game and Settings
    #: dialogs.
    target(speed, translate("Dialogs", "Computer speed"))
    return speed


def animation_box(parent: QWidget) -> QCheckBox:
    """The check box that has the dice tumble as they roll."""
    #: [New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling
    #: (a verb phrase).
    animation = QCheckBox(translate("Dialogs", "&Animate rolling dice"), parent)
    animation.setObjectName("animation")
    target(animation, translate("Dialogs", "Animate rolling dice"))
    return animation

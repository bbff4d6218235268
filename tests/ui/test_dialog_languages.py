"""The dialogs in the player's language: the Language setting, dates and numbers in the
scoreboard as the locale writes them, and the How to play page from the language's folder."""

from __future__ import annotations

from dataclasses import replace

from fivedice.store.settings import Settings
from fivedice.ui.dialogs import SettingsDialog
from fivedice.words import LANGUAGES


def test_the_settings_offer_every_language_by_its_own_name(qtbot):
    dialog = SettingsDialog(replace(Settings(), language="de"))
    qtbot.addWidget(dialog)
    combo = dialog.language
    items = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
    assert items[:2] == [("system", "System default"), ("en", "English")]
    assert items[2:] == list(LANGUAGES.items())
    assert combo.currentText() == "Deutsch"
    assert combo.accessibleName() == "Language"
    combo.setCurrentIndex(combo.findData("pt_BR"))
    assert dialog.settings().language == "pt_BR"
    combo.setCurrentIndex(0)
    assert dialog.settings().language == "system"


def test_the_language_setting_starts_at_the_system_default(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "system"
    assert dialog.settings() == Settings()

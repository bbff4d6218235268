"""The dialogs in the player's language: the Language setting, dates and numbers in the
scoreboard as the locale writes them, and the How to play page from the language's folder."""

from __future__ import annotations

import csv
import shutil
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

import pytest

from fivedice.core import ExtraFive, Player, Rules
from fivedice.store.history import History, Kind
from fivedice.store.settings import Settings
from fivedice.ui.dialogs import help as help_module
from fivedice.ui.dialogs.preferences import SettingsDialog
from fivedice.ui.dialogs.scoreboard import ScoreboardDialog
from fivedice.ui.shell import language
from fivedice.words import LANGUAGES

from ..core.helpers import finished


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


def test_the_scoreboard_writes_dates_and_decimals_as_the_locale_does(
    qtbot, tmp_path: Path, german_locale: None
) -> None:
    history, _ = History.open(tmp_path / "h.sqlite3")
    assert history is not None
    for seed, day in ((1, 3), (2, 14)):
        game = finished([Player("Ana")], seed=seed)
        history.record(game, ended_at=f"2026-03-{day:02d}T09:30:00+00:00")
    dialog = ScoreboardDialog(history, current=Kind(ExtraFive.OFF, 1, 1, False), player="Ana")
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.reading)  # the history is read off the GUI thread
    dates = {dialog.best_table.item(r, 3).text() for r in range(2)}
    assert dates == {"03.03.26", "14.03.26"}
    local = datetime(2026, 3, 14, 9, 30, tzinfo=timezone.utc).astimezone()  # shown locally
    assert dialog.recent_table.item(0, 0).text() == local.strftime("%d.%m.%y %H:%M")
    stats = history.player_stats("Ana")
    average = dialog.stat_labels["average"].text()
    assert average == f"{stats.average:.1f}".replace(".", ",")
    # The export stays plain: ISO 8601 times and numbers with a point, whatever the locale.
    out = tmp_path / "export.csv"
    assert dialog.export_to(out) == 2
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert {row["ended_at"][:10] for row in rows} == {"2026-03-03", "2026-03-14"}
    assert all("," not in row["ended_at"] for row in rows)


@pytest.fixture
def help_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the English help templates, with a German page of its own (and no German
    text for the rest, which then comes in English)."""
    folder = tmp_path / "help"
    shutil.copytree(Path(str(help_module.help_dir())), folder)
    shutil.rmtree(folder / "de", ignore_errors=True)  # the German pages that ship
    (folder / "de").mkdir()
    (folder / "de" / "how_to_play.html").write_text(
        "<h1>Wie man Five Dice spielt</h1><p>$game_length</p>$extra_five<p>$time_budget</p>"
        "$boxes $keys $extra_five_label $cards",
        encoding="utf-8",
    )
    monkeypatch.setattr(help_module, "help_dir", lambda: folder)
    return folder


def test_the_help_page_comes_from_the_language_folder(help_folder, monkeypatch):
    monkeypatch.setattr(language, "_current", "de")
    text = help_module.help_html(Rules(ExtraFive.OFF))
    assert "Wie man Five Dice spielt" in text and "How to play Five Dice" not in text
    # A template the language has no copy of is the English one.
    assert (help_folder / "extra_five_off.html").read_text(encoding="utf-8").strip() in text


def test_without_the_language_s_own_page_the_help_is_english(help_folder, monkeypatch):
    shutil.rmtree(help_folder / "fr")
    monkeypatch.setattr(language, "_current", "fr")
    text = help_module.help_html(Rules(ExtraFive.OFF))
    assert "How to play Five Dice" in text and "Wie man" not in text
    monkeypatch.setattr(language, "_current", "en")
    assert "How to play Five Dice" in help_module.help_html(Rules(ExtraFive.OFF))


def test_the_help_window_says_everything_again_in_a_new_language(qtbot, help_folder, monkeypatch):
    dialog = help_module.HelpDialog()
    qtbot.addWidget(dialog)
    assert "How to play Five Dice" in dialog.browser.toPlainText()
    monkeypatch.setattr(language, "_current", "de")
    dialog.retranslate()
    assert "Wie man Five Dice spielt" in dialog.browser.toPlainText()
    assert dialog.windowTitle() == "How to play Five Dice"  # no catalogue here: English

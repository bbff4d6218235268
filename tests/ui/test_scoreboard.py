"""The scoreboard window shows the history's best scores and a player's statistics."""

from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtCore import QDate, QLocale
from pytestqt.qtbot import QtBot

from fivedice.core import ExtraFive, Player
from fivedice.store.history import History, Kind
from fivedice.ui.dialogs.charts import distribution_bins, moving_average
from fivedice.ui.dialogs.scoreboard import ScoreboardDialog

from ..core.helpers import finished

ANSWER_MS = 5000
"""How long a test waits at most for the history's answers (only a broken test waits it all)."""


def answered(qtbot: QtBot, dialog: ScoreboardDialog) -> ScoreboardDialog:
    """`dialog` once every answer it asked of the history (off the GUI thread) is shown."""
    qtbot.waitUntil(lambda: not dialog.reading, timeout=ANSWER_MS)
    return dialog


def make_history(path: Path) -> tuple[History, list[int]]:
    history, _ = History.open(path)
    assert history is not None
    totals = []
    for seed in range(14):
        game = finished([Player("Ana")], seed=seed)
        history.record(game, assisted=seed == 3, ended_at=f"2026-03-{seed + 1:02d}T09:00:00+00:00")
        totals.append(game.totals()[0])
    history.record(finished([Player("Ana"), Player("Bot", "hard")], seed=50))
    return history, totals


def test_best_scores_and_statistics_show_what_the_history_holds(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history, totals = make_history(tmp_path / "h.sqlite3")
    solo = Kind(ExtraFive.OFF, 1, 1, False)
    dialog = ScoreboardDialog(history, current=solo, player="Ana")
    qtbot.addWidget(dialog)
    dialog.show()
    answered(qtbot, dialog)
    table = dialog.best_table
    shown = [int(table.item(r, 2).text()) for r in range(table.rowCount())]
    assert shown == sorted(totals, reverse=True)[:10]
    # The date as the locale in force writes it (the CSV export keeps ISO dates).
    days = {
        QLocale().toString(QDate(2026, 3, d), QLocale.FormatType.ShortFormat) for d in range(1, 15)
    }
    assert table.item(0, 3).text() in days
    assisted_rank = sorted(totals, reverse=True).index(totals[3])
    if assisted_rank < 10:
        assert "(hints)" in table.item(assisted_rank, 1).text()
    stats = history.player_stats("Ana")
    assert dialog.stat_labels["games"].text() == "15" == str(stats.games)
    assert dialog.stat_labels["best"].text() == str(stats.best)
    assert stats.best >= max(totals)
    assert dialog.stat_labels["average"].text() == QLocale().toString(stats.average, "f", 1)
    # Hiding assisted games drops game 3 everywhere.
    dialog.hide_assisted.setChecked(True)
    answered(qtbot, dialog)
    assert dialog.stat_labels["games"].text() == "14"
    shown = [int(table.item(r, 2).text()) for r in range(table.rowCount())]
    assert shown == sorted(t for i, t in enumerate(totals) if i != 3)[::-1][:10]
    dialog.grab()  # the charts paint without error


def test_export_csv_from_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    history, _ = make_history(tmp_path / "h.sqlite3")
    dialog = answered(qtbot, ScoreboardDialog(history))
    qtbot.addWidget(dialog)
    out = tmp_path / "export.csv"
    assert dialog.export_to(out) == 16
    assert len(list(csv.DictReader(out.open()))) == 16


def test_without_a_history_the_window_still_opens(qtbot: QtBot) -> None:
    dialog = ScoreboardDialog(None, current=Kind(ExtraFive.OFF, 1, 1, False))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.best_table.rowCount() == 0 and not dialog.export_button.isEnabled()


def test_chart_helpers() -> None:
    counted = [(0, 1), (24, 1), (25, 1), (99, 1)]
    assert distribution_bins(counted) == [(0, 2), (25, 1), (50, 0), (75, 1)]
    assert moving_average([10, 20, 30], window=2) == [10, 15, 25]

"""The scoreboard reads well from the first game on: a sentence instead of empty pages, charts
with titled axes and a few bands from one game, a header on every column, hidden-sheet games
apart, and counts in words a player would write ("1 card", never "1 card(s)")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from fivedice.core import ExtraFive, Player, Rules
from fivedice.store.history import History, Kind
from fivedice.ui.dialogs.charts import MAX_BINS, MIN_BINS, chart_bins, nice_ticks
from fivedice.ui.dialogs.scoreboard import EMPTY, EMPTY_KIND, ONLY_ASSISTED_KIND, ScoreboardDialog
from fivedice.words import translate

from ..core.helpers import finished
from .test_scoreboard import answered

SOLO = Kind(ExtraFive.OFF, 1, 1, False)
DUO = Kind(ExtraFive.OFF, 2, 1, False)
DUO_HIDDEN = Kind(ExtraFive.OFF, 2, 1, False, open_sheets=False)


def history_of(path: Path, games: int, **record: object) -> History:
    history, problem = History.open(path)
    assert history is not None and problem is None
    for seed in range(games):
        ended = f"2026-03-{seed + 1:02d}T09:00:00+00:00"
        history.record(finished([Player("Ana")], seed=seed), ended_at=ended, **record)  # type: ignore[arg-type]
    return history


def choose(qtbot: QtBot, dialog: ScoreboardDialog, kind: Kind) -> None:
    """Pick `kind` in the list of kinds, as a player would, and wait for its scores."""
    box = dialog.kind_box
    box.setCurrentIndex([box.itemData(i) for i in range(box.count())].index(kind))
    answered(qtbot, dialog)


def hide_assisted(qtbot: QtBot, dialog: ScoreboardDialog, hide: bool) -> None:
    """Tick or untick "Hide assisted games", and wait for what it shows then."""
    dialog.hide_assisted.setChecked(hide)
    answered(qtbot, dialog)


def shown(qtbot: QtBot, dialog: ScoreboardDialog) -> ScoreboardDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    answered(qtbot, dialog)
    dialog.grab()  # everything paints
    return dialog


def visible_texts(dialog: ScoreboardDialog) -> list[str]:
    """Every text the dialog shows or reads out: labels, buttons, choices, cells and headers,
    tab titles, and the charts' captions and axes."""
    texts = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    texts += [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    for box in dialog.findChildren(QComboBox):
        texts += [box.itemText(i) for i in range(box.count())]
    for table in dialog.findChildren(QTableWidget):
        texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        texts += [
            table.item(r, c).text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
        ]
    for chart in (dialog.histogram, dialog.trend):
        texts += [chart.caption, chart.x_title, chart.y_title, chart.accessibleDescription()]
        texts += [text for _, text in chart.x_ticks]
    return texts


# ------------------------------------------------------------------------------- empty states


def test_an_empty_history_says_how_to_get_a_first_score(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = shown(qtbot, ScoreboardDialog(history_of(tmp_path / "h.sqlite3", 0), current=SOLO))
    assert dialog.empty.isVisible() and dialog.empty.text() == EMPTY
    assert EMPTY.startswith("No finished games yet. Play a game to the end")
    assert not dialog.tabs.isVisible() and not dialog.best_table.isVisible()
    assert not dialog.hide_assisted.isVisible()
    assert dialog.problem_text() == ""  # nothing is wrong: there is just nothing yet


def test_a_kind_not_played_yet_says_so_instead_of_an_empty_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_of(tmp_path / "h.sqlite3", 2)
    dialog = shown(qtbot, ScoreboardDialog(history, current=DUO_HIDDEN, player="Ana"))
    assert dialog.tabs.isVisible() and not dialog.empty.isVisible()
    assert dialog.kind_box.currentText() == DUO_HIDDEN.label
    assert dialog.best_empty.isVisible() and dialog.best_empty.text() == EMPTY_KIND
    assert not dialog.best_table.isVisible()
    choose(qtbot, dialog, SOLO)
    assert dialog.best_table.isVisible() and dialog.best_table.rowCount() == 2
    assert not dialog.best_empty.isVisible()


def test_hiding_assisted_games_that_were_all_assisted_says_why_nothing_shows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    history = history_of(tmp_path / "h.sqlite3", 3, assisted=True)
    dialog = shown(qtbot, ScoreboardDialog(history, current=SOLO, player="Ana"))
    assert dialog.best_table.rowCount() == 3
    hide_assisted(qtbot, dialog, True)
    assert dialog.best_empty.isVisible() and dialog.best_empty.text() == ONLY_ASSISTED_KIND
    assert not dialog.best_table.isVisible()
    dialog.tabs.setCurrentIndex(1)
    assert dialog.player_empty.isVisible() and "Ana" in dialog.player_empty.text()
    assert "assisted" in dialog.player_empty.text()
    assert not dialog.histogram.isVisible() and not dialog.trend.isVisible()
    hide_assisted(qtbot, dialog, False)
    assert dialog.histogram.isVisible() and not dialog.player_empty.isVisible()


# ----------------------------------------------------------------------------------- charts


@pytest.mark.parametrize("games", [1, 2, 5])
def test_the_charts_read_well_from_the_first_game(qtbot: QtBot, tmp_path: Path, games: int) -> None:
    history = history_of(tmp_path / "h.sqlite3", games)
    dialog = shown(qtbot, ScoreboardDialog(history, current=SOLO, player="Ana"))
    dialog.tabs.setCurrentIndex(1)
    hist, trend = dialog.histogram, dialog.trend
    assert hist.isVisible() and trend.isVisible()
    # A few bands around the scores, never one bar as wide as the chart.
    assert MIN_BINS <= len(hist.bins) <= MAX_BINS
    assert sum(n for _, n in hist.bins) == games
    assert len([n for _, n in hist.bins if n]) <= games
    scores = history.player_stats("Ana").recent
    assert hist.bins[0][0] <= min(scores) < max(scores) + 1 <= hist.bins[-1][0] + hist.bin_width
    # Titled axes, with round values from zero up to the tallest bar.
    for chart in (hist, trend):
        assert chart.x_title and chart.y_title
        assert len(chart.y_ticks) >= 2 and len(chart.x_ticks) >= 1
    assert hist.y_ticks[0] == 0 and hist.y_ticks[-1] >= max(n for _, n in hist.bins)
    assert len(hist.x_ticks) >= 3
    assert trend.y_ticks[0] <= min(scores) and trend.y_ticks[-1] >= max(scores)
    assert [text for _, text in trend.x_ticks] == [str(g) for g in range(1, games + 1)]
    # One game is "Last game" once the English catalogue gives the singular; "Last 1 games"
    # is the source text, which a test without a catalogue reads.
    assert trend.caption == translate("Charts", "Last %n games", None, games)
    assert games == 1 or trend.caption == f"Last {games} games"


def test_chart_bins_and_ticks() -> None:
    assert chart_bins([]) == (25, [])
    # One game: its band among empty neighbours.
    assert chart_bins([(231, 1)]) == (25, [(175, 0), (200, 0), (225, 1), (250, 0), (275, 0)])
    # Never below zero.
    assert chart_bins([(10, 2)]) == (25, [(0, 2), (25, 0), (50, 0), (75, 0), (100, 0)])
    # Wide apart (a Triple game beside one-card games): wider bands, never too many.
    width, bins = chart_bins([(95, 3), (1006, 1)])
    assert width == 100 and len(bins) == 11 and bins[0] == (0, 3) and bins[-1] == (1000, 1)
    assert nice_ticks(0, 1, 4) == [0, 1]
    assert nice_ticks(0, 3, 4) == [0, 1, 2, 3]
    assert nice_ticks(0, 14, 4) == [0, 5, 10, 15]
    assert nice_ticks(86, 106) == [85, 90, 95, 100, 105, 110]
    assert nice_ticks(96, 133) == [90, 100, 110, 120, 130, 140]


# ------------------------------------------------------------------------------------ words


def test_every_column_has_a_header(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = shown(qtbot, ScoreboardDialog(history_of(tmp_path / "h.sqlite3", 2), current=SOLO))
    for table in (dialog.best_table, dialog.recent_table):
        headers = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
        assert all(h is not None and h.text().strip() for h in headers), table.objectName()
        assert not table.horizontalHeader().isHidden()
    assert dialog.best_table.horizontalHeaderItem(0).text() == "Rank"


def test_counts_are_written_in_the_singular_or_plural(qtbot: QtBot, tmp_path: Path) -> None:
    history = history_of(tmp_path / "h.sqlite3", 1)
    history.record(finished([Player("Ana")], Rules(cards=2), seed=8))
    history.record(finished([Player("Ana"), Player("Ben")], seed=9))
    dialog = shown(qtbot, ScoreboardDialog(history, current=SOLO, player="Ana"))
    texts = visible_texts(dialog)
    assert not [t for t in texts if "(s)" in t]
    assert not [t for t in texts if re.search(r"\b1 (cards|games|players)\b", t)]
    rules = {dialog.recent_table.item(r, 2).text() for r in range(3)}
    assert rules == {"one card · extra five Off", "2 cards · extra five Off"}
    labels = {dialog.kind_box.itemText(i) for i in range(dialog.kind_box.count())}
    assert labels == {
        "Solo · one card · extra five Off",
        "Solo · 2 cards · extra five Off",
        "2 players · one card · extra five Off",
    }


def test_hidden_sheet_games_are_a_kind_of_their_own(qtbot: QtBot, tmp_path: Path) -> None:
    history, _ = History.open(tmp_path / "h.sqlite3")
    assert history is not None
    hidden = finished([Player("Ana"), Player("Ben")], Rules(open_sheets=False), seed=3)
    opened = finished([Player("Ana"), Player("Ben")], seed=4)
    history.record(hidden, ended_at="2026-03-02T09:00:00+00:00")
    history.record(opened, ended_at="2026-03-01T09:00:00+00:00")
    dialog = shown(qtbot, ScoreboardDialog(history, current=DUO, player="Ana"))
    box = dialog.kind_box
    assert [box.itemText(i) for i in range(box.count())] == [
        "2 players · one card · extra five Off",
        "2 players · one card · extra five Off · hidden sheets",
    ]
    table = dialog.best_table

    def scores() -> list[int]:
        return [int(table.item(r, 2).text()) for r in range(table.rowCount())]

    assert box.currentData() == DUO and scores() == sorted(opened.totals(), reverse=True)
    choose(qtbot, dialog, DUO_HIDDEN)
    assert scores() == sorted(hidden.totals(), reverse=True)
    assert dialog.recent_table.item(0, 2).text().endswith("· hidden sheets")
    assert not dialog.recent_table.item(1, 2).text().endswith("· hidden sheets")

"""The scoreboard shows when games ended in the player's own time zone: the history keeps UTC
(ISO 8601 with its offset), and a day near midnight UTC is another day east or west of it."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fivedice.core import ExtraFive, Player
from fivedice.store.history import History, Kind
from fivedice.ui.dialogs.scoreboard import ScoreboardDialog
from fivedice.ui.dialogs.shown import shown_date, shown_time

from ..core.helpers import finished
from .test_scoreboard import answered

pytestmark = pytest.mark.skipif(
    not hasattr(time, "tzset"), reason="the time zone is changed with time.tzset (POSIX)"
)


@pytest.fixture
def zone() -> Iterator[Callable[[str], None]]:
    """Set the process's time zone with `zone(name)`; the machine's own is back afterwards."""
    before = os.environ.get("TZ")

    def use(name: str) -> None:
        os.environ["TZ"] = name
        time.tzset()

    try:
        yield use
    finally:
        if before is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = before
        time.tzset()


@pytest.mark.parametrize(
    ("name", "iso", "date", "moment"),
    [
        # 23:30 UTC is already the next morning in Tokyo (UTC+9)...
        ("Asia/Tokyo", "2026-03-01T23:30:00+00:00", "02.03.26", "02.03.26 08:30"),
        ("Asia/Tokyo", "2026-03-02T00:30:00+00:00", "02.03.26", "02.03.26 09:30"),
        # ...and 00:30 UTC still the afternoon before in Los Angeles (UTC-8 in winter).
        ("America/Los_Angeles", "2026-03-01T23:30:00+00:00", "01.03.26", "01.03.26 15:30"),
        ("America/Los_Angeles", "2026-03-02T00:30:00+00:00", "01.03.26", "01.03.26 16:30"),
        # Summer time there: UTC-7.
        ("America/Los_Angeles", "2026-07-01T06:30:00+00:00", "30.06.26", "30.06.26 23:30"),
        # A time written without an offset, or with Z, is UTC too.
        ("Asia/Tokyo", "2026-03-01T23:30:00", "02.03.26", "02.03.26 08:30"),
        ("America/Los_Angeles", "2026-03-02T00:30:00Z", "01.03.26", "01.03.26 16:30"),
        # A time with another offset is the same moment: 09:30 in Berlin is 17:30 in Tokyo.
        ("Asia/Tokyo", "2026-03-01T09:30:00+01:00", "01.03.26", "01.03.26 17:30"),
    ],
)
def test_times_are_shown_in_the_player_s_time_zone(
    zone, german_locale: None, name: str, iso: str, date: str, moment: str
) -> None:
    zone(name)
    assert shown_date(iso) == date
    assert shown_time(iso) == moment


def test_texts_that_are_not_times_are_shown_as_they_are(zone, german_locale: None) -> None:
    zone("Asia/Tokyo")
    assert shown_date("2026-03-01") == "01.03.26"  # a day alone stays that day
    assert shown_date("someday") == "someday"
    assert shown_time("someday") == "someday"
    assert shown_time("2026-02-30T10:00:00+00:00") == "2026-02-30 10:00"


@pytest.mark.parametrize(
    ("name", "best_date", "recent_time"),
    [
        ("Asia/Tokyo", "02.03.26", "02.03.26 08:30"),
        ("America/Los_Angeles", "01.03.26", "01.03.26 15:30"),
    ],
)
def test_the_scoreboard_shows_the_local_day_and_time_of_a_game(
    qtbot: QtBot,
    tmp_path: Path,
    zone,
    german_locale: None,
    name: str,
    best_date: str,
    recent_time: str,
) -> None:
    history, _ = History.open(tmp_path / "h.sqlite3")
    assert history is not None
    history.record(finished([Player("Ana")], seed=1), ended_at="2026-03-01T23:30:00+00:00")
    zone(name)
    dialog = ScoreboardDialog(history, current=Kind(ExtraFive.OFF, 1, 1, False), player="Ana")
    qtbot.addWidget(dialog)
    answered(qtbot, dialog)
    assert dialog.best_table.item(0, 3).text() == best_date
    assert dialog.recent_table.item(0, 0).text() == recent_time
    history.close()

"""Dates, times and numbers of the scoreboard as the player's locale writes them, in their
own time zone (the history keeps UTC)."""

from __future__ import annotations

from datetime import datetime, timezone

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime, QTimeZone


def local_time(iso: str) -> datetime | None:
    """An ISO 8601 time (as recorded: UTC, with its offset) in the player's own time zone; one
    written without an offset is UTC. None when the text is not a date and time."""
    text = iso.strip()
    if len(text) <= 10:  # a day alone has no time of day to move into another zone
        return None
    if text[-1:] in ("Z", "z"):  # (Python 3.10 reads only "+00:00")
        text = text[:-1] + "+00:00"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    try:
        return moment.astimezone()
    except (OverflowError, OSError, ValueError):  # beyond what the system's clock can convert
        return moment


def shown_date(iso: str) -> str:
    """The day, in the player's time zone, of an ISO 8601 time as the locale in force writes
    dates ("3/1/26", "01.03.26"); the text itself when it is not one."""
    moment = local_time(iso)
    day = (
        QDate(moment.year, moment.month, moment.day)
        if moment is not None
        else QDate.fromString(iso[:10], Qt.DateFormat.ISODate)
    )
    return QLocale().toString(day, QLocale.FormatType.ShortFormat) if day.isValid() else iso[:10]


def shown_time(iso: str) -> str:
    """An ISO 8601 time, in the player's time zone, as the locale in force writes a date and
    time; the text itself when it is not one."""
    moment = local_time(iso)
    if moment is None:
        return iso[:16].replace("T", " ")
    offset = moment.utcoffset()
    shown = QDateTime(
        QDate(moment.year, moment.month, moment.day),
        QTime(moment.hour, moment.minute, moment.second),
        # The clock reading already converted, in a zone of that fixed offset: Qt moves
        # nothing again (as it might a local time it thinks falls in a daylight-saving gap).
        QTimeZone.fromSecondsAheadOfUtc(int(offset.total_seconds()) if offset else 0),
    )
    return QLocale().toString(shown, QLocale.FormatType.ShortFormat)


def shown_count(n: int) -> str:
    """A whole number as the locale in force writes it (thousands grouped its way)."""
    return QLocale().toString(n)


def shown_decimal(value: float, decimals: int = 1) -> str:
    """A number with `decimals` places as the locale in force writes it ("212.5", "212,5")."""
    return QLocale().toString(float(value), "f", decimals)

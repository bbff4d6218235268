"""The scoreboard's two charts: a histogram of a player's scores and the trend of their latest
games, drawn with the palette's colours, with axes that carry their titles and values.

Both read well from a single game on: the histogram always shows a few bands around the scores
(one game is one bar among empty neighbours, not one bar as wide as the chart), and the axes
show round values.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from fivedice.words import QT_TRANSLATE_NOOP, translate

BIN_WIDTH = 25
BIN_WIDTHS = (25, 50, 100, 250, 500, 1000)
"""Widths the histogram's bands may have: the narrowest that keeps them to MAX_BINS is used."""
MIN_BINS = 5
MAX_BINS = 12
TREND_GAMES = 30
"""Games the trend shows at most."""


def distribution_bins(
    distribution: Sequence[tuple[int, int]], width: int = BIN_WIDTH
) -> list[tuple[int, int]]:
    """(lower bound, games) for each bin of `width` points from the lowest to the highest score
    in `distribution` ((score, games) pairs), empty bins kept."""
    counts: dict[int, int] = {}
    for score, games in distribution:
        band = score // width * width
        counts[band] = counts.get(band, 0) + games
    if not counts:
        return []
    return [(lo, counts.get(lo, 0)) for lo in range(min(counts), max(counts) + width, width)]


def chart_bins(distribution: Sequence[tuple[int, int]]) -> tuple[int, list[tuple[int, int]]]:
    """The bins a histogram of (score, games) pairs shows, and their width: round widths of 25
    points or more, at most MAX_BINS of them, and at least MIN_BINS, added around the scores, so
    one game is one bar among empty neighbours rather than a single bar as wide as the chart."""
    if not distribution:
        return BIN_WIDTH, []
    scores = [score for score, _ in distribution]
    low, high = min(scores), max(scores)
    width = next((w for w in BIN_WIDTHS if high // w - low // w < MAX_BINS), BIN_WIDTHS[-1])
    bins = distribution_bins(distribution, width)
    while len(bins) < MIN_BINS:
        # Alternately one empty bin after and one before, never below zero.
        before = len(bins) % 2 == 1 and bins[0][0] - width >= 0
        bins = [(bins[0][0] - width, 0), *bins] if before else [*bins, (bins[-1][0] + width, 0)]
    return width, bins


def nice_ticks(low: float, high: float, most: int = 5) -> list[int]:
    """Whole numbers evenly spaced by 1, 2 or 5 times a power of ten, from at or below `low` to
    at or above `high`, at most `most` + 2 of them (where an axis puts its values)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if (high - low) / (m * power) <= most)
    whole = max(1, round(step))
    first = math.floor(low / whole) * whole
    last = math.ceil(high / whole) * whole
    return list(range(first, last + whole, whole))


def moving_average(values: Sequence[int], window: int = 5) -> list[float]:
    """The mean of each value with the up to `window - 1` values before it."""
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1) : i + 1]
        out.append(sum(part) / len(part))
    return out


def captioned_painter(chart: QWidget, caption: str) -> QPainter:
    """A painter on `chart` (antialiased, in the palette's text colour and the widget's font)
    that has drawn `caption` in bold across its top: how every chart of the scoreboard starts."""
    p = QPainter(chart)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(chart.palette().color(QPalette.ColorRole.WindowText))
    bold = QFont(chart.font())
    bold.setBold(True)
    p.setFont(bold)
    p.drawText(QRectF(0, 2, chart.width(), 20), Qt.AlignmentFlag.AlignHCenter, caption)
    p.setFont(chart.font())
    return p


class _Chart(QWidget):
    """Common frame for the two charts: a caption, axes with their titles and values, colours
    from the palette."""

    x_title = ""
    y_title = ""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = caption
        self.y_ticks: list[int] = []
        self.x_ticks: list[tuple[float, str]] = []
        """(position from 0 to 1 along the axis, text) of each value written under it."""
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(caption)

    def _plot_rect(self, legend: bool = False) -> QRectF:
        fm = self.fontMetrics()
        widest = max((fm.horizontalAdvance(str(t)) for t in self.y_ticks), default=0)
        left = fm.height() + 8 + widest + 6  # the y axis' title, turned, then its values
        top = fm.height() * (2 if legend else 1) + 14
        bottom = 2 * fm.height() + 12  # the x axis' values, then its title
        return QRectF(
            left, top, max(10, self.width() - left - 14), max(10, self.height() - top - bottom)
        )

    def _begin(self) -> QPainter:
        return captioned_painter(self, self.caption)

    def _axes(self, p: QPainter, area: QRectF, low: float, high: float) -> None:
        """Grid lines and values up the left for `y_ticks` (from `low` to `high`), the values
        in `x_ticks` along the bottom, and both axes' titles."""
        fm = self.fontMetrics()
        ink, faint = self._ink(), QColor(self._ink())
        faint.setAlpha(45)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for tick in self.y_ticks:
            y = area.bottom() - area.height() * (tick - low) / (high - low)
            p.setPen(QPen(faint, 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(ink)
            p.drawText(
                QRectF(0, y - fm.height() / 2, area.left() - 6, fm.height()), right, str(tick)
            )
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        for at, text in self.x_ticks:
            x = area.left() + area.width() * at
            p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3))
            p.drawText(QRectF(x - 30, area.bottom() + 4, 60, fm.height()), centre, text)
        below = QRectF(area.left(), area.bottom() + fm.height() + 6, area.width(), fm.height())
        p.drawText(below, Qt.AlignmentFlag.AlignHCenter, translate("Charts", self.x_title))
        p.save()
        p.translate(2, area.center().y())
        p.rotate(-90)
        p.drawText(
            QRectF(-area.height() / 2, 0, area.height(), fm.height()),
            centre,
            translate("Charts", self.y_title),
        )
        p.restore()

    def _empty(self, p: QPainter) -> None:
        p.drawText(
            self.rect(), Qt.AlignmentFlag.AlignCenter, translate("Charts", "No finished games yet")
        )

    def _ink(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.WindowText)

    def _accent(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Highlight)


class ScoreHistogram(_Chart):
    """How many games ended in each band of scores."""

    #: Axis title of the scoreboard's charts (scores along the foot of the histogram, up the side
    #: of the trend chart) and the legend of the trend's line of scores (a noun).
    x_title = QT_TRANSLATE_NOOP("Charts", "Score")
    #: Axis title up the side of the scoreboard's histogram: how many games.
    y_title = QT_TRANSLATE_NOOP("Charts", "Games")

    def __init__(self, parent: QWidget | None = None) -> None:
        #: Screen readers' name of the scoreboard's histogram of a player's scores.
        super().__init__(translate("Charts", "Scores"), parent)
        self.bins: list[tuple[int, int]] = []
        """(lowest score of the band, games) for each bar, lowest first."""
        self.bin_width = BIN_WIDTH

    def set_distribution(self, distribution: Sequence[tuple[int, int]]) -> None:
        """Show totals given as (total, how many games) pairs."""
        self.bin_width, self.bins = chart_bins(distribution)
        width = self.bin_width
        self.y_ticks = nice_ticks(0, max((n for _, n in self.bins), default=1), 4)
        # A value under every band's edge, or every second one where they would crowd.
        edges = [lo for lo, _ in self.bins] + ([self.bins[-1][0] + width] if self.bins else [])
        step = 1 if len(edges) <= 7 else 2
        self.x_ticks = [(i / len(self.bins), str(e)) for i, e in enumerate(edges) if i % step == 0]
        described = ", ".join(
            #: Read aloud for a bar of the histogram: scores from {low} to {high}, in {games}
            #: games.
            translate("Charts", "{low}–{high}: {games}").format(
                low=lo, high=lo + width - 1, games=n
            )
            for lo, n in self.bins
            if n
        )
        self.setAccessibleDescription(
            translate("Charts", "Games per score band. {bands}").format(bands=described)
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = self._begin()
        if not self.bins:
            self._empty(p)
            return
        area = self._plot_rect()
        top = self.y_ticks[-1]
        self._axes(p, area, 0, top)
        slot = area.width() / len(self.bins)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self._accent())
        for i, (_lo, n) in enumerate(self.bins):
            h = area.height() * n / top
            p.drawRoundedRect(
                QRectF(area.left() + i * slot + 2, area.bottom() - h, max(1, slot - 4), h), 2, 2
            )


class TrendChart(_Chart):
    """The last games' totals, oldest on the left, with a running average."""

    x_title = QT_TRANSLATE_NOOP("Charts", "Game, oldest to latest")
    y_title = QT_TRANSLATE_NOOP("Charts", "Score")

    def __init__(self, parent: QWidget | None = None) -> None:
        #: Title of the scoreboard's trend chart: a player's last %n games (30).
        super().__init__(translate("Charts", "Last %n games", None, TREND_GAMES), parent)
        self._scores: list[int] = []

    def set_scores(self, scores: Sequence[int]) -> None:
        """Show the most recent of these totals (given oldest first)."""
        self._scores = list(scores[-TREND_GAMES:])
        n = len(self._scores)
        self.caption = translate("Charts", "Last %n games", None, n or TREND_GAMES)
        self.setAccessibleName(self.caption)
        self.y_ticks = []
        self.x_ticks = []
        if self._scores:
            low, high = min(self._scores), max(self._scores)
            self.y_ticks = nice_ticks(low - 10, high + 10) if low == high else nice_ticks(low, high)
            step = next(s for s in (1, 2, 5, 10) if n / s <= 8)
            # The first game, then every 2nd, 5th or 10th: 1, 5, 10, 15…
            shown = [g for g in range(1, n + 1) if g == 1 or g % step == 0]
            self.x_ticks = [(self._at(g - 1), str(g)) for g in shown]
            avg = moving_average(self._scores)[-1]
            self.setAccessibleDescription(
                translate(
                    "Charts", "%n recent games, last {score}, recent average {average}", None, n
                ).format(score=self._scores[-1], average=QLocale().toString(float(avg), "f", 0))
            )
        self.update()

    def _at(self, i: int) -> float:
        n = len(self._scores)
        return i / (n - 1) if n > 1 else 0.5

    def paintEvent(self, event: QPaintEvent) -> None:
        p = self._begin()
        if not self._scores:
            self._empty(p)
            return
        area = self._plot_rect(legend=True)
        low, high = self.y_ticks[0], self.y_ticks[-1]
        self._axes(p, area, low, high)

        def point(i: int, v: float) -> QPointF:
            x = area.left() + area.width() * self._at(i)
            return QPointF(x, area.bottom() - area.height() * (v - low) / (high - low))

        faint = QColor(self._ink())
        faint.setAlpha(140)
        self._legend(p, area, faint)
        p.setPen(QPen(faint, 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(point(0, self._scores[0]))
        for i, v in enumerate(self._scores[1:], 1):
            path.lineTo(point(i, v))
        p.drawPath(path)
        p.setBrush(faint)
        for i, v in enumerate(self._scores):
            p.drawEllipse(point(i, v), 3, 3)
        p.setPen(QPen(self._accent(), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        avg = moving_average(self._scores)
        path = QPainterPath(point(0, avg[0]))
        for i, mean in enumerate(avg[1:], 1):
            path.lineTo(point(i, mean))
        p.drawPath(path)

    def _legend(self, p: QPainter, area: QRectF, faint: QColor) -> None:
        fm = self.fontMetrics()
        y = area.top() - fm.height() - 6
        score = translate("Charts", "Score")
        #: Legend of the trend chart's second line: the average of the last five games. Short.
        average = translate("Charts", "Average of last 5")
        width = 14 + fm.horizontalAdvance(score) + 26 + fm.horizontalAdvance(average)
        x = max(4.0, (self.width() - width) / 2)
        middle = y + fm.height() / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(faint)
        p.drawEllipse(QPointF(x + 4, middle), 3, 3)
        p.setPen(self._ink())
        p.drawText(QRectF(x + 12, y, 200, fm.height()), score)
        x += 14 + fm.horizontalAdvance(score) + 12
        p.setPen(QPen(self._accent(), 3))
        p.drawLine(QPointF(x, middle), QPointF(x + 14, middle))
        p.setPen(self._ink())
        p.drawText(QRectF(x + 18, y, 240, fm.height()), average)

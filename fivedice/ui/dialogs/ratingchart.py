"""The scoreboard's rating chart: one player's rating after each rated game, with the band of
its uncertainty (± the rating deviation) around it, and dashed lines at the fixed ratings of
the computer's levels, so the player sees where they stand against them.

Drawn like the scoreboard's other charts (charts.py): colours from the palette, so light and
dark schemes both read, axes with their titles and round values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from fivedice.words import QT_TRANSLATE_NOOP, translate

from .charts import captioned_painter, nice_ticks
from .shown import shown_count

if TYPE_CHECKING:
    from fivedice.store.records import RatingPoint

#: Title of the scoreboard's rating chart: one player's rating after each of their rated games.
CAPTION = QT_TRANSLATE_NOOP("Scoreboard", "Rating history")
#: Axis title along the foot of the scoreboard's rating chart: the rated games, oldest first.
X_TITLE = QT_TRANSLATE_NOOP("Scoreboard", "Rated games")
#: Axis title up the side of the scoreboard's rating chart, and the legend of its line (a noun:
#: a player's skill rating).
Y_TITLE = QT_TRANSLATE_NOOP("Scoreboard", "Rating")
#: Shown in the scoreboard's rating chart, and read aloud, while a player has no rated game.
EMPTY = QT_TRANSLATE_NOOP("Scoreboard", "No rated games yet.")

MIN_SPAN = 40.0
"""Ratings the y axis covers at the least (a single game with no uncertainty is not a line
through the middle of an axis that spans one point)."""
ANCHOR_NEAR = 0.2
"""How close an anchor outside the ratings and their bands may be and still be drawn (the axis
then stretches to it), as a share of the span they cover."""
DOTS_UP_TO = 40
"""Each game is marked with a dot up to this many games; past it the line alone."""
MIN_CONTRAST = 3.0
"""The least contrast (WCAG ratio) of the rating's line against the background."""


def _luminance(colour: QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _mix(a: QColor, b: QColor, share: float) -> QColor:
    """`a` moved `share` (0 to 1) of the way to `b`."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * share,
        a.greenF() + (b.greenF() - a.greenF()) * share,
        a.blueF() + (b.blueF() - a.blueF()) * share,
    )


def spread(wanted: Sequence[float], height: float, top: float, bottom: float) -> list[float]:
    """Centres for labels `height` tall, as near as they can be to the `wanted` ones (sorted,
    top first) without overlapping, kept from `top` to `bottom` where there is room."""
    out: list[float] = []
    for y in wanted:
        out.append(max(y, top, out[-1] + height) if out else max(y, top))
    for i in range(len(out) - 1, -1, -1):
        limit = bottom if i == len(out) - 1 else out[i + 1] - height
        out[i] = min(out[i], limit)
    # Back down where the top left no room: overlapping past the bottom beats overlapping.
    for i in range(1, len(out)):
        out[i] = max(out[i], out[i - 1] + height)
    return out


class RatingChart(QWidget):
    """A player's rating after each of their rated games, oldest on the left, with the band of
    its uncertainty around it and dashed reference lines (the computer's levels)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[RatingPoint] = []
        self._numbers: list[int] = []
        self._anchors: list[tuple[str, float]] = []
        self.y_ticks: list[int] = []
        """The values up the y axis, lowest first (none while there is no rated game)."""
        self.x_ticks: list[tuple[int, str]] = []
        """(index of the game, text) of each value written under the x axis."""
        self.anchors_shown: list[tuple[str, float]] = []
        """The anchors drawn: those within the axis' range, highest first."""
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("Scoreboard", CAPTION))
        self._arrange()

    # What is shown.

    def set_points(self, points: Sequence[RatingPoint]) -> None:
        """Show these results, oldest first (none: the chart says there is no rated game)."""
        self._points = list(points)
        self._numbers = [p.game or i + 1 for i, p in enumerate(self._points)]
        """Each point's number among the rated games (a long history comes spread out)."""
        self._arrange()

    def set_anchors(self, anchors: Sequence[tuple[str, float]]) -> None:
        """Draw a dashed line at each (label, rating) within the ratings' range or near it, the
        label (translated already) at its right end."""
        self._anchors = list(anchors)
        self._arrange()

    def points(self) -> list[RatingPoint]:
        """The results shown, oldest first."""
        return list(self._points)

    def _arrange(self) -> None:
        """The axes' values, the anchors drawn and the description, for the points and
        anchors given."""
        self.y_ticks, self.x_ticks, self.anchors_shown = [], [], []
        points = self._points
        if not points:
            self.setAccessibleDescription(translate("Scoreboard", EMPTY))
            self.update()
            return
        low = min(p.rating - abs(p.rd) for p in points)
        high = max(p.rating + abs(p.rd) for p in points)
        if high - low < MIN_SPAN:
            middle = (low + high) / 2
            low, high = middle - MIN_SPAN / 2, middle + MIN_SPAN / 2
        near = (high - low) * ANCHOR_NEAR
        close = [v for _, v in self._anchors if low - near <= v <= high + near]
        self.y_ticks = nice_ticks(min([low, *close]), max([high, *close]))
        bottom, top = self.y_ticks[0], self.y_ticks[-1]
        self.anchors_shown = sorted(
            ((name, v) for name, v in self._anchors if bottom <= v <= top),
            key=lambda anchor: -anchor[1],
        )
        first, last = self._numbers[0], self._numbers[-1]
        step = next(s for s in _steps() if (last - first + 1) / s <= 8)
        # The first game, then every 2nd, 5th, 10th…: 1, 5, 10, 15…
        shown = [g for g in range(first, last + 1) if g == first or g % step == 0]
        self.x_ticks = [(g, shown_count(g)) for g in shown]
        self.setAccessibleDescription(self._description())
        self.update()

    def _description(self) -> str:
        points = self._points
        last, n = points[-1], self._numbers[-1]
        rating, rd = shown_count(round(last.rating)), shown_count(round(abs(last.rd)))
        if n == 1:
            #: Read aloud for the scoreboard's rating chart after one rated game: the player's
            #: rating, and ± how much it may be off ({rd}).
            text = translate("Scoreboard", "Rating {rating} (±{rd}) after one rated game.")
            text = text.format(rating=rating, rd=rd)
        else:
            #: Read aloud for the scoreboard's rating chart: the player's rating now, ± how
            #: much it may be off ({rd}), after %n games, and their rating after the first game.
            text = translate(
                "Scoreboard",
                "Rating {rating} (±{rd}) after %n rated games; {first} after the first.",
                None,
                n,
            )
            text = text.format(rating=rating, rd=rd, first=shown_count(round(points[0].rating)))
        if self.anchors_shown:
            levels = ", ".join(
                #: Read aloud for a reference line of the scoreboard's rating chart: the
                #: computer level's name and its fixed rating ("Normal 1,500").
                translate("Scoreboard", "{name} {rating}").format(
                    name=name, rating=shown_count(round(v))
                )
                for name, v in self.anchors_shown
            )
            #: Read aloud after the rating chart's summary: the computer levels' ratings, drawn
            #: as lines to compare with ("Easy 1,290, Normal 1,500").
            text += " " + translate("Scoreboard", "For comparison: {levels}.").format(levels=levels)
        return text

    # Where things are drawn.

    def plot_rect(self) -> QRectF:
        """The rectangle the ratings are drawn in, inside the axes."""
        fm = self.fontMetrics()
        widest = max((fm.horizontalAdvance(shown_count(t)) for t in self.y_ticks), default=0)
        left = fm.height() + 8 + widest + 6  # the y axis' title, turned, then its values
        top = fm.height() * 2 + 14  # the caption, then the legend
        bottom = 2 * fm.height() + 12  # the x axis' values, then its title
        labels = QFontMetricsF(self._small_font())
        names = (labels.horizontalAdvance(name) for name, _ in self.anchors_shown)
        right = max(14.0, 8 + max(names, default=0) + 4)
        return QRectF(
            left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom)
        )

    def x_of(self, index: int) -> float:
        """The x of the game at `index` (0 the first) in the points shown."""
        return self._x_of_game(self._numbers[index])

    def _x_of_game(self, number: int) -> float:
        """The x of the rated game `number` (1 the first), between the first and the latest
        shown."""
        area = self.plot_rect()
        first, last = self._numbers[0], self._numbers[-1]
        return area.left() + area.width() * (
            (number - first) / (last - first) if last > first else 0.5
        )

    def y_of(self, rating: float) -> float:
        """The y of `rating` (the plot's bottom while there is no axis)."""
        area = self.plot_rect()
        if not self.y_ticks:
            return area.bottom()
        low, high = self.y_ticks[0], self.y_ticks[-1]
        return area.bottom() - area.height() * (rating - low) / (high - low)

    def anchor_label_rects(self) -> list[tuple[str, QRectF]]:
        """(label, where it is written) of each anchor drawn, highest first: at the right end of
        its line, or moved up or down just enough not to overlap its neighbours."""
        if not self.anchors_shown:
            return []
        area = self.plot_rect()
        fm = QFontMetricsF(self._small_font())
        height = fm.height()
        wanted = [self.y_of(v) for _, v in self.anchors_shown]
        centres = spread(wanted, height, area.top(), area.bottom())
        return [
            (name, QRectF(area.right() + 8, y - height / 2, fm.horizontalAdvance(name) + 2, height))
            for (name, _), y in zip(self.anchors_shown, centres, strict=True)
        ]

    # Colours.

    def ink(self) -> QColor:
        """The colour of text and axes: the palette's window text."""
        return self.palette().color(QPalette.ColorRole.WindowText)

    def background(self) -> QColor:
        """The colour the chart is drawn on: the palette's window."""
        return self.palette().color(QPalette.ColorRole.Window)

    def line_colour(self) -> QColor:
        """The rating line's colour: the palette's highlight, moved toward the text colour
        where it would not stand out from the background (a dark highlight on a dark window)."""
        accent, ink, ground = self._accent(), self.ink(), self.background()
        colour = accent
        for share in (0.2, 0.4, 0.6, 0.8, 1.0):
            if contrast(colour, ground) >= MIN_CONTRAST:
                break
            colour = _mix(accent, ink, share)
        return colour

    def band_colour(self) -> QColor:
        """The uncertainty band's colour: the line's, translucent."""
        colour = QColor(self.line_colour())
        colour.setAlpha(60)
        return colour

    def _accent(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Highlight)

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        else:
            font.setPixelSize(max(8, round(font.pixelSize() * 0.85)))
        return font

    # Painting.

    def paintEvent(self, event: QPaintEvent) -> None:
        p = captioned_painter(self, translate("Scoreboard", CAPTION))
        if not self._points:
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("Scoreboard", EMPTY))
            return
        area = self.plot_rect()
        self._axes(p, area)
        self._legend(p, area)
        p.save()
        p.setClipRect(area.adjusted(-6, -6, 6, 6))  # (the dots at the ends whole)
        self._band(p)
        self._anchor_lines(p, area)
        self._line(p)
        p.restore()
        self._anchor_labels(p, area)

    def _axes(self, p: QPainter, area: QRectF) -> None:
        fm = self.fontMetrics()
        ink, faint = self.ink(), QColor(self.ink())
        faint.setAlpha(45)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for tick in self.y_ticks:
            y = self.y_of(tick)
            p.setPen(QPen(faint, 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(ink)
            p.drawText(
                QRectF(0, y - fm.height() / 2, area.left() - 6, fm.height()),
                right,
                shown_count(tick),
            )
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        for number, text in self.x_ticks:
            x = self._x_of_game(number)
            p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3))
            p.drawText(QRectF(x - 30, area.bottom() + 4, 60, fm.height()), centre, text)
        below = QRectF(area.left(), area.bottom() + fm.height() + 6, area.width(), fm.height())
        p.drawText(below, Qt.AlignmentFlag.AlignHCenter, translate("Scoreboard", X_TITLE))
        p.save()
        p.translate(2, area.center().y())
        p.rotate(-90)
        p.drawText(
            QRectF(-area.height() / 2, 0, area.height(), fm.height()),
            centre,
            translate("Scoreboard", Y_TITLE),
        )
        p.restore()

    def _legend(self, p: QPainter, area: QRectF) -> None:
        fm = self.fontMetrics()
        y = area.top() - fm.height() - 6
        rating = translate("Scoreboard", Y_TITLE)
        #: Legend of the band around the rating chart's line: where the player's true rating
        #: likely lies (± the rating deviation). Short.
        likely = translate("Scoreboard", "Likely range")
        width = 18 + fm.horizontalAdvance(rating) + 16 + 18 + fm.horizontalAdvance(likely)
        x = max(4.0, (self.width() - width) / 2)
        middle = y + fm.height() / 2
        p.setPen(QPen(self.line_colour(), 2.5))
        p.drawLine(QPointF(x, middle), QPointF(x + 14, middle))
        p.setPen(self.ink())
        p.drawText(QRectF(x + 18, y, fm.horizontalAdvance(rating) + 4, fm.height()), rating)
        x += 18 + fm.horizontalAdvance(rating) + 16
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.band_colour())
        p.drawRect(QRectF(x, middle - 5, 14, 10))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(self.ink())
        p.drawText(QRectF(x + 18, y, fm.horizontalAdvance(likely) + 4, fm.height()), likely)

    def _band(self, p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.band_colour())
        points = self._points
        tops = [self.y_of(q.rating + abs(q.rd)) for q in points]
        feet = [self.y_of(q.rating - abs(q.rd)) for q in points]
        if len(points) == 1:  # a bar as tall as the band, under the dot
            p.drawRoundedRect(QRectF(self.x_of(0) - 8, tops[0], 16, feet[0] - tops[0]), 3, 3)
            return
        xs = [self.x_of(i) for i in range(len(points))]
        outline = [QPointF(x, y) for x, y in zip(xs, tops, strict=True)]
        outline += [QPointF(x, y) for x, y in reversed(list(zip(xs, feet, strict=True)))]
        p.drawPolygon(QPolygonF(outline))

    def _anchor_lines(self, p: QPainter, area: QRectF) -> None:
        faint = QColor(self.ink())
        faint.setAlpha(150)
        p.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
        for _, v in self.anchors_shown:
            y = self.y_of(v)
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))

    def _anchor_labels(self, p: QPainter, area: QRectF) -> None:
        faint = QColor(self.ink())
        faint.setAlpha(150)
        p.setFont(self._small_font())
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for (name, rect), (_, v) in zip(self.anchor_label_rects(), self.anchors_shown, strict=True):
            y = self.y_of(v)
            if abs(rect.center().y() - y) > 1:  # moved off its line: a short lead to it
                p.setPen(QPen(faint, 1))
                p.drawLine(QPointF(area.right(), y), QPointF(rect.left() - 1, rect.center().y()))
            p.setPen(self.ink())
            p.drawText(rect, left, name)
        p.setFont(self.font())

    def _line(self, p: QPainter) -> None:
        colour = self.line_colour()
        pen = QPen(colour, 2.5)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        points = [QPointF(self.x_of(i), self.y_of(q.rating)) for i, q in enumerate(self._points)]
        if len(points) > 1:
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath(points[0])
            for at in points[1:]:
                path.lineTo(at)
            p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        if len(points) <= DOTS_UP_TO:
            for at in points[:-1]:
                p.drawEllipse(at, 2.5, 2.5)
        # The latest rating, the one the player has now, stands out.
        p.setPen(QPen(self.background(), 1.5))
        p.drawEllipse(points[-1], 4.5, 4.5)


def _steps() -> list[int]:
    """1, 5, 10, 25, 50, 100, 250… up to far more games than anyone plays (no 2: "1, 2, 4"
    crowds the first values together)."""
    return [1, 5, *(m * 10**e for e in range(7) for m in (10, 25, 50))]

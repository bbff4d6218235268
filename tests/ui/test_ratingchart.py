"""The scoreboard's rating chart: a player's rating after each rated game with its uncertainty,
the computer levels' ratings to compare with, readable in light and dark schemes."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise

import pytest
from PySide6.QtCore import QLocale, QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPalette
from pytestqt.qtbot import QtBot

from fivedice.store.records import RatingPoint
from fivedice.ui.dialogs.ratingchart import RatingChart, contrast

LEVELS = [("Easy", 1290.0), ("Normal", 1500.0), ("Hard", 1600.0), ("Expert", 1610.0)]
"""The computer levels' fixed ratings (Hard and Expert ten points apart)."""


def games(n: int = 25, seed: int = 7) -> list[RatingPoint]:
    """`n` rated games of a player climbing from 1500 toward 1650 while the rating deviation
    shrinks from 350 toward 80."""
    rng = random.Random(seed)
    rating, rd, out = 1500.0, 350.0, []
    for i in range(n):
        rating += (1650 - rating) * 0.12 + rng.uniform(-35, 35)
        rd = max(80.0, rd * 0.93)
        out.append(RatingPoint(f"2026-11-{i % 28 + 1:02d}T18:02:11+00:00", rating, rd))
    return out


def chart(
    qtbot: QtBot,
    points: Sequence[RatingPoint] = (),
    anchors: Sequence[tuple[str, float]] = (),
    palette: QPalette | None = None,
) -> RatingChart:
    """A rating chart of these points and anchors, shown at a dialog's size."""
    shown = RatingChart()
    qtbot.addWidget(shown)
    if palette is not None:
        shown.setPalette(palette)
    shown.resize(520, 320)
    shown.set_points(points)
    shown.set_anchors(anchors)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def picture(widget: RatingChart) -> QImage:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("magenta"))  # rendering leaves none of it: the window's colour is drawn
    widget.render(image)
    return image


def inked(image: QImage, area: QRectF, background: QColor) -> int:
    """Pixels in `area` of `image` that stand out from `background`."""
    count = 0
    for x in range(int(area.left()), int(area.right())):
        for y in range(int(area.top()), int(area.bottom())):
            if contrast(image.pixelColor(x, y), background) > 1.5:
                count += 1
    return count


def dark_palette() -> QPalette:
    """A dark scheme whose highlight is a dark navy: drawn as it is, it would vanish."""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#1e1e1e"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e8e8e8"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#1d3557"))
    return palette


def test_the_values_up_the_side_cover_every_rating_and_its_band(qtbot: QtBot) -> None:
    points = games()
    shown = chart(qtbot, points)
    ticks = shown.y_ticks
    assert ticks[0] <= min(p.rating - p.rd for p in points)
    assert ticks[-1] >= max(p.rating + p.rd for p in points)
    # Round values, evenly spaced: 1000, 1200, 1400…
    steps = {b - a for a, b in pairwise(ticks)}
    assert len(steps) == 1 and steps.pop() in (10, 20, 25, 50, 100, 200, 250, 500)
    area = shown.plot_rect()
    for p in points:
        assert area.top() - 0.5 <= shown.y_of(p.rating + p.rd) <= shown.y_of(p.rating - p.rd)
        assert shown.y_of(p.rating - p.rd) <= area.bottom() + 0.5


def test_a_higher_rating_is_drawn_higher_and_later_games_further_right(qtbot: QtBot) -> None:
    points = games()
    shown = chart(qtbot, points)
    ratings = [p.rating for p in points]
    best, worst = ratings.index(max(ratings)), ratings.index(min(ratings))
    assert shown.y_of(ratings[best]) < shown.y_of(ratings[worst])
    area = shown.plot_rect()
    assert area.left() <= shown.x_of(0) < shown.x_of(len(points) - 1) <= area.right()
    # The latest rating's dot is there, in the line's colour.
    last = QPoint(round(shown.x_of(len(points) - 1)), round(shown.y_of(ratings[-1])))
    assert contrast(picture(shown).pixelColor(last), shown.line_colour()) < 1.2
    assert "after 25 rated games" in shown.accessibleDescription()


def test_without_rated_games_the_chart_says_so(qtbot: QtBot) -> None:
    shown = chart(qtbot, anchors=LEVELS)
    assert shown.y_ticks == [] and shown.anchors_shown == []
    assert shown.accessibleDescription() == "No rated games yet."
    image = picture(shown)
    middle = QRectF(0, shown.height() / 2 - 15, shown.width(), 30)
    assert inked(image, middle, shown.background()) > 50  # the message is written
    below = QRectF(0, shown.height() / 2 + 20, shown.width(), shown.height() / 2 - 20)
    assert inked(image, below, shown.background()) == 0  # and nothing else: no axes


def test_in_a_dark_scheme_the_line_stands_out_from_the_background(qtbot: QtBot) -> None:
    palette = dark_palette()
    highlight = palette.color(QPalette.ColorRole.Highlight)
    assert contrast(highlight, palette.color(QPalette.ColorRole.Window)) < 2  # as it would be
    points = games()
    shown = chart(qtbot, points, LEVELS, palette)
    assert shown.background() == QColor("#1e1e1e")
    assert contrast(shown.line_colour(), shown.background()) >= 3
    image = picture(shown)
    last = QPoint(round(shown.x_of(len(points) - 1)), round(shown.y_of(points[-1].rating)))
    assert contrast(image.pixelColor(last), shown.background()) >= 3
    # The text is light on dark: a corner of the window is the dark background.
    assert contrast(image.pixelColor(1, shown.height() - 2), shown.background()) < 1.05
    # A light scheme's highlight is left as it is.
    light = chart(qtbot, points)
    assert light.line_colour() == light.palette().color(QPalette.ColorRole.Highlight)
    assert contrast(light.line_colour(), light.background()) >= 3


def test_a_single_game_is_a_dot_with_its_band(qtbot: QtBot) -> None:
    only = RatingPoint("2026-11-30T18:02:11+00:00", 1512.0, 330.0)
    shown = chart(qtbot, [only], LEVELS)
    assert shown.y_ticks[0] <= 1512 - 330 and shown.y_ticks[-1] >= 1512 + 330
    area = shown.plot_rect()
    assert shown.x_of(0) == area.center().x()
    image = picture(shown)
    dot = QPoint(round(shown.x_of(0)), round(shown.y_of(1512)))
    assert contrast(image.pixelColor(dot), shown.line_colour()) < 1.2
    # The band reaches above and below the dot.
    for rating in (1512 + 300, 1512 - 300):
        at = QPoint(dot.x(), round(shown.y_of(rating)))
        assert image.pixelColor(at) != image.pixelColor(QPoint(dot.x() + 40, at.y()))
    said = f"Rating {QLocale().toString(1512)} (±330) after one rated game."
    assert shown.accessibleDescription().startswith(said)


def test_close_levels_are_labelled_apart_and_far_ones_left_out(qtbot: QtBot) -> None:
    points = games()[-10:]  # late games: ratings 1500–1700, the band ±80 or so
    shown = chart(qtbot, points, [*LEVELS, ("Beginner", 600.0)])
    assert "Beginner" not in [name for name, _ in shown.anchors_shown]
    labels = shown.anchor_label_rects()
    assert [name for name, _ in labels][:2] == ["Expert", "Hard"]  # the higher one on top
    rects = [rect for _, rect in labels]
    for i, rect in enumerate(rects):
        assert QRectF(shown.rect()).contains(rect)
        assert rect.left() >= shown.plot_rect().right()
        assert all(not rect.intersects(other) for other in rects[i + 1 :])
    # Every label stays near its line: the reader can tell which is which.
    for (_, rect), (_, rating) in zip(labels, shown.anchors_shown, strict=True):
        assert abs(rect.center().y() - shown.y_of(rating)) <= rect.height()
    levels = ", ".join(f"{name} {QLocale().toString(round(v))}" for name, v in shown.anchors_shown)
    assert f"For comparison: {levels}." in shown.accessibleDescription()
    assert levels.startswith("Expert")


def test_a_level_near_the_ratings_stretches_the_axis_to_it(qtbot: QtBot) -> None:
    steady = [RatingPoint("2026-11-30T18:02:11+00:00", 1700.0, 60.0)] * 3
    shown = chart(qtbot, steady, [("Hard", 1600.0), ("Easy", 1290.0)])
    assert [name for name, _ in shown.anchors_shown] == ["Hard"]
    assert shown.y_ticks[0] <= 1600


def test_numbers_are_written_as_the_players_language_writes_them(
    qtbot: QtBot, german_locale: None
) -> None:
    points = [*games()[:-1], RatingPoint("2026-11-30T18:02:11+00:00", 1612.4, 80.0)]
    shown = chart(qtbot, points)
    assert shown.accessibleDescription().startswith("Rating 1.612 (±80) after 25 rated games;")
    shown.grab()  # the axis' values, 1.600 and the like, fit its margin


def test_a_spread_out_history_is_drawn_by_game_number(qtbot) -> None:
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(560, 340)
    chart.show()
    qtbot.waitExposed(chart)
    chart.set_points(
        [
            RatingPoint("2026-01-01T10:00:00+00:00", 1500.0, 300.0, 1),
            RatingPoint("2026-02-01T10:00:00+00:00", 1550.0, 120.0, 50),
            RatingPoint("2026-03-01T10:00:00+00:00", 1600.0, 80.0, 100),
        ]
    )
    left, right = chart.x_of(0), chart.x_of(2)
    assert chart.x_of(1) - left == pytest.approx((right - left) * 49 / 99)
    assert chart.x_ticks[0] == (1, "1") and chart.x_ticks[-1] == (100, "100")
    assert "after 100 rated games" in chart.accessibleDescription()

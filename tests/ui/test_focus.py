"""Keyboard focus: Tab goes round the whole window and back, and the focused control always
shows a ring, ≥ 3:1 against what it sits on, never to be mistaken for the hint's "KEEP?"."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from fivedice.core import Category
from fivedice.store.settings import PlayerSetting, Settings
from fivedice.ui.shell.theme import DARK, LIGHT, contrast_ratio

from .helpers import cell_text, press, scripted

K = Qt.Key
SCHEMES = ["light", "dark"]


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def tab(qtbot, backwards: bool = False) -> QWidget | None:
    """A real Tab (or Shift+Tab) key press to whatever has the focus."""
    widget = focused()
    assert widget is not None
    if backwards:
        QTest.keyClick(widget, K.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    else:
        QTest.keyClick(widget, K.Key_Tab)
    return focused()


def tab_stops(window) -> list[QWidget]:
    """The round Tab should make from the card: dice, Roll, How to play, the toolbar."""
    toolbar = [b for b in window.menu.buttons() if b.isVisible() and b.isEnabled()]
    return [*window.tray.dice, window.tray.roll_button, window.tray.help_button, *toolbar]


def rolled_window(make_window, qtbot, **settings):
    window = make_window(**settings)
    press(qtbot, window, K.Key_Space)  # dice can be held now: they take part in the round
    assert window.controller.game.rolls_used == 1
    assert focused() is window.scorecard
    return window


@pytest.mark.parametrize("width", [1180, 760])
def test_tab_goes_round_the_window_and_back_to_the_card(make_window, qtbot, width):
    window = rolled_window(make_window, qtbot)
    window.resize(width, window.height())
    qtbot.waitUntil(lambda: window.width() == width)
    QApplication.processEvents()
    stops = tab_stops(window)
    # Every toolbar action is available after a roll: as a button, or (on a narrow window)
    # behind the » button, which then ends the toolbar's part of the round.
    toolbar = window.menu.toolbar
    folded = [a for a in toolbar.actions() if not toolbar.widgetForAction(a).isVisible()]
    more = window.menu.more_button
    buttons = [b for b in stops[7:] if b is not more]
    assert len(buttons) + len(folded) == 10
    assert (stops[-1] is more) == bool(folded)
    if width == 1180:
        assert not folded
    reached = [tab(qtbot) for _ in stops]
    assert [w.accessibleName() for w in reached] == [w.accessibleName() for w in stops]
    assert reached == stops
    assert tab(qtbot) is window.scorecard  # and round again, not stuck anywhere


def test_shift_tab_goes_round_the_other_way(make_window, qtbot):
    window = rolled_window(make_window, qtbot)
    stops = tab_stops(window)
    reached = [tab(qtbot, backwards=True) for _ in stops]
    assert reached == stops[::-1]
    assert tab(qtbot, backwards=True) is window.scorecard


def test_tab_skips_what_cannot_be_used_and_finds_a_message(make_window, qtbot):
    window = make_window()  # before the first roll: the dice and Undo are off
    window.controller.notice.emit("The history could not be read.")
    expected = [
        window.tray.roll_button,
        window.tray.help_button,
        *[b for b in window.menu.buttons() if b.isVisible() and b.isEnabled()],
        window.notice_bar.dismiss,
        window.scorecard,
    ]
    undo = window.menu.toolbar.widgetForAction(window.menu.actions["undo"])
    assert undo not in expected
    assert [tab(qtbot) for _ in expected] == expected


def test_up_down_and_enter_still_work_on_the_card_after_a_round(make_window_with, qtbot):
    settings = Settings(players=(PlayerSetting("Ana"),), animation=False)
    window = make_window_with(settings, game=scripted([(2, 2, 3, 3, 3)]))
    press(qtbot, window, K.Key_Space)
    for _ in range(len(tab_stops(window)) + 1):
        tab(qtbot)
    assert focused() is window.scorecard
    press(qtbot, window, K.Key_Up)  # wraps round to the last box, Chance
    press(qtbot, window, K.Key_Up)
    assert window.scorecard.selected == (0, Category.FIVE_KIND)
    press(qtbot, window, K.Key_Up)
    assert window.scorecard.selected == (0, Category.LARGE_STRAIGHT)
    press(qtbot, window, K.Key_Down)
    press(qtbot, window, K.Key_Down)
    assert window.scorecard.selected == (0, Category.CHANCE)
    press(qtbot, window, K.Key_Return)
    assert cell_text(window, Category.CHANCE) == "13"
    assert window.controller.game.card(0) == {Category.CHANCE: 13}


def test_the_card_table_has_no_small_corner_button(make_window):
    card = make_window().scorecard
    assert not card.tabKeyNavigation()
    assert not any(b.isVisible() for b in card.findChildren(QAbstractButton))


# ----------------------------------------------------------------------------- the rings


def pixels(image: QImage) -> np.ndarray:
    """RGB in 0…1, rows × columns × 3."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = image.width(), image.height()
    raw = np.frombuffer(image.constBits(), np.uint8, count=image.sizeInBytes())
    rows = raw.reshape(height, image.bytesPerLine())[:, : width * 3]
    return rows.reshape(height, width, 3).astype(float) / 255


def luminance(rgb: np.ndarray) -> np.ndarray:
    """WCAG relative luminance of every pixel."""
    linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    return linear @ np.array([0.2126, 0.7152, 0.0722])


def contrast(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    la, lb = luminance(a), luminance(b)
    return (np.maximum(la, lb) + 0.05) / (np.minimum(la, lb) + 0.05)


def shot(control: QWidget, margin: int = 6) -> np.ndarray:
    """The control and a little round it, as its window shows it."""
    top = control.window()
    QApplication.processEvents()
    rect = QRect(control.mapTo(top, QPoint(0, 0)), control.size()).adjusted(
        -margin, -margin, margin, margin
    )
    return pixels(top.grab(rect).toImage())


def ring_pixels(qtbot, control: QWidget) -> tuple[int, int]:
    """(pixels that change by ≥ 3:1 when `control` takes the focus, its perimeter).

    WCAG 2.2's focus appearance: the change is at least as large as a 1 px line round the
    control, with 3:1 between the focused and the unfocused colours of those pixels.
    """
    control.window().activateWindow()
    qtbot.waitUntil(control.window().isActiveWindow, timeout=2000)
    control.clearFocus()
    before = shot(control)
    control.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(control.hasFocus, timeout=2000)
    after = shot(control)
    changed = int(np.count_nonzero(contrast(before, after) >= 3.0))
    return changed, 2 * (control.width() + control.height())


def assert_rings(qtbot, controls: list[QWidget]) -> None:
    assert controls
    for control in controls:
        changed, perimeter = ring_pixels(qtbot, control)
        label = f"{type(control).__name__} {control.accessibleName()!r}"
        assert changed >= perimeter, f"{label}: focus changes {changed} px, needs {perimeter}"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_control_of_the_window_shows_focus(make_window, qtbot, scheme):
    window = rolled_window(make_window, qtbot, color_scheme=scheme)
    assert window.theme is (DARK if scheme == "dark" else LIGHT)
    window.controller.notice.emit("A message with a Dismiss button.")
    assert_rings(qtbot, [window.scorecard, *tab_stops(window), window.notice_bar.dismiss])


def dialog_controls(dialog: QWidget) -> list[QWidget]:
    return [
        w
        for w in dialog.findChildren(QWidget)
        if w.isVisible()
        and w.isEnabled()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.focusProxy() is None
    ]


@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_control_of_the_dialogs_shows_focus(make_window, qtbot, scheme):
    window = make_window(color_scheme=scheme)
    window.menu.actions["settings"].trigger()
    dialog = window.settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    controls = dialog_controls(dialog)
    assert len(controls) >= 6  # speed, animation, colours, coach, OK, Cancel
    assert_rings(qtbot, controls)
    dialog.reject()
    window.menu.actions["new_game"].trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.count.setValue(2)
    dialog.budget_on.setChecked(True)
    controls = dialog_controls(dialog)
    assert len(controls) >= 1 + 2 * 2 + 2 + 2 + 2 + 2
    assert_rings(qtbot, controls)
    dialog.reject()


def ring_colour(before: np.ndarray, after: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The pixels a change painted (mask), and their typical colour."""
    mask = contrast(before, after) >= 1.5
    return mask, np.median(after[mask], axis=0)


def solidity(mask: np.ndarray) -> float:
    """How unbroken a ring's top edge is: 1 for a solid line, well below for a dashed one."""
    top = mask[: mask.shape[0] // 2]
    row = top[int(np.argmax(top.sum(axis=1)))]
    xs = np.flatnonzero(row)
    return len(xs) / (xs[-1] - xs[0] + 1)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_a_focused_die_never_looks_like_the_hint(make_window_with, qtbot, scheme):
    settings = Settings(players=(PlayerSetting("Ana"),), animation=False, color_scheme=scheme)
    window = make_window_with(settings, game=scripted([(6, 6, 6, 2, 1)]))
    theme = window.theme
    die = window.tray.dice[0]
    press(qtbot, window, K.Key_Space)
    plain = shot(die, margin=0)

    press(qtbot, window, K.Key_H)  # hold the three sixes, says the hint
    assert [d.suggested for d in window.tray.dice] == [True, True, True, False, False]
    hinted = shot(die, margin=0)
    hint_mask, hint_colour = ring_colour(plain, hinted)

    window.tray.show_hint("", None)  # the hint gone, the same die focused by Tab instead
    die.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(die.hasFocus)
    focused_die = shot(die, margin=0)
    focus_mask, focus_colour = ring_colour(plain, focused_die)

    felt = plain[2, 2]  # the ring sits on the tray's felt
    assert contrast(focus_colour, felt) >= 3.0
    assert contrast(hint_colour, felt) >= 3.0
    # Different colours (white against amber) and different lines (solid against dashed).
    assert np.abs(focus_colour - hint_colour).sum() > 0.5
    assert solidity(focus_mask) > 0.95 > 0.85 > solidity(hint_mask)
    assert contrast_ratio(theme.focus_on_felt, theme.felt) >= 3.0
    assert contrast_ratio(theme.hint, theme.felt) >= 3.0

    # Both at once: both rings are there, one inside the other.
    press(qtbot, window, K.Key_H)
    both = shot(die, margin=0)
    assert np.count_nonzero(np.all(np.abs(both - focus_colour) < 0.1, axis=2)) > 100
    assert np.count_nonzero(np.all(np.abs(both - hint_colour) < 0.1, axis=2)) > 100


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=SCHEMES)
def test_the_focus_colours_stand_out_from_what_they_sit_on(theme):
    for background in (theme.window, theme.panel, theme.notice, theme.totals_row):
        assert contrast_ratio(theme.focus, background) >= 3.0, background.name()
    for background in (theme.felt, theme.felt.darker(150)):  # paused, the felt darkens
        assert contrast_ratio(theme.focus_on_felt, background) >= 3.0
    assert theme.hint not in (theme.focus, theme.focus_on_felt)

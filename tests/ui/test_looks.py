"""Light and dark schemes, the system's choice, Settings, and the roll animation."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QStyleHints
from PySide6.QtWidgets import QApplication

from fivedice.ui.shell import theme as theme_module
from fivedice.ui.shell.theme import DARK, LIGHT

from .helpers import click, press


def window_colour() -> str:
    return QApplication.palette().color(QPalette.ColorRole.Window).name()


def test_the_dark_scheme_setting(make_window):
    window = make_window(color_scheme="dark")
    assert window.theme is DARK
    assert window_colour() == DARK.window.name()


def test_settings_switch_the_scheme_and_speed_without_a_new_game(make_window, qtbot, data_dir):
    window = make_window(color_scheme="dark")
    press(qtbot, window, Qt.Key.Key_Space)
    game = window.controller.game
    window.menu.actions["settings"].trigger()
    dialog = window.settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.scheme.setCurrentIndex(dialog.scheme.findData("light"))
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    click(qtbot, dialog.ok_button)
    assert window.theme is LIGHT and window_colour() == LIGHT.window.name()
    assert window.controller.game is game and game.rolls_used == 1
    saved = (data_dir / "settings.json").read_text()
    assert '"color_scheme": "light"' in saved and '"computer_speed": "fast"' in saved


def test_following_the_system_scheme(make_window, monkeypatch):
    window = make_window(color_scheme="system")
    monkeypatch.setattr(theme_module, "system_prefers_dark", lambda: True)
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert window.theme is DARK and window_colour() == DARK.window.name()
    monkeypatch.setattr(theme_module, "system_prefers_dark", lambda: False)
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert window.theme is LIGHT


def test_a_chosen_scheme_ignores_the_system(make_window, monkeypatch):
    window = make_window(color_scheme="light")
    monkeypatch.setattr(theme_module, "system_prefers_dark", lambda: True)
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert window.theme is LIGHT


def test_rolling_dice_tumble_briefly_when_animation_is_on(make_window, qtbot):
    window = make_window(animation=True)
    dice = window.tray.dice
    press(qtbot, window, Qt.Key.Key_Space)
    assert all(d.animating for d in dice)
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_R)
    assert not dice[0].animating and all(d.animating for d in dice[1:])
    # What a screen reader hears is the real face at once, animation or not.
    game = window.controller.game
    assert dice[1].accessibleName().startswith("Die 2: ")
    qtbot.waitUntil(lambda: not any(d.animating for d in dice), timeout=2000)
    assert tuple(d.face for d in dice) == game.dice


def test_no_animation_when_it_is_switched_off(make_window, qtbot):
    window = make_window(animation=False)
    press(qtbot, window, Qt.Key.Key_Space)
    assert not any(d.animating for d in window.tray.dice)


def test_the_title_bar_follows_the_chosen_scheme(make_window, qtbot, monkeypatch):
    """The frame the platform draws (the title bar) is asked for the scheme chosen in Settings,
    and asked to follow the desktop again with "Follow the system"."""
    hints = QGuiApplication.styleHints()
    asked: list[Qt.ColorScheme] = []
    real = type(hints).setColorScheme

    def request(self: QStyleHints, scheme: Qt.ColorScheme) -> None:
        asked.append(scheme)
        real(self, scheme)

    monkeypatch.setattr(type(hints), "setColorScheme", request)
    window = make_window(color_scheme="light")
    assert asked[-1] == Qt.ColorScheme.Light
    for choice, scheme in [
        ("dark", Qt.ColorScheme.Dark),
        ("system", Qt.ColorScheme.Unknown),
        ("light", Qt.ColorScheme.Light),
    ]:
        window.menu.actions["settings"].trigger()
        dialog = window.settings_dialog
        dialog.scheme.setCurrentIndex(dialog.scheme.findData(choice))
        click(qtbot, dialog.ok_button)
        assert asked[-1] == scheme
        if scheme is not Qt.ColorScheme.Unknown and hints.colorScheme() != Qt.ColorScheme.Unknown:
            # A platform that can follow the request reports it (offscreen cannot).
            assert hints.colorScheme() == scheme
    assert window.theme is LIGHT


def test_the_toolbar_turns_dark_with_the_window_when_switched_live(make_window, qtbot):
    """The toolbar has a style of its own, which the application's palette does not reach:
    switched to Dark in Settings it stayed light (#f4f1ea) under icons redrawn pale."""
    window = make_window(color_scheme="light")
    toolbar = window.menu.toolbar

    def background() -> QColor:
        image = toolbar.grab().toImage()
        return image.pixelColor(image.width() - 4, image.height() // 2)

    for scheme, theme in (("dark", DARK), ("light", LIGHT), ("dark", DARK)):
        window.menu.actions["settings"].trigger()
        dialog = window.settings_dialog
        qtbot.waitUntil(dialog.isVisible)
        dialog.scheme.setCurrentIndex(dialog.scheme.findData(scheme))
        click(qtbot, dialog.ok_button)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible())
        seen = background()
        assert abs(seen.lightness() - theme.window.lightness()) < 24, (scheme, seen.name())
        # The icons stay readable: drawn in the scheme's text colour, far from the background.
        icon = window.menu.actions["new_game"].icon().pixmap(20).toImage()
        inked = [
            icon.pixelColor(x, y)
            for x in range(icon.width())
            for y in range(icon.height())
            if icon.pixelColor(x, y).alpha() > 200
        ]
        assert inked and all(abs(c.lightness() - seen.lightness()) > 100 for c in inked)
        # And so do the words beside them (the buttons kept the light scheme's dark text).
        button = toolbar.widgetForAction(window.menu.actions["new_game"])
        shown = window.grab().toImage()  # as drawn in the window, over the bar
        corner = button.mapTo(window, button.rect().topLeft())
        words = [
            shown.pixelColor(corner.x() + x, corner.y() + y)
            for x in range(button.width() // 2, button.width())
            for y in range(button.height())
        ]
        assert any(abs(c.lightness() - seen.lightness()) > 100 for c in words), scheme

"""The menu bar (Game, Edit, View, Help) has every command with its key, the toolbar shows an
icon beside each word in the colour of the theme's text, and the help lists every key."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QImage, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QToolButton

from fivedice.ui.shell.commands import ACTIONS
from fivedice.ui.shell.menus import MainMenu
from fivedice.ui.shell.theme import DARK, LIGHT, Theme

NATIVE = QKeySequence.SequenceFormat.NativeText


def menus_of(window) -> dict[str, list[QAction]]:
    """The menu bar as the player reads it: titles (without the & of Alt keys) and items."""
    return {
        top.text().replace("&", ""): [a for a in top.menu().actions() if not a.isSeparator()]
        for top in window.menuBar().actions()
    }


def ink(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> str:
    """The colour the icon is drawn in: its most common pixel of those drawn most opaque."""
    image = icon.pixmap(QSize(48, 48), mode).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    pixels = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    solid = max(p.alpha() for p in pixels)
    assert solid > 100, "the icon draws nothing"
    colours = Counter(p.name() for p in pixels if p.alpha() == solid)
    return colours.most_common(1)[0][0]


def test_the_menu_bar_has_game_edit_view_help(make_window):
    window = make_window()
    menus = menus_of(window)
    assert list(menus) == ["Game", "Edit", "View", "Help"]
    assert window.menuBar().isVisible()
    names = {
        title: [a.text().replace("&", "") for a in actions] for title, actions in menus.items()
    }
    assert "Undo" in names["Edit"] and "Settings…" in names["Edit"]
    assert names["Help"] == ["How to play", "Keyboard shortcuts", "About Five Dice"]
    assert {"New game…", "Restart", "Pause", "Hint", "Quit"} <= set(names["Game"])


def test_every_command_of_the_window_is_in_a_menu_with_its_key(make_window):
    window = make_window()
    in_menus = [a for actions in menus_of(window).values() for a in actions]
    commands = [a for a in window.actions() if a.text()]
    assert len(commands) >= 13
    for action in commands:
        assert action in in_menus, f"{action.text()} is in no menu"
        # The menu shows the first shortcut beside the item; the tooltip names them all.
        if action.shortcuts():
            shown = action.shortcut().toString(NATIVE)
            assert shown and shown == action.shortcuts()[0].toString(NATIVE)
            for key in action.shortcuts():
                assert key.toString(NATIVE) in action.toolTip()
    keys = {a.objectName(): a.shortcut().toString(NATIVE) for a in in_menus}
    expected = {
        "newGameAction": "Ctrl+N",
        "undoAction": "Ctrl+Z",
        "pauseAction": "P",
        "hintAction": "H",
        "analysisAction": "A",
        "scoreboardAction": "Ctrl+B",
        "soundAction": "M",
        "settingsAction": "Ctrl+,",
        "helpAction": "F1",
        "quitAction": "Ctrl+Q",
    }
    assert {name: keys[name] for name in expected} == {
        name: QKeySequence(key).toString(NATIVE) for name, key in expected.items()
    }


def test_the_mac_finds_quit_settings_and_about_where_it_looks(make_window):
    window = make_window()
    roles = {name: a.menuRole() for name, a in window.menu.actions.items()}
    assert roles["quit"] is QAction.MenuRole.QuitRole
    assert roles["settings"] is QAction.MenuRole.PreferencesRole
    assert roles["about"] is QAction.MenuRole.AboutRole
    # Nothing else is moved by a guess from its words.
    assert {r for n, r in roles.items() if n not in ("quit", "settings", "about")} == {
        QAction.MenuRole.NoRole
    }


def test_keyboard_shortcuts_opens_how_to_play_at_the_keys(make_window, qtbot):
    window = make_window()
    window.menu.actions["keys"].trigger()
    qtbot.waitUntil(lambda: window.help_dialog is not None and window.help_dialog.isVisible())
    browser = window.help_dialog.browser
    qtbot.waitUntil(lambda: browser.verticalScrollBar().value() > 0)
    top = browser.cursorForPosition(QPoint(10, 10)).block().text()
    assert top == "Keys"
    # The page keeps its place while the game goes on behind it.
    window.controller.roll()
    QApplication.processEvents()
    assert browser.cursorForPosition(QPoint(10, 10)).block().text() == "Keys"


def test_about_from_the_help_menu_shows_the_version(make_window, qtbot):
    from fivedice import version

    window = make_window()
    window.menu.actions["about"].trigger()
    box = window.menu.about_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert f"version {version()}" in box.text()
    window.menu.actions["about"].trigger()  # a second one replaces the first
    assert window.menu.about_box is not box
    window.menu.about_box.close()
    qtbot.waitUntil(lambda: window.menu.about_box is None)


def test_toolbar_buttons_show_an_icon_beside_their_words(make_window):
    window = make_window()
    buttons = [b for b in window.menu.buttons() if b is not window.menu.more_button]
    assert len(buttons) == 10
    for button in buttons:
        assert isinstance(button, QToolButton)
        assert button.toolButtonStyle() is Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        assert button.text() and not button.icon().isNull(), button.text()
        assert ink(button.icon()) == LIGHT.text.name()  # until the theme says otherwise
        assert button.width() >= 44 and button.height() >= 44


@pytest.mark.parametrize(("width", "folded"), [(1180, False), (1024, False), (700, True)])
def test_the_toolbar_fits_or_folds_behind_more(make_window, qtbot, width, folded):
    window = make_window()
    window.resize(width, 760)
    qtbot.waitUntil(lambda: window.width() == width)
    QApplication.processEvents()
    buttons = [b for b in window.menu.buttons() if b is not window.menu.more_button]
    shown = [b for b in buttons if b.isVisible()]
    more = window.menu.more_button
    assert more is not None
    if folded:
        # Whole buttons fold behind », which is in sight and as big a target as the rest.
        assert more.isVisible() and 0 < len(shown) < len(buttons)
        assert window.menu.toolbar.rect().contains(more.geometry())
        assert more.width() >= 44 and more.height() >= 44
        assert all(b.width() >= b.sizeHint().width() for b in shown)  # no word cut short
        assert not more.icon().isNull()
    else:
        assert not more.isVisible() and shown == buttons
        toolbar = window.menu.toolbar
        assert all(toolbar.rect().contains(b.geometry()) for b in shown)


def bare_menu(qtbot) -> tuple[QMainWindow, MainMenu]:
    window = QMainWindow()
    qtbot.addWidget(window)
    # The slots a window gives today: Keyboard shortcuts and About work without theirs.
    slots = {spec.name: window.update for spec in ACTIONS if spec.name not in ("keys", "about")}
    return window, MainMenu(window, slots)


@pytest.mark.parametrize(("theme", "other"), [(LIGHT, DARK), (DARK, LIGHT)])
def test_icons_are_drawn_in_the_themes_text_colour(qtbot, theme: Theme, other: Theme):
    _window, menu = bare_menu(qtbot)
    menu.set_theme(other)
    before = {name: ink(a.icon()) for name, a in menu.actions.items()}
    menu.set_theme(theme)
    for name, action in menu.actions.items():
        assert ink(action.icon()) == theme.text.name(), name
        assert ink(action.icon()) != before[name]
        # A disabled action's icon is muted, as its words are.
        assert ink(action.icon(), QIcon.Mode.Disabled) == theme.muted.name(), name


def test_pause_shows_resume_with_a_play_icon(make_window, qtbot):
    window = make_window()
    pause = window.menu.actions["pause"]
    paused_icon = pause.icon().pixmap(48, 48).toImage()
    window.controller.roll()
    window.controller.pause()
    assert pause.text().replace("&", "") == "Resume"
    assert pause.icon().pixmap(48, 48).toImage() != paused_icon
    window.controller.resume()
    assert pause.text().replace("&", "") == "Pause"
    assert pause.icon().pixmap(48, 48).toImage() == paused_icon


def keys_in_help(text: str) -> set[str]:
    """Every key the help's Keys list names: its left column, split at "or"."""
    start = text.index("\nKeys\n") + len("\nKeys\n")
    end = text.index("The menus at the top")
    lines = text[start:end].strip().split("\n")
    keys: set[str] = set()
    for cell in lines[::2]:  # key, what it does, key, what it does…
        keys.update(part.strip() for part in cell.split(" or "))
    return keys


SAID_AS = {"1": "1 to 5", "2": "1 to 5", "3": "1 to 5", "4": "1 to 5", "5": "1 to 5"}
SAID_AS["Return"] = "Enter"  # the big key; Enter is the one on the number pad


def test_the_help_names_every_key_the_window_answers_to(make_window, qtbot):
    window = make_window()
    window.menu.actions["help"].trigger()
    qtbot.waitUntil(lambda: window.help_dialog is not None and window.help_dialog.isVisible())
    listed = keys_in_help(window.help_dialog.browser.toPlainText())
    handled = [key for action in window.actions() for key in action.shortcuts()]
    handled += [shortcut.key() for shortcut in window.findChildren(QShortcut)]
    assert len(handled) >= 24
    missing = set()
    for key in handled:
        shown = key.toString(NATIVE)
        if SAID_AS.get(shown, shown) not in listed:
            missing.add(shown)
    assert missing == set()
    assert {"Tab", "Shift+Tab"} <= listed


def test_the_toolbar_icons_follow_the_windows_colour_scheme(make_window):
    window = make_window(color_scheme="dark")
    buttons = [b for b in window.menu.buttons() if not b.icon().isNull() and b.isEnabled()]
    assert buttons and all(ink(b.icon()) == DARK.text.name() for b in buttons)

"""Every command and key of the window, in one table: the menus, the toolbar and the help's Keys
list are all made from it, so what the help says is what the keys do.

The menu actions carry their own shortcuts (:mod:`.mainmenu`); the game keys are handled by
:mod:`.keys`, and :data:`GAME_KEYS` says them in words.

The words of the tables are marked for translation (context "Actions", the menu titles "Menu")
and translated where they are shown, so that they follow a change of language.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QKeySequence

from fivedice.words import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class ActionSpec:
    """One command of the menus (and of the toolbar, unless `menu_only`)."""

    name: str
    text: str
    keys: tuple[str, ...]
    """Shortcuts in portable form; the first is the one the menu shows. Ctrl is Cmd on macOS."""
    tip: str
    does: str
    """What the key does, as the help's Keys list says it ("" for an action without a key)."""
    icon: str
    """The file name, without ".svg", of its icon in assets/icons."""
    menu_only: bool = False
    """In the menus but not on the toolbar (rarely used, or a switch rarely flipped)."""


ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "new_game",
        QT_TRANSLATE_NOOP("Actions", "New game…"),
        ("Ctrl+N", "N"),
        QT_TRANSLATE_NOOP("Actions", "Set up players and rules and start a new game"),
        QT_TRANSLATE_NOOP("Actions", "new game"),
        "new-game",
    ),
    ActionSpec(
        "undo",
        QT_TRANSLATE_NOOP("Actions", "Undo"),
        ("Ctrl+Z", "U"),
        QT_TRANSLATE_NOOP("Actions", "Take back the last roll or the last box filled"),
        QT_TRANSLATE_NOOP("Actions", "undo"),
        "undo",
    ),
    ActionSpec(
        "pause",
        QT_TRANSLATE_NOOP("Actions", "Pause"),
        ("P",),
        QT_TRANSLATE_NOOP("Actions", "Stop the clock and hide the board"),
        QT_TRANSLATE_NOOP("Actions", "pause or resume"),
        "pause",
    ),
    ActionSpec(
        "restart",
        QT_TRANSLATE_NOOP("Actions", "Restart"),
        (),
        QT_TRANSLATE_NOOP("Actions", "Start this game again with the same players and rules"),
        "",
        "restart",
    ),
    ActionSpec(
        "hint",
        QT_TRANSLATE_NOOP("Actions", "Hint"),
        ("H",),
        QT_TRANSLATE_NOOP(
            "Actions", "Show the best move now, from perfect play (the game is marked as assisted)"
        ),
        QT_TRANSLATE_NOOP("Actions", "hint (the game counts as assisted)"),
        "hint",
    ),
    ActionSpec(
        "analysis",
        QT_TRANSLATE_NOOP("Actions", "Analysis"),
        ("A",),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Show every choice with its expected final score (the game is marked as assisted)",
        ),
        QT_TRANSLATE_NOOP("Actions", "analysis panel (the game counts as assisted)"),
        "analysis",
    ),
    ActionSpec(
        "chances",
        QT_TRANSLATE_NOOP("Actions", "Chances to win"),
        (),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Each player's chance to win, in the status bar (in games of two or more players)",
        ),
        "",
        "analysis",
        menu_only=True,
    ),
    ActionSpec(
        "scoreboard",
        QT_TRANSLATE_NOOP("Actions", "Scoreboard"),
        ("Ctrl+B",),
        QT_TRANSLATE_NOOP("Actions", "Best scores and statistics from your history of games"),
        QT_TRANSLATE_NOOP("Actions", "scoreboard"),
        "scoreboard",
    ),
    ActionSpec(
        "sound",
        QT_TRANSLATE_NOOP("Actions", "Sound"),
        ("M",),
        QT_TRANSLATE_NOOP("Actions", "Play the sounds of the dice and the boxes"),
        QT_TRANSLATE_NOOP("Actions", "sound on or off"),
        "sound",
        menu_only=True,
    ),
    ActionSpec(
        "host_table",
        QT_TRANSLATE_NOOP("Actions", "Host a table…"),
        (),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Play with people at other computers on this network: open a table they can join",
        ),
        "",
        "new-game",
        menu_only=True,
    ),
    ActionSpec(
        "join_table",
        QT_TRANSLATE_NOOP("Actions", "Join a table…"),
        (),
        QT_TRANSLATE_NOOP("Actions", "Sit at a table hosted on another computer of this network"),
        "",
        "new-game",
        menu_only=True,
    ),
    ActionSpec(
        "settings",
        QT_TRANSLATE_NOOP("Actions", "Settings…"),
        ("Ctrl+,",),
        QT_TRANSLATE_NOOP("Actions", "Computer speed, animation, sound and colours"),
        QT_TRANSLATE_NOOP("Actions", "settings"),
        "settings",
    ),
    ActionSpec(
        "help",
        QT_TRANSLATE_NOOP("Actions", "How to play"),
        ("F1",),
        QT_TRANSLATE_NOOP("Actions", "The rules of Five Dice"),
        QT_TRANSLATE_NOOP("Actions", "how to play (this page)"),
        "help",
    ),
    ActionSpec(
        "keys",
        QT_TRANSLATE_NOOP("Actions", "Keyboard shortcuts"),
        (),
        QT_TRANSLATE_NOOP("Actions", "Every key of the game, in How to play"),
        "",
        "keys",
        menu_only=True,
    ),
    ActionSpec(
        "about",
        QT_TRANSLATE_NOOP("Actions", "About Five Dice"),
        (),
        QT_TRANSLATE_NOOP("Actions", "The version of Five Dice and what it is"),
        "",
        "about",
        menu_only=True,
    ),
    ActionSpec(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "Quit"),
        ("Ctrl+Q",),
        QT_TRANSLATE_NOOP("Actions", "Close Five Dice (your game is saved)"),
        QT_TRANSLATE_NOOP("Actions", "quit (the game is saved)"),
        "quit",
    ),
)
"""The window's actions, in toolbar order."""

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("Menu", "&Game"),
        (
            "new_game",
            "restart",
            "",
            "host_table",
            "join_table",
            "",
            "pause",
            "hint",
            "",
            "scoreboard",
            "",
            "quit",
        ),
    ),
    (QT_TRANSLATE_NOOP("Menu", "&Edit"), ("undo", "", "sound", "settings")),
    (QT_TRANSLATE_NOOP("Menu", "&View"), ("analysis", "chances")),
    (QT_TRANSLATE_NOOP("Menu", "&Help"), ("help", "keys", "", "about")),
)
"""The menu bar: titles, and the actions of each menu ("" for a separator)."""


@dataclass(frozen=True)
class GameKey:
    """Keys of the board that are not menu actions (handled by :mod:`.keys`)."""

    shown: str
    """The keys as the help names them."""
    does: str
    keys: tuple[str, ...]
    """The key sequences that do it."""


GAME_KEYS: tuple[GameKey, ...] = (
    GameKey(
        QT_TRANSLATE_NOOP("Actions", "Space or R"),
        QT_TRANSLATE_NOOP("Actions", "roll"),
        ("Space", "R"),
    ),
    GameKey(
        QT_TRANSLATE_NOOP("Actions", "1 to 5"),
        QT_TRANSLATE_NOOP("Actions", "hold or release a die"),
        ("1", "2", "3", "4", "5"),
    ),
    GameKey(
        QT_TRANSLATE_NOOP("Actions", "Up or Down"),
        QT_TRANSLATE_NOOP("Actions", "choose a box"),
        ("Up", "Down"),
    ),
    GameKey(
        QT_TRANSLATE_NOOP("Actions", "Enter"),
        QT_TRANSLATE_NOOP("Actions", "fill the chosen box"),
        ("Return", "Enter"),
    ),
    GameKey(
        QT_TRANSLATE_NOOP("Actions", "Esc"),
        QT_TRANSLATE_NOOP(
            "Actions",
            "skip to the end of a computer player's turn (other keys wait while it plays)",
        ),
        ("Esc",),
    ),
)
"""The board's own keys, before the menu shortcuts in the help's list."""

FOCUS_KEYS = GameKey(
    QT_TRANSLATE_NOOP("Actions", "Tab or Shift+Tab"),
    QT_TRANSLATE_NOOP(
        "Actions", "move between controls; Enter or Space presses the one with the focus"
    ),
    ("Tab", "Shift+Tab"),
)
"""Qt's own focus keys, last in the list."""


def shown_key(key: str) -> str:
    """A shortcut as this platform writes it (Ctrl+N, or ⌘N on macOS)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def shown_keys(keys: tuple[str, ...]) -> str:
    """Shortcuts as this platform writes them, in the language in force ("Ctrl+Z or U")."""
    shown = [shown_key(k) for k in keys]
    if len(shown) == 2:
        return translate("Actions", "{key} or {other_key}").format(key=shown[0], other_key=shown[1])
    return ", ".join(shown)


def key_rows() -> list[tuple[str, str]]:
    """The help's Keys list: (keys, what they do), the board's keys first, then each menu
    shortcut in toolbar order, then the focus keys; in the language in force."""
    rows = [(translate("Actions", key.shown), translate("Actions", key.does)) for key in GAME_KEYS]
    rows.extend((shown_keys(a.keys), translate("Actions", a.does)) for a in ACTIONS if a.keys)
    rows.append((translate("Actions", FOCUS_KEYS.shown), translate("Actions", FOCUS_KEYS.does)))
    return rows

"""Every command and key of the window, in one table: the menus, the toolbar and the help's Keys
list are all made from it, so what the help says is what the keys do.

The menu actions carry their own shortcuts (:mod:`.mainmenu`); the game keys are handled by
:mod:`.keys`, and :data:`GAME_KEYS` says them in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QKeySequence


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
        "New game…",
        ("Ctrl+N", "N"),
        "Set up players and rules and start a new game",
        "new game",
        "new-game",
    ),
    ActionSpec(
        "undo",
        "Undo",
        ("Ctrl+Z", "U"),
        "Take back the last roll or the last box filled",
        "undo",
        "undo",
    ),
    ActionSpec(
        "pause", "Pause", ("P",), "Stop the clock and hide the board", "pause or resume", "pause"
    ),
    ActionSpec(
        "restart",
        "Restart",
        (),
        "Start this game again with the same players and rules",
        "",
        "restart",
    ),
    ActionSpec(
        "hint",
        "Hint",
        ("H",),
        "Show the best move now, from perfect play (the game is marked as assisted)",
        "hint (the game counts as assisted)",
        "hint",
    ),
    ActionSpec(
        "analysis",
        "Analysis",
        ("A",),
        "Show every choice with its expected final score (the game is marked as assisted)",
        "analysis panel (the game counts as assisted)",
        "analysis",
    ),
    ActionSpec(
        "chances",
        "Chances to win",
        (),
        "Each player's chance to win, in the status bar (in games of two or more players)",
        "",
        "analysis",
        menu_only=True,
    ),
    ActionSpec(
        "scoreboard",
        "Scoreboard",
        ("Ctrl+B",),
        "Best scores and statistics from your history of games",
        "scoreboard",
        "scoreboard",
    ),
    ActionSpec(
        "sound",
        "Sound",
        ("M",),
        "Play the sounds of the dice and the boxes",
        "sound on or off",
        "sound",
        menu_only=True,
    ),
    ActionSpec(
        "host_table",
        "Host a table…",
        (),
        "Play with people at other computers on this network: open a table they can join",
        "",
        "new-game",
        menu_only=True,
    ),
    ActionSpec(
        "join_table",
        "Join a table…",
        (),
        "Sit at a table hosted on another computer of this network",
        "",
        "new-game",
        menu_only=True,
    ),
    ActionSpec(
        "settings",
        "Settings…",
        ("Ctrl+,",),
        "Computer speed, animation, sound and colours",
        "settings",
        "settings",
    ),
    ActionSpec(
        "help", "How to play", ("F1",), "The rules of Five Dice", "how to play (this page)", "help"
    ),
    ActionSpec(
        "keys",
        "Keyboard shortcuts",
        (),
        "Every key of the game, in How to play",
        "",
        "keys",
        menu_only=True,
    ),
    ActionSpec(
        "about",
        "About Five Dice",
        (),
        "The version of Five Dice and what it is",
        "",
        "about",
        menu_only=True,
    ),
    ActionSpec(
        "quit",
        "Quit",
        ("Ctrl+Q",),
        "Close Five Dice (your game is saved)",
        "quit (the game is saved)",
        "quit",
    ),
)
"""The window's actions, in toolbar order."""

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "&Game",
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
    ("&Edit", ("undo", "", "sound", "settings")),
    ("&View", ("analysis", "chances")),
    ("&Help", ("help", "keys", "", "about")),
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
    GameKey("Space or R", "roll", ("Space", "R")),
    GameKey("1 to 5", "hold or release a die", ("1", "2", "3", "4", "5")),
    GameKey("Up or Down", "choose a box", ("Up", "Down")),
    GameKey("Enter", "fill the chosen box", ("Return", "Enter")),
    GameKey(
        "Esc",
        "skip to the end of a computer player's turn (other keys wait while it plays)",
        ("Esc",),
    ),
)
"""The board's own keys, before the menu shortcuts in the help's list."""

FOCUS_KEYS = GameKey(
    "Tab or Shift+Tab",
    "move between controls; Enter or Space presses the one with the focus",
    ("Tab", "Shift+Tab"),
)
"""Qt's own focus keys, last in the list."""


def shown_key(key: str) -> str:
    """A shortcut as this platform writes it (Ctrl+N, or ⌘N on macOS)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def key_rows() -> list[tuple[str, str]]:
    """The help's Keys list: (keys, what they do), the board's keys first, then each menu
    shortcut in toolbar order, then the focus keys."""
    rows = [(key.shown, key.does) for key in GAME_KEYS]
    rows.extend((" or ".join(shown_key(k) for k in a.keys), a.does) for a in ACTIONS if a.keys)
    rows.append((FOCUS_KEYS.shown, FOCUS_KEYS.does))
    return rows

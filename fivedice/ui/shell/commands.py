"""Every command and key of the window, in one table: the menus, the toolbar and the help's Keys
list are all made from it, so what the help says is what the keys do.

The menu actions carry their own shortcuts (:mod:`.menus`); the game keys are handled by
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
        #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: opens the New game dialog (a noun; “…”: a dialog opens).
        QT_TRANSLATE_NOOP("Actions", "&New game…"),
        ("Ctrl+N", "N"),
        QT_TRANSLATE_NOOP("Actions", "Set up players and rules and start a new game"),
        #: In How to play's list of keys, what the key does: open the New game dialog (lower case).
        QT_TRANSLATE_NOOP("Actions", "new game"),
        "new-game",
    ),
    ActionSpec(
        "undo",
        #: [Edit menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: take back the last roll or box filled (a verb).
        QT_TRANSLATE_NOOP("Actions", "&Undo"),
        ("Ctrl+Z", "U"),
        QT_TRANSLATE_NOOP("Actions", "Take back the last roll or the last box filled"),
        #: In How to play's list of keys, what the key does: undo (a verb, lower case).
        QT_TRANSLATE_NOOP("Actions", "undo"),
        "undo",
    ),
    ActionSpec(
        "pause",
        #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: stop the clock and hide the board (a verb). While paused it reads Resume.
        QT_TRANSLATE_NOOP("Actions", "&Pause"),
        ("P",),
        QT_TRANSLATE_NOOP("Actions", "Stop the clock and hide the board"),
        #: In How to play's list of keys, what the key does: pause the game, or go on (verbs, lower
        #: case).
        QT_TRANSLATE_NOOP("Actions", "pause or resume"),
        "pause",
    ),
    ActionSpec(
        "restart",
        #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: start this game again with the same players and rules (a verb).
        QT_TRANSLATE_NOOP("Actions", "&Restart"),
        (),
        QT_TRANSLATE_NOOP("Actions", "Start this game again with the same players and rules"),
        "",
        "restart",
    ),
    ActionSpec(
        "hint",
        #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: show the best move now; the game then counts as assisted (a noun).
        QT_TRANSLATE_NOOP("Actions", "&Hint"),
        ("H",),
        QT_TRANSLATE_NOOP(
            "Actions", "Show the best move now, from perfect play (the game is marked as assisted)"
        ),
        QT_TRANSLATE_NOOP("Actions", "hint (the game counts as assisted)"),
        "hint",
    ),
    ActionSpec(
        "analysis",
        #: [View menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: shows or hides the panel of every choice with its expected final score; a tick shows
        #: when it is on (a noun).
        QT_TRANSLATE_NOOP("Actions", "&Analysis"),
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
        #: [View menu] Menu item with a tick: each player's chance to win, in the status bar.
        QT_TRANSLATE_NOOP("Actions", "&Chances to win"),
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
        #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: opens the best scores and statistics of the games played (a noun).
        QT_TRANSLATE_NOOP("Actions", "&Scoreboard"),
        ("Ctrl+B",),
        QT_TRANSLATE_NOOP("Actions", "Best scores and statistics from your history of games"),
        #: In How to play's list of keys, what the key does: open the scoreboard (a noun, lower
        #: case).
        QT_TRANSLATE_NOOP("Actions", "scoreboard"),
        "scoreboard",
    ),
    ActionSpec(
        "sound",
        #: [Edit menu] Menu item with a tick (key M): the game's sounds on or off (a noun).
        QT_TRANSLATE_NOOP("Actions", "S&ound"),
        ("M",),
        QT_TRANSLATE_NOOP("Actions", "Play the sounds of the dice and the boxes"),
        #: In How to play's list of keys, what the key does: switch the sounds on or off (lower
        #: case).
        QT_TRANSLATE_NOOP("Actions", "sound on or off"),
        "sound",
        menu_only=True,
    ),
    ActionSpec(
        "host_table",
        #: [Game menu] Menu item: open a table that people at other computers on this network can
        #: join (a verb phrase; “…”: a dialog opens).
        QT_TRANSLATE_NOOP("Actions", "H&ost a table…"),
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
        #: [Game menu] Menu item: sit at a table hosted on another computer of this network (a verb
        #: phrase; “…”: a dialog opens).
        QT_TRANSLATE_NOOP("Actions", "&Join a table…"),
        (),
        QT_TRANSLATE_NOOP("Actions", "Sit at a table hosted on another computer of this network"),
        "",
        "new-game",
        menu_only=True,
    ),
    ActionSpec(
        "settings",
        #: [Edit menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: opens the Settings dialog (a noun; on a Mac it moves to the application menu).
        QT_TRANSLATE_NOOP("Actions", "&Settings…"),
        ("Ctrl+,",),
        QT_TRANSLATE_NOOP("Actions", "Computer speed, animation, sound and colours"),
        #: In How to play's list of keys, what the key does: open the settings (a noun, lower
        #: case).
        QT_TRANSLATE_NOOP("Actions", "settings"),
        "settings",
    ),
    ActionSpec(
        "help",
        #: [Help menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: opens the rules of the game (key F1).
        QT_TRANSLATE_NOOP("Actions", "&How to play"),
        ("F1",),
        QT_TRANSLATE_NOOP("Actions", "The rules of Five Dice"),
        QT_TRANSLATE_NOOP("Actions", "how to play (this page)"),
        "help",
    ),
    ActionSpec(
        "keys",
        #: [Help menu] Menu item: opens How to play at its list of keys.
        QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"),
        (),
        QT_TRANSLATE_NOOP("Actions", "Every key of the game, in How to play"),
        "",
        "keys",
        menu_only=True,
    ),
    ActionSpec(
        "about",
        #: [Help menu] Menu item: opens the box with the game's version (on a Mac it moves to the
        #: application menu).
        QT_TRANSLATE_NOOP("Actions", "&About Five Dice"),
        (),
        QT_TRANSLATE_NOOP("Actions", "The version of Five Dice and what it is"),
        "",
        "about",
        menu_only=True,
    ),
    ActionSpec(
        "quit",
        #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the …):
        #: close the game; it is saved (a verb).
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        ("Ctrl+Q",),
        QT_TRANSLATE_NOOP("Actions", "Close Five Dice (your game is saved)"),
        QT_TRANSLATE_NOOP("Actions", "quit (the game is saved)"),
        "quit",
    ),
)
"""The window's actions, in toolbar order."""

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        #: [Menu bar] Title of the first menu (new game, restart, pause, hint, scoreboard, quit);
        #: the letter after & is its Alt key, unlike the other menu titles'.
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
    #: [Menu bar] Title of the Edit menu (Undo, Sound, Settings): your language's usual name.
    (QT_TRANSLATE_NOOP("Menu", "&Edit"), ("undo", "", "sound", "settings")),
    #: [Menu bar] Title of the View menu (Analysis, Chances to win).
    (QT_TRANSLATE_NOOP("Menu", "&View"), ("analysis", "chances")),
    #: [Menu bar] Title of the Help menu (How to play, Keyboard shortcuts, About): your language's
    #: usual name.
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
        #: In How to play's list of keys, the keys that roll: translate “or”, and Space as the key
        #: is named on your keyboards; R stays R.
        QT_TRANSLATE_NOOP("Actions", "Space or R"),
        #: In How to play's list of keys, what the key does: roll the dice (a verb, lower case).
        QT_TRANSLATE_NOOP("Actions", "roll"),
        ("Space", "R"),
    ),
    GameKey(
        #: In How to play's list of keys: the number keys 1, 2, 3, 4 and 5.
        QT_TRANSLATE_NOOP("Actions", "1 to 5"),
        QT_TRANSLATE_NOOP("Actions", "hold or release a die"),
        ("1", "2", "3", "4", "5"),
    ),
    GameKey(
        #: In How to play's list of keys: the arrow keys Up and Down, as your keyboards name them.
        QT_TRANSLATE_NOOP("Actions", "Up or Down"),
        #: In How to play's list of keys, what the key does: move the choice up or down the score
        #: card (lower case).
        QT_TRANSLATE_NOOP("Actions", "choose a box"),
        ("Up", "Down"),
    ),
    GameKey(
        #: In How to play's list of keys: the Enter key, as your keyboards name it.
        QT_TRANSLATE_NOOP("Actions", "Enter"),
        #: In How to play's list of keys, what the key does: score the dice in the chosen box
        #: (lower case).
        QT_TRANSLATE_NOOP("Actions", "fill the chosen box"),
        ("Return", "Enter"),
    ),
    GameKey(
        #: In How to play's list of keys: the Escape key, as your keyboards name it.
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
    #: In How to play's list of keys: the Tab key alone or with Shift, as your keyboards name them
    #: (as Qt writes Shift in your language).
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
        #: In How to play's list of keys, two keys of one command (“Ctrl+Z or U”); {key} and
        #: {other_key} are key names.
        return translate("Actions", "{key} or {other_key}").format(key=shown[0], other_key=shown[1])
    return ", ".join(shown)


def key_rows() -> list[tuple[str, str]]:
    """The help's Keys list: (keys, what they do), the board's keys first, then each menu
    shortcut in toolbar order, then the focus keys; in the language in force."""
    rows = [(translate("Actions", key.shown), translate("Actions", key.does)) for key in GAME_KEYS]
    rows.extend((shown_keys(a.keys), translate("Actions", a.does)) for a in ACTIONS if a.keys)
    rows.append((translate("Actions", FOCUS_KEYS.shown), translate("Actions", FOCUS_KEYS.does)))
    return rows

"""The window's actions: one QAction each, shown as toolbar buttons (and on the Mac's menu bar),
with their shortcuts and tooltips; they follow the game's state (Undo only when there is
something to undo, Pause reads Resume while paused)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton, QWidget

from .dice import MIN_TARGET
from .snapshot import GameView

_ACTIONS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    # (name, text, keys, tip); Qt maps Ctrl to Cmd on macOS.
    ("new_game", "New game…", ("Ctrl+N", "N"), "Set up players and rules and start a new game"),
    ("undo", "Undo", ("Ctrl+Z", "U"), "Take back the last roll or the last box filled"),
    ("pause", "Pause", ("P",), "Stop the clock and hide the board"),
    ("restart", "Restart", (), "Start this game again with the same players and rules"),
    (
        "hint",
        "Hint",
        ("H",),
        "Show the best move now, from perfect play (the game is marked as assisted)",
    ),
    (
        "analysis",
        "Analysis",
        ("A",),
        "Show every choice with its expected final score (the game is marked as assisted)",
    ),
    (
        "scoreboard",
        "Scoreboard",
        ("Ctrl+B",),
        "Best scores and statistics from your history of games",
    ),
    ("sound", "Sound", ("M",), "Play the sounds of the dice and the boxes"),
    ("settings", "Settings…", ("Ctrl+,",), "Computer speed, animation, sound and colours"),
    ("help", "How to play", ("F1",), "The rules of Five Dice"),
    ("quit", "Quit", ("Ctrl+Q",), "Close Five Dice (your game is saved)"),
)
_GAME_MENU = ("new_game", "restart", "", "undo", "pause", "", "hint", "scoreboard")
_MENUS = (
    ("&Game", (*_GAME_MENU, "settings", "", "quit")),
    ("&View", ("analysis", "sound")),
    ("&Help", ("help",)),
)
_MENU_ONLY = {"sound"}
"""Actions in the menus but not on the toolbar (a switch that is rarely flipped)."""


def _object_name(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest) + "Action"


class MainMenu(QObject):
    """Builds the actions on `window` and calls `slots[name]` when one is triggered."""

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[[], None]]) -> None:
        super().__init__(window)
        self.actions: dict[str, QAction] = {}
        for name, text, keys, tip in _ACTIONS:
            action = QAction(text, window)
            action.setObjectName(_object_name(name))
            if keys:
                action.setShortcuts([QKeySequence(k) for k in keys])
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            shown = ", ".join(
                QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys
            )
            action.setToolTip(f"{tip} ({shown})" if keys else tip)
            action.setStatusTip(tip)
            action.triggered.connect(slots[name])
            window.addAction(action)
            self.actions[name] = action
        self.actions["analysis"].setCheckable(True)
        self.actions["sound"].setCheckable(True)
        self.actions["quit"].setMenuRole(QAction.MenuRole.QuitRole)
        self.actions["settings"].setMenuRole(QAction.MenuRole.PreferencesRole)
        # The menu bar has every action with its key (on the Mac at the top of the screen); the
        # toolbar below carries the game's actions as full-size buttons.
        self._build_menu_bar(window)

        self.toolbar = QToolBar("Game", window)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setStyleSheet("QToolButton { padding: 4px 12px; }")
        for name, action in self.actions.items():
            if name in _MENU_ONLY:
                continue
            self.toolbar.addAction(action)
            button = self.toolbar.widgetForAction(action)
            button.setMinimumHeight(MIN_TARGET)
            button.setMinimumWidth(MIN_TARGET)
            button.setAccessibleName(action.text().rstrip("…"))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        # On a narrow window the toolbar folds the last actions behind a » button.
        self.more_button = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if self.more_button is not None:
            self.more_button.setAccessibleName("More actions")
            self.more_button.setToolTip("More actions")
            self.more_button.setMinimumSize(MIN_TARGET, MIN_TARGET)

    def buttons(self) -> list[QWidget]:
        """The toolbar's buttons, left to right (with the » button last, if there is one)."""
        found = [self.toolbar.widgetForAction(a) for a in self.toolbar.actions()]
        if self.more_button is not None:
            found.append(self.more_button)
        return [button for button in found if button is not None]

    def _build_menu_bar(self, window: QMainWindow) -> None:
        for title, names in _MENUS:
            menu = window.menuBar().addMenu(title)
            for name in names:
                if name:
                    menu.addAction(self.actions[name])
                else:
                    menu.addSeparator()

    def show_view(self, view: GameView) -> None:
        """Enable what can be done now, and word Pause/Resume."""
        self.actions["hint"].setEnabled(
            not view.is_over and not view.computer_on_turn and not view.paused
        )
        self.actions["undo"].setEnabled(view.can_undo)
        pause = self.actions["pause"]
        pause.setEnabled(not view.is_over)
        pause.setText("Resume" if view.paused else "Pause")
        pause.setStatusTip(
            "Start the clock again and show the board"
            if view.paused
            else "Stop the clock and hide the board"
        )
        button = self.toolbar.widgetForAction(pause)
        if button is not None:
            button.setAccessibleName(pause.text())

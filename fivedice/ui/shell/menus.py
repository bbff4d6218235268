"""The window's actions: one QAction each, in the menu bar (Game, Edit, View, Help; at the top of
the screen on the Mac) with its shortcut, and the game's actions again as toolbar buttons with
an icon beside their words. They follow the game's state (Undo only when there is something to
undo, Pause reads Resume while paused) and the theme (icons in the colour of the text).

What each action is, says and does with which key is in :mod:`.commands`, the table the help's
Keys list is made from too. Their words are set again in the language in force by
:meth:`MainMenu.retranslate`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QToolBar,
    QToolButton,
    QWidget,
)

from fivedice.words import translate

from ..board.die import MIN_TARGET
from ..control.snapshot import GameView
from ..dialogs.lifecycle import OpenDialogs, parent_as
from .commands import ACTIONS, MENUS, ActionSpec, shown_key
from .icons import line_icon
from .plain import unmarked
from .theme import LIGHT, Theme, palette_for

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

TOOLBAR_ICON = 20
"""The toolbar's icons, in pixels (beside words of about the same height)."""

_ROLES = {
    "quit": QAction.MenuRole.QuitRole,
    "settings": QAction.MenuRole.PreferencesRole,
    "about": QAction.MenuRole.AboutRole,
}
"""Actions the Mac moves into the application menu, where its users look for them."""


_ABOUT = "about"
"""The About box's name among the menu's open dialogs."""


def _object_name(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest) + "Action"


TOOL_BUTTON_SHEET = "QToolButton { padding: 4px 8px; }"
"""Room round each toolbar button's icon and words. Given to each button (the » one too), not to
the toolbar: a style sheet on the toolbar would hand its own style (:class:`_ToolBarStyle`) on
to every button, and each of their many style questions, painting included, would then go
through Python."""


class _ToolBarStyle(QProxyStyle):
    """The app's style, with a » button as big a target as the others (Qt's is a sliver; made
    bigger with a minimum size, it would reach past the toolbar's end and out of sight). The
    toolbar alone uses it (its layout asks how wide » is); its buttons keep the app's style."""

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric is QStyle.PixelMetric.PM_ToolBarExtensionExtent:
            return MIN_TARGET
        return super().pixelMetric(metric, option, widget)


class MainMenu(QObject):
    """Builds the actions on `window` and calls `slots[name]` when one is triggered.

    "keys" (Help ▸ Keyboard shortcuts) and "about" (Help ▸ About Five Dice) may be left out of
    `slots`: then the How to play window is opened at its Keys list, and the About box over the
    window, from here.
    """

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[[], None]]) -> None:
        super().__init__(window)
        self._theme = LIGHT
        self._drawn_in: Theme | None = None
        """The theme the icons and the toolbar were last drawn in."""
        self._dialogs = OpenDialogs(self)
        self.actions: dict[str, QAction] = {}
        self._specs: dict[str, ActionSpec] = {}
        self._paused = False
        self._build_actions(window, slots)
        self.menus = self._build_menu_bar(window)
        """The menu bar's menus, by title without its "&" ("Game", "Edit", "View", "Help")."""

        self.toolbar = self._build_toolbar(window)
        # On a narrow window the toolbar folds the last actions behind a » button.
        self.more_button = self._more_button()
        self.retranslate()
        self.set_theme(LIGHT)

    def _build_actions(self, window: QMainWindow, slots: Mapping[str, Callable[[], None]]) -> None:
        """One action on `window` for each command, with its shortcuts, calling its slot in
        `slots` (or this menu's own, for Keyboard shortcuts and About)."""
        defaults: dict[str, Callable[[], None]] = {
            "keys": self._on_keys_action_triggered,
            "about": self._on_about_action_triggered,
        }
        for spec in ACTIONS:
            action = QAction(window)
            action.setObjectName(_object_name(spec.name))
            if spec.keys:
                action.setShortcuts([QKeySequence(k) for k in spec.keys])
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.setMenuRole(_ROLES.get(spec.name, QAction.MenuRole.NoRole))
            slot = slots.get(spec.name) or defaults.get(spec.name)
            if slot is None:
                raise KeyError(f"no slot for the {spec.name!r} action")
            action.triggered.connect(slot)
            window.addAction(action)
            self.actions[spec.name] = action
            self._specs[spec.name] = spec
        for name in ("analysis", "chances", "sound"):
            action = self.actions[name]
            action.setCheckable(True)
            # A menu draws a checked action's icon sunken instead of ticking it: keep the tick.
            action.setIconVisibleInMenu(False)

    def _build_toolbar(self, window: QMainWindow) -> QToolBar:
        """The toolbar across the top of `window`: the game's actions as buttons, each with its
        icon beside its words."""
        toolbar = QToolBar(window)
        toolbar.setObjectName("toolbar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setIconSize(QSize(TOOLBAR_ICON, TOOLBAR_ICON))
        self._toolbar_style = _ToolBarStyle()
        self._toolbar_style.setParent(toolbar)  # it lives as long as the toolbar using it
        toolbar.setStyle(self._toolbar_style)
        for spec in ACTIONS:
            if spec.menu_only:
                continue
            action = self.actions[spec.name]
            toolbar.addAction(action)
            button = toolbar.widgetForAction(action)
            button.setStyleSheet(TOOL_BUTTON_SHEET)
            # Tall enough to hit; no minimum width of its own, so that on a narrow window the
            # toolbar folds whole buttons behind » instead of cutting their words short.
            button.setMinimumHeight(MIN_TARGET)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        return toolbar

    def _more_button(self) -> QToolButton | None:
        """The toolbar's » button, padded as the others and put in the Tab round (Qt leaves it
        out; the buttons it shows are in it)."""
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setStyleSheet(TOOL_BUTTON_SHEET)
            more.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return more

    def retranslate(self) -> None:
        """Set every word of the menus, actions and toolbar in the language in force."""
        for spec in ACTIONS:
            action = self.actions[spec.name]
            tip = translate("Actions", spec.tip)
            if spec.keys:
                shortcuts = ", ".join(shown_key(k) for k in spec.keys)
                action.setToolTip(
                    #: Tooltip of a menu item and toolbar button: {tip} says what it does,
                    #: {shortcuts} its keys (“Ctrl+Z, U”).
                    translate("Actions", "{tip} ({shortcuts})").format(tip=tip, shortcuts=shortcuts)
                )
            else:
                action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setText(translate("Actions", spec.text))
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setAccessibleName(unmarked(action.text()).rstrip("…"))
        for title, _names in MENUS:
            self.menus[title.replace("&", "")].setTitle(translate("Menu", title))
        #: Name of the toolbar, where a list of toolbars shows it: the game's commands (the Game
        #: menu's title without its &).
        self.toolbar.setWindowTitle(translate("Menu", "Game"))
        if self.more_button is not None:
            #: Tooltip and screen readers' name of the » button at the end of the toolbar, which
            #: shows the buttons that do not fit.
            self.more_button.setAccessibleName(translate("Menu", "More actions"))
            self.more_button.setToolTip(translate("Menu", "More actions"))
        self._word_pause()

    def buttons(self) -> list[QWidget]:
        """The toolbar's buttons, left to right (with the » button last, if there is one)."""
        found = [self.toolbar.widgetForAction(a) for a in self.toolbar.actions()]
        if self.more_button is not None:
            found.append(self.more_button)
        return [button for button in found if button is not None]

    def _build_menu_bar(self, window: QMainWindow) -> dict[str, QMenu]:
        menus: dict[str, QMenu] = {}
        for title, names in MENUS:
            menu = window.menuBar().addMenu(translate("Menu", title))
            menu.setObjectName(f"{title.lstrip('&').lower()}Menu")
            for name in names:
                if name:
                    menu.addAction(self.actions[name])
                else:
                    menu.addSeparator()
            menus[title.replace("&", "")] = menu
        return menus

    def set_theme(self, theme: Theme) -> None:
        """Draw the icons in `theme`'s text colour (and muted when an action is disabled)."""
        self._theme = theme
        if theme == self._drawn_in:
            return  # drawn so already (the window applies its theme once it is built)
        self._drawn_in = theme
        # The toolbar has its own style, so the application's palette does not reach it when
        # the scheme changes while the window is open: it would stay light under pale icons.
        palette = palette_for(theme)
        self.toolbar.setPalette(palette)
        for button in self.toolbar.findChildren(QToolButton):
            button.setPalette(palette)  # their words too, not only the bar behind them
        for name, action in self.actions.items():
            action.setIcon(line_icon(self._icon_name(name), theme))
        if self.more_button is not None:
            self.more_button.setIcon(line_icon("more", theme))  # Qt's own is dark on any theme

    def _icon_name(self, name: str) -> str:
        if name == "pause" and self._paused:
            return "resume"
        return self._specs[name].icon

    def show_view(self, view: GameView) -> None:
        """Enable what can be done now, and word Pause/Resume."""
        self.actions["hint"].setEnabled(
            not view.is_over and not view.computer_on_turn and not view.paused
        )
        self.actions["undo"].setEnabled(view.can_undo)
        self.actions["pause"].setEnabled(not view.is_over)
        if view.paused != self._paused:
            self._paused = view.paused
            self._word_pause()
            self.actions["pause"].setIcon(line_icon(self._icon_name("pause"), self._theme))

    def _word_pause(self) -> None:
        pause = self.actions["pause"]
        if self._paused:
            #: [Game menu] The Pause menu item and toolbar button while the game is paused: start
            #: the clock again and show the board (a verb).
            pause.setText(translate("Actions", "Res&ume"))
            pause.setStatusTip(translate("Actions", "Start the clock again and show the board"))
        else:
            #: [Game menu] Menu item and toolbar button (the toolbar shows it without the & and the
            #: …): stop the clock and hide the board (a verb). While paused it reads Resume.
            pause.setText(translate("Actions", "&Pause"))
            pause.setStatusTip(translate("Actions", "Stop the clock and hide the board"))
        button = self.toolbar.widgetForAction(pause)
        if button is not None:
            button.setAccessibleName(unmarked(pause.text()))

    # ------------------------------------------------ actions the window may leave to the menu

    def window(self) -> QMainWindow:
        """The window whose actions these are."""
        return parent_as(self, QMainWindow)

    @property
    def about_box(self) -> QMessageBox | None:
        """The About box opened from the Help menu, while it is open."""
        from PySide6.QtWidgets import QMessageBox  # loaded with the box, not with the menus

        return self._dialogs.get(_ABOUT, QMessageBox)

    @Slot()
    def _on_keys_action_triggered(self) -> None:
        from ..dialogs.help import HelpDialog  # loaded by the window's action just before

        # How to play opens (or comes forward) through the window's own action, then scrolls.
        self.actions["help"].trigger()
        for dialog in self.window().findChildren(HelpDialog):
            if dialog.isVisible():
                dialog.show_keys()

    @Slot()
    def _on_about_action_triggered(self) -> None:
        from ..dialogs.help import about_box  # How to play's module: loaded when first asked

        self._dialogs.open(_ABOUT, about_box(self.window()))

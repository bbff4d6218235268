"""The main window: dice tray, scorecard, toolbar, menus, status bar and the keyboard map."""

from __future__ import annotations

import itertools
import logging
import sys
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from fivedice.core import Category, Game

from .coach import Analysis, AnalysisPanel, Hint
from .controller import GameController
from .dialogs import NewGameDialog, ResultDialog, SettingsDialog
from .dice import MIN_TARGET, DiceTray
from .help import HelpDialog
from .icons import app_icon
from .scorecard import ScorecardView
from .snapshot import GameView, clock_text
from .theme import Theme, palette_for, theme_for

log = logging.getLogger(__name__)


def _card_changed(shown: GameView | None, view: GameView) -> bool:
    """Whether the scorecard must be redrawn to show `view` (it draws neither dice nor clocks)."""
    if shown is None:
        return True
    calm = [replace(p, time_left=None) for p in view.players]
    before = [replace(p, time_left=None) for p in shown.players]
    return (
        calm != before
        or replace(shown, held=view.held, elapsed=view.elapsed, players=view.players) != view
    )


def _hint_key(view: GameView) -> tuple[int, int, int]:
    """What a hint is about: the player on turn, their turn, and the roll."""
    return (view.current, view.turn, view.rolls_used)


def _typing_in_text_field() -> bool:
    """True while the keyboard focus is in a place where letters and digits are text."""
    widget = QApplication.focusWidget()
    if isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)):
        return not widget.isReadOnly()  # the help page is a read-only text view
    return isinstance(widget, QComboBox) and widget.isEditable()


class NoticeBar(QFrame):
    """A plain, non-blocking message across the top of the window, until dismissed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self._queue: list[str] = []
        self.text = QLabel("", self)
        self.text.setObjectName("noticeText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dismiss = QPushButton("Dismiss", self)
        self.dismiss.setObjectName("noticeDismiss")
        self.dismiss.setMinimumHeight(MIN_TARGET)
        self.dismiss.setAccessibleName("Dismiss message")
        self.dismiss.clicked.connect(self._on_dismiss_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.dismiss)
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        """Colours of the bar."""
        self.setStyleSheet(
            f"#noticeBar {{ background: {theme.notice.name()}; border-radius: 8px; }}"
            f"#noticeText {{ color: {theme.text.name()}; }}"
        )

    def push(self, message: str) -> None:
        """Show `message` (after any already showing)."""
        if message in self._queue:
            return
        self._queue.append(message)
        self._show_first()

    @property
    def messages(self) -> tuple[str, ...]:
        """Messages waiting, the one on show first."""
        return tuple(self._queue)

    def _show_first(self) -> None:
        if not self._queue:
            self.hide()
            return
        more = len(self._queue) - 1
        self.text.setText(self._queue[0] + (f"  ({more} more)" if more else ""))
        self.text.setAccessibleName(self._queue[0])
        self.show()

    @Slot()
    def _on_dismiss_clicked(self) -> None:
        if self._queue:
            self._queue.pop(0)
        self._show_first()


class MainWindow(QMainWindow):
    """The game window. It shows what the controller reports and forwards what the player asks.

    Dialogs are opened without blocking (``open()``) and kept as attributes
    (``new_game_dialog``, ``confirm_box``, ``result_dialog``, ``help_dialog``,
    ``settings_dialog``), so they can be answered by tests as by people.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle("Five Dice")
        self.setWindowIcon(app_icon())
        self.controller = controller
        controller.setParent(self)
        self.new_game_dialog: NewGameDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.result_dialog: ResultDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.scoreboard_dialog: QDialog | None = None
        self.review_dialog: QDialog | None = None
        self._confirmed: Callable[[], object] | None = None
        self._theme = theme_for(controller.settings.color_scheme)

        self.tray = DiceTray(self)
        self.scorecard = ScorecardView(self)
        self.notice_bar = NoticeBar(self)
        central = QWidget(self)
        central.setObjectName("board")
        board = QHBoxLayout()
        board.setSpacing(12)
        board.addWidget(self.tray, 5)
        board.addWidget(self.scorecard, 4)
        self._board = board
        column = QVBoxLayout(central)
        column.setContentsMargins(10, 8, 10, 8)
        column.setSpacing(8)
        column.addWidget(self.notice_bar)
        column.addLayout(board, 1)
        self.setCentralWidget(central)
        self.analysis_panel = AnalysisPanel(self)
        self.analysis_dock = QDockWidget("Analysis", self)
        self.analysis_dock.setObjectName("analysisDock")
        self.analysis_dock.setWidget(self.analysis_panel)
        self.analysis_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.analysis_dock)
        self.analysis_dock.hide()
        self.analysis_dock.visibilityChanged.connect(self._on_analysis_dock_visibility_changed)
        self._hint: tuple[object, Hint] | None = None
        self._analysis: Analysis | None = None
        self._build_status_bar()
        self._build_actions()
        self._build_shortcuts()
        self._set_tab_order()

        self.tray.hold_requested.connect(self._on_tray_hold_requested)
        self.tray.roll_requested.connect(self._on_tray_roll_requested)
        self.tray.skip_requested.connect(self._on_tray_skip_requested)
        self.tray.help_requested.connect(self._on_help_action_triggered)
        self.tray.play_again_requested.connect(self._on_tray_play_again_requested)
        self.scorecard.fill_requested.connect(self._on_scorecard_fill_requested)
        self.scorecard.board_clicked.connect(self._on_scorecard_board_clicked)

        controller.state_changed.connect(self._on_controller_state_changed)
        controller.dice_rolled.connect(self._on_controller_dice_rolled)
        controller.game_started.connect(self._on_controller_game_started)
        controller.game_over.connect(self._on_controller_game_over)
        controller.clock_ticked.connect(self._on_controller_clock_ticked)
        controller.settings_changed.connect(self._on_controller_settings_changed)
        controller.notice.connect(self._on_controller_notice)
        controller.busy.connect(self._on_controller_busy)
        controller.hint_given.connect(self._on_controller_hint_given)
        controller.analysis_changed.connect(self._on_controller_analysis_changed)
        controller.coach_noted.connect(self._on_controller_coach_noted)
        QGuiApplication.styleHints().colorSchemeChanged.connect(
            self._on_style_hints_color_scheme_changed
        )

        self._apply_settings()
        self._on_controller_state_changed(controller.view)
        self._show_best()
        for message in controller.notices:
            self.notice_bar.push(message)
        self._fit_to_screen()
        if controller.settings.show_analysis:
            self.analysis_dock.show()
            self.analysis_action.setChecked(True)
            controller.set_analysis(True)
        self.scorecard.setFocus()

    # --------------------------------------------------------------------------- building

    def _fit_to_screen(self) -> None:
        """A comfortable first size that never spills off a small laptop screen."""
        width, height = 1180, 760
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            width = min(width, int(free.width() * 0.95))
            height = min(height, int(free.height() * 0.92))
        self.resize(width, height)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setSizeGripEnabled(True)
        self.status_turn = QLabel("", bar)
        self.status_turn.setObjectName("statusTurn")
        self.status_turn_count = QLabel("", bar)
        self.status_turn_count.setObjectName("statusTurnCount")
        self.status_rolls = QLabel("", bar)
        self.status_rolls.setObjectName("statusRolls")
        self.status_clock = QLabel("", bar)
        self.status_clock.setObjectName("statusClock")
        self.status_best = QLabel("Best: —", bar)
        self.status_best.setObjectName("statusBest")
        self.status_best.setToolTip("The best score for this kind of game (players, rules, cards).")
        for label in (
            self.status_turn,
            self.status_turn_count,
            self.status_rolls,
            self.status_clock,
            self.status_best,
        ):
            label.setContentsMargins(10, 2, 10, 2)
            bar.addPermanentWidget(label)
        bold = self.status_turn.font()
        bold.setBold(True)
        self.status_turn.setFont(bold)

    def _action(
        self, text: str, name: str, keys: tuple[str, ...], slot: Callable[[], None], tip: str
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        shown = ", ".join(
            QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys
        )
        action.setToolTip(f"{tip} ({shown})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        undo_key = "Ctrl+Z"  # Qt maps Ctrl to Cmd on macOS
        self.new_game_action = self._action(
            "New game…",
            "newGameAction",
            ("Ctrl+N", "N"),
            self._on_new_game_action_triggered,
            "Set up players and rules and start a new game",
        )
        self.undo_action = self._action(
            "Undo",
            "undoAction",
            (undo_key, "U"),
            self._on_undo_action_triggered,
            "Take back the last roll or the last box filled",
        )
        self.pause_action = self._action(
            "Pause",
            "pauseAction",
            ("P",),
            self._on_pause_action_triggered,
            "Stop the clock and hide the board",
        )
        self.restart_action = self._action(
            "Restart",
            "restartAction",
            (),
            self._on_restart_action_triggered,
            "Start this game again with the same players and rules",
        )
        self.hint_action = self._action(
            "Hint",
            "hintAction",
            ("H",),
            self._on_hint_action_triggered,
            "Show the best move now, from perfect play (the game is marked as assisted)",
        )
        self.analysis_action = self._action(
            "Analysis",
            "analysisAction",
            ("A",),
            self._on_analysis_action_triggered,
            "Show every choice with its expected final score (the game is marked as assisted)",
        )
        self.analysis_action.setCheckable(True)
        self.scoreboard_action = self._action(
            "Scoreboard",
            "scoreboardAction",
            ("Ctrl+B",),
            self._on_scoreboard_action_triggered,
            "Best scores and statistics from your history of games",
        )
        self.settings_action = self._action(
            "Settings…",
            "settingsAction",
            ("Ctrl+,",),
            self._on_settings_action_triggered,
            "Computer speed, animation and colours",
        )
        self.help_action = self._action(
            "How to play",
            "helpAction",
            ("F1",),
            self._on_help_action_triggered,
            "The rules of Five Dice",
        )
        self.quit_action = self._action(
            "Quit",
            "quitAction",
            ("Ctrl+Q",),
            self._on_quit_action_triggered,
            "Close Five Dice (your game is saved)",
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        if sys.platform == "darwin":
            # The Mac's menu bar lives at the top of the screen, outside the window; elsewhere
            # the toolbar below carries every action as a full-size button instead.
            self._build_menu_bar()

        self.toolbar = QToolBar("Game", self)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (
            self.new_game_action,
            self.undo_action,
            self.pause_action,
            self.restart_action,
            self.hint_action,
            self.analysis_action,
            self.scoreboard_action,
            self.settings_action,
            self.help_action,
            self.quit_action,
        ):
            self.toolbar.addAction(action)
            button = self.toolbar.widgetForAction(action)
            button.setMinimumHeight(MIN_TARGET)
            button.setMinimumWidth(MIN_TARGET)
            button.setAccessibleName(action.text().rstrip("…"))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _build_menu_bar(self) -> None:
        menu = self.menuBar()
        game_menu = menu.addMenu("&Game")
        game_menu.addAction(self.new_game_action)
        game_menu.addAction(self.restart_action)
        game_menu.addSeparator()
        game_menu.addAction(self.undo_action)
        game_menu.addAction(self.pause_action)
        game_menu.addSeparator()
        game_menu.addAction(self.hint_action)
        game_menu.addAction(self.analysis_action)
        game_menu.addAction(self.scoreboard_action)
        game_menu.addAction(self.settings_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        help_menu = menu.addMenu("&Help")
        help_menu.addAction(self.help_action)

    def _build_shortcuts(self) -> None:
        """The game keys (PRODUCT.md "Keyboard"); menu actions carry their own."""
        keys: list[tuple[str, Callable[[], None]]] = [
            ("Space", self._on_space_key),
            ("R", self._on_roll_key),
            ("Up", self._on_up_key),
            ("Down", self._on_down_key),
            ("Return", self._on_enter_key),
            ("Enter", self._on_enter_key),
            ("Esc", self._on_escape_key),
        ]
        self._shortcuts: list[QShortcut] = []
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(False)
            shortcut.activated.connect(slot)
            self._shortcuts.append(shortcut)
        for slot_index in range(5):
            shortcut = QShortcut(QKeySequence(str(slot_index + 1)), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(False)
            shortcut.activated.connect(self._on_digit_key)
            shortcut.setProperty("slot", slot_index)
            self._shortcuts.append(shortcut)

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [self.scorecard, *self.tray.dice, self.tray.roll_button]
        chain.append(self.tray.help_button)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        for die in self.tray.dice:
            # Clicking a die or Roll must not pull focus off the card, so Enter still fills.
            die.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.tray.roll_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.tray.help_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    # ---------------------------------------------------------------------------- looks

    def _apply_settings(self) -> None:
        settings = self.controller.settings
        self._apply_theme(theme_for(settings.color_scheme))
        self.tray.set_animation(settings.animation)

    def _apply_theme(self, theme: Theme) -> None:
        self._theme = theme
        # Application-wide, so menus, tooltips and dialogs follow the scheme as well.
        QApplication.setPalette(palette_for(theme))
        self.tray.set_theme(theme)
        self.scorecard.set_theme(theme)
        self.notice_bar.set_theme(theme)
        self.toolbar.setStyleSheet("QToolButton { padding: 4px 12px; }")

    @property
    def theme(self) -> Theme:
        """The colours in use."""
        return self._theme

    def _own(self, dialog: QDialog) -> QDialog:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        return dialog

    # -------------------------------------------------------------------- controller → view

    @Slot(object)
    def _on_controller_state_changed(self, view: GameView) -> None:
        focus = QApplication.focusWidget()
        columns = len(view.players) * view.rules.cards
        # A wide card (many players or cards) takes more of the width from the tray.
        self._board.setStretchFactor(self.scorecard, max(4, columns + 2))
        self.tray.show_view(view)
        # Holding a die (or the clock ticking) changes nothing on the card: skip redrawing it.
        if _card_changed(self.scorecard.card_model.view, view):
            self.scorecard.show_view(view)
        if self._hint is not None:
            key, hint = self._hint
            if key != _hint_key(view):
                self._hint = None
            elif not view.paused:
                self.tray.show_hint(hint.text, hint.hold)  # still the same roll: keep it
        self.hint_action.setEnabled(
            not view.is_over and not view.computer_on_turn and not view.paused
        )
        self._show_status(view)
        self.undo_action.setEnabled(view.can_undo)
        self.pause_action.setEnabled(not view.is_over)
        self.pause_action.setText("Resume" if view.paused else "Pause")
        self.pause_action.setStatusTip(
            "Start the clock again and show the board"
            if view.paused
            else "Stop the clock and hide the board"
        )
        button = self.toolbar.widgetForAction(self.pause_action)
        if button is not None:
            button.setAccessibleName(self.pause_action.text())
        if self.help_dialog is not None:
            self.help_dialog.set_rules(view.rules)
        if focus is not None and focus.window() is self and not focus.isEnabled():
            # A control that just went disabled (Roll at 0 left) hands the focus back to the
            # card, where Up/Down/Enter work, rather than to whatever is next in the chain.
            self.scorecard.setFocus()

    def _show_status(self, view: GameView) -> None:
        if view.is_over:
            self.status_turn.setText("Game over")
        else:
            self.status_turn.setText(view.whose_turn())
        self.status_turn_count.setText(f"Turn {view.turn} of {view.turns_per_player}")
        if view.is_over:
            self.status_rolls.setText("")
        elif view.rolls_left == 1:
            self.status_rolls.setText("1 roll left")
        else:
            self.status_rolls.setText(f"{view.rolls_left} rolls left")
        self._show_clock(view)

    def _show_best(self) -> None:
        best = self.controller.best_score()
        if best is None:
            self.status_best.setText("Best: —")
        else:
            self.status_best.setText(f"Best: {best.score} ({best.name})")

    def _show_clock(self, view: GameView) -> None:
        text = f"Time {clock_text(view.elapsed)}"
        left = view.player.time_left
        if left is not None and not view.is_over:
            text += f" · {view.player.name}: {clock_text(left)} left"
        if view.paused:
            text += " (paused)"
        self.status_clock.setText(text)

    @Slot(object)
    def _on_controller_clock_ticked(self, view: GameView) -> None:
        self._show_clock(view)

    @Slot(object)
    def _on_controller_dice_rolled(self, view: GameView) -> None:
        self.tray.animate_roll(view)

    @Slot(object)
    def _on_controller_game_started(self, view: GameView) -> None:
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog = None
        if self.confirm_box is not None:
            self.confirm_box.close()
        self._show_best()
        self.scorecard.setFocus()

    @Slot(object)
    def _on_controller_game_over(self, view: GameView) -> None:
        if self.result_dialog is not None:
            self.result_dialog.close()
        recorded = self.controller.recorded
        dialog = ResultDialog(view, self, celebrations=recorded.celebrations if recorded else ())
        dialog.review_requested.connect(self._on_result_dialog_review_requested)
        self._show_best()
        self._own(dialog)
        dialog.accepted.connect(self._on_result_dialog_accepted)
        dialog.rejected.connect(self._on_result_dialog_rejected)
        self.result_dialog = dialog
        dialog.open()

    @Slot(object)
    def _on_controller_settings_changed(self, settings: object) -> None:
        self._apply_settings()

    @Slot(str)
    def _on_controller_notice(self, message: str) -> None:
        self.notice_bar.push(message)

    @Slot(str)
    def _on_controller_busy(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message)
        else:
            self.statusBar().clearMessage()

    @Slot(object)
    def _on_style_hints_color_scheme_changed(self, scheme: object) -> None:
        if self.controller.settings.color_scheme == "system":
            self._apply_theme(theme_for("system"))

    # -------------------------------------------------------------------- view → controller

    @Slot(int)
    def _on_tray_hold_requested(self, slot: int) -> None:
        self.controller.toggle_hold(slot)

    @Slot()
    def _on_tray_roll_requested(self) -> None:
        self.controller.roll()

    @Slot()
    def _on_tray_play_again_requested(self) -> None:
        if self.controller.view.is_over:
            self.controller.restart()

    @Slot()
    def _on_tray_skip_requested(self) -> None:
        self.controller.skip_computer_turn()

    @Slot(int, object)
    def _on_scorecard_fill_requested(self, card: int, category: Category) -> None:
        self.controller.fill(card, category)

    @Slot()
    def _on_scorecard_board_clicked(self) -> None:
        self.controller.skip_computer_turn()

    # ------------------------------------------------------------------------- keyboard

    def _keys_live(self) -> bool:
        """Game keys act only in this window and never while a text field takes the typing."""
        return self.isActiveWindow() and not _typing_in_text_field()

    def _focused_button(self) -> QAbstractButton | None:
        widget = QApplication.focusWidget()
        if isinstance(widget, QAbstractButton) and widget.window() is self:
            return widget
        return None

    @Slot()
    def _on_space_key(self) -> None:
        if self._keys_live() and not self._press_focused_button():
            self.controller.roll()

    @Slot()
    def _on_roll_key(self) -> None:
        if self._keys_live():
            self.controller.roll()

    @Slot()
    def _on_digit_key(self) -> None:
        if not self._keys_live():
            return
        shortcut = self.sender()
        slot = shortcut.property("slot") if shortcut is not None else None
        if isinstance(slot, int):
            self.controller.toggle_hold(slot)

    def _move_selection(self, step: int) -> None:
        if self._keys_live():
            self.scorecard.move_selection(step)
            if self._analysis is not None:
                self._show_analysis()  # the selected box is marked there too

    @Slot()
    def _on_up_key(self) -> None:
        self._move_selection(-1)

    @Slot()
    def _on_down_key(self) -> None:
        self._move_selection(1)

    def _press_focused_button(self) -> bool:
        """Space and Enter press a button the player tabbed to; returns whether one had focus."""
        button = self._focused_button()
        if button is None:
            return False
        if button.isEnabled():
            button.click()
        return True

    @Slot()
    def _on_enter_key(self) -> None:
        if not self._keys_live() or self._press_focused_button():
            return
        if self.controller.view.computer_on_turn:
            self.controller.skip_computer_turn()
            return
        self.scorecard.fill_selected()

    @Slot()
    def _on_escape_key(self) -> None:
        if self._keys_live():
            self.controller.skip_computer_turn()

    # --------------------------------------------------------------------------- actions

    @Slot()
    def _on_new_game_action_triggered(self) -> None:
        if _typing_in_text_field():
            return
        if self.new_game_dialog is not None and self.new_game_dialog.isVisible():
            self.new_game_dialog.raise_()
            return
        dialog = NewGameDialog(self.controller.settings, self)
        self._own(dialog)
        dialog.accepted.connect(self._on_new_game_dialog_accepted)
        self.new_game_dialog = dialog
        dialog.open()

    @Slot()
    def _on_new_game_dialog_accepted(self) -> None:
        dialog = self.new_game_dialog
        if dialog is None:
            return
        settings = dialog.settings()
        self._ask_before_discarding(
            "Start a new game?",
            "The game in progress will be lost.",
            "Start new game",
            lambda: self.controller.new_game(settings),
        )

    @Slot()
    def _on_restart_action_triggered(self) -> None:
        if _typing_in_text_field():
            return
        self._ask_before_discarding(
            "Restart this game?",
            "Everything played so far will be lost; the same players start again with new dice.",
            "Restart",
            self.controller.restart,
        )

    def _ask_before_discarding(
        self, question: str, detail: str, yes: str, then: Callable[[], object]
    ) -> None:
        """Run `then` at once if nothing would be lost, else after the player agrees."""
        if not self.controller.view.in_progress:
            then()
            return
        box = QMessageBox(self)
        box.setObjectName("confirmDialog")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle("Five Dice")
        box.setText(question)
        box.setInformativeText(detail)
        accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        accept.setObjectName("confirmYes")
        keep = box.addButton("Keep playing", QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("confirmNo")
        for button in (accept, keep):
            button.setMinimumHeight(MIN_TARGET)
            button.setAccessibleName(button.text())
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self._own(box)
        self._confirmed = then
        self.confirm_box = box
        box.buttonClicked.connect(self._on_confirm_box_button_clicked)
        box.open()

    @Slot(QAbstractButton)
    def _on_confirm_box_button_clicked(self, button: QAbstractButton) -> None:
        box = self.confirm_box
        then, self._confirmed = self._confirmed, None
        self.confirm_box = None
        if box is not None:
            box.close()
        if then is not None and button.objectName() == "confirmYes":
            then()

    @Slot()
    def _on_undo_action_triggered(self) -> None:
        if not _typing_in_text_field():
            self.controller.undo()

    @Slot()
    def _on_pause_action_triggered(self) -> None:
        if not _typing_in_text_field():
            self.controller.toggle_pause()

    @Slot()
    def _on_settings_action_triggered(self) -> None:
        if _typing_in_text_field():
            return
        dialog = SettingsDialog(self.controller.settings, self)
        self._own(dialog)
        dialog.accepted.connect(self._on_settings_dialog_accepted)
        self.settings_dialog = dialog
        dialog.open()

    @Slot()
    def _on_settings_dialog_accepted(self) -> None:
        if self.settings_dialog is not None:
            self.controller.update_settings(self.settings_dialog.settings())

    @Slot()
    def _on_help_action_triggered(self) -> None:
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self)
            self._own(self.help_dialog)
        self.help_dialog.set_rules(self.controller.view.rules)
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()

    @Slot()
    def _on_quit_action_triggered(self) -> None:
        self.close()

    @Slot()
    def _on_result_dialog_accepted(self) -> None:
        self.result_dialog = None
        self.controller.restart()

    @Slot()
    def _on_result_dialog_rejected(self) -> None:
        self.result_dialog = None

    @Slot()
    def _on_result_dialog_review_requested(self) -> None:
        self.open_review(self.controller.game)

    def open_review(self, game: Game) -> None:
        """Show the review of a finished game: each decision against perfect play."""
        from fivedice.strategy.review import review_game

        from .coach import ReviewDialog

        if not self.controller.tables.ready(game.rules.extra_five.value):
            # The table is being worked out off this thread; reviewing now would wait for it.
            self.statusBar().showMessage(
                "Perfect play is still being worked out; open the review again in a moment.", 8000
            )
            return
        humans = [p for p, player in enumerate(game.players) if not player.is_computer]
        review = review_game(game, players=humans or None)
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = ReviewDialog(game, review, self._theme, self)
        self._own(dialog)
        self.review_dialog = dialog
        dialog.open()

    @Slot()
    def _on_hint_action_triggered(self) -> None:
        if _typing_in_text_field():
            return
        if not self.controller.hint():
            view = self.controller.view
            if view.is_over or view.computer_on_turn or view.paused:
                return
            self.statusBar().showMessage(
                "Perfect play is still being worked out; try the hint again in a moment.", 6000
            )

    @Slot(object)
    def _on_controller_hint_given(self, hint: Hint) -> None:
        self._hint = (_hint_key(self.controller.view), hint)
        self.tray.show_hint(hint.text, hint.hold)
        if hint.box is not None:
            self.scorecard.select_box(*hint.box)

    @Slot()
    def _on_analysis_action_triggered(self) -> None:
        if _typing_in_text_field():
            self.analysis_action.setChecked(self.analysis_dock.isVisible())
            return
        self.analysis_dock.setVisible(self.analysis_action.isChecked())

    @Slot(bool)
    def _on_analysis_dock_visibility_changed(self, visible: bool) -> None:
        if not self.isVisible():
            return  # the window itself is hidden or closing: not the player's choice
        self.analysis_action.setChecked(visible)
        if visible != self.controller.analysis_on:
            self.controller.set_analysis(visible)
        if not visible:
            self._analysis = None
        settings = self.controller.settings
        if settings.show_analysis != visible:
            self.controller.update_settings(replace(settings, show_analysis=visible))

    @Slot(object)
    def _on_controller_analysis_changed(self, analysis: Analysis | None) -> None:
        self._analysis = analysis
        self._show_analysis()

    def _show_analysis(self) -> None:
        analysis = self._analysis
        if analysis is None:
            view = self.controller.view
            if view.is_over:
                idle = "The game is over."
            elif view.computer_on_turn:
                idle = f"{view.player.name} is playing."
            elif view.paused:
                idle = "Paused."
            elif view.rolls_used == 0:
                idle = "Roll to see every choice with its expected final score."
            else:
                idle = "Working out perfect play…"
            self.analysis_panel.show_analysis(None, idle)
            return
        selected = self.scorecard.selected
        lines = tuple(
            replace(line, current=selected == (line.action[1], line.action[2]))
            if line.action[0] == "fill"
            else line
            for line in analysis.lines
        )
        self.analysis_panel.show_analysis(replace(analysis, lines=lines))

    @Slot(str)
    def _on_controller_coach_noted(self, note: str) -> None:
        self.statusBar().showMessage(note, 15000)

    @Slot()
    def _on_scoreboard_action_triggered(self) -> None:
        if _typing_in_text_field():
            return
        from fivedice.store.history import Kind

        from .scoreboard import ScoreboardDialog

        game = self.controller.game
        humans = [p.name for p in game.players if not p.is_computer]
        dialog = ScoreboardDialog(
            self.controller.history,
            current=Kind.of(game),
            player=humans[0] if humans else None,
            parent=self,
        )
        dialog.review_requested.connect(self._on_scoreboard_review_requested)
        self._own(dialog)
        if self.scoreboard_dialog is not None:
            self.scoreboard_dialog.close()
        self.scoreboard_dialog = dialog
        dialog.open()

    @Slot(int)
    def _on_scoreboard_review_requested(self, game_id: int) -> None:
        history = self.controller.history
        if history is None:
            return
        try:
            game = history.load_game(game_id)
        except (KeyError, ValueError) as exc:
            self.notice_bar.push(f"That game cannot be replayed: {exc}")
            return
        self.open_review(game)

    # --------------------------------------------------------------------------- events

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.flush()
        if self.controller.history is not None:
            self.controller.history.close()
        if self.help_dialog is not None:
            self.help_dialog.close()
        super().closeEvent(event)

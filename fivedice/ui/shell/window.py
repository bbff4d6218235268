"""The main window: the dice tray and the scorecard, with the dialogs it opens.

Its actions and toolbar live in :mod:`.mainmenu`, the game keys in :mod:`.keys`, the status bar in
:mod:`.statusbar`. It shows what the controller reports (one :class:`~.snapshot.Change` per
operation) and forwards what the player asks; everything it shows comes through the controller.
"""

from __future__ import annotations

import itertools
import logging
from collections import deque
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from fivedice.store.records import Kind
from fivedice.words import translate

from ..board.analysis import AnalysisPanel
from ..board.announce import announce, announcement
from ..board.explain import chances_text
from ..board.felt import celebration_for
from ..board.scorecard import ScorecardView
from ..board.tray import DiceTray
from ..board.widths import BoardWidths
from ..control.controller import GameController
from ..control.cues import SoundCues
from ..control.snapshot import Change, Event, GameView
from ..dialogs.help import HelpDialog
from ..dialogs.lifecycle import OpenDialogs
from ..dialogs.newgame import NewGameDialog
from ..dialogs.preferences import SettingsDialog
from ..dialogs.result import ResultDialog
from . import language
from .away import AwayPause
from .discard import CONFIRM, DiscardGuard
from .docking import AnalysisPlace, PanelHolder
from .focus import FocusRings
from .icons import app_icon
from .keys import GameKeys, typing_in_text_field
from .menus import MainMenu
from .noticebar import NoticeBar
from .statusbar import GameStatusBar
from .theme import Theme, palette_for, request_color_scheme, theme_for

D = TypeVar("D", bound=QDialog)

if TYPE_CHECKING:
    from fivedice.core import Game
    from fivedice.store.settings import Settings
    from fivedice.strategy.coach import Analysis, Hint

    from ..tables.network import NetworkPlay

log = logging.getLogger(__name__)


NEW_GAME, SETTINGS, RESULT, HELP, SCOREBOARD, REVIEW = (
    "new_game",
    "settings",
    "result",
    "help",
    "scoreboard",
    "review",
)
"""The names of the window's dialogs among its :class:`~.lifecycle.OpenDialogs`."""
_NEW_GAME, _RESTART = "new_game", "restart"
"""What the discard question may be about (with a new game's settings)."""


def _dialog(name: str, kind: type[D]) -> property:
    """A read-only attribute: the window's dialog `name` while it is open, else None."""

    def get(window: MainWindow) -> D | None:
        return window.dialogs.get(name, kind)

    return property(get, doc=f"The {name.replace('_', ' ')} dialog while it is open, or None.")


def _hint_key(view: GameView) -> tuple[int, int, int]:
    """What a hint is about: the player on turn, their turn, and the roll."""
    return (view.current, view.turn, view.rolls_used)


class MainWindow(QMainWindow):
    """The game window. It shows what the controller reports and forwards what the player asks.

    Dialogs are opened without blocking (``open()``) and kept in :attr:`dialogs`, read as
    attributes (``new_game_dialog``, ``confirm_box``, ``result_dialog``, ``help_dialog``,
    ``settings_dialog``, ``scoreboard_dialog``, ``review_dialog``), so they can be answered by
    tests as by people. A dialog is deleted once it closes, however it closes, and its attribute
    goes back to None at once.

    Tab and Shift+Tab go round card → dice → Roll → How to play → toolbar → card; the focused
    control always has a ring. News that no focused control shows (a roll, a computer's move,
    a drop-out, the end) is announced to screen readers; ``announcements`` keeps the latest.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.controller = controller
        controller.setParent(self)
        self.dialogs = OpenDialogs(self)
        """The dialogs open over the window."""
        self.discard = DiscardGuard(self)
        self.discard.agreed.connect(self._on_discard_agreed)
        self.away_pause = AwayPause(self)  # the game pauses itself while minimised
        self._theme = theme_for(controller.settings.color_scheme)
        self.focus_rings = FocusRings(self, self._theme.focus)
        self.announcements: deque[str] = deque(maxlen=30)
        """The latest announcements to screen readers, newest last."""
        self._last_view: GameView = controller.view

        self.tray = DiceTray(self)
        self.scorecard = ScorecardView(self)
        self.notice_bar = NoticeBar(self)
        central = QWidget(self)
        central.setObjectName("board")
        board = QHBoxLayout()
        board.setSpacing(12)
        felt_side = QVBoxLayout()
        felt_side.setSpacing(8)
        felt_side.addWidget(self.tray, 1)
        self.analysis_holder = PanelHolder(central)
        """Where the analysis panel goes when the window is too narrow to dock it."""
        self.analysis_holder.setObjectName("analysisHolder")
        felt_side.addWidget(self.analysis_holder, 1)
        board.addLayout(felt_side, 5)
        board.addWidget(self.scorecard, 4)
        self._board = board
        column = QVBoxLayout(central)
        column.setContentsMargins(10, 8, 10, 8)
        column.setSpacing(8)
        column.addWidget(self.notice_bar)
        column.addLayout(board, 1)
        self.setCentralWidget(central)
        self.board_widths = BoardWidths(central, board, (self.tray, self.analysis_holder),
                                        self.scorecard, sides=20)  # fmt: skip
        self.analysis_panel = AnalysisPanel(self)
        self.analysis_dock = QDockWidget(self)
        self.analysis_dock.setObjectName("analysisDock")
        self.analysis_dock.setWidget(self.analysis_panel)
        self.analysis_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.analysis_dock)
        self.analysis_dock.hide()
        self.analysis_place = AnalysisPlace(
            self,
            self.analysis_dock,
            self.analysis_panel,
            self.analysis_holder,
            (self.tray, self.scorecard),
            felt_side,
        )
        self.analysis_dock.visibilityChanged.connect(self._on_analysis_dock_visibility_changed)
        self._hint: tuple[object, Hint] | None = None
        self._analysis: Analysis | None = None
        self.status_bar = GameStatusBar(self)
        self.setStatusBar(self.status_bar)
        self.menu = MainMenu(
            self,
            {
                "new_game": self._on_new_game_action_triggered,
                "host_table": self._on_host_table_action_triggered,
                "join_table": self._on_join_table_action_triggered,
                "undo": self._on_undo_action_triggered,
                "pause": self._on_pause_action_triggered,
                "restart": self._on_restart_action_triggered,
                "hint": self._on_hint_action_triggered,
                "analysis": self._on_analysis_action_triggered,
                "sound": self._on_sound_action_triggered,
                "chances": self._on_chances_action_triggered,
                "scoreboard": self._on_scoreboard_action_triggered,
                "settings": self._on_settings_action_triggered,
                "help": self._on_help_action_triggered,
                "quit": self.close,
            },
        )
        self._network: NetworkPlay | None = None
        self.sounds = SoundCues(self, controller)
        self.keys = GameKeys(self)
        self.keys.selection_moved.connect(self._on_keys_selection_moved)
        self._set_tab_order()

        self.tray.hold_requested.connect(controller.toggle_hold)
        self.tray.roll_requested.connect(controller.roll)
        self.tray.skip_requested.connect(controller.skip_computer_turn)
        self.tray.help_requested.connect(self._on_help_action_triggered)
        self.tray.play_again_requested.connect(self._on_tray_play_again_requested)
        self.scorecard.fill_requested.connect(controller.fill)
        self.scorecard.board_clicked.connect(controller.skip_computer_turn)

        controller.changed.connect(self._on_controller_changed)
        controller.clock_ticked.connect(self._on_controller_clock_ticked)
        controller.settings_changed.connect(self._on_controller_settings_changed)
        controller.notice.connect(self.notice_bar.push)
        controller.busy.connect(self._on_controller_busy)
        controller.coach.hint_given.connect(self._on_controller_hint_given)
        controller.coach.analysis_changed.connect(self._on_controller_analysis_changed)
        controller.coach.chances_changed.connect(self._on_controller_chances_changed)
        controller.coach.noted.connect(self._on_controller_coach_noted)
        self._listening = False

        self.retranslate()
        self._apply_settings()
        self._show(controller.view, card=True)
        self.status_bar.show_best(controller.best_score())
        for message in controller.notices:
            self.notice_bar.push(message)
        self._fit_to_screen()
        if controller.settings.show_analysis:
            self.menu.actions["analysis"].setChecked(True)
            self.analysis_place.set_shown(True)
            controller.coach.set_analysis(True)
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

    def _set_tab_order(self) -> None:
        # Round the window in reading order: card, dice, Roll, How to play, the toolbar (and a
        # message's Dismiss above the board when one shows), then the card again.
        chain: list[QWidget] = [self.scorecard, *self.tray.dice, self.tray.roll_button]
        chain.append(self.tray.help_button)
        chain.extend(self.menu.buttons())
        chain.append(self.notice_bar.dismiss)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        for die in self.tray.dice:
            # Clicking a die or Roll must not pull focus off the card, so Enter still fills.
            die.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.tray.roll_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.tray.help_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def retranslate(self) -> None:
        """Set the window's own words again, in the language in force."""
        #: The game's name: the main window's title, and the title of the question before a game in
        #: progress is lost.
        self.setWindowTitle(translate("Window", "Five Dice"))
        #: Title of the analysis panel beside the board (a noun).
        self.analysis_dock.setWindowTitle(translate("Window", "Analysis"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # Qt tells every widget; the window alone says everything again, each part once.
            self.retranslate()
            for part in self.findChildren(QObject):
                again = getattr(part, "retranslate", None)
                if callable(again):
                    again()
            self._show(self.controller.view, card=True)
            self._show_analysis()
        super().changeEvent(event)

    new_game_dialog = _dialog(NEW_GAME, NewGameDialog)
    settings_dialog = _dialog(SETTINGS, SettingsDialog)
    result_dialog = _dialog(RESULT, ResultDialog)
    help_dialog = _dialog(HELP, HelpDialog)
    scoreboard_dialog = _dialog(SCOREBOARD, QDialog)
    review_dialog = _dialog(REVIEW, QDialog)
    confirm_box = _dialog(CONFIRM, QMessageBox)

    # ---------------------------------------------------------------------------- looks

    def _apply_settings(self) -> None:
        settings = self.controller.settings
        # The frame and title bar first, so "system" reads the desktop's own scheme again.
        request_color_scheme(settings.color_scheme)
        self._apply_theme(theme_for(settings.color_scheme))
        self.tray.set_animation(settings.animation)
        self.tray.set_coach(settings.coach_mode)
        self.menu.actions["sound"].setChecked(settings.sound)
        self.menu.actions["chances"].setChecked(settings.show_chances)
        if not settings.show_chances:
            self.status_bar.show_chances("")

    def _apply_theme(self, theme: Theme) -> None:
        self._theme = theme
        # Application-wide, so menus, tooltips and dialogs follow the scheme as well.
        QApplication.setPalette(palette_for(theme))
        self.focus_rings.set_color(theme.focus)
        self.tray.set_theme(theme)
        self.scorecard.set_theme(theme)
        self.notice_bar.set_theme(theme)
        self.menu.set_theme(theme)

    @property
    def theme(self) -> Theme:
        """The colours in use."""
        return self._theme

    @property
    def last_announcement(self) -> str:
        """What was last said to screen readers ("" before anything)."""
        return self.announcements[-1] if self.announcements else ""

    # -------------------------------------------------------------------- controller → view

    @Slot(object)
    def _on_controller_changed(self, change: Change) -> None:
        view = change.view
        if change.event is Event.STARTED:
            for name in (RESULT, CONFIRM):
                dialog = self.dialogs.forget(name)
                if dialog is not None:
                    dialog.close()
            self.scorecard.setFocus()
            self.tray.news.new_game()
        if change.event is Event.ROLLED:
            self.tray.animate_roll(view)
        if change.fill is not None:
            self.tray.celebration.celebrate(celebration_for(change.fill, view))
            if self.controller.settings.animation and not view.players[change.fill.player].hidden:
                self.scorecard.flash(change.fill)
        if change.game_over:
            self._show_result(change)
        self._show(view, card=change.card_changed)
        if change.event is Event.STARTED or change.game_over:
            self.status_bar.show_best(self.controller.best_score())
        # Said once the screen shows it, so a reader who looks finds what was announced.
        self.say(announcement(change, self._last_view))
        self._last_view = view

    @Slot(object)
    def _on_controller_clock_ticked(self, view: GameView) -> None:
        self.status_bar.show_clock(view)
        self.say(self.tray.news.show_clock(view))

    @property
    def network(self) -> NetworkPlay:
        """Hosting or joining a table on the network (its code loads when first used)."""
        if self._network is None:
            from ..tables.network import NetworkPlay

            self._network = NetworkPlay(self)
            self._network.notice.connect(self.notice_bar.push)
            self._network.news.connect(self._on_network_news)
        return self._network

    @Slot(str)
    def _on_network_news(self, text: str) -> None:
        self.status_bar.showMessage(text, 10000)
        self.say(text)

    def _leave_table(self) -> None:
        """Leave or close the network table in use, if any (before a game of this computer)."""
        if self._network is not None:
            self._network.leave()

    def say(self, text: str) -> None:
        """Tell screen readers `text` (news no focused control shows)."""
        if text:
            self.announcements.append(text)
            announce(self, text)

    def _show(self, view: GameView, *, card: bool) -> None:
        """Redraw from `view`; the card only when it shows something new."""
        focus = QApplication.focusWidget()
        columns = len(view.players) * view.rules.cards
        # A wide card (many players or cards) takes more of the width from the tray.
        self._board.setStretchFactor(self.scorecard, max(4, columns + 2))
        self.tray.show_view(view)
        if card:
            self.scorecard.show_view(view)
            self.board_widths.fit()
        if self._hint is not None:
            key, hint = self._hint
            if key != _hint_key(view):
                self._hint = None
            elif not view.paused:
                self.tray.show_hint(hint.text, hint.hold)  # still the same roll: keep it
        self.status_bar.show_view(view)
        self.menu.show_view(view)
        if self.help_dialog is not None:
            self.help_dialog.set_rules(view.rules)
        if focus is not None and focus.window() is self and not focus.isEnabled():
            # A control that just went disabled (Roll at 0 left) hands the focus back to the
            # card, where Up/Down/Enter work, rather than to whatever is next in the chain.
            self.scorecard.setFocus()

    def _show_result(self, change: Change) -> None:
        dialog = ResultDialog(change.view, self, celebrations=change.celebrations)
        dialog.review_requested.connect(self._on_result_dialog_review_requested)
        dialog.accepted.connect(self._on_result_dialog_accepted)
        self.dialogs.open(RESULT, dialog)

    @Slot(object)
    def _on_controller_settings_changed(self, settings: object) -> None:
        self._apply_settings()
        language.apply(self.controller.settings.language)

    @Slot(str)
    def _on_controller_busy(self, message: str) -> None:
        if message:
            self.status_bar.showMessage(message)
        else:
            self.status_bar.clearMessage()

    @Slot(object)
    def _on_style_hints_color_scheme_changed(self, scheme: object) -> None:
        if self.controller.settings.color_scheme == "system":
            self._apply_theme(theme_for("system"))

    @Slot()
    def _on_tray_play_again_requested(self) -> None:
        if self.controller.view.is_over:
            self._leave_table()
            self.controller.restart()

    # --------------------------------------------------------------------------- actions

    @Slot()
    def _on_new_game_action_triggered(self) -> None:
        if typing_in_text_field():
            return
        if self.new_game_dialog is not None and self.new_game_dialog.isVisible():
            self.new_game_dialog.raise_()
            return
        dialog = NewGameDialog(self.controller.settings, self)
        dialog.accepted.connect(self._on_new_game_dialog_accepted)
        self.dialogs.open(NEW_GAME, dialog)

    @Slot()
    def _on_new_game_dialog_accepted(self) -> None:
        dialog = self.new_game_dialog
        if dialog is None:
            return
        self.discard.ask_new_game((_NEW_GAME, dialog.settings()))

    @Slot(object)
    def _on_discard_agreed(self, request: tuple[str, Settings | None]) -> None:
        what, settings = request
        self._leave_table()
        if what == _NEW_GAME and settings is not None:
            self.controller.new_game(settings)
        else:
            self.controller.restart()

    @Slot()
    def _on_host_table_action_triggered(self) -> None:
        if not typing_in_text_field():
            self.network.open_host_dialog()

    @Slot()
    def _on_join_table_action_triggered(self) -> None:
        if not typing_in_text_field():
            self.network.open_join_dialog()

    @Slot()
    def _on_restart_action_triggered(self) -> None:
        if typing_in_text_field():
            return
        self.discard.ask_restart((_RESTART, None))

    @Slot()
    def _on_undo_action_triggered(self) -> None:
        if not typing_in_text_field():
            self.controller.undo()

    @Slot()
    def _on_pause_action_triggered(self) -> None:
        if typing_in_text_field():
            return
        if self.controller.view.paused:
            self.controller.resume()
        else:
            self.controller.pause()

    @Slot()
    def _on_settings_action_triggered(self) -> None:
        if typing_in_text_field():
            return
        dialog = SettingsDialog(self.controller.settings, self)
        dialog.accepted.connect(self._on_settings_dialog_accepted)
        self.dialogs.open(SETTINGS, dialog)

    @Slot()
    def _on_settings_dialog_accepted(self) -> None:
        if self.settings_dialog is not None:
            self.controller.update_settings(self.settings_dialog.settings())

    @Slot()
    def _on_help_action_triggered(self) -> None:
        dialog = self.help_dialog
        if dialog is None:
            dialog = self.dialogs.keep(HELP, HelpDialog(self))
        dialog.set_rules(self.controller.view.rules)
        dialog.show()  # beside the game, not modal
        dialog.raise_()
        dialog.activateWindow()

    @Slot()
    def _on_result_dialog_accepted(self) -> None:
        self.dialogs.forget(RESULT)
        self._leave_table()
        self.controller.restart()

    @Slot()
    def _on_result_dialog_review_requested(self) -> None:
        self.open_review(self.controller.game)

    def open_review(self, game: Game) -> None:
        """Show the review of a finished game: each decision against perfect play."""
        from ..board.analysis import ReviewDialog

        review = self.controller.coach.review(game)
        if isinstance(review, str):
            # The table is being worked out off this thread; reviewing now would wait for it.
            self.status_bar.showMessage(review, 8000)
            return
        self.dialogs.open(REVIEW, ReviewDialog(review, self._theme, self))

    @Slot()
    def _on_hint_action_triggered(self) -> None:
        if typing_in_text_field() or self.controller.coach.hint():
            return
        view = self.controller.view
        if not (view.is_over or view.computer_on_turn or view.paused):
            still = translate(
                "Window", "Perfect play is still being worked out; try the hint again in a moment."
            )
            self.status_bar.showMessage(still, 6000)

    @Slot(object)
    def _on_controller_hint_given(self, hint: Hint) -> None:
        self._hint = (_hint_key(self.controller.view), hint)
        self.tray.show_hint(hint.text, hint.hold)
        if hint.box is not None:
            self.scorecard.select_box(*hint.box)

    @Slot()
    def _on_analysis_action_triggered(self) -> None:
        action = self.menu.actions["analysis"]
        if typing_in_text_field():
            action.setChecked(self.analysis_place.shown)
            return
        self._set_analysis_shown(action.isChecked())

    @Slot()
    def _on_sound_action_triggered(self) -> None:
        settings = self.controller.settings
        if typing_in_text_field():  # M is a letter of a name
            self.menu.actions["sound"].setChecked(settings.sound)
            return
        sound = self.menu.actions["sound"].isChecked()
        self.controller.update_settings(replace(settings, sound=sound))

    @Slot()
    def _on_chances_action_triggered(self) -> None:
        settings = self.controller.settings
        shown = self.menu.actions["chances"].isChecked()
        self.controller.update_settings(replace(settings, show_chances=shown))

    @Slot(object)
    def _on_controller_chances_changed(self, chances: tuple[float, ...] | None) -> None:
        text = chances_text(self.controller.view, chances) if chances else ""
        self.analysis_panel.show_chances(text)
        self.status_bar.show_chances(text if self.controller.settings.show_chances else "")

    @Slot(bool)
    def _on_analysis_dock_visibility_changed(self, visible: bool) -> None:
        if not self.isVisible() or self.analysis_place.moving or visible:
            return  # the window hides, or the panel moves: not the player's choice
        self._set_analysis_shown(False)  # the dock's own close button

    def _set_analysis_shown(self, visible: bool) -> None:
        self.analysis_place.set_shown(visible)
        self.menu.actions["analysis"].setChecked(visible)
        if visible != self.controller.coach.analysis_on:
            self.controller.coach.set_analysis(visible)
        if not visible:
            self._analysis = None
        settings = self.controller.settings
        if settings.show_analysis != visible:
            self.controller.update_settings(replace(settings, show_analysis=visible))

    @Slot(object)
    def _on_controller_analysis_changed(self, analysis: Analysis | None) -> None:
        self._analysis = analysis
        self._show_analysis()

    @Slot()
    def _on_keys_selection_moved(self) -> None:
        if self._analysis is not None:
            self._show_analysis()  # the selected box is marked there too

    def _show_analysis(self) -> None:
        analysis = self._analysis
        if analysis is None:
            view = self.controller.view
            if view.is_over:
                #: Heading of the analysis panel when there is nothing to analyse: the game has
                #: ended.
                idle = translate("Window", "The game is over.")
            elif view.computer_on_turn:
                #: Heading of the analysis panel when there is nothing to analyse: a computer
                #: player, {name}, is playing its turn.
                idle = translate("Window", "{name} is playing.").format(name=view.player.name)
            elif view.paused:
                #: Heading of the analysis panel when there is nothing to analyse: the game is
                #: paused.
                idle = translate("Window", "Paused.")
            elif view.rolls_used == 0:
                idle = translate(
                    "Window", "Roll to see every choice with its expected final score."
                )
            else:
                idle = translate("Window", "Working out perfect play…")
            self.analysis_panel.show_analysis(None, idle)
            return
        selected = self.scorecard.selected
        lines = tuple(
            replace(line, current=selected == line.box) if line.box is not None else line
            for line in analysis.lines
        )
        self.analysis_panel.show_analysis(replace(analysis, lines=lines))

    @Slot(str)
    def _on_controller_coach_noted(self, note: str) -> None:
        # On the felt, whole, until the game moves on (a status message was cut and went).
        self.tray.news.show_coach(note)
        # Said after the move it is about (the controller tells it first).
        QTimer.singleShot(0, self, lambda: self.say(note))

    @Slot()
    def _on_scoreboard_action_triggered(self) -> None:
        if typing_in_text_field():
            return
        from ..dialogs.scoreboard import ScoreboardDialog

        humans = [p.name for p in self.controller.game.players if not p.is_computer]
        dialog = ScoreboardDialog(
            self.controller.history,
            current=Kind.of(self.controller.game),
            player=humans[0] if humans else None,
            parent=self,
        )
        dialog.review_requested.connect(self._on_scoreboard_review_requested)
        self.dialogs.open(SCOREBOARD, dialog)

    @Slot(int)
    def _on_scoreboard_review_requested(self, game_id: int) -> None:
        game = self.controller.finished_game(game_id)
        if isinstance(game, str):
            self.notice_bar.push(game)
            return
        self.open_review(game)

    # --------------------------------------------------------------------------- events

    def showEvent(self, event: QShowEvent) -> None:
        self._listen(True)
        super().showEvent(event)

    def _listen(self, on: bool) -> None:
        """Follow the application's focus and the desktop's colour scheme while open; a closed
        window leaves no connection behind in the application."""
        if on == self._listening:
            return
        self._listening = on
        self.focus_rings.listen(on)
        hints = QGuiApplication.styleHints()
        if on:
            hints.colorSchemeChanged.connect(self._on_style_hints_color_scheme_changed)
        else:
            hints.colorSchemeChanged.disconnect(self._on_style_hints_color_scheme_changed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.analysis_place.window_resized()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._leave_table()  # a table hosted here ends for everyone, with a message
        self.controller.close()
        self.sounds.close()
        # Every window of the game goes with it (a result left open would stay modal).
        self.dialogs.close_all()
        self._listen(False)
        super().closeEvent(event)

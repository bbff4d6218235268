"""The main window: the dice tray and the scorecard, with the dialogs it opens.

Its actions and toolbar live in :mod:`.menus`, the game keys in :mod:`.keys`, the status bar in
:mod:`.statusbar`, the analysis panel's place in :mod:`.docking`. It shows what the controller
reports (one :class:`~fivedice.ui.control.snapshot.Change` per operation) and forwards what the
player asks; everything it shows comes through the controller.

The first paint loads only what it shows: the board, the menus and the bars. The dialogs load
when first opened, the analysis panel when first shown, network play when first used, and the
sound and the history a moment after the first paint (:mod:`.firstpaint`).
"""

from __future__ import annotations

import itertools
import logging
from collections import deque
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMainWindow, QVBoxLayout, QWidget

from fivedice.store.settings import Settings
from fivedice.words import translate

from ..board.announce import announce, announcement
from ..board.explain import chances_text
from ..board.felt import celebration_for
from ..board.scorecard import ScorecardView
from ..board.tray import DiceTray
from ..board.widths import BoardWidths
from ..control.controller import GameController
from ..control.snapshot import Change, Event, GameView
from ..dialogs.lifecycle import OpenDialogs
from . import language
from .away import AwayPause
from .discard import CONFIRM, DiscardGuard
from .docking import AnalysisPlace, PanelHolder
from .firstpaint import FirstPaint, first_size
from .focus import FocusRings
from .icons import app_icon
from .keys import GameKeys
from .menus import MainMenu
from .noticebar import NoticeBar
from .statusbar import GameStatusBar
from .theme import Theme, palette_for, request_color_scheme, theme_for
from .windowdialogs import (
    HELP,
    NEW_GAME,
    RESULT,
    REVIEW,
    SCOREBOARD,
    SETTINGS,
    OpenDialog,
    any_dialog,
    help_kind,
    new_game_kind,
    question_box,
    result_kind,
    review_kind,
    settings_kind,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMenu

    from fivedice.core import Game
    from fivedice.strategy.coach import Hint

    from ..board.analysis import AnalysisPanel
    from ..control.cues import SoundCues
    from ..tables.network import NetworkPlay

log = logging.getLogger(__name__)


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

    new_game_dialog = OpenDialog(NEW_GAME, new_game_kind)
    settings_dialog = OpenDialog(SETTINGS, settings_kind)
    result_dialog = OpenDialog(RESULT, result_kind)
    help_dialog = OpenDialog(HELP, help_kind)
    scoreboard_dialog = OpenDialog(SCOREBOARD, any_dialog)
    review_dialog = OpenDialog(REVIEW, review_kind)
    confirm_box = OpenDialog(CONFIRM, question_box)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.controller = controller
        """The one object that changes the game; the window shows what it reports."""
        controller.setParent(self)
        self._theme = theme_for(controller.settings.color_scheme)
        self.announcements: deque[str] = deque(maxlen=30)
        """The latest announcements to screen readers, newest last."""
        self._last_view: GameView = controller.view
        self._hint: tuple[tuple[int, int, int], Hint] | None = None
        self._network: NetworkPlay | None = None
        self._sounds: SoundCues | None = None
        self._listening = False
        self._build_helpers()
        self._build_board()
        self._build_bars()
        self._set_tab_order()
        self._connect_board()
        self._connect_controller()
        self._show_first()

    # --------------------------------------------------------------------------- building

    def _build_helpers(self) -> None:
        """What watches and asks without being drawn: the open dialogs, the question before a
        game is lost, the pause while minimised, the focus rings, the first paint."""
        self.dialogs = OpenDialogs(self)
        """The dialogs open over the window."""
        self.discard = DiscardGuard(self)
        self.discard.new_game_agreed.connect(self._on_discard_new_game_agreed)
        self.discard.restart_agreed.connect(self._on_discard_restart_agreed)
        self.away_pause = AwayPause(self)  # the game pauses itself while minimised
        self.focus_rings = FocusRings(self, self._theme.focus)
        self.first_paint = FirstPaint(self)
        """What waits for the first paint (the history, the sound) starts once it is settled."""
        self.first_paint.settled.connect(self._on_first_paint_settled)

    def _build_board(self) -> None:
        """The board: a message bar across the top, the felt (the dice tray, with the analysis
        panel under it when the window is too narrow to dock it) and the card."""
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
        self.analysis_place = AnalysisPlace(
            self, self.analysis_holder, (self.tray, self.scorecard), felt_side
        )
        """Where the analysis panel shows (it is made when first shown)."""
        self.analysis_place.closed.connect(self._on_analysis_place_closed)

    def _build_bars(self) -> None:
        """The status bar, the menus and toolbar, and the game keys (no key of either acts while
        a text field takes the typing)."""
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
                "quit": self._on_quit_action_triggered,
            },
        )
        self.keys = GameKeys(self)
        self.keys.selection_moved.connect(self.analysis_place.mark_selected)
        self.keys.guard.watch(self.menu.actions.values())

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

    def _connect_board(self) -> None:
        """What the player asks on the board goes to the controller."""
        controller = self.controller
        self.tray.hold_requested.connect(controller.toggle_hold)
        self.tray.roll_requested.connect(controller.roll)
        self.tray.skip_requested.connect(controller.skip_computer_turn)
        self.tray.help_requested.connect(self._on_help_action_triggered)
        self.tray.play_again_requested.connect(self._on_tray_play_again_requested)
        self.scorecard.fill_requested.connect(controller.fill)
        self.scorecard.board_clicked.connect(controller.skip_computer_turn)

    def _connect_controller(self) -> None:
        """What the controller and its coach report comes to the window."""
        controller = self.controller
        controller.changed.connect(self._on_controller_changed)
        controller.clock_ticked.connect(self._on_controller_clock_ticked)
        controller.settings_changed.connect(self._on_controller_settings_changed)
        controller.notice.connect(self.notice_bar.push)
        controller.busy.connect(self.status_bar.show_busy)
        controller.history_opened.connect(self.status_bar.show_best)
        controller.coach.hint_given.connect(self._on_controller_hint_given)
        controller.coach.analysis_changed.connect(self.analysis_place.show_analysis)
        controller.coach.chances_changed.connect(self._on_controller_chances_changed)
        controller.coach.noted.connect(self._on_controller_coach_noted)

    def _show_first(self) -> None:
        """The first picture: the words, the looks, the game and the best score, the notices
        waiting, a size that fits the screen, and the analysis panel if it was left open."""
        controller = self.controller
        self.retranslate()
        self._apply_settings()
        self._show(controller.view, card=True)
        if not controller.history_waiting:  # else it shows once the history has been opened
            self.status_bar.show_best(controller.best_score())
        for message in controller.notices:
            self.notice_bar.push(message)
        self.resize(first_size(self.screen()))
        if controller.settings.show_analysis:
            self.menu.actions["analysis"].setChecked(True)
            self.analysis_place.set_shown(True)
            controller.coach.set_analysis(True)
        self.scorecard.setFocus()

    def retranslate(self) -> None:
        """Set the window's own words again, in the language in force."""
        #: The game's name: the main window's title, and the title of the question before a game in
        #: progress is lost.
        self.setWindowTitle(translate("Window", "Five Dice"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # Qt tells every widget; the window alone says everything again, each part once.
            self.retranslate()
            for part in self.findChildren(QObject):
                again = getattr(part, "retranslate", None)
                if callable(again):
                    again()
            self._show(self.controller.view, card=True)
            self.analysis_place.refresh()
        super().changeEvent(event)

    # ------------------------------------------------------------------ parts made on first use

    @property
    def analysis_panel(self) -> AnalysisPanel:
        """The analysis panel (made when first shown, or asked for here)."""
        return self.analysis_place.panel

    @property
    def analysis_dock(self) -> QDockWidget:
        """The dock at the right that holds the analysis panel when there is room."""
        return self.analysis_place.dock

    @property
    def sounds(self) -> SoundCues:
        """The game's sounds: made a moment after the first paint (or when first asked for)."""
        if self._sounds is None:
            from ..control.cues import SoundCues

            self._sounds = SoundCues(self, self.controller)
        return self._sounds

    @Slot()
    def _on_first_paint_settled(self) -> None:
        self.controller.open_history()  # its best score, and what a damaged one says
        cues = self.sounds
        if cues.player.enabled:
            cues.player.start()  # decoded now, the device opened off this thread

    def join_link(self, code: str) -> None:
        """Join the table anywhere of `code`, from a ``fivedice://join/<code>`` link."""
        self.network.join_link(code)

    @property
    def network(self) -> NetworkPlay:
        """Hosting or joining a table on the network (its code loads when first used)."""
        if self._network is None:
            from ..tables.network import NetworkPlay

            self._network = NetworkPlay(self)
            self._network.notice.connect(self.notice_bar.push)
            self._network.news.connect(self._on_network_news)
        return self._network

    @property
    def game_menu(self) -> QMenu:
        """The Game menu (network play puts Kick a player… in it while a table is hosted)."""
        return self.menu.menus["Game"]

    @Slot(str)
    def _on_network_news(self, text: str) -> None:
        self.status_bar.showMessage(text, 10000)
        self.say(text)

    def _leave_table(self) -> None:
        """Leave or close the network table in use, if any (before a game of this computer)."""
        if self._network is not None:
            self._network.leave()

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

    @Slot(Change)
    def _on_controller_changed(self, change: Change) -> None:
        view = change.view
        if change.event is Event.STARTED:
            for name in (RESULT, CONFIRM):
                dialog = self.dialogs.get(name)
                if dialog is not None:
                    dialog.close()  # forgotten as it finishes
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

    @Slot(GameView)
    def _on_controller_clock_ticked(self, view: GameView) -> None:
        self.status_bar.show_clock(view)
        self.say(self.tray.news.show_clock(view))

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
        from ..dialogs.result import ResultDialog

        dialog = ResultDialog(change.view, self, change.celebrations, change.ratings)
        dialog.review_requested.connect(self._on_result_dialog_review_requested)
        dialog.accepted.connect(self._on_result_dialog_accepted)
        self.dialogs.open(RESULT, dialog)

    @Slot(Settings)
    def _on_controller_settings_changed(self, settings: Settings) -> None:
        self._apply_settings()
        language.apply(settings.language)

    @Slot(Qt.ColorScheme)
    def _on_style_hints_color_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
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
        open_already = self.new_game_dialog
        if open_already is not None and open_already.isVisible():
            open_already.raise_()
            return
        from ..dialogs.newgame import NewGameDialog

        dialog = NewGameDialog(self.controller.settings, self, self.controller.history)
        dialog.accepted.connect(self._on_new_game_dialog_accepted)
        self.dialogs.open(NEW_GAME, dialog)

    @Slot()
    def _on_new_game_dialog_accepted(self) -> None:
        dialog = self.new_game_dialog  # still kept while it says accepted
        if dialog is not None:
            self.discard.ask_new_game(dialog.settings())

    @Slot(Settings)
    def _on_discard_new_game_agreed(self, settings: Settings) -> None:
        self._leave_table()
        self.controller.new_game(settings)

    @Slot()
    def _on_discard_restart_agreed(self) -> None:
        self._leave_table()
        self.controller.restart()

    @Slot()
    def _on_host_table_action_triggered(self) -> None:
        self.network.open_host_dialog()

    @Slot()
    def _on_join_table_action_triggered(self) -> None:
        self.network.open_join_dialog()

    @Slot()
    def _on_restart_action_triggered(self) -> None:
        self.discard.ask_restart()

    @Slot()
    def _on_undo_action_triggered(self) -> None:
        self.controller.undo()

    @Slot()
    def _on_pause_action_triggered(self) -> None:
        if self.controller.view.paused:
            self.controller.resume()
        else:
            self.controller.pause()

    @Slot()
    def _on_settings_action_triggered(self) -> None:
        from ..dialogs.preferences import SettingsDialog

        dialog = SettingsDialog(self.controller.settings, self, self.controller.history)
        dialog.accepted.connect(self._on_settings_dialog_accepted)
        self.dialogs.open(SETTINGS, dialog)

    @Slot()
    def _on_settings_dialog_accepted(self) -> None:
        dialog = self.settings_dialog  # still kept while it says accepted
        if dialog is not None:
            self.controller.update_settings(dialog.settings())

    @Slot()
    def _on_help_action_triggered(self) -> None:
        dialog = self.help_dialog
        if dialog is None:
            from ..dialogs.help import HelpDialog

            dialog = self.dialogs.keep(HELP, HelpDialog(self))
        dialog.set_rules(self.controller.view.rules)
        dialog.show()  # beside the game, not modal
        dialog.raise_()
        dialog.activateWindow()

    @Slot()
    def _on_quit_action_triggered(self) -> None:
        self.close()

    @Slot()
    def _on_result_dialog_accepted(self) -> None:
        self._leave_table()
        self.controller.restart()

    @Slot()
    def _on_result_dialog_review_requested(self) -> None:
        self.open_review(self.controller.game)

    def open_review(self, game: Game) -> None:
        """Show the review of a finished game: each decision against perfect play."""
        review = self.controller.coach.review(game)
        if isinstance(review, str):
            # The table is being worked out off this thread; reviewing now would wait for it.
            self.status_bar.showMessage(review, 8000)
            return
        from ..dialogs.review import ReviewDialog

        self.dialogs.open(REVIEW, ReviewDialog(review, self._theme, self))

    @Slot()
    def _on_hint_action_triggered(self) -> None:
        if self.controller.coach.hint():
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
    def _on_sound_action_triggered(self) -> None:
        sound = self.menu.actions["sound"].isChecked()
        self.controller.update_settings(replace(self.controller.settings, sound=sound))

    @Slot()
    def _on_chances_action_triggered(self) -> None:
        shown = self.menu.actions["chances"].isChecked()
        self.controller.update_settings(replace(self.controller.settings, show_chances=shown))

    @Slot()
    def _on_scoreboard_action_triggered(self) -> None:
        from fivedice.store.records import Kind

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
        # The game is read off the GUI thread; the review opens at once and fills when it comes.
        from ..dialogs.review import ReviewDialog, read_recorded_game

        history = self.controller.history
        if history is None:
            self.notice_bar.push(translate("Store", "The game history is not available."))
            return
        dialog = ReviewDialog(None, self._theme, self)
        dialog.game_read.connect(self._on_review_dialog_game_read)
        dialog.read_game(partial(read_recorded_game, history, game_id))
        self.dialogs.open(REVIEW, dialog)

    @Slot(object)
    def _on_review_dialog_game_read(self, game: Game) -> None:
        dialog = self.review_dialog
        if dialog is not None:
            dialog.show_review(self.controller.coach.review(game))

    # ---------------------------------------------------------------------- analysis panel

    @Slot()
    def _on_analysis_action_triggered(self) -> None:
        self._set_analysis_shown(self.menu.actions["analysis"].isChecked())

    @Slot()
    def _on_analysis_place_closed(self) -> None:
        self._set_analysis_shown(False)  # the dock's own close button

    def _set_analysis_shown(self, visible: bool) -> None:
        self.analysis_place.set_shown(visible)
        self.menu.actions["analysis"].setChecked(visible)
        if visible != self.controller.coach.analysis_on:
            self.controller.coach.set_analysis(visible)
        settings = self.controller.settings
        if settings.show_analysis != visible:
            self.controller.update_settings(replace(settings, show_analysis=visible))

    @Slot(object)
    def _on_controller_chances_changed(self, chances: tuple[float, ...] | None) -> None:
        text = chances_text(self.controller.view, chances) if chances else ""
        self.analysis_place.show_chances(text)
        self.status_bar.show_chances(text if self.controller.settings.show_chances else "")

    @Slot(str)
    def _on_controller_coach_noted(self, note: str) -> None:
        # On the felt, whole, until the game moves on (a status message was cut and went).
        self.tray.news.show_coach(note)
        # Said after the move it is about (the controller tells it first).
        QTimer.singleShot(0, self, lambda: self.say(note))

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
        if self._sounds is not None:
            self._sounds.close()
        # Every window of the game goes with it (a result left open would stay modal).
        self.dialogs.close_all()
        self._listen(False)
        super().closeEvent(event)

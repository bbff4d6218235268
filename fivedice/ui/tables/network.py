"""The window's network play: Game > Host a table… and Join a table…, their dialogs, and the
table in use (:mod:`.playing`). The network code loads only when one of them is first used.
While a table is hosted here, the Game menu has Kick a player… too.

It needs of its window only the controller and the open dialogs (:class:`TableWindow`), and
says what the players should know through its signals; the window shows and speaks it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from fivedice.core import Rules
from fivedice.words import QT_TRANSLATE_NOOP, translate

from ..control.controller import GameController
from ..dialogs.lifecycle import OpenDialogs
from .dialogs import HostDialog, KickDialog
from .invites import InvitationPanel, InvitationsDialog, dial_failure_text
from .joining import JoinDialog
from .lobby import LobbyDialog
from .playing import HostedTable, JoinedTable

if TYPE_CHECKING:
    from fivedice.net.discovery import TableFinder
    from fivedice.net.host import Reach
    from fivedice.net.internet import Invitations, Servers

log = logging.getLogger(__name__)

TABLE_PORT = 47_112
"""The port a table is hosted on when it is free (else any free one): the one Join suggests."""
CLOSING_MS = 3000
"""How long a closed table's connections are kept to finish telling the guests."""
LOOPBACK = "127.0.0.1"
HOST, LOBBY, JOIN, KICK = "host_table", "lobby", "join_table", "kick_player"
CODES = "codes"
"""The names of the network dialogs among the window's open dialogs."""
#: [Game menu] Menu item while hosting a table: send a player at another computer away from it
#: (a verb phrase; “…”: a dialog opens).
KICK_TEXT = QT_TRANSLATE_NOOP("NetPlay", "&Kick a player…")
KICK_TIP = QT_TRANSLATE_NOOP(
    "NetPlay", "Send a player at another computer away from the table: a computer plays for them"
)
#: [Game menu] Menu item while hosting a table with seats for friends anywhere: show their codes
#: (and make a new one for a friend who lost the connection for good). “…”: a dialog opens.
CODES_TEXT = QT_TRANSLATE_NOOP("NetPlay", "Codes for friends &anywhere…")
CODES_TIP = QT_TRANSLATE_NOOP(
    "NetPlay", "The codes of the seats for friends anywhere: copy one again, or make a new one"
)


class TableWindow(Protocol):
    """What network play needs of its window."""

    @property
    def controller(self) -> GameController: ...

    @property
    def dialogs(self) -> OpenDialogs: ...

    @property
    def game_menu(self) -> QMenu:
        """The Game menu (where Kick a player… goes while a table is hosted here)."""
        ...


class NetworkPlay(QObject):
    """Hosting or joining a table from its parent, the main window, and leaving it. Its dialogs
    are the window's open dialogs."""

    notice = Signal(str)
    """A sentence the player must see until dismissed (a table that could not open or went)."""
    news = Signal(str)
    """A passing sentence (who joined, left, came back or dropped out), shown and said."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.hosted: HostedTable | None = None
        self.joined: JoinedTable | None = None
        self._finder: TableFinder | None = None
        self.kick_action = QAction(self)
        """Game > Kick a player…, in the Game menu while a table is hosted here."""
        self.kick_action.setObjectName("kickPlayerAction")
        self.kick_action.triggered.connect(self.open_kick_dialog)
        self.codes_action = QAction(self)
        """Game > Codes for friends anywhere…, while a table with such seats is hosted here."""
        self.codes_action.setObjectName("codesAction")
        self.codes_action.triggered.connect(self.open_codes_dialog)
        self._invitations: Invitations | None = None
        self._word_actions()
        # In the language in force whenever the menu shows.
        self.window().game_menu.aboutToShow.connect(self._word_actions)

    def window(self) -> TableWindow:
        """The window that plays at the table."""
        return cast(TableWindow, self.parent())

    def _widget(self) -> QWidget:
        """The window, as the parent of the dialogs."""
        return cast(QWidget, self.parent())

    @property
    def host_dialog(self) -> HostDialog | None:
        """Host a table…, while it is open."""
        return self.window().dialogs.get(HOST, HostDialog)

    @property
    def lobby(self) -> LobbyDialog | None:
        """The hosted table's lobby, while it is open."""
        return self.window().dialogs.get(LOBBY, LobbyDialog)

    @property
    def join_dialog(self) -> JoinDialog | None:
        """Join a table…, while it is open."""
        return self.window().dialogs.get(JOIN, JoinDialog)

    @property
    def kick_dialog(self) -> KickDialog | None:
        """Kick a player…, while it is open."""
        return self.window().dialogs.get(KICK, KickDialog)

    @property
    def at_table(self) -> bool:
        """True while this window's game is played at a network table."""
        return self.hosted is not None or self.joined is not None

    # ---------------------------------------------------------------------------- hosting

    def open_host_dialog(self) -> None:
        """Set up a table to host (the New game choices, with seats for players elsewhere)."""
        window = self.window()
        dialog = HostDialog(window.controller.settings, self._widget())
        dialog.accepted.connect(self._on_host_dialog_accepted)
        window.dialogs.open(HOST, dialog)

    @Slot()
    def _on_host_dialog_accepted(self) -> None:
        dialog = self.host_dialog
        if dialog is None:
            return
        from fivedice.net.table import new_code

        settings = dialog.settings()
        self.window().controller.update_settings(settings)
        self.host(
            dialog.seat_specs(),
            settings.rules(),
            new_code(),
            dialog.name(),
            turn_limit_s=dialog.turn_limit_s(),
        )

    def host(
        self,
        seats: Sequence[Any],
        rules: Rules,
        code: str,
        name: str,
        reach: Reach | None = None,
        *,
        turn_limit_s: float | None = None,
    ) -> HostedTable | None:
        """Open a table and show its lobby; `reach` says where it listens (by default on every
        network of this computer, on :data:`TABLE_PORT` if it is free); `turn_limit_s` is the
        time a player elsewhere may take for a turn before the computer plays it (None: none)."""
        from fivedice.net.host import Reach

        self.leave()
        window = self.window()
        anywhere = [i for i, s in enumerate(seats) if s.kind == "remote" and s.anywhere]
        lan = any(s.kind == "remote" and not s.anywhere for s in seats)
        # Friends anywhere only: the table listens on this computer alone, and is not found
        # by searches on this network.
        reach = reach or (
            Reach(port=TABLE_PORT) if lan else Reach("127.0.0.1", 0, discovery_port=None)
        )
        # The people here tell the table their ratings (each app rates its own people).
        rated = [
            replace(s, rating=self._rating_of(s.name)) if s.kind == "local" else s for s in seats
        ]
        table: HostedTable | None = None
        opened = 0
        for attempt in dict.fromkeys((reach.port, 0)):  # the usual port, else any free one
            table = HostedTable(
                window.controller,
                rated,
                rules,
                code,
                table_name=name,
                reach=replace(reach, port=attempt),
                turn_limit_s=turn_limit_s,
                parent=self,
            )
            try:
                opened = table.host.open()
                break
            except OSError as exc:
                log.warning("cannot host a table on port %s: %s", attempt, exc)
                table.deleteLater()
                table = None
        if table is None:
            self.notice.emit(
                translate(
                    "NetPlay",
                    "The table could not be opened: this computer would not take connections.",
                )
            )
            return None
        self.hosted = table
        table.news.connect(self.news)
        table.host.gave_up.connect(self._on_host_gave_up)
        lobby = LobbyDialog(
            table.host.table_name, opened, code, self._widget(), anywhere=anywhere, lan=lan
        )
        if anywhere:
            self._invite(table, lobby)
        lobby.start_requested.connect(self._on_lobby_start_requested)
        lobby.close_requested.connect(self._on_lobby_close_requested)
        table.host.lobby_changed.connect(self._on_host_lobby_changed)
        window.dialogs.open(LOBBY, lobby)
        self._show_action(self.kick_action, True)
        self._on_host_lobby_changed()
        return table

    def _invite(self, table: HostedTable, lobby: LobbyDialog) -> None:
        """The codes of the seats for friends anywhere, shown in `lobby`."""
        from fivedice.net.internet import Invitations

        invitations = Invitations(table.host, self._servers())
        self._invitations = invitations
        self._follow(invitations, lobby.invitations)
        self._show_action(self.codes_action, True)

    @staticmethod
    def _follow(invitations: Invitations, panel: InvitationPanel) -> None:
        """`panel` shows `invitations` as they are and go on, and asks them for new codes."""
        for seat in invitations.seats:
            if invitations.code(seat):
                panel.show_code(seat, invitations.code(seat))
        invitations.code_made.connect(panel.show_code)
        invitations.progress.connect(panel.show_progress)
        invitations.trouble.connect(panel.show_trouble)
        panel.renew_requested.connect(invitations.renew)

    @Slot()
    def open_codes_dialog(self) -> None:
        """The codes of the seats for friends anywhere, once the lobby has closed."""
        invitations, hosted = self._invitations, self.hosted
        if invitations is None or hosted is None:
            return
        host = hosted.host
        dialog = InvitationsDialog(invitations.seats, lambda: host.seats, self._widget())
        self._follow(invitations, dialog.panel)
        host.lobby_changed.connect(dialog.refresh)
        self.window().dialogs.open(CODES, dialog)

    def _servers(self) -> Servers:
        """The servers internet tables meet through: the settings' (blank: the public ones)."""
        from fivedice.net.internet import Servers, servers

        settings = self.window().controller.settings
        try:
            return servers(configured=(settings.mailbox_url, settings.relay_url))
        except ValueError as exc:  # a bad address in the environment: the defaults serve
            log.warning("%s: the public servers are used", exc)
            return Servers()

    @Slot()
    def _on_host_lobby_changed(self) -> None:
        if self.hosted is not None:
            host = self.hosted.host
            self.kick_action.setEnabled(bool(host.guests) and not host.is_over)
        lobby = self.lobby
        if lobby is not None and self.hosted is not None:
            host = self.hosted.host
            lobby.show_seats(host.seats, host.ready)
            if host.ready and not host.is_started and any(s.kind == "remote" for s in host.seats):
                # Every open seat is taken: the game starts (after this signal has been heard).
                QTimer.singleShot(0, self, self._on_lobby_start_requested)

    @Slot()
    def _on_lobby_start_requested(self) -> None:
        if self.hosted is None:
            return
        try:
            self.hosted.host.start()
        except ValueError as exc:
            self.notice.emit(
                translate("NetPlay", "The game could not start: {reason}").format(reason=exc)
            )
            return
        lobby = self.lobby
        if lobby is not None:
            lobby.accept()

    @Slot(str)
    def _on_host_gave_up(self, reason: str) -> None:
        # The table closed by itself (a guest's share of the dice never came, or the game went
        # out of step): the players here are told why, and the game goes on here.
        self._on_table_gone(translate("Net", reason))
        self.leave()

    @Slot()
    def _on_lobby_close_requested(self) -> None:
        # The lobby has closed (rejected): the table closes with it.
        self.leave()

    # ---------------------------------------------------------------------------- kicking

    @Slot()
    def open_kick_dialog(self) -> None:
        """Choose a player at another computer to send away from the table hosted here."""
        hosted = self.hosted
        if hosted is None or not hosted.host.guests or hosted.host.is_over:
            return
        seats = hosted.host.seats
        dialog = KickDialog([(i, seats[i].name) for i in hosted.host.guests], self._widget())
        dialog.accepted.connect(self._on_kick_dialog_accepted)
        self.window().dialogs.open(KICK, dialog)

    @Slot()
    def _on_kick_dialog_accepted(self) -> None:
        dialog, hosted = self.kick_dialog, self.hosted
        if dialog is None or hosted is None:
            return
        seat, level = dialog.choice()
        try:
            hosted.host.kick(seat, level)
        except ValueError as exc:  # gone meanwhile (left, dropped out, the game over)
            log.info("could not kick seat %s: %s", seat, exc)

    def _show_action(self, action: QAction, shown: bool) -> None:
        """Put one of the hosting actions in the window's Game menu (after Join a table… and
        those there already), or take it out."""
        menu = self.window().game_menu
        if not shown:
            menu.removeAction(action)
            return
        if action in menu.actions():
            return
        actions = menu.actions()
        join = next((a for a in actions if a.objectName() == "joinTableAction"), None)
        at = actions.index(join) + 1 if join in actions else len(actions)
        while at < len(actions) and actions[at] in (self.kick_action, self.codes_action):
            at += 1
        if at >= len(actions):
            menu.addAction(action)
        else:
            menu.insertAction(actions[at], action)

    @Slot()
    def _word_actions(self) -> None:
        for action, text, tip in (
            (self.kick_action, KICK_TEXT, KICK_TIP),
            (self.codes_action, CODES_TEXT, CODES_TIP),
        ):
            action.setText(translate("NetPlay", text))
            action.setStatusTip(translate("NetPlay", tip))
            action.setToolTip(translate("NetPlay", tip))

    # ---------------------------------------------------------------------------- joining

    def open_join_dialog(self) -> None:
        """Look for tables on this network, or join one by its address."""
        from fivedice.net.discovery import TableFinder

        window = self.window()
        settings = window.controller.settings
        people = [p.name for p in settings.players if p.computer is None]
        dialog = JoinDialog(people[0] if people else "", self._widget())
        dialog.join_requested.connect(self.join)
        dialog.join_anywhere_requested.connect(self.join_anywhere)
        dialog.rejected.connect(self._on_join_dialog_rejected)
        if self._finder is None:
            self._finder = TableFinder(self)
            self._finder.found.connect(self._on_finder_found)
        dialog.search_requested.connect(self._search)
        window.dialogs.open(JOIN, dialog)
        self._search()

    def join_link(self, code: str) -> None:
        """Opened with a friend's ``fivedice://join/<code>`` link: Join a table, joining it."""
        dialog = self.join_dialog
        if dialog is None:
            self.open_join_dialog()
            dialog = self.join_dialog
        if dialog is not None:
            dialog.join_with(code)

    @Slot()
    def _search(self) -> None:
        searched = self._finder is not None and self._finder.search()
        dialog = self.join_dialog
        if not searched and dialog is not None:
            dialog.say(translate("NetPlay", "Tables cannot be looked for here: type the address."))

    @Slot(dict)
    def _on_finder_found(self, table: dict[str, Any]) -> None:
        dialog = self.join_dialog
        if dialog is not None:
            dialog.add_table(table)

    def _rating_of(self, name: str) -> tuple[float, float] | None:
        """The rating and deviation of the player here called `name`, to tell a table (never
        their ID); None for a new player, or when the history cannot say."""
        history = self.window().controller.history
        if history is None:
            return None
        from fivedice.store.errors import HistoryError
        from fivedice.store.profiles import name_key

        try:
            people = {name_key(p.name): p for p in history.profiles()}
        except HistoryError:
            return None
        found = people.get(name_key(name))
        return (found.rating, found.rd) if found is not None and found.rated_games else None

    def _new_joined_table(self) -> JoinedTable:
        """A table to join (after leaving the one in use), heard as every joined table is."""
        from fivedice.net.client import TableClient

        self.leave()
        client = TableClient(self)
        table = JoinedTable(self.window().controller, client)
        self.joined = table
        client.refused.connect(self._on_client_refused)
        client.lobby_changed.connect(self._on_client_lobby_changed)
        client.started.connect(self._on_client_started)
        table.news.connect(self.news)
        table.gone.connect(self._on_table_gone)
        return table

    @Slot(str, int, str, str)
    def join(self, address: str, port: int, name: str, code: str) -> JoinedTable:
        """Ask the table at `address`:`port` for a seat."""
        table = self._new_joined_table()
        table.client.rating = self._rating_of(name)
        table.client.join(address, port, name, code)
        return table

    @Slot(str, str)
    def join_anywhere(self, code: str, name: str) -> JoinedTable:
        """Join the table of a friend anywhere whose invitation gave `code`."""
        from fivedice.net.internet import Dial

        table = self._new_joined_table()
        client = table.client
        client.rating = self._rating_of(name)
        dial = Dial(code, self._servers(), client)
        dial.progress.connect(self._on_dial_progress)
        dial.failed.connect(self._on_dial_failed)
        dial.ready.connect(lambda port, join_code: client.join(LOOPBACK, port, name, join_code))
        return table

    @Slot(str)
    def _on_dial_progress(self, how: str) -> None:
        dialog = self.join_dialog
        if dialog is not None:
            dialog.show_progress(how)

    @Slot(str)
    def _on_dial_failed(self, why: str) -> None:
        self._on_client_refused(dial_failure_text(why))

    @Slot(str)
    def _on_client_refused(self, reason: str) -> None:
        dialog = self.join_dialog
        if dialog is not None:
            dialog.refused(reason)
        else:
            self.notice.emit(reason)
        self._forget_joined()

    @Slot(list)
    def _on_client_lobby_changed(self, seats: list[dict[str, Any]]) -> None:
        dialog = self.join_dialog
        if dialog is not None:
            dialog.show_lobby(seats)

    @Slot(object)
    def _on_client_started(self, _mirror: object) -> None:
        dialog = self.join_dialog
        if dialog is not None:
            dialog.rejected.disconnect(self._on_join_dialog_rejected)
            dialog.accept()
        if self._finder is not None:
            self._finder.stop()

    @Slot()
    def _on_join_dialog_rejected(self) -> None:
        if self._finder is not None:
            self._finder.stop()
        if self.joined is not None and not self.window().controller.table.networked:
            self.leave()  # seated in the lobby, then Leave: go

    @Slot(str)
    def _on_table_gone(self, reason: str) -> None:
        self.notice.emit(
            translate("NetPlay", "{reason} The game stays on the screen as it was.").format(
                reason=reason
            )
        )

    # --------------------------------------------------------------------------- leaving

    def leave(self) -> None:
        """Leave or close the table in use (before a new game here)."""
        if self.hosted is not None:
            hosted, self.hosted = self.hosted, None
            self._show_action(self.kick_action, False)
            self._show_action(self.codes_action, False)
            self._invitations = None
            for name in (KICK, CODES):
                dialog = self.window().dialogs.get(name, QDialog)
                if dialog is not None:
                    dialog.close()
            hosted.close()
            # Gone once the guests have been told (the sockets send the closing first).
            QTimer.singleShot(CLOSING_MS, hosted, hosted.deleteLater)
        if self.joined is not None:
            self.joined.leave()
            self._forget_joined()

    def _forget_joined(self) -> None:
        joined, self.joined = self.joined, None
        if joined is not None:
            joined.client.deleteLater()
            joined.deleteLater()

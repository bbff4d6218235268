"""The window's network play: Game > Host a table… and Join a table…, their dialogs, and the
table in use (:mod:`.netplay`). The network code loads only when one of them is first used.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Slot

from fivedice.core import Rules
from fivedice.words import translate

from .netdialogs import HostDialog, JoinDialog, LobbyDialog
from .netplay import HostedTable, JoinedTable

if TYPE_CHECKING:
    from .window import MainWindow

log = logging.getLogger(__name__)

TABLE_PORT = 47_112
"""The port a table is hosted on when it is free (else any free one): the one Join suggests."""
CLOSING_MS = 3000
"""How long a closed table's connections are kept to finish telling the guests."""


class NetworkPlay(QObject):
    """Hosting or joining a table from `window`, and leaving it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.hosted: HostedTable | None = None
        self.joined: JoinedTable | None = None
        self.host_dialog: HostDialog | None = None
        self.lobby: LobbyDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self._finder: Any = None

    @property
    def at_table(self) -> bool:
        """True while this window's game is played at a network table."""
        return self.hosted is not None or self.joined is not None

    # ---------------------------------------------------------------------------- hosting

    def open_host_dialog(self) -> None:
        """Set up a table to host (the New game choices, with seats for players elsewhere)."""
        dialog = HostDialog(self._window.controller.settings, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.accepted.connect(self._on_host_dialog_accepted)
        self.host_dialog = dialog
        dialog.open()

    @Slot()
    def _on_host_dialog_accepted(self) -> None:
        dialog = self.host_dialog
        self.host_dialog = None
        if dialog is None:
            return
        from fivedice.net.table import new_code

        settings = dialog.settings()
        self._window.controller.update_settings(settings)
        self.host(dialog.seat_specs(), settings.rules(), new_code(), dialog.name())

    def host(
        self,
        seats: Sequence[Any],
        rules: Rules,
        code: str,
        name: str,
        *,
        listen: str = "0.0.0.0",
        port: int = TABLE_PORT,
        grace_s: float | None = None,
        discovery_port: int | None = -1,
    ) -> HostedTable | None:
        """Open a table and show its lobby (the arguments other than the first four are for
        tests: an address and ports on loopback)."""
        self.leave()
        table: HostedTable | None = None
        opened = 0
        for attempt in dict.fromkeys((port, 0)):  # the usual port, else any free one
            table = HostedTable(
                self._window.controller,
                seats,
                rules,
                code,
                table_name=name,
                listen=listen,
                port=attempt,
                grace_s=grace_s,
                discovery_port=discovery_port,
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
            self._window.notice_bar.push(
                translate(
                    "NetPlay",
                    "The table could not be opened: this computer would not take connections.",
                )
            )
            return None
        self.hosted = table
        table.news.connect(self._on_table_news)
        lobby = LobbyDialog(table.host.table_name, opened, code, self._window)
        lobby.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        lobby.start_requested.connect(self._on_lobby_start_requested)
        lobby.close_requested.connect(self._on_lobby_close_requested)
        table.host.lobby_changed.connect(self._on_host_lobby_changed)
        self.lobby = lobby
        self._on_host_lobby_changed()
        lobby.open()
        return table

    @Slot()
    def _on_host_lobby_changed(self) -> None:
        if self.lobby is not None and self.hosted is not None:
            host = self.hosted.host
            self.lobby.show_seats(host.seats, host.ready)
            if host.ready and not host.is_started and any(s.kind == "remote" for s in host.seats):
                # Every open seat is taken: the game starts (after this signal has been heard).
                QTimer.singleShot(0, self._on_lobby_start_requested)

    @Slot()
    def _on_lobby_start_requested(self) -> None:
        if self.hosted is None:
            return
        try:
            self.hosted.host.start()
        except ValueError as exc:
            self._window.notice_bar.push(
                translate("NetPlay", "The game could not start: {reason}").format(reason=exc)
            )
            return
        if self.lobby is not None:
            self.lobby.accept()
            self.lobby = None

    @Slot()
    def _on_lobby_close_requested(self) -> None:
        if self.lobby is not None:
            self.lobby.reject()
            self.lobby = None
        self.leave()

    # ---------------------------------------------------------------------------- joining

    def open_join_dialog(self) -> None:
        """Look for tables on this network, or join one by its address."""
        from fivedice.net.discovery import TableFinder

        settings = self._window.controller.settings
        people = [p.name for p in settings.players if p.computer is None]
        dialog = JoinDialog(people[0] if people else "", self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.join_requested.connect(self.join)
        dialog.rejected.connect(self._on_join_dialog_rejected)
        if self._finder is None:
            self._finder = TableFinder(self)
            self._finder.found.connect(self._on_finder_found)
        dialog.search_requested.connect(self._search)
        self.join_dialog = dialog
        dialog.open()
        self._search()

    @Slot()
    def _search(self) -> None:
        searched = self._finder is not None and self._finder.search()
        if not searched and self.join_dialog is not None:
            self.join_dialog.say(
                translate("NetPlay", "Tables cannot be looked for here: type the address.")
            )

    @Slot(dict)
    def _on_finder_found(self, table: dict[str, Any]) -> None:
        if self.join_dialog is not None:
            self.join_dialog.add_table(table)

    @Slot(str, int, str, str)
    def join(self, address: str, port: int, name: str, code: str) -> JoinedTable:
        """Ask the table at `address`:`port` for a seat."""
        from fivedice.net.client import TableClient

        self.leave()
        client = TableClient(self)
        table = JoinedTable(self._window.controller, client)
        self.joined = table
        client.refused.connect(self._on_client_refused)
        client.lobby_changed.connect(self._on_client_lobby_changed)
        client.started.connect(self._on_client_started)
        table.news.connect(self._on_table_news)
        table.gone.connect(self._on_table_gone)
        client.join(address, port, name, code)
        return table

    @Slot(str)
    def _on_client_refused(self, reason: str) -> None:
        if self.join_dialog is not None:
            self.join_dialog.refused(reason)
        else:
            self._window.notice_bar.push(reason)
        self._forget_joined()

    @Slot(list)
    def _on_client_lobby_changed(self, seats: list[dict[str, Any]]) -> None:
        if self.join_dialog is not None:
            self.join_dialog.show_lobby(seats)

    @Slot(object)
    def _on_client_started(self, _mirror: object) -> None:
        if self.join_dialog is not None:
            dialog, self.join_dialog = self.join_dialog, None
            dialog.rejected.disconnect(self._on_join_dialog_rejected)
            dialog.accept()
        if self._finder is not None:
            self._finder.stop()

    @Slot()
    def _on_join_dialog_rejected(self) -> None:
        self.join_dialog = None
        if self._finder is not None:
            self._finder.stop()
        if self.joined is not None and not self._window.controller.table:
            self.leave()  # seated in the lobby, then Leave: go

    @Slot(str)
    def _on_table_gone(self, reason: str) -> None:
        self._window.notice_bar.push(
            translate("NetPlay", "{reason} The game stays on the screen as it was.").format(
                reason=reason
            )
        )

    # --------------------------------------------------------------------------- leaving

    def leave(self) -> None:
        """Leave or close the table in use (before a new game here)."""
        if self.hosted is not None:
            hosted, self.hosted = self.hosted, None
            hosted.close()
            # Gone once the guests have been told (the sockets send the closing first).
            QTimer.singleShot(CLOSING_MS, hosted.deleteLater)
        if self.joined is not None:
            self.joined.leave()
            self._forget_joined()

    def _forget_joined(self) -> None:
        joined, self.joined = self.joined, None
        if joined is not None:
            joined.client.deleteLater()
            joined.deleteLater()

    @Slot(str)
    def _on_table_news(self, text: str) -> None:
        self._window.status_bar.showMessage(text, 10000)
        self._window.say(text)

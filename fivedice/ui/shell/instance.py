"""One Five Dice per data folder: a lock held while its window lives, and a hand-over.

Two copies on one folder would overwrite each other's autosave and record a finished game twice.
So the folder is locked before anything in it is read or written, and stays locked until the
window closes. A later launch on the same folder finds the lock held: it asks the running one,
over a local socket named after the folder, to bring its window to the front, and exits without
touching a file.

The lock itself is :class:`fivedice.store.lock.FolderLock` (the operating system's lock on a
file beside the autosave); this module keeps it for the window's life and answers later launches.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot

from fivedice.store.lock import AlreadyRunning, FolderLock

__all__ = ["AlreadyRunning", "FolderLock", "Instance", "hand_over", "instance_of", "server_name"]

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
    from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

SHOW_REQUEST = b"show\n"
"""What a later launch sends: bring the window to the front."""
JOIN_REQUEST = b"join "
"""What a later launch opened with a ``fivedice://join/<code>`` link sends (then the code and a
newline): bring the window to the front and join that table."""
MAX_REQUEST = 256
"""The longest request read (a code is a few words)."""
SHOWN_REPLY = b"shown\n"
"""The running one's answer, once it has done so."""


LINK_PREFIX = "fivedice://join/"
"""How a link to a table anywhere begins; the code follows."""


def code_of_link(link: str) -> str | None:
    """The wormhole code of a ``fivedice://join/<code>`` link ("7-guitarist-revenge"), or None
    for anything else."""
    text = link.strip()
    if not text.lower().startswith(LINK_PREFIX):
        return None
    code = text[len(LINK_PREFIX) :].strip("/").lower()
    words = code.split("-")
    if len(words) < 2 or not (words[0].isascii() and words[0].isdigit()):
        return None
    if not all(w.isascii() and w.isalpha() for w in words[1:]) or len(code) > 100:
        return None
    return code


def server_name(folder: Path) -> str:
    """The local socket a running Five Dice listens on for later launches on `folder`.

    Named after the folder (resolved, so two spellings of one path agree) and the user, so two
    folders run side by side and another user's copy is never asked.
    """
    # Asked for after the first paint (or by a later launch): start-up does not load these.
    import getpass
    import hashlib

    try:
        user = getpass.getuser()
    except Exception:  # no user name to be had (odd environments): the folder still separates
        user = ""
    key = f"{user}\0{Path(folder).resolve()}".encode("utf-8", "surrogateescape")
    return "fivedice-" + hashlib.sha256(key).hexdigest()[:24]


class Instance(QObject):
    """The running Five Dice of one data folder: keeps the folder's lock while its parent, the
    window, is open and, once :meth:`listen` is called, brings the window to the front when
    asked by a later launch."""

    brought_to_front = Signal()
    """A later launch on the folder asked for the window, and it was brought to the front."""
    join_requested = Signal(str)
    """A later launch was opened with a link to a table anywhere (its code): the window was
    asked to join it."""

    def __init__(self, window: QWidget, lock: FolderLock | None, folder: Path) -> None:
        super().__init__(window)
        self.setObjectName("instance")
        self._lock = lock
        self._folder = folder
        self._server: QLocalServer | None = None
        self._delivering = False
        window.installEventFilter(self)
        opened = getattr(QCoreApplication.instance(), "link_opened", None)
        if opened is not None:  # macOS hands the app a link it was opened with as an event
            opened.connect(self._on_link_opened)

    @property
    def lock(self) -> FolderLock | None:
        """The folder's lock (None when the folder cannot be written, so nothing is saved)."""
        return self._lock

    @property
    def listening(self) -> bool:
        """True while later launches are answered."""
        return self._server is not None and self._server.isListening()

    def listen(self) -> bool:
        """Answer later launches on the folder from now on; False if that cannot be set up (they
        then say plainly that Five Dice is already open)."""
        if self._lock is None or not self._lock.held or self.listening:
            return self.listening
        from PySide6.QtNetwork import QAbstractSocket, QLocalServer

        name = server_name(self._folder)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        in_use = QAbstractSocket.SocketError.AddressInUseError
        if not server.listen(name) and server.serverError() == in_use:
            # Left by a run that crashed: this process holds the folder's lock, so no live
            # Five Dice can be answering on this name.
            QLocalServer.removeServer(name)
            server.listen(name)
        if not server.isListening():
            log.warning("later launches cannot be answered: %s", server.errorString())
            server.deleteLater()
            return False
        server.newConnection.connect(self._on_server_new_connection)
        self._server = server
        return True

    def release(self) -> None:
        """Stop answering and let go of the folder's lock: the window has closed."""
        if self._server is not None:
            self._server.close()
            self._server.deleteLater()
            self._server = None
        if self._lock is not None:
            self._lock.release()

    def window(self) -> QWidget:
        """The window whose folder this is."""
        from PySide6.QtWidgets import QWidget

        from ..dialogs.lifecycle import parent_as

        return parent_as(self, QWidget)

    def bring_to_front(self) -> None:
        """Show the window, out of the dock or taskbar if minimized, raised and active."""
        window = self.window()
        state = window.windowState()
        if state & Qt.WindowState.WindowMinimized:
            window.setWindowState(state & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()
        self.brought_to_front.emit()

    @Slot(str)
    def _on_link_opened(self, link: str) -> None:
        code = code_of_link(link)
        if code is not None:
            self._join(code)

    def _join(self, code: str) -> None:
        """Have the window join the table anywhere of `code` (a link was opened)."""
        join = getattr(self.window(), "join_link", None)
        if callable(join):
            join(code)
        self.join_requested.emit(code)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Close or self._delivering:
            return False
        # The lock is let go only once the window has taken the close (its last save done), so
        # the close is delivered from here and its answer looked at.
        self._delivering = True
        try:
            QCoreApplication.sendEvent(watched, event)
        finally:
            self._delivering = False
        if event.isAccepted():
            self.release()
            watched.removeEventFilter(self)  # closed: nothing more to watch for
        return True

    @Slot()
    def _on_server_new_connection(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.setParent(self)
            socket.readyRead.connect(self._on_socket_ready_read)
            socket.disconnected.connect(socket.deleteLater)

    @Slot()
    def _on_socket_ready_read(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        socket = self.sender()
        if not isinstance(socket, QLocalSocket) or not socket.canReadLine():
            return
        request = bytes(socket.readLine(MAX_REQUEST).data())
        code = request[len(JOIN_REQUEST) :].strip().decode("ascii", "replace")
        if request == SHOW_REQUEST or (request.startswith(JOIN_REQUEST) and code):
            self.bring_to_front()
            socket.write(SHOWN_REPLY)
            socket.flush()
            if request.startswith(JOIN_REQUEST):
                self._join(code)
        socket.disconnectFromServer()


def instance_of(window: QObject) -> Instance | None:
    """The Instance that keeps `window`'s data folder, if any."""
    return window.findChild(Instance, "instance")


def hand_over(folder: Path, wait_s: float = 3.0, join: str | None = None) -> bool:
    """Ask the Five Dice running on `folder` to bring its window to the front (and, with `join`,
    a wormhole code, to join that table); True once it has.

    A copy that is still starting (it holds the lock but does not answer yet) is given `wait_s`.
    """
    from PySide6.QtNetwork import QLocalSocket

    name = server_name(folder)
    deadline = time.monotonic() + wait_s
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(_ms_until(deadline, most=1000)):
            request = SHOW_REQUEST if join is None else JOIN_REQUEST + join.encode() + b"\n"
            return _ask(socket, deadline, request)
        log.info("no answer on %s yet: %s", name, socket.errorString())
        socket.abort()
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)


def _ask(socket: QLocalSocket, deadline: float, request: bytes) -> bool:
    socket.write(request)
    socket.waitForBytesWritten(_ms_until(deadline))
    reply = b""
    while not reply.endswith(b"\n") and socket.waitForReadyRead(_ms_until(deadline)):
        reply += bytes(socket.readAll().data())
    reply += bytes(socket.readAll().data())
    socket.abort()
    return reply == SHOWN_REPLY


def _ms_until(deadline: float, most: int | None = None) -> int:
    left = max(1, int((deadline - time.monotonic()) * 1000))
    return left if most is None else min(left, most)

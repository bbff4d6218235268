"""Twisted's reactor on a thread of its own, started at the first use of internet play (nothing
of Twisted or magic-wormhole is imported before) and stopped when the app quits.

Qt keeps the GUI thread; the reactor runs every wormhole. Work goes to it with :func:`call`
(Twisted's ``callFromThread``); news comes back as Qt signals emitted on the reactor's thread,
which Qt delivers on the receiver's (see :class:`~.link.Tunnel`). A process has one reactor, and
once stopped it cannot run again: :func:`stop` is for the app's end.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

__all__ = ["call", "running", "stop"]

STOP_S = 1.0
"""How long the app waits for the reactor to stop when it quits."""

_lock = threading.Lock()
_thread: threading.Thread | None = None
_reactor: Any = None
_stopped = False


def _run(reactor: Any) -> None:
    try:
        reactor.run(installSignalHandlers=False)
    except Exception:  # a reactor that cannot run: internet play fails, the app goes on
        log.exception("the internet reactor stopped with an error")


def _started() -> Any:
    global _thread, _reactor
    with _lock:
        if _stopped:
            raise RuntimeError("internet play has stopped: the app is quitting")
        if _thread is None:
            from twisted.internet import reactor

            _reactor = reactor
            _thread = threading.Thread(
                target=_run, args=(reactor,), name="fivedice-internet", daemon=True
            )
            _thread.start()
        return _reactor


def call(work: Callable[..., object], *args: Any) -> None:
    """Run `work(*args)` on the reactor's thread (starting it the first time)."""
    _started().callFromThread(work, *args)


def running() -> bool:
    """True once internet play started in this process (and until it stops)."""
    return _thread is not None and _thread.is_alive()


def stop(timeout: float = STOP_S) -> bool:
    """Stop the reactor (the app is quitting) and wait up to `timeout` seconds for its thread;
    True when it stopped (or never ran)."""
    global _stopped
    with _lock:
        _stopped = True
        thread, reactor = _thread, _reactor
    if thread is None:
        return True
    if thread.is_alive():
        reactor.callFromThread(reactor.stop)
        thread.join(timeout)
    return not thread.is_alive()

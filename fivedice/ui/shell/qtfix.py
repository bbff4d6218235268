"""A guard against a reference-counting fault in one release of the Qt bindings.

PySide6 6.12.0 (shiboken 6.12.0), on CPython before 3.12, hands back ``None`` from every method
that returns nothing without taking a reference to it, and drops a reference to ``True`` each
time a signal calls a Python slot: every ``setText``, ``painter.save()``, ``update()``... leaves
``None`` one reference short. After some thousands of calls CPython aborts with "Fatal Python
error: none_dealloc" (or bool_dealloc). From CPython 3.12 these objects are immortal and the
fault is harmless; PySide6 6.11 does not have it.

These singletons are never really freed, so the cure is to give them a reserve of references far
larger than any run of the app can use up. Nothing else is touched, and only where the fault exists.
"""

from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)

_RESERVE = 1 << 40
"""About 10**12 calls' worth: more than a program could make in years."""


def affected(pyside_version: str, python: tuple[int, ...] = sys.version_info[:3]) -> bool:
    """True for the bindings and interpreters that have the fault."""
    return (
        sys.implementation.name == "cpython"
        and python < (3, 12)
        and pyside_version.split(".")[:2] == ["6", "12"]
    )


def guard_none_refcount() -> bool:
    """Top up None's reference count where the fault exists; returns whether it did."""
    import PySide6

    if not affected(PySide6.__version__):
        return False
    import ctypes  # only where the fault is: start-up elsewhere does not pay for it

    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in a release build of CPython < 3.12.
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < _RESERVE:
            count.value += _RESERVE
    log.info(
        "PySide6 %s on Python %s: reference guard on None, True and False",
        PySide6.__version__,
        ".".join(map(str, sys.version_info[:3])),
    )
    return True

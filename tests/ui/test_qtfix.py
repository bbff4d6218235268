"""The guard for the Qt bindings' reference fault is on exactly where the fault exists."""

from __future__ import annotations

import sys

from fivedice.ui.shell.qtfix import affected, guard_none_refcount


def test_only_pyside_6_12_before_python_3_12_is_affected():
    assert affected("6.12.0", (3, 11, 7))
    assert affected("6.12.1", (3, 10, 13))
    assert not affected("6.11.3", (3, 11, 7))
    assert not affected("6.12.0", (3, 12, 1))


def test_none_cannot_run_out_of_references_here():
    guard_none_refcount()
    import PySide6

    if affected(PySide6.__version__):
        assert sys.getrefcount(None) > 1 << 39
        assert sys.getrefcount(True) > 1 << 39

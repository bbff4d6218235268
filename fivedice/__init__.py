"""Five Dice: five dice, thirteen boxes, one to four players and a coach that knows perfect play."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """The installed version (written once, in pyproject.toml)."""
    # importlib.metadata costs tens of milliseconds to import: only pay for it when asked.
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("fivedice")
    except PackageNotFoundError:  # a source tree that was never installed
        return "0.0.0"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module 'fivedice' has no attribute {name!r}")

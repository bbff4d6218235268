"""Five Dice: five dice, thirteen boxes, one to four players and a coach that knows perfect play."""

from __future__ import annotations

from functools import cache
from pathlib import Path


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


def assets() -> Path:
    """The folder of the game's runtime files (icons, catalogues, help, sounds), beside its
    modules in every install: pip's, an editable one, the built app.

    Read where start-up needs them (the catalogue, the toolbar's icons): finding them through
    importlib.resources loads its readers and the zipfile module first, which costs start-up
    about ten milliseconds for files that are on disk anyway."""
    return Path(__file__).parent / "assets"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module 'fivedice' has no attribute {name!r}")

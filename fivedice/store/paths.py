"""The folders Five Dice keeps its files in."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "FiveDice"
DATA_DIR_ENV = "FIVEDICE_DATA_DIR"


@dataclass(frozen=True)
class AppPaths:
    """Where each kind of file lives."""

    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @property
    def settings_file(self) -> Path:
        """Settings (versioned JSON)."""
        return self.config_dir / "settings.json"

    @property
    def autosave_file(self) -> Path:
        """The game in progress (versioned JSON)."""
        return self.data_dir / "autosave.json"

    @property
    def history_file(self) -> Path:
        """Every finished game (SQLite)."""
        return self.data_dir / "history.sqlite3"

    @property
    def lock_file(self) -> Path:
        """Held by the one running Five Dice that uses these files (see
        fivedice.ui.shell.instance)."""
        return self.data_dir / "fivedice.lock"

    @classmethod
    def in_folder(cls, folder: Path) -> AppPaths:
        """Everything under one folder (portable installs, tests)."""
        folder = Path(folder)
        return cls(config_dir=folder, data_dir=folder, cache_dir=folder / "cache")

    @classmethod
    def resolve(cls, data_dir: Path | str | None = None) -> AppPaths:
        """`data_dir` if given, else $FIVEDICE_DATA_DIR, else the platform's per-user folders."""
        chosen = data_dir or os.environ.get(DATA_DIR_ENV)
        if chosen:
            return cls.in_folder(Path(chosen).expanduser())
        # Asked only here: a data folder given (tests, portable installs) does without it.
        from platformdirs import PlatformDirs

        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls(
            config_dir=Path(dirs.user_config_dir),
            data_dir=Path(dirs.user_data_dir),
            cache_dir=Path(dirs.user_cache_dir),
        )


def pending_dir(history_file: Path) -> Path:
    """Where finished games wait (one JSON file each) beside the history at `history_file` while
    it cannot take them."""
    return history_file.with_name(history_file.stem + "-pending")

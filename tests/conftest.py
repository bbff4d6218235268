"""Shared test set-up: Qt renders offscreen, sound goes to the silent backend, and no test
touches the real per-user folders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("FIVEDICE_SOUND_BACKEND", "null")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every file Five Dice touches at a fresh folder, never at the user's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("FIVEDICE_DATA_DIR", str(folder))
    for kind in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"XDG_{kind}_HOME", str(tmp_path / f"xdg-{kind.lower()}"))
    return folder

"""Shared test set-up: Qt renders offscreen, sound goes to the silent backend, no test
touches the real per-user folders, table searches go to 127.0.0.1 only, and English is spoken."""

from __future__ import annotations

import os
import sys
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


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any search for network tables, in any test, asks 127.0.0.1: never the LAN broadcast."""
    monkeypatch.setenv("FIVEDICE_DISCOVERY_ADDRESS", "127.0.0.1")


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Every test speaks English, whatever the machine's languages; a test that switches to
    another leaves English behind it."""
    monkeypatch.setenv("FIVEDICE_LANGUAGE", "en")
    yield
    language = sys.modules.get("fivedice.ui.shell.language")
    if language is not None:
        language.reset()

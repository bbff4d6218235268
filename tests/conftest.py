"""Shared test set-up: Qt renders offscreen, and no test touches the real per-user folders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data folder, so nothing leaks into the user's files or between tests."""
    folder = tmp_path / "fivedice-data"
    monkeypatch.setenv("FIVEDICE_DATA_DIR", str(folder))
    return folder

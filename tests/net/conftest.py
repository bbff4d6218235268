"""Network tests: every address is the loopback one, and every table query goes there too."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Table queries go to 127.0.0.1, never to the LAN broadcast address."""
    monkeypatch.setenv("FIVEDICE_DISCOVERY_ADDRESS", "127.0.0.1")

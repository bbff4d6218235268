"""Shared test set-up: Qt renders offscreen, so the suite runs without a display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

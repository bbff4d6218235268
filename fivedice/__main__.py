"""`python -m fivedice` starts the game."""

from __future__ import annotations

from fivedice.app import main

raise SystemExit(main())

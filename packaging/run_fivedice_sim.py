"""Entry script of the built app's ``fivedice-sim``: the same as ``python -m fivedice.sim``."""

from __future__ import annotations

import multiprocessing

from fivedice.sim import main

if __name__ == "__main__":
    # The simulator plays in worker processes (--workers); where they are spawned (Windows,
    # macOS), each one starts this executable again, and this lets it become a worker.
    multiprocessing.freeze_support()
    raise SystemExit(main())

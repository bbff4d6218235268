"""Entry script of the built app: the same as the ``fivedice`` console script, and on Linux also
the simulator, ``python -m fivedice.sim``, when started by the name ``fivedice-sim`` (a link to
this executable: one copy of Python, NumPy and the game's code instead of two)."""

from __future__ import annotations

import sys
from pathlib import Path

if __name__ == "__main__":
    if Path(sys.argv[0]).name == "fivedice-sim":
        import multiprocessing

        from fivedice.sim import main as simulate

        multiprocessing.freeze_support()  # a worker process started again: becomes a worker
        raise SystemExit(simulate())
    from fivedice.app import main

    raise SystemExit(main())

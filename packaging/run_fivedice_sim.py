"""Entry script of the built app's ``fivedice-sim``: the same as ``python -m fivedice.sim``."""

from __future__ import annotations

import runpy

if __name__ == "__main__":
    runpy.run_module("fivedice.sim", run_name="__main__", alter_sys=True)

"""Entry script of the built app: the same as the ``fivedice`` console script."""

from __future__ import annotations

from fivedice.app import main

if __name__ == "__main__":
    raise SystemExit(main())

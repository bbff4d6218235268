"""``python -m fivedice.sim`` runs the simulator's command line (:mod:`fivedice.sim.cli`)."""

from __future__ import annotations

from fivedice.sim.cli import main

raise SystemExit(main())

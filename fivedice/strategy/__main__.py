"""Command line of the solver: ``python -m fivedice.strategy build|value``.

``build --rules official --out DIR`` builds one table into DIR; ``build`` alone
builds all three into the package's table folder.  ``value --rules official``
prints the optimal expected score of one card, read from the table.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from fivedice.strategy.scoring import RULES
from fivedice.strategy.tables import (
    build_table,
    get_table,
    packaged_table_path,
    save_table,
    table_filename,
)

__all__ = ["main"]


def _build(rules: Sequence[str], out: Path | None) -> None:
    for rule in rules:
        start = time.perf_counter()
        table, root64 = build_table(rule)
        took = time.perf_counter() - start
        target = (out / table_filename(rule)) if out else packaged_table_path(rule)
        save_table(table, target, root64)
        print(f"{rule}: expected score {root64:.6f}, built in {took:.2f} s -> {target}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m fivedice.strategy", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="solve and write value tables")
    build.add_argument("--rules", choices=RULES, help="one rule (default: all three)")
    build.add_argument("--out", type=Path, help="folder to write into (default: the package)")
    value = sub.add_parser("value", help="print the optimal expected score of one card")
    value.add_argument("--rules", choices=RULES, default="official")
    value.add_argument("--cache", type=Path, help="cache folder for a table built on demand")
    args = parser.parse_args(argv)
    if args.command == "build":
        _build([args.rules] if args.rules else list(RULES), args.out)
    else:
        table = get_table(args.rules, args.cache)
        print(f"{table.expected_score:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

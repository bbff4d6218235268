"""Command line of the solver: ``python -m fivedice.strategy build|value``.

``build --rules official --out DIR`` builds one table and its spread (the variance of the
score, see :mod:`fivedice.strategy.moments`) into DIR, in one sweep; ``build`` alone builds all
three into the package's table folder; ``--values-only`` builds the tables without their
spreads (to time the spread's share of a build). A folder that cannot be written
is said in one line on stderr (exit status 1), before any table is built.
``value --rules official`` prints the optimal expected score of one card, read from the table.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from fivedice.strategy.scoring import RULES
from fivedice.strategy.valuetables import (
    Spread,
    build_both,
    build_table,
    get_table,
    packaged_spread_path,
    packaged_table_path,
    save_spread,
    save_table,
    spread_filename,
    table_filename,
)

__all__ = ["main"]


PROG = "python -m fivedice.strategy"


class CannotWrite(Exception):
    """A table cannot be written where it should go (the message says where and why)."""


def _writable(folder: Path) -> None:
    """Make `folder` if need be and try writing in it; CannotWrite says why not."""
    for place in (folder, *folder.parents):
        if place.exists() and not place.is_dir():
            what = "it" if place == folder else str(place)
            raise CannotWrite(f"cannot write tables into {folder}: {what} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise CannotWrite(f"cannot write tables into {folder}: {_reason(exc)}") from None


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _build(rules: Sequence[str], out: Path | None, values_only: bool = False) -> None:
    targets = {r: (out / table_filename(r)) if out else packaged_table_path(r) for r in rules}
    spreads = {r: (out / spread_filename(r)) if out else packaged_spread_path(r) for r in rules}
    for folder in dict.fromkeys(target.parent for target in targets.values()):
        _writable(folder)  # before minutes of solving, not after
    for rule, target in targets.items():
        start = time.perf_counter()
        spread: Spread | None = None
        if values_only:
            table, root64 = build_table(rule)
        else:
            table, root64, spread = build_both(rule)
        took = time.perf_counter() - start
        try:
            save_table(table, target, root64)
            if spread is not None:
                save_spread(spread, spreads[rule])
        except OSError as exc:
            raise CannotWrite(f"cannot write {target}: {_reason(exc)}") from None
        if spread is None:
            print(f"{rule}: expected score {root64:.6f}, built in {took:.2f} s -> {target}")
        else:
            print(
                f"{rule}: expected score {root64:.6f}, standard deviation "
                f"{spread.start_variance**0.5:.4f}, built in {took:.2f} s -> {target}, "
                f"{spreads[rule].name}"
            )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="solve and write value tables")
    build.add_argument("--rules", choices=RULES, help="one rule (default: all three)")
    build.add_argument("--out", type=Path, help="folder to write into (default: the package)")
    build.add_argument(
        "--values-only", action="store_true", help="build the tables without their spreads"
    )
    value = sub.add_parser("value", help="print the optimal expected score of one card")
    value.add_argument("--rules", choices=RULES, default="official")
    value.add_argument("--cache", type=Path, help="cache folder for a table built on demand")
    args = parser.parse_args(argv)
    if args.command == "build":
        try:
            _build([args.rules] if args.rules else list(RULES), args.out, args.values_only)
        except CannotWrite as exc:
            print(f"{PROG}: {exc}", file=sys.stderr)
            return 1
    else:
        table = get_table(args.rules, args.cache)
        print(f"{table.expected_score:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

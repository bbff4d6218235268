"""The solver's command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from fivedice.strategy.tables import load_table


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "fivedice.strategy", *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return done.stdout


def test_value_prints_the_expected_score() -> None:
    assert run("value", "--rules", "official").strip() == "254.5877"
    assert run("value", "--rules", "off").strip() == "245.8708"


def test_build_one_rule_into_a_folder(tmp_path: Path) -> None:
    out = run("build", "--rules", "off", "--out", str(tmp_path))
    assert "245.870" in out and " s " in out
    table = load_table(tmp_path / "off.fdt", "off")
    assert round(table.expected_score, 4) == 245.8708

"""The solver's command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fivedice.strategy.valuetables import load_table


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


def test_build_values_only_writes_the_table_without_its_spread(tmp_path: Path) -> None:
    out = run("build", "--rules", "off", "--values-only", "--out", str(tmp_path))
    assert out.startswith("off: expected score 245.870") and "standard deviation" not in out
    assert round(load_table(tmp_path / "off.fdt", "off").expected_score, 4) == 245.8708
    assert sorted(p.name for p in tmp_path.iterdir()) == ["off.fdt"]


def build_into(out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fivedice.strategy", "build", "--rules", "off", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_one_line_refusal(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode != 0
    assert done.stdout == ""  # nothing was built
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert lines[0].startswith("python -m fivedice.strategy: cannot write tables into ")
    assert all(word in lines[0] for word in words)


def test_build_into_a_file_says_so_in_one_line(tmp_path: Path) -> None:
    afile = tmp_path / "tables"
    afile.write_text("not a folder", encoding="utf-8")
    assert_one_line_refusal(build_into(afile), str(afile), "is a file, not a folder")
    assert_one_line_refusal(build_into(afile / "inner"), str(afile), "is a file, not a folder")


@pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0, reason="needs POSIX permissions that apply"
)
def test_build_into_a_read_only_folder_says_so_in_one_line(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        assert_one_line_refusal(build_into(locked / "tables"), "Permission denied")
    finally:
        locked.chmod(0o755)

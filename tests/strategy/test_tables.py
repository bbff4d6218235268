"""ValueTable files: header, checksum, rules; the packaged → cached → built fallback chain."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from fivedice.strategy import valuetables as tables_mod
from fivedice.strategy.valuetables import (
    MAGIC,
    TableError,
    ValueTable,
    clear_memory_cache,
    get_table,
    load_table,
    packaged_table_path,
    save_table,
)


@pytest.fixture(autouse=True)
def _fresh_memory() -> None:
    clear_memory_cache()
    yield
    clear_memory_cache()


def test_packaged_tables_load_and_name_their_rules() -> None:
    for rule in ("off", "official", "free"):
        path = packaged_table_path(rule)
        blob = path.read_bytes()
        assert blob.startswith(MAGIC)
        header = json.loads(blob[len(MAGIC) : blob.index(b"\n", len(MAGIC))])
        assert header["rules"] == rule
        assert header["format"] == 1
        assert len(header["sha256"]) == 64
        assert load_table(path, rule).rule == rule


def test_expected_scores_to_four_decimals() -> None:
    assert round(get_table("off").expected_score, 4) == 245.8708
    assert round(get_table("official").expected_score, 4) == 254.5877


def test_damaged_payload_is_refused(tmp_path: Path) -> None:
    blob = bytearray(packaged_table_path("off").read_bytes())
    blob[-100] ^= 0xFF
    bad = tmp_path / "off.fdt"
    bad.write_bytes(bytes(blob))
    with pytest.raises(TableError, match="checksum"):
        load_table(bad, "off")


def test_table_for_other_rules_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "official.fdt"
    path.write_bytes(packaged_table_path("off").read_bytes())
    with pytest.raises(TableError, match="rules 'off'"):
        load_table(path, "official")


def test_other_format_version_is_refused(tmp_path: Path) -> None:
    blob = packaged_table_path("off").read_bytes()
    end = blob.index(b"\n", len(MAGIC))
    header = json.loads(blob[len(MAGIC) : end])
    header["format"] = 99
    path = tmp_path / "off.fdt"
    path.write_bytes(MAGIC + json.dumps(header).encode() + blob[end:])
    with pytest.raises(TableError, match="format 99"):
        load_table(path, "off")


def test_not_a_table_and_missing_file_are_refused(tmp_path: Path) -> None:
    junk = tmp_path / "off.fdt"
    junk.write_bytes(b"hello")
    with pytest.raises(TableError, match="not a Five Dice table"):
        load_table(junk, "off")
    with pytest.raises(TableError, match="cannot read"):
        load_table(tmp_path / "missing.fdt", "off")


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    table = get_table("off")
    path = save_table(table, tmp_path / "sub" / "off.fdt")
    again = load_table(path, "off")
    assert np.array_equal(again.values, table.values, equal_nan=True)
    assert again.expected_score == table.expected_score


def test_unreachable_state_raises_instead_of_answering() -> None:
    table = get_table("off")
    with pytest.raises(ValueError, match="unreachable"):
        table.value(0, 5)  # no upper box filled, yet 5 upper points
    assert table.value(1 << 4, 5) > 0


def test_get_table_builds_with_progress_and_caches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables_mod, "packaged_table_path", lambda rule: tmp_path / "none.fdt")
    seen: list[float] = []
    cache = tmp_path / "cache"
    table = get_table("off", cache, seen.append)
    assert round(table.expected_score, 4) == 245.8708
    assert seen and seen[-1] == 1.0
    assert all(a <= b for a, b in itertools.pairwise(seen))
    assert (cache / "off.fdt").exists()
    # next time the cached table is used: no build
    clear_memory_cache()
    monkeypatch.setattr(tables_mod, "build_table", _no_build)
    again = get_table("off", cache)
    assert np.array_equal(again.values, table.values, equal_nan=True)


def _no_build(*args: object, **kwargs: object) -> tuple[ValueTable, float]:
    raise AssertionError("should not build")


def test_damaged_cache_is_rebuilt_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables_mod, "packaged_table_path", lambda rule: tmp_path / "none.fdt")
    cache = tmp_path / "cache"
    cache.mkdir()
    blob = bytearray(packaged_table_path("off").read_bytes())
    blob[-10] ^= 1
    (cache / "off.fdt").write_bytes(bytes(blob))
    built: list[str] = []
    real_build = tables_mod.build_table

    def counting_build(rule: str, progress: object = None) -> tuple[ValueTable, float]:
        built.append(rule)
        return real_build(rule)

    monkeypatch.setattr(tables_mod, "build_table", counting_build)
    table = get_table("off", cache)
    assert built == ["off"]
    assert round(table.expected_score, 4) == 245.8708
    assert load_table(cache / "off.fdt", "off").expected_score == table.expected_score


def test_no_table_and_no_build_raises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables_mod, "packaged_table_path", lambda rule: tmp_path / "none.fdt")
    with pytest.raises(TableError, match="no valid table"):
        get_table("free", tmp_path, allow_build=False)


def test_default_cache_dir_is_used_when_none_is_passed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables_mod, "packaged_table_path", lambda rule: tmp_path / "none.fdt")
    cache = tmp_path / "user-cache"
    cache.mkdir()
    (cache / "off.fdt").write_bytes(packaged_table_path("off").read_bytes())
    with pytest.raises(TableError):
        get_table("off", allow_build=False)
    tables_mod.set_default_cache_dir(cache)
    try:
        assert round(get_table("off", allow_build=False).expected_score, 4) == 245.8708
    finally:
        tables_mod.set_default_cache_dir(None)

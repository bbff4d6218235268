"""The spread of the remaining score: the fast moment solver against the slow reference."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from fivedice.strategy import valuetables as tables_mod
from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.packed import PackedSolver
from fivedice.strategy.scoring import FULL_MASK, RULES
from fivedice.strategy.solver import level_states, solve, solve_moments
from fivedice.strategy.turnsolver import first_max
from fivedice.strategy.valuetables import (
    MAGIC,
    TableError,
    clear_memory_cache,
    get_spread,
    load_spread,
    load_table,
    packaged_spread_path,
    packaged_table_path,
)

from .slow_reference import MomentReference
from .test_solver import CASES, card_with_open, mask_of


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["packed", "plain64"])
@pytest.mark.parametrize(("rule", "open_boxes", "scores"), CASES)
def test_variance_matches_slow_reference_on_small_games(
    rule: str, open_boxes: set[int], scores: dict[int, int], dtype: type
) -> None:
    """Both ways through a turn: the build's packed float32 pass, and the plain solver."""
    card = card_with_open(open_boxes, scores)
    ref = MomentReference(rule)
    ref.moments(card)
    values, variances = solve_moments(rule, base_mask=mask_of(card), dtype=dtype)
    assert len(ref.squares) >= 2
    for (filled, upper, five), square in ref.squares.items():
        mean = ref.memo[(filled, upper, five)]
        mask = sum(1 << b for b in filled)
        flag = int(rule != "off" and five == 50)
        at = (mask, min(upper, 63), flag)
        assert values[at] == pytest.approx(mean, abs=2e-4)
        assert variances[at] == pytest.approx(square - mean * mean, rel=1e-4, abs=2e-3)


def test_the_mean_of_the_moment_solver_is_the_solver_s() -> None:
    base = mask_of(card_with_open({0, 3, 8, 9, 12}, {}))
    values, variances = solve_moments("official", base_mask=base)
    assert np.array_equal(values, solve("official", base_mask=base), equal_nan=True)
    assert np.array_equal(np.isnan(values), np.isnan(variances))
    assert np.nanmin(variances) >= 0


def test_of_options_of_equal_value_the_riskier_is_taken() -> None:
    values = [
        np.array([1.0, 3.0, -np.inf]),
        np.array([2.0, 3.0, -np.inf]),
        np.array([2.0, 1.0, 0.0]),
    ]
    spreads = [np.array([9.0, 4.0, 8.0]), np.array([1.0, 7.0, 9.0]), np.array([5.0, 0.0, 2.0])]
    best, spread = first_max(values, spreads)
    assert best.tolist() == [2.0, 3.0, 0.0]
    assert spread is not None and spread.tolist() == [5.0, 7.0, 2.0]


def test_packed_words_compare_as_their_value_then_second_moment() -> None:
    """The packed pass's decisions: a float64 maximum over words of float32 (Q low, W high)
    picks the largest W and, of equal W, the largest Q, while W >= 0."""
    rng = np.random.default_rng(3)
    w = rng.choice([0.0, 0.5, 1.0, 3.25, 1e3], size=2000).astype(np.float32)
    q = rng.choice([0.0, 1e-3, 2.0, 7.5, 5e5], size=2000).astype(np.float32)
    words = np.stack([q, w], axis=-1).view(np.float64)[:, 0]
    assert np.array_equal(np.argsort(words, kind="stable"), np.lexsort((q, w)))


@pytest.mark.parametrize("rule", RULES)
def test_the_build_s_packed_pass_gives_the_plain_solver_s_numbers(rule: str) -> None:
    """The table build's fast pass (float32 pairs in one word) plays and counts exactly as the
    plain moment solver does: the same means and variances to the last bit, at every level."""
    values = tables_mod.get_table(rule).values64()
    variances = tables_mod.get_spread(rule).variances64()
    packed = PackedSolver(rule, values, variances)
    plain = MomentSolver(rule, values, variances, np.float32)
    rng = np.random.default_rng(7)
    for filled in (12, 11, 9, 6, 3, 0):
        mask, upper, flag = level_states(rule, filled)
        pick = np.sort(rng.choice(len(mask), size=min(300, len(mask)), replace=False))
        block = (mask[pick], upper[pick], flag[pick])
        mean, var = packed.start_moments(*block)
        plain_mean, plain_var = plain.start_moments(*block)
        assert np.array_equal(mean, plain_mean), filled
        assert np.array_equal(var, plain_var), filled
        assert np.array_equal(mean, plain.start_values(*block)), filled
        assert (var > 0).all() or filled == 0


@pytest.fixture()
def _fresh_memory() -> Iterator[None]:
    clear_memory_cache()
    yield
    clear_memory_cache()


@pytest.mark.parametrize(("rule", "std"), [("off", 39.8201), ("official", 59.6076)])
def test_packaged_spreads_load_checked_and_give_the_known_spread(rule: str, std: float) -> None:
    path = packaged_spread_path(rule)
    blob = path.read_bytes()
    header = json.loads(blob[len(MAGIC) : blob.index(b"\n", len(MAGIC))])
    assert header["content"] == "variance" and header["rules"] == rule
    assert len(header["sha256"]) == 64
    spread = load_spread(path, rule)
    assert spread.start_variance**0.5 == pytest.approx(std, abs=1e-3)
    assert spread.variance(FULL_MASK, 63) == 0.0
    with pytest.raises(ValueError, match="unreachable"):
        spread.variance(0, 5)


@pytest.mark.slow
@pytest.mark.parametrize("rule", RULES)
def test_packaged_spread_equals_a_fresh_build(rule: str) -> None:
    _, variances = solve_moments(rule)
    packaged = load_spread(packaged_spread_path(rule), rule).variances
    assert np.array_equal(np.isnan(variances), np.isnan(packaged))
    ok = ~np.isnan(variances)
    assert np.max(np.abs(variances[ok] - packaged[ok]) / (1 + variances[ok])) < 1e-5


def test_a_spread_is_not_taken_for_a_table_nor_the_other_way(tmp_path: Path) -> None:
    swapped = tmp_path / "off.fdt"
    swapped.write_bytes(packaged_spread_path("off").read_bytes())
    with pytest.raises(TableError, match="'variance'"):
        load_table(swapped, "off")
    with pytest.raises(TableError, match="'expected'"):
        load_spread(packaged_table_path("off"), "off")
    damaged = bytearray(packaged_spread_path("off").read_bytes())
    damaged[-50] ^= 0xFF
    (tmp_path / "off.fds").write_bytes(bytes(damaged))
    with pytest.raises(TableError, match="checksum"):
        load_spread(tmp_path / "off.fds", "off")


@pytest.mark.usefixtures("_fresh_memory")
def test_get_spread_builds_a_missing_spread_and_caches_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables_mod, "packaged_spread_path", lambda rule: tmp_path / "none.fds")
    with pytest.raises(TableError, match="no valid spread"):
        get_spread("off", tmp_path, allow_build=False)
    cache = tmp_path / "cache"
    spread = get_spread("off", cache)
    assert spread.start_variance**0.5 == pytest.approx(39.8201, abs=1e-3)
    assert load_spread(cache / "off.fds", "off").start_variance == spread.start_variance
    assert get_spread("off") is spread  # kept in memory

"""Exact retrograde solver of one-card solitaire play.

For every reachable start-of-turn state of one card, the solver computes the expected
*future* score of optimal play: every point still to come, including the upper bonus and
the extra-five bonuses; and, when asked, the variance of that future score under the same
play (its *spread*).  A state is

* ``mask``: the filled boxes (13 bits, see :mod:`fivedice.strategy.scoring`),
* ``upper``: the upper total (Ones..Sixes) capped at 63,
* ``five50``: whether the Five of a Kind box holds 50 (only for the rules ``"official"``
  and ``"free"``, and only once that box is filled).

The tables are dense float64 arrays ``V[mask, upper, flag]``; unreachable states hold NaN so
that a wrong lookup cannot pass unnoticed.  For the rule ``"off"`` the flag axis has length
1.  States whose upper bonus is already decided (won, or out of reach) have equal values
for every upper total, so only one of them is solved.

One sweep goes through the states level by level, from the card with one box open back to
the empty card; each level is solved in blocks from the tables of the levels after it.  A
block's turn is evaluated by :class:`~fivedice.strategy.turnsolver.TurnSolver` (values), or
with the spread by :class:`~fivedice.strategy.packed.PackedSolver` (float32) or
:class:`~fivedice.strategy.moments.MomentSolver` (another float type).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from fivedice.strategy.moments import MomentSolver
from fivedice.strategy.packed import PackedSolver
from fivedice.strategy.scoring import (
    FIVE_KIND,
    FULL_MASK,
    UPPER_REACH,
    UPPER_TARGET,
    check_rule,
)
from fivedice.strategy.turnsolver import TurnSolver

__all__ = [
    "CHUNK",
    "ProgressCallback",
    "Solved",
    "flag_count",
    "level_states",
    "solve",
    "solve_moments",
    "sweep",
]

log = logging.getLogger(__name__)

#: Called with the fraction of the work done, from 0.0 to 1.0.
ProgressCallback = Callable[[float], None]

#: States per block of a level.
CHUNK = 1024


def flag_count(rule: str) -> int:
    """Length of the flag axis of the value array for ``rule`` (1 for "off", else 2)."""
    return 1 if check_rule(rule) == "off" else 2


def level_states(
    rule: str, n_filled: int, base_mask: int = 0
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Reachable states with ``n_filled`` boxes filled, all of ``base_mask`` among them.

    Returns three int64 arrays (mask, upper, flag), grouped by mask.
    """
    nf = flag_count(rule)
    masks, uppers, flags = [], [], []
    for m in range(FULL_MASK + 1):
        if m.bit_count() != n_filled or m & base_mask != base_mask:
            continue
        us = np.flatnonzero(UPPER_REACH[m & 63])
        fs = (0, 1) if nf == 2 and m >> FIVE_KIND & 1 else (0,)
        for f in fs:
            masks.append(np.full(len(us), m))
            uppers.append(us)
            flags.append(np.full(len(us), f))
    if not masks:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    return (
        np.concatenate(masks).astype(np.int64),
        np.concatenate(uppers).astype(np.int64),
        np.concatenate(flags).astype(np.int64),
    )


_OPEN_UPPER_MAX = np.array(
    [sum(5 * (f + 1) for f in range(6) if not m >> f & 1) for m in range(64)], dtype=np.int64
)


def _classes(
    mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Group states whose values are equal because the upper bonus is already decided.

    With the bonus won (upper total 63) or out of reach (even five of each open upper face
    cannot reach 63), the upper total no longer affects the future.  Returns (index of one
    representative per class, class of each state).
    """
    open_max = _OPEN_UPPER_MAX[mask & 63]
    dead = (upper < UPPER_TARGET) & (upper + open_max < UPPER_TARGET)
    key = (mask * 65 + np.where(dead, 64, upper)) * 2 + flag
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    return first, inverse.reshape(-1)


# the means and (with the spread) the variances of a block of states
_Block = tuple[np.ndarray, np.ndarray | None]


@dataclass(frozen=True)
class Solved:
    """What a sweep computed: the values and, when asked, the variances (else None).

    Each has shape (8192, 64, flags), float64, NaN where not computed.
    """

    values: np.ndarray
    variances: np.ndarray | None


def sweep(
    rule: str,
    *,
    spread: bool,
    progress: ProgressCallback | None = None,
    base_mask: int = 0,
    chunk: int = CHUNK,
    dtype: type = np.float32,
) -> Solved:
    """Solve every reachable state whose filled boxes include ``base_mask``, level by level.

    With ``base_mask == 0`` this is the full table; a non-zero ``base_mask`` solves the
    smaller game in which those boxes are already filled.  With ``spread`` the variances
    are computed in the same sweep.  ``dtype`` is the float type within a turn.
    ``progress`` is called with the fraction done (work-weighted), ending at 1.0.
    """
    check_rule(rule)
    shape = (FULL_MASK + 1, UPPER_TARGET + 1, flag_count(rule))
    # with the spread, each state's variance lies beside its value: one look-up brings both
    table = np.full((*shape, 2 if spread else 1), np.nan)
    values = table[..., 0]
    values[FULL_MASK] = np.where(UPPER_REACH[63][:, None], 0.0, np.nan)
    variances = table[..., 1] if spread else None
    block: Callable[[np.ndarray, np.ndarray, np.ndarray], _Block]
    if variances is None:
        solver = TurnSolver(rule, values, dtype)

        def block(mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> _Block:
            return solver.start_values(mask, upper, flag), None

    else:
        variances[FULL_MASK] = values[FULL_MASK]
        kind = PackedSolver if dtype is np.float32 else MomentSolver
        block = kind.side_by_side(rule, table, dtype).start_moments
    levels = []
    for n in range(12, base_mask.bit_count() - 1, -1):
        mask, upper, flag = level_states(rule, n, base_mask)
        first, inverse = _classes(mask, upper, flag)
        levels.append((mask, upper, flag, first, inverse))
    total = sum(len(lv[3]) for lv in levels) or 1
    done = 0
    for mask, upper, flag, first, inverse in levels:
        rm, ru, rf = mask[first], upper[first], flag[first]
        mean = np.empty(len(first))
        var = np.empty(len(first))
        for i in range(0, len(first), chunk):
            sl = slice(i, i + chunk)
            mean[sl], found = block(rm[sl], ru[sl], rf[sl])
            if found is not None:
                var[sl] = found
            done += len(mean[sl])
            if progress is not None:
                progress(done / total)
        values[mask, upper, flag] = mean[inverse]
        if variances is not None:
            variances[mask, upper, flag] = var[inverse]
    if progress is not None and done == 0:
        progress(1.0)
    if variances is None:
        return Solved(values, None)
    return Solved(np.ascontiguousarray(values), np.ascontiguousarray(variances))


def solve(
    rule: str,
    progress: ProgressCallback | None = None,
    base_mask: int = 0,
    chunk: int = CHUNK,
    dtype: type = np.float32,
) -> np.ndarray:
    """The values of every reachable state whose filled boxes include ``base_mask``.

    Returns ``V`` of shape (8192, 64, flags), float64, NaN where not computed; see
    :func:`sweep` for the arguments.
    """
    return sweep(
        rule, spread=False, progress=progress, base_mask=base_mask, chunk=chunk, dtype=dtype
    ).values


def solve_moments(
    rule: str,
    progress: ProgressCallback | None = None,
    base_mask: int = 0,
    chunk: int = CHUNK,
    dtype: type = np.float32,
) -> tuple[np.ndarray, np.ndarray]:
    """Mean and variance of the future score of every reachable state, in one sweep.

    Returns ``(V, Var)``; ``V`` is what :func:`solve` computes.  Arguments as for
    :func:`solve`.
    """
    solved = sweep(
        rule, spread=True, progress=progress, base_mask=base_mask, chunk=chunk, dtype=dtype
    )
    assert solved.variances is not None
    return solved.values, solved.variances

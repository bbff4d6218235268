"""A run of many games split into batches: the seed of each game, the batches, the processes.

Game ``i`` of a run takes its dice from a seed derived from the run's seed and ``i`` alone, so a
run gives the same games however it is split and however many processes play it.
"""

from __future__ import annotations

import hashlib
import math
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from fivedice.core.dice import SEED_LIMIT

__all__ = ["cpu_count", "game_seed", "run_jobs", "spans", "worker_share"]

Job = TypeVar("Job")
Done = TypeVar("Done")


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    digest = hashlib.blake2b(f"fivedice-sim:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % SEED_LIMIT


def spans(total: int, size: int) -> list[tuple[int, int]]:
    """``0..total-1`` cut into consecutive ``(start, stop)`` ranges of ``size`` (the last may be
    shorter)."""
    size = max(1, size)
    return [(start, min(total, start + size)) for start in range(0, total, size)]


def worker_share(games: int, workers: int) -> int:
    """Games per batch for ``workers`` processes: eight batches each, so that one slow batch
    keeps the others waiting only briefly."""
    return max(1, math.ceil(games / (workers * 8)))


def cpu_count() -> int:
    """The CPUs this process may run on (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def run_jobs(play: Callable[[Job], Done], jobs: Sequence[Job], workers: int) -> Iterator[Done]:
    """``play`` each job, in order: here, one at a time as they are asked for, or in ``workers``
    processes (``play`` and the jobs must then pickle)."""
    if workers <= 1 or len(jobs) <= 1:
        yield from map(play, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play, jobs)

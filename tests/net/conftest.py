"""Fixtures of the network tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from .helpers import Table


@pytest.fixture
def tables() -> Iterator[Callable[..., Table]]:
    """Makes tables on loopback (as :class:`Table` takes its arguments); each closed after the
    test."""
    made: list[Table] = []

    def make(*args: Any, **kwargs: Any) -> Table:
        table = Table(*args, **kwargs)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()

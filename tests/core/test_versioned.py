"""The one check every saved JSON object passes: an object of its format, in a version read here."""

from __future__ import annotations

import pytest

from fivedice.core import SaveFormatError
from fivedice.core.versioned import VersionedFormat

SAVED = VersionedFormat(
    newest=3,
    mark="fivedice.thing",
    oldest=1,
    not_object="a thing is an object, not {type}",
    foreign="not a thing",
    no_version="the thing has no version",
    newer="a newer thing ({version}; up to {newest} here)",
    older="an unknown thing ({version})",
)


def test_an_object_of_the_format_comes_back_with_its_version() -> None:
    data = {"format": "fivedice.thing", "version": 2, "more": [1]}
    checked, version = SAVED.check(data)
    assert checked == data and version == 2


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "a thing is an object, not list"),
        (None, "a thing is an object, not NoneType"),
        ({"format": "chess.game", "version": 1}, "not a thing"),
        ({"version": 1}, "not a thing"),
        ({"format": "fivedice.thing"}, "the thing has no version"),
        ({"format": "fivedice.thing", "version": "2"}, "the thing has no version"),
        ({"format": "fivedice.thing", "version": True}, "the thing has no version"),
        ({"format": "fivedice.thing", "version": 4}, "a newer thing (4; up to 3 here)"),
        ({"format": "fivedice.thing", "version": 0}, "an unknown thing (0)"),
    ],
)
def test_what_is_not_read_is_refused_by_name(data: object, message: str) -> None:
    with pytest.raises(SaveFormatError) as refused:
        SAVED.check(data)
    assert str(refused.value) == message


def test_a_format_without_a_mark_or_an_oldest_version_looks_at_neither() -> None:
    plain = VersionedFormat(newest=1)
    assert plain.check({"version": 0, "format": "anything"})[1] == 0
    assert plain.check({"version": -3})[1] == -3
    with pytest.raises(SaveFormatError) as newer:
        plain.check({"version": 2})
    assert str(newer.value) == "written by a newer version (2)"
    with pytest.raises(SaveFormatError) as not_object:
        plain.check("text")
    assert str(not_object.value) == "not a JSON object"

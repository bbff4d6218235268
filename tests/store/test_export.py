"""The CSV export: readable by spreadsheet programs, never a formula, made off the GUI thread."""

from __future__ import annotations

import csv
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from fivedice.core import Player
from fivedice.store.export import BATCH, cell
from fivedice.store.history import History, HistoryError

from ..core.helpers import finished

HOSTILE = ["=1+1", "+cmd|' /C calc'!A0", "-2+3", "@SUM(1)", "\tTab", "\rReturn"]
DISGUISED = [
    "\uff1d1+1",  # a fullwidth equals sign
    "\u200c=1+1",  # a zero-width non-joiner in front
    "\u200b+1",  # a zero-width space
    "\ufeff@x",  # a byte-order mark
    "\ufe621",  # a small plus sign
    "\uff0d1",  # a fullwidth hyphen-minus
    "\uff20SUM(1)",  # a fullwidth commercial at
    "\u2060\u200d\ufe66cmd",  # a word joiner and a zero-width joiner, then a small equals sign
    " =1+1",  # a space
    "\u00a0\u3000=1+1",  # a no-break space and an ideographic space
    "\n=1+1",  # a line feed, a control character
]
"""Formulas that look like something else until a spreadsheet reads them."""
PLAIN = [
    "Ana",
    "\u00c9mile",
    "Zo\u00eb",
    "\uff21na",
    "\u200bAna",
    "Ana\uff1d1",
    "\uff11\uff12",
    "\u00bd",
]


def history_with(tmp_path: Path, *names: str) -> History:
    history, problem = History.open(tmp_path / "history.sqlite3")
    assert history is not None and problem is None
    for seed, name in enumerate(names):
        history.record(finished([Player(name)], seed=seed))
    return history


@pytest.mark.parametrize("name", HOSTILE + DISGUISED)
def test_a_name_that_looks_like_a_formula_is_exported_as_text(tmp_path: Path, name: str) -> None:
    history = history_with(tmp_path, "Ana")
    # As another program (or an older Five Dice, before names were cleaned) may have written it.
    history._db.execute("UPDATE game_players SET name = ?", (name,))
    out = tmp_path / "out.csv"
    assert history.export_csv(out) == 1
    [row] = list(csv.DictReader(out.open(encoding="utf-8-sig", newline="")))
    assert row["name"] == "'" + name  # a spreadsheet shows it, and runs nothing
    assert int(row["total"]) > 0  # numbers stay numbers


def test_only_text_that_starts_like_a_formula_is_changed() -> None:
    assert cell("Ana") == "Ana" and cell("Ana=1") == "Ana=1" and cell("") == ""
    assert cell(-5) == -5 and cell(2.5) == 2.5 and cell(None) is None
    assert [cell(n) for n in HOSTILE] == ["'" + n for n in HOSTILE]


def test_a_formula_in_disguise_gets_the_apostrophe_and_keeps_its_text() -> None:
    assert [cell(n) for n in DISGUISED] == ["'" + n for n in DISGUISED]


def test_names_that_only_look_unusual_are_unchanged() -> None:
    assert [cell(n) for n in PLAIN] == PLAIN
    assert cell("\u200b") == "\u200b" and cell(" ") == " "  # nothing visible: nothing to run
    assert cell("-") == "'-"  # as before: a lone minus starts like a formula


def test_the_export_is_utf8_with_a_byte_order_mark(tmp_path: Path) -> None:
    history = history_with(tmp_path, "Zoë", "Łukasz", "Søren")
    out = tmp_path / "out.csv"
    history.export_csv(out)
    data = out.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfgame_id,")
    names = {r["name"] for r in csv.DictReader(out.open(encoding="utf-8-sig", newline=""))}
    assert names == {"Zoë", "Łukasz", "Søren"}


def test_an_export_runs_on_another_thread_and_reports_progress(tmp_path: Path) -> None:
    count = BATCH + 20  # more than one batch: progress is heard before the end
    history = history_with(tmp_path, *(f"P{i}" for i in range(count)))
    out = tmp_path / "out.csv"
    seen: list[tuple[int, int, str]] = []
    result: list[int | BaseException] = []

    def export() -> None:
        try:
            result.append(
                history.export_csv(
                    out,
                    lambda done, total: seen.append((done, total, threading.current_thread().name)),
                )
            )
        except BaseException as exc:  # pragma: no cover - shown by the assertion below
            result.append(exc)

    worker = threading.Thread(target=export, name="exporter")
    worker.start()
    history.record(finished([Player("Late")], seed=10_000))  # the game goes on meanwhile
    worker.join(30)
    assert result and result[0] in (count, count + 1), result
    assert seen[0] == (BATCH, seen[0][1], "exporter") and seen[-1][0] == seen[-1][1] == result[0]
    assert len(list(csv.reader(out.open(encoding="utf-8-sig", newline="")))) == result[0] + 1


def test_an_export_that_fails_leaves_no_half_file(tmp_path: Path) -> None:
    history = history_with(tmp_path, "Ana")
    out = tmp_path / "out.csv"
    out.write_text("the earlier export\n")

    def stop(done: int, total: int) -> None:
        raise OSError(28, "No space left on device")

    with pytest.raises(HistoryError, match="The disk is full"):
        history.export_csv(out, stop)
    assert out.read_text() == "the earlier export\n"
    assert not list(tmp_path.glob(".out.csv.*.tmp"))


def test_the_export_stands_below_the_history() -> None:
    # The history writes its CSV through the export; the export needs nothing of the history
    # module (what it reads is the database's, where the pending games wait is a path), so the
    # two never import each other.
    code = "import sys, fivedice.store.export; print('fivedice.store.history' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

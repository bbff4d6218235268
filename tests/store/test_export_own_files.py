"""The CSV export never writes over a file of Five Dice's own: a CSV put in place of the history
(or of its journal, the autosave, the settings, the lock...) cost every game at the next start.

Each test asks the history for an export onto one of its own files, as the export dialog would
after "Replace?": it is refused with a sentence for the player, nothing is written, and every
game is still there.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from fivedice.core import Player
from fivedice.store.history import History, HistoryError, keep_for_later
from fivedice.store.paths import AppPaths

from ..core.helpers import finished

REFUSED = "that is one of Five Dice's own files"

OWN_FILES = [
    "history.sqlite3",
    "history.sqlite3-wal",
    "history.sqlite3-shm",
    "history.sqlite3-journal",
    "history.sqlite3.damaged-20260101-120000",
    "autosave.json",
    "settings.json",
    "fivedice.lock",
    "fivedice.lock.rmlock",
    "history-pending/{waiting}",
    "history-pending/later.json",
    "history-pending",
]
"""Names in the data folder; {waiting} is a game waiting in the pending folder."""


@pytest.fixture
def history(data_dir: Path) -> Iterator[History]:
    """The history in the app's data folder, with two games in it, open as the app holds it."""
    opened, problem = History.open(AppPaths.in_folder(data_dir).history_file)
    assert opened is not None and problem is None
    for seed in (1, 2):
        opened.record(finished([Player("Ana"), Player("Ben")], seed=seed))
    yield opened
    opened.close()


def games_in(folder: Path) -> int:
    again, problem = History.open(folder / "history.sqlite3")
    assert again is not None and problem is None
    try:
        return len(again.recent_games())
    finally:
        again.close()


def contents(folder: Path) -> dict[str, bytes | None]:
    """Every file under `folder` with its bytes (None for a folder)."""
    return {
        str(p.relative_to(folder)): None if p.is_dir() else p.read_bytes()
        for p in sorted(folder.rglob("*"))
    }


def refused_onto(history: History, target: Path | str) -> str:
    """Ask `history` for an export onto `target`: it must refuse, saying why."""
    with pytest.raises(HistoryError) as refused:
        history.export_csv(Path(target))
    return str(refused.value)


@pytest.mark.parametrize("name", OWN_FILES)
def test_an_export_onto_a_file_of_five_dices_own_is_refused(
    history: History, data_dir: Path, name: str
) -> None:
    # The files as a running Five Dice has them: its autosave, settings, lock, pending games.
    (data_dir / "autosave.json").write_text('{"autosave": 1}', encoding="utf-8")
    (data_dir / "settings.json").write_text('{"settings": 1}', encoding="utf-8")
    (data_dir / "fivedice.lock").write_text("4242\nfivedice\nhost\n", encoding="utf-8")
    waiting = keep_for_later(history.path, finished([Player("Cy")], seed=3))
    target = data_dir / name.format(waiting=waiting.name)
    before = contents(data_dir)
    message = refused_onto(history, target)
    assert message.startswith(f"The history was not exported to {target.name}: ")
    assert REFUSED in message and "choose another name or folder" in message
    assert contents(data_dir) == before  # nothing written, nothing left behind
    assert games_in(data_dir) == 3  # the two games, and the one that waited


def test_a_symlink_to_the_history_is_refused(history: History, tmp_path: Path) -> None:
    link = tmp_path / "games.csv"
    try:
        link.symlink_to(history.path)
    except (OSError, NotImplementedError) as exc:  # pragma: no cover - Windows without rights
        pytest.skip(f"no symbolic links here: {exc}")
    before = history.path.read_bytes()
    assert REFUSED in refused_onto(history, link)
    assert link.is_symlink() and history.path.read_bytes() == before
    assert games_in(history.path.parent) == 2


def test_the_data_folder_reached_through_a_symlink_is_refused(
    history: History, tmp_path: Path
) -> None:
    door = tmp_path / "door"
    try:
        door.symlink_to(history.path.parent, target_is_directory=True)
    except (OSError, NotImplementedError) as exc:  # pragma: no cover - Windows without rights
        pytest.skip(f"no symbolic links here: {exc}")
    assert REFUSED in refused_onto(history, door / "history.sqlite3")
    assert games_in(history.path.parent) == 2


def test_a_hard_link_to_the_history_is_refused(history: History, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere"
    other.mkdir()
    try:
        os.link(history.path, other / "games.csv")
    except OSError as exc:  # pragma: no cover - a file system without hard links
        pytest.skip(f"no hard links here: {exc}")
    assert REFUSED in refused_onto(history, other / "games.csv")
    assert games_in(history.path.parent) == 2


@pytest.mark.parametrize(
    "spelling",
    ["sub/../history.sqlite3", "./history.sqlite3", "HISTORY.SQLITE3", "History.Sqlite3-WAL"],
)
def test_the_history_spelt_another_way_is_refused(
    history: History, data_dir: Path, monkeypatch: pytest.MonkeyPatch, spelling: str
) -> None:
    (data_dir / "sub").mkdir()
    monkeypatch.chdir(data_dir)  # a relative name, as typed
    before = history.path.read_bytes()
    assert REFUSED in refused_onto(history, spelling)
    assert REFUSED in refused_onto(history, data_dir / "sub" / ".." / spelling)
    assert history.path.read_bytes() == before and games_in(data_dir) == 2


def test_a_history_with_another_name_keeps_its_own_folder_clear(tmp_path: Path) -> None:
    opened, _ = History.open(tmp_path / "games.db")
    assert opened is not None
    opened.record(finished([Player("Ana")], seed=3))
    try:
        for name in ("games.db", "games.db-wal", "games-pending/x.json", "autosave.json"):
            assert REFUSED in refused_onto(opened, tmp_path / name)
        assert opened.export_csv(tmp_path / "games.csv") == 1
    finally:
        opened.close()


def test_the_settings_in_a_folder_of_their_own_are_refused(tmp_path: Path) -> None:
    from fivedice.store.export import export_refusal

    paths = AppPaths(
        config_dir=tmp_path / "config", data_dir=tmp_path / "data", cache_dir=tmp_path / "cache"
    )
    paths.config_dir.mkdir()
    paths.settings_file.write_text("{}", encoding="utf-8")
    for target in (paths.settings_file, paths.config_dir / "Settings.json"):
        refusal = export_refusal(target, paths.history_file, [paths])
        assert refusal is not None and REFUSED in refusal
    assert export_refusal(paths.config_dir / "scores.csv", paths.history_file, [paths]) is None


def test_without_a_history_the_apps_own_folders_are_kept_clear(data_dir: Path) -> None:
    from fivedice.store.export import export_refusal

    # The folders the app uses when none is given it ($FIVEDICE_DATA_DIR here).
    for name in ("settings.json", "autosave.json", "history.sqlite3-shm", "fivedice.lock.1"):
        assert export_refusal(data_dir / name) is not None
    assert export_refusal(data_dir / "history.csv") is None


@pytest.mark.parametrize(
    "name", ["history.csv", "fivedice-history.csv", "my-history.sqlite3", "sub/history.sqlite3"]
)
def test_other_files_beside_the_history_are_written(
    history: History, data_dir: Path, name: str
) -> None:
    (data_dir / "sub").mkdir()
    assert history.export_csv(data_dir / name) == 4
    assert (data_dir / name).read_bytes().startswith(b"\xef\xbb\xbfgame_id,")


def test_a_file_called_like_the_history_in_another_folder_is_written(
    history: History, tmp_path: Path
) -> None:
    other = tmp_path / "copies"
    other.mkdir()
    assert history.export_csv(other / "history.sqlite3") == 4
    assert games_in(history.path.parent) == 2

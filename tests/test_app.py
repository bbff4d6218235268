"""The `fivedice` command: options, the screenshot mode, `python -m fivedice`, build_window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from fivedice import __version__
from fivedice.app import build_window, main

if TYPE_CHECKING:
    from fivedice.ui.shell.window import MainWindow


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("FIVEDICE_DATA_DIR", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    return folder


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "fivedice", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=cwd,
    )


def test_version(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"fivedice {__version__}"


def test_help_lists_the_options(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for option in ("--data-dir", "--screenshot", "--version"):
        assert option in out


def test_help_does_not_load_qt():
    code = (
        "import sys; from fivedice.app import main\n"
        "try: main(['--help'])\n"
        "except SystemExit: pass\n"
        "print('PySide6' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().endswith("False")


def test_no_options_are_every_options_default(tmp_path):
    # Started from a menu there is nothing to parse: what it starts with is what the parser
    # would have given (an option added to the parser and not to the defaults shows here).
    from fivedice.app import _parse

    given = vars(_parse(["--data-dir", str(tmp_path)]))
    assert given.pop("data_dir") == tmp_path
    assert vars(_parse([])) == {**given, "data_dir": None}


def test_garbage_is_collected_again_however_start_up_ends(monkeypatch, tmp_path):
    # Held while the window is built (it makes no garbage worth a pass), never left off: a
    # launch that gives up or fails before any window collects again like any program.
    import gc

    import fivedice.app as app

    seen: list[bool] = []

    def gives_up(args: object) -> int:
        seen.append(gc.isenabled())
        return 1

    def fails(args: object) -> int:
        seen.append(gc.isenabled())
        raise RuntimeError("no display")

    monkeypatch.setattr(app, "_start", gives_up)
    assert app.main(["--data-dir", str(tmp_path)]) == 1
    assert gc.isenabled()
    monkeypatch.setattr(app, "_start", fails)
    with pytest.raises(RuntimeError):
        app.main(["--data-dir", str(tmp_path)])
    assert gc.isenabled()
    assert seen == [False, False]


def test_screenshot_writes_a_png_of_the_window(tmp_path, data_dir):
    target = tmp_path / "shots" / "window.png"
    result = run("--screenshot", str(target), "--size", "1024x640", "--scheme", "dark")
    assert result.returncode == 0, result.stderr
    data = target.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(data[16:20], "big")
    height = int.from_bytes(data[20:24], "big")
    assert (width, height) == (1024, 640)
    assert not data_dir.exists()  # the user's folder is left alone


def test_a_bad_size_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--screenshot", "x.png", "--size", "huge"])
    assert stop.value.code == 2


def test_build_window_uses_the_data_folder(qtbot, tmp_path):
    folder = tmp_path / "portable"
    window = build_window(folder)
    qtbot.addWidget(window)
    assert not window.isVisible()
    assert window.controller.game.players[0].name == "Player 1"
    assert (folder / "autosave.json").exists()
    assert window.findChild(type(window.tray.roll_button), "rollButton") is not None
    assert window.scorecard.objectName() == "scorecard"
    assert [
        window.findChild(type(window.tray.dice[0]), f"die{i}") is not None for i in range(1, 6)
    ] == [True] * 5


def test_first_paint_probe_prints_and_quits(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVEDICE_EXIT_AFTER_FIRST_PAINT="1")
    result = subprocess.run(
        [sys.executable, "-m", "fivedice", "--data-dir", str(tmp_path / "d")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "first paint" in result.stdout


# A data folder that cannot be written: said so once, in plain words, and left exactly as it is.


def still() -> float:
    """A game clock that never moves: no save falls due while a test looks at the files."""
    return 100.0


def a_folder_in_use(qtbot, folder: Path) -> MainWindow:
    """`folder` as the app leaves it: settings, a game in progress (one roll), one finished game
    in the history. Returns the window that left it, closed (kept until the test ends)."""
    import json

    from fivedice.core import Player
    from fivedice.store.history import History
    from fivedice.store.settings import Settings

    from .core.helpers import finished

    settings = Settings().to_dict()
    settings.update(animation=False, sound=False)
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    window = build_window(folder, clock=still)
    qtbot.addWidget(window)
    window.controller.roll()
    window.close()
    history, _ = History.open(folder / "history.sqlite3")
    assert history is not None
    history.record(finished([Player("Ana")], seed=5))
    history.close()
    return window


def open_read_only(qtbot, folder: Path) -> MainWindow:
    window = build_window(folder, clock=still)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    [notice] = window.controller.notices  # told once
    assert notice.startswith("Saving is off") and f"cannot write to {folder}" in notice
    assert "damaged" not in notice and "set aside" not in notice
    assert window.notice_bar.isVisible() and window.notice_bar.text.text() == notice
    assert len(window.controller.game.actions) == 1  # the game in progress, restored
    history = window.controller.history
    assert history is not None and history.names() == ["Ana"]  # the scoreboard still shows
    window.controller.roll()  # play goes on, and nothing more is said
    assert len(window.controller.notices) == 1
    window.close()
    return window  # pytest-qt keeps only a weak reference: the test keeps it to the end


def test_a_read_only_data_folder_says_saving_is_off_and_is_left_as_it_is(qtbot, data_dir):
    from .store.test_history_read_only import snapshot, unwritable

    windows = [a_folder_in_use(qtbot, data_dir)]
    before = snapshot(data_dir)
    with unwritable(data_dir):  # chmod 555; as root, chattr +i (skipped where impossible)
        windows.append(open_read_only(qtbot, data_dir))
        assert snapshot(data_dir) == before  # no file renamed, set aside or written


def refuse_new_lock_files(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """The lock file cannot be made in `folder` (EACCES, as a folder that refuses new files)."""
    real_open = os.open

    def no_new_lock(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(file) == folder / "fivedice.lock" and flags & os.O_CREAT:
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", no_new_lock)


def test_a_data_folder_that_refuses_writes_is_said_so_and_not_written(qtbot, data_dir, monkeypatch):
    # The same as above where the test runs as root (which writes anyway): the folder's
    # refusals are made here, at the lock file and at every write the app could try.
    import tempfile

    from .store.test_history_read_only import snapshot

    windows = [a_folder_in_use(qtbot, data_dir)]
    before = snapshot(data_dir)
    tried: list[object] = []

    def refuse(*args: object, **kwargs: object) -> None:
        tried.append(args)
        raise PermissionError(13, "Permission denied")

    refuse_new_lock_files(monkeypatch, data_dir)
    monkeypatch.setattr(tempfile, "mkstemp", refuse)  # atomic writes
    monkeypatch.setattr(os, "replace", refuse)  # setting a file aside
    windows.append(open_read_only(qtbot, data_dir))
    assert tried == []  # nothing was even tried
    assert snapshot(data_dir) == before

"""The `fivedice` command: options, the screenshot mode, `python -m fivedice`, build_window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fivedice import __version__
from fivedice.app import build_window, main


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

"""GUI test set-up: every test gets its own data folder, and windows are built like the app's,
shown and active as on a desktop. At teardown every window is closed and deleted at once, and a
test after which a widget is left alive fails."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QApplication

from fivedice.app import build_window
from fivedice.ui.shell.window import MainWindow


def write_settings(folder: Path, **values: Any) -> None:
    """A settings file as the app writes it (animation and sound off unless asked: tests look
    at faces, and few listen)."""
    from fivedice.store.settings import Settings

    data = Settings().to_dict()
    data["animation"] = False
    data["sound"] = False
    data.update(values)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps(data), encoding="utf-8")


WindowFactory = Callable[..., MainWindow]


class FakeClock:
    """A monotonic clock that moves only when the test moves it."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float, controller: Any = None) -> None:
        """Let `seconds` pass; with `controller`, it reads the clock as its timer would, every
        quarter of a second on the way and at the end."""
        from fivedice.play.clock import CLOCK_INTERVAL_MS

        if controller is None:
            self.now += seconds
            return
        step = CLOCK_INTERVAL_MS / 1000
        end = self.now + seconds
        while self.now < end:
            self.now = min(end, self.now + step)
            controller.tick()

    def jump(self, seconds: float, controller: Any) -> None:
        """Let `seconds` pass with no reading on the way (the computer slept), then read."""
        self.now += seconds
        controller.tick()


@pytest.fixture
def german_locale() -> Iterator[None]:
    """Numbers, dates and times as in Germany for the test (01.03.26 23:30: plain digits, a
    24-hour clock), as the app sets the default for German."""
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    try:
        yield
    finally:
        QLocale.setDefault(before)


@pytest.fixture
def clock() -> FakeClock:
    """The game clock of the windows and controllers a test builds."""
    return FakeClock()


@pytest.fixture
def make_window(qtbot: Any, data_dir: Path, clock: FakeClock) -> Iterator[WindowFactory]:
    """Build, show and activate the app's window on the test's data folder, on a fake clock.

    Keyword arguments become saved settings first (players as a list of dicts); with
    `settings=False` the folder is left as it is (a first launch, or a relaunch).
    """
    windows: list[MainWindow] = []

    def make(settings: bool = True, **values: Any) -> MainWindow:
        if settings:
            write_settings(data_dir, **values)
        return present(qtbot, windows, build_window(data_dir, clock=clock))

    yield make
    close_all(windows)


def present(qtbot: Any, windows: list[MainWindow], window: MainWindow) -> MainWindow:
    """Show `window` as the app does, active with the card focused, and keep it for cleanup."""
    qtbot.addWidget(window)
    windows.append(window)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def shown(qtbot: Any, window: MainWindow) -> MainWindow:
    """`window` shown and active as the app shows it (closed at the test's end by qtbot)."""
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def close_all(windows: list[MainWindow]) -> None:
    """Close the test's windows without their controllers reacting any more, and delete them
    at once (with every dialog they had open)."""
    for window in windows:
        window.controller.blockSignals(True)
        window.close()
        window.deleteLater()
    windows.clear()
    settle()


def settle(collect: bool = True) -> None:
    """Run what the event loop runs between two clicks, deletions of closed windows and
    dialogs included, then (with `collect`) let Python collect what nothing refers to any more."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if collect:
        gc.collect()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def live_widgets() -> list[str]:
    """Every widget alive in the application, by class and object name."""
    return sorted(f"{type(w).__name__}:{w.objectName()}" for w in QApplication.allWidgets())


@pytest.fixture(autouse=True)
def no_widget_left(qapp: QApplication) -> Iterator[None]:
    """Fail a test after which a widget it made is still alive: every window and dialog goes
    when it is closed (a widget left behind is one Qt may delete later, at a moment nobody
    chose)."""
    settle()
    before = live_widgets()
    yield
    settle()
    after = live_widgets()
    if len(after) > len(before):
        left = list(after)
        for name in before:
            if name in left:
                left.remove(name)
        pytest.fail(f"{len(after) - len(before)} widgets left alive after the test: {left[:12]}")


def activate(qtbot: Any, window: MainWindow) -> None:
    """Make `window` the active window with the card focused, as after a click on it."""
    window.activateWindow()
    window.raise_()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.scorecard.setFocus()
    QApplication.processEvents()


@pytest.fixture
def make_window_with(
    qtbot: Any, data_dir: Path, clock: FakeClock
) -> Iterator[Callable[..., MainWindow]]:
    """A window around a controller built here, e.g. with stand-in computer players."""
    from fivedice.store.paths import AppPaths
    from fivedice.ui.control.controller import GameController

    windows: list[MainWindow] = []

    def make(settings: Any, policy_factory: Any = None, game: Any = None) -> MainWindow:
        from fivedice.store.history import History

        paths = AppPaths.in_folder(data_dir)
        history, _ = History.open(paths.history_file)
        controller = GameController(
            settings,
            game,
            paths=paths,
            policy_factory=policy_factory,
            history=history,
            clock=clock,
        )
        return present(qtbot, windows, MainWindow(controller))

    yield make
    close_all(windows)

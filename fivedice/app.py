"""Start Five Dice: command-line options, the application object and the main window."""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import logging
import os
import re
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from fivedice import version
from fivedice.words import LANGUAGES, QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, translate

if TYPE_CHECKING:
    # Qt is imported only when a window is built, so `fivedice --help` answers at once.
    from PySide6.QtWidgets import QApplication

    from fivedice.play.clock import Clock
    from fivedice.store.paths import AppPaths
    from fivedice.ui.shell.instance import AlreadyRunning, FolderLock
    from fivedice.ui.shell.window import MainWindow

log = logging.getLogger(__name__)

SCREENSHOT_SIZE = (1180, 760)
FIRST_PAINT_ENV = "FIVEDICE_EXIT_AFTER_FIRST_PAINT"
"""Set to 1 to print a "first paint" line once the window has painted, then quit (benchmarks)."""
_STARTED = time.perf_counter()
ANSWER_LATER_LAUNCHES_MS = 1000
"""Later launches on the data folder are answered from first paint, or after this at the latest."""


def build_window(data_dir: Path | None = None, clock: Clock | None = None) -> MainWindow:
    """The whole app on the files in `data_dir`, built but not shown.

    `data_dir` None means $FIVEDICE_DATA_DIR, else the platform's per-user folders. `clock` is the
    game's monotonic clock (default: the real one; tests pass a fake one). A QApplication must
    exist. The game left in progress there is restored; otherwise a new game starts from the
    saved settings (a one-player classic game the first time).

    The data folder is locked before anything in it is read or written, and stays locked until
    the window closes: :class:`~fivedice.ui.shell.instance.AlreadyRunning` is raised when another
    Five Dice (or another window) has it open. A folder that cannot be written is used without
    a lock: it is read, nothing is written, and the player is told so.
    """
    from fivedice.store.paths import AppPaths
    from fivedice.ui.shell.instance import Instance

    paths = AppPaths.resolve(data_dir)
    lock, full = _lock_folder(paths)
    try:
        window = _build(paths, clock or time.monotonic, writable=lock is not None, full=full)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    Instance(window, lock, paths.data_dir)  # the window's; lets go when it closes
    return window


RESTORED_TABLE = QT_TRANSLATE_NOOP(
    "App",
    "The game in progress was played at a network table. It goes on here, at this computer: "
    "the players who were elsewhere now play here.",
)


def _lock_folder(paths: AppPaths) -> tuple[FolderLock | None, bool]:
    """The data folder's lock, held, or None when no lock file can be made there: the folder
    cannot be written, or the disk is full (True beside it then). AlreadyRunning when another
    Five Dice holds it.

    A full disk rarely gets that far: a lock file that is already there, or an empty one, locks
    the folder without room for its text."""
    from fivedice.store.files import disk_full
    from fivedice.ui.shell.instance import FolderLock

    try:
        paths.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("the data folder %s cannot be made: %s", paths.data_dir, exc)
        return None, disk_full(exc)
    lock = FolderLock(paths.lock_file)
    if lock.acquire():
        return lock, False
    if lock.disk_full:
        log.warning("the disk of %s is full: nothing is written there this time", paths.data_dir)
    return None, lock.disk_full


def _build(paths: AppPaths, clock: Clock, *, writable: bool, full: bool = False) -> MainWindow:
    from fivedice.store.autosave import load_game
    from fivedice.store.keeper import saving_off_notice
    from fivedice.store.recorder import Recorder
    from fivedice.store.settings import Settings, load_settings, saved_language
    from fivedice.ui.control.controller import GameController
    from fivedice.ui.shell import language
    from fivedice.ui.shell.window import MainWindow

    # The language comes before any text (a first player's name, a message about a damaged
    # file): --language, $FIVEDICE_LANGUAGE, the settings, the system's.
    language.apply(saved_language(paths.settings_file))
    # A folder that cannot be written is said to be so, once, at start: its files are still read
    # (the game in progress, the history for the scoreboard), but nothing is written to it.
    notices = [] if writable else [saving_off_notice(paths.data_dir, disk_full=full)]
    settings = Settings()
    # A folder that is not there (or is not a folder) holds nothing to read: that is a first
    # launch, not damage.
    if paths.config_dir.is_dir():
        loaded = load_settings(paths.settings_file)
        settings = loaded.settings
        if loaded.problem:
            notices.append(loaded.problem)
    game = None
    meta: dict[str, object] = {}
    history_file = None
    if paths.data_dir.is_dir():
        restored = load_game(paths.autosave_file)
        if restored.problem:
            notices.append(restored.problem)
        if restored.game is not None and not restored.game.is_over:
            game = restored.game
            meta = dict(restored.extra)
            if meta.get("network") is True:
                notices.append(translate("App", RESTORED_TABLE))
        if writable:
            # A game that ended before it reached the history, and the finished games the save
            # carries for want of room, wait beside the history (recorded when that opens; a
            # retry of a recorded game is a no-op). What still cannot be written is held by the
            # keeper, so the first save does not replace its only copy.
            meta["held"] = Recorder(paths.history_file).keep_restored(restored)
        # The history itself is opened a moment after the window has first painted (or when
        # first needed, a game that ends before that): read-only when nothing is written here.
        history_file = paths.history_file
    controller = GameController(
        settings,
        game,
        paths=paths if writable else None,  # None: nothing is written
        notices=notices,
        history_file=history_file,
        meta=meta,
        clock=clock,
    )
    return MainWindow(controller)


class _VersionAction(argparse.Action):
    """--version, looked up only when asked for (reading package metadata is slow to import)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(f"fivedice {version()}")
        parser.exit()


def _language_code(value: str) -> str:
    code = value.replace("-", "_")
    if code == SOURCE_LANGUAGE or code in LANGUAGES:
        return code
    raise argparse.ArgumentTypeError(
        f"{value!r} is not a language of Five Dice: en, {', '.join(LANGUAGES)}"
    )


def _without_cocoa_defaults(argv: Sequence[str]) -> list[str]:
    """`argv` without the settings macOS reads from a command line for itself: ``-AppleLanguages
    '(de)'``, ``-NSDocumentRevisionsDebugMode YES`` (an option of that form and its value) and
    the ``-psn_...`` process number older Finders add. Cocoa (and so Qt's system locale) has
    taken them already; they are no options of the game's."""
    kept: list[str] = []
    words = iter(argv)
    for word in words:
        if word.startswith("-psn_"):
            continue
        if re.fullmatch(r"-(Apple|NS)[A-Za-z]+", word):
            next(words, None)  # its value
            continue
        kept.append(word)
    return kept


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    """The options in `argv` (None: the command line's)."""
    argv = _without_cocoa_defaults(sys.argv[1:] if argv is None else argv)
    if not argv:
        # Started with no options (from a menu or an icon, the usual way): the defaults, without
        # building a parser that has nothing to read (it costs start-up a few milliseconds).
        return argparse.Namespace(
            link=None,
            data_dir=None,
            screenshot=None,
            size=SCREENSHOT_SIZE,
            scheme=None,
            language=None,
            sound_check=False,
            version=None,
        )
    parser = argparse.ArgumentParser(
        prog="fivedice",
        description="Five Dice: roll five dice, fill thirteen boxes, beat your best.",
    )
    parser.add_argument(
        "link",
        nargs="?",
        metavar="LINK",
        help="a fivedice://join/CODE link from a friend's invitation: join that table",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help="keep settings, the saved game and the history in DIR "
        "(default: $FIVEDICE_DATA_DIR, else your per-user folders)",
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help="render the main window with a game in progress to the PNG FILE and exit "
        "(uses a temporary folder: your own files are not touched)",
    )
    parser.add_argument(
        "--size",
        default=f"{SCREENSHOT_SIZE[0]}x{SCREENSHOT_SIZE[1]}",
        metavar="WxH",
        help="window size for --screenshot (default %(default)s)",
    )
    parser.add_argument(
        "--scheme",
        choices=("light", "dark"),
        help="colour scheme for --screenshot (default: the system's)",
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        type=_language_code,
        help="speak this language for this run, whatever the settings say: en or "
        f"{', '.join(LANGUAGES)} (default: $FIVEDICE_LANGUAGE, else the settings, else the "
        "system's)",
    )
    parser.add_argument(
        "--sound-check",
        action="store_true",
        help="play every sound once (FIVEDICE_SOUND_BACKEND=null: silently), say how it went "
        "and exit",
    )
    parser.add_argument("--version", action=_VersionAction)
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
        if w < 200 or h < 200:
            raise ValueError
    except ValueError:
        parser.error(f"--size takes a size like 1180x760, not {args.size!r}")
    args.size = (w, h)
    if args.link is not None:
        args.link = _join_code(parser, args.link)
    return args


def _join_code(parser: argparse.ArgumentParser, link: str) -> str:
    """The wormhole code of a ``fivedice://join/<code>`` link (an error for anything else)."""
    from fivedice.ui.shell.instance import LINK_PREFIX, code_of_link

    code = code_of_link(link)
    if code is None:
        parser.error(f"a link to a table is {LINK_PREFIX}CODE, like {LINK_PREFIX}7-guitar-revenge")
    return code


def _parse_where_seen(
    argv: Sequence[str] | None, show: Callable[[str, bool], None] | None = None
) -> argparse.Namespace:
    """The options, parsed so that what --help, --version or a mistake print can be read.

    A windowed program on Windows (the built fivedice.exe) has no standard output: sys.stdout is
    None, and argparse would print into nothing. There, what it prints is collected and given to
    `show` (with True for a mistake): by default the console it was started from, else a message
    box.
    """
    if sys.stdout is not None and sys.stderr is not None:
        return _parse(argv)
    captured = io.StringIO()
    try:
        with contextlib.redirect_stdout(captured), contextlib.redirect_stderr(captured):
            return _parse(argv)
    except SystemExit as stop:
        (show or _show_without_console)(captured.getvalue(), bool(stop.code))
        raise


def _show_without_console(text: str, error: bool) -> None:
    """Windows: write `text` to the console of the program that started this one (cmd,
    PowerShell), or show it in a message box when there is none (a shortcut, Explorer)."""
    if sys.platform != "win32" or not text.strip():
        return
    import ctypes

    attach_parent_process = -1
    if ctypes.windll.kernel32.AttachConsole(attach_parent_process):
        try:
            with open("CONOUT$", "w", encoding="utf-8") as console:
                console.write("\n" + text)  # the prompt is back already: start below it
        finally:
            ctypes.windll.kernel32.FreeConsole()
        return
    icon = 0x10 if error else 0x40  # MB_ICONERROR, MB_ICONINFORMATION
    ctypes.windll.user32.MessageBoxW(None, text.strip(), "Five Dice", icon)


def offscreen_font_dir(environ: Mapping[str, str], platform: str) -> str | None:
    """The fonts folder to give Qt's offscreen platform, where it needs one; else None.

    On Windows that platform finds no fonts of its own and draws every text as nothing
    (--screenshot, the built app's smoke test): it is pointed at the Windows fonts folder, unless
    QT_QPA_FONTDIR already says where to look.
    """
    chosen = environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if platform != "win32" or chosen != "offscreen" or environ.get("QT_QPA_FONTDIR"):
        return None
    import ntpath

    return ntpath.join(environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows", "Fonts")


XCB_CURSOR_LIBRARY = "libxcb-cursor.so.0"
XCB_CURSOR_MISSING = (
    "fivedice: Qt needs the libxcb-cursor library to open a window on X11: install the package "
    "libxcb-cursor0 (Debian, Ubuntu) or xcb-util-cursor (Fedora, Arch, openSUSE)"
)


def would_use_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will open its windows through X11 (its xcb platform) on Linux."""
    chosen = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen == "xcb"
    # No X server: Wayland only, or nothing to show a window on. Both a Wayland and an X display
    # (X programs running through XWayland on a Wayland desktop): Qt takes Wayland.
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def _link_application() -> type[QApplication]:
    """On macOS, a QApplication that also tells of the ``fivedice://`` links the system opens
    with it (macOS sends them as an event, not on the command line): its ``link_opened`` signal.
    Elsewhere links come on the command line, and Qt's own QApplication serves."""
    from PySide6.QtCore import QEvent, Signal
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    if sys.platform != "darwin":
        return QApplication

    class LinkApplication(QApplication):
        link_opened = Signal(str)

        def event(self, event: QEvent) -> bool:
            if isinstance(event, QFileOpenEvent) and event.url().scheme() == "fivedice":
                self.link_opened.emit(event.url().toString())
                return True
            return super().event(event)

    return LinkApplication


def missing_xcb_cursor(
    environ: Mapping[str, str], platform: str, frozen: bool, load: Callable[[str], object]
) -> bool:
    """Whether Qt's X11 platform is about to abort because libxcb-cursor is not installed.

    Asked only of `fivedice` installed with pip on Linux, where Qt will use X11 (the built app
    brings its own copy of the library). `load` opens a shared library by name and raises
    OSError when it cannot (ctypes.CDLL): well under a millisecond, and Qt's X11 plugin loads
    the same library a moment later anyway.
    """
    if not platform.startswith("linux") or frozen or not would_use_xcb(environ):
        return False
    try:
        load(XCB_CURSOR_LIBRARY)
    except OSError:
        return True
    return False


def _application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = _link_application()(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Five Dice")
    app.setApplicationDisplayName("Five Dice")
    app.setOrganizationName("FiveDice")
    # Matches packaging/linux/io.github.fivedice.FiveDice.desktop, so desktops find its icon.
    app.setDesktopFileName("io.github.fivedice.FiveDice")
    # Fusion draws the light and dark palettes faithfully on every platform.
    app.setStyle("Fusion")
    return app


def screenshot(path: Path, size: tuple[int, int], scheme: str | None = None) -> Path:
    """Render the window with a game in progress to the PNG `path` (a QApplication must exist)."""
    import tempfile

    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import QApplication

    from fivedice.play.demo import demo_game
    from fivedice.store.settings import Settings, save_settings

    with tempfile.TemporaryDirectory(prefix="fivedice-shot-") as folder:
        settings = replace(Settings(), animation=False, color_scheme=scheme or "system")
        save_settings(Path(folder) / "settings.json", settings)
        window = build_window(Path(folder))
        window.controller.start(demo_game())
        window.resize(*size)
        window.show()
        # Keep the pointer off the toolbar, so no button is drawn hovered.
        QCursor.setPos(window.mapToGlobal(window.rect().bottomLeft()))
        for _ in range(5):
            QApplication.processEvents()
        window.statusBar().clearMessage()
        image = window.grab()
        window.close()
        path = Path(path)
        if path.parent and not path.parent.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    """The `fivedice` command."""
    args = _parse_where_seen(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.sound_check:
        from fivedice import sound

        heard, report = sound.check()
        print(f"fivedice: {report}")
        return 0 if heard else 1
    if args.screenshot is not None and not os.environ.get("QT_QPA_PLATFORM"):
        # Nothing is shown on screen, so no display is needed.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    fonts = offscreen_font_dir(os.environ, sys.platform)
    if fonts is not None:
        os.environ["QT_QPA_FONTDIR"] = fonts
    if sys.platform.startswith("linux") and would_use_xcb(os.environ):
        import ctypes

        if missing_xcb_cursor(os.environ, sys.platform, getattr(sys, "frozen", False), ctypes.CDLL):
            # Qt would abort with a message that names two packages and a core dump.
            print(XCB_CURSOR_MISSING, file=sys.stderr)
            return 1
    _hold_collection()
    try:
        return _start(args)
    finally:
        gc.enable()  # on since the first paint; this is for the ways out before it


def _start(args: argparse.Namespace) -> int:
    """Qt, then the screenshot or the window until it closes (no garbage collection until the
    window has painted: :func:`_hold_collection`)."""
    _load_game_parts()
    app = _application()
    if args.language is not None:
        from fivedice.ui.shell import language

        language.request(args.language)
    if args.screenshot is not None:
        try:
            written = screenshot(args.screenshot, args.size, args.scheme)
        except OSError as exc:
            print(f"fivedice: {exc}", file=sys.stderr)
            return 1
        print(written)
        return 0
    from PySide6.QtCore import QTimer

    from fivedice.ui.shell.instance import AlreadyRunning, instance_of

    try:
        window = build_window(args.data_dir)
    except AlreadyRunning as running:
        return _hand_over(running, args.link)
    instance = instance_of(window)
    if args.link is not None:
        code: str = args.link
        window.first_paint.settled.connect(lambda: window.join_link(code))
    if os.environ.get(FIRST_PAINT_ENV) == "1":
        _report_first_paint(window)
    window.first_paint.painted.connect(_collect_again)
    QTimer.singleShot(ANSWER_LATER_LAUNCHES_MS, _collect_again)  # a window that never paints
    if instance is not None:
        # Later launches are answered once the window is up and settled: first paint comes
        # first. A window that does not paint (it starts minimized) answers a moment later.
        window.first_paint.settled.connect(instance.listen)
        QTimer.singleShot(ANSWER_LATER_LAUNCHES_MS, instance, instance.listen)
    window.show()
    try:
        return app.exec()
    finally:
        if instance is not None:
            instance.release()
        internet = sys.modules.get("fivedice.net.internet.reactor")
        if internet is not None:
            internet.stop()  # internet play's thread, within a second


def _load_game_parts() -> None:
    """Load the game's own parts that need no Qt and that the first picture needs (the rules,
    the seats and the clock, the saves and the recorder) before Qt itself.

    Once loaded, Qt's bindings read the source file of every module imported after them, looking
    for ``from __feature__ import``: loaded first, these parts and what they import are not read
    for nothing (a few percent of start-up). What the first picture does not need (the coach and
    its tables, the history's database) is not loaded here at all: it comes after the first
    paint, or when first used."""
    import fivedice.play.clock
    import fivedice.play.seats
    import fivedice.store.keeper
    import fivedice.store.lock
    import fivedice.store.recorder  # noqa: F401


def _hold_collection() -> None:
    """No garbage collection while the window is built: start-up makes tens of thousands of
    objects that all live on (modules, classes, widgets) and hardly any garbage, so the
    collector's passes over them would be spent for nothing before the first paint."""
    gc.disable()


def _collect_again() -> None:
    """Collect garbage again (the window has painted): what start-up made is set aside first
    (frozen), as it lives as long as the app, so later passes do not walk it each time."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def _hand_over(running: AlreadyRunning, join: str | None = None) -> int:
    """A later launch on a folder that is open: bring that window to the front, write nothing.

    0 when the running Five Dice answered, 1 when it did not (it is then said plainly).
    """
    from PySide6.QtGui import QGuiApplication

    from fivedice.ui.shell.instance import hand_over

    if hand_over(running.folder, join=join):
        print("Five Dice is already open on this folder: its window was brought to the front.")
        return 0
    message = translate(
        "App",
        "Five Dice is already open on {folder}. It did not answer when asked to come to the "
        "front. Switch to it, or close it before starting Five Dice again.",
    ).format(folder=running.folder)
    print(f"fivedice: {message}", file=sys.stderr)
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        from PySide6.QtWidgets import QMessageBox

        #: The game's name, as the title of the box that says why it could not start.
        QMessageBox.information(None, translate("App", "Five Dice"), message)
    return 1


def _report_first_paint(window: MainWindow) -> None:
    """Print when the window first paints, then quit: how start-up time is measured."""
    from PySide6.QtCore import QTimer, Slot
    from PySide6.QtWidgets import QApplication, QWidget

    from fivedice.ui.dialogs.lifecycle import parent_as
    from fivedice.ui.shell import language
    from fivedice.ui.shell.firstpaint import FirstPaint

    class Report(FirstPaint):
        # A child of the window, which it reaches through parent(): it holds no reference.
        @Slot()
        def report(self) -> None:
            seconds = time.perf_counter() - _STARTED
            shown = parent_as(self, QWidget)
            spoken = f"speaking {language.current()} ({', '.join(language.loaded())})"
            print(
                f"first paint after {seconds:.3f} s (from loading the app), "
                f"{shown.width()}x{shown.height()}, {spoken}"
            )
            sys.stdout.flush()
            QTimer.singleShot(0, QApplication.quit)

    # Installed after the window's own waiters, so it hears the paint first.
    report = Report(window)
    report.painted.connect(report.report)


if __name__ == "__main__":
    raise SystemExit(main())

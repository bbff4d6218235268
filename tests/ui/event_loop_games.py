"""Solo games ended inside the app's own event loop, as `fivedice` runs them, each result
dismissed at once: `python -m tests.ui.event_loop_games WAYS WHEN DATA`.

WAYS is a comma-separated list, one game each: esc, enter, x (the title bar's), close, or again
(a new game started while the result is open). WHEN is "appears" (the moment the dialog is
there, wherever the focus is yet: keys go to the focused control, or to the dialog) or
"focused" (the moment the focus is inside it). Prints "played N" and exits 0 when every game
ended and its result went; a crash of Qt ends the process with a signal instead (which is why
this runs in a process of its own).
"""

from __future__ import annotations

import faulthandler
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("FIVEDICE_SOUND_BACKEND", "null")
faulthandler.enable()

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

DEADLINE_MS = 60_000


def main(ways: list[str], when: str, data: str) -> int:
    app = QApplication(sys.argv[:1])
    from fivedice.app import build_window
    from fivedice.core import Category, Game, Player, Rules

    window = build_window(data)
    window.show()
    window.activateWindow()
    controller = window.controller
    games = len(ways)
    played = [0]
    failures: list[str] = []

    def dismiss() -> None:
        result = window.result_dialog
        focused = QApplication.focusWidget()
        if result is None or not played[0]:
            return
        inside = focused is not None and focused.window() is result
        if when == "focused" and not inside:
            return
        focused = focused or result
        way = ways[played[0] - 1]
        if way == "esc":
            QTest.keyClick(focused, Qt.Key.Key_Escape)
        elif way == "enter":
            QTest.keyClick(focused, Qt.Key.Key_Return)
        elif way == "x":
            handle = result.windowHandle()
            if handle is not None:
                handle.close()
        elif way == "close":
            result.close()
        elif way == "again":
            controller.restart()

    def play() -> None:
        if window.result_dialog is not None:
            QTimer.singleShot(20, play)  # not dismissed yet
            return
        if played[0] == games:
            app.quit()
            return
        played[0] += 1
        controller.start(Game.new([Player("Ana")], Rules(), seed=played[0]))
        for _ in range(13):
            controller.roll()
            card = controller.game.card(0, 0)
            controller.fill(0, next(c for c in Category if c not in card))
        if not controller.view.is_over or window.result_dialog is None:
            failures.append(f"game {played[0]} did not end with its result shown")
            app.quit()
            return
        QTimer.singleShot(150, play)

    closer = QTimer(window)
    closer.timeout.connect(dismiss)
    closer.start(30)
    QTimer.singleShot(50, play)
    QTimer.singleShot(DEADLINE_MS, app.quit)
    app.exec()
    window.close()
    if failures or played[0] != games:
        print(*failures, f"played {played[0]} of {games}", file=sys.stderr)
        return 1
    print(f"played {played[0]}", flush=True)
    return 0


if __name__ == "__main__":
    code = main(sys.argv[1].split(","), sys.argv[2], sys.argv[3])
    sys.stdout.flush()
    os._exit(code)  # no interpreter teardown to blur what the games did

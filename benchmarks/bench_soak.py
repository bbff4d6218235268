"""Soak: many solo games played by keys, as a person plays them, with no crash and no growth.

Each game is played in the shown, active window inside the app's own event loop, one key per
step of a timer: Space rolls, Down selects the next open box, Return fills it (Down and Return
again if nothing was filled). The result dialog is dismissed with Esc the moment it has the
focus, then the next game starts (the controller's restart, as Play again does). The games run
in a child process, so a crash is counted (with its traceback) and a new child plays the games
that are left.

Printed: games played and their mean score, crashes (target 0), resident memory after the first
game and at the end (target: under 20 MB of growth), and the live widgets and dialogs (target:
as many at the end as after the first game), after game 1, every 50 games and at the end.
Exits 1 when a target is missed.

Run: python benchmarks/bench_soak.py [--games 200] [--json]
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

RSS_TARGET_MB = 20.0
CHECK_EVERY = 50
TURNS = 13
STALL_S = 120.0
"""A child that finishes no game for this long dumps its stack and exits (counted as a crash)."""


def rss_mb() -> float:
    """This process's resident memory now, in MB."""
    status = Path("/proc/self/status")
    for line in status.read_text().splitlines() if status.exists() else ():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    import resource  # elsewhere: the peak, in KB (bytes on macOS)

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (2**20 if sys.platform == "darwin" else 2**10)


def emit(**record: Any) -> None:
    print(json.dumps(record), flush=True)


def child(games: int, first: int, data: Path) -> None:
    """Play `games` games (numbered from `first`) in one app, reporting each as a JSON line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FIVEDICE_SOUND_BACKEND"] = "null"
    faulthandler.enable()

    def fail(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        traceback.print_exception(kind, value, tb)
        sys.stderr.flush()
        os._exit(70)  # an error inside a slot would otherwise leave the loop waiting

    sys.excepthook = fail
    from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, qInstallMessageHandler
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's chatter
    app = QApplication(sys.argv[:1])
    from fivedice.app import build_window
    from fivedice.store.settings import Settings

    settings = Settings().to_dict()
    settings.update(animation=False, sound=False, computer_speed="instant")
    (data / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    window = build_window(data)
    window.resize(1180, 760)
    window.show()
    window.activateWindow()
    window.raise_()
    deadline = time.monotonic() + 5
    while not window.isActiveWindow() and time.monotonic() < deadline:
        app.processEvents()
        QTest.qWait(10)
    started = time.monotonic()
    state = {"number": first, "filled": 0, "tries": 0, "keys": 0, "waits": 0}

    def later(step: Any) -> None:
        QTimer.singleShot(0, step)

    def key(code: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget() or window, code)
        state["keys"] += 1

    def turn() -> None:
        game = window.controller.game
        if game.is_over:
            later(dismiss)
        elif not window.isActiveWindow():  # the dialog just closed: the app activates the
            state["waits"] += 1  # window under it again (else no game finishes: a stall)
            QTimer.singleShot(5, turn)
        else:
            state["filled"], state["tries"] = game.turns_taken(0), 0
            key(Qt.Key.Key_Space)
            later(choose)

    def choose() -> None:
        if window.controller.game.rolls_used == 0:
            state["tries"] += 1
            later(turn)  # the roll did not happen: Space again
            return
        key(Qt.Key.Key_Down)
        later(fill)

    def fill() -> None:
        key(Qt.Key.Key_Return)
        later(filled)

    def filled() -> None:
        game = window.controller.game
        if game.is_over or game.turns_taken(0) > state["filled"]:
            turn()
            return
        state["tries"] += 1
        if state["tries"] > 2 * TURNS:
            raise RuntimeError(f"no box filled by Down/Return on turn {game.turn}")
        later(choose)

    def dismiss() -> None:
        dialog = window.result_dialog
        focus = QApplication.focusWidget()
        if dialog is None or focus is None or focus.window() is not dialog:
            state["waits"] += 1
            later(dismiss)  # not there, or not focused yet
            return
        key(Qt.Key.Key_Escape)
        later(dismissed)

    def dismissed() -> None:
        if window.result_dialog is not None:
            later(dismiss)  # Esc did not close it: again
            return
        game = window.controller.game
        number = state["number"]
        emit(
            kind="game", game=number, score=game.totals()[0], over=game.is_over, keys=state["keys"]
        )
        state["keys"] = 0
        faulthandler.dump_traceback_later(STALL_S, exit=True)
        if number == first or number % CHECK_EVERY == 0 or number == first + games - 1:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            app.processEvents()
            emit(
                kind="check",
                game=number,
                rss_mb=round(rss_mb(), 2),
                widgets=len(QApplication.allWidgets()),
                dialogs=len(window.findChildren(QDialog)),
                waits=state["waits"],
                seconds=round(time.monotonic() - started, 2),
            )
        if number == first + games - 1:
            emit(kind="done")
            app.quit()
            return
        state["number"] += 1
        window.controller.restart()
        later(turn)

    faulthandler.dump_traceback_later(STALL_S, exit=True)
    QTimer.singleShot(0, turn)
    app.exec()
    faulthandler.cancel_dump_traceback_later()
    sys.stdout.flush()
    os._exit(0)  # the folder and the window go with the process; the parent removes the folder


def run_child(games: int, first: int, quiet: bool) -> dict[str, Any]:
    """One child process: its games, checkpoints and how it ended."""
    data = Path(tempfile.mkdtemp(prefix="fivedice-soak-"))
    out: dict[str, Any] = {"first": first, "games": [], "checks": [], "done": False}
    command = [sys.executable, __file__, "--child", str(games), str(first), str(data)]
    with tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=err, text=True)
        assert proc.stdout is not None
        for line in proc.stdout:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if record["kind"] == "game":
                out["games"].append(record)
            elif record["kind"] == "check":
                out["checks"].append(record)
                if not quiet:
                    print(
                        f"  game {record['game']:4d}  RSS {record['rss_mb']:7.1f} MB"
                        f"  widgets {record['widgets']:4d}  dialogs {record['dialogs']:2d}"
                        f"  {record['seconds']:7.1f} s",
                        flush=True,
                    )
            elif record["kind"] == "done":
                out["done"] = True
        out["rc"] = proc.wait()
        err.seek(0)
        out["stderr"] = err.read()
    shutil.rmtree(data, ignore_errors=True)
    return out


def how(rc: int) -> str:
    return f"signal {signal.Signals(-rc).name}" if rc < 0 else f"exit code {rc}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON line")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(int(args.child[0]), int(args.child[1]), Path(args.child[2]))
    start = time.perf_counter()
    runs: list[dict[str, Any]] = []
    crashes: list[str] = []
    used = 0  # games played or lost to a crash
    if not args.json:
        print(f"soak: {args.games} solo games by keys", flush=True)
    while used < args.games:
        run = run_child(args.games - used, used + 1, args.json)
        runs.append(run)
        used += len(run["games"])
        if not (run["done"] and run["rc"] == 0):
            used += 1  # the game in play when it died
            crashes.append(f"game {used}: {how(run['rc'])}\n{run['stderr'][-4000:]}")
            if not args.json:
                print(f"  CRASH in game {used} ({how(run['rc'])})", flush=True)
    took = time.perf_counter() - start
    played = [g for run in runs for g in run["games"]]
    spans = [(r["checks"][0], r["checks"][-1]) for r in runs if r["checks"]]
    growth = max((last["rss_mb"] - one["rss_mb"] for one, last in spans), default=0.0)
    flat = all(
        one["widgets"] == last["widgets"] and one["dialogs"] == last["dialogs"]
        for one, last in spans
    )
    summary = {
        "games": args.games,
        "played": len(played),
        "over": sum(1 for g in played if g["over"]),
        "mean_score": round(sum(g["score"] for g in played) / max(1, len(played)), 1),
        "crashes": len(crashes),
        "crash_reports": crashes,
        "children": [
            {k: (one[k], last[k]) for k in ("game", "rss_mb", "widgets", "dialogs")}
            for one, last in spans
        ],
        "rss_growth_mb": round(growth, 2),
        "counts_flat": flat,
        "seconds": round(took, 1),
    }
    ok = not crashes and growth < RSS_TARGET_MB and flat and summary["over"] == len(played)
    summary["ok"] = ok
    if args.json:
        print(json.dumps(summary))
        return 0 if ok else 1
    print(f"games played     {len(played)} of {args.games} ({summary['over']} to the end)")
    print(f"mean score       {summary['mean_score']}")
    print(f"crashes          {len(crashes)}  (target 0)")
    for crash in crashes:
        print("  " + crash.replace("\n", "\n  ").rstrip())
    for run in runs:  # a process that finished well said nothing on stderr, or it is shown here
        if run["done"] and run["rc"] == 0 and run["stderr"].strip():
            print("stderr of a finished process:\n  " + run["stderr"][-2000:].replace("\n", "\n  "))
    for n, (one, last) in enumerate(spans, start=1):
        print(
            f"process {n}        game {one['game']} -> {last['game']}:"
            f" RSS {one['rss_mb']:.1f} -> {last['rss_mb']:.1f} MB,"
            f" widgets {one['widgets']} -> {last['widgets']},"
            f" dialogs {one['dialogs']} -> {last['dialogs']}"
        )
    print(f"RSS growth       {growth:.1f} MB  (target under {RSS_TARGET_MB:.0f} MB)")
    print(f"counts flat      {'yes' if flat else 'NO'}")
    print(f"time             {took:.1f} s ({took / max(1, len(played)):.2f} s a game)")
    print("targets          " + ("met" if ok else "MISSED"))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

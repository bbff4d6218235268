"""Open the window and every dialog in one language, at 1180×760, and say what is cut off.

    python tests/ui/language_probe.py de [folder-for-screenshots]

Run as a process of its own for each language (as the app starts: FIVEDICE_LANGUAGE, then
build_window), offscreen. Prints one JSON object: the language spoken, what was opened, every
clipped text ("clipped": [...]) and every failure ("errors": [...]).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["FIVEDICE_DISCOVERY_ADDRESS"] = "127.0.0.1"  # nothing leaves this computer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from tests.ui.textfit import clipped_texts, shown_texts

SIZE = (1180, 760)
LOOPBACK = "127.0.0.1"


def settle(app: QApplication, rounds: int = 6) -> None:
    for _ in range(rounds):
        app.processEvents()


def new_windows(app: QApplication, before: set[int]) -> list[QWidget]:
    return [
        w
        for w in app.topLevelWidgets()
        if w.isVisible() and id(w) not in before and not w.objectName().startswith("qt_")
    ]


class Pseudo(QTranslator):
    """Every text of the game's own catalogue in «guillemets»: what shows without them was
    never translated (Qt's own texts are left to Qt)."""

    def isEmpty(self) -> bool:  # else installing it tells no widget
        return False

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context.startswith("Q") or context == "MAC_APPLICATION_MENU":
            return ""
        text = source.replace("%n", str(n)) if n >= 0 else source
        return f"«{text}»"


def main(code: str, shots: Path | None) -> dict[str, object]:
    pseudo = code == "pseudo"
    os.environ["FIVEDICE_LANGUAGE"] = "en" if pseudo else code
    from fivedice.app import _application, build_window
    from fivedice.core import ExtraFive, Game, Player, Rules
    from fivedice.net.host import Reach
    from fivedice.net.table import SeatSpec
    from fivedice.play.demo import demo_game
    from fivedice.store.settings import Settings, save_settings
    from fivedice.ui.shell import language

    app = _application()
    report: dict[str, object] = {"language": code, "opened": [], "clipped": [], "errors": []}
    opened: list[str] = report["opened"]  # type: ignore[assignment]
    clipped: list[str] = report["clipped"]  # type: ignore[assignment]
    errors: list[str] = report["errors"]  # type: ignore[assignment]
    keep: list[QWidget] = []
    texts: list[str] = []
    if pseudo:
        report["texts"] = texts

    def look(name: str, widget: QWidget) -> None:
        settle(app)
        opened.append(name)
        clipped.extend(f"{name}: {line}" for line in clipped_texts(widget))
        if pseudo:
            texts.extend(f"{name}: {where}: {text}" for where, text in shown_texts(widget))
        if shots is not None:
            widget.grab().save(str(shots / f"{code}-{name}.png"))

    def open_by(name: str, act: Callable[[], object]) -> None:
        before = {id(w) for w in app.topLevelWidgets() if w.isVisible()}
        try:
            act()
            settle(app)
            shown = new_windows(app, before)
            if not shown:
                errors.append(f"{name}: nothing opened")
            for i, widget in enumerate(shown):
                keep.append(widget)
                look(name if i == 0 else f"{name}-{i}", widget)
                if isinstance(widget, QDialog):
                    widget.reject()
                widget.close()
            settle(app)
        except Exception:
            errors.append(f"{name}: {traceback.format_exc()}")

    with tempfile.TemporaryDirectory(prefix="fivedice-probe-") as folder:
        settings = Settings(animation=False, sound=False)
        save_settings(Path(folder) / "settings.json", settings)
        window = build_window(Path(folder))
        keep.append(window)
        report["spoken"] = language.current()
        window.controller.start(demo_game())
        window.resize(*SIZE)
        window.show()
        settle(app, 10)
        if pseudo:
            # Switched while the window is open: it must say everything again.
            from fivedice import words

            translator = Pseudo(app)
            QCoreApplication.installTranslator(translator)
            words.install(QCoreApplication.translate)
            settle(app, 10)
            report["spoken"] = "pseudo"
        look("window", window)
        actions = window.menu.actions
        for name in ("new_game", "settings", "help", "scoreboard", "about", "keys", "join_table"):
            if name in actions:
                open_by(name, actions[name].trigger)
            else:
                errors.append(f"{name}: no such action")
        open_by("host_table", actions["host_table"].trigger)

        def new_game_full() -> None:
            # Every row the dialog can have: four seats, three of them computers, every rule.
            actions["new_game"].trigger()
            dialog = window.new_game_dialog
            dialog.count.setValue(4)
            for seat in dialog.seats[1:]:
                seat.kind.setCurrentIndex(1)
                seat.level.setCurrentIndex(seat.level.count() - 1)
            dialog.extra_five.setCurrentIndex(dialog.extra_five.count() - 1)
            dialog.cards.setCurrentIndex(dialog.cards.count() - 1)
            dialog.budget_on.setChecked(True)

        open_by("new_game_full", new_game_full)

        def host() -> None:
            table = window.network.host(
                [SeatSpec("local", "Ana"), SeatSpec("remote")],
                Rules(),
                "4821",
                "Ana",
                Reach(LOOPBACK, discovery_port=None),
            )
            if table is None:
                raise RuntimeError("the table did not open")

        open_by("lobby", host)
        window.network.leave()
        settle(app)

        def host_anywhere() -> None:
            # Seats for friends anywhere too: their codes, Copy invitation and New code (the
            # mailbox server is a closed loopback port: each row says it cannot be reached).
            seats = [SeatSpec("local", "Ana"), SeatSpec("remote", anywhere=True)]
            seats += [SeatSpec("remote"), SeatSpec("remote", anywhere=True)]
            table = window.network.host(
                seats, Rules(), "4821", "Ana", Reach(LOOPBACK, discovery_port=None)
            )
            if table is None:
                raise RuntimeError("the table did not open")
            lobby = window.network.lobby
            deadline = time.monotonic() + 10
            while lobby is not None and time.monotonic() < deadline:
                if all(row.status.text() for row in lobby.invitations.rows.values()):
                    break
                settle(app, 5)

        open_by("lobby_anywhere", host_anywhere)
        window.network.leave()
        settle(app)

        def crowded() -> None:
            # Four players, two computers, the Triple game, a clock and the analysis panel.
            players = [Player("Annabelle"), Player("Bartholome", "expert")]
            players += [Player("Christiane"), Player("Dominique", "normal")]
            rules = Rules(extra_five=ExtraFive.OFFICIAL, triple=True, time_budget_s=600.0)
            window.controller.start(Game.new(players, rules, 11))
            window.controller.roll()
            actions["analysis"].trigger()
            settle(app, 10)
            look("window_crowded", window)
            actions["analysis"].trigger()

        try:
            crowded()
        except Exception:
            errors.append(f"window_crowded: {traceback.format_exc()}")

        def finish() -> None:
            controller = window.controller
            players = [Player("Ana"), Player("Ben")]
            controller.start(Game.new(players, Rules(extra_five=ExtraFive.OFFICIAL), 7))
            while not controller.game.is_over:
                if controller.game.rolls_used == 0:
                    controller.roll()
                option = max(controller.game.options(), key=lambda o: o.points)
                controller.fill(option.card, option.category)

        open_by("confirm", lambda: window.menu.actions["restart"].trigger())
        open_by("result", finish)
        window.close()
        settle(app)
    return report


if __name__ == "__main__":
    where = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    if where is not None:
        where.mkdir(parents=True, exist_ok=True)
    result = main(sys.argv[1], where)
    print(json.dumps(result, ensure_ascii=False))
    sys.stdout.flush()
    os._exit(0)  # the windows are gone; skip Qt's teardown

"""Render the README's screenshots: the same games and moves every time.

    python docs/make_screenshots.py [FOLDER]

Writes, into FOLDER (default: this folder):
  screenshot.png, screenshot-dark.png   two players mid-game, 1180×760, light and dark
  screenshot-four-players.png           four players (two computers) at 1024×640
  screenshot-analysis.png               the analysis panel open at 800×600
  screenshot-hidden-mid.png             hidden score sheets mid-game (the other card is "?")
  screenshot-hidden-end.png             the same game at its end, every card shown
  screenshot-lobby.png                  a host's lobby with a guest seated
  screenshot-guest.png                  the guest's window mid-game (the table on loopback)
  screenshot-de.png, screenshot-fi.png  in German, and in Finnish with the analysis panel
  screenshot-result-ratings.png         a rated game's result with the rating changes
  screenshot-ratings.png                the scoreboard's Ratings page after 40 rated games
  screenshot-settings-id.png            Settings with the player ID (hidden until shown)
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from fivedice.app import _application, build_window
from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.play.demo import demo_game
from fivedice.store.settings import Settings, save_settings
from fivedice.strategy import perform, policy

_KEEP: list[object] = []


def played(players: list[Player], rules: Rules, fills: int, seed: int) -> Game:
    """A game `fills` boxes in (every seat played by a computer level), then one roll."""
    game = Game.new(players, rules, seed)
    choose = policy("normal").choose
    while sum(game.turns_taken(p) for p in range(len(players))) < fills and not game.is_over:
        perform(game, choose(game))
    if not game.is_over:
        perform(game, choose(game))  # the roll of the player on turn
    return game


def pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def shoot(
    path: Path,
    game: Game,
    size: tuple[int, int],
    scheme: str = "light",
    analysis: bool = False,
    language: str = "en",
) -> None:
    with tempfile.TemporaryDirectory(prefix="fivedice-docs-") as folder:
        settings = replace(
            Settings(), animation=False, sound=False, color_scheme=scheme, language=language
        )
        save_settings(Path(folder) / "settings.json", settings)
        window = build_window(Path(folder))
        window.resize(*size)
        window.controller.start(game)
        window.show()
        pump(0.3)
        if analysis:
            window.menu.actions["analysis"].trigger()
            deadline = time.monotonic() + 60
            while window.analysis_panel.model.rowCount() == 0 and time.monotonic() < deadline:
                pump(0.2)
        pump(0.5)
        if window.result_dialog is not None:
            window.result_dialog.close()
        window.statusBar().clearMessage()
        window.grab().save(str(path), "PNG")
        print(f"{path}: {window.width()}×{window.height()}")
        window.close()
        _KEEP.append(window)  # the app makes one window a run: let none be collected midway


def network(folder: Path) -> None:
    """A table hosted and joined in this process, on 127.0.0.1 only (no other address is used)."""
    from fivedice.net.host import Reach
    from fivedice.net.table import SeatSpec
    from fivedice.ui.tables import dialogs as netdialogs

    # The picture shows an address from the documentation ranges, not this computer's.
    netdialogs.local_addresses = lambda: ["192.168.1.20"]

    with tempfile.TemporaryDirectory(prefix="fivedice-docs-") as place:
        windows = []
        for name in ("ana", "ben"):
            settings = replace(Settings(), animation=False, sound=False, color_scheme="light")
            save_settings(Path(place) / name / "settings.json", settings)
            window = build_window(Path(place) / name)
            window.resize(1180, 760)
            window.show()
            windows.append(window)
        host, guest = windows
        seats = [
            SeatSpec("local", "Ana"),
            SeatSpec("computer", "Cy", "normal"),
            SeatSpec("remote"),
            SeatSpec("remote"),
        ]
        table = host.network.host(
            seats,
            Rules(),
            "4821",
            "Ana's table",
            Reach("127.0.0.1", discovery_port=None),
        )
        assert table is not None and host.network.lobby is not None
        guest.network.join("127.0.0.1", table.host.port, "Ben", "4821")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not any(
            s.kind == "remote" and s.taken for s in table.host.seats
        ):
            pump(0.05)
        pump(0.3)
        host.network.lobby.grab().save(str(folder / "screenshot-lobby.png"), "PNG")
        print(f"{folder / 'screenshot-lobby.png'}")
        host.network.lobby.start_button.click()
        controller = host.controller
        for _ in range(7):  # Ana fills a box each turn; Cy and Ben play theirs
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                if guest.controller.view.humans_can_act:
                    guest.controller.roll()
                    while not guest.controller.view.previews:
                        pump(0.05)
                    guest.controller.fill(*sorted(guest.controller.view.previews)[0])
                    pump(0.2)
                elif controller.view.humans_can_act:
                    break
                pump(0.1)
            controller.roll()
            pump(0.1)
            controller.fill(*max(controller.view.previews.items(), key=lambda kv: kv[1])[0])
            pump(0.2)
        while not guest.controller.view.humans_can_act:
            pump(0.1)
        guest.controller.roll()
        pump(0.6)
        guest.statusBar().clearMessage()
        guest.grab().save(str(folder / "screenshot-guest.png"), "PNG")
        print(f"{folder / 'screenshot-guest.png'}")
        host.network.leave()
        pump(0.3)
        for window in windows:
            window.close()
            _KEEP.append(window)


def ratings(folder: Path) -> None:
    """A history of 40 rated games (Ana against every level, and with Ben), then the result of
    the last one and the scoreboard's Ratings page."""
    from fivedice.store.history import History
    from fivedice.store.records import Kind, RatingNews
    from fivedice.ui.control.snapshot import GameView
    from fivedice.ui.dialogs.result import ResultDialog
    from fivedice.ui.dialogs.scoreboard import ScoreboardDialog

    history, problem = History.open(Path(tempfile.mkdtemp()) / "history.sqlite3")
    assert history is not None, problem
    levels = ("easy", "normal", "hard", "expert")
    game = Game.new([Player("Ana")], Rules(), 0)
    for n in range(40):
        seats = [Player("Ana"), Player("Dex", levels[n % 4])]
        if n % 3 == 0:
            seats.insert(1, Player("Ben"))
        game = played(seats, Rules(), 13 * len(seats), 100 + n)
        day = f"2026-{10 + n // 28:02d}-{n % 28 + 1:02d}T19:00:00+00:00"
        game_id = history.record(game, started_at=day, ended_at=day)
    assert game_id is not None
    news = RatingNews(tuple(history.rating_changes(game_id)))
    result = ResultDialog(GameView.of(game), None, (), news)
    result.show()
    pump(0.3)
    result.grab().save(str(folder / "screenshot-result-ratings.png"), "PNG")
    print(folder / "screenshot-result-ratings.png")
    board = ScoreboardDialog(history, Kind.of(game), "Ana")
    board.show()
    while board.reading:
        pump(0.05)
    board.tabs.setCurrentWidget(board.ratings_page)
    pump(0.5)
    board.grab().save(str(folder / "screenshot-ratings.png"), "PNG")
    print(folder / "screenshot-ratings.png")
    from fivedice.store.settings import PlayerSetting
    from fivedice.ui.dialogs.preferences import SettingsDialog

    settings = SettingsDialog(Settings(players=(PlayerSetting("Ana"),)), None, history)
    settings.show()
    pump(0.5)
    settings.grab().save(str(folder / "screenshot-settings-id.png"), "PNG")
    print(folder / "screenshot-settings-id.png")
    _KEEP.extend((result, board, settings, history))


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    _app = _application()  # the style and names the app itself uses
    two = [Player("Ana"), Player("Ben", "hard")]
    for scheme, name in (("light", "screenshot.png"), ("dark", "screenshot-dark.png")):
        shoot(folder / name, demo_game(), (1180, 760), scheme)
    four = [
        Player("Annabelle"),
        Player("Bartholome", "hard"),
        Player("Christiane"),
        Player("Dominiquex", "normal"),
    ]
    shoot(folder / "screenshot-four-players.png", played(four, Rules(), 14, 7), (1024, 640))
    shoot(
        folder / "screenshot-analysis.png",
        played([Player("Ana"), Player("Ben")], Rules(), 6, 5),
        (800, 600),
        analysis=True,
    )
    hidden = Rules(extra_five=ExtraFive.OFFICIAL, open_sheets=False)
    shoot(folder / "screenshot-hidden-mid.png", played(two, hidden, 12, 9), (1180, 760))
    shoot(folder / "screenshot-hidden-end.png", played(two, hidden, 26, 9), (1180, 760))
    network(folder)
    # The longest words of the shipped languages: German and Finnish.
    shoot(folder / "screenshot-de.png", demo_game(), (1180, 760), language="de")
    shoot(
        folder / "screenshot-fi.png",
        played([Player("Ana"), Player("Ben")], Rules(), 6, 5),
        (1180, 760),
        analysis=True,
        language="fi",
    )
    ratings(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

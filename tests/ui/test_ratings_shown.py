"""Ratings where a player sees them: the result says each rated person's change (or why the game
was practice), New game shows who each seat is by rating, and the scoreboard ranks the people."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from fivedice.store.history import History
from fivedice.store.settings import PlayerSetting, Settings

from .helpers import finish, press
from .test_player_paths import play_to_the_end_by_keys

ANA_AND_DEX = [{"name": "Ana", "computer": None}, {"name": "Dex", "computer": "easy"}]

K = Qt.Key


def result_lines(window) -> list[str]:
    label = window.result_dialog.ratings
    return label.text().split("\n") if label.isVisible() else []


def test_the_result_says_the_rating_change_of_a_rated_game(make_window, qtbot, data_dir):
    window = make_window(players=ANA_AND_DEX, computer_speed="instant")
    play_to_the_end_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    history, _ = History.open(data_dir / "history.sqlite3")
    assert history is not None
    [ana] = history.profiles()
    after = round(ana.rating)
    change = after - 1500
    sign = "+" if change > 0 else "−" if change < 0 else "±"
    shown = f"{after:,}"
    assert result_lines(window) == ["Rating", f"Ana 1,500 → {shown} ({sign}{abs(change)})"]
    assert ana.rated_games == 1 and ana.rd < 350
    # Esc closes it, as any dialog; the game is on the board and in the history.
    window.result_dialog.activateWindow()
    qtbot.waitActive(window.result_dialog)
    qtbot.keyClick(window.result_dialog, K.Key_Escape)
    qtbot.waitUntil(lambda: window.result_dialog is None or not window.result_dialog.isVisible())
    history.close()


def test_a_game_with_a_hint_says_it_is_practice_and_why(make_window, qtbot):
    window = make_window(players=ANA_AND_DEX, computer_speed="instant")
    press(qtbot, window, K.Key_Space)
    press(qtbot, window, K.Key_H)
    play_to_the_end_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert result_lines(window) == [
        "Practice: not rated. The coach helped in this game, so it is not rated."
    ]


def test_a_game_alone_is_practice(make_window_with, qtbot):
    window = make_window_with(Settings(players=(PlayerSetting("Ana"),), animation=False))
    finish(window.controller)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    assert result_lines(window) == [
        "Practice: not rated. A game alone is not rated: a rating needs opponents."
    ]


def test_new_game_shows_each_seat_by_rating_and_lists_the_known_players(make_window, qtbot):
    players = [{"name": "Ana", "computer": None}, {"name": "Dex", "computer": "hard"}]
    window = make_window(players=players, computer_speed="instant")
    play_to_the_end_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    window.result_dialog.reject()
    qtbot.waitUntil(lambda: window.result_dialog is None or not window.result_dialog.isVisible())
    rating = round(window.controller.history.profiles()[0].rating)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(lambda: (w := QApplication.focusWidget()) is not None and w.window() is window)
    press(qtbot, window, K.Key_N)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None)
    dialog = window.new_game_dialog
    qtbot.waitActive(dialog)
    first, second = dialog.seats[0], dialog.seats[1]
    qtbot.waitUntil(lambda: first.rating.text() == f"Rating {rating:,}")
    assert second.rating.text() == "Rating 1,599"  # Hard's fixed rating
    assert "fixed" in second.rating.toolTip()
    # A name never played here is a new player; Down in an empty field lists who is known.
    first.name.setFocus()
    first.name.selectAll()
    qtbot.keyClicks(first.name, "Zed")
    assert first.rating.text() == "new player"
    first.name.clear()
    qtbot.keyClick(first.name, K.Key_Down)
    popup = first.name.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    assert popup.model().rowCount() == 1
    assert popup.model().index(0, 0).data() == f"Ana · Rating {rating:,}"
    qtbot.keyClick(popup, K.Key_Return)
    assert first.name.text() == "Ana"
    qtbot.keyClick(dialog, K.Key_Escape)

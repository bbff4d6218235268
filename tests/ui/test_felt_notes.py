"""The notes under the Roll button, read whole: the joker and +100 rule at work, the coach's note
on the move just made, and what the others did; the dice stay put when a note comes or goes,
and a celebration covers the whole felt at any size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from fivedice.core import Category, ExtraFive, Player, Rules

from .helpers import press, scripted


def settle(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.wait(30)
    QApplication.processEvents()


def whole(label: QLabel) -> bool:
    """Shown, every wrapped line inside the label, and the label inside the felt."""
    felt = label.window().tray
    top_left = label.mapTo(felt, label.rect().topLeft())
    bottom_right = label.mapTo(felt, label.rect().bottomRight())
    return (
        label.isVisible()
        and label.heightForWidth(label.width()) <= label.height()
        and felt.rect().contains(top_left)
        and felt.rect().contains(bottom_right)
    )


def test_the_forced_joker_note_is_whole_at_every_size(make_window, qtbot):
    window = make_window()
    rules = Rules(extra_five=ExtraFive.OFFICIAL)
    window.controller.start(scripted([(5, 5, 5, 5, 5), (1, 1, 1, 1, 1)], rules))
    window.controller.roll()
    window.controller.fill(0, Category.FIVE_KIND)
    window.controller.roll()
    note = window.tray.news.rule
    assert "Ones" in note.text() and "+100" in note.text()
    for size in ((1180, 760), (1600, 1000), (1024, 640), (800, 600)):
        settle(qtbot, window, *size)
        assert whole(note), (size, note.size(), note.heightForWidth(note.width()))
        # Centred under the Roll button, never over the dice or the button.
        assert note.mapTo(window.tray, note.rect().topLeft()).y() > (
            window.tray.roll_button.geometry().bottom()
        )


def test_the_dice_stay_put_when_the_news_of_a_move_appears(make_window, qtbot):
    window = make_window()
    window.controller.start(scripted([(2, 3, 4, 5, 6)], players=[Player("Ana"), Player("Ben")]))
    settle(qtbot, window, 1180, 760)
    news = window.tray.news.moves
    assert not news.isVisible()
    before = [die.mapTo(window, die.rect().topLeft()) for die in window.tray.dice]
    window.controller.roll()
    window.controller.fill(0, Category.LARGE_STRAIGHT)
    qtbot.waitUntil(news.isVisible)
    QApplication.processEvents()
    assert "Ana" in news.text() and whole(news)
    after = [die.mapTo(window, die.rect().topLeft()) for die in window.tray.dice]
    assert after == before


def test_the_coach_note_shows_whole_on_the_felt_until_the_game_moves_on(make_window, qtbot):
    window = make_window(coach_mode=True, coach_threshold=2.0)
    window.controller.start(scripted([(6, 6, 6, 6, 6), (6, 6, 1, 2, 3), (6, 6, 4, 4, 1)]))
    settle(qtbot, window, 1024, 640)
    note = window.tray.news.coach
    press(qtbot, window, Qt.Key.Key_Space)
    window.controller.fill(0, Category.CHANCE)  # five sixes in Chance: a costly move
    qtbot.waitUntil(note.isVisible)
    assert note.text().startswith("Coach:") and whole(note)
    qtbot.waitUntil(lambda: window.last_announcement == note.text())  # said after the move
    assert window.statusBar().currentMessage() == ""  # not a passing status message
    # It stays while the player reads it…
    qtbot.wait(50)
    assert note.isVisible()
    # …and goes when the game moves on.
    press(qtbot, window, Qt.Key.Key_Space)
    assert not note.isVisible()


def test_a_celebration_covers_the_felt_after_the_window_changes_size(make_window, qtbot):
    window = make_window(animation=False)
    window.controller.start(scripted([(4, 4, 4, 4, 4)]))
    settle(qtbot, window, 800, 600)
    window.controller.roll()
    window.controller.fill(0, Category.FIVE_KIND)
    celebration = window.tray.celebration
    assert celebration.isVisible()
    settle(qtbot, window, 1600, 1000)
    assert celebration.geometry() == window.tray.rect()
    _font, height = celebration.fitted_font()
    assert height < window.tray.height() - 60

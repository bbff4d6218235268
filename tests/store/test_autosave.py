"""The game in progress survives quitting, crashes and damaged files."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest

from fivedice.core import Category, ExtraFive, Game, Player, Rules
from fivedice.store.autosave import load_game, save_game


def a_game_in_progress() -> Game:
    game = Game.new(
        [Player("Ana"), Player("Bot", "hard")],
        Rules(extra_five=ExtraFive.OFFICIAL, time_budget_s=600),
        seed=77,
    )
    game.roll()
    game.fill(Category.CHANCE)
    game.roll()
    game.fill(Category.SIXES)
    game.roll()
    game.toggle_hold(0)
    game.toggle_hold(3)
    game.roll()
    game.tick(42.5)
    game.pause()
    return game


def test_restored_exactly(tmp_path: Path) -> None:
    game = a_game_in_progress()
    save_game(tmp_path / "autosave.json", game, {"assisted": True})
    restored = load_game(tmp_path / "autosave.json")
    assert restored.problem is None and restored.extra == {"assisted": True}
    back = restored.game
    assert back == game
    assert (back.dice, back.held, back.rolls_left, back.current_player) == (
        game.dice,
        game.held,
        game.rolls_left,
        game.current_player,
    )
    assert back.elapsed == 42.5 and back.paused and back.rules == game.rules
    back.resume()
    assert back.can_undo


def test_no_file_means_no_game(tmp_path: Path) -> None:
    restored = load_game(tmp_path / "autosave.json")
    assert restored.game is None and restored.problem is None


def _future(text: str) -> str:
    data = json.loads(text)
    data["version"] = 2
    return json.dumps(data)


def _wrong_type(text: str) -> str:
    data = json.loads(text)
    data["game"]["seed"] = "seventy-seven"
    return json.dumps(data)


DAMAGES = {
    "truncated": lambda t: t[: len(t) // 2],
    "garbage": lambda t: "\x00garbage\xff" * 10,
    "empty": lambda t: "",
    "wrong-type": lambda t: "[]",
    "wrong-field": _wrong_type,
    "future": _future,
    "foreign": lambda t: t.replace('"fivedice.game"', '"chess.game"'),
    "not-an-autosave": lambda t: t.replace('"fivedice.autosave"', '"chess.autosave"'),
    "no-version": lambda t: t.replace('"version":1,"game"', '"game"'),
}
"""Ways an autosave gets damaged: each turns the saved text into the damaged text."""


@pytest.mark.parametrize("damage", list(DAMAGES.values()), ids=list(DAMAGES))
def test_a_damaged_autosave_is_set_aside_with_one_message(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.json"
    save_game(path, a_game_in_progress())
    bad = damage(path.read_text())
    path.write_text(bad, encoding="latin-1")
    restored = load_game(path)
    assert restored.game is None
    assert restored.problem is not None and "new game" in restored.problem
    aside = list(tmp_path.glob("autosave.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="latin-1") == bad
    assert not path.exists()


def test_killed_between_any_two_actions_restores_the_last_one(tmp_path: Path) -> None:
    """Copy the data folder after every action, as if the power went out there."""
    path = tmp_path / "autosave.json"
    game = Game.new([Player("Ana"), Player("Ben")], Rules(), seed=5)
    snapshots = []

    def act(action) -> None:  # type: ignore[no-untyped-def]
        action()
        save_game(path, game)
        snapshots.append((path.read_bytes(), game.to_dict()))

    for turn in range(6):
        act(game.roll)
        act(partial(game.toggle_hold, turn % 5))
        act(game.roll)
        act(partial(game.fill, Category(turn)))
        if turn == 3:
            act(game.undo)
            act(lambda: game.fill(Category.CHANCE))
        act(game.pause)
        act(game.resume)
    assert len(snapshots) == 6 * 6 + 2
    for i, (raw, expected) in enumerate(snapshots):
        copy = tmp_path / f"copy{i}.json"
        copy.write_bytes(raw)
        restored = load_game(copy)
        assert restored.game is not None and restored.game.to_dict() == expected


CHILD = """
import sys, time
from pathlib import Path
from fivedice.core import Game, Player, Rules, Category
from fivedice.store.autosave import save_game
path = Path(sys.argv[1])
game = Game.new([Player("Ana"), Player("Ben")], Rules(), seed=5)
n = 0
while not game.is_over:
    game.roll()
    save_game(path, game); n += 1; print(n, flush=True)
    game.fill(next(iter(game.preview()))[1])
    save_game(path, game); n += 1; print(n, flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kill_after", [1, 7, 30])
def test_sigkill_mid_game_loses_nothing_saved(tmp_path: Path, kill_after: int) -> None:
    path = tmp_path / "autosave.json"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    for line in child.stdout:
        if int(line) >= kill_after:
            break
    child.send_signal(signal.SIGKILL)
    child.wait()
    restored = load_game(path)
    assert restored.problem is None and restored.game is not None
    # Every action confirmed before the kill is there (the game may have gone on, and saved,
    # while the kill was on its way: a busy machine lets it take more than one step).
    assert len(restored.game.actions) >= kill_after
    full = Game.new([Player("Ana"), Player("Ben")], Rules(), seed=5)
    while not full.is_over:
        full.roll()
        full.fill(next(iter(full.preview()))[1])
    assert list(restored.game.actions) == list(full.actions[: len(restored.game.actions)])


def test_an_unwritable_folder_refuses_the_write_and_keeps_the_old_save(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    game = a_game_in_progress()
    save_game(path, game)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")
    with pytest.raises(OSError):
        save_game(blocked / "autosave.json", game)
    assert load_game(path).game == game

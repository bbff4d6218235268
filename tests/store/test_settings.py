"""Settings: persisted, validated value by value, a damaged file set aside."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from fivedice.core import ExtraFive
from fivedice.store.paths import AppPaths
from fivedice.store.settings import (
    PlayerSetting,
    Settings,
    load_settings,
    save_settings,
    saved_language,
)


def test_paths_follow_the_data_dir_option_and_the_environment(tmp_path: Path) -> None:
    assert AppPaths.resolve(tmp_path / "x").autosave_file == tmp_path / "x" / "autosave.json"
    assert AppPaths.resolve().settings_file.parent == Path(os.environ["FIVEDICE_DATA_DIR"])


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = replace(
        Settings(),
        players=(PlayerSetting("Ana"), PlayerSetting("Bot", "hard")),
        extra_five=ExtraFive.FREE,
        triple=True,
        cards=3,
        time_budget_min=5,
        computer_speed="instant",
        animation=False,
        coach_threshold=0.5,
    )
    save_settings(path, chosen)
    loaded = load_settings(path)
    assert loaded.problem is None and loaded.settings == chosen
    rules = loaded.settings.rules()
    assert rules.triple and rules.time_budget_s == 300 and rules.extra_five is ExtraFive.FREE
    assert [p.name for p in loaded.settings.game_players()] == ["Ana", "Bot"]


def test_first_launch_defaults_to_one_player_classic_rules(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "none.json")
    assert loaded.problem is None
    s = loaded.settings
    assert [(p.name, p.computer) for p in s.players] == [("Player 1", None)]
    assert s.rules().extra_five is ExtraFive.OFF and s.rules().cards == 1


def test_bad_values_fall_back_one_by_one(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "players": [{"name": "Ana"}, {"name": "Bot", "computer": "hard"}],
                "cards": 9,
                "animation": "yes",
                "time_budget_min": 60,
                "computer_speed": "ludicrous",
                "coach_threshold": 0.1,
                "extra_five": "official",
            }
        )
    )
    loaded = load_settings(path)
    s = loaded.settings
    assert loaded.problem is None  # nothing set aside: the good values are kept
    assert [p.name for p in s.players] == ["Ana", "Bot"] and s.extra_five is ExtraFive.OFFICIAL
    default = Settings()
    assert (s.cards, s.animation, s.time_budget_min, s.computer_speed, s.coach_threshold) == (
        default.cards,
        default.animation,
        default.time_budget_min,
        default.computer_speed,
        default.coach_threshold,
    )
    assert "cards" in caplog.text and "computer_speed" in caplog.text


@pytest.mark.parametrize("content", ["", "{not json", "[1, 2]", '{"version": 99}', "\x00\xff"])
def test_a_damaged_settings_file_is_set_aside(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="latin-1")
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and "defaults" in loaded.problem
    aside = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="latin-1") == content
    assert not path.exists()
    save_settings(path, Settings())  # and the rest works
    assert load_settings(path).problem is None


def test_a_deeply_nested_settings_file_is_set_aside_too(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    loaded = load_settings(path)
    assert loaded.settings == Settings() and loaded.problem is not None
    assert list(tmp_path.glob("settings.json.damaged-*"))


def test_sound_starts_on_for_files_from_before_it_could_be_heard(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    old = Settings().to_dict()
    del old["volume"]
    old["sound"] = False  # the default written before sound played: never the player's choice
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.problem is None
    assert loaded.settings.sound and loaded.settings.volume == 70


def test_sound_off_and_the_volume_are_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, replace(Settings(), sound=False, volume=35))
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1  # older builds read it
    loaded = load_settings(path).settings
    assert not loaded.sound and loaded.volume == 35
    data = json.loads(path.read_text(encoding="utf-8"))
    data["volume"] = 101
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_settings(path).settings.volume == 70  # out of range: the default


def test_names_in_a_settings_file_are_cleaned_and_never_empty(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    players = [{"name": "Ana\u202e", "computer": None}, {"name": "\u202e\u200f", "computer": None}]
    path.write_text(json.dumps({"version": 1, "players": players, "player_count": 2}))
    settings = load_settings(path).settings
    assert [p.name for p in settings.players] == ["Ana", "Player 2"]
    assert [p.name for p in settings.game_players()] == ["Ana", "Player 2"]


ROSTER = [
    {"name": "Ana", "computer": None},
    {"name": "Bot", "computer": "hard"},
    {"name": "Cleo", "computer": "expert"},
    {"name": "Dan", "computer": None},
]


@pytest.mark.parametrize(
    ("seat", "entry", "kept"),
    [
        # Nothing of the entry is usable: the default seat, a person named for its place.
        (1, "Bot", PlayerSetting("Player 2")),
        (1, None, PlayerSetting("Player 2")),
        (3, ["Dan", None], PlayerSetting("Player 4")),
        (0, {}, PlayerSetting("Player 1")),
        # A bad name: the seat's name, the computer level kept.
        (1, {"name": 7, "computer": "hard"}, PlayerSetting("Player 2", "hard")),
        (1, {"name": "   ", "computer": "hard"}, PlayerSetting("Player 2", "hard")),
        (2, {"name": "C" * 25, "computer": "expert"}, PlayerSetting("Player 3", "expert")),
        (1, {"computer": "easy"}, PlayerSetting("Player 2", "easy")),
        # A bad computer level: the name kept, a person (the default).
        (1, {"name": "Bot", "computer": "godlike"}, PlayerSetting("Bot")),
        (1, {"name": "Bot", "computer": ["hard"]}, PlayerSetting("Bot")),
        (1, {"name": "Bot", "computer": True}, PlayerSetting("Bot")),
    ],
)
def test_one_bad_player_entry_costs_only_its_own_seat(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, seat: int, entry: object, kept: PlayerSetting
) -> None:
    players: list[object] = list(ROSTER)
    players[seat] = entry
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "players": players, "cards": 2}), encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.problem is None
    expected = [PlayerSetting(p["name"], p["computer"]) for p in ROSTER]
    expected[seat] = kept
    assert list(loaded.settings.players) == expected  # the other seats exactly as saved
    assert loaded.settings.cards == 2
    assert f"player {seat + 1}" in caplog.text  # logged, naming the seat
    # Saved again, the file holds the repaired roster, which loads as it is.
    save_settings(path, loaded.settings)
    assert load_settings(path).settings.players == tuple(expected)


@pytest.mark.parametrize("players", ["Ana", {"name": "Ana"}, [], [*ROSTER, {"name": "Eve"}]])
def test_a_roster_that_is_not_a_list_of_one_to_four_falls_back_whole(
    tmp_path: Path, players: object
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "players": players}), encoding="utf-8")
    assert load_settings(path).settings.players == Settings().players


def test_the_language_is_read_first_from_any_settings_file_an_editor_saved(tmp_path: Path) -> None:
    """The language is read before anything else (so that every message speaks it): a file
    saved with a byte-order mark asks for its language as any other does."""
    path = tmp_path / "settings.json"
    for text in ('{"language": "de"}', '\ufeff{"language": "de"}'):
        path.write_text(text, encoding="utf-8")
        assert saved_language(path) == "de"
    for broken in ("", "{", "[]", '{"language": "xx"}'):
        path.write_text(broken, encoding="utf-8")
        assert saved_language(path) == "system"
    assert saved_language(tmp_path / "none.json") == "system"

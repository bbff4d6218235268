"""Settings: players, rules, computer speed, animation, sound, coach; versioned JSON.

Loading validates every value: one that is missing, out of range or of the wrong type falls back
to its default (and is logged), so a hand-edited file never stops the game. A file that is not
readable JSON at all is set aside and the defaults are used.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from fivedice.core import COMPUTER_LEVELS, MAX_PLAYERS, ExtraFive, Player, Rules
from fivedice.core.names import clean_name
from fivedice.core.versioned import VersionedFormat
from fivedice.words import LANGUAGES, SOURCE_LANGUAGE, SYSTEM, translate

from .files import read_versioned, set_aside_and_say, write_atomic

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
SETTINGS_FORMAT = VersionedFormat(newest=SETTINGS_VERSION)
"""The settings file: a JSON object with a "version" (and no "format" mark)."""
SPEEDS = ("instant", "fast", "normal", "slow")
"""How fast computer turns play out on screen."""
COLOR_SCHEMES = ("system", "light", "dark")
NAME_MAX = 24
TIME_BUDGETS_MIN = range(2, 16)
"""Allowed time budgets, in whole minutes per player."""


@dataclass(frozen=True)
class PlayerSetting:
    """One seat of the New game set-up."""

    name: str
    computer: str | None = None

    def to_player(self) -> Player:
        """The core's Player for this seat."""
        return Player(self.name, self.computer)


def _default_players() -> tuple[PlayerSetting, ...]:
    return (PlayerSetting(clean_name("", 1)),)  # "Player 1" in the language spoken


@dataclass(frozen=True)
class Settings:
    """Everything the player can set; immutable (use :func:`dataclasses.replace`)."""

    players: tuple[PlayerSetting, ...] = field(default_factory=_default_players)
    extra_five: ExtraFive = ExtraFive.OFF
    cards: int = 1
    triple: bool = False
    time_budget_min: int | None = None
    """Minutes per player for the whole game (2–15), or None."""
    open_sheets: bool = True
    """Everyone sees every card; False hides the other players' cards until the end."""
    computer_speed: str = "normal"
    animation: bool = True
    sound: bool = True
    volume: int = 70
    """Sound volume, 0–100."""
    color_scheme: str = "system"
    coach_mode: bool = False
    coach_threshold: float = 2.0
    """Expected points a move must cost before coach mode speaks up (0.5–10)."""
    show_analysis: bool = False
    show_chances: bool = False
    """Each player's chance to win in the status bar (the analysis panel always shows them)."""
    language: str = SYSTEM
    """"system" (the system's preferred languages decide), "en", or a shipped language's code."""
    mailbox_url: str = ""
    """The magic-wormhole mailbox server internet tables meet through ("": the public one)."""
    relay_url: str = ""
    """The transit relay internet tables fall back on ("": the public one)."""

    def rules(self) -> Rules:
        """The game rules these settings describe."""
        budget = None if self.time_budget_min is None else 60.0 * self.time_budget_min
        return Rules(
            extra_five=self.extra_five,
            cards=3 if self.triple else self.cards,
            triple=self.triple,
            time_budget_s=budget,
            open_sheets=self.open_sheets,
        )

    def game_players(self) -> list[Player]:
        """The players of a new game (a seat whose name has nothing visible is "Player N")."""
        return [
            Player(clean_name(p.name, seat), p.computer)
            for seat, p in enumerate(self.players, start=1)
        ]

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe data, with the format version."""
        data = asdict(self)
        data["extra_five"] = self.extra_five.value
        data["players"] = [asdict(p) for p in self.players]
        return {"version": SETTINGS_VERSION, **data}


def _players(value: Any) -> tuple[PlayerSetting, ...]:
    """The seats of a saved list of 1 to 4 players. A seat whose name or computer level is bad
    keeps what is good in it and takes the default for the rest (a person, named "Player N" for
    its seat), so one damaged seat never costs the others theirs (logged)."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_PLAYERS:
        raise ValueError("1 to 4 players")
    return tuple(_seat(item, number) for number, item in enumerate(value, start=1))


def _seat(item: Any, number: int) -> PlayerSetting:
    """Seat `number` (1…4) from its saved entry."""
    default = PlayerSetting(clean_name("", number))
    if not isinstance(item, dict):
        log.warning("player %d ignored (%r is not a player); using the default", number, item)
        return default
    name, computer = item.get("name"), item.get("computer")
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_MAX:
        log.warning("name of player %d ignored (%r); using the default", number, name)
        name = default.name
    if computer is not None and computer not in COMPUTER_LEVELS:
        log.warning("computer level of player %d ignored (%r); using the default", number, computer)
        computer = default.computer
    return PlayerSetting(clean_name(name, number), computer)


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in options:
            raise ValueError(f"{value!r} is not one of {options}")
        return str(value)

    return check


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r} is not true or false")
    return value


def _cards(value: Any) -> int:
    if isinstance(value, bool) or value not in (1, 2, 3):
        raise ValueError(f"{value!r} cards")
    return int(value)


def _budget(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value not in TIME_BUDGETS_MIN:
        raise ValueError(f"{value!r} minutes")
    return value


def _volume(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
        raise ValueError(f"{value!r} is not a volume from 0 to 100")
    return value


def _threshold(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.5 <= value <= 10:
        raise ValueError(f"{value!r} points")
    return float(value)


def mailbox_address(value: Any) -> str:
    """`value` as a mailbox server's URL (ws:// or wss://, with a host), or "" for the public
    one; ValueError for anything else."""
    if not isinstance(value, str) or len(value) > 300:
        raise ValueError("not a server's address")
    text = value.strip()
    scheme, _, rest = text.partition("://")
    if text and (scheme not in ("ws", "wss") or not rest.split("/")[0]):
        raise ValueError(f"{text!r} is not ws://host:port/v1")
    return text


def relay_address(value: Any) -> str:
    """`value` as a transit relay (tcp:host:port), or "" for the public one; ValueError for
    anything else."""
    if not isinstance(value, str) or len(value) > 300:
        raise ValueError("not a server's address")
    text = value.strip()
    parts = text.split(":")
    if text and (len(parts) != 3 or parts[0] != "tcp" or not parts[1] or not parts[2].isdigit()):
        raise ValueError(f"{text!r} is not tcp:host:port")
    return text


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "players": _players,
    "extra_five": ExtraFive,
    "cards": _cards,
    "triple": _flag,
    "time_budget_min": _budget,
    "computer_speed": _choice(SPEEDS),
    "animation": _flag,
    "open_sheets": _flag,
    "sound": _flag,
    "volume": _volume,
    "color_scheme": _choice(COLOR_SCHEMES),
    "coach_mode": _flag,
    "coach_threshold": _threshold,
    "show_analysis": _flag,
    "show_chances": _flag,
    "language": _choice((SYSTEM, SOURCE_LANGUAGE, *LANGUAGES)),
    "mailbox_url": mailbox_address,
    "relay_url": relay_address,
}
assert set(_CHECKS) == {f.name for f in fields(Settings)}


def settings_from_dict(data: Mapping[str, Any]) -> Settings:
    """Settings from saved data: each bad or missing value falls back to its default (logged)."""
    values: dict[str, Any] = {}
    for name, check in _CHECKS.items():
        if name not in data:
            continue
        try:
            values[name] = check(data[name])
        except (ValueError, TypeError, AttributeError) as exc:
            log.warning("setting %r ignored (%s); using the default", name, exc)
    settings = Settings(**values)
    if settings.triple and settings.cards != 3:
        settings = replace(settings, cards=3)
    return settings


@dataclass
class LoadedSettings:
    """Settings read from disk, and the one message to show the player if something was wrong."""

    settings: Settings
    problem: str | None = None


def saved_language(path: Path) -> str:
    """The language the settings file at `path` asks for ("system" when it asks for none, or
    cannot be read): read before anything else is, so that every message speaks it."""
    try:
        # (an editor's byte-order mark is no reason to ignore it)
        value = json.loads(path.read_text(encoding="utf-8-sig")).get("language", SYSTEM)
        return _CHECKS["language"](value)  # type: ignore[no-any-return]
    except (OSError, ValueError, TypeError, AttributeError):
        return SYSTEM


def load_settings(path: Path) -> LoadedSettings:
    """Read the settings file; defaults if it is missing, damaged (set aside) or from the future.

    A file saved by an editor with a byte-order mark is read as any other.
    """
    try:
        data = read_versioned(path, SETTINGS_FORMAT)
    except OSError as exc:
        log.error("cannot read settings %s: %s", path, exc)
        return LoadedSettings(
            Settings(),
            translate("Store", "Your settings could not be read, so the defaults are used."),
        )
    except (ValueError, RecursionError) as exc:  # SaveFormatError and JSON errors included
        log.warning("settings file %s is damaged: %s", path, exc)
        damaged = set_aside_and_say(
            path,
            left=translate("Store", "Your settings file was damaged, so the defaults are used."),
            kept=translate(
                "Store",
                "Your settings file was damaged, so the defaults are used (kept as {file}).",
            ),
        )
        return LoadedSettings(Settings(), damaged)
    if data is None:
        return LoadedSettings(Settings())
    if "volume" not in data:
        # Written before sound could be heard (its flag did nothing then): sound starts on, as
        # for everyone. The format stays 1, so that an older Five Dice still reads the file.
        data.pop("sound", None)
    return LoadedSettings(settings_from_dict(data))


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically (OSError if the folder cannot be written)."""
    write_atomic(path, json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n")

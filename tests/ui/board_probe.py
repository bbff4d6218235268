"""The board in one language, in every state that shows a long text, at every size: say what is
cut off, laid over something else or out of sight.

    python tests/ui/board_probe.py de [--full]

Run as a process of its own for each language (as the app starts: FIVEDICE_LANGUAGE and the
saved settings, then build_window), offscreen unless QT_QPA_PLATFORM says otherwise. Prints one
JSON object: {"language", "checked" (boards looked at), "failures" (a line each), "errors",
"groups" (the failures by kind), "seconds", ...}.

The matrix: five sizes (the window's least, 800×600, 1024×640, 1180×760, 1600×1000) × four
tables (1, 2 and 4 players, and 4 players on 2 cards; the second and fourth players are
computers) × the analysis panel (off, on: docked at the right, or under the dice where the
window is too narrow) × three schemes (light, dark from the start, and light switched to dark
while the window is open) × the states below. Every state is looked at at every size, for
every table, with the panel off and on. The two plain states (``plain``, ``clock``) are looked
at in every scheme; each other state in one scheme per table and panel, taken in turn, so every
state meets every scheme and every scheme every table and panel. ``--full`` looks at every
state in every scheme too (three times the boards, about three times the time).

The states: a plain first roll; the others' last moves (each reaching the upper bonus, on
card 2 when there are two); every note of the extra-five rule (the joker in its own upper box,
in a lower box, in an upper box for 0; no bonus; the free joker; the Triple game's bonus and
no bonus; +100 with no joker yet); the coach's note on a clearly bad move; the celebration of
a Five of a Kind with the upper bonus; a clock; its warning; a player out of time; the end.

On each board: no text cut without "…" and a tooltip (:func:`textfit.clipped_texts`), nothing
laid over a sibling or out of its holder (:func:`textfit.overlaps`), the card's columns of the
player on turn wholly in view and every heading, row name and cell whole
(:func:`textfit.columns_hidden`, :func:`textfit.card_texts_cut`), the analysis table's words
whole, the status bar's widgets and message whole (:func:`textfit.status_bar_cut`), the
celebration's words inside their band and the felt (:func:`textfit.painted_words_cut`), the
state's own words shown whole somewhere (:func:`textfit.shown_whole`), the window at the size
asked, the toolbar's background the window's (after a live switch too), and the dice where they
were on a turn with nothing on the felt (a note or the others' moves must not move them; the
Triple game's states, whose wider card narrows the felt, have no such turn to compare with).
The result dialog a game over opens is put away first (language_probe looks at it); a
celebration left from the state before too.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from PySide6.QtWidgets import QApplication, QDialog, QLabel, QTableView, QWidget

from tests.ui.textfit import (
    background_apart,
    card_texts_cut,
    clipped_texts,
    columns_hidden,
    overlaps,
    painted_words_cut,
    shown_whole,
    status_bar_cut,
    table_texts_cut,
)

if TYPE_CHECKING:
    from fivedice.core import Game, Rules
    from fivedice.ui.shell.window import MainWindow
    from tests.core.helpers import ScriptedGame

SIZES: tuple[tuple[str, tuple[int, int] | None], ...] = (
    ("minimum", None),
    ("800x600", (800, 600)),
    ("1024x640", (1024, 640)),
    ("1180x760", (1180, 760)),
    ("1600x1000", (1600, 1000)),
)
"""The sizes, smallest first (None: as small as the window goes)."""
SCHEMES = ("light", "live", "dark")
"""Light; light switched to dark while open ("live", on the light window); dark from the start."""
NAMES = (
    ("Annabelle", None),
    ("Bartholome", "hard"),
    ("Christiane", None),
    ("Dominiquex", "normal"),
)
"""The seats: long names, the second and fourth computers (a level line under the name)."""
BUDGET_S = 60.0
"""The time budget of the clock states (the warning comes at 30 s left)."""
STEP_S = 5.0
"""The fake clock moves in steps this long (a longer gap would read as the computer asleep)."""
DICE_SLACK = 1
"""Pixels the dice may move between two boards before it is a jump."""


@dataclass(frozen=True)
class Table:
    """Who plays, on how many cards."""

    name: str
    players: int
    cards: int = 1


TABLES = (Table("1p", 1), Table("2p", 2), Table("4p", 4), Table("4px2", 4, 2))


@dataclass
class State:
    """A state of the board: the game it starts from (prepared without the window), what the
    window is then asked to do, and how it is compared."""

    name: str
    game: Callable[[Table], Game]
    act: Callable[[Probe], None] | None = None
    per_size: bool = False
    """Set up again at each size (the celebration shows at the size it happens at)."""
    baseline: str = "plain"
    """The plain state whose dice this one's must match ("" when not compared: the end)."""
    note: bool = False
    """An extra-five note must show."""
    every_scheme: bool = False
    """Looked at in every scheme (the plain states, whose dice the others are compared with)."""


# ---------------------------------------------------------------------------- games, prepared


def _rules(table: Table, **extra: Any) -> Rules:
    from fivedice.core import Rules

    if extra.get("triple"):
        return Rules(**extra)
    return Rules(cards=table.cards, **extra)


def _game(table: Table, rules: Any) -> ScriptedGame:
    from fivedice.core import Player
    from tests.core.helpers import scripted

    players = [Player(name, level) for name, level in NAMES[: table.players]]
    return scripted((), rules, players=players, seed=11)


def _play(game: ScriptedGame, dice: tuple[int, ...], box: Any, card: int = 0) -> None:
    """The first player rolls `dice` and fills `box` on `card`; then the others play (each
    the first box their roll may fill) until the first player is on turn again."""
    game.script.append(dice)
    game.roll()
    game.fill(box, card=card)
    _others(game)


def _others(game: Game) -> None:
    while game.current_player != 0 and not game.is_over:
        game.roll()
        card, box = min(game.preview(), key=lambda k: (k[0], int(k[1])))
        game.fill(box, card=card)


def _roll(game: ScriptedGame, dice: tuple[int, ...]) -> ScriptedGame:
    game.script.append(dice)
    game.roll()
    return game


ORDINARY = (2, 3, 3, 5, 6)
NOTHING = (1, 2, 4, 5, 6)
"""Dice that score nothing in most boxes, to fill boxes out of the way."""
THREES = (3, 3, 3, 3, 3)


def _fives(game: ScriptedGame, cards: int, worth: int) -> None:
    """The first player fills Five of a Kind on `cards` cards, with 50 or 0."""
    from fivedice.core import Category

    for card in range(cards):
        _play(game, (6, 6, 6, 6, 6) if worth else NOTHING, Category.FIVE_KIND, card)


def plain(table: Table) -> Game:
    return _roll(_game(table, _rules(table)), ORDINARY)


def clock(table: Table) -> Game:
    return _roll(_game(table, _rules(table, time_budget_s=BUDGET_S)), ORDINARY)


def news(table: Table) -> Game:
    """The first player's fourth turn; each other player reached the upper bonus on their
    third (on their last card), so each of their lines is the longest a move has."""
    from fivedice.core import Category

    game = _game(table, _rules(table))
    last = table.cards - 1
    rounds = (
        (Category.CHANCE, 6, Category.SIXES),
        (Category.THREE_KIND, 5, Category.FIVES),
        (Category.FOUR_KIND, 4, Category.FOURS),
    )
    for own, face, box in rounds:
        _roll(game, NOTHING).fill(own)
        while game.current_player != 0:
            _roll(game, (face,) * 5).fill(box, card=last)
    return _roll(game, ORDINARY)


def joker(
    rule: str,
    fives: int,
    filled: tuple[str, ...] = (),
    triple: bool = False,
    first_card_only: bool = False,
) -> Callable[[Table], Game]:
    """A roll of five threes after the first player filled Five of a Kind (with 50, or 0
    when `fives` is 0) and the boxes `filled`, on every card (or on the first only)."""
    from fivedice.core import Category, ExtraFive

    def make(table: Table) -> Game:
        extra = ExtraFive[rule]
        if triple:
            rules = _rules(table, extra_five=extra, triple=True)
        else:
            rules = _rules(table, extra_five=extra)
        game = _game(table, rules)
        cards = 1 if first_card_only else rules.cards
        _fives(game, cards, fives)
        for name in filled:
            for card in range(cards):
                _play(game, NOTHING, Category[name], card)
        return _roll(game, THREES)

    return make


LOWER = ("THREE_KIND", "FOUR_KIND", "FULL_HOUSE", "SMALL_STRAIGHT", "LARGE_STRAIGHT", "CHANCE")


def bonus_open(table: Table) -> Game:
    """+100 and no joker: the Triple game with every Five of a Kind at 50 and the Threes open
    (on the one-card tables), or a Five of a Kind at 50 beside one still open (two cards)."""
    if table.cards == 1:
        return joker("OFFICIAL", 50, triple=True)(table)  # the Threes still open: no joker
    return joker("OFFICIAL", 50, first_card_only=True)(table)


def coach(table: Table) -> Game:
    return _roll(_game(table, _rules(table)), (2, 3, 4, 5, 6))


def bad_move(probe: Probe) -> None:
    from fivedice.core import Category

    probe.notes.clear()
    probe.window.controller.fill(0, Category.ONES)  # a large straight thrown away
    if not probe.notes:
        raise RuntimeError("the coach said nothing about a large straight filled as Ones")


def celebration(table: Table) -> Game:
    """Five sixes to come into Sixes as a joker (+100) that also reaches the upper bonus."""
    from fivedice.core import Category, ExtraFive

    rules = _rules(table, extra_five=ExtraFive.OFFICIAL)
    game = _game(table, rules)
    _fives(game, rules.cards, 50)
    for face, box in ((3, Category.THREES), (4, Category.FOURS), (5, Category.FIVES)):
        _play(game, (face, face, face, 1, 2), box)
    return _roll(game, (6, 6, 6, 6, 6))


def celebrate(probe: Probe) -> None:
    from fivedice.core import Category

    probe.window.controller.fill(0, Category.SIXES)


def _let_time_pass(probe: Probe, seconds: float) -> None:
    end = probe.now[0] + seconds
    while probe.now[0] < end:
        probe.now[0] = min(end, probe.now[0] + STEP_S)
        probe.window.controller.tick()


def warning(probe: Probe) -> None:
    _let_time_pass(probe, BUDGET_S - 29)


def drop_out(probe: Probe) -> None:
    _let_time_pass(probe, BUDGET_S + 1)


def end(table: Table) -> Game:
    from fivedice.core import ExtraFive

    game = _game(table, _rules(table, extra_five=ExtraFive.OFFICIAL))
    while not game.is_over:
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    return game


STATES = (
    State("plain", plain, baseline="plain", every_scheme=True),
    State("clock", clock, baseline="clock", every_scheme=True),
    State("news", news),
    State("joker-own", joker("OFFICIAL", 50), note=True),
    State("joker-lower", joker("OFFICIAL", 50, ("THREES",)), note=True),
    State("joker-upper", joker("OFFICIAL", 50, (*LOWER, "THREES")), note=True),
    State("no-bonus", joker("OFFICIAL", 0), note=True),
    State("free-joker", joker("FREE", 50), note=True),
    State("triple-bonus", joker("OFFICIAL", 50, ("THREES",), triple=True), note=True),
    State("triple-no-bonus", joker("OFFICIAL", 0, ("THREES",), triple=True), note=True),
    State("bonus-open", bonus_open, note=True),
    State("coach", coach, act=bad_move),
    State("celebration", celebration, act=celebrate, per_size=True),
    State("warning", clock, act=warning, baseline="clock"),
    State("drop-out", clock, act=drop_out, baseline="clock"),
    State("end", end, baseline=""),
)


# ------------------------------------------------------------------------------- the probe


@dataclass
class Probe:
    """One language's run: the window in use, its fake clock, and what was found."""

    code: str
    app: QApplication
    window: Any = None
    now: list[float] = field(default_factory=lambda: [1000.0])
    notes: list[str] = field(default_factory=list)
    checked: int = 0
    failures: list[str] = field(default_factory=list)
    kinds: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    dice: dict[tuple[str, ...], tuple[int, set[str]]] = field(default_factory=dict)
    notes_seen: dict[str, set[str]] = field(default_factory=dict)
    folders: list[tempfile.TemporaryDirectory[str]] = field(default_factory=list)
    moves: int = 0
    """The moves of the game when the state was set up."""

    def settle(self, rounds: int = 5) -> None:
        for _ in range(rounds):
            self.app.sendPostedEvents()
            self.app.processEvents()

    def build(self, scheme: str) -> MainWindow:
        from fivedice.app import build_window

        folder = tempfile.TemporaryDirectory(prefix="fivedice-board-")
        self.folders.append(folder)
        settings = {
            "version": 1,
            "language": self.code,
            "animation": False,
            "sound": False,
            "color_scheme": scheme,
            "coach_mode": True,
            "coach_threshold": 0.5,
            "computer_speed": "slow",
        }
        (Path(folder.name) / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        window = build_window(Path(folder.name), clock=lambda: self.now[0])
        window.controller.coach.noted.connect(self.notes.append)
        window.resize(1180, 760)
        window.show()
        self.settle(10)
        # Nothing is painted but what is looked at (the toolbar, the celebration): painting the
        # whole window after every step would take most of the run, and sizes do not need it.
        window.setUpdatesEnabled(False)
        self.window = window
        return window

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
            self.settle()
            self.window.deleteLater()
            self.settle()
            self.window = None

    def set_panel(self, on: bool) -> None:
        action = self.window.menu.actions["analysis"]
        if action.isChecked() != on:
            action.trigger()
        self.settle()

    def resize(self, size: tuple[int, int] | None) -> tuple[int, int]:
        """The window at `size` (None: as small as it goes), once the platform has it."""
        window = self.window
        if size is None:
            before = None
            for _ in range(6):  # the panel may move under the dice, and the window shrink again
                window.resize(1, 1)
                self._wait(None)
                now = window.size().toTuple()
                if now == before:
                    break
                before = now
        else:
            window.resize(*size)
            self._wait(size)
        width, height = window.size().toTuple()
        return width, height

    def _wait(self, size: tuple[int, int] | None) -> None:
        """Let the platform and the layouts settle (on X11 a resize arrives later): until the
        window has `size`, or has kept another one for a while (it cannot be that small)."""
        self.settle()
        if QApplication.platformName() == "offscreen":
            return  # the size is taken at once
        deadline = time.monotonic() + 2.0
        last, steady = self.window.size().toTuple(), 0
        while size is not None and last != size and steady < 10:
            if time.monotonic() > deadline:
                break
            time.sleep(0.005)
            self.settle(2)
            now = self.window.size().toTuple()
            steady = steady + 1 if now == last else 0
            last = now
        self.settle(3)

    def start(self, state: State, table: Table) -> None:
        self.notes.clear()
        for overlay in self.window.findChildren(QWidget, "celebration"):
            overlay.hide()  # one left from the state before (it would go by itself soon)
        self.window.controller.start(state.game(table))
        self.settle()
        if state.act is not None:
            state.act(self)
            self.settle()
        for dialog in self.window.findChildren(QDialog):
            if dialog.isVisible():
                dialog.hide()  # the result of a game over: the board is looked at, not it
                self.settle()
        self.moves = len(self.window.controller.game.actions)

    def moved_on(self) -> bool:
        """True when the game went on since the state was set up (a computer on turn played:
        a slow machine took more than its pause to look at the sizes)."""
        return len(self.window.controller.game.actions) != self.moves


def _panel_place(window: Any, on: bool) -> str:
    if not on:
        return "panel-off"
    place = getattr(window, "analysis_place", None)
    docked = getattr(place, "docked", True)
    return "panel-docked" if docked else "panel-under"


def _kind(detail: str) -> str:
    """What kind of problem a failure is: without its particulars (the last parentheses), its
    numbers, and any quoted text longer than a name."""
    text = re.sub(r"\s*\([^()]*\)$", "", detail)
    quoted = r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""
    text = re.sub(quoted, lambda m: m.group(0) if len(m.group(0)) <= 26 else "'…'", text)
    return re.sub(r"[+-]?\d+", "#", text)


def look(
    probe: Probe,
    state: State,
    table: Table,
    scheme: str,
    panel: bool,
    size_name: str,
    asked: tuple[int, int] | None,
    got: tuple[int, int],
) -> None:
    """Check the board as it is now, and note every problem under the matrix's labels."""
    from fivedice.ui.board.explain import extra_five_note, move_line, recent_lines
    from fivedice.ui.control.snapshot import clock_text, result_headline

    window = probe.window
    view = window.controller.view
    size = f"{size_name}({got[0]}x{got[1]})" if asked is None else size_name
    if asked is not None and got != asked:
        size = f"{size_name}→{got[0]}x{got[1]}"
    panel_name = _panel_place(window, panel)
    where = {
        "size": size_name,
        "table": table.name,
        "panel": panel_name,
        "scheme": scheme,
        "state": state.name,
    }
    label = f"{size} {table.name} {panel_name} {scheme} state={state.name}"
    found: list[str] = []
    if asked is not None and got != asked:
        found.append(f"window does not take the size asked (is {got[0]}x{got[1]})")
    found += clipped_texts(window)
    found += overlaps(window)
    card = window.scorecard
    if not view.is_over:
        cards = view.rules.cards
        found += columns_hidden(card, [view.current * cards + k for k in range(cards)])
    found += card_texts_cut(card)
    for table_view in window.findChildren(QTableView):
        if table_view is not card and table_view.isVisible():
            found += table_texts_cut(table_view)
    found += status_bar_cut(window.status_bar)
    window.setUpdatesEnabled(True)  # painted, for the pixels' sake
    try:
        for overlay in window.findChildren(QWidget, "celebration"):
            if overlay.isVisible() and not isinstance(overlay, QLabel):
                found += painted_words_cut(overlay)
        found += background_apart(window.menu.toolbar, window.centralWidget())
    finally:
        window.setUpdatesEnabled(False)
    if state.name == "celebration" and not any(
        o.isVisible() for o in window.findChildren(QWidget, "celebration")
    ):
        found.append("celebration does not show")

    # The state's own words, whole where they show.
    wanted: list[str] = []
    if state.note:
        note = extra_five_note(view)
        if not note:
            probe.errors.append(f"{label}: no extra-five note in this state")
        else:
            probe.notes_seen.setdefault(table.name, set()).add(note)
            wanted.append(note)
    if state.name == "news":
        wanted += recent_lines(view)
    if state.name == "coach" and probe.notes:
        wanted.append(probe.notes[-1])
    if state.name == "warning":
        left = view.player.time_left
        wanted.append(clock_text(left or 0))
    if state.name == "drop-out":
        wanted += [move_line(view, p) for p in sorted(window.controller.game.dropped)]
    if state.name == "end":
        wanted.append(result_headline(view))
    for text in wanted:
        if text and not _painted(window, text) and not shown_whole(window, text):
            found.append(f"{text[:80]!r} shows nowhere")

    # The dice stay where they were on a turn with nothing on the felt (the same rules' card).
    die = window.tray.dice[0]
    y = die.mapTo(window, die.rect().center()).y()
    lines = {
        w.objectName() or type(w).__name__
        for w in window.tray.findChildren(QLabel)
        if w.isVisible() and w.text()
    }
    # (Compared at the same felt size only: a game's card, whose columns fit its rules (+100,
    # ×3), sets the felt's width, and a window that had to grow has a taller felt; within one
    # game, as between turns, both stay.)
    felt = window.tray.size().toTuple()
    key = (table.name, scheme, panel_name, f"{felt[0]}x{felt[1]}", state.baseline)
    if state.name == state.baseline:
        probe.dice[key] = (y, lines)
    elif state.baseline and not view.is_over and key in probe.dice:
        before, were = probe.dice[key]
        if abs(y - before) > DICE_SLACK:
            came, went = sorted(lines - were), sorted(were - lines)
            change = ", ".join(
                [f"{', '.join(came)} come"] * bool(came) + [f"{', '.join(went)} go"] * bool(went)
            )
            found.append(
                f"dice move when {change or 'the felt words change'} (by {y - before:+d} px "
                f"from state={state.baseline})"
            )

    probe.checked += 1
    for detail in found:
        probe.failures.append(f"{label}: {detail}")
        probe.kinds.append((_kind(detail), {**where, "example": f"{label}: {detail}"}))


def _painted(window: Any, text: str) -> bool:
    return any(
        o.isVisible() and text in str(getattr(o, "text", ""))
        for o in window.findChildren(QWidget, "celebration")
    )


def _groups(kinds: list[tuple[str, dict[str, str]]]) -> list[dict[str, Any]]:
    groups: dict[str, dict[str, Any]] = {}
    for kind, where in kinds:
        group = groups.setdefault(
            kind,
            {
                "kind": kind,
                "count": 0,
                "example": where["example"],
                **{k: set() for k in ("size", "table", "panel", "scheme", "state")},
            },
        )
        group["count"] += 1
        for k in ("size", "table", "panel", "scheme", "state"):
            group[k].add(where[k])
    order = {name: i for i, (name, _) in enumerate(SIZES)}
    result = []
    for group in sorted(groups.values(), key=lambda g: -g["count"]):
        for k in ("size", "table", "panel", "scheme", "state"):
            group[k] = sorted(group[k], key=lambda v: (order.get(v, 99), v))
        result.append(group)
    return result


def _schemes_of(state: State, table_index: int, panel: bool, full: bool) -> tuple[str, ...]:
    if full or state.every_scheme:
        return SCHEMES
    turn = STATES.index(state) + table_index + int(panel)
    return (SCHEMES[turn % len(SCHEMES)],)


def run(code: str, full: bool = False) -> dict[str, Any]:
    """Look at every board of the matrix in language `code` (this process speaks it from now
    on); the report as :data:`__doc__` says."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("FIVEDICE_SOUND_BACKEND", "null")
    os.environ["FIVEDICE_DISCOVERY_ADDRESS"] = "127.0.0.1"  # nothing leaves this computer
    os.environ.pop("FIVEDICE_DATA_DIR", None)  # each window gets a folder of its own
    os.environ["FIVEDICE_LANGUAGE"] = code
    started = time.monotonic()
    from fivedice.app import _application
    from fivedice.ui.shell import language

    probe = Probe(code, _application())
    timing: dict[str, float] = {}
    spoken = ""
    for t, table in enumerate(TABLES):
        began = time.monotonic()
        for scheme in SCHEMES:
            try:
                if scheme == "light":
                    probe.build("light")
                    spoken = language.current()
                elif scheme == "live":
                    controller = probe.window.controller
                    controller.update_settings(replace(controller.settings, color_scheme="dark"))
                    probe.settle(10)
                else:
                    probe.close()
                    probe.build("dark")
            except Exception:
                probe.errors.append(f"{table.name} {scheme}: {traceback.format_exc()}")
                continue
            for panel in (False, True):
                probe.set_panel(panel)
                for state in STATES:
                    if scheme not in _schemes_of(state, t, panel, full):
                        continue
                    try:
                        if not state.per_size:
                            probe.start(state, table)
                        for size_name, size in SIZES:
                            got = probe.resize(size)
                            if state.per_size or probe.moved_on():
                                probe.start(state, table)
                                got = probe.window.size().toTuple()
                            look(probe, state, table, scheme, panel, size_name, size, got)
                    except Exception:
                        probe.errors.append(
                            f"{table.name} {scheme} panel={panel} state={state.name}: "
                            f"{traceback.format_exc()}"
                        )
        probe.close()
        timing[table.name] = round(time.monotonic() - began, 1)
    for table in TABLES:
        seen = probe.notes_seen.get(table.name, set())
        wanted = sum(1 for s in STATES if s.note)
        if len(seen) < wanted:
            probe.errors.append(
                f"{table.name}: {len(seen)} different extra-five notes shown, not {wanted}: "
                f"{sorted(seen)}"
            )
    return {
        "language": code,
        "spoken": spoken,
        "platform": QApplication.platformName(),
        "full": full,
        "checked": probe.checked,
        "failures": probe.failures,
        "errors": probe.errors,
        "groups": _groups(probe.kinds),
        "notes_seen": {k: sorted(v) for k, v in probe.notes_seen.items()},
        "seconds": round(time.monotonic() - started, 1),
        "seconds_per_table": timing,
    }


def expected_boards(full: bool = False) -> int:
    """How many boards a run looks at."""
    count = 0
    for t, _table in enumerate(TABLES):
        for panel in (False, True):
            for state in STATES:
                count += len(_schemes_of(state, t, panel, full)) * len(SIZES)
    return count


if __name__ == "__main__":
    report = run(sys.argv[1], full="--full" in sys.argv[2:])
    print(json.dumps(report, ensure_ascii=False))
    sys.stdout.flush()
    os._exit(0)  # the windows are gone; skip Qt's teardown

"""What the game sounds like: which sound each change of the game plays, and when sound starts.

:func:`cues_for` turns one :class:`~fivedice.ui.control.snapshot.Change` into sound names (a
computer's moves play softer); :class:`SoundCues` plays them, warns once when a player's time
budget gets down to 30 seconds, follows the sound settings, and opens the sound device only after
the window has first painted (start-up never waits for it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QWidget

from fivedice.core import Category
from fivedice.sound import SoundPlayer
from fivedice.store.settings import Settings

from .controller import GameController
from .snapshot import Change, Event, GameView, LowTime

COMPUTER_GAIN = 0.5
"""A computer's moves, softer than a person's."""
WARM_UP_MS = 300
"""The sounds load this long after the window's first paint (start-up does not wait for them)."""


def cues_for(change: Change) -> list[tuple[str, float]]:
    """The sounds (name, gain) one change of the game plays, in order."""
    view, event = change.view, change.event
    fill = change.fill
    if fill is not None:
        person = not view.players[fill.player].is_computer
        gain = 1.0 if person else COMPUTER_GAIN
        cues = [("fill" if person else "computer_fill", gain)]
        # Under hidden score sheets a bonus's sound would give a hidden box away.
        shown = not view.players[fill.player].hidden
        if shown and fill.upper_bonus:
            cues.append(("bonus", gain))
        if shown and (fill.bonus or (fill.category is Category.FIVE_KIND and fill.points)):
            cues.append(("five", gain))
    elif event is Event.ROLLED:
        cues = [("roll", COMPUTER_GAIN if view.computer_on_turn else 1.0)]
    elif event is Event.HELD and change.slot is not None:
        held = view.held[change.slot]
        cues = [("hold" if held else "release", COMPUTER_GAIN if view.computer_on_turn else 1.0)]
    else:
        cues = []
    if change.game_over and view.outcome is not None:
        people_won = any(not view.players[p].is_computer for p in view.outcome.winners)
        cues.append(("win" if people_won else "game_over", 1.0))
    return cues


class SoundCues(QObject):
    """Plays the game's sounds for `controller`'s changes, in its parent `window`."""

    def __init__(
        self, window: QWidget, controller: GameController, player: SoundPlayer | None = None
    ) -> None:
        super().__init__(window)
        settings = controller.settings
        self.player = player or SoundPlayer(settings.sound, settings.volume / 100)
        self._painted = False
        self._low_time = LowTime()
        controller.changed.connect(self._on_controller_changed)
        controller.clock_ticked.connect(self._on_controller_clock_ticked)
        controller.settings_changed.connect(self._on_controller_settings_changed)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            watched.removeEventFilter(self)  # one look is all it takes
            if self.player.enabled:
                QTimer.singleShot(WARM_UP_MS, self, self.player.start)
        return False

    def close(self) -> None:
        """Stop the sound device (the window is closing) and stop waiting for its paint."""
        if not self._painted:
            self._painted = True
            window = self.parent()
            if window is not None:
                window.removeEventFilter(self)
        self.player.close()

    def _play(self, cues: list[tuple[str, float]]) -> None:
        for name, gain in cues:
            self.player.play(name, gain)

    @Slot(object)
    def _on_controller_changed(self, change: Change) -> None:
        if change.event is Event.STARTED:
            self._low_time.new_game()
        self._play(cues_for(change))
        self._check_time(change.view)

    @Slot(object)
    def _on_controller_clock_ticked(self, view: GameView) -> None:
        self._check_time(view)

    def _check_time(self, view: GameView) -> None:
        """The warning, once per player, when their budget gets down to 30 seconds."""
        if self._low_time.due(view):
            self._play([("warning", 1.0)])

    @Slot(object)
    def _on_controller_settings_changed(self, settings: Settings) -> None:
        self.player.enabled = settings.sound
        self.player.volume = settings.volume / 100
        if settings.sound:
            self.player.start()

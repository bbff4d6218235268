"""The game's sounds: short WAV files mixed and played through miniaudio, off the GUI thread.

:class:`SoundPlayer` is all the app needs: :meth:`~SoundPlayer.start` loads the sounds and opens
the system's sound device on a worker thread (after the window has painted, so start-up does not
wait for it); :meth:`~SoundPlayer.play` only queues a name, and the device's own thread mixes
every sound playing into its buffers, so quick clicks overlap. No device, no library, or a device
that fails: silence, and one line in the log.

Each sound played is logged at DEBUG on ``fivedice.sound`` (``"play roll"``); nothing is logged for
a sound that is not played because sound is off. ``FIVEDICE_SOUND_BACKEND=null`` plays through
miniaudio's silent backend (tests, the frozen app's smoke test).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .mixer import Mixer

log = logging.getLogger("fivedice.sound")

SOUND_NAMES = (
    "roll",
    "hold",
    "release",
    "fill",
    "computer_fill",
    "bonus",
    "five",
    "warning",
    "win",
    "game_over",
)
RATE = 22_050
"""Samples per second of the sound files and of the device."""
BUFFER_MS = 40
"""The device's buffer: short, so a sound starts soon after its click."""
BACKEND_ENV = "FIVEDICE_SOUND_BACKEND"
"""A miniaudio backend name (e.g. ``null``, ``pulseaudio``) to use instead of the system's."""


class SoundPlayer:
    """Plays the game's sounds when `enabled`, at `volume` (0…1)."""

    def __init__(self, enabled: bool = True, volume: float = 0.7, backend: str | None = None):
        self._enabled = enabled
        self._volume = _clamp(volume)
        self._backend = backend if backend is not None else os.environ.get(BACKEND_ENV) or None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._done = threading.Event()
        self._failed = False
        self._closed = False
        self._device: Any = None
        self.mixer: Mixer | None = None
        self.backend = ""
        """The sound system in use once the device plays ("PulseAudio", "Null"...)."""
        self.problem = ""
        """Why there is no sound, when there is none."""

    @property
    def enabled(self) -> bool:
        """True while sounds play."""
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on
        if not on and self.mixer is not None:
            self.mixer.clear()

    @property
    def volume(self) -> float:
        """0 (silent) … 1 (as recorded)."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        if self.mixer is not None:
            self.mixer.volume = self._volume

    @property
    def ready(self) -> bool:
        """True once the device plays."""
        return self._ready.is_set()

    @property
    def failed(self) -> bool:
        """True when there is no sound on this computer (silence from then on)."""
        return self._failed

    def start(self) -> None:
        """Get sound going (once): the sounds are decoded and the library loaded here, on the
        caller's thread (the GUI thread, after the first paint); the device, which may take a
        while to answer, opens on a worker thread. Returns without waiting for the device.

        Only the device's opening runs on the worker, so that thread does almost no Python
        work: a garbage collection started there could free Qt objects off the GUI thread.
        """
        with self._lock:
            if self._thread is not None or self._closed:
                return
            self._thread = threading.Thread(target=self._done.set)  # taken: starts once
        try:
            from .mixer import Mixer, load_sounds  # NumPy: here, not on the start-up path

            mixer = Mixer(load_sounds())
            mixer.volume = self._volume
            import miniaudio  # type: ignore[import-untyped]
        except Exception as exc:  # no library, damaged sound files: play on in silence
            self._fail(exc)
            self._done.set()
            return
        self._thread = threading.Thread(
            target=self._open, args=(miniaudio, mixer), name="fivedice-sound", daemon=True
        )
        self._thread.start()

    def wait_ready(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for the device to open (or fail); True once it plays."""
        self.start()
        self._done.wait(timeout)
        return self.ready

    def play(self, name: str, gain: float = 1.0) -> bool:
        """Queue `name` to play now; True if it was. Never blocks, never raises."""
        if not self._enabled or self._failed:
            return False
        if name not in SOUND_NAMES:
            log.warning("no sound named %r", name)
            return False
        if not self._ready.is_set():
            self.start()  # the first sound may be lost while the device opens
            return False
        assert self.mixer is not None
        log.debug("play %s", name)
        self.mixer.add(name, gain)
        return True

    def close(self) -> None:
        """Stop the device (the app is closing)."""
        with self._lock:
            self._closed = True
            device, self._device = self._device, None
        self._ready.clear()
        if device is not None:
            try:
                device.close()
            except Exception as exc:  # closing must not stop the app from quitting
                log.info("closing the sound device failed: %s", exc)

    def _fail(self, exc: BaseException) -> None:
        self._failed = True
        self.problem = reason(exc)
        log.warning("sound is off: %s", self.problem)

    def _open(self, miniaudio: Any, mixer: Mixer) -> None:
        try:
            backends = None
            if self._backend:
                try:
                    backends = [miniaudio.Backend[self._backend.upper()]]
                except KeyError:
                    names = ", ".join(b.name.lower() for b in miniaudio.Backend)
                    raise ValueError(
                        f"{BACKEND_ENV} names no sound system miniaudio knows: "
                        f"{self._backend!r} (it knows {names})"
                    ) from None
            _quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=BUFFER_MS,
                backends=backends,
                app_name="Five Dice",
            )
            stream = mixer.stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no device, a broken device: play on in silence
            self._fail(exc)
            self._done.set()
            return
        with self._lock:
            if self._closed:  # the window closed while the device opened
                device.close()
                self._done.set()
                return
            mixer.volume = self._volume  # as it is now: it may have changed while this opened
            self.mixer = mixer
            self._device = device
            self.backend = str(getattr(device, "backend", ""))
            self._ready.set()
        self._done.set()


_NO_DEVICE = (
    "no sound device was found. Is a speaker or headset connected, and is the system's sound "
    "service running?"
)
_REASONS: dict[int, str] = {
    -6: "this user may not use the sound device",
    -19: "the sound device is busy with another program",
    -23: "the sound device is in use by another program",
    -200: "the sound device cannot play the game's sound format",
    -201: "the sound device cannot play sound",
    -202: "the sound device cannot be shared with other programs",
    -203: "no sound system was found on this computer",
    -204: _NO_DEVICE,
    -205: "no sound system was found on this computer",
    -206: "the sound device does not accept the game's settings",
    -400: "the sound system would not start. Is the system's sound service running?",
    -401: _NO_DEVICE,
    -402: "the sound device would not start; another program may be holding it",
}
"""Plain reasons for miniaudio's result codes (its ``ma_result``) when the device fails."""


def reason(exc: BaseException) -> str:
    """Why there is no sound, in plain words, with what the library said in parentheses for
    support: "no sound device was found. … (miniaudio: failed to init device, -401)"."""
    if isinstance(exc, ImportError):
        return f"the library {exc.name or 'miniaudio'} is not installed ({exc})"
    code = next((a for a in exc.args if isinstance(a, int) and not isinstance(a, bool)), None)
    if code is None:
        return str(exc) or type(exc).__name__
    said = ", ".join(map(str, exc.args))
    library = "miniaudio" if type(exc).__module__ == "miniaudio" else type(exc).__name__
    plain = _REASONS.get(code, "the sound device failed")
    return f"{plain} ({library}: {said})"


def check(timeout: float = 5.0) -> tuple[bool, str]:
    """Play every sound once, at once (mixed), through the system's device or the one
    :data:`BACKEND_ENV` names; (all were heard, what happened) for ``fivedice --sound-check``."""
    import time

    player = SoundPlayer()
    level = log.level
    log.setLevel(logging.ERROR)  # the answer says why there is no sound: not the log again
    try:
        if not player.wait_ready(timeout):
            why = player.problem or "the sound device did not open"
            return False, f"cannot play sound: {why}"
        for name in SOUND_NAMES:
            player.play(name)
        end = time.monotonic() + timeout
        assert player.mixer is not None
        while len(player.mixer.started) < len(SOUND_NAMES) and time.monotonic() < end:
            time.sleep(0.02)
        heard = list(player.mixer.started)
        ok = heard == list(SOUND_NAMES)
        return ok, f"played {', '.join(heard) or 'nothing'} through {player.backend}"
    finally:
        player.close()
        log.setLevel(level)


_ALSA_HANDLER: Any = None


def _quiet_alsa() -> None:
    """On Linux, keep ALSA's library from printing a page of errors when there is no sound card
    (the one log line of :meth:`SoundPlayer._open` says it)."""
    global _ALSA_HANDLER
    if not sys.platform.startswith("linux") or _ALSA_HANDLER is not None:
        return
    try:
        import ctypes

        asound = ctypes.CDLL("libasound.so.2")
        handler_type = ctypes.CFUNCTYPE(
            None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
        )
        _ALSA_HANDLER = handler_type(lambda *_: None)  # kept: ALSA holds on to it
        asound.snd_lib_error_set_handler(_ALSA_HANDLER)
    except (OSError, AttributeError) as exc:  # no ALSA here: nothing to quiet
        log.debug("ALSA not quieted: %s", exc)


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))

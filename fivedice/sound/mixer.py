"""The sounds decoded, and the mixer that adds up those playing (NumPy: imported off the GUI
thread, when the sound device opens)."""

from __future__ import annotations

import queue
import wave
from collections import deque
from collections.abc import Generator, Mapping
from importlib import resources
from typing import Any

import numpy as np

from . import RATE, SOUND_NAMES

Samples = np.ndarray  # float32, -1…1, mono


def load_sounds() -> dict[str, Samples]:
    """Every sound of :data:`SOUND_NAMES`, decoded from the package's WAV files."""
    folder = resources.files("fivedice") / "assets" / "sounds"
    bank = {}
    for name in SOUND_NAMES:
        with (folder / f"{name}.wav").open("rb") as raw, wave.open(raw, "rb") as f:
            if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
                raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
            data = np.frombuffer(f.readframes(f.getnframes()), dtype="<i2")
        bank[name] = data.astype(np.float32) / 32768.0
    return bank


class Mixer:
    """Adds up the sounds playing now, one device buffer at a time (on the device's thread)."""

    def __init__(self, bank: Mapping[str, Samples]) -> None:
        self._bank = dict(bank)
        self._incoming: queue.SimpleQueue[list[Any] | None] = queue.SimpleQueue()
        self._voices: list[list[Any]] = []
        """[samples, position, gain] of each sound playing."""
        self._out = np.zeros(0, dtype=np.float32)
        self.volume = 1.0
        """0…1, read at every buffer."""
        self.started: deque[str] = deque(maxlen=64)
        """The names of the latest sounds that began to play (newest last)."""

    def add(self, name: str, gain: float = 1.0) -> None:
        """Start `name` at the next buffer (from any thread; an unknown name is ignored)."""
        if name in self._bank:
            # The voice is made here, on the caller's thread, not on the device's.
            self._incoming.put([self._bank[name], 0, gain, name])

    def clear(self) -> None:
        """Stop every sound playing (at the next buffer)."""
        self._incoming.put(None)

    def render(self, frames: int) -> bytes:
        """The next `frames` samples, 16-bit little-endian.

        Runs on the device's thread: once the sounds are playing it makes no new lists, tuples
        or iterators (NumPy arrays, numbers and bytes only), so it never sets off Python's
        garbage collector there.
        """
        while not self._incoming.empty():
            voice = self._incoming.get()
            if voice is None:
                del self._voices[:]
            else:
                self._voices.append(voice)
                self.started.append(voice[3])
        if self._out.size != frames:
            self._out = np.zeros(frames, dtype=np.float32)
        out = self._out
        out.fill(0.0)
        i = len(self._voices)
        while i:
            i -= 1
            voice = self._voices[i]
            samples, at = voice[0], voice[1]
            end = min(at + frames, samples.size)
            out[: end - at] += samples[at:end] * voice[2]
            if end >= samples.size:
                del self._voices[i]
            else:
                voice[1] = end
        out *= self.volume
        np.clip(out, -1.0, 1.0, out=out)
        return (out * 32767.0).astype("<i2").tobytes()

    def stream(self) -> Generator[bytes, int, None]:
        """The generator miniaudio pulls buffers from (primed: ready for ``send``)."""
        frames = yield b""
        while True:
            frames = yield self.render(frames)

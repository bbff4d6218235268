"""Make the game's sounds: short mono WAV files, synthesised here, so they are ours to ship.

Run from the project folder (NumPy is one of the game's own dependencies)::

    python resources/make_sounds.py

It writes ``fivedice/assets/sounds/<name>.wav`` (16-bit, 22,050 Hz, mono). The output is the
same on every run (fixed random seed), so the committed files can be checked against it.
"""

from __future__ import annotations

import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "fivedice" / "assets" / "sounds"
Signal = np.ndarray


def _t(seconds: float) -> Signal:
    return np.arange(int(RATE * seconds)) / RATE


def _envelope(seconds: float, attack: float, decay: float) -> Signal:
    """A quick rise then an exponential fall with time constant `decay`."""
    t = _t(seconds)
    return np.minimum(t / attack, 1.0) * np.exp(-t / decay)


def _tone(
    freq: float, seconds: float, decay: float, harmonics: tuple[float, ...] = (1.0,)
) -> Signal:
    """A bell-like note: a few harmonics under one envelope."""
    t = _t(seconds)
    wave_ = sum(a * np.sin(2 * np.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
    return wave_ * _envelope(seconds, 0.004, decay)


def _click(rng: np.random.Generator, pitch: float, seconds: float = 0.035) -> Signal:
    """One die knocking on the table: filtered noise and a short wooden resonance."""
    t = _t(seconds)
    noise = rng.standard_normal(t.size)
    noise = np.convolve(noise, np.ones(4) / 4, mode="same")  # take the hiss off
    body = np.sin(2 * np.pi * pitch * t) * 0.8
    return (noise * 0.5 + body) * np.exp(-t / (seconds / 5))


def _place(total: float, parts: list[tuple[float, Signal]]) -> Signal:
    """Mix each signal in at its start time (seconds) into a buffer `total` seconds long."""
    out = np.zeros(int(RATE * total))
    for start, signal in parts:
        i = int(RATE * start)
        n = min(signal.size, out.size - i)
        out[i : i + n] += signal[:n]
    return out


def roll(rng: np.random.Generator) -> Signal:
    """Five dice rattling in a cup and tumbling out: a dozen knocks, thinning and fading."""
    parts = []
    start = 0.0
    for k in range(14):
        start += rng.uniform(0.012, 0.045) * (1 + k / 8)
        loud = 0.9 * np.exp(-k / 9) * rng.uniform(0.6, 1.0)
        parts.append((start, loud * _click(rng, rng.uniform(700, 1500))))
    return _place(start + 0.08, parts)


def hold(rng: np.random.Generator) -> Signal:
    """A die set aside: one bright tick."""
    return _click(rng, 1900, 0.05) * 0.7 + _tone(1320, 0.05, 0.012) * 0.2


def release(rng: np.random.Generator) -> Signal:
    """A die put back: one duller tick."""
    return _click(rng, 950, 0.05) * 0.7 + _tone(660, 0.05, 0.012) * 0.2


def fill(rng: np.random.Generator) -> Signal:
    """A box written: a pencil tap and two soft notes."""
    notes = [(0.0, _click(rng, 1100) * 0.5), (0.02, _tone(660, 0.22, 0.07, (1, 0.3)) * 0.45)]
    notes.append((0.09, _tone(880, 0.2, 0.07, (1, 0.3)) * 0.45))
    return _place(0.3, notes)


def computer_fill(rng: np.random.Generator) -> Signal:
    """A computer's box: the same idea, lower and quieter."""
    return _place(0.26, [(0.0, _tone(523, 0.22, 0.06, (1, 0.2)) * 0.3)])


def _arpeggio(freqs: tuple[float, ...], step: float, last: float, loud: float) -> Signal:
    parts = [
        (i * step, _tone(f, last, last / 3, (1, 0.4, 0.15)) * loud) for i, f in enumerate(freqs)
    ]
    return _place(step * (len(freqs) - 1) + last, parts)


def bonus(rng: np.random.Generator) -> Signal:
    """The upper bonus reached: a bright rising arpeggio."""
    return _arpeggio((523.3, 659.3, 784.0, 1046.5), 0.07, 0.35, 0.35)


def five(rng: np.random.Generator) -> Signal:
    """Five of a kind: a short fanfare, a chord after the run."""
    run = _arpeggio((392.0, 523.3, 659.3, 784.0, 1046.5), 0.06, 0.3, 0.3)
    chord = sum(_tone(f, 0.55, 0.2, (1, 0.4, 0.2)) for f in (523.3, 659.3, 784.0)) * 0.22
    return _place(0.95, [(0.0, run), (0.34, chord)])


def warning(rng: np.random.Generator) -> Signal:
    """Thirty seconds left: two short beeps."""
    beep = _tone(988, 0.12, 0.05, (1, 0.25)) * 0.45
    return _place(0.32, [(0.0, beep), (0.17, beep)])


def win(rng: np.random.Generator) -> Signal:
    """A game won: a rising major run, held at the top."""
    return _arpeggio((523.3, 659.3, 784.0, 1046.5, 1318.5), 0.09, 0.6, 0.3)


def game_over(rng: np.random.Generator) -> Signal:
    """A game over without a win at this computer: two gentle falling notes."""
    return _place(0.8, [(0.0, _tone(659.3, 0.4, 0.15, (1, 0.3)) * 0.35),
                        (0.2, _tone(523.3, 0.55, 0.2, (1, 0.3)) * 0.35)])  # fmt: skip


SOUNDS: dict[str, Callable[[np.random.Generator], Signal]] = {
    "roll": roll,
    "hold": hold,
    "release": release,
    "fill": fill,
    "computer_fill": computer_fill,
    "bonus": bonus,
    "five": five,
    "warning": warning,
    "win": win,
    "game_over": game_over,
}


def render(name: str) -> bytes:
    """The 16-bit samples of one sound (a short fade at the end, peak at most 90 %)."""
    rng = np.random.default_rng(sorted(SOUNDS).index(name) + 2026)
    signal = SOUNDS[name](rng)
    fade = min(signal.size, int(RATE * 0.01))
    signal[-fade:] *= np.linspace(1.0, 0.0, fade)
    peak = float(np.max(np.abs(signal))) or 1.0
    signal = signal * min(1.0, 0.9 / peak)
    return (signal * 32767).astype("<i2").tobytes()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    total = 0
    for name in SOUNDS:
        path = OUT / f"{name}.wav"
        with wave.open(str(path), "wb") as f:
            f.setnchannels(1)
            f.setsampwidth(2)
            f.setframerate(RATE)
            f.writeframes(render(name))
        total += path.stat().st_size
        print(f"{path.relative_to(OUT.parent.parent.parent)}  {path.stat().st_size:>7} bytes")
    print(f"{len(SOUNDS)} sounds, {total} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

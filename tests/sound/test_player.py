"""Sound through miniaudio's silent backend: sounds start, overlap, follow the volume and the
on/off setting, and a missing library or a failing device means silence, never an error."""

from __future__ import annotations

import logging
import sys
import time
import wave
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from fivedice.sound import RATE, SOUND_NAMES, SoundPlayer
from fivedice.sound.mixer import Mixer, load_sounds


def wait_for(condition, timeout: float = 5.0) -> bool:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


@pytest.fixture
def player():  # type: ignore[no-untyped-def]
    p = SoundPlayer(backend="null")
    assert p.wait_ready(5), "the null backend always opens"
    yield p
    p.close()


def test_every_sound_is_shipped_short_and_small() -> None:
    folder = resources.files("fivedice") / "assets" / "sounds"
    total = 0
    for name in SOUND_NAMES:
        data = (folder / f"{name}.wav").read_bytes()
        total += len(data)
        with (folder / f"{name}.wav").open("rb") as raw, wave.open(raw) as f:
            assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, RATE)
            assert 0.03 < f.getnframes() / RATE < 1.5, name
    assert total < 1_000_000


def test_the_committed_sounds_are_what_the_script_makes() -> None:
    resources_dir = str(Path(__file__).resolve().parents[2] / "resources")
    sys.path.insert(0, resources_dir)
    try:
        import make_sounds
    finally:
        sys.path.remove(resources_dir)
    bank = load_sounds()
    for name in SOUND_NAMES:
        made = np.frombuffer(make_sounds.render(name), dtype="<i2")
        assert np.array_equal((bank[name] * 32768).astype("<i2"), made), name


def test_each_sound_plays_through_the_device_and_is_logged(player, caplog) -> None:  # type: ignore[no-untyped-def]
    caplog.set_level(logging.DEBUG, logger="fivedice.sound")
    for name in SOUND_NAMES:
        assert player.play(name)
    # The device's own thread pulls buffers from the mixer, which starts each sound in turn.
    assert wait_for(lambda: list(player.mixer.started) == list(SOUND_NAMES))
    played = [r.getMessage() for r in caplog.records if r.name == "fivedice.sound"]
    assert played == [f"play {name}" for name in SOUND_NAMES]


def test_off_means_silent_and_nothing_logged(player, caplog) -> None:  # type: ignore[no-untyped-def]
    caplog.set_level(logging.DEBUG, logger="fivedice.sound")
    player.enabled = False
    assert not player.play("roll")
    time.sleep(0.15)  # several device buffers
    assert list(player.mixer.started) == []
    assert not [r for r in caplog.records if r.name == "fivedice.sound"]
    player.enabled = True
    assert player.play("roll")
    assert wait_for(lambda: list(player.mixer.started) == ["roll"])


def test_quick_sounds_overlap_and_follow_the_volume() -> None:
    bank = load_sounds()
    mixer = Mixer(bank)
    mixer.add("roll")
    first = np.frombuffer(mixer.render(400), dtype="<i2").astype(float)
    mixer.add("hold")  # while the roll still sounds
    both = np.frombuffer(mixer.render(400), dtype="<i2").astype(float)
    alone = Mixer(bank)
    alone.add("roll")
    alone.render(400)
    roll_only = np.frombuffer(alone.render(400), dtype="<i2").astype(float)
    hold = np.round(bank["hold"][:400] * 32767)
    expected = np.clip(roll_only + hold, -32767, 32767)  # added up (kept within range)
    assert np.abs(both - expected).max() <= 2
    assert np.abs(first).max() > 0
    quiet = Mixer(bank)
    quiet.volume = 0.25
    quiet.add("roll")
    assert (
        np.abs(np.frombuffer(quiet.render(400), dtype="<i2")).max() <= np.abs(first).max() / 4 + 1
    )


def test_a_failing_device_means_silence_and_one_log_line(monkeypatch, caplog) -> None:  # type: ignore[no-untyped-def]
    import miniaudio

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", broken)
    caplog.set_level(logging.DEBUG, logger="fivedice.sound")
    player = SoundPlayer(backend="null")
    assert not player.wait_ready(5)
    assert player.failed
    assert not player.play("roll") and not player.play("fill")
    lines = [r for r in caplog.records if r.name == "fivedice.sound"]
    assert len(lines) == 1 and "sound is off" in lines[0].getMessage()
    player.close()


def test_no_library_means_silence(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import fails as if not installed
    player = SoundPlayer(backend="null")
    assert not player.wait_ready(5) and player.failed
    assert not player.play("roll")


def test_closing_before_the_device_opens_leaves_nothing_running(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import threading

    import miniaudio  # type: ignore[import-untyped]

    opening, closed = threading.Event(), threading.Event()
    real_device = miniaudio.PlaybackDevice

    def slow_device(*args, **kwargs):  # type: ignore[no-untyped-def]
        opening.set()
        assert closed.wait(5)  # the device answers only after the window has closed
        return real_device(*args, **kwargs)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", slow_device)
    player = SoundPlayer(backend="null")
    player.start()
    assert opening.wait(5)
    player.close()
    closed.set()
    assert player._thread is not None
    player._thread.join(5)
    assert not player._thread.is_alive()
    assert not player.ready and not player.play("roll")
    assert player._device is None and player.mixer is None  # the device was closed again


def test_the_volume_set_while_the_device_opens_is_the_one_heard() -> None:
    player = SoundPlayer(volume=0.7, backend="null")
    player.start()
    player.volume = 0.2
    assert player.wait_ready(5)
    assert player.mixer is not None and player.mixer.volume == 0.2
    player.close()


def test_the_sound_check_command_plays_every_sound(capsys) -> None:  # type: ignore[no-untyped-def]
    from fivedice.app import main

    assert main(["--sound-check"]) == 0  # the tests' backend: null
    out = capsys.readouterr().out
    assert out.strip() == f"fivedice: played {', '.join(SOUND_NAMES)} through Null"


def test_the_sound_check_says_why_there_is_no_sound(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from fivedice.app import main

    monkeypatch.setitem(sys.modules, "miniaudio", None)
    assert main(["--sound-check"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("fivedice: cannot play sound: the library miniaudio is not installed (")


def test_the_sound_check_says_in_plain_words_that_there_is_no_device(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    import miniaudio

    from fivedice.app import main

    def no_device(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    assert main(["--sound-check"]) == 1
    captured = capsys.readouterr()
    assert captured.out.strip() == (
        "fivedice: cannot play sound: no sound device was found. Is a speaker or headset "
        "connected, and is the system's sound service running? "
        "(miniaudio: failed to init device, -401)"
    )
    assert "sound is off" not in captured.err  # said once, not again in the log


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (-204, "no sound device was found"),
        (-203, "no sound system was found on this computer"),
        (-23, "the sound device is in use by another program"),
        (-999, "the sound device failed"),
    ],
)
def test_each_device_failure_has_a_reason_and_keeps_its_code(code: int, words: str) -> None:
    import miniaudio

    from fivedice.sound import reason

    said = reason(miniaudio.MiniaudioError("failed to init device", code))
    assert said.startswith(words) and said.endswith(f"(miniaudio: failed to init device, {code})")


def test_an_unknown_backend_name_is_said_as_such() -> None:
    player = SoundPlayer(backend="nowhere")
    assert not player.wait_ready(5)
    assert "FIVEDICE_SOUND_BACKEND names no sound system" in player.problem
    assert "'nowhere'" in player.problem and "null" in player.problem
    player.close()

"""Make the table's sounds again: short knocks of wood and plastic, a coaster's turn and a few
chimes, synthesised here (modal synthesis: each sound a sum of decaying partials struck by a
short burst, in numpy) and written as 16-bit mono WAV files beside this script.

    .venv/bin/python assets/sounds/make.py          # writes assets/sounds/*.wav
    .venv/bin/python assets/sounds/make.py FOLDER   # writes them into FOLDER instead

Everything is computed from fixed numbers and a seeded noise, so the files come out the same
byte for byte (a test makes them again and compares). No sample of anyone else's is used.

A knock is a few modes (frequency in Hz, loudness, decay time in seconds): wood rings low and
dies fast, plastic rings higher and brighter; a piece set on others rings higher than one set on
the board. Every sound lasts under 400 ms and peaks below full scale; the quiet ones (a refused
click, a step back) are quieter still.
"""

from __future__ import annotations

import sys
import wave
from collections.abc import Sequence
from pathlib import Path

import numpy as np

RATE = 44_100
"""Samples per second."""

Mode = tuple[float, float, float]
"""A partial: frequency (Hz), loudness, decay time (s, to 1/e)."""

WOOD_BOARD: Sequence[Mode] = ((190, 1.0, 0.045), (455, 0.55, 0.03), (980, 0.3, 0.018))
WOOD_BALLS: Sequence[Mode] = ((610, 1.0, 0.035), (1390, 0.5, 0.022), (2570, 0.25, 0.012))
PLASTIC_BOARD: Sequence[Mode] = ((160, 0.7, 0.03), (1250, 1.0, 0.025), (2950, 0.55, 0.016))
PLASTIC_STACK: Sequence[Mode] = ((1850, 1.0, 0.028), (3700, 0.5, 0.018), (6300, 0.25, 0.01))
BAR: Sequence[Mode] = ((1.0, 1.0, 0.22), (3.93, 0.35, 0.06), (9.4, 0.12, 0.02))
"""A small wooden bar (a marimba's), its partials as multiples of the note struck."""


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * RATE))


def knock(modes: Sequence[Mode], seconds: float = 0.25, pitch: float = 1.0) -> np.ndarray:
    """A strike: the ``modes`` (their frequencies times ``pitch``), excited by a 2 ms burst."""
    t = np.arange(int(seconds * RATE)) / RATE
    sound = np.zeros_like(t)
    for frequency, loudness, decay in modes:
        sound += loudness * np.exp(-t / decay) * np.sin(2 * np.pi * frequency * pitch * t)
    burst = int(0.002 * RATE)
    sound[:burst] += NOISE.normal(0, 0.35, burst) * np.linspace(1, 0, burst)
    return sound


def slide(seconds: float, low: float, high: float, loudness: float = 0.25) -> np.ndarray:
    """Something rubbed across a surface: noise kept between ``low`` and ``high`` Hz, swelling
    and fading."""
    n = int(seconds * RATE)
    spectrum = np.fft.rfft(NOISE.normal(0, 1, n))
    frequencies = np.fft.rfftfreq(n, 1 / RATE)
    spectrum[(frequencies < low) | (frequencies > high)] = 0
    sound = np.fft.irfft(spectrum, n)
    sound /= np.max(np.abs(sound)) or 1
    return loudness * sound * np.sin(np.pi * np.arange(n) / n) ** 2


def note(frequency: float, seconds: float = 0.3, loudness: float = 1.0) -> np.ndarray:
    """A note struck on a small wooden bar."""
    modes = [(frequency * ratio, loud, decay) for ratio, loud, decay in BAR]
    return loudness * knock(modes, seconds)


def mix(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """The ``(start in seconds, sound)`` parts laid over each other."""
    end = max(int(start * RATE) + len(sound) for start, sound in parts)
    out = np.zeros(end)
    for start, sound in parts:
        first = int(start * RATE)
        out[first : first + len(sound)] += sound
    return out


def sounds() -> dict[str, tuple[np.ndarray, float]]:
    """Every sound by name, with its peak (0–1 of full scale)."""
    return {
        # wooden balls (Pylos)
        "wood_set": (mix((0, knock(WOOD_BOARD)), (0.07, 0.25 * knock(WOOD_BOARD, 0.15))), 0.8),
        "wood_set_on": (knock(WOOD_BALLS, 0.2), 0.7),
        "wood_raise": (mix((0, slide(0.09, 300, 2500, 0.3)), (0.08, knock(WOOD_BALLS, 0.2))), 0.7),
        "wood_take_back": (
            mix((0, knock(WOOD_BALLS, 0.1, 1.2)), (0.09, 0.8 * knock(WOOD_BALLS, 0.12, 1.35))),
            0.55,
        ),
        # plastic pyramids (Pylon, Ambush)
        "plastic_set": (knock(PLASTIC_BOARD, 0.2), 0.75),
        "plastic_set_on": (knock(PLASTIC_STACK, 0.18), 0.65),
        "plastic_move": (
            mix((0, slide(0.12, 600, 5000, 0.35)), (0.11, knock(PLASTIC_BOARD, 0.2))),
            0.7,
        ),
        "plastic_capture": (
            mix(
                (0, knock(PLASTIC_STACK, 0.12, 0.9)),
                (0.05, knock(PLASTIC_STACK, 0.12, 1.2)),
                (0.08, slide(0.16, 1500, 7000, 0.3)),
            ),
            0.8,
        ),
        "plastic_pay": (mix((0, knock(PLASTIC_STACK, 0.12, 0.8)), (0.1, note(392, 0.2, 0.5))), 0.5),
        "coaster_turn": (mix((0, slide(0.3, 120, 1400, 0.5)), (0.27, knock(WOOD_BOARD, 0.1))), 0.6),
        # the table's answers
        "refused": (note(196, 0.18, 1.0), 0.3),
        "back": (slide(0.08, 800, 4000, 0.4), 0.25),
        "win": (mix((0, note(523.3)), (0.09, note(659.3)), (0.18, note(784.0, 0.2))), 0.7),
        "lose": (mix((0, note(392.0)), (0.12, note(311.1, 0.25))), 0.55),
        "end": (mix((0, note(440.0)), (0.12, note(440.0 * 1.5, 0.25))), 0.6),
        "solved": (
            mix(
                (0, note(659.3, 0.22)),
                (0.06, note(784.0, 0.22)),
                (0.12, note(1046.5, 0.22)),
                (0.18, note(1318.5, 0.2)),
            ),
            0.65,
        ),
    }


def write(path: Path, sound: np.ndarray, peak: float) -> None:
    """``sound`` scaled to ``peak`` of full scale, faded out over its last 10 ms, as 16-bit
    mono WAV."""
    sound = sound * (peak / (np.max(np.abs(sound)) or 1))
    fade = min(len(sound), int(0.01 * RATE))
    sound[-fade:] *= np.linspace(1, 0, fade)
    samples = np.round(sound * 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main(folder: Path) -> None:
    global NOISE
    NOISE = np.random.default_rng(1994)  # (Pylos's year: any fixed seed will do)
    folder.mkdir(parents=True, exist_ok=True)
    for name, (sound, peak) in sounds().items():
        write(folder / f"{name}.wav", sound, peak)


NOISE = np.random.default_rng(1994)

if __name__ == "__main__":
    main(Path(sys.argv[1]) if sys.argv[1:] else Path(__file__).resolve().parent)

"""Where the table's sounds go: the program's one sound interface (``Sound``), the real output
through ``miniaudio``, and the silence a machine without a sound device gets.

``MiniaudioSound`` does everything slow off the window's thread: a thread of its own imports
``miniaudio``, decodes the WAV files of ``assets/sounds/`` and opens the output device (PulseAudio,
ALSA or JACK, whichever this machine has; or miniaudio's null backend, which plays to nowhere, for
the tests). Then ``play`` only queues a sound; miniaudio's own thread asks for samples and the
mixer lays the sounds queued over each other. Until the device is open a sound is dropped, never
waited for. When the device cannot be opened (none, or a broken one) the output stays silent,
says why in one line on stderr, and the program goes on.

Which output a run gets (``open_sound``, once per process): ``PYRAMID_DUELS_SOUND`` set to
``off`` makes none (the tests' default), ``null`` the null backend, anything else (or unset) the
machine's devices.
"""

from __future__ import annotations

import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

RATE = 44_100
"""Samples per second of the output (the sounds are made at this rate)."""

BUFFER_MS = 30
"""How much the device asks for at a time: a sound starts at most this late."""

ENVIRONMENT = "PYRAMID_DUELS_SOUND"


class Sound(Protocol):
    """What plays the table's sounds: ``play(name, volume)`` (a file's name in
    ``assets/sounds/`` without ``.wav``; volume 0–1) returns at once, whatever happens."""

    def play(self, name: str, volume: float) -> None: ...

    def status(self) -> str:
        """How it stands, in a few words ("on (PulseAudio)", "silent: no output device")."""
        ...


def sound_folder() -> Path:
    """The folder of the sounds: ``assets/sounds`` beside the packages (a checkout, the bundle)
    or, installed by pip, under the installation's ``share/pyramid-duels/sounds``."""
    here = Path(__file__).resolve().parent.parent.parent
    for folder in (
        here / "assets" / "sounds",
        Path(getattr(sys, "_MEIPASS", here)) / "assets" / "sounds",
        Path(sys.prefix) / "share" / "pyramid-duels" / "sounds",
    ):
        if folder.is_dir() and any(folder.glob("*.wav")):
            return folder
    return here / "assets" / "sounds"


class SilentSound:
    """No sound at all: the tests' default, and what ``PYRAMID_DUELS_SOUND=off`` asks for."""

    def __init__(self, why: str = "off") -> None:
        self.why = why

    def play(self, name: str, volume: float) -> None:
        return

    def status(self) -> str:
        return self.why


class MiniaudioSound:
    """The sounds played through ``miniaudio`` (see the module's docstring). ``backend``: ""
    for this machine's devices, or one of miniaudio's by name ("null" plays to nowhere).
    ``mixed`` counts the sounds the device has taken whole (what the null backend's tests
    look at)."""

    def __init__(
        self, folder: Path, backend: str = "", report: Callable[[str], None] | None = None
    ):
        self.folder = folder
        self.backend = backend
        self.report = report or _say_once
        self.state = "starting"  # then "on" or "silent"
        self.why = ""
        self.mixed: list[str] = []
        self._sounds: dict[str, Any] = {}
        self._queue: deque[tuple[str, Any, float]] = deque()
        self._device: Any = None
        self.ready = threading.Event()
        threading.Thread(target=self._open, name="sound", daemon=True).start()

    def play(self, name: str, volume: float) -> None:
        samples = self._sounds.get(name)
        if self.state == "on" and samples is not None and volume > 0:
            self._queue.append((name, samples, volume))

    def status(self) -> str:
        if self.state == "on":
            return f"on ({self._device.backend})"
        return "starting" if self.state == "starting" else f"silent: {self.why}"

    def close(self) -> None:
        if self._device is not None:
            self._device.close()
            self._device = None
        self.state = "silent"
        self.why = "closed"

    # --- the sound thread --------------------------------------------------------------------
    def _open(self) -> None:
        try:
            import miniaudio
            import numpy as np

            for path in sorted(self.folder.glob("*.wav")):
                decoded = miniaudio.decode_file(str(path), miniaudio.SampleFormat.FLOAT32, 1, RATE)
                self._sounds[path.stem] = np.frombuffer(decoded.samples, dtype=np.float32)
            if not self._sounds:
                raise FileNotFoundError(f"no sounds in {self.folder}")
            backends = [miniaudio.Backend[self.backend.upper()]] if self.backend else None
            with _quiet_stderr():  # ALSA's library talks on stderr when there is no card
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.FLOAT32,
                    nchannels=1,
                    sample_rate=RATE,
                    buffersize_msec=BUFFER_MS,
                    backends=backends,
                    app_name="Pyramid Duels",
                )
            mixer = self._mixer(np)
            next(mixer)
            device.start(mixer)
            self._device = device
            self.state = "on"
        except Exception as error:  # no device, a broken one, no library: silence, said once
            self.why = _reason(error)
            self.state = "silent"
            self.report(f"pyramid-duels: playing without sound: {self.why}")
        finally:
            self.ready.set()

    def _mixer(self, np: Any) -> Generator[Any, int, None]:
        """miniaudio's callback: each time it sends how many frames it wants, the sounds now
        playing laid over each other (clipped to full scale), as 32-bit floats."""
        voices: list[tuple[str, Any, float, int]] = []
        frames = yield b""
        while True:
            while self._queue:
                name, samples, volume = self._queue.popleft()
                voices.append((name, samples, volume, 0))
            out = np.zeros(frames, dtype=np.float32)
            going = []
            for name, samples, volume, at in voices:
                chunk = samples[at : at + frames]
                out[: len(chunk)] += chunk * volume
                if at + frames < len(samples):
                    going.append((name, samples, volume, at + frames))
                else:
                    self.mixed.append(name)
            voices = going
            np.clip(out, -1.0, 1.0, out=out)
            frames = yield out.tobytes()


def _reason(error: Exception) -> str:
    """Why there is no sound, in a few words."""
    if type(error).__name__ == "MiniaudioError":
        return f"no output device ({error.args[0] if error.args else error})"
    if isinstance(error, ImportError):
        return f"the miniaudio library is missing ({error.name or error})"
    return f"{type(error).__name__}: {error}"


def _say_once(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Whatever C libraries write to stderr meanwhile goes nowhere (a few milliseconds)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as nowhere:
            os.dup2(nowhere.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


_shared: Sound | None = None


def open_sound() -> Sound:
    """This process's sound output, opened on first use (see the module's docstring)."""
    global _shared
    if _shared is None:
        chosen = os.environ.get(ENVIRONMENT, "")
        if chosen == "off":
            _shared = SilentSound()
        else:
            _shared = MiniaudioSound(sound_folder(), "null" if chosen == "null" else "")
    return _shared


def replace_sound(sound: Sound | None) -> None:
    """Use ``sound`` from now on (None: open again on next use, as the environment says)."""
    global _shared
    if isinstance(_shared, MiniaudioSound) and _shared is not sound:
        _shared.close()
    _shared = sound

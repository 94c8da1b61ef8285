"""The build's side of the pipe: a process (started with ``spawn``, as the computer's worker is)
that builds one table of perfect play and says how far it is.

It imports only ``core`` (never Qt) and runs at the lowest priority, on all the cores but one
(``tables.building_cores``): the window, and the computer playing in it, come first. It sends
the solver's ``Progress`` a few times a second and at the end of each pass, then one ``Ended``.
Any message from the window, or the window gone (its end of the pipe closed), or a SIGTERM,
asks it to stop: it stops between two slices, its progress saved, and the next build of the
same table resumes from there. A crash or a SIGKILL loses what was done since the last save
(``save_every`` seconds at most).

Only one process builds a given table at a time (a lock on ``NAME.lock``): a second says so
(``Ended("busy")``) and leaves the first alone.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import IO

from core.solver.table import Build, Progress, Settings, Stopped
from desktop.solving import tables

TELL_EVERY = 0.2
"""Seconds between two progress messages within a pass (each pass's end is always told)."""
NICE = 19


@dataclass(frozen=True)
class Order:
    """What to build, where, with how many threads; how often to save; slots per slice."""

    settings: Settings
    folder: str
    jobs: int
    save_every: float
    slice_size: int


@dataclass(frozen=True)
class Ended:
    """How the build ended: "built", "stopped", "busy" (another process builds it), "memory",
    "disk" (``detail`` says what the system said) or "failed" (``detail``: the error)."""

    how: str
    detail: str = ""


def slice_for(size: int) -> int:
    """Slots per call of the kernel: about 256 a pass (progress and a stop come often enough),
    between 64 K and the solver's own slice."""
    from core.solver.table import SLICE

    return max(1 << 16, min(SLICE, size // 256))


def lower_priority() -> None:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(NICE)


def serve(connection: Connection, order: Order) -> None:
    """Build the table ``order`` names, telling the window on ``connection``."""
    lower_priority()
    asked = [False]
    signal.signal(signal.SIGTERM, lambda *_: asked.__setitem__(0, True))

    def stop() -> bool:
        if not asked[0]:
            try:
                if connection.poll():
                    connection.recv()
                    asked[0] = True
            except (EOFError, OSError):
                asked[0] = True  # the window is gone
        return asked[0]

    def send(message: object) -> None:
        with contextlib.suppress(OSError, ValueError):
            connection.send(message)

    folder = Path(order.folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / f"{order.settings.name}.lock", "a") as lock:
            if not _locked(lock):
                send(Ended("busy"))
                return
            send(Ended(*_build(order, folder, send, stop)))
    except OSError as error:
        send(Ended("disk", error.strerror or str(error)))
    finally:
        connection.close()


def _locked(lock: IO[str]) -> bool:
    """Take the table's lock (False if another process holds it)."""
    try:
        import fcntl
    except ImportError:
        return True  # (no locks here: one window at a time is the rule)
    try:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _build(
    order: Order, folder: Path, send: Callable[[object], None], stop: Callable[[], bool]
) -> tuple[str, str]:
    """Run the build; how it ended and what was said."""
    settings = order.settings
    ends = tables.read_passes(settings, folder)
    last = [0.0]

    def told(progress: Progress) -> None:
        now = time.monotonic()
        if progress.done >= progress.size:
            ends[progress.distance] = progress.settled
            with contextlib.suppress(OSError):
                tables.write_passes(settings, folder, ends)
        elif now - last[0] < TELL_EVERY:
            return
        last[0] = now
        send(progress)

    try:
        build = Build(settings, folder, order.jobs, order.slice_size)
        build.run(told, order.save_every, stop)
    except Stopped:
        return "stopped", ""
    except MemoryError:
        return "memory", ""
    except RuntimeError as error:  # (the kernel, missing)
        return "failed", str(error)
    with contextlib.suppress(OSError):
        tables.passes_file(settings, folder).unlink()
    return "built", ""

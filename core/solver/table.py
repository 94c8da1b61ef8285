"""A solved Pylos table: built by passes of the C kernel, kept in a folder, checked when read.

The table has one byte per slot of the kernel's index: 0 a draw (never settled), 255 an unused
slot, otherwise ``1 + 2 * distance + won``: the player to move wins (``won`` 1) or loses in
``distance`` plies, the winner hurrying and the loser delaying (``core/solver/pylos_solve.c``).

Building writes its progress as it goes, so that a build stopped in any way (a crash, a killed
process) resumes where it was: in ``NAME.partial/``, the table in chunks (``chunk-0000.bin``…)
and ``progress.json`` (the pass and the next slot), each written beside and renamed over the old
one, the progress last. A pass's result does not depend on where it was cut, so a resumed build
gives the same table as one that ran through. When done: ``NAME.table`` and ``NAME.json`` (the
options, the size, the table's SHA-256, the passes, the start position's value); reading the
table checks its hash.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.solver.kernel import KernelGame, make_kernel

UNUSED = 255
CHUNK = 1 << 26
"""Bytes per chunk file of a build in progress."""
SLICE = 1 << 24
"""Slots per call of the kernel: progress is told, and may be saved, between slices."""
SAVE_EVERY = 300.0
"""Seconds between two saves of a build's progress (the standard table is 2.4 GB)."""


@dataclass(frozen=True)
class Settings:
    """The game a table solves: the kernel's parameters."""

    base: int = 4
    balls: int = 15
    recovery: bool = True
    lines: bool = False
    empty_reserve: bool = True

    @property
    def name(self) -> str:
        rules = "mature" if self.lines else ("standard" if self.recovery else "children")
        ending = "empty-reserve" if self.empty_reserve else "no-legal-move"
        return f"pylos-{self.base}x{self.base}-{self.balls}-{rules}-{ending}"

    def kernel(self) -> KernelGame:
        return make_kernel(self.base, self.balls, self.recovery, self.lines, self.empty_reserve)


@dataclass(frozen=True)
class Progress:
    """Where a build is: the pass (its distance in plies), the slots done in it, the positions
    settled so far."""

    distance: int
    done: int
    size: int
    settled: int


class Stopped(Exception):
    """A build stopped when asked (its ``stop`` said so): its progress is saved."""


class DamagedTable(Exception):
    """A table file that is not the one its description names (its hash differs)."""


def default_folder() -> Path:
    """Where tables are kept: the user's data folder (``$XDG_DATA_HOME``, usually
    ``~/.local/share``), in ``pyramid-duels/solved``, as the application keeps its files."""
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "pyramid-duels" / "solved"


def _replace(path: Path, data: bytes | bytearray | memoryview) -> None:
    """Write ``data`` beside ``path`` and rename it over: a reader sees the old or the new."""
    temporary = path.with_name(path.name + ".tmp")
    with open(temporary, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)


class Build:
    """One build of a table in ``folder``, resumed from its saved progress if there is some."""

    def __init__(self, settings: Settings, folder: Path, jobs: int, slice_size: int = SLICE):
        self.settings = settings
        self.kernel = settings.kernel()
        self.folder = folder
        self.jobs = jobs
        self.slice_size = slice_size
        self.work = folder / f"{settings.name}.partial"
        self.table = bytearray(self.kernel.size)
        self.distance, self.next, self.settled, self.changed = 0, 0, 0, 0
        self.saved_at = time.monotonic()
        self._resume()

    def _resume(self) -> None:
        try:
            progress = json.loads((self.work / "progress.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if progress.get("size") != len(self.table):
            return
        for start in range(0, len(self.table), CHUNK):
            chunk = (self.work / f"chunk-{start // CHUNK:04d}.bin").read_bytes()
            self.table[start : start + len(chunk)] = chunk
        self.distance, self.next = progress["distance"], progress["next"]
        self.settled, self.changed = progress["settled"], progress["changed"]

    def save(self) -> None:
        """Save the table in chunks, then where the build is."""
        self.work.mkdir(parents=True, exist_ok=True)
        view = memoryview(self.table)
        for start in range(0, len(self.table), CHUNK):
            _replace(self.work / f"chunk-{start // CHUNK:04d}.bin", view[start : start + CHUNK])
        progress = {
            "size": len(self.table),
            "distance": self.distance,
            "next": self.next,
            "settled": self.settled,
            "changed": self.changed,
        }
        _replace(self.work / "progress.json", json.dumps(progress).encode())
        self.saved_at = time.monotonic()

    def run(
        self,
        told: Callable[[Progress], None] | None = None,
        save_every: float = SAVE_EVERY,
        stop: Callable[[], bool] | None = None,
    ) -> Path:
        """Pass after pass until one settles nothing; then write the table and its description.
        ``stop`` is asked between slices: when it says True, the progress is saved and
        ``Stopped`` raised."""
        size = len(self.table)
        while True:
            while self.next < size:
                end = min(self.next + self.slice_size, size)
                changed = self.kernel.solve_slice(
                    self.table, self.distance, self.next, end, self.jobs
                )
                self.next, self.changed = end, self.changed + changed
                self.settled += changed
                if told is not None:
                    told(Progress(self.distance, end, size, self.settled))
                if stop is not None and stop():
                    self.save()
                    raise Stopped
                if time.monotonic() - self.saved_at >= save_every:
                    self.save()
            if self.distance > 0 and self.changed == 0:
                break
            self.distance, self.next, self.changed = self.distance + 1, 0, 0
        return self.finish()

    def finish(self) -> Path:
        path = self.folder / f"{self.settings.name}.table"
        self.folder.mkdir(parents=True, exist_ok=True)
        _replace(path, self.table)
        description = {
            "settings": self.settings.__dict__,
            "size": len(self.table),
            "sha256": hashlib.sha256(self.table).hexdigest(),
            "passes": self.distance,
            "settled": self.settled,
            "unused": self.table.count(UNUSED),
            "draws": self.table.count(0),
        }
        _replace(path.with_suffix(".json"), json.dumps(description, indent=1).encode())
        shutil.rmtree(self.work, ignore_errors=True)
        return path


def build(
    settings: Settings,
    folder: Path | None = None,
    jobs: int | None = None,
    told: Callable[[Progress], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Path:
    """Build (or finish building) the table of ``settings`` in ``folder``; its path. A table
    already built and sound is kept; a damaged one is built again."""
    where = folder or default_folder()
    try:
        Table(settings, where)
    except (OSError, ValueError, KeyError, DamagedTable):
        return Build(settings, where, jobs or os.cpu_count() or 1).run(told, stop=stop)
    return where / f"{settings.name}.table"


class Table:
    """A solved table, read and checked: the value of any position of its game."""

    def __init__(self, settings: Settings, folder: Path | None = None) -> None:
        where = folder or default_folder()
        path = where / f"{settings.name}.table"
        description = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        data = path.read_bytes()
        if len(data) != description["size"] or (
            hashlib.sha256(data).hexdigest() != description["sha256"]
        ):
            raise DamagedTable(f"The table {path} is damaged: it is not the one that was built.")
        self.settings = settings
        self.kernel = settings.kernel()
        self.data = data

    def value(self, light: int, dark: int, player: int) -> tuple[str, int]:
        """("win" | "loss" | "draw", plies) for the player to move (ValueError for a position
        that cannot occur in this game)."""
        index = self.kernel.rank(light, dark, player)
        if index < 0:
            raise ValueError("not a position of this game")
        byte = self.data[index]
        if byte == 0:
            return "draw", 0
        return ("win" if (byte - 1) & 1 else "loss"), (byte - 1) >> 1

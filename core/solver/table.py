"""A solved Pylos table: built by passes of the C kernel, kept in a folder, checked when read.

The table has one byte per slot of the kernel's index: 0 a draw (never settled), 255 an unused
slot, otherwise ``1 + 2 * distance + won``: the player to move wins (``won`` 1) or loses in
``distance`` plies, the winner hurrying and the loser delaying (``core/solver/pylos_solve.c``).

Building writes its progress as it goes, so that a build stopped in any way (asked to stop, a
crash, a killed process) resumes where it was: in ``NAME.partial/``, the table in chunks in a
folder of their own for each save (``generation-N/chunk-0000.bin``…), then ``progress.json``
(the pass, the next slot, the save's folder), written beside and renamed over the old one; the
older folders are removed after. A save cut short leaves the last one whole, and a pass's
result does not depend on where it was cut, so a resumed build gives the same table as one that
ran through. When done: ``NAME.table``, the table compressed in blocks (``store``), and
``NAME.json``, its description (the options, the size, the SHA-256 of the table and of the
stored file, the passes, the start position's value). Reading the table checks the stored
file's hash (once for each version of the file) and each block it reads.

A table built before the stored format (one raw byte a slot) is converted by ``build``, its hash
checked, instead of being built again.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import TracebackType
from typing import Any

from core.solver import store
from core.solver.kernel import KernelGame, make_kernel
from core.solver.store import DamagedTable, Stopped

__all__ = [
    "Build",
    "DamagedTable",
    "OldTable",
    "Progress",
    "Settings",
    "Stopped",
    "Table",
    "build",
    "default_folder",
]

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


@cache
def slots(settings: Settings) -> int:
    """The slots of the index of the game of ``settings`` (a byte each while it is built),
    worked out once (making the kernel's index takes about 9 ms for the 4×4 base)."""
    return settings.kernel().size


@dataclass(frozen=True)
class Progress:
    """Where a build is: the pass (its distance in plies), the slots done in it, the positions
    settled so far."""

    distance: int
    done: int
    size: int
    settled: int


class OldTable(DamagedTable):
    """A table kept as builds kept them before the stored format, one raw byte a slot: ``build``
    converts it."""


def default_folder() -> Path:
    """Where tables are kept: the user's data folder (``$XDG_DATA_HOME``, usually
    ``~/.local/share``), in ``pyramid-duels/solved``, as the application keeps its files."""
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "pyramid-duels" / "solved"


def _sync(path: Path, data: bytes | bytearray | memoryview) -> None:
    with open(path, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())


def _replace(path: Path, data: bytes | bytearray | memoryview) -> None:
    """Write ``data`` beside ``path`` and rename it over: a reader sees the old or the new."""
    temporary = path.with_name(path.name + ".tmp")
    _sync(temporary, data)
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
        self.generation = 0
        self.saved_at = time.monotonic()
        try:
            self._resume()
        except (OSError, ValueError, KeyError, TypeError):  # a save that cannot be read: afresh
            self.table = bytearray(self.kernel.size)
            self.distance, self.next, self.settled, self.changed = 0, 0, 0, 0

    def _chunks(self, generation: int) -> Iterator[tuple[Path, int]]:
        """Each chunk file of a save and where it starts in the table (the saves of an earlier
        version, generation 0, lay in the work folder itself)."""
        folder = self.work / f"generation-{generation}" if generation else self.work
        for start in range(0, len(self.table), CHUNK):
            yield folder / f"chunk-{start // CHUNK:04d}.bin", start

    def _resume(self) -> None:
        try:
            progress = json.loads((self.work / "progress.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if progress.get("size") != len(self.table):
            return
        view = memoryview(self.table)
        for path, start in self._chunks(progress.get("generation", 0)):
            with open(path, "rb") as file:
                piece = view[start : start + CHUNK]
                if file.readinto(piece) != len(piece):
                    raise ValueError(f"{path} is cut short")
        self.distance, self.next = progress["distance"], progress["next"]
        self.settled, self.changed = progress["settled"], progress["changed"]
        self.generation = progress.get("generation", 0)

    def save(self) -> None:
        """Save the table in chunks, in a new folder, then where the build is, naming that
        folder; then remove the older ones."""
        generation = self.generation + 1
        folder = self.work / f"generation-{generation}"
        shutil.rmtree(folder, ignore_errors=True)  # what a save cut short left
        folder.mkdir(parents=True)
        view = memoryview(self.table)
        for path, start in self._chunks(generation):
            _sync(path, view[start : start + CHUNK])
        progress = {
            "size": len(self.table),
            "distance": self.distance,
            "next": self.next,
            "settled": self.settled,
            "changed": self.changed,
            "generation": generation,
        }
        _replace(self.work / "progress.json", json.dumps(progress).encode())
        self.generation = generation
        for old in self.work.iterdir():
            if old.name.startswith(("generation-", "chunk-")) and old != folder:
                shutil.rmtree(old) if old.is_dir() else old.unlink()
        self.saved_at = time.monotonic()

    def stopped(self) -> Stopped:
        """Save, and say where the build stopped."""
        self.save()
        share = 100 * self.next // max(len(self.table), 1)
        return Stopped(
            f"The build of {self.settings.name} stopped in pass {self.distance}, {share}% "
            f"through it; its progress is saved in {self.work}, and building it again goes on "
            "from there."
        )

    def run(
        self,
        told: Callable[[Progress], None] | None = None,
        save_every: float = SAVE_EVERY,
        stop: Callable[[], bool] | None = None,
    ) -> Path:
        """Pass after pass until one settles nothing; then write the table and its description.
        ``stop`` is asked between slices: when it answers True, the progress is saved and
        Stopped raised."""
        size = len(self.table)
        while True:
            while self.next < size:
                if stop is not None and stop():
                    raise self.stopped()
                end = min(self.next + self.slice_size, size)
                changed = self.kernel.solve_slice(
                    self.table, self.distance, self.next, end, self.jobs
                )
                self.next, self.changed = end, self.changed + changed
                self.settled += changed
                if told is not None:
                    told(Progress(self.distance, end, size, self.settled))
                if time.monotonic() - self.saved_at >= save_every:
                    self.save()
            if self.distance > 0 and self.changed == 0:
                break
            self.distance, self.next, self.changed = self.distance + 1, 0, 0
        try:
            return self.finish(stop)
        except Stopped:
            raise self.stopped() from None

    def finish(self, stop: Callable[[], bool] | None = None) -> Path:
        """Write the table, compressed in blocks, and its description; remove the progress."""
        path = self.folder / f"{self.settings.name}.table"
        self.folder.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        header = {"settings": dataclasses.asdict(self.settings), "size": len(self.table)}
        stored = store.write(temporary, header, store.pieces(self.table), self.jobs, stop)
        description = {
            "settings": dataclasses.asdict(self.settings),
            "size": len(self.table),
            "sha256": hashlib.sha256(self.table).hexdigest(),
            "passes": self.distance,
            "settled": self.settled,
            "unused": self.table.count(UNUSED),
            "draws": self.table.count(0),
            "stored": stored.description(),
        }
        store.checked_path(path).unlink(missing_ok=True)
        os.replace(temporary, path)
        _replace(path.with_suffix(".json"), json.dumps(description, indent=1).encode())
        shutil.rmtree(self.work, ignore_errors=True)
        return path


def convert(path: Path, jobs: int, stop: Callable[[], bool] | None = None) -> bool:
    """Convert the old raw table at ``path`` to the stored format, when its size and hash are
    its description's (True); False (nothing changed) when they are not. The new description
    is written first: a conversion cut short between the two leaves the raw table, which the
    new description still names, and converts it again. Stopped if ``stop`` says so."""
    description: dict[str, Any] = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    digest, read = hashlib.sha256(), [0]

    def parts() -> Iterator[bytes]:
        with open(path, "rb") as file:
            while piece := file.read(store.READ):
                digest.update(piece)
                read[0] += len(piece)
                yield piece

    temporary = path.with_name(path.name + ".tmp")
    header = {"settings": description["settings"], "size": description["size"]}
    try:
        stored = store.write(temporary, header, parts(), jobs, stop)
    except Stopped:
        raise Stopped(
            f"The conversion of {path} stopped; the table is kept as it was, and building it "
            "again converts it."
        ) from None
    if read[0] != description["size"] or digest.hexdigest() != description["sha256"]:
        temporary.unlink()
        return False
    description["stored"] = stored.description()
    _replace(path.with_suffix(".json"), json.dumps(description, indent=1).encode())
    store.checked_path(path).unlink(missing_ok=True)
    os.replace(temporary, path)
    return True


def build(
    settings: Settings,
    folder: Path | None = None,
    jobs: int | None = None,
    told: Callable[[Progress], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Path:
    """Build (or finish building) the table of ``settings`` in ``folder``; its path. A table
    already built and sound is kept (its whole file checked again); one of the old raw format
    is converted; a damaged one is built again. ``stop`` is asked as ``Build.run`` asks it:
    Stopped when it answers True, the progress saved."""
    where = folder or default_folder()
    path = where / f"{settings.name}.table"
    jobs = jobs or os.cpu_count() or 1
    try:
        Table(settings, where, again=True).close()
        return path
    except OldTable:
        try:
            if convert(path, jobs, stop):
                return path
        except (OSError, ValueError, KeyError, TypeError):
            pass
    except (OSError, ValueError, KeyError, TypeError, DamagedTable):
        pass
    return Build(settings, where, jobs).run(told, stop=stop)


class Table:
    """A solved table, checked and open for reading: the value of any position of its game,
    from the one block of the file that holds it. ``again`` checks the whole file even if its
    check is remembered. Close it when done (or use it in a ``with``)."""

    def __init__(self, settings: Settings, folder: Path | None = None, again: bool = False):
        where = folder or default_folder()
        path = where / f"{settings.name}.table"
        description = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        if not store.is_stored(path):
            raise OldTable(
                f"The table {path} is kept the old way, one byte a position: python -m core "
                "solve converts it (a minute or two)."
            )
        stored = description.get("stored")
        if not isinstance(stored, dict) or stored.get("format") != store.FORMAT:
            raise DamagedTable(f"The table {path} is damaged: its description does not name it.")
        store.check(path, stored, again)
        self.reader = store.Reader(path)
        header = self.reader.header
        game = dataclasses.asdict(settings), description["size"]
        if (header["settings"], header["size"]) != game:
            self.reader.close()
            raise DamagedTable(f"The table {path} is damaged: it is another game's.")
        self.settings = settings
        self.path = path
        self.description: dict[str, Any] = description
        self.kernel = settings.kernel()

    def value(self, light: int, dark: int, player: int) -> tuple[str, int]:
        """("win" | "loss" | "draw", plies) for the player to move (ValueError for a position
        that cannot occur in this game, DamagedTable if its block cannot be read)."""
        index = self.kernel.rank(light, dark, player)
        if index < 0:
            raise ValueError("not a position of this game")
        byte = self.reader.byte(index)
        if byte == 0:
            return "draw", 0
        return ("win" if (byte - 1) & 1 else "loss"), (byte - 1) >> 1

    def close(self) -> None:
        self.reader.close()

    def __enter__(self) -> Table:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

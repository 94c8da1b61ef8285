"""What is on disk of a table of perfect play (built, begun, or nothing), what building one needs,
and how far a build is: no Qt here, the window and the build's process both read it.

How far a build is, and how long it has to go, is measured in *work*, not in passes: the
standard table took 64 passes, but they are far from equal. Pass 0 walks every slot and marks
the ends of the game; pass d then undoes the moves of the positions pass d − 1 settled, so its
cost follows how many those were. A unit of work is one position settled after pass 0 whose
parents were looked at (measured here on 4×4 with 5 to 7 balls: 1.1–3.4 µs of processor time);
an end of the game (settled by pass 0) costs ``END_COST`` of a unit, walking a slot in pass 0
``SLOT_COST``. The first pass after the ends is then about half the build, and the last twenty
a few hundredths of it. The positions of a game are counted from a sample of its index
(``positions``), the ends guessed until pass 0 has counted them. Draws are never settled, so a
game with many of them ends before the estimate says: the estimate is "about", and never says
100 % before the end.

The build's process records how many positions were settled at the end of each pass
(``NAME.passes.json`` beside the table), so that a build resumed in the middle of a pass knows
how much that pass has to do.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from core.solver.table import Settings, slots

SLOT_COST = 0.018
"""Walking one slot in pass 0, in units of work (about 57 ns against 3.2 µs)."""
END_COST = 0.5
"""Looking at the parents of an end of the game, in units of work (the ends are cheaper: 1.0–1.7
µs each on 4×4 with 5 to 7 balls, half a later position with 7)."""
ENDS_GUESS = 0.5
"""The share of a game's positions that are ends, until pass 0 has counted them (0.81 to 0.68
on 4×4 with 5 to 7 balls, fewer with more balls)."""
CORE_RATE = 250_000.0
"""Units of work one core does in a second, here: the standard table (2.4 G slots, 1.56 G
positions) took 5,200 processor seconds, 54 minutes on this machine's two cores."""
SAMPLES = 20_000
"""Slots looked at to count a large game's positions (about ±0.4 %)."""
FINISHED_SHARE = 0.042
"""The finished table's size on disk, for a slot of the index (the standard one: about
100 MB for 2.4 G slots, compressed)."""


@dataclass(frozen=True)
class Saved:
    """A build's saved progress: the pass, the next slot in it, the slots, the positions
    settled."""

    distance: int
    next: int
    size: int
    settled: int


@dataclass(frozen=True)
class OnDisk:
    """A table's files: whether it is built, their size in bytes, and a begun build's progress."""

    built: bool
    size: int
    saved: Saved | None


def partial_folder(settings: Settings, folder: Path) -> Path:
    return folder / f"{settings.name}.partial"


def passes_file(settings: Settings, folder: Path) -> Path:
    return folder / f"{settings.name}.passes.json"


def on_disk(settings: Settings, folder: Path) -> OnDisk:
    """What ``folder`` holds of the table of ``settings``. A table is built once its
    description is written (the last thing a build writes); its files are the ones named after
    it."""
    name = settings.name
    built = (folder / f"{name}.json").is_file()
    size = 0
    if built:
        for path in folder.glob(f"{name}.*"):
            if path.is_file() and not path.name.endswith((".passes.json", ".lock")):
                size += path.stat().st_size
    return OnDisk(built, size, None if built else saved_progress(settings, folder))


def saved_progress(settings: Settings, folder: Path) -> Saved | None:
    """A begun build's saved progress, or None (none, or one that cannot be read)."""
    try:
        text = (partial_folder(settings, folder) / "progress.json").read_text(encoding="utf-8")
        data = json.loads(text)
        return Saved(int(data["distance"]), int(data["next"]), int(data["size"]), data["settled"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def read_passes(settings: Settings, folder: Path) -> dict[int, int]:
    """The positions settled at the end of each pass, as recorded by the build (or {})."""
    try:
        data = json.loads(passes_file(settings, folder).read_text(encoding="utf-8"))
        return {int(key): int(value) for key, value in data.items()}
    except (OSError, ValueError, TypeError, AttributeError):
        return {}


def write_passes(settings: Settings, folder: Path, ends: dict[int, int]) -> None:
    """Record the ends of the passes (written beside, then renamed over: never half written)."""
    path = passes_file(settings, folder)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps({str(key): value for key, value in ends.items()}))
    os.replace(temporary, path)


@cache
def positions(settings: Settings) -> int:
    """The positions of the game of ``settings`` (its used slots), counted in a small index,
    estimated from ``SAMPLES`` slots of a large one."""
    kernel = settings.kernel()
    size = kernel.size
    if size <= 4 * SAMPLES:
        return sum(bool(kernel.unrank(index)[2]) for index in range(size))
    draw = random.Random(size)
    used = sum(bool(kernel.unrank(draw.randrange(size))[2]) for _ in range(SAMPLES))
    return round(size * used / SAMPLES)


def total_work(settings: Settings, ends: dict[int, int]) -> float:
    """The work of the whole build of ``settings``, its ends counted (``ends[0]``) or guessed."""
    count = positions(settings)
    first = min(ends.get(0, round(count * ENDS_GUESS)), count)
    return slots(settings) * SLOT_COST + first * END_COST + (count - first)


def work_done(distance: int, done: int, size: int, settled: int, ends: dict[int, int]) -> float:
    """The work done by a build in pass ``distance`` at slot ``done``, ``settled`` positions
    settled so far, ``ends`` the positions settled at the end of each pass (where it lacks the
    last two passes, the positions settled stand for them: an estimate a pass ahead)."""
    walked = size * SLOT_COST
    if distance == 0:
        return done * SLOT_COST
    share = done / max(size, 1)
    first = ends.get(0, settled)
    if distance == 1:
        return walked + first * END_COST * share
    before = max(ends.get(distance - 1, settled), first)
    earlier = min(max(ends.get(distance - 2, first), first), before)
    return walked + first * END_COST + (earlier - first) + (before - earlier) * share


def share_done(settings: Settings, saved: Saved, ends: dict[int, int]) -> float:
    """How much of the build of ``settings`` a saved progress has done, from 0 to 0.99."""
    done = work_done(saved.distance, saved.next, saved.size, saved.settled, ends)
    return min(0.99, done / total_work(settings, ends))


def building_cores() -> int:
    """The cores a build uses: all but one, at least one."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


def all_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


@dataclass(frozen=True)
class Needs:
    """What building a table needs: seconds here (with ``cores``), memory while it runs,
    disk for its saved progress, and the finished table's size (bytes)."""

    seconds: float
    cores: int
    memory: int
    progress_disk: int
    finished: int


def needs(settings: Settings, share: float = 0.0) -> Needs:
    """What building the table of ``settings`` needs, ``share`` of it done already."""
    cores = building_cores()
    size = slots(settings)
    seconds = total_work(settings, {}) * (1 - share) / (CORE_RATE * cores)
    return Needs(seconds, cores, size, size, round(size * FINISHED_SHARE))


def free_disk(folder: Path) -> int | None:
    """Bytes free where ``folder`` is (or would be made), or None if it cannot be known."""
    for place in (folder, *folder.parents):
        if place.exists():
            try:
                return os.statvfs(place).f_bavail * os.statvfs(place).f_frsize
            except (AttributeError, OSError):
                return None
    return None


def free_memory() -> int | None:
    """Bytes of memory available now (Linux's MemAvailable), or None if it cannot be known."""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None

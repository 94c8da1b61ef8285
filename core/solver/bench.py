"""``python -m core.solver.bench GAME [--set KEY=VALUE]... [--jobs N]`` (``./dev bench solve``,
for Pylos): the whole solve of a table, measured. The standard game by default: about an hour
on two cores, so ``./dev bench`` runs it only when asked.

It runs ``python -m core solve GAME`` as a child process with a data folder of its own (the
tables already built are neither used nor touched), and prints the wall time, the processor
time, the child's peak memory (its largest resident set) and the stored table's size, each
beside its target (``TARGETS``: the issue's 60 minutes, 3 GB and 1 GB for the standard game).
Then it times the conversion of a table kept the old way (one raw byte a slot, as builds kept
it before the stored format) back to the stored format. The folder is removed at the end.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.solver import kernel, store
from core.solver.table import convert

TARGETS = {"minutes": 60, "memory": 3e9, "stored": 1e9}
"""The standard table's targets: built in at most an hour, in at most 3 GB of memory, kept in
at most 1 GB."""


def solve(arguments: list[str], data: Path) -> tuple[float, float, int, str]:
    """Run ``python -m core solve ARGUMENTS`` with its data in ``data``: the wall
    seconds, the processor seconds, the peak memory in bytes and its answer."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "core", "solve", *arguments],
        env={**os.environ, "XDG_DATA_HOME": str(data)},
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    processor = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, processor, after.ru_maxrss * 1024, run.stdout.strip()


def _duration(seconds: float) -> str:
    return f"{seconds:.1f} s" if seconds < 120 else f"{seconds / 60:.1f} min"


def kept_the_old_way(path: Path) -> None:
    """Turn a stored table back into the old way of keeping it: raw bytes, and a description
    without the stored file's part."""
    reader = store.Reader(path)
    raw = path.with_name(path.name + ".raw")
    with open(raw, "wb") as file:
        for number in range(-(-reader.size // reader.block_size)):
            file.write(reader.block(number))
    reader.close()
    description = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    del description["stored"]
    path.with_suffix(".json").write_text(json.dumps(description, indent=1), encoding="utf-8")
    raw.replace(path)
    store.checked_path(path).unlink(missing_ok=True)


def figures(arguments: list[str], jobs: int) -> list[str]:
    """The bench's lines (see the module's docstring)."""
    with tempfile.TemporaryDirectory(prefix="pylos-solve-") as folder:
        data = Path(folder)
        wall, processor, memory, answer = solve([*arguments, "--jobs", str(jobs)], data)
        (path,) = (data / "pyramid-duels" / "solved").glob("*.table")
        description = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        stored = path.stat().st_size
        lines = [
            f"solve {path.stem} on {jobs} jobs: {_duration(wall)} wall, "
            f"{processor:,.0f} processor seconds (target for the standard game: at most "
            f"{TARGETS['minutes']} min)",
            f"  peak memory {memory / 1e6:,.0f} MB (target: at most {TARGETS['memory'] / 1e9:.0f} "
            f"GB); the table {description['size']:,} slots, {description['passes']} passes",
            f"  stored {stored / 1e6:,.2f} MB, {description['size'] / stored:.0f}x smaller than "
            f"a byte a slot (target: at most {TARGETS['stored'] / 1e9:.0f} GB); the start: "
            f"{answer}",
        ]
        kept_the_old_way(path)
        started = time.monotonic()
        assert convert(path, jobs)
        took = _duration(time.monotonic() - started)
        lines.append(f"  converting it from a byte a slot: {took} on {jobs} threads")
    return lines


def main(argv: list[str]) -> int:
    """The figures for the game and options in ``argv`` (``GAME --set KEY=VALUE``…,
    ``--jobs N``)."""
    problem = kernel.problem()
    if problem is not None:  # said before an hour is spent
        print(problem, file=sys.stderr)
        return 2
    arguments, jobs = list(argv), os.cpu_count() or 1
    if "--jobs" in arguments:
        at = arguments.index("--jobs")
        jobs = int(arguments[at + 1])
        del arguments[at : at + 2]
    for line in figures(arguments, jobs):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

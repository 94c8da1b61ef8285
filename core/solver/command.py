"""``python -m core solve pylos [--set KEY=VALUE]... [--jobs N]``: build the table of a Pylos
game with those options, telling its progress on standard error, and print the start
position's value (``win N``, ``loss N`` or ``draw``, for the first player, N in plies).

Asked to stop (SIGINT, as Ctrl+C sends, or SIGTERM), it stops at the end of the slice under
way, saves its progress, says so in a sentence and exits with status ``EXIT_STOPPED``; the same
command goes on from there.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import TextIO

from core.api import Game
from core.errors import EngineError
from core.solver import kernel
from core.solver.table import Progress, Settings, Stopped, Table, build

EXIT_STOPPED = 3
"""The exit status of a build stopped by a signal, its progress saved."""
SIGNALS = (signal.SIGINT, signal.SIGTERM)


def settings_for(game: Game) -> Settings:
    """The table's settings for a game (EngineError if no table can be built for it here)."""
    if not kernel.plays(game):
        raise EngineError(f"there is no solver for {game.name}")
    problem = kernel.problem()
    if problem is not None:
        raise EngineError(problem)
    return Settings(*kernel.settings_of(game))


def teller(stderr: TextIO, every: float = 1.0) -> Callable[[Progress], None]:
    """Tell the progress on ``stderr``: at the end of each pass, and within one every
    ``every`` seconds."""
    started = time.monotonic()
    last = [started]

    def tell(progress: Progress) -> None:
        now = time.monotonic()
        if progress.done < progress.size and now - last[0] < every:
            return
        last[0] = now
        share = 100 * progress.done / progress.size
        stderr.write(
            f"pass {progress.distance}: {share:.0f}% of {progress.size:,} slots, "
            f"{progress.settled:,} positions settled, {now - started:.0f} s\n"
        )
        stderr.flush()

    return tell


@contextmanager
def stopped_by_signals() -> Iterator[Callable[[], bool]]:
    """While in the block, SIGINT and SIGTERM do not end the process but make the function
    given answer True (a build asks it between slices); the handlers before are put back after.
    Outside the main thread, where no handler can be set, the function answers False."""
    asked = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield asked.is_set
        return

    def handler(number: int, frame: FrameType | None) -> None:
        asked.set()

    before = {number: signal.signal(number, handler) for number in SIGNALS}
    try:
        yield asked.is_set
    finally:
        for number, old in before.items():
            signal.signal(number, old)


def solve(game: Game, jobs: int | None, stderr: TextIO, folder: Path | None = None) -> list[str]:
    """Build (or finish, or check) the table; the start position's value as one line. Stopped
    by a signal: the sentence on ``stderr`` and SystemExit with ``EXIT_STOPPED``."""
    settings = settings_for(game)
    with stopped_by_signals() as stop:
        try:
            path = build(settings, folder, jobs, teller(stderr), stop)
        except Stopped as error:
            stderr.write(f"{error}\n")
            stderr.flush()
            raise SystemExit(EXIT_STOPPED) from None
    stderr.write(f"the table is {path}\n")
    with Table(settings, path.parent) as table:
        value, plies = table.value(0, 0, 0)
    return [value if value == "draw" else f"{value} {plies}"]

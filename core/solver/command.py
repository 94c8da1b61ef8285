"""``python -m core solve pylos [--set KEY=VALUE]... [--jobs N]``: build the table of a Pylos
game with those options, telling its progress on standard error, and print the start
position's value (``win N``, ``loss N`` or ``draw``, for the first player, N in plies)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from core.api import Game
from core.errors import EngineError
from core.solver import kernel
from core.solver.table import Progress, Settings, Table, build


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


def solve(game: Game, jobs: int | None, stderr: TextIO, folder: Path | None = None) -> list[str]:
    """Build (or finish, or check) the table; the start position's value as one line."""
    settings = settings_for(game)
    path = build(settings, folder, jobs, teller(stderr))
    stderr.write(f"the table is {path}\n")
    value, plies = Table(settings, path.parent).value(0, 0, 0)
    return [value if value == "draw" else f"{value} {plies}"]

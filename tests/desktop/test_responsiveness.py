"""The window never stops answering for 50 ms or more while a whole game of each game is played
by clicks, with the 2D and 3D views side by side and every move animated.

The measurement is the benchmark's own (``python -m desktop.benchmark stalls GAME``: every event
the application handles is timed), run in a process of its own so that no other test pays for
the timing. The machine is shared and its clock noisy: a game whose longest event is over the
limit is played once more, and the better of the two runs counts.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from core import game_names

ROOT = Path(__file__).resolve().parents[2]
LIMIT_MS = 50.0


def longest_stall(name: str) -> float:
    done = subprocess.run(
        [sys.executable, "-m", "desktop.benchmark", "stalls", name, "--animation-ms", "120"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    line = next(line for line in done.stdout.splitlines() if line.startswith(f"stall {name} "))
    return float(line.split()[2])


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_no_event_blocks_the_window_for_50_ms_in_a_whole_game(name: str) -> None:
    stall = longest_stall(name)
    if stall >= LIMIT_MS:
        stall = min(stall, longest_stall(name))
    assert stall < LIMIT_MS, f"{name}: an event took {stall:.0f} ms"

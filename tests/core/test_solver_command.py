"""``python -m core solve``: progress on standard error, the start's value on standard output,
a sentence and exit status 2 for what it cannot solve."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from core import make_game
from core.solver import kernel
from core.solver.command import solve
from core.tools.cli import main

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))


def test_solve_tells_its_progress_and_the_start_value(tmp_path: Path) -> None:
    game = make_game("pylos", {"out_of_balls": "no_legal_move"})
    # The 3×3 base with 7 balls each, until the game's options offer it (--set base=3 balls=7).
    game.options = {**game.options, "base": "3", "balls": "7"}
    stderr = io.StringIO()
    assert solve(game, 2, stderr, tmp_path) == ["win 15"]
    told = stderr.getvalue().splitlines()
    assert told[0].startswith("pass 0: 100% of 28,067 slots")
    assert told[-1] == f"the table is {tmp_path / 'pylos-3x3-7-standard-no-legal-move.table'}"
    stderr = io.StringIO()
    assert solve(game, 1, stderr, tmp_path) == ["win 15"]  # already built: read and checked
    assert stderr.getvalue().splitlines() == told[-1:]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "pylon"], "error: there is no solver for pylon"),
        (["solve", "pylos", "--jobs", "many"], "error: --jobs must be a whole number"),
        (["solve", "pylos", "--time", "3"], "error: unknown option '--time' for solve"),
    ],
)
def test_what_solve_cannot_do_is_said(argv: list[str], message: str) -> None:
    stdout, stderr = io.StringIO(), io.StringIO()
    assert main(argv, stdout=stdout, stderr=stderr) == 2
    assert stdout.getvalue() == ""
    assert stderr.getvalue().startswith(message)

"""``python -m core.benchmark``: the rules engine's speed figures (perft times, --batch rate)
and the search's (how close to its time the strongest level answers, how deep it gets, how many
positions a second it searches), the time to analyse a 40-move game and to generate a few
puzzles (each a fixed amount of work: node budgets, no clock), and which engine ran them
(compiled or pure Python: ``PYRAMID_DUELS_PURE=1`` measures the pure one).

Prints one line per figure. Timings on a shared machine are noisy: compare ratios in one run.
"""

from __future__ import annotations

import io
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from core import compiled
from core.analysis import analyse
from core.cli import run_batch
from core.perft import perft
from core.playout import random_record
from core.registry import evaluation_of, game_names, make_game
from core.search.levels import STRONGEST
from core.search.player import choose


def timed(action: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def random_records(name: str, count: int, seed: int = 1) -> list[str]:
    """``count`` complete random games of ``name``, as records (moves separated by spaces)."""
    game = make_game(name)
    return [" ".join(random_record(game, f"{seed}-{i}")) for i in range(count)]


def batch_rate(name: str, records: list[str]) -> float:
    """Records answered per second by ``legal NAME --batch``."""
    stdin = io.StringIO("\n".join(records) + "\n")
    stdout = io.StringIO()
    seconds, _ = timed(lambda: run_batch(make_game(name), stdin, stdout))
    assert stdout.getvalue().count("\n") == len(records)
    return len(records) / seconds


PERFT_FROM, PERFT_UP_TO, PERFT_BUDGET = 3, 6, 1.0
SEARCH_SECONDS = (0.5, 1.0)
"""The budgets the time figure asks for: the search must answer within 10 % of each."""


def search_figures(name: str) -> list[str]:
    """The strongest level in a mid-game position of ``name`` (a seeded random game's 12th
    ply), once per budget of ``SEARCH_SECONDS``: the time it took against the time it was given
    (target: at most 110 %), the depth it reached and the positions it searched a second."""
    game = make_game(name)
    state = game.initial_state().apply_all(random_record(game, 7)[:12])
    lines = []
    for budget in SEARCH_SECONDS:
        start = time.perf_counter()
        result = choose(state, evaluation_of(name), STRONGEST, seconds=budget)
        seconds = time.perf_counter() - start
        lines.append(
            f"{name} {STRONGEST.name}, {budget:g} s asked: answered in {seconds:.3f} s "
            f"({seconds / budget:.0%} of it; target at most 110 %), depth {result.depth}, "
            f"{result.nodes / seconds:,.0f} positions/s"
        )
    return lines


ANALYSIS_PLIES, ANALYSIS_NODES = 40, 2_000
PUZZLE_ARGUMENTS = ("--count", "1", "--games", "3", "--seed", "3")


def work_figures(name: str) -> list[str]:
    """The analysis of a seeded 40-move game (``ANALYSIS_NODES`` a ply, as the window's analysis
    but bounded by work instead of its half second) and the generation of the puzzles of
    ``PUZZLE_ARGUMENTS``: the seconds each takes."""
    from core.puzzles import main as puzzles

    game = make_game(name)
    record = random_record(game, 11, ANALYSIS_PLIES)
    seconds, plies = timed(
        lambda: list(analyse(game, evaluation_of(name), record, None, ANALYSIS_NODES))
    )
    assert isinstance(plies, list)
    lines = [
        f"{name} analysis of a {len(plies)}-move game, {ANALYSIS_NODES:,} positions a move: "
        f"{seconds:.2f} s"
    ]
    with tempfile.TemporaryDirectory() as scratch:
        out = str(Path(scratch) / "puzzles.json")
        seconds, _ = timed(lambda: puzzles(["generate", name, *PUZZLE_ARGUMENTS, "--out", out]))
    lines.append(f"{name} puzzle generation ({' '.join(PUZZLE_ARGUMENTS)}): {seconds:.2f} s")
    return lines


def main(argv: list[str] | None = None) -> int:
    names = (argv if argv is not None else sys.argv[1:]) or game_names()
    print(f"engine: {compiled.description()}")
    for name in names:
        state = make_game(name).initial_state()
        # deeper while the last depth took under PERFT_BUDGET seconds
        for depth in range(PERFT_FROM, PERFT_UP_TO + 1):
            start = time.perf_counter()
            count = perft(state, depth)
            seconds = time.perf_counter() - start
            print(f"{name} perft {depth}: {count} in {seconds:.2f} s")
            if seconds > PERFT_BUDGET:
                break
        games = random_records(name, 200)
        prefixes = [" ".join(r.split()[:k]) for r in games[:40] for k in range(len(r.split()))]
        print(f"{name} --batch, whole random games: {batch_rate(name, games):,.0f} records/s")
        print(
            f"{name} --batch, every position of 40 games: "
            f"{batch_rate(name, prefixes):,.0f} records/s"
        )
        for line in search_figures(name) + work_figures(name):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

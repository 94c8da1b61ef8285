"""``python -m core.tools.benchmark``: the rules engine's speed figures (perft times, --batch rate)
and the search's (how close to its time the strongest level answers, how deep it gets, how many
positions a second it searches), the time to analyse a 40-move game and to generate a few
puzzles (each a fixed amount of work: node budgets, no clock), and which engine ran them
(compiled or pure Python: ``PYRAMID_DUELS_PURE=1`` measures the pure one).

Prints one line per figure; the times are CPU seconds, but for the search's answer, which is
the wall clock against its budget. Timings on a shared machine are noisy: compare ratios in one
run.

``python -m core.tools.benchmark compare [GAME:DEPTH]...`` measures the compiled engine against the
pure one in one run, whole processes alternated, CPU time, medians of ``RUNS``: perft (target:
compiled / pure at most ``PERFT_TARGET``; ``./dev bench`` asks for the issue's perft pylos 5,
ambush 3 and pylon 4), the search's positions a second in the same position with the same node
budget (target: at least ``SEARCH_TARGET`` times), and how deep the strongest level gets in one
second of CPU time.
"""

from __future__ import annotations

import io
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from core import compiled
from core.api import State
from core.perft import perft
from core.playout import random_record
from core.registry import evaluation_of, game_names, kit_of, make_game
from core.search.engine import Searcher
from core.search.levels import STRONGEST
from core.search.player import choose, limits_of
from core.study.analysis import analyse
from core.tools.cli import run_batch
from core.words import whole_number


def timed(action: Callable[[], object]) -> tuple[float, object]:
    """The CPU seconds ``action`` takes (on a shared machine the wall clock says more about the
    other processes than about the engine), and its result."""
    start = time.process_time()
    result = action()
    return time.process_time() - start, result


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
    from core.study.puzzles import main as puzzles

    game = make_game(name)
    record = random_record(game, 11, ANALYSIS_PLIES)
    seconds, plies = timed(
        lambda: list(
            analyse(
                game, evaluation_of(name), record, None, ANALYSIS_NODES, ideas=kit_of(name).ideas
            )
        )
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


RUNS = 5
COMPARE_DEPTH = 3
"""The perft depth ``compare`` measures when it is not told (``GAME:DEPTH`` arguments)."""
PERFT_TARGET, SEARCH_TARGET = 0.33, 3.0
SEARCH_NODES, SEARCH_PLY, DEPTH_SECONDS = 20_000, 12, 1.0


def mid_game(name: str) -> State:
    """The position the search figures use: a seeded random game's 12th ply."""
    game = make_game(name)
    return game.initial_state().apply_all(random_record(game, 7)[:SEARCH_PLY])


def search_sample(name: str) -> str:
    """One search of the strongest level in ``mid_game`` with ``SEARCH_NODES`` nodes (no
    clock), then one of ``DEPTH_SECONDS`` of CPU time: "NODES CPU-SECONDS MOVE SCORE DEPTH
    DEPTH-IN-A-SECOND" (what ``compare`` reads from each engine's process)."""
    state = mid_game(name)
    searcher = Searcher(evaluation_of(name), STRONGEST.tuning)
    start = time.process_time()
    result = searcher.search(state, limits_of(STRONGEST, nodes=SEARCH_NODES))
    seconds = time.process_time() - start
    timed_search = Searcher(evaluation_of(name), STRONGEST.tuning, clock=time.process_time)
    deep = timed_search.search(state, limits_of(STRONGEST, seconds=DEPTH_SECONDS))
    return f"{result.nodes} {seconds} {result.move} {result.score} {result.depth} {deep.depth}"


def child_cpu(command: list[str], pure: bool) -> tuple[float, str]:
    """The CPU seconds (user and system) of ``command`` run as a process of its own with the
    compiled or the pure engine, and what it printed."""
    env = dict(os.environ)
    env.pop(compiled.PURE_VARIABLE, None)
    if pure:
        env[compiled.PURE_VARIABLE] = "1"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return cpu, done.stdout.strip()


def paired(command: list[str], runs: int) -> tuple[list[float], list[float], set[str]]:
    """``command`` run ``runs`` times with each engine, alternated: the CPU seconds of each,
    and the set of every answer printed (one when both engines agree)."""
    times: tuple[list[float], list[float]] = ([], [])
    answers = set()
    for _ in range(runs):
        for pure in (False, True):
            cpu, out = child_cpu(command, pure)
            times[pure].append(cpu)
            answers.add(out)
    return times[0], times[1], answers


def compare(perfts: list[tuple[str, int]], runs: int = RUNS) -> Iterator[str]:
    """The compiled engine against the pure one (see the module's docstring), one line each:
    perft of each (game, depth) of ``perfts``, then the search in each of those games."""
    python = sys.executable
    yield f"compiled against pure Python, CPU time, medians of {runs}, alternated"
    for name, depth in perfts:
        command = [python, "-m", "core", "perft", name, str(depth)]
        compiled_times, pure_times, outputs = paired(command, runs)
        fast, slow = statistics.median(compiled_times), statistics.median(pure_times)
        yield (
            f"perft {name} {depth}: compiled {fast:.2f} s, pure {slow:.2f} s, compiled / pure "
            f"{fast / slow:.2f} (target at most {PERFT_TARGET:.2f})"
            f"{'' if len(outputs) == 1 else ', ANSWERS DIFFER'}"
        )
    for name, _ in perfts:
        command = [python, "-m", "core.tools.benchmark", "search-sample", name]
        rates: tuple[list[float], list[float]] = ([], [])
        depths: tuple[list[int], list[int]] = ([], [])
        answers: set[tuple[str, ...]] = set()
        for _ in range(runs):
            for pure in (False, True):
                _, out = child_cpu(command, pure)
                nodes, seconds, move, score, reached, deep = out.split()
                rates[pure].append(int(nodes) / float(seconds))
                depths[pure].append(int(deep))
                answers.add((nodes, move, score, reached))
        fast, slow = statistics.median(rates[0]), statistics.median(rates[1])
        yield (
            f"{name} search, {SEARCH_NODES:,} positions from a game's ply {SEARCH_PLY}: "
            f"compiled {fast:,.0f}/s, pure {slow:,.0f}/s, x{fast / slow:.1f} (target at least "
            f"x{SEARCH_TARGET:g}){'' if len(answers) == 1 else ', ANSWERS DIFFER'}; depth in "
            f"{DEPTH_SECONDS:g} s of CPU: compiled {statistics.median(depths[0]):g}, pure "
            f"{statistics.median(depths[1]):g}"
        )


USAGE = """usage:
  python -m core.tools.benchmark [GAME]...                 the engine's figures (every game)
  python -m core.tools.benchmark compare [GAME:DEPTH]...   compiled against pure Python
  python -m core.tools.benchmark search-sample GAME        one search, for the comparison"""


def main(argv: list[str] | None = None) -> int:
    names = (argv if argv is not None else sys.argv[1:]) or game_names()
    if names[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if names[:1] == ["compare"]:  # compare [GAME:DEPTH]...: every game at COMPARE_DEPTH
        wanted = [arg.partition(":") for arg in names[1:]] or [
            (name, ":", str(COMPARE_DEPTH)) for name in game_names()
        ]
        if any(name not in game_names() or not _depth(depth) for name, _, depth in wanted):
            return _usage(f"compare takes GAME:DEPTH (games: {', '.join(game_names())})")
        for line in compare([(name, int(depth)) for name, _, depth in wanted]):
            print(line, flush=True)
        return 0
    if names[:1] == ["search-sample"]:
        if len(names) != 2 or names[1] not in game_names():
            return _usage("search-sample takes a game's name")
        print(search_sample(names[1]))
        return 0
    unknown = [name for name in names if name not in game_names()]
    if unknown:
        return _usage(f"unknown game {unknown[0]!r} (games: {', '.join(game_names())})")
    print(f"engine: {compiled.description()}")
    for name in names:
        state = make_game(name).initial_state()
        # deeper while the last depth took under PERFT_BUDGET seconds
        for depth in range(PERFT_FROM, PERFT_UP_TO + 1):
            seconds, count = timed(lambda: perft(state, depth))  # noqa: B023 (called at once)
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


def _depth(text: str) -> bool:
    return 0 < (whole_number(text) or 0) < 100


def _usage(problem: str) -> int:
    print(f"error: {problem}\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())

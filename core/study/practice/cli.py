"""``python -m core.study.practice``: generate and check a game's practices (see the package)."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from core.errors import EngineError
from core.registry import kit_of, make_game
from core.study.practice.generator import Candidate, candidates, select, to_practices
from core.study.practice.model import follows, practices_of, prove, write_practices
from core.study.practice.solver import PROOF_NODES
from core.words import cut_short, whole_number

# --- the command line ------------------------------------------------------------------------
USAGE = """usage:
  python -m core.study.practice generate GAME [--count N] [--seed S] [--games G] [--budget NODES]
  python -m core.study.practice check GAME
generate plays up to G self-play games (default 400), examines the positions near the end of
each with at most NODES of proof search a goal (default 40000), and writes N practices (default
13), the goal kinds taking turns, to the game's practice file. check proves every stored goal
again and walks every stored strategy against every reply."""


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(args) < 2 or args[0] not in ("generate", "check") or len(args) % 2:
        print(USAGE, file=sys.stderr)
        return 2
    command, name = args[0], args[1]
    numbers = {"--count": 13, "--seed": 0, "--games": 400, "--budget": PROOF_NODES}
    for flag, value in zip(args[2::2], args[3::2], strict=True):
        number = whole_number(value)
        if flag not in numbers or number is None:
            print(f"error: bad argument {flag} {cut_short(value)}", file=sys.stderr)
            return 2
        numbers[flag] = number
    try:
        game = make_game(name)
    except EngineError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if command == "check":
        return _check(game.name)
    path = kit_of(game.name).practice
    if path is None:
        print(f"error: {game.name} has no practice file", file=sys.stderr)
        return 2
    found: list[Candidate] = []
    start = time.perf_counter()
    wanted = 3 * numbers["--count"]
    for candidate in candidates(
        game, numbers["--seed"], numbers["--games"], numbers["--budget"], wanted
    ):
        found.append(candidate)
        print(
            f"{len(found):3d} {time.perf_counter() - start:7.1f}s {candidate.goal.kind:8s} "
            f"{candidate.goal.n:2d} line {len(candidate.line):2d} strategy "
            f"{len(candidate.strategy):3d} cost {candidate.cost:6d}",
            file=sys.stderr,
            flush=True,
        )
    chosen = to_practices(game, select(found, numbers["--count"]))
    write_practices(path, game.name, chosen)
    print(f"{len(chosen)} practices written to {path}", file=sys.stderr)
    return 0


def _check(game_name: str) -> int:
    bad = 0
    for practice in practices_of(game_name):
        start = time.perf_counter()
        solver = prove(practice)
        problem = "" if solver is not None else "not proven"
        problem = problem or follows(practice)
        bad += bool(problem)
        nodes = solver.nodes if solver is not None else 0
        print(
            f"{practice.id}\t{problem or 'ok'}\t{practice.goal.kind} {practice.goal.n}\t"
            f"{nodes} nodes\t{time.perf_counter() - start:.2f}s"
        )
    return 1 if bad else 0

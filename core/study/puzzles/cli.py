"""``python -m core.study.puzzles``: generate, check and answer a game's puzzles (see the
package)."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from core.api import Game
from core.registry import kit_of, make_game
from core.study.puzzles.generator import (
    Candidate,
    candidates,
    select,
    theme_of_stored,
    to_puzzles,
    write_puzzles,
)
from core.study.puzzles.model import puzzles_of, titled
from core.study.puzzles.proof import WIN_WORD, answers_for, proofs, why_for
from core.words import cut_short, whole_number

USAGE = """usage:
  python -m core.study.puzzles generate GAME [--count N] [--seed S] [--games G] [--pool P]
                                       [--window W] [--budget NODES] [--nodes NODES]
                                       [--set KEY=VALUE]... [--out FILE]
  python -m core.study.puzzles check GAME
  python -m core.study.puzzles answers GAME
generate plays up to G self-play games (default 2000) until it has P candidates (default 2N),
examines the last W positions of each game (default 8) with at most NODES of proof search
each (--budget, default 20000; the players think NODES each move, --nodes, default 1500),
and writes N puzzles (default 48), spread over themes and difficulties, to the game's puzzles
file or FILE. check proves every stored puzzle again. answers stores again, for every
wrong move of every puzzle, the computer's reply and why the move fails."""

DEFAULTS = {"--count": 48, "--seed": 0, "--games": 2000, "--window": 8, "--budget": 20_000}


def _arguments(rest: list[str]) -> tuple[dict[str, int], dict[str, str], Path | None]:
    """The command's flags: its numbers, the game's ``--set`` options and ``--out`` (ValueError
    naming a bad one)."""
    numbers = dict(DEFAULTS, **{"--nodes": 1500, "--pool": 0})
    settings: dict[str, str] = {}
    out: Path | None = None
    while rest:
        flag = rest.pop(0)
        if not rest:
            raise ValueError(f"{flag} needs a value")
        value = rest.pop(0)
        if flag == "--set":
            key, _, text = value.partition("=")
            settings[key] = text
        elif flag == "--out":
            out = Path(value)
        elif flag in numbers and (number := whole_number(value)) is not None:
            numbers[flag] = number
        else:
            raise ValueError(f"bad argument {flag} {cut_short(value)}")
    return numbers, settings, out


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(args) < 2 or args[0] not in ("generate", "check", "answers"):
        print(USAGE, file=sys.stderr)
        return 2
    command, name = args[0], args[1]
    try:
        numbers, settings, out = _arguments(args[2:])
        game = make_game(name, settings)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if command == "check":
        return _check(game.name)
    path = out or kit_of(game.name).puzzles
    if path is None:
        print(f"error: {game.name} has no puzzles file", file=sys.stderr)
        return 2
    if command == "answers":
        stored = puzzles_of(game.name)
        answered = titled(
            [
                replace(
                    puzzle,
                    theme=theme_of_stored(puzzle),
                    answers=answers_for(puzzle.start_state(), puzzle.solution),
                    why=why_for(puzzle.start_state(), puzzle.solution),
                )
                for puzzle in stored
            ]
        )
        write_puzzles(path, game.name, answered)
        print(f"{len(answered)} puzzles answered in {path}", file=sys.stderr)
        return 0
    chosen = to_puzzles(game, select(_generate(game, numbers), numbers["--count"]))
    write_puzzles(path, game.name, chosen)
    print(f"{len(chosen)} puzzles written to {path}", file=sys.stderr)
    return 0


def _generate(game: Game, numbers: dict[str, int]) -> list[Candidate]:
    """The candidates of ``generate``, each said on the error stream as it is found."""
    start = time.perf_counter()
    found: list[Candidate] = []
    wanted = numbers["--pool"] or 2 * numbers["--count"]
    for candidate in candidates(
        game,
        numbers["--seed"],
        numbers["--games"],
        numbers["--window"],
        numbers["--budget"],
        numbers["--nodes"],
        wanted,
    ):
        found.append(candidate)
        print(
            f"{len(found):4d} game {candidate.source:4d} {time.perf_counter() - start:7.1f}s "
            f"{candidate.theme:14s} {candidate.difficulty:6s} depth {candidate.depth:2d} "
            f"moves {candidate.moves:3d} cost {candidate.cost:6d} {candidate.solution}",
            file=sys.stderr,
            flush=True,
        )
    return found


def _check(game_name: str) -> int:
    bad = 0
    for puzzle in puzzles_of(game_name):
        start = time.perf_counter()
        state = puzzle.start_state()
        found = proofs(state)
        wins = [str(m) for m, p in found.items() if p.result == WIN_WORD]
        unknown = [str(m) for m, p in found.items() if not p.proven]
        ok = wins == [puzzle.solution] and not unknown
        bad += not ok
        print(
            f"{puzzle.id}\t{'ok' if ok else 'BAD'}\t{puzzle.solution}\t"
            f"{found[state.parse_move(puzzle.solution)]}\t{time.perf_counter() - start:.2f}s"
        )
    return 1 if bad else 0

"""``python -m core.tools.tournament``: matches that measure the computer opponent's levels.

    python -m core.tools.tournament [GAME...] [--games N] [--time SECONDS] [--jobs J] [--seed S]
                              [--pairs P,...]

For each game (all by default) it plays each level against the level below it, and the
strongest level against two baselines: uniformly random moves, and greedy (one move ahead with
the game's evaluation). ``--pairs max-pure:max`` pits the engine as it runs here (compiled,
where it could be built) against the same level of the pure Python engine, whose moves a
subprocess started with ``PYRAMID_DUELS_PURE=1`` computes: what the compiled engine buys.
``--pairs depth:4-depth:3`` pits searches to fixed depths (no clock): what a ply is worth.
Colours alternate from game to game and each pair of games starts with the same few random
moves (seeded), so openings vary. It prints, per game and pairing, the first
player's wins / draws / losses and score (draws count half), its average and longest seconds per
move, its nodes per second and the average depth its searches completed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import pairwise
from typing import IO

from core import compiled
from core.api import Game, Move, State
from core.errors import EngineError
from core.registry import evaluation_of, game_names, make_game
from core.search.engine import MAX_DEPTH, Searcher
from core.search.levels import LEVELS, STRONGEST, UnknownLevelError, find_level
from core.search.player import choose, greedy_move, random_move
from core.search.scores import Limits
from core.words import whole_number

RANDOM, GREEDY = "random", "greedy"
PURE = "pure:"
"""The prefix of a level played by the pure Python engine (``pure:5``), in a subprocess."""
DEPTH = "depth:"
"""The prefix of a search to a fixed depth, with the strongest level's tuning and no clock
(``depth:4``): what one more ply is worth, whatever the machine's speed."""
OPENING_MOVES = 2
"""Random moves (one each) that open every pair of games."""
MOVE_CAP = 400
"""A game still going after this many moves is scored a draw (a safety net: Pylos's
repetition rule and the other games' fixed length end every game well before)."""


@dataclass(frozen=True)
class Pairing:
    """Two players: a level's number, ``random`` or ``greedy``; the first is the one measured."""

    first: str
    second: str

    @property
    def title(self) -> str:
        return f"{_title(self.first)} vs {_title(self.second)}"


def _title(player: str) -> str:
    if player in (RANDOM, GREEDY):
        return player
    if player.startswith(PURE):
        return f"pure {find_level(player.removeprefix(PURE)).name}"
    if player.startswith(DEPTH):
        return f"depth {player.removeprefix(DEPTH)}"
    return find_level(player).name


class PureEngine:
    """A subprocess that runs the pure Python engine (``PYRAMID_DUELS_PURE=1``) and answers one
    position at a time: the game, its options and every move from the start (so a position
    keeps its history), the level, the seed and the seconds; it answers the move, the nodes and
    the depth. Its own search reads its clock: the pipe costs it no thinking time."""

    def __init__(self) -> None:
        environment = dict(os.environ)
        environment[compiled.PURE_VARIABLE] = "1"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "core.tools.tournament", "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=environment,
        )

    def choose(
        self, game: Game, moves: Sequence[str], level: str, seed: int, seconds: float | None
    ) -> dict[str, object]:
        request = {
            "game": game.name,
            "options": dict(game.options),
            "moves": list(moves),
            "level": level,
            "seed": seed,
            "seconds": seconds,
        }
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        if not isinstance(answer, dict) or answer.get("engine") != "pure":
            raise RuntimeError(f"the pure engine's subprocess answered {answer!r}")
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def serve(requests: IO[str], answers: IO[str]) -> int:
    """The loop of ``PureEngine``'s subprocess (``--serve``): one JSON answer per request."""
    engine = compiled.engine()
    for line in requests:
        request = json.loads(line)
        game = make_game(request["game"], request["options"])
        state = game.initial_state().apply_all(request["moves"])
        level = find_level(request["level"])
        result = choose(state, evaluation_of(game), level, request["seed"], request["seconds"])
        answer = {"move": str(result.move), "nodes": result.nodes, "depth": result.depth}
        print(json.dumps({**answer, "engine": engine}), file=answers, flush=True)
    return 0


def default_pairings() -> list[Pairing]:
    """Each level against the one below it, and the strongest against the two baselines."""
    pairs = [Pairing(str(upper.number), str(lower.number)) for lower, upper in pairwise(LEVELS)]
    strongest = str(STRONGEST.number)
    return [*pairs, Pairing(strongest, RANDOM), Pairing(strongest, GREEDY)]


@dataclass
class Side:
    """What one player did in one game: seconds per move, nodes, completed depths."""

    seconds: list[float] = field(default_factory=list)
    nodes: int = 0
    depths: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Task:
    """One game to play: which game, which pairing, its number, the time per move, the seed."""

    game: str
    pairing: Pairing
    number: int
    seconds: float | None
    seed: int


@dataclass
class GameResult:
    """How one game went for the pairing's first player: 1, ½ or 0, and its moves' figures."""

    task: Task
    points: float
    side: Side


def play(task: Task) -> GameResult:
    """Play one game of ``task`` and score it for the pairing's first player."""
    game = make_game(task.game)
    opening_rng = random.Random(f"{task.seed}/{task.game}/{task.pairing}/{task.number // 2}")
    state = game.initial_state()
    opening: list[Move] = []
    for _ in range(OPENING_MOVES):
        if not state.is_over:
            opening.append(random_move(state, opening_rng))
            state = state.play_unchecked(opening[-1])
    # Even games: the measured player moves first after the opening; odd games: second.
    measured = state.current_player if task.number % 2 == 0 else 1 - state.current_player
    players = {measured: task.pairing.first, 1 - measured: task.pairing.second}
    rng = random.Random(f"{task.seed}/{task.number}/moves")
    side = Side()
    record = [str(move) for move in opening]
    pure = PureEngine() if any(p.startswith(PURE) for p in players.values()) else None
    try:
        while not state.is_over and len(record) - len(opening) < MOVE_CAP:
            mover = state.current_player
            start = time.perf_counter()
            move, nodes, depth = _move(state, players[mover], task, record, rng, pure)
            if mover == measured:
                side.seconds.append(time.perf_counter() - start)
                side.nodes += nodes
                if depth is not None:
                    side.depths.append(depth)
            state = state.play_unchecked(move)
            record.append(str(move))
    finally:
        if pure is not None:
            pure.close()
    return GameResult(task, _points(state, measured), side)


def _move(
    state: State,
    player: str,
    task: Task,
    record: list[str],
    rng: random.Random,
    pure: PureEngine | None,
) -> tuple[Move, int, int | None]:
    """What ``player`` plays in ``state`` (the ``record`` of moves reached it), with the nodes
    and depth of its search (0 and None for the baselines)."""
    if player == RANDOM:
        return random_move(state, rng), 0, None
    if player == GREEDY:
        return greedy_move(state, evaluation_of(state.game), rng), 0, None
    seed = task.seed + len(record) - OPENING_MOVES
    if player.startswith(PURE):
        assert pure is not None
        answer = pure.choose(state.game, record, player.removeprefix(PURE), seed, task.seconds)
        move = state.parse_move(str(answer["move"]))
        return move, int(str(answer["nodes"])), int(str(answer["depth"]))
    if player.startswith(DEPTH):
        searcher = Searcher(evaluation_of(state.game), STRONGEST.tuning)
        result = searcher.search(state, Limits(depth=int(player.removeprefix(DEPTH))))
        return result.move, result.nodes, result.depth
    level = find_level(player)
    result = choose(state, evaluation_of(state.game), level, seed, task.seconds)
    return result.move, result.nodes, result.depth


def _points(state: State, player: int) -> float:
    outcome = state.outcome()
    if outcome is None or outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner == player else 0.0


def summary_line(pairing: Pairing, results: Sequence[GameResult]) -> str:
    """One row of the table: W D L, score, seconds per move, nodes per second, depth."""
    wins = sum(r.points == 1.0 for r in results)
    draws = sum(r.points == 0.5 for r in results)
    losses = len(results) - wins - draws
    score = 100 * sum(r.points for r in results) / max(len(results), 1)
    seconds = [s for r in results for s in r.side.seconds]
    depths = [d for r in results for d in r.side.depths]
    nodes = sum(r.side.nodes for r in results)
    average = sum(seconds) / len(seconds) if seconds else 0.0
    longest = max(seconds, default=0.0)
    rate = nodes / sum(seconds) if seconds and nodes else 0.0
    depth = sum(depths) / len(depths) if depths else 0.0
    return (
        f"  {pairing.title:<22} {wins:>3} {draws:>3} {losses:>3} {score:>6.1f}%"
        f" {average:>7.3f} {longest:>7.3f} {rate:>9,.0f} {depth:>6.2f}"
    )


def progress_line(result: GameResult, done: int, total: int) -> str:
    """One game's end on standard error (a long match says how far it is): which game and
    its points for the measured player."""
    task = result.task
    return (
        f"[{done}/{total}] {task.game} {task.pairing.title} game {task.number + 1}:"
        f" {result.points:g} for {_title(task.pairing.first)}"
    )


HEADER = (
    f"  {'pairing (first measured)':<22} {'W':>3} {'D':>3} {'L':>3} {'score':>7}"
    f" {'avg s':>7} {'max s':>7} {'nodes/s':>9} {'depth':>6}"
)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m core.tools.tournament",
        description="Matches between the computer opponent's levels and two baselines.",
    )
    parser.add_argument("games", nargs="*", metavar="GAME", help="games to play (default: all)")
    parser.add_argument("--games", dest="count", type=int, default=4, help="games per pairing")
    parser.add_argument(
        "--time", type=float, default=None, help="bound on each level's seconds per move"
    )
    parser.add_argument("--jobs", type=int, default=2, help="games played at once (processes)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings and the noise")
    parser.add_argument(
        "--pairs",
        default="",
        help="only these pairings, e.g. '5-4,max-greedy,max-pure:max,depth:4-depth:3' (levels by"
        " number or name; pure:LEVEL the pure Python engine; depth:N a search N plies deep)",
    )
    args = parser.parse_args(list(argv))
    try:  # an unknown game or player stops here, before anything is played
        for name in args.games:
            make_game(name)
        chosen_pairings(args.pairs)
    except EngineError as error:
        parser.error(str(error))
    if args.count < 1 or args.jobs < 1 or (args.time is not None and not args.time > 0):
        parser.error("--games and --jobs must be at least 1, and --time positive")
    return args


def chosen_pairings(text: str) -> list[Pairing]:
    """The pairings of ``--pairs`` (all the default ones when empty)."""
    if not text:
        return default_pairings()
    pairs = []
    for item in text.split(","):
        first, _, second = item.strip().partition("-")
        pairs.append(Pairing(_player(first), _player(second)))
    return pairs


def _player(text: str) -> str:
    word = text.strip().lower()
    if word.startswith(PURE):
        return PURE + str(find_level(word.removeprefix(PURE)).number)
    if word.startswith(DEPTH):
        depth = word.removeprefix(DEPTH)
        if not 1 <= (whole_number(depth) or 0) <= MAX_DEPTH:
            raise UnknownLevelError(
                f"{text.strip()!r}: a depth is a whole number, 1 to {MAX_DEPTH}"
            )
        return DEPTH + str(int(depth))
    return word if word in (RANDOM, GREEDY) else str(find_level(word).number)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments == ["--serve"]:
        return serve(sys.stdin, sys.stdout)
    args = parse_args(arguments)
    names = args.games or game_names()
    pairings = chosen_pairings(args.pairs)
    tasks = [
        Task(name, pairing, number, args.time, args.seed)
        for name in names
        for pairing in pairings
        for number in range(args.count)
    ]
    bound = f"at most {args.time:g} s a move" if args.time else "each level's own time"
    print(
        f"{args.count} games per pairing, {bound}, {args.jobs} processes, "
        f"engine {compiled.description()}",
        flush=True,
    )
    started = time.perf_counter()
    results = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for result in pool.map(play, tasks):  # in order, each as soon as it and those before end
            results.append(result)
            print(progress_line(result, len(results), len(tasks)), file=sys.stderr, flush=True)
    for name in names:
        print(f"\n{name}\n{HEADER}")
        for pairing in pairings:
            rows = [r for r in results if r.task.game == name and r.task.pairing == pairing]
            print(summary_line(pairing, rows))
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())

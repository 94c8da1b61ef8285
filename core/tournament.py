"""``python -m core.tournament``: matches that measure the computer opponent's levels.

    python -m core.tournament [GAME...] [--games N] [--time SECONDS] [--jobs J] [--seed S]
                              [--pairs P,...]

For each game (all by default) it plays each level against the level below it, and the
strongest level against two baselines: uniformly random moves, and greedy (one move ahead with
the game's evaluation). Colours alternate from game to game and each pair of games starts with
the same few random moves (seeded), so openings vary. It prints, per game and pairing, the first
player's wins / draws / losses and score (draws count half), its average and longest seconds per
move, its nodes per second and the average depth its searches completed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import pairwise

from core.api import State
from core.registry import evaluation_of, game_names, make_game
from core.search.levels import LEVELS, STRONGEST, find_level
from core.search.player import choose, greedy_move, random_move

RANDOM, GREEDY = "random", "greedy"
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
    return find_level(player).name


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
    for _ in range(OPENING_MOVES):
        if not state.is_over:
            state = state._play(random_move(state, opening_rng))
    # Even games: the measured player moves first after the opening; odd games: second.
    measured = state.current_player if task.number % 2 == 0 else 1 - state.current_player
    players = {measured: task.pairing.first, 1 - measured: task.pairing.second}
    rng = random.Random(f"{task.seed}/{task.number}/moves")
    side = Side()
    moves = 0
    while not state.is_over and moves < MOVE_CAP:
        mover = state.current_player
        start = time.perf_counter()
        if players[mover] == RANDOM:
            move = random_move(state, rng)
        elif players[mover] == GREEDY:
            move = greedy_move(state, evaluation_of(state.game), rng)
        else:
            level = find_level(players[mover])
            result = choose(
                state, evaluation_of(state.game), level, task.seed + moves, task.seconds
            )
            move = result.move
            if mover == measured:
                side.nodes += result.nodes
                side.depths.append(result.depth)
        if mover == measured:
            side.seconds.append(time.perf_counter() - start)
        state = state._play(move)
        moves += 1
    return GameResult(task, _points(state, measured), side)


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


HEADER = (
    f"  {'pairing (first measured)':<22} {'W':>3} {'D':>3} {'L':>3} {'score':>7}"
    f" {'avg s':>7} {'max s':>7} {'nodes/s':>9} {'depth':>6}"
)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m core.tournament",
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
        help="only these pairings, e.g. '5-4,max-greedy' (levels by number or name)",
    )
    args = parser.parse_args(list(argv))
    for name in args.games:
        make_game(name)  # an unknown game stops here, before anything is played
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
    return word if word in (RANDOM, GREEDY) else str(find_level(word).number)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    names = args.games or game_names()
    pairings = chosen_pairings(args.pairs)
    tasks = [
        Task(name, pairing, number, args.time, args.seed)
        for name in names
        for pairing in pairings
        for number in range(args.count)
    ]
    bound = f"at most {args.time:g} s a move" if args.time else "each level's own time"
    print(f"{args.count} games per pairing, {bound}, {args.jobs} processes", flush=True)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play, tasks))
    for name in names:
        print(f"\n{name}\n{HEADER}")
        for pairing in pairings:
            rows = [r for r in results if r.task.game == name and r.task.pairing == pairing]
            print(summary_line(pairing, rows))
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())

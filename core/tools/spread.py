"""``python -m core.tools.spread``: how widely each game's evaluation swings under good play, and
the judgement thresholds that follow (``core.kit.Judgement``).

    python -m core.tools.spread [GAME...] [--games N] [--time SECONDS] [--nodes N] [--seed S]

For each game (all by default) it plays N self-play games (default 6) of the Expert level
against itself, each after a few random moves (seeded, so openings vary), and analyses each
game as the window does (``core.study.analysis``, SECONDS a ply, default the window's 0.5). The
moves are the engine's own, so what the analysis says they lose is the evaluation's noise: the
searches of the position before a move and of the one after it disagree. It prints, in units
(a ball, a point, a pip): the swing of the evaluation from one move to the next (median and
90th percentile), the loss of the engine's own moves (50th, 90th, 95th and 99th percentiles
and the largest), and the thresholds:

- a mistake loses at least the 95th percentile of those losses (at least 1.5 units): a move the
  engine itself would play is marked one time in twenty at most;
- a blunder, at least twice the mistake and the 99th percentile (at least 3 units);

both rounded up to a quarter of a unit. The figures go into the game's kit (``judgement``) and
the README's analysis section.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from core.api import Game, Move
from core.kit import Judgement
from core.registry import evaluation_of, game_names, make_game
from core.search.evaluation import UNIT
from core.search.levels import LEVELS
from core.search.player import choose
from core.study.analysis import PlyAnalysis, analyse

EXPERT = LEVELS[3]
OPENING = 4  # random moves at the start of each game, so that the games differ
PLAYER_NODES = 20_000  # the self-play players' work a move (deterministic, machine-independent)
MAX_PLIES = 160
QUARTER = UNIT // 4
LEAST = Judgement()  # the thresholds never fall below the defaults


@dataclass(frozen=True)
class Spread:
    """What the analyses of a game's self-play games measured, in points (``UNIT`` a unit)."""

    plies: int
    swings: list[int]
    losses: list[int]

    def thresholds(self) -> Judgement:
        """The judgement that follows (see the module's docstring)."""
        mistake = max(LEAST.mistake, _quarter_up(percentile(self.losses, 95)))
        blunder = max(LEAST.blunder, 2 * mistake, _quarter_up(percentile(self.losses, 99)))
        return Judgement(mistake=mistake, blunder=blunder)

    def lines(self, name: str) -> list[str]:
        """The figures, one line each, in units."""
        judgement = self.thresholds()
        swings = ", ".join(f"p{p} {units(percentile(self.swings, p))}" for p in (50, 90))
        losses = ", ".join(f"p{p} {units(percentile(self.losses, p))}" for p in (50, 90, 95, 99))
        return [
            f"{name}: {self.plies} moves analysed",
            f"  swing from one move to the next: {swings}",
            f"  loss of the engine's own moves: {losses}, largest {units(max(self.losses))}",
            f"  thresholds: mistake {units(judgement.mistake)}, blunder {units(judgement.blunder)}"
            f"  (Judgement(mistake={judgement.mistake}, blunder={judgement.blunder}))",
        ]


def percentile(values: Sequence[int], p: int) -> int:
    """The ``p``-th percentile of ``values`` (nearest rank; 0 for none)."""
    if not values:
        return 0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def units(points: int) -> str:
    return f"{points / UNIT:.2f}"


def _quarter_up(points: int) -> int:
    return -(-points // QUARTER) * QUARTER


def self_play(game: Game, rng: random.Random) -> list[Move]:
    """A game of the Expert level against itself after ``OPENING`` random moves."""
    evaluation = evaluation_of(game)
    state = game.initial_state()
    moves: list[Move] = []
    while not state.is_over and len(moves) < MAX_PLIES:
        legal = state.legal_moves()
        if len(moves) < OPENING or len(legal) == 1:
            move = rng.choice(legal)
        else:
            seed = rng.randrange(1 << 30)
            move = choose(state, evaluation, EXPERT, seed=seed, nodes=PLAYER_NODES).move
        moves.append(move)
        state = state.play_unchecked(move)
    return moves


def measure(name: str, games: int, seconds: float | None, nodes: int | None, seed: int) -> Spread:
    """Play and analyse ``games`` self-play games of ``name``; what their analyses measured."""
    game = make_game(name)
    rng = random.Random(seed)
    swings: list[int] = []
    losses: list[int] = []
    plies = 0
    for _ in range(games):
        moves = self_play(game, rng)
        analysed = list(
            analyse(game, evaluation_of(game), moves, seconds, nodes, first_ply=OPENING + 1)
        )
        plies += len(analysed)
        losses += [ply.loss for ply in analysed]
        swings += _swings(analysed)
    return Spread(plies, swings, losses)


def _swings(plies: Sequence[PlyAnalysis]) -> list[int]:
    """How far the evaluation moved from each move to the next, where neither is proven."""
    return [
        abs(later.evaluation.points - earlier.evaluation.points)
        for earlier, later in pairwise(plies)
        if not earlier.evaluation.proven and not later.evaluation.proven
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.tools.spread", description=__doc__)
    parser.add_argument("games", nargs="*", metavar="GAME")
    parser.add_argument("--games", dest="count", type=int, default=6)
    parser.add_argument("--time", type=float, default=0.5)
    parser.add_argument("--nodes", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    unknown = [name for name in options.games if name not in game_names()]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (games: {', '.join(game_names())})")
    seconds = None if options.nodes else options.time
    for name in options.games or game_names():
        spread = measure(name, options.count, seconds, options.nodes, options.seed)
        for line in spread.lines(name):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

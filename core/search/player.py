"""Choosing a move: for a level (``choose``), and the two baselines the tournament measures the
levels against (``random_move``, ``greedy_move``).

The caller hands over the game's evaluation (its kit's: ``core.registry.evaluation_of``).
States may come pickled from another process: nothing here depends on objects shared with the
caller.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from core.api import Move, State
from core.search.engine import Searcher
from core.search.evaluation import UNIT, Evaluation
from core.search.levels import STRONGEST, Level
from core.search.scores import MATE_BOUND, Limits, SearchResult, terminal_score


def limits_of(level: Level, seconds: float | None = None, nodes: int | None = None) -> Limits:
    """The level's limits. ``seconds`` (if given) bounds its thinking time further; with
    ``nodes`` the work is bounded instead of the clock (deterministic unless ``seconds``)."""
    if nodes is not None:
        return Limits(depth=level.depth, nodes=nodes, seconds=seconds)
    budget = level.seconds if seconds is None else min(seconds, level.seconds)
    return Limits(depth=level.depth, nodes=level.nodes, seconds=budget)


def choose(
    state: State,
    evaluation: Evaluation,
    level: Level = STRONGEST,
    seed: int = 0,
    seconds: float | None = None,
    nodes: int | None = None,
    searcher: Searcher | None = None,
) -> SearchResult:
    """The move ``level`` plays in ``state`` (a game under way, judged by ``evaluation``), with
    how it was found.

    ``seconds`` bounds the thinking; ``nodes`` (for tests) bounds the work instead of the clock.
    The same ``seed``, position and limits without a clock give the same move. ``searcher``
    lets a caller keep one searcher (and its tables) from move to move.
    """
    searcher = searcher or Searcher(evaluation, level.tuning)
    limits = limits_of(level, seconds, nodes)
    if not level.noise:
        return searcher.search(state, limits)
    result = searcher.search(state, limits, every_score=True)
    if len(result.scores) < 2:
        return result
    # A seeded misjudgement of each move: the weaker levels pick sensible moves, not the best.
    rng = random.Random(f"{seed}/{state.position_text()}")
    move, score = max(result.scores, key=lambda pair: pair[1] + rng.gauss(0.0, level.noise))
    return SearchResult(move, score, result.depth, result.nodes, result.seconds, (move,))


ACCEPT_MARGIN = UNIT // 2
"""A drawn agreement is declined only when playing on is worth more than this to the computer
(half a ball, point or pip): a slight edge the search may misjudge is not worth refusing for."""


@dataclass(frozen=True)
class Answer:
    """The computer's answer to a proposal: whether it accepts, and why in one word: "wins"
    (ending now wins it the game), "even" (a draw, and playing on promises no more), "lost"
    (playing on is proven lost anyway) or "better" (it expects more from playing on)."""

    accepts: bool
    why: str
    search: SearchResult | None = None


def answer_proposal(
    state: State,
    name: str,
    evaluation: Evaluation,
    level: Level = STRONGEST,
    seconds: float | None = None,
    nodes: int | None = None,
    searcher: Searcher | None = None,
) -> Answer:
    """How the player *not* to move in ``state`` answers the proposal ``name`` of the player to
    move (IllegalMoveError if it cannot be proposed here).

    It accepts when ending now is no worse for it than playing on: a win now is always taken;
    a draw unless its search (``level``'s, without its noise) finds it more than
    ``ACCEPT_MARGIN`` ahead or a proven win; a loss only when playing on is proven lost too.
    """
    agreed = state.agree(name)
    answering = 1 - state.current_player
    outcome = agreed.outcome()
    winner = None if outcome is None else outcome.winner
    if winner == answering:
        return Answer(True, "wins")
    searcher = searcher or Searcher(evaluation, level.tuning)
    result = searcher.search(state, limits_of(level, seconds, nodes))
    value = -result.score  # the search scores for the proposer, who is to move
    if winner is None:
        accepts = value <= ACCEPT_MARGIN
        return Answer(accepts, "even" if accepts else "better", result)
    if value <= -MATE_BOUND:
        return Answer(True, "lost", result)
    return Answer(False, "better", result)


def random_move(state: State, rng: random.Random) -> Move:
    """A legal move drawn uniformly (the weakest baseline)."""
    return rng.choice(state.legal_moves())


def greedy_move(state: State, evaluation: Evaluation, rng: random.Random) -> Move:
    """The move whose resulting position the evaluation likes best, looking one move ahead
    only (ties drawn by ``rng``): the baseline that knows the game but does not search."""
    return rng.choice(greedy_moves(state, evaluation))


def greedy_moves(state: State, evaluation: Evaluation) -> list[Move]:
    """The moves whose resulting positions the evaluation likes best, one move ahead (all of
    them when tied), in the order of the legal moves."""
    mover = state.current_player
    best: list[Move] = []
    best_value = None
    for move in state.legal_moves():
        child = state.play_unchecked(move)
        if child.is_over:
            value = terminal_score(child, mover, 1)
        elif child.current_player == mover:
            value = evaluation.evaluate(child)
        else:
            value = -evaluation.evaluate(child)
        if best_value is None or value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return best

"""What a search answers and how it is bounded: scores (a proven win in N plies scores
``WIN - N``, a loss the opposite, a draw 0, an evaluation far below ``MATE_BOUND``), the limits and
switches of a search, its result, and the scores kept in the transposition table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from core.api import Move, State

WIN: Final = 1_000_000
MAX_PLY: Final = 1_000
MATE_BOUND: Final = WIN - MAX_PLY
"""Scores at or beyond this (in absolute value) are proven wins or losses."""
INFINITY: Final = WIN + 1


class OutOfBudget(Exception):
    """The search ran out of time or nodes; the last complete answer stands."""


@dataclass(frozen=True)
class Limits:
    """When to stop: after ``depth`` plies, ``nodes`` nodes, or ``seconds`` (None: no limit).
    Without ``seconds`` the search is deterministic."""

    depth: int | None = None
    nodes: int | None = None
    seconds: float | None = None


@dataclass(frozen=True)
class Tuning:
    """Switches of the search (the levels turn some off)."""

    quiescence: bool = True
    reductions: bool = True
    solve: bool = True


@dataclass(frozen=True)
class SearchResult:
    """The move found and how: its score, the deepest complete iteration, the effort, the
    expected line, whether the result is proven, and (if asked) every root move's score."""

    move: Move
    score: int
    depth: int
    nodes: int
    seconds: float
    line: tuple[Move, ...] = ()
    solved: bool = False
    scores: tuple[tuple[Move, int], ...] = ()

    @property
    def proof(self) -> str | None:
        """ "win in N plies", "loss in N plies", "draw", or None when nothing is proven."""
        if self.score >= MATE_BOUND:
            return f"win in {WIN - self.score} plies"
        if self.score <= -MATE_BOUND:
            return f"loss in {WIN + self.score} plies"
        if self.solved and self.score == 0:
            return "draw"
        return None

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


def is_proven(score: int) -> bool:
    """Whether ``score`` is a proven win or loss."""
    return abs(score) >= MATE_BOUND


def to_table(value: int, ply: int) -> int:
    """Win scores are stored relative to the node, so that they stay right when it is reached
    at another depth."""
    if value >= MATE_BOUND:
        return value + ply
    if value <= -MATE_BOUND:
        return value - ply
    return value


def from_table(value: int, ply: int) -> int:
    if value >= MATE_BOUND:
        return value - ply
    if value <= -MATE_BOUND:
        return value + ply
    return value


def terminal_score(state: State, mover: int, ply: int) -> int:
    """The score of the finished ``state``, reached at ``ply``, for ``mover``."""
    outcome = state.outcome()
    winner = None if outcome is None else outcome.winner
    if winner is None:
        return 0
    return WIN - ply if winner == mover else ply - WIN


Entry = tuple[int, int, int, Move | None, bool]
"""depth, bound, value, best move, proven exactly (stored by a solving iteration)."""

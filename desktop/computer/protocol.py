"""What the window and the computer's worker process say to each other through their pipe.

- request ``Think(id, state, level, seed, seconds, purpose)`` or ``Analyse(id, game, moves,
  seconds, first_ply)``; ``Cancel(id)`` stops that request; ``None`` asks the worker to stop;
- answer ``Thought(id, move, reason, depth, nodes, seconds, score, proof, waited, accepts,
  line)`` or
  ``Failure(id, message)``, and while it searches ``Progress(id, depth, nodes, seconds)``; an
  analysis answers one ``Analysed`` per ply, then ``Analysed`` with ``ply`` None (or a
  ``Failure``).

Every message is a plain value that pickles.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.api import Game, State
from core.study.analysis import PlyAnalysis


@dataclass(frozen=True)
class Think:
    """Find a move in ``state`` for the level numbered ``level``; ``purpose`` is "move" (it will
    be played), "hint" (it will be shown, with a reason in words) or "proposal:NAME" (answer
    the player to move's proposal NAME for the other side: ``Thought.accepts``)."""

    id: int
    state: State
    level: int
    seed: int = 0
    seconds: float | None = None
    purpose: str = "move"


@dataclass(frozen=True)
class Thought:
    id: int
    move: str
    reason: str
    depth: int
    nodes: int
    seconds: float
    score: int
    proof: str | None
    waited: float = 0.0  # seconds the search stood aside while the window drew
    accepts: bool | None = None  # a proposal's answer (its ``reason``: why, in one word)
    line: tuple[str, ...] = ()  # a hint's expected line, its move first (the search's)
    perfect: bool = False  # the move is perfect play's, from a solved table (``proof``: its value)


@dataclass(frozen=True)
class Progress:
    id: int
    depth: int
    nodes: int
    seconds: float


@dataclass(frozen=True)
class Failure:
    id: int
    message: str


@dataclass(frozen=True)
class Analyse:
    """Analyse a game (``game`` with ``moves`` from its start), ``seconds`` per ply, from
    ply ``first_ply``: answered by one ``Analysed`` per ply, then ``Failure`` or
    ``Analysed`` with ``ply`` None at the end."""

    id: int
    game: Game
    moves: tuple[str, ...]
    seconds: float
    first_ply: int = 1


@dataclass(frozen=True)
class Analysed:
    """One ply of an analysis (``core.study.analysis.PlyAnalysis``), or None once it is done."""

    id: int
    ply: PlyAnalysis | None


@dataclass(frozen=True)
class Cancel:
    """Stop the search for request ``id`` now (its answer, if any, will be dropped)."""

    id: int

"""What the search asks of a game: how good a position is, which moves are worth looking at
first or beyond the horizon, how long the game can still last, and why a move is good.

Scores are integers from the point of view of the player to move; ``UNIT`` is one unit of the
game's figures (one ball in reserve, one point of stack score, one captured pip). Proven wins
and losses are far above any evaluation (``core.search.engine.WIN``).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Final

from core.api import Move, State
from core.compiled import mypyc_attr
from core.words import Text

UNIT: Final = 100
"""One unit of a game's figures, in evaluation points."""

TACTICAL: Final = 1_000_000
"""A move priority at or above this marks a tactical move (a capture, a take-back): the search
tries it before quiet moves, whatever their history, and never searches it less deeply."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Evaluation:
    """A game's knowledge for the search. Only ``evaluate`` and ``reason`` are required."""

    @abstractmethod
    def evaluate(self, state: State) -> int:
        """How good ``state`` (a game under way) is for the player to move, in points
        (``UNIT`` = one unit of the game's figures)."""

    @abstractmethod
    def reason(self, state: State, move: Move) -> str:
        """A few words on what the legal ``move`` does in ``state``, for hints
        ("completes a square", "captures a large")."""

    def priorities(self, state: State, moves: Sequence[Move]) -> list[int]:
        """A quick guess of each move's promise, higher first (``TACTICAL`` and above for
        tactical moves; quiet moves below ~100 000 so that the search's own history counts)."""
        return [0] * len(moves)

    def tactical(self, state: State) -> list[Move]:
        """The legal moves that quiescence search follows past the horizon, most promising
        first (captures, take-backs); none by default, so leaves are evaluated as they stand."""
        return []

    def plies_left(self, state: State) -> int | None:
        """An upper bound on how many moves the game can still last, whatever is played, if one
        is known cheaply (None otherwise). It must fall by at least one with every move: the
        search then solves a position exactly once its depth reaches this bound."""
        return None


class MaterialEvaluation(Evaluation):
    """The fallback for a game whose kit has no evaluation: each side's figures (more is better
    in every game: balls in reserve, stack scores, captured pips)."""

    def evaluate(self, state: State) -> int:
        figures = state.figures()
        mover = state.current_player
        return UNIT * (figures[mover] - figures[1 - mover])

    def reason(self, state: State, move: Move) -> str:
        mover = state.current_player
        before = state.figures()
        after = state.play_unchecked(move).figures()
        gain = (after[mover] - before[mover]) - (after[1 - mover] - before[1 - mover])
        if gain > 0:
            return Text("gains {gain}", gain=gain)
        if gain < 0:
            return Text("gives up {loss}", loss=-gain)
        return Text("the best the search found")

"""The values the game model hands around: who sits in a seat, an agreement that ended a game, how
the position changed, and what a lesson or a hint points at."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.api import Move
from core.clicks import Click, Target
from core.transitions import Transition

Told = str | Callable[[], str]
"""Words for the player: a text, or a function that says them in the language of the moment."""


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a name, a kind ("human" or "computer") and, for the computer, its
    level's number (1 = weakest). ``ours``: the name is one of the program's own words, kept in
    English ("You", "Computer": a puzzle's seats) and shown in the language of the moment."""

    name: str
    kind: str = "human"
    level: int = 0
    ours: bool = False


@dataclass(frozen=True)
class Agreement:
    """The end of a game by a proposal both players accepted (its ``name`` in the game's
    proposals): the last entry of a history, after the moves."""

    name: str

    def __str__(self) -> str:
        return self.name


Entry = Move | Agreement
"""One step of a game's history: a move, or the agreement that ended it."""


@dataclass(frozen=True)
class PositionChange:
    """What ``position_changed`` carries: how the position at the cursor changed.

    ``step`` is +1 for a move played or redone (``transition`` then says what it did, None for
    an agreement), -1 for a move undone, 0 for a jump while reviewing or a new start."""

    transition: Transition | None
    step: int


@dataclass(frozen=True)
class Annotations:
    """What a lesson points at on the board: things highlighted, arrows from one to another."""

    highlight: tuple[Click, ...] = ()
    arrows: tuple[tuple[Click, Click], ...] = ()
    found: tuple[Click, ...] = ()  # answers found so far (a question)


@dataclass(frozen=True)
class BoardMarks:
    """What both boards mark over the pieces (``GameModel.board_marks``): the clicks of the move
    being built, the targets it may take next on the board (not the choices beside the message
    line), what a refused click was on, a lesson's or a hint's annotations, and the last move
    (``last``: "last" where a piece came from or went, or a coaster turned; "gone" where a piece
    was taken away — captured, or taken back)."""

    selected: tuple[Click, ...] = ()
    targets: tuple[Target, ...] = ()
    refused: Click | None = None
    notes: Annotations = Annotations()
    last: tuple[tuple[str, Click], ...] = ()

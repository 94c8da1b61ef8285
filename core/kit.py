"""A game's kit in the engine: everything a game is, besides its rules, that the rest of the
program asks for through one interface.

- ``ClickRules``: how each legal move is built click by click, why a click is refused, and what
  to draw while a move is half built;
- ``Words``: what a player reads about the game (prompts, phases, figures, choices, proposals);
- ``GameKit``: the game's class with its clicks and words.

The registry (``core.registry``) holds one kit per game; the move builder, the window and the
command line ask it, never a game by name.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import TYPE_CHECKING, ClassVar

from core.api import Game, Move, Outcome, State
from core.clicks import ORIGIN, Click, Path, Target
from core.errors import EngineError
from core.search.evaluation import Evaluation
from core.words import Text

if TYPE_CHECKING:
    from core.builder import MoveBuilder


class ClickRules(ABC):
    """How a game's moves are built by clicks."""

    automatic_kinds: ClassVar[tuple[str, ...]] = ("size", "done")
    """Kinds of target clicked for the player when they are the only way on."""

    choice_kinds: ClassVar[tuple[str, ...]] = ()
    """Kinds that are choices rather than things on the table (shown as buttons)."""

    @abstractmethod
    def paths(self, state: State) -> list[tuple[Move, Path]]:
        """Every legal move with each of the click paths that build it."""

    def explain(self, builder: MoveBuilder, click: Click) -> str | None:
        """Why ``click`` cannot continue the move being built (None: no particular reason)."""
        return None

    def reads_as_next_step(self, builder: MoveBuilder, click: Click, fresh: Target) -> bool:
        """Whether a refused ``click`` after one click, which could start another move (as
        ``fresh``), was meant as the next step of the move being built; it is then explained
        rather than taken as a new start. By default: a place clicked after choosing what
        moves."""
        return builder.clicks[0].kind == ORIGIN and fresh.kind == "place"

    def display_state(self, builder: MoveBuilder) -> State:
        """The position to draw while the move is half built."""
        return builder.state


class Words(ABC):
    """What a player reads about a game. Sentences naming a player are ``core.words.Text``."""

    description: ClassVar[str] = ""
    """One line: what the game is about."""

    credits: ClassVar[str] = ""
    """Who designed the game, and when (the About box)."""

    preview_record: ClassVar[tuple[str, ...]] = ()
    """A few moves that show the game under way (the start screen's picture)."""

    figure_unit: ClassVar[str] = ""
    """What the outcome's figures count, e.g. "balls left"."""

    @abstractmethod
    def figure(self, state: State, player: int) -> str:
        """One side's running figures ("9 balls in reserve")."""

    @abstractmethod
    def phase(self, state: State) -> str:
        """Where a game under way stands, in a few words."""

    @abstractmethod
    def prompt(self, builder: MoveBuilder) -> str:
        """What the player to move can do now, given the clicks so far."""

    def choice_title(self, target: Target, names: Sequence[str], mover: int) -> str:
        """The words on the button of a choice that is not a thing on the table."""
        return str(target.click)

    def choice_detail(self, builder: MoveBuilder, target: Target) -> str:
        """What a choice does, in a few words ("" for nothing to say)."""
        return ""

    def proposal_question(self, state: State, name: str, names: Sequence[str]) -> str:
        """The question put to the other player when the player to move proposes ``name``."""
        return ""

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        """Why the game ended, with the players' names (the engine's reason by default; still a
        ``core.words.Text`` that a window translates)."""
        from core.words import with_names

        return with_names(outcome.reason, names)


def reason_for(state: State, notation: str) -> str | None:
    """The engine's reason against the move written ``notation`` (or why it cannot be read)."""
    try:
        return state.illegal_reason(state.parse_move(notation))
    except EngineError as error:
        said = error.args[0] if error.args else ""
        return said if isinstance(said, Text) else str(error)


@dataclass(frozen=True)
class GameKit:
    """One game: its rules (the Game class) and everything else it knows: how its moves are
    clicked, its words, where its lessons are (a folder of lesson files) and its puzzles."""

    game: type[Game]
    clicks: ClickRules
    words: Words
    lessons: FilePath | None = None
    evaluation: Evaluation | None = None
    """How the computer opponent judges the game's positions (None: by the figures alone)."""
    puzzles: FilePath | None = None
    """The game's puzzles file (``core.puzzles``; None: the game has no puzzles)."""

    @property
    def name(self) -> str:
        return self.game.name

    def make(self, settings: dict[str, str] | None = None) -> Game:
        return self.game(settings)

"""A game's kit in the engine: everything a game is, besides its rules, that the rest of the
program asks for through one interface.

- ``ClickRules`` (``core.builder``'s): how each legal move is built click by click, why a click
  is refused, and what to draw while a move is half built;
- ``Words``: what a player reads about the game (prompts, phases, figures, choices, proposals);
- ``GameKit``: the game's class with its clicks and words, its evaluation, its lessons, its
  puzzles and their themes.

The registry (``core.registry``) holds one kit per game; the window and the command line ask it,
never a game by name, and hand the generic parts (the move builder, the search) what they need.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from typing import ClassVar

from core.api import Game, Outcome, State
from core.builder import ClickRules, MoveBuilder
from core.clicks import Target
from core.search.evaluation import Evaluation
from core.transitions import Transition


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

    def told(self, before: State, transition: Transition) -> list[str]:
        """What a move did that its notation does not say plainly, one sentence each, naming
        the pieces and places: a capture, a take-back, a payment ([] for a plain move).
        ``before`` is the position the move was played in."""
        return []

    def highlights(self, states: Sequence[State], transitions: Sequence[Transition]) -> list[str]:
        """A finished game's feats worth a line of its summary (the biggest capture, the
        tallest stack…), from its positions (the start first) and its moves' transitions."""
        return []

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        """Why the game ended, with the players' names (the engine's reason by default; still a
        ``core.words.Text`` that a window translates)."""
        from core.words import with_names

        return with_names(outcome.reason, names)


COUNT_WORDS = {"en": "{title}, at {a} to {b}", "fr": "{title}, à {a} contre {b}"}
"""How a title says the count when the game does not word it (``GameKit.count_words``)."""


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
    puzzle_themes: Mapping[str, Mapping[str, str]] = field(
        default_factory=dict, hash=False, compare=False
    )
    """The themes of the game's puzzles (``core.puzzles.theme_of`` names them), each with its
    title in every language."""
    practice: FilePath | None = None
    """The game's practice file (``core.practice``; None: no practice against the computer)."""
    practice_goals: Mapping[str, Mapping[str, str]] = field(
        default_factory=dict, hash=False, compare=False
    )
    """The goal kinds its practices set (``core.practice.KINDS``), each with its title in every
    language, ``{n}`` standing for the goal's number."""
    count_words: Mapping[str, str] = field(
        default_factory=lambda: dict(COUNT_WORDS), hash=False, compare=False
    )
    """How a puzzle's or a practice's title says the count at its start, in every language
    (``{title}``, then ``{a}`` the player's and ``{b}`` the opponent's; ``COUNT_WORDS`` unless
    the game words it its own way)."""

    @property
    def name(self) -> str:
        return self.game.name

    def make(self, settings: dict[str, str] | None = None) -> Game:
        return self.game(settings)

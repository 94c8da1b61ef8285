"""A game's kit in the engine: everything a game is, besides its rules, that the rest of the
program asks for through one interface.

- ``ClickRules`` (``core.builder``'s): how each legal move is built click by click, why a click
  is refused, and what to draw while a move is half built;
- ``Words``: what a player reads about the game (prompts, phases, figures, choices, proposals);
- ``Ideas``: what a move does that decides a game, in the words its lessons teach (a square
  completed, a stack topped, a sandwich stopped), which hints, puzzles and analysis say;
- ``PuzzleTheme``: a theme of a game's puzzles, with the test that recognises it in a
  puzzle's ``WinningMove``;
- ``GameKit``: the game's class with its clicks and words, its ideas, its evaluation, its
  lessons, its puzzles and their themes, and how many pieces it is played with.

The registry (``core.registry``) holds one kit per game; the window and the command line ask it,
never a game by name, and hand the generic parts (the move builder, the search) what they need.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from typing import ClassVar

from core.api import Game, Move, Outcome, State
from core.builder import ClickRules, MoveBuilder
from core.clicks import Target
from core.search.evaluation import Evaluation
from core.transitions import Transition
from core.words import Text, with_names


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

    def amount(self, n: int) -> str:
        """``n`` units of the game's figures, as an analysis counts what a move wins or loses
        ("2 balls", "3 points", "1 pip"): the unit of the evaluation (``UNIT``)."""
        return Text.plural("%n unit", "%n units", n)

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
        return with_names(outcome.reason, names)


class Ideas(ABC):
    """The ideas of a game's moves, in its lessons' words: each a ``core.words.Text`` phrase
    that follows a move's name ("completes a square and takes back two balls", "stops Blue's
    sandwich on e1"). ``core.study.ideas.ideas_of`` asks a kit's ``Ideas`` and adds what a
    line played after the move shows; every idea's template is one of ``templates``."""

    templates: ClassVar[Mapping[str, str]] = {}
    """The game's ideas by name, their English templates (the table marked ``# words:`` where
    it is written, so that the window's catalogue translates them)."""

    @abstractmethod
    def of_move(self, state: State, move: Move) -> list[Text]:
        """What the legal ``move`` does in ``state`` that matters, the most telling first ([]
        for a move that does nothing worth saying by itself)."""

    def of_end(self, state: State, line: Sequence[Move]) -> list[Text]:
        """What the ``line`` of moves played from ``state`` (the mover's move first) wins by,
        if it ends the game ([] when there is nothing to say, or the game goes on)."""
        return []

    def idea(self, name: str, **args: object) -> Text:
        """The idea ``name`` (one of ``templates``), its template filled with ``args``."""
        return Text(self.templates[name], **args)


@dataclass(frozen=True)
class Judgement:
    """When an analysis calls a move a mistake or a blunder: how many evaluation points
    (``UNIT``, 100, to one unit of the game's figures) it must lose against the best move found.
    Each game measures its own over self-play games (``python -m core.tools.spread``): a game
    whose evaluation swings widely from move to move needs wider margins, or every move of good
    play would be marked."""

    mistake: int = 150
    blunder: int = 300


COUNT_WORDS = "{title}, at {a} to {b}"  # words: how a title says the count
"""How a title says the count when the game does not word it (``GameKit.count_words``)."""


class WinningMove:
    """A puzzle's winning ``move`` from ``state``, as the themes' tests look at it: its steps,
    what the evaluation says of it (``reason``), and how the line the search proves ends
    (``ending``: the outcome's reason, "" if the line does not end the game), both worked out
    only when a test asks."""

    def __init__(
        self,
        state: State,
        move: Move,
        reason: Callable[[], str],
        ending: Callable[[], str],
    ) -> None:
        self.state, self.move = state, move
        self.mover = state.current_player
        self.steps = state.transition(move).steps
        self._reason, self._ending = reason, ending

    def count(self, kind: str, mover_does_it: bool = False) -> int:
        """How many of its steps are of ``kind`` (made by the mover, if asked)."""
        return sum(
            1
            for step in self.steps
            if step.kind == kind and (not mover_does_it or step.actor == self.mover)
        )

    def gain(self) -> int:
        """How much the mover's lead in the game's figures grows with it."""
        before, after = self.state.figures(), self.state.play_unchecked(self.move).figures()
        me, them = self.mover, 1 - self.mover
        return (after[me] - after[them]) - (before[me] - before[them])

    def reason(self) -> str:
        return self._reason()

    def ending(self) -> str:
        return self._ending()


@dataclass(frozen=True)
class PuzzleTheme:
    """A theme of a game's puzzles: its name, its title (what to look for, "Win the ball race",
    never the move; a ``core.words.Text``, which a window translates), and the test that
    recognises it in a puzzle's winning move."""

    name: str
    title: Text = field(hash=False, compare=False)
    recognises: Callable[[WinningMove], bool] = field(hash=False, compare=False)


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
    """The game's puzzles file (``core.study.puzzles``; None: the game has no puzzles)."""
    themes: tuple[PuzzleTheme, ...] = ()
    """The themes of the game's puzzles, in the order ``core.study.puzzles.theme_of`` tries their
    tests: the first that recognises a puzzle's winning move names its theme."""
    practice: FilePath | None = None
    """The game's practice file (``core.study.practice``; None: no practice against the
    computer)."""
    practice_goals: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)
    """The goal kinds its practices set (``core.study.practice.KINDS``), each with its title's
    English template (``{n}`` standing for the goal's number; the table marked ``# words:`` so
    that the window's catalogue translates it)."""
    step_kinds: tuple[str, ...] = ()
    """The kinds of the game's own steps, beyond ``core.transitions.KINDS`` (what its lessons'
    goals may name besides)."""
    pieces: int | None = None
    """How many pieces the game is played with, every one of them counted in every position
    (``State.piece_counts``); None if the game does not say."""
    count_words: str = field(default=COUNT_WORDS, hash=False, compare=False)
    """How a puzzle's or a practice's title says the count at its start, an English template
    (``{title}``, then ``{a}`` the player's and ``{b}`` the opponent's; ``COUNT_WORDS`` unless
    the game words it its own way, marked ``# words:`` as it is)."""
    ideas: Ideas | None = None
    """What its moves do that decides a game, in its lessons' words (None: the evaluation's
    reason is all there is to say)."""

    judgement: Judgement = Judgement()
    """How much a move must lose to be called a mistake or a blunder (measured per game)."""

    @property
    def puzzle_themes(self) -> dict[str, Text]:
        """Each theme's title, by name."""
        return {theme.name: theme.title for theme in self.themes}

    @property
    def name(self) -> str:
        return self.game.name

    def make(self, settings: dict[str, str] | None = None) -> Game:
        return self.game(settings)

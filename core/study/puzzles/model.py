"""Puzzles: the ``Puzzle`` and the kits' puzzle files it is read from."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from core.api import Game, Move, State
from core.errors import EngineError
from core.registry import kit_of, make_game
from core.study.puzzles.proof import Answer, Why
from core.study.puzzles.titles import DETAILS, MOST_SHARING, title_of
from core.study.studyfile import StudyFile
from core.words import Text

FORMAT = "pyramid-duels-puzzles"
VERSION = 3  # 2: a title's details, not its words; 3: its details the count and the move
DIFFICULTIES = ("easy", "medium", "hard")


class PuzzleError(EngineError):
    """A puzzles file that cannot be read or does not hold together; the message says which
    file and puzzle, and what is wrong."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (see the module's docstring). ``answers`` holds, for every wrong move, the
    computer's reply and why the move fails (computed once, when the puzzle is made, and
    proven again by the tests), so that the window answers at once. Its ``title`` is its
    theme's with its first ``details`` details (``core.study.puzzles.titles``)."""

    id: str
    game: str
    options: Mapping[str, str]
    record: tuple[str, ...]
    solution: str
    theme: str
    difficulty: str
    details: int = 0
    depth: int = 0
    moves: int = 0
    position: str = ""
    answers: Mapping[str, Answer] = field(default_factory=dict)
    why: Why | None = None

    def make_game(self) -> Game:
        return make_game(self.game, self.options)

    def start_state(self) -> State:
        """The position to solve (with its history: the record replayed from the start)."""
        return self.make_game().initial_state().apply_all(self.record)

    @cached_property
    def title(self) -> Text:
        """What the puzzle is called: its theme's title and its first ``details`` details."""
        state = self.start_state()
        return title_of(self.game, self.theme, state, self.depth, len(self.record), self.details)

    def is_solution(self, move: Move | str) -> bool:
        """Whether ``move`` (a Move, or its notation in any accepted spelling) is the
        solution."""
        if isinstance(move, Move):
            return str(move) == self.solution
        try:
            return str(self.start_state().parse_move(move)) == self.solution
        except EngineError:
            return False

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "options": dict(self.options),
            "record": " ".join(self.record),
            "position": self.position,
            "solution": self.solution,
            "theme": self.theme,
            "difficulty": self.difficulty,
            "depth": self.depth,
            "moves": self.moves,
            "details": self.details,
            "answers": {
                move: [answer.reply, answer.result, answer.plies]
                for move, answer in self.answers.items()
            },
            **({"why": self.why.to_json()} if self.why is not None else {}),
        }

    def answer_to(self, move: Move | str) -> Answer | None:
        """The stored reply and reason for a wrong move (None for the solution, or a move
        that is not legal here)."""
        try:
            text = str(self.start_state().parse_move(move) if isinstance(move, str) else move)
        except EngineError:
            return None
        return self.answers.get(text)


def titled(puzzles: Sequence[Puzzle]) -> list[Puzzle]:
    """``puzzles`` (one game's) titled by what is special about each: the theme's title, and
    while more than ``MOST_SHARING`` puzzles share a title, each of them takes one detail
    more."""
    levels = [0] * len(puzzles)
    while True:
        pairs = zip(puzzles, levels, strict=True)
        titles = [str(replace(puzzle, details=level).title) for puzzle, level in pairs]
        shared = {t for t in titles if titles.count(t) > MOST_SHARING}
        crowded = [i for i, t in enumerate(titles) if t in shared and levels[i] < DETAILS]
        if not crowded:
            break
        for i in crowded:
            levels[i] += 1
    return [replace(p, details=level) for p, level in zip(puzzles, levels, strict=True)]


# --- reading ---------------------------------------------------------------------------------
def _puzzle(entry: Any, game_name: str, where: str) -> Puzzle:
    options = entry["options"]
    puzzle = Puzzle(
        id=str(entry["id"]),
        game=game_name,
        options={str(k): str(v) for k, v in options.items()},
        record=tuple(str(entry["record"]).split()),
        solution=str(entry["solution"]),
        theme=str(entry["theme"]),
        difficulty=str(entry["difficulty"]),
        details=int(entry["details"]),
        depth=int(entry.get("depth", 0)),
        moves=int(entry.get("moves", 0)),
        position=str(entry.get("position", "")),
        answers={
            str(move): Answer(str(reply), str(result), int(plies))
            for move, (reply, result, plies) in dict(entry.get("answers", {})).items()
        },
        why=_why(entry.get("why")),
    )
    if puzzle.difficulty not in DIFFICULTIES:
        raise PuzzleError(f"{where}: unknown difficulty {puzzle.difficulty!r}")
    if not 0 <= puzzle.details <= DETAILS:
        raise PuzzleError(f"{where}: {puzzle.details} details in a title (at most {DETAILS})")
    return puzzle


PUZZLES: StudyFile[Puzzle] = StudyFile(FORMAT, VERSION, "puzzles", "puzzle", _puzzle, PuzzleError)
"""The kits' puzzle files (``core/games/<game>/puzzles.json``)."""


def puzzles_of(game_name: str) -> list[Puzzle]:
    """The game's puzzles, in their file's order ([] if it has none). UnknownGameError for an
    unknown game, PuzzleError for a bad file."""
    kit = kit_of(game_name)
    return PUZZLES.of(kit.puzzles, kit.name)


def read_puzzles(path: Path, game_name: str) -> list[Puzzle]:
    """The puzzles stored in ``path`` for the game ``game_name`` (PuzzleError if bad)."""
    return PUZZLES.read(path, game_name)


def _why(data: object) -> Why | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise TypeError("why")
    replies = {str(reply): str(answer) for reply, answer in dict(data["replies"]).items()}
    return Why(tuple(str(data["line"]).split()), replies)

"""Practice: the ``Practice``, the proof of its stored strategy, its words, and the kits'
practice files."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from core.api import Game, Move, State
from core.errors import EngineError
from core.registry import evaluation_of, kit_of, make_game
from core.study.ideas import idea_text
from core.study.practice.solver import MAX_PLIES, PROOF_NODES, Goal, OutOfNodes, Solver, verdict
from core.study.studyfile import StudyFile
from core.words import Text

FORMAT = "pyramid-duels-practice"
VERSION = 2  # 2: no title and text in every language (they are made from the goal)


class PracticeError(EngineError):
    """A practice file that cannot be read or does not hold together; the message says which
    file and practice, and what is wrong."""


@dataclass(frozen=True)
class Practice:
    """One practice (see the module's docstring). Its ``title`` and ``text`` are made from its
    goal and its start (``words_for``)."""

    id: str
    game: str
    options: Mapping[str, str]
    record: tuple[str, ...]
    goal: Goal
    line: tuple[str, ...]
    strategy: Mapping[str, str] = field(default_factory=dict)
    position: str = ""
    plies: int = 0
    nodes: int = 0

    def make_game(self) -> Game:
        return make_game(self.game, self.options)

    def start_state(self) -> State:
        """The position to play from (with its history)."""
        return self.make_game().initial_state().apply_all(self.record)

    @cached_property
    def _words(self) -> tuple[Text, Text]:
        return words_for(self.start_state(), self.goal)

    @property
    def title(self) -> Text:
        """What the practice is called: its goal and the count at its start."""
        return self._words[0]

    @property
    def text(self) -> Text:
        """What its goal asks, and that a search proved it can be met."""
        return self._words[1]

    @property
    def you(self) -> int:
        """The side you play (the player to move at the start)."""
        return self.start_state().current_player

    def answer(self, state: State) -> str | None:
        """The strategy's move in ``state`` (None where the strategy does not lead)."""
        return self.strategy.get(state.position_text())

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "options": dict(self.options),
            "record": " ".join(self.record),
            "position": self.position,
            "goal": self.goal.kind,
            "n": self.goal.n,
            "plies": self.plies,
            "nodes": self.nodes,
            "line": " ".join(self.line),
            "strategy": dict(self.strategy),
        }


def prove(practice: Practice, budget: int = PROOF_NODES) -> Solver | None:
    """The solver that proves ``practice``'s goal from its position (None if it cannot be
    proven within ``budget`` nodes)."""
    state = practice.start_state()
    solver = Solver(practice.goal, state.current_player, budget)
    try:
        return solver if solver.reaches(state) else None
    except OutOfNodes:
        return None


def follows(practice: Practice) -> str:
    """Whether the stored strategy holds: "" if every position it leads to has its move there
    and the move is legal, every reply is met, and the goal is met at every end; otherwise
    what is wrong."""
    start = practice.start_state()
    you = start.current_player
    problems: list[str] = []

    def walk(state: State, moves: int, path: tuple[str, ...]) -> None:
        if problems:
            return
        open_ = verdict(practice.goal, state, you, moves)
        if open_ is not None:
            if not open_:
                problems.append(f"the goal is missed after {' '.join(path)}")
            return
        if len(path) > MAX_PLIES:
            problems.append("the strategy goes on too long")
            return
        if state.current_player == you:
            move = practice.answer(state)
            if move is None:
                problems.append(f"no move stored for {state.position_text()}")
                return
            walk(state.apply(move), moves + 1, (*path, move))
            return
        for reply in state.legal_moves():
            walk(state.play_unchecked(reply), moves, (*path, str(reply)))

    walk(start, 0, ())
    return problems[0] if problems else ""


# --- a try looked back on -------------------------------------------------------------------
def move_reason(state: State, move: Move, line: Sequence[Move] = ()) -> str:
    """What the legal ``move`` does in ``state``, in a few words (a ``core.words.Text``): the
    game's ideas (``core.study.ideas``, with what the ``line`` expected after it shows, ``move``
    first), in the words a hint, a puzzle and an analysis use."""
    return idea_text(state, move, line, kit_of(state.game).ideas, evaluation_of(state.game))


@dataclass(frozen=True)
class Turning:
    """Where a missed goal was lost: ``ply``, the index among the moves played of your move
    after which the goal was out of reach, and ``better``, a move that kept it in reach there
    (its notation)."""

    ply: int
    better: str


def lost_at(practice: Practice, moves: Sequence[str], budget: int = PROOF_NODES) -> Turning | None:
    """The first of your ``moves`` (the moves played from the practice's start) after which
    the practice's solver finds the goal out of reach, whatever you play next; None if none
    is found (every move kept it, the proof ran out of ``budget`` nodes, or a move is not
    one of the game's)."""
    state, you = practice.start_state(), practice.you
    solver = Solver(practice.goal, you, budget)
    yours = 0
    try:
        for ply, text in enumerate(moves):
            after = state.apply(text)
            if state.current_player == you:
                if not solver.reaches(after, yours + 1, MAX_PLIES - 1):
                    kept = [str(move) for move in solver.winning_moves(state, yours)]
                    proof = practice.answer(state)  # the proven line's own move, if it has one
                    better = proof if proof in kept else (kept[0] if kept else None)
                    return None if better is None else Turning(ply, better)
                yours += 1
            state = after
    except (OutOfNodes, EngineError):
        return None
    return None


# --- words -------------------------------------------------------------------------------------
TEXTS: dict[str, str] = {  # words: what a practice's goal asks
    "win": "Win the game against the strongest level. Whatever it plays, a win is there: an "
    "exact search proved it.",
    "margin": "Winning is not enough: finish at least {n} ahead on the count. An exact search "
    "proved it can be done whatever the strongest level plays.",
    "survive": "The strongest level is pressing. Make {n} moves and, once it has answered the "
    "last, be at most one behind on the count by its evaluation: further behind, the position "
    "counts as lost. An exact search proved you can, whatever it plays.",
    "not lose": "Don't lose: end the game level or ahead, against the strongest level. An exact "
    "search proved you can, whatever it plays.",
}
"""Each goal's short text."""


def goal_title(game_name: str, goal: Goal) -> Text:
    """The goal's title as the game's kit words it ("Win by 3 points or more")."""
    return Text(kit_of(game_name).practice_goals[goal.kind], n=goal.n)


def words_for(state: State, goal: Goal) -> tuple[Text, Text]:
    """A practice's title (the goal and the count) and its text."""
    figures, you = state.figures(), state.current_player
    title = Text(
        kit_of(state.game.name).count_words,
        title=goal_title(state.game.name, goal),
        a=figures[you],
        b=figures[1 - you],
    )
    return title, Text(TEXTS[goal.kind], n=goal.n)


def _practice(entry: Any, game_name: str, where: str) -> Practice:
    return Practice(
        id=str(entry["id"]),
        game=game_name,
        options={str(k): str(v) for k, v in dict(entry["options"]).items()},
        record=tuple(str(entry["record"]).split()),
        goal=Goal(str(entry["goal"]), int(entry.get("n", 0))),
        line=tuple(str(entry["line"]).split()),
        strategy={str(k): str(v) for k, v in dict(entry["strategy"]).items()},
        position=str(entry.get("position", "")),
        plies=int(entry.get("plies", 0)),
        nodes=int(entry.get("nodes", 0)),
    )


PRACTICES: StudyFile[Practice] = StudyFile(
    FORMAT, VERSION, "practices", "practice", _practice, PracticeError
)
"""The kits' practice files (``core/games/<game>/practice.json``)."""


def write_practices(path: Path, game_name: str, practices: Sequence[Practice]) -> None:
    PRACTICES.write(path, game_name, practices)


# --- reading ---------------------------------------------------------------------------------
def practices_of(game_name: str) -> list[Practice]:
    """The game's practices, in their file's order ([] if it has none). UnknownGameError for
    an unknown game, PracticeError for a bad file."""
    kit = kit_of(game_name)
    return PRACTICES.of(kit.practice, kit.name)


def read_practices(path: Path, game_name: str) -> list[Practice]:
    """The practices stored in ``path`` for the game ``game_name`` (PracticeError if bad)."""
    return PRACTICES.read(path, game_name)

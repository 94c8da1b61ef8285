"""Practice: the ``Practice``, the proof of its stored strategy, its words, and the kits'
practice files."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.api import Game, State
from core.errors import EngineError
from core.registry import kit_of, make_game
from core.study.practice.solver import MAX_PLIES, PROOF_NODES, Goal, OutOfNodes, Solver, verdict
from core.study.studyfile import StudyFile
from core.study.tutorial import Words

FORMAT = "pyramid-duels-practice"
VERSION = 1
LANGUAGES = ("en", "fr")


class PracticeError(EngineError):
    """A practice file that cannot be read or does not hold together; the message says which
    file and practice, and what is wrong."""


@dataclass(frozen=True)
class Practice:
    """One practice (see the module's docstring)."""

    id: str
    game: str
    options: Mapping[str, str]
    record: tuple[str, ...]
    goal: Goal
    title: Words
    text: Words
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
            "title": dict(self.title.texts),
            "text": dict(self.text.texts),
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


# --- words -------------------------------------------------------------------------------------
TEXTS: dict[str, dict[str, str]] = {
    "win": {
        "en": "Win the game against the strongest level. Whatever it plays, a win is there: "
        "an exact search proved it.",
        "fr": "Gagnez la partie contre le niveau le plus fort. Quoi qu'il joue, la victoire "
        "est là : une recherche exacte l'a prouvé.",
    },
    "margin": {
        "en": "Winning is not enough: finish at least {n} ahead on the count. An exact search "
        "proved it can be done whatever the strongest level plays.",
        "fr": "Gagner ne suffit pas : finissez avec au moins {n} d'avance au décompte. Une "
        "recherche exacte a prouvé que c'est possible, quoi que joue le niveau le plus fort.",
    },
    "survive": {
        "en": "The strongest level is pressing. Make {n} moves without losing the game, and "
        "the goal is met. An exact search proved you can, whatever it plays.",
        "fr": "Le niveau le plus fort vous presse. Jouez {n} coups sans perdre la partie, et "
        "l'objectif est atteint. Une recherche exacte a prouvé que vous le pouvez, quoi "
        "qu'il joue.",
    },
    "not lose": {
        "en": "Don't lose: end the game level or ahead, against the strongest level. An exact "
        "search proved you can, whatever it plays.",
        "fr": "Ne perdez pas : finissez la partie à égalité ou devant, contre le niveau le plus "
        "fort. Une recherche exacte a prouvé que vous le pouvez, quoi qu'il joue.",
    },
}
"""Each goal's short text, in every language."""


def goal_title(game_name: str, goal: Goal, language: str) -> str:
    """The goal's title as the game's kit words it ("Win by 3 points or more")."""
    words = kit_of(game_name).practice_goals[goal.kind]
    return words.get(language, words["en"]).format(n=goal.n)


def words_for(state: State, goal: Goal) -> tuple[Words, Words]:
    """A practice's title (the goal and the count) and its text, in every language."""
    figures, you = state.figures(), state.current_player
    titles, texts = {}, {}
    count = kit_of(state.game.name).count_words
    for language in LANGUAGES:
        title = goal_title(state.game.name, goal, language)
        titles[language] = count[language].format(title=title, a=figures[you], b=figures[1 - you])
        texts[language] = TEXTS[goal.kind][language].format(n=goal.n)
    return Words(titles), Words(texts)


def _practice(entry: Any, game_name: str, where: str) -> Practice:
    return Practice(
        id=str(entry["id"]),
        game=game_name,
        options={str(k): str(v) for k, v in dict(entry["options"]).items()},
        record=tuple(str(entry["record"]).split()),
        goal=Goal(str(entry["goal"]), int(entry.get("n", 0))),
        title=Words({language: str(entry["title"][language]) for language in LANGUAGES}),
        text=Words({language: str(entry["text"][language]) for language in LANGUAGES}),
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

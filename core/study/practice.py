"""Practice against the computer: positions with a goal that an exact search proves reachable
whatever the strongest level replies.

A practice is a position reached by a record of moves from the start (like a puzzle, see
``core.study.puzzles``) and a goal for the player to move, "you", against the computer:

- ``win``: win the game;
- ``margin``: win by ``n`` or more of the game's figures (points, pips…);
- ``survive``: make ``n`` moves without losing (the goal is met once the computer has answered
  your ``n``-th move and the game is not lost, or the game ended without you losing);
- ``not lose``: end the game with a draw or a win.

Which kinds a game offers, and what they are called there, its kit says
(``GameKit.practice_goals``: kind → title in every language, ``{n}`` standing for ``n``). The
proof is an AND-OR search (``Solver``): at your turn one move must reach the goal, at the
computer's every reply must still let you reach it; it is exact within a bound of plies and a
node budget, and what it proves is stored as a *strategy*: for every position where you are to
move under it (``State.position_text``), the move that keeps the goal in reach. So whatever the
computer replies, the strategy answers. ``line`` is one play through it: your moves and the
replies the search expects of the computer.

Each game's kit names its practice file (``GameKit.practice``), JSON::

    {"format": "pyramid-duels-practice", "version": 1, "game": "…",
     "practices": [{"id": "…-p01", "options": {…}, "record": "MOVE …", "position": "…",
                    "goal": "margin", "n": 3, "plies": 7, "nodes": 1234,
                    "title": {"en": "…", "fr": "…"}, "text": {"en": "…", "fr": "…"},
                    "line": "MOVE MOVE …", "strategy": {"POSITION": "MOVE", …}}]}

Generating (self-play games, examined near their end, as the puzzles are made)::

    python -m core.study.practice generate GAME [--count N] [--seed S] [--games G] [--budget NODES]
    python -m core.study.practice check GAME
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.api import Game, Move, State
from core.errors import EngineError
from core.registry import evaluation_of, kit_of, make_game
from core.search.engine import Limits, Searcher
from core.study.studyfile import StudyFile
from core.study.tutorial import Words
from core.words import cut_short, whole_number

FORMAT = "pyramid-duels-practice"
VERSION = 1
LANGUAGES = ("en", "fr")
KINDS = ("win", "margin", "survive", "not lose")

PROOF_NODES = 40_000
"""The node budget of one goal's proof (practices are chosen so that far fewer suffice)."""

MAX_PLIES = 14
"""The longest a proof looks ahead: a goal not reached within this many plies is not proven."""


class PracticeError(EngineError):
    """A practice file that cannot be read or does not hold together; the message says which
    file and practice, and what is wrong."""


class OutOfNodes(Exception):
    """A proof spent its node budget without an answer."""


@dataclass(frozen=True)
class Goal:
    """What you must reach against the computer (see the module's docstring)."""

    kind: str
    n: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown goal {self.kind!r}")

    def ended(self, state: State, you: int) -> bool:
        """Whether the finished game in ``state`` meets the goal."""
        outcome = state.outcome()
        assert outcome is not None
        if self.kind in ("survive", "not lose"):
            return outcome.winner != 1 - you
        if outcome.winner != you:
            return False
        figures = outcome.figures
        return self.kind == "win" or figures[you] - figures[1 - you] >= self.n


def verdict(goal: Goal, state: State, you: int, your_moves: int) -> bool | None:
    """Whether the goal is met (True), missed (False) or still open (None) in ``state``, after
    ``your_moves`` of your moves; the computer is to move or the game is over."""
    if state.is_over:
        return goal.ended(state, you)
    if goal.kind == "survive" and your_moves >= goal.n and state.current_player == you:
        return True
    return None


class Solver:
    """The AND-OR proof of a goal for ``you`` (exact within ``MAX_PLIES`` plies and a node
    budget: ``OutOfNodes`` once spent). ``nodes`` counts the positions looked at."""

    def __init__(self, goal: Goal, you: int, budget: int = PROOF_NODES) -> None:
        self.goal, self.you, self.budget = goal, you, budget
        self.nodes = 0
        self.known: dict[tuple[object, int, int], bool] = {}

    def reaches(self, state: State, moves: int = 0, plies: int = MAX_PLIES) -> bool:
        """Whether you reach the goal from ``state`` whatever the computer plays, having made
        ``moves`` of your moves so far, with ``plies`` plies left to look at."""
        open_ = verdict(self.goal, state, self.you, moves)
        if open_ is not None:
            return open_
        if plies <= 0:
            return False
        key = (state.position_key(), moves, plies)
        found = self.known.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfNodes
        if state.current_player == self.you:
            result = any(
                self.reaches(child, moves + 1, plies - 1) for _, child in self._yours(state)
            )
        else:
            result = all(
                self.reaches(state.play_unchecked(m), moves, plies - 1)
                for m in self._replies(state)
            )
        self.known[key] = result
        return result

    def _yours(self, state: State) -> list[tuple[Move, State]]:
        """Your moves and their positions, the most promising first (the game ended first)."""
        evaluation = evaluation_of(state.game)
        children = [(move, state.play_unchecked(move)) for move in state.legal_moves()]

        def promise(pair: tuple[Move, State]) -> int:
            child = pair[1]
            if child.is_over:
                return -(10**9)
            value = evaluation.evaluate(child)
            return -value if child.current_player == self.you else value

        return sorted(children, key=promise)

    def _replies(self, state: State) -> tuple[Move, ...]:
        return state.legal_moves()

    def winning_moves(self, state: State, moves: int = 0) -> list[Move]:
        """Your moves in ``state`` that keep the goal in reach."""
        return [m for m, c in self._yours(state) if self.reaches(c, moves + 1, MAX_PLIES - 1)]

    def strategy(self, state: State, moves: int = 0, plies: int = MAX_PLIES) -> dict[str, str]:
        """The proof as a strategy: for every position where you are to move on the way, the
        move that keeps the goal in reach (``reaches`` must be true of ``state``)."""
        found: dict[str, str] = {}
        self._walk(state, moves, plies, found)
        return found

    def _walk(self, state: State, moves: int, plies: int, found: dict[str, str]) -> None:
        if verdict(self.goal, state, self.you, moves) is not None:
            return
        if state.current_player == self.you:
            text = state.position_text()
            if text in found:
                move = state.parse_move(found[text])
                self._walk(state.play_unchecked(move), moves + 1, plies - 1, found)
                return
            for move, child in self._yours(state):
                if self.reaches(child, moves + 1, plies - 1):
                    found[text] = str(move)
                    self._walk(child, moves + 1, plies - 1, found)
                    return
            raise EngineError(f"no move reaches the goal at {text}")
        for reply in self._replies(state):
            self._walk(state.play_unchecked(reply), moves, plies - 1, found)


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


# --- generating ----------------------------------------------------------------------------
@dataclass
class Candidate:
    """A position found to be a practice, before the practices are chosen."""

    record: tuple[str, ...]
    state: State
    goal: Goal
    strategy: dict[str, str]
    line: tuple[str, ...]
    moves: int
    cost: int


MAX_STRATEGY = 300
"""A strategy stores at most this many positions (the file stays small)."""

LINE_NODES = 20_000
"""The search that finds the computer's expected replies in the stored line (a node budget:
the same every time)."""


def expected_line(state: State, goal: Goal, strategy: Mapping[str, str]) -> tuple[str, ...]:
    """One play through ``strategy``: your moves, and the replies the search prefers."""
    you = state.current_player
    searcher = Searcher(evaluation_of(state.game))
    line: list[str] = []
    moves = 0
    while verdict(goal, state, you, moves) is None and len(line) <= MAX_PLIES:
        if state.current_player == you:
            move = state.parse_move(strategy[state.position_text()])
            moves += 1
        else:
            legal = state.legal_moves()
            move = (
                legal[0]
                if len(legal) == 1
                else searcher.search(state, Limits(nodes=LINE_NODES)).move
            )
        line.append(str(move))
        state = state.play_unchecked(move)
    return tuple(line)


def _goals(state: State, kinds: Sequence[str], budget: int) -> Iterator[tuple[Goal, Solver]]:
    """The goals ``state`` offers among ``kinds``, each proven, the most demanding first: a
    margin as large as proven, a win, holding on, not losing."""
    you = state.current_player
    win = Solver(Goal("win"), you, budget)
    won = win.reaches(state)
    if won and "margin" in kinds:
        best: tuple[Goal, Solver] | None = None
        for n in range(2, 16):
            solver = Solver(Goal("margin", n), you, budget)
            if not solver.reaches(state):
                break
            best = (solver.goal, solver)
        if best is not None:
            yield best
    if won and "win" in kinds:
        yield Goal("win"), win
    if not won and "survive" in kinds:
        for n in (4, 3, 2):
            solver = Solver(Goal("survive", n), you, budget)
            if solver.reaches(state):
                yield solver.goal, solver
                break
    if not won and "not lose" in kinds:
        solver = Solver(Goal("not lose"), you, budget)
        if solver.reaches(state):
            yield solver.goal, solver


def examine(
    state: State, record: Sequence[str], kinds: Sequence[str], budget: int
) -> list[Candidate]:
    """``state`` as practices, one for each goal among ``kinds`` proven within ``budget``
    nodes where not every move reaches the goal, no single move ends the game there, and the
    strategy is small."""
    legal = state.legal_moves()
    if state.is_over or len(legal) < 3:
        return []
    found: list[Candidate] = []
    try:
        for goal, solver in _goals(state, kinds, budget):
            good = solver.winning_moves(state)
            if len(good) == len(legal) or any(state.play_unchecked(m).is_over for m in good):
                continue
            strategy = solver.strategy(state)
            if len(strategy) > MAX_STRATEGY or len(strategy) < 2:
                continue
            line = expected_line(state, goal, strategy)
            found.append(
                Candidate(tuple(record), state, goal, strategy, line, len(legal), solver.nodes)
            )
    except OutOfNodes:
        pass
    return found


def candidates(game: Game, seed: int, games: int, budget: int, wanted: int) -> Iterator[Candidate]:
    """Practice candidates from up to ``games`` self-play games (seeded), among the last
    positions of each, until ``wanted`` are found."""
    from core.study.puzzles import MAX_PLIES as GAME_PLIES
    from core.study.puzzles import self_play

    kinds = tuple(kit_of(game.name).practice_goals)
    rng = random.Random(f"practice/{game.name}/{seed}")
    seen: set[object] = set()
    found = 0
    for _ in range(games):
        record = self_play(game, rng, 800)
        if len(record) >= GAME_PLIES:
            continue
        states = [game.initial_state()]
        for move in record:
            states.append(states[-1].play_unchecked(move))
        for cut in range(len(record) - 3, max(len(record) - WINDOW, 0) - 1, -1):
            state = states[cut]
            key = state.position_key()
            if key in seen:
                continue
            seen.add(key)
            made = examine(state, [str(m) for m in record[:cut]], kinds, budget)
            found += len(made)
            yield from made
            if made:
                break  # one position a game: they differ more
        if found >= wanted:
            return


WINDOW = 14
"""How far from a self-play game's end a practice may start (in plies)."""


def select(found: Sequence[Candidate], count: int) -> list[Candidate]:
    """``count`` candidates, the goal kinds taking turns, the longest lines first."""
    groups: dict[str, list[Candidate]] = {}
    for candidate in found:
        groups.setdefault(candidate.goal.kind, []).append(candidate)
    queues = [
        sorted(group, key=lambda c: (-len(c.line), -c.moves)) for _, group in sorted(groups.items())
    ]
    chosen: list[Candidate] = []
    taken: set[tuple[str, ...]] = set()
    while len(chosen) < count and any(queues):
        for queue in queues:
            while queue and queue[0].record in taken:
                queue.pop(0)
            if queue and len(chosen) < count:
                taken.add(queue[0].record)
                chosen.append(queue.pop(0))
    order = {kind: n for n, kind in enumerate(KINDS)}
    chosen.sort(key=lambda c: (order[c.goal.kind], len(c.line), c.goal.n))
    return chosen


def to_practices(game: Game, chosen: Sequence[Candidate]) -> list[Practice]:
    made = []
    for number, candidate in enumerate(chosen, 1):
        title, text = words_for(candidate.state, candidate.goal)
        made.append(
            Practice(
                id=f"{game.name}-p{number:02d}",
                game=game.name,
                options=dict(game.options),
                record=candidate.record,
                goal=candidate.goal,
                title=title,
                text=text,
                line=candidate.line,
                strategy=candidate.strategy,
                position=candidate.state.position_text(),
                plies=len(candidate.line),
                nodes=candidate.cost,
            )
        )
    return made


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


# --- the command line ------------------------------------------------------------------------
USAGE = """usage:
  python -m core.study.practice generate GAME [--count N] [--seed S] [--games G] [--budget NODES]
  python -m core.study.practice check GAME
generate plays up to G self-play games (default 400), examines the positions near the end of
each with at most NODES of proof search a goal (default 40000), and writes N practices (default
13), the goal kinds taking turns, to the game's practice file. check proves every stored goal
again and walks every stored strategy against every reply."""


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(args) < 2 or args[0] not in ("generate", "check") or len(args) % 2:
        print(USAGE, file=sys.stderr)
        return 2
    command, name = args[0], args[1]
    numbers = {"--count": 13, "--seed": 0, "--games": 400, "--budget": PROOF_NODES}
    for flag, value in zip(args[2::2], args[3::2], strict=True):
        number = whole_number(value)
        if flag not in numbers or number is None:
            print(f"error: bad argument {flag} {cut_short(value)}", file=sys.stderr)
            return 2
        numbers[flag] = number
    try:
        game = make_game(name)
    except EngineError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if command == "check":
        return _check(game.name)
    path = kit_of(game.name).practice
    if path is None:
        print(f"error: {game.name} has no practice file", file=sys.stderr)
        return 2
    found: list[Candidate] = []
    start = time.perf_counter()
    wanted = 3 * numbers["--count"]
    for candidate in candidates(
        game, numbers["--seed"], numbers["--games"], numbers["--budget"], wanted
    ):
        found.append(candidate)
        print(
            f"{len(found):3d} {time.perf_counter() - start:7.1f}s {candidate.goal.kind:8s} "
            f"{candidate.goal.n:2d} line {len(candidate.line):2d} strategy "
            f"{len(candidate.strategy):3d} cost {candidate.cost:6d}",
            file=sys.stderr,
            flush=True,
        )
    chosen = to_practices(game, select(found, numbers["--count"]))
    write_practices(path, game.name, chosen)
    print(f"{len(chosen)} practices written to {path}", file=sys.stderr)
    return 0


def _check(game_name: str) -> int:
    bad = 0
    for practice in practices_of(game_name):
        start = time.perf_counter()
        solver = prove(practice)
        problem = "" if solver is not None else "not proven"
        problem = problem or follows(practice)
        bad += bool(problem)
        nodes = solver.nodes if solver is not None else 0
        print(
            f"{practice.id}\t{problem or 'ok'}\t{practice.goal.kind} {practice.goal.n}\t"
            f"{nodes} nodes\t{time.perf_counter() - start:.2f}s"
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

"""Puzzles made by self-play: the positions where one move wins and only one, proven, themed
by the game's kit, graded and titled."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from core.api import Game, Move, State
from core.kit import WinningMove
from core.registry import evaluation_of, kit_of
from core.search.engine import Searcher
from core.search.levels import LEVELS
from core.search.player import choose, greedy_moves
from core.search.scores import MATE_BOUND, Limits
from core.study.puzzles.model import DIFFICULTIES, PUZZLES, Puzzle, PuzzleError, titled
from core.study.puzzles.proof import (
    MAX_PLIES,
    PROOF_NODES,
    UNKNOWN,
    WIN_WORD,
    answers_for,
    prove_move,
    proven_line,
    why_for,
)
from core.transitions import TAKEN_BACK


# --- themes and difficulty -------------------------------------------------------------------
def difficulty_of(depth: int, moves: int, obvious: Sequence[Move], solution: Move) -> str:
    """``easy``, ``medium`` or ``hard`` (0–1, 2–3, 4 or more points): a point for a win of
    four plies or more, another for seven or more; two if the obvious move is wrong (one if it
    is among several equally obvious); one for ten legal moves or more."""
    points = (depth >= 4) + (depth >= 7)
    if solution not in obvious:
        points += 2
    elif len(obvious) > 1:
        points += 1
    if moves >= 10:
        points += 1
    return DIFFICULTIES[0] if points <= 1 else DIFFICULTIES[1] if points <= 3 else DIFFICULTIES[2]


# --- generating ------------------------------------------------------------------------------
PER_GAME = 2
"""At most this many puzzles come from one self-play game."""

MIN_MOVES = 3
"""A puzzle offers at least this many legal moves (two would be a coin toss)."""

MIN_CHOICES = 2
"""A puzzle offers at least this many different moves, take-backs aside: a position whose
moves differ only by the balls a square takes back has nothing to find."""


def choices(state: State) -> int:
    """How many different moves the player to move has, take-backs aside (moves whose steps
    differ only by what they take back are one)."""
    return len(
        {
            tuple(step for step in state.transition(move).steps if step.kind != TAKEN_BACK)
            for move in state.legal_moves()
        }
    )


@dataclass
class Candidate:
    """A position found to be a puzzle, before the puzzles are chosen among the candidates."""

    record: tuple[str, ...]
    state: State
    solution: Move
    depth: int
    moves: int
    theme: str
    difficulty: str
    cost: int
    source: int = 0
    others: dict[str, str] = field(default_factory=dict)


def examine(state: State, record: Sequence[str], budget: int) -> Candidate | None:
    """``state`` as a puzzle, if exactly one move is proven to win and every other one is
    proven not to, within ``budget`` nodes of search in all (None otherwise)."""
    moves = state.legal_moves()
    if state.is_over or len(moves) < MIN_MOVES or choices(state) < MIN_CHOICES:
        return None
    evaluation = evaluation_of(state.game)
    searcher = Searcher(evaluation)  # its ``spent`` nodes: the cost of the proof
    limits = Limits(nodes=budget)
    first = searcher.search(state, Limits(nodes=budget // 2))
    if first.score < MATE_BOUND:
        return None
    solution: Move | None = None
    depth = 0
    others: dict[str, str] = {}
    for move in (first.move, *(m for m in moves if m != first.move)):
        if searcher.spent > budget:
            return None
        proof = prove_move(state, move, searcher, limits)
        if proof.result == WIN_WORD:
            if solution is not None:
                return None
            solution, depth = move, proof.plies
        elif proof.result == UNKNOWN:
            return None
        else:
            others[str(move)] = str(proof)
    if solution is None or searcher.spent > budget:
        return None
    theme = theme_of(state, solution, searcher, limits)
    obvious = greedy_moves(state, evaluation)  # what a look one move ahead prefers
    difficulty = difficulty_of(depth, len(moves), obvious, solution)
    return Candidate(
        tuple(record),
        state,
        solution,
        depth,
        len(moves),
        theme,
        difficulty,
        searcher.spent,
        others=others,
    )


QUIET = "quiet move"
"""The theme of a winning move no test of its game's themes recognises."""


def theme_of(state: State, move: Move, searcher: Searcher, limits: Limits) -> str:
    """What the winning ``move`` does (see the module's docstring)."""

    def ending() -> str:
        end = state.apply_all(proven_line(state, move, searcher, limits)).outcome()
        return str(end.reason) if end is not None else ""

    won = WinningMove(state, move, lambda: str(searcher.evaluation.reason(state, move)), ending)
    for theme in kit_of(state.game).themes:
        if theme.recognises(won):
            return theme.name
    return QUIET


def theme_of_stored(puzzle: Puzzle) -> str:
    """The theme of a stored puzzle, read again from its solution (``theme_of``)."""
    state = puzzle.start_state()
    searcher = Searcher(evaluation_of(state.game))
    return theme_of(state, state.parse_move(puzzle.solution), searcher, Limits(nodes=PROOF_NODES))


def self_play(game: Game, rng: random.Random, nodes: int) -> list[Move]:
    """A game to its end: random moves, weak levels' moves (Beginner to Club, seeded), or a
    mixture (each move random with some chance)."""
    kind = rng.choice(("random", "levels", "mixed", "mixed"))
    chance = {"random": 1.0, "levels": 0.0}.get(kind, rng.choice((0.15, 0.3, 0.5)))
    levels = (rng.choice(LEVELS[:3]), rng.choice(LEVELS[:3]))
    evaluation = evaluation_of(game)
    state = game.initial_state()
    moves: list[Move] = []
    while not state.is_over and len(moves) < MAX_PLIES:
        legal = state.legal_moves()
        if len(legal) == 1 or rng.random() < chance:
            move = rng.choice(legal)
        else:
            level = levels[state.current_player]
            seed = rng.randrange(1 << 30)
            move = choose(state, evaluation, level, seed=seed, nodes=nodes).move
        moves.append(move)
        state = state.play_unchecked(move)
    return moves


def candidates(
    game: Game, seed: int, games: int, window: int, budget: int, nodes: int, wanted: int
) -> Iterator[Candidate]:
    """Puzzle candidates from ``games`` self-play games (seeded), among the last ``window``
    positions of each, until ``wanted`` are found."""
    rng = random.Random(f"puzzles/{game.name}/{seed}")
    seen: set[object] = set()
    found = 0
    for number in range(games):
        record = self_play(game, rng, nodes)
        if len(record) >= MAX_PLIES:
            continue
        states = [game.initial_state()]
        for move in record:
            states.append(states[-1].play_unchecked(move))
        taken = 0
        for cut in range(len(record) - 1, max(len(record) - window, 0) - 1, -1):
            state = states[cut]
            key = (state.position_key(), state.position_text())
            if key in seen or taken >= PER_GAME:
                continue
            seen.add(key)
            candidate = examine(state, [str(m) for m in record[:cut]], budget)
            if candidate is not None:
                candidate.source = number
                taken += 1
                found += 1
                yield candidate
        if found >= wanted:
            return


def select(found: Sequence[Candidate], count: int) -> list[Candidate]:
    """``count`` candidates, spread over themes and difficulties: each (theme, difficulty)
    group in turn gives its next one, the one with the most legal moves first (then the
    longest win, then the first found)."""
    groups: dict[tuple[str, str], list[Candidate]] = {}
    for candidate in found:
        groups.setdefault((candidate.theme, candidate.difficulty), []).append(candidate)
    chosen: list[Candidate] = []
    queues = [
        sorted(group, key=lambda c: (-c.moves, -c.depth)) for _, group in sorted(groups.items())
    ]
    while len(chosen) < count and any(queues):
        for queue in queues:
            if queue and len(chosen) < count:
                chosen.append(queue.pop(0))
    order = {name: index for index, name in enumerate(DIFFICULTIES)}
    chosen.sort(key=lambda c: (order[c.difficulty], c.theme, c.depth, c.moves, c.record))
    return chosen


def to_puzzles(game: Game, chosen: Sequence[Candidate]) -> list[Puzzle]:
    """The chosen candidates as puzzles, with their proofs in words (``why``), titled by their
    themes as the game's kit declares them and what is special about each (``titled``;
    PuzzleError for a theme the kit does not declare)."""
    themes = kit_of(game.name).puzzle_themes
    unknown = sorted({c.theme for c in chosen} - set(themes))
    if unknown:
        raise PuzzleError(f"{game.name} declares no puzzle theme {unknown[0]!r}")
    made = [
        Puzzle(
            id=f"{game.name}-{number:03d}",
            game=game.name,
            options=dict(game.options),
            record=candidate.record,
            solution=str(candidate.solution),
            theme=candidate.theme,
            difficulty=candidate.difficulty,
            depth=candidate.depth,
            moves=candidate.moves,
            position=candidate.state.position_text(),
            answers=answers_for(candidate.state, str(candidate.solution)),
            why=why_for(candidate.state, str(candidate.solution)),
        )
        for number, candidate in enumerate(chosen, 1)
    ]
    return titled(made)


def write_puzzles(path: Path, game_name: str, puzzles: Sequence[Puzzle]) -> None:
    PUZZLES.write(path, game_name, puzzles)

"""Practices made by self-play games, examined near their end, as the puzzles are made."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from core.api import Game, State
from core.registry import evaluation_of, kit_of
from core.search.engine import Searcher
from core.search.scores import Limits
from core.study.practice.model import Practice
from core.study.practice.solver import KINDS, MAX_PLIES, Goal, OutOfNodes, Solver, verdict


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
        made.append(
            Practice(
                id=f"{game.name}-p{number:02d}",
                game=game.name,
                options=dict(game.options),
                record=candidate.record,
                goal=candidate.goal,
                line=candidate.line,
                strategy=candidate.strategy,
                position=candidate.state.position_text(),
                plies=len(candidate.line),
                nodes=candidate.cost,
            )
        )
    return made

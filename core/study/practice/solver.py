"""Practice: its goals, and the exact AND-OR search (``Solver``) that proves a goal reachable
whatever the computer replies."""

from __future__ import annotations

from dataclasses import dataclass

from core.api import Move, State
from core.errors import EngineError
from core.registry import evaluation_of
from core.search.evaluation import UNIT

KINDS = ("win", "margin", "survive", "not lose")

PROOF_NODES = 40_000
"""The node budget of one goal's proof (practices are chosen so that far fewer suffice)."""

MAX_PLIES = 14
"""The longest a proof looks ahead: a goal not reached within this many plies is not proven."""


HOLD_MARGIN = UNIT
"""How far behind a *hold on* goal may leave you: at most one unit of the game's figures (one
ball in Pylos) by the evaluation, once your moves are made. Further behind, the position is
counted as lost, and the goal as missed, even though the game goes on."""


def held(state: State) -> bool:
    """Whether ``state`` (you to move, the game under way) is not lost for you: the evaluation
    puts you at most ``HOLD_MARGIN`` behind."""
    return evaluation_of(state.game).evaluate(state) >= -HOLD_MARGIN


def standing(state: State) -> float:
    """The evaluation of ``state`` for the player to move, in units of the game's figures
    (-1.5: a ball and a half behind)."""
    return evaluation_of(state.game).evaluate(state) / UNIT


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
    ``your_moves`` of your moves; the computer is to move or the game is over. A *hold on*
    goal is decided once your ``n`` moves are made and answered: met if the position is not
    lost then (``held``), missed if it is, though the game goes on."""
    if state.is_over:
        return goal.ended(state, you)
    if goal.kind == "survive" and your_moves >= goal.n and state.current_player == you:
        return held(state)
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

"""The ideas of Pylos moves, in its lessons' words: a square completed and balls taken back,
a square of the other side blocked, a ball raised (one saved), the top ball, and the ball race
won ("forces Dark to spend its last ball")."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.games.pylos.board import NAME, who
from core.games.pylos.evaluation import PylosEvaluation, square_holes
from core.games.pylos.moves import PylosMove
from core.games.pylos.rules import PylosState
from core.kit import Ideas
from core.words import Text

TEMPLATES = {  # words: the ideas of Pylos moves, said after the move's name
    "top": "places the top ball",
    "square one": "completes a square on {place} and takes back one ball",
    "square two": "completes a square on {place} and takes back two balls",
    "line one": "completes a line on {place} and takes back one ball",
    "line two": "completes a line on {place} and takes back two balls",
    "raise": "raises a ball from {origin} to {target}, saving a ball of the reserve",
    "block": "blocks the square {player} would complete on {place}",
    "prepare": "prepares a square that {place} would complete",
    "last ball": "forces {player} to spend the last ball of the reserve",
    "race": "wins the ball race, leaving {player} without balls first",
    "top race": "keeps enough balls to place the top ball",
}
"""The ideas a Pylos move can have (``Ideas.templates``)."""


class PylosIdeas(Ideas):
    """Squares, blocks, raises, the top ball and the ball race (see the module's docstring)."""

    templates = TEMPLATES

    def __init__(self) -> None:
        self.judge = PylosEvaluation()  # its holes: the places that would complete a square

    def of_move(self, state: State, move: Move) -> list[Text]:
        assert isinstance(state, PylosState) and isinstance(move, PylosMove)
        me = state.current_player
        ideas: list[Text] = []
        if move.target == state.game.board.top:
            return [self.idea("top")]
        place = NAME[move.target]
        if move.removals:
            own = state.balls(me)
            square = bool(square_holes(own, own | state.balls(1 - me)) >> move.target & 1)
            kind = "square" if square else "line"
            kind += " one" if len(move.removals) == 1 else " two"
            ideas.append(self.idea(kind, place=place))
        if move.origin is not None:
            ideas.append(self.idea("raise", origin=NAME[move.origin], target=place))
        if self.judge._holes(state, 1 - me) >> move.target & 1:
            ideas.append(self.idea("block", player=who(1 - me), place=place))
        after = state.play_unchecked(move)
        assert isinstance(after, PylosState)
        if not move.removals and not after.is_over:
            new = self.judge._holes(after, me) & ~self.judge._holes(state, me)
            if new:
                ideas.append(self.idea("prepare", place=NAME[new.bit_length() - 1]))
        return ideas

    def of_end(self, state: State, line: Sequence[Move]) -> list[Text]:
        end = state.apply_all(line) if line else state
        outcome = end.outcome()
        me = state.current_player
        if outcome is None or outcome.winner != me:
            return []
        assert isinstance(end, PylosState)
        loser = who(1 - me)
        if end.balls(me) >> end.game.board.top & 1:
            return [self.idea("top race")] if len(line) > 1 else []
        spent = any(
            isinstance(move, PylosMove) and move.origin is None and before.reserves[1 - me] == 1
            for before, move in _by_loser(state, line)
        )
        return [self.idea("last ball" if spent else "race", player=loser)]


def _by_loser(state: State, line: Sequence[Move]) -> list[tuple[PylosState, Move]]:
    """The moves of ``line`` the other side plays, each with the position it is played in."""
    me = state.current_player
    found: list[tuple[PylosState, Move]] = []
    for move in line:
        if state.current_player != me:
            assert isinstance(state, PylosState)
            found.append((state, move))
        state = state.play_unchecked(move)
    return found

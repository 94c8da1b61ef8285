"""How the computer opponent judges a Pylon position.

The score is what counts at the end: the stacks each colour tops. A stack that can neither move
nor be covered is settled and counts more surely. A stack topped by one side that can land on a
neighbour topped by the other is a capture: it wins the neighbour's height for its top's owner
(twice over, in the difference). The player to move can make its best capture now; the other
side's best one is a threat. During placement the same figures read the board as it stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from core.api import Move, State
from core.games.icehouse import Pyramid, size_word
from core.games.pylon.rules import (
    NAMES,
    NEIGHBOURS,
    PLAYERS,
    SQUARES,
    STACKS,
    PylonPlace,
    PylonStack,
    PylonState,
)
from core.search.evaluation import UNIT, Evaluation
from core.words import Text, Who

SETTLED: Final = 40  # per pyramid of a settled stack, beside UNIT per pyramid of score
OWN_CAPTURE: Final = 50  # per point of the mover's best capture (it can make it now)
THEIR_CAPTURE: Final = 30  # per point of the opponent's best capture (the mover may parry it)
CAPTURES: Final = 10  # per capture available, each side
QUIESCENCE_CAPTURES: Final = 3  # the best captures followed past the horizon

Board = tuple[tuple[Pyramid, ...], ...]


def captures(board: Board, player: int) -> list[tuple[int, int, int]]:
    """``player``'s captures: (points gained, origin, target), a stack topped by ``player``
    moving onto a neighbour topped by the other side (legal in the stacking phase)."""
    found = []
    for origin, stack in enumerate(board):
        if not stack or stack[-1][0] != player:
            continue
        bottom = stack[0][1]
        for target in NEIGHBOURS[origin]:
            other = board[target]
            if other and other[-1][0] != player and bottom <= other[-1][1]:
                found.append((2 * len(other), origin, target))
    return found


def _capture_summary(board: Board, player: int) -> tuple[int, int]:
    """The points of ``player``'s best capture (0 without one) and how many it has: what the
    evaluation reads of ``captures``, without a list of tuples to build and compare."""
    best = count = 0
    for origin in range(len(board)):
        stack = board[origin]
        if not stack or stack[-1][0] != player:
            continue
        bottom = stack[0][1]
        for target in NEIGHBOURS[origin]:
            other = board[target]
            if other and other[-1][0] != player and bottom <= other[-1][1]:
                count += 1
                best = max(best, 2 * len(other))
    return best, count


def settled(board: Board, square: int) -> bool:
    """Whether the stack on ``square`` can neither move nor be covered now."""
    stack = board[square]
    bottom, top = stack[0][1], stack[-1][1]
    for n in NEIGHBOURS[square]:
        other = board[n]
        if other and (bottom <= other[-1][1] or other[0][1] <= top):
            return False
    return True


def stacking_bound(board: Board) -> int:
    """At most how many stacking moves remain: each joins two neighbouring stacks, so a group
    of touching stacks allows one fewer move than it has stacks."""
    seen: set[int] = set()
    moves = 0
    for start, stack in enumerate(board):
        if not stack or start in seen:
            continue
        seen.add(start)
        group = [start]
        for square in group:
            for n in NEIGHBOURS[square]:
                if board[n] and n not in seen:
                    seen.add(n)
                    group.append(n)
        moves += len(group) - 1
    return moves


class PylonEvaluation(Evaluation):
    """Scores, settled stacks and captures (see the module's docstring)."""

    def evaluate(self, state: State) -> int:
        assert isinstance(state, PylonState)
        me = state.current_player
        board = state.board
        score = 0
        for square, stack in enumerate(board):
            if stack:
                sign = 1 if stack[-1][0] == me else -1
                weight = UNIT + SETTLED if settled(board, square) else UNIT
                score += sign * weight * len(stack)
        my_best, my_count = _capture_summary(board, me)
        their_best, their_count = _capture_summary(board, 1 - me)
        score += OWN_CAPTURE * my_best - THEIR_CAPTURE * their_best
        return score + CAPTURES * (my_count - their_count)

    def priorities(self, state: State, moves: Sequence[Move]) -> list[int]:
        assert isinstance(state, PylonState)
        board = state.board
        me = state.current_player
        result = []
        for move in moves:
            if isinstance(move, PylonStack):
                moving, target = board[move.origin], board[move.target]
                gain = len(target) if target[-1][0] != me else 0
                if moving[-1][0] != me:
                    gain = -len(target) if target[-1][0] == me else 0
                result.append(1000 * gain + len(target))
            else:
                assert isinstance(move, PylonPlace)
                result.append(_placement_priority(board, move, me))
        return result

    def tactical(self, state: State) -> list[Move]:
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            return []
        found = sorted(captures(state.board, state.current_player), reverse=True)
        best = found[:QUIESCENCE_CAPTURES]
        return [STACKS[origin, target] for _, origin, target in best]

    def plies_left(self, state: State) -> int | None:
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            # The placements left, then at most one stacking move fewer than the squares.
            return sum(1 for stack in state.board if not stack) + SQUARES - 1
        return stacking_bound(state.board)

    def reason(self, state: State, move: Move) -> str:
        assert isinstance(state, PylonState)
        me = state.current_player
        mover = Who(me, PLAYERS[me])
        opponent = Who(1 - me, PLAYERS[1 - me])
        if isinstance(move, PylonPlace):
            return _placement_reason(state, move, opponent)
        assert isinstance(move, PylonStack)
        after = state.play_unchecked(move)
        outcome = after.outcome()
        if outcome is not None:
            first, second = outcome.figures
            if outcome.winner is None:
                return Text("ends the game in a draw, {a}-{b}", a=first, b=second)
            winner = Who(outcome.winner, PLAYERS[outcome.winner])
            return Text(
                "ends the game: a win for {player}, {a}-{b}", player=winner, a=first, b=second
            )
        moving, target = state.board[move.origin], state.board[move.target]
        height = len(moving) + len(target)
        where = NAMES[move.target]
        if moving[-1][0] == me and target[-1][0] != me:
            return Text(
                "moves a stack onto a stack of {player} on {where}: takes {height} points",
                player=opponent,
                where=where,
                height=height,
            )
        return Text(
            "moves a stack onto {where}: a stack of {height} now topped by {player}",
            where=where,
            player=mover if moving[-1][0] == me else opponent,
            height=height,
        )


def _placement_priority(board: Board, move: PylonPlace, me: int) -> int:
    """Placements next to other pyramids first: the open board's squares are much alike."""
    return sum(10 + (board[n][0][0] != me) for n in NEIGHBOURS[move.square] if board[n])


def _placement_reason(state: PylonState, move: PylonPlace, opponent: Who) -> str:
    board = state.board
    me = state.current_player
    size = size_word(move.size)
    where = NAMES[move.square]
    theirs = [n for n in NEIGHBOURS[move.square] if board[n] and board[n][0][0] != me]
    if not theirs:
        return Text(
            "places a {size} on {where}: away from the other side's pyramids, where none can "
            "climb on it yet",
            size=size,
            where=where,
        )
    climbs = sum(move.size <= board[n][0][1] for n in theirs)
    if climbs:
        return Text(
            "places a {size} on {where}: it can climb onto {count} pyramids of {player}",
            size=size,
            where=where,
            count=climbs,
            player=opponent,
        )
    return Text(
        "places a {size} on {where}: next to pyramids of {player}, too large to climb them",
        size=size,
        where=where,
        player=opponent,
    )

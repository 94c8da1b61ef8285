"""How the computer opponent judges a Pylos position.

Pylos is a race for balls: whoever runs out first loses, so the reserves are the material. On top
of them: squares one ball from completion ("holes"; a hole the mover can fill now earns one or two
balls back, two holes of the opponent cannot both be blocked), holes not yet supported, and balls
that can be raised (a raise fills a place without spending the reserve).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from core.api import Move, State
from core.games.pylos.board import (
    ABOVE,
    BOARDS,
    COLOURS,
    HIGHER,
    LEVEL,
    LOCAL_VALID,
    NAME,
    available,
    supporting,
)
from core.games.pylos.moves import PylosMove
from core.games.pylos.rules import PylosState
from core.search.evaluation import TACTICAL, UNIT, Evaluation
from core.words import Text, Who

# Points, beside UNIT per ball of reserve (weights chosen by matches between versions).
OWN_HOLE_NOW: Final = 150  # the mover fills it next: about two balls back, less the move's cost
THEIR_HOLE_NOW: Final = (0, 40, 150)  # one the mover must block; two cannot both be blocked
HOLE_LATER: Final = 20  # a hole whose place is not supported yet
RAISABLE: Final = 30  # a ball that can be raised now saves a ball from the reserve
BLOCK_PRIORITY: Final = 60_000
RAISE_PRIORITY: Final = 30_000


LINE_MASKS: Final = BOARDS[4].all_lines
"""The mature rules' lines: rows and columns of level 1 (four balls) and level 2 (three)."""


def square_holes(own: int, occ: int) -> int:
    """Empty places (a bit mask) that would complete a 2×2 square of ``own`` balls."""
    holes = 0
    for z in (0, 1, 2):
        o = (own >> (16 * z)) & 0xFFFF
        e = ~(occ >> (16 * z)) & 0xFFFF
        corners = LOCAL_VALID[z + 1]  # a square's top-left cell, where its upper ball would go
        o1, o4, o5 = o >> 1, o >> 4, o >> 5
        level = (
            (e & o1 & o4 & o5 & corners)
            | ((o & (e >> 1) & o4 & o5 & corners) << 1)
            | ((o & o1 & (e >> 4) & o5 & corners) << 4)
            | ((o & o1 & o4 & (e >> 5) & corners) << 5)
        )
        holes |= level << (16 * z)
    return holes


def line_holes(own: int, occ: int, lines: tuple[int, ...] = LINE_MASKS) -> int:
    """Empty places that would complete one of the ``lines`` of ``own`` balls (the mature
    rules)."""
    holes = 0
    for mask in lines:
        rest = mask & ~own
        if rest and not rest & (rest - 1) and not rest & occ:
            holes |= rest
    return holes


def raisable(own: int, occ: int, avail: int) -> int:
    """How many of the ``own`` balls can be raised somewhere now."""
    count = 0
    free = own & ~supporting(occ)
    while free:
        low = free & -free
        ball = low.bit_length() - 1
        if avail & HIGHER[LEVEL[ball]] & ~ABOVE[ball]:
            count += 1
        free ^= low
    return count


class PylosEvaluation(Evaluation):
    """Reserves, holes and raises (see the module's docstring)."""

    def _holes(self, state: PylosState, player: int) -> int:
        game = state.game
        if not game.recovery:
            return 0
        own = state.balls(player)
        occ = own | state.balls(1 - player)
        holes = square_holes(own, occ)
        return holes | line_holes(own, occ, game.board.all_lines) if game.lines else holes

    def evaluate(self, state: State) -> int:
        assert isinstance(state, PylosState)
        me = state.current_player
        reserves = state.reserves
        own, theirs = state.balls(me), state.balls(1 - me)
        occ = own | theirs
        avail = available(occ, state.game.board.floor)
        score = UNIT * (reserves[me] - reserves[1 - me])
        score += RAISABLE * (raisable(own, occ, avail) - raisable(theirs, occ, avail))
        if state.game.recovery:
            mine, their = self._holes(state, me), self._holes(state, 1 - me)
            if mine & avail:
                score += OWN_HOLE_NOW
            score -= THEIR_HOLE_NOW[min((their & avail).bit_count(), 2)]
            score += HOLE_LATER * ((mine & ~avail).bit_count() - (their & ~avail).bit_count())
        return score

    def priorities(self, state: State, moves: Sequence[Move]) -> list[int]:
        assert isinstance(state, PylosState)
        their = self._holes(state, 1 - state.current_player)
        result = []
        for move in moves:
            assert isinstance(move, PylosMove)
            priority = 100 * LEVEL[move.target]
            if move.removals:
                priority += TACTICAL + 1000 * len(move.removals)
            if their >> move.target & 1:
                priority += BLOCK_PRIORITY
            if move.origin is not None:
                priority += RAISE_PRIORITY
            result.append(priority)
        return result

    def tactical(self, state: State) -> list[Move]:
        assert isinstance(state, PylosState)
        occ = state.balls(0) | state.balls(1)
        if not self._holes(state, state.current_player) & available(occ, state.game.board.floor):
            return []  # no square to complete: skip generating the moves
        moves = [m for m in state.legal_moves() if isinstance(m, PylosMove) and m.removals]
        moves.sort(key=lambda m: -len(m.removals))
        return list(moves)

    def reason(self, state: State, move: Move) -> str:
        assert isinstance(state, PylosState) and isinstance(move, PylosMove)
        me = state.current_player
        opponent = Who(1 - me, COLOURS[1 - me])
        outcome = state.play_unchecked(move).outcome()
        if outcome is not None and outcome.winner == me:
            if move.target == state.game.board.top:
                return Text("places the top ball and wins")
            return Text("leaves {player} without balls: wins", player=opponent)
        if move.removals:
            own = state.balls(me)
            occ = own | state.balls(1 - me)
            square = bool(square_holes(own, occ) >> move.target & 1)
            one = len(move.removals) == 1
            if square:
                if one:
                    return Text("completes a square and takes back one ball")
                return Text("completes a square and takes back two balls")
            if one:
                return Text("completes a line and takes back one ball")
            return Text("completes a line and takes back two balls")
        if move.origin is not None:
            return Text(
                "raises a ball from {origin} to {target}: saves a ball",
                origin=NAME[move.origin],
                target=NAME[move.target],
            )
        if self._holes(state, 1 - me) >> move.target & 1:
            return Text(
                "places a ball on {place}: blocks a square of {player} there",
                player=opponent,
                place=NAME[move.target],
            )
        after = state.play_unchecked(move)
        assert isinstance(after, PylosState)
        before_holes = self._holes(state, me)
        new_holes = self._holes(after, me) & ~before_holes
        if new_holes:
            return Text(
                "prepares a square: {place} would complete it",
                place=NAME[new_holes.bit_length() - 1],
            )
        return Text(
            "places a ball on {place}: a quiet move, no square to make or to block",
            place=NAME[move.target],
        )

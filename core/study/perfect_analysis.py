"""A game analysed by perfect play: every move marked with its value from a solved table, and a
mistake called by the change of value it makes ("it turns a win in 23 into a loss in 18").

``analyse_perfectly`` answers as ``core.study.analysis.analyse`` does, one ``PlyAnalysis`` per
move, with ``perfect`` set: every verdict is proven, from the first player's side (``plies``
counted from the position after the move), the best move is perfect play's (the played one when
it is as good), and the judgement is the change of result, from the side of the player who
moved:

- ``blunder``: a won position turned lost;
- ``mistake``: a win turned into a draw, or a draw into a loss;
- ``""`` otherwise: a slower win, or a quicker loss in a lost position, keeps the result.

Reasons, replies and the best line are said as the search's analysis says them (the game's
ideas); the reply and the line are perfect play's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from core.api import FIRST, Game, Move, State
from core.kit import Ideas
from core.search.evaluation import Evaluation
from core.search.scores import WIN
from core.study.analysis import (
    BEST_LINE,
    RESULT_WORTH,
    PlyAnalysis,
    Verdict,
    move_reason,
    positions,
)
from core.study.perfect import DRAW, LOSS, Perfect, Value

CHANGES = {("win", "loss"): "blunder", ("win", "draw"): "mistake", ("draw", "loss"): "mistake"}
"""The judgement of a move by the result it had to keep and the one it left (mover's side)."""


def analyse_perfectly(
    game: Game,
    perfect: Perfect,
    evaluation: Evaluation,
    moves: Sequence[Move | str],
    first_ply: int = 1,
    ideas: Ideas | None = None,
) -> Iterator[PlyAnalysis]:
    """Analyse the game ``moves`` (from the start) by ``perfect`` play, from ``first_ply``;
    ``evaluation`` and ``ideas`` say what moves do (``core.study.analysis.move_reason``). The
    moves are checked at once (NotationError, IllegalMoveError)."""
    states, played = positions(game, moves)
    return _plies(states, played, perfect, evaluation, max(first_ply, 1), ideas)


def _plies(
    states: list[State],
    played: list[Move],
    perfect: Perfect,
    evaluation: Evaluation,
    first_ply: int,
    ideas: Ideas | None,
) -> Iterator[PlyAnalysis]:
    for index in range(first_ply - 1, len(played)):
        before, after, move = states[index], states[index + 1], played[index]
        mover = before.current_player
        value = perfect.move_value(before, move)
        best, best_value = perfect.choose(before)
        if value.rank >= best_value.rank:
            best, best_value = move, value
        best_after = before.play_unchecked(best)
        best_line = (best, *perfect.line(best_after, BEST_LINE - 1))
        reply = None if move == best or after.is_over else perfect.choose(after)[0]
        yield PlyAnalysis(
            ply=index + 1,
            player=mover,
            move=str(move),
            evaluation=verdict_of(value, mover),
            best=str(best),
            best_evaluation=verdict_of(best_value, mover),
            best_reason=move_reason(before, best, evaluation, ideas, best_line),
            loss=max(_worth(best_value) - _worth(value), 0),
            judgement=CHANGES.get((best_value.result, value.result), ""),
            reason=move_reason(before, move, evaluation, ideas),
            reply="" if reply is None else str(reply),
            reply_reason="" if reply is None else move_reason(after, reply, evaluation, ideas),
            best_line=tuple(str(step) for step in best_line),
            perfect=True,
        )


def verdict_of(value: Value, mover: int) -> Verdict:
    """A move's value (for ``mover``, N counting the move) as the verdict of the position after
    it: from the first player's side, its plies counted from there."""
    if value.result == DRAW:
        return Verdict(0, DRAW)
    first = value if mover == FIRST else value.seen_by_other()
    plies = max(value.plies - 1, 0)
    points = WIN - plies if first.result == "win" else plies - WIN
    return Verdict(points, first.result, plies)


def value_of(verdict: Verdict, mover: int) -> Value:
    """``verdict_of`` undone: the value of the move, for ``mover``, N counting it."""
    if verdict.result in (None, DRAW):
        return Value(DRAW)
    value = Value(str(verdict.result), verdict.plies + 1)
    return value if mover == FIRST else value.seen_by_other()


def _worth(value: Value) -> int:
    return {DRAW: 0, LOSS: -RESULT_WORTH}.get(value.result, RESULT_WORTH)

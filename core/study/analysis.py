"""Game analysis: every position of a game searched in turn, one ply's result at a time.

``analyse(game, evaluation, moves)`` replays the moves (refusing a bad one at once, with the
engine's reason) and returns a generator that yields one ``PlyAnalysis`` per move played: the
move, how the position stands after it, the best move the search found in the position before it
and how the position would stand after that one, how much the played move lost for its player,
and a judgement. Everything is a plain value that pickles, so a worker process can run the generator
and stream its results; the search itself is ``core.search.engine``'s, with the game's
evaluation.

Evaluations (``Verdict``) are from the FIRST player's side: points, ``UNIT`` (100) to one unit
of the game's figures (a ball, a point, a pip), written in units with a sign and two decimals
(``+1.25``, ``-0.50``, ``+0.00``); or, when the search proves the result, ``win N`` (the first
player wins in N plies from that position, whatever the other does), ``loss N`` (the second
player does) or ``draw``. A finished game reads ``win 0``, ``loss 0`` or ``draw``.

Judgements, from the point of view of the player who moved, comparing the played move with the
best one found (``loss`` is the difference, in points; a proven win counts as
``RESULT_WORTH`` points, a proven loss as minus that, a proven draw as 0), by the game's
``core.kit.Judgement`` (its kit's, measured over self-play games by
``python -m core.tools.spread``; ``Judgement()``, 1.5 and 3 units, unless one is handed):

- ``blunder``: the move loses ``judgement.blunder`` points or more, or it changes a proven
  result: it throws away a proven win (the search cannot show that it still wins), or it walks
  into a proven loss that another move did not;
- ``mistake``: it loses ``judgement.mistake`` points or more, or it would be a blunder but wins
  material (its player's lead in the game's figures is larger after it and the other side's
  best answer than before it: an Ambush capture that the best answer does not take back) and
  does not walk into a proven loss: a gain smaller than the best one is a mistake, not a
  blunder;
- ``""`` otherwise. A slower proven win, or a faster loss in a position lost whatever is played,
  is not held against the player.

A ply also says what the played move does (``reason``) and, when the search of the position
after it was made (whenever another move than the best was played), the other side's best
answer there and what that answer does (``reply``, ``reply_reason``): what the move allowed.
Reasons are the game's ideas in its lessons' words (``core.study.ideas``, from the kit's
``Ideas`` handed in, the line the search expects after the move included), or its evaluation's
where a game has none. ``best_line`` is the line of play the search expects from the position
before the move, the best move first: the program shows it on the boards as *Best play*.

Each position gets two searches at most, of half the time budget (or the node budget) each: the
position before the move, and (when another move was played than the best) the position after
it, which is then the next ply's position before: one ply costs at most the budget. A position
with one legal move is not searched; its only move is followed.

The command line (``python -m core analyse GAME [--set KEY=VALUE]... [--time SECONDS] MOVE...``)
prints one line per ply::

    PLY MOVE EVALUATION best BEST EVALUATION [JUDGEMENT]

e.g. ``7 1c3 +1.25 best 1b2 +1.50``, ``12 b1-a1 win 3 best b1-a1 win 3``,
``13 2a1 loss 6 best 1d4-2b2 +0.40 blunder``. PLY counts from 1; EVALUATION is one of
``+U.UU`` / ``-U.UU`` (units), ``win N``, ``loss N``, ``draw``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from core.api import FIRST, Game, Move, State
from core.kit import Ideas, Judgement
from core.search.engine import Searcher
from core.search.evaluation import UNIT, Evaluation
from core.search.scores import MATE_BOUND, WIN, Limits, is_proven, terminal_score
from core.study.ideas import idea_text

DEFAULT_SECONDS = 0.5
"""Thinking time per ply when none is given."""

RESULT_WORTH = 1000 * UNIT
"""What a proven win is worth beside evaluations, when comparing two moves."""

BEST_LINE = 10
"""The most moves of a best line kept (``PlyAnalysis.best_line``)."""

WIN_WORD, LOSS_WORD, DRAW_WORD = "win", "loss", "draw"


@dataclass(frozen=True)
class Verdict:
    """How a position stands, from the first player's side.

    ``points`` is the search's score (``UNIT`` per unit of the game's figures; a proven win in N
    plies is ``WIN - N``, a loss the opposite). ``result`` is ``"win"``, ``"loss"`` or
    ``"draw"`` when the search proves it (the first player's result), None for an estimate;
    ``plies`` is how many plies a proven win or loss takes from the position (0 once over).
    """

    points: int
    result: str | None = None
    plies: int = 0

    @property
    def proven(self) -> bool:
        return self.result is not None

    @property
    def units(self) -> float:
        """The estimate in units (proven results: very large)."""
        return self.points / UNIT

    def __str__(self) -> str:
        if self.result == DRAW_WORD:
            return DRAW_WORD
        if self.result is not None:
            return f"{self.result} {self.plies}"
        return f"{self.points / UNIT:+.2f}"


@dataclass(frozen=True)
class PlyAnalysis:
    """One analysed ply.

    ``ply`` counts from 1; ``player`` moved (FIRST or SECOND) and played ``move`` (notation);
    ``evaluation`` is the position after it. ``best`` is the best move the search found in the
    position before (the played one, if it was the best), ``best_evaluation`` the position after
    it, ``best_reason`` a few words on what it does (the game's evaluation's) and ``reason`` what
    the played move does. ``loss`` is how many points the played move lost for ``player`` (0 if
    none; see the module's docstring), ``judgement`` is ``"blunder"``, ``"mistake"`` or ``""``.
    ``reply`` is the best answer found after the played move ("" when the game ended there or
    the position after it was not searched: the played move was the best), ``reply_reason`` what
    it does. ``best_line`` is the line the search expects from the position before, ``best``
    first (at most ``BEST_LINE`` moves; empty when the game ended or nothing was searched).
    ``perfect`` says the values are perfect play's, from a solved table
    (``core.study.perfect_analysis``), not the search's.
    """

    ply: int
    player: int
    move: str
    evaluation: Verdict
    best: str
    best_evaluation: Verdict
    best_reason: str
    loss: int
    judgement: str
    reason: str = ""
    reply: str = ""
    reply_reason: str = ""
    best_line: tuple[str, ...] = ()
    perfect: bool = False

    def line(self) -> str:
        """The command line's line for this ply (see the module's docstring)."""
        text = f"{self.ply} {self.move} {self.evaluation} best {self.best} {self.best_evaluation}"
        return f"{text} {self.judgement}" if self.judgement else text


@dataclass(frozen=True)
class _Found:
    """A searched position: its best move, the score after it for the position's player to move
    (plies counted from the position), whether a score of 0 is a proven draw, and the line the
    search expects (``move`` first)."""

    move: Move
    score: int
    solved: bool
    line: tuple[Move, ...] = ()


def positions(game: Game, moves: Sequence[Move | str]) -> tuple[list[State], list[Move]]:
    """The states from the start, one more than ``moves``, and the moves read. Raises
    NotationError or IllegalMoveError (with the engine's reason) for a bad move."""
    states = [game.initial_state()]
    played: list[Move] = []
    for token in moves:
        state = states[-1]
        move = state.parse_move(token) if isinstance(token, str) else token
        states.append(state.apply(move))
        played.append(move)
    return states, played


def analyse(
    game: Game,
    evaluation: Evaluation,
    moves: Sequence[Move | str],
    seconds: float | None = DEFAULT_SECONDS,
    nodes: int | None = None,
    first_ply: int = 1,
    judgement: Judgement | None = None,
    ideas: Ideas | None = None,
) -> Iterator[PlyAnalysis]:
    """Analyse the game ``moves`` (from the start) ply by ply, from ``first_ply`` (1 = every
    ply), judging positions by ``evaluation`` (the game's: ``core.registry.evaluation_of``).
    ``seconds`` is the thinking time per ply; ``nodes`` (with ``seconds=None``, for tests) bounds
    the work instead, deterministically. ``judgement`` says when a move is a mistake or a
    blunder (the game's kit's: ``core.registry.kit_of(game).judgement``; ``Judgement()``
    when None). ``ideas`` says what moves do in the game's words (its kit's ``ideas``; the
    evaluation's reasons when None).

    The moves are checked at once (NotationError, IllegalMoveError); the searches run as the
    returned generator is consumed.
    """
    states, played = positions(game, moves)
    if seconds is not None and not seconds > 0:
        raise ValueError(f"the time per ply must be positive, not {seconds}")
    half = None if seconds is None else seconds / 2
    limits = Limits(nodes=nodes, seconds=half)
    searcher = Searcher(evaluation)
    judged = judgement or Judgement()
    return _plies(states, played, searcher, limits, max(first_ply, 1), judged, ideas)


def _plies(
    states: list[State],
    played: list[Move],
    searcher: Searcher,
    limits: Limits,
    first_ply: int,
    judgement: Judgement,
    ideas: Ideas | None,
) -> Iterator[PlyAnalysis]:
    known: dict[int, _Found] = {}
    evaluation = searcher.evaluation
    for index in range(first_ply - 1, len(played)):
        before, after, move = states[index], states[index + 1], played[index]
        mover = before.current_player
        found = known.pop(index, None) or _best(before, searcher, limits)
        best_score, best_solved = found.score, found.solved
        if move == found.move:
            score, solved = best_score, best_solved
        else:
            score, solved = _after(before, after, searcher, limits, known, index + 1)
        best_move, best_line = found.move, found.line
        if _worth(score, solved) > _worth(best_score, best_solved) or (
            _both_won_or_lost(best_score, score) and score > best_score
        ):
            # The search of the position after the move saw more than the one before it.
            best_move, best_score, best_solved = move, score, solved
            best_line = (move, *known[index + 1].line) if index + 1 in known else (move,)
        loss = max(_worth(best_score, best_solved) - _worth(score, solved), 0)
        if _both_won_or_lost(best_score, score):
            loss = 0
        reply = known.get(index + 1)
        verdict = judge(loss, judgement)
        if verdict == "blunder" and score > -MATE_BOUND and _wins_material(before, after, reply):
            verdict = "mistake"  # a gain smaller than the best one (see the module's docstring)
        yield PlyAnalysis(
            ply=index + 1,
            player=mover,
            move=str(move),
            evaluation=_verdict(score, solved, mover),
            best=str(best_move),
            best_evaluation=_verdict(best_score, best_solved, mover),
            best_reason=move_reason(before, best_move, evaluation, ideas, best_line),
            loss=loss,
            judgement=verdict,
            reason=move_reason(before, move, evaluation, ideas),
            reply="" if reply is None else str(reply.move),
            reply_reason="" if reply is None else move_reason(after, reply.move, evaluation, ideas),
            best_line=tuple(str(step) for step in best_line[:BEST_LINE]),
        )


def move_reason(
    state: State,
    move: Move,
    evaluation: Evaluation,
    ideas: Ideas | None = None,
    line: Sequence[Move] = (),
) -> str:
    """A few words on what the legal ``move`` does in ``state`` ("completes a square and takes
    back two balls; then 2c3 raises a ball"): the game's ideas (``core.study.ideas``), with
    what the ``line`` expected after it (``move`` first) shows, or the evaluation's reason for
    a game without ideas. Every reason an analysis gives comes from here."""
    return idea_text(state, move, line, ideas, evaluation)


def judge(loss: int, judgement: Judgement | None = None) -> str:
    """The judgement of a move that lost ``loss`` points, by ``judgement`` (``Judgement()``
    when None; see the module's docstring)."""
    judgement = judgement or Judgement()
    if loss >= judgement.blunder:
        return "blunder"
    if loss >= judgement.mistake:
        return "mistake"
    return ""


def _after(
    before: State,
    after: State,
    searcher: Searcher,
    limits: Limits,
    known: dict[int, _Found],
    index: int,
) -> tuple[int, bool]:
    """The score of the move from ``before`` to ``after``, for ``before``'s player, plies
    counted from ``before``; ``after``'s search is kept for the next ply (at ``index``)."""
    if after.is_over:
        return _older(terminal_score(after, after.current_player, 0), before, after), True
    found = _best(after, searcher, limits)
    known[index] = found
    return _older(found.score, before, after), found.solved


def _best(state: State, searcher: Searcher, limits: Limits) -> _Found:
    """The best move of ``state`` (a game under way) and its score. A position with one legal
    move is not searched: its move is followed to the next position with a choice."""
    moves = state.legal_moves()
    if len(moves) > 1:
        result = searcher.search(state, limits)
        line = result.line if result.line[:1] == (result.move,) else (result.move,)
        return _Found(result.move, result.score, result.solved, line)
    child = state.play_unchecked(moves[0])
    if child.is_over:
        return _Found(
            moves[0],
            _older(terminal_score(child, child.current_player, 0), state, child),
            True,
            (moves[0],),
        )
    found = _best(child, searcher, limits)
    return _Found(
        moves[0], _older(found.score, state, child), found.solved, (moves[0], *found.line)
    )


def _older(score: int, parent: State, child: State) -> int:
    """``child``'s ``score`` (for its player to move) seen from ``parent``, one ply earlier."""
    if child.current_player != parent.current_player:
        score = -score
    if score >= MATE_BOUND:
        return score - 1
    if score <= -MATE_BOUND:
        return score + 1
    return score


def _verdict(score: int, solved: bool, mover: int) -> Verdict:
    """The position after a move scored ``score`` for ``mover`` (plies counted from before the
    move), from the first player's side."""
    first = score if mover == FIRST else -score
    if first >= MATE_BOUND:
        return Verdict(first + 1, WIN_WORD, WIN - first - 1)
    if first <= -MATE_BOUND:
        return Verdict(first - 1, LOSS_WORD, WIN + first - 1)
    if solved and first == 0:
        return Verdict(0, DRAW_WORD)
    return Verdict(first)


def worth(verdict: Verdict, player: int) -> int:
    """How good ``verdict`` is for ``player``, in points to compare moves by (a proven win
    counts ``RESULT_WORTH``, a loss minus that, a draw 0): the yardstick of ``loss``."""
    if verdict.result is not None:
        first = {WIN_WORD: RESULT_WORTH, LOSS_WORD: -RESULT_WORTH}.get(verdict.result, 0)
    else:
        first = max(min(verdict.points, RESULT_WORTH // 2), -RESULT_WORTH // 2)
    return first if player == FIRST else -first


def _wins_material(before: State, after: State, reply: _Found | None) -> bool:
    """Whether the move from ``before`` to ``after`` wins material: its player's lead in the
    game's figures (captured pips, points, balls in reserve) is larger after it and the other
    side's best answer (``reply``, when one was searched) than before it."""
    mover = before.current_player
    then = after.play_unchecked(reply.move) if reply is not None and not after.is_over else after
    return _lead(then, mover) > _lead(before, mover)


def _lead(state: State, player: int) -> int:
    figures = state.figures()
    return figures[player] - figures[1 - player]


def _worth(score: int, solved: bool) -> int:
    """A score as points to compare moves by: proven results count ``RESULT_WORTH``."""
    if score >= MATE_BOUND:
        return RESULT_WORTH
    if score <= -MATE_BOUND:
        return -RESULT_WORTH
    if solved:
        return 0
    return max(min(score, RESULT_WORTH // 2), -RESULT_WORTH // 2)


def _both_won_or_lost(best: int, played: int) -> bool:
    return is_proven(best) and is_proven(played) and (best > 0) == (played > 0)

"""Puzzles: what the search proves of a position or a move, why a wrong move fails (``Answer``)
and why the solution wins (``Why``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from core.api import Move, State
from core.registry import evaluation_of
from core.search.engine import Searcher
from core.search.scores import MATE_BOUND, WIN, Limits
from core.words import Text

PROOF_NODES = 400_000
"""The node budget of one proof search (puzzles are chosen so that far fewer suffice)."""

ANSWER_SECONDS = 1.0
"""The longest the computer thinks to answer a wrong move (proven positions take far less)."""

WIN_WORD, LOSS_WORD, DRAW_WORD, UNKNOWN = "win", "loss", "draw", "unknown"


MAX_PLIES = 300
"""Self-play games longer than this are dropped (a Pylos game can wander)."""


@dataclass(frozen=True)
class Answer:
    """What follows a wrong move: the computer's ``reply`` (its best move, "" when the wrong
    move ends the game) and what the search proves for the puzzle's player after the wrong move
    (``result`` "loss", "draw" or "unknown", in ``plies`` plies, the wrong move included)."""

    reply: str
    result: str
    plies: int = 0

    def explanation(self) -> Text:
        """Why the wrong move fails, in a sentence."""
        return _explanation(Proof(self.result, self.plies), not self.reply)


@dataclass(frozen=True)
class Why:
    """The proof that a puzzle's solution wins, kept to be said in words (``why_text``):
    ``line``, the solution and the moves the search prefers after it to the end of the game
    (the winner hurrying, the loser holding out); ``replies``, every legal reply to the
    solution with the winner's answer to it, the search's best move ("" when the reply ends
    the game). Computed when the puzzle is made; the tests derive it again."""

    line: tuple[str, ...]
    replies: Mapping[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"line": " ".join(self.line), "replies": dict(self.replies)}


# --- proofs -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Proof:
    """What the search proves for the player to move in a position (or for the player of a
    move): ``result`` is "win", "loss", "draw" or "unknown"; ``plies`` how many plies the win or
    loss takes (the move itself included, for a move's proof)."""

    result: str
    plies: int = 0

    @property
    def proven(self) -> bool:
        return self.result != UNKNOWN

    def __str__(self) -> str:
        return self.result if self.result in (DRAW_WORD, UNKNOWN) else f"{self.result} {self.plies}"


def prove(state: State, searcher: Searcher, limits: Limits) -> Proof:
    """The proven result of ``state`` for its player to move (a finished game: its result in 0
    plies). A position with one legal move is not searched: the move is followed."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return Proof(DRAW_WORD)
        return Proof(WIN_WORD if outcome.winner == state.current_player else LOSS_WORD)
    moves = state.legal_moves()
    if len(moves) == 1:
        return prove_move(state, moves[0], searcher, limits)
    result = searcher.search(state, limits)
    if result.score >= MATE_BOUND:
        return Proof(WIN_WORD, WIN - result.score)
    if result.score <= -MATE_BOUND:
        return Proof(LOSS_WORD, WIN + result.score)
    if result.solved and result.score == 0:
        return Proof(DRAW_WORD)
    return Proof(UNKNOWN)


def prove_move(state: State, move: Move, searcher: Searcher, limits: Limits) -> Proof:
    """The proven result of playing the legal ``move`` in ``state``, for its player."""
    child = state.play_unchecked(move)
    proof = prove(child, searcher, limits)
    result = proof.result
    if result in (WIN_WORD, LOSS_WORD) and child.current_player != state.current_player:
        result = LOSS_WORD if result == WIN_WORD else WIN_WORD
    return Proof(result, proof.plies + 1)


def proofs(state: State, nodes: int = PROOF_NODES) -> dict[Move, Proof]:
    """Every legal move of ``state`` with its proven result (one searcher, a node budget per
    move: deterministic)."""
    searcher = Searcher(evaluation_of(state.game))
    limits = Limits(nodes=nodes)
    return {move: prove_move(state, move, searcher, limits) for move in state.legal_moves()}


def refutation(state: State, seconds: float = ANSWER_SECONDS) -> Move | None:
    """The computer's answer in ``state`` (after a wrong move): the move the search finds best,
    proven where it can be; None if the game is over."""
    moves = state.legal_moves()
    if not moves:
        return None
    if len(moves) == 1:
        return moves[0]
    searcher = Searcher(evaluation_of(state.game))
    return searcher.search(state, Limits(nodes=PROOF_NODES, seconds=seconds)).move


EXPLANATIONS: dict[str, str] = {  # words: why a puzzle's wrong move fails
    "loses now": "This move loses at once.",
    "loses next": "Your opponent then wins with their next move.",
    "loses": "Your opponent then wins by force, {n} moves later.",
    "draws now": "This move ends the game in a draw.",
    "draws": "This move only draws: your opponent can hold the game level.",
    "wins": "This move wins too.",
    "unknown": "This move does not win.",
}


def explain(state: State, move: Move | str, nodes: int = PROOF_NODES) -> Text:
    """Why ``move`` (legal in ``state``) fails, in a sentence: it loses at once, lets the
    opponent win by force in so many moves, or only draws."""
    if isinstance(move, str):
        move = state.parse_move(move)
    state.apply(move)  # IllegalMoveError if it is not legal
    proof = prove_move(state, move, Searcher(evaluation_of(state.game)), Limits(nodes=nodes))
    return _explanation(proof, state.play_unchecked(move).is_over)


def _explanation(proof: Proof, ends_game: bool) -> Text:
    if proof.result == LOSS_WORD:
        key = "loses now" if proof.plies <= 1 else "loses next" if proof.plies == 2 else "loses"
    elif proof.result == DRAW_WORD:
        key = "draws now" if ends_game else "draws"
    elif proof.result == WIN_WORD:
        key = "wins"
    else:
        key = UNKNOWN
    return Text(EXPLANATIONS[key], n=proof.plies - 1)


def answers_for(state: State, solution: str, nodes: int = PROOF_NODES) -> dict[str, Answer]:
    """Every wrong move of the puzzle at ``state``: the computer's reply (its search's best
    move, by a node budget alone: the same every time) and the proof of what the move leads to."""
    searcher = Searcher(evaluation_of(state.game))
    limits = Limits(nodes=nodes)
    answers: dict[str, Answer] = {}
    for move in state.legal_moves():
        if str(move) == solution:
            continue
        proof = prove_move(state, move, searcher, limits)
        child = state.play_unchecked(move)
        reply = ""
        if not child.is_over:
            moves = child.legal_moves()
            best = moves[0] if len(moves) == 1 else searcher.search(child, limits).move
            reply = str(best)
        answers[str(move)] = Answer(reply, proof.result, proof.plies)
    return answers


# --- why the solution wins -------------------------------------------------------------------
def why_for(state: State, solution: str, nodes: int = PROOF_NODES) -> Why:
    """The proof of the puzzle at ``state`` in the form ``why_text`` says: the proven line
    after ``solution`` and the winner's answer to each reply (by a node budget alone: the
    same every time)."""
    searcher = Searcher(evaluation_of(state.game))
    limits = Limits(nodes=nodes)
    move = state.parse_move(solution)
    line = proven_line(state, move, searcher, limits)
    child = state.play_unchecked(move)
    replies: dict[str, str] = {}
    for reply in () if child.is_over else child.legal_moves():
        after = child.play_unchecked(reply)
        answer = ""
        if not after.is_over:
            moves = after.legal_moves()
            answer = str(moves[0] if len(moves) == 1 else searcher.search(after, limits).move)
        replies[str(reply)] = answer
    return Why(tuple(str(m) for m in line), replies)


def proven_line(state: State, move: Move, searcher: Searcher, limits: Limits) -> list[Move]:
    """``move`` and the moves the search prefers after it, to the end of the game (the winner
    hurrying, the loser holding out)."""
    line = [move]
    state = state.play_unchecked(move)
    while not state.is_over and len(line) < MAX_PLIES:
        moves = state.legal_moves()
        best = moves[0] if len(moves) == 1 else searcher.search(state, limits).move
        line.append(best)
        state = state.play_unchecked(best)
    return line

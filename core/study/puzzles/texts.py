"""Puzzles in words: the proof that a solution wins, what a reply to a wrong move leads to,
the count and the result."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.kit import Ideas
from core.registry import evaluation_of, kit_of
from core.search.evaluation import Evaluation
from core.study.ideas import idea_text, ideas_of
from core.study.puzzles.model import Puzzle, PuzzleError
from core.study.puzzles.proof import Why
from core.words import Notation, Text, Who, join

SHOWN_GROUPS = 3
"""The why-line names the answers to this many groups of replies (the largest first)."""

LISTED = 4
"""A list of moves names at most this many (then "and N others")."""


def _who(state: State, player: int) -> Who:
    return Who(player, state.game.player_names[player])


def _told(state: State) -> tuple[Ideas | None, Evaluation]:
    """What says a move's ideas in ``state``'s game: its kit's ideas and its evaluation."""
    return kit_of(state.game.name).ideas, evaluation_of(state.game.name)


def _unit(state: State) -> str:
    return kit_of(state.game.name).words.figure_unit


def count_text(state: State) -> Text:
    """The game's figures in ``state``: "Red 13, Blue 17 (points)"."""
    first, second = state.figures()
    return Text(
        "{first} {a}, {second} {b} ({unit})",
        first=_who(state, 0),
        a=first,
        second=_who(state, 1),
        b=second,
        unit=_unit(state),
    )


def result_text(state: State) -> Text:
    """How the finished game in ``state`` ended: "Red wins, 17 to 13 (points)"."""
    outcome = state.outcome()
    assert outcome is not None
    figures, unit = outcome.figures, _unit(state)
    if outcome.winner is None:
        return Text("a draw, {a} to {b} ({unit})", a=figures[0], b=figures[1], unit=unit)
    winner = outcome.winner
    return Text(
        "a win for {player}, {a} to {b} ({unit})",
        player=_who(state, winner),
        a=figures[winner],
        b=figures[1 - winner],
        unit=unit,
    )


def _moves_text(moves: Sequence[str]) -> str:
    if len(moves) <= LISTED:
        return Notation(", ".join(moves))
    shown = Notation(", ".join(moves[: LISTED - 1]))
    rest = len(moves) - LISTED + 1
    return Text.plural("{moves} and %n other", "{moves} and %n others", rest, moves=shown)


def why_text(puzzle: Puzzle) -> Text:
    """Why the puzzle's solution wins, in sentences read from its proof (``Puzzle.why``): the
    ideas of the solution in the game's words (``core.study.ideas``), the reply it meets (the
    opponent's best defence, and the answer that beats it), then the count after it, what each
    reply is answered by, and how best play ends."""
    if puzzle.why is None:
        raise PuzzleError(f"{puzzle.id} has no proof to explain")
    state = puzzle.start_state()
    why, solution = puzzle.why, puzzle.solution
    winner, loser = _who(state, state.current_player), _who(state, 1 - state.current_player)
    line = _moves(state, why.line)
    end = state.apply_all(line)
    outcome = end.outcome()
    if outcome is None:
        raise PuzzleError(f"{puzzle.id}: its proven line does not end the game")
    parts: list[str] = [
        Text(
            "{move} {ideas}.",
            move=Notation(solution),
            ideas=idea_text(state, line[0], line, *_told(state)),
        )
    ]
    if len(line) == 1:
        parts.append(
            Text(
                "It ends the game: {reason}; {result}.",
                reason=outcome.reason,
                result=result_text(end),
            )
        )
        return join(parts, " ")
    parts.extend(_defence_text(state, line, len(why.replies), loser))
    replies = list(why.replies)
    count = count_text(state.apply(solution))
    if len(replies) == 1:
        parts.append(
            Text("After {move} the count is {count}.", move=Notation(solution), count=count)
        )
    else:
        parts.append(
            Text(
                "After {move} the count is {count}; {n} replies for {player}, and every one loses.",
                move=Notation(solution),
                count=count,
                player=loser,
                n=len(replies),
            )
        )
        parts.extend(_answers_text(why, winner))
    parts.append(
        Text(
            "Best play: {line}; then {reason}: {result}.",
            line=Notation(" ".join(why.line)),
            reason=outcome.reason,
            result=result_text(end),
        )
    )
    return join(parts, " ")


def _moves(state: State, notations: Sequence[str]) -> list[Move]:
    """The moves of a line, read in the positions they are played in."""
    moves: list[Move] = []
    for notation in notations:
        move = state.parse_move(notation)
        moves.append(move)
        state = state.play_unchecked(move)
    return moves


def _defence_text(state: State, line: Sequence[Move], replies: int, loser: Who) -> list[str]:
    """The reply the solution meets, the opponent's best defence (its own idea, if it has
    one), and why it fails: the winner's answer and its idea, or the end of the game."""
    after = state.play_unchecked(line[0])
    defence, answered = line[1], after.play_unchecked(line[1])
    own = kit_of(state.game.name).ideas
    ideas = own.of_move(after, defence) if own is not None else []
    key = "only" if replies == 1 else "best"
    parts: list[str]
    if ideas:
        parts = [
            Text(DEFENCE[key + " idea"], player=loser, reply=Notation(str(defence)), idea=ideas[0])
        ]
    else:
        parts = [Text(DEFENCE[key], player=loser, reply=Notation(str(defence)))]
    if answered.is_over:
        outcome = answered.outcome()
        assert outcome is not None
        parts.append(Text(DEFENCE["ends"], reason=outcome.reason, result=result_text(answered)))
    else:
        answer = line[2]
        idea = ideas_of(answered, answer, line[2:], *_told(answered))[0]
        parts.append(Text(DEFENCE["fails"], answer=Notation(str(answer)), idea=idea))
    return parts


DEFENCE: dict[str, str] = {  # words: the reply a puzzle's solution meets, and why it fails
    "best": "Best defence for {player}: {reply}.",
    "best idea": "Best defence for {player}: {reply}, which {idea}.",
    "only": "Only one move for {player}: {reply}.",
    "only idea": "Only one move for {player}: {reply}, which {idea}.",
    "fails": "It fails to {answer}, which {idea}.",
    "ends": "It ends the game: {reason}; {result}.",
}
"""How the why says the opponent's best defence (or only move), and why it fails."""


def _answers_text(why: Why, winner: Who) -> list[str]:
    """What each reply meets, the largest groups first (replies answered by the same move)."""
    groups: dict[str, list[str]] = {}
    for reply, answer in why.replies.items():
        groups.setdefault(answer, []).append(reply)
    ordered = sorted(groups.items(), key=lambda group: -len(group[1]))
    parts: list[str] = []
    for answer, replies in ordered[:SHOWN_GROUPS]:
        moves = _moves_text(replies)
        if not answer:
            parts.append(
                Text.plural(
                    "{moves} ends the game at once.",
                    "{moves} end the game at once.",
                    len(replies),
                    moves=moves,
                )
            )
        else:
            parts.append(
                Text(
                    "{player} would answer {moves} with {answer}.",
                    player=winner,
                    moves=moves,
                    answer=Notation(answer),
                )
            )
    rest = sum(len(replies) for _, replies in ordered[SHOWN_GROUPS:])
    if rest:
        parts.append(
            Text.plural(
                "%n other reply is answered otherwise.",
                "%n other replies are answered otherwise.",
                rest,
            )
        )
    return parts


def reply_text(state: State, reply: str) -> Text:
    """The computer's ``reply`` in ``state`` (after a wrong move) and what it wins: the game,
    or the count it leaves."""
    after = state.apply(reply)
    player = _who(state, state.current_player)
    if after.is_over:
        outcome = after.outcome()
        assert outcome is not None
        return Text(
            "{player} answered {reply}, which ends the game: {reason}; {result}.",
            player=player,
            reply=Notation(reply),
            reason=outcome.reason,
            result=result_text(after),
        )
    return Text(
        "{player} answered {reply}: now {count}.",
        player=player,
        reply=Notation(reply),
        count=count_text(after),
    )

"""What the move list and the analysis say of a move valued by perfect play (a solved table):
its value beside it ("W23": its player wins in 23 turns), and in words the change a mistake
made ("it turns a win in 23 turns into a loss in 18")."""

from __future__ import annotations

from core.study.analysis import PlyAnalysis
from core.study.perfect import Value
from core.study.perfect_analysis import value_of
from desktop.computer.words import perfect_words
from desktop.i18n import fill, shown_move, tr


def short_value(value: Value) -> str:
    """A value in a few letters, for the move list: "W23", "L18", "D"."""
    if value.result == "win":
        return fill(tr("W{plies}"), plies=value.plies)
    if value.result == "loss":
        return fill(tr("L{plies}"), plies=value.plies)
    return tr("D")


def change_words(result: PlyAnalysis) -> str:
    """What a move did to its player's value with perfect play: "it turns a win in 23 turns
    into a loss in 18 turns", "it keeps a win in 23 turns" (the best move's value first)."""
    before = value_of(result.best_evaluation, result.player)
    after = value_of(result.evaluation, result.player)
    if before.result == after.result:
        return fill(tr("it keeps {value}"), value=perfect_words(after))
    return fill(
        tr("it turns {before} into {after}"),
        before=perfect_words(before),
        after=perfect_words(after),
    )


def perfect_mark(result: PlyAnalysis, names: tuple[str, str], judged: str) -> tuple[str, str]:
    """The move list's mark of a move valued by perfect play (``judged``: its judgement's mark,
    "??", "?" or ""), and its tooltip: whose value, and what was better."""
    value = value_of(result.evaluation, result.player)
    mark = f"{judged} {short_value(value)}".strip()
    words = fill(
        tr("With perfect play, for {player}: {change}."),
        player=names[result.player],
        change=change_words(result),
    )
    if result.best != result.move:
        better = value_of(result.best_evaluation, result.player)
        if better.rank > value.rank:
            words += " " + fill(
                tr("{move} was better: {value}."),
                move=shown_move(result.best),
                value=perfect_words(better),
            )
    return mark, words

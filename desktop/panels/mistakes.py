"""What the analysis says of a move it marked, in words and in the game's unit: how the position
stands ("Ann ahead by about 2 balls"), what the move cost, what it allowed (the other side's
best answer and what that answer does) and what the better move would have done.

The reasons are the analysis's (``core.study.analysis.move_reason``, worked out in the worker
with the game's evaluation); here they are only put in the language of this run.
"""

from __future__ import annotations

from collections.abc import Callable

from core.search.evaluation import UNIT
from core.study.analysis import PlyAnalysis, Verdict
from core.study.perfect_analysis import value_of
from desktop.computer.words import perfect_words
from desktop.i18n import fill, shown_move, tr
from desktop.model import GameModel
from desktop.model.describe import core_words, shown_names
from desktop.panels.perfect_marks import change_words

Amount = Callable[[int], str]
"""``n`` units of a game's figures in words ("2 balls")."""

EVEN = 0.25  # units: closer than this, the position is "about even"


def amount_of(model: GameModel) -> Amount:
    """How the game on ``model`` counts its unit, in the language of this run."""
    words = model.kit.words
    return lambda n: core_words(words.amount(n))


def verdict_words(verdict: Verdict, names: tuple[str, str], amount: Amount) -> str:
    """A verdict in words, the players named and the lead counted in the game's unit."""
    if verdict.result in ("win", "loss"):
        winner = names[0] if verdict.result == "win" else names[1]
        if verdict.plies == 0:
            return fill(tr("{player} won"), player=winner)
        return fill(
            tr("a win for {player} in {plies} (proven)"), player=winner, plies=verdict.plies
        )
    if verdict.result == "draw":
        return tr("a draw (proven)")
    units = abs(verdict.units)
    if units < EVEN:
        return tr("about even")
    leader = names[0] if verdict.units > 0 else names[1]
    if round(units) == 0:
        return fill(tr("{player} slightly ahead"), player=leader)
    return fill(tr("{player} ahead by about {amount}"), player=leader, amount=amount(round(units)))


def judged_words(result: PlyAnalysis, amount: Amount) -> str:
    """ "a mistake", "a blunder (about 4 pips lost)": the judgement and, when neither position is
    proven, what the move cost in the game's unit."""
    mistake = result.judgement == "mistake"
    if result.perfect:  # what perfect play says it changed
        judged = tr("a mistake") if mistake else tr("a blunder")
        return fill(tr("{judgement}: {change}"), judgement=judged, change=change_words(result))
    if result.evaluation.proven or result.best_evaluation.proven or result.loss < UNIT // 2:
        return tr("a mistake") if mistake else tr("a blunder")
    cost = amount(max(1, round(result.loss / UNIT)))
    if mistake:
        return fill(tr("a mistake (cost: about {amount})"), amount=cost)
    return fill(tr("a blunder (cost: about {amount})"), amount=cost)


def mark_words(result: PlyAnalysis, model: GameModel) -> str:
    """The move list's tooltip for a marked move: what it was, and what was better."""
    names, amount = shown_names(model), amount_of(model)
    better = fill(
        tr("{move} was better ({verdict})"),
        move=shown_move(result.best),
        verdict=verdict_words(result.best_evaluation, names, amount),
    )
    reason = core_words(result.best_reason, names)
    if reason:
        better = fill(tr("{better}: {reason}"), better=better, reason=reason)
    judged = fill(
        tr("{judgement}; after it: {verdict}."),
        judgement=judged_words(result, amount),
        verdict=verdict_words(result.evaluation, names, amount),
    )
    return f"{judged[:1].upper()}{judged[1:]} {better}."


def explanation(result: PlyAnalysis, model: GameModel) -> str:
    """The panel's words on the marked move ``result``: what was played and what it cost, what
    it allowed, and what the better move does, each on a line of its own."""
    names, amount = shown_names(model), amount_of(model)
    lines = [
        fill(
            tr("Move {number}: {player} played {move}, {judgement}."),
            number=result.ply,
            player=names[result.player],
            move=shown_move(result.move),
            judgement=judged_words(result, amount),
        )
    ]
    if result.reply:
        replier = names[1 - result.player]  # (the side to move after it, in these games)
        allowed = fill(
            tr("It allowed {move}, the answer of {player}"),
            player=replier,
            move=shown_move(result.reply),
        )
        reason = core_words(result.reply_reason, names)
        if reason:
            allowed = fill(tr("{said}: {reason}"), said=allowed, reason=reason)
        lines.append(f"{allowed}.")
    best = core_words(result.best_reason, names)
    if result.perfect:  # the mover's values with perfect play, as the first line says them
        verdict, other = (
            perfect_words(value_of(verdict, result.player))
            for verdict in (result.best_evaluation, result.evaluation)
        )
    else:
        verdict = verdict_words(result.best_evaluation, names, amount)
        other = verdict_words(result.evaluation, names, amount)
    lines.append(
        fill(
            tr("Better was {move}: {reason} — {verdict} instead of {other}."),
            move=shown_move(result.best),
            reason=best or "…",
            verdict=verdict,
            other=other,
        )
    )
    return "\n".join(lines)

"""What the computer's side of the window says: the thinking indicator, a hint, how its worker
process ended."""

from __future__ import annotations

from core.search.levels import find_level
from core.study.perfect import Value, value_of_score
from desktop.computer.protocol import Progress, Thought
from desktop.computer.worker import Request
from desktop.i18n import QT_TR_NOOP, decimal, fill, shown_move, tr, translate_core
from desktop.model import GameModel


def thinking_words(
    request: Request, progress: Progress | None, elapsed: float, model: GameModel
) -> str:
    """The thinking indicator's words: who looks for what, for how long, how deep. The
    computer is named as its seat is everywhere else ("Computer (Master)"); a hint is the
    computer's, for the player to move."""
    seconds = decimal(elapsed)
    if request.purpose == "hint":
        level = translate_core(find_level(request.level).name)
        words = tr("The computer ({level}) is looking for a hint… {seconds} s").format(
            level=level, seconds=seconds
        )
    elif request.purpose.startswith("proposal:"):
        who = model.shown_names[1 - request.state.current_player]
        words = fill(
            tr("{player}: considering the proposal… {seconds} s"), player=who, seconds=seconds
        )
    else:
        who = model.shown_names[request.state.current_player]
        words = fill(tr("{player}: thinking… {seconds} s"), player=who, seconds=seconds)
    if progress:
        words += tr(", depth {depth}").format(depth=progress.depth)
    return words


def paused_words(model: GameModel) -> str:
    """Words while the computer is paused: its seat to move waits for Resume ("" when a person
    is to move, the game is over or an earlier position is looked at)."""
    state = model.state
    player = state.current_player
    if state.is_over or model.reviewing or model.seats[player].kind != "computer":
        return ""
    return fill(
        tr("Paused: {player} will play on when you press Resume."), player=model.shown_names[player]
    )


def hint_words(model: GameModel, thought: Thought) -> str:
    """A hint's words: for whom, which move (with its value, when it is perfect play's), and
    why."""
    who = model.shown_names[model.state.current_player]
    move = shown_move(thought.move)
    if thought.perfect:
        value = perfect_words(value_of_score(thought.score))
        move = fill(tr("{move} (perfect play: {value})"), move=move, value=value)
    if thought.reason:
        return fill(
            tr("Hint for {player}: {move}: {reason}."),
            player=who,
            move=move,
            reason=model.say(thought.reason),
        )
    return fill(tr("Hint for {player}: {move}."), player=who, move=move)


def perfect_words(value: Value) -> str:
    """A value with perfect play, for the player it is told for: "a win in 23 turns"."""
    if value.result == "win":
        return fill(tr("a win in {plies} turns"), plies=value.plies)
    if value.result == "loss":
        return fill(tr("a loss in {plies} turns"), plies=value.plies)
    return tr("a draw")


def helper_died_words(then: str, exit_code: int | None) -> str:
    """What the message line says when the worker died (``exit_code``) and ``then`` a new one
    "replaced" it, the question was "asked again", or the computer "stopped"."""
    how = how_it_ended(exit_code)
    if then == "stopped":
        return tr(
            "The computer's helper process {how} again: the computer has stopped. "
            "Play its moves yourself, or start a new game."
        ).format(how=how)
    if then == "asked again":
        return tr("The computer's helper process {how}; a new one is thinking again.").format(
            how=how
        )
    return tr("The computer's helper process {how}; a new one will take over.").format(how=how)


def how_it_ended(exit_code: int | None) -> str:
    """How the worker process ended, to finish "The computer's helper process …"."""
    if exit_code is not None and exit_code < 0:
        return tr("was killed (signal {number})").format(number=-exit_code)
    return tr("stopped")


PROPOSAL_ANSWERS = {
    (True, "wins"): QT_TR_NOOP("{player} accepted: ending the game now wins it for them."),
    (True, "even"): QT_TR_NOOP("{player} accepted: playing on promised them nothing better."),
    (True, "lost"): QT_TR_NOOP("{player} accepted: playing on could not save them."),
    (False, "better"): QT_TR_NOOP(
        "{player} declined: they expect to do better by playing on. The game goes on."
    ),
    (False, "even"): QT_TR_NOOP("{player} declined. The game goes on."),
}


def proposal_answer_words(model: GameModel, thought: Thought, answering: int) -> str:
    """The computer's answer to a proposal (``thought.accepts``, why in ``thought.reason``),
    named as its seat ``answering`` is."""
    who = model.shown_names[answering]
    key = (bool(thought.accepts), thought.reason)
    template = PROPOSAL_ANSWERS.get(key, PROPOSAL_ANSWERS[(bool(thought.accepts), "even")])
    return fill(tr(template), player=who)

"""What the computer's side of the window says: the thinking indicator, a hint, how its worker
process ended."""

from __future__ import annotations

from core.search.levels import find_level
from desktop.computer.protocol import Progress, Thought
from desktop.computer.worker import Request
from desktop.i18n import tr, translate_core
from desktop.model import GameModel


def thinking_words(request: Request, progress: Progress | None, elapsed: float) -> str:
    """The thinking indicator's words: which level looks for what, for how long, how deep."""
    name = translate_core(find_level(request.level).name)
    seconds = f"{elapsed:.1f}"
    if request.purpose == "hint":
        words = tr("{level} is looking for a hint… {seconds} s").format(level=name, seconds=seconds)
    else:
        words = tr("{level} is thinking… {seconds} s").format(level=name, seconds=seconds)
    if progress:
        words += tr(", depth {depth}").format(depth=progress.depth)
    return words


def hint_words(model: GameModel, thought: Thought) -> str:
    """A hint's words: for whom, which move, and why."""
    who = model.player_name(model.state.current_player)
    if thought.reason:
        return tr("Hint for {player}: {move}: {reason}.").format(
            player=who, move=thought.move, reason=model.say(thought.reason)
        )
    return tr("Hint for {player}: {move}.").format(player=who, move=thought.move)


def how_it_ended(exit_code: int | None) -> str:
    """How the worker process ended, to finish "The computer's helper process …"."""
    if exit_code is not None and exit_code < 0:
        return tr("was killed (signal {number})").format(number=-exit_code)
    return tr("stopped")

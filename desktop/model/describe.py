"""Words for what the model holds: whose turn, each side's figures, the result, what to click.

Kept apart from the widgets so the panels, dialogs and exports say the same thing; each game's
own words come from its kit (``core.kit.Words``).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Game, Outcome, State
from core.kit import Words
from core.registry import kit_of
from core.transitions import Transition
from core.words import Text, join, render
from desktop.i18n import elide, fill, sentence, tr, translate_core
from desktop.model import GameModel


def core_words(text: str, names: Sequence[str] | None = None) -> str:
    """Words of the engine or of a kit (a ``core.words.Text`` or a plain word) in the language
    of this run, the players named ``names`` (the game's own names when None)."""
    if not text:
        return text
    if isinstance(text, Text):
        return elide(render(text, names, translate_core))
    return translate_core(text)


def shown_names(model: GameModel) -> tuple[str, str]:
    """The players' names as the window shows them (``GameModel.shown_names``)."""
    return model.shown_names


def figure_text(state: State, player: int, names: Sequence[str] | None = None) -> str:
    """One side's running figures: reserve, stash or score, captured pips."""
    return core_words(kit_of(state.game).words.figure(state, player), names)


def figure_unit(game: Game) -> str:
    """What the outcome's figures count ("balls left"), in the language of this run."""
    return core_words(kit_of(game).words.figure_unit)


def options_text(game: Game) -> str:
    """The options that differ from their default, e.g. "out of balls: no legal move", "base:
    3×3" (a choice in its own words, as the New Game dialog offers it)."""
    return " · ".join(
        tr("{option}: {value}").format(
            option=translate_core(spec.name.replace("_", " ")),
            value=translate_core(spec.choice_label(game.options[spec.name])),
        )
        for spec in game.option_specs
        if game.options[spec.name] != spec.default
    )


def phase_text(state: State, names: Sequence[str] | None = None) -> str:
    """Where the game stands, in a few words (the options that differ from the default first)."""
    if state.is_over:
        phase = tr("game over")
    else:
        phase = core_words(kit_of(state.game).words.phase(state), names)
    options = options_text(state.game)
    return f"{options} · {phase}" if options else phase


def reason_text(outcome: Outcome, names: Sequence[str], game: Game) -> str:
    """Why the game ended, the players named ``names``, in the language of this run."""
    words = kit_of(game).words
    if type(words).result is Words.result:  # the engine's reason, still a template
        return core_words(outcome.reason, names)
    return core_words(words.result(outcome, names), names)


def result_text(outcome: Outcome, names: Sequence[str], game: Game) -> str:
    """The result in a sentence: who won, why, and the figures."""
    a, b = outcome.figures
    figures = f"{names[0]} {a} – {b} {names[1]} ({figure_unit(game)})"
    reason = reason_text(outcome, names, game)
    if outcome.winner is None:
        return tr("Draw: {reason}. {figures}.").format(reason=reason, figures=figures)
    return fill(
        tr("A win for {winner}: {reason}. {figures}."),
        winner=names[outcome.winner],
        reason=reason,
        figures=figures,
    )


def result_summary(outcome: Outcome, names: Sequence[str], game: Game) -> str:
    """The result in a few words: "Ann wins, 17 – 13 (points)"."""
    a, b = outcome.figures
    unit = figure_unit(game)
    if outcome.winner is None:
        return tr("Draw, {a} – {b} ({unit})").format(a=a, b=b, unit=unit)
    return fill(
        tr("A win for {winner}, {a} – {b} ({unit})"),
        winner=names[outcome.winner],
        a=a,
        b=b,
        unit=unit,
    )


def told_words(model: GameModel, index: int) -> str:
    """What entry ``index`` (from 1) did beyond its notation — a capture, a take-back, a
    payment — in words naming the pieces and places, in the language of this run ("" for a
    plain move or an agreement)."""
    transition = model.transition_to(index)
    if transition is None:
        return ""
    words = model.kit.words.told(model.states[index - 1], transition)
    return model.say(join(words)) if words else ""


def told_text(model: GameModel) -> str:
    """What the move that led to the position on show did (``told_words``), while no move is
    being built: the message line says it above what to do next."""
    if not model.cursor or not model.builder.is_empty:
        return ""
    return told_words(model, model.cursor)


def event_mark(transition: Transition | None) -> str:
    """The move list's mark for what a move did, each step's sign: × per capture, ↺ per ball
    taken back."""
    if transition is None:
        return ""
    return "".join(step.sign for step in transition.steps)


def prompt(model: GameModel) -> str:
    """What the player to move can do now, given the clicks so far; after a move that did
    more than its notation says, what it did first (``told_text``). While a line is shown,
    what its last move did and how to leave it."""
    if model.lines.line is not None:
        return line_prompt(model)
    if model.locked is not None:
        return model.locked
    if model.click_handler is not None and model.click_prompt:
        return model.click_prompt
    told = told_text(model)
    now = _prompt(model)
    return f"{sentence(told)}.\n{now}" if told else now


def line_prompt(model: GameModel) -> str:
    """The message line while a line is shown: what the move that led to its position did,
    if more than its notation says, then how to step through it and leave it."""
    line = model.lines.line
    assert line is not None
    now = tr(
        "A line is shown on the board: Back and Forward (the Left and Right arrows) step "
        "through it, Close (Escape) goes back to the game as you left it."
    )
    transition = line.last_transition
    if transition is None:
        return now
    words = model.kit.words.told(line.states[line.index - 1], transition)
    return f"{sentence(model.say(join(words)))}.\n{now}" if words else now


def _prompt(model: GameModel) -> str:
    state = model.state
    outcome = state.outcome()
    if outcome is not None:
        return result_text(outcome, shown_names(model), model.game)
    online = any(seat.kind == "online" for seat in model.seats)
    if model.reviewing and online:  # (no Resume from here: the friend would lose moves)
        return tr(
            "Looking at the position after move {number} of {total}. Go back to the last "
            "move to play on."
        ).format(number=model.cursor, total=model.length)
    if model.reviewing:
        return tr(
            "Looking at the position after move {number} of {total}. "
            "Resume from here to play on from it, or go back to the last move."
        ).format(number=model.cursor, total=model.length)
    names = shown_names(model)
    who = names[state.current_player]
    if model.seats[state.current_player].kind == "online":
        if model.friend_away:
            return tr("Connection lost — reconnecting…")
        return fill(tr("{player} to play: their move comes here as it is made"), player=who)
    if not model.is_human_turn():
        return fill(tr("{player}: thinking…"), player=who)
    return fill(
        tr("{player}: {prompt}"),
        player=who,
        prompt=core_words(model.kit.words.prompt(model.builder), names),
    )

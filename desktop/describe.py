"""Words for what the model holds: whose turn, each side's figures, the result, what to click.

Kept apart from the widgets so the panels, dialogs and exports say the same thing; each game's
own words come from its kit (``core.kit.Words``).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Game, Outcome, State
from core.registry import kit_of
from desktop.model import GameModel


def figure_text(state: State, player: int) -> str:
    """One side's running figures: reserve, stash or score, captured pips."""
    return kit_of(state.game).words.figure(state, player)


def options_text(game: Game) -> str:
    """The options that differ from their default, e.g. "out of balls: no legal move"."""
    return " · ".join(
        f"{spec.name.replace('_', ' ')}: {game.options[spec.name].replace('_', ' ')}"
        for spec in game.option_specs
        if game.options[spec.name] != spec.default
    )


def phase_text(state: State) -> str:
    """Where the game stands, in a few words (the options that differ from the default first)."""
    phase = "game over" if state.is_over else kit_of(state.game).words.phase(state)
    options = options_text(state.game)
    return f"{options} · {phase}" if options else phase


def result_text(outcome: Outcome, names: Sequence[str], game: Game) -> str:
    """The result in a sentence: who won, why, and the figures."""
    words = kit_of(game).words
    a, b = outcome.figures
    figures = f"{names[0]} {a} – {b} {names[1]} ({words.figure_unit})"
    reason = words.result(outcome, names)
    if outcome.winner is None:
        return f"Draw: {reason}. {figures}."
    return f"{names[outcome.winner]} wins: {reason}. {figures}."


def result_summary(outcome: Outcome, names: Sequence[str], game: Game) -> str:
    """The result in a few words: "Ann wins, 17 – 13 (points)"."""
    a, b = outcome.figures
    who = "Draw" if outcome.winner is None else f"{names[outcome.winner]} wins"
    return f"{who}, {a} – {b} ({kit_of(game).words.figure_unit})"


def prompt(model: GameModel) -> str:
    """What the player to move can do now, given the clicks so far."""
    if model.locked is not None:
        return model.locked
    if model.click_handler is not None and model.click_prompt:
        return model.click_prompt
    state = model.state
    outcome = state.outcome()
    if outcome is not None:
        return result_text(outcome, model.names, model.game)
    if model.reviewing:
        return (
            f"Looking at the position after move {model.cursor} of {model.length}. "
            "Resume from here to play on from it, or go back to the last move."
        )
    who = model.names[state.current_player]
    if not model.is_human_turn():
        return f"{who} is thinking…"
    return f"{who}: {model.say(model.kit.words.prompt(model.builder))}"

"""Words for what the model holds: whose turn, each side's figures, the result, what to click.

Kept apart from the widgets so the panels, dialogs and exports say the same thing.
"""

from __future__ import annotations

from core.api import Game, Outcome, State
from core.builder import MoveBuilder, Target
from core.games.ambush import AmbushState
from core.games.pylon import PylonState
from core.games.pylos import PylosState
from core.words import render
from desktop.model import GameModel

SIZE_WORDS = {"S": "small", "M": "medium", "L": "large"}
CORNERS = {"NW": "top left", "NE": "top right", "SW": "bottom left", "SE": "bottom right"}


def figure_text(state: State, player: int) -> str:
    """One side's running figures: reserve, stash or score, captured pips."""
    if isinstance(state, PylosState):
        return f"{state.reserves[player]} balls in reserve"
    if isinstance(state, PylonState):
        if state.is_placement_phase:
            small, medium, large = state.stashes[player]
            return f"stash: {small} S · {medium} M · {large} L"
        return f"score {state.figures()[player]}"
    if isinstance(state, AmbushState):
        return f"captured {state.figures()[player]} pips"
    return ""


def options_text(game: Game) -> str:
    """The options that differ from their default, e.g. "out of balls: no legal move"."""
    return " · ".join(
        f"{spec.name.replace('_', ' ')}: {game.options[spec.name].replace('_', ' ')}"
        for spec in game.option_specs
        if game.options[spec.name] != spec.default
    )


def phase_text(state: State) -> str:
    """Where the game stands, in a few words (the options that differ from the default first)."""
    options = options_text(state.game)
    return f"{options} · {_phase(state)}" if options else _phase(state)


def _phase(state: State) -> str:
    if state.is_over:
        return "game over"
    if isinstance(state, PylosState):
        return f"{30 - sum(state.reserves)} balls on the board"
    if isinstance(state, PylonState):
        if state.is_placement_phase:
            placed = 30 - sum(sum(stash) for stash in state.stashes)
            return f"placing · {placed} of 30"
        stacks = sum(1 for stack in state.board if stack)
        return f"stacking · {stacks} stacks"
    if isinstance(state, AmbushState):
        return f"turn {min(state.turn + 1, 30)} of 30"
    return ""


UNITS = {"pylos": "balls left", "pylon": "points", "ambush": "pips captured"}


def result_text(outcome: Outcome, names: tuple[str, str], game: str) -> str:
    """The result in a sentence: who won, why, and the figures."""
    a, b = outcome.figures
    figures = f"{names[0]} {a} – {b} {names[1]} ({UNITS[game]})"
    reason = render(outcome.reason, names)
    if outcome.winner is None:
        return f"Draw: {reason}. {figures}."
    return f"{names[outcome.winner]} wins: {reason}. {figures}."


def result_summary(outcome: Outcome, names: tuple[str, str], game: str) -> str:
    """The result in a few words: "Ann wins 17 – 13 (points)"."""
    a, b = outcome.figures
    who = "Draw" if outcome.winner is None else f"{names[outcome.winner]} wins"
    return f"{who}, {a} – {b} ({UNITS[game]})"


def prompt(model: GameModel) -> str:
    """What the player to move can do now, given the clicks so far."""
    state = model.state
    names = (model.player_name(0), model.player_name(1))
    outcome = state.outcome()
    if outcome is not None:
        return result_text(outcome, names, model.game.name)
    if model.reviewing:
        return (
            f"Looking at the position after move {model.cursor} of {len(model.moves)}. "
            "Resume from here to play on from it, or go back to the last move."
        )
    who = names[state.current_player]
    if not model.is_human_turn():
        return f"{who} is thinking…"
    builder = model.builder
    kinds = {t.kind for t in builder.targets()}
    text = PROMPTS[model.game.name](builder, kinds)
    return f"{who}: {text}"


def _pylos(builder: MoveBuilder, kinds: set[str]) -> str:
    if "take" in kinds:
        taken = sum(1 for c in builder.clicks if c.startswith("take:"))
        if taken:
            return "take back a second free ball (orange), or click Done."
        return "your square (or line) lets you take back one or two of your free balls (orange)."
    origin = next((c[5:] for c in builder.clicks if c.startswith("from:")), None)
    if origin:
        return f"raise {origin}: click the green place it climbs to, or click it again to let go."
    if "origin" in kinds:
        return (
            "place a ball on a green place, or click one of your free balls (ringed) to raise it."
        )
    return "place a ball on a green place."


def _pylon(builder: MoveBuilder, kinds: set[str]) -> str:
    state = builder.state
    assert isinstance(state, PylonState)
    if state.is_placement_phase:
        size = next((c[-1] for c in builder.clicks if c.startswith("size:")), None)
        if size:
            return f"place your {SIZE_WORDS[size]} pyramid on an empty square."
        if "size" in kinds and builder.clicks:
            return f"choose the size to place on {builder.clicks[0]} (click your stash)."
        return "click a pyramid in your stash, then an empty square (or the square first)."
    origin = next((c[5:] for c in builder.clicks if c.startswith("from:")), None)
    if origin:
        return f"move the stack on {origin} onto a neighbouring stack (green)."
    return "click a stack, then a neighbouring stack whose top is at least as large as its bottom."


def _ambush(builder: MoveBuilder, kinds: set[str]) -> str:
    if "order" in kinds:
        return "both sides capture: choose whose captures are made first."
    coaster = next((c.split(":")[1] for c in builder.clicks if c.startswith("rotate:")), None)
    if "angle" in kinds and coaster:
        return f"choose how far to turn the {coaster} coaster ({CORNERS[coaster]})."
    if coaster and "size" in kinds:
        return f"choose the tree top that pays for turning {coaster}."
    size = next((c[-1] for c in builder.clicks if c.startswith("size:")), None)
    if size:
        return (
            f"place your {SIZE_WORDS[size]} on an empty square or one of your stacks, "
            "or click a coaster's arrow to pay it for a turn."
        )
    return "place the top of one of your trees on the board, or click a coaster's arrow to turn it."


PROMPTS = {"pylos": _pylos, "pylon": _pylon, "ambush": _ambush}


ANGLE_WORDS = {"90": "Turn 90° clockwise", "180": "Turn 180°", "270": "Turn 90° anticlockwise"}


def choice_title(target: Target, names: tuple[str, str], mover: int) -> str:
    """The words on the button of a choice that is not a thing on the table."""
    if target.kind == "angle":
        return ANGLE_WORDS[target.id.split(":")[1]]
    if target.kind == "order":
        first = mover if target.id == "order:mine" else 1 - mover
        return f"{names[first]}'s captures first"
    if target.kind == "done":
        return "Done"
    return target.raw

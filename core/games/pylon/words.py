"""What a Pylon player reads: prompts, figures, the phase, and the end by agreement."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.api import State
from core.clicks import ORIGIN
from core.games.icehouse import SIZE_NAMES
from core.games.pylon.rules import PylonState
from core.kit import Words
from core.notation import SIZES

if TYPE_CHECKING:
    from core.builder import MoveBuilder


class PylonWords(Words):
    description = (
        "Place Icehouse pyramids on a 5×6 board, then stack them; the tallest stacks score."
    )
    credits = "designed by Doug Orleans (2005), an Icehouse game"
    preview_record = ("Lb2", "Mc2", "Sd3", "Lc3", "Mb3", "Sd2", "Le4", "Mc4")
    figure_unit = "points"

    def figure(self, state: State, player: int) -> str:
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            small, medium, large = state.stashes[player]
            return f"stash: {small} S · {medium} M · {large} L"
        return f"score {state.figures()[player]}"

    def phase(self, state: State) -> str:
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            placed = 30 - sum(sum(stash) for stash in state.stashes)
            return f"placing · {placed} of 30"
        return f"stacking · {sum(1 for stack in state.board if stack)} stacks"

    def prompt(self, builder: MoveBuilder) -> str:
        state = builder.state
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            size = builder.chosen("size")
            if size:
                return f"place your {SIZE_NAMES[SIZES.index(size)]} pyramid on an empty square."
            if builder.clicks:
                square = builder.clicks[0].click.value
                return f"choose the size to place on {square} (click your stash)."
            return "click a pyramid in your stash, then an empty square (or the square first)."
        origin = builder.chosen(ORIGIN)
        if origin:
            return (
                f"move the stack on {origin} onto a neighbouring stack (green), or click it "
                "again to let go."
            )
        return (
            "click a stack, then a neighbouring stack whose top is at least as large as its bottom."
        )

    def proposal_question(self, state: State, name: str, names: Sequence[str]) -> str:
        first, second = state.figures()
        proposer, other = names[state.current_player], names[1 - state.current_player]
        return (
            f"{proposer} proposes to end the game now, with the scores on the board: "
            f"{names[0]} {first} – {second} {names[1]}.\n\n{other}, do you accept?"
        )

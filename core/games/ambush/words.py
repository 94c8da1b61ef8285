"""What an Ambush player reads: prompts, figures, the turn's words and its choices."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.api import State
from core.clicks import Target
from core.games.ambush.rules import PLAYERS, TURNS, AmbushState
from core.games.icehouse import SIZE_NAMES
from core.kit import Words
from core.notation import SIZES
from core.words import Text, Who, join

if TYPE_CHECKING:
    from core.builder import MoveBuilder

ANGLES = {"90": "Turn 90° clockwise", "180": "Turn 180°", "270": "Turn 90° anticlockwise"}
CORNERS = {"NW": "top left", "NE": "top right", "SW": "bottom left", "SE": "bottom right"}


class AmbushWords(Words):
    description = (
        "Sandwich your opponent's pyramids on four turning coasters; capture the most pips."
    )
    credits = "designed by Jason Spears and Erik Oosterwal (2008), an Icehouse game"
    preview_record = ("Sb2", "Sc2", "Sd5", "Se2", "Mb3", "Sb5", "Me3")
    figure_unit = "pips captured"

    def figure(self, state: State, player: int) -> str:
        return f"captured {state.figures()[player]} pips"

    def phase(self, state: State) -> str:
        assert isinstance(state, AmbushState)
        return f"turn {min(state.turn + 1, TURNS)} of {TURNS}"

    def prompt(self, builder: MoveBuilder) -> str:
        kinds = {t.kind for t in builder.targets()}
        if "order" in kinds:
            return "both sides capture: choose whose captures are made first."
        coaster = builder.chosen("rotate")
        if "angle" in kinds and coaster:
            return f"choose how far to turn the {coaster} coaster ({CORNERS[coaster]})."
        if coaster and "size" in kinds:
            return f"choose the tree top that pays for turning {coaster}."
        size = builder.chosen("size")
        if size:
            return (
                f"place your {SIZE_NAMES[SIZES.index(size)]} on an empty square or one of your "
                "stacks, or click a coaster's arrow to pay it for a turn."
            )
        return (
            "place the top of one of your trees on the board, or click a coaster's arrow to "
            "turn it."
        )

    def choice_title(self, target: Target, names: Sequence[str], mover: int) -> str:
        if target.kind == "angle":
            return ANGLES[target.click.value]
        if target.kind == "order":
            first = mover if target.click.value == "mine" else 1 - mover
            return f"{names[first]}'s captures first"
        return super().choice_title(target, names, mover)

    def choice_detail(self, builder: MoveBuilder, target: Target) -> str:
        """What turning by an angle, or letting a side capture first, takes."""
        state = builder.state
        assert isinstance(state, AmbushState)
        after = builder.click(target)
        moves = after.moves_left()
        if not moves:
            return ""
        if any(t.kind == "order" for t in after.targets()):
            return Text("both sides capture: choose whose captures come first")
        words = [
            Text(
                "{player} takes the {size} on {square}",
                player=Who(by, PLAYERS[by]),
                size=size,
                square=square,
            )
            for by, size, square in state.capture_preview(moves[0])
        ]
        return join(words) if words else Text("no capture")

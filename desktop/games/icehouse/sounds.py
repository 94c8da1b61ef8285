"""The sounds of Icehouse pyramids' steps: plastic set down on the board, or on another pyramid;
a stack moved; a capture; a pyramid paid; a coaster turning."""

from __future__ import annotations

from collections.abc import Callable

from core.api import State
from core.transitions import Placed, Step
from desktop.kit import material_sound

OWN = {"rotated": "coaster_turn"}
"""Steps whose sound is not the plastic's knock."""


def step_sounds(covered: Callable[[State, str], bool]) -> Callable[[Step, State], str]:
    """The sound of a step for a game whose ``covered(state, square)`` says whether a piece
    stands on ``square`` (notation) in ``state``."""

    def step_sound(step: Step, before: State) -> str:
        if isinstance(step, Placed) and covered(before, step.at):
            return "plastic_set_on"
        return OWN.get(step.kind) or material_sound("plastic", step.kind)

    return step_sound

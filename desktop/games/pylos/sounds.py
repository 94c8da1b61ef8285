"""The sounds of Pylos's steps: wooden balls, a ball set on the board sounding lower than one set
on other balls, a ball raised (lifted, then set), balls taken back."""

from __future__ import annotations

from core.api import State
from core.transitions import Moved, Placed, Step


def step_sound(step: Step, before: State) -> str:
    """The sound of ``step`` (a file of ``assets/sounds/``); a place's level is the first
    figure of its notation ("2b3" lies on level 2)."""
    if isinstance(step, Placed):
        return "wood_set" if step.at.startswith("1") else "wood_set_on"
    if isinstance(step, Moved):
        return "wood_raise"
    return "wood_take_back"

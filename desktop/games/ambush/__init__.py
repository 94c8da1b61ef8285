"""Ambush drawn: its 2D scene, its 3D table, its players' colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.api import State
from core.games.ambush.board import NAMES
from core.games.ambush.rules import AmbushGame, AmbushState
from desktop.games.ambush.scene import AmbushScene
from desktop.games.icehouse import COLOUR_WORDS, FAMILY
from desktop.games.icehouse.sounds import step_sounds
from desktop.kit import DesktopKit

if TYPE_CHECKING:
    from desktop.board3d.table import Table3D


def _table() -> Table3D:
    from desktop.games.ambush.table3d import TABLE

    return TABLE


def _covered(state: State, square: str) -> bool:
    """Whether a pyramid stands on ``square`` (notation)."""
    assert isinstance(state, AmbushState)
    return bool(state.stack(NAMES.index(square)))


KIT = DesktopKit(
    AmbushGame.name,
    AmbushScene,
    FAMILY,
    _table,
    COLOUR_WORDS,
    step_sounds(_covered),
)

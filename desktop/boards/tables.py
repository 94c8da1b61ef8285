"""The games' 3D tables, found through the desktop registry."""

from __future__ import annotations

from core.api import Game, State
from desktop.board3d.layout import Layout, arranged
from desktop.kit import Table3D
from desktop.registry import desktop_kit


def table_for(game: Game | str) -> Table3D:
    return desktop_kit(game).table()


def layout_for(state: State, arrangement: str = "sides") -> Layout:
    """Where everything stands in 3D for ``state``, in ``arrangement``."""
    return arranged(table_for(state.game).layout(state), arrangement)

"""Ambush drawn: its 2D scene, its 3D table, its players' colours."""

from core.games.ambush.rules import AmbushGame
from desktop.games.ambush.scene import AmbushScene
from desktop.games.icehouse import COLOUR_WORDS
from desktop.kit import DesktopKit, Table3D
from desktop.look import theme


def _table() -> Table3D:
    from desktop.games.ambush.table3d import TABLE

    return TABLE


KIT = DesktopKit(AmbushGame.name, AmbushScene, lambda: theme.PYRAMID_COLOURS, _table, COLOUR_WORDS)

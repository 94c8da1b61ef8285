"""Ambush drawn: its 2D scene, its 3D table, its players' colours."""

from core.games.ambush.rules import AmbushGame
from desktop.games.ambush.scene import AmbushScene
from desktop.games.icehouse import COLOUR_WORDS, FAMILY
from desktop.kit import DesktopKit, Table3D


def _table() -> Table3D:
    from desktop.games.ambush.table3d import TABLE

    return TABLE


KIT = DesktopKit(AmbushGame.name, AmbushScene, FAMILY, _table, COLOUR_WORDS)

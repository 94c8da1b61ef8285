"""Pylon drawn: its 2D scene, its 3D table, its players' colours."""

from core.games.pylon.rules import PylonGame
from desktop.games.icehouse import COLOUR_WORDS, FAMILY
from desktop.games.pylon.scene import PylonScene
from desktop.kit import DesktopKit, Table3D


def _table() -> Table3D:
    from desktop.games.pylon.table3d import TABLE

    return TABLE


KIT = DesktopKit(PylonGame.name, PylonScene, FAMILY, _table, COLOUR_WORDS)

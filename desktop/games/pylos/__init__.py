"""Pylos drawn: its 2D scene, its 3D table, its players' colours."""

from core.games.pylos.rules import PylosGame
from desktop.games.balls import FAMILY
from desktop.games.pylos.scene import PylosScene
from desktop.kit import DesktopKit, Table3D


def _table() -> Table3D:
    from desktop.games.pylos.table3d import TABLE

    return TABLE


KIT = DesktopKit(PylosGame.name, PylosScene, FAMILY, _table)

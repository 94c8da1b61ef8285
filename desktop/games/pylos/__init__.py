"""Pylos drawn: its 2D scene, its 3D table, its players' colours."""

from core.games.pylos.rules import PylosGame
from desktop.games.kit import DesktopKit, Table3D
from desktop.games.pylos.scene import BALL_COLOURS, PylosScene


def _table() -> Table3D:
    from desktop.games.pylos.table3d import TABLE

    return TABLE


KIT = DesktopKit(PylosGame.name, PylosScene, BALL_COLOURS, _table)

"""Pylos drawn: its 2D scene, its 3D table, its players' colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.games.pylos.rules import PylosGame
from desktop.games.balls import FAMILY
from desktop.games.pylos.board_choice import BOARD
from desktop.games.pylos.scene import PylosScene
from desktop.games.pylos.sounds import step_sound
from desktop.kit import DesktopKit

if TYPE_CHECKING:
    from desktop.board3d.table import Table3D


def _table() -> Table3D:
    from desktop.games.pylos.table3d import TABLE

    return TABLE


KIT = DesktopKit(PylosGame.name, PylosScene, FAMILY, _table, step_sound=step_sound, joined=BOARD)

"""Pylon drawn: its 2D scene, its 3D table, its players' colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.games.pylon.rules import PylonGame
from desktop.games.icehouse import COLOUR_WORDS, FAMILY
from desktop.games.pylon.scene import PylonScene
from desktop.kit import DesktopKit

if TYPE_CHECKING:
    from desktop.board3d.table import Table3D


def _table() -> Table3D:
    from desktop.games.pylon.table3d import TABLE

    return TABLE


KIT = DesktopKit(PylonGame.name, PylonScene, FAMILY, _table, COLOUR_WORDS)

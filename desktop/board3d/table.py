"""A game's 3D side, as its desktop kit hands it to the 3D view: a ``Table3D`` says where
everything stands for a state (a ``Layout``), the board's meshes (``BoardPart``), how each piece
is drawn (``PieceLook``), and how a coaster-like part turns in an animation (``Turn``).

``Looks3D`` is what the 3D view asks of a game's kit; the window hands the view the kits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from desktop.look.material import MATTE, Material

if TYPE_CHECKING:
    from PySide6.QtGui import QColor

    from core.api import Game, State
    from core.transitions import Rotated
    from desktop.board3d.geometry import Mesh
    from desktop.board3d.layout import Layout


@dataclass(frozen=True)
class BoardPart:
    """A piece of the board in 3D: a mesh at the origin, where it stands, and a name if an
    animation may turn it (an Ambush coaster)."""

    mesh: Mesh
    position: tuple[float, float, float] = (0.0, 0.0, 0.0)
    smooth: bool = False
    name: str = ""
    material: Material = MATTE


@dataclass(frozen=True)
class PieceLook:
    """How a piece is drawn in 3D: its mesh (standing on the origin), smooth or flat shading,
    whether it is translucent (drawn after everything opaque, far to near), and its material."""

    mesh: Mesh
    smooth: bool
    translucent: bool
    material: Material = MATTE


@dataclass(frozen=True)
class Turn:
    """A part of the board turning with what stands on it: the part's name, the vertical axis
    it turns about, and the board places that turn with it."""

    part: str
    pivot: tuple[float, float]
    places: frozenset[str]


class Table3D(Protocol):
    """A game's 3D side (see the module's docstring)."""

    def layout(self, state: State) -> Layout:
        """Where everything stands, each player's things beside the board on their side."""

    def board_parts(self, game: Game) -> list[BoardPart]:
        """The board's meshes."""

    def piece_look(self, shape: str, player: int, faded: bool) -> PieceLook:
        """How a piece of ``shape`` ("ball", "S", …) of ``player`` is drawn."""

    def turn(self, step: Rotated) -> Turn | None:
        """What turns for a Rotated step (None if the game has nothing that turns)."""


class Looks3D(Protocol):
    """What the 3D view asks of a game's kit (``desktop.kit.DesktopKit`` is one): its table,
    and the colour that stands for each player (the labels' badges)."""

    @property
    def table(self) -> Callable[[], Table3D]: ...

    def player_colour(self, player: int) -> QColor: ...

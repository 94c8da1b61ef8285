"""A game's kit in the desktop application: how the game is drawn.

- ``DesktopKit``: the game's 2D scene class, its players' colours (or where to read them in the
  palette in use), and a loader for its 3D table (imported only when a 3D view needs it, so that
  the 2D path never loads numpy or OpenGL);
- ``Table3D``: the game's 3D side — where everything stands for a state (a ``Layout``), the
  board's meshes, the pieces' meshes, and how a coaster-like part turns in an animation.

The desktop registry (``desktop.registry``) maps a game's name to its kit; the window, views,
panels and dialogs ask it, never a game by name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QColor

from desktop.i18n import translate_core
from desktop.i18n.language import current_language
from desktop.look import theme
from desktop.look.material import MATTE, Material

if TYPE_CHECKING:
    from core.api import Game, State
    from core.transitions import Rotated
    from desktop.board2d.scene import BoardScene
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
class PieceFamily:
    """A family of pieces (what several games may play with): its name, each player's colour
    in the palette in use (what stands for the player: the 2D board's pieces, the panels'
    swatches, and what the 3D pieces must read as), and every colour its pieces show in 2D and
    3D (what the board's marks must stand out from). Its meshes, sizes and materials are its
    own modules', handed to the generic views by the game's 3D table."""

    name: str
    player_colours: Callable[[], Sequence[QColor]]
    every_colour: Callable[[], Sequence[QColor]]


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


ColourWords = Mapping[str, Mapping[str, Mapping[str, str]]]
"""palette → language → {a word of the game's texts: the word for what that palette draws}"""


@dataclass(frozen=True)
class DesktopKit:
    """One game's desktop side: its 2D scene, the family of its pieces (their colours), its 3D
    table. ``colour_words`` rename the players' colours where a palette draws others (the
    colour-blind palette's pieces are orange, not red): every text the window shows of the
    game goes through ``recolour``."""

    name: str
    scene: type[BoardScene]
    family: PieceFamily
    table: Callable[[], Table3D]
    colour_words: ColourWords = field(default_factory=dict)

    def side_names(self, game: Game) -> tuple[str, str]:
        """The game's names for its players as the window shows them: in the language of this
        run, in the colours the palette in use draws."""
        first, second = (self.side_name(name) for name in game.player_names)
        return first, second

    def side_name(self, name: str) -> str:
        """One of the game's names for its players (``player_names``) as the window shows it."""
        return self.recolour(translate_core(name))

    def recolour(self, text: str) -> str:
        """``text`` with the players' colours named as the palette in use draws them."""
        words = self.colour_words.get(theme.palette(), {}).get(current_language(), {})
        if not words or not text:
            return text
        pattern = re.compile(r"\b(" + "|".join(map(re.escape, words)) + r")\b")
        return pattern.sub(lambda found: words[found.group(1)], text)

    def player_colour(self, player: int) -> QColor:
        """The colour that stands for ``player`` (panels, swatches), in the palette in use."""
        return QColor(self.family.player_colours()[player])

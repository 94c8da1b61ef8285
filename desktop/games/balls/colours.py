"""The balls' colours in each palette (``desktop.look.theme``): in 2D their surface and edge, in
3D their surface. The light player's ball is always the lighter one."""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop.look import theme
from desktop.look.material import Material

RGBA = tuple[float, float, float, float]

_SURFACES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    # (the players' surfaces, the players' edges): two woods, told apart by luminance;
    # colour-blind safe, the pyramids' light orange and dark blue; high contrast, white against
    # a bright blue with a white edge (seen on the black table too)
    "standard": (("#f0d9a8", "#5b3920"), ("#b89a68", "#2e1a0c")),
    "colour_blind": (("#ffc94d", "#0b4f8a"), ("#9c6a00", "#031a2e")),
    "high_contrast": (("#ffffff", "#1a5cff"), ("#000000", "#ffffff")),
}


WOOD = Material(ambient=0.6, diffuse=0.5, specular=0.12, shininess=18.0)
"""Varnished wood in 3D: round, so its edges darken well below its colour, and a soft sheen."""


def player_colours() -> tuple[QColor, QColor]:
    """Each player's ball colour in the palette in use: what stands for the player."""
    first, second = (QColor(c) for c in _SURFACES[theme.palette()][0])
    return first, second


def edges() -> tuple[QColor, QColor]:
    """Each player's balls' edge (2D)."""
    first, second = (QColor(c) for c in _SURFACES[theme.palette()][1])
    return first, second


def surface_rgba(player: int) -> RGBA:
    """A ball's surface in 3D, in the palette in use (red, green, blue, opacity in 0–1)."""
    colour = player_colours()[player]
    return colour.redF(), colour.greenF(), colour.blueF(), 1.0


def every_colour() -> tuple[QColor, ...]:
    """Every colour a ball shows in the palette in use, in 2D and in 3D."""
    return (*player_colours(), *edges())

"""The pyramids' colours in each palette (``desktop.look.theme``): in 2D each player's faces and
their light and dark sides, in 3D the translucent plastic and its pips."""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop.look import theme
from desktop.look.material import Material

RGBA = tuple[float, float, float, float]

_FACES: dict[str, tuple[tuple[str, str], tuple[str, str], tuple[str, str]]] = {
    # (faces, light sides, dark sides), each player's
    "standard": (("#d7263d", "#1f6fb2"), ("#ff8a8a", "#7fc1ff"), ("#8c0f1f", "#0d3d66")),
    # orange against blue: told apart by hue by every kind of colour vision, and by luminance
    "colour_blind": (("#e69f00", "#0b4f8a"), ("#ffc94d", "#5d9fd6"), ("#9c6a00", "#062c4d")),
    "high_contrast": (("#ffb000", "#1a5cff"), ("#ffe08a", "#8fb0ff"), ("#8a5f00", "#001a66")),
}

_PIPS: dict[str, tuple[RGBA, RGBA]] = {
    # the pips of each player's pyramids in 3D
    "standard": ((1.0, 0.85, 0.85, 0.95), (0.85, 0.93, 1.0, 0.95)),
    "colour_blind": ((1.0, 0.94, 0.78, 0.95), (0.80, 0.90, 1.0, 0.95)),
    "high_contrast": ((1.0, 1.0, 1.0, 0.95), (1.0, 1.0, 1.0, 0.95)),
}

OPACITY = 0.8  # the plastic: seen through, its colour still its own

PLASTIC = Material(ambient=0.9, diffuse=0.55, specular=0.35, shininess=40.0)
"""The plastic in 3D: it glows with the light it lets through (its faces turned away from the
light stay near their colour) and shines where the light catches it."""


def _colours(index: int) -> tuple[QColor, QColor]:
    first, second = (QColor(c) for c in _FACES[theme.palette()][index])
    return first, second


def player_colours() -> tuple[QColor, QColor]:
    """Each player's pyramids' colour (their faces) in the palette in use."""
    return _colours(0)


def light_sides() -> tuple[QColor, QColor]:
    return _colours(1)


def dark_sides() -> tuple[QColor, QColor]:
    return _colours(2)


def plastic_rgba(player: int) -> RGBA:
    """A pyramid's plastic in 3D: its faces' colour, translucent."""
    colour = player_colours()[player]
    return colour.redF(), colour.greenF(), colour.blueF(), OPACITY


def pips_rgba(player: int) -> RGBA:
    return _PIPS[theme.palette()][player]


def every_colour() -> tuple[QColor, ...]:
    """Every colour a pyramid shows in the palette in use, in 2D and in 3D."""
    pips = tuple(QColor.fromRgbF(*pips_rgba(player)[:3]) for player in (0, 1))
    return (*player_colours(), *light_sides(), *dark_sides(), *pips)

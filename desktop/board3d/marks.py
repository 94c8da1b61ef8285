"""The shapes of the marks drawn over the 3D board, in their colours: rings whose shape says
their look (as in 2D), frames, corners and dots, each within a dark halo (``theme.HALO``) so
that it stands out on a light piece as on a dark one."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from desktop.board3d import geometry as geo
from desktop.look import theme

LOOKS = {  # in the standard palette; the others take the theme's colours at these opacities
    "target": (0.30, 0.90, 0.45, 0.36),
    "take": (1.00, 0.65, 0.15, 0.45),
    "selected": (1.00, 0.90, 0.20, 0.50),
    "last": (0.47, 0.78, 1.00, 0.60),
    "gone": (0.47, 0.78, 1.00, 0.60),
    "hover": (1.00, 1.00, 1.00, 0.55),
    "refused": (1.00, 0.42, 0.37, 0.55),
    "lesson": (0.88, 0.43, 1.00, 0.50),
    "found": (0.35, 0.92, 0.78, 0.60),
    "arrow": (0.88, 0.43, 1.00, 0.92),
    "cursor": (1.00, 1.00, 1.00, 0.80),
}
"""The looks' colours; the opacity is a ghost ball's (the rings, frames and dots are solid)."""
THEME_NAMES = {**theme.MARKERS, "arrow": "LESSON"}

HALO_CM = 0.05  # how far a mark's dark halo reaches beyond it


def look_rgba(look: str) -> tuple[float, float, float, float]:
    """The colour of a look in the palette in use (``theme``, View › Palette)."""
    standard = LOOKS[look]
    if theme.palette() == "standard":
        return standard
    colour = getattr(theme, THEME_NAMES[look])
    return colour.redF(), colour.greenF(), colour.blueF(), standard[3]


def halo_rgba() -> tuple[float, float, float, float]:
    """The dark halo around every mark, in the palette in use."""
    colour = theme.HALO
    return colour.redF(), colour.greenF(), colour.blueF(), 1.0


Part = Callable[[float], geo.Mesh]
"""A piece of a mark, made thicker by the given amount on every side (for its halo)."""


def two_tone(parts: list[Part], rgba: tuple[float, ...]) -> geo.Mesh:
    """The mark made of ``parts``, solid in ``rgba``, within the dark halo: the halos first, so
    that every coloured part is drawn over them (ghosts do not hide one another)."""
    solid = (*rgba[:3], 1.0)
    return geo.merge(
        [part(HALO_CM).coloured(halo_rgba()) for part in parts]
        + [part(0.0).coloured(solid) for part in parts]
    )


def bar(length: float, width: float, height: float, matrix: np.ndarray) -> Part:
    """A flat bar (``length`` along x, centred on the origin, on z = 0), placed by ``matrix``."""

    def make(extra: float) -> geo.Mesh:
        piece = geo.box(length + 2 * extra, width + 2 * extra, height + 2 * extra)
        return piece.transformed(matrix @ geo.translation(0.0, 0.0, -extra))

    return make


def ring(radius: float, tube: float, z: float, start: float = 0.0, sweep: float = 360.0) -> Part:
    def make(extra: float) -> geo.Mesh:
        return geo.torus(radius, tube + extra, start, sweep).transformed(
            geo.translation(0.0, 0.0, z)
        )

    return make


def ring_parts(radius: float, look: str, least: float = 0.0, flat: bool = False) -> list[Part]:
    """The ring around the top of a round piece of ``radius`` (centred on the origin) in
    ``look``, its tube ``least`` thick at least; ``flat``: a ring of that radius lying on
    z = 0 instead (an empty place, a square). Its shape says its look, as in 2D: a plain ring
    (a target), a thick one (the selection), dashes (the keyboard's cursor), spokes (a piece that
    may be taken back), struck through (a refused click), doubled (a lesson's or a hint's
    highlight), a tick (an answer found), four arcs (the last move), four arcs and a cross (a
    piece the last move took away)."""
    height = 0.0 if flat else 0.45 * radius
    around = radius if flat else math.sqrt(radius**2 - height**2)
    tube = radius * {"selected": 0.11, "hover": 0.045}.get(look, 0.07)
    tube = max(tube, least / 2 * (1.6 if look == "selected" else 1.0))
    middle = around + tube * 0.6
    top = height + tube if flat else radius * 1.02
    if look == "cursor":
        return [ring(middle, tube, height, 360 * k / 10, 20) for k in range(10)]
    if look in ("last", "gone"):
        parts = [ring(middle, tube, height, centre - 27, 54) for centre in (45, 135, 225, 315)]
        if look == "gone":  # a cross in the middle: a piece went from here
            for turn in (45, 135):
                across = geo.translation(0.0, 0.0, top) @ geo.rotation_z(turn)
                parts.append(bar(0.9 * middle, 2 * tube, tube, across))
        return parts
    parts = [ring(middle, tube, height)]
    if look == "lesson":  # a second ring, nearer the top (flat: outside the first)
        if flat:
            parts.append(ring(middle + 3.5 * tube, tube, height))
        else:
            rise = 0.8 * radius
            parts.append(ring(math.sqrt(radius**2 - rise**2) + tube * 0.6, tube, rise))
    elif look == "take":  # four spokes pointing in, over the piece
        spoke = radius * 0.35
        for turn in (0, 90, 180, 270):
            place = geo.rotation_z(turn) @ geo.translation(middle - spoke / 2, 0.0, height - tube)
            parts.append(bar(spoke, 2 * tube, 2 * tube, place))
    elif look == "refused":  # struck through, over the top
        across = geo.translation(0.0, 0.0, top) @ geo.rotation_z(45)
        parts.append(bar(2 * middle, 2 * tube, tube, across))
    elif look == "found":  # a tick over the top
        over = geo.translation(radius * 0.1, 0.0, top + (0.0 if flat else radius * 0.03))
        for length, turn in ((radius * 0.45, 135), (radius * 0.9, 45)):
            place = over @ geo.rotation_z(turn) @ geo.translation(length / 2, 0, 0)
            parts.append(bar(length, 2 * tube, tube, place))
    return parts


def corner_parts(half_x: float, half_y: float, bar_width: float) -> list[Part]:
    """A rectangle's four corners lying on z = 0 around the origin (the last move on a
    square)."""
    arm = min(half_x, half_y) * 0.6
    parts: list[Part] = []
    for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        corner_x, corner_y = sx * half_x, sy * half_y
        along_x = geo.translation(corner_x - sx * arm / 2, corner_y, 0.0)
        along_y = geo.translation(corner_x, corner_y - sy * arm / 2, 0.0) @ geo.rotation_z(90)
        parts += [bar(arm + bar_width, bar_width, 0.1, along_x), bar(arm, bar_width, 0.1, along_y)]
    return parts


def frame_part(half_x: float, half_y: float, width: float) -> Part:
    """A thin rectangular frame lying on z = 0 around the origin, its bars ``width`` wide."""

    def make(extra: float) -> geo.Mesh:
        return frame(half_x, half_y, width + 2 * extra, 0.1 + 2 * extra, -extra)

    return make


def disc_part(radius: float, height: float) -> Part:
    """A flat disc standing on z = 0 (a dot on an empty square)."""

    def make(extra: float) -> geo.Mesh:
        piece = geo.disc(radius + extra, height + 2 * extra, 20)
        return piece.transformed(geo.translation(0.0, 0.0, -extra))

    return make


def frame(half_x: float, half_y: float, bar: float, height: float, z: float) -> geo.Mesh:
    """A rectangular frame ``height`` thick, from z up, around the vertical axis (uncoloured:
    black)."""
    return geo.merge(
        geo.box(sx, sy, height).transformed(geo.translation(dx, dy, z)).coloured((0, 0, 0, 0))
        for sx, sy, dx, dy in (
            (2 * half_x + bar, bar, 0, half_y),
            (2 * half_x + bar, bar, 0, -half_y),
            (bar, 2 * half_y + bar, half_x, 0),
            (bar, 2 * half_y + bar, -half_x, 0),
        )
    )

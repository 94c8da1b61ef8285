"""Icehouse pyramids in 3D, as Pylon and Ambush share them: squares with their stacks, a stash's
pick box, and how a pyramid is drawn (translucent plastic in the palette's colours,
``desktop.games.icehouse.colours``, its pips on every face)."""

from __future__ import annotations

import numpy as np

from core.clicks import Click
from desktop.board3d.layout import Anchor, Label, Layout, Pick, Piece, Point, Reach, Slot
from desktop.board3d.table import PieceLook
from desktop.games.icehouse import colours
from desktop.games.icehouse.mesh import pyramid
from desktop.games.icehouse.physical import (
    PYRAMID_BASE,
    PYRAMID_HEIGHT,
    stack_bases,
    stack_height,
)

CELL = 3.0  # a square fits a large pyramid with room around it
BOARD_TOP = 0.6  # thickness of the boards (their top face is where pieces stand)


def pyramid_look(shape: str, player: int, faded: bool) -> PieceLook:
    """A pyramid in its player's plastic, in the palette in use; faded (out of the game) greyer
    and clearer."""
    body: tuple[float, ...] = colours.plastic_rgba(player)
    pips: tuple[float, ...] = colours.pips_rgba(player)
    if faded:
        body = (*(0.55 * c + 0.45 * 0.6 for c in body[:3]), 0.45)
        pips = (*pips[:3], 0.5)
    mesh = pyramid("SML".index(shape), body, pips)
    return PieceLook(mesh, smooth=False, translucent=True, material=colours.PLASTIC)


def reach(size: int) -> Reach:
    """How far a pyramid of ``size`` reaches from the middle of its base."""
    half = PYRAMID_BASE[size] / 2
    return (half, half, 0.0, PYRAMID_HEIGHT[size])


def add_square(
    layout: Layout,
    name: str,
    centre: tuple[float, float],
    stack: list[tuple[int, int]],
    pips: int | None = None,
) -> None:
    """A square of the board with its stack: the pieces, the square's anchor, what a click on
    it meets, and its badges (``pips``: the pips that show, too)."""
    x, y = centre
    sizes = [size for _, size in stack]
    for index, ((player, size), base) in enumerate(zip(stack, stack_bases(sizes), strict=True)):
        position = (x, y, BOARD_TOP + base)
        piece = Piece(Slot.board(name, index), "SML"[size], player, position, reach=reach(size))
        layout.pieces.append(piece)
    h = CELL / 2
    click = Click.place(name)
    layout.anchors[click] = Anchor("cell", (x, y, BOARD_TOP), h)
    # clicked where it is drawn: the square's top and the faces of its pyramids (a box as tall
    # as the stack took the clicks meant for the squares behind it)
    surface = [_quad(x, y, h, BOARD_TOP + 0.01)]
    for (_, size), base in zip(stack, stack_bases(sizes), strict=True):
        surface.append(_hull(x, y, size, BOARD_TOP + base))
    triangles = np.concatenate(surface)
    layout.picks.append(Pick(click, "triangles", (x, y, BOARD_TOP), 0.0, triangles=triangles))
    add_badges(layout, (x, y), stack, pips)


def add_badges(
    layout: Layout, centre: tuple[float, float], stack: list[tuple[int, int]], pips: int | None
) -> None:
    """By a stack, at its corners as on the 2D board (never over the colour on top): its
    height in a disc of the colour on top (two pyramids or more) at the far left corner, and
    the ``pips`` that show, if the game counts them, at the near left one."""
    if not stack:
        return
    x, y = centre
    top = BOARD_TOP + stack_height([size for _, size in stack]) * 0.75
    corner = CELL / 2 - 0.35
    if len(stack) > 1:
        spot = (x - corner, y + corner, top)
        layout.labels.append(Label(str(len(stack)), spot, "badge", stack[-1][0]))
    if pips is not None:
        layout.labels.append(Label(str(pips), (x - corner, y - corner, top), "count"))


def add_coordinates(
    layout: Layout, files: dict[str, float], ranks: dict[str, float], edge: tuple[float, float]
) -> None:
    """A board's files (``files``: letter → x) along its far and near edges (y = ±``edge[1]``)
    and its ranks (``ranks``: number → y) along its left and right ones (x = ±``edge[0]``), on
    the frame."""
    half_x, half_y = edge
    for letter, x in files.items():
        for y in (half_y, -half_y):
            layout.labels.append(Label(letter, (x, y, BOARD_TOP), "coordinate"))
    for number, y in ranks.items():
        for x in (half_x, -half_x):
            layout.labels.append(Label(number, (x, y, BOARD_TOP), "coordinate"))


def _quad(x: float, y: float, half: float, z: float) -> np.ndarray:
    """A square's top, as two triangles."""
    a, b = (x - half, y - half, z), (x + half, y - half, z)
    c, d = (x + half, y + half, z), (x - half, y + half, z)
    return np.array([(a, b, c), (a, c, d)], float)


def _hull(x: float, y: float, size: int, base: float) -> np.ndarray:
    """A pyramid's four faces, as triangles (what a click on it meets)."""
    half, apex = PYRAMID_BASE[size] / 2, (x, y, base + PYRAMID_HEIGHT[size])
    corners = [(x - half, y - half, base), (x + half, y - half, base)]
    corners += [(x + half, y + half, base), (x - half, y + half, base)]
    return np.array([(corners[i], corners[(i + 1) % 4], apex) for i in range(4)], float)


def add_stash_pick(layout: Layout, raw: Click, positions: list[Point], size: int) -> None:
    """One box around a row of pyramids of ``size`` beside the board, clicked as ``raw``."""
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    half = PYRAMID_BASE[size] / 2 + 0.2
    low = (min(xs) - half, min(ys) - half, 0.0)
    high = (max(xs) + half, max(ys) + half, max(p[2] for p in positions) + PYRAMID_HEIGHT[size])
    layout.picks.append(Pick(raw, "box", low, high, True))
    centre = ((low[0] + high[0]) / 2, (low[1] + high[1]) / 2, 0.0)
    footprint = ((high[0] - low[0]) / 2, (high[1] - low[1]) / 2)
    layout.anchors[raw] = Anchor("piece", centre, max(footprint), footprint, True)


def half_width_at(size: int, base: float, z: float) -> float:
    """Half the width of a pyramid of ``size`` standing at height ``base``, at height ``z``
    (0 above its apex or below its base)."""
    rise = z - base
    if rise < 0 or rise > PYRAMID_HEIGHT[size]:
        return 0.0
    return PYRAMID_BASE[size] / 2 * (1 - rise / PYRAMID_HEIGHT[size])

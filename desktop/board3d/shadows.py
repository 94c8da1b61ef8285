"""Contact shadows on the 3D table (numpy only: no Qt, no OpenGL), as if lit from straight
above: what a piece covers of the board around it, and of the pieces under it.

Every piece casts as a round blob as wide as the piece at its widest (a ball's middle, a
pyramid's base), from that height down:

- onto the other pieces: each vertex of a piece under another's blob is darkened, the more the
  nearer it is below (``piece_shade``: baked into the vertices, so a raised ball darkens the
  four it rests on and a perched pyramid the tip of the one below, from every camera);
- onto the board and the table: a map seen from above (``ground_map``), sampled by the board's
  surfaces wherever they are, the blob of a piece standing on the table darkest, of a raised
  one fainter and wider.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

ON_PIECES = 0.5  # how dark a blob makes a piece just under it
ON_GROUND = 0.55  # … and the table just around a piece standing on it
GROUND_CELLS = 256  # the ground map's size, cells a side


@dataclass(frozen=True)
class Caster:
    """What a piece casts: the middle of its footprint, its widest half width, the height it is
    widest at (where its blob starts), and its lowest point."""

    x: float
    y: float
    radius: float
    widest: float
    bottom: float
    strength: float = 1.0


def caster(world: np.ndarray, strength: float = 1.0) -> Caster:
    """The caster of a piece whose vertices (in the table's space) are ``world`` (n × 3);
    ``strength`` less than 1 for a piece that lets light through."""
    low, high = world[:, :2].min(axis=0), world[:, :2].max(axis=0)
    middle = (low + high) / 2
    reach = np.linalg.norm(world[:, :2] - middle, axis=1)
    radius = float(reach.max())
    widest = float(world[reach >= 0.97 * radius, 2].min())
    bottom = float(world[:, 2].min())
    return Caster(float(middle[0]), float(middle[1]), radius, widest, bottom, strength)


def _fade(inner: float, outer: float, distance: np.ndarray) -> np.ndarray:
    """1 within ``inner``, 0 beyond ``outer``, smooth between."""
    t = np.clip((distance - inner) / (outer - inner), 0.0, 1.0)
    return 1.0 - t * t * (3.0 - 2.0 * t)


def over(me: Caster, casters: list[Caster]) -> tuple[Caster, ...]:
    """The casters whose blobs may fall on the piece that casts ``me``: wider higher up than
    its lowest point, and near enough."""
    return tuple(
        other
        for other in casters
        if other is not me
        and other.widest > me.bottom + 1e-3
        and math.hypot(other.x - me.x, other.y - me.y) <= me.radius + 1.25 * other.radius
    )


def piece_shade(world: np.ndarray, others: tuple[Caster, ...]) -> np.ndarray:
    """How lit each vertex of a piece (its vertices ``world``) is under the blobs of
    ``others`` (``over`` it): 1 in the open, down to 1 − ``ON_PIECES`` just under another."""
    shade = np.ones(len(world), np.float32)
    for other in others:
        r = other.radius
        distance = np.hypot(world[:, 0] - other.x, world[:, 1] - other.y)
        gap = other.widest - world[:, 2]
        under = np.clip(gap / (0.15 * r), 0.0, 1.0) * np.clip(1.0 - gap / (2.5 * r), 0.0, 1.0)
        shade *= 1.0 - ON_PIECES * other.strength * _fade(0.7 * r, 1.25 * r, distance) * under
    return shade


def elevations(casters: list[Caster]) -> list[float]:
    """How high each piece stands above the lowest piece under it (0: on the table itself)."""
    out = []
    for me in casters:
        lowest = me.bottom
        for other in casters:
            near = 0.8 * (me.radius + other.radius)
            if math.hypot(other.x - me.x, other.y - me.y) < near:
                lowest = min(lowest, other.bottom)
        out.append(me.bottom - lowest)
    return out


def ground_map(casters: list[Caster], box: tuple[float, float, float, float]) -> np.ndarray:
    """The darkness (0–255, ``GROUND_CELLS`` square, row by y) the pieces cast on the table's
    surfaces within ``box`` (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    cells = GROUND_CELLS
    light = np.ones((cells, cells), np.float32)
    xs = x0 + (np.arange(cells) + 0.5) * (x1 - x0) / cells
    ys = y0 + (np.arange(cells) + 0.5) * (y1 - y0) / cells
    for piece, elevation in zip(casters, elevations(casters), strict=True):
        r = piece.radius * (1.0 + elevation / (2.0 * piece.radius))
        strength = piece.strength * ON_GROUND / (1.0 + 1.5 * elevation / piece.radius)
        reach = 1.25 * r
        columns = np.nonzero(np.abs(xs - piece.x) < reach)[0]
        rows = np.nonzero(np.abs(ys - piece.y) < reach)[0]
        if not len(columns) or not len(rows):
            continue
        dx = xs[columns] - piece.x
        dy = ys[rows] - piece.y
        distance = np.hypot(dx[None, :], dy[:, None])
        window = light[rows[0] : rows[-1] + 1, columns[0] : columns[-1] + 1]
        window *= 1.0 - strength * _fade(0.75 * r, reach, distance)
    return np.ascontiguousarray(((1.0 - light) * 255.0).round().astype(np.uint8))

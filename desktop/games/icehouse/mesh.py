"""An Icehouse pyramid's mesh (numpy only): a square-based cone true to size, its pips raised on
each face."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from desktop.board3d.geometry import Mesh
from desktop.games.icehouse.physical import PYRAMID_BASE, PYRAMID_HEIGHT


def pyramid(size: int, body: Sequence[float], pips: Sequence[float]) -> Mesh:
    """An Icehouse pyramid of ``size`` (base on z = 0), in ``body`` colour, with its pips as small
    raised marks along the bottom of each face in ``pips`` colour."""
    half, height = PYRAMID_BASE[size] / 2, PYRAMID_HEIGHT[size]
    apex = np.array((0.0, 0.0, height))
    corners = [
        np.array(c)
        for c in ((-half, -half, 0.0), (half, -half, 0.0), (half, half, 0.0), (-half, half, 0.0))
    ]
    vertexes: list[np.ndarray] = []
    colours: list[Sequence[float]] = []
    faces: list[tuple[int, int, int]] = []

    def triangle(a: np.ndarray, b: np.ndarray, c: np.ndarray, colour: Sequence[float]) -> None:
        base = len(vertexes)
        vertexes.extend((a, b, c))
        colours.extend((colour, colour, colour))
        faces.append((base, base + 1, base + 2))

    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        triangle(a, b, apex, body)
        normal = np.cross(b - a, apex - a)
        normal /= np.linalg.norm(normal)
        up = (apex - (a + b) / 2) / np.linalg.norm(apex - (a + b) / 2)
        along = (b - a) / np.linalg.norm(b - a)
        mark = PYRAMID_BASE[size] * 0.07
        for k in range(size + 1):
            t = (k + 1) / (size + 2)
            centre = a + (b - a) * t + up * mark * 2.2 + normal * 0.015
            triangle(
                centre - along * mark - up * mark * 0.6,
                centre + along * mark - up * mark * 0.6,
                centre + up * mark,
                pips,
            )
    triangle(corners[0], corners[3], corners[2], body)
    triangle(corners[0], corners[2], corners[1], body)
    return Mesh(
        np.asarray(vertexes, np.float32),
        np.asarray(faces, np.int32),
        np.asarray(colours, np.float32),
    )

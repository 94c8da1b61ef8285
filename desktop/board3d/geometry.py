"""Meshes and physical sizes for the 3D view (numpy only: no Qt, no OpenGL).

Units are centimetres; z points up and the table top is z = 0 (boards stand on it). Columns
run along +x and row 1 is the far side (+y), as the 2D board is drawn seen from the first
player's seat.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

_SAME = np.eye(3)


@dataclass(frozen=True)
class Mesh:
    """Triangles: vertex positions (N, 3), faces (M, 3) counter-clockwise seen from outside,
    optional per-vertex colours (N, 4) in 0–1, and the vertices' normals once worked out
    (``with_normals``: a moved copy or a merge keeps them instead of working them out again)."""

    vertexes: np.ndarray
    faces: np.ndarray
    colors: np.ndarray | None = None
    normals: np.ndarray | None = None

    def transformed(self, matrix: np.ndarray) -> Mesh:
        linear, shift = matrix[:3, :3], matrix[:3, 3]
        if np.array_equal(linear, _SAME):  # a move alone turns no face: the normals still hold
            moved, normals = self.vertexes + shift, self.normals
        else:
            moved, normals = self.vertexes @ linear.T + shift, None
        return Mesh(moved.astype(np.float32), self.faces, self.colors, normals)

    def coloured(self, rgba: Sequence[float]) -> Mesh:
        colours = np.tile(np.asarray(rgba, np.float32), (len(self.vertexes), 1))
        return Mesh(self.vertexes, self.faces, colours, self.normals)

    def with_normals(self) -> Mesh:
        """The same mesh, carrying its vertices' normals (``vertex_normals``)."""
        if self.normals is not None:
            return self
        return Mesh(self.vertexes, self.faces, self.colors, vertex_normals(self))


def merge(meshes: Iterable[Mesh]) -> Mesh:
    """One mesh of many (all must carry colours). The meshes share no vertex, so when each
    carries its normals, the merge's are theirs one after the other."""
    vertexes, faces, colours, normals, offset = [], [], [], [], 0
    for mesh in meshes:
        vertexes.append(mesh.vertexes)
        faces.append(mesh.faces + offset)
        assert mesh.colors is not None
        colours.append(mesh.colors)
        normals.append(mesh.normals)
        offset += len(mesh.vertexes)
    known = [n for n in normals if n is not None]
    return Mesh(
        np.concatenate(vertexes).astype(np.float32),
        np.concatenate(faces).astype(np.int32),
        np.concatenate(colours).astype(np.float32),
        np.concatenate(known).astype(np.float32) if known and len(known) == len(normals) else None,
    )


def vertex_normals(mesh: Mesh) -> np.ndarray:
    """Each vertex's normal: the area-weighted mean of its faces' normals (in numpy, far faster
    than pyqtgraph's own loop over the faces of every vertex)."""
    v = mesh.vertexes.astype(np.float64)
    f = mesh.faces
    face = np.repeat(np.cross(v[f[:, 1]] - v[f[:, 0]], v[f[:, 2]] - v[f[:, 0]]), 3, axis=0)
    corners, count = f.reshape(-1), len(v)  # (a sum per vertex: bincount, 3× np.add.at's speed)
    normals = np.stack(
        [np.bincount(corners, weights=face[:, k], minlength=count) for k in range(3)], axis=1
    )
    length = np.linalg.norm(normals, axis=1, keepdims=True)
    return (normals / np.where(length == 0, 1.0, length)).astype(np.float32)


# --- transforms -----------------------------------------------------------------------------
def translation(x: float, y: float, z: float) -> np.ndarray:
    m = np.eye(4)
    m[:3, 3] = (x, y, z)
    return m


def rotation_z(degrees: float) -> np.ndarray:
    """Turn by ``degrees`` about the vertical axis, counter-clockwise seen from above."""
    a = math.radians(degrees)
    m = np.eye(4)
    m[0, 0], m[0, 1], m[1, 0], m[1, 1] = math.cos(a), -math.sin(a), math.sin(a), math.cos(a)
    return m


def scaling(x: float, y: float, z: float) -> np.ndarray:
    return np.diag([x, y, z, 1.0])


# --- shapes -----------------------------------------------------------------------------------
def sphere(rows: int = 12, cols: int = 20) -> Mesh:
    """A unit sphere, faces wound counter-clockwise seen from outside."""
    vertexes = [(0.0, 0.0, 1.0)]
    for i in range(1, rows):
        theta = math.pi * i / rows
        for j in range(cols):
            phi = 2 * math.pi * j / cols
            vertexes.append(
                (math.sin(theta) * math.cos(phi), math.sin(theta) * math.sin(phi), math.cos(theta))
            )
    vertexes.append((0.0, 0.0, -1.0))
    bottom = len(vertexes) - 1
    faces = []
    for j in range(cols):
        faces.append((0, 1 + j, 1 + (j + 1) % cols))
    for i in range(rows - 2):
        for j in range(cols):
            a, b = 1 + i * cols + j, 1 + i * cols + (j + 1) % cols
            c, d = a + cols, b + cols
            faces += [(a, c, d), (a, d, b)]
    last = 1 + (rows - 2) * cols
    for j in range(cols):
        faces.append((bottom, last + (j + 1) % cols, last + j))
    return Mesh(np.asarray(vertexes, np.float32), np.asarray(faces, np.int32))


def box(sx: float, sy: float, sz: float) -> Mesh:
    """A box centred on the origin in x and y, from z = 0 to ``sz``; flat faces (own vertices)."""
    x, y = sx / 2, sy / 2
    corners = np.array(
        [
            (-x, -y, 0),
            (x, -y, 0),
            (x, y, 0),
            (-x, y, 0),
            (-x, -y, sz),
            (x, -y, sz),
            (x, y, sz),
            (-x, y, sz),
        ],
        np.float32,
    )
    quads = [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]
    return _quads(corners, quads)


def _quads(corners: np.ndarray, quads: Sequence[tuple[int, int, int, int]]) -> Mesh:
    vertexes: list[np.ndarray] = []
    faces: list[tuple[int, int, int]] = []
    for quad in quads:
        base = len(vertexes)
        vertexes += [corners[i] for i in quad]
        faces += [(base, base + 1, base + 2), (base, base + 2, base + 3)]
    return Mesh(np.asarray(vertexes, np.float32), np.asarray(faces, np.int32))


def hollowed_slab(
    half: float,
    thickness: float,
    hollows: Sequence[tuple[float, float]],
    depth: float,
    cup_radius: float,
    steps: int = 48,
) -> Mesh:
    """A square slab whose top face is z = 0, ``2 * half`` wide, with a round hollow (a
    spherical cup of radius ``cup_radius``, ``depth`` deep) centred on each of ``hollows``:
    the Pylos board. The top is a fine grid, so it is best drawn with smooth normals."""
    xs = np.linspace(-half, half, steps + 1)
    gx, gy = np.meshgrid(xs, xs, indexing="ij")
    gz = np.zeros_like(gx)
    rim = cup_radius - depth  # height of the cup's sphere centre above the top face
    for hx, hy in hollows:
        d2 = (gx - hx) ** 2 + (gy - hy) ** 2
        inside = d2 < cup_radius**2 - rim**2
        cup = rim - np.sqrt(np.maximum(cup_radius**2 - d2, 0.0))
        gz = np.where(inside, np.minimum(gz, cup), gz)
    vertexes = np.stack([gx.ravel(), gy.ravel(), gz.ravel()], axis=1)
    n = steps + 1
    index = np.arange(n * n).reshape(n, n)
    a, b = index[:-1, :-1].ravel(), index[1:, :-1].ravel()
    c, d = index[1:, 1:].ravel(), index[:-1, 1:].ravel()
    faces = np.concatenate([np.stack([a, b, c], 1), np.stack([a, c, d], 1)])
    top = Mesh(vertexes.astype(np.float32), faces.astype(np.int32))
    base = box(2 * half, 2 * half, thickness).transformed(translation(0, 0, -thickness))
    # the base box's top face would hide the hollows: drop its last two quads' worth (the top)
    keep = np.ones(len(base.faces), bool)
    keep[2:4] = False
    walls = Mesh(base.vertexes, base.faces[keep])
    return Mesh(
        np.concatenate([top.vertexes, walls.vertexes]).astype(np.float32),
        np.concatenate([top.faces, walls.faces + len(top.vertexes)]).astype(np.int32),
    )


def disc(radius: float, height: float, segments: int = 24) -> Mesh:
    """A flat cylinder standing on z = 0."""
    ring = [
        (
            radius * math.cos(2 * math.pi * k / segments),
            radius * math.sin(2 * math.pi * k / segments),
        )
        for k in range(segments)
    ]
    vertexes = (
        [(0.0, 0.0, height)] + [(x, y, height) for x, y in ring] + [(x, y, 0.0) for x, y in ring]
    )
    faces = []
    for k in range(segments):
        a, b = 1 + k, 1 + (k + 1) % segments
        faces.append((0, a, b))
        faces += [(a, a + segments, b + segments), (a, b + segments, b)]
    flat = Mesh(np.asarray(vertexes, np.float32), np.asarray(faces, np.int32))
    return _unshare(flat)


def torus(
    radius: float, tube: float, start: float = 0.0, sweep: float = 360.0, segments: int = 40
) -> Mesh:
    """A ring lying flat around the vertical axis at z = 0 (``radius`` to its tube's middle,
    ``tube`` the tube's radius), or its arc from ``start`` degrees, ``sweep`` long
    (counter-clockwise seen from above; an arc's ends are left open)."""
    sides = 8
    closed = sweep >= 360.0
    steps = max(2, round(segments * sweep / 360.0))
    count = steps if closed else steps + 1
    vertexes = []
    for i in range(count):
        phi = math.radians(start + sweep * i / steps)
        for j in range(sides):
            theta = 2 * math.pi * j / sides
            r = radius + tube * math.cos(theta)
            vertexes.append((r * math.cos(phi), r * math.sin(phi), tube * math.sin(theta)))
    faces = []
    for i in range(steps):
        i2 = (i + 1) % count
        for j in range(sides):
            j2 = (j + 1) % sides
            a, b, c, d = i * sides + j, i2 * sides + j, i2 * sides + j2, i * sides + j2
            faces += [(a, b, c), (a, c, d)]
    return Mesh(np.asarray(vertexes, np.float32), np.asarray(faces, np.int32))


def prism(outline: Sequence[tuple[float, float]], thickness: float) -> Mesh:
    """A convex polygon (counter-clockwise, in x and y) extruded from z = 0 up to ``thickness``;
    flat faces."""
    n = len(outline)
    vertexes = [(x, y, thickness) for x, y in outline] + [(x, y, 0.0) for x, y in outline]
    faces = [(0, k, k + 1) for k in range(1, n - 1)]
    faces += [(n, n + k + 1, n + k) for k in range(1, n - 1)]
    for k in range(n):
        a, b = k, (k + 1) % n
        faces += [(a + n, b + n, b), (a + n, b, a)]
    return _unshare(Mesh(np.asarray(vertexes, np.float32), np.asarray(faces, np.int32)))


def arrow(start: Sequence[float], end: Sequence[float], width: float) -> Mesh:
    """A flat arrow from ``start`` to ``end`` (points in space), ``width`` wide at its shaft,
    lying in the plane through both that is as level as it can be."""
    a, b = np.asarray(start, float), np.asarray(end, float)
    along = b - a
    length = float(np.linalg.norm(along))
    if length < 1e-6:
        return Mesh(np.zeros((0, 3), np.float32), np.zeros((0, 3), np.int32))
    u = along / length
    side = np.cross((0.0, 0.0, 1.0), u)
    if np.linalg.norm(side) < 1e-6:
        side = np.array((0.0, 1.0, 0.0))
    side /= np.linalg.norm(side)
    normal = np.cross(u, side)
    head = min(width * 2.6, length * 0.5)
    w = width / 2
    shaft = prism([(0, -w), (length - head, -w), (length - head, w), (0, w)], width * 0.35)
    tip = prism([(length - head, -w * 2.6), (length, 0), (length - head, w * 2.6)], width * 0.35)
    basis = np.eye(4)
    basis[:3, 0], basis[:3, 1], basis[:3, 2], basis[:3, 3] = u, side, normal, a
    return merge([shaft.coloured((0, 0, 0, 0)), tip.coloured((0, 0, 0, 0))]).transformed(basis)


def _unshare(mesh: Mesh) -> Mesh:
    """Give every face its own vertices, so lighting stays flat per face."""
    vertexes = mesh.vertexes[mesh.faces.reshape(-1)]
    faces = np.arange(len(vertexes), dtype=np.int32).reshape(-1, 3)
    colors = None if mesh.colors is None else mesh.colors[mesh.faces.reshape(-1)]
    return Mesh(vertexes, faces, colors)

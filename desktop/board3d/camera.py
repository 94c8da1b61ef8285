"""The orbit camera and ray picking, in numpy (no Qt, no OpenGL).

The matrices are exactly those pyqtgraph's GLViewWidget uses (``viewMatrix`` and
``projectionMatrix`` of pyqtgraph 0.14), so a point projected here lands on the pixel where the
GL view draws it, and a ray cast from a pixel goes through what is drawn there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from core.clicks import Click
from desktop.board3d.layout import Pick

MIN_ELEVATION, MAX_ELEVATION = 8.0, 89.0
ORBIT_PER_WIDTH = 90.0  # degrees the camera turns for a drag across the whole pane


@dataclass(frozen=True)
class Camera:
    """Looks at ``centre`` from ``distance`` away, ``elevation`` degrees above the table and
    ``azimuth`` degrees around it (-90: from the first player's seat); ``fov`` is horizontal."""

    centre: tuple[float, float, float] = (0.0, 0.0, 0.0)
    distance: float = 40.0
    elevation: float = 38.0
    azimuth: float = -90.0
    fov: float = 34.0  # a normal lens: a wide one turns the pieces at the edges into wedges

    def position(self) -> np.ndarray:
        e, a = math.radians(self.elevation), math.radians(self.azimuth)
        c = np.asarray(self.centre, float)
        return c + self.distance * np.array(
            (math.cos(e) * math.cos(a), math.cos(e) * math.sin(a), math.sin(e))
        )

    def clamped(self, extent: float) -> Camera:
        """The nearest camera that stays above the table, outside the playing area, and looking
        at it (never inside the board)."""
        x, y, z = self.centre
        limit = extent * 0.6
        centre = (
            min(max(x, -limit), limit),
            min(max(y, -limit), limit),
            min(max(z, 0.0), extent * 0.3),
        )
        elevation = min(max(self.elevation, MIN_ELEVATION), MAX_ELEVATION)
        distance = min(max(self.distance, extent * 1.1), extent * 6.0)
        return replace(self, centre=centre, elevation=elevation, distance=distance)


def _rotation(degrees: float, axis: Sequence[float]) -> np.ndarray:
    """As QMatrix4x4.rotate: ``degrees`` about ``axis``, right-handed."""
    x, y, z = np.asarray(axis, float) / np.linalg.norm(axis)
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    t = 1 - c
    m = np.eye(4)
    m[:3, :3] = [
        [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
        [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
        [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
    ]
    return m


def _translation(x: float, y: float, z: float) -> np.ndarray:
    m = np.eye(4)
    m[:3, 3] = (x, y, z)
    return m


def view_matrix(camera: Camera) -> np.ndarray:
    cx, cy, cz = camera.centre
    matrix: np.ndarray = (
        _translation(0.0, 0.0, -camera.distance)
        @ _rotation(camera.elevation - 90.0, (1, 0, 0))
        @ _rotation(camera.azimuth + 90.0, (0, 0, -1))
        @ _translation(-cx, -cy, -cz)
    )
    return matrix


def projection_matrix(camera: Camera, width: int, height: int) -> np.ndarray:
    near, far = camera.distance * 0.001, camera.distance * 1000.0
    r = near * math.tan(0.5 * math.radians(camera.fov))
    t = r * height / width
    left, right, bottom, top = -r, r, -t, t
    return np.array(
        [
            [2 * near / (right - left), 0, (right + left) / (right - left), 0],
            [0, 2 * near / (top - bottom), (top + bottom) / (top - bottom), 0],
            [0, 0, -(far + near) / (far - near), -2 * far * near / (far - near)],
            [0, 0, -1, 0],
        ]
    )


def project(camera: Camera, width: int, height: int, points: np.ndarray) -> np.ndarray:
    """World points (N, 3) → widget pixels (N, 2), x to the right, y down."""
    matrix = projection_matrix(camera, width, height) @ view_matrix(camera)
    clip = np.c_[points, np.ones(len(points))] @ matrix.T
    ndc = clip[:, :3] / clip[:, 3:4]
    pixels: np.ndarray = np.c_[(ndc[:, 0] + 1) * 0.5 * width, (1 - ndc[:, 1]) * 0.5 * height]
    return pixels


def pixel_ray(
    camera: Camera, width: int, height: int, x: float, y: float
) -> tuple[np.ndarray, np.ndarray]:
    """The ray (origin, unit direction) through widget pixel (x, y)."""
    inverse = np.linalg.inv(projection_matrix(camera, width, height) @ view_matrix(camera))
    nx, ny = 2 * x / width - 1, 1 - 2 * y / height
    near = inverse @ np.array([nx, ny, -1.0, 1.0])
    far = inverse @ np.array([nx, ny, 1.0, 1.0])
    a, b = near[:3] / near[3], far[:3] / far[3]
    direction = b - a
    return a, direction / np.linalg.norm(direction)


def ray_hits(
    picks: Sequence[Pick], origin: np.ndarray, direction: np.ndarray
) -> list[tuple[float, Click]]:
    """Every pickable the ray enters, as (distance along the ray, raw), nearest first."""
    hits: list[tuple[float, Click]] = []
    spheres = [p for p in picks if p.kind == "sphere"]
    if spheres:
        centres = np.array([p.a for p in spheres], float)
        radii = np.array([p.b for p in spheres], float)
        offset = origin - centres
        b = offset @ direction
        c = np.einsum("ij,ij->i", offset, offset) - radii**2
        disc = b * b - c
        for i in np.nonzero(disc >= 0)[0]:
            t = -b[i] - math.sqrt(disc[i])
            if t > 0:
                hits.append((float(t), spheres[i].raw))
    surfaces = [(p.raw, p.triangles) for p in picks if p.triangles is not None]
    if surfaces:
        corners = np.concatenate([triangles for _, triangles in surfaces])
        owners = np.repeat(np.arange(len(surfaces)), [len(t) for _, t in surfaces])
        distances = ray_triangles(origin, direction, corners)
        for i in np.nonzero(np.isfinite(distances))[0]:
            hits.append((float(distances[i]), surfaces[owners[i]][0]))
    boxes = [p for p in picks if p.kind == "box"]
    if boxes:
        low = np.array([p.a for p in boxes], float)
        high = np.array([p.b for p in boxes], float)
        with np.errstate(divide="ignore", invalid="ignore"):
            inv = 1.0 / direction
            t1, t2 = (low - origin) * inv, (high - origin) * inv
        near = np.nanmax(np.minimum(t1, t2), axis=1)
        far = np.nanmin(np.maximum(t1, t2), axis=1)
        for i in np.nonzero((far >= near) & (far > 0))[0]:
            hits.append((float(max(near[i], 0.0)), boxes[i].raw))
    hits.sort()
    return hits


def ray_triangles(origin: np.ndarray, direction: np.ndarray, triangles: np.ndarray) -> np.ndarray:
    """How far along the ray each of ``triangles`` (N, 3, 3) is hit (inf: not hit), from
    either side (Möller and Trumbore's test, for all of them at once)."""
    a, b, c = triangles[:, 0], triangles[:, 1], triangles[:, 2]
    edge1, edge2 = b - a, c - a
    p = np.cross(direction, edge2)
    det = np.einsum("ij,ij->i", edge1, p)
    with np.errstate(divide="ignore", invalid="ignore"):
        inverse = 1.0 / det
        s = origin - a
        u = np.einsum("ij,ij->i", s, p) * inverse
        q = np.cross(s, edge1)
        v = (q @ direction) * inverse
        t = np.einsum("ij,ij->i", edge2, q) * inverse
    hit = (np.abs(det) > 1e-12) & (u >= 0) & (v >= 0) & (u + v <= 1) & (t > 0)
    return np.where(hit, t, np.inf)


def pick(picks: Sequence[Pick], origin: np.ndarray, direction: np.ndarray) -> Click | None:
    """The raw name of the nearest thing the ray hits, or None."""
    hits = ray_hits(picks, origin, direction)
    return hits[0][1] if hits else None


def picked_at(
    picks: Sequence[Pick], camera: Camera, width: int, height: int, x: float, y: float
) -> Click | None:
    """What a click at pixel (x, y) of a ``width`` × ``height`` view names: the nearest of
    ``picks`` along the pixel's ray."""
    origin, direction = pixel_ray(camera, width, height, x, y)
    return pick(picks, origin, direction)


def clickable_point(
    picks: Sequence[Pick], camera: Camera, width: int, height: int, raw: Click, points: np.ndarray
) -> tuple[int, int]:
    """Where to click for ``raw`` (whose ``points`` are where it may be clicked, its middle
    first): the first of them that picks it, or, none doing so, its middle."""
    projected = project(camera, width, height, points)
    for px, py in projected:
        point = round(px), round(py)
        if picked_at(picks, camera, width, height, *point) == raw:
            return point
    return round(projected[0][0]), round(projected[0][1])


def preset(
    name: str,
    extent: float,
    player: int = 0,
    seat_elevation: float = 40.0,
    reserves_at_ends: bool = False,
) -> Camera:
    """The named views: "seat" (from ``player``'s side), "above", "side" (low down, from where
    no reserve stands between the eye and the board: across the table when the reserves are
    at the players' ends); "reset" is the seat of the first player. The field of view is
    horizontal, so standing ``extent / tan(fov/2)`` away frames everything from ``-extent`` to
    ``extent`` whatever the view's shape."""
    fov = Camera.fov
    fit = extent / math.tan(math.radians(fov / 2))
    seat_azimuth = -90.0 if player == 0 else 90.0
    if name == "above":
        return Camera((0.0, 0.0, 0.0), fit * 0.95, MAX_ELEVATION, -90.0, fov)
    if name == "side":
        azimuth = 0.0 if reserves_at_ends else seat_azimuth
        return Camera((0.0, 0.0, 1.0), fit * 1.05, 14.0, azimuth, fov)
    azimuth = seat_azimuth if name == "seat" else -90.0
    return Camera((0.0, 0.0, 0.5), fit * 1.05, seat_elevation, azimuth, fov)


def framed(
    camera: Camera, points: np.ndarray, width: int, height: int, margin: float = 0.03
) -> Camera:
    """``camera`` moved along its line of sight, as close as it can be while every point
    projects inside the view (``margin`` of the view kept free on each side), between 0.3 and 4
    times as far as it was.

    Seen from the camera turned but not yet stepped back, a point at (x, y, z) (z towards the
    eye) lands at x / (tan(fov / 2) · (distance − z)) of the half width: it fits from the
    distance where that, and the same for y, falls inside the margins."""
    if len(points) == 0:
        return replace(camera, distance=camera.distance * 0.3)
    turned = view_matrix(replace(camera, distance=0.0))
    local = np.c_[points, np.ones(len(points))] @ turned.T
    inside = 1.0 - 2.0 * margin
    across = math.tan(0.5 * math.radians(camera.fov)) * inside
    up = across * height / width
    needed = local[:, 2] + np.maximum(np.abs(local[:, 0]) / across, np.abs(local[:, 1]) / up)
    nearest = float(needed.max()) * (1.0 + 1e-9)
    distance = min(max(nearest, camera.distance * 0.3), camera.distance * 4.0)
    return replace(camera, distance=distance)


def orbited(camera: Camera, dx: float, dy: float, width: int) -> Camera:
    """``camera`` turned by a drag of (dx, dy) pixels in a pane ``width`` wide: a drag across
    the whole pane turns it ``ORBIT_PER_WIDTH`` degrees around the table (up and down alike),
    so that a small movement of the hand never swings the board out of sight."""
    per_pixel = ORBIT_PER_WIDTH / max(width, 1)
    elevation = min(max(camera.elevation + dy * per_pixel, MIN_ELEVATION), MAX_ELEVATION)
    return replace(camera, azimuth=camera.azimuth - dx * per_pixel, elevation=elevation)


def needs_framing(camera: Camera, points: np.ndarray, width: int, height: int) -> bool:
    """Whether ``camera`` should be framed again for ``points``: some of them fall outside the
    view, or they have shrunk so much that framing would bring them notably closer (a tenth);
    small changes leave the camera still."""
    best = framed(camera, points, width, height)
    return best.distance > camera.distance * 1.001 or best.distance < camera.distance * 0.9


def pixels_per_cm(camera: Camera, width: int, height: int, point: Sequence[float]) -> float:
    """How many pixels a centimetre at ``point`` takes in the view, across the line of sight
    (from left to right on the screen)."""
    a = math.radians(camera.azimuth)
    start = np.asarray(point, float)
    across = start + np.array((-math.sin(a), math.cos(a), 0.0))
    ends = project(camera, width, height, np.array([start, across]))
    return float(np.linalg.norm(ends[1] - ends[0]))


MARK_LINE_PX = 3.0  # the marks' lines are this wide on screen at least, as 2D's targets


def least_mark_line(camera: Camera, width: int, height: int) -> float:
    """How thick (cm) the marks' lines must be to be ``MARK_LINE_PX`` wide in the middle of the
    table, seen by ``camera`` in a pane of ``width`` × ``height`` (at least 64 each way)."""
    scale = pixels_per_cm(camera, max(width, 64), max(height, 64), (0.0, 0.0, 0.0))
    return MARK_LINE_PX / max(scale, 1e-6)

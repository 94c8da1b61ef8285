"""A click in 3D acts on what is drawn under the pointer, never on something hidden behind or in
front of it (issue 30: a click on the empty d2 registered as d4, the stack in front). For every
square, piece and stack top of a game in play, from five cameras (the seat, above, the side and
two orbits), the pixel where its middle or its top is drawn is clicked; what is picked must be
what a ray from the eye through that pixel meets first among the triangles the view draws."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.clicks import Click
from core.registry import make_game
from desktop.board3d.camera import orbited, pixel_ray, project, ray_triangles
from desktop.board3d.view import Board3DView
from desktop.model import Seat
from tests.desktop.conftest import OpenWindow
from tests.desktop.variants import SMALLER_PYLOS

POSITIONS = {  # a game under way, its board crowded, pieces stacked or raised
    "pylos": "1d2 1c3 1b3 1c1 1c2 1c4 1a4 1b1 1a1 1d4 1a3 1d3x1d4 1b3-2c2 1b3 1a2 1d4x1b3x1d4 1d4 "
    "1c1-2c3 1b4 1b3 1a1-2b3 1b1-2a3 1b1 1c1 1b2 1d1",
    "pylon": "Ma1 Me2 Sd3 Mc5 Lf2 Sf4 Sc3 Sd2 Sd1 Ma2 Ma5 Sf5 Lb5 Le4 Sf1 Se5 La3 La4 Md5 Me3 "
    "Lc2 Sf3 Sb2 Mb4 Mb3 Lb1 Lc1 Lc4 Me1 Ld4 f3-f4 d2-e2 f4-f5 e5-f5",
    "ambush": "S@NW90 Sc6 Ma1 Mf1 La1 Ld1 Sa1 Sa3 Ma2 M@NW180 S@SW270 Se1 L@NE90 Lc5 Sa4 S@SW90 "
    "Sc2 Ma1 Me6 S@NE90 M@NW180 Lc5 M@SW90 Md1",
    # the smaller games' boards (tests.desktop.variants): a ball raised and a ball on level 2
    "pylos-3x3": "1a3 1b3 1a1 1a2 1c3 1c2 1c1 1b2 1a3-2b2 1a3x1a3 1b1 2b1 1a3 2a2",
    "pylos-5-balls": "1c1 1a3 1c4 1b2 1a1 1b1 1c2 1a3-2b1",
}
CAMERAS = ("seat", "above", "side", "orbit left", "orbit round")


def drawn(view: Board3DView) -> list[tuple[np.ndarray, Click]]:
    """What the view draws on the board, as triangles and what each belongs to: every piece on
    the board (its mesh where its handle stands) and every square or place (its surface)."""
    surfaces = []
    for slot, handle in view.slot_items.items():
        if not slot.on_board or not handle.visible():
            continue
        corners = handle.batch.shapes[handle.key].triangles.reshape(-1, 3)
        placed = np.c_[corners, np.ones(len(corners))] @ handle.matrix.astype(float).T
        surfaces.append((placed[:, :3].reshape(-1, 3, 3), Click.place(slot.place)))
    occupied = {slot.place for slot in view.slot_items if slot.on_board}
    for raw, anchor in view.layout3d.anchors.items():
        if not raw.is_place or anchor.beside:
            continue
        x, y, z = anchor.centre
        h = anchor.size
        if anchor.kind == "round":  # an empty hollow of the board (the places above: air)
            if raw.value in occupied or anchor.rest is None or anchor.rest > 0.0:
                continue
            z = 0.0
        elif anchor.kind != "cell":
            continue
        a, b, c, d = (x - h, y - h, z), (x + h, y - h, z), (x + h, y + h, z), (x - h, y + h, z)
        surfaces.append((np.array([(a, b, c), (a, c, d)], float), raw))
    return surfaces


class Drawn:
    """Every triangle the view draws on the board, and what each belongs to."""

    def __init__(self, view: Board3DView) -> None:
        self.view = view
        surfaces = drawn(view)
        self.triangles = np.concatenate([triangles for triangles, _ in surfaces])
        self.owners = [raw for triangles, raw in surfaces for _ in range(len(triangles))]

    def seen_first(self, x: float, y: float) -> Click | None:
        """What a ray from the eye through pixel (x, y) meets first."""
        view = self.view
        origin, direction = pixel_ray(view.camera(), view.width(), view.height(), x, y)
        distances = ray_triangles(origin, direction, self.triangles)
        nearest = int(np.argmin(distances))
        return self.owners[nearest] if np.isfinite(distances[nearest]) else None


def aims(view: Board3DView) -> list[tuple[str, tuple[float, float, float]]]:
    """The middle of every square and place, and the top of every piece on the board."""
    points = []
    for raw, anchor in view.layout3d.anchors.items():
        if raw.is_place and not anchor.beside:
            points.append((f"{raw} middle", anchor.centre))
    for piece in view.layout3d.pieces:
        if piece.slot.on_board:
            x, y, z = piece.position
            _, _, _, above = piece.reach
            points.append((f"{piece.slot.place} top", (x, y, z + 0.85 * above)))
    return points


def use_camera(view: Board3DView, name: str) -> None:
    if name.startswith("orbit"):
        view.use_preset("seat")
        dx, dy = (-view.width() // 2, -60) if name == "orbit left" else (view.width(), 90)
        view.set_camera(orbited(view.camera(), dx, dy, view.width()))
    else:
        view.use_preset(name)
    QApplication.processEvents()


@pytest.mark.parametrize("name", list(POSITIONS))
def test_every_square_piece_and_stack_top_picks_what_is_drawn_there(
    qtbot: QtBot, open_window: OpenWindow, name: str
) -> None:
    window = open_window(view="3d", size=(1100, 760))
    game = make_game(name.split("-")[0], SMALLER_PYLOS.get(name, {}))
    window.session.start_game(game, (Seat("Ann"), Seat("Bob")), POSITIONS[name].split())
    window.model.lock("looking")  # (no targets: their rings would be clicked as targets)
    view = window.game_page.board3d
    assert view is not None
    view.finish_animation()
    wrong, checked = [], 0
    seen = Drawn(view)
    for camera in CAMERAS:
        use_camera(view, camera)
        for what, point in aims(view):
            x, y = project(view.camera(), view.width(), view.height(), np.array([point]))[0]
            if not (2 <= x < view.width() - 2 and 2 <= y < view.height() - 2):
                continue
            truth = seen.seen_first(x, y)
            around = {seen.seen_first(x + dx, y + dy) for dx in (-1, 1) for dy in (-1, 1)}
            if truth is None or around != {truth}:
                continue  # (nothing there, or the very edge of what is drawn)
            checked += 1
            picked = view.raw_at(x, y)
            if picked != truth:
                wrong.append(
                    f"{camera}: {what} at ({x:.0f}, {y:.0f}): picked {picked}, drawn {truth}"
                )
    assert checked > 5 * 20
    assert wrong == [], "\n".join(wrong[:20]) + f"\n({len(wrong)} of {checked})"

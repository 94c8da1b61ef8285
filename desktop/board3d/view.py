"""The 3D view: a pyqtgraph GLViewWidget that renders the model's position, animates each
move's transition alongside the 2D board, and plays clicks through the same move builder.

Pieces are GL mesh items sharing one mesh per shape and colour; the boards are merged into a
few static meshes. Translucent plastic is drawn after everything opaque, far to near, without
writing depth. Picking casts a ray in numpy (camera.py); pyqtgraph's own picking is not used.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL
from pyqtgraph import Vector
from pyqtgraph.opengl import shaders
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QMatrix4x4, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from core.builder import MoveBuilder
from core.transitions import Captured, Moved, Paid, Placed, Rotated, Step, TakenBack, Transition
from desktop.animation import StepPlayer, to_animate
from desktop.board3d import geometry as geo
from desktop.board3d.batch import PieceBatch, PieceHandle
from desktop.board3d.camera import Camera, framed, pick, pixel_ray, preset, project
from desktop.board3d.layout import (
    AMBUSH_HALF,
    BOARD_TOP,
    CELL,
    COASTER_SIDE,
    PYLON_HALF_X,
    PYLON_HALF_Y,
    PYLOS_BOARD_HALF,
    Layout,
    Pick,
    beside_point,
    coaster_centre,
    handle_position,
    layout_for,
    pylos_reserve_position,
    ring_turn,
    tray_position,
)
from desktop.model import GameModel

LIT = shaders.ShaderProgram(
    "pyramid_duels_lit",
    [
        shaders.VertexShader(
            """
            uniform mat4 u_mvp;
            uniform mat3 u_normal;
            attribute vec4 a_position;
            attribute vec3 a_normal;
            attribute vec4 a_color;
            varying vec4 v_front;
            varying vec4 v_back;
            void main() {
                vec3 n = normalize(u_normal * a_normal);
                vec3 light = normalize(vec3(-0.35, 0.55, 0.76));
                float ambient = 0.40;
                float front = max(dot(n, light), 0.0);
                float back = max(dot(-n, light), 0.0);
                v_front = vec4(a_color.rgb * (ambient + (1.0 - ambient) * front), a_color.a);
                v_back = vec4(a_color.rgb * (ambient + (1.0 - ambient) * back), a_color.a);
                gl_Position = u_mvp * a_position;
            }
            """
        ),
        shaders.FragmentShader(
            """
            #ifdef GL_ES
            precision mediump float;
            #endif
            varying vec4 v_front;
            varying vec4 v_back;
            void main() {
                gl_FragColor = gl_FrontFacing ? v_front : v_back;
            }
            """
        ),
    ],
)

OPAQUE = {
    GL.GL_DEPTH_TEST: True,
    GL.GL_BLEND: False,
    GL.GL_CULL_FACE: False,
    "glDepthMask": (GL.GL_TRUE,),
}
PLASTIC = {
    GL.GL_DEPTH_TEST: True,
    GL.GL_BLEND: True,
    GL.GL_CULL_FACE: True,
    "glCullFace": (GL.GL_BACK,),
    "glBlendFuncSeparate": (
        GL.GL_SRC_ALPHA,
        GL.GL_ONE_MINUS_SRC_ALPHA,
        GL.GL_ONE,
        GL.GL_ONE_MINUS_SRC_ALPHA,
    ),
    "glDepthMask": (GL.GL_FALSE,),
}

WOOD = ((0.94, 0.85, 0.66, 1.0), (0.36, 0.22, 0.13, 1.0))
PLASTIC_RGBA = ((0.86, 0.12, 0.20, 0.80), (0.14, 0.44, 0.78, 0.80))
PIP_RGBA = ((1.0, 0.85, 0.85, 0.95), (0.85, 0.93, 1.0, 0.95))
COASTER_RGBA = (
    (0.91, 0.84, 0.71, 1.0),
    (0.85, 0.89, 0.82, 1.0),
    (0.83, 0.87, 0.91, 1.0),
    (0.92, 0.82, 0.82, 1.0),
)
GHOST_RGBA = {
    "target": (0.30, 0.90, 0.45, 0.40),
    "take": (1.00, 0.65, 0.15, 0.45),
    "selected": (1.00, 0.90, 0.20, 0.50),
    "hover": (1.00, 1.00, 1.00, 0.55),
    "refused": (0.95, 0.25, 0.20, 0.55),
}


def qmatrix(matrix: np.ndarray) -> QMatrix4x4:
    return QMatrix4x4(*[float(v) for v in matrix.reshape(-1)])


def mesh_data(mesh: geo.Mesh) -> gl.MeshData:
    data = gl.MeshData(vertexes=mesh.vertexes, faces=mesh.faces, vertexColors=mesh.colors)
    # pyqtgraph (pinned at 0.14) would compute these lazily, slowly, on the first paint
    data._vertexNormals = geo.vertex_normals(mesh)
    return data


class Board3DView(gl.GLViewWidget):
    """Shows ``model`` in 3D; a click (not a drag) goes to ``model.click``."""

    animation_ms = 260

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setBackgroundColor(QColor(34, 43, 38))
        self.setMinimumSize(320, 280)
        self.setMouseTracking(True)
        self._pools: dict[tuple[str, int, bool], list[PieceHandle]] = {}
        self._opaque = PieceBatch(LIT, translucent=False)
        self._opaque.setDepthValue(-999_999)  # after the boards, before every ghost
        self._plastic = PieceBatch(LIT, translucent=True)
        self._plastic.setDepthValue(0)  # after the ghosts of the places on the board
        self.addItem(self._opaque)
        self.addItem(self._plastic)
        self._static: list[gl.GLMeshItem] = []
        self._coasters: list[gl.GLMeshItem] = []
        self._ghosts: list[gl.GLMeshItem] = []
        self.slot_items: dict[str, gl.GLMeshItem] = {}
        self.layout3d = Layout()
        self.arrangement = "sides"
        self.ghost_picks: list[Pick] = []
        self._press: QPointF | None = None
        self._preset: str | None = None
        self._dragging = False
        self._hover: str | None = None
        self._hover_ghost: gl.GLMeshItem | None = None
        self._refused_ghost: gl.GLMeshItem | None = None
        self._update_pending = False
        self._ghost_items: dict[tuple[str, bool], gl.GLMeshItem] = {}
        self._hover_items: dict[tuple[object, ...], gl.GLMeshItem] = {}
        self._ghost_meshes: dict[tuple[object, ...], geo.Mesh] = {}
        self.animator = StepPlayer(self, self._sync)
        self.camera_bar = self._camera_buttons()
        model.game_started.connect(self._on_game_started)
        model.state_changed.connect(self._on_state_changed)
        model.selection_changed.connect(self._refresh_targets)
        model.message.connect(self._on_message)
        self._on_game_started()

    # --- the camera --------------------------------------------------------------------------
    def camera(self) -> Camera:
        c = self.opts["center"]
        return Camera(
            (c.x(), c.y(), c.z()),
            self.opts["distance"],
            self.opts["elevation"],
            self.opts["azimuth"],
            self.opts["fov"],
        )

    def set_camera(self, camera: Camera) -> None:
        camera = camera.clamped(self.layout3d.extent)
        self.setCameraParams(
            center=Vector(*camera.centre),
            distance=camera.distance,
            elevation=camera.elevation,
            azimuth=camera.azimuth,
            fov=camera.fov,
        )
        self._sort_translucent()
        self.update()

    def use_preset(self, name: str) -> None:
        """Place the camera: "seat" (the player to move's), "above", "side" or "reset", framing
        every piece and the board in the view as it is shaped now."""
        player = self.model.state.current_player
        # seen from a seat, the pieces at the near end would hide the board: look from higher
        elevation = 58.0 if self.arrangement == "ends" else 50.0
        camera = preset(name, self.layout3d.extent, player, elevation)
        width, height = max(self.width(), 64), max(self.height(), 64)
        self.set_camera(framed(camera, self.layout3d.outline(), width, height))
        self._preset = name  # kept framed when the view is resized, until the user moves it

    def _camera_buttons(self) -> QWidget:
        bar = QWidget(self)
        row = QHBoxLayout(bar)
        row.setContentsMargins(4, 4, 4, 4)
        for name, text in (
            ("seat", "Seat"),
            ("above", "Above"),
            ("side", "Side"),
            ("reset", "Reset"),
        ):
            button = QPushButton(text, bar)
            button.setObjectName("camera3d")
            where = "from the seat of the player to move" if name == "seat" else name
            button.setToolTip(f"View the board {where}")
            button.clicked.connect(lambda _=False, n=name: self.use_preset(n))
            row.addWidget(button)
        bar.adjustSize()
        return bar

    def place_overlays(self) -> None:
        self.camera_bar.move(self.width() - self.camera_bar.width() - 4, 4)

    def resizeEvent(self, event: object) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.place_overlays()
        arrangement = "ends" if self.width() < 1.15 * self.height() else "sides"
        if arrangement != self.arrangement:
            self.finish_animation()
            self.arrangement = arrangement
            self._sync()
            if self._preset is None:
                self._preset = "reset"
        if self._preset is not None:
            self.use_preset(self._preset)

    def update_soon(self) -> None:
        """Repaint a few milliseconds from now rather than with the 2D board's repaint: each
        is then its own, shorter, pause of the event loop (a software renderer draws both
        slowly), instead of one long pause for both."""
        if not self._update_pending:
            self._update_pending = True
            QTimer.singleShot(4, self._deferred_update)

    def _deferred_update(self) -> None:
        self._update_pending = False
        self.update()

    def paintGL(self) -> None:
        # Translucent items switch depth writes off; glClear honours that mask, so the depth
        # buffer would never be cleared and the board would vanish.
        GL.glDepthMask(GL.GL_TRUE)
        super().paintGL()

    # --- building the scene ------------------------------------------------------------------
    def _on_game_started(self) -> None:
        self.finish_animation()
        for item in (
            self._static
            + self._coasters
            + list(self._ghost_items.values())
            + list(self._hover_items.values())
        ):
            self.removeItem(item)
        self._opaque.clear()
        self._plastic.clear()
        self._ghost_items, self._hover_items = {}, {}
        self._hover_ghost = self._refused_ghost = None
        self._static, self._coasters, self._ghosts, self._pools, self.slot_items = (
            [],
            [],
            [],
            {},
            {},
        )
        self._build_static()
        self._sync()
        self.use_preset("reset")

    def _add_static(self, mesh: geo.Mesh, smooth: bool = False) -> gl.GLMeshItem:
        item = gl.GLMeshItem(meshdata=mesh_data(mesh), smooth=smooth, shader=LIT, glOptions=OPAQUE)
        item.setDepthValue(-1_000_000)
        self.addItem(item)
        self._static.append(item)
        return item

    def _build_static(self) -> None:
        name = self.model.game.name
        parts: list[geo.Mesh] = []
        if name == "pylos":
            hollows = [geo.pylos_ball_centre(0, r, c)[:2] for r in range(4) for c in range(4)]
            board = geo.hollowed_slab(
                PYLOS_BOARD_HALF, 0.6, hollows, geo.HOLLOW_SINK, geo.BALL_RADIUS * 1.08
            )
            self._add_static(board.coloured((0.70, 0.46, 0.25, 1.0)), smooth=True)
        elif name == "pylon":
            board = geo.box(2 * PYLON_HALF_X, 2 * PYLON_HALF_Y, BOARD_TOP).coloured(
                (0.80, 0.74, 0.62, 1.0)
            )
            parts.append(board)
            for index in range(30):
                row, col = divmod(index, 6)
                x, y = (col - 2.5) * CELL, (2 - row) * CELL
                shade = 0.92 if (row + col) % 2 == 0 else 0.86
                tile = geo.box(CELL - 0.12, CELL - 0.12, 0.02).transformed(
                    geo.translation(x, y, BOARD_TOP)
                )
                parts.append(tile.coloured((shade, shade * 0.96, shade * 0.88, 1.0)))
        else:
            frame = geo.box(2 * AMBUSH_HALF + 1.2, 2 * AMBUSH_HALF + 1.2, BOARD_TOP * 0.5).coloured(
                (0.13, 0.16, 0.14, 1.0)
            )
            parts.append(frame)
        if parts:
            self._add_static(geo.merge(parts))
        if name == "ambush":
            for k in range(4):
                item = self._add_static(self._coaster_mesh(k))
                self._static.remove(item)
                self._coasters.append(item)
                cx, cy = coaster_centre(k)
                item.setTransform(qmatrix(geo.translation(cx, cy, 0.0)))
            handle = geo.merge(
                [
                    geo.disc(0.9, 0.35, 20)
                    .transformed(geo.translation(*handle_position(k)))
                    .coloured((0.35, 0.38, 0.36, 1.0))
                    for k in range(4)
                ]
                + [self._arrow_mesh(handle_position(k)) for k in range(4)]
            )
            self._add_static(handle)

    @staticmethod
    def _coaster_mesh(k: int) -> geo.Mesh:
        parts = [geo.box(COASTER_SIDE, COASTER_SIDE, BOARD_TOP).coloured(COASTER_RGBA[k])]
        for i in (1, 2):
            offset = -1.5 * CELL + i * CELL
            for sx, sy, x, y in ((0.06, 3 * CELL, offset, 0.0), (3 * CELL, 0.06, 0.0, offset)):
                # lifted off the coaster's face, or the two fight for the same depth
                line = geo.box(sx, sy, 0.015).transformed(geo.translation(x, y, BOARD_TOP + 0.004))
                parts.append(line.coloured((0.45, 0.42, 0.36, 1.0)))
        dot = geo.disc(0.22, 0.02, 12).transformed(
            geo.translation(COASTER_SIDE / 2 - 0.7, COASTER_SIDE / 2 - 0.7, BOARD_TOP)
        )
        parts.append(dot.coloured((0.45, 0.42, 0.36, 1.0)))
        return geo.merge(parts)

    @staticmethod
    def _arrow_mesh(position: tuple[float, float, float]) -> geo.Mesh:
        """A turning arrow on top of a coaster's handle: a ring of small blocks and a head."""
        x, y, _ = position
        parts = []
        for step in range(9):
            angle = math.radians(100 + step * 30)
            block = geo.box(0.16, 0.16, 0.04).transformed(
                geo.translation(x + 0.55 * math.cos(angle), y + 0.55 * math.sin(angle), 0.35)
            )
            parts.append(block.coloured((0.93, 0.91, 0.85, 1.0)))
        head = geo.box(0.3, 0.3, 0.04).transformed(
            geo.translation(x + 0.55 * math.cos(math.radians(100)), y + 0.55, 0.35)
        )
        parts.append(head.coloured((0.93, 0.91, 0.85, 1.0)))
        return geo.merge(parts)

    def _mesh_for(self, shape: str, player: int, faded: bool) -> geo.Mesh:
        if shape == "ball":
            mesh = geo.sphere(12, 20).transformed(
                geo.scaling(geo.BALL_RADIUS, geo.BALL_RADIUS, geo.BALL_RADIUS)
            )
            return mesh.coloured(WOOD[player])
        body, pips = PLASTIC_RGBA[player], PIP_RGBA[player]
        if faded:  # out of the game: greyed, more transparent
            body = (*(0.55 * c + 0.45 * 0.6 for c in body[:3]), 0.45)
            pips = (*pips[:3], 0.5)
        return geo.pyramid("SML".index(shape), body, pips)

    def _item(self, shape: str, player: int, index: int, faded: bool = False) -> PieceHandle:
        """The ``index``-th piece of this look: a handle of one of the two batches (opaque
        balls, translucent pyramids), made the first time it is needed."""
        key = (shape, player, faded)
        pool = self._pools.setdefault(key, [])
        batch = self._opaque if shape == "ball" else self._plastic
        if not batch.has_mesh(key):
            batch.add_mesh(key, self._mesh_for(shape, player, faded), smooth=shape == "ball")
        while len(pool) <= index:
            pool.append(batch.new_handle(key))
        return pool[index]

    def _sync(self) -> None:
        """Place every piece of the position shown, and the target highlights."""
        model = self.model
        builder = self._builder()
        shown = builder.display_state() if builder is not None else model.state
        self.layout3d = layout_for(shown, self.arrangement)
        used: dict[tuple[str, int, bool], int] = {}
        self.slot_items = {}
        for piece in self.layout3d.pieces:
            key = (piece.shape, piece.player, piece.faded)
            index = used.get(key, 0)
            used[key] = index + 1
            item = self._item(piece.shape, piece.player, index, piece.faded)
            matrix = geo.translation(*piece.position) @ geo.rotation_z(piece.turn)
            item.setTransform(qmatrix(matrix))
            item.world_centre = np.array(piece.position)
            item.setVisible(True)
            self.slot_items[piece.slot] = item
        for key, pool in self._pools.items():
            for item in pool[used.get(key, 0) :]:
                item.setVisible(False)
        for k, item in enumerate(self._coasters):
            cx, cy = coaster_centre(k)
            item.setTransform(qmatrix(geo.translation(cx, cy, 0.0)))
        self._draw_targets(builder)
        self._sort_translucent()
        self.update_soon()

    def _builder(self) -> MoveBuilder | None:
        return self.model.active_builder()

    def _refresh_targets(self) -> None:
        if not self.animator.running:
            self._sync()

    # --- highlights --------------------------------------------------------------------------
    def _draw_targets(self, builder: MoveBuilder | None) -> None:
        """Ghosts on the selection and on every target: one merged mesh per look, so that
        dozens of targets cost one draw call, not dozens."""
        self.ghost_picks = []
        self._set_hover_ghost(None)
        self._hover = None
        wanted: dict[tuple[str, bool], list[geo.Mesh]] = {}
        if builder is not None:
            looks = [(raw, "selected", False) for raw in builder.selected()]
            looks += [
                (t.raw, "take" if t.kind == "take" else "target", t.kind == "place")
                for t in builder.targets()
                if t.kind not in ("angle", "order", "done")
            ]
            for raw, look, pickable in looks:
                placed = self._ghost_shape(raw, pickable)
                if placed is None:
                    continue
                shape, position = placed
                mesh = self._ghost_geometry(shape, look).transformed(geo.translation(*position))
                wanted.setdefault((look, shape[0] == "ball"), []).append(mesh)
        for key, item in self._ghost_items.items():
            if key not in wanted:
                item.setVisible(False)
        self._ghosts = []
        for key, meshes in wanted.items():
            merged = geo.merge(meshes)
            item = self._ghost_items.get(key)
            if item is None:
                item = gl.GLMeshItem(smooth=key[1], shader=LIT, glOptions=PLASTIC)
                item.translucent = True
                self.addItem(item)
                self._ghost_items[key] = item
            item.setMeshData(meshdata=mesh_data(merged))
            item.world_centre = merged.vertexes.mean(axis=0).astype(float)
            item.setVisible(True)
            self._ghosts.append(item)

    def _set_hover_ghost(self, raw: str | None) -> None:
        """Ring what the mouse is over: one extra ghost, so hovering rebuilds nothing else."""
        if self._hover_ghost is not None:
            self._hover_ghost.setVisible(False)
        self._hover_ghost = self._single_ghost(raw, "hover")

    def _on_message(self, _text: str, _kind: str) -> None:
        """Mark what a refused click was on, in red, while the refusal shows."""
        if self._refused_ghost is not None:
            self._refused_ghost.setVisible(False)
        self._refused_ghost = self._single_ghost(self.model.refused_raw, "refused")
        self.update_soon()

    def _single_ghost(self, raw: str | None, look: str) -> gl.GLMeshItem | None:
        placed = self._ghost_shape(raw, False) if raw is not None else None
        if placed is None:
            return None
        shape, position = placed
        item = self._hover_items.get((*shape, look))
        if item is None:
            item = gl.GLMeshItem(
                meshdata=mesh_data(self._ghost_geometry(shape, look)),
                smooth=shape[0] == "ball",
                shader=LIT,
                glOptions=PLASTIC,
            )
            item.translucent = True
            item.setDepthValue(1_000_000)  # drawn last, over what it marks
            self.addItem(item)
            self._hover_items[(*shape, look)] = item
        item.setTransform(qmatrix(geo.translation(*position)))
        item.world_centre = np.array(position)
        item.setVisible(True)
        return item

    def _ghost_shape(
        self, raw: str, pickable: bool
    ) -> tuple[tuple[object, ...], tuple[float, float, float]] | None:
        """The ghost's shape for what ``raw`` names, and where it goes."""
        anchor = self.layout3d.anchors.get(raw)
        if anchor is None:
            return None
        x, y, z = anchor.centre
        if anchor.kind == "ball":
            shape: tuple[object, ...] = ("ball", anchor.size * (1.0 if pickable else 1.12))
            if pickable:
                self.ghost_picks.append(Pick(raw, "sphere", anchor.centre, anchor.size))
        elif anchor.kind == "cell" and raw in self._occupied():
            shape = ("frame", anchor.size * 0.9, anchor.size * 0.9, 0.16)  # around a stack
        elif anchor.footprint is not None:
            shape = ("frame", *anchor.footprint, 0.14)  # around a stash's row
        elif anchor.kind == "cell":
            shape = ("disc", anchor.size * 0.32, 0.1)
        elif anchor.kind == "handle":
            shape, z = ("disc", anchor.size * 1.25, 0.42), -0.02
        else:
            shape = ("box", anchor.size * 2, 0.12)
        return shape, (x, y, z)

    def _ghost_geometry(self, shape: tuple[object, ...], look: str) -> geo.Mesh:
        """The ghost's mesh at the origin, in its look's colour; made once per shape and look."""
        key = (*shape, look)
        if key not in self._ghost_meshes:
            rgba = GHOST_RGBA[look]
            kind = shape[0]
            if kind == "ball":
                radius = float(shape[1])  # type: ignore[arg-type]
                mesh = geo.sphere(10, 16).transformed(geo.scaling(radius, radius, radius))
            elif kind == "frame":
                hx, hy, bar = (float(v) for v in shape[1:])  # type: ignore[arg-type]
                mesh = _frame(0, 0, 0, hx, hy, bar, rgba)
            elif kind == "disc":
                mesh = geo.disc(float(shape[1]), float(shape[2]), 20)  # type: ignore[arg-type]
            else:
                side = float(shape[1])  # type: ignore[arg-type]
                mesh = geo.box(side, side, float(shape[2]))  # type: ignore[arg-type]
            self._ghost_meshes[key] = mesh.coloured(rgba)
        return self._ghost_meshes[key]

    def _occupied(self) -> set[str]:
        return {p.slot.split("#")[0] for p in self.layout3d.pieces if "#" in p.slot}

    def _sort_translucent(self) -> None:
        """Draw translucent things far to near, after everything opaque."""
        eye = self.camera().position()
        for pool in self._pools.values():
            for item in pool:
                if item.translucent and item.visible():
                    item.setDepthValue(-float(np.linalg.norm(item.world_centre - eye)))
        for item in self._ghosts:
            item.setDepthValue(-float(np.linalg.norm(item.world_centre - eye)) + 0.01)

    # --- following the model -----------------------------------------------------------------
    def _on_state_changed(self, transition: object, step: int) -> None:
        self.finish_animation()
        move = to_animate(transition, step, self.animation_ms, self.isVisible())
        if move is not None:
            self._animate(move)
        else:
            self._sync()

    @property
    def animating(self) -> bool:
        return self.animator.running

    def finish_animation(self) -> None:
        """Jump to the end of a running animation."""
        self.animator.finish()

    def _animate(self, transition: Transition) -> None:
        planner = FlightPlanner(self, transition)
        self._draw_targets(None)
        steps = [lambda t, f=flights: self._fly(f, t) for flights in planner.steps if flights]
        self.animator.play(steps, self.animation_ms)

    def _fly(self, flights: list[Flight3D], t: float) -> None:
        for flight in flights:
            matrix = flight.at(t)
            flight.item.setTransform(qmatrix(matrix))
            flight.item.world_centre = matrix[:3, 3].copy()
        self._sort_translucent()
        self.update_soon()

    # --- the mouse -----------------------------------------------------------------------------
    def picks(self) -> list[Pick]:
        return self.ghost_picks + self.layout3d.picks

    def raw_at(self, x: float, y: float) -> str | None:
        """What a click at widget pixel (x, y) names."""
        origin, direction = pixel_ray(self.camera(), self.width(), self.height(), x, y)
        return pick(self.picks(), origin, direction)

    def view_point(self, raw: str) -> tuple[int, int] | None:
        """Where the thing ``raw`` names appears in the widget (for tests and lessons)."""
        anchor = self.layout3d.anchors.get(raw)
        if anchor is None:
            return None
        x, y, z = anchor.centre
        lift = anchor.size * 0.3 if anchor.kind in ("handle", "piece") else 0.0
        box = next((p for p in self.layout3d.picks if p.raw == raw and p.kind == "box"), None)
        if anchor.kind == "piece" and box is not None:  # the pieces that are clicked, not the table
            assert isinstance(box.b, tuple)
            x, y, z = ((a + b) / 2 for a, b in zip(box.a, box.b, strict=True))
            lift = 0.0
        point = project(self.camera(), self.width(), self.height(), np.array([[x, y, z + lift]]))[0]
        return round(point[0]), round(point[1])

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position()
        self._dragging = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() != Qt.MouseButton.NoButton and self._press is not None:
            moved = event.position() - self._press
            if self._dragging or abs(moved.x()) + abs(moved.y()) > 4:
                self._dragging = True
                self._preset = None
                super().mouseMoveEvent(event)
                self.set_camera(self.camera())
            return
        self.mousePos = event.position()
        raw = self.raw_at(event.position().x(), event.position().y())
        model = self.model
        if raw is not None and (
            not model.is_human_turn() or model.reviewing or model.builder.resolve(raw) is None
        ):
            raw = None
        if raw != self._hover and not self.animator.running:
            self._hover = raw
            self.setCursor(Qt.CursorShape.PointingHandCursor if raw else Qt.CursorShape.ArrowCursor)
            self._set_hover_ghost(raw)
            self._sort_translucent()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        was_click = not self._dragging and self._press is not None
        self._press = None
        self._dragging = False
        super().mouseReleaseEvent(event)
        if not was_click:
            return
        self.finish_animation()
        if event.button() == Qt.MouseButton.RightButton:
            self.model.step_back_in_move()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        raw = self.raw_at(event.position().x(), event.position().y())
        if raw is None:
            self.model.cancel_move()
        else:
            self.model.click(raw)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self._preset = None
        super().wheelEvent(event)
        self.set_camera(self.camera())


def _frame(
    x: float, y: float, z: float, half_x: float, half_y: float, bar: float, rgba: tuple[float, ...]
) -> geo.Mesh:
    """A thin rectangular frame lying at height ``z`` around (x, y)."""
    return geo.merge(
        geo.box(sx, sy, 0.1).transformed(geo.translation(x + dx, y + dy, z)).coloured(rgba)
        for sx, sy, dx, dy in (
            (2 * half_x + bar, bar, 0, half_y),
            (2 * half_x + bar, bar, 0, -half_y),
            (bar, 2 * half_y + bar, half_x, 0),
            (bar, 2 * half_y + bar, -half_x, 0),
        )
    )


class Flight3D:
    """One item's journey during a step: a hop from ``start`` to ``end``, or a turn about the
    vertical axis through ``pivot``."""

    def __init__(
        self,
        item: gl.GLMeshItem,
        start: tuple[float, float, float],
        end: tuple[float, float, float],
        pivot: tuple[float, float] | None = None,
        turn: float = 0.0,
        hop: float = 3.0,
    ) -> None:
        self.item, self.start, self.end = item, np.array(start), np.array(end)
        self.pivot, self.turn, self.hop = pivot, turn, hop

    def at(self, t: float) -> np.ndarray:
        if self.pivot is None:
            point = self.start + (self.end - self.start) * t
            point[2] += self.hop * math.sin(math.pi * t)
            return geo.translation(*point)
        px, py = self.pivot
        return (
            geo.translation(px, py, 0.0)
            @ geo.rotation_z(self.turn * t)
            @ geo.translation(self.start[0] - px, self.start[1] - py, self.start[2])
        )


class FlightPlanner:
    """Works out, step by step, which items travel where during a transition (from the
    position shown to the next one)."""

    def __init__(self, view: Board3DView, transition: Transition) -> None:
        self.view = view
        self.before = view.layout3d
        self.after = layout_for(view.model.state, view.arrangement)
        self.arrangement = view.arrangement
        self.items = dict(view.slot_items)
        self.positions = {p.slot: p.position for p in self.before.pieces}
        self.counts: dict[str, int] = {}
        self.steps = [self._plan(step) for step in transition.steps]

    def _top_slot(self, place: str) -> str | None:
        slots = [s for s in self.items if s == place or s.startswith(f"{place}#")]
        return max(slots, key=lambda s: int(s.split("#")[1]) if "#" in s else 0, default=None)

    def _source_slot(self, step: Placed | Paid) -> str | None:
        size = step.piece
        if step.piece == "ball":
            slots = [s for s in self.items if s.startswith(f"reserve:{step.player}:")]
        elif self.view.model.game.name == "pylon":
            slots = [
                s for s in self.items if s.startswith(f"stash:{step.player}:{'SML'.index(size)}:")
            ]
        else:
            tops: dict[str, str] = {}
            for slot in self.items:
                if slot.startswith(f"tree:{step.player}:"):
                    tree = slot.split("#")[0]
                    if tree not in tops or int(slot.split("#")[1]) > int(tops[tree].split("#")[1]):
                        tops[tree] = slot
            slots = [s for s in tops.values() if self._shape(s) == size]
        return max(slots, key=lambda s: s, default=None)

    def _shape(self, slot: str) -> str:
        piece = self.before.piece(slot)
        return piece.shape if piece else ""

    def _end_of(self, place: str, index: int) -> tuple[float, float, float]:
        piece = self.after.piece(f"{place}#{index}") or self.after.piece(place)
        if piece is not None:
            return piece.position
        anchor = self.before.anchors.get(place) or self.after.anchors.get(place)
        assert anchor is not None
        return anchor.centre

    def _take(self, slot: str | None) -> tuple[gl.GLMeshItem, tuple[float, float, float]] | None:
        if slot is None or slot not in self.items:
            return None
        item = self.items.pop(slot)
        return item, self.positions.pop(slot)

    def _plan(self, step: Step) -> list[Flight3D]:
        if isinstance(step, Placed):
            taken = self._take(self._source_slot(step))
            if taken is None:
                return []
            item, start = taken
            height = len([s for s in self.items if s == step.at or s.startswith(f"{step.at}#")])
            slot = step.at if step.piece == "ball" else f"{step.at}#{height}"
            end = self._end_of(step.at, height)
            self.items[slot], self.positions[slot] = item, end
            return [Flight3D(item, start, end)]
        if isinstance(step, Moved):
            flights = []
            base = len([s for s in self.items if s.startswith(f"{step.target}#")])
            origin = [s for s in self.items if s == step.origin or s.startswith(f"{step.origin}#")]
            for k, slot in enumerate(
                sorted(origin, key=lambda s: int(s.split("#")[1]) if "#" in s else 0)
            ):
                taken = self._take(slot)
                assert taken is not None
                item, start = taken
                new_slot = step.target if "#" not in slot else f"{step.target}#{base + k}"
                end = self._end_of(step.target, base + k)
                self.items[new_slot], self.positions[new_slot] = item, end
                flights.append(Flight3D(item, start, end))
            return flights
        if isinstance(step, TakenBack):
            taken = self._take(step.at)
            if taken is None:
                return []
            index = len([s for s in self.items if s.startswith(f"reserve:{step.player}:")])
            end = beside_point(pylos_reserve_position(step.player, index), self.arrangement)
            slot = f"reserve:{step.player}:{index}"
            self.items[slot], self.positions[slot] = taken[0], end
            return [Flight3D(taken[0], taken[1], end)]
        if isinstance(step, Captured):
            taken = self._take(self._top_slot(step.at))
            if taken is None:
                return []
            key = f"captured:{step.by}"
            index = self.counts.get(
                key,
                len([p for p in self.before.pieces if p.slot.startswith(f"captured:{step.by}:")]),
            )
            self.counts[key] = index + 1
            end = beside_point(tray_position(step.by, "captured", index), self.arrangement)
            return [Flight3D(taken[0], taken[1], end)]
        if isinstance(step, Paid):
            taken = self._take(self._source_slot(step))
            if taken is None:
                return []
            index = len(
                [p for p in self.before.pieces if p.slot.startswith(f"paid:{step.player}:")]
            )
            end = beside_point(tray_position(step.player, "paid", index), self.arrangement)
            return [Flight3D(taken[0], taken[1], end)]
        if isinstance(step, Rotated):
            return self._rotation(step)
        return []

    def _rotation(self, step: Rotated) -> list[Flight3D]:
        from core.games.ambush import COASTERS

        k = COASTERS.index(step.coaster)
        pivot = coaster_centre(k)
        turn = -float(step.angle)  # clockwise as drawn, seen from above
        col0, row0 = (0 if step.coaster[1] == "W" else 3), (0 if step.coaster[0] == "N" else 3)
        cells = {f"{'abcdef'[col0 + x]}{row0 + y + 1}" for x in range(3) for y in range(3)}
        coaster = self.view._coasters[k]
        flights = [
            Flight3D(coaster, (pivot[0], pivot[1], 0.0), (pivot[0], pivot[1], 0.0), pivot, turn)
        ]
        moved: dict[str, tuple[gl.GLMeshItem, tuple[float, float, float]]] = {}
        destination = dict(step.cells)
        for slot in list(self.items):
            cell, _, level = slot.partition("#")
            if cell in cells:
                item, position = self.items.pop(slot), self.positions.pop(slot)
                flights.append(Flight3D(item, position, position, pivot, turn))
                new_cell = destination.get(cell, cell)
                moved[f"{new_cell}#{level}"] = (item, ring_turn(position, pivot, turn))
        # Later steps (captures) find the pieces on the squares they were carried to.
        for slot, (item, position) in moved.items():
            self.items[slot], self.positions[slot] = item, position
        return flights

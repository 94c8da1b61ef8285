"""Many meshes drawn by one GL item: the table's pieces, and its boards.

pyqtgraph's GLMeshItem costs about half a millisecond of Python per item and frame (it sets its
GL state, looks up its attributes and uploads its matrices through PyOpenGL); thirty pieces made
the 3D view's frame, and with it the longest pause of the window, 15 ms longer on a software
renderer. A ``MeshBatch`` keeps every mesh it shows in the table's space, in one set of vertex
buffers, and draws them all with one call: while the camera turns nothing is uploaded again;
when a piece moves, its vertices are placed again (numpy) and the buffers refilled.

A ``PieceHandle`` stands for one mesh of a batch and answers the few calls the view makes on a
mesh item: ``setTransform``, ``setVisible``/``visible``, ``setDepthValue``, ``translucent``
and ``world_centre``. Translucent batches draw their handles far to near (by depth value)
without writing depth, their back faces culled.

The batches of one view share a ``Shading``: the contact shadows of its pieces (see
``desktop.board3d.shadows``), worked out again when a piece moves, shows or hides.
"""

from __future__ import annotations

import ctypes

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl.GLGraphicsItem import GLGraphicsItem
from PySide6.QtGui import QMatrix4x4, QOpenGLContext
from PySide6.QtOpenGL import QOpenGLBuffer

from desktop.board3d import geometry as geo
from desktop.board3d import shadows
from desktop.board3d.shading import ATTRIBUTES, KEY_LIGHT, KEY_SHARE, location, program_of
from desktop.board3d.shape import Shape
from desktop.look.material import Material

Key = tuple[object, ...]
TRANSLUCENT_SHADOW = 0.5  # a translucent piece's shadow, as dark as an opaque one's by this much


class PieceHandle:
    """One mesh of a batch: which mesh, where it stands, whether it shows."""

    __slots__ = (
        "_caster",
        "_visible",
        "_world",
        "batch",
        "depth",
        "flying",
        "key",
        "matrix",
        "shade",
        "shaded_by",
        "translucent",
        "world_centre",
    )

    def __init__(self, batch: MeshBatch, key: Key, translucent: bool) -> None:
        self.batch = batch
        self.key = key
        self.translucent = translucent
        self.matrix = np.eye(4, dtype=np.float32)
        self.world_centre = np.zeros(3)
        self.depth = 0.0
        self._visible = True
        self._world: tuple[np.ndarray, np.ndarray] | None = None
        self.shade: np.ndarray | None = None  # its vertices' contact shadows (None: none)
        self.flying = False  # moved by an animation: it casts no shadow, and gets none
        self.shaded_by: object = None  # what its ``shade`` was worked out from
        self._caster: shadows.Caster | None = None

    def setTransform(self, matrix: QMatrix4x4) -> None:
        placed = np.array(matrix.data(), np.float32).reshape(4, 4).T
        if np.array_equal(placed, self.matrix):
            return  # (every piece is placed again after each move: most stay where they were)
        self.matrix = placed
        self._world = self._caster = None
        if self.flying:  # the shadows stay as they are until it lands
            self.batch.refill()
        else:
            self.batch.changed()

    def fly(self, flying: bool) -> None:
        """Lift it off the table (an animation moves it) or set it down: while it flies, the
        shadows are not worked out again at every frame (that cost a third of the frame rate
        while moves were animated), and it neither casts nor takes any."""
        if flying != self.flying:
            self.flying = flying
            self.batch.changed()

    def setVisible(self, visible: bool) -> None:
        if visible != self._visible:
            self._visible = visible
            self.batch.changed()

    def visible(self) -> bool:
        return self._visible

    def setDepthValue(self, depth: float) -> None:
        self.depth = depth

    def caster(self) -> shadows.Caster:
        """What it casts (kept until it moves)."""
        if self._caster is None:
            strength = TRANSLUCENT_SHADOW if self.translucent else 1.0
            self._caster = shadows.caster(self.world()[0], strength)
        return self._caster

    def world(self) -> tuple[np.ndarray, np.ndarray]:
        """Its vertices and their normals in the table's space (kept until it moves)."""
        if self._world is None:
            shape = self.batch.shapes[self.key]
            turn = self.matrix[:3, :3].astype(np.float64)
            positions = shape.positions @ turn.T + self.matrix[:3, 3]
            normals = shape.normals @ np.linalg.inv(turn)  # the inverse transpose, applied
            normals /= np.maximum(np.linalg.norm(normals, axis=1, keepdims=True), 1e-12)
            self._world = positions.astype(np.float32), normals.astype(np.float32)
        return self._world


class MeshBatch(GLGraphicsItem):
    """Draws every visible handle of one kind: opaque ones with depth writes, or translucent
    ones far to near without; ``grounded`` ones (the boards) darkened by the pieces' ground
    map."""

    def __init__(self, shading: Shading, translucent: bool, grounded: bool = False) -> None:
        super().__init__()
        self.shading = shading
        self.translucent = translucent
        self.grounded = grounded
        self.handles: list[PieceHandle] = []
        self.shapes: dict[Key, Shape] = {}
        self._buffers: list[QOpenGLBuffer] = []
        self._drawn: list[PieceHandle] = []  # the handles in the buffers, in order
        self._indices = QOpenGLBuffer(QOpenGLBuffer.Type.IndexBuffer)
        self._firsts = np.zeros(0, np.int64)  # each drawn handle's first corner
        self._vertex_firsts = np.zeros(0, np.int64)  # … and first vertex
        self._counts = np.zeros(0, np.int32)  # … and how many corners it has
        self._positions = np.zeros((0, 3))
        self._state = _Frame(False, QMatrix4x4(), QMatrix4x4())
        self._filled = -1  # the shading's generation the buffers hold (-1: to fill)
        self._texture = 0
        self._texture_generation = -1
        shading.batches.append(self)

    def add_mesh(self, key: Key, mesh: geo.Mesh, smooth: bool, material: Material) -> None:
        if key not in self.shapes:
            self.shapes[key] = Shape(mesh, smooth, material, top_first=self.grounded)

    def has_mesh(self, key: Key) -> bool:
        return key in self.shapes

    def new_handle(self, key: Key) -> PieceHandle:
        handle = PieceHandle(self, key, self.translucent)
        self.handles.append(handle)
        self.changed()
        return handle

    def clear(self) -> None:
        """Forget every handle (the meshes are kept for the next game)."""
        self.handles = []
        self.changed()

    def changed(self) -> None:
        """A handle moved, showed or hid: shadows and buffers to be made again."""
        if not self.grounded:
            self.shading.generation += 1
        self._filled = -1
        self.update()

    def refill(self) -> None:
        """A handle moved, the shadows unchanged: only the buffers to be filled again."""
        self._filled = -1
        self.update()

    def shown(self) -> list[PieceHandle]:
        return [h for h in self.handles if h._visible]

    # --- drawing -------------------------------------------------------------------------------
    def _fill(self) -> None:
        """Every visible handle's vertices, in the table's space, and their triangles' corners
        into the buffers."""
        drawn = self.shown()
        parts: list[list[np.ndarray]] = [[] for _ in ATTRIBUTES]
        corners: list[np.ndarray] = []
        firsts: list[int] = []
        base = 0
        for handle in drawn:
            shape = self.shapes[handle.key]
            positions, normals = handle.world()
            shade = handle.shade if handle.shade is not None else np.ones(shape.count)
            for bucket, array in zip(
                parts, (positions, normals, shape.colors, shape.materials, shade), strict=True
            ):
                bucket.append(array)
            corners.append(shape.indices + np.uint32(base))
            firsts.append(base)
            base += shape.count
        if not self._buffers:
            for _ in ATTRIBUTES:
                vbo = QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
                vbo.create()
                self._buffers.append(vbo)
            self._indices.create()
        for vbo, bucket in zip(self._buffers, parts, strict=True):
            data = np.ascontiguousarray(np.concatenate(bucket) if bucket else np.zeros(0), "f4")
            vbo.bind()
            vbo.allocate(data.tobytes(), data.nbytes)
            vbo.release()
        indices = np.concatenate(corners) if corners else np.zeros(0, np.uint32)
        self._indices.bind()
        self._indices.allocate(indices.tobytes(), indices.nbytes)
        self._indices.release()
        counts = np.asarray([len(self.shapes[h.key].indices) for h in drawn], np.int64)
        self._drawn = drawn
        self._vertex_firsts = np.asarray(firsts, np.int64)
        self._firsts = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64)
        self._counts = counts.astype(np.int32)
        self._positions = np.concatenate(parts[0]) if parts[0] else np.zeros((0, 3))

    def _ground_texture(self) -> None:
        """The pieces' ground map in a texture, made again when they moved."""
        shading = self.shading
        if not self._texture:
            self._texture = int(GL.glGenTextures(1))
        GL.glActiveTexture(GL.GL_TEXTURE0)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self._texture)
        if self._texture_generation != shading.generation:
            self._texture_generation = shading.generation
            cells = shadows.GROUND_CELLS
            GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
            GL.glTexImage2D(
                GL.GL_TEXTURE_2D, 0, GL.GL_LUMINANCE, cells, cells, 0,
                GL.GL_LUMINANCE, GL.GL_UNSIGNED_BYTE, shading.ground,
            )  # fmt: skip
            GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 4)  # as Qt's painter expects it
            for name, value in (
                (GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR),
                (GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR),
                (GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE),
                (GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE),
            ):
                GL.glTexParameteri(GL.GL_TEXTURE_2D, name, value)

    def paint(self) -> None:
        self.shading.prepare()
        if self._filled != self.shading.generation:
            self._fill()
            self._filled = self.shading.generation
        if not self._drawn:
            return
        context = QOpenGLContext.currentContext()
        es2 = context is not None and context.hasExtension(b"GL_ARB_ES2_compatibility")
        self._state = _Frame(es2, self.modelViewMatrix(), self.mvpMatrix())
        GL.glEnable(GL.GL_DEPTH_TEST)
        if self.translucent:
            GL.glEnable(GL.GL_BLEND)
            GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_FALSE)
            GL.glDepthMask(GL.GL_FALSE)
            GL.glEnable(GL.GL_CULL_FACE)
            GL.glCullFace(GL.GL_BACK)
            self._draw_seen_through()
        else:
            GL.glDisable(GL.GL_BLEND)
            GL.glDepthMask(GL.GL_TRUE)
            if self.grounded:  # a board's surfaces may be seen from both sides
                GL.glDisable(GL.GL_CULL_FACE)
                self._draw("ground", np.arange(len(self._drawn)))
            else:  # solid pieces: their far sides never show (half the triangles skipped);
                # near to far, so that the depth test skips what the nearer pieces hide
                GL.glEnable(GL.GL_CULL_FACE)
                GL.glCullFace(GL.GL_BACK)
                self._draw("plain", np.argsort([-h.depth for h in self._drawn], kind="stable"))
        for place in self._state.bound:
            GL.glDisableVertexAttribArray(place)
        GL.glUseProgram(0)
        if self.grounded:
            GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glDisable(GL.GL_BLEND)

    def _draw(self, variant: str, which: np.ndarray) -> None:
        """Draw the handles ``which`` (indices into the buffers' order) with a program."""
        self._use(variant)
        self._indices.bind()
        if np.array_equal(which, np.arange(len(self._drawn))):  # the buffers hold them in a row
            GL.glDrawElements(GL.GL_TRIANGLES, int(self._counts.sum()), GL.GL_UNSIGNED_INT, None)
        else:
            starts = (ctypes.c_void_p * len(which))(*(int(self._firsts[i]) * 4 for i in which))
            counts = np.ascontiguousarray(self._counts[which])
            GL.glMultiDrawElements(GL.GL_TRIANGLES, counts, GL.GL_UNSIGNED_INT, starts, len(which))
        self._indices.release()

    def _use(self, variant: str) -> None:
        """Use a program: its uniforms set once a frame, the buffers bound to the attributes
        once (every program has them at the same places)."""
        state = self._state
        program = program_of(variant, state.es2)
        GL.glUseProgram(program)
        if variant not in state.ready:
            state.ready.add(variant)

            def uniform(name: str) -> int:
                return location(program, name, GL.glGetUniformLocation)

            view, mvp = state.view, state.mvp
            GL.glUniformMatrix4fv(uniform("u_mvp"), 1, False, np.ascontiguousarray(mvp.T))
            GL.glUniformMatrix4fv(uniform("u_view"), 1, False, np.ascontiguousarray(view.T))
            turn = np.ascontiguousarray(view[:3, :3].T)
            GL.glUniformMatrix3fv(uniform("u_turn"), 1, False, turn)
            GL.glUniform3f(uniform("u_light"), *(float(c) for c in KEY_LIGHT))
            GL.glUniform1f(uniform("u_key_share"), KEY_SHARE)
            x0, y0, x1, y1 = self.shading.box
            GL.glUniform4f(uniform("u_ground_box"), x0, y0, 1.0 / (x1 - x0), 1.0 / (y1 - y0))
            if variant == "ground":
                self._ground_texture()
                GL.glUniform1i(uniform("u_ground"), 0)
        if state.bound:
            return
        for place, (vbo, (_, width)) in enumerate(zip(self._buffers, ATTRIBUTES, strict=True)):
            GL.glEnableVertexAttribArray(place)
            vbo.bind()
            GL.glVertexAttribPointer(place, width, GL.GL_FLOAT, False, 0, None)
            vbo.release()
        state.bound = tuple(range(len(ATTRIBUTES)))

    def _draw_seen_through(self) -> None:
        """Translucent pieces far to near, in two passes: what is behind them seen through
        their colour (multiplied by it), then the light they send back (added). Pieces that do
        not overlap on screen take their two passes together (one call each), so that a
        software renderer is not asked for two calls a piece."""
        order = np.argsort([h.depth for h in self._drawn], kind="stable")
        for group in _apart(self._screen_boxes(), order):
            GL.glBlendFunc(GL.GL_ZERO, GL.GL_SRC_COLOR)
            self._draw("filter", group)
            GL.glBlendFunc(GL.GL_ONE, GL.GL_ONE)
            self._draw("glow", group)

    def _screen_boxes(self) -> np.ndarray:
        """Each drawn handle's extent on screen (x0, y0, x1, y1, in clip space)."""
        clip = np.c_[self._positions, np.ones(len(self._positions))] @ self._state.mvp.T
        w = np.maximum(clip[:, 3:], 1e-6)
        xy = clip[:, :2] / w
        low = np.minimum.reduceat(xy, self._vertex_firsts, axis=0)
        high = np.maximum.reduceat(xy, self._vertex_firsts, axis=0)
        boxes: np.ndarray = np.c_[low, high]
        return boxes


class _Frame:
    """What a batch's drawing of one frame keeps: the matrices, the programs whose uniforms
    are set, the attributes bound."""

    def __init__(self, es2: bool, view: QMatrix4x4, mvp: QMatrix4x4) -> None:
        self.es2 = es2
        self.view = np.array(view.data(), np.float32).reshape(4, 4).T
        self.mvp = np.array(mvp.data(), np.float32).reshape(4, 4).T
        self.ready: set[str] = set()
        self.bound: tuple[int, ...] = ()


def _apart(boxes: np.ndarray, order: np.ndarray) -> list[np.ndarray]:
    """``order`` (far to near) in layers drawn one after another, whose members' ``boxes`` do
    not overlap one another: each goes in the layer after the last one holding something it
    overlaps, so that of two that overlap the farther is drawn first, and the others share
    layers (a layer is a call per pass: runs of neighbours in ``order`` made 11 in a full Pylon
    or Ambush table where layers make 7 and 5)."""
    x0, y0, x1, y1 = (boxes[:, k] for k in range(4))
    overlap = (
        (x0[:, None] < x1[None, :]) & (x0[None, :] < x1[:, None])
        & (y0[:, None] < y1[None, :]) & (y0[None, :] < y1[:, None])
    )  # fmt: skip
    layer_of = np.full(len(boxes), -1, np.int64)  # -1: not placed yet
    for index in order.tolist():
        below = layer_of[overlap[index]]
        layer_of[index] = int(below.max()) + 1 if len(below) else 0
    ranked = order[np.argsort(layer_of[order], kind="stable")]  # far to near within a layer
    cuts = np.flatnonzero(np.diff(layer_of[ranked])) + 1
    return np.split(ranked, cuts) if len(ranked) else []


class Shading:
    """The contact shadows of a view's pieces: each piece's vertices' (baked into its handle)
    and the ground map, over ``box`` (x0, y0, x1, y1: the table's part in view), made again
    when a piece has moved, shown or hidden (``generation``)."""

    def __init__(self) -> None:
        self.batches: list[MeshBatch] = []
        self.enabled = True
        self.generation = 0
        self._made = -1
        self.box = (-20.0, -20.0, 20.0, 20.0)
        cells = shadows.GROUND_CELLS
        self.ground = np.zeros((cells, cells), np.uint8)

    def cover(self, box: tuple[float, float, float, float]) -> None:
        """The ground map covers ``box`` from now on."""
        if box != self.box:
            self.box = box
            self.generation += 1
            for batch in self.batches:
                batch.update()

    def set_enabled(self, enabled: bool) -> None:
        """Cast the shadows or not (to measure the pieces' own colours)."""
        self.enabled = enabled
        self.generation += 1
        for batch in self.batches:
            batch.changed()

    def prepare(self) -> None:
        """The shadows worked out again if anything moved, showed or hid: a piece's own are
        kept while the pieces over it stay as they were (a move changes few of them)."""
        if self._made == self.generation:
            return
        self._made = self.generation
        pieces = [h for b in self.batches if not b.grounded for h in b.shown() if not h.flying]
        for batch in self.batches:
            for handle in batch.shown():
                if handle.flying:
                    handle.shade = None
        casters = [h.caster() for h in pieces]
        for handle, me in zip(pieces, casters, strict=True):
            if not self.enabled:
                handle.shade, handle.shaded_by = None, None
                continue
            others = shadows.over(me, casters)
            key = (handle.matrix.tobytes(), others)  # where it stands (turned too), what is over it
            if handle.shade is None or handle.shaded_by != key:
                handle.shade = shadows.piece_shade(handle.world()[0], others)
                handle.shaded_by = key
        self.ground = shadows.ground_map(casters if self.enabled else [], self.box)

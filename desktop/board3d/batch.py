"""Many pieces drawn by one GL item: one shader, one set of GL state, one matrix per piece.

pyqtgraph's GLMeshItem costs about half a millisecond of Python per item and frame (it sets its
GL state, looks up its attributes and uploads its matrices through PyOpenGL); thirty pieces made
the 3D view's frame, and with it the longest pause of the window, 15 ms longer on a software
renderer. A ``PieceBatch`` keeps each piece's mesh in vertex buffers once and draws every piece
with a single uniform upload and draw call.

A ``PieceHandle`` stands for one piece and answers the few calls the view makes on a mesh item:
``setTransform``, ``setVisible``/``visible``, ``setDepthValue``, ``translucent`` and
``world_centre``.
"""

from __future__ import annotations

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import shaders
from pyqtgraph.opengl.GLGraphicsItem import GLGraphicsItem
from PySide6.QtGui import QMatrix4x4, QOpenGLContext
from PySide6.QtOpenGL import QOpenGLBuffer

from desktop.board3d import geometry as geo

Key = tuple[object, ...]


class PieceHandle:
    """One piece of a batch: which mesh, where it stands, whether it shows."""

    __slots__ = ("_visible", "batch", "depth", "key", "matrix", "translucent", "world_centre")

    def __init__(self, batch: PieceBatch, key: Key, translucent: bool) -> None:
        self.batch = batch
        self.key = key
        self.translucent = translucent
        self.matrix = np.eye(4, dtype=np.float32)
        self.world_centre = np.zeros(3)
        self.depth = 0.0
        self._visible = True

    def setTransform(self, matrix: QMatrix4x4) -> None:
        self.matrix = np.array(matrix.data(), np.float32).reshape(4, 4).T
        self.batch.update()

    def setVisible(self, visible: bool) -> None:
        if visible != self._visible:
            self._visible = visible
            self.batch.update()

    def visible(self) -> bool:
        return self._visible

    def setDepthValue(self, depth: float) -> None:
        self.depth = depth


class _Buffers:
    """A mesh as unindexed triangles in three vertex buffers (made when first drawn)."""

    def __init__(self, mesh: geo.Mesh, smooth: bool) -> None:
        corners = mesh.faces.reshape(-1)
        self.positions = np.ascontiguousarray(mesh.vertexes[corners], np.float32)
        if smooth:
            normals = geo.vertex_normals(mesh)[corners]
        else:
            v = mesh.vertexes.astype(np.float64)
            f = mesh.faces
            face = np.cross(v[f[:, 1]] - v[f[:, 0]], v[f[:, 2]] - v[f[:, 0]])
            face /= np.maximum(np.linalg.norm(face, axis=1, keepdims=True), 1e-12)
            normals = np.repeat(face, 3, axis=0)
        self.normals = np.ascontiguousarray(normals, np.float32)
        assert mesh.colors is not None
        self.colors = np.ascontiguousarray(mesh.colors[corners], np.float32)
        self.count = len(corners)
        self.vbos: list[QOpenGLBuffer] = []

    def upload(self) -> None:
        for array in (self.positions, self.normals, self.colors):
            vbo = QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
            vbo.create()
            vbo.bind()
            vbo.allocate(array.tobytes(), array.nbytes)
            vbo.release()
            self.vbos.append(vbo)


class PieceBatch(GLGraphicsItem):
    """Draws every visible handle of one kind: opaque ones in any order with depth writes, or
    translucent ones far to near (by their depth value) without, their back faces culled."""

    def __init__(self, shader: shaders.ShaderProgram, translucent: bool) -> None:
        super().__init__()
        self.shader_program = shader
        self.translucent = translucent
        self.handles: list[PieceHandle] = []
        self._meshes: dict[Key, _Buffers] = {}

    def add_mesh(self, key: Key, mesh: geo.Mesh, smooth: bool) -> None:
        if key not in self._meshes:
            self._meshes[key] = _Buffers(mesh, smooth)

    def has_mesh(self, key: Key) -> bool:
        return key in self._meshes

    def new_handle(self, key: Key) -> PieceHandle:
        handle = PieceHandle(self, key, self.translucent)
        self.handles.append(handle)
        self.update()
        return handle

    def clear(self) -> None:
        """Forget every piece (the meshes are kept for the next game)."""
        self.handles = []
        self.update()

    def paint(self) -> None:
        shown = [h for h in self.handles if h._visible]
        if not shown:
            return
        if self.translucent:
            shown.sort(key=lambda h: h.depth)
            GL.glEnable(GL.GL_BLEND)
            GL.glBlendFuncSeparate(
                GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ONE, GL.GL_ONE_MINUS_SRC_ALPHA
            )
            GL.glDepthMask(GL.GL_FALSE)
            GL.glEnable(GL.GL_CULL_FACE)
            GL.glCullFace(GL.GL_BACK)
        else:
            shown.sort(key=lambda h: id(h.key))
            GL.glDisable(GL.GL_BLEND)
            GL.glDepthMask(GL.GL_TRUE)
            GL.glDisable(GL.GL_CULL_FACE)
        GL.glEnable(GL.GL_DEPTH_TEST)
        projection_view = np.array(self.mvpMatrix().data(), np.float32).reshape(4, 4).T
        view = np.array(self.modelViewMatrix().data(), np.float32).reshape(4, 4).T
        context = QOpenGLContext.currentContext()
        es2 = context is not None and context.hasExtension(b"GL_ARB_ES2_compatibility")
        program = self.shader_program.program(es2_compat=es2)
        names = ("a_position", "a_normal", "a_color")
        locations = [GL.glGetAttribLocation(program, name) for name in names]
        with self.shader_program:
            u_mvp = GL.glGetUniformLocation(program, "u_mvp")
            u_normal = GL.glGetUniformLocation(program, "u_normal")
            for loc in locations:
                GL.glEnableVertexAttribArray(loc)
            current: Key | None = None
            buffers: _Buffers | None = None
            for handle in shown:
                if handle.key != current:
                    current = handle.key
                    buffers = self._meshes[current]
                    if not buffers.vbos:
                        buffers.upload()
                    for loc, vbo, width in zip(locations, buffers.vbos, (3, 3, 4), strict=True):
                        vbo.bind()
                        GL.glVertexAttribPointer(loc, width, GL.GL_FLOAT, False, 0, None)
                        vbo.release()
                assert buffers is not None
                mvp = projection_view @ handle.matrix
                normal = (view @ handle.matrix)[:3, :3]
                GL.glUniformMatrix4fv(u_mvp, 1, False, np.ascontiguousarray(mvp.T))
                GL.glUniformMatrix3fv(u_normal, 1, False, np.ascontiguousarray(normal.T))
                GL.glDrawArrays(GL.GL_TRIANGLES, 0, buffers.count)
            for loc in locations:
                GL.glDisableVertexAttribArray(loc)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glDisable(GL.GL_BLEND)

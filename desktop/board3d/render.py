"""What the 3D view's GL items share: the lit shader, the GL state of opaque and of translucent
things, and conversions from numpy meshes and matrices."""

from __future__ import annotations

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL
from pyqtgraph.opengl import shaders
from PySide6.QtGui import QMatrix4x4

from desktop.board3d import geometry as geo

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

ON_TOP = {
    GL.GL_DEPTH_TEST: False,
    GL.GL_BLEND: True,
    GL.GL_CULL_FACE: False,
    "glBlendFuncSeparate": PLASTIC["glBlendFuncSeparate"],
    "glDepthMask": (GL.GL_FALSE,),
}
"""Drawn over everything (a lesson's arrows)."""


def qmatrix(matrix: np.ndarray) -> QMatrix4x4:
    return QMatrix4x4(*[float(v) for v in matrix.reshape(-1)])


def mesh_data(mesh: geo.Mesh) -> gl.MeshData:
    data = gl.MeshData(vertexes=mesh.vertexes, faces=mesh.faces, vertexColors=mesh.colors)
    # pyqtgraph (pinned at 0.14) would compute these lazily, slowly, on the first paint
    data._vertexNormals = mesh.with_normals().normals
    return data


SOFTWARE_RENDERERS = ("llvmpipe", "softpipe", "swrast", "software rasterizer", "gdi generic")
"""Words in the name of an OpenGL renderer that draws on the processor, not a graphics card."""
MULTISAMPLES = 4
_renderer: str | None = None


def samples_for(renderer: str) -> int:
    """How many samples a pixel of the 3D view takes on ``renderer`` (GL_RENDERER): four on a
    graphics card, where the edges of the pieces come out smooth for free; one on a software
    renderer, where four halved the frame rate (two as well) at 1280×800 on two cores."""
    software = any(word in renderer.lower() for word in SOFTWARE_RENDERERS)
    return 0 if software or not renderer else MULTISAMPLES


def renderer() -> str:
    """The name of the OpenGL renderer the windows will draw with ("" if there is none), asked
    once of a context of its own."""
    global _renderer
    if _renderer is None:
        from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

        surface = QOffscreenSurface()
        surface.create()
        context = QOpenGLContext()
        _renderer = ""
        if context.create() and context.makeCurrent(surface):
            _renderer = str(context.functions().glGetString(GL.GL_RENDERER) or "")
            context.doneCurrent()
        surface.destroy()
    return _renderer

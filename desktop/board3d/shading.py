"""How the table's pieces and boards are lit: the GLSL programs of a ``MeshBatch`` (the marks
keep ``render.LIT``), lit at the vertices (per pixel, the frame rate of a
software renderer fell by a fifth; the pieces' faces are flat and the balls fine enough).

The light follows the eye (a key light above and to the left of it, and the eye's own), so
that a piece shows its colour from every camera: a face turned to the eye shows its material's
``ambient + diffuse`` share of its colour, which the families set to about its own colour, and
faces turned away darken only so far; a face lit beyond its colour pales towards white (its
hue kept: multiplied, a yellow's green would grow while its red stopped at full). A highlight
(``specular``) makes plastic shine. The contact shadows (``desktop.board3d.shadows``) come baked
into each vertex (``a_shade``) and, on the boards' surfaces, from the ground map seen from above
(``u_ground``).

A translucent piece is drawn twice (``filter`` then ``glow``): first what lies behind it is
multiplied by its colour, as coloured plastic filters the light through it (1 − opacity of it, a
little paler: ``CLEAR``), then its own lit colour is added (opacity of it). Mixed with the usual
blending, a blue pyramid over a beige board would pale to grey-blue.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import shaders

KEY_LIGHT = np.array((-0.42, 0.62, 0.66), np.float32)
KEY_LIGHT /= np.linalg.norm(KEY_LIGHT)
"""The key light's direction in the eye's space (x right, y up, towards the eye)."""

KEY_SHARE = 0.7
"""How much of the lit share comes from the key light (the rest from the eye's)."""

_VERTEX = """
const float CLEAR = 0.3;
const float PALE = 0.3;
uniform mat4 u_mvp;
uniform mat4 u_view;
uniform mat3 u_turn;
uniform vec4 u_ground_box;
uniform vec3 u_light;
uniform float u_key_share;
attribute vec3 a_position;
attribute vec3 a_normal;
attribute vec4 a_color;
attribute vec4 a_material;
attribute float a_shade;
varying vec4 v_lit;
varying vec3 v_filter;
varying vec2 v_ground;
void main() {
    vec4 world = vec4(a_position, 1.0);
    vec3 n = normalize(u_turn * a_normal);
    vec3 towards_eye = normalize(-(u_view * world).xyz);
    if (dot(n, towards_eye) < 0.0) {
        n = -n;  // the inside of a two-sided surface, seen
    }
    float key = max(dot(n, u_light), 0.0);
    float facing = max(dot(n, towards_eye), 0.0);
    float lit = a_material.x + a_material.y * mix(facing, key, u_key_share);
    vec3 halfway = normalize(u_light + towards_eye);
    float shine = a_material.z * pow(max(dot(n, halfway), 0.0), a_material.w);
    // above its own colour, a face pales towards white rather than shifting its hue
    vec3 colour = a_color.rgb * min(lit, 1.0) + (1.0 - a_color.rgb) * PALE * max(lit - 1.0, 0.0);
    v_lit = vec4(min((colour + vec3(shine)) * a_shade, vec3(1.0)), max(a_color.a, min(shine, 1.0)));
    v_filter = mix(a_color.rgb, vec3(1.0), CLEAR) * (1.0 - v_lit.a);
    v_ground = (a_position.xy - u_ground_box.xy) * u_ground_box.zw;
    gl_Position = u_mvp * world;
}
"""

_FRAGMENT = """
#ifdef GL_ES
precision mediump float;
#endif
uniform sampler2D u_ground;
varying vec4 v_lit;
varying vec3 v_filter;
varying vec2 v_ground;
void main() {
#if defined(FILTER)
    gl_FragColor = vec4(v_filter, 1.0);
#elif defined(GLOW)
    gl_FragColor = vec4(v_lit.rgb * v_lit.a, 1.0);
#elif defined(GROUND)
    gl_FragColor = vec4(v_lit.rgb * (1.0 - texture2D(u_ground, v_ground).r), v_lit.a);
#else
    gl_FragColor = v_lit;
#endif
}
"""


def _program(variant: str) -> shaders.ShaderProgram:
    defines = f"#define {variant.upper()}\n"
    return shaders.ShaderProgram(
        f"pyramid_duels_{variant}",
        [shaders.VertexShader(_VERTEX), shaders.FragmentShader(defines + _FRAGMENT)],
    )


PROGRAMS = {variant: _program(variant) for variant in ("plain", "ground", "filter", "glow")}
"""The programs a ``MeshBatch`` draws with: ``plain`` (opaque pieces), ``ground`` (the boards,
darkened by the pieces' ground map), and a translucent piece's two passes, ``filter`` (what is
behind it, multiplied) and ``glow`` (its own light, added). One program per case, not one with
branches: a software renderer pays for every branch of every fragment."""

ATTRIBUTES = (
    ("a_position", 3),
    ("a_normal", 3),
    ("a_color", 4),
    ("a_material", 4),
    ("a_shade", 1),
)
"""The program's vertex attributes and their widths, in the order of a batch's buffers."""

_LOCATIONS: dict[tuple[int, str], int] = {}
_PLACED: set[int] = set()  # the programs whose attributes were given their places


def program_of(variant: str, es2: bool) -> int:
    """A variant's program, its attributes at the places of ``ATTRIBUTES`` (linked again once
    so): a batch switching between two programs binds its buffers once a frame, not at each
    switch (the translucent pieces' passes made a hundred calls a frame of it)."""
    program = int(PROGRAMS[variant].program(es2_compat=es2))
    if program not in _PLACED:
        _PLACED.add(program)
        for place, (name, _) in enumerate(ATTRIBUTES):
            GL.glBindAttribLocation(program, place, name)
        GL.glLinkProgram(program)
        for key in [key for key in _LOCATIONS if key[0] == program]:
            del _LOCATIONS[key]  # a link may move the uniforms
    return program


def location(program: int, name: str, look_up: Callable[[int, str], int]) -> int:
    """A program's uniform's or attribute's location, asked of the GL once."""
    key = (int(program), name)
    if key not in _LOCATIONS:
        _LOCATIONS[key] = int(look_up(program, name))
    return _LOCATIONS[key]

"""The 3D view: pure-numpy geometry, layouts, camera and picking, and the OpenGL widget."""

import OpenGL

# Before anything imports OpenGL.GL: PyOpenGL checks for an error after every call otherwise,
# which costs more than drawing does with a few dozen items on a software renderer.
OpenGL.ERROR_CHECKING = False
OpenGL.ERROR_LOGGING = False

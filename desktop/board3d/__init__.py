"""The 3D drawing the games' tables build on: pure-numpy geometry, layouts, camera and picking,
the piece batches, render states and the ghosts that mark targets. The widget that shows it is
``desktop.boards.view3d``."""

import OpenGL

# Before anything imports OpenGL.GL: PyOpenGL checks for an error after every call otherwise,
# which costs more than drawing does with a few dozen items on a software renderer.
OpenGL.ERROR_CHECKING = False
OpenGL.ERROR_LOGGING = False

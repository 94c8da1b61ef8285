"""The 3D view: its window (``view``, a window of its own: ``glwindow``), its camera control
and the pane around it (``overlays``), how pieces fly and are pooled, and the drawing the
games' tables build on (``table``: what a game's 3D side is): pure-numpy geometry, layouts,
camera and picking, the piece batches, render states, labels and the ghosts that mark
targets. Importing it loads numpy and OpenGL; the 2D path never does."""

import OpenGL

# Before anything imports OpenGL.GL: PyOpenGL checks for an error after every call otherwise,
# which costs more than drawing does with a few dozen items on a software renderer.
OpenGL.ERROR_CHECKING = False
OpenGL.ERROR_LOGGING = False

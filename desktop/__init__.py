"""Pyramid Duels' Qt application: the window, the shared game model, the 2D and 3D boards."""

__version__ = "0.2.0"

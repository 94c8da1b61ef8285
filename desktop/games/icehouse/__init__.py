"""Icehouse pyramids, as Pylon and Ambush share them: drawn in 2D and 3D, stacked true to life."""

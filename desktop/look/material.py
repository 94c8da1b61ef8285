"""How a surface takes the light in 3D (no numpy, no Qt: the kits name their materials without
loading the 3D view)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Material:
    """How a surface takes the light in 3D: the share of its colour it shows unlit
    (``ambient``) and lit (``diffuse``: the sum is its own colour, facing the light), and the
    strength and tightness of its highlight (``specular``, ``shininess``). Each family says its
    pieces' (a wood, a plastic); boards are matte."""

    ambient: float = 0.62
    diffuse: float = 0.46
    specular: float = 0.0
    shininess: float = 24.0


MATTE = Material()

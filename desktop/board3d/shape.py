"""A mesh as a ``MeshBatch`` draws it (numpy only)."""

from __future__ import annotations

import numpy as np

from desktop.board3d import geometry as geo
from desktop.look.material import Material


class Shape:
    """A mesh to draw: positions, normals, colours and material per vertex, and its triangles'
    corners (``indices``). A smooth mesh shares its vertices between triangles (a software
    renderer lights each once, not six times: the balls' vertices cost a quarter of a frame);
    a faceted one gives each triangle corners of its own, with its face's normal."""

    def __init__(
        self, mesh: geo.Mesh, smooth: bool, material: Material, top_first: bool = False
    ) -> None:
        assert mesh.colors is not None
        corners = mesh.faces.reshape(-1)
        if smooth:
            self.positions = np.ascontiguousarray(mesh.vertexes, np.float64)
            self.normals = geo.vertex_normals(mesh).astype(np.float64)
            self.colors = np.ascontiguousarray(mesh.colors, np.float32)
            self.indices = np.ascontiguousarray(corners, np.uint32)
        else:
            v = mesh.vertexes.astype(np.float64)
            f = mesh.faces
            face = np.cross(v[f[:, 1]] - v[f[:, 0]], v[f[:, 2]] - v[f[:, 0]])
            face /= np.maximum(np.linalg.norm(face, axis=1, keepdims=True), 1e-12)
            self.positions = np.ascontiguousarray(v[corners])
            self.normals = np.repeat(face, 3, axis=0)
            self.colors = np.ascontiguousarray(mesh.colors[corners], np.float32)
            self.indices = np.arange(len(corners), dtype=np.uint32)
        if top_first:
            self.indices = self._from_the_top(self.indices)
        light = (material.ambient, material.diffuse, material.specular, material.shininess)
        self.count = len(self.positions)
        self.materials = np.tile(np.asarray(light, np.float32), (self.count, 1))

    def _from_the_top(self, indices: np.ndarray) -> np.ndarray:
        """``indices``' triangles reordered, the highest first: a board's squares are drawn
        before the slab under them, which the depth test then skips where they cover it (a
        software renderer lit the board's whole area twice)."""
        corners = indices.reshape(-1, 3)
        height = self.positions[corners][:, :, 2].mean(axis=1)
        order = np.argsort(-height, kind="stable")
        return np.ascontiguousarray(corners[order].reshape(-1))

    @property
    def triangles(self) -> np.ndarray:
        """Its triangles' corners (n, 3, 3), where it stands unmoved."""
        corners: np.ndarray = self.positions[self.indices].reshape(-1, 3, 3)
        return corners

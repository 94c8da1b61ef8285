"""The 3D view's table: its boards (one batch, darkened by the pieces' ground map), its pieces in
two batches (opaque, then translucent plastic drawn far to near) sharing their contact shadows,
and a pool of handles per look, each look's mesh made once per palette."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from desktop.board3d import geometry as geo
from desktop.board3d.batch import MeshBatch, PieceHandle, Shading
from desktop.board3d.layout import Layout
from desktop.board3d.render import qmatrix
from desktop.board3d.table import BoardPart, PieceLook
from desktop.look import theme

if TYPE_CHECKING:
    from desktop.board3d.glwindow import GLWindow

PieceKey = tuple[str, int, bool]
"""A look: the piece's shape, its owner, and whether it is drawn faded."""


class PiecePools:
    """Handles of ``view``'s pieces, by look: the first ``n`` of a look are the ones shown."""

    def __init__(self, view: GLWindow) -> None:
        self.shading = Shading()
        self.boards = MeshBatch(self.shading, translucent=False, grounded=True)
        # the solid pieces first, then the boards, before every ghost: the depth test then
        # skips the board where a piece hides it (a full Pylos board lit its whole area, and
        # looked its shadows up, under thirty balls)
        self.boards.setDepthValue(-999_999)
        self.opaque = MeshBatch(self.shading, translucent=False)
        self.opaque.setDepthValue(-1_000_000)
        self.plastic = MeshBatch(self.shading, translucent=True)
        self.plastic.setDepthValue(0)  # after the ghosts of the places on the board
        for batch in (self.boards, self.opaque, self.plastic):
            view.addItem(batch)
        self.pools: dict[PieceKey, list[PieceHandle]] = {}
        self.looks: dict[tuple[object, ...], PieceLook] = {}  # per look and palette

    def clear(self) -> None:
        self.boards.clear()
        self.boards.shapes = {}  # a new game's board is made anew
        self.opaque.clear()
        self.plastic.clear()
        self.pools, self.looks = {}, {}

    def cover(self, layout: Layout) -> None:
        """The contact shadows cover everything of ``layout``, and a margin."""
        outline = layout.outline()
        (x0, y0), (x1, y1) = outline[:, :2].min(axis=0), outline[:, :2].max(axis=0)
        margin = 0.15 * max(x1 - x0, y1 - y0)
        self.shading.cover((x0 - margin, y0 - margin, x1 + margin, y1 + margin))

    def board(self, part: BoardPart, index: int) -> PieceHandle:
        """A handle standing for the board's ``index``-th part, where the part stands."""
        key = ("board", index, id(part.mesh))
        self.boards.add_mesh(key, part.mesh, part.smooth, part.material)
        handle = self.boards.new_handle(key)
        handle.setTransform(qmatrix(geo.translation(*part.position)))
        return handle

    def handle(self, look_of: Callable[..., PieceLook], key: PieceKey, index: int) -> PieceHandle:
        """The ``index``-th piece of this look: a handle of one of the two batches, made the
        first time it is needed (``look_of(*key)`` says how the look is drawn)."""
        pool = self.pools.setdefault(key, [])
        # kept per palette: the pieces' colours are in their meshes (a palette change starts
        # the pieces again, as a new game does); a look's mesh is made once
        mesh_key = (*key, theme.palette())
        look = self.looks.get(mesh_key)
        if look is None:
            look = self.looks[mesh_key] = look_of(*key)
        batch = self.plastic if look.translucent else self.opaque
        if not batch.has_mesh(mesh_key):
            batch.add_mesh(mesh_key, look.mesh, look.smooth, look.material)
        while len(pool) <= index:
            pool.append(batch.new_handle(mesh_key))
        return pool[index]

    def hide_unused(self, used: dict[PieceKey, int]) -> None:
        """Hide every handle past the ``used`` first ones of its look."""
        for key, pool in self.pools.items():
            for item in pool[used.get(key, 0) :]:
                item.setVisible(False)

    def sort(self, eye: np.ndarray) -> None:
        """Translucent pieces drawn far to near, seen from ``eye``, opaque ones near to far."""
        for pool in self.pools.values():
            for item in pool:
                if item.visible():
                    item.setDepthValue(-float(np.linalg.norm(item.world_centre - eye)))

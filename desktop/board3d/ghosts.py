"""Translucent ghosts over the 3D board: every target of the move being built (green; orange for a
ball that may be taken back), the selection (yellow), what the mouse is over (white) and what a
refused click was on (red).

The targets of one look are merged into one mesh, so dozens of them cost one draw call; the
hover and refusal ghosts are single pooled items, moved where they are needed, so that hovering
rebuilds nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pyqtgraph.opengl as gl

from core.builder import MoveBuilder
from core.clicks import Click
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Layout, Pick, Point
from desktop.board3d.render import LIT, ON_TOP, PLASTIC, mesh_data, qmatrix
from desktop.look import theme
from desktop.model import Annotations

if TYPE_CHECKING:
    from pyqtgraph.opengl import GLViewWidget

LOOKS = {  # in the standard palette; the others take the theme's colours at these opacities
    "target": (0.30, 0.90, 0.45, 0.36),
    "take": (1.00, 0.65, 0.15, 0.45),
    "selected": (1.00, 0.90, 0.20, 0.50),
    "hover": (1.00, 1.00, 1.00, 0.55),
    "refused": (0.95, 0.25, 0.20, 0.55),
    "lesson": (0.88, 0.43, 1.00, 0.50),
    "found": (0.35, 0.92, 0.78, 0.60),
    "arrow": (0.88, 0.43, 1.00, 0.92),
    "cursor": (1.00, 1.00, 1.00, 0.80),
}
THEME_NAMES = {
    "target": "TARGET",
    "take": "TARGET_TAKE",
    "selected": "SELECTED",
    "hover": "HOVER",
    "refused": "REFUSED",
    "lesson": "LESSON",
    "found": "FOUND",
    "arrow": "LESSON",
    "cursor": "CURSOR",
}


def look_rgba(look: str) -> tuple[float, float, float, float]:
    """The colour of a look in the palette in use (``theme``, View › Palette)."""
    standard = LOOKS[look]
    if theme.palette() == "standard":
        return standard
    colour = getattr(theme, THEME_NAMES[look])
    return colour.redF(), colour.greenF(), colour.blueF(), standard[3]


@dataclass(frozen=True)
class Shape:
    """A ghost's shape: "ball" (radius a), "frame" (half width a, half depth b, bar c), "disc"
    (radius a, height b) or "box" (side a, height b)."""

    kind: str
    a: float
    b: float = 0.0
    c: float = 0.0


class Ghosts:
    """The ghosts of one 3D view (``view`` holds the GL items)."""

    def __init__(self, view: GLViewWidget) -> None:
        self.view = view
        self.layout = Layout()
        self.picks: list[Pick] = []  # the target ghosts that can be clicked (empty upper places)
        self.items: list[gl.GLMeshItem] = []  # the merged target ghosts on show
        self._merged: dict[tuple[str, bool], gl.GLMeshItem] = {}
        self._singles: dict[tuple[Shape, str, str], gl.GLMeshItem] = {}  # … and palette
        self._meshes: dict[tuple[Shape, str, str], geo.Mesh] = {}
        self.hover: gl.GLMeshItem | None = None
        self.refused: gl.GLMeshItem | None = None
        self.cursor: gl.GLMeshItem | None = None
        # a lesson's marks: balls (True: smooth), other things (False), the arrows ("arrows")
        self._notes: dict[bool | str, gl.GLMeshItem] = {}

    def forget(self) -> None:
        """Remove every ghost item from the view (a new game)."""
        for item in [*self._merged.values(), *self._singles.values(), *self._notes.values()]:
            self.view.removeItem(item)
        self._merged, self._singles, self._notes = {}, {}, {}
        self.items, self.picks = [], []
        self.hover = self.refused = self.cursor = None

    def show_targets(
        self, layout: Layout, builder: MoveBuilder | None, choices: tuple[str, ...]
    ) -> None:
        """Ghosts on the selection and on every target of ``builder`` (None: no ghosts)."""
        self.layout = layout
        self.picks = []
        self.show_hover(None)
        wanted: dict[tuple[str, bool], list[geo.Mesh]] = {}
        if builder is not None:
            looks = [(raw, "selected", False) for raw in builder.selected()]
            looks += [
                (t.raw, "take" if t.kind == "take" else "target", t.kind == "place")
                for t in builder.targets()
                if t.kind not in choices
            ]
            for raw, look, pickable in looks:
                placed = self._shape(raw, pickable)
                if placed is None:
                    continue
                shape, position = placed
                mesh = self._geometry(shape, look).transformed(geo.translation(*position))
                wanted.setdefault((look, shape.kind == "ball"), []).append(mesh)
        for key, item in self._merged.items():
            if key not in wanted:
                item.setVisible(False)
        self.items = []
        for key, meshes in wanted.items():
            merged = geo.merge(meshes)
            item = self._merged.get(key)
            if item is None:
                item = gl.GLMeshItem(smooth=key[1], shader=LIT, glOptions=PLASTIC)
                item.translucent = True
                self.view.addItem(item)
                self._merged[key] = item
            item.setMeshData(meshdata=mesh_data(merged))
            item.world_centre = merged.vertexes.mean(axis=0).astype(float)
            item.setVisible(True)
            self.items.append(item)

    def show_hover(self, raw: Click | None) -> None:
        if self.hover is not None:
            self.hover.setVisible(False)
        self.hover = self._single(raw, "hover")

    def show_cursor(self, raw: Click | None) -> None:
        """The keyboard's cursor: a bright ghost on what it is on."""
        if self.cursor is not None:
            self.cursor.setVisible(False)
        self.cursor = self._single(raw, "cursor")

    def show_refused(self, raw: Click | None) -> None:
        if self.refused is not None:
            self.refused.setVisible(False)
        self.refused = self._single(raw, "refused")

    def show_notes(self, layout: Layout, notes: Annotations) -> None:
        """What a lesson points at: its highlights, a question's answers found, its arrows."""
        self.layout = layout
        wanted: dict[bool | str, list[geo.Mesh]] = {}
        for raws, look in ((notes.highlight, "lesson"), (notes.found, "found")):
            for raw in raws:
                placed = self._shape(raw, False)
                if placed is not None:
                    shape, position = placed
                    mesh = self._geometry(shape, look).transformed(geo.translation(*position))
                    wanted.setdefault(shape.kind == "ball", []).append(mesh)
        arrows = []
        for start, end in notes.arrows:
            a, b = self._arrow_end(start), self._arrow_end(end)
            if a is not None and b is not None:
                arrows.append(geo.arrow(a, b, 0.55).coloured(look_rgba("arrow")))
        if arrows:
            wanted["arrows"] = arrows
        for key, item in self._notes.items():
            item.setVisible(key in wanted)
        for key, meshes in wanted.items():
            item = self._notes.get(key)
            if item is None:
                # Arrows are drawn over everything, where they start and end on the board: lifted
                # over the pieces, perspective would move them away from what they join.
                options = ON_TOP if key == "arrows" else PLASTIC
                item = gl.GLMeshItem(smooth=key is True, shader=LIT, glOptions=options)
                item.translucent = True
                item.setDepthValue(600_000 if key == "arrows" else 500_000)  # after the pieces
                self.view.addItem(item)
                self._notes[key] = item
            merged = geo.merge(meshes)
            item.setMeshData(meshdata=mesh_data(merged))
            item.world_centre = merged.vertexes.mean(axis=0).astype(float)
            item.setVisible(True)

    def _arrow_end(self, raw: Click) -> Point | None:
        """Where an arrow to or from what ``raw`` names ends: the top of a ball, the surface of
        a square or the foot of a stack (arrows are drawn over everything)."""
        anchor = self.layout.anchor(raw)
        if anchor is None:
            return None
        x, y, z = anchor.centre
        return x, y, z + (anchor.size * 0.7 if anchor.kind == "ball" else 0.15)

    def sort(self, eye: np.ndarray) -> None:
        """Draw the target ghosts far to near, among the pieces' ghosts."""
        for item in self.items:
            item.setDepthValue(-float(np.linalg.norm(item.world_centre - eye)) + 0.01)

    # --- shapes ---------------------------------------------------------------------------------
    def _occupied(self) -> set[str]:
        return {p.slot.place for p in self.layout.pieces if p.slot.on_board}

    def _shape(self, raw: Click, pickable: bool) -> tuple[Shape, Point] | None:
        """The ghost's shape for what ``raw`` names, and where it goes."""
        anchor = self.layout.anchor(raw)
        if anchor is None:
            return None
        x, y, z = anchor.centre
        if anchor.kind == "ball":
            shape = Shape("ball", anchor.size * (1.0 if pickable else 1.12))
            if pickable:
                self.picks.append(Pick(raw, "sphere", anchor.centre, anchor.size))
        elif anchor.kind == "cell" and raw.value in self._occupied():
            shape = Shape("frame", anchor.size * 0.9, anchor.size * 0.9, 0.16)  # around a stack
        elif anchor.footprint is not None:
            shape = Shape("frame", *anchor.footprint, 0.14)  # around a row of pieces or a tree
        elif anchor.kind == "cell":
            shape = Shape("disc", anchor.size * 0.32, 0.1)
        elif anchor.kind == "handle":
            shape, z = Shape("disc", anchor.size * 1.25, 0.42), -0.02
        else:
            shape = Shape("box", anchor.size * 2, 0.12)
        return shape, (x, y, z)

    def _single(self, raw: Click | None, look: str) -> gl.GLMeshItem | None:
        placed = self._shape(raw, False) if raw is not None else None
        if placed is None:
            return None
        shape, position = placed
        key = (shape, look, theme.palette())
        item = self._singles.get(key)
        if item is None:
            item = gl.GLMeshItem(
                meshdata=mesh_data(self._geometry(shape, look)),
                smooth=shape.kind == "ball",
                shader=LIT,
                glOptions=PLASTIC,
            )
            item.translucent = True
            item.setDepthValue(1_000_000)  # drawn last, over what it marks
            self.view.addItem(item)
            self._singles[key] = item
        item.setTransform(qmatrix(geo.translation(*position)))
        item.world_centre = np.array(position)
        item.setVisible(True)
        return item

    def _geometry(self, shape: Shape, look: str) -> geo.Mesh:
        """The ghost's mesh at the origin, in its look's colour; made once per shape, look and
        palette."""
        key = (shape, look, theme.palette())
        if key not in self._meshes:
            rgba = look_rgba(look)
            if shape.kind == "ball":
                mesh = geo.sphere(10, 16).transformed(geo.scaling(shape.a, shape.a, shape.a))
            elif shape.kind == "frame":
                mesh = frame(0, 0, 0, shape.a, shape.b, shape.c, rgba)
            elif shape.kind == "disc":
                mesh = geo.disc(shape.a, shape.b, 20)
            else:
                mesh = geo.box(shape.a, shape.a, shape.b)
            self._meshes[key] = mesh.coloured(rgba)
        return self._meshes[key]


def frame(
    x: float, y: float, z: float, half_x: float, half_y: float, bar: float, rgba: tuple[float, ...]
) -> geo.Mesh:
    """A thin rectangular frame lying at height ``z`` around (x, y)."""
    return geo.merge(
        geo.box(sx, sy, 0.1).transformed(geo.translation(x + dx, y + dy, z)).coloured(rgba)
        for sx, sy, dx, dy in (
            (2 * half_x + bar, bar, 0, half_y),
            (2 * half_x + bar, bar, 0, -half_y),
            (bar, 2 * half_y + bar, half_x, 0),
            (bar, 2 * half_y + bar, -half_x, 0),
        )
    )

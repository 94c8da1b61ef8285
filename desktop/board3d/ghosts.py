"""Ghosts over the 3D board: every target of the move being built, the selection, what the mouse
is over, what a refused click was on, and what a lesson or a hint points at.

A ball on the board is marked by a ring around its top, never by a tinted shell over it (which
turned a light ball pink and a dark one purple): the ball keeps its owner's colour. The rings
differ by shape as well as by colour (``ring_parts``): a plain one for a target, a thick one for
the selection, a dashed one for the keyboard's cursor, one with spokes for a ball that may be
taken back, one struck through for a refused click, a double one for a lesson's or a hint's
highlight, one with a tick for an answer found. Every mark — rings, the frames around stacks and
rows, the dots on empty squares — is drawn in its colour within a dark halo (``theme.HALO``):
on a light piece or board the halo stands out, on a dark one the colour. The empty places a
ball may go get a translucent ghost ball.

The targets of one look are merged into one mesh, so dozens of them cost one draw call; the
hover and refusal ghosts are single pooled items, moved where they are needed, so that hovering
rebuilds nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pyqtgraph.opengl as gl

from core.clicks import Click
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Layout, Pick, Point
from desktop.board3d.marks import (
    HALO_CM,
    bar,
    corner_parts,
    disc_part,
    frame_part,
    halo_rgba,
    look_rgba,
    ring_parts,
    two_tone,
)
from desktop.board3d.render import LIT, ON_TOP, PLASTIC, mesh_data, qmatrix
from desktop.look import theme
from desktop.model import Annotations, BoardMarks

if TYPE_CHECKING:
    from desktop.board3d.glwindow import GLWindow


MESHES_KEPT = 400
"""How many ghost meshes are kept (made once each, then only moved and merged)."""


@dataclass(frozen=True)
class Shape:
    """A ghost's shape: "ghost" (radius a: a round piece's ghost), "ring" (around a round piece
    of radius a, its line b thick at least), "frame" (half width a, half depth b, bar c),
    "disc" (radius a, height b), "handle" (a translucent disc around a handle: radius a,
    height b), "flat" (a ring of radius a lying on the place, its line b thick at least),
    "corners" (a frame's four corners: half width a, half depth b, bar c) or "box" (side a,
    height b)."""

    kind: str
    a: float
    b: float = 0.0
    c: float = 0.0

    @property
    def smooth(self) -> bool:
        """Whether it is drawn smooth (round things)."""
        return self.kind in ("ghost", "ring", "flat")


_MESHES: dict[tuple[Shape, str, str], geo.Mesh] = {}


class Ghosts:
    """The ghosts of one 3D view (``view`` holds the GL items)."""

    def __init__(self, view: GLWindow) -> None:
        self.view = view
        self.layout = Layout()
        self.picks: list[Pick] = []  # the target ghosts that can be clicked (empty upper places)
        self.items: list[gl.GLMeshItem] = []  # the merged target ghosts on show
        self._merged: dict[tuple[str, bool], gl.GLMeshItem] = {}
        self._singles: dict[tuple[Shape, str, str], gl.GLMeshItem] = {}  # … and palette
        self.hover: gl.GLMeshItem | None = None
        self.refused: gl.GLMeshItem | None = None
        self.cursor: gl.GLMeshItem | None = None
        # a lesson's marks: balls (True: smooth), other things (False), the arrows ("arrows")
        self._notes: dict[bool | str, gl.GLMeshItem] = {}
        # How thick (cm) a ring's or a frame's line is at least: the view sets it so that the
        # marks' lines are a few pixels wide however far the camera stands, as in 2D.
        self.least = 0.0

    def forget(self) -> None:
        """Remove every ghost item from the view (a new game)."""
        for item in [*self._merged.values(), *self._singles.values(), *self._notes.values()]:
            self.view.removeItem(item)
        self._merged, self._singles, self._notes = {}, {}, {}
        self.items, self.picks = [], []
        self.hover = self.refused = self.cursor = None

    def show_targets(self, layout: Layout, marks: BoardMarks | None) -> None:
        """Marks on the selection, on every target on the board of ``marks`` and on what the
        last move did (None: no marks, while a move is animated)."""
        self.layout = layout
        self.picks = []
        self.show_hover(None)
        wanted: dict[tuple[str, bool], list[tuple[Click, geo.Mesh]]] = {}
        if marks is not None:
            looks = [(raw, "selected", False) for raw in marks.selected]
            looks += [
                (t.raw, "take" if t.kind == "take" else "target", t.kind == "place")
                for t in marks.targets
            ]
            looks += [(raw, look, False) for look, raw in marks.last]
            for raw, look, pickable in looks:
                placed = self._shape(raw, look, pickable)
                if placed is None:
                    continue
                shape, position = placed
                mesh = self._geometry(shape, look).transformed(geo.translation(*position))
                wanted.setdefault((look, shape.smooth), []).append((raw, mesh))
        for key, item in self._merged.items():
            if key not in wanted:
                item.setVisible(False)
                item.marks = ()
        self.items = []
        for key, marked in wanted.items():
            merged = geo.merge(mesh for _, mesh in marked)
            item = self._merged.get(key)
            if item is None:
                item = gl.GLMeshItem(smooth=key[1], shader=LIT, glOptions=PLASTIC)
                item.translucent = True
                self.view.addItem(item)
                self._merged[key] = item
            item.setMeshData(meshdata=mesh_data(merged))
            item.world_centre = merged.vertexes.mean(axis=0).astype(float)
            item.marks = tuple((key[0], raw) for raw, _ in marked)
            item.setVisible(True)
            self.items.append(item)

    def shown(self) -> list[tuple[str, object]]:
        """Every mark on show, as (look, what it is on: a click, or an arrow's two ends): what
        the visible ghost items hold (for the tests that compare the two views)."""
        items = [*self._merged.values(), *self._notes.values(), *self._singles.values()]
        return [mark for item in items if item.visible() for mark in item.marks]

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
        marks: dict[bool | str, list[tuple[str, object]]] = {}
        for raws, look in ((notes.highlight, "lesson"), (notes.found, "found")):
            for raw in raws:
                placed = self._shape(raw, look)
                if placed is not None:
                    shape, position = placed
                    mesh = self._geometry(shape, look).transformed(geo.translation(*position))
                    wanted.setdefault(shape.smooth, []).append(mesh)
                    marks.setdefault(shape.smooth, []).append((look, raw))
        arrows = []
        for start, end in notes.arrows:
            a, b = self._arrow_end(start), self._arrow_end(end)
            if a is not None and b is not None:
                arrows.append(geo.arrow(a, b, 0.55 + 2 * HALO_CM).coloured(halo_rgba()))
                arrows.append(geo.arrow(a, b, 0.55).coloured(look_rgba("arrow")))
                marks.setdefault("arrows", []).append(("arrow", (start, end)))
        if arrows:
            wanted["arrows"] = arrows
        for key, item in self._notes.items():
            item.setVisible(key in wanted)
            item.marks = tuple(marks.get(key, ()))
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
            item.marks = tuple(marks[key])
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
        return x, y, z + (anchor.size * 0.7 if anchor.kind == "round" else 0.15)

    def sort(self, eye: np.ndarray) -> None:
        """Draw the target ghosts far to near, among the pieces' ghosts."""
        for item in self.items:
            item.setDepthValue(-float(np.linalg.norm(item.world_centre - eye)) + 0.01)

    # --- shapes ---------------------------------------------------------------------------------
    def _occupied(self) -> set[str]:
        return {p.slot.place for p in self.layout.pieces if p.slot.on_board}

    def _shape(self, raw: Click, look: str, pickable: bool = False) -> tuple[Shape, Point] | None:
        """The mark's shape for what ``raw`` names in ``look``, and where it goes. A piece is
        ringed (never tinted); an empty place gets a flat ring where its piece would rest — its
        ghost only under the pointer, so that no mark hides what stands around it — or, on a
        square, a dot; a stack or a row of pieces, a frame around it."""
        anchor = self.layout.anchor(raw)
        if anchor is None:
            return None
        x, y, z = anchor.centre
        empty = raw.value not in self._occupied()
        last = look in ("last", "gone")
        if anchor.kind == "round" and not empty:
            shape = Shape("ring", anchor.size, self.least)
        elif anchor.kind == "round":
            if pickable:  # what may be clicked: no larger than what shows there
                self.picks.append(Pick(raw, "sphere", anchor.centre, anchor.size * 0.6))
            if look == "hover":
                shape = Shape("ghost", anchor.size)
            else:
                shape = Shape("flat", anchor.size * 0.45, self.least)
                z = anchor.rest if anchor.rest is not None else z - anchor.size
        elif anchor.kind == "cell" and (not empty or last):
            bar_width = max(0.16, self.least)
            side = anchor.size * (0.82 if last else 0.9)
            shape = Shape("corners" if last else "frame", side, side, bar_width)
        elif anchor.footprint is not None:
            bar_width = max(0.14, self.least)
            shape = Shape("frame", *anchor.footprint, bar_width)  # a row of pieces or a tree
        elif anchor.kind == "cell" and look == "target":
            shape = Shape("disc", anchor.size * 0.32, 0.1)  # a dot, as on the 2D board
        elif anchor.kind == "cell":
            shape, z = Shape("flat", anchor.size * 0.5, self.least), z + 0.04
        elif anchor.kind == "handle" and look not in ("target", "selected"):
            shape, z = Shape("flat", anchor.size * 1.3, self.least), 0.05
        elif anchor.kind == "handle":
            shape, z = Shape("handle", anchor.size * 1.25, 0.42), -0.02
        else:
            shape = Shape("box", anchor.size * 2, 0.12)
        return shape, (x, y, z)

    def _single(self, raw: Click | None, look: str) -> gl.GLMeshItem | None:
        placed = self._shape(raw, look) if raw is not None else None
        if placed is None:
            return None
        shape, position = placed
        key = (shape, look, theme.palette())
        item = self._singles.get(key)
        if item is None:
            item = gl.GLMeshItem(
                meshdata=mesh_data(self._geometry(shape, look)),
                smooth=shape.smooth,
                shader=LIT,
                glOptions=PLASTIC,
            )
            item.translucent = True
            item.setDepthValue(1_000_000)  # drawn last, over what it marks
            self.view.addItem(item)
            self._singles[key] = item
        item.setTransform(qmatrix(geo.translation(*position)))
        item.world_centre = np.array(position)
        item.marks = ((look, raw),)
        item.setVisible(True)
        return item

    def _geometry(self, shape: Shape, look: str) -> geo.Mesh:
        """The ghost's mesh at the origin, in its look's colour, with its normals; made once per
        shape, look and palette, for every view."""
        key = (shape, look, theme.palette())
        if key not in _MESHES:
            rgba = look_rgba(look)
            a, b, c = shape.a, shape.b, shape.c
            if shape.kind == "ghost":
                mesh = geo.sphere(10, 16).transformed(geo.scaling(a, a, a)).coloured(rgba)
            elif shape.kind == "ring":
                mesh = two_tone(ring_parts(a, look, b), rgba)
            elif shape.kind == "flat":
                mesh = two_tone(ring_parts(a, look, b, flat=True), rgba)
            elif shape.kind == "corners":
                mesh = two_tone(corner_parts(a, b, c), rgba)
            elif shape.kind == "frame":
                c *= 1.7 if look == "selected" else 1.0
                frames = [frame_part(a, b, c)]
                if look == "lesson":  # a double frame
                    frames.append(frame_part(a + 2.5 * c, b + 2.5 * c, c))
                mesh = two_tone(frames, rgba)
            elif shape.kind == "disc":
                mesh = two_tone([disc_part(a, b)], rgba)
            elif shape.kind == "handle":
                mesh = geo.disc(a, b, 20).coloured(rgba)
            else:
                mesh = two_tone([bar(a, a, b, np.eye(4))], rgba)
            if len(_MESHES) >= MESHES_KEPT:  # (the camera's distance makes new line widths)
                _MESHES.clear()
            _MESHES[key] = mesh.with_normals()
        return _MESHES[key]

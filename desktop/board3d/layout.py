"""Where everything stands in 3D (numpy only: no Qt, no OpenGL), whatever the game.

A game's 3D table (its kit) makes a ``Layout`` for a state: the pieces, each in a ``Slot`` and at
a position; the things that can be clicked, as spheres and boxes for ray picking (``Pick``); and
an ``Anchor`` for every ``Click`` (where highlights and target ghosts go). Clicks are those of the
2D view and the move builder: places (``1b3``, ``c3``), a stash's or tree's top (``size:M``), a
coaster's handle (``rotate:NE``).

Units are centimetres; z points up and the table top is z = 0. Each player's things beside the
board stand on their side of it ("sides"): ``at_the_ends`` moves them to the players' ends of the
table instead, for a tall view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import numpy as np

from core.clicks import Click

BOARD = "board"  # the area of the pieces on the board


@dataclass(frozen=True, order=True)
class Slot:
    """Where a piece is: on the board (``place``, and its ``index`` from the bottom of the stack
    there), or beside it in one of a player's areas — "reserve", "stash", "tree", "captured",
    "paid" — with its ``group`` (a stash's size, a tree's number) and ``index`` in the group."""

    area: str
    place: str = ""
    player: int = -1
    group: int = 0
    index: int = 0

    @classmethod
    def board(cls, place: str, index: int = 0) -> Slot:
        return cls(BOARD, place, -1, 0, index)

    @classmethod
    def beside(cls, area: str, player: int, index: int, group: int = 0) -> Slot:
        return cls(area, "", player, group, index)

    @property
    def on_board(self) -> bool:
        return self.area == BOARD


Point = tuple[float, float, float]
Reach = tuple[float, float, float, float]
"""How far a piece reaches from its position: half its width along x and along y, how far
below and how far above (what the camera must keep in view)."""


@dataclass(frozen=True)
class Piece:
    """One piece: its slot, its shape (the game's kit's name for it: its 3D table draws it), its
    owner, and where it stands (the point of the piece its kit places: a middle, a base); its
    ``reach`` around that point; ``turn`` about the vertical axis in degrees; ``beside`` when
    it stands beside the board; ``faded`` when it is out of the game (paid for a turn)."""

    slot: Slot
    shape: str
    player: int
    position: Point
    turn: float = 0.0
    beside: bool = False
    faded: bool = False
    reach: Reach = (0.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Pick:
    """A clickable volume: a sphere (centre, radius), an axis-aligned box (low, high), or
    "triangles" (a surface as it is drawn: ``triangles``, (N, 3, 3); ``a`` its middle)."""

    raw: Click
    kind: str
    a: Point
    b: Point | float
    beside: bool = False
    triangles: np.ndarray | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Anchor:
    """Where a click's thing is: ``kind`` "round" (a round piece's place: its centre and
    radius), "cell" (top centre of a square and its half width), "handle", or "piece" (a
    stash's or tree's top); ``footprint`` is the half width and depth of a group of pieces,
    highlighted by a frame on the table."""

    kind: str
    centre: Point
    size: float
    footprint: tuple[float, float] | None = None
    beside: bool = False
    rest: float | None = None  # "round", empty: the height its piece would rest at


@dataclass(frozen=True)
class Label:
    """Words or a number on the table, always facing the eye: ``kind`` "coordinate" (a file, a
    rank: shown when the player wants the coordinates), "badge" (a stack's height in a disc of
    the colour on top: ``player``'s), "count" (a stack's visible pips, in a white disc) or
    "tray" (what an area beside the board holds, and whose it is). ``at_ends``: where a label
    beside the board stands before the ends arrangement turns it there, if not at ``position``
    (where its words would stick out past the table's end)."""

    text: str
    position: Point
    kind: str
    player: int = -1
    beside: bool = False
    at_ends: Point | None = None


@dataclass
class Layout:
    pieces: list[Piece] = field(default_factory=list)
    picks: list[Pick] = field(default_factory=list)
    anchors: dict[Click, Anchor] = field(default_factory=dict)
    labels: list[Label] = field(default_factory=list)
    extent: float = 10.0  # how far from the middle things stand, left and right (for the camera)

    def piece(self, slot: Slot) -> Piece | None:
        return next((p for p in self.pieces if p.slot == slot), None)

    def anchor(self, raw: Click | str) -> Anchor | None:
        return self.anchors.get(Click.parse(raw))

    def click_points(self, raw: Click) -> np.ndarray | None:
        """Points of the thing ``raw`` names, best first, where a click may reach it: its middle
        (a piece's, not the table's under it), then around it, up its pick boxes and on the
        faces of its surface, for when something taller stands in front. None if it is not on
        the table."""
        anchor = self.anchor(raw)
        if anchor is None:
            return None
        x, y, z = anchor.centre
        lift = anchor.size * 0.3 if anchor.kind in ("handle", "piece") else 0.0
        boxes = [p for p in self.picks if p.raw == raw and p.kind == "box"]
        if anchor.kind == "piece" and boxes:  # the pieces that are clicked, not the table
            assert isinstance(boxes[0].b, tuple)
            x, y, z = ((a + b) / 2 for a, b in zip(boxes[0].a, boxes[0].b, strict=True))
            lift = 0.0
        steps = (0.0, -0.5, 0.5, -0.9, 0.9)
        spread = anchor.size * 0.8
        candidates = [(x + dx * spread, y + dy * spread, z + lift) for dx in steps for dy in steps]
        for box in boxes:
            assert isinstance(box.b, tuple)
            (x0, y0, z0), (x1, y1, z1) = box.a, box.b
            mx, my, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
            candidates += [
                (mx + dx * hx, my + dy * hy, z0 + (z1 - z0) * h)
                for h in (0.5, 0.9, 0.1)
                for dx in steps
                for dy in steps
            ]
        for surface in self.picks:
            if surface.raw == raw and surface.triangles is not None:  # its faces' middles,
                middles = surface.triangles.mean(axis=1)  # from the top down
                candidates += [tuple(point) for point in middles[np.argsort(-middles[:, 2])]]
        return np.array(candidates)

    def outline(self) -> np.ndarray:
        """Corners of boxes around everything that must stay in view: every piece (as tall as
        it is), every clickable place and every pick box (the stashes' highlights included)."""
        boxes = []
        for piece in self.pieces:
            x, y, z = piece.position
            hx, hy, below, above = piece.reach
            boxes.append(((x - hx, y - hy, z - below), (x + hx, y + hy, z + above)))
        for anchor in self.anchors.values():
            x, y, z = anchor.centre
            s = anchor.size
            boxes.append(((x - s, y - s, z), (x + s, y + s, z + 0.5)))
        for pick in self.picks:
            if pick.kind == "box":
                assert isinstance(pick.b, tuple)
                boxes.append((pick.a, pick.b))
        corners = [
            (box[i][0], box[j][1], box[k][2])
            for box in boxes
            for i in (0, 1)
            for j in (0, 1)
            for k in (0, 1)
        ]
        return np.asarray(corners, float)


ARRANGEMENTS = ("sides", "ends")
ENDS_PUSH = 1.0  # at the ends, things stand this much further out, to hide less of the board


def arranged(layout: Layout, arrangement: str) -> Layout:
    """``layout`` (made in the "sides" arrangement) in ``arrangement``."""
    return at_the_ends(layout) if arrangement == "ends" else layout


def beside_point(point: Point, arrangement: str) -> Point:
    """Where a point of the "sides" arrangement beside the board goes in ``arrangement``: the
    ends arrangement turns the table's sides a quarter turn, the first player's side coming in
    front of the board."""
    if arrangement != "ends":
        return point
    x, y, z = point
    return (-y, x + math.copysign(ENDS_PUSH, x), z)


def at_the_ends(layout: Layout) -> Layout:
    """``layout`` with everything beside the board moved to the players' ends of the table."""
    moved = Layout(extent=layout.extent)
    for piece in layout.pieces:
        if piece.beside:
            piece = replace(
                piece, position=beside_point(piece.position, "ends"), turn=piece.turn + 90.0
            )
        moved.pieces.append(piece)
    for pick in layout.picks:
        if pick.beside and pick.kind == "box":
            assert isinstance(pick.b, tuple)
            a, b = beside_point(pick.a, "ends"), beside_point(pick.b, "ends")
            low = (min(a[0], b[0]), min(a[1], b[1]), a[2])
            high = (max(a[0], b[0]), max(a[1], b[1]), b[2])
            pick = replace(pick, a=low, b=high)
        moved.picks.append(pick)
    for label in layout.labels:
        if label.beside:
            point = label.at_ends or label.position
            label = replace(label, position=beside_point(point, "ends"))
        moved.labels.append(label)
    for raw, anchor in layout.anchors.items():
        if anchor.beside:
            footprint = anchor.footprint[::-1] if anchor.footprint else None
            anchor = replace(
                anchor, centre=beside_point(anchor.centre, "ends"), footprint=footprint
            )
        moved.anchors[raw] = anchor
    return moved


def ring_turn(point: Point, pivot: tuple[float, float], degrees: float) -> Point:
    """``point`` turned about the vertical axis through ``pivot`` by ``degrees`` (counter-clockwise
    seen from above)."""
    a = math.radians(degrees)
    dx, dy = point[0] - pivot[0], point[1] - pivot[1]
    return (
        pivot[0] + dx * math.cos(a) - dy * math.sin(a),
        pivot[1] + dx * math.sin(a) + dy * math.cos(a),
        point[2],
    )

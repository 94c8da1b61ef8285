"""Where everything stands in 3D for a state (numpy only: no Qt, no OpenGL).

A layout lists the pieces (with the slot they occupy and where they stand), the things that
can be clicked (as spheres and boxes for ray picking) and an anchor for every raw click name
(where highlights and target ghosts go). Raw click names are those of the 2D view and the core
move builder: ``1b3``, ``c3``, ``size:M``, ``rotate:NE``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from core.api import State
from core.games.ambush import COASTER_ORIGIN, COASTERS, AmbushState
from core.games.ambush import NAMES as AMBUSH_NAMES
from core.games.pylon import NAMES as PYLON_NAMES
from core.games.pylon import PylonState
from core.games.pylos import COL, LEVEL, NAME, ROW, PylosState
from desktop.board3d.geometry import (
    BALL_RADIUS,
    PYRAMID_BASE,
    PYRAMID_HEIGHT,
    pylos_ball_centre,
    stack_bases,
    stack_height,
)

CELL = 3.0  # Icehouse boards: a square fits a large pyramid with room around it
BOARD_TOP = 0.6  # thickness of the boards (their top face is where pieces stand)
COASTER_GAP = 0.5
COASTER_SIDE = 3 * CELL + 0.4


@dataclass
class Piece:
    """One piece: its ``slot`` (a stable name for where it is, e.g. ``c3#1`` = second from the
    bottom on c3, ``tree:0:2#1``, ``reserve:1:4``), what it is, and where it stands: the centre
    of a ball, or the middle of a pyramid's base; ``turn`` about the vertical axis in degrees."""

    slot: str
    shape: str  # "ball", or "S", "M", "L" for pyramids
    player: int
    position: tuple[float, float, float]
    turn: float = 0.0
    beside: bool = False  # on the table beside the board (a reserve, stash, tree or tray)
    faded: bool = False  # out of the game (paid for a turn): drawn greyed


@dataclass
class Pick:
    """A clickable volume: a sphere (centre, radius) or an axis-aligned box (low, high)."""

    raw: str
    kind: str
    a: tuple[float, float, float]
    b: tuple[float, float, float] | float
    beside: bool = False


@dataclass
class Anchor:
    """Where a raw click name is: ``kind`` "ball" (centre, radius) or "cell" (top centre of a
    square and its half width) or "piece" (a stash or tree pyramid: base centre, half width)."""

    kind: str
    centre: tuple[float, float, float]
    size: float
    footprint: tuple[float, float] | None = None  # half width and depth, for a group of pieces
    beside: bool = False


@dataclass
class Layout:
    pieces: list[Piece] = field(default_factory=list)
    picks: list[Pick] = field(default_factory=list)
    anchors: dict[str, Anchor] = field(default_factory=dict)
    extent: float = 10.0  # how far from the middle things stand, left and right (for the camera)

    def piece(self, slot: str) -> Piece | None:
        return next((p for p in self.pieces if p.slot == slot), None)

    def outline(self) -> np.ndarray:
        """Corners of boxes around everything that must stay in view: every piece (as tall as
        it is), every clickable place and every pick box (the stashes' highlights included)."""
        boxes = []
        for piece in self.pieces:
            x, y, z = piece.position
            if piece.shape == "ball":
                r = BALL_RADIUS
                boxes.append(((x - r, y - r, z - r), (x + r, y + r, z + r)))
            else:
                size = "SML".index(piece.shape)
                h = PYRAMID_BASE[size] / 2
                boxes.append(((x - h, y - h, z), (x + h, y + h, z + PYRAMID_HEIGHT[size])))
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


# --- Pylos ------------------------------------------------------------------------------------
PYLOS_BOARD_HALF = 4 * BALL_RADIUS + 1.0
PYLOS_RESERVE_X = PYLOS_BOARD_HALF + 1.5


def pylos_reserve_position(player: int, index: int) -> tuple[float, float, float]:
    """A reserve: three columns of five balls on the table beside the board."""
    side = -1 if player == 0 else 1
    column, row = index % 3, index // 3
    pitch = 2.1 * BALL_RADIUS
    x = side * (PYLOS_RESERVE_X + BALL_RADIUS + column * pitch)
    y = (2 - row) * pitch
    return (x, y, BALL_RADIUS)


def pylos_layout(state: PylosState) -> Layout:
    layout = Layout(extent=PYLOS_RESERVE_X + 6.5 * BALL_RADIUS)
    for position, name in NAME.items():
        centre = pylos_ball_centre(LEVEL[position], ROW[position], COL[position])
        layout.anchors[name] = Anchor("ball", centre, BALL_RADIUS)
        owner = state.ball_at(position)
        if owner is not None:
            layout.pieces.append(Piece(name, "ball", owner, centre))
            layout.picks.append(Pick(name, "sphere", centre, BALL_RADIUS))
        elif LEVEL[position] == 0:
            x, y, _ = centre
            r = BALL_RADIUS
            layout.picks.append(
                Pick(name, "box", (x - r, y - r, 0.0), (x + r, y + r, BOARD_TOP * 0.2))
            )
    for player in (0, 1):
        for index in range(state.reserves[player]):
            layout.pieces.append(
                Piece(
                    f"reserve:{player}:{index}",
                    "ball",
                    player,
                    pylos_reserve_position(player, index),
                    beside=True,
                )
            )
    return layout


# --- Pylon and Ambush: squares and stacks -----------------------------------------------------
def _stack_pieces(
    layout: Layout,
    name: str,
    centre: tuple[float, float],
    stack: list[tuple[int, int]],
    turn: float = 0.0,
) -> None:
    sizes = [size for _, size in stack]
    for index, ((player, size), base) in enumerate(zip(stack, stack_bases(sizes), strict=True)):
        layout.pieces.append(
            Piece(
                f"{name}#{index}",
                "SML"[size],
                player,
                (centre[0], centre[1], BOARD_TOP + base),
                turn,
            )
        )


def _square(
    layout: Layout,
    name: str,
    centre: tuple[float, float],
    stack: list[tuple[int, int]],
    top: float = BOARD_TOP,
) -> None:
    x, y = centre
    h = CELL / 2
    height = stack_height([size for _, size in stack])
    layout.anchors[name] = Anchor("cell", (x, y, top), h)
    layout.picks.append(
        Pick(name, "box", (x - h, y - h, 0.0), (x + h, y + h, top + max(height, 0.05)))
    )


PYLON_HALF_X, PYLON_HALF_Y = 3 * CELL + 0.8, 2.5 * CELL + 0.8
PYLON_STASH_X = PYLON_HALF_X + 2.5


def pylon_cell_centre(index: int) -> tuple[float, float]:
    row, col = divmod(index, 6)
    return ((col - 2.5) * CELL, (2 - row) * CELL)


def pylon_stash_position(player: int, size: int, index: int) -> tuple[float, float, float]:
    """A stash: one column of five per size beside the board (the first player's on the left)."""
    side = -1 if player == 0 else 1
    x = side * (PYLON_STASH_X + (0.0, 2.6, 5.6)[size])
    y = (index - 2) * PYRAMID_BASE[size] * 1.25
    return (x, y, 0.0)


def pylon_layout(state: PylonState) -> Layout:
    layout = Layout(extent=PYLON_STASH_X + 7.2)
    for index, stack in enumerate(state.board):
        centre = pylon_cell_centre(index)
        _square(layout, PYLON_NAMES[index], centre, list(stack))
        _stack_pieces(layout, PYLON_NAMES[index], centre, list(stack))
    for player in (0, 1):
        for size in range(3):
            count = state.stashes[player][size]
            for index in range(count):
                position = pylon_stash_position(player, size, index)
                layout.pieces.append(
                    Piece(
                        f"stash:{player}:{size}:{index}", "SML"[size], player, position, 0.0, True
                    )
                )
            if count and player == state.current_player and state.is_placement_phase:
                _stash_pick(
                    layout,
                    f"size:{'SML'[size]}",
                    [pylon_stash_position(player, size, i) for i in range(count)],
                    size,
                )
    return layout


def _stash_pick(
    layout: Layout, raw: str, positions: list[tuple[float, float, float]], size: int
) -> None:
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    half = PYRAMID_BASE[size] / 2 + 0.2
    low = (min(xs) - half, min(ys) - half, 0.0)
    high = (max(xs) + half, max(ys) + half, max(p[2] for p in positions) + PYRAMID_HEIGHT[size])
    layout.picks.append(Pick(raw, "box", low, high, True))
    centre = ((low[0] + high[0]) / 2, (low[1] + high[1]) / 2, 0.0)
    half = ((high[0] - low[0]) / 2, (high[1] - low[1]) / 2)
    layout.anchors[raw] = Anchor("piece", centre, max(half), half, True)


# --- Ambush -----------------------------------------------------------------------------------
AMBUSH_HALF = COASTER_SIDE + COASTER_GAP / 2
TREE_X = AMBUSH_HALF + 2.8
TRAY_X = AMBUSH_HALF + 6.4


def ambush_cell_centre(index: int) -> tuple[float, float]:
    row, col = divmod(index, 6)
    x = (col - 2.5) * CELL + (COASTER_GAP / 2 if col >= 3 else -COASTER_GAP / 2)
    y = (2.5 - row) * CELL + (-COASTER_GAP / 2 if row >= 3 else COASTER_GAP / 2)
    return (x, y)


def coaster_centre(k: int) -> tuple[float, float]:
    col0, row0 = COASTER_ORIGIN[k]
    return ambush_cell_centre((row0 + 1) * 6 + col0 + 1)


def handle_position(k: int) -> tuple[float, float, float]:
    cx, cy = coaster_centre(k)
    dx = -1 if COASTERS[k][1] == "W" else 1
    dy = 1 if COASTERS[k][0] == "N" else -1
    reach = COASTER_SIDE / 2 + 1.2
    return (cx + dx * reach, cy + dy * reach, 0.0)


def tree_base(player: int, tree: int) -> tuple[float, float]:
    side = -1 if player == 0 else 1
    return (side * TREE_X, 7.2 - tree * 3.6)


def tray_position(player: int, kind: str, index: int) -> tuple[float, float, float]:
    """Captured pyramids (above) and pyramids paid for rotations (below), beside the trees."""
    side = -1 if player == 0 else 1
    column, row = index % 3, index // 3
    x = side * (TRAY_X + column * 2.2)
    y = (8.5 if kind == "captured" else -1.5) - row * 2.0
    return (x, y, 0.0)


def ambush_layout(state: AmbushState) -> Layout:
    layout = Layout(extent=TRAY_X + 5.9)
    for index in range(36):
        centre = ambush_cell_centre(index)
        stack = list(state.stack(index))
        _square(layout, AMBUSH_NAMES[index], centre, stack)
        _stack_pieces(layout, AMBUSH_NAMES[index], centre, stack)
    for k, name in enumerate(COASTERS):
        position = handle_position(k)
        raw = f"rotate:{name}"
        layout.anchors[raw] = Anchor("handle", position, 0.9)
        x, y, _ = position
        layout.picks.append(Pick(raw, "box", (x - 0.9, y - 0.9, 0.0), (x + 0.9, y + 0.9, 0.6)))
    for player in (0, 1):
        for tree, sizes in enumerate(state.trees(player)):
            x, y = tree_base(player, tree)
            stack = [(player, "SML".index(letter)) for letter in sizes]
            bases = stack_bases([s for _, s in stack])
            for level, ((_, size), base) in enumerate(zip(stack, bases, strict=True)):
                layout.pieces.append(
                    Piece(
                        f"tree:{player}:{tree}#{level}",
                        "SML"[size],
                        player,
                        (x, y, base),
                        beside=True,
                    )
                )
            if stack and player == state.current_player and not state.is_over:
                size = stack[-1][1]
                raw = f"size:{'SML'[size]}"
                top = bases[-1]
                half = PYRAMID_BASE[size] / 2 + 0.15
                layout.picks.append(
                    Pick(
                        raw,
                        "box",
                        (x - half, y - half, top),
                        (x + half, y + half, top + PYRAMID_HEIGHT[size]),
                        True,
                    )
                )
                # highlighted by a frame on the table around the tree
                layout.anchors.setdefault(
                    raw, Anchor("piece", (x, y, 0.0), half, (half, half), beside=True)
                )
        for kind, sizes, owner in (
            ("captured", state.captured(player), 1 - player),
            ("paid", state.paid(player), player),
        ):
            for index, size in enumerate(sizes):
                layout.pieces.append(
                    Piece(
                        f"{kind}:{player}:{index}",
                        "SML"[size],
                        owner,
                        tray_position(player, kind, index),
                        beside=True,
                        faded=kind == "paid",
                    )
                )
    return layout


ARRANGEMENTS = ("sides", "ends")
ENDS_PUSH = 1.0  # at the ends, things stand this much further out, to hide less of the board


def layout_for(state: State, arrangement: str = "sides") -> Layout:
    """Where everything stands. "sides": each player's reserve, stash or trees on the table to
    their left or right of the board (for a wide view); "ends": at their own end of the table,
    in front of or behind the board (for a tall view)."""
    if isinstance(state, PylosState):
        layout = pylos_layout(state)
    elif isinstance(state, PylonState):
        layout = pylon_layout(state)
    else:
        assert isinstance(state, AmbushState)
        layout = ambush_layout(state)
    return at_the_ends(layout) if arrangement == "ends" else layout


def beside_point(point: tuple[float, float, float], arrangement: str) -> tuple[float, float, float]:
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
            piece = Piece(
                piece.slot,
                piece.shape,
                piece.player,
                beside_point(piece.position, "ends"),
                piece.turn + 90.0,
                True,
                piece.faded,
            )
        moved.pieces.append(piece)
    for pick in layout.picks:
        if pick.beside and pick.kind == "box":
            assert isinstance(pick.b, tuple)
            a, b = beside_point(pick.a, "ends"), beside_point(pick.b, "ends")
            low = (min(a[0], b[0]), min(a[1], b[1]), a[2])
            high = (max(a[0], b[0]), max(a[1], b[1]), b[2])
            pick = Pick(pick.raw, "box", low, high, True)
        moved.picks.append(pick)
    for raw, anchor in layout.anchors.items():
        if anchor.beside:
            footprint = anchor.footprint[::-1] if anchor.footprint else None
            anchor = Anchor(
                anchor.kind, beside_point(anchor.centre, "ends"), anchor.size, footprint, True
            )
        moved.anchors[raw] = anchor
    return moved


def ring_turn(
    point: tuple[float, float, float], pivot: tuple[float, float], degrees: float
) -> tuple[float, float, float]:
    """``point`` turned about the vertical axis through ``pivot`` by ``degrees`` (counter-clockwise
    seen from above)."""
    a = math.radians(degrees)
    dx, dy = point[0] - pivot[0], point[1] - pivot[1]
    return (
        pivot[0] + dx * math.cos(a) - dy * math.sin(a),
        pivot[1] + dx * math.sin(a) + dy * math.cos(a),
        point[2],
    )

"""Ambush in 3D: four coasters that turn with their pieces, a handle at each coaster's corner,
each player's five trees beside the board, and the pyramids captured and set aside."""

from __future__ import annotations

import math

from core.api import Game, State
from core.clicks import Click
from core.games.ambush.board import COASTER_ORIGIN, COASTERS, NAMES
from core.games.ambush.rules import AmbushState
from core.notation import SIZES
from core.transitions import Rotated
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Anchor, Label, Layout, Pick, Piece, Point, Slot
from desktop.board3d.table import BoardPart, PieceLook, Turn
from desktop.games.icehouse.physical import PYRAMID_BASE, PYRAMID_HEIGHT, stack_bases
from desktop.games.icehouse.table3d import (
    BOARD_TOP,
    CELL,
    add_coordinates,
    add_square,
    half_width_at,
    pyramid_look,
    reach,
)
from desktop.i18n import colon, tr
from desktop.model.describe import figure_text

COASTER_GAP = 0.5
COASTER_SIDE = 3 * CELL + 0.4
HALF = COASTER_SIDE + COASTER_GAP / 2
TREE_X = HALF + 2.8
TRAY_X = HALF + 6.4
COASTER_RGBA = (
    (0.91, 0.84, 0.71, 1.0),
    (0.85, 0.89, 0.82, 1.0),
    (0.83, 0.87, 0.91, 1.0),
    (0.92, 0.82, 0.82, 1.0),
)
LINE_RGBA = (0.45, 0.42, 0.36, 1.0)
HANDLE_RGBA = (0.35, 0.38, 0.36, 1.0)
ARROW_RGBA = (0.93, 0.91, 0.85, 1.0)


def cell_centre(index: int) -> tuple[float, float]:
    row, col = divmod(index, 6)
    x = (col - 2.5) * CELL + (COASTER_GAP / 2 if col >= 3 else -COASTER_GAP / 2)
    y = (2.5 - row) * CELL + (-COASTER_GAP / 2 if row >= 3 else COASTER_GAP / 2)
    return (x, y)


def coaster_cells(k: int) -> list[int]:
    col0, row0 = COASTER_ORIGIN[k]
    return [(row0 + y) * 6 + col0 + x for y in range(3) for x in range(3)]


def coaster_centre(k: int) -> tuple[float, float]:
    return cell_centre(coaster_cells(k)[4])


def handle_position(k: int) -> Point:
    cx, cy = coaster_centre(k)
    dx = -1 if COASTERS[k][1] == "W" else 1
    dy = 1 if COASTERS[k][0] == "N" else -1
    reach = COASTER_SIDE / 2 + 1.2
    return (cx + dx * reach, cy + dy * reach, 0.0)


def tree_base(player: int, tree: int) -> tuple[float, float]:
    side = -1 if player == 0 else 1
    return (side * TREE_X, 7.2 - tree * 3.6)


def tray_position(player: int, kind: str, index: int) -> Point:
    """Captured pyramids (above) and pyramids paid for rotations (below), beside the trees."""
    side = -1 if player == 0 else 1
    column, row = index % 3, index // 3
    x = side * (TRAY_X + column * 2.2)
    y = (8.5 if kind == "captured" else -1.5) - row * 2.0
    return (x, y, 0.0)


class AmbushTable:
    def layout(self, state: State) -> Layout:
        assert isinstance(state, AmbushState)
        layout = Layout(extent=TRAY_X + 5.9)
        for index in range(36):
            stack = list(state.stack(index))
            add_square(layout, NAMES[index], cell_centre(index), stack, state.visible_pips(index))
        files = {"abcdef"[col]: cell_centre(col)[0] for col in range(6)}
        ranks = {str(row + 1): cell_centre(row * 6)[1] for row in range(6)}
        add_coordinates(layout, files, ranks, (HALF + 0.55, HALF + 0.55))
        for k, name in enumerate(COASTERS):
            position = handle_position(k)
            click = Click("rotate", name)
            layout.anchors[click] = Anchor("handle", position, 0.9)
            x, y, _ = position
            layout.picks.append(
                Pick(click, "box", (x - 0.9, y - 0.9, 0.0), (x + 0.9, y + 0.9, 0.6))
            )
        for player in (0, 1):
            self._trees(layout, state, player)
            self._tray_labels(layout, state, player)
            for kind, sizes, owner in (
                ("captured", state.captured(player), 1 - player),
                ("paid", state.paid(player), player),
            ):
                for index, size in enumerate(sizes):
                    slot = Slot.beside(kind, player, index)
                    position = tray_position(player, kind, index)
                    faded = kind == "paid"
                    layout.pieces.append(
                        Piece(
                            slot,
                            SIZES[size],
                            owner,
                            position,
                            beside=True,
                            faded=faded,
                            reach=reach(size),
                        )
                    )
        return layout

    def _tray_labels(self, layout: Layout, state: AmbushState, player: int) -> None:
        """Whose each tray is, and what it holds, as the 2D board says it."""
        captured = "{player}" + colon() + figure_text(state, player)  # "captured 1 pip"
        paid = "{player}" + colon() + tr("set aside")
        for kind, words in (("captured", captured), ("paid", paid)):
            x, y, _ = tray_position(player, kind, 1)
            layout.labels.append(Label(words, (x, y + 1.6, 0.0), "tray", player, beside=True))
        x, y = tree_base(player, 0)
        over = PYRAMID_HEIGHT[-1] + 1.0  # over the trees' tips, not behind them from a seat
        layout.labels.append(Label("{player}", (x, y + 2.2, over), "tray", player, beside=True))

    def _trees(self, layout: Layout, state: AmbushState, player: int) -> None:
        for tree, sizes in enumerate(state.trees(player)):
            x, y = tree_base(player, tree)
            levels = [SIZES.index(letter) for letter in sizes]
            bases = stack_bases(levels)
            for level, (size, base) in enumerate(zip(levels, bases, strict=True)):
                slot = Slot.beside("tree", player, level, group=tree)
                piece = Piece(
                    slot, SIZES[size], player, (x, y, base), beside=True, reach=reach(size)
                )
                layout.pieces.append(piece)
            if not levels:
                continue
            # the whole tree answers a click: as its top when it may be played, otherwise as
            # itself (the opponent's: refused in words)
            active = player == state.current_player and not state.is_over
            size, top = levels[-1], bases[-1]
            click = Click("size", SIZES[size]) if active else Click.stash(player, tree)
            half = max(PYRAMID_BASE[level] for level in levels) / 2 + 0.15
            low, high = (x - half, y - half, 0.0), (x + half, y + half, top + PYRAMID_HEIGHT[size])
            layout.picks.append(Pick(click, "box", low, high, True))
            if active:
                half = PYRAMID_BASE[size] / 2 + 0.15
                # highlighted by a frame around the top pyramid, at its foot: on the table, a
                # small top's frame lay inside the large pyramid under it, hidden
                below = max(half_width_at(k, b, top) for k, b in zip(levels, bases, strict=True))
                ring = max(half, below + 0.2)
                layout.anchors.setdefault(
                    click, Anchor("piece", (x, y, top), ring, (ring, ring), beside=True)
                )

    def board_parts(self, game: Game) -> list[BoardPart]:
        side = 2 * HALF + 1.2
        frame = geo.box(side, side, BOARD_TOP * 0.5).coloured((0.13, 0.16, 0.14, 1.0))
        parts = [BoardPart(frame)]
        for k in range(4):
            cx, cy = coaster_centre(k)
            parts.append(BoardPart(_coaster_mesh(k), (cx, cy, 0.0), name=COASTERS[k]))
        handles = [
            geo.disc(0.9, 0.35, 20)
            .transformed(geo.translation(*handle_position(k)))
            .coloured(HANDLE_RGBA)
            for k in range(4)
        ]
        arrows = [_arrow_mesh(handle_position(k)) for k in range(4)]
        parts.append(BoardPart(geo.merge(handles + arrows)))
        return parts

    def piece_look(self, shape: str, player: int, faded: bool) -> PieceLook:
        return pyramid_look(shape, player, faded)

    def turn(self, step: Rotated) -> Turn | None:
        """A coaster turns about its centre, carrying the pieces of its nine squares."""
        k = COASTERS.index(step.coaster)
        places = frozenset(NAMES[i] for i in coaster_cells(k))
        return Turn(step.coaster, coaster_centre(k), places)


def _coaster_mesh(k: int) -> geo.Mesh:
    parts = [geo.box(COASTER_SIDE, COASTER_SIDE, BOARD_TOP).coloured(COASTER_RGBA[k])]
    for i in (1, 2):
        offset = -1.5 * CELL + i * CELL
        for sx, sy, x, y in ((0.06, 3 * CELL, offset, 0.0), (3 * CELL, 0.06, 0.0, offset)):
            # lifted off the coaster's face, or the two fight for the same depth
            line = geo.box(sx, sy, 0.015).transformed(geo.translation(x, y, BOARD_TOP + 0.004))
            parts.append(line.coloured(LINE_RGBA))
    dot = geo.disc(0.22, 0.02, 12).transformed(
        geo.translation(COASTER_SIDE / 2 - 0.7, COASTER_SIDE / 2 - 0.7, BOARD_TOP)
    )
    parts.append(dot.coloured(LINE_RGBA))
    return geo.merge(parts)


def _arrow_mesh(position: Point) -> geo.Mesh:
    """A turning arrow on top of a coaster's handle: a ring of small blocks and a head."""
    x, y, _ = position
    parts = []
    for step in range(9):
        angle = math.radians(100 + step * 30)
        block = geo.box(0.16, 0.16, 0.04).transformed(
            geo.translation(x + 0.55 * math.cos(angle), y + 0.55 * math.sin(angle), 0.35)
        )
        parts.append(block.coloured(ARROW_RGBA))
    head = geo.box(0.3, 0.3, 0.04).transformed(
        geo.translation(x + 0.55 * math.cos(math.radians(100)), y + 0.55, 0.35)
    )
    parts.append(head.coloured(ARROW_RGBA))
    return geo.merge(parts)


TABLE = AmbushTable()

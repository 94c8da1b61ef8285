"""Pylon in 3D: the 6×5 board and its stacks, each player's stash in three rows beside it."""

from __future__ import annotations

from core.api import Game, State
from core.clicks import Click
from core.games.pylon.rules import NAMES, PylonState
from core.notation import SIZES
from core.transitions import Rotated
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Label, Layout, Piece, Point, Slot
from desktop.board3d.table import BoardPart, PieceLook, Turn
from desktop.games.icehouse.physical import PYRAMID_BASE
from desktop.games.icehouse.table3d import (
    BOARD_TOP,
    CELL,
    add_coordinates,
    add_square,
    add_stash_pick,
    pyramid_look,
    reach,
)
from desktop.i18n import tr

HALF_X, HALF_Y = 3 * CELL + 0.8, 2.5 * CELL + 0.8
STASH_X = HALF_X + 2.5


def cell_centre(index: int) -> tuple[float, float]:
    row, col = divmod(index, 6)
    return ((col - 2.5) * CELL, (2 - row) * CELL)


def stash_position(player: int, size: int, index: int) -> Point:
    """A stash: one row of five per size beside the board (the first player's on the left)."""
    side = -1 if player == 0 else 1
    x = side * (STASH_X + (0.0, 2.6, 5.6)[size])
    y = (index - 2) * PYRAMID_BASE[size] * 1.25
    return (x, y, 0.0)


class PylonTable:
    def layout(self, state: State) -> Layout:
        assert isinstance(state, PylonState)
        layout = Layout(extent=STASH_X + 7.2)
        for index, stack in enumerate(state.board):
            add_square(layout, NAMES[index], cell_centre(index), list(stack))
        files = {"abcdef"[col]: cell_centre(col)[0] for col in range(6)}
        ranks = {str(row + 1): cell_centre(row * 6)[1] for row in range(5)}
        add_coordinates(layout, files, ranks, (HALF_X - 0.4, HALF_Y - 0.4))
        for player in (0, 1):
            side = -1 if player == 0 else 1
            where = (side * (STASH_X + 2.6), 8.2, 0.0)
            if state.is_placement_phase:
                words = tr("{player}: stash")
            else:
                words = tr("{player}: score {score}").format(
                    player="{player}", score=state.figures()[player]
                )
            edge = (side * (HALF_Y + 1.6), 0.0, 0.0)  # at the ends: beyond the board's edge
            layout.labels.append(Label(words, where, "tray", player, True, at_ends=edge))
            for size in range(3):
                count = state.stashes[player][size]
                positions = [stash_position(player, size, i) for i in range(count)]
                for index, position in enumerate(positions):
                    slot = Slot.beside("stash", player, index, group=size)
                    piece = Piece(
                        slot, SIZES[size], player, position, beside=True, reach=reach(size)
                    )
                    layout.pieces.append(piece)
                if count:  # (as the 2D stash says it: "S × 4")
                    words = (tr("S × {count}"), tr("M × {count}"), tr("L × {count}"))[size]
                    below = stash_position(player, size, 0)
                    spot = (below[0], below[1] - 1.4, 0.0)
                    label = Label(words.format(count=count), spot, "tray", player, True)
                    layout.labels.append(label)
                if count and player == state.current_player and state.is_placement_phase:
                    add_stash_pick(layout, Click("size", SIZES[size]), positions, size)
                elif count:  # the opponent's: clicked, refused in words that name it
                    add_stash_pick(layout, Click.stash(player, SIZES[size]), positions, size)
        return layout

    def board_parts(self, game: Game) -> list[BoardPart]:
        parts = [geo.box(2 * HALF_X, 2 * HALF_Y, BOARD_TOP).coloured((0.80, 0.74, 0.62, 1.0))]
        for index in range(30):
            row, col = divmod(index, 6)
            x, y = cell_centre(index)
            shade = 0.92 if (row + col) % 2 == 0 else 0.86
            tile = geo.box(CELL - 0.12, CELL - 0.12, 0.02).transformed(
                geo.translation(x, y, BOARD_TOP)
            )
            parts.append(tile.coloured((shade, shade * 0.96, shade * 0.88, 1.0)))
        return [BoardPart(geo.merge(parts))]

    def piece_look(self, shape: str, player: int, faded: bool) -> PieceLook:
        return pyramid_look(shape, player, faded)

    def turn(self, step: Rotated) -> Turn | None:
        return None


TABLE = PylonTable()

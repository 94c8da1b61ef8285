"""Pylos in 3D: the wooden board with its hollows, balls resting on the four below them, and
each player's reserve on the table beside the board."""

from __future__ import annotations

import math

from core.api import Game, State
from core.clicks import Click
from core.games.pylos.board import COL, LEVEL, NAME, ROW
from core.games.pylos.rules import PylosState
from core.transitions import Rotated
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Anchor, Label, Layout, Pick, Piece, Point, Slot
from desktop.board3d.table import BoardPart, PieceLook, Turn
from desktop.games.balls.colours import WOOD, surface_rgba
from desktop.games.balls.physical import BALL_RADIUS, HOLLOW_SINK
from desktop.i18n import tr

BOARD_HALF = 4 * BALL_RADIUS + 1.0
RESERVE_X = BOARD_HALF + 1.5
BOARD_RGBA = (0.70, 0.46, 0.25, 1.0)
PICK_DEPTH = 0.12  # an empty hollow is clicked on a thin box over it
REACH = (BALL_RADIUS, BALL_RADIUS, BALL_RADIUS, BALL_RADIUS)


def ball_centre(z: int, r: int, c: int) -> Point:
    """Centre of the ball on level ``z`` (0 = the board), row ``r``, column ``c``: balls of a
    level touch, and each upper ball rests on the four below it (centre r·√2 higher)."""
    pitch = 2 * BALL_RADIUS
    x = (c + z / 2 - 1.5) * pitch
    y = (1.5 - r - z / 2) * pitch
    height = BALL_RADIUS - HOLLOW_SINK + z * BALL_RADIUS * math.sqrt(2)
    return (x, y, height)


RACK_BASE = 12  # a reserve's rack: two rows of six balls, three resting in the gaps on top


def reserve_position(player: int, index: int) -> Point:
    """A reserve on the table beside the board, packed as balls lie in a rack: two rows of six,
    and the last three on top of them, in the gaps of four (the top ones are taken first)."""
    side = -1 if player == 0 else 1
    r = BALL_RADIUS
    pitch = 2.02 * r
    inner = RESERVE_X + r
    if index < RACK_BASE or index >= RACK_BASE + 3:
        row, column = divmod(index if index < RACK_BASE else index - 3, 2)
        return (side * (inner + column * pitch), (2.5 - row) * pitch, r)
    gap = 2 * (index - RACK_BASE) + 0.5  # between rows 0 and 1, 2 and 3, 4 and 5
    high = r + math.sqrt(4 * r * r - pitch * pitch / 2)
    return (side * (inner + pitch / 2), (2.5 - gap) * pitch, high)


class PylosTable:
    def layout(self, state: State) -> Layout:
        assert isinstance(state, PylosState)
        layout = Layout(extent=RESERVE_X + 4.5 * BALL_RADIUS)
        for position, name in NAME.items():
            centre = ball_centre(LEVEL[position], ROW[position], COL[position])
            click = Click.place(name)
            # an empty place's mark rests in its hollow, or in the gap of the four below it
            rest = -0.15 if LEVEL[position] == 0 else centre[2] - BALL_RADIUS
            layout.anchors[click] = Anchor("round", centre, BALL_RADIUS, rest=rest)
            owner = state.ball_at(position)
            if owner is not None:
                layout.pieces.append(Piece(Slot.board(name), "ball", owner, centre, reach=REACH))
                layout.picks.append(Pick(click, "sphere", centre, BALL_RADIUS))
            elif LEVEL[position] == 0:
                x, y, _ = centre
                r = BALL_RADIUS
                layout.picks.append(
                    Pick(click, "box", (x - r, y - r, 0.0), (x + r, y + r, PICK_DEPTH))
                )
        edge = BOARD_HALF - 0.5
        for i in range(4):
            x, y, _ = ball_centre(0, i, i)
            for far in (edge, -edge):
                layout.labels.append(Label("abcd"[i], (x, far, 0.0), "coordinate"))
                layout.labels.append(Label(str(i + 1), (far, y, 0.0), "coordinate"))
        for player in (0, 1):
            count = state.reserves[player]
            words = tr("{player}: {count} in reserve").format(player="{player}", count=count)
            x, y, _ = reserve_position(player, 0)
            between = (math.copysign(RESERVE_X - 0.7, x), 0.0, 0.0)  # the board and the rack
            label = Label(
                words, (x, y + 2.2 * BALL_RADIUS, 0.0), "tray", player, True, at_ends=between
            )
            layout.labels.append(label)
            for index in range(state.reserves[player]):
                slot = Slot.beside("reserve", player, index)
                spot = reserve_position(player, index)
                layout.pieces.append(Piece(slot, "ball", player, spot, beside=True, reach=REACH))
        return layout

    def board_parts(self, game: Game) -> list[BoardPart]:
        hollows = [ball_centre(0, r, c)[:2] for r in range(4) for c in range(4)]
        board = geo.hollowed_slab(BOARD_HALF, 0.6, hollows, HOLLOW_SINK, BALL_RADIUS * 1.08)
        return [BoardPart(board.coloured(BOARD_RGBA), smooth=True)]

    def piece_look(self, shape: str, player: int, faded: bool) -> PieceLook:
        ball = geo.sphere(12, 20).transformed(geo.scaling(BALL_RADIUS, BALL_RADIUS, BALL_RADIUS))
        # the palette's colour (two woods in the standard one)
        return PieceLook(
            ball.coloured(surface_rgba(player)), smooth=True, translucent=False, material=WOOD
        )

    def turn(self, step: Rotated) -> Turn | None:
        return None


TABLE = PylosTable()

"""Pylos in 3D: the wooden board with its hollows (4×4, or 3×3 in the small game), balls resting
on the four below them, and each player's reserve on the table beside the board. The balls keep
their size whatever the game: the small board is smaller, and the camera comes closer to it."""

from __future__ import annotations

import math

from core.api import Game, State
from core.clicks import Click
from core.games.pylos.board import BALLS, COL, LEVEL, ROW
from core.games.pylos.rules import PylosGame, PylosState
from core.transitions import Rotated
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Anchor, Label, Layout, Pick, Piece, Point, Slot
from desktop.board3d.table import BoardPart, PieceLook, Turn
from desktop.games.balls.colours import WOOD, surface_rgba
from desktop.games.balls.physical import BALL_RADIUS, HOLLOW_SINK
from desktop.i18n import tr

BOARD_RGBA = (0.70, 0.46, 0.25, 1.0)
PICK_DEPTH = 0.12  # an empty hollow is clicked on a thin box over it
REACH = (BALL_RADIUS, BALL_RADIUS, BALL_RADIUS, BALL_RADIUS)


def ball_centre(z: int, r: int, c: int, base: int = 4) -> Point:
    """Centre of the ball on level ``z`` (0 = the board), row ``r``, column ``c`` of a pyramid
    on a ``base``-wide board: balls of a level touch, and each upper ball rests on the four
    below it (centre r·√2 higher)."""
    pitch = 2 * BALL_RADIUS
    middle = (base - 1) / 2
    x = (c + z / 2 - middle) * pitch
    y = (middle - r - z / 2) * pitch
    height = BALL_RADIUS - HOLLOW_SINK + z * BALL_RADIUS * math.sqrt(2)
    return (x, y, height)


def board_half(base: int) -> float:
    """Half the side of the board of a ``base``-wide pyramid (a margin round its hollows)."""
    return base * BALL_RADIUS + 1.0


def rack_rows(balls: int) -> int:
    """The rows of two a reserve of ``balls`` lies in: as few as hold them, with a ball resting
    in the gap of every second pair of rows (six rows and three on top for the full set)."""
    rows = 1
    while 2 * rows + rows // 2 < balls:
        rows += 1
    return rows


def reserve_position(player: int, index: int, balls: int = BALLS, base: int = 4) -> Point:
    """A reserve of ``balls`` on the table beside a ``base``-wide board, packed as balls lie in
    a rack: two rows side by side, and the last few on top of them, in the gaps of four (the
    top ones are taken first)."""
    side = -1 if player == 0 else 1
    r = BALL_RADIUS
    pitch = 2.02 * r
    inner = board_half(base) + 1.5 + r
    rows = rack_rows(balls)
    middle = (rows - 1) / 2
    if index < 2 * rows:
        row, column = divmod(index, 2)
        return (side * (inner + column * pitch), (middle - row) * pitch, r)
    gap = 2 * (index - 2 * rows) + 0.5  # between rows 0 and 1, 2 and 3, 4 and 5
    high = r + math.sqrt(4 * r * r - pitch * pitch / 2)
    return (side * (inner + pitch / 2), (middle - gap) * pitch, high)


class PylosTable:
    def layout(self, state: State) -> Layout:
        assert isinstance(state, PylosState)
        game = state.game
        base, balls = game.board.base, game.balls
        reserve_x = board_half(base) + 1.5
        layout = Layout(extent=reserve_x + 4.5 * BALL_RADIUS)
        for position, name in game.board.names.items():
            centre = ball_centre(LEVEL[position], ROW[position], COL[position], base)
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
        edge = board_half(base) - 0.5
        for i in range(base):
            x, y, _ = ball_centre(0, i, i, base)
            for far in (edge, -edge):
                layout.labels.append(Label("abcd"[i], (x, far, 0.0), "coordinate"))
                layout.labels.append(Label(str(i + 1), (far, y, 0.0), "coordinate"))
        for player in (0, 1):
            count = state.reserves[player]
            words = tr("{player}: {count} in reserve").format(player="{player}", count=count)
            x, y, _ = reserve_position(player, 0, balls, base)
            between = (math.copysign(reserve_x - 0.7, x), 0.0, 0.0)  # the board and the rack
            label = Label(
                words, (x, y + 2.2 * BALL_RADIUS, 0.0), "tray", player, True, at_ends=between
            )
            layout.labels.append(label)
            for index in range(state.reserves[player]):
                slot = Slot.beside("reserve", player, index)
                spot = reserve_position(player, index, balls, base)
                layout.pieces.append(Piece(slot, "ball", player, spot, beside=True, reach=REACH))
        return layout

    def board_parts(self, game: Game) -> list[BoardPart]:
        assert isinstance(game, PylosGame)
        base = game.board.base
        hollows = [ball_centre(0, r, c, base)[:2] for r in range(base) for c in range(base)]
        board = geo.hollowed_slab(board_half(base), 0.6, hollows, HOLLOW_SINK, BALL_RADIUS * 1.08)
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

"""Pylos from above: the board with its 16 hollows, balls on every level, both reserves, and a
map of each level beside it so the balls hidden under upper levels can be seen (and clicked)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from core.api import State
from core.builder import MoveBuilder
from core.games.pylos import BY_NAME, COL, LEVEL, NAME, ROW, PylosState
from core.transitions import Captured, Moved, Paid, Placed, Step, TakenBack
from desktop import theme
from desktop.board2d.pieces import BallItem, set_raw
from desktop.board2d.scene import Z_BOARD, Z_PIECES, BoardScene

U = 100.0  # distance between hollows
BALL = 0.47 * U
SIDE = 150.0  # width of each reserve column
BOARD_X, BOARD_Y, MARGIN = SIDE, 0.0, 45.0
MAP_PITCH, MAP_Y = 27.0, 4 * U + 2 * MARGIN + 40
RESERVE_PITCH, RESERVE_BALL = 50.0, 21.0
WIDTH = 2 * SIDE + 4 * U + 2 * MARGIN
HEIGHT = MAP_Y + 4 * MAP_PITCH + 30


def centre(position: int) -> QPointF:
    """Where the ball at ``position`` sits, seen from above (upper balls between four below)."""
    z, r, c = LEVEL[position], ROW[position], COL[position]
    return QPointF(
        BOARD_X + MARGIN + U * (c + 0.5 + z / 2), BOARD_Y + MARGIN + U * (r + 0.5 + z / 2)
    )


def map_origin(z: int) -> QPointF:
    widths = [(4 - level) * MAP_PITCH for level in range(4)]
    gap = 38.0
    start = BOARD_X + MARGIN + 2 * U - (sum(widths) + 3 * gap) / 2
    return QPointF(start + sum(widths[:z]) + gap * z, MAP_Y)


def map_centre(position: int) -> QPointF:
    origin = map_origin(LEVEL[position])
    return origin + QPointF(MAP_PITCH * (COL[position] + 0.5), MAP_PITCH * (ROW[position] + 0.5))


def reserve_slot(player: int, index: int) -> QPointF:
    x = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
    column, row = index % 2, index // 2
    return QPointF(x + (column - 0.5) * RESERVE_PITCH, 75 + row * RESERVE_PITCH)


class PylosScene(BoardScene):
    def build_board(self) -> None:
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        side = 4 * U + 2 * MARGIN
        wood = QLinearGradient(QPointF(BOARD_X, BOARD_Y), QPointF(BOARD_X + side, BOARD_Y + side))
        wood.setColorAt(0, theme.BOARD_WOOD.lighter(112))
        wood.setColorAt(1, theme.BOARD_WOOD_DARK)
        board = self.addRect(
            QRectF(BOARD_X, BOARD_Y, side, side),
            QPen(theme.BOARD_WOOD_DARK.darker(140), 3),
            QBrush(wood),
        )
        board.setZValue(Z_BOARD)
        for position in range(16):
            point = centre(position)
            shade = QRadialGradient(point + QPointF(BALL * 0.25, BALL * 0.3), BALL * 1.2)
            shade.setColorAt(0, theme.HOLLOW.darker(130))
            shade.setColorAt(1, theme.HOLLOW)
            hollow = self.addEllipse(
                QRectF(point.x() - BALL * 0.8, point.y() - BALL * 0.8, BALL * 1.6, BALL * 1.6),
                QPen(theme.BOARD_WOOD_DARK.darker(150), 1.5),
                QBrush(shade),
            )
            hollow.setZValue(Z_BOARD + 0.5)
            set_raw(hollow, NAME[position])
        for c in range(4):
            x = BOARD_X + MARGIN + U * (c + 0.5)
            self.add_label("abcd"[c], QPointF(x, BOARD_Y + MARGIN / 2), 20, theme.TEXT)
            self.add_label("abcd"[c], QPointF(x, BOARD_Y + side - MARGIN / 2), 20, theme.TEXT)
        for r in range(4):
            y = BOARD_Y + MARGIN + U * (r + 0.5)
            self.add_label(str(r + 1), QPointF(BOARD_X + MARGIN / 2, y), 20, theme.TEXT)
            self.add_label(str(r + 1), QPointF(BOARD_X + side - MARGIN / 2, y), 20, theme.TEXT)
        for z in range(4):
            origin = map_origin(z)
            n = 4 - z
            frame = self.addRect(
                QRectF(origin.x() - 4, origin.y() - 4, n * MAP_PITCH + 8, n * MAP_PITCH + 8),
                QPen(QColor(255, 255, 255, 60), 1),
                QBrush(QColor(0, 0, 0, 60)),
            )
            frame.setZValue(Z_BOARD)
            self.add_label(
                f"level {z + 1}", QPointF(origin.x() + n * MAP_PITCH / 2, origin.y() - 20), 15
            )
            for position in (p for p in NAME if LEVEL[p] == z):
                point = map_centre(position)
                dot = self.addEllipse(
                    QRectF(point.x() - 4, point.y() - 4, 8, 8),
                    QPen(QColor(255, 255, 255, 40)),
                    QBrush(QColor(0, 0, 0, 80)),
                )
                dot.setZValue(Z_BOARD + 0.5)
                self.add_click_area(
                    QRectF(
                        point.x() - MAP_PITCH / 2, point.y() - MAP_PITCH / 2, MAP_PITCH, MAP_PITCH
                    ),
                    NAME[position],
                )

    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, PylosState)
        for position in NAME:
            owner = state.ball_at(position)
            if owner is None:
                continue
            ball = BallItem(owner, BALL, NAME[position])
            ball.setPos(centre(position))
            self.add_piece(NAME[position], ball, Z_PIECES + LEVEL[position])
            small = BallItem(owner, MAP_PITCH * 0.45, NAME[position], shadow=False)
            small.setPos(map_centre(position))
            self.add_dynamic(small, Z_PIECES)
        for player in (0, 1):
            count = state.reserves[player]
            x = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
            self.add_side_title(state, player, x, f"{self.names[player]}: {count}")
            for index in range(count):
                ball = BallItem(player, RESERVE_BALL, None)
                ball.setPos(reserve_slot(player, index))
                self.add_dynamic(ball, Z_PIECES)

    def draw_controls(self, builder: MoveBuilder | None) -> None:
        if builder is not None and any(t.id == "done" for t in builder.targets()):
            self.add_button("Done", self._done_centre(builder), "done", 120, 46)

    def _done_centre(self, builder: MoveBuilder) -> QPointF:
        x = SIDE / 2 if builder.state.current_player == 0 else WIDTH - SIDE / 2
        return QPointF(x, 4 * U + 2 * MARGIN - 30)

    def place_rect(self, raw: str) -> QRectF | None:
        position = BY_NAME.get(raw)
        if position is None:
            return None
        point = centre(position)
        return QRectF(point.x() - BALL, point.y() - BALL, 2 * BALL, 2 * BALL)

    def marker_shape(self, raw: str) -> str:
        return "rect" if raw == "done" else "ellipse"

    def already_shown(self, step: Step) -> bool:
        # While a recovery is chosen, the ball already stands in its place and the balls taken
        # back so far are already gone.
        if isinstance(step, Placed):
            return step.at in self.pieces_at
        if isinstance(step, Moved):
            return step.origin not in self.pieces_at
        if isinstance(step, TakenBack):
            return step.at not in self.pieces_at
        return False

    def source_point(self, step: Placed | Paid) -> QPointF:
        return reserve_slot(step.player, 0)

    def sink_point(self, step: TakenBack | Captured | Paid) -> QPointF:
        player = step.player if isinstance(step, TakenBack | Paid) else step.owner
        return reserve_slot(player, 0)

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        return BallItem(player, BALL, None)

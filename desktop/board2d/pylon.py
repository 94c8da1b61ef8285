"""Pylon from above: the 6×5 board with its stacks, and both stashes drawn as pyramids."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem

from core.api import State
from core.games.pylon import COLS, NAMES, ROWS, PylonState
from core.transitions import Captured, Paid, Placed, TakenBack
from desktop import theme
from desktop.board2d.pieces import PyramidSideItem, StackItem
from desktop.board2d.scene import Z_BOARD, Z_PIECES, BoardScene

CELL = 100.0
SIDE = 170.0
MARGIN = 40.0
BOARD_X, BOARD_Y = SIDE, 0.0
WIDTH = 2 * SIDE + COLS * CELL + 2 * MARGIN
HEIGHT = ROWS * CELL + 2 * MARGIN
STASH_UNIT = 58.0


def cell_rect(index: int) -> QRectF:
    row, col = divmod(index, COLS)
    return QRectF(BOARD_X + MARGIN + col * CELL, BOARD_Y + MARGIN + row * CELL, CELL, CELL)


def stash_point(player: int, size: int) -> QPointF:
    """The middle of the row of ``size`` pyramids in ``player``'s stash."""
    x = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
    return QPointF(x, 165 + size * 125)


class PylonScene(BoardScene):
    def build_board(self) -> None:
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        frame = QRectF(BOARD_X, BOARD_Y, COLS * CELL + 2 * MARGIN, ROWS * CELL + 2 * MARGIN)
        self.addRect(frame, QPen(QColor("#5c513f"), 3), QBrush(QColor("#cbbd9d"))).setZValue(
            Z_BOARD
        )
        for index in range(COLS * ROWS):
            rect = cell_rect(index)
            row, col = divmod(index, COLS)
            shade = theme.PYLON_BOARD if (row + col) % 2 == 0 else theme.PYLON_BOARD.darker(107)
            square = self.addRect(rect, QPen(theme.PYLON_LINE, 1.5), QBrush(shade))
            square.setZValue(Z_BOARD)
            self.add_click_area(rect, NAMES[index])
        for col in range(COLS):
            x = BOARD_X + MARGIN + (col + 0.5) * CELL
            self.add_label("abcdef"[col], QPointF(x, BOARD_Y + MARGIN / 2), 20, QColor("#3b3326"))
            self.add_label("abcdef"[col], QPointF(x, HEIGHT - MARGIN / 2), 20, QColor("#3b3326"))
        for row in range(ROWS):
            y = BOARD_Y + MARGIN + (row + 0.5) * CELL
            self.add_label(str(row + 1), QPointF(BOARD_X + MARGIN / 2, y), 20, QColor("#3b3326"))
            self.add_label(
                str(row + 1),
                QPointF(BOARD_X + frame.width() - MARGIN / 2, y),
                20,
                QColor("#3b3326"),
            )

    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, PylonState)
        for index, stack in enumerate(state.board):
            if stack:
                item = StackItem(stack, CELL, NAMES[index])
                item.setPos(cell_rect(index).center())
                self.add_piece(NAMES[index], item, Z_PIECES)
        for player in (0, 1):
            x = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
            self.add_side_title(state, player, x)
            if not state.is_placement_phase:
                score = state.figures()[player]
                self.add_label(f"score {score}", QPointF(x, 62), 17, theme.TEXT_DIM, dynamic=True)
                continue
            for size in range(3):
                count = state.stashes[player][size]
                point = stash_point(player, size)
                raw = f"size:{'SML'[size]}" if player == state.current_player else None
                for k in range(count):
                    piece = PyramidSideItem(player, size, STASH_UNIT, raw)
                    piece.setPos(point.x() + (k - (count - 1) / 2) * 26, point.y() + 10)
                    self.add_dynamic(piece, Z_PIECES + k * 0.01)
                label = f"{'SML'[size]} × {count}"
                self.add_label(
                    label, QPointF(point.x(), point.y() + 32), 15, theme.TEXT_DIM, dynamic=True
                )

    def place_rect(self, raw: str) -> QRectF | None:
        if raw.startswith("size:"):
            size = "SML".index(raw[-1])
            point = stash_point(self.mover, size)
            return QRectF(point.x() - SIDE / 2 + 8, point.y() - 50, SIDE - 16, 68)
        if raw in NAMES:
            return cell_rect(NAMES.index(raw))
        return None

    def source_point(self, step: Placed | Paid) -> QPointF:
        return stash_point(step.player, "SML".index(step.piece))

    def sink_point(self, step: TakenBack | Captured | Paid) -> QPointF:
        return QPointF(WIDTH / 2, HEIGHT / 2)

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        return StackItem([(player, "SML".index(piece))], CELL)

"""Pylon from above: the 6×5 board with its stacks, and both stashes drawn as pyramids.

Two arrangements: "wide" puts the stashes in columns left and right of the board; "tall" puts
the second player's stash above the board and the first player's below it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from core.api import State
from core.clicks import Click
from core.games.pylon.rules import COLS, NAMES, ROWS, PylonState
from core.transitions import Placed, Removed
from desktop.board2d.scene import Z_PIECES, BoardScene
from desktop.games.icehouse.pieces2d import PyramidSideItem, StackItem
from desktop.i18n import tr
from desktop.look import theme

BOARD_LIGHT = QColor("#e9e1cf")
BOARD_LINE = QColor("#9c8f74")

CELL = 100.0
MARGIN = 40.0
BOARD_W, BOARD_H = COLS * CELL + 2 * MARGIN, ROWS * CELL + 2 * MARGIN
SIDE = 176.0  # a stash column (wide)
ROW_HEIGHT = 118.0  # a stash row (tall)
STASH_UNIT = 58.0
ROW_UNIT = 46.0
INK = QColor("#282117")


class PylonScene(BoardScene):
    arrangements = ("wide", "tall")
    notes_under_pieces = True  # the stacks' badges stay readable

    @classmethod
    def scene_size(cls, arrangement: str) -> QSizeF:
        if arrangement == "wide":
            return QSizeF(BOARD_W + 2 * SIDE, BOARD_H)
        return QSizeF(BOARD_W, BOARD_H + 2 * ROW_HEIGHT)

    @property
    def origin(self) -> QPointF:
        return QPointF(SIDE, 0.0) if self.arrangement == "wide" else QPointF(0.0, ROW_HEIGHT)

    def board_rect(self) -> QRectF:
        return QRectF(self.origin, QSizeF(BOARD_W, BOARD_H))

    def cell_rect(self, index: int) -> QRectF:
        row, col = divmod(index, COLS)
        corner = self.origin + QPointF(MARGIN + col * CELL, MARGIN + row * CELL)
        return QRectF(corner, QSizeF(CELL, CELL))

    def side_point(self, player: int) -> QPointF:
        """The top middle of ``player``'s side of the table."""
        if self.arrangement == "wide":
            return QPointF(SIDE / 2 if player == 0 else SIDE * 1.5 + BOARD_W, 0.0)
        return QPointF(BOARD_W / 2, ROW_HEIGHT + BOARD_H if player == 0 else 0.0)

    def stash_point(self, player: int, size: int) -> QPointF:
        """The middle of the base of the row of ``size`` pyramids in ``player``'s stash."""
        top = self.side_point(player)
        if self.arrangement == "wide":
            return top + QPointF(0, 150 + size * 120)
        return top + QPointF((size - 1) * BOARD_W / 3, 84)

    def _unit(self) -> float:
        return STASH_UNIT if self.arrangement == "wide" else ROW_UNIT

    def _group_rect(self, player: int, size: int) -> QRectF:
        point = self.stash_point(player, size)
        # (room below the pyramids for their count, drawn larger when the board is small)
        if self.arrangement == "wide":
            return QRectF(point.x() - SIDE / 2 + 8, point.y() - 66, SIDE - 16, 112)
        width = BOARD_W / 3 - 10
        return QRectF(point.x() - width / 2, point.y() - 48, width, 90)

    def build_board(self) -> None:
        self.setSceneRect(QRectF(QPointF(0, 0), self.scene_size(self.arrangement)))
        board = self.board_rect()
        frame = QGraphicsRectItem(board)
        frame.setPen(QPen(QColor("#5c513f"), 3))
        frame.setBrush(QBrush(QColor("#d8ccb2")))
        self.add_static(frame)
        for index in range(COLS * ROWS):
            rect = self.cell_rect(index)
            row, col = divmod(index, COLS)
            shade = BOARD_LIGHT if (row + col) % 2 == 0 else BOARD_LIGHT.darker(107)
            square = QGraphicsRectItem(rect)
            square.setPen(QPen(BOARD_LINE, 1.5))
            square.setBrush(QBrush(shade))
            self.add_static(square)
            self.add_click_area(rect, NAMES[index])
        for col in range(COLS):
            x = board.left() + MARGIN + (col + 0.5) * CELL
            self.add_coordinate("abcdef"[col], QPointF(x, board.top() + MARGIN / 2), 20, INK)
            self.add_coordinate("abcdef"[col], QPointF(x, board.bottom() - MARGIN / 2), 20, INK)
        for row in range(ROWS):
            y = board.top() + MARGIN + (row + 0.5) * CELL
            self.add_coordinate(str(row + 1), QPointF(board.left() + MARGIN / 2, y), 20, INK)
            self.add_coordinate(str(row + 1), QPointF(board.right() - MARGIN / 2, y), 20, INK)

    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, PylonState)
        for index, stack in enumerate(state.board):
            if stack:
                item = StackItem(stack, CELL, NAMES[index])
                item.setPos(self.cell_rect(index).center())
                self.add_piece(NAMES[index], item, Z_PIECES)
        for player in (0, 1):
            self._draw_side(state, player)

    def _draw_side(self, state: PylonState, player: int) -> None:
        top = self.side_point(player)
        width = SIDE - 12 if self.arrangement == "wide" else BOARD_W - 40
        self.add_side_title(state, player, top + QPointF(0, 20), width)
        if not state.is_placement_phase:
            score = state.figures()[player]
            words = tr("score {score}").format(score=score)
            self.add_label(words, top + QPointF(0, 56), 18, theme.TEXT, dynamic=True)
            return
        unit = self._unit()
        spacing = 26 if self.arrangement == "wide" else 20
        for size in range(3):
            count = state.stashes[player][size]
            point = self.stash_point(player, size)
            mine = player == state.current_player
            raw = Click("size", "SML"[size]) if mine else Click.stash(player, "SML"[size])
            # the row's whole place answers a click, even when it is empty
            self.add_click_area(self._group_rect(player, size), raw, dynamic=True)
            for k in range(count):
                piece = PyramidSideItem(player, size, unit, raw)
                piece.setPos(point.x() + (k - (count - 1) / 2) * spacing, point.y())
                self.add_dynamic(piece, Z_PIECES + k * 0.01)
            label = QPointF(point.x(), point.y() + 18)
            words = (tr("S × {count}"), tr("M × {count}"), tr("L × {count}"))[size]
            self.add_label(words.format(count=count), label, 16, theme.TEXT_DIM, dynamic=True)

    def place_rect(self, click: Click) -> QRectF | None:
        if click.kind == "size":
            return self._group_rect(self.mover, "SML".index(click.value))
        if click.stash_owner is not None and click.stash_part in ("S", "M", "L"):  # refused
            return self._group_rect(click.stash_owner, "SML".index(click.stash_part))
        if click.is_place and click.value in NAMES:
            return self.cell_rect(NAMES.index(click.value))
        return None

    def source_point(self, step: Placed | Removed) -> QPointF:
        return self.stash_point(step.player, "SML".index(step.piece))

    def sink_point(self, step: Removed) -> QPointF:
        return self.board_rect().center()

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        return StackItem([(player, "SML".index(piece))], CELL)

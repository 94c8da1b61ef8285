"""Ambush from above: four 3×3 coasters that turn, stacks with their visible pips, each
player's five trees, and the pyramids captured and set aside."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from core.api import State
from core.builder import MoveBuilder
from core.games.ambush import COASTER_ORIGIN, COASTERS, NAMES, AmbushState, N
from core.transitions import Captured, Paid, Placed, Rotated, Step, TakenBack
from desktop import theme
from desktop.board2d.pieces import PyramidSideItem, RotateHandleItem, StackItem
from desktop.board2d.scene import Z_BOARD, Z_PIECES, BoardScene, Flight
from desktop.board3d.geometry import PYRAMID_HEIGHT, stack_bases

CELL = 84.0
GAP = 18.0
MARGIN = 62.0
SIDE = 215.0
BOARD_X, BOARD_Y = SIDE, 0.0
BOARD = 6 * CELL + GAP + 2 * MARGIN
WIDTH = 2 * SIDE + BOARD
HEIGHT = BOARD
TREE_UNIT = 36.0
HANDLE = 20.0
ANGLE_TEXT = {
    90: ("↻ 90°", "clockwise"),
    180: ("180°", "half turn"),
    270: ("↺ 90°", "anticlockwise"),
}


def _offset(i: int) -> float:
    return i * CELL + (GAP if i >= 3 else 0.0)


def cell_rect(index: int) -> QRectF:
    row, col = divmod(index, N)
    return QRectF(BOARD_X + MARGIN + _offset(col), BOARD_Y + MARGIN + _offset(row), CELL, CELL)


def coaster_rect(k: int) -> QRectF:
    col0, row0 = COASTER_ORIGIN[k]
    top_left = cell_rect(row0 * N + col0).topLeft()
    return QRectF(top_left.x() - 4, top_left.y() - 4, 3 * CELL + 8, 3 * CELL + 8)


def handle_centre(k: int) -> QPointF:
    rect = coaster_rect(k)
    x = rect.left() - HANDLE - 6 if COASTERS[k][1] == "W" else rect.right() + HANDLE + 6
    y = rect.top() - HANDLE - 6 if COASTERS[k][0] == "N" else rect.bottom() + HANDLE + 6
    return QPointF(x, y)


def tree_base(player: int, tree: int) -> QPointF:
    x0 = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
    return QPointF(x0 + (tree - 2) * 40, 150)


def tray_point(player: int, kind: str) -> QPointF:
    x0 = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
    return QPointF(x0, 290 if kind == "captured" else 420)


class AmbushScene(BoardScene):
    def build_board(self) -> None:
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        frame = QRectF(BOARD_X, BOARD_Y, BOARD, BOARD)
        self.addRect(frame, QPen(QColor("#1d2420"), 2), QBrush(QColor("#26302b"))).setZValue(
            Z_BOARD
        )
        self.tiles: list[QGraphicsRectItem] = []
        for k in range(4):
            rect = coaster_rect(k)
            tile = QGraphicsRectItem(
                QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
            )
            tile.setPos(rect.center())
            tile.setBrush(QBrush(theme.COASTER_COLOURS[k]))
            tile.setPen(QPen(theme.COASTER_LINE, 2.5))
            tile.setZValue(Z_BOARD + 0.2)
            self.addItem(tile)
            for i in (1, 2):
                a = -rect.width() / 2 + 4 + i * CELL
                for line in (
                    (a, -rect.height() / 2 + 6, a, rect.height() / 2 - 6),
                    (-rect.width() / 2 + 6, a, rect.width() / 2 - 6, a),
                ):
                    self.addLine(*line, QPen(theme.COASTER_LINE, 1.5)).setParentItem(tile)
            dot = self.addEllipse(
                QRectF(-5, -5, 10, 10), QPen(Qt.PenStyle.NoPen), QBrush(theme.COASTER_LINE)
            )
            dot.setParentItem(tile)
            dot.setPos(rect.width() / 2 - 16, -rect.height() / 2 + 16)  # the coaster's corner dot
            self.tiles.append(tile)
            handle = RotateHandleItem(HANDLE, f"rotate:{COASTERS[k]}")
            handle.setPos(handle_centre(k))
            handle.setZValue(Z_BOARD + 2)
            self.addItem(handle)
        for index in range(N * N):
            self.add_click_area(cell_rect(index), NAMES[index])
        for i in range(N):
            x = cell_rect(i).center().x()
            y = cell_rect(i * N).center().y()
            self.add_label("abcdef"[i], QPointF(x, BOARD_Y + MARGIN / 2 - 4), 19, theme.TEXT)
            self.add_label("abcdef"[i], QPointF(x, HEIGHT - MARGIN / 2 + 4), 19, theme.TEXT)
            self.add_label(str(i + 1), QPointF(BOARD_X + MARGIN / 2 - 4, y), 19, theme.TEXT)
            self.add_label(str(i + 1), QPointF(BOARD_X + BOARD - MARGIN / 2 + 4, y), 19, theme.TEXT)

    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, AmbushState)
        for tile in self.tiles:
            tile.setRotation(0)
        for index in range(N * N):
            stack = state.stack(index)
            if stack:
                item = StackItem(stack, CELL, NAMES[index], state.visible_pips(index))
                item.setPos(cell_rect(index).center())
                self.add_piece(NAMES[index], item, Z_PIECES)
        for player in (0, 1):
            self._draw_side(state, player)

    def _draw_side(self, state: AmbushState, player: int) -> None:
        x0 = SIDE / 2 if player == 0 else WIDTH - SIDE / 2
        active = player == state.current_player and not state.is_over
        self.add_side_title(state, player, x0)
        for tree, sizes in enumerate(state.trees(player)):
            base = tree_base(player, tree)
            levels = stack_bases(["SML".index(letter) for letter in sizes])
            for position, letter in enumerate(sizes):
                size = "SML".index(letter)
                # the same stacking as in 3D, scaled so a large is TREE_UNIT * 1.05 tall
                y = base.y() - TREE_UNIT * 1.05 * levels[position] / PYRAMID_HEIGHT[2]
                top = position == len(sizes) - 1
                raw = f"size:{letter}" if top and active else None
                piece = PyramidSideItem(player, size, TREE_UNIT, raw)
                piece.setPos(base.x(), y)
                self.add_dynamic(piece, Z_PIECES + position * 0.1)
        captured = state.captured(player)
        pips = state.figures()[player]
        self._tray(player, "captured", captured, 1 - player, f"captured: {pips} pips")
        self._tray(player, "paid", state.paid(player), player, "set aside")

    def _tray(self, player: int, kind: str, sizes: tuple[int, ...], owner: int, title: str) -> None:
        point = tray_point(player, kind)
        self.add_label(title, QPointF(point.x(), point.y() - 48), 15, theme.TEXT_DIM, dynamic=True)
        for i, size in enumerate(sizes):
            row, col = divmod(i, 8)
            piece = PyramidSideItem(owner, size, 30, None, dim=kind == "paid")
            piece.setPos(point.x() + (col - 3.5) * 24, point.y() + row * 36)
            self.add_dynamic(piece, Z_PIECES)

    def draw_controls(self, builder: MoveBuilder | None) -> None:
        if builder is None:
            return
        targets = [t for t in builder.targets() if t.kind in ("angle", "order")]
        coaster = next((c.split(":")[1] for c in builder.clicks if c.startswith("rotate:")), None)
        angles = [t for t in targets if t.kind == "angle"]
        if angles and coaster is not None:
            centre = coaster_rect(COASTERS.index(coaster)).center()
            for i, target in enumerate(angles):
                text, detail = ANGLE_TEXT[int(target.id.split(":")[1])]
                self.add_button(
                    text,
                    centre + QPointF(0, (i - (len(angles) - 1) / 2) * 64),
                    target.id,
                    170,
                    56,
                    detail,
                )
        orders = [t for t in targets if t.kind == "order"]
        names = self.names
        mover = builder.state.current_player
        for i, target in enumerate(orders):
            first = mover if target.id == "order:mine" else 1 - mover
            detail = builder.order_preview(target.id)
            centre = QPointF(BOARD_X + BOARD / 2, BOARD_Y + BOARD / 2 + (i - 0.5) * 96)
            self.add_button(f"{names[first]}'s captures first", centre, target.id, 380, 84, detail)

    def place_rect(self, raw: str) -> QRectF | None:
        if raw in NAMES:
            return cell_rect(NAMES.index(raw))
        if raw.startswith("rotate:"):
            c = handle_centre(COASTERS.index(raw.split(":")[1]))
            return QRectF(c.x() - HANDLE, c.y() - HANDLE, 2 * HANDLE, 2 * HANDLE)
        if raw.startswith("size:"):
            for item in self.items():
                if isinstance(item, PyramidSideItem) and item.data(0) == raw:
                    return item.sceneBoundingRect().adjusted(-3, -3, 3, 3)
        return None

    def marker_shape(self, raw: str) -> str:
        return "ellipse" if raw.startswith("rotate:") else "rect"

    def flights(self, step: Step) -> list[Flight]:
        if not isinstance(step, Rotated):
            return super().flights(step)
        k = COASTERS.index(step.coaster)
        pivot = coaster_rect(k).center()
        flights = [Flight(self.tiles[k], pivot, pivot, pivot, float(step.angle))]
        col0, row0 = COASTER_ORIGIN[k]
        for y in range(3):
            for x in range(3):
                for item in self.pieces_at.get(NAMES[(row0 + y) * N + col0 + x], []):
                    flights.append(Flight(item, item.pos(), item.pos(), pivot, float(step.angle)))
        return flights

    def source_point(self, step: Placed | Paid) -> QPointF:
        return tree_base(step.player, 2) + QPointF(0, -30)

    def sink_point(self, step: TakenBack | Captured | Paid) -> QPointF:
        if isinstance(step, Captured):
            return tray_point(step.by, "captured")
        player = step.player
        return tray_point(player, "paid")

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        return StackItem([(player, "SML".index(piece))], CELL)

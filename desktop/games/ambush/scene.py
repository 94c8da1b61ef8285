"""Ambush from above: four 3×3 coasters that turn, stacks with their height and visible pips,
each player's five trees, and the pyramids captured and set aside.

Two arrangements: "wide" puts each player's trees and trays in a column beside the board;
"tall" puts the second player's above the board and the first player's below it. A legend
explains the two badges a stack can carry.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.api import State
from core.builder import MoveBuilder
from core.clicks import Click, Target
from core.games.ambush.board import COASTER_ORIGIN, COASTERS, NAMES, N
from core.games.ambush.rules import AmbushState
from core.transitions import Placed, Removed, Rotated, Step
from desktop.board2d.pieces import BadgeItem, set_raw
from desktop.board2d.scene import Z_BOARD, Z_FLYING, Z_PIECES, BoardScene, Flight
from desktop.games.icehouse.physical import PYRAMID_HEIGHT, stack_bases
from desktop.games.icehouse.pieces2d import PyramidSideItem, StackItem
from desktop.i18n import tr, translate_core
from desktop.look import theme

COASTER_COLOURS = (QColor("#e8d7b5"), QColor("#d9e4d0"), QColor("#d4dde9"), QColor("#ead2d2"))
COASTER_LINE = QColor("#8d8270")

CELL = 84.0
GAP = 18.0
MARGIN = 54.0
BOARD = 6 * CELL + GAP + 2 * MARGIN
SIDE = 226.0  # a player's column (wide)
ROW_HEIGHT = 168.0  # a player's row (tall)
LEGEND = 40.0  # the legend's strip under the board (tall)
TREE_UNIT = 40.0
# captured pyramids (they are the score) drawn larger than those set aside, in the wide and
# the tall arrangements; five to a row, a little overlapped
TRAY_UNITS = {"captured": (52.0, 44.0), "paid": (40.0, 36.0)}
HANDLE = 20.0
TALL_TITLE_LEFT = 250.0  # tall: where the captured tray's title starts, after the name


def _offset(i: int) -> float:
    return i * CELL + (GAP if i >= 3 else 0.0)


class RotateHandleItem(QGraphicsItem):
    """A round handle with a turning arrow: click it to rotate a coaster."""

    def __init__(self, radius: float, raw: Click):
        super().__init__()
        self.radius = radius
        set_raw(self, raw)

    def boundingRect(self) -> QRectF:
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(40, 46, 43, 230))
        painter.setPen(QPen(QColor(220, 215, 200), 1.5))
        painter.drawEllipse(QPointF(0, 0), r, r)
        arc = QRectF(-r * 0.55, -r * 0.55, r * 1.1, r * 1.1)
        pen = QPen(QColor(240, 235, 220), r * 0.16)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(arc, 100 * 16, -290 * 16)
        head = QPainterPath()
        tip = QPointF(r * 0.55 * 0.17, -r * 0.55)
        head.moveTo(tip + QPointF(r * 0.3, 0))
        head.lineTo(tip + QPointF(-r * 0.05, -r * 0.25))
        head.lineTo(tip + QPointF(-r * 0.05, r * 0.25))
        head.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(240, 235, 220))
        painter.drawPath(head)


class AmbushScene(BoardScene):
    arrangements = ("wide", "tall")
    notes_under_pieces = True  # the stacks' badges stay readable

    @classmethod
    def scene_size(cls, arrangement: str) -> QSizeF:
        if arrangement == "wide":
            return QSizeF(BOARD + 2 * SIDE, BOARD)
        return QSizeF(BOARD, BOARD + 2 * ROW_HEIGHT + LEGEND)

    # --- where things are ----------------------------------------------------------------
    @property
    def origin(self) -> QPointF:
        return QPointF(SIDE, 0.0) if self.arrangement == "wide" else QPointF(0.0, ROW_HEIGHT)

    def board_rect(self) -> QRectF:
        return QRectF(self.origin, QSizeF(BOARD, BOARD))

    def cell_rect(self, index: int) -> QRectF:
        row, col = divmod(index, N)
        corner = self.origin + QPointF(MARGIN + _offset(col), MARGIN + _offset(row))
        return QRectF(corner, QSizeF(CELL, CELL))

    def coaster_rect(self, k: int) -> QRectF:
        col0, row0 = COASTER_ORIGIN[k]
        top_left = self.cell_rect(row0 * N + col0).topLeft()
        return QRectF(top_left.x() - 4, top_left.y() - 4, 3 * CELL + 8, 3 * CELL + 8)

    def handle_centre(self, k: int) -> QPointF:
        rect = self.coaster_rect(k)
        x = rect.left() - HANDLE - 4 if COASTERS[k][1] == "W" else rect.right() + HANDLE + 4
        y = rect.top() - HANDLE - 4 if COASTERS[k][0] == "N" else rect.bottom() + HANDLE + 4
        return QPointF(x, y)

    def side_rect(self, player: int) -> QRectF:
        """``player``'s part of the table: trees, captured and paid pyramids."""
        if self.arrangement == "wide":
            x = 0.0 if player == 0 else SIDE + BOARD
            return QRectF(x, 0.0, SIDE, BOARD)
        y = ROW_HEIGHT + BOARD if player == 0 else 0.0
        return QRectF(0.0, y, BOARD, ROW_HEIGHT)

    def tree_base(self, player: int, tree: int) -> QPointF:
        side = self.side_rect(player)
        if self.arrangement == "wide":
            return QPointF(side.center().x() + (tree - 2) * 42, 150)
        return QPointF(side.left() + 40 + tree * 46, side.top() + 130)

    def tree_rect(self, player: int, tree: int) -> QRectF:
        """Where ``player``'s tree number ``tree`` stands (a large tree's height)."""
        base = self.tree_base(player, tree)
        return QRectF(base.x() - 20, base.y() - TREE_UNIT * 1.6, 40, TREE_UNIT * 1.6 + 6)

    def tray_point(self, player: int, kind: str, index: int = 0) -> QPointF:
        """Where the ``index``-th captured or paid pyramid stands (its base's middle)."""
        side = self.side_rect(player)
        column, row = index % 5, index // 5
        captured = kind == "captured"
        if self.arrangement == "wide":
            top, step = (250, 56) if captured else (468, 42)
            gap = 44 if captured else 40
            left = side.center().x() - 2 * gap
            return QPointF(left + column * gap, top + row * step)
        left = side.left() + (274 if captured else 462)
        return QPointF(left + column * (34 if captured else 32), side.top() + 80 + row * 42)

    def tray_title(self, player: int, kind: str, count: int = 0) -> QPointF:
        """Where a tray's title stands: above its tray (wide); tall, the captured one on the
        line of the player's name, starting after it (``anchor_left``), and the paid one under
        its tray's ``count`` pyramids, below their last row (both on one line would not fit the
        French words on a small screen)."""
        first = self.tray_point(player, kind, 0)
        last = self.tray_point(player, kind, 4)
        middle = (first.x() + last.x()) / 2
        if self.arrangement == "tall":
            side = self.side_rect(player)
            if kind == "captured":
                return QPointF(side.left() + TALL_TITLE_LEFT, side.top() + 24)
            lowest = self.tray_point(player, kind, max(count - 1, 0)).y()
            return QPointF(middle, lowest + 24)
        return QPointF(middle, first.y() - (66 if kind == "captured" else 52))

    def tray_title_width(self, player: int, kind: str) -> float:
        """The most a tray's title may take (scene units) before it is elided."""
        if self.arrangement != "tall":
            return SIDE - 12
        if kind == "captured":  # up to the right edge, less the room its anchor leaves
            return BOARD - TALL_TITLE_LEFT - 60
        return 2 * (BOARD - self.tray_title(player, kind).x()) - 12

    def legend_point(self) -> QPointF:
        """Where the legend's first badge stands (its words run to the right)."""
        if self.arrangement == "wide":
            return QPointF(SIDE + BOARD + 22, BOARD - 48)
        return QPointF(22, BOARD + 2 * ROW_HEIGHT + LEGEND / 2)

    # --- the board -------------------------------------------------------------------------
    def build_board(self) -> None:
        self.tops: dict[str, QGraphicsItem] = {}  # a size's top on the first tree it tops
        self.setSceneRect(QRectF(QPointF(0, 0), self.scene_size(self.arrangement)))
        plate = QGraphicsRectItem(self.board_rect())
        plate.setPen(QPen(QColor("#1d2420"), 2))
        plate.setBrush(QBrush(QColor("#26302b")))
        self.add_static(plate)
        self.tiles: list[QGraphicsRectItem] = []
        self.handles: list[RotateHandleItem] = []
        for k in range(4):
            self._build_coaster(k)
        for index in range(N * N):
            self.add_click_area(self.cell_rect(index), NAMES[index])
        board = self.board_rect()
        for i in range(N):
            x = self.cell_rect(i).center().x()
            y = self.cell_rect(i * N).center().y()
            for point, text in (
                (QPointF(x, board.top() + MARGIN / 2 - 6), "abcdef"[i]),
                (QPointF(x, board.bottom() - MARGIN / 2 + 6), "abcdef"[i]),
                (QPointF(board.left() + MARGIN / 2 - 6, y), str(i + 1)),
                (QPointF(board.right() - MARGIN / 2 + 6, y), str(i + 1)),
            ):
                self.add_coordinate(text, point, 20, theme.TEXT)
        self._build_legend()

    def _build_coaster(self, k: int) -> None:
        rect = self.coaster_rect(k)
        w, h = rect.width(), rect.height()
        tile = QGraphicsRectItem(QRectF(-w / 2, -h / 2, w, h))
        tile.setPos(rect.center())
        tile.setBrush(QBrush(COASTER_COLOURS[k]))
        tile.setPen(QPen(COASTER_LINE, 2.5))
        self.add_static(tile, Z_BOARD + 0.2)
        for i in (1, 2):
            a = -w / 2 + 4 + i * CELL
            for x1, y1, x2, y2 in ((a, -h / 2 + 6, a, h / 2 - 6), (-w / 2 + 6, a, w / 2 - 6, a)):
                line = QGraphicsLineItem(x1, y1, x2, y2, tile)
                line.setPen(QPen(COASTER_LINE, 1.5))
        dot = QGraphicsEllipseItem(QRectF(-5, -5, 10, 10), tile)
        dot.setPen(QPen(Qt.PenStyle.NoPen))
        dot.setBrush(QBrush(COASTER_LINE))
        dot.setPos(w / 2 - 16, -h / 2 + 16)  # the coaster's corner dot shows it turning
        self.tiles.append(tile)
        handle = RotateHandleItem(HANDLE, Click("rotate", COASTERS[k]))
        handle.setPos(self.handle_centre(k))
        self.add_static(handle, Z_BOARD + 2)
        self.handles.append(handle)

    def _build_legend(self) -> None:
        centre = self.legend_point()
        wide = self.arrangement == "wide"
        height = QPointF(0, 0)
        pips = QPointF(0, 30) if wide else QPointF(BOARD * 0.45, 0)
        for offset, kind, sample, words in (
            (height, "height", "3", tr("stack height")),
            (pips, "pips", "4", tr("visible pips")),
        ):
            badge = BadgeItem(sample, 12, kind)
            badge.setPos(centre + offset)
            self.add_static(badge, Z_BOARD + 1)
            label = self.add_label(words, centre + offset, 15, theme.TEXT_DIM)
            label.anchor_left()

    # --- the pieces ------------------------------------------------------------------------
    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, AmbushState)
        self._turning: set[QGraphicsItem] = set()  # carried by the turn being animated
        self.tops = {}
        for tile in self.tiles:
            tile.setRotation(0)
        for k, handle in enumerate(self.handles):
            # the coaster turned on the previous turn may not turn now
            turned_last = state.last_rotated == COASTERS[k]
            handle.setOpacity(0.3 if turned_last else 1.0)
            handle.setToolTip(
                (
                    tr("{coaster} was turned on the previous turn: it cannot turn now")
                    if turned_last
                    else tr("Turn the {coaster} coaster")
                ).format(coaster=translate_core(COASTERS[k]))
            )
        for index in range(N * N):
            stack = state.stack(index)
            if stack:
                item = StackItem(stack, CELL, NAMES[index], state.visible_pips(index))
                item.setPos(self.cell_rect(index).center())
                self.add_piece(NAMES[index], item, Z_PIECES)
        for player in (0, 1):
            self._draw_side(state, player)

    def _draw_side(self, state: AmbushState, player: int) -> None:
        side = self.side_rect(player)
        active = player == state.current_player and not state.is_over
        if self.arrangement == "wide":
            title, width = QPointF(side.center().x(), 26), SIDE - 16
        else:
            title, width = QPointF(side.left() + 136, side.top() + 24), 256.0
        self.add_side_title(state, player, title, width)
        for tree, sizes in enumerate(state.trees(player)):
            base = self.tree_base(player, tree)
            levels = stack_bases(["SML".index(letter) for letter in sizes])
            # a whole tree answers a click as its top (a tree offers nothing else), and the
            # place of an empty tree or the opponent's trees as themselves (to be explained)
            raw = Click("size", sizes[-1]) if sizes and active else Click.stash(player, tree)
            self.add_click_area(self.tree_rect(player, tree), raw, dynamic=True)
            for position, letter in enumerate(sizes):
                size = "SML".index(letter)
                # the same stacking as in 3D, scaled so a large is TREE_UNIT * 1.05 tall
                y = base.y() - TREE_UNIT * 1.05 * levels[position] / PYRAMID_HEIGHT[2]
                piece = PyramidSideItem(player, size, TREE_UNIT, raw)
                if active and position == len(sizes) - 1:
                    self.tops.setdefault(letter, piece)
                piece.setPos(base.x(), y)
                self.add_dynamic(piece, Z_PIECES + position * 0.1)
        pips = state.figures()[player]
        captured = tr("captured %n pips", "", pips)
        self._tray(player, "captured", state.captured(player), 1 - player, captured)
        self._tray(player, "paid", state.paid(player), player, tr("set aside"))

    def _tray(self, player: int, kind: str, sizes: tuple[int, ...], owner: int, title: str) -> None:
        width = self.tray_title_width(player, kind)
        label = self.add_label(
            title,
            self.tray_title(player, kind, len(sizes)),
            15,
            theme.TEXT_DIM,
            dynamic=True,
            max_width=width,
        )
        if self.arrangement == "tall" and kind == "captured":
            label.anchor_left()
        for i, size in enumerate(sizes):
            unit = TRAY_UNITS[kind][self.arrangement != "wide"]
            piece = PyramidSideItem(owner, size, unit, None, dim=kind == "paid")
            piece.setPos(self.tray_point(player, kind, i))
            self.add_dynamic(piece, Z_PIECES)

    def place_rect(self, click: Click) -> QRectF | None:
        if click.is_place and click.value in NAMES:
            return self.cell_rect(NAMES.index(click.value))
        if click.kind == "rotate":
            c = self.handle_centre(COASTERS.index(click.value))
            return QRectF(c.x() - HANDLE, c.y() - HANDLE, 2 * HANDLE, 2 * HANDLE)
        if click.stash_owner is not None and click.stash_part.isdigit():  # a tree refused
            return self.tree_rect(click.stash_owner, int(click.stash_part))
        if click.kind == "size":
            top = self.tops.get(click.value)
            if top is not None and top.scene() is self:
                return top.sceneBoundingRect().adjusted(-3, -3, 3, 3)
        return None

    def marker_shape(self, raw: Click) -> str:
        return "ellipse" if raw.kind == "rotate" else "rect"

    def preview_region(self, builder: MoveBuilder, target: Target) -> QRectF | None:
        coaster = builder.chosen("rotate")
        if coaster is None:
            return self.board_rect()
        rect = self.coaster_rect(COASTERS.index(coaster))
        if target.kind == "order":  # the captures may lie next to the coaster
            rect = rect.adjusted(-CELL, -CELL, CELL, CELL).intersected(self.board_rect())
        return rect

    # --- animation -------------------------------------------------------------------------
    def flights(self, step: Step) -> list[Flight]:
        if not isinstance(step, Rotated):
            return super().flights(step)
        k = COASTERS.index(step.coaster)
        pivot = self.coaster_rect(k).center()
        flights = [Flight(self.tiles[k], pivot, pivot, pivot, float(step.angle))]
        col0, row0 = COASTER_ORIGIN[k]
        for y in range(3):
            for x in range(3):
                for item in self.pieces_at.get(NAMES[(row0 + y) * N + col0 + x], []):
                    flights.append(Flight(item, item.pos(), item.pos(), pivot, float(step.angle)))
                    self._turning.add(item)
        return flights

    def lifted(self, step: Removed) -> QGraphicsItem:
        """The captured pyramid leaves its square for the capturer's tray: the stack drawn there
        gives way to what stays (nothing, or the pyramids under it) and the pyramid alone, a
        new item, flies. (A stack a turning coaster carries stays whole until the move is
        drawn: its turn is planned before the capture.)"""
        stacks = [
            item
            for item in self.pieces_at.get(step.origin, [])
            if isinstance(item, StackItem) and item not in self._turning
        ]
        if stacks:
            stack = stacks[-1]
            stack.setVisible(False)
            if len(stack.pieces) > 1:
                rest = StackItem(stack.pieces[:-1], CELL, step.origin)
                rest.setPos(stack.pos())
                self.add_piece(step.origin, rest, Z_PIECES)
        item = self.add_dynamic(self.flying_piece(step.player, step.piece), Z_FLYING)
        item.setPos(self.anchor(step.origin) or QPointF())
        return item

    def source_point(self, step: Placed | Removed) -> QPointF:
        return self.tree_base(step.player, 2) + QPointF(0, -30)

    def sink_point(self, step: Removed) -> QPointF:
        return self.tray_point(step.holder, step.to)

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        return StackItem([(player, "SML".index(piece))], CELL)

"""Pylos from above: the board with its hollows (16, or 9 on the small game's 3×3 base), balls on
every level, both reserves, and a map of each level so the balls hidden under upper levels can be
seen (and clicked). The small base is drawn as large as the standard one: its hollows are
further apart, its balls and maps larger, so the scene keeps its size.

Two arrangements: "wide" puts the reserves in columns left and right of the board (the maps
under Dark's reserve); "tall" puts Dark's reserve above the board, Light's below it, the maps
at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.api import State
from core.builder import MoveBuilder
from core.clicks import Click, Target
from core.games.pylos.board import BY_NAME, COL, LEVEL, NAME, ROW
from core.games.pylos.clicks import MAP
from core.games.pylos.rules import PylosGame, PylosState
from core.transitions import Moved, Placed, Removed, Step
from desktop.board2d.pieces import paint_cached, set_raw, set_shows
from desktop.board2d.scene import Z_BOARD, Z_PIECES, BoardScene
from desktop.games.balls import colours as balls
from desktop.i18n import tr
from desktop.look import theme

# the balls' colours are the palette's (desktop.games.balls.colours: two woods in the
# standard one), read when a ball is drawn
BOARD_WOOD = QColor("#b3763f")
BOARD_WOOD_DARK = QColor("#8a5427")
HOLLOW = QColor("#94602f")  # lighter than a dark ball, so an empty hollow never looks like one

U = 100.0  # distance between hollows on the 4×4 base (4 / base times it on another)
BALL = 0.47 * U
MARGIN = 44.0
BOARD = 4 * U + 2 * MARGIN
SIDE = 190.0  # width of a side column (wide arrangement)
ROW_HEIGHT = 72.0  # height of a reserve row (tall arrangement)
MAP_PITCH = 22.0  # on the 4×4 base's maps (scaled as the hollows are on another base)
MAP_GAP = 18.0
RESERVE_BALL = 19.0
RESERVE_PITCH = 40.0
SMALL_BALL = 14.0
SMALL_PITCH = 31.0


class BallItem(QGraphicsItem):
    """A wooden Pylos ball, shaded like a sphere lit from the top left."""

    def __init__(
        self,
        player: int,
        radius: float,
        raw: Click | str | None = None,
        shadow: bool = True,
        level: int = 0,
    ):
        super().__init__()
        self.player = player
        self.radius = radius
        self.shadow = shadow
        self.level = level  # a ball higher up casts a longer shadow
        set_raw(self, raw)
        if shadow:  # a ball of the game (the levels' maps draw small ones without a shadow)
            set_shows(self, (("ball", player, False),))

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.35 + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        key = f"ball{self.player}:{self.radius}:{self.shadow}:{self.level}:{theme.palette()}"
        paint_cached(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70 + 25 * self.level))
            drop = 0.1 + 0.09 * self.level
            painter.drawEllipse(QPointF(r * drop * 0.7, r * drop), r * 1.02, r * 1.02)
        base = balls.player_colours()[self.player]
        gradient = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        gradient.setColorAt(0.0, base.lighter(135))
        gradient.setColorAt(0.55, base)
        gradient.setColorAt(1.0, base.darker(170))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(balls.edges()[self.player], max(1.0, r * 0.04)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        # wood grain: two faint arcs
        grain = QColor(balls.edges()[self.player])
        grain.setAlpha(60)
        painter.setPen(QPen(grain, max(0.8, r * 0.03)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(-r * 0.7, -r * 0.2, r * 1.4, r * 0.9), 20 * 16, 140 * 16)
        painter.drawArc(QRectF(-r * 0.5, 0.1 * r, r * 1.0, r * 0.6), 30 * 16, 120 * 16)


class PylosScene(BoardScene):
    arrangements = ("wide", "tall")

    @classmethod
    def scene_size(cls, arrangement: str) -> QSizeF:
        if arrangement == "wide":
            return QSizeF(BOARD + 2 * SIDE, BOARD)
        return QSizeF(BOARD, BOARD + 2 * ROW_HEIGHT + 4 * MAP_PITCH + 44)

    # --- where things are ----------------------------------------------------------------
    def _measure(self) -> None:
        """The sizes of this game's board: its base, the hollows' pitch, the balls each."""
        game = self.game
        assert isinstance(game, PylosGame)
        self.board = game.board
        self.base = game.board.base
        self.balls = game.balls
        self.pitch = 4 * U / self.base  # (the 4×4 base's own figures, exactly)
        self.ball = 0.47 * self.pitch
        self.map_pitch = 4 * MAP_PITCH / self.base

    @property
    def origin(self) -> QPointF:
        """The board's top-left corner."""
        return QPointF(SIDE, 0.0) if self.arrangement == "wide" else QPointF(0.0, ROW_HEIGHT)

    def board_rect(self) -> QRectF:
        return QRectF(self.origin, QSizeF(BOARD, BOARD))

    def centre(self, position: int) -> QPointF:
        """Where the ball at ``position`` sits, seen from above (upper balls between four)."""
        z, r, c = LEVEL[position], ROW[position], COL[position]
        u = self.pitch
        return self.origin + QPointF(MARGIN + u * (c + 0.5 + z / 2), MARGIN + u * (r + 0.5 + z / 2))

    def map_origin(self, z: int) -> QPointF:
        n, pitch = self.base, self.map_pitch
        if self.arrangement == "wide":
            # a 2×2 block under Dark's reserve: levels 1 and 2 above, 3 and 4 below
            x0 = SIDE + BOARD + (SIDE - (2 * n - 1) * pitch - MAP_GAP) / 2
            y0 = BOARD - (2 * n - 2) * pitch - 38
            x = x0 + (0 if z % 2 == 0 else n * pitch + MAP_GAP)
            if z == n - 1 == 2:  # the small base's top alone in the lower row: centred
                x = x0 + ((2 * n - 2) * pitch + MAP_GAP) / 2
            y = y0 + (0 if z < 2 else n * pitch + 30)
            return QPointF(x, y)
        widths = [(n - level) * pitch for level in range(n)]
        start = (BOARD - sum(widths) - (n - 1) * MAP_GAP) / 2
        return QPointF(start + sum(widths[:z]) + MAP_GAP * z, BOARD + 2 * ROW_HEIGHT + 30)

    def map_centre(self, position: int) -> QPointF:
        origin = self.map_origin(LEVEL[position])
        pitch = self.map_pitch
        return origin + QPointF(pitch * (COL[position] + 0.5), pitch * (ROW[position] + 0.5))

    def title_point(self, player: int) -> QPointF:
        if self.arrangement == "wide":
            return QPointF(SIDE / 2 if player == 0 else SIDE * 1.5 + BOARD, 26)
        y = BOARD + ROW_HEIGHT + 18 if player == 0 else 18
        return QPointF(BOARD / 2, y)

    def reserve_slot(self, player: int, index: int, count: int | None = None) -> QPointF:
        """Where the ``index``-th of ``count`` balls (a full set unless said) in ``player``'s
        reserve lies: in rows of three beside the board (a full set's last row centred), or in
        one row above or below it."""
        count = self.balls if count is None else count
        if self.arrangement == "wide":
            x = SIDE / 2 if player == 0 else SIDE * 1.5 + BOARD
            row, last = index // 3, self.balls - 1
            column = index % 3 + ((2 - last % 3) / 2 if row == last // 3 else 0.0)
            return QPointF(x + (column - 1) * RESERVE_PITCH, 92 + row * RESERVE_PITCH)
        y = BOARD + ROW_HEIGHT + 50 if player == 0 else 50
        return QPointF(BOARD / 2 + (index - (count - 1) / 2) * SMALL_PITCH, y)

    def reserve_rect(self, player: int) -> QRectF:
        """Where a full reserve of ``player`` lies."""
        first, last = self.reserve_slot(player, 0), self.reserve_slot(player, self.balls - 1)
        r = self.reserve_radius()
        return QRectF(first, last).normalized().adjusted(-r, -r, r, r)

    def reserve_radius(self) -> float:
        return RESERVE_BALL if self.arrangement == "wide" else SMALL_BALL

    # --- the board -------------------------------------------------------------------------
    def build_board(self) -> None:
        self._measure()
        self.setSceneRect(QRectF(QPointF(0, 0), self.scene_size(self.arrangement)))
        board = self.board_rect()
        wood = QLinearGradient(board.topLeft(), board.bottomRight())
        wood.setColorAt(0, BOARD_WOOD.lighter(112))
        wood.setColorAt(1, BOARD_WOOD_DARK)
        frame = QGraphicsRectItem(board)
        frame.setPen(QPen(BOARD_WOOD_DARK.darker(140), 3))
        frame.setBrush(QBrush(wood))
        self.add_static(frame)
        band = QPainterPath()  # a dark band under the coordinates: readable in every palette
        band.setFillRule(Qt.FillRule.OddEvenFill)
        band.addRect(board.adjusted(3, 3, -3, -3))
        band.addRect(board.adjusted(MARGIN - 4, MARGIN - 4, 4 - MARGIN, 4 - MARGIN))
        band_item = QGraphicsPathItem(band)
        band_item.setPen(QPen(Qt.PenStyle.NoPen))
        band_item.setBrush(QColor(28, 16, 8, 225))
        self.add_static(band_item, Z_BOARD + 0.2)
        ball = self.ball
        for position in (p for p in self.board.positions if LEVEL[p] == 0):
            point = self.centre(position)
            shade = QRadialGradient(point + QPointF(ball * 0.25, ball * 0.3), ball * 1.2)
            shade.setColorAt(0, HOLLOW.darker(130))
            shade.setColorAt(1, HOLLOW)
            hollow = QGraphicsEllipseItem(
                QRectF(point.x() - ball * 0.8, point.y() - ball * 0.8, ball * 1.6, ball * 1.6)
            )
            hollow.setPen(QPen(BOARD_WOOD_DARK.darker(150), 1.5))
            hollow.setBrush(QBrush(shade))
            set_raw(hollow, NAME[position])
            self.add_static(hollow, Z_BOARD + 0.5)
        left, top = board.left(), board.top()
        for i in range(self.base):
            x = left + MARGIN + self.pitch * (i + 0.5)
            y = top + MARGIN + self.pitch * (i + 0.5)
            for point, text in (
                (QPointF(x, top + MARGIN / 2), "abcd"[i]),
                (QPointF(x, top + BOARD - MARGIN / 2), "abcd"[i]),
                (QPointF(left + MARGIN / 2, y), str(i + 1)),
                (QPointF(left + BOARD - MARGIN / 2, y), str(i + 1)),
            ):
                self.add_coordinate(text, point, 20, theme.TEXT)
        for z in range(self.base):
            self._build_map(z)
        first = self.map_origin(0)
        if self.arrangement == "wide":
            caption = QPointF(SIDE * 1.5 + BOARD, first.y() - 38)
        else:
            caption = QPointF(first.x() - 40, first.y() + self.base / 2 * self.map_pitch)
        self.add_label(tr("levels"), caption, 15)

    def _build_map(self, z: int) -> None:
        origin, pitch = self.map_origin(z), self.map_pitch
        n = self.base - z
        frame = QGraphicsRectItem(
            QRectF(origin.x() - 4, origin.y() - 4, n * pitch + 8, n * pitch + 8)
        )
        frame.setPen(QPen(QColor(255, 255, 255, 60), 1))
        frame.setBrush(QBrush(QColor(0, 0, 0, 60)))
        self.add_static(frame)
        label = QPointF(origin.x() + n * pitch / 2, origin.y() - 16)
        self.add_label(str(z + 1), label, 15)
        for position in (p for p in self.board.positions if LEVEL[p] == z):
            point = self.map_centre(position)
            dot = QGraphicsEllipseItem(QRectF(point.x() - 4, point.y() - 4, 8, 8))
            dot.setPen(QPen(QColor(255, 255, 255, 40)))
            dot.setBrush(QBrush(QColor(0, 0, 0, 80)))
            self.add_static(dot, Z_BOARD + 0.5)
            half = pitch / 2
            area = QRectF(point.x() - half, point.y() - half, pitch, pitch)
            self.add_click_area(area, Click(MAP, NAME[position]))

    # --- the pieces ------------------------------------------------------------------------
    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, PylosState)
        for position in self.board.positions:
            owner = state.ball_at(position)
            if owner is None:
                continue
            ball = BallItem(owner, self.ball, NAME[position], level=LEVEL[position])
            ball.setPos(self.centre(position))
            self.add_piece(NAME[position], ball, Z_PIECES + LEVEL[position])
            small = BallItem(owner, self.map_pitch * 0.45, Click(MAP, NAME[position]), shadow=False)
            small.setPos(self.map_centre(position))
            self.add_dynamic(small, Z_PIECES)
        radius = self.reserve_radius()
        for player in (0, 1):
            count = state.reserves[player]
            point = self.title_point(player)
            if self.arrangement == "wide":
                self.add_side_title(state, player, point, SIDE - 12)
                words = tr("{count} in reserve").format(count=count)
                self.add_label(words, point + QPointF(0, 26), 16, theme.TEXT_DIM, dynamic=True)
            else:
                words = tr("{player}: {count} in reserve")
                words = words.format(player=self.names[player], count=count)
                self.add_side_title(state, player, point, BOARD - 24, words)
            for index in range(count):
                ball = BallItem(player, radius, Click.stash(player))
                ball.setPos(self.reserve_slot(player, index, count))
                self.add_dynamic(ball, Z_PIECES)

    def place_rect(self, click: Click) -> QRectF | None:
        if click.stash_owner is not None:  # a reserve clicked (refused): the whole reserve
            return self.reserve_rect(click.stash_owner)
        position = BY_NAME.get(click.value) if click.is_place else None
        if position is None or position not in self.board.names:
            return None
        point, ball = self.centre(position), self.ball
        return QRectF(point.x() - ball, point.y() - ball, 2 * ball, 2 * ball)

    def marker_shape(self, raw: Click) -> str:
        return "rect" if raw.stash_owner is not None else "ellipse"

    def preview_region(self, builder: MoveBuilder, target: Target) -> QRectF | None:
        return self.board_rect()

    # --- animation -------------------------------------------------------------------------
    def already_shown(self, step: Step) -> bool:
        # While a recovery is chosen, the ball already stands in its place and the balls taken
        # back so far are already gone.
        if isinstance(step, Placed):
            return step.at in self.pieces_at
        if isinstance(step, Moved):
            return step.origin not in self.pieces_at
        if isinstance(step, Removed):
            return step.origin not in self.pieces_at
        return False

    def source_point(self, step: Placed | Removed) -> QPointF:
        return self.reserve_slot(step.player, 0)

    def sink_point(self, step: Removed) -> QPointF:
        return self.reserve_slot(step.holder, 0)

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        return BallItem(player, self.ball, None)

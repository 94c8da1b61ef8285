"""Icehouse pyramids in 2D: seen from above (alone or stacked, with the stack's composition and
badges) and from the side (stashes, trees, trays).

Their colours are the palette's (``desktop.games.icehouse.colours``), read when a piece is drawn;
the cached pictures are kept per palette."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.clicks import Click
from core.notation import SIZES
from desktop.board2d.pieces import BadgeItem, paint_cached, set_raw, set_shows
from desktop.games.icehouse import colours, physical
from desktop.look import theme

# sizes relative to a large pyramid
PYRAMID_BASE = tuple(b / physical.PYRAMID_BASE[2] for b in physical.PYRAMID_BASE)
PYRAMID_HEIGHT = tuple(h / physical.PYRAMID_HEIGHT[2] for h in physical.PYRAMID_HEIGHT)


def _face_colour(player: int, shade: float) -> QColor:
    base = colours.player_colours()[player]
    colour = (
        base.lighter(int(100 + 60 * shade)) if shade >= 0 else base.darker(int(100 - 90 * shade))
    )
    colour.setAlpha(235)
    return colour


def paint_pyramid_top(painter: QPainter, player: int, size: int, unit: float) -> None:
    """A pyramid seen from above, centred on (0, 0): four lit faces, its pips on each face."""
    half = unit * PYRAMID_BASE[size] / 2
    apex = QPointF(-half * 0.05, -half * 0.05)
    corners = [
        QPointF(-half, -half),
        QPointF(half, -half),
        QPointF(half, half),
        QPointF(-half, half),
    ]
    shades = (0.55, 0.05, -0.45, 0.2)  # top, right, bottom, left faces
    edge = QColor(colours.dark_sides()[player])
    edge.setAlpha(235)
    outline = QPen(edge, max(1.0, unit * 0.018))
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    for i in range(4):
        face = QPolygonF([corners[i], corners[(i + 1) % 4], apex])
        painter.setBrush(_face_colour(player, shades[i]))
        painter.setPen(outline)
        painter.drawPolygon(face)
    # The pips: dots along the bottom edge of each face.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 200))
    dot = max(1.2, unit * 0.028)
    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        inward = (apex - (a + b) / 2) * 0.2
        for k in range(size + 1):
            t = (k + 1) / (size + 2)
            point = a + (b - a) * t + inward
            painter.drawEllipse(point, dot, dot)


def paint_pyramid_side(
    painter: QPainter, player: int, size: int, unit: float, alpha: int = 235
) -> None:
    """A pyramid seen from the side, standing on (0, 0) (the middle of its base)."""
    half = unit * PYRAMID_BASE[size] / 2
    height = unit * PYRAMID_HEIGHT[size] * 1.05
    body = QPolygonF([QPointF(-half, 0), QPointF(half, 0), QPointF(0, -height)])
    gradient = QLinearGradient(QPointF(-half, 0), QPointF(half, 0))
    # copies: the palette's colours themselves keep their opacity
    light, base, dark = (
        QColor(colours.light_sides()[player]),
        QColor(colours.player_colours()[player]),
        QColor(colours.dark_sides()[player]),
    )
    for colour in (light, base, dark):
        colour.setAlpha(alpha)
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(0.5, base)
    gradient.setColorAt(1.0, dark)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(dark, max(1.0, unit * 0.02)))
    painter.drawPolygon(body)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 210))
    dot = max(1.2, unit * 0.03)
    for k in range(size + 1):
        x = -half * 0.55 + (k + 0.5) * (1.1 * half / (size + 1))
        painter.drawEllipse(QPointF(x, -height * 0.12), dot, dot)


class PyramidSideItem(QGraphicsItem):
    """One pyramid from the side (stashes, trees, captured and paid pyramids)."""

    def __init__(
        self, player: int, size: int, unit: float, raw: Click | str | None = None, dim: bool = False
    ):
        super().__init__()
        self.player, self.size, self.unit, self.dim = player, size, unit, dim
        set_raw(self, raw)
        set_shows(self, ((SIZES[size], player, dim),))

    def boundingRect(self) -> QRectF:
        half = self.unit * PYRAMID_BASE[self.size] / 2 + 2
        height = self.unit * PYRAMID_HEIGHT[self.size] * 1.05 + 2
        return QRectF(-half, -height, 2 * half, height + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        alpha = 110 if self.dim else 235

        def draw(inner: QPainter) -> None:
            paint_pyramid_side(inner, self.player, self.size, self.unit, alpha)

        key = f"side{self.player}:{self.size}:{self.unit}:{alpha}:{theme.palette()}"
        paint_cached(painter, key, self.boundingRect(), draw)


class StackItem(QGraphicsItem):
    """A stack of pyramids seen from above, bottom first (a larger one covers what is under it,
    a smaller one sits on top), with its composition as chips and badges for its height and,
    optionally, its visible pips."""

    def __init__(
        self,
        pieces: Sequence[tuple[int, int]],
        unit: float,
        raw: Click | str | None = None,
        visible_pips: int | None = None,
    ):
        super().__init__()
        self.pieces = list(pieces)
        self.unit = unit
        self.pips_shown = visible_pips
        self.badges: list[BadgeItem] = []
        set_raw(self, raw)
        set_shows(self, tuple((SIZES[size], player, False) for player, size in self.pieces))
        corner = unit * 0.34
        badge = unit * 0.16
        if len(self.pieces) > 1:
            self._add_badge(str(len(self.pieces)), badge, "height", QPointF(-corner, -corner), raw)
        if visible_pips is not None:
            self._add_badge(str(visible_pips), badge, "pips", QPointF(-corner, corner), raw)

    def _add_badge(
        self, text: str, size: float, kind: str, at: QPointF, raw: Click | str | None
    ) -> None:
        badge = BadgeItem(text, size, kind, raw)
        badge.setParentItem(self)
        badge.setPos(at)
        badge.setZValue(1)
        self.badges.append(badge)

    def boundingRect(self) -> QRectF:
        h = self.unit / 2
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        key = f"stack{self.pieces}:{self.unit}:{theme.palette()}"
        paint_cached(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self.unit * 0.8
        for player, size in self.pieces:
            paint_pyramid_top(painter, player, size, unit)
        if len(self.pieces) > 1:
            self._paint_chips(painter)

    def chip_rects(self) -> tuple[QRectF, list[tuple[QRectF, int, int]]]:
        """The composition's marks, in the item's coordinates: the dark strip along the right
        edge and, bottom pyramid first, each chip with its pyramid's player and size (the
        chips stacked upwards, each as wide as its pyramid is large). A stack too tall for the
        cell gets thinner chips."""
        h = self.unit / 2
        count = len(self.pieces)
        step = min(self.unit * 0.105, self.unit * 0.9 / count)
        chip_h = step * 0.78
        chip_w = self.unit * 0.2
        x = h - chip_w - self.unit * 0.04
        top = -h + self.unit * 0.05
        strip = QRectF(x - 2, top - 2, chip_w + 4, step * count - (step - chip_h) + 4)
        chips = []
        y = top + step * (count - 1)
        for player, size in self.pieces:
            width = chip_w * (0.45 + 0.275 * size)
            chips.append((QRectF(x + (chip_w - width) / 2, y, width, chip_h), player, size))
            y -= step
        return strip, chips

    def _paint_chips(self, painter: QPainter) -> None:
        """The composition (``chip_rects``), on a dark strip so that a chip reads over a
        pyramid of its own colour."""
        strip, chips = self.chip_rects()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(15, 15, 15, 170))
        painter.drawRoundedRect(strip, 3, 3)
        for rect, player, _size in chips:
            chip = QColor(colours.player_colours()[player])
            chip.setAlpha(255)
            painter.setBrush(chip)
            painter.setPen(QPen(QColor(colours.light_sides()[player]), 1.0))
            painter.drawRect(rect)

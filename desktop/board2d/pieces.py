"""The pieces as 2D graphics items: wooden balls, Icehouse pyramids seen from above and from the
side, stacks, texts and badges that stay readable at any size, handles and highlights.

Every clickable item stores what it stands for (a *raw* click such as ``1b3``, ``size:M`` or
``rotate:NE``) in ``data(RAW)``; the view reads it and tells the model.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme

RAW = 0  # QGraphicsItem.data() key holding the raw click name
QPixmapCache.setCacheLimit(64 * 1024)  # kilobytes: every look of every piece at every zoom


def paint_cached(
    painter: QPainter, key: str, rect: QRectF, draw: Callable[[QPainter], None]
) -> None:
    """Paint ``rect`` (item coordinates) with ``draw``, through a pixmap kept per look and zoom:
    a move redraws dozens of shaded pieces, and gradients are slow to paint."""
    t = painter.worldTransform()
    scale = max(math.hypot(t.m11(), t.m12()), 0.05)
    width, height = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    if width * height > 1024 * 1024 or width < 1 or height < 1:
        draw(painter)
        return
    name = f"{key}@{width}x{height}"
    pixmap = QPixmapCache.find(name)
    if pixmap is None:
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner.scale(width / rect.width(), height / rect.height())
        inner.translate(-rect.topLeft())
        draw(inner)
        inner.end()
        QPixmapCache.insert(name, pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def set_raw(item: QGraphicsItem, raw: str | None) -> None:
    item.setData(RAW, raw)


def raw_of(item: QGraphicsItem) -> str | None:
    """The raw click name of ``item`` (every clickable item carries its own).

    Never walks up with ``parentItem()``: on a top-level item, PySide6 6.9–6.11 hands the item
    to Python, which deletes it with the wrapper, so one hover over a board's frame erased it.
    """
    raw = item.data(RAW)
    return str(raw) if raw else None


class BallItem(QGraphicsItem):
    """A wooden Pylos ball, shaded like a sphere lit from the top left."""

    def __init__(
        self,
        player: int,
        radius: float,
        raw: str | None = None,
        shadow: bool = True,
        level: int = 0,
    ):
        super().__init__()
        self.player = player
        self.radius = radius
        self.shadow = shadow
        self.level = level  # a ball higher up casts a longer shadow
        set_raw(self, raw)

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
        key = f"ball{self.player}:{self.radius}:{self.shadow}:{self.level}"
        paint_cached(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70 + 25 * self.level))
            drop = 0.1 + 0.09 * self.level
            painter.drawEllipse(QPointF(r * drop * 0.7, r * drop), r * 1.02, r * 1.02)
        base = theme.BALL_COLOURS[self.player]
        gradient = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        gradient.setColorAt(0.0, base.lighter(135))
        gradient.setColorAt(0.55, base)
        gradient.setColorAt(1.0, base.darker(170))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(theme.BALL_EDGES[self.player], max(1.0, r * 0.04)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        # wood grain: two faint arcs
        grain = QColor(theme.BALL_EDGES[self.player])
        grain.setAlpha(60)
        painter.setPen(QPen(grain, max(0.8, r * 0.03)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(-r * 0.7, -r * 0.2, r * 1.4, r * 0.9), 20 * 16, 140 * 16)
        painter.drawArc(QRectF(-r * 0.5, 0.1 * r, r * 1.0, r * 0.6), 30 * 16, 120 * 16)


def _face_colour(player: int, shade: float) -> QColor:
    base = theme.PYRAMID_COLOURS[player]
    colour = (
        base.lighter(int(100 + 60 * shade)) if shade >= 0 else base.darker(int(100 - 90 * shade))
    )
    colour.setAlpha(235)
    return colour


def paint_pyramid_top(painter: QPainter, player: int, size: int, unit: float) -> None:
    """A pyramid seen from above, centred on (0, 0): four lit faces, its pips on each face."""
    half = unit * theme.PYRAMID_BASE[size] / 2
    apex = QPointF(-half * 0.05, -half * 0.05)
    corners = [
        QPointF(-half, -half),
        QPointF(half, -half),
        QPointF(half, half),
        QPointF(-half, half),
    ]
    shades = (0.55, 0.05, -0.45, 0.2)  # top, right, bottom, left faces
    outline = QPen(theme.PYRAMID_DARK[player], max(1.0, unit * 0.018))
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
    half = unit * theme.PYRAMID_BASE[size] / 2
    height = unit * theme.PYRAMID_HEIGHT[size] * 1.05
    body = QPolygonF([QPointF(-half, 0), QPointF(half, 0), QPointF(0, -height)])
    gradient = QLinearGradient(QPointF(-half, 0), QPointF(half, 0))
    light, base, dark = (
        theme.PYRAMID_LIGHT[player],
        theme.PYRAMID_COLOURS[player],
        theme.PYRAMID_DARK[player],
    )
    for colour in (light, base, dark):
        colour.setAlpha(alpha)
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(0.5, base)
    gradient.setColorAt(1.0, dark)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(theme.PYRAMID_DARK[player], max(1.0, unit * 0.02)))
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
        self, player: int, size: int, unit: float, raw: str | None = None, dim: bool = False
    ):
        super().__init__()
        self.player, self.size, self.unit, self.dim = player, size, unit, dim
        set_raw(self, raw)

    def boundingRect(self) -> QRectF:
        half = self.unit * theme.PYRAMID_BASE[self.size] / 2 + 2
        height = self.unit * theme.PYRAMID_HEIGHT[self.size] * 1.05 + 2
        return QRectF(-half, -height, 2 * half, height + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        alpha = 110 if self.dim else 235

        def draw(inner: QPainter) -> None:
            paint_pyramid_side(inner, self.player, self.size, self.unit, alpha)

        key = f"side{self.player}:{self.size}:{self.unit}:{alpha}"
        paint_cached(painter, key, self.boundingRect(), draw)


MAX_TEXT_GROWTH = 1.5  # texts grow with the board up to this many times the application font


class TextItem(QGraphicsItem):
    """Text centred on its position, as large as asked in scene units but never smaller on
    screen than the application's font: the view tells every text its scale (``fit``)."""

    def __init__(
        self, text: str, size: float, colour: QColor, bold: bool = False, raw: str | None = None
    ) -> None:
        super().__init__()
        self.text, self.size, self.colour, self.bold = text, size, colour, bold
        self.scale_on_screen = 1.0
        self.font = QFont()
        self.font.setBold(bold)
        self._rect = QRectF()
        self._left = False
        set_raw(self, raw)
        self.setAcceptedMouseButtons(
            Qt.MouseButton.NoButton if raw is None else Qt.MouseButton.AllButtons
        )
        self._measure()

    @property
    def pixel_size(self) -> float:
        """The text's height in scene units (its font's pixel size): ``size``, but on screen
        never under the application's font nor over half as large again."""
        base = theme.text_px() / self.scale_on_screen
        return min(max(self.size, base), base * MAX_TEXT_GROWTH)

    def fit(self, scale: float) -> None:
        if abs(scale - self.scale_on_screen) > 1e-6:
            self.prepareGeometryChange()
            self.scale_on_screen = scale
            self._measure()

    def anchor_left(self) -> None:
        """Start the text just right of its position (beside a badge there) instead of
        centring it."""
        self.prepareGeometryChange()
        self._left = True
        self._measure()

    def _measure(self) -> None:
        self.font.setPixelSize(max(1, round(self.pixel_size)))
        metrics = QFontMetricsF(self.font)
        width, height = metrics.horizontalAdvance(self.text), metrics.height()
        left = 1.1 * self.pixel_size if self._left else -width / 2
        self._rect = QRectF(left, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class BadgeItem(TextItem):
    """A number in a disc: a stack's height (dark) or its visible pips (light)."""

    KINDS: ClassVar[dict[str, tuple[QColor, QColor]]] = {
        "height": (QColor(20, 20, 20, 215), QColor("white")),
        "pips": (QColor(255, 255, 255, 235), QColor("#1d1d1d")),
    }

    def __init__(self, text: str, size: float, kind: str, raw: str | None = None) -> None:
        self.kind = kind
        super().__init__(text, size, self.KINDS[kind][1], bold=True, raw=raw)

    def _measure(self) -> None:
        super()._measure()
        r = max(self._rect.width(), self._rect.height()) * 0.6
        self._rect = QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.KINDS[self.kind][0])
        painter.setPen(QPen(QColor(0, 0, 0, 170), 0.8 / max(self.scale_on_screen, 0.1)))
        painter.drawEllipse(self._rect)
        super().paint(painter, option, widget)


class StackItem(QGraphicsItem):
    """A stack of pyramids seen from above, bottom first (a larger one covers what is under it,
    a smaller one sits on top), with its composition as chips and badges for its height and,
    optionally, its visible pips."""

    def __init__(
        self,
        pieces: Sequence[tuple[int, int]],
        unit: float,
        raw: str | None = None,
        visible_pips: int | None = None,
    ):
        super().__init__()
        self.pieces = list(pieces)
        self.unit = unit
        self.pips_shown = visible_pips
        self.badges: list[BadgeItem] = []
        set_raw(self, raw)
        corner = unit * 0.34
        badge = unit * 0.16
        if len(self.pieces) > 1:
            self._add_badge(str(len(self.pieces)), badge, "height", QPointF(-corner, -corner), raw)
        if visible_pips is not None:
            self._add_badge(str(visible_pips), badge, "pips", QPointF(-corner, corner), raw)

    def _add_badge(self, text: str, size: float, kind: str, at: QPointF, raw: str | None) -> None:
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
        paint_cached(painter, f"stack{self.pieces}:{self.unit}", self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self.unit * 0.8
        for player, size in self.pieces:
            paint_pyramid_top(painter, player, size, unit)
        if len(self.pieces) > 1:
            self._paint_chips(painter)

    def _paint_chips(self, painter: QPainter) -> None:
        """The composition, bottom to top, as a column of chips in the top-right corner."""
        h = self.unit / 2
        chip_w, chip_h = self.unit * 0.12, self.unit * 0.05
        x = h - chip_w - self.unit * 0.03
        y = -h + self.unit * 0.04 + chip_h * (len(self.pieces) - 1) * 1.25
        for player, size in self.pieces:
            width = chip_w * (0.55 + 0.225 * size)
            painter.setBrush(theme.PYRAMID_COLOURS[player])
            painter.setPen(QPen(QColor(0, 0, 0, 140), 0.8))
            painter.drawRect(QRectF(x + (chip_w - width) / 2, y, width, chip_h))
            y -= chip_h * 1.25


class RotateHandleItem(QGraphicsItem):
    """A round handle with a turning arrow: click it to rotate a coaster."""

    def __init__(self, radius: float, raw: str):
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


class MarkerItem(QGraphicsItem):
    """A highlight drawn over the board: a target, the selection, the hover or the last move."""

    def __init__(
        self,
        rect: QRectF,
        colour: QColor,
        shape: str = "ellipse",
        fill: bool = False,
        width: float = 4.0,
    ):
        super().__init__()
        # (not "shape": that would hide QGraphicsItem.shape(), which Qt calls for hit tests)
        self.rect, self.colour, self.form, self.fill, self.width = rect, colour, shape, fill, width
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        w = self.width
        return self.rect.adjusted(-w, -w, w, w)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.form == "ellipse":
            path.addEllipse(self.rect)
        else:
            path.addRect(self.rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, self.width)
        painter.setPen(pen)
        fill = QColor(self.colour)
        fill.setAlpha(70 if self.fill else 0)
        painter.setBrush(fill if self.fill else Qt.BrushStyle.NoBrush)
        if self.form == "ellipse":
            painter.drawEllipse(self.rect)
        else:
            painter.drawRoundedRect(self.rect, 6, 6)

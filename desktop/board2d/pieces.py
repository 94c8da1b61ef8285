"""The pieces as 2D graphics items: wooden balls, Icehouse pyramids seen from above and from the
side, stacks, and the small buttons drawn on the board.

Every clickable item stores what it stands for (a *raw* click such as ``1b3``, ``size:M`` or
``rotate:NE``) in ``data(RAW)``; the view reads it and tells the model.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme

RAW = 0  # QGraphicsItem.data() key holding the raw click name


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

    def __init__(self, player: int, radius: float, raw: str | None = None, shadow: bool = True):
        super().__init__()
        self.player = player
        self.radius = radius
        self.shadow = shadow
        set_raw(self, raw)

    def boundingRect(self) -> QRectF:
        r = self.radius + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawEllipse(QPointF(r * 0.08, r * 0.12), r * 1.02, r * 1.02)
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_pyramid_side(painter, self.player, self.size, self.unit, 110 if self.dim else 235)


class StackItem(QGraphicsItem):
    """A stack of pyramids seen from above, bottom first (a larger one covers what is under it,
    a smaller one sits on top), with its composition as chips and, optionally, its visible pips.
    """

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
        set_raw(self, raw)

    def boundingRect(self) -> QRectF:
        h = self.unit / 2
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self.unit * 0.8
        for player, size in self.pieces:
            paint_pyramid_top(painter, player, size, unit)
        if len(self.pieces) > 1:
            self._paint_chips(painter)
        if self.pips_shown is not None:
            self._badge(
                painter, str(self.pips_shown), QPointF(-self.unit * 0.36, self.unit * 0.36), "pips"
            )

    def _paint_chips(self, painter: QPainter) -> None:
        """The composition, bottom to top, as a column of chips in the top-right corner."""
        h = self.unit / 2
        chip_w, chip_h = self.unit * 0.1, self.unit * 0.045
        x = h - chip_w - self.unit * 0.03
        y = -h + self.unit * 0.04 + chip_h * (len(self.pieces) - 1) * 1.25
        for player, size in self.pieces:
            width = chip_w * (0.55 + 0.225 * size)
            painter.setBrush(theme.PYRAMID_COLOURS[player])
            painter.setPen(QPen(QColor(0, 0, 0, 140), 0.8))
            painter.drawRect(QRectF(x + (chip_w - width) / 2, y, width, chip_h))
            y -= chip_h * 1.25
        self._badge(
            painter,
            str(len(self.pieces)),
            QPointF(-h + self.unit * 0.14, -h + self.unit * 0.14),
            "height",
        )

    def _badge(self, painter: QPainter, text: str, centre: QPointF, kind: str) -> None:
        r = self.unit * 0.11
        painter.setBrush(
            QColor(20, 20, 20, 190) if kind == "height" else QColor(255, 255, 255, 225)
        )
        painter.setPen(QPen(QColor(0, 0, 0, 160), 0.8))
        painter.drawEllipse(centre, r, r)
        font = QFont()
        font.setPixelSize(max(6, int(r * 1.3)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white") if kind == "height" else QColor("#222"))
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text
        )


class ButtonItem(QGraphicsItem):
    """A rounded button drawn on the board (Done, rotation angles, capture order)."""

    def __init__(self, text: str, width: float, height: float, raw: str, detail: str = ""):
        super().__init__()
        self.text, self.detail = text, detail
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        set_raw(self, raw)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(30, 36, 33, 235))
        painter.setPen(QPen(theme.TARGET, 2.0))
        painter.drawRoundedRect(self.rect, 8, 8)
        font = QFont()
        font.setPixelSize(int(self.rect.height() * (0.36 if self.detail else 0.45)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.TEXT)
        top = self.rect.adjusted(4, 2, -4, -self.rect.height() / 2 if self.detail else -2)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.detail:
            font.setBold(False)
            font.setPixelSize(int(self.rect.height() * 0.26))
            painter.setFont(font)
            painter.setPen(theme.TEXT_DIM)
            bottom = self.rect.adjusted(4, self.rect.height() / 2, -4, -2)
            painter.drawText(
                bottom, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.detail
            )


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

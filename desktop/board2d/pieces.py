"""What every 2D board draws, whatever the game: texts and badges that stay readable at any size,
highlights, and pieces painted through a pixmap cache. The games' own pieces are in their kits.

Every clickable item stores what it stands for (a ``Click``: ``1b3``, ``size:M``, ``rotate:NE``)
in ``data(RAW)``; the view reads it and tells the model.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.clicks import Click
from desktop.look import theme
from desktop.look.tips import plain_tip

RAW = 0  # QGraphicsItem.data() key holding the raw click name
SHOWS = 1  # QGraphicsItem.data() key holding the pieces an item draws
CACHED = 800  # pictures kept: every look of every piece at the zooms in use
_pictures: OrderedDict[str, QPixmap] = OrderedDict()


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
    pixmap = _pictures.get(name)
    if pixmap is not None:
        _pictures.move_to_end(name)
    else:
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner.scale(width / rect.width(), height / rect.height())
        inner.translate(-rect.topLeft())
        draw(inner)
        inner.end()
        _pictures[name] = pixmap
        if len(_pictures) > CACHED:
            _pictures.popitem(last=False)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def set_raw(item: QGraphicsItem, raw: Click | str | None) -> None:
    """Make ``item`` clickable as ``raw`` (a Click, or its canonical text), or not (None)."""
    item.setData(RAW, None if raw is None else Click.parse(raw))


def set_shows(item: QGraphicsItem, pieces: Sequence[tuple[str, int, bool]]) -> None:
    """Say that ``item`` draws ``pieces``, bottom first, each as (shape, player, faded) in the
    words of the game's 3D layout ("ball", "S"…): what a test or a screen reader may count of
    the board without knowing the game's item classes."""
    item.setData(SHOWS, tuple(pieces))


def shows(item: QGraphicsItem) -> tuple[tuple[str, int, bool], ...]:
    """The pieces ``item`` draws (``set_shows``; none for a board part, a mark, a map)."""
    pieces = item.data(SHOWS)
    return pieces if isinstance(pieces, tuple) else ()


def raw_of(item: QGraphicsItem) -> Click | None:
    """What a click on ``item`` names (every clickable item carries its own).

    Never walks up with ``parentItem()``: on a top-level item, PySide6 6.9–6.11 hands the item
    to Python, which deletes it with the wrapper, so one hover over a board's frame erased it.
    """
    raw = item.data(RAW)
    return raw if isinstance(raw, Click) else None


MAX_TEXT_GROWTH = 1.5  # texts grow with the board up to this many times the application font


class TextItem(QGraphicsItem):
    """Text centred on its position, as large as asked in scene units but never smaller on
    screen than the application's font: the view tells every text its scale (``fit``)."""

    def __init__(
        self,
        text: str,
        size: float,
        colour: QColor,
        bold: bool = False,
        raw: Click | str | None = None,
        max_width: float = 0.0,
    ) -> None:
        super().__init__()
        self.text, self.size, self.colour, self.bold = text, size, colour, bold
        self.shown = text  # the text as drawn: elided to ``max_width`` (scene units) if longer
        self.max_width = max_width
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
        self.shown = self.text
        if self.max_width and metrics.horizontalAdvance(self.text) > self.max_width:
            self.shown = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, self.max_width)
        self.setToolTip(plain_tip(self.text) if self.shown != self.text else "")
        width, height = metrics.horizontalAdvance(self.shown), metrics.height()
        left = 1.1 * self.pixel_size if self._left else -width / 2
        self._rect = QRectF(left, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.shown)


class BadgeItem(TextItem):
    """A number in a disc: a stack's height (dark) or its visible pips (light)."""

    KINDS: ClassVar[dict[str, tuple[QColor, QColor]]] = {
        "height": (QColor(20, 20, 20, 215), QColor("white")),
        "pips": (QColor(255, 255, 255, 235), QColor("#1d1d1d")),
    }

    def __init__(self, text: str, size: float, kind: str, raw: Click | str | None = None) -> None:
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


class ArrowItem(QGraphicsItem):
    """A lesson's arrow from one thing to another (``size``: the things' size, which sets the
    arrow's thickness and how far from their centres it starts and stops)."""

    def __init__(self, start: QPointF, end: QPointF, size: float, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        gap = min(size * 0.3, length / 4)
        tail = QPointF(start.x() + ux * gap, start.y() + uy * gap)
        tip = QPointF(end.x() - ux * gap, end.y() - uy * gap)
        self.width = max(size * 0.09, 3.0)
        head = max(size * 0.32, 10.0)
        back = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        self.path = QPainterPath(tail)
        self.path.lineTo(back)
        self.head = QPolygonF(
            [
                tip,
                QPointF(back.x() - uy * head * 0.55, back.y() + ux * head * 0.55),
                QPointF(back.x() + uy * head * 0.55, back.y() - ux * head * 0.55),
            ]
        )
        self._rect = self.path.boundingRect().united(self.head.boundingRect())

    def boundingRect(self) -> QRectF:
        w = self.width * 2
        return self._rect.adjusted(-w, -w, w, w)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(theme.HALO)  # as every marker's: seen on light pieces as on dark ones
        for colour, width in ((halo, self.width + 4), (self.colour, self.width)):
            pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.path)
            painter.setBrush(colour)
            painter.drawPolygon(self.head)


LOOKS = {  # each marker's look, and how wide its lines are (its shape is ``MarkerItem``'s)
    "target": 3.0,
    "dot": 3.0,
    "place": 3.0,
    "take": 4.0,
    "selected": 6.0,
    "hover": 2.0,
    "last": 3.5,
    "gone": 3.5,
    "refused": 4.0,
    "cursor": 3.0,
    "lesson": 4.0,
    "found": 4.0,
}


class MarkerItem(QGraphicsItem):
    """A highlight drawn over the board, told apart by its shape as well as its colour:

    - "target": a ring (what may be clicked); "place": a ring with a dot in its middle (a place
      a piece may go), "dot": that dot alone (an empty square);
    - "take": a ring with four ticks pointing in (a ball that may be taken back);
    - "selected": a thick ring; "hover": a thin one; "cursor": a dashed one (the keyboard's);
    - "last": four arcs, or a rectangle's four corners (where the last move took or put a piece);
    - "gone": those, and a cross in the middle (where the last move took a piece away);
    - "refused": a ring struck through (what a refused click was on);
    - "lesson": a double ring (what a lesson or a hint points at);
    - "found": a ring with a tick (a question's answer found).

    Every line is drawn in the marker's colour inside a dark halo (``theme.HALO``), so that the
    ring or its halo stands out on any piece, light or dark; nothing is filled over a piece,
    which keeps its owner's colour."""

    def __init__(self, rect: QRectF, look: str, shape: str = "ellipse"):
        super().__init__()
        # (not "shape": that would hide QGraphicsItem.shape(), which Qt calls for hit tests)
        self.rect, self.look, self.form, self.width = rect, look, shape, LOOKS[look]
        self.colour = theme.marker("target" if look in ("dot", "place") else look)
        self.halo = QColor(theme.HALO)
        self.dashed = look == "cursor"
        self.lines, self.dots = self._outline()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @property
    def halo_width(self) -> float:
        """How far the halo reaches beyond each side of a line."""
        return 1.0 + 0.45 * self.width

    def _ring(self, rect: QRectF) -> QPainterPath:
        path = QPainterPath()
        if self.form == "ellipse":
            path.addEllipse(rect)
        else:
            path.addRoundedRect(rect, 6, 6)
        return path

    def _outline(self) -> tuple[QPainterPath, QPainterPath]:
        """The marker's lines (stroked) and dots (filled)."""
        rect, look, w = self.rect, self.look, self.width
        lines, dots = QPainterPath(), QPainterPath()
        centre = rect.center()
        rx, ry = rect.width() / 2, rect.height() / 2
        if look == "dot":
            dots.addEllipse(rect)
            return lines, dots
        if look == "last":
            return self._corners(), dots
        if look == "gone":
            lines = self._corners()
            arm = min(rx, ry) * 0.22
            for dx, dy in ((1, 1), (1, -1)):
                lines.moveTo(centre + QPointF(-dx * arm, -dy * arm))
                lines.lineTo(centre + QPointF(dx * arm, dy * arm))
            return lines, dots
        if look == "cursor":
            # gaps wider than the halos: dashes apart even without their colour
            return _dashes(self._ring(rect), 2.5 * w, 2 * w + 2 * self.halo_width + 3), dots
        lines.addPath(self._ring(rect))
        if look == "place":
            dot = min(rx, ry) * 0.2
            dots.addEllipse(centre, dot, dot)
        elif look == "lesson":
            gap = w + 2 * self.halo_width  # the two rings' halos touch
            lines.addPath(self._ring(rect.adjusted(-gap, -gap, gap, gap)))
        elif look == "take":
            # the ticks point in: the mark stays on its ball, clear of the coordinates and of
            # a lesson's double ring around it
            tick = max(min(rx, ry) * 0.35, 2 * w)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                start = QPointF(centre.x() + dx * rx, centre.y() + dy * ry)
                lines.moveTo(start)
                lines.lineTo(start - QPointF(dx * tick, dy * tick))
        elif look == "refused":
            lean = 0.7071 if self.form == "ellipse" else 1.0
            lines.moveTo(centre + QPointF(-rx * lean, ry * lean))
            lines.lineTo(centre + QPointF(rx * lean, -ry * lean))
        elif look == "found":
            size = min(rx, ry) * 0.7
            lean = 0.7071 if self.form == "ellipse" else 0.8
            corner = centre + QPointF(rx * lean, -ry * lean)
            lines.moveTo(corner + QPointF(-0.55 * size, 0.0))
            lines.lineTo(corner + QPointF(-0.15 * size, 0.4 * size))
            lines.lineTo(corner + QPointF(0.6 * size, -0.45 * size))
        return lines, dots

    def _corners(self) -> QPainterPath:
        """Four arcs of a circle, or the four corners of a rectangle."""
        rect, path = self.rect, QPainterPath()
        if self.form == "ellipse":
            for middle in (45, 135, 225, 315):
                path.arcMoveTo(rect, middle - 27)
                path.arcTo(rect, middle - 27, 54)
            return path
        arm = min(rect.width(), rect.height()) * 0.3
        for corner, dx, dy in (
            (rect.topLeft(), 1, 1),
            (rect.topRight(), -1, 1),
            (rect.bottomLeft(), 1, -1),
            (rect.bottomRight(), -1, -1),
        ):
            path.moveTo(corner + QPointF(dx * arm, 0))
            path.lineTo(corner)
            path.lineTo(corner + QPointF(0, dy * arm))
        return path

    def boundingRect(self) -> QRectF:
        w = self.width / 2 + self.halo_width + 1
        return self.lines.boundingRect().united(self.dots.boundingRect()).adjusted(-w, -w, w, w)

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
        halo = self.width + 2 * self.halo_width
        for colour, width, outline in (
            (self.halo, halo, self.halo_width),
            (self.colour, self.width, 0.0),
        ):
            pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.lines)
            if not self.dots.isEmpty():
                painter.setPen(QPen(colour, 2 * outline) if outline else Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawPath(self.dots)


def _dashes(path: QPainterPath, dash: float, gap: float) -> QPainterPath:
    """``path``'s outline cut into dashes ``dash`` long, ``gap`` apart (each its own line, so
    that a halo drawn around it follows every dash)."""
    total = path.length()
    count = max(int(total // (dash + gap)), 1)
    period = total / count  # as many whole dashes as fit, evenly spread
    dashes = QPainterPath()
    for k in range(count):
        start = k * period
        steps = 8
        for i in range(steps + 1):
            point = path.pointAtPercent(path.percentAtLength(start + dash * i / steps))
            if i == 0:
                dashes.moveTo(point)
            else:
                dashes.lineTo(point)
    return dashes

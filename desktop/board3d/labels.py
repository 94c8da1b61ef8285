"""Words and numbers on the 3D table, always facing the eye: the board's coordinates, each
stack's height (in a disc of the colour on top) and visible pips, what each area beside the
board holds, and the name of the place under the pointer. One GL item paints them all with one
painter after the scene, at the points the camera projects them to, never smaller than the
application's text."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from pyqtgraph.opengl.GLGraphicsItem import GLGraphicsItem
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.board3d.layout import Label
from desktop.look import theme

Colours = Callable[[], Sequence[QColor]]
Names = Callable[[], Sequence[str]]


class LabelLayer(GLGraphicsItem):
    """The table's labels (``show``), the hovered place's name (``name_place``), painted over
    the scene. ``coordinates`` says whether the board's coordinates show; ``colours`` are the
    players' (a badge's disc), ``names`` their names as the window shows them (a tray's
    "{player}")."""

    def __init__(self, colours: Colours, names: Names) -> None:
        super().__init__()
        self.colours = colours
        self.names = names
        self.labels: list[Label] = []
        self.coordinates = True
        self.place: Label | None = None
        self.setDepthValue(2_000_000)  # after everything: over the pieces and the marks

    def show(self, labels: Sequence[Label]) -> None:
        self.labels = list(labels)
        self.update()

    def name_place(self, label: Label | None) -> None:
        """The name of the place under the pointer (None: none)."""
        if label != self.place:
            self.place = label
            self.update()

    def shown(self) -> list[Label]:
        """The labels on show now (for tests)."""
        labels = [x for x in self.labels if self.coordinates or x.kind != "coordinate"]
        return labels + ([self.place] if self.place is not None else [])

    def paint(self) -> None:
        labels = self.shown()
        view = self.view()
        if not labels or view is None:
            return
        matrix = np.array(self.mvpMatrix().data(), np.float64).reshape(4, 4).T
        points = np.array([label.position for label in labels], np.float64)
        clip = np.c_[points, np.ones(len(points))] @ matrix.T
        width, height = view.width(), view.height()
        painter = QPainter(view)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        base = QFont(view.font())
        base.setPixelSize(theme.text_px())
        try:
            for label, (x, y, _depth, w) in zip(labels, clip, strict=True):
                if w <= 0:
                    continue  # behind the eye
                at = QPointF((x / w + 1) * 0.5 * width, (1 - y / w) * 0.5 * height)
                self._paint_label(painter, base, label, at)
        finally:
            painter.end()

    def _paint_label(self, painter: QPainter, base: QFont, label: Label, at: QPointF) -> None:
        font = QFont(base)
        if label.kind in ("badge", "count", "place"):
            font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        if label.kind in ("badge", "count"):
            radius = max(metrics.height(), metrics.horizontalAdvance(label.text)) * 0.62
            if label.kind == "badge" and 0 <= label.player < 2:
                fill = QColor(self.colours()[label.player])
            else:
                fill = QColor("#ffffff")
            ink = QColor("#000000") if fill.lightnessF() > 0.55 else QColor("#ffffff")
            painter.setPen(QPen(QColor(theme.HALO), 2.0))
            painter.setBrush(fill)
            painter.drawEllipse(at, radius, radius)
            painter.setPen(ink)
            box = QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label.text)
            return
        # words in the table's light text, within a dark outline: read on any colour
        text = label.text
        if label.kind == "tray" and 0 <= label.player < 2:
            text = text.replace("{player}", self.names()[label.player])
        path = QPainterPath()
        advance = metrics.horizontalAdvance(text)
        path.addText(at.x() - advance / 2, at.y() + metrics.ascent() / 2.6, font, text)
        outline = QPen(QColor(theme.HALO), 3.5)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, outline)
        colour = theme.TEXT if label.kind != "place" else theme.marker("hover")
        painter.fillPath(path, colour)

"""Words and numbers on the 3D table, always facing the eye: the board's coordinates, each
stack's height (in a disc of the colour on top) and visible pips, what each area beside the
board holds, and the name of the place under the pointer. One GL item paints them all with one
painter after the scene, at the points the camera projects them to, never smaller than the
application's text."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl.GLGraphicsItem import GLGraphicsItem
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen
from PySide6.QtOpenGL import QOpenGLPaintDevice

from desktop.board3d.layout import Label
from desktop.look import theme

Colours = Callable[[], Sequence[QColor]]
WHITE = QColor("#ffffff")
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
        self._images: dict[tuple[object, ...], QImage] = {}  # each label drawn, by its look
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
        ratio = view.devicePixelRatioF()
        GL.glDisable(GL.GL_CULL_FACE)  # left on by the translucent marks: the painter's
        # pictures are drawn as two triangles that face away from it
        # painted into the frame being drawn, not the widget: a widget's painter goes elsewhere
        # while the window is grabbed (a screenshot, --export-png) and the labels were lost
        device = QOpenGLPaintDevice(round(width * ratio), round(height * ratio))
        device.setDevicePixelRatio(ratio)
        painter = QPainter(device)
        # asked once a frame, not once a label
        base, names, colours = view.font(), self.names(), self.colours()
        look = (base.family(), theme.text_px(), theme.palette())
        try:
            for label, (x, y, _depth, w) in zip(labels, clip.tolist(), strict=True):
                if w <= 0:
                    continue  # behind the eye
                image = self._image(label, base, ratio, look, names, colours)
                size = image.deviceIndependentSize()
                left = (x / w + 1) * 0.5 * width - size.width() / 2
                top = (1 - y / w) * 0.5 * height - size.height() / 2
                inside = 0 <= left + size.width() / 2 <= width and 0 <= top <= height
                if label.beside and inside:  # words beside the board stay whole in the pane
                    left = min(max(left, 2.0), width - size.width() - 2.0)
                    top = min(max(top, 2.0), height - size.height() - 2.0)
                painter.drawImage(QPointF(round(left), round(top)), image)
        finally:
            painter.end()

    def _image(
        self,
        label: Label,
        base: QFont,
        ratio: float,
        look: tuple[object, ...],
        names: Sequence[str],
        colours: Sequence[QColor],
    ) -> QImage:
        """The label drawn once, centred in its picture, kept while its ``look`` (the font's
        family, the text's size, the palette) and ``ratio`` stay (drawing words as outlined
        paths each frame cost a software renderer a third of its frames)."""
        text = label.text
        if label.kind == "tray" and 0 <= label.player < 2:
            text = text.replace("{player}", names[label.player])
        fill = WHITE
        if label.kind == "badge" and 0 <= label.player < 2:
            fill = colours[label.player]
        key = (label.kind, text, fill.rgba(), look, ratio)
        image = self._images.get(key)
        if image is None:
            if len(self._images) > 512:
                self._images.clear()
            image = self._images[key] = self._draw(label.kind, text, QColor(fill), base, ratio)
        return image

    @staticmethod
    def _draw(kind: str, text: str, fill: QColor, base: QFont, ratio: float) -> QImage:
        font = QFont(base)
        font.setPixelSize(theme.text_px())
        font.setBold(kind in ("badge", "count", "place"))
        metrics = QFontMetricsF(font)
        round_one = kind in ("badge", "count")
        if round_one:
            radius = max(metrics.height(), metrics.horizontalAdvance(text)) * 0.62
            width = height = 2 * radius + 4
        else:
            width, height = metrics.horizontalAdvance(text) + 8, metrics.height() + 6
        image = QImage(
            math.ceil(width * ratio), math.ceil(height * ratio),
            QImage.Format.Format_ARGB32_Premultiplied,
        )  # fmt: skip
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        painter.setFont(font)
        at = QPointF(width / 2, height / 2)
        if round_one:
            ink = QColor("#000000") if fill.lightnessF() > 0.55 else QColor("#ffffff")
            painter.setPen(QPen(QColor(theme.HALO), 2.0))
            painter.setBrush(fill)
            painter.drawEllipse(at, radius, radius)
            painter.setPen(ink)
            box = QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        else:  # words in the table's light text, within a dark outline: read on any colour
            path = QPainterPath()
            advance = metrics.horizontalAdvance(text)
            path.addText(at.x() - advance / 2, at.y() + metrics.ascent() / 2.6, font, text)
            outline = QPen(QColor(theme.HALO), 3.5)
            outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(path, outline)
            painter.fillPath(path, theme.TEXT if kind != "place" else theme.marker("hover"))
        painter.end()
        return image

"""Small icons drawn with QPainter, so they never depend on an emoji font being installed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap


def _canvas(size: int) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def refusal_icon(size: int = 22) -> QPixmap:
    """A no-entry sign: a red disc with a white bar."""
    pixmap, painter = _canvas(size)
    painter.setPen(QPen(QColor("#fff1e8"), max(1.0, size / 14)))
    painter.setBrush(QColor("#d9453b"))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(QRectF(size * 0.22, size * 0.42, size * 0.56, size * 0.16), 2, 2)
    painter.end()
    return pixmap


def info_icon(size: int = 22) -> QPixmap:
    """An "i" in a blue disc."""
    pixmap, painter = _canvas(size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#4f8fc9"))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.setBrush(QColor("white"))
    painter.drawEllipse(QPointF(size / 2, size * 0.3), size * 0.08, size * 0.08)
    painter.drawRoundedRect(QRectF(size * 0.43, size * 0.42, size * 0.14, size * 0.36), 2, 2)
    painter.end()
    return pixmap


def turn_icon(size: int = 22) -> QPixmap:
    """A triangle pointing right: it is someone's turn."""
    pixmap, painter = _canvas(size)
    path = QPainterPath()
    path.moveTo(size * 0.3, size * 0.2)
    path.lineTo(size * 0.78, size * 0.5)
    path.lineTo(size * 0.3, size * 0.8)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#7fd69a"))
    painter.drawPath(path)
    painter.end()
    return pixmap


def result_icon(size: int = 22) -> QPixmap:
    """A small flag: the game is over."""
    pixmap, painter = _canvas(size)
    painter.setPen(QPen(QColor("#ece8dc"), max(1.5, size / 11)))
    painter.drawLine(QPointF(size * 0.28, size * 0.12), QPointF(size * 0.28, size * 0.9))
    flag = QPainterPath()
    flag.moveTo(size * 0.3, size * 0.14)
    flag.lineTo(size * 0.82, size * 0.3)
    flag.lineTo(size * 0.3, size * 0.48)
    flag.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f2c14e"))
    painter.drawPath(flag)
    painter.end()
    return pixmap

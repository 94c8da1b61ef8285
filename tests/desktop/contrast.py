"""Measuring the contrast of the text a window shows, on its rendered pixels (WCAG 2.1).

For every piece of text of a window — labels, buttons, fields, combo boxes, tabs, list and tree
rows, header sections, group titles, menus' entries, the boards' texts — the window is grabbed,
the text's rectangle (a little inside its frame) is cut out, its background is the colour most
of its pixels have, and its text the colour of its pixels that stands out most from that
background; the contrast ratio of the two is what a reader gets at best. Disabled controls are
left out (WCAG does not ask contrast of them).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QAbstractListModel, QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTabBar,
    QTextBrowser,
    QWidget,
)

INSET = 3  # pixels kept off a text's rectangle's edges (its frame, a focus outline)
SMALLEST = 8  # a rectangle narrower or lower than this holds no text worth measuring


@dataclass(frozen=True)
class Reading:
    """The contrast measured for one piece of text: where, what, and the ratio."""

    window: str
    what: str
    ratio: float


def luminance(rgb: np.ndarray) -> np.ndarray:
    """WCAG relative luminance of sRGB colours (an array of ..., 3 values in 0–255)."""
    channel = rgb.astype(np.float64) / 255.0
    linear = np.where(channel <= 0.04045, channel / 12.92, ((channel + 0.055) / 1.055) ** 2.4)
    result: np.ndarray = linear @ np.array([0.2126, 0.7152, 0.0722])
    return result


def pixels(image: QImage) -> np.ndarray:
    """The image as an array of (rows, columns, red green blue)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(height, image.bytesPerLine())
    bgra = data[:, : width * 4].reshape(height, width, 4)
    return bgra[:, :, [2, 1, 0]].copy()


def best_contrast(rgb: np.ndarray) -> float:
    """The contrast between a region's most common colour and its colour most apart from it."""
    flat = rgb.reshape(-1, 3)
    packed = (flat[:, 0].astype(np.int32) << 16) | (flat[:, 1].astype(np.int32) << 8) | flat[:, 2]
    colours, counts = np.unique(packed, return_counts=True)
    if len(colours) < 2:
        return 1.0
    unpacked = np.stack([(colours >> 16) & 255, (colours >> 8) & 255, colours & 255], axis=1)
    lum = luminance(unpacked)
    background = lum[int(np.argmax(counts))]
    lighter, darker = np.maximum(lum, background), np.minimum(lum, background)
    return float(((lighter + 0.05) / (darker + 0.05)).max())


def text_rects(top: QWidget) -> Iterator[tuple[str, QRect]]:
    """Every visible, enabled piece of text of ``top`` and where it is (in ``top``'s
    coordinates)."""
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) or not widget.isEnabled() or widget.width() < SMALLEST:
            continue
        if isinstance(widget, QMenu):
            continue  # a menu is grabbed on its own (``menu_rects``)
        yield from _rects_of(top, widget)


def in_sight(rect: QRect, widget: QWidget, top: QWidget) -> QRect:
    """``rect`` (in ``widget``'s coordinates) in ``top``'s, cut to what its parents let show (a
    row scrolled out of a list's sight is not there)."""
    while widget is not top:
        rect = rect.intersected(widget.rect())
        parent = widget.parentWidget()
        if parent is None:
            break
        rect = rect.translated(widget.pos())
        widget = parent
    return rect.intersected(top.rect())


def _rects_of(top: QWidget, widget: QWidget) -> Iterator[tuple[str, QRect]]:
    def mapped(rect: QRect, origin: QWidget | None = None) -> QRect:
        return in_sight(rect, origin or widget, top)

    name = f"{type(widget).__name__} {widget.objectName()}".strip()
    if isinstance(widget, QLabel) and widget.text().strip() and widget.pixmap().isNull():
        yield f"{name} {widget.text()[:40]!r}", mapped(widget.contentsRect())
    elif isinstance(widget, QAbstractButton) and widget.text().strip():
        yield f"{name} {widget.text()[:40]!r}", mapped(_beside_icon(widget))
    elif isinstance(widget, QLineEdit) and (widget.text() or widget.placeholderText()):
        yield f"{name} {widget.text()[:40]!r}", mapped(widget.rect())
    elif isinstance(widget, QComboBox | QSpinBox):
        yield f"{name}", mapped(widget.rect())
    elif isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield f"tab {widget.tabText(index)!r}", mapped(widget.tabRect(index))
    elif isinstance(widget, QHeaderView):
        for section in range(widget.count()):
            if widget.isSectionHidden(section):
                continue
            rect = QRect(widget.sectionViewportPosition(section), 0, widget.sectionSize(section),
                         widget.height())  # fmt: skip
            yield f"header {section}", mapped(rect, widget.viewport())
    elif isinstance(widget, QGroupBox) and widget.title():
        yield f"group {widget.title()!r}", mapped(QRect(0, 0, widget.width(), 22))
    elif isinstance(widget, QTextBrowser):
        yield f"{name}", mapped(widget.viewport().rect(), widget.viewport())
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
        yield from _rows(top, widget)
    elif isinstance(widget, QGraphicsView):
        yield from _scene_texts(top, widget)


def _beside_icon(button: QAbstractButton) -> QRect:
    """A button's rectangle without its icon (an icon is no text, and often the most
    contrasted thing there)."""
    rect = button.rect()
    if button.icon().isNull():
        return rect
    icon = button.iconSize().width() + 6
    return QRect(rect.left() + icon, rect.top(), max(rect.width() - icon, 1), rect.height())


def _rows(top: QWidget, view: QAbstractItemView) -> Iterator[tuple[str, QRect]]:
    model = view.model()
    viewport = view.viewport()
    visible = viewport.rect()
    root = view.rootIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for row in range(min(model.rowCount(root), 60)):
        for column in range(columns):
            index = model.index(row, column, view.rootIndex())
            text = str(index.data() or "").strip()
            rect = view.visualRect(index).intersected(visible)
            if text and rect.width() >= SMALLEST and rect.height() >= SMALLEST:
                yield f"row {text[:30]!r}", in_sight(rect, viewport, top)


def _scene_texts(top: QWidget, view: QGraphicsView) -> Iterator[tuple[str, QRect]]:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        if type(item).__name__ != "TextItem" or not item.isVisible():
            continue
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        rect = rect.intersected(view.viewport().rect())
        if rect.width() >= SMALLEST and rect.height() >= SMALLEST:
            words = str(getattr(item, "text", ""))[:30]
            yield f"board text {words!r}", in_sight(rect, view.viewport(), top)


def menu_rects(menu: QMenu) -> Iterator[tuple[str, QRect]]:
    for action in menu.actions():
        if action.isSeparator() or not action.text() or not action.isEnabled():
            continue
        yield f"menu {action.text()!r}", menu.actionGeometry(action)


def readings(window: str, top: QWidget, rects: Iterator[tuple[str, QRect]]) -> list[Reading]:
    """Grab ``top`` and measure each of ``rects`` there."""
    image = pixels(top.grab().toImage())
    ratio = top.grab().toImage().devicePixelRatio()
    found = []
    height, width = image.shape[:2]
    for what, rect in rects:
        left = int((rect.left() + INSET) * ratio)
        upper = int((rect.top() + INSET) * ratio)
        right = min(int((rect.right() - INSET) * ratio), width)
        lower = min(int((rect.bottom() - INSET) * ratio), height)
        if right - left < SMALLEST // 2 or lower - upper < SMALLEST // 2 or left < 0 or upper < 0:
            continue
        found.append(Reading(window, what, best_contrast(image[upper:lower, left:right])))
    return found


def at(top: QWidget, point: QPoint) -> QPoint:
    return top.mapFromGlobal(point)

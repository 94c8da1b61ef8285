"""Colours and sizes shared by the views: one place to change the look."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFontInfo, QGuiApplication

from desktop import physical

# Pylos: two woods.
BALL_COLOURS = (QColor("#f0d9a8"), QColor("#5b3920"))
BALL_EDGES = (QColor("#b89a68"), QColor("#2e1a0c"))
BOARD_WOOD = QColor("#b3763f")
BOARD_WOOD_DARK = QColor("#8a5427")
HOLLOW = QColor("#94602f")  # lighter than a dark ball, so an empty hollow never looks like one

# Icehouse pyramids: translucent plastic, one colour per player.
PYRAMID_COLOURS = (QColor("#d7263d"), QColor("#1f6fb2"))
PYRAMID_LIGHT = (QColor("#ff8a8a"), QColor("#7fc1ff"))
PYRAMID_DARK = (QColor("#8c0f1f"), QColor("#0d3d66"))

PYLON_BOARD = QColor("#e9e1cf")
PYLON_LINE = QColor("#9c8f74")
COASTER_COLOURS = (QColor("#e8d7b5"), QColor("#d9e4d0"), QColor("#d4dde9"), QColor("#ead2d2"))
COASTER_LINE = QColor("#8d8270")

TABLE = QColor("#2f3a34")
TEXT = QColor("#f2efe6")
TEXT_DIM = QColor("#b9b5aa")
TARGET = QColor(80, 220, 120)
TARGET_TAKE = QColor(255, 170, 40)
SELECTED = QColor(255, 230, 60)
HOVER = QColor(255, 255, 255)
LAST_MOVE = QColor(120, 200, 255)  # not the selection's yellow
REFUSED = QColor(240, 70, 60)  # what a refused click was on

MIN_TEXT_PX = 13  # no text of the window, boards included, is drawn smaller than this


def text_px() -> int:
    """The application font's height in pixels (never under ``MIN_TEXT_PX``): the smallest any
    text on a board may be on screen."""
    if QGuiApplication.instance() is None:
        return MIN_TEXT_PX
    return max(MIN_TEXT_PX, QFontInfo(QGuiApplication.font()).pixelSize())


# Icehouse sizes relative to a large pyramid (the physical ones are in board3d/geometry.py).
PYRAMID_BASE = tuple(b / physical.PYRAMID_BASE[2] for b in physical.PYRAMID_BASE)
PYRAMID_HEIGHT = tuple(h / physical.PYRAMID_HEIGHT[2] for h in physical.PYRAMID_HEIGHT)


def player_colour(game: str, player: int) -> QColor:
    """The colour that stands for ``player`` in ``game`` (panels, swatches)."""
    return BALL_COLOURS[player] if game == "pylos" else PYRAMID_COLOURS[player]

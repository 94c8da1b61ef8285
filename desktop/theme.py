"""Colours and sizes shared by the views: one place to change the look."""

from __future__ import annotations

from PySide6.QtGui import QColor

# Pylos: two woods.
BALL_COLOURS = (QColor("#f0d9a8"), QColor("#5b3920"))
BALL_EDGES = (QColor("#b89a68"), QColor("#2e1a0c"))
BOARD_WOOD = QColor("#b3763f")
BOARD_WOOD_DARK = QColor("#8a5427")
HOLLOW = QColor("#7b4a22")

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
LAST_MOVE = QColor(255, 215, 90)

# Icehouse sizes: base widths in cm (pieces.md), relative to a large.
PYRAMID_BASE = (1.43 / 2.54, 1.98 / 2.54, 1.0)
PYRAMID_HEIGHT = (2.54 / 4.45, 3.49 / 4.45, 1.0)


# A smaller pyramid sits on the tip of a larger one: its hollow base rests where the larger one
# is this fraction of the smaller one's base wide (so about 70 % of the larger one shows).
TIP_FIT = 0.4


def rest_height(below: int, above: int) -> float:
    """How high (in large-pyramid heights) a pyramid of size ``above`` rests on one of size
    ``below``: on its tip if smaller, over it (nested, a little higher) if larger or equal."""
    if above < below:
        return PYRAMID_HEIGHT[below] * (1 - TIP_FIT * PYRAMID_BASE[above] / PYRAMID_BASE[below])
    return 0.06


def player_colour(game: str, player: int) -> QColor:
    """The colour that stands for ``player`` in ``game`` (panels, swatches)."""
    return BALL_COLOURS[player] if game == "pylos" else PYRAMID_COLOURS[player]

"""Colours and text sizes every board shares (each game's own colours are in its kit)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFontInfo, QGuiApplication

TABLE = QColor("#2f3a34")
TEXT = QColor("#f2efe6")
TEXT_DIM = QColor("#b9b5aa")
TARGET = QColor(80, 220, 120)
TARGET_TAKE = QColor(255, 170, 40)
SELECTED = QColor(255, 230, 60)
HOVER = QColor(255, 255, 255)
LAST_MOVE = QColor(120, 200, 255)  # not the selection's yellow
REFUSED = QColor(240, 70, 60)  # what a refused click was on
CURSOR = QColor(255, 255, 255)  # the keyboard's cursor (dashed)
LESSON = QColor(225, 110, 255)  # what a lesson points at, and its arrows
FOUND = QColor(90, 235, 200)  # a question's answers found

MIN_TEXT_PX = 13  # no text of the window, boards included, is drawn smaller than this


def text_px() -> int:
    """The application font's height in pixels (never under ``MIN_TEXT_PX``): the smallest any
    text on a board may be on screen."""
    if QGuiApplication.instance() is None:
        return MIN_TEXT_PX
    return max(MIN_TEXT_PX, QFontInfo(QGuiApplication.font()).pixelSize())

"""How the analysis shows its verdicts: where each sits on the graph, its mark and point in the
move list and on the graph (by shape as well as colour), and the move numbers under the graph
(their words: ``desktop.panels.mistakes``)."""

from __future__ import annotations

import itertools

from PySide6.QtGui import QColor

from core.study.analysis import Verdict

CLIP = 8.0  # units shown on the graph; proven results sit at the edge
MARKS = {"blunder": "??", "mistake": "?"}
COLOURS = {
    "blunder": QColor(240, 80, 70),
    "mistake": QColor(255, 170, 60),
    "": QColor(150, 210, 255),
}
SYMBOLS = {"blunder": "x", "mistake": "t1", "": "o"}
"""The graph's points by shape as well as colour (orange and red look alike to many): a cross
for a blunder, a triangle for a mistake, a dot for any other move."""
SIZES = {"blunder": 15, "mistake": 13, "": 6}
OUTLINE = QColor(16, 16, 16)  # around every point: it stands out from the curve it is on


def move_ticks(last: int, most: int = 12) -> list[int]:
    """The move numbers written under the graph: whole moves only, at a round step (1, 2, 5,
    10, 20, 50…) that leaves at most ``most`` of them."""
    step, factors = 1, itertools.cycle((2, 5 / 2, 2))
    while last // step > most:
        step = round(step * next(factors))
    return list(range(step, last + 1, step)) if step > 1 else list(range(1, last + 1))


def height_of(verdict: Verdict) -> float:
    """Where a verdict sits on the graph (first player up)."""
    if verdict.result == "win":
        return CLIP
    if verdict.result == "loss":
        return -CLIP
    if verdict.result == "draw":
        return 0.0
    return max(-CLIP, min(CLIP, verdict.units))

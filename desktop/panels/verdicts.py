"""How the analysis shows its verdicts: where each sits on the graph, its mark and point in the
move list and on the graph (by shape as well as colour), its words, and the move numbers under
the graph."""

from __future__ import annotations

import itertools

from PySide6.QtGui import QColor

from core.study.analysis import Verdict
from desktop.i18n import decimal, fill, tr

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


def describe(verdict: Verdict, names: tuple[str, str]) -> str:
    """A verdict in words, the players named."""
    if verdict.result in ("win", "loss"):
        winner = names[0] if verdict.result == "win" else names[1]
        if verdict.plies == 0:
            return fill(tr("{player} won"), player=winner)
        return fill(
            tr("a win for {player} in {plies} (proven)"), player=winner, plies=verdict.plies
        )
    if verdict.result == "draw":
        return tr("a draw (proven)")
    leader = names[0] if verdict.units > 0 else names[1]
    if abs(verdict.units) < 0.25:
        return tr("about even")
    return fill(tr("{player} ahead by {units}"), player=leader, units=decimal(abs(verdict.units)))

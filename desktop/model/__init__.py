"""The one owner of a game in progress, shared by every view (``GameModel``), the values it hands
around, and the words for what it holds (``describe``: the panels and the screen reader say the
same)."""

from desktop.model.game import GameModel
from desktop.model.lines import Line, LineShow
from desktop.model.values import (
    Agreement,
    Annotations,
    BoardMarks,
    Entry,
    PositionChange,
    Seat,
    Told,
)

__all__ = [
    "Agreement",
    "Annotations",
    "BoardMarks",
    "Entry",
    "GameModel",
    "Line",
    "LineShow",
    "PositionChange",
    "Seat",
    "Told",
]

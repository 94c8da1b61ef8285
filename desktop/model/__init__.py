"""The one owner of a game in progress, shared by every view (``GameModel``), the values it hands
around, and the words for what it holds (``describe``: the panels and the screen reader say the
same)."""

from desktop.model.game import GameModel, Told
from desktop.model.values import Agreement, Annotations, BoardMarks, Entry, PositionChange, Seat

__all__ = [
    "Agreement",
    "Annotations",
    "BoardMarks",
    "Entry",
    "GameModel",
    "PositionChange",
    "Seat",
    "Told",
]

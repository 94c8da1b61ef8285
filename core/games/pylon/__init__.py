"""Pylon (Doug Orleans, 2005): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylon.clicks import PylonClicks
from core.games.pylon.evaluation import PylonEvaluation
from core.games.pylon.rules import PylonGame
from core.games.pylon.words import PylonWords
from core.kit import GameKit

KIT = GameKit(
    PylonGame,
    PylonClicks(),
    PylonWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylonEvaluation(),
)

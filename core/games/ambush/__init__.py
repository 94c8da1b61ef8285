"""Ambush (Jason Spears & Erik Oosterwal, 2008): its rules, how its moves are clicked, its
words."""

from pathlib import Path

from core.games.ambush.clicks import AmbushClicks
from core.games.ambush.evaluation import AmbushEvaluation
from core.games.ambush.rules import AmbushGame
from core.games.ambush.words import AmbushWords
from core.kit import GameKit

KIT = GameKit(
    AmbushGame,
    AmbushClicks(),
    AmbushWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=AmbushEvaluation(),
)

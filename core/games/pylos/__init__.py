"""Pylos (David G. Royffe, Gigamic 1994): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylos.clicks import PylosClicks
from core.games.pylos.evaluation import PylosEvaluation
from core.games.pylos.rules import PylosGame
from core.games.pylos.words import PylosWords
from core.kit import GameKit

KIT = GameKit(
    PylosGame,
    PylosClicks(),
    PylosWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylosEvaluation(),
)

"""Pylos (David G. Royffe, Gigamic 1994): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylos.clicks import PylosClicks
from core.games.pylos.evaluation import PylosEvaluation
from core.games.pylos.rules import PylosGame
from core.games.pylos.words import PylosWords
from core.kit import GameKit

PUZZLE_THEMES = {
    "square": {"en": "Win with a square", "fr": "Gagnez grâce à un carré"},
    "raise": {"en": "Raise a ball to win", "fr": "Montez une bille pour gagner"},
    "top ball": {
        "en": "Win the race to the top ball",
        "fr": "Gagnez la course à la bille du sommet",
    },
    "reserve race": {"en": "Win the ball race", "fr": "Gagnez la course aux billes"},
    "block": {"en": "Block to win", "fr": "Bloquez pour gagner"},
}
"""The themes of its puzzles, with their titles."""

KIT = GameKit(
    PylosGame,
    PylosClicks(),
    PylosWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylosEvaluation(),
    puzzle_themes=PUZZLE_THEMES,
)

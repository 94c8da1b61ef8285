"""Pylos (David G. Royffe, Gigamic 1994): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylos.clicks import PylosClicks
from core.games.pylos.evaluation import PylosEvaluation
from core.games.pylos.rules import PylosGame
from core.games.pylos.words import PylosWords
from core.kit import GameKit, PuzzleTheme
from core.transitions import TAKEN_BACK

THEMES = (
    PuzzleTheme(
        "square",
        {"en": "Win with a square", "fr": "Gagnez grâce à un carré"},
        lambda won: won.count(TAKEN_BACK) > 0,
    ),
    PuzzleTheme(
        "raise",
        {"en": "Raise a ball to win", "fr": "Montez une bille pour gagner"},
        lambda won: won.count("moved") > 0,
    ),
    PuzzleTheme(
        "block",
        {"en": "Stop a square to win", "fr": "Empêchez un carré pour gagner"},
        lambda won: "blocks" in won.reason(),
    ),
    PuzzleTheme(
        "top ball",
        {"en": "Place the top ball to win", "fr": "Posez la bille du sommet pour gagner"},
        lambda won: "top" in won.ending(),
    ),
    PuzzleTheme(
        "reserve race",
        {
            "en": "Keep a ball in reserve longer",
            "fr": "Gardez une bille en réserve plus longtemps",
        },
        lambda won: True,
    ),
)
"""The themes of its puzzles, with their titles, in the order their tests are tried: a ball
placed that wins, without a square, a raise or a block, places the top ball or outlasts the
other reserve."""

PRACTICE_GOALS = {
    "win": {"en": "Win against Master", "fr": "Battez le niveau Maître"},
    "survive": {
        "en": "Don't lose the ball race: hold on for {n} moves",
        "fr": "Ne perdez pas la course aux billes : tenez {n} coups",
    },
}
"""The goals of its practices against the computer, with their titles."""

COUNT_WORDS = {
    "en": "{title}, reserve {a} to {b}",
    "fr": "{title}, réserve {a} contre {b}",
}
"""How a puzzle's or a practice's title says the count: the balls in reserve."""

KIT = GameKit(
    PylosGame,
    PylosClicks(),
    PylosWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylosEvaluation(),
    themes=THEMES,
    pieces=30,
    practice=Path(__file__).parent / "practice.json",
    practice_goals=PRACTICE_GOALS,
    count_words=COUNT_WORDS,
)

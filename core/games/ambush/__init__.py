"""Ambush (Jason Spears & Erik Oosterwal, 2008): its rules, how its moves are clicked, its
words."""

from pathlib import Path

from core.games.ambush.clicks import AmbushClicks
from core.games.ambush.evaluation import AmbushEvaluation
from core.games.ambush.rules import AmbushGame
from core.games.ambush.words import AmbushWords
from core.kit import GameKit, PuzzleTheme
from core.transitions import CAPTURED

THEMES = (
    PuzzleTheme(
        "rotation",
        {"en": "Turn a coaster to win", "fr": "Tournez un sous-verre pour gagner"},
        lambda won: won.count("rotated") > 0,
    ),
    PuzzleTheme(
        "double capture",
        {"en": "Capture more than one pyramid", "fr": "Capturez plus d'une pyramide"},
        lambda won: won.count(CAPTURED, mover_does_it=True) >= 2,
    ),
    PuzzleTheme(
        "sandwich",
        {"en": "Win with a sandwich", "fr": "Gagnez par une prise en sandwich"},
        lambda won: won.count(CAPTURED, mover_does_it=True) == 1,
    ),
    PuzzleTheme(
        "block",
        {"en": "Stop a sandwich to win", "fr": "Empêchez une prise en sandwich pour gagner"},
        lambda won: "blocks" in won.reason(),
    ),
    PuzzleTheme(
        "quiet move",
        {"en": "Win without capturing", "fr": "Gagnez sans capturer"},
        lambda won: True,
    ),
)
"""The themes of its puzzles, with their titles, in the order their tests are tried."""

PRACTICE_GOALS = {
    "win": {"en": "Win against Master", "fr": "Battez le niveau Maître"},
    "margin": {
        "en": "Win by {n} pips or more",
        "fr": "Gagnez avec {n} points d'avance ou plus",
    },
    "not lose": {"en": "Don't lose against Master", "fr": "Ne perdez pas contre le niveau Maître"},
}
"""The goals of its practices against the computer, with their titles."""

COUNT_WORDS = {
    "en": "{title}, pips captured {a} to {b}",
    "fr": "{title}, points capturés {a} contre {b}",
}
"""How a puzzle's or a practice's title says the count: the pips captured."""

KIT = GameKit(
    AmbushGame,
    AmbushClicks(),
    AmbushWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=AmbushEvaluation(),
    themes=THEMES,
    pieces=30,
    practice=Path(__file__).parent / "practice.json",
    practice_goals=PRACTICE_GOALS,
    count_words=COUNT_WORDS,
)

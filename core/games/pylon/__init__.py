"""Pylon (Doug Orleans, 2005): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylon.clicks import PylonClicks
from core.games.pylon.evaluation import PylonEvaluation
from core.games.pylon.rules import PylonGame
from core.games.pylon.words import PylonWords
from core.kit import GameKit, PuzzleTheme

THEMES = (
    PuzzleTheme(
        "topping",
        {"en": "Top a tall stack to win", "fr": "Coiffez une haute pile pour gagner"},
        lambda won: won.count("moved") > 0 and won.gain() > 0,
    ),
    PuzzleTheme(
        "sacrifice",
        {"en": "Give up points to win", "fr": "Cédez des points pour gagner"},
        lambda won: won.count("moved") > 0 and won.gain() < 0,
    ),
    PuzzleTheme(
        "stacking",
        {"en": "Find the winning stack move", "fr": "Trouvez l'empilement gagnant"},
        lambda won: won.count("moved") > 0,
    ),
)
"""The themes of its puzzles, with their titles, in the order their tests are tried: a stack
move that wins gains points, gives some up, or neither."""

PRACTICE_GOALS = {
    "win": {"en": "Win against Master", "fr": "Battez le niveau Maître"},
    "margin": {
        "en": "Win by {n} points or more",
        "fr": "Gagnez avec {n} points d'avance ou plus",
    },
    "not lose": {"en": "Don't lose against Master", "fr": "Ne perdez pas contre le niveau Maître"},
}
"""The goals of its practices against the computer, with their titles."""

COUNT_WORDS = {
    "en": "{title}, at {a} points to {b}",
    "fr": "{title}, à {a} points contre {b}",
}
"""How a puzzle's or a practice's title says the count: the points."""

KIT = GameKit(
    PylonGame,
    PylonClicks(),
    PylonWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylonEvaluation(),
    themes=THEMES,
    pieces=30,
    practice=Path(__file__).parent / "practice.json",
    practice_goals=PRACTICE_GOALS,
    count_words=COUNT_WORDS,
)

"""Ambush (Jason Spears & Erik Oosterwal, 2008): its rules, how its moves are clicked, its
words."""

from pathlib import Path

from core.games.ambush.clicks import AmbushClicks
from core.games.ambush.evaluation import AmbushEvaluation
from core.games.ambush.ideas import AmbushIdeas
from core.games.ambush.rules import AmbushGame
from core.games.ambush.words import AmbushWords
from core.kit import GameKit, Judgement, PuzzleTheme
from core.transitions import CAPTURED
from core.words import Text

THEMES = (
    PuzzleTheme(
        "rotation",
        Text("Use a coaster"),
        lambda won: won.count("rotated") > 0,
    ),
    PuzzleTheme(
        "double capture",
        Text("Capture two at once"),
        lambda won: won.count(CAPTURED, mover_does_it=True) >= 2,
    ),
    PuzzleTheme(
        "sandwich",
        Text("Make a sandwich"),
        lambda won: won.count(CAPTURED, mover_does_it=True) == 1,
    ),
    PuzzleTheme(
        "block",
        Text("Stop the sandwich"),
        lambda won: "blocks" in won.reason(),
    ),
    PuzzleTheme(
        "quiet move",
        Text("Win without capturing"),
        lambda won: True,
    ),
)
"""The themes of its puzzles, with what their titles tell to look for (never the move), in the order
their tests are tried."""

PRACTICE_GOALS = {  # words: the practices' goals, {n} their number
    "win": "Win against Master",
    "margin": "Win by {n} pips or more",
    "not lose": "Don't lose against Master",
}
"""The goals of its practices against the computer, with their titles."""

COUNT_WORDS = "{title}, pips {a} to {b}"  # words: the count in a title
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
    ideas=AmbushIdeas(),
    judgement=Judgement(mistake=150, blunder=300),  # measured: python -m core.tools.spread
)
